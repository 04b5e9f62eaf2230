// One-sided communication in one process (ts/rma): every window flavor (allocate, create of an
// array in the world's memory and of a plain one, allocateShared, createDynamic), every call once
// in each synchronisation mode (fence, post/start/complete/wait/test, lock/unlock, lockAll and the
// flushes) at 1, 2, 3 and 5 ranks, and warm calls under a lock that allocate nothing.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { run } from './helpers.mjs';

const SCENARIOS = ['fence', 'pscw', 'passive', 'create', 'shared', 'dynamic', 'derived', 'errors'];

for (const n of [1, 2, 3, 5]) {
  test(`every flavor and call in every synchronisation mode, ${n} rank(s)`, async () => {
    const res = await run('rma_basic_calls.mjs', n, SCENARIOS);
    res.forEach((r, rank) => {
      assert.equal(Object.keys(r), SCENARIOS);
      for (const name of SCENARIOS) assert.equal(r[name], [], `rank ${rank}, ${name}`);
    });
  });
}

test.run();
