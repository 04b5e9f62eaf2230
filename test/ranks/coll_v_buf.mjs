// The v-collectives (gatherv, scatterv, allgatherv, alltoallv, reduceScatter with counts) in their
// blocking, i* and *Init forms, over irregular counts (zeros included), displacements with gaps, in
// reversed rank order and (send side) overlapping, every root, IN_PLACE, Float64/Int32/Uint8 arrays,
// ordinary and comm.alloc buffers. Every buffer sits between guard elements and is checked element by
// element, guards and uncovered gaps included, against a reference computed here from the inputs.
// Mismatches are collected (not thrown) so that one bug does not hide the others.
import { IN_PLACE } from 'wasmpi';
import { codeOf } from './_shared.mjs';

const G = 4; // guard elements on each side of every buffer
export const UNCOVERED = '(UNCOVERED: no block covers it)';
const TYPES = [Float64Array, Int32Array, Uint8Array];
const SENT = new Map([
  [Float64Array, -0.25],
  [Int32Array, -77777],
  [Uint8Array, 255],
]);

/** Element e of stream b of rank a at round t: position dependent; Uint8 values stay in 1..29 so a
 *  sum over 8 ranks stays below 255 (the Uint8 sentinel); the others are wide and never negative. */
function val(T, a, b, e, t) {
  if (T === Uint8Array) return ((a * 7 + b * 11 + e * 3 + t * 5) % 29) + 1;
  const x = a * 100003 + b * 1009 + e * 7 + t * 3 + 1;
  return T === Float64Array ? x + 0.5 : x;
}

// ── counts and displacements ──

/** Counts of p blocks, variant cv: 'a' and 'b' irregular with zeros, 'z' all zero, 'L' large. */
function countsOf(cv, p, shift = 0) {
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
function displsOf(layout, c) {
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
function spanOf(layout, c, d) {
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

/** An array like b.whole holding the sentinel, with fn(i, set) setting view elements. */
function expectOf(b, fn) {
  const e = new b.T(b.whole.length).fill(SENT.get(b.T));
  fn((i, x) => {
    e[G + i] = x;
  });
  return e;
}

/** Compares b.whole with exp. The first wrong element among those a result or input should hold
 *  and, separately, the first changed one among the view elements no block covers (expected to keep
 *  the sentinel; those reports carry UNCOVERED) and the guards outside the view. */
function cmpWhole(errs, label, b, exp) {
  const w = b.whole;
  const sent = SENT.get(b.T);
  let covered = false;
  let uncovered = false;
  for (let k = 0; k < exp.length; k++) {
    if (Object.is(w[k], exp[k])) continue;
    const i = k - G;
    const inView = i >= 0 && i < b.len;
    if (inView && exp[k] === sent) {
      if (!uncovered)
        errs.push(`${label}: [${i}] (of ${b.len}) = ${w[k]}, expected the untouched sentinel ${sent} ${UNCOVERED}`);
      uncovered = true;
    } else if (!covered) {
      const where =
        i < 0 ? `guard before the view [${i}]` : i >= b.len ? `guard after the view [${i}]` : `[${i}] (of ${b.len})`;
      errs.push(`${label}: ${where} = ${w[k]}, expected ${exp[k]}`);
      covered = true;
    }
    if (covered && uncovered) return;
  }
}

const method = (form, base) => (form === 'block' ? base : form === 'nb' ? `i${base}` : `${base}Init`);

/** Runs one case in one form: block (round 0), nb (round 1, waited or awaited), init (rounds 2, 3, 4:
 *  one persistent request restarted with new contents; outputs reset to the sentinel each time). */
async function runForms(errs, label, form, cs, idx) {
  const L = `${label} ${form}`;
  try {
    if (form === 'block') {
      cs.fill(0);
      const r = cs.invoke('block');
      if (r !== undefined) errs.push(`${L}: the blocking form returned ${r}`);
      cs.check(0, L);
    } else if (form === 'nb') {
      cs.fill(1);
      const r = cs.invoke('nb');
      if (idx % 2) await r;
      else r.wait();
      cs.check(1, L);
    } else {
      const r = cs.invoke('init');
      for (let t = 2; t < 5; t++) {
        cs.fill(t);
        r.start();
        if (idx % 3 === 2) await r;
        else r.wait();
        cs.check(t, `${L} start ${t - 2}`);
      }
      r.free();
    }
  } catch (e) {
    errs.push(`${L}: threw ${e?.code ?? ''} ${e?.message ?? e}`);
    throw e; // the other ranks are now unmatched: stop here
  }
}

// ── the collectives ──

function gathervCase(comm, B, { root, layout, T, kind, inplace, cv, i }) {
  const { rank: me, size: p } = comm;
  const isRoot = me === root;
  const c = countsOf(cv, p, i % 3);
  const d = displsOf(layout, c);
  const ip = inplace && isRoot;
  const R = isRoot ? B.make(kind, T, spanOf(layout, c, d)) : null;
  const S = ip ? null : B.make(kind, T, c[me]);
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
    check(t, L) {
      if (S)
        cmpWhole(
          errs(),
          `${L} sendbuf`,
          S,
          expectOf(S, (set) => {
            for (let k = 0; k < c[me]; k++) set(k, val(T, me, 0, k, t));
          }),
        );
      if (R)
        cmpWhole(
          errs(),
          `${L} recvbuf`,
          R,
          expectOf(R, (set) => {
            for (let r = 0; r < p; r++) for (let k = 0; k < c[r]; k++) set(d[r] + k, val(T, r, 0, k, t));
          }),
        );
    },
  };
}

function scattervCase(comm, B, { root, layout, T, kind, inplace, cv, i }) {
  const { rank: me, size: p } = comm;
  const isRoot = me === root;
  const c = countsOf(cv, p, i % 3);
  const d = displsOf(layout, c);
  const ip = inplace && isRoot;
  const S = isRoot ? B.make(kind, T, spanOf(layout, c, d)) : null;
  const R = ip ? null : B.make(kind, T, c[me]);
  const cArg = isRoot ? asArg(c, i) : null;
  const dArg = isRoot && layout !== 'null' ? asArg(d, i + 1) : null;
  // Every element of the root's send buffer (gaps too) holds a value that depends on its position.
  const sv = (x, t) => val(T, root, 1, x, t);
  return {
    fill(t) {
      if (S) for (let x = 0; x < S.len; x++) S.view[x] = sv(x, t);
      if (R) R.whole.fill(SENT.get(T));
    },
    invoke: (form) => comm[method(form, 'scatterv')](S ? S.view : null, cArg, dArg, ip ? IN_PLACE : R.view, root),
    check(t, L) {
      if (S)
        cmpWhole(
          errs(),
          `${L} sendbuf`,
          S,
          expectOf(S, (set) => {
            for (let x = 0; x < S.len; x++) set(x, sv(x, t));
          }),
        );
      if (R)
        cmpWhole(
          errs(),
          `${L} recvbuf`,
          R,
          expectOf(R, (set) => {
            for (let k = 0; k < c[me]; k++) set(k, sv(d[me] + k, t));
          }),
        );
    },
  };
}

function allgathervCase(comm, B, { layout, T, kind, inplace, cv, i }) {
  const { rank: me, size: p } = comm;
  const c = countsOf(cv, p, i % 3);
  const d = displsOf(layout, c);
  const R = B.make(kind, T, spanOf(layout, c, d));
  const S = inplace ? null : B.make(kind, T, c[me]);
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
    check(t, L) {
      if (S)
        cmpWhole(
          errs(),
          `${L} sendbuf`,
          S,
          expectOf(S, (set) => {
            for (let k = 0; k < c[me]; k++) set(k, val(T, me, 0, k, t));
          }),
        );
      cmpWhole(
        errs(),
        `${L} recvbuf`,
        R,
        expectOf(R, (set) => {
          for (let r = 0; r < p; r++) for (let k = 0; k < c[r]; k++) set(d[r] + k, val(T, r, 0, k, t));
        }),
      );
    },
  };
}

/** Elements rank i sends to rank j. */
function a2aCount(cv, i, j) {
  if (cv === 'z') return 0;
  if (cv === 'L') return (i + j) % 4 === 1 ? 0 : 400 + ((i * 3 + j) % 5) * 100;
  return (i * 5 + j * 3 + (cv === 'b' ? 2 : 0)) % 6; // zero for some pairs (always for i = j = 0 with 'a')
}

function alltoallvCase(comm, B, { layout, T, kind, cv, i }) {
  const { rank: me, size: p } = comm;
  const [slay, rlay] = layout; // send side, receive side
  const scOf = (q) => Array.from({ length: p }, (_, j) => a2aCount(cv, q, j));
  const sdOf = (q) => displsOf(slay, scOf(q));
  const sc = scOf(me);
  const sd = sdOf(me);
  const rc = Array.from({ length: p }, (_, q) => a2aCount(cv, q, me));
  const rd = displsOf(rlay, rc);
  const S = B.make(kind, T, spanOf(slay, sc, sd));
  const R = B.make(kind, T, spanOf(rlay, rc, rd));
  const sv = (q, x, t) => val(T, q, 9, x, t); // element x of rank q's send buffer
  const args = [
    asArg(sc, i),
    slay === 'null' ? null : asArg(sd, i + 1),
    asArg(rc, i + 1),
    rlay === 'null' ? null : asArg(rd, i),
  ];
  return {
    fill(t) {
      for (let x = 0; x < S.len; x++) S.view[x] = sv(me, x, t);
      R.whole.fill(SENT.get(T));
    },
    invoke: (form) => comm[method(form, 'alltoallv')](S.view, args[0], args[1], R.view, args[2], args[3]),
    check(t, L) {
      cmpWhole(
        errs(),
        `${L} sendbuf`,
        S,
        expectOf(S, (set) => {
          for (let x = 0; x < S.len; x++) set(x, sv(me, x, t));
        }),
      );
      cmpWhole(
        errs(),
        `${L} recvbuf`,
        R,
        expectOf(R, (set) => {
          for (let q = 0; q < p; q++) {
            const sdq = sdOf(q);
            for (let k = 0; k < rc[q]; k++) set(rd[q] + k, sv(q, sdq[me] + k, t));
          }
        }),
      );
    },
  };
}

const OPS = {
  sum: (a, b) => a + b,
  max: (a, b) => (a > b ? a : b),
  min: (a, b) => (a < b ? a : b),
};

function reduceScatterCase(comm, B, { T, kind, inplace, cv, i }) {
  const { rank: me, size: p } = comm;
  const c = countsOf(cv, p, i % 3);
  const off = displsOf('packed', c);
  const total = c.reduce((a, b) => a + b, 0);
  const opName = Object.keys(OPS)[i % 3];
  const fold = OPS[opName];
  const sv = (q, x, t) => val(T, q, 2, x, t);
  // Not in place the receive buffer is 2 elements longer than counts[me]: those must stay untouched.
  const S = inplace ? null : B.make(kind, T, total);
  const R = B.make(kind, T, inplace ? total : c[me] + 2);
  const res = (k, t) => {
    let a = sv(0, off[me] + k, t);
    for (let q = 1; q < p; q++) a = fold(a, sv(q, off[me] + k, t));
    return a;
  };
  return {
    fill(t) {
      R.whole.fill(SENT.get(T));
      const inp = inplace ? R : S;
      for (let x = 0; x < total; x++) inp.view[x] = sv(me, x, t);
    },
    invoke: (form) => comm[method(form, 'reduceScatter')](inplace ? IN_PLACE : S.view, R.view, asArg(c, i), opName),
    check(t, L) {
      const Lo = `${L} op=${opName}`;
      if (S)
        cmpWhole(
          errs(),
          `${Lo} sendbuf`,
          S,
          expectOf(S, (set) => {
            for (let x = 0; x < total; x++) set(x, sv(me, x, t));
          }),
        );
      if (inplace) {
        // MPI leaves the rest of an in-place receive buffer undefined: check the result and the guards.
        const exp = expectOf(R, (set) => {
          for (let x = 0; x < total; x++) set(x, x < c[me] ? res(x, t) : R.view[x]);
        });
        cmpWhole(errs(), `${Lo} recvbuf (IN_PLACE)`, R, exp);
      } else {
        cmpWhole(
          errs(),
          `${Lo} recvbuf`,
          R,
          expectOf(R, (set) => {
            for (let k = 0; k < c[me]; k++) set(k, res(k, t));
          }),
        );
      }
    },
  };
}

let ERRS = [];
const errs = () => ERRS;

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

async function vcolls(comm, only) {
  const { rank: me, size: p } = comm;
  ERRS = [];
  let cases = 0;
  let i = 0;
  const B = new Bufs(comm);
  const one = async (name, mk, extra) => {
    for (const form of FORMS) {
      const pr = { ...params(i), ...extra, i };
      const label = `${name} ${Object.entries(extra)
        .map(([k, v]) => `${k}=${v}`)
        .join(
          ' ',
        )} ${pr.T.name} ${pr.kind}${pr.inplace && name !== 'alltoallv' ? ' IN_PLACE' : ''} (rank ${me} of ${p})`;
      const cs = mk(comm, B, pr);
      await runForms(ERRS, label, form, cs, i);
      B.freeAll();
      cases++;
      i++;
    }
  };
  const want = (n) => !only || only.includes(n);
  // Small counts: every root x every layout (x the three forms, types and kinds cycling).
  for (let root = 0; root < p; root++) {
    for (const layout of LAYOUTS)
      if (want('gatherv')) await one('gatherv', gathervCase, { root, layout, cv: root % 2 ? 'b' : 'a' });
    for (const layout of SEND_LAYOUTS)
      if (want('scatterv')) await one('scatterv', scattervCase, { root, layout, cv: root % 2 ? 'a' : 'b' });
  }
  for (const cv of ['a', 'b', 'z']) {
    for (const layout of LAYOUTS) if (want('allgatherv')) await one('allgatherv', allgathervCase, { layout, cv });
    for (const layout of A2A_LAYOUTS) if (want('alltoallv')) await one('alltoallv', alltoallvCase, { layout, cv });
    for (let k = 0; k < 4; k++) if (want('reduceScatter')) await one('reduceScatter', reduceScatterCase, { cv });
  }
  // Large blocks (tens of KB per rank): roots 0 and p-1, one layout with gaps.
  for (const root of new Set([0, p - 1])) {
    if (want('gatherv')) await one('gatherv', gathervCase, { root, layout: 'reversed', cv: 'L' });
    if (want('scatterv')) await one('scatterv', scattervCase, { root, layout: 'gaps', cv: 'L' });
  }
  if (want('allgatherv')) await one('allgatherv', allgathervCase, { layout: 'gaps', cv: 'L' });
  if (want('alltoallv')) await one('alltoallv', alltoallvCase, { layout: ['reversed', 'gaps'], cv: 'L' });
  if (want('reduceScatter')) for (let k = 0; k < 2; k++) await one('reduceScatter', reduceScatterCase, { cv: 'L' });
  return { cases, errs: ERRS };
}

// MPI (since 2.2) lets alltoallv run in place: sendbuf MPI_IN_PLACE, sendcounts and sdispls ignored,
// the data to send taken from recvbuf at rdispls, the result replacing it.
async function alltoallvInPlace(comm) {
  const { rank: me, size: p } = comm;
  ERRS = [];
  let cases = 0;
  const B = new Bufs(comm);
  for (const [idx, rlay] of ['packed', 'gaps', 'reversed'].entries()) {
    for (const form of FORMS) {
      const T = TYPES[(idx + cases) % 3];
      const kind = cases % 2 ? 'alloc' : 'plain';
      // In place the exchange is symmetric: rank i's block for j has as many elements as j's for i.
      const cnt = (a, b) => ((a + b) * 3 + a * b) % 5;
      const rc = Array.from({ length: p }, (_, q) => cnt(q, me));
      const rd = displsOf(rlay, rc);
      const R = B.make(kind, T, spanOf(rlay, rc, rd));
      const cs = {
        fill(t) {
          R.whole.fill(SENT.get(T));
          for (let q = 0; q < p; q++) for (let k = 0; k < rc[q]; k++) R.view[rd[q] + k] = val(T, me, q, k, t); // for rank q
        },
        invoke: (f) => comm[method(f, 'alltoallv')](IN_PLACE, null, null, R.view, rc, rd),
        check(t, L) {
          cmpWhole(
            ERRS,
            `${L} recvbuf`,
            R,
            expectOf(R, (set) => {
              for (let q = 0; q < p; q++) for (let k = 0; k < rc[q]; k++) set(rd[q] + k, val(T, q, me, k, t));
            }),
          );
        },
      };
      try {
        await runForms(
          ERRS,
          `alltoallv IN_PLACE rdispls=${rlay} ${T.name} ${kind} (rank ${me} of ${p})`,
          form,
          cs,
          cases,
        );
      } catch {
        return { cases, errs: ERRS };
      } finally {
        B.freeAll();
      }
      cases++;
    }
  }
  return { cases, errs: ERRS };
}

// ── bad arguments: each call fails on the calling rank before any communication ──

function errors(comm) {
  const { rank: me, size: p } = comm;
  const out = [];
  const n = 3;
  const c = Array.from({ length: p }, (_, r) => n + (r % 2)); // 3, 4, 3, 4 ...
  const d = displsOf('packed', c);
  const total = c.reduce((a, b) => a + b, 0);
  const root = p - 1;
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
  const cases = {
    // every rank calls these
    'allgatherv counts p+1 long': ['ERR_COUNT', () => comm.allgatherv(send, recv, longer, d)],
    'allgatherv counts p-1 long': ['ERR_COUNT', () => comm.allgatherv(send, recv, shorter, d)],
    'allgatherv displs p+1 long': ['ERR_COUNT', () => comm.allgatherv(send, recv, c, [...d, 0])],
    'allgatherv displs p-1 long': ['ERR_COUNT', () => comm.allgatherv(send, recv, c, d.slice(1))],
    'allgatherv displacement + count past the end': ['ERR_COUNT', () => comm.allgatherv(send, recv, c, past)],
    'allgatherv negative count': ['ERR_COUNT', () => comm.allgatherv(send, recv, neg, d)],
    'allgatherv fractional count': ['ERR_COUNT', () => comm.allgatherv(send, recv, frac, d)],
    'allgatherv negative displacement': ['ERR_COUNT', () => comm.allgatherv(send, recv, c, negD)],
    'allgatherv counts not an array': ['ERR_COUNT', () => comm.allgatherv(send, recv, 3, d)],
    'allgatherv send count != counts[rank]': ['ERR_COUNT', () => comm.allgatherv(longSend, recv, c, d)],
    'allgatherv element types differ': ['ERR_TYPE', () => comm.allgatherv(Int32Array.from(send), recv, c, d)],
    'iallgatherv counts p+1 long': ['ERR_COUNT', () => comm.iallgatherv(send, recv, longer, d)],
    'allgathervInit past the end': ['ERR_COUNT', () => comm.allgathervInit(send, recv, c, past)],
    'gatherv root out of range': ['ERR_ROOT', () => comm.gatherv(send, isRoot ? recv : null, c, d, p)],
    'alltoallv sendcounts p+1 long': ['ERR_COUNT', () => comm.alltoallv(big, longer, d, recv, c, d)],
    'alltoallv recvcounts p-1 long': ['ERR_COUNT', () => comm.alltoallv(big, c, d, recv, shorter, d)],
    'alltoallv sdispls p+1 long': ['ERR_COUNT', () => comm.alltoallv(big, c, [...d, 0], recv, c, d)],
    'alltoallv rdispls past the end': ['ERR_COUNT', () => comm.alltoallv(big, c, d, recv, c, past)],
    'alltoallv sdispls past the end': ['ERR_COUNT', () => comm.alltoallv(big, c, past, recv, c, d)],
    'alltoallv negative sendcount': ['ERR_COUNT', () => comm.alltoallv(big, neg, d, recv, c, d)],
    'alltoallv negative recvcount': ['ERR_COUNT', () => comm.alltoallv(big, c, d, recv, neg, d)],
    'ialltoallv rdispls past the end': ['ERR_COUNT', () => comm.ialltoallv(big, c, d, recv, c, past)],
    'alltoallvInit negative sendcount': ['ERR_COUNT', () => comm.alltoallvInit(big, neg, d, recv, c, d)],
    'reduceScatter counts p+1 long': ['ERR_COUNT', () => comm.reduceScatter(big, recv, longer, 'sum')],
    'reduceScatter counts p-1 long': ['ERR_COUNT', () => comm.reduceScatter(big, recv, shorter, 'sum')],
    'reduceScatter negative count': ['ERR_COUNT', () => comm.reduceScatter(big, recv, neg, 'sum')],
    'reduceScatter sendbuf shorter than the counts': [
      'ERR_COUNT',
      () => comm.reduceScatter(big.subarray(1), recv, c, 'sum'),
    ],
    'reduceScatter recvbuf shorter than counts[rank]': [
      'ERR_COUNT',
      () => comm.reduceScatter(big, recv.subarray(0, c[me] - 1), c, 'sum'),
    ],
    'reduceScatter IN_PLACE buffer shorter than the counts': [
      'ERR_COUNT',
      () => comm.reduceScatter(IN_PLACE, recv.subarray(1), c, 'sum'),
    ],
    'reduceScatter unknown op': ['ERR_OP', () => comm.reduceScatter(big, recv, c, 'avg')],
    'ireduceScatter negative count': ['ERR_COUNT', () => comm.ireduceScatter(big, recv, neg, 'sum')],
    'reduceScatterInit counts p+1 long': ['ERR_COUNT', () => comm.reduceScatterInit(big, recv, longer, 'sum')],
  };
  // only the root calls these (the check at the root comes before any communication)
  const atRoot = {
    'gatherv counts p+1 long (root)': ['ERR_COUNT', () => comm.gatherv(send, recv, longer, d, root)],
    'gatherv displs p-1 long (root)': ['ERR_COUNT', () => comm.gatherv(send, recv, c, d.slice(1), root)],
    'gatherv displacement + count past the end (root)': ['ERR_COUNT', () => comm.gatherv(send, recv, c, past, root)],
    'gatherv negative count (root)': ['ERR_COUNT', () => comm.gatherv(send, recv, neg, d, root)],
    'igatherv displacement + count past the end (root)': ['ERR_COUNT', () => comm.igatherv(send, recv, c, past, root)],
    'scatterv counts p-1 long (root)': ['ERR_COUNT', () => comm.scatterv(big, shorter, d, send, root)],
    'scatterv displacement + count past the end (root)': ['ERR_COUNT', () => comm.scatterv(big, c, past, send, root)],
    'scatterv negative count (root)': ['ERR_COUNT', () => comm.scatterv(big, neg, d, send, root)],
    'scatterv recvbuf shorter than counts[root] (root)': [
      'ERR_COUNT',
      () => comm.scatterv(big, c, d, send.subarray(1), root),
    ],
    'scattervInit displs p+1 long (root)': ['ERR_COUNT', () => comm.scattervInit(big, c, [...d, 0], send, root)],
  };
  // only the non-roots call these
  const atOthers = {
    'gatherv IN_PLACE at a non-root': ['ERR_BUFFER', () => comm.gatherv(IN_PLACE, null, c, d, root)],
    'scatterv IN_PLACE at a non-root': ['ERR_BUFFER', () => comm.scatterv(null, null, null, IN_PLACE, root)],
  };
  const all = { ...cases, ...(isRoot ? atRoot : {}), ...(p > 1 && !isRoot ? atOthers : {}) };
  for (const [name, [code, fn]] of Object.entries(all)) {
    const got = codeOf(fn);
    out.push({ name, got, want: code, intact: intact() });
  }
  // The communicator still works and nothing was left queued: a correct allgatherv and gatherv.
  // (buffers of exactly the covered size: the gap handling is checked in vcolls)
  const ownerVal = (j) => {
    let r = 0;
    while (j >= d[r] + c[r]) r++;
    return val(Float64Array, r, 1, j - d[r], 0);
  };
  const R = new Float64Array(total).fill(-1);
  comm.allgatherv(send, R, c, d);
  const okAll = Array.from(R).every((x, j) => x === ownerVal(j));
  const G2 = new Float64Array(total).fill(-1);
  comm.gatherv(send, isRoot ? G2 : null, c, d, root);
  const okG = !isRoot || Array.from(G2).every((x, j) => x === ownerVal(j));
  return { out, after: okAll && okG };
}

export default async function main(world, args) {
  const [what, ...rest] = args;
  if (what === 'v') return vcolls(world, rest.length ? rest : null);
  if (what === 'a2av-inplace') return alltoallvInPlace(world);
  if (what === 'errors') return errors(world);
  throw new Error(`unknown scenario ${what}`);
}
