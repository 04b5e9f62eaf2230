import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { run, SIZES } from './helpers.mjs';
import { checkColl } from './expected/coll_buf.mjs';

for (const n of SIZES) {
  test(`every collective x algorithm x count x in place x buffer kind x root on ${n} rank(s)`, async () => {
    assert.ok(checkColl(await run('coll_buf.mjs', n, ['buffers']), ['buffers'], n) > 0);
  });
}

// Regression: a rank that need not wait (reduce shm-flat non-root, bcast shm-flat root) ran two
// collectives ahead and overwrote the slot line a slower peer still read (false ERR_ARG mismatch,
// or the peer reading the wrong buffers).
for (const n of [2, 3, 5]) {
  test(`ranks running ahead through non-waiting collectives on ${n} ranks`, async () => {
    checkColl(await run('coll_buf.mjs', n, ['runahead']), ['runahead'], n);
  });
}

for (const n of [3, 4]) {
  test(`every op x type through allreduce (both algorithms), pair types, non-commutative user op on ${n} ranks`, async () => {
    assert.ok(checkColl(await run('coll_buf.mjs', n, ['ops']), ['ops'], n) >= 190);
  });
}

for (const n of [1, 2, 3, 5]) {
  test(`large allreduces (MBs, uneven slices) through shm-slice, in place and not, on ${n} rank(s)`, async () => {
    const args = ['large'];
    checkColl(await run('coll_buf.mjs', n, args, { memoryBytes: 256 << 20 }), args, n);
  });
}

test.run();
