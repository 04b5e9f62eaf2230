// MPI 4.1 chapter 3 (point-to-point) conformance scenarios, written from the standard's rules and
// examples. Each scenario runs on its own dup of COMM_WORLD, records what its rank observed
// (statuses, error codes, received data or a digest of it) and returns that; the expected values
// are computed independently in test/p2p_rules.test.mjs, which asserts.
import { ANY_SOURCE, ANY_TAG, PROC_NULL, TAG_UB, Datatype, waitAll, startAll, wtime } from 'wasmpi';
import { runScenarios, sleep } from './_shared.mjs';

// Message contents: element i of message `seq` from rank `src` (test/p2p_rules.test.mjs imports
// these, the lengths below and digest, to build what each receive must report).
export const f64 = (n, src, seq) => Float64Array.from({ length: n }, (_, i) => src * 1e9 + seq * 1e6 + i);
export const i32 = (n, src, seq) => Int32Array.from({ length: n }, (_, i) => (src * 1_000_003 + seq * 10_007 + i) | 0);

/** FNV-1a over the bytes of a TypedArray. */
export function digest(a) {
  const b = new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
  let h = 0x811c9dc5;
  for (let i = 0; i < b.length; i++) h = Math.imul(h ^ b[i], 0x01000193);
  return h >>> 0;
}

/** What a receive saw: its status and the received prefix of its buffer (as a digest). */
const seen = (st, buf) => [st.source, st.tag, st.count, digest(buf.subarray(0, st.count))];
const env = (st) => st && { source: st.source, tag: st.tag, count: st.count };
const ring = ({ rank, size }) => ({ next: (rank + 1) % size, prev: (rank + size - 1) % size });

/** Mixed lengths (float64 elements): eager (<= 8 KB), at the eager limit, and rendezvous (> 64 KB). */
export const LENS = [3, 9000, 0, 1024, 1025, 20000, 1, 8193, 2, 12000, 5, 0];
const MAXLEN = 20000;
export const PAIRS = [
  [4, 4],
  [9000, 4],
  [4, 9000],
  [9000, 9000],
];

const scenarios = {
  // §3.2.4, §3.2.5: a blocking receive fills only the message's part of the buffer; its status
  // carries source, tag and count; MPI_Get_count counts the message in items of any type.
  status(comm) {
    const { rank } = comm;
    const { next, prev } = ring(comm);
    const s = comm.isend(i32(3 + rank, rank, 0), next, 100 + rank);
    const into = new Int32Array(16).fill(-7);
    const st = comm.recv(into, prev, 100 + prev);
    s.wait();
    const counts = (x) => ({
      int32: x.getCount(Datatype.INT32),
      byte: x.getCount(Datatype.BYTE),
      int16: x.getCount(Datatype.INT16),
      float64: x.getCount(Datatype.FLOAT64),
    });
    const small = { status: env(st), cancelled: st.cancelled, counts: counts(st), buf: Array.from(into) };
    // a rendezvous-size message received with both wildcards: the status names the envelope
    const s2 = comm.isend(f64(10_000 + rank, rank, 1), next, 200 + rank);
    const big = new Float64Array(10_010).fill(-7);
    const st2 = comm.recv(big, ANY_SOURCE, ANY_TAG);
    s2.wait();
    const large = {
      status: env(st2),
      counts: counts(st2),
      digest: digest(big.subarray(0, st2.count)),
      tail: Array.from(big.subarray(st2.count)),
    };
    return { small, large };
  },

  // §3.2.4: ANY_SOURCE and ANY_TAG match any source / tag; a named source or tag restricts.
  anymatch(comm) {
    const { rank, size } = comm;
    const root = size - 1;
    const sends = [
      comm.isend(Int32Array.of(rank, 5), root, 5),
      comm.isend(Int32Array.of(rank, 6), root, 6),
      comm.isend(Int32Array.of(rank, 7 + (rank % 3)), root, 7 + (rank % 3)),
    ];
    let out = null;
    if (rank === root) {
      const v = new Int32Array(2);
      const rec = (st) => [st.source, st.tag, v[0], v[1]];
      // tag 6 from anyone; then the oldest remaining message of each source (its tag 5, by
      // non-overtaking); then what is left (one message per source) with both wildcards
      const tag6 = [];
      for (let i = 0; i < size; i++) tag6.push(rec(comm.recv(v, ANY_SOURCE, 6)));
      const bySource = [];
      for (let s = size - 1; s >= 0; s--) bySource.push(rec(comm.recv(v, s, ANY_TAG)));
      const anyTag = [];
      for (let i = 0; i < size; i++) anyTag.push(rec(comm.recv(v, ANY_SOURCE, ANY_TAG)));
      out = { tag6, bySource, anyTag };
    }
    waitAll(sends);
    return out;
  },

  // §3.5 (and §3.7.4 for nonblocking sends, ordered by initiation): messages from one sender on
  // one communicator are received in the order sent, eager and rendezvous messages mixed.
  order(comm) {
    const { rank, size } = comm;
    const { next, prev } = ring(comm);
    const K = LENS.length;
    const res = {};
    // A: all to rank 0, received with ANY_SOURCE after being sent (unexpected queue)
    let sends = LENS.map((n, k) => comm.isend(f64(n, rank, k), 0, 1));
    if (rank === 0) {
      const buf = new Float64Array(MAXLEN);
      res.unexpected = [];
      for (let i = 0; i < size * K; i++) res.unexpected.push(seen(comm.recv(buf, ANY_SOURCE, 1), buf));
    }
    waitAll(sends);
    comm.barrier();
    // B: receives posted before any message is sent; the first posted matching receive takes it
    let recvs = [];
    let bufs = [];
    if (rank === 0) {
      bufs = Array.from({ length: size * K }, () => new Float64Array(MAXLEN));
      recvs = bufs.map((b) => comm.irecv(b, ANY_SOURCE, 2));
    }
    comm.barrier();
    sends = LENS.map((n, k) => comm.isend(f64(n, rank, 50 + k), 0, 2));
    if (rank === 0) res.preposted = waitAll(recvs).map((st, i) => seen(st, bufs[i]));
    waitAll(sends);
    comm.barrier();
    // C: tags k % 3 to the next rank; the receiver takes tag 2 first, then the rest with ANY_TAG
    sends = LENS.map((n, k) => comm.isend(f64(n, rank, 100 + k), next, k % 3));
    const buf = new Float64Array(MAXLEN);
    res.tags = [];
    for (let k = 2; k < K; k += 3) res.tags.push(seen(comm.recv(buf, prev, 2), buf));
    for (let k = 0; k < K; k++) if (k % 3 !== 2) res.tags.push(seen(comm.recv(buf, prev, ANY_TAG), buf));
    waitAll(sends);
    comm.barrier();
    // D: pairs (even -> odd); rendezvous isends interleaved with blocking send and ssend of small
    // messages: a blocking send never overtakes an earlier pending isend
    res.modes = [];
    if (rank % 2 === 0 && rank + 1 < size) {
      const pending = [];
      LENS.forEach((n, k) => {
        const m = f64(n, rank, 200 + k);
        if (n > 1024) pending.push(comm.isend(m, rank + 1, 3));
        else if (k % 2 === 0) comm.send(m, rank + 1, 3);
        else comm.ssend(m, rank + 1, 3);
      });
      waitAll(pending);
    } else if (rank % 2 === 1) {
      for (let k = 0; k < K; k++) res.modes.push(seen(comm.recv(buf, rank - 1, ANY_TAG), buf));
    }
    return res;
  },

  // §3.5: the standard's examples. (a) Two sends with one tag, received with ANY_TAG then with the
  // tag: the first receive takes the first message. (b) Intertwined pairs: a buffered send (here an
  // isend) with tag1, then an ssend with tag2; the receiver takes tag2 first, then tag1.
  // (c) Two posted receives that both match: the first message goes to the first receive.
  examples(comm) {
    const { rank, size } = comm;
    const { next, prev } = ring(comm);
    const res = { ordering: [], intertwined: [], postedPrev: [], postedAny: [] };
    PAIRS.forEach(([l1, l2], c) => {
      const s1 = comm.isend(f64(l1, rank, 2 * c), next, 3);
      const s2 = comm.isend(f64(l2, rank, 2 * c + 1), next, 3);
      const b1 = new Float64Array(9000);
      const b2 = new Float64Array(9000);
      const st1 = comm.recv(b1, prev, ANY_TAG);
      const st2 = comm.recv(b2, prev, 3);
      waitAll([s1, s2]);
      res.ordering.push([seen(st1, b1), seen(st2, b2)]);
    });
    comm.barrier();
    PAIRS.forEach(([l1, l2], c) => {
      if (rank % 2 === 0 && rank + 1 < size) {
        const s1 = comm.isend(f64(l1, rank, 10 + 2 * c), rank + 1, 1);
        comm.ssend(f64(l2, rank, 11 + 2 * c), rank + 1, 2);
        s1.wait();
      } else if (rank % 2 === 1) {
        const b = new Float64Array(9000);
        const first = seen(comm.recv(b, rank - 1, 2), b);
        const second = seen(comm.recv(b, rank - 1, 1), b);
        res.intertwined.push([first, second]);
      }
    });
    comm.barrier();
    for (const [key, srcA, tagB, base] of [
      ['postedPrev', prev, 4, 20],
      ['postedAny', ANY_SOURCE, ANY_TAG, 30],
    ]) {
      PAIRS.forEach(([l1, l2], c) => {
        const bA = new Float64Array(9000);
        const bB = new Float64Array(9000);
        const rA = srcA === prev ? comm.irecv(bA, prev, ANY_TAG) : comm.irecv(bA, ANY_SOURCE, 4);
        const rB = comm.irecv(bB, prev, tagB);
        comm.barrier();
        const s1 = comm.isend(f64(l1, rank, base + 2 * c), next, 4);
        const s2 = comm.isend(f64(l2, rank, base + 2 * c + 1), next, 4);
        const [stA, stB] = waitAll([rA, rB, s1, s2]);
        res[key].push([seen(stA, bA), seen(stB, bB)]);
      });
    }
    return res;
  },

  // §3.2.3, §3.2.4: the communicator is part of the envelope: a receive on one communicator never
  // matches a message sent on another (here a dup), whatever its wildcards; tags select messages.
  comms(comm) {
    const { rank } = comm;
    const { next, prev } = ring(comm);
    const dup = comm.dup();
    const res = { wild: [], posted: null, tags: [] };
    // the message on dup is sent first; a wildcard receive on comm must still take the comm one
    for (const [ld, lc] of [
      [2, 2],
      [12000, 2],
      [2, 12000],
    ]) {
      comm.barrier(); // the previous round's iprobe is done before anything of this round is sent
      const sd = dup.isend(f64(ld, rank, 1), next, 5);
      const sc = comm.isend(f64(lc, rank, 2), next, 5);
      const b = new Float64Array(12000);
      const onComm = seen(comm.recv(b, ANY_SOURCE, ANY_TAG), b);
      const probeComm = env(comm.iprobe(ANY_SOURCE, ANY_TAG)) ?? null;
      const onDup = seen(dup.recv(b, ANY_SOURCE, ANY_TAG), b);
      waitAll([sd, sc]);
      res.wild.push({ onComm, probeComm, onDup });
    }
    comm.barrier();
    // a wildcard receive posted on dup stays pending while traffic flows on comm
    const bd = new Float64Array(4).fill(-1);
    const rd = dup.irecv(bd, ANY_SOURCE, ANY_TAG);
    comm.barrier();
    const sc = comm.isend(f64(3, rank, 3), next, 6);
    const bc = new Float64Array(4);
    const onComm = seen(comm.recv(bc, prev, ANY_TAG), bc);
    sc.wait();
    const pendingAfterComm = rd.test() === undefined;
    comm.barrier();
    const sd = dup.isend(f64(4, rank, 4), next, 8);
    const onDup = seen(rd.wait(), bd);
    sd.wait();
    res.posted = { onComm, pendingAfterComm, onDup };
    comm.barrier();
    // tags sent 3, 2, 1 and received 1, 2, 3
    const ss = [3, 2, 1].map((t) => comm.isend(f64(t === 3 ? 12000 : t, rank, 10 + t), next, t));
    const b = new Float64Array(12000);
    for (const t of [1, 2, 3]) res.tags.push(seen(comm.recv(b, prev, t), b));
    waitAll(ss);
    dup.free();
    return res;
  },

  // §3.4: a synchronous send completes only once the matching receive has started.
  ssend(comm) {
    const { rank, size } = comm;
    const { next, prev } = ring(comm);
    const res = { nonblocking: [], blocking: [] };
    // issend: test() is false while the receiver has provably not posted (it is held by a barrier)
    for (const [n, seq] of [
      [4, 0],
      [0, 1],
      [9000, 2],
    ]) {
      const r = comm.issend(f64(n, rank, seq), next, 9);
      comm.barrier();
      const early = r.test();
      comm.barrier();
      const b = new Float64Array(9000);
      const got = seen(comm.recv(b, prev, 9), b);
      r.wait();
      res.nonblocking.push({ pendingBeforeRecv: early === undefined, got });
    }
    comm.barrier();
    // ssend: returns after the receiver (which posts 40 ms late) has called recv
    for (const n of [4, 0]) {
      comm.barrier();
      if (rank % 2 === 0 && rank + 1 < size) {
        comm.ssend(f64(n, rank, 3), rank + 1, 10);
        res.blocking.push({ sent: wtime() });
      } else if (rank % 2 === 1) {
        sleep(40);
        const posted = wtime();
        const b = new Float64Array(4);
        res.blocking.push({ posted, got: seen(comm.recv(b, rank - 1, 10), b) });
      }
    }
    return res;
  },

  // §3.8.1: probe / iprobe return the status of a message without receiving it; a receive with
  // the probed source and tag then receives that message; probing again finds it again.
  probe(comm) {
    const { rank, size } = comm;
    const { next, prev } = ring(comm);
    comm.barrier();
    const res = { nothing: env(comm.iprobe(ANY_SOURCE, ANY_TAG)) ?? null };
    comm.barrier();
    // every rank sends one message to rank 0: float64 from even ranks, int32 from odd ones (rank 1's
    // is 80 KB); rank 0 learns the source from probe, then receives with the matching type
    const mine = rank % 2 === 0 ? f64(rank + 2, rank, 0) : i32(rank === 1 ? 20000 : 2 * rank + 1, rank, 0);
    const s = comm.isend(mine, 0, 0);
    if (rank === 0) {
      res.bySource = [];
      for (let i = 0; i < size; i++) {
        const p = comm.probe(ANY_SOURCE, 0);
        const [Ctor, dt] = p.source % 2 === 0 ? [Float64Array, Datatype.FLOAT64] : [Int32Array, Datatype.INT32];
        const n = p.getCount(dt);
        const buf = new Ctor(n);
        const st = comm.recv(buf, p.source, p.tag);
        res.bySource.push({ probe: [p.source, p.tag, n], recv: seen(st, buf) });
      }
    }
    s.wait();
    comm.barrier();
    // three messages to the next rank: tag 7 (5 elements), tag 8 (12000: rendezvous), tag 9 (empty)
    const ss = [
      comm.isend(f64(5, rank, 7), next, 7),
      comm.isend(f64(12000, rank, 8), next, 8),
      comm.isend(new Float64Array(0), next, 9),
    ];
    const count = (st) => st && [st.source, st.tag, st.getCount(Datatype.FLOAT64)];
    const p1 = count(comm.probe(prev, ANY_TAG));
    const p2 = count(comm.probe(prev, ANY_TAG));
    const p3 = count(comm.iprobe(prev, ANY_TAG));
    const p4 = count(comm.iprobe(ANY_SOURCE, ANY_TAG));
    const b1 = new Float64Array(p1[2]);
    const r1 = seen(comm.recv(b1, prev, ANY_TAG), b1);
    const p5 = count(comm.probe(prev, ANY_TAG));
    const b2 = new Float64Array(p5[2]);
    const r2 = seen(comm.recv(b2, p5[0], p5[1]), b2);
    const p6 = count(comm.probe(ANY_SOURCE, ANY_TAG));
    const r3 = seen(comm.recv(new Float64Array(0), prev, 9), new Float64Array(0));
    const after = count(comm.iprobe(ANY_SOURCE, ANY_TAG)) ?? null;
    waitAll(ss);
    res.sequence = { p1, p2, p3, p4, r1, p5, r2, p6, r3, after };
    return res;
  },

  // §3.8.4: a cancelled receive completes with cancelled set and leaves its buffer alone; it takes
  // no message. Either the cancel succeeds or the receive completes, never both.
  cancel(comm) {
    const { rank } = comm;
    const { next, prev } = ring(comm);
    const res = {};
    const b = new Float64Array(8).fill(-3);
    const named = comm.irecv(b, prev, 99);
    named.cancel();
    const stNamed = named.wait();
    const wild = comm.irecv(b, ANY_SOURCE, ANY_TAG);
    wild.cancel();
    let stWild;
    for (let i = 0; i < 1e6 && stWild === undefined; i++) stWild = wild.test(); // test() completes it too
    res.unmatched = {
      named: stNamed.cancelled,
      wild: stWild?.cancelled ?? 'test() never completed',
      buf: Array.from(b),
    };
    // a cancelled persistent receive: the request becomes inactive and can be started again
    const pb = new Float64Array(8).fill(-3);
    const pr = comm.recvInit(pb, prev, 98);
    pr.start();
    pr.cancel();
    const stP = pr.wait();
    comm.barrier();
    pr.start();
    const ps = comm.isend(f64(4, rank, 98), next, 98);
    res.persistent = { cancelled: stP.cancelled, restarted: seen(pr.wait(), pb) };
    ps.wait();
    pr.free();
    comm.barrier();
    // a message sent after the cancels goes to the next receive that matches it
    const s = comm.isend(f64(3, rank, 50), next, 50);
    const into = new Float64Array(8);
    res.later = seen(comm.recv(into, prev, 50), into);
    s.wait();
    res.laterLeft = env(comm.iprobe(ANY_SOURCE, ANY_TAG)) ?? null;
    comm.barrier();
    // cancel a receive whose message is already queued (probed): cancelled xor received
    res.race = [];
    for (const [n, seq] of [
      [3, 60],
      [12000, 61],
    ]) {
      comm.barrier(); // the previous round's iprobe is done before anything of this round is sent
      const sq = comm.isend(f64(n, rank, seq), next, 60);
      comm.probe(prev, 60);
      const first = new Float64Array(12000).fill(-3);
      const r = comm.irecv(first, prev, 60);
      r.cancel();
      const st = r.wait();
      const second = new Float64Array(12000).fill(-3);
      const again = st.cancelled ? seen(comm.recv(second, prev, 60), second) : null;
      sq.wait();
      res.race.push({
        cancelled: st.cancelled,
        first: st.cancelled ? null : seen(st, first),
        firstUntouched: first.every((x) => x === -3),
        again,
        left: env(comm.iprobe(prev, 60)) ?? null,
      });
    }
    return res;
  },

  // §3.11: sends to PROC_NULL complete at once; receives from it complete at once with source
  // PROC_NULL, tag ANY_TAG, count 0, and do not touch the buffer. A non-periodic shift uses it.
  procnull(comm) {
    const { rank, size } = comm;
    const right = rank + 1 < size ? rank + 1 : PROC_NULL;
    const left = rank > 0 ? rank - 1 : PROC_NULL;
    const res = {};
    const rb = new Int32Array(4).fill(-9);
    const st = comm.sendrecv(Int32Array.of(rank, 2 * rank, 3 * rank, 7), right, rb, left, { sendtag: 12, recvtag: 12 });
    res.shift = { status: env(st), getCount: st.getCount(Datatype.INT32), buf: Array.from(rb) };
    const lb = new Float64Array(12000).fill(-9);
    const stL = comm.sendrecv(f64(12000, rank, 1), right, lb, left, { sendtag: 13, recvtag: ANY_TAG });
    res.shiftLarge = {
      status: env(stL),
      digest: digest(lb),
      untouched: lb.every((x) => x === -9),
    };
    comm.barrier();
    const x = Int32Array.of(1, 2, 3);
    comm.send(x, PROC_NULL, 1);
    comm.ssend(x, PROC_NULL, 1);
    const quick = {
      isend: comm.isend(x, PROC_NULL, 1).test() !== undefined,
      issend: comm.issend(f64(12000, rank, 2), PROC_NULL, 1).test() !== undefined,
      irecv: comm.irecv(new Int32Array(3), PROC_NULL, ANY_TAG).test() !== undefined,
    };
    const p = comm.sendInit(x, PROC_NULL, 2);
    p.start();
    quick.sendInit = p.test() !== undefined;
    res.quick = quick;
    const nb = new Int32Array(3).fill(-9);
    const stR = comm.recv(nb, PROC_NULL, 5);
    res.recv = { status: env(stR), getCount: stR.getCount(Datatype.INT32), buf: Array.from(nb) };
    res.probe = env(comm.probe(PROC_NULL, ANY_TAG));
    comm.barrier();
    res.nothingArrived = env(comm.iprobe(ANY_SOURCE, ANY_TAG)) ?? null;
    return res;
  },

  // §3.10: sendrecv sends and receives as if concurrently (no deadlock on a ring, or with oneself);
  // its message can be received by a plain receive or probed, and it receives plain sends.
  sendrecv(comm) {
    const { rank, size } = comm;
    const { next, prev } = ring(comm);
    const res = { shifts: [], wild: null, mixed: null };
    for (let k = 0; k < size; k++) {
      const n = k % 2 === 1 ? 9000 : 5 + k;
      const into = new Float64Array(9000).fill(-1);
      const st = comm.sendrecv(f64(n, rank, k), (rank + k) % size, into, (rank - k + size) % size, {
        sendtag: k,
        recvtag: k,
      });
      res.shifts.push(seen(st, into));
    }
    const w = new Int32Array(2);
    const stw = comm.sendrecv(Int32Array.of(rank, 40), next, w, ANY_SOURCE, { sendtag: 40 + rank });
    res.wild = { status: env(stw), buf: Array.from(w) };
    comm.barrier();
    // even ranks use sendrecv, odd ranks probe, irecv, send and wait
    const into = new Float64Array(12000);
    if (rank % 2 === 0) {
      res.mixed = {
        got: seen(comm.sendrecv(f64(12000, rank, 77), next, into, prev, { sendtag: 77, recvtag: 77 }), into),
      };
    } else {
      const p = comm.probe(prev, 77);
      const r = comm.irecv(into, prev, 77);
      comm.send(f64(12000, rank, 77), next, 77);
      res.mixed = { probe: env(p), got: seen(r.wait(), into) };
    }
    return res;
  },

  // §3.9: persistent requests, started several times; each start sends the buffer's contents then.
  persistent(comm) {
    const { rank } = comm;
    const { next, prev } = ring(comm);
    const out = new Float64Array(6);
    const into = new Float64Array(6);
    const outL = new Float64Array(9000);
    const intoL = new Float64Array(9000);
    const s = comm.sendInit(out, next, 30);
    const r = comm.recvInit(into, prev, 30);
    const sL = comm.sendInit(outL, next, 31);
    const rL = comm.recvInit(intoL, ANY_SOURCE, 31);
    // a persistent send matches a plain receive, a persistent receive a plain send
    const outX = new Float64Array(3);
    const intoX = new Float64Array(3);
    const intoY = new Float64Array(3);
    const sX = comm.sendInit(outX, next, 32);
    const rY = comm.recvInit(intoY, prev, 33);
    const rounds = [];
    for (let it = 0; it < 5; it++) {
      outX.set(f64(3, rank, 200 + it));
      sX.start();
      rY.start();
      const plain = [comm.irecv(intoX, prev, 32), comm.isend(f64(3, rank, 300 + it), next, 33)];
      const [stY, stX] = waitAll([rY, ...plain, sX]);
      rounds.push([seen(stX, intoX), seen(stY, intoY)]);
    }
    sX.free();
    rY.free();
    for (let it = 0; it < 5; it++) {
      out.set(f64(6, rank, it));
      outL.set(f64(9000, rank, 100 + it));
      if (it % 2 === 0) startAll([r, rL, s, sL]);
      else {
        sL.start();
        s.start();
        rL.start();
        r.start();
      }
      const [st, stL] = waitAll([r, rL, s, sL]);
      rounds.push([seen(st, into), seen(stL, intoL)]);
    }
    for (const q of [s, r, sL, rL]) q.free();
    return rounds;
  },

  // §3.7: nonblocking operations make exchanges deadlock-free: everyone sends to everyone (itself
  // too) before receiving anything; synchronous sends with the receives posted first; a ring of
  // blocking ssends after posted receives.
  exchange(comm) {
    const { rank, size } = comm;
    const { next, prev } = ring(comm);
    const len = (src, dst) => ((src * 7 + dst * 3) % 4 === 0 ? 9000 : 1 + src + dst);
    const res = {};
    const round = (sync, recvFirst, tag, seq) => {
      const bufs = Array.from({ length: size }, () => new Float64Array(9000));
      const post = () => bufs.map((b, s) => comm.irecv(b, s, tag));
      const recvs = recvFirst ? post() : [];
      const sends = [];
      for (let d = 0; d < size; d++) {
        const m = f64(len(rank, d), rank, seq);
        sends.push(sync ? comm.issend(m, d, tag) : comm.isend(m, d, tag));
      }
      if (!recvFirst) recvs.push(...post());
      return waitAll([...sends, ...recvs])
        .slice(size)
        .map((st, s) => seen(st, bufs[s]));
    };
    res.sendsFirst = round(false, false, 20, 0);
    res.issendRecvFirst = round(true, true, 21, 1);
    const b = new Float64Array(9000);
    const r = comm.irecv(b, prev, 22);
    comm.ssend(f64(9000, rank, 2), next, 22);
    res.ssendRing = seen(r.wait(), b);
    return res;
  },

  // §3.2.2, §3.2.5: a message may hold zero elements: it is matched and consumed like any other,
  // its status has count 0 and the receive buffer is not modified.
  zero(comm) {
    const { rank } = comm;
    const { next, prev } = ring(comm);
    const ss = [
      comm.isend(new Float64Array(0), next, 13),
      comm.isend(Float64Array.of(1, 2, 3), next, 13, { count: 0 }),
      comm.isend(f64(2, rank, 0), next, 13),
      comm.issend(new Float64Array(0), next, 14),
      comm.isend(new Int32Array(0), next, 15),
    ];
    const b = new Float64Array(4).fill(-1);
    const sts = [comm.recv(b, prev, 13)];
    const afterFirst = Array.from(b);
    sts.push(comm.recv(b, prev, 13));
    const afterSecond = Array.from(b);
    sts.push(comm.recv(b, prev, 13));
    const afterThird = Array.from(b);
    const stSync = comm.recv(new Float64Array(0), prev, 14);
    const stWild = comm.recv(new Int32Array(5), ANY_SOURCE, ANY_TAG);
    waitAll(ss);
    return {
      statuses: sts.map(env),
      bufs: [afterFirst, afterSecond, afterThird],
      getCount: [sts[0].getCount(Datatype.FLOAT64), sts[0].getCount(Datatype.BYTE)],
      sync: env(stSync),
      wild: env(stWild),
    };
  },

  // §3.3: 64-bit integer data (BigInt64Array / BigUint64Array) arrives bit for bit.
  bigint(comm) {
    const { rank } = comm;
    const { next, prev } = ring(comm);
    const small = BigInt64Array.of(
      -(2n ** 63n),
      2n ** 63n - 1n,
      0n,
      -1n,
      BigInt(rank) * 1_000_000_007_000n + 2n ** 53n + 1n,
    );
    const usmall = BigUint64Array.of(2n ** 64n - 1n, 2n ** 63n, BigInt(rank));
    const large = new BigInt64Array(10_000);
    for (let i = 0; i < large.length; i++) large[i] = (BigInt(rank) << 56n) ^ (BigInt(i) * 0x9e3779b97f4a7c15n);
    const ss = [comm.isend(small, next, 1), comm.isend(usmall, next, 2), comm.isend(large, next, 3)];
    const a = new BigInt64Array(5);
    const stA = comm.recv(a, prev, 1);
    const u = new BigUint64Array(3);
    const stU = comm.recv(u, prev, 2);
    const l = new BigInt64Array(10_000);
    const stL = comm.recv(l, prev, 3);
    waitAll(ss);
    return {
      small: { status: env(stA), bytes: stA.getCount(Datatype.BYTE), data: a },
      usmall: { status: env(stU), data: u },
      large: { status: env(stL), count64: stL.getCount(Datatype.INT64), digest: digest(l), ends: [l[0], l[9999]] },
    };
  },

  // Both ranks of a pair send to each other at once: nonblocking streams of mixed sizes, a
  // sendrecv of a large message, and synchronous isends. Without a partner (odd size), the rank
  // pairs with itself.
  bidir(comm) {
    const { rank, size } = comm;
    const partner = (rank ^ 1) < size ? rank ^ 1 : rank;
    const res = {};
    const ss = LENS.map((n, k) => comm.isend(f64(n, rank, k), partner, 15));
    const b = new Float64Array(MAXLEN);
    res.stream = LENS.map(() => seen(comm.recv(b, partner, 15), b));
    waitAll(ss);
    const into = new Float64Array(40_000);
    res.sendrecv = seen(
      comm.sendrecv(f64(40_000, rank, 20), partner, into, partner, { sendtag: 16, recvtag: 16 }),
      into,
    );
    const sy = comm.issend(f64(30_000, rank, 21), partner, 17);
    const b2 = new Float64Array(30_000);
    res.issend = seen(comm.recv(b2, partner, 17), b2);
    sy.wait();
    return { partner, ...res };
  },

  // Error classes for invalid arguments (§3.2.3: tags are 0..TAG_UB, ranks 0..size-1 or
  // PROC_NULL; ANY_SOURCE and ANY_TAG are for receives and probes only; §3.2.2: counts are
  // non-negative).
  errors(comm) {
    const { size } = comm;
    const { next, prev } = ring(comm);
    const b = Int32Array.of(1);
    const r = new Int32Array(1);
    const code = (f) => {
      try {
        f();
        return 'none';
      } catch (e) {
        return e?.code ?? String(e);
      }
    };
    const rank = {
      'send dest=size': code(() => comm.send(b, size)),
      'send dest=-3': code(() => comm.send(b, -3)),
      'send dest=ANY_SOURCE': code(() => comm.send(b, ANY_SOURCE)),
      'ssend dest=size+1': code(() => comm.ssend(b, size + 1)),
      'isend dest=2^31': code(() => comm.isend(b, 2 ** 31)),
      'issend dest=-100': code(() => comm.issend(b, -100)),
      'recv source=size': code(() => comm.recv(r, size)),
      'recv source=-3': code(() => comm.recv(r, -3)),
      'irecv source=size+7': code(() => comm.irecv(r, size + 7)),
      'probe source=size': code(() => comm.probe(size)),
      'iprobe source=-4': code(() => comm.iprobe(-4)),
      'sendrecv dest=size': code(() => comm.sendrecv(b, size, r, prev)),
      'sendrecv source=size': code(() => comm.sendrecv(b, next, r, size)),
      'sendInit dest=size': code(() => comm.sendInit(b, size)),
      'recvInit source=-3': code(() => comm.recvInit(r, -3)),
    };
    const tag = {
      'send tag=ANY_TAG': code(() => comm.send(b, next, ANY_TAG)),
      'send tag=-5': code(() => comm.send(b, next, -5)),
      'send tag=TAG_UB+1': code(() => comm.send(b, next, TAG_UB + 1)),
      'isend tag=TAG_UB+1': code(() => comm.isend(b, next, TAG_UB + 1)),
      'ssend tag=-2': code(() => comm.ssend(b, next, -2)),
      'issend tag=2^31': code(() => comm.issend(b, next, 2 ** 31)),
      'recv tag=-5': code(() => comm.recv(r, prev, -5)),
      'recv tag=TAG_UB+1': code(() => comm.recv(r, prev, TAG_UB + 1)),
      'irecv tag=-2': code(() => comm.irecv(r, prev, -2)),
      'probe tag=TAG_UB+1': code(() => comm.probe(prev, TAG_UB + 1)),
      'iprobe tag=-3': code(() => comm.iprobe(prev, -3)),
      'sendrecv sendtag=ANY_TAG': code(() => comm.sendrecv(b, next, r, prev, { sendtag: ANY_TAG, recvtag: 1 })),
      'sendrecv recvtag=TAG_UB+1': code(() => comm.sendrecv(b, next, r, prev, { sendtag: 1, recvtag: TAG_UB + 1 })),
      'sendInit tag=ANY_TAG': code(() => comm.sendInit(b, next, ANY_TAG)),
      'recvInit tag=TAG_UB+1': code(() => comm.recvInit(r, prev, TAG_UB + 1)),
    };
    const count = {
      'send count=-1': code(() => comm.send(b, next, 0, { count: -1 })),
      'isend count=-1': code(() => comm.isend(b, next, 0, { count: -1 })),
      'recv count=-1': code(() => comm.recv(r, prev, 0, { count: -1 })),
      'irecv count=-1': code(() => comm.irecv(r, prev, 0, { count: -1 })),
    };
    comm.barrier();
    // the largest valid tag works, and nothing of the failed calls was sent or left posted
    const s = comm.isend(Int32Array.of(comm.rank + 500), next, TAG_UB);
    const v = new Int32Array(1);
    const st = comm.recv(v, ANY_SOURCE, ANY_TAG);
    s.wait();
    comm.barrier();
    return {
      rank,
      tag,
      count,
      tagUb: { status: env(st), value: v[0] },
      left: env(comm.iprobe(ANY_SOURCE, ANY_TAG)) ?? null,
    };
  },
};

export default function main(world, names) {
  return runScenarios(world, scenarios, names, { dup: true });
}
