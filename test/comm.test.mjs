import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { run, SIZES } from './helpers.mjs';
import { plain } from './ranks/_shared.mjs';
import { LEAK_ROUNDS } from './ranks/comm.mjs';

// On 1 and 3 ranks the launch also checks the shared heap across dup + free.
const LEAK_SIZES = [1, 3];
const launches = new Map();
const launch = (n) => {
  const names = ['dup', 'split', 'create', 'shared', 'groups', ...(LEAK_SIZES.includes(n) ? ['leak-dup'] : [])];
  if (!launches.has(n)) launches.set(n, run('comm.mjs', n, names));
  return launches.get(n);
};

for (const n of SIZES) {
  test(`communicators and groups on ${n} rank(s)`, async () => {
    const res = await launch(n);
    assert.is(res[0].split, Math.ceil(n / 2));
    assert.is(res[0].create, Math.ceil(n / 2));
    assert.is(res[0].shared, n);
    // every rank agreed on the dup's context
    assert.is(new Set(res.map((r) => r.dup)).size, 1);
  });
}

const BOUND = 512 * 1024; // bytes the shared heap may grow by over a loop (the leaks were megabytes)
for (const n of LEAK_SIZES) {
  test(`${LEAK_ROUNDS} dup + allreduce + free do not grow the shared heap, on ${n} rank(s)`, async () => {
    for (const r of await launch(n)) {
      const leak = r['leak-dup'];
      assert.equal(leak.result, plain(new Float64Array(4).fill((n * (n + 1)) / 2)), 'the allreduce result');
      assert.ok(
        leak.grew <= BOUND,
        `the shared heap grew by ${leak.grew} bytes over ${LEAK_ROUNDS} rounds (bound ${BOUND})`,
      );
    }
  });
}

test.run();
