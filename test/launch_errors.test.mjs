// Long: worlds that fail, deadlock and time out, each waiting out its detection (about 7 s).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { launch, WasmpiError } from 'wasmpi';
import { run, runFailing, byRank } from './helpers.mjs';

test('bad arguments raise WasmpiError with the value and what was expected', async () => {
  const [m] = await run('launch_errors.mjs', 2, ['args']);
  assert.match(m.rank, 'send on COMM_WORLD (rank 0 of 2): dest 99 is out of range');
  assert.match(m.count, 'count 9 of int32 needs 36 bytes');
});

test('launch rejects bad options with ERR_ARG', async () => {
  for (const ranks of [0, -1, 2.5, 'four', 100000]) {
    try {
      await launch(new URL('./ranks/launch_errors.mjs', import.meta.url), { ranks });
      assert.unreachable('launch accepted ranks ' + ranks);
    } catch (e) {
      assert.instance(e, WasmpiError);
      assert.is(e.code, 'ERR_ARG');
      assert.match(e.message, 'ranks must be an integer from 1 to');
    }
  }
  try {
    await launch(new URL('./ranks/launch_errors.mjs', import.meta.url), { ranks: 2, timeoutMs: -3 });
    assert.unreachable();
  } catch (e) {
    assert.is(e.code, 'ERR_ARG');
    assert.match(e.message, 'timeoutMs must be a positive number of milliseconds, got -3');
  }
});

for (const n of [2, 3]) {
  test(`ERR_TRUNCATE receives what fits and consumes the message, the others intact (${n} ranks)`, async () => {
    const [m] = await run('launch_errors.mjs', n, ['truncate']);
    assert.match(m, 'the message is consumed');
    const [m2] = await run('launch_errors.mjs', n, ['truncate_nb']);
    assert.match(m2, 'holds 200000 bytes but the receive buffer holds 40 bytes');
  });
}

test('ERR_TYPE on an element type mismatch keeps the message', async () => {
  const [m] = await run('launch_errors.mjs', 2, ['type']);
  assert.match(m, 'holds float64 elements but the receive buffer is int32');
});

for (const n of [2, 3, 5]) {
  test(`a rank that throws fails its peers fast with ERR_PROC_FAILED (${n} ranks)`, async () => {
    const err = await runFailing('launch_errors.mjs', n, ['throws']);
    assert.is(err.rank, 1, 'launch reports the rank that failed first');
    assert.is(err.name, 'RangeError');
    assert.is(err.message, 'boom in rank 1');
    const r0 = JSON.parse(byRank(err).get(0).message);
    assert.is(r0.code, 'ERR_PROC_FAILED');
    assert.match(r0.message, 'rank 1 failed (RangeError: boom in rank 1)');
    assert.not.match(r0.message, 'launch timeout', 'rank 0 failed on the failure, not at the launch timeout (a hang)');
  });
}

test('a rank that calls process.exit fails its peers fast', async () => {
  const err = await runFailing('launch_errors.mjs', 3, ['exits']);
  const r0 = JSON.parse(byRank(err).get(0).message);
  assert.is(r0.code, 'ERR_PROC_FAILED');
  assert.match(r0.message, 'process.exit(3)');
  assert.not.match(r0.message, 'launch timeout', 'rank 0 failed on the failure, not at the launch timeout (a hang)');
  assert.is(byRank(err).get(1).code, 'ERR_PROC_FAILED');
});

test('waiting on a rank that returned fails with ERR_PROC_FAILED; its last message still arrives', async () => {
  const res = await run('launch_errors.mjs', 2, ['finalized']);
  assert.match(res[0][0], 'recv(source 1, tag 0) cannot complete: rank 1 has finalized');
  assert.match(res[0][1], 'send(dest 1, tag 0) cannot complete');
  const last = await run('launch_errors.mjs', 2, ['lastwords']);
  assert.is(last[0], 5);
});

for (const n of [2, 3]) {
  test(`a deadlock raises ERR_DEADLOCK naming the wait-for cycle (${n} ranks)`, async () => {
    // with 3 ranks, rank 2 returns at once: ranks 0 and 1 are the live ones, and deadlock
    const res = await run('launch_errors.mjs', n, ['deadlock']);
    for (const r of [0, 1]) {
      assert.match(
        res[r].msg,
        `rank ${r}: recv(source ${1 - r}, tag 7) can never complete: every live rank is blocked`,
      );
      assert.ok(
        /rank (\d) recv\(source (\d), tag 7\) <- rank (\d) recv\(source (\d), tag 7\)/.test(res[r].msg),
        res[r].msg,
      );
      assert.not.match(res[r].msg, 'launch timeout', 'the deadlock is detected, not ended by the launch timeout');
    }
  });
}

test('calls after finalize raise ERR_COMM', async () => {
  const [m] = await run('launch_errors.mjs', 1, ['afterfinalize']);
  assert.match(m, 'has called finalize()');
});

test('the launch timeout aborts a stuck world', async () => {
  const err = await runFailing('launch_errors.mjs', 2, ['stuck'], { timeoutMs: 4_000 });
  assert.is(err.code, 'ERR_PROC_FAILED');
  const e0 = byRank(err).get(0);
  assert.match(e0.message, 'launch timeout of 4000 ms elapsed');
  assert.match(byRank(err).get(1).message, 'did not finish within the launch timeout');
});

test('a world stopped while its ranks join it: errors that name a call say it was the joining, not the program', async () => {
  // the program's own call (tag 4242) may be the one stopped where ranks start fast (Bun): every
  // other call an error names is the joining's
  for (let i = 0; i < 3; i++) {
    const err = await runFailing('launch_errors_ring.mjs', 3, [], { timeoutMs: 1 + i });
    assert.is(err.code, 'ERR_PROC_FAILED', err.message);
    for (const { rank, error } of err.errors ?? []) {
      const m = error.message;
      if (/(collective|send|recv)\(/.test(m) && !/tag 4242\b/.test(m))
        assert.match(m, 'joining its world, before its code ran', `rank ${rank}: ${m}`);
    }
  }
});

test.run();
