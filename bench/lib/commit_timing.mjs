// The timing loops of the commit family's wasmpi ranks (bench/ranks/commit_*.mjs), the same as
// bench/ranks/topo_halo.mjs runs inline: per launch, (1) a cold pass: at each size in turn, each
// method's first call on fresh data, timed alone (the slowest rank's), then checked (any wrong
// element throws `WRONG RESULT` on every rank), then its next firstN - 1 calls timed: `first` is
// the mean over the first firstN; (2) a JIT warm-up of every method at the smallest size,
// interleaved in chunks of 200 calls, for about warmMs each; (3) per size, a timed warm-up of each
// method (about sampleMs / 2) that sets `iters` (about sampleMs per sample), then `inner` samples
// per method, the methods interleaved (their order rotated by sample and by launch). A sample is
// this rank's mean time per call over `iters` back-to-back calls (IMB style); the driver takes the
// slowest rank's figure per sample. Only send/recv/barrier on `c` coordinate the bench.
import { agreeMax } from './agree.mjs';

/** `xs` rotated left by k. */
export const rotate = (xs, k) => xs.map((_, i) => xs[(i + k) % xs.length]);

/**
 * Times `methods` at every size on the world `c` (see the file's head). make(method, bytes) gives
 * { prepare, call, check }: prepare() puts fresh data in the buffers (and poisons the receive
 * side), call() is one timed operation, check() describes the first wrong element after a call on
 * prepared data (undefined when right). `label` names the bench in a wrong result's message.
 * Returns { cold, first, runs, iters, warm } with cold/first/runs keyed [method][bytes] (us).
 */
export function measure(c, { label, methods, sizes, make, sampleMs, inner, maxIters, warmMs, firstN, round }) {
  const timed = (call, iters) => {
    c.barrier();
    const t0 = performance.now();
    for (let i = 0; i < iters; i++) call();
    return ((performance.now() - t0) * 1000) / iters; // us per call
  };
  const per = () => Object.fromEntries(methods.map((k) => [k, {}]));
  const cold = per();
  const first = per();
  const runs = per();
  const iters = {};
  const warm = {};

  // (1) the cold pass: each method's first call at each size, checked, and its first calls.
  for (const bytes of sizes) {
    for (const method of rotate(methods, round)) {
      const x = make(method, bytes);
      x.prepare();
      c.barrier();
      const t0 = performance.now();
      x.call();
      const us = (performance.now() - t0) * 1000;
      const wrong = x.check();
      if (agreeMax(c, wrong ? 1 : 0))
        throw new Error(
          `${label}: WRONG RESULT: ${wrong ?? `another rank got a wrong result from ${method} at ${bytes} B`}`,
        );
      cold[method][bytes] = us;
      const t1 = performance.now();
      for (let i = 1; i < firstN; i++) x.call();
      first[method][bytes] = (us + (performance.now() - t1) * 1000) / firstN;
    }
  }

  // (2) JIT warm-up of every method at the smallest size, interleaved in chunks, for about warmMs
  // each (the ranks agree after each round of chunks whether to go on, so all make the same calls).
  {
    const xs = methods.map((k) => make(k, sizes[0]));
    const t0 = performance.now();
    let rounds = 0;
    do {
      for (const x of xs) for (let i = 0; i < 200; i++) x.call();
      rounds++;
    } while (agreeMax(c, performance.now() - t0) < warmMs * methods.length);
    warm.rounds = rounds;
    warm.callsPerMethod = rounds * 200;
  }

  // (3) per size: a timed warm-up of each method (about sampleMs / 2) sets iters, the same for
  // every method (the slowest one's); then `inner` interleaved samples per method.
  for (const bytes of sizes) {
    const xs = Object.fromEntries(methods.map((k) => [k, make(k, bytes)]));
    let slowest = 0;
    for (const k of methods) {
      timed(xs[k].call, 1);
      const t1 = agreeMax(c, timed(xs[k].call, 1));
      const w = Math.max(1, Math.min(maxIters, Math.floor((sampleMs * 500) / Math.max(t1, 1e-3))));
      slowest = Math.max(slowest, agreeMax(c, timed(xs[k].call, w)));
    }
    const it = Math.max(1, Math.min(maxIters, Math.floor((sampleMs * 1000) / Math.max(slowest, 1e-3))));
    iters[bytes] = it;
    for (const k of methods) runs[k][bytes] = [];
    for (let s = 0; s < inner; s++)
      for (const k of rotate(methods, round + s)) runs[k][bytes].push(timed(xs[k].call, it));
  }
  return { cold, first, runs, iters, warm };
}
