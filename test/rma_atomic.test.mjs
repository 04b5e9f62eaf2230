// Accumulates are atomic per element between ranks that run at once (test/ranks/rma_atomic.mjs):
// sums by accumulate and fetchAndOp in int32, int64, float64 and through a derived target type
// are exact, fetchAndOp hands out each value once, a compareAndSwap spin lock excludes; and one
// origin's accumulates of several ops to a location apply in its program order. 8 ranks (more
// than the cores): rma_atomic_long.
import { test } from 'uvu';
import { run, sameByLabel } from './helpers.mjs';
import { ATOMIC, expectAtomic } from './rma_ref.mjs';

/** Launches `names` on n ranks with `reps` adds a rank and compares every rank's results. */
async function checkAtomic(n, reps, names) {
  const res = await run('rma_atomic.mjs', n, [String(reps), ...names]);
  for (let r = 0; r < n; r++) sameByLabel(res[r], expectAtomic(n, reps, r, names), `rank ${r}`);
}

for (const [n, reps] of [
  [2, 10_000],
  [4, 100_000],
]) {
  test(`${reps} accumulates and fetchAndOp calls a rank are exact; a compareAndSwap lock excludes (${n} ranks)`, () =>
    checkAtomic(n, reps, ATOMIC));
  test(`one origin's accumulates of several ops to one location apply in its order, ${reps} a rank (${n} ranks)`, () =>
    checkAtomic(n, reps, ['ordering']));
}

test.run();
