import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { run } from './helpers.mjs';

for (const n of [1, 2, 3, 4]) {
  test(`*Init collectives started three times with new buffer contents on ${n} rank(s)`, async () => {
    const res = await run('coll_pr_buf.mjs', n);
    const errs = res.flatMap((r) => r.errs);
    assert.ok(errs.length === 0, errs.slice(0, 5).join('\n'));
    assert.ok(res.every((r) => r.cases === 144));
  });
}

test.run();
