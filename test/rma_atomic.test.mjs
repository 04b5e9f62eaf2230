// Accumulates are atomic per element between ranks that run at once (test/ranks/rma_atomic.mjs):
// sums by accumulate and fetchAndOp in int32, int64, float64 and through a derived target type
// are exact, fetchAndOp hands out each value once, a compareAndSwap spin lock excludes, and one
// origin's accumulates to a location apply in its program order. 8 ranks (more than the cores):
// rma_atomic_long.
import { test } from 'uvu';
import { run, sameByLabel } from './helpers.mjs';
import { ATOMIC, expectAtomic } from './rma_ref.mjs';

for (const [n, reps] of [
  [2, 10_000],
  [4, 100_000],
]) {
  test(`${reps} accumulates and fetchAndOp calls a rank are exact; a compareAndSwap lock excludes; order holds (${n} ranks)`, async () => {
    const res = await run('rma_atomic.mjs', n, [String(reps), ...ATOMIC]);
    for (let r = 0; r < n; r++) sameByLabel(res[r], expectAtomic(n, reps, r), `rank ${r}`);
  });
}

test.run();
