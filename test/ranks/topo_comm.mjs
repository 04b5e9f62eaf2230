// MPI 4.1 chapter 8 (virtual topologies) on real ranks: Cartesian, graph and distributed-graph
// communicators, their queries, cartSub, and the neighbourhood collectives (blocking, nonblocking,
// persistent, v and w forms, derived datatypes). Each scenario makes the calls and returns what it
// observed; test/topo_comm.test.mjs computes the expected neighbour lists and buffers in plain JS
// from the MPI rules (the models below) and asserts. The models are exported so that the driver
// and the ranks agree on the inputs: they are plain JS written from the standard, never the
// library's answers.
import { PROC_NULL, IN_PLACE, Datatype, WasmpiError, CartTopology, GraphTopology, DistGraphTopology } from 'wasmpi';
import { runScenarios } from './_shared.mjs';

// ── inputs ──

/** A mark for receive-buffer elements no block covers (must survive every call). */
export const SENT = -777;
/** Payload: scenario tag, operation slot t (< 20), sending rank r (< 8), out-edge j (< 26), element e (< 10). */
export const V = (tag, t, r, j, e) => ((tag * 20 + t) * 8 + r) * 1000 + j * 10 + e;
const range = (n) => Array.from({ length: n }, (_, i) => i);

// ── models (from the MPI rules, shared with the driver) ──

export const prod = (a) => a.reduce((x, y) => x * y, 1);
export const periodsOf = (cfg) =>
  cfg.dims.map((_, d) => (Array.isArray(cfg.periods) ? cfg.periods[d] : cfg.periods === true));
/** Row-major coordinates, last dimension fastest. */
export function coordsOf(dims, r) {
  const c = [];
  for (let d = dims.length - 1; d >= 0; d--) {
    c[d] = r % dims[d];
    r = Math.floor(r / dims[d]);
  }
  return c;
}
export function rankAt(dims, c) {
  let r = 0;
  for (let d = 0; d < dims.length; d++) r = r * dims[d] + c[d];
  return r;
}
/** Face offsets (per dimension -1 then +1), then with diagonals every vector of {-1,0,1}^n with at
 *  least two non-zero entries in lexicographic order, dimension 0 most significant. */
export function cartOffsets(ndims, diagonals) {
  const out = [];
  for (let d = 0; d < ndims; d++)
    for (const s of [-1, 1]) {
      const o = new Array(ndims).fill(0);
      o[d] = s;
      out.push(o);
    }
  if (diagonals)
    for (let i = 0; i < 3 ** ndims; i++) {
      const o = [];
      let x = i;
      for (let d = ndims - 1; d >= 0; d--) {
        o[d] = (x % 3) - 1;
        x = Math.floor(x / 3);
      }
      if (o.filter((v) => v !== 0).length >= 2) out.push(o);
    }
  return out;
}
/** The rank at coords(r) + off, PROC_NULL off a non-periodic edge. */
export function cartNbr(dims, periods, r, off) {
  const c = coordsOf(dims, r);
  const n = [];
  for (let d = 0; d < dims.length; d++) {
    let x = c[d] + off[d];
    if (x < 0 || x >= dims[d]) {
      if (!periods[d]) return PROC_NULL;
      x = ((x % dims[d]) + dims[d]) % dims[d];
    }
    n.push(x);
  }
  return rankAt(dims, n);
}

/**
 * A neighbourhood model: `outs(r)` the destinations of r in order, `ins(r)` its in-edges in order
 * as { src, blk }: blk is the index of the source's out-edge whose block this in-edge receives
 * (-1 for PROC_NULL), `sw(r)`/`dw(r)` the weights (null: unweighted).
 */
export function cartModel(cfg) {
  const dims = cfg.dims;
  const periods = periodsOf(cfg);
  const offs = cartOffsets(dims.length, cfg.diagonals === true);
  // the block from the neighbour at offset o is that neighbour's block for offset -o
  const mirror = offs.map((o) => offs.findIndex((q) => q.every((v, d) => v === -o[d])));
  const nbrs = (r) => offs.map((o) => cartNbr(dims, periods, r, o));
  return {
    size: prod(dims),
    outs: nbrs,
    ins: (r) => nbrs(r).map((s, i) => ({ src: s, blk: s === PROC_NULL ? -1 : mirror[i] })),
    sw: () => null,
    dw: () => null,
  };
}
/** Graphs and distributed graphs: the k-th in-edge from s gets s's k-th out-edge to this rank. */
export function listModel(size, insL, outsL, sw = null, dw = null) {
  return {
    size,
    outs: (r) => outsL[r].slice(),
    ins: (r) => {
      const seen = new Map();
      return insL[r].map((s) => {
        const k = seen.get(s) ?? 0;
        seen.set(s, k + 1);
        let blk = -1;
        for (let j = 0, c = 0; j < outsL[s].length; j++)
          if (outsL[s][j] === r && c++ === k) {
            blk = j;
            break;
          }
        return { src: s, blk };
      });
    },
    sw: (r) => (sw ? sw[r].slice() : null),
    dw: (r) => (dw ? dw[r].slice() : null),
  };
}
/** The same model with vertex k renamed to inv[k] (reordering). */
export function renamed(m, order) {
  const inv = [];
  order.forEach((parent, k) => (inv[parent] = k));
  const ins = range(m.size).map((k) => m.ins(order[k]).map((x) => inv[x.src]));
  const outs = range(m.size).map((k) => m.outs(order[k]).map((d) => inv[d]));
  return listModel(
    m.size,
    ins,
    outs,
    m.sw(0) === null ? null : range(m.size).map((k) => m.sw(order[k])),
    m.dw(0) === null ? null : range(m.size).map((k) => m.dw(order[k])),
  );
}

/** The Cartesian grids made on p ranks. */
export function cartConfigs(p) {
  const c = [
    { dims: [p], periods: true },
    { dims: [p], periods: false },
    { dims: [1], periods: true },
    { dims: [1], periods: [false], diagonals: true },
    { dims: [] },
  ];
  if (p >= 2) c.push({ dims: [2], periods: [true] }, { dims: [2, 1], periods: [true, true], diagonals: true });
  if (p >= 3) c.push({ dims: [1, 3], periods: [true, false], diagonals: true });
  if (p >= 4) c.push({ dims: [2, 2], periods: false, diagonals: true }, { dims: [2, 2], periods: true, reorder: true });
  if (p >= 6)
    c.push(
      { dims: [2, 3], periods: [true, false] },
      { dims: [3, 2], periods: [false, true], diagonals: true, reorder: true },
      { dims: [1, 2, 3], periods: [true, true, false], diagonals: true },
    );
  if (p >= 8)
    c.push(
      { dims: [2, 2, 2], periods: true, diagonals: true },
      { dims: [2, 4], periods: [false, true], diagonals: true },
      { dims: [2, 2, 2], periods: [false, true, false], reorder: true },
    );
  return c;
}

/** Grids split by cartSub: each keep list. */
export function subConfigs(p) {
  const out = [];
  if (p >= 6)
    out.push({
      dims: [2, 3],
      periods: [false, true],
      keeps: [
        [false, true],
        [true, false],
        [false, false],
        [true, true],
      ],
    });
  if (p >= 8)
    out.push({
      dims: [2, 2, 2],
      periods: [true, false, true],
      keeps: [
        [false, true, false],
        [true, false, true],
      ],
    });
  if (p >= 4 && p < 6)
    out.push({
      dims: [2, 2],
      periods: [false, true],
      keeps: [
        [false, true],
        [true, false],
      ],
    });
  if (p === 3) out.push({ dims: [1, 3], periods: [true, false], keeps: [[false, true]] });
  if (p === 2)
    out.push({
      dims: [2, 1],
      periods: [true, true],
      keeps: [
        [false, true],
        [true, false],
      ],
    });
  if (p === 1) out.push({ dims: [1, 1], periods: [true, false], keeps: [[true, false]] });
  return out;
}

/** A symmetric multigraph on n nodes (MPI_Graph_create form): a ring of m nodes with one doubled
 *  edge 0-1 and self loops at r % 3 == 2; node n-1 isolated when n >= 4. */
export function graphNodes(p) {
  return p > 1 && p % 2 === 1 ? p - 1 : p;
}
export function graphAdj(n) {
  const m = n >= 4 ? n - 1 : n;
  const adj = range(n).map(() => []);
  for (let r = 0; r < m; r++) {
    if (m >= 2) adj[r].push((r - 1 + m) % m, (r + 1) % m);
    else adj[r].push(r, r);
  }
  if (m >= 2) {
    adj[0].unshift(1);
    adj[1].push(0);
  }
  for (let r = 0; r < m; r++) if (r % 3 === 2) adj[r].push(r);
  return adj;
}
export function graphIndexEdges(adj) {
  const index = [];
  let t = 0;
  for (const a of adj) index.push((t += a.length));
  return { index, edges: adj.flat() };
}

/** A directed multigraph on p ranks: [a, b, weight] in declaration order; self loops, a repeated
 *  edge (p-1 -> 0 twice), and an isolated rank p-2 when p >= 5. */
export function distEdges(p) {
  const iso = p >= 5 ? p - 2 : -1;
  const e = [];
  for (let r = 0; r < p; r++) {
    if (r === iso) continue;
    if ((r + 1) % p !== iso) e.push([r, (r + 1) % p]);
    if (r % 2 === 0 && (r + 2) % p !== iso) e.push([r, (r + 2) % p]);
    if (r % 3 === 1) e.push([r, r]);
    if (r === p - 1 && p >= 2) e.push([r, 0]);
  }
  return e.map(([a, b], i) => [a, b, 3 * i]); // integer weights (MPI's are C ints), 0 included
}
/** distGraphCreateAdjacent's lists for rank r: destinations in declaration order, sources by
 *  source rank descending (declaration order among equal sources). */
export function adjacentLists(p, r) {
  const e = distEdges(p);
  const outs = e.filter((x) => x[0] === r);
  const ins = e
    .map((x, i) => [x, i])
    .filter(([x]) => x[1] === r)
    .sort((u, v) => v[0][0] - u[0][0] || u[1] - v[1])
    .map(([x]) => x);
  return {
    sources: ins.map((x) => x[0]),
    sw: ins.map((x) => x[2]),
    destinations: outs.map((x) => x[1]),
    dw: outs.map((x) => x[2]),
  };
}
export function adjacentModel(p, weighted) {
  const l = range(p).map((r) => adjacentLists(p, r));
  return listModel(
    p,
    l.map((x) => x.sources),
    l.map((x) => x.destinations),
    weighted ? l.map((x) => x.sw) : null,
    weighted ? l.map((x) => x.dw) : null,
  );
}
/** distGraphCreate's declarations: edge i declared by rank (3i+1) mod q (q = p-1 when p >= 3: the
 *  last rank declares nothing); each declarer starts with a degree-0 entry for itself and merges
 *  runs of one source into one entry. */
export function declarations(p) {
  const q = p >= 3 ? p - 1 : p;
  const out = range(p).map((d) => (d < q ? [{ src: d, dsts: [], ws: [] }] : []));
  distEdges(p).forEach(([a, b, w], i) => {
    const list = out[(3 * i + 1) % q];
    const last = list[list.length - 1];
    if (last && last.src === a && last.dsts.length > 0) {
      last.dsts.push(b);
      last.ws.push(w);
    } else list.push({ src: a, dsts: [b], ws: [w] });
  });
  return out;
}
/** In- and out-edges ordered by declaring rank, then declaration order. */
export function generalModel(p, weighted) {
  const ins = range(p).map(() => []);
  const outs = range(p).map(() => []);
  const sw = range(p).map(() => []);
  const dw = range(p).map(() => []);
  for (const list of declarations(p))
    for (const { src, dsts, ws } of list)
      dsts.forEach((b, i) => {
        outs[src].push(b);
        dw[src].push(ws[i]);
        ins[b].push(src);
        sw[b].push(ws[i]);
      });
  return listModel(p, ins, outs, weighted ? sw : null, weighted ? dw : null);
}

/** Fan-out from rank 0 (every other rank: in-degree 1, out-degree 0) and fan-in to rank 0 (rank 0:
 *  in-degree p-1, out-degree 0), as distGraphCreateAdjacent lists. */
export function fanLists(p, r, inward) {
  const others = range(p).filter((x) => x !== 0);
  if (inward) return r === 0 ? { sources: others, destinations: [] } : { sources: [], destinations: [0] };
  return r === 0 ? { sources: [], destinations: others } : { sources: [0], destinations: [] };
}
export function fanModel(p, inward) {
  const l = range(p).map((r) => fanLists(p, r, inward));
  return listModel(
    p,
    l.map((x) => x.sources),
    l.map((x) => x.destinations),
  );
}

/** The distributed graphs made on every size. */
export const DIST_VARIANTS = [
  { form: 'adjacent', weighted: false },
  { form: 'adjacent', weighted: true },
  { form: 'general', weighted: true },
  { form: 'general', weighted: false },
  { form: 'adjacent', weighted: true, reorder: true },
  { form: 'general', weighted: false, reorder: true },
];

// ── the exercise: every neighbourhood collective on one communicator ──

/** Counts of the v forms and of alltoallw, known at both ends of an edge. */
export const a2avCount = (tag, s, j) => (s + 2 * j + tag) % 4;
export const agvCount = (tag, s) => (s + tag) % 3;
export const wCount = (s, j) => ((s + j) % 4 === 3 ? 0 : 1);
/** Reversed blocks with gaps: displacement of block i of counts c, gap g before each. */
export function reversedDispls(c, g) {
  const d = [];
  let off = g;
  for (let i = c.length - 1; i >= 0; i--) {
    d[i] = off;
    off += c[i] + g;
  }
  return { d, len: off };
}

const I32 = (n, f) => Int32Array.from({ length: n }, (_, i) => f(i));
const sentinel = (n) => new Int32Array(n).fill(SENT);

/** Runs every neighbourhood collective on c (rank r of model m); returns the buffers. */
export async function exercise(c, m, tag) {
  const r = c.rank;
  const ins = m.ins(r);
  const outs = m.outs(r);
  const k = ins.length;
  const ko = outs.length;
  const res = {};
  // alltoall, 3 per block
  {
    const send = I32(3 * ko, (x) => V(tag, 0, r, Math.floor(x / 3), x % 3));
    const recv = sentinel(3 * k);
    c.neighborAlltoall(send, recv);
    res.a2a = recv;
    res.a2aSend = send;
  }
  // allgather, 2
  {
    const send = I32(2, (e) => V(tag, 1, r, 0, e));
    const recv = sentinel(2 * k);
    c.neighborAllgather(send, recv);
    res.ag = recv;
  }
  // nonblocking: wait() and await
  {
    const send = I32(3 * ko, (x) => V(tag, 2, r, Math.floor(x / 3), x % 3));
    const recv = sentinel(3 * k);
    c.ineighborAlltoall(send, recv).wait();
    res.ia2a = recv;
    const s2 = I32(2, (e) => V(tag, 3, r, 0, e));
    const r2 = sentinel(2 * k);
    await c.ineighborAllgather(s2, r2);
    res.iag = r2;
  }
  // persistent alltoall, started 3 times with new send data
  {
    const send = new Int32Array(3 * ko);
    const recv = sentinel(3 * k);
    const q = c.neighborAlltoallInit(send, recv);
    res.pa2a = [];
    for (let t = 4; t <= 6; t++) {
      for (let x = 0; x < 3 * ko; x++) send[x] = V(tag, t, r, Math.floor(x / 3), x % 3);
      recv.fill(SENT);
      q.start();
      q.wait();
      res.pa2a.push(recv.slice());
    }
    q.free();
  }
  // persistent allgather, twice
  {
    const send = new Int32Array(2);
    const recv = sentinel(2 * k);
    const q = c.neighborAllgatherInit(send, recv);
    res.pag = [];
    for (let t = 7; t <= 8; t++) {
      send[0] = V(tag, t, r, 0, 0);
      send[1] = V(tag, t, r, 0, 1);
      recv.fill(SENT);
      q.start();
      q.wait();
      res.pag.push(recv.slice());
    }
    q.free();
  }
  // alltoallv: counts per edge (some 0), reversed displacements with gaps on both sides
  const a2av = (t) => {
    const sc = outs.map((_, j) => a2avCount(tag, r, j));
    const sd = reversedDispls(sc, 1);
    const send = new Int32Array(sd.len).fill(-1);
    sc.forEach((n, j) => {
      for (let e = 0; e < n; e++) send[sd.d[j] + e] = V(tag, t, r, j, e);
    });
    const rc = ins.map(({ src, blk }) => (src === PROC_NULL ? 2 : a2avCount(tag, src, blk)));
    const rd = reversedDispls(rc, 2);
    return { send, sc, sd: sd.d, recv: sentinel(rd.len), rc, rd: rd.d };
  };
  {
    const a = a2av(9);
    c.neighborAlltoallv(a.send, a.sc, a.sd, a.recv, a.rc, a.rd);
    res.a2av = a.recv;
    const b = a2av(11);
    await c.ineighborAlltoallv(b.send, b.sc, b.sd, b.recv, b.rc, b.rd);
    res.ia2av = b.recv;
  }
  // allgatherv: the sender's whole buffer (0..2 elements), reversed displacements with gaps
  const agv = (t) => {
    const send = I32(agvCount(tag, r), (e) => V(tag, t, r, 0, e));
    const rc = ins.map(({ src }) => (src === PROC_NULL ? 1 : agvCount(tag, src)));
    const rd = reversedDispls(rc, 1);
    return { send, recv: sentinel(rd.len), rc, rd: rd.d };
  };
  {
    const a = agv(10);
    c.neighborAllgatherv(a.send, a.recv, a.rc, a.rd);
    res.agv = a.recv;
    // persistent allgatherv, twice; the same buffers, new data
    const b = agv(12);
    const q = c.neighborAllgathervInit(b.send, b.recv, b.rc, b.rd);
    res.pagv = [];
    for (let t = 12; t <= 13; t++) {
      for (let e = 0; e < b.send.length; e++) b.send[e] = V(tag, t, r, 0, e);
      b.recv.fill(SENT);
      q.start();
      q.wait();
      res.pagv.push(b.recv.slice());
    }
    q.free();
  }
  // alltoallw: per out-edge j a type by j % 3 (2 ints / vector(2,1,2) / contiguous(2)), count 0 on
  // some edges, byte displacements 16 j; per in-edge i a type by i % 3 (2 ints / vector(2,1,3) /
  // resized int of extent 2, count 2), blocks reversed, 5 ints each from int 1
  {
    const I = Datatype.INT32;
    const vec = Datatype.vector(2, 1, 2, I).commit();
    const con = Datatype.contiguous(2, I).commit();
    const rvec = Datatype.vector(2, 1, 3, I).commit();
    const rz = Datatype.resized(I, 0, 8).commit();
    const send = I32(4 * ko, (x) => V(tag, 16, r, Math.floor(x / 4), x % 4));
    const stypes = outs.map((_, j) => [I, vec, con][j % 3]);
    const scounts = outs.map((_, j) => wCount(r, j) * (j % 3 === 0 ? 2 : 1));
    const sdispls = outs.map((_, j) => 16 * j);
    const rtypes = ins.map((_, i) => [I, rvec, rz][i % 3]);
    const rcounts = ins.map(({ src, blk }, i) => (src === PROC_NULL ? 1 : wCount(src, blk)) * (i % 3 === 1 ? 1 : 2));
    const rdispls = ins.map((_, i) => 4 * ((k - 1 - i) * 5 + 1));
    const recv = sentinel(5 * k + 1);
    c.neighborAlltoallw(send, scounts, sdispls, stypes, recv, rcounts, rdispls, rtypes);
    res.w = recv;
  }
  return res;
}

/** The fixed-size neighbourhood collectives and alltoallv with non-contiguous derived datatypes,
 *  one case per launch (a failure cannot spoil the others): the received buffer, or the error. */
export const DTYPE_CASES = ['vecA2a', 'resizedIa2a', 'vecAllgather', 'vecA2av'];
export function dtypeCase(c, m, tag, which) {
  const r = c.rank;
  const ins = m.ins(r);
  const ko = m.outs(r).length;
  const k = ins.length;
  const I = Datatype.INT32;
  let req = null;
  try {
    if (which === 'vecA2a') {
      // a vector send type (elements 0 and 2 of each 3) into a vector receive type (elements 0
      // and 3 of each 4), one item per block
      const st = Datatype.vector(2, 1, 2, I).commit();
      const rt = Datatype.vector(2, 1, 3, I).commit();
      const send = I32(3 * ko, (x) => V(tag, 14, r, Math.floor(x / 3), x % 3));
      const recv = sentinel(4 * k);
      c.neighborAlltoall(send, recv, { sendtype: st, sendcount: 1, recvtype: rt, recvcount: 1 });
      return { recv, send };
    }
    if (which === 'resizedIa2a') {
      // 2 contiguous ints into 2 resized ints of extent 2 (elements 0 and 2 of each 4), nonblocking
      const rz = Datatype.resized(I, 0, 8).commit();
      const send = I32(2 * ko, (x) => V(tag, 15, r, Math.floor(x / 2), x % 2));
      const recv = sentinel(4 * k);
      req = c.ineighborAlltoall(send, recv, { sendtype: I, sendcount: 2, recvtype: rz, recvcount: 2 });
      req.wait();
      return { recv, send };
    }
    if (which === 'vecAllgather') {
      // elements 0 and 2 of a 3-int send buffer, received as 2 ints per block
      const st = Datatype.vector(2, 1, 2, I).commit();
      const send = I32(3, (e) => V(tag, 17, r, 0, e));
      const recv = sentinel(2 * k);
      c.neighborAllgather(send, recv, { sendtype: st, sendcount: 1, recvtype: I, recvcount: 2 });
      return { recv, send };
    }
    if (which === 'vecA2av') {
      // alltoallv in items of vector types: out-edge j sends wCount items at displacement j
      // (extents of 3 ints); in-edge i receives them at displacement k-1-i (extents of 4 ints)
      const st = Datatype.vector(2, 1, 2, I).commit();
      const rt = Datatype.vector(2, 1, 3, I).commit();
      const send = I32(3 * ko, (x) => V(tag, 18, r, Math.floor(x / 3), x % 3));
      const sc = range(ko).map((j) => wCount(r, j));
      const rc = ins.map(({ src, blk }) => (src === PROC_NULL ? 1 : wCount(src, blk)));
      const recv = sentinel(4 * k);
      c.neighborAlltoallv(
        send,
        sc,
        range(ko),
        recv,
        rc,
        range(k).map((i) => k - 1 - i),
        { sendtype: st, recvtype: rt },
      );
      return { recv, send };
    }
    throw new Error(`no case ${which}`);
  } catch (e) {
    // a wait that threw may leave the request active: free it, so the rank reports this error
    // and not ERR_PENDING at its end
    req?.free();
    return { error: e instanceof WasmpiError ? `${e.code}: ${e.message}` : String(e) };
  }
}

/** The grid each size runs the derived-datatype cases on. */
export function dtypeGrid(p) {
  if (p >= 8) return { dims: [2, 4], periods: [false, true], diagonals: true };
  if (p >= 3) return { dims: [1, 3], periods: [true, false], diagonals: true };
  if (p === 2) return { dims: [2, 1], periods: [true, true] };
  return { dims: [1], periods: true };
}

// ── helpers ──

/** { code, msg } of what fn threw ({ code: 'no error' } when it returned). */
function err(fn) {
  try {
    const x = fn();
    if (x && typeof x.wait === 'function') {
      if (x.persistent) x.free();
      else x.wait();
    }
    return { code: 'no error' };
  } catch (e) {
    return e instanceof WasmpiError
      ? { code: e.code, msg: e.message }
      : { code: `not a WasmpiError: ${e}`, msg: String(e?.stack) };
  }
}

const nbOf = (c) => {
  const n = c.neighbors();
  return {
    sources: n.sources,
    destinations: n.destinations,
    sourceWeights: n.sourceWeights,
    destWeights: n.destWeights,
    srcIsI32: n.sources instanceof Int32Array,
    swIsF64: n.sourceWeights === null || n.sourceWeights instanceof Float64Array,
  };
};

// ── scenarios ──

const scenarios = {
  // §8.5.1, §8.5.5, §8.6: Cartesian grids, their queries and every neighbourhood collective
  async cart(world) {
    const me = world.rank;
    const out = [];
    const cfgs = cartConfigs(world.size);
    for (let ci = 0; ci < cfgs.length; ci++) {
      const cfg = cfgs[ci];
      const c = world.cartCreate({
        dims: cfg.dims,
        periods: cfg.periods,
        reorder: cfg.reorder,
        diagonals: cfg.diagonals,
      });
      if (c === null) {
        out.push({ parent: me, none: true });
        continue;
      }
      const dims = cfg.dims;
      const periods = periodsOf(cfg);
      const r = c.rank;
      const t = c.topology;
      const res = {
        parent: me,
        rank: r,
        size: c.size,
        topo: c.topoTest(),
        isCart: t instanceof CartTopology,
        dims: [...t.dims],
        periods: [...t.periods],
        coords: c.cartCoords(),
        coordsAll: range(c.size).map((q) => c.cartCoords(q)),
      };
      res.rankOf = c.cartRank(res.coords);
      res.wrapped = dims.map((n, d) =>
        periods[d]
          ? [-n, 2 * n, -1].map((delta) => c.cartRank(res.coords.map((x, e) => (e === d ? x + delta : x))))
          : null,
      );
      res.offGrid = dims.map((n, d) =>
        periods[d] ? null : [n, -1].map((v) => err(() => c.cartRank(res.coords.map((x, e) => (e === d ? v : x))))),
      );
      res.shifts = dims.map((_, d) => [1, -1, 2].map((disp) => c.cartShift(d, disp)));
      res.nb = nbOf(c);
      res.x = await exercise(c, cartModel(cfg), ci + 1);
      c.free();
      out.push(res);
    }
    return out;
  },

  // §8.5.5 MPI_Cart_sub: the sub-grids, their members in grid order, their topologies
  async sub(world) {
    const me = world.rank;
    const out = [];
    const cfgs = subConfigs(world.size);
    for (let g = 0; g < cfgs.length; g++) {
      const cfg = cfgs[g];
      const c = world.cartCreate({ dims: cfg.dims, periods: cfg.periods });
      if (c === null) {
        out.push(null);
        continue;
      }
      const comms = cfg.keeps.map((keep) => c.cartSub(keep));
      c.free(); // the sub-communicators stay usable
      const subs = [];
      for (let ki = 0; ki < comms.length; ki++) {
        const s = comms[ki];
        const keep = cfg.keeps[ki];
        const members = new Int32Array(s.size);
        s.allgather(Int32Array.of(me), members);
        const model = cartModel({
          dims: cfg.dims.filter((_, d) => keep[d]),
          periods: cfg.periods.filter((_, d) => keep[d]),
        });
        subs.push({
          size: s.size,
          rank: s.rank,
          topo: s.topoTest(),
          dims: [...s.topology.dims],
          periods: [...s.topology.periods],
          members,
          coords: s.cartCoords(),
          nb: nbOf(s),
          x: await exercise(s, model, 30 + g * 5 + ki),
        });
        s.free();
      }
      out.push(subs);
    }
    return out;
  },

  // §8.5.3 MPI_Graph_create: a symmetric multigraph with a doubled edge, self loops, an isolated
  // node and (odd sizes) a rank left out; then again with reorder
  async graph(world) {
    const me = world.rank;
    const n = graphNodes(world.size);
    const adj = graphAdj(n);
    const { index, edges } = graphIndexEdges(adj);
    const out = [];
    for (const reorder of [false, true]) {
      const c = world.graphCreate(index, edges, { reorder });
      if (c === null) {
        out.push({ parent: me, none: true });
        continue;
      }
      const res = {
        parent: me,
        rank: c.rank,
        size: c.size,
        topo: c.topoTest(),
        isGraph: c.topology instanceof GraphTopology,
        nb: nbOf(c),
      };
      res.cartErrors = {
        cartShift: err(() => c.cartShift(0, 1)),
        cartCoords: err(() => c.cartCoords()),
        cartRank: err(() => c.cartRank([0])),
        cartSub: err(() => c.cartSub([true])),
      };
      res.x = await exercise(c, listModel(n, adj, adj), reorder ? 42 : 41);
      c.free();
      out.push(res);
    }
    return out;
  },

  // §8.5.4 distributed graphs: adjacent and general forms, weighted and not, reordered or not
  async dist(world) {
    const p = world.size;
    const me = world.rank;
    const variants = DIST_VARIANTS;
    const out = [];
    for (let vi = 0; vi < variants.length; vi++) {
      const v = variants[vi];
      let c;
      if (v.form === 'adjacent') {
        const l = adjacentLists(p, me);
        c = world.distGraphCreateAdjacent(
          l.sources,
          l.destinations,
          v.weighted ? { sourceWeights: l.sw, destWeights: l.dw, reorder: v.reorder } : { reorder: v.reorder },
        );
      } else {
        const d = declarations(p)[me];
        c = world.distGraphCreate(
          d.map((x) => x.src),
          d.map((x) => x.dsts.length),
          d.flatMap((x) => x.dsts),
          v.weighted ? { weights: d.flatMap((x) => x.ws), reorder: v.reorder } : { reorder: v.reorder },
        );
      }
      const order = new Int32Array(c.size);
      c.allgather(Int32Array.of(me), order);
      const base = v.form === 'adjacent' ? adjacentModel(p, v.weighted) : generalModel(p, v.weighted);
      const model = v.reorder ? renamed(base, Array.from(order)) : base;
      const res = {
        parent: me,
        rank: c.rank,
        size: c.size,
        topo: c.topoTest(),
        isDist: c.topology instanceof DistGraphTopology,
        order,
        nb: nbOf(c),
      };
      res.cartShift = err(() => c.cartShift(0, 1));
      res.x = await exercise(c, model, 50 + vi);
      c.free();
      out.push(res);
    }
    return out;
  },

  // ranks with no out-edge still receive: fan-out from rank 0 and fan-in to rank 0
  async fan(world) {
    const out = [];
    for (const inward of [false, true]) {
      const l = fanLists(world.size, world.rank, inward);
      const c = world.distGraphCreateAdjacent(l.sources, l.destinations);
      out.push({ rank: c.rank, nb: nbOf(c), x: await exercise(c, fanModel(world.size, inward), inward ? 61 : 60) });
      c.free();
    }
    return out;
  },

  // weights that are not integers (wasmpi's weights are Float64Array; MPI's are C ints): a self
  // loop of weight rank + 0.5, in both forms
  weights(world) {
    const me = world.rank;
    const w = me + 0.5;
    const got = (make) => {
      try {
        const c = make();
        const n = c.neighbors();
        const r = { sourceWeights: n.sourceWeights, destWeights: n.destWeights };
        c.free();
        return r;
      } catch (e) {
        return { error: e instanceof WasmpiError ? `${e.code}: ${e.message}` : String(e) };
      }
    };
    return {
      adjacent: got(() => world.distGraphCreateAdjacent([me], [me], { sourceWeights: [w], destWeights: [w] })),
      general: got(() => world.distGraphCreate([me], [1], [me], { weights: [w] })),
    };
  },

  // errors: each refused call, on every rank, and the communicators usable afterwards
  errors(world) {
    const p = world.size;
    const me = world.rank;
    const e = {};
    e.tooBig = err(() => world.cartCreate({ dims: [p + 1] }));
    e.tooBig2 = err(() => world.cartCreate({ dims: [2, p], periods: true }));
    e.zero = err(() => world.cartCreate({ dims: [1, 0] }));
    e.neg = err(() => world.cartCreate({ dims: [-2] }));
    if (p >= 2) {
      e.mismatch = err(() => world.cartCreate({ dims: me === 0 ? [p] : [1] }));
      e.mismatchPeriods = err(() => world.cartCreate({ dims: [p], periods: me === p - 1 }));
      // rank 0: one node with a self loop; the others: two nodes joined by an edge
      e.mismatchGraph = err(() => (me === 0 ? world.graphCreate([1], [0]) : world.graphCreate([1, 2], [1, 0])));
    }
    const s = new Int32Array(1);
    world.allreduce(Int32Array.of(me + 1), s, 'sum');
    e.afterCreate = s[0];
    // no topology
    const z = () => new Int32Array(0);
    e.none = {
      topoTest: world.topoTest(),
      topologyNull: world.topology === null,
      cartShift: err(() => world.cartShift(0, 1)),
      cartCoords: err(() => world.cartCoords()),
      cartRank: err(() => world.cartRank([0])),
      cartSub: err(() => world.cartSub([true])),
      neighbors: err(() => world.neighbors()),
      neighborAlltoall: err(() => world.neighborAlltoall(z(), z())),
      neighborAllgather: err(() => world.neighborAllgather(z(), z())),
      ineighborAlltoall: err(() => world.ineighborAlltoall(z(), z())),
      neighborAlltoallInit: err(() => world.neighborAlltoallInit(z(), z())),
      neighborAllgatherv: err(() => world.neighborAllgatherv(z(), z(), [])),
      neighborAlltoallv: err(() => world.neighborAlltoallv(z(), [], null, z(), [], null)),
      neighborAlltoallw: err(() => world.neighborAlltoallw(z(), [], [], [], z(), [], [], [])),
    };
    // creation refused on every rank
    e.adjMismatch = err(() => world.distGraphCreateAdjacent([], me === 0 ? [1 % p] : []));
    e.adjRange = err(() => world.distGraphCreateAdjacent([p + 3], []));
    e.genRange = err(() => world.distGraphCreate([me], [1], [p]));
    e.genNeg = err(() => world.distGraphCreate([-1], [1], [me]));
    e.adjWeights = err(() => world.distGraphCreateAdjacent([me], [me], { sourceWeights: [1, 2], destWeights: [1] }));
    e.genWeights = err(() => world.distGraphCreate([me], [1], [me], { weights: [1, 2, 3] }));
    e.graphBig = err(() =>
      world.graphCreate(
        range(p + 1).map(() => 0),
        [],
      ),
    );
    world.allreduce(Int32Array.of(me + 1), s, 'sum');
    e.afterDist = s[0];
    // a graph: not Cartesian
    const g = world.graphCreate(
      range(p).map((i) => i + 1),
      range(p),
    );
    e.graph = {
      cartShift: err(() => g.cartShift(0, 1)),
      cartCoords: err(() => g.cartCoords()),
      neighbors: err(() => g.neighbors()),
    };
    g.free();
    // a ring: counts of the wrong length, IN_PLACE
    const c = world.cartCreate({ dims: [p], periods: true });
    const r2 = () => new Int32Array(4);
    e.counts = {
      agvShort: err(() => c.neighborAllgatherv(Int32Array.of(1), r2(), [1])),
      agvLong: err(() => c.neighborAllgatherv(Int32Array.of(1), r2(), [1, 1, 1])),
      iagvShort: err(() => c.ineighborAllgatherv(Int32Array.of(1), r2(), [1])),
      a2avRecv: err(() => c.neighborAlltoallv(r2(), [1, 1], null, r2(), [1, 1, 1], null)),
      a2avSend: err(() => c.neighborAlltoallv(r2(), [1], null, r2(), [1, 1], null)),
      a2avRdispls: err(() => c.neighborAlltoallv(r2(), [1, 1], null, r2(), [1, 1], [0])),
    };
    e.inplace = {
      neighborAlltoall: err(() => c.neighborAlltoall(IN_PLACE, r2())),
      neighborAllgather: err(() => c.neighborAllgather(IN_PLACE, r2())),
      ineighborAlltoall: err(() => c.ineighborAlltoall(IN_PLACE, r2())),
      neighborAllgatherInit: err(() => c.neighborAllgatherInit(IN_PLACE, r2())),
      neighborAllgatherv: err(() => c.neighborAllgatherv(IN_PLACE, r2(), [1, 1])),
      neighborAlltoallv: err(() => c.neighborAlltoallv(IN_PLACE, [1, 1], null, r2(), [1, 1], null)),
      neighborAlltoallw: err(() =>
        c.neighborAlltoallw(
          IN_PLACE,
          [1, 1],
          [0, 4],
          [Datatype.INT32, Datatype.INT32],
          r2(),
          [1, 1],
          [0, 4],
          [Datatype.INT32, Datatype.INT32],
        ),
      ),
    };
    const got = new Int32Array(2).fill(SENT);
    c.neighborAllgather(Int32Array.of(me + 100), got);
    e.after = got;
    c.free();
    return e;
  },
};

export const SCENARIOS = Object.keys(scenarios);

export default async function main(world, names) {
  if (names[0] === 'dtype') {
    // one derived-datatype case (DTYPE_CASES), on the grid of dtypeGrid
    const cfg = dtypeGrid(world.size);
    const c = world.cartCreate(cfg);
    return c === null ? null : dtypeCase(c, cartModel(cfg), 70, names[1]);
  }
  return runScenarios(world, scenarios, names);
}
