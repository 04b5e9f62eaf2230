// The commit protocol on real ranks: each scenario declares persistent operations on a pending
// communicator, commits, registers its deferred buffers and runs the operations a few times with
// new contents, and returns what it observed; test/commit.test.mjs computes what MPI says.
import { DEFERRED, Datatype, PendingComm, HaloExchange, dimsCreate, startAll, waitAll, registerAll } from 'wasmpi';

const I32 = Datatype.INT32;
const F64 = Datatype.FLOAT64;
export const ITERS = 3;

/** The value rank r contributes at element i of iteration it. */
export const val = (r, it, i) => r * 100 + it * 10 + i;

function code(fn) {
  try {
    fn();
    return null;
  } catch (e) {
    return `${e.code}: ${e.message}`;
  }
}

/** A ring (a periodic 1-d grid): a send to the right and a receive from the left, deferred. With
 *  `fuse` false the commit leaves the point-to-point operations separate. */
function ring(world, reorder, fuse = true) {
  const pend = world.icartCreate({ dims: [world.size], periods: true, reorder });
  const { source, dest } = pend.cartShift(0, 1);
  const s = pend.sendInit(DEFERRED, dest, 7, { datatype: F64, count: 3 });
  const r = pend.recvInit(DEFERRED, source, 7, { datatype: F64, count: 3 });
  const b = pend.bcastInit(DEFERRED, 0, { datatype: I32, count: 2 });
  const c = pend.commit({ fuse });
  const sb = c.alloc(Float64Array, 3);
  const rb = new Float64Array(3);
  const bb = new Int32Array(2);
  registerAll([s, r, b], [[sb], [rb], [bb]]);
  const out = [];
  for (let it = 0; it < ITERS; it++) {
    sb.set([c.rank, it, val(c.rank, it, 0)]);
    bb.fill(c.rank === 0 ? val(0, it, 5) : -1);
    startAll([s, r, b]);
    waitAll([s, r, b]);
    out.push({ got: [...rb], bcast: [...bb] });
  }
  const left = c.cartShift(0, 1).source;
  // a compiled exchange runs once all its requests are started: waiting for one alone is an error
  r.start();
  const early = fuse ? code(() => r.wait()) : null;
  s.start();
  const [status] = waitAll([r, s]);
  for (const q of [s, r, b]) q.free();
  return {
    rank: c.rank,
    left,
    out,
    mapping: c.embedding ? [...c.embedding.mapping] : null,
    early,
    status: { ...status },
  };
}

/** A pending 2-D periodic grid with, per direction (distinct tags), a deferred recvInit and
 *  sendInit of `n` doubles: { pend, dirs: [{ d, disp, tag, r, s }], reqs: [r, s, r, s, ...] }. */
function declareHalo2d(world, n) {
  const pend = world.icartCreate({ dims: dimsCreate(world.size, 2), periods: [true, true] });
  const dirs = [];
  for (let d = 0; d < 2; d++) for (const disp of [-1, 1]) dirs.push({ d, disp, tag: 2 * d + (disp > 0 ? 1 : 0) });
  const reqs = [];
  for (const x of dirs) {
    const { source, dest } = pend.cartShift(x.d, x.disp);
    x.r = pend.recvInit(DEFERRED, source, x.tag, { datatype: F64, count: n });
    x.s = pend.sendInit(DEFERRED, dest, x.tag, { datatype: F64, count: n });
    reqs.push(x.r, x.s);
  }
  return { pend, dirs, reqs };
}

/** A 2-D periodic halo of deferred sendInit/recvInit (distinct tags per direction), faces of `n`
 *  doubles: compiled into an eager exchange for small faces, a direct one for large (1 KB faces:
 *  direct with a core per rank, eager with more ranks than cores). */
function halo2d(world, n) {
  const { pend, dirs, reqs } = declareHalo2d(world, n);
  const c = pend.commit();
  const out = [];
  for (const x of dirs) {
    x.sb = x.tag % 2 ? c.alloc(Float64Array, n) : new Float64Array(n);
    x.rb = x.tag < 2 ? c.alloc(Float64Array, n) : new Float64Array(n);
    x.s.register(x.sb);
    x.r.register(x.rb);
  }
  for (let it = 0; it < 2; it++) {
    for (const x of dirs) for (let i = 0; i < n; i++) x.sb[i] = val(c.rank, x.tag * 10 + it, i);
    startAll(reqs);
    const st = waitAll(reqs);
    out.push(
      dirs.map((x, k) => ({
        src: c.cartShift(x.d, x.disp).source,
        tag: x.tag,
        first: x.rb[0],
        last: x.rb[n - 1],
        count: st[2 * k].count,
      })),
    );
  }
  for (const q of reqs) q.free();
  return { rank: c.rank, out };
}

/** The compiled exchange's requests taken whole by startAll/waitAll in other orders, split into
 *  parts, with a request listed twice, and with a statuses array to fill: each round's faces and
 *  statuses, as { src, tag, first, count } per direction (the order of `dirs`). */
function batch(world) {
  const { pend, dirs, reqs } = declareHalo2d(world, 2);
  const c = pend.commit();
  for (const x of dirs) {
    x.sb = c.alloc(Float64Array, 2);
    x.rb = new Float64Array(2);
    x.s.register(x.sb);
    x.r.register(x.rb);
  }
  const rev = [...reqs].reverse();
  const statuses = [];
  const rounds = [
    // whole, in reverse order, statuses into an array of ours
    () => {
      startAll(rev);
      const st = waitAll(rev, statuses);
      return { same: st === statuses, st: reqs.map((q) => st[rev.indexOf(q)]) };
    },
    // started in two halves (one by one), waited whole
    () => {
      startAll(reqs.slice(0, 3));
      startAll(reqs.slice(3));
      return { st: waitAll(reqs) };
    },
    // started whole, waited in two halves
    () => {
      startAll(reqs);
      return { st: [...waitAll(reqs.slice(0, 5)), ...waitAll(reqs.slice(5))] };
    },
    // started whole, a list with a request twice (one by one: the last is waited alone)
    () => {
      startAll(reqs);
      const st = waitAll([...reqs.slice(0, 7), reqs[0]]).slice(0, 7);
      return { st: [...st, reqs[7].wait()] };
    },
  ];
  const out = rounds.map((round, it) => {
    for (const x of dirs) x.sb.set([val(c.rank, x.tag * 10 + it, 0), val(c.rank, x.tag * 10 + it, 1)]);
    for (const x of dirs) x.rb.fill(-1);
    const { st, same } = round();
    return {
      same: same ?? null,
      active: reqs.filter((q) => q.isActive).length,
      dirs: dirs.map((x, k) => ({
        src: c.cartShift(x.d, x.disp).source,
        tag: x.tag,
        got: [...x.rb],
        status: [st[2 * k].source, st[2 * k].tag, st[2 * k].count],
      })),
    };
  });
  // a whole start with one request still active takes them one by one, which says so
  startAll(reqs);
  reqs[0].wait();
  const restart = code(() => startAll(reqs));
  waitAll(reqs.slice(1));
  const badStatuses = code(() => waitAll(reqs, 'no'));
  for (const q of reqs) q.free();
  return { rank: c.rank, out, restart, badStatuses };
}

/** Ends with the compiled exchange's requests started whole and never waited: finalize names them. */
function batchLeft(world) {
  const pend = world.icartCreate({ dims: [world.size], periods: true });
  const { source, dest } = pend.cartShift(0, 1);
  const s = pend.sendInit(DEFERRED, dest, 3, { datatype: F64, count: 1 });
  const r = pend.recvInit(DEFERRED, source, 3, { datatype: F64, count: 1 });
  const c = pend.commit();
  registerAll([s, r], [[c.alloc(Float64Array, 1)], [new Float64Array(1)]]);
  startAll([s, r]);
  return 'returned';
}

/** Rank 0 declares no point-to-point operation: the others' ring (ranks 1..p-1) stays separate
 *  requests (no compiled exchange), and still works. */
function partial(world) {
  const p = world.size;
  const pend = world.idup();
  const me = world.rank;
  const m = p - 1;
  let s = null;
  let r = null;
  if (me > 0) {
    s = pend.sendInit(DEFERRED, 1 + (me % m), 5, { datatype: I32, count: 1 });
    r = pend.recvInit(DEFERRED, 1 + ((me - 2 + m) % m), 5, { datatype: I32, count: 1 });
  }
  const a = pend.allreduceInit(DEFERRED, DEFERRED, 'sum', { datatype: I32, count: 1 });
  const c = pend.commit();
  const x = new Int32Array([me]);
  const y = new Int32Array(1);
  a.register(x, y);
  const got = new Int32Array([-1]);
  if (s !== null) {
    s.register(new Int32Array([me * 10]));
    r.register(got);
    s.start(); // one at a time: not an exchange, so each runs alone
    r.start();
    r.wait();
    s.wait();
  }
  a.start();
  a.wait();
  return { rank: c.rank, got: got[0], sum: y[0] };
}

/** Every collective's *Init with deferred buffers (one with a deferred count), run ITERS times. */
function colls(world) {
  const p = world.size;
  const pend = world.idup();
  const n = 3;
  const d = { datatype: I32, count: n };
  const blocks = { datatype: I32, count: n };
  const counts = Array.from({ length: p }, (_, q) => q + 1);
  const displs = counts.map((_, q) => (q * (q + 1)) / 2);
  const total = (p * (p + 1)) / 2;
  const ones = new Array(p).fill(1);
  const iota = Array.from({ length: p }, (_, q) => q);
  const reqs = {
    barrier: [pend.barrierInit(), []],
    bcast: [pend.bcastInit(DEFERRED, p - 1, d), ['x']],
    reduce: [pend.reduceInit(DEFERRED, DEFERRED, 'sum', 0, d), ['s', 'r']],
    allreduce: [pend.allreduceInit(DEFERRED, DEFERRED, 'max', d), ['s', 'r']],
    scan: [pend.scanInit(DEFERRED, DEFERRED, 'sum', d), ['s', 'r']],
    exscan: [pend.exscanInit(DEFERRED, DEFERRED, 'sum', d), ['s', 'r']],
    allgather: [pend.allgatherInit(DEFERRED, DEFERRED, blocks), ['s', 'rp']],
    alltoall: [pend.alltoallInit(DEFERRED, DEFERRED, blocks), ['sp', 'rp']],
    gather: [pend.gatherInit(DEFERRED, DEFERRED, 0, blocks), ['s', 'rp']],
    scatter: [pend.scatterInit(DEFERRED, DEFERRED, 0, blocks), ['sp', 'r']],
    reduceScatterBlock: [pend.reduceScatterBlockInit(DEFERRED, DEFERRED, 'sum', blocks), ['sp', 'r']],
    reduceScatter: [pend.reduceScatterInit(DEFERRED, DEFERRED, counts, 'sum', { datatype: I32 }), ['st', 'rc']],
    allgatherv: [
      pend.allgathervInit(DEFERRED, DEFERRED, counts, displs, { sendtype: I32, recvtype: I32 }),
      ['sc', 'rt'],
    ],
    gatherv: [pend.gathervInit(DEFERRED, DEFERRED, counts, displs, 0, { sendtype: I32, recvtype: I32 }), ['sc', 'rt']],
    scatterv: [
      pend.scattervInit(DEFERRED, counts, displs, DEFERRED, 0, { sendtype: I32, recvtype: I32 }),
      ['st', 'rc'],
    ],
    alltoallv: [
      pend.alltoallvInit(DEFERRED, ones, iota, DEFERRED, ones, iota, { sendtype: I32, recvtype: I32 }),
      ['s1', 'r1'],
    ],
    allreduceCount: [
      pend.allreduceInit(DEFERRED, DEFERRED, 'sum', { datatype: I32, count: DEFERRED }),
      ['s', 'r', { count: n }],
    ],
  };
  let pendingError = null;
  try {
    pend.allreduce(new Int32Array(1), new Int32Array(1), 'sum');
  } catch (e) {
    pendingError = e.code;
  }
  const c = pend.commit();
  const me = c.rank;
  const bufs = {};
  for (const [name, [req, kinds]] of Object.entries(reqs)) {
    const made = kinds.map((k) => {
      if (typeof k === 'object') return k;
      const len = {
        x: n,
        s: n,
        r: n,
        sp: n * p,
        rp: n * p,
        st: total,
        rc: me + 1,
        sc: me + 1,
        rt: total,
        s1: p,
        r1: p,
      }[k];
      return k.startsWith('r') ? new Int32Array(len) : c.alloc(Int32Array, len);
    });
    bufs[name] = made;
    if (kinds.length) req.register(...made);
  }
  const out = {};
  for (let it = 0; it < ITERS; it++) {
    for (const [name, made] of Object.entries(bufs)) {
      const [req] = reqs[name];
      const s = made[0];
      if (ArrayBuffer.isView(s)) for (let i = 0; i < s.length; i++) s[i] = val(me, it, i);
      for (const b of made.slice(1)) if (ArrayBuffer.isView(b)) b.fill(-1);
      req.start();
      req.wait();
      (out[name] ??= []).push(made.filter((b) => ArrayBuffer.isView(b)).map((b) => [...b]));
    }
  }
  return { rank: me, size: p, out, pendingError };
}

/** Neighbourhood collectives on a pending grid, deferred; and on a pending distributed graph. */
function neighbors(world) {
  const p = world.size;
  const pend = world.icartCreate({ dims: [p], periods: true });
  const deg = pend.neighbors().sources.length;
  const ag = pend.neighborAllgatherInit(DEFERRED, DEFERRED, { datatype: I32, count: 2 });
  const a2a = pend.neighborAlltoallInit(DEFERRED, DEFERRED, { datatype: I32, count: 2 });
  // the v and w forms, laid out as the fixed ones: blocks of 2 at 0, 2, ... (w: bytes)
  const twos = new Array(deg).fill(2);
  const at = Array.from({ length: deg }, (_, i) => 2 * i);
  const bytesAt = at.map((x) => 4 * x);
  const types = new Array(deg).fill(I32);
  const agv = pend.neighborAllgathervInit(DEFERRED, DEFERRED, twos, at, { sendtype: I32, recvtype: I32 });
  const a2av = pend.neighborAlltoallvInit(DEFERRED, twos, at, DEFERRED, twos, at, { sendtype: I32, recvtype: I32 });
  const a2aw = pend.neighborAlltoallwInit(DEFERRED, twos, bytesAt, types, DEFERRED, twos, bytesAt, types);
  const c = pend.commit();
  const s1 = c.alloc(Int32Array, 2);
  const r1 = new Int32Array(2 * deg);
  const s2 = c.alloc(Int32Array, 2 * deg);
  const r2 = c.alloc(Int32Array, 2 * deg);
  ag.register(s1, r1);
  a2a.register(s2, r2);
  const r3 = new Int32Array(2 * deg);
  const r4 = new Int32Array(2 * deg);
  const r5 = c.alloc(Int32Array, 2 * deg);
  agv.register(s1, r3);
  a2av.register(s2, r4);
  a2aw.register(s2, r5);
  const out = [];
  const all = [ag, a2a, agv, a2av, a2aw];
  for (let it = 0; it < ITERS; it++) {
    for (let i = 0; i < 2; i++) s1[i] = val(c.rank, it, i);
    for (let i = 0; i < 2 * deg; i++) s2[i] = val(c.rank, it, i);
    startAll(all);
    waitAll(all);
    out.push({ ag: [...r1], a2a: [...r2], agv: [...r3], a2av: [...r4], a2aw: [...r5] });
  }
  // a distributed graph: every rank sends to rank + 1 and receives from rank - 1 (mod p)
  const dg = world.idistGraphCreateAdjacent([(world.rank + p - 1) % p], [(world.rank + 1) % p]);
  const own = dg.neighbors();
  const na = dg.neighborAlltoallInit(DEFERRED, DEFERRED, { datatype: F64, count: 1 });
  const dc = dg.commit();
  const x = new Float64Array(1);
  const y = new Float64Array(1);
  na.register(x, y);
  const dist = [];
  for (let it = 0; it < ITERS; it++) {
    x[0] = val(dc.rank, it, 0);
    na.start();
    na.wait();
    dist.push(y[0]);
  }
  return { rank: c.rank, left: c.cartShift(0, 1).source, out, own: [[...own.sources], [...own.destinations]], dist };
}

/** A restrictive grid: neighbours may talk, others may not; only neighbourhood collectives. */
function restrictive(world) {
  const p = world.size;
  const pend = world.icartCreate({ dims: [p], periods: false, restrictive: true });
  const c = pend.commit();
  const me = c.rank;
  const far = p > 2 ? (me + 2) % p : -1;
  const res = { rank: me };
  res.far = far >= 0 && Math.abs(far - me) > 1 ? code(() => c.send(new Int32Array(1), far)) : null;
  res.allreduce = code(() => c.allreduce(new Int32Array(1), new Int32Array(1), 'sum'));
  // a neighbour exchange works
  const right = me + 1 < p ? me + 1 : -2;
  const left = me > 0 ? me - 1 : -2;
  const got = new Int32Array([-1]);
  c.sendrecv(new Int32Array([me]), right, got, left);
  res.got = got[0];
  const nb = new Int32Array(2).fill(-1);
  c.neighborAllgather(new Int32Array([me]), nb);
  res.nb = [...nb];
  return res;
}

/** Misuse: every mistake raises its error, and nothing else breaks. */
function misuse(world) {
  const p = world.size;
  const pend = world.idup();
  const e = {};
  e.noType = code(() => pend.sendInit(DEFERRED, 0, 0, { count: 1 }));
  e.noCount = code(() => pend.recvInit(DEFERRED, 0, 0, { datatype: I32 }));
  e.badDeferred = code(() => pend.sendInit(new Int32Array(1), DEFERRED, 0));
  e.badPeer = code(() => pend.sendInit(DEFERRED, 'x', 0, { datatype: I32, count: 1 }));
  const r = pend.allreduceInit(DEFERRED, DEFERRED, 'sum', { datatype: I32, count: 2 });
  const given = pend.bcastInit(new Int32Array(2), 0);
  e.startEarly = code(() => r.start());
  e.registerEarly = code(() => r.register(new Int32Array(2), new Int32Array(2)));
  e.send = code(() => pend.send(new Int32Array(1), 0));
  e.barrier = code(() => pend.barrier());
  e.isPending = pend instanceof PendingComm && !pend.committed;
  e.commEarly = code(() => pend.comm);
  const c = pend.commit();
  e.commitTwice = code(() => pend.commit());
  e.declareLate = code(() => pend.allreduceInit(DEFERRED, DEFERRED, 'sum', { datatype: I32, count: 2 }));
  e.startUnregistered = code(() => r.start());
  e.registerCount = code(() => r.register(new Int32Array(2)));
  e.registerShort = code(() => r.register(new Int32Array(1), new Int32Array(2)));
  const a = new Int32Array([c.rank, 1]);
  const b = new Int32Array(2);
  r.register(a, b);
  e.registerTwice = code(() => r.register(a, b));
  e.registerNothing = code(() => given.register(new Int32Array(2)));
  const iq = c.isend(new Int32Array(1), c.rank);
  e.registerPlain = code(() => iq.register(new Int32Array(1)));
  c.recv(new Int32Array(1), c.rank);
  iq.wait();
  r.start();
  r.wait();
  given.start();
  given.wait();
  e.sum = [...b];
  e.same = pend.comm === c;
  e.size = p;
  r.free();
  given.free();
  return e;
}

/** `await pending` commits; idup with a topology object and reorder; a plain idup with reorder
 *  renames point-to-point peers. */
async function awaiting(world, reorder) {
  const p = world.size;
  const pend = world.idup({ reorder });
  const dest = (world.rank + 1) % p;
  const src = (world.rank + p - 1) % p;
  const s = pend.sendInit(DEFERRED, dest, 3, { datatype: I32, count: 1 });
  const r = pend.recvInit(DEFERRED, src, 3, { datatype: I32, count: 1 });
  const c = await pend;
  if ((await pend) !== c) throw new Error('await pending again should give the same communicator');
  const sb = new Int32Array([world.rank]);
  const rb = new Int32Array(1);
  s.register(sb);
  r.register(rb);
  startAll([s, r]);
  waitAll([s, r]);
  // the message came from the parent rank `src`, whatever its new rank
  return { worldRank: world.rank, rank: c.rank, got: rb[0], mapping: c.embedding ? [...c.embedding.mapping] : null };
}

/** The halo maps of a periodic 1-d split: cells 1..n are the rank's, 0 and n + 1 its halo. A peer
 *  lists what it sends to its left first, so a right neighbour's cells come first (p = 1, 2: the
 *  same peer on both sides). */
export function haloMaps(me, p, n) {
  const left = (me + p - 1) % p;
  const right = (me + 1) % p;
  const send = new Map();
  const recv = new Map();
  const add = (m, q, i) => m.set(q, [...(m.get(q) ?? []), i]);
  add(send, left, 1);
  add(send, right, n);
  add(recv, right, n + 1);
  add(recv, left, 0);
  return { send, recv };
}

/** HaloExchange: two keys in flight at once (two fields of different types), several steps. */
function halo(world) {
  const p = world.size;
  const me = world.rank;
  const n = 4;
  const h = new HaloExchange(world, haloMaps(me, p, n));
  const u = new Float64Array(n + 2);
  const v = world.alloc(Int32Array, n + 2);
  const out = [];
  for (let it = 0; it < ITERS; it++) {
    for (let i = 1; i <= n; i++) {
      u[i] = val(me, it, i);
      v[i] = -val(me, it, i);
    }
    h.start(u, 'u');
    h.start(v, 'v');
    const inFlight = h.pending.slice().sort();
    while (!h.test('v'));
    h.finish(v, 'v');
    h.finish(u, 'u');
    out.push({ u: [u[0], u[n + 1]], v: [v[0], v[n + 1]], inFlight });
  }
  const e = {};
  h.start(u, 'u');
  e.twice = code(() => h.start(u, 'u'));
  e.never = code(() => h.finish(u, 'w'));
  e.testNever = code(() => h.test('w'));
  e.length = code(() => h.start(new Float64Array(n + 3), 'w'));
  e.type = code(() => h.finish(new Int32Array(n + 2), 'u'));
  e.free = code(() => h.free());
  h.finish(u, 'u');
  h.free();
  // new keys started in another order on odd ranks: an error on every rank, not a wait
  const h2 = new HaloExchange(world, haloMaps(me, p, n));
  const k = me % 2 ? 'b' : 'a';
  e.crossed = code(() => h2.start(u, k));
  if (e.crossed === null) h2.finish(u, k);
  h2.free();
  return { rank: me, out, e };
}

export default async function main(world, [scenario, arg]) {
  switch (scenario) {
    case 'ring':
      return ring(world, arg === 'reorder');
    case 'colls':
      return colls(world);
    case 'neighbors':
      return neighbors(world);
    case 'restrictive':
      return restrictive(world);
    case 'misuse':
      return misuse(world);
    case 'await':
      return awaiting(world, arg === 'reorder');
    case 'all':
      return {
        ring: ring(world, false),
        ringSeparate: ring(world, false, false),
        partial: partial(world),
        halo2dSmall: halo2d(world, 1),
        halo2dMid: halo2d(world, 128),
        halo2dLarge: halo2d(world, 4096),
        colls: colls(world),
        neighbors: neighbors(world),
        restrictive: restrictive(world),
        misuse: misuse(world),
        await: await awaiting(world, false),
        halo: halo(world),
      };
    case 'batch':
      return batch(world);
    case 'batchLeft':
      return batchLeft(world);
    case 'nocommit': {
      const pend = world.idup();
      pend.barrierInit();
      if (world.rank === 0) return 'left without committing';
      pend.commit();
      return 'committed';
    }
    default:
      throw new Error(`unknown scenario ${scenario}`);
  }
}
