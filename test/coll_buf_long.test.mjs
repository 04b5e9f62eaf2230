// Long: the matrix of test/coll_buf.test.mjs on 7 and 8 ranks (more ranks than cores) takes a
// quarter of a minute on a 2-core machine; test/coll_buf.test.mjs runs it on 1 to 5.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { run, SIZES } from './helpers.mjs';
import { checkColl } from './expected/coll_buf.mjs';

for (const n of SIZES.filter((k) => k > 5)) {
  test(`every collective x algorithm x count x in place x buffer kind x root on ${n} rank(s)`, async () => {
    assert.ok(checkColl(await run('coll_buf.mjs', n, ['buffers']), ['buffers'], n) > 0);
  });
}

test.run();
