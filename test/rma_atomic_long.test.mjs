// Long: 10^5 adds a rank on 4 ranks and 10^4 on 8 (more ranks than cores) take a minute.
// The scenarios of test/rma_atomic.test.mjs at full size (test/ranks/rma_atomic.mjs).
import { test } from 'uvu';
import { run, sameByLabel } from './helpers.mjs';
import { ATOMIC, expectAtomic } from './rma_ref.mjs';

for (const [n, reps] of [
  [4, 100_000],
  [8, 10_000],
]) {
  test(`${reps} accumulates and fetchAndOp calls a rank are exact; a compareAndSwap lock excludes; order holds (${n} ranks)`, async () => {
    const res = await run('rma_atomic.mjs', n, [reps, ...ATOMIC]);
    for (let r = 0; r < n; r++) sameByLabel(res[r], expectAtomic(n, reps, r), `rank ${r}`);
  });
}

test.run();
