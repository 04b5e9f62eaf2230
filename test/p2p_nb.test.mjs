// Nonblocking point-to-point and requests (test/ranks/p2p_nb.mjs): test, cancel, await, waitAny/Some,
// testAll, a freed active request, generalized requests; then MPI 4.1 chapter 3's rules for the status of PROC_NULL
// requests and the "any/some" completion calls over lists without an active request. One launch per
// size runs every scenario. Persistent requests: test/p2p_pr.test.mjs.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ANY_SOURCE, ANY_TAG, PROC_NULL, UNDEFINED } from 'wasmpi';
import { run, SIZES } from './helpers.mjs';

const SCENARIOS = ['nb', 'arrived', 'any', 'freed', 'getstatus', 'grequest', 'procnull', 'noactive'];
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

for (const n of [1, 3, 8]) {
  test(`Request.fromPromise on ${n} rank(s): with irecv and isend in waitAllAsync, waitAnyAsync, waitSomeAsync`, async () => {
    const res = await results(n);
    res.forEach((r, rank) => {
      const g = r.grequest;
      const prev = (rank + n - 1) % n;
      const at = `rank ${rank}`;
      const recvd = (tag, count) => ({ source: prev, tag, count, cancelled: false });
      assert.equal(
        g.all,
        { statuses: [recvd(40, 2), { source: rank, tag: 77, count: 3, cancelled: false }, EMPTY], data: [prev, 1] },
        `${at}: waitAllAsync gives each request its status; the promise's value is its status`,
      );
      assert.equal(
        g.any,
        [1, { source: rank, tag: 3, count: 0, cancelled: false }, 0, recvd(41, 2), UNDEFINED, [prev, 2]],
        `${at}: waitAnyAsync: the promise first (opts.status of its value), then the receive, then none active`,
      );
      assert.equal(g.chained, [recvd(1042, 1), prev + 10], `${at}: a promise that settles on a message`);
      assert.equal(g.rejected, [true, prev + 20, [false, false]], `${at}: the rejection's reason, as it is`);
      assert.equal(g.unsettled.codes, Array(4).fill('ERR_PENDING'), `${at}: blocking waits refuse a pending promise`);
      assert.equal(g.unsettled.tests, [undefined, undefined, undefined, [], undefined], `${at}: tests say not yet`);
      assert.is(g.unsettled.active, true, `${at}: the refused request stays active`);
      assert.is(g.unsettled.name, 'Request.fromPromise');
      assert.equal(g.settled, [{ source: rank, tag: 5, count: 1, cancelled: false }, prev, prev + 30], at);
      assert.equal(g.some, [[0], [1], [1], [2], []], `${at}: waitSomeAsync`);
      assert.equal(
        g.awaited,
        [
          { source: rank, tag: 9, count: 2, cancelled: false },
          { source: rank, tag: 10, count: 3, cancelled: false },
        ],
        `${at}: await req, req.waitAsync()`,
      );
      assert.equal(g.cancel, [true, { ...EMPTY, cancelled: true }, false, true], `${at}: cancel`);
      assert.equal(g.aborted, ['TimeoutError', true, true], `${at}: an aborted wait leaves the requests active`);
      const expected = [
        ['ERR_ARG', 'Request.fromPromise: expected a promise', 'got 42'],
        ['ERR_ARG', 'Request.fromPromise: options must be an object', 'got 5'],
        ['ERR_ARG', 'opts.status must be a Status or a function', 'got "tag 1"'],
        ['ERR_ARG', 'opts.cancel must be a function', 'got true'],
        ['ERR_ARG', 'opts.status(value) returned 7, expected a Status'],
        ['ERR_ARG', 'waitAllAsync: expected an array of Requests', 'got "reqs"'],
        ['ERR_ARG', 'waitAnyAsync: element 1 is 3, expected a Request'],
        ['ERR_ARG', 'waitSomeAsync: signal must be an AbortSignal', 'got "stop"'],
      ];
      assert.is(g.errors.length, expected.length);
      g.errors.forEach((e, i) => {
        for (const part of expected[i]) assert.ok(e.includes(part), `${at}: "${e}" should name ${part}`);
      });
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
