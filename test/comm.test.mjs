import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { run, SIZES } from './helpers.mjs';

for (const n of SIZES) {
  test(`communicators and groups on ${n} rank(s)`, async () => {
    const res = await run('comm.mjs', n, ['dup', 'split', 'create', 'shared', 'groups']);
    assert.is(res[0].split, Math.ceil(n / 2));
    assert.is(res[0].create, Math.ceil(n / 2));
    assert.is(res[0].shared, n);
    // every rank agreed on the dup's context
    assert.is(new Set(res.map((r) => r.dup)).size, 1);
  });
}

test.run();
