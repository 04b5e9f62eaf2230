// Bad input and failures, seen from inside the ranks.
import assert from 'node:assert/strict';
import { WasmpiError, ANY_SOURCE, finalize } from 'wasmpi';

function expectCode(fn, code, re) {
  try {
    fn();
  } catch (e) {
    assert.ok(e instanceof WasmpiError, `expected a WasmpiError, got ${e}`);
    assert.equal(e.code, code, e.message);
    if (re) assert.match(e.message, re);
    return e.message;
  }
  assert.fail(`expected ${code}`);
}

const scenarios = {
  // Wrong arguments: every message names the value given and what was expected.
  args(world) {
    const b = new Int32Array(4);
    const m = {};
    m.rank = expectCode(
      () => world.send(b, 99, 0),
      'ERR_RANK',
      /dest 99 is out of range: expected an integer 0 <= dest < \d/,
    );
    m.rankf = expectCode(() => world.recv(b, 1.5, 0), 'ERR_RANK', /source 1\.5/);
    m.tag = expectCode(() => world.send(b, 0, -5), 'ERR_TAG', /tag -5 is invalid/);
    m.anytag = expectCode(() => world.isend(b, 0, -1), 'ERR_TAG', /tag -1/);
    m.count = expectCode(
      () => world.send(b, 0, 0, { count: 9 }),
      'ERR_COUNT',
      /count 9 of int32 needs 36 bytes but .* holds 16 bytes/,
    );
    m.countneg = expectCode(() => world.send(b, 0, 0, { count: -1 }), 'ERR_COUNT', /non-negative integer, got -1/);
    m.buffer = expectCode(() => world.send([1, 2], 0, 0), 'ERR_BUFFER', /must be a TypedArray .* got Array\(2\)/);
    m.type = expectCode(() => world.send(b, 0, 0, { datatype: 'int32' }), 'ERR_TYPE', /datatype must be a Datatype/);
    m.alloc = expectCode(() => world.alloc(Array, 3), 'ERR_TYPE', /TypedArray constructor/);
    m.free = expectCode(() => world.freeMem(new Float64Array(2)), 'ERR_BUFFER', /not returned by alloc/);
    m.split = expectCode(() => world.split(-3), 'ERR_ARG', /color -3 is invalid/);
    m.splitType = expectCode(() => world.splitType('numa-ish'), 'ERR_ARG', /"numa-ish" is not supported/);
    const sent = world.isend(b, world.rank, 0);
    m.start = expectCode(() => sent.start(), 'ERR_PENDING', /only persistent requests/);
    world.recv(b, world.rank, 0); // the isend above was still delivered
    sent.wait();
    m.world = expectCode(() => world.free(), 'ERR_COMM', /predefined/);
    const d = world.dup();
    d.free();
    m.freed = expectCode(() => d.send(b, 0, 0), 'ERR_COMM', /was freed/);
    return m;
  },

  // A receive buffer too small (MPI 4.1 section 3.2.4): ERR_TRUNCATE after receiving what fits;
  // the message is consumed (the next receive gets the next message, never the stale one) and the
  // other messages stay intact. Eager: the messages [1, 2], then [7, 7, 7].
  truncate(world) {
    if (world.rank === 1) {
      world.send(Float64Array.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10), 0, 5);
      world.send(Float64Array.of(99), 0, 6);
      world.send(Float64Array.of(11, 12, 13, 14, 15, 16, 17, 18, 19, 20), 0, 5);
      world.send(Int32Array.of(1, 2), 0, 7);
      world.send(Int32Array.of(7, 7, 7), 0, 7);
      return 0;
    }
    if (world.rank !== 0) return 0;
    const small = new Float64Array(5).fill(-1);
    let err;
    const msg = expectCode(
      () => {
        try {
          world.recv(small, 1, 5);
        } catch (e) {
          err = e;
          throw e;
        }
      },
      'ERR_TRUNCATE',
      /holds 80 bytes but the receive buffer holds 40 bytes \(5 float64\); its first 40 bytes were received and the message is consumed/,
    );
    assert.deepEqual([...small], [1, 2, 3, 4, 5]);
    assert.deepEqual(
      { source: err.status.source, tag: err.status.tag, count: err.status.count, bytes: err.status.bytes },
      { source: 1, tag: 5, count: 5, bytes: 40 },
    );
    const one = new Float64Array(1);
    world.recv(one, 1, 6);
    assert.equal(one[0], 99);
    const full = new Float64Array(10);
    const st = world.recv(full, 1, 5);
    assert.equal(st.count, 10);
    assert.deepEqual([...full], [11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    const i1 = new Int32Array(1);
    expectCode(() => world.recv(i1, 1, 7), 'ERR_TRUNCATE');
    assert.equal(i1[0], 1);
    const i3 = new Int32Array(3);
    const st3 = world.recv(i3, 1, 7);
    assert.deepEqual([...i3, st3.count], [7, 7, 7, 3]);
    return msg;
  },

  // The same through a nonblocking receive posted before a rendezvous message arrives: the sender's
  // send completes (it would hang if the message stayed queued), and the next message is received.
  truncate_nb(world) {
    if (world.rank === 1) {
      world.recv(new Int32Array(1), 0, 1); // wait until rank 0 has posted
      world.send(
        Int32Array.from({ length: 50000 }, (_, i) => i),
        0,
        2,
      ); // rendezvous size
      world.ssend(new Int32Array(50000).fill(7), 0, 2);
      return 0;
    }
    if (world.rank !== 0) return 0;
    const head = new Int32Array(10);
    const r = world.irecv(head, 1, 2);
    world.send(Int32Array.of(0), 1, 1);
    const msg = expectCode(() => r.wait(), 'ERR_TRUNCATE', /holds 200000 bytes/);
    assert.deepEqual([...head], [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    assert.equal(r.test()?.count, 0, 'the request is inactive after its error was returned');
    const all = new Int32Array(50000);
    world.recv(all, 1, 2);
    assert.ok(all.every((v) => v === 7));
    return msg;
  },

  // Element type mismatch: ERR_TYPE, message kept.
  type(world) {
    if (world.rank === 1) {
      world.send(Float64Array.of(2.5), 0, 3);
      return 0;
    }
    if (world.rank !== 0) return 0;
    const msg = expectCode(
      () => world.recv(new Int32Array(2), 1, 3),
      'ERR_TYPE',
      /holds float64 elements but the receive buffer is int32/,
    );
    const f = new Float64Array(1);
    world.recv(f, 1, 3);
    assert.equal(f[0], 2.5);
    return msg;
  },

  // Rank 1 throws at once; rank 0, blocked on it, must fail fast.
  throws(world) {
    if (world.rank === 1) throw new RangeError('boom in rank 1');
    const t0 = performance.now();
    try {
      world.recv(new Int32Array(1), 1, 0);
    } catch (e) {
      throw new Error(JSON.stringify({ code: e.code, message: e.message, ms: performance.now() - t0 }), { cause: e });
    }
    return 0;
  },

  exits(world) {
    if (world.rank === 1) process.exit(3);
    const t0 = performance.now();
    try {
      world.recv(new Int32Array(1), ANY_SOURCE, 0);
    } catch (e) {
      throw new Error(JSON.stringify({ code: e.code, message: e.message, ms: performance.now() - t0 }), { cause: e });
    }
    return 0;
  },

  // Rank 1 returns without sending; rank 0 waits on it.
  finalized(world) {
    if (world.rank === 1) return 'done';
    const m = expectCode(() => world.recv(new Int32Array(1), 1, 0), 'ERR_PROC_FAILED', /rank 1 has finalized/);
    const s = expectCode(() => world.send(new Int32Array(1), 1, 0), 'ERR_PROC_FAILED', /rank 1 has finalized/);
    return [m, s];
  },

  // A message sent just before the sender returned is still received.
  lastwords(world) {
    if (world.rank === 1) {
      world.send(Int32Array.of(5), 0, 1);
      return 0;
    }
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    const v = new Int32Array(1);
    world.recv(v, 1, 1);
    return v[0];
  },

  // Both ranks receive first: every blocked call gets ERR_DEADLOCK with the wait-for cycle.
  deadlock(world) {
    if (world.rank > 1) return 'idle';
    const t0 = performance.now();
    const msg = expectCode(() => world.recv(new Int32Array(1), 1 - world.rank, 7), 'ERR_DEADLOCK');
    return { msg, ms: performance.now() - t0 };
  },

  afterfinalize(world) {
    finalize();
    return expectCode(() => world.send(new Int32Array(1), 0, 0), 'ERR_COMM', /called finalize/);
  },

  // A rank stuck in its own code: the launch timeout aborts the world.
  stuck(world) {
    if (world.rank === 1) {
      const end = Date.now() + 20_000;
      while (Date.now() < end);
      return 0;
    }
    world.recv(new Int32Array(1), 1, 0);
    return 0;
  },
};

export default function main(world, [name]) {
  return scenarios[name](world);
}
