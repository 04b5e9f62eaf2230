// MPI 4.1 chapter 3 rules for requests that wasmpi once got wrong: the empty status of an inactive
// request (section 3.7.3) and Testany/Waitany/Testsome/Waitsome over lists with no active request
// (section 3.7.5). Each scenario returns what it observed; test/mpi3_requests.test.mjs asserts.
import { waitAny, waitSome, testAny, testSome, testAll, ANY_SOURCE, ANY_TAG, PROC_NULL } from 'wasmpi';
import { runScenarios } from './_shared.mjs';

const st = (s) => s && { source: s.source, tag: s.tag, count: s.count, cancelled: s.cancelled };

const scenarios = {
  // §3.7.3: a wait or test on an inactive persistent request (never started, or started and
  // completed) returns at once with the empty status.
  inactive(world) {
    const { rank, size } = world;
    const next = (rank + 1) % size;
    const prev = (rank + size - 1) % size;
    const out = Int32Array.of(rank + 100);
    const into = new Int32Array(1);
    const s = world.sendInit(out, next, 11);
    const r = world.recvInit(into, prev, 11);
    const fresh = { send: st(s.test()), recv: st(r.test()), sendWait: st(s.wait()), recvWait: st(r.wait()) };
    r.start();
    s.start();
    const done = { recv: st(r.wait()), send: st(s.wait()), value: into[0] };
    const after = { recv: st(r.test()), send: st(s.test()), recvWait: st(r.wait()) };
    // a nonblocking request whose completion was returned is inactive too (MPI sets it to
    // MPI_REQUEST_NULL; a wait on that returns the empty status)
    const q = world.irecv(into, prev, 12);
    world.send(out, next, 12);
    const first = st(q.wait());
    const second = st(q.wait());
    return { fresh, done, after, first, second, prev };
  },

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

export default async function main(world, names) {
  const out = await runScenarios(world, scenarios, names);
  out.constants = { ANY_SOURCE, ANY_TAG, PROC_NULL };
  return out;
}
