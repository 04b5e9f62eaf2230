// Collectives in a browser rank (a Web Worker): bcast, reduce, allreduce (sum and max on float64
// and int32), allgather, alltoall, gather, scatter, scan, barrier, and iallreduce awaited with
// `await req`. Every rooted call runs at every root. Returns what it observed (plain arrays);
// test/runtime_browser.test.mjs computes what MPI's rules expect from the inputs.
import { wtime } from '/dist/browser.mjs';
import { f64, i32, digest } from './inputs.mjs';

const F = (r, n, at = 0) => Float64Array.from({ length: n }, (_, i) => f64(r, i + at));
const I = (r, n, at = 0) => Int32Array.from({ length: n }, (_, i) => i32(r, i + at));

export default async function main(world) {
  const { rank: me, size: p } = world;
  const out = { rank: me, size: p };

  // bcast: every root; the others' buffers hold -1 before. Then 400 KB from the last rank.
  out.bcast = [];
  for (let root = 0; root < p; root++) {
    const b = me === root ? F(root, 7) : new Float64Array(7).fill(-1);
    world.bcast(b, root);
    out.bcast.push([...b]);
  }
  const big = me === p - 1 ? I(p - 1, 100_000) : new Int32Array(100_000);
  world.bcast(big, p - 1);
  out.bcastBig = digest(big);

  // reduce at every root: sum of float64, max of int32; null receive buffers at the non-roots.
  out.reduce = [];
  for (let root = 0; root < p; root++) {
    const fs = me === root ? new Float64Array(5) : null;
    const is = me === root ? new Int32Array(6) : null;
    world.reduce(F(me, 5), fs, 'sum', root);
    world.reduce(I(me, 6), is, 'max', root);
    out.reduce.push(me === root ? { sum: [...fs], max: [...is] } : null);
  }

  // allreduce: sum and max, float64 and int32.
  out.allreduce = {};
  for (const op of ['sum', 'max']) {
    const f = new Float64Array(9);
    world.allreduce(F(me, 9), f, op);
    const i = new Int32Array(9);
    world.allreduce(I(me, 9), i, op);
    out.allreduce[op] = { f64: [...f], i32: [...i] };
  }

  // allgather: 3 int32 from every rank.
  const ag = new Int32Array(3 * p);
  world.allgather(I(me, 3), ag);
  out.allgather = [...ag];

  // alltoall: block j (2 int32) of rank i goes to rank j.
  const send = Int32Array.from({ length: 2 * p }, (_, k) => (k % 2 ? -(me * 100 + (k >> 1)) : me * 100 + (k >> 1)));
  const a2a = new Int32Array(2 * p);
  world.alltoall(send, a2a);
  out.alltoall = [...a2a];

  // gather and scatter at every root.
  out.gather = [];
  out.scatter = [];
  for (let root = 0; root < p; root++) {
    const g = me === root ? new Float64Array(2 * p) : null;
    world.gather(F(me, 2, 10), g, root);
    out.gather.push(g ? [...g] : null);
    const s = new Int32Array(3);
    world.scatter(me === root ? I(root, 3 * p, 50) : null, s, root);
    out.scatter.push([...s]);
  }

  // scan: inclusive prefix sums (float64) and maxima (int32).
  const sf = new Float64Array(4);
  world.scan(F(me, 4), sf, 'sum');
  const si = new Int32Array(4);
  world.scan(I(me, 4), si, 'max');
  out.scan = { sum: [...sf], max: [...si] };

  // barrier: rank r arrives r * 40 ms late; nobody leaves before the last one has arrived.
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, me * 40);
  const enter = wtime();
  world.barrier();
  out.barrier = { enter, leave: wtime() };

  // iallreduce awaited (Atomics.waitAsync: the worker's event loop keeps running meanwhile).
  const r = new Float64Array(3);
  const req = world.iallreduce(F(me, 3, 20), r, 'sum');
  await req;
  const ri = new Int32Array(3);
  await world.iallreduce(I(me, 3, 20), ri, 'max');
  out.iallreduce = { sum: [...r], max: [...ri] };
  return out;
}
