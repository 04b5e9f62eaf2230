// Nonblocking point-to-point and requests (test/ranks/p2p_nb.mjs): test, cancel, await, waitAny/Some,
// testAll, a freed active request; then MPI 4.1 chapter 3's rules for the status of PROC_NULL
// requests and the "any/some" completion calls over lists without an active request. One launch per
// size runs every scenario. Persistent requests: test/p2p_pr.test.mjs.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ANY_SOURCE, ANY_TAG, PROC_NULL, UNDEFINED } from 'wasmpi';
import { run, SIZES } from './helpers.mjs';

const SCENARIOS = ['nb', 'arrived', 'any', 'freed', 'getstatus', 'procnull', 'noactive'];
const launches = new Map();
const results = (n) => {
  if (!launches.has(n)) launches.set(n, run('p2p_nb.mjs', n, SCENARIOS));
  return launches.get(n);
};

for (const n of SIZES) {
  test(`requests on ${n} rank(s)`, async () => {
    const res = await results(n);
    assert.is(res[0].nb, 0);
    assert.is(res[0].any, n - 1);
    assert.is(res[0].arrived, 1);
  });
}

for (const n of [1, 2, 3, 5]) {
  test(`req.getStatus() (MPI_Request_get_status) on ${n} rank(s): completion seen, request kept active`, async () => {
    const res = await results(n);
    res.forEach((r, rank) => {
      const g = r.getstatus;
      const prev = (rank + n - 1) % n;
      const got = { source: prev, tag: 31, count: 2, cancelled: false };
      assert.is(g.before, 'undefined', `rank ${rank}: before the message`);
      assert.equal(g.seen, got, `rank ${rank}: the status once it arrived`);
      assert.equal(g.again, got, `rank ${rank}: the same again`);
      assert.is(g.activeAfter, true, `rank ${rank}: still active after getStatus`);
      assert.equal(g.data, [prev, 7], `rank ${rank}: the data`);
      assert.equal(g.waited, got, `rank ${rank}: the wait returns the same status`);
      assert.is(g.activeWaited, false, `rank ${rank}: inactive after the wait`);
      assert.equal(g.inactive, EMPTY, `rank ${rank}: an inactive request gives the empty status`);
      assert.is(g.restart, 'ERR_PENDING', `rank ${rank}: a persistent request seen complete is still active`);
      assert.equal(g.persistent, { source: prev, tag: 32, count: 2, cancelled: false }, `rank ${rank}`);
      assert.equal(g.failed, ['ERR_TRUNCATE', 'ERR_TRUNCATE'], `rank ${rank}: the error at getStatus and at wait`);
    });
  });
}

// MPI 4.1 chapter 3: rules for requests that wasmpi once got wrong.
const EMPTY = { source: ANY_SOURCE, tag: ANY_TAG, count: 0, cancelled: false };
const NULLSRC = { source: PROC_NULL, tag: ANY_TAG, count: 0, cancelled: false };

for (const n of [1, 2, 3, 5]) {
  test(`MPI 4.1 §3.11, §3.7.5: PROC_NULL requests, no-active lists on ${n} rank(s)`, async () => {
    const res = await results(n);
    for (const r of res) {
      // §3.11: PROC_NULL receives and probes
      const p = r.procnull;
      for (const k of ['recv', 'irecv', 'recvInit', 'probe', 'iprobe']) assert.equal(p[k], NULLSRC, k);
      assert.equal(p.isend.count, 0);

      // §3.7.5: no active request: index UNDEFINED, empty status; no indices for *some
      const a = r.noactive;
      for (const k of ['testAnyEmpty', 'waitAnyEmpty', 'testAnyInactive', 'testAnyDone', 'waitAnyDone']) {
        assert.is(a[k]?.index, UNDEFINED, k);
        assert.is(a[k].status.source, ANY_SOURCE, k);
      }
      assert.equal(a.testSomeDone, []);
      assert.equal(a.waitSomeDone, []);
      assert.equal(a.testAllDone, [EMPTY, EMPTY]);
      assert.equal(a.polled, [0, 1], 'a testAny loop returns each completion once, then UNDEFINED');
      assert.is(a.eagerIndex, 1, 'an isend completed at once is active until its completion is returned');
      assert.equal(a.testSomePending, []);
      assert.equal(a.waitSomePending, [0]);
    }
  });
}

test.run();
