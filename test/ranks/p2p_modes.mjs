// Scenarios for nonblocking sendrecv (isendrecv, isendrecvReplace), matched probes (mprobe,
// improbe, Message), buffered sends (bsend, ibsend, bsendInit with bufferAttach/bufferDetach) and
// ready sends (rsend, irsend, rsendInit). Each returns what it observed for test/p2p_modes.test.mjs.
import assert from 'node:assert/strict';
import {
  ANY_SOURCE,
  ANY_TAG,
  PROC_NULL,
  Datatype,
  waitAll,
  bufferAttach,
  bufferDetach,
  BSEND_OVERHEAD,
  Message,
} from 'wasmpi';
import { runScenarios, codeOf, statusOf as st } from './_shared.mjs';

/** Element i of the message rank r sends in round t. */
const val = (r, i, t = 0) => r * 1000 + i + t * 0.5;
const fill = (a, r, t = 0) => {
  for (let i = 0; i < a.length; i++) a[i] = val(r, i, t);
  return a;
};
/** The first index where `a` differs from what rank r sent in round t (with `stride`), or -1. */
const bad = (a, r, t = 0, stride = 1) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== val(r, i * stride, t)) return i;
  return -1;
};
const tick = () => new Promise((resolve) => setImmediate(resolve));

const LARGE = 40_000; // float64 elements: past the eager limit (a rendezvous)

const scenarios = {
  isendrecv(world) {
    const { rank, size } = world;
    const next = (rank + 1) % size,
      prev = (rank + size - 1) % size;
    const out = {};
    // small and large, together in one waitAll
    const s1 = fill(new Float64Array(5), rank, 1),
      r1 = new Float64Array(5);
    const s2 = fill(new Float64Array(LARGE), rank, 2),
      r2 = new Float64Array(LARGE);
    const q1 = world.isendrecv(s1, next, r1, prev, { sendtag: 1, recvtag: 1 });
    const q2 = world.isendrecv(s2, next, r2, ANY_SOURCE, { sendtag: 2, recvtag: 2 });
    const [a, b] = waitAll([q1, q2]);
    out.small = { st: st(a), bad: bad(r1, prev, 1) };
    out.large = { st: st(b), bad: bad(r2, prev, 2) };
    // different send and receive types: every other element sent (a vector), received contiguous
    const vec = Datatype.vector(6, 1, 2, Datatype.FLOAT64).commit();
    const s3 = fill(new Float64Array(12), rank, 3),
      r3 = new Float64Array(6);
    const st3 = world
      .isendrecv(s3, next, r3, prev, { sendtag: 3, recvtag: 3, sendtype: vec, sendcount: 1, recvcount: 6 })
      .wait();
    out.types = { st: st(st3), bad: bad(r3, prev, 3, 2) };
    // PROC_NULL on either side
    const r4 = new Float64Array(2).fill(-1);
    out.nullSource = st(world.isendrecv(fill(new Float64Array(2), rank), PROC_NULL, r4, PROC_NULL).wait());
    out.untouched = Array.from(r4);
    // replace: the buffer's contents go, the neighbour's come, large and small; the buffer may be
    // reused by the caller only after the wait, but what is sent is what it held at the start
    const b5 = fill(new Float64Array(LARGE), rank, 5);
    const q5 = world.isendrecvReplace(b5, next, prev, { sendtag: 5, recvtag: 5 });
    const b6 = fill(new Int32Array(7), rank, 0);
    const q6 = world.isendrecvReplace(b6, next, prev, { sendtag: 6, recvtag: 6 });
    const [st5, st6] = waitAll([q6, q5]).reverse();
    out.replace = { st: st(st5), bad: bad(b5, prev, 5), st6: st(st6), bad6: bad(b6, prev, 0) };
    // replace with a derived type: the vector's elements are exchanged in place, the others kept
    const b7 = fill(new Float64Array(12), rank, 7);
    world.isendrecvReplace(b7, next, prev, { sendtag: 7, recvtag: 7, datatype: vec, count: 1 }).wait();
    let vbad = -1;
    for (let i = 0; i < 12; i++) if (b7[i] !== val(i % 2 === 0 ? prev : rank, i, 7)) vbad = vbad < 0 ? i : vbad;
    out.replaceType = vbad;
    // different layouts on the two sides: odd ranks send and receive every other element of 12 (a
    // vector), even ranks 6 contiguous ones; the type signatures match (6 float64), blocking and not
    const mine = rank % 2 === 1;
    const k = (i) => (mine ? 2 * i : i); // where element i of the message lives in the buffer
    const mixed = [];
    for (const nb of [false, true]) {
      const b8 = mine
        ? fill(new Float64Array(12), rank, 9)
        : Float64Array.from({ length: 6 }, (_, i) => val(rank, 2 * i, 9));
      const o8 = mine ? { sendtag: 8, recvtag: 8, datatype: vec, count: 1 } : { sendtag: 8, recvtag: 8 };
      const st8 = nb ? world.isendrecvReplace(b8, next, prev, o8).wait() : world.sendrecvReplace(b8, next, prev, o8);
      let mbad = -1;
      for (let i = 0; i < 6 && mbad < 0; i++) if (b8[k(i)] !== val(prev, 2 * i, 9)) mbad = i;
      if (mine) for (let i = 1; i < 12 && mbad < 0; i += 2) if (b8[i] !== val(rank, i, 9)) mbad = 100 + i;
      mixed.push([st8.count, mbad]);
    }
    out.mixedTypes = mixed;
    // warm: the same calls again reuse the copies of the nonblocking replace
    for (let k = 0; k < 3; k++) {
      fill(b6, rank, 0);
      world.isendrecvReplace(b6, next, prev, { sendtag: 6, recvtag: 6 }).wait();
      assert.equal(bad(b6, prev, 0), -1);
    }
    // errors
    const alias = new Float64Array(4);
    out.errors = {
      alias: codeOf(() => world.isendrecv(alias.subarray(0, 2), next, alias.subarray(1, 3), prev)),
      dest: codeOf(() => world.isendrecv(s1, size, r1, prev)),
      tag: codeOf(() => world.isendrecv(s1, next, r1, prev, { sendtag: -3 })),
      replaceKey: codeOf(() => world.isendrecvReplace(b6, next, prev, { sendtype: Datatype.INT32 })),
    };
    return out;
  },

  async mprobe(world) {
    const { rank, size } = world;
    const next = (rank + 1) % size,
      prev = (rank + size - 1) % size;
    const out = {};
    // blocking mprobe, a buffer sized from its status
    world.send(fill(new Float64Array(3 + rank), rank, 1), next, 11);
    const m = world.mprobe(prev, ANY_TAG);
    out.isMessage = m instanceof Message;
    out.probed = { source: m.source, tag: m.tag, count: m.count, bytes: m.bytes };
    const buf = new Float64Array(m.count);
    out.recv = { st: st(m.recv(buf)), bad: bad(buf, prev, 1) };
    out.twice = codeOf(() => m.recv(buf));
    out.received = m.received;
    // improbe until it comes, then irecv
    world.send(fill(new Int16Array(4), rank % 7, 2), next, 12);
    let m2;
    while ((m2 = world.improbe(ANY_SOURCE, 12)) === undefined) await tick();
    const b2 = new Int16Array(m2.count);
    const q2 = m2.irecv(b2);
    out.irecv = { st: st(await q2), bad: bad(b2, prev % 7, 2) };
    // two messages with one tag: the matched one is the first; a plain receive then gets the second
    world.send(Int32Array.of(1), next, 13);
    world.send(Int32Array.of(2), next, 13);
    const m3 = world.mprobe(prev, 13);
    const other = new Int32Array(1);
    world.recv(other, prev, 13);
    const first = new Int32Array(1);
    m3.recv(first);
    out.order = [first[0], other[0]];
    // a type it does not match is refused and the message kept; a short buffer consumes it
    world.send(Float64Array.of(1.5, 2.5), next, 14);
    world.send(Float64Array.of(3.5, 4.5, 5.5), next, 15);
    const m4 = world.mprobe(prev, 14);
    out.wrongType = codeOf(() => m4.recv(new Int32Array(4)));
    const b4 = new Float64Array(2);
    m4.recv(b4);
    out.afterRefusal = Array.from(b4);
    const m5 = world.mprobe(prev, 15);
    out.truncated = codeOf(() => m5.recv(new Float64Array(1)));
    out.truncatedTwice = codeOf(() => m5.recv(new Float64Array(3)));
    // a derived receive type, counted in the sender's elements
    world.send(fill(new Float64Array(6), rank, 6), next, 16);
    const m6 = world.mprobe(prev, 16);
    const b6 = new Float64Array(12).fill(-1);
    m6.recv(b6, { datatype: Datatype.vector(6, 1, 2, Datatype.FLOAT64).commit(), count: 1 });
    out.derived = Array.from(b6.filter((_, i) => i % 2 === 0)).every((v, i) => v === val(prev, i, 6)) && b6[1] === -1;
    // PROC_NULL
    const mn = world.mprobe(PROC_NULL);
    out.nullProbe = st(mn.status);
    const bn = Int32Array.of(9);
    out.nullRecv = [st(mn.recv(bn)), bn[0], st(world.improbe(PROC_NULL).status)];
    // errors
    out.errors = {
      source: codeOf(() => world.mprobe(size)),
      tag: codeOf(() => world.improbe(ANY_SOURCE, -5)),
    };
    // a matched rendezvous can no longer be cancelled by its sender
    if (size > 1) {
      const big = fill(new Float64Array(LARGE), rank, 8);
      const sreq = world.isend(big, next, 17);
      const mb = world.mprobe(prev, 17);
      world.barrier(); // every message is matched before its sender tries to cancel it
      out.cancelAfterMatch = sreq.cancel();
      const bb = new Float64Array(LARGE);
      mb.recv(bb);
      out.big = { bad: bad(bb, prev, 8), sent: st(sreq.wait()) };
    }
    return out;
  },

  /** Two receivers interleaved on one rank (async, yielding between probe and receive) take every
   *  message from every rank once: a matched message cannot be taken by the other receiver. */
  async mrace(world) {
    const { rank, size } = world;
    const PER = 40;
    if (rank !== 0) {
      for (let i = 0; i < PER; i++) {
        const n = 1 + ((i * 7 + rank * 3) % 23) + (i % 10 === 9 ? LARGE : 0);
        world.send(fill(new Float64Array(n), rank, i), 0, i);
      }
      return null;
    }
    const seen = new Set();
    const errs = [];
    let left = (size - 1) * PER;
    const receiver = async (who) => {
      let got = 0;
      while (left > 0) {
        const m = world.improbe(ANY_SOURCE, ANY_TAG);
        if (m === undefined) {
          await tick();
          continue;
        }
        left--;
        await tick(); // the other receiver runs here, between the probe and the receive
        const b = new Float64Array(m.count);
        const s = m.recv(b);
        const key = `${s.source}/${s.tag}`;
        if (seen.has(key)) errs.push(`${who}: ${key} twice`);
        seen.add(key);
        const i = bad(b, s.source, s.tag);
        if (i >= 0) errs.push(`${who}: ${key} differs at ${i}`);
        got++;
      }
      return got;
    };
    const [a, b] = await Promise.all([receiver('A'), receiver('B')]);
    return { received: seen.size, errs, both: size < 2 || (a > 0 && b > 0), total: a + b };
  },

  bsend(world) {
    const { rank, size } = world;
    const next = (rank + 1) % size,
      prev = (rank + size - 1) % size;
    const out = {};
    out.none = codeOf(() => world.bsend(Int32Array.of(1), next, 1));
    out.nullDest = codeOf(() => world.bsend(Int32Array.of(1), PROC_NULL, 1));
    // a size: shared memory. Two large messages and a small one go before any receive is posted:
    // the barrier after them would never be reached if bsend waited for its receiver
    const bytes = 2 * (LARGE * 8 + BSEND_OVERHEAD) + 64 + BSEND_OVERHEAD;
    bufferAttach(bytes);
    out.twice = codeOf(() => bufferAttach(100));
    const l1 = fill(new Float64Array(LARGE), rank, 1);
    world.bsend(l1, next, 1);
    l1.fill(0); // the user's buffer is free at once: the message was copied
    world.bsend(fill(new Float64Array(LARGE), rank, 2), next, 2);
    world.ibsend(fill(new Float64Array(8), rank, 3), next, 3).wait();
    out.full = codeOf(() => world.bsend(new Float64Array(LARGE), next, 4));
    world.barrier();
    const r = new Float64Array(LARGE);
    const r3 = new Float64Array(8);
    world.recv(r3, prev, 3);
    out.small = bad(r3, prev, 3);
    world.recv(r, prev, 2);
    out.second = bad(r, prev, 2);
    world.recv(r, prev, 1);
    out.first = bad(r, prev, 1);
    world.barrier();
    out.nothingElse = world.iprobe(prev, 4) === undefined;
    out.detached = bufferDetach();
    out.detachAgain = bufferDetach() === undefined;
    // too large for the buffer at all
    bufferAttach(new Uint8Array(1000));
    out.tooLarge = codeOf(() => world.bsend(new Float64Array(200), next, 5));
    // a derived type: the packed elements are buffered
    const vec = Datatype.vector(4, 1, 3, Datatype.INT32).commit();
    const src = Int32Array.from({ length: 12 }, (_, i) => rank * 100 + i);
    world.bsend(src, next, 6, { datatype: vec, count: 1 });
    const got = new Int32Array(4);
    world.recv(got, prev, 6);
    out.derived = Array.from(got);
    out.detachedArray = bufferDetach() instanceof Uint8Array;
    // a comm.alloc array attached; a persistent buffered send started three times; detach waits for
    // the receiver, which receives only after a barrier the sender passes first
    const shared = world.alloc(Uint8Array, LARGE * 8 + BSEND_OVERHEAD);
    bufferAttach(shared);
    const p = new Float64Array(LARGE);
    const pr = world.bsendInit(p, next, 7);
    const rounds = [];
    for (let t = 0; t < 3; t++) {
      fill(p, rank, 10 + t);
      pr.start();
      pr.wait();
      world.barrier();
      world.recv(r, prev, 7);
      rounds.push(bad(r, prev, 10 + t));
      world.barrier(); // every message of this round received: the buffer has room for the next
    }
    pr.free();
    out.persistent = rounds;
    world.bsend(fill(new Float64Array(LARGE), rank, 20), next, 8);
    world.barrier();
    // even ranks detach first (their receivers, odd or rank 0 of an odd world, receive first); a
    // rank alone receives its own message first
    const first = rank % 2 === 0 && size > 1;
    if (first) out.detachShared = bufferDetach() === shared;
    world.recv(r, prev, 8);
    if (!first) out.detachShared = bufferDetach() === shared;
    out.last = bad(r, prev, 20);
    world.freeMem(shared);
    return out;
  },

  rsend(world) {
    const { rank, size } = world;
    const next = (rank + 1) % size,
      prev = (rank + size - 1) % size;
    const a = new Float64Array(LARGE),
      b = new Float64Array(3),
      c = new Float64Array(3);
    const ra = world.irecv(a, prev, 1);
    const rb = world.irecv(b, prev, 2);
    world.barrier(); // the receives are posted before the ready sends start
    world.rsend(fill(new Float64Array(LARGE), rank, 1), next, 1);
    world.irsend(fill(new Float64Array(3), rank, 2), next, 2).wait();
    waitAll([ra, rb]);
    const rc = world.irecv(c, prev, 3);
    world.barrier();
    const p = world.rsendInit(fill(new Float64Array(3), rank, 3), next, 3);
    p.start();
    p.wait();
    p.free();
    rc.wait();
    return [bad(a, prev, 1), bad(b, prev, 2), bad(c, prev, 3), codeOf(() => world.rsend(a, size, 1))];
  },
};

export default function main(world, names) {
  return runScenarios(world, scenarios, names);
}
