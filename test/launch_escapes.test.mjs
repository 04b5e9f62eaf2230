// An error that escapes a rank's program (a promise rejected with no handler, a throw from a timer
// callback) fails the rank as a throw from its entry would: launch rejects with it, naming what
// escaped, and peers waiting on the rank get ERR_PROC_FAILED; `wasmpi run` exits non-zero.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runFailing, byRank, CHILD_LIMIT_MS } from './helpers.mjs';

const cases = [
  ['reject', 'a promise was rejected and nothing handled the rejection: Error: nobody caught me'],
  ['reject-value', 'a promise was rejected and nothing handled the rejection: 42'],
  ['await', 'a promise was rejected and nothing handled the rejection: TypeError: rejected while awaiting'],
  ['timer', 'an exception was thrown from a callback and nothing caught it: RangeError: thrown in a timer'],
];

for (const n of [2, 3, 5]) {
  for (const [how, text] of cases) {
    test(`${how}: the rank fails with what escaped, the launch rejects (${n} ranks)`, async () => {
      const err = await runFailing('launch_escapes.mjs', n, [how]);
      assert.is(err.rank, 1, `launch names rank 1: ${err.message}`);
      assert.ok(err.message.includes(text), err.message);
      const errs = byRank(err);
      assert.ok(errs.has(1));
      // peers that waited on rank 1 in the barrier failed with ERR_PROC_FAILED naming it; a peer
      // whose barrier had completed before rank 1 failed returned normally
      for (const [r, e] of errs) {
        if (r === 1) continue;
        assert.is(e.code, 'ERR_PROC_FAILED', e.message);
        assert.ok(e.message.includes('rank 1 failed'), e.message);
      }
    });
  }
}

test('an error that escaped while the module loaded fails the rank at once, though main never returns', async () => {
  const err = await runFailing('launch_escapes_load.mjs', 2, []);
  assert.ok(
    err.message.includes('a promise was rejected and nothing handled the rejection: Error: escaped while loading'),
    err.message,
  );
  assert.not.ok(
    /timed out|timeout/i.test(err.message),
    `failed by what escaped, not by the launch timeout: ${err.message}`,
  );
});

test('wasmpi run exits non-zero and prints what escaped, every time', () => {
  const cli = fileURLToPath(new URL('../bin/wasmpi.mjs', import.meta.url));
  const mod = fileURLToPath(new URL('./ranks/launch_escapes.mjs', import.meta.url));
  for (let i = 0; i < 4; i++) {
    const r = spawnSync(process.execPath, [cli, 'run', '-n', '3', mod, 'reject'], {
      encoding: 'utf8',
      timeout: CHILD_LIMIT_MS,
    });
    assert.is.not(r.status, 0, `run ${i} exited ${r.status}\n${r.stdout}\n${r.stderr}`);
    assert.ok(r.stderr.includes('nobody caught me'), r.stderr);
    assert.not.match(r.stderr, /removeListener/);
  }
});

test.run();
