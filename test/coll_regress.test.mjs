// Regression tests for collective bugs (real ranks): persistent collectives that read their
// buffers at init instead of at each start(), shared-heap leaks (persistent plans, communicator
// state), Op objects in the value tier.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { run } from './helpers.mjs';

for (const n of [1, 2, 3, 5]) {
  test(`persistent collectives read their buffers at every start() (reduceInit IN_PLACE at the root and every other in-place form), on ${n} rank(s)`, async () => {
    const res = await run('coll_regress.mjs', n, ['persistent']);
    const errs = res.flatMap((r) => r.errs);
    assert.ok(errs.length === 0, `${errs.length} mismatches:\n${errs.slice(0, 8).join('\n')}`);
    assert.ok(res.every((r) => r.cases === res[0].cases && r.cases > 0));
  });
}

const BOUND = 512 * 1024; // bytes the shared heap may grow by over a loop (the leaks were megabytes)
for (const [what, label] of [
  ['persistent', '2000 persistent allreduceInit + start + wait + free'],
  ['dup', '500 dup + allreduce + free'],
]) {
  for (const n of [1, 3]) {
    test(`${label} do not grow the shared heap, on ${n} rank(s)`, async () => {
      const res = await run('coll_regress.mjs', n, ['leak', what]);
      for (const r of res) {
        assert.ok(r.ok, 'wrong allreduce result');
        assert.ok(r.grew <= BOUND, `the shared heap grew by ${r.grew} bytes over ${r.rounds} rounds (bound ${BOUND})`);
      }
    });
  }
}

for (const n of [1, 3]) {
  test(`comm.free() completes pending collectives; a persistent request of a freed communicator raises ERR_COMM at start(), on ${n} rank(s)`, async () => {
    const res = await run('coll_regress.mjs', n, ['freed']);
    for (const r of res) {
      assert.equal(r, { pendingDone: true, result: (n * (n + 1)) / 2, start: 'ERR_COMM', call: 'ERR_COMM' });
    }
  });
}

for (const n of [1, 3, 4]) {
  test(`the value tier accepts Op objects (Op.sum ..., Op.create) on ${n} rank(s)`, async () => {
    const res = await run('coll_regress.mjs', n, ['values']);
    const ranks = Array.from({ length: n }, (_, r) => r);
    const digits = Number(ranks.map((r) => r + 1).join(''));
    res.forEach((r, me) => {
      assert.is(r.sum, (n * (n + 1)) / 2);
      assert.is(r.max, me === 0 ? Math.max(...ranks.map((q) => (q * 3) % 5)) : undefined);
      const vals = ranks.map((q) => (q * 7) % 3);
      const lo = Math.min(...vals);
      assert.equal(r.minloc, [lo, vals.indexOf(lo)]);
      assert.is(r.digits, digits);
      assert.is(r.digitsRoot, me === n - 1 ? digits : undefined);
      assert.equal(r.typed, [true, (n * (n - 1)) / 2, n]);
      assert.ok(r.untouched, "a user op modified a rank's own value");
      assert.equal(r.array, [(n * (n - 1)) / 2, ranks.map((q) => 'x'.repeat(q)).join('')]);
      assert.is(r.bigint, BigInt((n * (n - 1)) / 2) << 70n);
      assert.is(r.replace, 'ERR_OP');
      assert.is(r.junk, 'ERR_OP');
    });
  });
}

test.run();
