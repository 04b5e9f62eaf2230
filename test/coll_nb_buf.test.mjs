import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { run } from './helpers.mjs';

for (const n of [1, 2, 3, 5]) {
  test(`i* collectives in flight on several communicators, waited out of order and awaited, on ${n} rank(s)`, async () => {
    const res = await run('coll_nb_buf.mjs', n);
    const errs = res.flatMap((r) => r.errs);
    assert.ok(errs.length === 0, errs.slice(0, 5).join('\n'));
    assert.ok(res.every((r) => r.cases === 30));
  });
}

test.run();
