// Timing inside a multi-rank bench: every rank calls `fn` the same number of times (rank 0 decides),
// after a warm-up of ~ms; GB/s of `bytes` per call, the best of `reps` runs (each after a barrier),
// rank 0's figure on every rank.
export function rankRate(world, fn, bytes, { ms, reps }) {
  let t0 = performance.now();
  while (world.bcastValue(performance.now() - t0 < ms, 0)) fn(); // warm-up
  t0 = performance.now();
  for (let k = 0; k < 4; k++) fn();
  const iters = world.bcastValue(Math.max(4, Math.round((4 * ms) / Math.max(performance.now() - t0, 1e-3))), 0);
  let top = 0;
  for (let rep = 0; rep < reps; rep++) {
    world.barrier();
    const t1 = performance.now();
    for (let i = 0; i < iters; i++) fn();
    top = Math.max(top, (bytes * iters) / ((performance.now() - t1) / 1000) / 1e9);
  }
  return world.bcastValue(top, 0);
}
