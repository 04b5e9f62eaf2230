// Point-to-point scenarios, run in every rank. Each returns what its rank received (values,
// statuses, a sketch of a long message); test/expected/p2p_buf.mjs says what MPI gives.
import { ANY_SOURCE, ANY_TAG, PROC_NULL, Datatype, waitAll } from 'wasmpi';
import {
  runScenarios,
  plain,
  sketch,
  describe,
  TYPED,
  fillFor,
  valueOf,
  largeAt,
  floodLen,
  sleep,
} from './_shared.mjs';

/** The large scenario's message lengths (around the eager threshold, and large) and array kinds. */
export const LARGE_LENS = [1023, 1024, 1025, 2048, 250_000];
export const LARGE_KINDS = [
  ['plain', 'plain'],
  ['plain', 'shared'],
  ['shared', 'plain'],
  ['shared', 'shared'],
];
/** The number of messages of the flood. */
export const FLOOD = 600;

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
    return tok[0];
  },

  // Every rank sends to every rank (itself too) with nonblocking calls, several element types.
  alltoall(world) {
    const { rank, size } = world;
    const reqs = [];
    const inbox = [];
    for (let s = 0; s < size; s++) {
      const buf = new TYPED[(s + rank) % TYPED.length](5 + s);
      inbox.push(buf);
      reqs.push(world.irecv(buf, s, 100 + s));
    }
    for (let d = 0; d < size; d++) {
      const ctor = TYPED[(rank + d) % TYPED.length];
      reqs.push(world.isend(fillFor(ctor, 5 + rank, rank * 31 + d), d, 100 + rank));
    }
    const sts = waitAll(reqs);
    return inbox.map((buf, s) => [sts[s].source, sts[s].tag, sts[s].count, plain(buf)]);
  },

  // Non-overtaking: messages of one sender arrive in order, per tag and with ANY_TAG.
  order(world) {
    const { rank, size } = world;
    const next = (rank + 1) % size;
    const prev = (rank + size - 1) % size;
    const n = 60;
    for (let i = 0; i < n; i++) world.send(Int32Array.of(i, i % 3), next, i % 3);
    const v = new Int32Array(2);
    const got = [];
    // Tag 2 first: every tag-2 message in order, skipping the others.
    for (let i = 2; i < n; i += 3) {
      world.recv(v, prev, 2);
      got.push([v[0], v[1]]);
    }
    // Then the rest with ANY_TAG: tags 0 and 1 interleaved in send order.
    for (let i = 0; i < n - 20; i++) {
      const st = world.recv(v, prev, ANY_TAG);
      got.push([v[0], st.tag]);
    }
    return got;
  },

  // Every TypedArray type, zero-length messages, and counts smaller than the buffer.
  types(world) {
    const { rank, size } = world;
    const next = (rank + 1) % size;
    const prev = (rank + size - 1) % size;
    const out = { statuses: [], values: [] };
    for (const ctor of TYPED) {
      const r = world.irecv(new ctor(7), prev, 1);
      world.send(fillFor(ctor, 7, rank), next, 1);
      const st = r.wait();
      out.statuses.push([st.count, st.bytes]);
    }
    for (const ctor of TYPED) {
      const buf = new ctor(7);
      const r = world.irecv(buf, prev, 2);
      world.send(fillFor(ctor, 7, rank), next, 2);
      r.wait();
      out.values.push(plain(buf));
    }
    // zero-length
    const zr = world.irecv(new Float64Array(0), prev, 3);
    world.send(new Float64Array(0), next, 3);
    const zs = zr.wait();
    out.empty = [zs.count, zs.source];
    // count smaller than the buffer, received into a larger buffer
    const big = new Int16Array(10).fill(-1);
    const cr = world.irecv(big, prev, 4);
    world.send(Int16Array.of(1, 2, 3, 4, 5, 6), next, 4, { count: 3 });
    out.short = [cr.wait().count, plain(big)];
    return out;
  },

  // Messages around the eager threshold and large ones, ordinary and shared-memory arrays.
  large(world) {
    const { rank, size } = world;
    const next = (rank + 1) % size;
    const prev = (rank + size - 1) % size;
    const got = [];
    for (const n of LARGE_LENS) {
      for (const [sk, rk] of LARGE_KINDS) {
        const src = sk === 'shared' ? world.alloc(Float64Array, n) : new Float64Array(n);
        for (let i = 0; i < n; i++) src[i] = largeAt(rank, i);
        const dst = rk === 'shared' ? world.alloc(Float64Array, n) : new Float64Array(n);
        const r = world.irecv(dst, prev, 5);
        const s = world.isend(src, next, 5);
        waitAll([s, r]);
        got.push(sketch(dst));
        if (sk === 'shared') world.freeMem(src);
        if (rk === 'shared') world.freeMem(dst);
      }
    }
    return got;
  },

  anysource(world) {
    const { rank, size } = world;
    if (rank !== 0) {
      world.send(Int32Array.of(rank, rank * rank), 0, 40 + rank);
      return null;
    }
    const v = new Int32Array(2);
    const got = [];
    for (let i = 1; i < size; i++) {
      const st = world.recv(v, ANY_SOURCE, ANY_TAG);
      got.push([st.source, st.tag, v[0], v[1]]);
    }
    return got; // in arrival order
  },

  probe(world) {
    const { rank, size } = world;
    const next = (rank + 1) % size;
    const prev = (rank + size - 1) % size;
    world.send(new Float32Array(3 + rank), next, 77);
    let st;
    while (!(st = world.iprobe(prev, 77)));
    const st2 = world.probe(ANY_SOURCE, 77);
    const got = world.recv(new Float32Array(st.count), st.source, st.tag);
    return [st.source, st.count, st.bytes, st2.count, got.count, world.iprobe(prev, 77) ?? null];
  },

  // ssend completes only once the receiver has matched: rank 0 sends a second message only after
  // its ssend returns, and rank 1, posting its receive 150 ms late, must not see that one before.
  ssend(world) {
    const { rank, size } = world;
    if (size < 2 || rank > 1) return null;
    if (rank === 0) {
      world.ssend(Int32Array.of(42), 1, 3);
      world.send(Int32Array.of(43), 1, 4);
      return null;
    }
    sleep(150);
    const early = world.iprobe(0, 4) !== undefined;
    const v = new Int32Array(1);
    world.recv(v, 0, 3);
    const w = new Int32Array(1);
    world.recv(w, 0, 4);
    return [early, v[0], w[0]];
  },

  sendrecv(world) {
    const { rank, size } = world;
    const next = (rank + 1) % size;
    const prev = (rank + size - 1) % size;
    const out = new Float64Array(5000).fill(rank);
    const into = new Float64Array(5000);
    const st = world.sendrecv(out, next, into, prev, { sendtag: 8, recvtag: 8 });
    return [st.source, ...sketch(into)];
  },

  // sendrecvReplace around the ring: a large plain buffer (rendezvous), then the even elements of
  // a small one through a vector type (the odd ones stay), then a shift by two ranks received from
  // any source (the status says who sent it)
  replace(world) {
    const { rank, size } = world;
    const next = (rank + 1) % size;
    const prev = (rank + size - 1) % size;
    const big = new Float64Array(20_000).fill(rank);
    const s1 = world.sendrecvReplace(big, next, prev, { sendtag: 9, recvtag: 9 });
    const small = Int32Array.from({ length: 12 }, (_, i) => 100 * rank + i);
    const even = Datatype.vector(6, 1, 2, Datatype.INT32).commit();
    const s2 = world.sendrecvReplace(small, next, prev, { sendtag: 10, recvtag: 10, datatype: even, count: 1 });
    const one = Int32Array.of(rank, -rank);
    // its own tag: a receive from any source with any tag could take the next scenario's message
    // from a rank that is already there
    const s3 = world.sendrecvReplace(one, (rank + 2) % size, ANY_SOURCE, { sendtag: 11, recvtag: 11 });
    let bad = null;
    try {
      world.sendrecvReplace(one, next, prev, { sendtype: Datatype.INT32 });
    } catch (e) {
      bad = [e.code, /sendrecvReplace.*option sendtype/.test(e.message)];
    }
    return [[s1.source, s1.count, ...sketch(big)], [s2.source, s2.count, ...small], [s3.source, s3.tag, ...one], bad];
  },

  value(world) {
    const { rank, size } = world;
    const next = (rank + 1) % size;
    const prev = (rank + size - 1) % size;
    world.sendValue(valueOf(rank), next, 12);
    return describe(world.recvValue(prev, 12));
  },

  procnull(world) {
    world.send(Int32Array.of(1), PROC_NULL, 0);
    const st = world.recv(new Int32Array(1), PROC_NULL, 0);
    return [st.source, st.count, world.isend(Int32Array.of(1), PROC_NULL).wait().count];
  },

  // Sending to oneself: eager, and large (rendezvous) with the receive posted first.
  self(world) {
    const { rank } = world;
    world.send(Int32Array.of(rank), rank, 1);
    const v = new Int32Array(1);
    world.recv(v, rank, 1);
    const big = new Float64Array(100_000).fill(rank + 0.5);
    const into = new Float64Array(100_000);
    const r = world.irecv(into, rank, 2);
    world.send(big, rank, 2);
    r.wait();
    return [v[0], ...sketch(into)];
  },

  // Far more eager traffic than a ring holds, received in reverse tag order: the sender blocks on
  // a full ring until the receiver drains it into its unexpected queue; nothing is lost or reordered.
  flood(world) {
    const { rank, size } = world;
    if (size < 2 || rank > 1) return null;
    if (rank === 0) {
      for (let i = 0; i < FLOOD; i++) world.send(new Int32Array(floodLen(i)).fill(i), 1, i % 4);
      return null;
    }
    sleep(50);
    const got = [];
    const b = new Int32Array(2048);
    for (let t = 3; t >= 0; t--) {
      for (let i = t; i < FLOOD; i += 4) {
        const st = world.recv(b, 0, t);
        got.push([st.count, b[0], b[st.count - 1]]);
      }
    }
    return got;
  },

  // Byte receives take messages of any element type.
  bytes(world) {
    const { rank, size } = world;
    const next = (rank + 1) % size;
    const prev = (rank + size - 1) % size;
    world.send(Float64Array.of(1.5, rank), next, 6);
    const raw = new Uint8Array(16);
    const st = world.recv(raw, prev, 6, { datatype: Datatype.BYTE });
    return [st.bytes, ...new Float64Array(raw.buffer)];
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
  'replace',
  'value',
  'procnull',
  'self',
  'bytes',
  'flood',
];

export default function main(world, names) {
  return runScenarios(world, scenarios, names);
}
