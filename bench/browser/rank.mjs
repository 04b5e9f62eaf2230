// wasmpi side of the browser bench family (a rank module: launch() runs it in one Web Worker per
// rank of the page bench/browser/index.html). A rank runs in a Web Worker, where import maps do
// not apply: it imports the package and the bench's helpers by URL.
//   args ['p2p', cfg]        2 ranks: ping-pong at every size, from comm.alloc buffers (the
//                            zero-copy path, `lat`) and from plain TypedArrays (staged, `latPlain`)
//   args ['allreduce', cfg]  p ranks: float64 'sum' allreduce at every size, comm.alloc buffers,
//                            calls back to back; a figure is the slowest rank's mean per call
// One launch is one run of wasmpi in the family's interleaved rounds (bench/browser.mjs), the same
// shape as the postMessage side (bench/browser/pm_worker.mjs):
//   fresh (p2p): the fresh world's first 8 B round trip, one way;
//   a JIT warm-up of every path at the smallest size for JIT_WARM_MS (WARM_FIRST_MS for allreduce);
//   per size, ascending: the first N calls timed as one block (`first`; N from cfg.first, the same
//   for both systems), more blocks of N, untimed, until WARM_MS have passed since the first, and
//   one timed repetition of about cfg.budgetMs (its count from the warm-up's rate, at most
//   cfg.maxIters; `calls` says how many).
// Every decision (go on warming? how many calls?) is rank 0's, broadcast with bcastValue, so that
// all ranks run the same loops.
// the demo's own timing loops: the bench measures what the demo's panel shows
import { pingPong, allreduce } from '/examples/browser/measure-rank.mjs';
import { JIT_WARM_MS, WARM_MS, WARM_FIRST_MS } from '/bench/lib/stats.mjs';

/**
 * The first calls, the warm-up and the timed repetition of one figure: `fn(k)` runs k calls (round
 * trips; allreduces) and returns the figure (us, the same on every rank), `callUs` the us one call
 * takes by that figure (a round trip is two one-way times).
 */
function figure(world, fn, first, warmMs, { budgetMs, maxIters }, callUs = (t) => t) {
  const w0 = performance.now();
  const f = fn(first);
  let t = f;
  while (world.bcastValue(performance.now() - w0 < warmMs, 0)) t = fn(first);
  const iters = world.bcastValue(Math.max(2, Math.min(maxIters, Math.round((budgetMs * 1000) / callUs(t)))), 0);
  return { first: f, run: fn(iters), calls: iters };
}

export default function main(world, [what, cfgJson]) {
  const cfg = JSON.parse(cfgJson);
  const { sizes } = cfg;
  const max = Math.max(8, ...sizes);
  const out = { run: {}, first: {}, calls: {} };
  const put = (key, size, o) => {
    for (const k of ['run', 'first', 'calls']) (out[k][key] ??= {})[size] = o[k];
  };
  if (what === 'p2p') {
    const shared = [world.alloc(Uint8Array, max), world.alloc(Uint8Array, max)];
    const plain = [new Uint8Array(max), new Uint8Array(max)];
    out.fresh = pingPong(world, shared[0].subarray(0, 8), shared[1].subarray(0, 8), 1);
    // JIT warm-up of both paths at the smallest size
    const w0 = performance.now();
    const n0 = cfg.first[sizes[0]];
    const b0 = [...shared, ...plain].map((b) => b.subarray(0, sizes[0]));
    do {
      pingPong(world, b0[0], b0[1], n0);
      pingPong(world, b0[2], b0[3], n0);
    } while (world.bcastValue(performance.now() - w0 < JIT_WARM_MS, 0));
    for (const size of sizes) {
      const [s, r, ps, pr] = [...shared, ...plain].map((b) => b.subarray(0, size));
      const n = cfg.first[size];
      const rep = { budgetMs: cfg.budgetMs, maxIters: cfg.maxIters[size] };
      const rt = (t) => 2 * t;
      put(
        'lat',
        size,
        figure(world, (k) => pingPong(world, s, r, k), n, WARM_MS, rep, rt),
      );
      put(
        'latPlain',
        size,
        figure(world, (k) => pingPong(world, ps, pr, k), n, WARM_MS, rep, rt),
      );
    }
    world.freeMem(shared[0]);
    world.freeMem(shared[1]);
  } else {
    const s = world.alloc(Float64Array, max / 8).fill(world.rank + 1);
    const r = world.alloc(Float64Array, max / 8);
    const want = (world.size * (world.size + 1)) / 2;
    for (const size of sizes) {
      const [sv, rv] = [s.subarray(0, size / 8), r.subarray(0, size / 8)];
      const warm = size === sizes[0] ? WARM_FIRST_MS : WARM_MS;
      const rep = { budgetMs: cfg.budgetMs, maxIters: cfg.redMaxIters };
      put(
        'red',
        size,
        figure(world, (k) => allreduce(world, sv, rv, k), cfg.firstRed, warm, rep),
      );
      const n = size / 8;
      if (rv[0] !== want || rv[n - 1] !== want)
        throw new Error(`WRONG RESULT: allreduce of ${size} B on rank ${world.rank}: got ${rv[0]}, want ${want}`);
    }
    world.freeMem(s);
    world.freeMem(r);
  }
  return world.rank === 0 ? out : null;
}
