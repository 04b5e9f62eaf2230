import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { run, SIZES } from './helpers.mjs';

for (const n of SIZES) {
  test(`requests on ${n} rank(s)`, async () => {
    const res = await run('p2p_nb.mjs', n, ['nb', 'arrived', 'any', 'persistent', 'freed']);
    assert.is(res[0].nb, 0);
    assert.is(res[0].any, n - 1);
    assert.is(res[0].persistent, 3);
    assert.is(res[0].arrived, 1);
  });
}

test.run();
