// Long: 10^5 adds a rank on 8 ranks (more ranks than cores) take a quarter of a minute.
// The scenarios of test/rma_atomic.test.mjs on 8 ranks (test/ranks/rma_atomic.mjs).
import { test } from 'uvu';
import { run, sameByLabel } from './helpers.mjs';
import { ATOMIC, expectAtomic } from './rma_ref.mjs';

const [n, reps] = [8, 100_000];
for (const names of [ATOMIC, ['ordering']]) {
  test(`${names.join(', ')}: exact and ordered, ${reps} a rank (${n} ranks)`, async () => {
    const res = await run('rma_atomic.mjs', n, [String(reps), ...names]);
    for (let r = 0; r < n; r++) sameByLabel(res[r], expectAtomic(n, reps, r, names), `rank ${r}`);
  });
}

test.run();
