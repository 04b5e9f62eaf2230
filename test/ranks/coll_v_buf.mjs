// The v-collectives (gatherv, scatterv, allgatherv, alltoallv, reduceScatter with counts) in their
// blocking, i* and *Init forms, over irregular counts (zeros included), displacements with gaps, in
// reversed rank order and (send side) overlapping, every root, IN_PLACE, Float64/Int32/Uint8 arrays,
// ordinary and comm.alloc buffers. Every buffer sits between guard elements; every rank returns, by
// label, what each case left in its buffers, guards and uncovered gaps included (test/coll_v_buf.test.mjs
// computes what MPI gives there from the same generators and layouts, exported here).
import { IN_PLACE } from 'wasmpi';
import { codeOf, seen } from './_shared.mjs';

export const G = 4; // guard elements on each side of every buffer
const TYPES = [Float64Array, Int32Array, Uint8Array];
export const SENT = new Map([
  [Float64Array, -0.25],
  [Int32Array, -77777],
  [Uint8Array, 255],
]);

/** Element e of stream b of rank a at round t: position dependent; Uint8 values stay in 1..29 so a
 *  sum over 8 ranks stays below 255 (the Uint8 sentinel); the others are wide and never negative. */
export function val(T, a, b, e, t) {
  if (T === Uint8Array) return ((a * 7 + b * 11 + e * 3 + t * 5) % 29) + 1;
  const x = a * 100003 + b * 1009 + e * 7 + t * 3 + 1;
  return T === Float64Array ? x + 0.5 : x;
}

// ── counts and displacements ──

/** Counts of p blocks, variant cv: 'a' and 'b' irregular with zeros, 'z' all zero, 'L' large. */
export function countsOf(cv, p, shift = 0) {
  return Array.from({ length: p }, (_, r0) => {
    const r = r0 + shift;
    switch (cv) {
      case 'a':
        return (r * 5) % 7; // rank 0 (and 7) send nothing
      case 'b':
        return (r * 5 + 3) % 7; // rank 5 sends nothing
      case 'z':
        return 0;
      case 'L':
        return r % 3 === 1 ? 0 : 1500 + 37 * r;
      default:
        throw new Error(`counts ${cv}`);
    }
  });
}

/** Displacements for counts c. 'null': the caller passes null (packed); 'packed': explicit prefix
 *  sums; 'gaps': in rank order with holes; 'reversed': rank p-1 first, with holes; 'shared' (send
 *  side only): every block starts at element 1 (blocks overlap). */
export function displsOf(layout, c) {
  const p = c.length;
  const d = new Array(p).fill(0);
  if (layout === 'null' || layout === 'packed') {
    for (let r = 1; r < p; r++) d[r] = d[r - 1] + c[r - 1];
  } else if (layout === 'gaps') {
    let pos = 2;
    for (let r = 0; r < p; r++) {
      d[r] = pos;
      pos += c[r] + 1 + (r % 3);
    }
  } else if (layout === 'reversed') {
    let pos = 1;
    for (let r = p - 1; r >= 0; r--) {
      d[r] = pos;
      pos += c[r] + 1 + (r % 2);
    }
  } else if (layout === 'shared') {
    d.fill(1);
  } else throw new Error(`layout ${layout}`);
  return d;
}

/** Elements a buffer needs for blocks c at d, plus a tail that no block covers (except packed). */
export function spanOf(layout, c, d) {
  let end = 0;
  for (let r = 0; r < c.length; r++) if (c[r] > 0) end = Math.max(end, d[r] + c[r]);
  return layout === 'null' || layout === 'packed' ? end : end + 2;
}

/** Counts as the caller passes them: alternately a plain array and an Int32Array. */
const asArg = (c, i) => (i % 2 ? Int32Array.from(c) : c.slice());

// ── buffers ──

class Bufs {
  constructor(comm) {
    this.comm = comm;
    this.allocs = [];
  }
  /** `len` elements between guards: { whole, view, T }, everything set to the sentinel. */
  make(kind, T, len) {
    const whole = kind === 'alloc' ? this.comm.alloc(T, len + 2 * G) : new T(len + 2 * G);
    if (kind === 'alloc') this.allocs.push(whole);
    whole.fill(SENT.get(T));
    return { whole, view: whole.subarray(G, G + len), T, len };
  }
  freeAll() {
    for (const a of this.allocs) this.comm.freeMem(a);
    this.allocs = [];
  }
}

/** The observation of a buffer's whole (guards included), by the mask of its view: 1 for an element
 *  a block covers (an input or a result), 0 for one that no block covers (it must keep the
 *  sentinel), -1 for one whose contents MPI leaves free. `covered`: the guards and the covered
 *  elements, in order; `uncovered`: the elements no block covers, so that a result and a stray write
 *  into a gap are reported apart. The host test builds the expected whole and observes it the same way. */
export function observe(whole, mask) {
  const covered = [];
  const uncovered = [];
  for (let k = 0; k < whole.length; k++) {
    const m = k < G || k >= G + mask.length ? 1 : mask[k - G];
    if (m === 1) covered.push(whole[k]);
    else if (m === 0) uncovered.push(whole[k]);
  }
  return { covered: seen(covered), uncovered: seen(uncovered) };
}

/** The mask of a view of `len` elements (see observe): blocks [start, count] covered, the rest
 *  uncovered, and from `freeFrom` on free. */
export function maskOf(len, blocks, freeFrom = len) {
  const m = new Int8Array(len);
  for (const [s, c] of blocks) m.fill(1, s, s + c);
  m.fill(-1, freeFrom);
  return m;
}
const all = (len) => [[0, len]];

const method = (form, base) => (form === 'block' ? base : form === 'nb' ? `i${base}` : `${base}Init`);

/** Runs one case in one form: block (round 0), nb (round 1, waited or awaited), init (rounds 2, 3, 4:
 *  one persistent request restarted with new contents; outputs reset to the sentinel each time).
 *  Records into `out`, by label, what each round left in the buffers (and what the blocking form
 *  returned). */
async function runForms(out, L, form, cs, idx) {
  const look = (label) => {
    for (const [name, b, mask] of cs.bufs()) out[`${label} ${name}`] = observe(b.whole, mask);
  };
  try {
    if (form === 'block') {
      cs.fill(0);
      out[`${L} returns`] = typeof cs.invoke('block');
      look(L);
    } else if (form === 'nb') {
      cs.fill(1);
      const r = cs.invoke('nb');
      if (idx % 2) await r;
      else r.wait();
      look(L);
    } else {
      const r = cs.invoke('init');
      for (let t = 2; t < 5; t++) {
        cs.fill(t);
        r.start();
        if (idx % 3 === 2) await r;
        else r.wait();
        look(`${L} start ${t - 2}`);
      }
      r.free();
    }
  } catch (e) {
    // the other ranks are now unmatched: the launch fails, naming the case
    if (e && typeof e.message === 'string') e.message = `[${L}] ${e.message}`;
    throw e;
  }
}

// ── the collectives: each case's counts, displacements and buffers (its layout, which the host
// test computes the same way), then its fill, call and buffers to observe ──

export function gathervLayout(me, p, { root, layout, inplace, cv, i }) {
  const isRoot = me === root;
  const c = countsOf(cv, p, i % 3);
  const d = displsOf(layout, c);
  const ip = inplace && isRoot;
  const rlen = spanOf(layout, c, d);
  return {
    c,
    d,
    ip,
    send: ip ? null : { len: c[me], mask: maskOf(c[me], all(c[me])) },
    recv: isRoot
      ? {
          len: rlen,
          mask: maskOf(
            rlen,
            c.map((x, r) => [d[r], x]),
          ),
        }
      : null,
  };
}

function gathervCase(comm, B, pr) {
  const { rank: me } = comm;
  const { root, layout, T, kind, i } = pr;
  const isRoot = me === root;
  const { c, d, ip, send, recv } = gathervLayout(me, comm.size, pr);
  const R = recv && B.make(kind, T, recv.len);
  const S = send && B.make(kind, T, send.len);
  // Counts and displacements matter only at the root: the others pass null every other case.
  const cArg = isRoot || i % 2 ? asArg(c, i) : null;
  const dArg = layout === 'null' || (!isRoot && i % 2 === 0) ? null : asArg(d, i + 1);
  return {
    fill(t) {
      if (S) for (let k = 0; k < c[me]; k++) S.view[k] = val(T, me, 0, k, t);
      if (R) {
        R.whole.fill(SENT.get(T));
        if (ip) for (let k = 0; k < c[me]; k++) R.view[d[me] + k] = val(T, me, 0, k, t);
      }
    },
    invoke: (form) => comm[method(form, 'gatherv')](ip ? IN_PLACE : S.view, R ? R.view : null, cArg, dArg, root),
    bufs: () => bufList(S, send, R, recv),
  };
}

/** The buffers a case has, with their masks, as runForms observes them. */
function bufList(S, send, R, recv) {
  const l = [];
  if (S) l.push(['sendbuf', S, send.mask]);
  if (R) l.push(['recvbuf', R, recv.mask]);
  return l;
}

export function scattervLayout(me, p, { root, layout, inplace, cv, i }) {
  const isRoot = me === root;
  const c = countsOf(cv, p, i % 3);
  const d = displsOf(layout, c);
  const ip = inplace && isRoot;
  const slen = spanOf(layout, c, d);
  return {
    c,
    d,
    ip,
    send: isRoot ? { len: slen, mask: maskOf(slen, all(slen)) } : null,
    recv: ip ? null : { len: c[me], mask: maskOf(c[me], all(c[me])) },
  };
}

function scattervCase(comm, B, pr) {
  const { rank: me } = comm;
  const { root, layout, T, kind, i } = pr;
  const isRoot = me === root;
  const { c, d, ip, send, recv } = scattervLayout(me, comm.size, pr);
  const S = send && B.make(kind, T, send.len);
  const R = recv && B.make(kind, T, recv.len);
  const cArg = isRoot ? asArg(c, i) : null;
  const dArg = isRoot && layout !== 'null' ? asArg(d, i + 1) : null;
  return {
    fill(t) {
      // Every element of the root's send buffer (gaps too) holds a value that depends on its position.
      if (S) for (let x = 0; x < S.len; x++) S.view[x] = val(T, root, 1, x, t);
      if (R) R.whole.fill(SENT.get(T));
    },
    invoke: (form) => comm[method(form, 'scatterv')](S ? S.view : null, cArg, dArg, ip ? IN_PLACE : R.view, root),
    bufs: () => bufList(S, send, R, recv),
  };
}

export function allgathervLayout(me, p, { layout, inplace, cv, i }) {
  const c = countsOf(cv, p, i % 3);
  const d = displsOf(layout, c);
  const rlen = spanOf(layout, c, d);
  return {
    c,
    d,
    send: inplace ? null : { len: c[me], mask: maskOf(c[me], all(c[me])) },
    recv: {
      len: rlen,
      mask: maskOf(
        rlen,
        c.map((x, r) => [d[r], x]),
      ),
    },
  };
}

function allgathervCase(comm, B, pr) {
  const { rank: me } = comm;
  const { layout, T, kind, inplace, i } = pr;
  const { c, d, send, recv } = allgathervLayout(me, comm.size, pr);
  const R = B.make(kind, T, recv.len);
  const S = send && B.make(kind, T, send.len);
  const cArg = asArg(c, i);
  const dArg = layout === 'null' ? null : asArg(d, i + 1);
  return {
    fill(t) {
      if (S) for (let k = 0; k < c[me]; k++) S.view[k] = val(T, me, 0, k, t);
      R.whole.fill(SENT.get(T));
      if (inplace) for (let k = 0; k < c[me]; k++) R.view[d[me] + k] = val(T, me, 0, k, t);
    },
    invoke: (form) =>
      layout === 'null' && i % 2
        ? comm[method(form, 'allgatherv')](inplace ? IN_PLACE : S.view, R.view, cArg) // displs left out
        : comm[method(form, 'allgatherv')](inplace ? IN_PLACE : S.view, R.view, cArg, dArg),
    bufs: () => bufList(S, send, R, recv),
  };
}

/** Elements rank i sends to rank j. */
export function a2aCount(cv, i, j) {
  if (cv === 'z') return 0;
  if (cv === 'L') return (i + j) % 4 === 1 ? 0 : 400 + ((i * 3 + j) % 5) * 100;
  return (i * 5 + j * 3 + (cv === 'b' ? 2 : 0)) % 6; // zero for some pairs (always for i = j = 0 with 'a')
}

export function alltoallvLayout(me, p, { layout, cv }) {
  const [slay, rlay] = layout; // send side, receive side
  const scOf = (q) => Array.from({ length: p }, (_, j) => a2aCount(cv, q, j));
  const sdOf = (q) => displsOf(slay, scOf(q));
  const sc = scOf(me);
  const sd = sdOf(me);
  const rc = Array.from({ length: p }, (_, q) => a2aCount(cv, q, me));
  const rd = displsOf(rlay, rc);
  const slen = spanOf(slay, sc, sd);
  const rlen = spanOf(rlay, rc, rd);
  return {
    sc,
    sd,
    sdOf,
    rc,
    rd,
    send: { len: slen, mask: maskOf(slen, all(slen)) },
    recv: {
      len: rlen,
      mask: maskOf(
        rlen,
        rc.map((x, q) => [rd[q], x]),
      ),
    },
  };
}

function alltoallvCase(comm, B, pr) {
  const { rank: me } = comm;
  const { layout, T, kind, i } = pr;
  const [slay, rlay] = layout;
  const { sc, sd, rc, rd, send, recv } = alltoallvLayout(me, comm.size, pr);
  const S = B.make(kind, T, send.len);
  const R = B.make(kind, T, recv.len);
  const args = [
    asArg(sc, i),
    slay === 'null' ? null : asArg(sd, i + 1),
    asArg(rc, i + 1),
    rlay === 'null' ? null : asArg(rd, i),
  ];
  return {
    fill(t) {
      for (let x = 0; x < S.len; x++) S.view[x] = val(T, me, 9, x, t);
      R.whole.fill(SENT.get(T));
    },
    invoke: (form) => comm[method(form, 'alltoallv')](S.view, args[0], args[1], R.view, args[2], args[3]),
    bufs: () => bufList(S, send, R, recv),
  };
}

/** The reduceScatter case's op: they take turns. */
export const rsOpOf = (i) => ['sum', 'max', 'min'][i % 3];

export function reduceScatterLayout(me, p, { inplace, cv, i }) {
  const c = countsOf(cv, p, i % 3);
  const off = displsOf('packed', c);
  const total = c.reduce((a, b) => a + b, 0);
  // Not in place the receive buffer is 2 elements longer than counts[me]: those must stay untouched.
  // In place MPI leaves the rest of the receive buffer undefined: free.
  return {
    c,
    off,
    total,
    send: inplace ? null : { len: total, mask: maskOf(total, all(total)) },
    recv: inplace
      ? { len: total, mask: maskOf(total, all(c[me]), c[me]) }
      : { len: c[me] + 2, mask: maskOf(c[me] + 2, all(c[me])) },
  };
}

function reduceScatterCase(comm, B, pr) {
  const { rank: me } = comm;
  const { T, kind, inplace, i } = pr;
  const { c, total, send, recv } = reduceScatterLayout(me, comm.size, pr);
  const S = send && B.make(kind, T, send.len);
  const R = B.make(kind, T, recv.len);
  return {
    fill(t) {
      R.whole.fill(SENT.get(T));
      const inp = inplace ? R : S;
      for (let x = 0; x < total; x++) inp.view[x] = val(T, me, 2, x, t);
    },
    invoke: (form) => comm[method(form, 'reduceScatter')](inplace ? IN_PLACE : S.view, R.view, asArg(c, i), rsOpOf(i)),
    bufs: () => bufList(S, send, R, recv),
  };
}

const FORMS = ['block', 'nb', 'init'];
const LAYOUTS = ['null', 'packed', 'gaps', 'reversed'];
const SEND_LAYOUTS = ['null', 'packed', 'gaps', 'reversed', 'shared'];
const A2A_LAYOUTS = [
  ['null', 'null'],
  ['gaps', 'reversed'],
  ['reversed', 'gaps'],
  ['shared', 'packed'],
  ['packed', 'gaps'],
];

/** The case parameters cycle so that every (type, kind, in place) combination comes up. */
function params(i) {
  return { T: TYPES[i % 3], kind: i % 2 ? 'alloc' : 'plain', inplace: Math.floor(i / 6) % 2 === 1 };
}

/** The v scenario's cases on p ranks, in order, each with its parameters and label (`only`: the
 *  collectives to run, all when null). The host test lists them the same way. */
export function vCases(p, only) {
  const list = [];
  const one = (coll, extra) => {
    if (only && !only.includes(coll)) return;
    for (const form of FORMS) {
      const i = list.length;
      const pr = { ...params(i), ...extra, i };
      const words = Object.entries(extra).map(([k, v]) => `${k}=${v}`);
      const ip = pr.inplace && coll !== 'alltoallv' ? ' IN_PLACE' : '';
      const op = coll === 'reduceScatter' ? ` op=${rsOpOf(i)}` : '';
      list.push({ coll, form, pr, label: `${coll} ${words.join(' ')} ${pr.T.name} ${pr.kind}${ip} ${form}${op}` });
    }
  };
  // Small counts: every root x every layout (x the three forms, types and kinds cycling).
  for (let root = 0; root < p; root++) {
    for (const layout of LAYOUTS) one('gatherv', { root, layout, cv: root % 2 ? 'b' : 'a' });
    for (const layout of SEND_LAYOUTS) one('scatterv', { root, layout, cv: root % 2 ? 'a' : 'b' });
  }
  for (const cv of ['a', 'b', 'z']) {
    for (const layout of LAYOUTS) one('allgatherv', { layout, cv });
    for (const layout of A2A_LAYOUTS) one('alltoallv', { layout, cv });
    for (let k = 0; k < 4; k++) one('reduceScatter', { cv });
  }
  // Large blocks (tens of KB per rank): roots 0 and p-1, one layout with gaps.
  for (const root of new Set([0, p - 1])) {
    one('gatherv', { root, layout: 'reversed', cv: 'L' });
    one('scatterv', { root, layout: 'gaps', cv: 'L' });
  }
  one('allgatherv', { layout: 'gaps', cv: 'L' });
  one('alltoallv', { layout: ['reversed', 'gaps'], cv: 'L' });
  for (let k = 0; k < 2; k++) one('reduceScatter', { cv: 'L' });
  return list;
}

const CASES = {
  gatherv: gathervCase,
  scatterv: scattervCase,
  allgatherv: allgathervCase,
  alltoallv: alltoallvCase,
  reduceScatter: reduceScatterCase,
};

async function vcolls(comm, only) {
  const out = {};
  const B = new Bufs(comm);
  for (const { coll, form, pr, label } of vCases(comm.size, only)) {
    await runForms(out, label, form, CASES[coll](comm, B, pr), pr.i);
    B.freeAll();
  }
  return out;
}

/** In place the exchange is symmetric: rank a's block for b has as many elements as b's for a. */
export const a2aInPlaceCount = (a, b) => ((a + b) * 3 + a * b) % 5;

/** The a2av-inplace scenario's cases, in order. */
export function a2avInPlaceCases() {
  const list = [];
  for (const [idx, rlay] of ['packed', 'gaps', 'reversed'].entries())
    for (const form of FORMS) {
      const i = list.length;
      const T = TYPES[(idx + i) % 3];
      const kind = i % 2 ? 'alloc' : 'plain';
      list.push({ i, rlay, form, T, kind, label: `alltoallv IN_PLACE rdispls=${rlay} ${T.name} ${kind} ${form}` });
    }
  return list;
}

export function a2avInPlaceLayout(me, p, rlay) {
  const rc = Array.from({ length: p }, (_, q) => a2aInPlaceCount(q, me));
  const rd = displsOf(rlay, rc);
  const len = spanOf(rlay, rc, rd);
  return {
    rc,
    rd,
    recv: {
      len,
      mask: maskOf(
        len,
        rc.map((x, q) => [rd[q], x]),
      ),
    },
  };
}

// MPI (since 2.2) lets alltoallv run in place: sendbuf MPI_IN_PLACE, sendcounts and sdispls ignored,
// the data to send taken from recvbuf at rdispls, the result replacing it.
async function alltoallvInPlace(comm) {
  const { rank: me, size: p } = comm;
  const out = {};
  const B = new Bufs(comm);
  for (const { i, rlay, form, T, kind, label } of a2avInPlaceCases()) {
    const { rc, rd, recv } = a2avInPlaceLayout(me, p, rlay);
    const R = B.make(kind, T, recv.len);
    const cs = {
      fill(t) {
        R.whole.fill(SENT.get(T));
        for (let q = 0; q < p; q++) for (let k = 0; k < rc[q]; k++) R.view[rd[q] + k] = val(T, me, q, k, t); // for rank q
      },
      invoke: (f) => comm[method(f, 'alltoallv')](IN_PLACE, null, null, R.view, rc, rd),
      bufs: () => [['recvbuf', R, recv.mask]],
    };
    await runForms(out, label, form, cs, i);
    B.freeAll();
  }
  return out;
}

// ── bad arguments: each call fails on the calling rank before any communication ──

/** The code each bad call raises, by name: calls every rank makes, calls only the root makes (the
 *  check at the root comes before any communication), calls only the non-roots make. */
export const ERROR_CODES = {
  every: {
    'allgatherv counts p+1 long': 'ERR_COUNT',
    'allgatherv counts p-1 long': 'ERR_COUNT',
    'allgatherv displs p+1 long': 'ERR_COUNT',
    'allgatherv displs p-1 long': 'ERR_COUNT',
    'allgatherv displacement + count past the end': 'ERR_COUNT',
    'allgatherv negative count': 'ERR_COUNT',
    'allgatherv fractional count': 'ERR_COUNT',
    'allgatherv negative displacement': 'ERR_COUNT',
    'allgatherv counts not an array': 'ERR_COUNT',
    'allgatherv send count != counts[rank]': 'ERR_COUNT',
    'allgatherv element types differ': 'ERR_TYPE',
    'iallgatherv counts p+1 long': 'ERR_COUNT',
    'allgathervInit past the end': 'ERR_COUNT',
    'gatherv root out of range': 'ERR_ROOT',
    'alltoallv sendcounts p+1 long': 'ERR_COUNT',
    'alltoallv recvcounts p-1 long': 'ERR_COUNT',
    'alltoallv sdispls p+1 long': 'ERR_COUNT',
    'alltoallv rdispls past the end': 'ERR_COUNT',
    'alltoallv sdispls past the end': 'ERR_COUNT',
    'alltoallv negative sendcount': 'ERR_COUNT',
    'alltoallv negative recvcount': 'ERR_COUNT',
    'ialltoallv rdispls past the end': 'ERR_COUNT',
    'alltoallvInit negative sendcount': 'ERR_COUNT',
    'reduceScatter counts p+1 long': 'ERR_COUNT',
    'reduceScatter counts p-1 long': 'ERR_COUNT',
    'reduceScatter negative count': 'ERR_COUNT',
    'reduceScatter sendbuf shorter than the counts': 'ERR_COUNT',
    'reduceScatter recvbuf shorter than counts[rank]': 'ERR_COUNT',
    'reduceScatter IN_PLACE buffer shorter than the counts': 'ERR_COUNT',
    'reduceScatter unknown op': 'ERR_OP',
    'ireduceScatter negative count': 'ERR_COUNT',
    'reduceScatterInit counts p+1 long': 'ERR_COUNT',
  },
  atRoot: {
    'gatherv counts p+1 long (root)': 'ERR_COUNT',
    'gatherv displs p-1 long (root)': 'ERR_COUNT',
    'gatherv displacement + count past the end (root)': 'ERR_COUNT',
    'gatherv negative count (root)': 'ERR_COUNT',
    'igatherv displacement + count past the end (root)': 'ERR_COUNT',
    'scatterv counts p-1 long (root)': 'ERR_COUNT',
    'scatterv displacement + count past the end (root)': 'ERR_COUNT',
    'scatterv negative count (root)': 'ERR_COUNT',
    'scatterv recvbuf shorter than counts[root] (root)': 'ERR_COUNT',
    'scattervInit displs p+1 long (root)': 'ERR_COUNT',
  },
  atOthers: {
    'gatherv IN_PLACE at a non-root': 'ERR_BUFFER',
    'scatterv IN_PLACE at a non-root': 'ERR_BUFFER',
  },
};

/** The errors scenario's shapes on p ranks: counts c, displacements d (packed), the root. */
export function errorsLayout(p) {
  const c = Array.from({ length: p }, (_, r) => 3 + (r % 2)); // 3, 4, 3, 4 ...
  return { c, d: displsOf('packed', c), total: c.reduce((a, b) => a + b, 0), root: p - 1 };
}

function errors(comm) {
  const { rank: me, size: p } = comm;
  const { c, d, total, root } = errorsLayout(p);
  const isRoot = me === root;
  const mk = (T, len, b) => T.from({ length: len }, (_, k) => val(T, me, b, k, 0));
  const send = mk(Float64Array, c[me], 1);
  const longSend = mk(Float64Array, c[me] + 1, 1);
  const big = mk(Float64Array, total, 2);
  const recv = mk(Float64Array, total, 3);
  const bufs = [send, longSend, big, recv];
  const keep = bufs.map((a) => a.slice());
  const intact = () => bufs.every((a, k) => a.every((x, j) => x === keep[k][j]));
  const longer = [...c, 1];
  const shorter = c.slice(0, p - 1);
  const neg = c.map((x, r) => (r === p - 1 ? -1 : x));
  const frac = c.map((x, r) => (r === 0 ? 1.5 : x));
  const past = d.map((x, r) => (r === p - 1 ? x + 1 : x)); // the last block ends one element past the end
  const negD = d.map((x, r) => (r === 0 ? -1 : x));
  const every = {
    'allgatherv counts p+1 long': () => comm.allgatherv(send, recv, longer, d),
    'allgatherv counts p-1 long': () => comm.allgatherv(send, recv, shorter, d),
    'allgatherv displs p+1 long': () => comm.allgatherv(send, recv, c, [...d, 0]),
    'allgatherv displs p-1 long': () => comm.allgatherv(send, recv, c, d.slice(1)),
    'allgatherv displacement + count past the end': () => comm.allgatherv(send, recv, c, past),
    'allgatherv negative count': () => comm.allgatherv(send, recv, neg, d),
    'allgatherv fractional count': () => comm.allgatherv(send, recv, frac, d),
    'allgatherv negative displacement': () => comm.allgatherv(send, recv, c, negD),
    'allgatherv counts not an array': () => comm.allgatherv(send, recv, 3, d),
    'allgatherv send count != counts[rank]': () => comm.allgatherv(longSend, recv, c, d),
    'allgatherv element types differ': () => comm.allgatherv(Int32Array.from(send), recv, c, d),
    'iallgatherv counts p+1 long': () => comm.iallgatherv(send, recv, longer, d),
    'allgathervInit past the end': () => comm.allgathervInit(send, recv, c, past),
    'gatherv root out of range': () => comm.gatherv(send, isRoot ? recv : null, c, d, p),
    'alltoallv sendcounts p+1 long': () => comm.alltoallv(big, longer, d, recv, c, d),
    'alltoallv recvcounts p-1 long': () => comm.alltoallv(big, c, d, recv, shorter, d),
    'alltoallv sdispls p+1 long': () => comm.alltoallv(big, c, [...d, 0], recv, c, d),
    'alltoallv rdispls past the end': () => comm.alltoallv(big, c, d, recv, c, past),
    'alltoallv sdispls past the end': () => comm.alltoallv(big, c, past, recv, c, d),
    'alltoallv negative sendcount': () => comm.alltoallv(big, neg, d, recv, c, d),
    'alltoallv negative recvcount': () => comm.alltoallv(big, c, d, recv, neg, d),
    'ialltoallv rdispls past the end': () => comm.ialltoallv(big, c, d, recv, c, past),
    'alltoallvInit negative sendcount': () => comm.alltoallvInit(big, neg, d, recv, c, d),
    'reduceScatter counts p+1 long': () => comm.reduceScatter(big, recv, longer, 'sum'),
    'reduceScatter counts p-1 long': () => comm.reduceScatter(big, recv, shorter, 'sum'),
    'reduceScatter negative count': () => comm.reduceScatter(big, recv, neg, 'sum'),
    'reduceScatter sendbuf shorter than the counts': () => comm.reduceScatter(big.subarray(1), recv, c, 'sum'),
    'reduceScatter recvbuf shorter than counts[rank]': () =>
      comm.reduceScatter(big, recv.subarray(0, c[me] - 1), c, 'sum'),
    'reduceScatter IN_PLACE buffer shorter than the counts': () =>
      comm.reduceScatter(IN_PLACE, recv.subarray(1), c, 'sum'),
    'reduceScatter unknown op': () => comm.reduceScatter(big, recv, c, 'avg'),
    'ireduceScatter negative count': () => comm.ireduceScatter(big, recv, neg, 'sum'),
    'reduceScatterInit counts p+1 long': () => comm.reduceScatterInit(big, recv, longer, 'sum'),
  };
  const atRoot = {
    'gatherv counts p+1 long (root)': () => comm.gatherv(send, recv, longer, d, root),
    'gatherv displs p-1 long (root)': () => comm.gatherv(send, recv, c, d.slice(1), root),
    'gatherv displacement + count past the end (root)': () => comm.gatherv(send, recv, c, past, root),
    'gatherv negative count (root)': () => comm.gatherv(send, recv, neg, d, root),
    'igatherv displacement + count past the end (root)': () => comm.igatherv(send, recv, c, past, root),
    'scatterv counts p-1 long (root)': () => comm.scatterv(big, shorter, d, send, root),
    'scatterv displacement + count past the end (root)': () => comm.scatterv(big, c, past, send, root),
    'scatterv negative count (root)': () => comm.scatterv(big, neg, d, send, root),
    'scatterv recvbuf shorter than counts[root] (root)': () => comm.scatterv(big, c, d, send.subarray(1), root),
    'scattervInit displs p+1 long (root)': () => comm.scattervInit(big, c, [...d, 0], send, root),
  };
  const atOthers = {
    'gatherv IN_PLACE at a non-root': () => comm.gatherv(IN_PLACE, null, c, d, root),
    'scatterv IN_PLACE at a non-root': () => comm.scatterv(null, null, null, IN_PLACE, root),
  };
  const all = { ...every, ...(isRoot ? atRoot : {}), ...(p > 1 && !isRoot ? atOthers : {}) };
  // by name: the code it raised, and whether every buffer kept its contents
  const codes = {};
  const intactAfter = {};
  for (const [name, fn] of Object.entries(all)) {
    codes[name] = codeOf(fn);
    intactAfter[name] = intact();
  }
  // The communicator still works and nothing was left queued: a correct allgatherv and gatherv.
  // (buffers of exactly the covered size: the gap handling is checked in vcolls)
  const R = new Float64Array(total).fill(-1);
  comm.allgatherv(send, R, c, d);
  const G2 = new Float64Array(total).fill(-1);
  comm.gatherv(send, isRoot ? G2 : null, c, d, root);
  return { codes, intact: intactAfter, allgatherv: seen(R), gatherv: isRoot ? seen(G2) : null };
}

export default async function main(world, args) {
  const [what, ...rest] = args;
  if (what === 'v') return vcolls(world, rest.length ? rest : null);
  if (what === 'a2av-inplace') return alltoallvInPlace(world);
  if (what === 'errors') return errors(world);
  throw new Error(`unknown scenario ${what}`);
}
