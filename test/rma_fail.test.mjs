// Failures inside one-sided epochs (test/ranks/rma_fail.mjs): a rank that dies holding a lock,
// inside a fence epoch, or before it posts makes the ranks that wait on it fail fast with
// ERR_PROC_FAILED naming it (never hang); a lock wait in a cycle of waits raises ERR_DEADLOCK.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { run, runFailing, byRank } from './helpers.mjs';

/** The launch failed on `dead`'s own error; each of `waiters` failed on it, naming it. */
function failedOn(err, dead, waiters, why) {
  assert.is(err.rank, dead, 'the launch reports the rank that died');
  assert.match(err.message, why);
  const errs = byRank(err);
  for (const r of waiters) {
    const e = errs.get(r);
    assert.ok(e, `rank ${r} should have failed`);
    assert.is(e.code, 'ERR_PROC_FAILED', `rank ${r}: ${e.message}`);
    assert.match(e.message, new RegExp(`rank ${dead}\\b`), `rank ${r}'s error names rank ${dead}`);
    assert.not.match(e.message, 'launch timeout', `rank ${r} failed on the failure, not at the launch timeout`);
  }
  return errs;
}

test('a rank that dies holding an exclusive lock: the rank waiting for the lock fails, naming it', async () => {
  const err = await runFailing('rma_fail.mjs', 3, ['lock']);
  const errs = failedOn(err, 1, [2], 'dies holding the lock');
  assert.not.ok(errs.has(0), `the passive target is not affected: ${errs.get(0)?.message}`);
});

test("a rank that dies inside a fence epoch: the others' fence fails, naming it", async () => {
  const err = await runFailing('rma_fail.mjs', 3, ['fence']);
  failedOn(err, 1, [0, 2], 'dies inside a fence epoch');
});

test('a target that dies before it posts: the access epoch of start fails, naming it', async () => {
  const err = await runFailing('rma_fail.mjs', 2, ['pscw']);
  failedOn(err, 1, [0], 'dies before it posts');
});

for (const n of [2, 3]) {
  test(`a lock wait in a cycle of waits raises ERR_DEADLOCK (${n} ranks)`, async () => {
    const res = await run('rma_fail.mjs', n, ['deadlock']);
    for (const r of [0, 1]) {
      const [code, msg] = res[r];
      assert.is(code, 'ERR_DEADLOCK', `rank ${r}: ${msg}`);
      assert.match(msg, 'can never complete', `rank ${r}`);
      assert.not.match(msg, 'launch timeout', `rank ${r}: the deadlock is detected, not ended by the launch timeout`);
    }
    assert.match(res[0][1], 'recv(source 1, tag 7)');
    assert.match(res[1][1], /lock/);
  });
}

test.run();
