// Timing inside a multi-rank bench, for the variants of one figure (say a derived-datatype send and
// the same bytes packed by hand) compared with each other: every rank calls each variant the same
// number of times (rank 0 decides). Per variant, the first `firstN` calls are timed as one block
// (the "first calls"), then a warm-up of ~ms sets the calls per repetition; then `reps`
// repetitions of every variant, interleaved (A B C, A B C, ...; each after a barrier), so that a
// ratio between variants compares repetitions taken side by side. GB/s of `bytes` per call, rank
// 0's figure on every rank. `afterFirst(name)` runs after a variant's first calls (a check).
export function rankRates(world, variants, bytes, { ms, reps, firstN, afterFirst }) {
  const names = Object.keys(variants);
  const out = {};
  const block = (fn, n) => {
    world.barrier();
    const t0 = performance.now();
    for (let i = 0; i < n; i++) fn();
    return world.bcastValue((bytes * n) / ((performance.now() - t0) / 1000) / 1e9, 0);
  };
  for (const name of names) {
    out[name] = { first: block(variants[name], firstN), firstN, runs: [] };
    afterFirst?.(name);
  }
  for (const name of names) {
    const fn = variants[name];
    let t0 = performance.now();
    while (world.bcastValue(performance.now() - t0 < ms, 0)) fn(); // warm-up
    t0 = performance.now();
    for (let k = 0; k < 4; k++) fn();
    out[name].iters = world.bcastValue(Math.max(4, Math.round((4 * ms) / Math.max(performance.now() - t0, 1e-3))), 0);
  }
  for (let rep = 0; rep < reps; rep++) {
    for (const name of names) out[name].runs.push(block(variants[name], out[name].iters));
  }
  return out;
}
