// Request scenarios: test, cancel, await, waitAny/Some, testAll, generalized requests
// (Request.fromPromise) among the library's own; then MPI 4.1 chapter 3's rules for
// PROC_NULL requests (section 3.11) and Testany/Waitany/Testsome/Waitsome over lists with no active
// request (section 3.7.5), which return what they observed for test/p2p_nb.test.mjs to check.
// Persistent requests (sendInit, recvInit, startAll): test/ranks/p2p_pr.mjs.
import assert from 'node:assert/strict';
import {
  waitAll,
  waitAny,
  waitSome,
  testAll,
  testAny,
  testSome,
  waitAllAsync,
  waitAnyAsync,
  waitSomeAsync,
  Request,
  Status,
  ANY_SOURCE,
  ANY_TAG,
  PROC_NULL,
  UNDEFINED,
} from 'wasmpi';
import { codeOf, runScenarios } from './_shared.mjs';

import { statusOf as st } from './_shared.mjs';

const scenarios = {
  async nb(world) {
    const { rank, size } = world;
    const next = (rank + 1) % size;
    const prev = (rank + size - 1) % size;
    // test() polls until done
    const v = new Int32Array(1);
    const r = world.irecv(v, prev, 1);
    world.send(Int32Array.of(rank), next, 1);
    let st;
    while (!(st = r.test()));
    assert.equal(st.source, prev);
    assert.equal(v[0], prev);
    const again = r.test();
    assert.equal(again.source, ANY_SOURCE, 'once its completion is returned, a request is inactive: empty status');
    assert.equal(again.tag, ANY_TAG);
    // await: the thenable never blocks the thread
    const a = new Float64Array(3000);
    const ra = world.irecv(a, prev, 2);
    const sa = world.isend(new Float64Array(3000).fill(rank + 1), next, 2);
    const [s1, s2] = await Promise.all([ra, sa]);
    assert.equal(s1.count, 3000);
    assert.equal(a[2999], prev + 1);
    // cancel an unmatched receive: the message goes to the next receive
    const c = world.irecv(new Int32Array(1), prev, 3);
    assert.equal(c.cancel(), true);
    assert.equal(c.wait().cancelled, true);
    world.barrier(); // every rank cancelled before anyone sends
    world.send(Int32Array.of(33), next, 3);
    world.recv(v, prev, 3);
    assert.equal(v[0], 33);
    return s2.count;
  },

  // Messages that arrived before their receives were posted complete those receives at once, in
  // MPI's order (the oldest matching message of a source first), with the posted ones mixed in.
  arrived(world) {
    const { rank, size } = world;
    const next = (rank + 1) % size;
    const prev = (rank + size - 1) % size;
    const seq = [
      [10, 1],
      [11, 2],
      [10, 3],
      [12, 4],
      [10, 5],
    ];
    const sends = seq.map(([tag, v]) => world.isend(Int32Array.of(100 * rank + v), next, tag));
    world.barrier(); // every message is in its receiver's queue before any receive
    const bufs = Array.from({ length: 6 }, () => new Int32Array(1));
    const first = world.irecv(bufs[0], prev, 10);
    assert.equal(first.isActive, true, 'an irecv that completed at once stays active until its wait');
    const st0 = first.test();
    assert.equal(st0.tag, 10);
    assert.equal(st0.source, prev);
    assert.equal(bufs[0][0], 100 * prev + 1);
    assert.equal(first.test().source, ANY_SOURCE, 'then inactive: the empty status');
    // tag 12 is behind two others of this source: posted, matched later; the tag-10 ones go around it
    const reqs = [world.irecv(bufs[1], prev, 12), world.irecv(bufs[2], prev, 10), world.irecv(bufs[3], prev, 11)];
    reqs.push(world.irecv(bufs[4], prev, 10), world.irecv(bufs[5], prev, 13)); // tag 13 comes after the barrier
    world.barrier();
    world.send(Int32Array.of(100 * rank + 6), next, 13);
    const sts = waitAll(reqs);
    waitAll(sends);
    assert.deepEqual(
      bufs.map((b) => b[0] - 100 * prev),
      [1, 4, 3, 2, 5, 6],
    );
    assert.deepEqual(
      sts.map((st) => [st.source, st.tag, st.count]),
      [12, 10, 11, 10, 13].map((tag) => [prev, tag, 1]),
    );
    return 1;
  },

  any(world) {
    const { rank, size } = world;
    if (size === 1) return 0;
    if (rank === 0) {
      const bufs = Array.from({ length: size - 1 }, () => new Int32Array(1));
      const reqs = bufs.map((b, i) => world.irecv(b, i + 1, 5));
      const order = [];
      const first = waitAny(reqs);
      order.push(first.index);
      assert.equal(bufs[first.index][0], first.index + 1);
      while (order.length < reqs.length) {
        const { indices } = waitSome(reqs);
        for (const i of indices) {
          assert.ok(!order.includes(i));
          order.push(i);
        }
      }
      assert.equal(waitAny(reqs).index, UNDEFINED, 'no active request left');
      assert.ok(testAll(reqs));
      // testAny on fresh requests
      const q = world.irecv(new Int32Array(1), ANY_SOURCE, 6);
      world.barrier();
      while (!testAny([q]));
      return order.sort().length;
    }
    world.send(Int32Array.of(rank), 0, 5);
    world.barrier();
    if (rank === 1) world.send(Int32Array.of(1), 0, 6);
    return 0;
  },

  // A freed active request still completes; nothing is lost.
  freed(world) {
    const { rank, size } = world;
    const next = (rank + 1) % size;
    const prev = (rank + size - 1) % size;
    const s = world.isend(new Float64Array(50_000).fill(rank), next, 8);
    s.free();
    const into = new Float64Array(50_000);
    world.recv(into, prev, 8);
    assert.equal(into[49_999], prev);
    world.barrier();
    return 1;
  },

  // MPI_Request_get_status: completion seen without completing the request. Returns what it saw.
  getstatus(world) {
    const { rank, size } = world;
    const next = (rank + 1) % size;
    const prev = (rank + size - 1) % size;
    const b = new Int32Array(2);
    const r = world.irecv(b, prev, 31);
    const before = r.getStatus(); // nothing is sent before the barrier
    world.barrier();
    world.send(Int32Array.of(rank, 7), next, 31);
    let seen;
    for (let spins = 0; spins < 1e7 && seen === undefined; spins++) seen = r.getStatus();
    const out = {
      before: before === undefined ? 'undefined' : st(before),
      seen: st(seen),
      again: st(r.getStatus()),
      activeAfter: r.isActive,
      data: Array.from(b),
      waited: st(r.wait()),
      activeWaited: r.isActive,
      inactive: st(r.getStatus()),
    };
    // a persistent receive: complete but not waited, it cannot be started again
    const p = world.recvInit(b, prev, 32);
    p.start();
    world.send(Int32Array.of(rank, 8), next, 32);
    for (let spins = 0; spins < 1e7 && p.getStatus() === undefined; spins++);
    try {
      p.start();
      out.restart = 'started';
    } catch (e) {
      out.restart = e.code;
    }
    out.persistent = st(p.wait());
    p.free();
    // a failed operation: the error at getStatus, and again at the wait (a receive truncated)
    const small = world.irecv(new Int32Array(1), prev, 33);
    world.send(Int32Array.of(1, 2, 3), next, 33);
    const errs = [];
    for (let spins = 0; spins < 1e7 && errs.length === 0; spins++) {
      try {
        if (small.getStatus() === undefined) continue;
        errs.push('none');
      } catch (e) {
        errs.push(e.code);
      }
    }
    try {
      small.wait();
      errs.push('none');
    } catch (e) {
      errs.push(e.code);
    }
    out.failed = errs;
    world.barrier();
    return out;
  },

  // Generalized requests (Request.fromPromise) with irecv and isend in the awaitable list waits:
  // promises that settle on a timer, on a message, or when released; a rejection; the status; the
  // blocking waits' refusal while a promise is pending; cancel; an abort. Returns what it saw.
  async grequest(world) {
    const { rank, size } = world;
    const next = (rank + 1) % size;
    const prev = (rank + size - 1) % size;
    const later = (ms, v) => new Promise((resolve) => setTimeout(() => resolve(v), ms));
    const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
    const out = {};
    // waitAllAsync: a receive, a promise whose value is a Status, a send
    const b = new Int32Array(2);
    const all = await waitAllAsync([
      world.irecv(b, prev, 40),
      Request.fromPromise(later(5, new Status(rank, 77, 3, 12))),
      world.isend(Int32Array.of(rank, 1), next, 40),
    ]);
    out.all = { statuses: all.map(st), data: Array.from(b) };
    // waitAnyAsync: the promise completes first (no tag-41 message exists before the barrier), then
    // the receive, then nothing is active; opts.status makes the status from the value
    const r = world.irecv(b, prev, 41);
    const g = Request.fromPromise(later(2, 'abc'), { status: (v) => new Status(rank, v.length, 0, 0) });
    const first = await waitAnyAsync([r, g]);
    world.barrier();
    world.send(Int32Array.of(rank, 2), next, 41);
    const second = await waitAnyAsync([r, g]);
    const third = await waitAnyAsync([r, g]);
    out.any = [first.index, st(first.status), second.index, st(second.status), third.index, Array.from(b)];
    // a promise that settles on a message from the previous rank, waited with this rank's own send
    const c = new Int32Array(1);
    const inner = world.irecv(c, prev, 42);
    const chained = Request.fromPromise(inner.then((s) => new Status(s.source, 1000 + s.tag, s.count, s.bytes)));
    const both = await waitAllAsync([chained, world.isend(Int32Array.of(rank + 10), next, 42)]);
    out.chained = [st(both[0]), c[0]];
    // a rejection: waitAllAsync throws the reason as it is, once every request has completed
    const boom = new Error(`boom ${rank}`);
    const d = new Int32Array(1);
    const rq = [
      Request.fromPromise(
        later(1).then(() => {
          throw boom;
        }),
      ),
      world.irecv(d, prev, 43),
    ];
    world.send(Int32Array.of(rank + 20), next, 43);
    let caught = null;
    try {
      await waitAllAsync(rq);
    } catch (e) {
      caught = e;
    }
    out.rejected = [caught === boom, d[0], rq.map((q) => q.isActive)];
    // blocking waits on a pending promise refuse at once (ERR_PENDING), the request staying active;
    // the test calls say "not yet"; once it has settled, the blocking waits take it like any other
    let release;
    const held = Request.fromPromise(new Promise((resolve) => (release = resolve)));
    out.unsettled = {
      codes: [
        codeOf(() => held.wait()),
        codeOf(() => waitAll([held])),
        codeOf(() => waitAny([held])),
        codeOf(() => waitSome([held])),
      ],
      tests: [held.test(), testAll([held]), testAny([held]), testSome([held]).indices, held.getStatus()],
      active: held.isActive,
      name: held.toString(),
    };
    release(new Status(rank, 5, 1, 4));
    await tick();
    const e = new Int32Array(1);
    const er = world.irecv(e, prev, 44);
    world.send(Int32Array.of(rank + 30), next, 44);
    const sts = waitAll([held, er]);
    out.settled = [st(sts[0]), sts[1].source, e[0]];
    // waitSomeAsync: one promise settles, the other when released, then nothing is active
    let go;
    const fast = Request.fromPromise(later(0, new Status(0, 1, 0, 0)));
    const slow = Request.fromPromise(new Promise((resolve) => (go = resolve)));
    const some1 = await waitSomeAsync([fast, slow]);
    go(new Status(0, 2, 0, 0));
    const some2 = await waitSomeAsync([fast, slow]);
    const some3 = await waitSomeAsync([fast, slow]);
    out.some = [
      some1.indices,
      some1.statuses.map((x) => x.tag),
      some2.indices,
      some2.statuses.map((x) => x.tag),
      some3.indices,
    ];
    // one request awaited: `await req` and waitAsync() give the status the promise's value makes
    out.awaited = [
      st(await Request.fromPromise(later(1, new Status(rank, 9, 2, 8)))),
      st(
        await Request.fromPromise(later(1, [1, 2, 3]), {
          status: (v) => new Status(rank, 10, v.length, 0),
        }).waitAsync(),
      ),
    ];
    // cancel: opts.cancel withdraws the operation (the request completes, cancelled); without it, no
    const cx = Request.fromPromise(new Promise(() => {}), { cancel: () => true });
    const nc = Request.fromPromise(new Promise(() => {}));
    out.cancel = [cx.cancel(), st(await cx), nc.cancel(), nc.isActive];
    // an aborted awaitable wait rejects with the signal's reason, and the request stays active
    let reason = null;
    const r45 = world.irecv(new Int32Array(1), prev, 45);
    try {
      await waitAnyAsync([nc, r45], { signal: AbortSignal.timeout(5) });
    } catch (x) {
      reason = x.name;
    }
    out.aborted = [reason, nc.isActive, r45.isActive];
    nc.free();
    world.barrier(); // every rank's wait was aborted before any tag-45 message
    world.send(Int32Array.of(0), next, 45);
    r45.wait();
    // bad arguments: each a WasmpiError (thrown, or the rejection of an awaitable wait)
    const errors = [];
    const grab = async (f) => {
      try {
        await f();
        errors.push('no error');
      } catch (x) {
        errors.push(`${x.code}: ${x.message}`);
      }
    };
    await grab(() => Request.fromPromise(42));
    await grab(() => Request.fromPromise(later(0), 5));
    await grab(() => Request.fromPromise(later(0), { status: 'tag 1' }));
    await grab(() => Request.fromPromise(later(0), { cancel: true }));
    await grab(() => Request.fromPromise(later(0, 'v'), { status: () => 7 })); // the wait fails
    await grab(() => waitAllAsync('reqs'));
    await grab(() => waitAnyAsync([r45, 3]));
    await grab(() => waitSomeAsync([], { signal: 'stop' }));
    out.errors = errors;
    return out;
  },

  // ── MPI 4.1 chapter 3: inactive and PROC_NULL requests, lists with no active request ──

  // §3.11: a receive from PROC_NULL completes at once with source PROC_NULL, tag ANY_TAG, count 0;
  // a send to it completes at once.
  procnull(world) {
    const b = new Int32Array(4);
    return {
      recv: st(world.recv(b, PROC_NULL, 3)),
      irecv: st(world.irecv(b, PROC_NULL, 3).wait()),
      recvInit: (() => {
        const r = world.recvInit(b, PROC_NULL, 3);
        r.start();
        return st(r.wait());
      })(),
      probe: st(world.probe(PROC_NULL, 3)),
      iprobe: st(world.iprobe(PROC_NULL, 3)),
      isend: st(world.isend(b, PROC_NULL, 3).wait()),
    };
  },

  // §3.7.5: Testany/Waitany with no active request (an empty list, or all inactive) return flag
  // true, index MPI_UNDEFINED and the empty status; Testsome/Waitsome return no indices.
  noactive(world) {
    const { rank, size } = world;
    const next = (rank + 1) % size;
    const prev = (rank + size - 1) % size;
    const res = {};
    res.testAnyEmpty = testAny([]);
    res.waitAnyEmpty = waitAny([]);
    const inactive = world.recvInit(new Int32Array(1), prev, 21);
    res.testAnyInactive = testAny([inactive]);
    // a completed request whose completion was returned: inactive
    const r = world.irecv(new Int32Array(1), prev, 22);
    world.send(Int32Array.of(rank), next, 22);
    r.wait();
    res.testAnyDone = testAny([r, inactive]);
    res.waitAnyDone = waitAny([r, inactive]);
    res.testSomeDone = testSome([r, inactive]).indices;
    res.waitSomeDone = waitSome([r, inactive]).indices;
    res.testAllDone = testAll([r, inactive])?.map(st);
    // a polling loop over requests ends once they have all completed
    const reqs = [world.irecv(new Int32Array(1), prev, 23), world.irecv(new Int32Array(1), prev, 24)];
    world.send(Int32Array.of(1), next, 24);
    world.send(Int32Array.of(2), next, 23);
    const order = [];
    for (let spins = 0; spins < 1e7; spins++) {
      const a = testAny(reqs);
      if (a === undefined) continue;
      if (a.index < 0) break;
      order.push(a.index);
    }
    res.polled = order.sort();
    // an isend that completed at once (eager) is still active until waited: waitAny reports it
    const e = world.isend(Int32Array.of(5), next, 25);
    res.eagerIndex = waitAny([inactive, e]).index;
    world.recv(new Int32Array(1), prev, 25);
    // testSome with one completed and one pending request
    const pend = world.irecv(new Int32Array(1), prev, 26);
    const got = world.irecv(new Int32Array(1), prev, 27);
    world.send(Int32Array.of(7), next, 27);
    got.wait();
    const got2 = world.irecv(new Int32Array(1), prev, 28);
    world.send(Int32Array.of(8), next, 28);
    while (!got2.test());
    res.testSomePending = testSome([pend, got]).indices; // got was waited: inactive; pend not arrived
    world.barrier();
    world.send(Int32Array.of(6), next, 26);
    res.waitSomePending = waitSome([pend, got]).indices;
    return res;
  },
};

export default function main(world, names) {
  return runScenarios(world, scenarios, names);
}
