// wasmpi side of the topo bench: a 2-D 5-point halo exchange on a periodic Cartesian grid
// (cartCreate({ dims: dimsCreate(p, 2), periods: [true, true] })), each rank exchanging one face of
// `bytes` with each of its 4 neighbours, three ways on the same Cartesian communicator:
//   coll:  neighborAlltoall over Float64Arrays from comm.alloc (the zero-copy path);
//   plain: neighborAlltoall over plain Float64Arrays (staged);
//   hand:  4 irecv from the cartShift sources + 4 isend + waitAll over the comm.alloc buffers.
// Blocks in MPI's order: block 2d goes to / comes from the -1 neighbour of dimension d, block 2d+1
// the +1 neighbour; the block a rank receives from its -1 neighbour is the one that neighbour sent
// towards +1 (tags tell the two directions apart when a periodic dimension has size 1 or 2, where
// both neighbours are the same rank).
//
// Per launch: (1) a cold pass: at each size in turn, each method's first exchange on fresh data,
// timed alone (the slowest rank's) and checked (every element of every received face must hold
// the value its sender put there; any mismatch throws on every rank), then its next firstN - 1
// exchanges timed: `first` is the mean over the first firstN (the "first calls"); (2) a JIT warm-up of all
// three methods for about warmMs each; (3) per size, a timed warm-up that sets `iters` (about
// sampleMs per sample), then `inner` samples per method, the methods interleaved (their order
// rotated by sample and by launch). A sample is this rank's mean time per exchange over `iters` back-to-back exchanges; the
// caller takes the slowest rank's figure per sample. Only send/recv/barrier coordinate the bench.
import { dimsCreate, waitAll } from 'wasmpi';
import { agreeMax } from '../lib/agree.mjs';

const METHODS = ['coll', 'plain', 'hand'];
const TAG = 700; // by-hand halo tags: TAG + the block index the sender sends

/** Element i of block j of rank r's send buffer (exact in float64 for any size used here). */
const valueOf = (r, j, i) => i * 64 + r * 4 + j + 1;

export default function main(world, [cfgJson]) {
  const { sizes, sampleMs, inner, maxIters, warmMs, firstN, round } = JSON.parse(cfgJson);
  const dims = dimsCreate(world.size, 2);
  const c = world.cartCreate({ dims, periods: [true, true] });
  if (c === null) throw new Error(`topo_halo: rank ${world.rank} left out of a ${dims.join('x')} grid`);
  const me = c.rank;
  const sh = [c.cartShift(0, 1), c.cartShift(1, 1)];
  // in-edge b: block b comes from src[b]; it is block sblk[b] of the sender's send buffer
  const src = [sh[0].source, sh[0].dest, sh[1].source, sh[1].dest];
  const dst = src; // out-edge j: block j goes to dst[j] (a Cartesian grid's in- and out-lists agree)
  const sblk = [1, 0, 3, 2];
  const nbs = c.neighbors();
  if (String(Array.from(nbs.sources)) !== String(src) || String(Array.from(nbs.destinations)) !== String(dst)) {
    throw new Error(
      `topo_halo: rank ${me}: neighbors() gives sources [${nbs.sources}] destinations [${nbs.destinations}], ` +
        `cartShift gives [${src}]`,
    );
  }

  const maxN = Math.max(1, ...sizes.map((b) => b >> 3)); // float64 per face
  const S = c.alloc(Float64Array, 4 * maxN);
  const R = c.alloc(Float64Array, 4 * maxN);
  const PS = new Float64Array(4 * maxN);
  const PR = new Float64Array(4 * maxN);

  /** The exchange of `m`-element faces by one method, as a closure with its views made up front. */
  const make = (method, m) => {
    if (method === 'coll') {
      const s = S.subarray(0, 4 * m);
      const r = R.subarray(0, 4 * m);
      return { s, r, call: () => c.neighborAlltoall(s, r) };
    }
    if (method === 'plain') {
      const s = PS.subarray(0, 4 * m);
      const r = PR.subarray(0, 4 * m);
      return { s, r, call: () => c.neighborAlltoall(s, r) };
    }
    const s = S.subarray(0, 4 * m);
    const r = R.subarray(0, 4 * m);
    const sb = [0, 1, 2, 3].map((j) => s.subarray(j * m, (j + 1) * m));
    const rb = [0, 1, 2, 3].map((j) => r.subarray(j * m, (j + 1) * m));
    const reqs = new Array(8);
    return {
      s,
      r,
      call: () => {
        for (let b = 0; b < 4; b++) reqs[b] = c.irecv(rb[b], src[b], TAG + sblk[b]);
        for (let j = 0; j < 4; j++) reqs[4 + j] = c.isend(sb[j], dst[j], TAG + j);
        waitAll(reqs);
      },
    };
  };

  const fill = (s, m) => {
    for (let j = 0; j < 4; j++) for (let i = 0; i < m; i++) s[j * m + i] = valueOf(me, j, i);
  };
  /** The first wrong element, described, or undefined. */
  const verify = (method, r, m, bytes) => {
    for (let b = 0; b < 4; b++) {
      for (let i = 0; i < m; i++) {
        const want = valueOf(src[b], sblk[b], i);
        const got = r[b * m + i];
        if (got !== want) {
          return (
            `${method === 'hand' ? 'isend/irecv by hand' : `neighborAlltoall (${method === 'coll' ? 'comm.alloc' : 'plain'} arrays)`}` +
            ` at ${bytes} B faces on a ${dims.join('x')} grid: rank ${me} face ${b} element ${i} is ${got}, want ${want}` +
            ` (block ${sblk[b]} of rank ${src[b]}); the face holds ${describe(r.subarray(b * m, (b + 1) * m))}`
          );
        }
      }
    }
    return undefined;
  };
  const describe = (face) => {
    const v = face[0];
    if (!Number.isInteger(v) || v < 1) return `${v} first`;
    const k = (v - 1) % 64;
    return `rank ${k >> 2}'s block ${k & 3} values first (${Array.from(face.subarray(0, 3)).join(', ')}...)`;
  };

  const timed = (call, iters) => {
    c.barrier();
    const t0 = performance.now();
    for (let i = 0; i < iters; i++) call();
    return ((performance.now() - t0) * 1000) / iters; // us per exchange
  };
  const rotate = (xs, k) => xs.map((_, i) => xs[(i + k) % xs.length]);

  const cold = { coll: {}, plain: {}, hand: {} };
  const first = { coll: {}, plain: {}, hand: {} };
  const runs = { coll: {}, plain: {}, hand: {} };
  const iters = {};
  const warm = {};

  // (1) the cold pass: each method's first exchange at each size, checked, and its first calls.
  for (const bytes of sizes) {
    const m = Math.max(1, bytes >> 3);
    for (const method of rotate(METHODS, round)) {
      const x = make(method, m);
      fill(x.s, m);
      x.r.fill(-1);
      c.barrier();
      const t0 = performance.now();
      x.call();
      const us = (performance.now() - t0) * 1000;
      const wrong = verify(method, x.r, m, bytes);
      const bad = agreeMax(c, wrong ? 1 : 0);
      if (bad)
        throw new Error(`topo_halo: WRONG RESULT: ${wrong ?? `another rank got a wrong ${method} face at ${bytes} B`}`);
      cold[method][bytes] = us;
      const t1 = performance.now();
      for (let i = 1; i < firstN; i++) x.call();
      first[method][bytes] = (us + (performance.now() - t1) * 1000) / firstN;
    }
  }

  // (2) JIT warm-up of all three methods at the smallest size, interleaved in chunks, for about
  // warmMs each (the engine needs some 10^4 calls of a method before its time per call settles;
  // the ranks agree after each round of chunks whether to go on, so all make the same calls).
  {
    const m = Math.max(1, sizes[0] >> 3);
    const xs = METHODS.map((k) => make(k, m));
    const t0 = performance.now();
    let rounds = 0;
    do {
      for (const x of xs) for (let i = 0; i < 200; i++) x.call();
      rounds++;
    } while (agreeMax(c, performance.now() - t0) < warmMs * METHODS.length);
    warm.rounds = rounds;
    warm.callsPerMethod = rounds * 200;
  }

  // (3) per size: a timed warm-up of each method (about sampleMs / 2) sets iters; then `inner`
  // interleaved samples per method.
  for (const bytes of sizes) {
    const m = Math.max(1, bytes >> 3);
    const xs = Object.fromEntries(METHODS.map((k) => [k, make(k, m)]));
    let slowest = 0;
    for (const k of METHODS) {
      timed(xs[k].call, 1);
      const t1 = agreeMax(c, timed(xs[k].call, 1));
      const w = Math.max(1, Math.min(maxIters, Math.floor((sampleMs * 500) / t1)));
      slowest = Math.max(slowest, agreeMax(c, timed(xs[k].call, w)));
    }
    const it = Math.max(1, Math.min(maxIters, Math.floor((sampleMs * 1000) / slowest)));
    iters[bytes] = it;
    for (const k of METHODS) runs[k][bytes] = [];
    for (let s = 0; s < inner; s++)
      for (const k of rotate(METHODS, round + s)) runs[k][bytes].push(timed(xs[k].call, it));
  }
  c.freeMem(S);
  c.freeMem(R);
  return { dims, cold, first, runs, iters, warm };
}
