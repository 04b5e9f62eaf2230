import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { run } from './helpers.mjs';

for (const n of [1, 2, 3, 5]) {
  test(`large allreduces (MBs, uneven slices) through shm-slice, in place and not, on ${n} rank(s)`, async () => {
    const res = await run('coll_large.mjs', n, [], { memoryBytes: 256 << 20 });
    const errs = res.flat();
    assert.ok(errs.length === 0, errs.slice(0, 5).join('\n'));
  });
}

test.run();
