// Point-to-point scenarios, run in every rank. Each asserts what its rank sees and returns a summary.
import assert from 'node:assert/strict';
import { ANY_SOURCE, ANY_TAG, PROC_NULL, Datatype, waitAll } from 'wasmpi';
import { runScenarios } from './_shared.mjs';

const TYPES = [
  Int8Array,
  Uint8Array,
  Uint8ClampedArray,
  Int16Array,
  Uint16Array,
  Int32Array,
  Uint32Array,
  Float32Array,
  Float64Array,
  BigInt64Array,
  BigUint64Array,
];

function fillFor(ctor, n, seed) {
  const a = new ctor(n);
  for (let i = 0; i < n; i++) {
    const v = (seed * 131 + i * 7) % 120;
    a[i] = ctor === BigInt64Array || ctor === BigUint64Array ? BigInt(v) * 1000000007n : v;
  }
  return a;
}

const scenarios = {
  ring(world) {
    const { rank, size } = world;
    const next = (rank + 1) % size;
    const prev = (rank + size - 1) % size;
    const tok = new Float64Array(1);
    for (let lap = 0; lap < 100; lap++) {
      if (rank === 0) {
        world.send(tok, next, 9);
        world.recv(tok, prev, 9);
      } else {
        world.recv(tok, prev, 9);
        tok[0] += rank;
        world.send(tok, next, 9);
      }
    }
    if (rank === 0) assert.equal(tok[0], (100 * size * (size - 1)) / 2);
    return tok[0];
  },

  // Every rank sends to every rank (itself too) with nonblocking calls, several element types.
  alltoall(world) {
    const { rank, size } = world;
    const reqs = [];
    const inbox = [];
    for (let s = 0; s < size; s++) {
      const ctor = TYPES[(s + rank) % TYPES.length];
      const buf = new ctor(5 + s);
      inbox.push([s, buf, ctor]);
      reqs.push(world.irecv(buf, s, 100 + s));
    }
    for (let d = 0; d < size; d++) {
      const ctor = TYPES[(rank + d) % TYPES.length];
      reqs.push(world.isend(fillFor(ctor, 5 + rank, rank * 31 + d), d, 100 + rank));
    }
    const sts = waitAll(reqs);
    for (const [s, buf, ctor] of inbox) {
      assert.deepEqual(buf, fillFor(ctor, 5 + s, s * 31 + rank), `from ${s}`);
      const st = sts[s];
      assert.equal(st.source, s);
      assert.equal(st.tag, 100 + s);
      assert.equal(st.count, 5 + s);
    }
    return size;
  },

  // Non-overtaking: messages of one sender arrive in order, per tag and with ANY_TAG.
  order(world) {
    const { rank, size } = world;
    const next = (rank + 1) % size;
    const prev = (rank + size - 1) % size;
    const n = 60;
    for (let i = 0; i < n; i++) world.send(Int32Array.of(i, i % 3), next, i % 3);
    const v = new Int32Array(2);
    // Tag 2 first: every tag-2 message in order, skipping the others.
    for (let i = 2; i < n; i += 3) {
      world.recv(v, prev, 2);
      assert.deepEqual([...v], [i, 2]);
    }
    // Then the rest with ANY_TAG: tags 0 and 1 interleaved in send order.
    for (let i = 0; i < n; i++) {
      if (i % 3 === 2) continue;
      const st = world.recv(v, prev, ANY_TAG);
      assert.equal(v[0], i);
      assert.equal(st.tag, i % 3);
    }
    return n;
  },

  // Every TypedArray type, zero-length messages, and counts smaller than the buffer.
  types(world) {
    const { rank, size } = world;
    const next = (rank + 1) % size;
    const prev = (rank + size - 1) % size;
    for (const ctor of TYPES) {
      const r = world.irecv(new ctor(7), prev, 1);
      world.send(fillFor(ctor, 7, rank), next, 1);
      const st = r.wait();
      assert.equal(st.count, 7);
      assert.equal(st.bytes, 7 * ctor.BYTES_PER_ELEMENT);
    }
    for (const ctor of TYPES) {
      const buf = new ctor(7);
      const r = world.irecv(buf, prev, 2);
      world.send(fillFor(ctor, 7, rank), next, 2);
      r.wait();
      assert.deepEqual(buf, fillFor(ctor, 7, prev), ctor.name);
    }
    // zero-length
    const zr = world.irecv(new Float64Array(0), prev, 3);
    world.send(new Float64Array(0), next, 3);
    const zs = zr.wait();
    assert.equal(zs.count, 0);
    assert.equal(zs.source, prev);
    // count smaller than the buffer, received into a larger buffer
    const big = new Int16Array(10).fill(-1);
    const cr = world.irecv(big, prev, 4);
    world.send(Int16Array.of(1, 2, 3, 4, 5, 6), next, 4, { count: 3 });
    assert.equal(cr.wait().count, 3);
    assert.deepEqual([...big], [1, 2, 3, -1, -1, -1, -1, -1, -1, -1]);
    return TYPES.length;
  },

  // Messages around the eager threshold and large ones, ordinary and shared-memory arrays.
  large(world) {
    const { rank, size } = world;
    const next = (rank + 1) % size;
    const prev = (rank + size - 1) % size;
    const lens = [1023, 1024, 1025, 2048, 250_000];
    const kinds = [
      ['plain', 'plain'],
      ['plain', 'shared'],
      ['shared', 'plain'],
      ['shared', 'shared'],
    ];
    let checked = 0;
    for (const n of lens) {
      for (const [sk, rk] of kinds) {
        const src = sk === 'shared' ? world.alloc(Float64Array, n) : new Float64Array(n);
        for (let i = 0; i < n; i++) src[i] = rank * 1e6 + i;
        const dst = rk === 'shared' ? world.alloc(Float64Array, n) : new Float64Array(n);
        const r = world.irecv(dst, prev, 5);
        const s = world.isend(src, next, 5);
        waitAll([s, r]);
        for (let i = 0; i < n; i += 97) assert.equal(dst[i], prev * 1e6 + i, `${sk}->${rk} n=${n} i=${i}`);
        assert.equal(dst[n - 1], prev * 1e6 + n - 1);
        if (sk === 'shared') world.freeMem(src);
        if (rk === 'shared') world.freeMem(dst);
        checked++;
      }
    }
    return checked;
  },

  anysource(world) {
    const { rank, size } = world;
    if (rank !== 0) {
      world.send(Int32Array.of(rank, rank * rank), 0, 40 + rank);
      return 0;
    }
    const seen = new Set();
    const v = new Int32Array(2);
    for (let i = 1; i < size; i++) {
      const st = world.recv(v, ANY_SOURCE, ANY_TAG);
      assert.equal(v[0], st.source);
      assert.equal(v[1], st.source * st.source);
      assert.equal(st.tag, 40 + st.source);
      assert.ok(!seen.has(st.source));
      seen.add(st.source);
    }
    return seen.size;
  },

  probe(world) {
    const { rank, size } = world;
    const next = (rank + 1) % size;
    const prev = (rank + size - 1) % size;
    world.send(new Float32Array(3 + rank), next, 77);
    let st;
    while (!(st = world.iprobe(prev, 77)));
    assert.equal(st.source, prev);
    assert.equal(st.count, 3 + prev);
    assert.equal(st.bytes, 4 * (3 + prev));
    const st2 = world.probe(ANY_SOURCE, 77);
    assert.equal(st2.count, st.count);
    const got = world.recv(new Float32Array(st.count), st.source, st.tag);
    assert.equal(got.count, 3 + prev);
    assert.equal(world.iprobe(prev, 77), undefined);
    return st.count;
  },

  // ssend completes only once the receiver has matched: the receiver posts 150 ms late.
  ssend(world) {
    const { rank, size } = world;
    if (size < 2 || rank > 1) return 0;
    if (rank === 0) {
      const t0 = performance.now();
      world.ssend(Int32Array.of(42), 1, 3);
      return performance.now() - t0;
    }
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 150);
    const v = new Int32Array(1);
    world.recv(v, 0, 3);
    assert.equal(v[0], 42);
    return 0;
  },

  sendrecv(world) {
    const { rank, size } = world;
    const next = (rank + 1) % size;
    const prev = (rank + size - 1) % size;
    const out = new Float64Array(5000).fill(rank);
    const into = new Float64Array(5000);
    const st = world.sendrecv(out, next, into, prev, { sendtag: 8, recvtag: 8 });
    assert.equal(st.source, prev);
    assert.equal(into[4999], prev);
    return into[0];
  },

  value(world) {
    const { rank, size } = world;
    const next = (rank + 1) % size;
    const prev = (rank + size - 1) % size;
    const v = {
      from: rank,
      list: [1, 'two', { three: 3 }],
      map: new Map([['k', rank]]),
      big: 10n ** 20n,
      f32: Float32Array.of(rank, 0.5),
      when: new Date(0),
    };
    world.sendValue(v, next, 12);
    const got = world.recvValue(prev, 12);
    assert.deepEqual(got, { ...v, from: prev, map: new Map([['k', prev]]), f32: Float32Array.of(prev, 0.5) });
    return got.from;
  },

  procnull(world) {
    world.send(Int32Array.of(1), PROC_NULL, 0);
    const st = world.recv(new Int32Array(1), PROC_NULL, 0);
    assert.equal(st.source, PROC_NULL);
    assert.equal(st.count, 0);
    assert.equal(world.isend(Int32Array.of(1), PROC_NULL).wait().count, 0);
    return 1;
  },

  // Sending to oneself: eager, and large (rendezvous) with the receive posted first.
  self(world) {
    const { rank } = world;
    world.send(Int32Array.of(rank), rank, 1);
    const v = new Int32Array(1);
    world.recv(v, rank, 1);
    assert.equal(v[0], rank);
    const big = new Float64Array(100_000).fill(rank + 0.5);
    const into = new Float64Array(100_000);
    const r = world.irecv(into, rank, 2);
    world.send(big, rank, 2);
    r.wait();
    assert.equal(into[99_999], rank + 0.5);
    return 1;
  },

  // Far more eager traffic than a ring holds, received in reverse tag order: the sender blocks on
  // a full ring until the receiver drains it into its unexpected queue; nothing is lost or reordered.
  flood(world) {
    const { rank, size } = world;
    if (size < 2) return 0;
    const n = 600;
    const len = (i) => 1 + ((i * 797) % 2048); // 4 B .. 8 KiB records: every wrap position
    if (rank === 0) {
      for (let i = 0; i < n; i++) world.send(new Int32Array(len(i)).fill(i), 1, i % 4);
      return n;
    }
    if (rank !== 1) return 0;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    for (let t = 3; t >= 0; t--) {
      for (let i = t; i < n; i += 4) {
        const b = new Int32Array(2048);
        const st = world.recv(b, 0, t);
        assert.equal(st.count, len(i));
        assert.equal(b[0], i);
        assert.equal(b[st.count - 1], i);
      }
    }
    return n;
  },

  // Byte receives take messages of any element type.
  bytes(world) {
    const { rank, size } = world;
    const next = (rank + 1) % size;
    const prev = (rank + size - 1) % size;
    world.send(Float64Array.of(1.5, rank), next, 6);
    const raw = new Uint8Array(16);
    const st = world.recv(raw, prev, 6, { datatype: Datatype.BYTE });
    assert.equal(st.bytes, 16);
    assert.deepEqual([...new Float64Array(raw.buffer)], [1.5, prev]);
    return 1;
  },
};

/** Every scenario, in the order the tests run them. */
export const SCENARIOS = [
  'ring',
  'alltoall',
  'order',
  'types',
  'large',
  'anysource',
  'probe',
  'ssend',
  'sendrecv',
  'value',
  'procnull',
  'self',
  'bytes',
  'flood',
];

export default function main(world, names) {
  return runScenarios(world, scenarios, names);
}
