// Request scenarios: test, cancel, await, waitAny/Some, testAll, persistent requests.
import assert from 'node:assert/strict';
import { waitAll, waitAny, waitSome, testAll, testAny, startAll, ANY_SOURCE, ANY_TAG, UNDEFINED } from 'wasmpi';
import { runScenarios } from './_shared.mjs';

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

  // Persistent requests read the buffer at start() and can be restarted.
  persistent(world) {
    const { rank, size } = world;
    const next = (rank + 1) % size;
    const prev = (rank + size - 1) % size;
    const out = new Float64Array(2000);
    const into = new Float64Array(2000);
    const s = world.sendInit(out, next, 7);
    const r = world.recvInit(into, prev, 7);
    for (let round = 0; round < 3; round++) {
      out.fill(rank * 10 + round); // changed after init: the start reads the current contents
      startAll([r, s]);
      waitAll([s, r]);
      assert.equal(into[0], prev * 10 + round);
      assert.equal(into[1999], prev * 10 + round);
    }
    assert.throws(
      () => {
        r.start();
        r.start();
      },
      (e) => e.code === 'ERR_PENDING' && /still active/.test(e.message),
    );
    s.start();
    r.wait();
    s.wait();
    return 3;
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
};

export default function main(world, names) {
  return runScenarios(world, scenarios, names);
}
