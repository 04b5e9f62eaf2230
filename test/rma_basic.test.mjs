// One-sided communication in one process (ts/rma): every window flavor (allocate, create of an
// array in the world's memory and of a plain one, allocateShared, createDynamic), every call once
// in each synchronisation mode (fence, post/start/complete/wait/test, lock/unlock, lockAll and the
// flushes) at 1, 2, 3 and 5 ranks; warm calls under a lock that allocate nothing; lock waits that
// can never end (a deadlock, a failed holder) reported instead of hanging.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { byRank, run, runFailing } from './helpers.mjs';

const SCENARIOS = ['fence', 'pscw', 'pscwMany', 'passive', 'create', 'shared', 'dynamic', 'derived', 'ops', 'errors'];

for (const n of [1, 2, 3, 5]) {
  test(`every flavor and call in every synchronisation mode, ${n} rank(s)`, async () => {
    const res = await run('rma_basic_calls.mjs', n, SCENARIOS);
    res.forEach((r, rank) => {
      assert.equal(Object.keys(r), SCENARIOS);
      for (const name of SCENARIOS) assert.equal(r[name], [], `rank ${rank}, ${name}`);
    });
  });
}

test('a world across (simulated) processes: shared windows per process, sharedQuery of its ranks only', async () => {
  const old = process.env.WASMPI_SIM_PROCS;
  process.env.WASMPI_SIM_PROCS = '2';
  try {
    for (const n of [2, 5]) {
      const res = await run('rma_basic_calls.mjs', n, ['procs']);
      res.forEach((r, rank) => assert.equal(r.procs, [], `${n} ranks, rank ${rank}`));
    }
  } finally {
    if (old === undefined) delete process.env.WASMPI_SIM_PROCS;
    else process.env.WASMPI_SIM_PROCS = old;
  }
});

test('warm put, get, accumulate, fetchAndOp and compareAndSwap under a lock allocate nothing, 2 ranks', async () => {
  const res = await run('rma_basic_nogc.mjs', 2, ['20000', '50000']);
  for (const [rank, r] of res.entries()) {
    assert.is(Object.keys(r).length, 7);
    for (const [family, { gcs }] of Object.entries(r)) assert.is(gcs, 0, `rank ${rank}: collections during ${family}`);
  }
});

test('a lock wait that can never end is reported: ERR_DEADLOCK naming the lock, 2 ranks', async () => {
  const err = byRank(await runFailing('rma_basic_wait.mjs', 2, ['deadlock']));
  assert.is(err.get(1)?.code, 'ERR_DEADLOCK', err.get(1)?.message);
  assert.match(err.get(1).message, 'lock(target 0');
  assert.is(err.get(0)?.code, 'ERR_DEADLOCK', err.get(0)?.message);
});

test('a lock wait ends in ERR_PROC_FAILED when the holder fails, 3 ranks', async () => {
  const err = byRank(await runFailing('rma_basic_wait.mjs', 3, ['fail']));
  assert.is(err.get(1)?.code, 'ERR_PROC_FAILED', err.get(1)?.message);
  assert.match(err.get(1).message, /lock\(target 0.*rank 0 failed/);
});

test.run();
