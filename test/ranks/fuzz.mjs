// Bad input at every public entry point a rank calls: each call of a table of good calls is made
// again with one argument replaced by each bad value of its kind, and must throw a WasmpiError with
// a code. Every rank makes the same calls, so a bad call that is wrongly accepted completes (and is
// reported) instead of waiting for peers. Before and after, the world must be intact: a message
// sent to itself before the bad calls is still there, with its bytes, and point-to-point and
// collectives give the right results.
// Returns { calls, findings }: findings lists each bad call that was accepted or that threw
// anything but a coded WasmpiError.
import {
  Datatype,
  Op,
  WasmpiError,
  ErrorCode,
  HaloExchange,
  IN_PLACE,
  pack,
  unpack,
  packSize,
  waitAll,
  testAll,
} from 'wasmpi';

const detached = () => {
  const a = new Float64Array(4);
  structuredClone(a.buffer, { transfer: [a.buffer] });
  return a;
};
const shrunk = () => {
  const rab = new ArrayBuffer(64, { maxByteLength: 128 });
  const a = new Float64Array(rab, 16, 4);
  rab.resize(8);
  return a;
};
const show = (v) => {
  if (typeof v === 'function') return `function ${v.name}`;
  if (ArrayBuffer.isView(v)) return `${v.constructor.name}(${v.length})`;
  try {
    return typeof v === 'bigint' || typeof v === 'symbol' ? String(v) : (JSON.stringify(v) ?? String(v));
  } catch {
    return String(v);
  }
};

// Bad values by the kind of parameter (fresh each time: detached and shrunk arrays are made anew).
const BAD = {
  buf: () => [null, undefined, 42, 'abc', {}, [1, 2], new ArrayBuffer(32), detached(), shrunk()],
  rank: (size) => [-3, size, 2 ** 31, 1.5, NaN, Infinity, '0', null, {}],
  root: (size) => [-1, -2, size, 1.5, NaN, '0', null],
  tag: () => [-5, 2 ** 30, 1.5, NaN, '1', null],
  op: () => ['summ', 42, null, {}],
  opts: () => [
    42,
    'x',
    { datatype: 'int32' },
    { datatype: Datatype.INT32, count: -1 },
    { datatype: Datatype.INT32, count: 1.5 },
    { count: 1e12 },
    { count: NaN },
    { datatype: Datatype.vector(2, 1, 2, Datatype.INT32) }, // not committed
  ],
  // (an array of one is too short only for a world of more ranks)
  counts: (size) =>
    [null, 'x', [-1, ...Array(size - 1).fill(1)], Array(size).fill(1.5), Array(size).fill(1e9)].concat(
      size > 1 ? [[1]] : [],
    ),
  displs: (size) =>
    ['x', Array(size).fill(-1), Array(size).fill(0.5), Array(size).fill(1e9)].concat(size > 1 ? [[0]] : []),
  sropts: () => [42, { sendtag: -5, recvtag: 6 }, { sendtag: 6, recvtag: 1.5 }, { sendtype: 'x' }, { sendcount: -1 }],
  cart: () => [
    null,
    42,
    {},
    { dims: null },
    { dims: [0] },
    { dims: [1.5] },
    { dims: ['x'] },
    { dims: [1], periods: 'x' },
  ],
  splitkind: () => ['numa-ish', 42, null, { hw: 'nothing' }],
  ranklist: (size) => [null, 'x', [size], [-1], [1.5], [0, 0]],
  anyranks: (size) => [null, 'x', [size], [-1], [1.5]], // (a rank may be translated twice)
  group: () => [null, 42, {}, 'world'],
  nbcounts: () => [null, [-1, 1], [1.5, 1], [1], 'x'],
  nbdispls: () => ['x', [-1, 0], [0.5, 0], [0]],
  halomaps: (size) => [
    null,
    42,
    {},
    { send: { [size]: [0] }, recv: {} },
    { send: { 0: [-1] }, recv: {} },
    { send: { 0: [1.5] }, recv: {} },
    { send: { 0: 'x' }, recv: {} },
  ],
  halokey: () => [null, 42, {}],
  haloopts: () => [42, 'x', { length: -1 }, { length: 1.5 }, { length: 'x' }],
  color: () => [-3, 1.5, NaN, 'x', {}],
  key: () => [1.5, NaN, 'x', {}],
  ctor: () => [Array, Object, null, 'Float64Array', DataView, ArrayBuffer, 42],
  length: () => [-1, 1.5, NaN, Infinity, 2 ** 53, '5', null],
  count: () => [-1, 1.5, NaN, Infinity, 2 ** 31, '3', null],
  stride: () => [1.5, NaN, Infinity, '3', null],
  type: () => [null, 'int32', 42, {}],
  array: () => [null, 42, 'ab', [1.5], [-1], [NaN]],
  coords: () => [null, 42, 'ab', [1.5], [NaN], [0, 0]],
  fn: () => [null, 42, 'sum', {}],
  reqs: () => [null, 42, [null], [{}], 'x'],
};

export default function main(world) {
  const { rank, size } = world;
  const findings = [];
  let calls = 0;
  const n = 8;
  const a = () => new Float64Array(n * size).fill(rank + 1);
  const c = () => Array(size).fill(n);
  const d = () => [...Array(size).keys()].map((i) => i * n);

  // A message to itself, sent before the bad calls: it must still be there afterwards.
  const kept = Float64Array.from({ length: 300 }, (_, i) => rank * 1000 + i);
  const keptReq = world.isend(kept, rank, 77);

  /** `call(...args)` with each bad value of each parameter kind in `kinds` (null: leave as is). A
   *  kind ending in '@root' is an argument only the root reads (MPI: other ranks ignore it): it is
   *  fuzzed in a world of one rank only, where no rank ignores it and none waits for another. */
  function fuzz(name, kinds, good, call) {
    kinds.forEach((k, at) => {
      if (!k) return;
      if (k.endsWith('@root') && size > 1) return;
      const kind = k.replace('@root', '');
      for (const bad of BAD[kind](size)) {
        const args = good();
        args[at] = bad;
        calls++;
        try {
          const r = call(...args);
          // a nonblocking or persistent call that was accepted: complete it, it is a finding anyway
          if (r && typeof r.wait === 'function') {
            try {
              if (r.isPersistent) r.free?.();
              else r.wait();
            } catch {
              /* reported below */
            }
          }
          findings.push(`${name}: argument ${at} (${kind}) = ${show(bad)} was accepted`);
        } catch (e) {
          if (!(e instanceof WasmpiError) || !(e.code in ErrorCode)) {
            findings.push(`${name}: argument ${at} (${kind}) = ${show(bad)} threw ${e?.name}: ${e?.message}`);
          }
        }
      }
    });
  }

  // ── point-to-point (to itself: nothing waits on a peer) ──
  const me = rank;
  fuzz(
    'send',
    ['buf', 'rank', 'tag', 'opts'],
    () => [a(), me, 5, undefined],
    (b, r, t, o) => world.send(b, r, t, o),
  );
  fuzz(
    'isend',
    ['buf', 'rank', 'tag', 'opts'],
    () => [a(), me, 5, undefined],
    (b, r, t, o) => world.isend(b, r, t, o),
  );
  fuzz(
    'issend',
    ['buf', 'rank', 'tag', 'opts'],
    () => [a(), me, 5, undefined],
    (b, r, t, o) => world.issend(b, r, t, o),
  );
  fuzz(
    'sendInit',
    ['buf', 'rank', 'tag', 'opts'],
    () => [a(), me, 5, undefined],
    (b, r, t, o) => world.sendInit(b, r, t, o),
  );
  // receives match the kept message only if they wrongly accept: tag 77 is the kept one's
  fuzz(
    'recv',
    ['buf', 'rank', 'tag', 'opts'],
    () => [a(), me, 77, undefined],
    (b, r, t, o) => {
      world.recv(b, r, t, o);
      world.send(kept, me, 77); // put it back, the finding is recorded
    },
  );
  fuzz(
    'irecv',
    ['buf', 'rank', 'tag', 'opts'],
    () => [a(), me, 77, undefined],
    (b, r, t, o) => world.irecv(b, r, t, o),
  );
  fuzz(
    'recvInit',
    ['buf', 'rank', 'tag', 'opts'],
    () => [a(), me, 77, undefined],
    (b, r, t, o) => world.recvInit(b, r, t, o),
  );
  fuzz(
    'probe',
    [null, 'rank', 'tag'],
    () => [null, me, 77],
    (_, r, t) => world.probe(r, t),
  );
  fuzz(
    'iprobe',
    [null, 'rank', 'tag'],
    () => [null, me, 77],
    (_, r, t) => world.iprobe(r, t),
  );
  fuzz(
    'sendrecv',
    ['buf', 'rank', 'buf', 'rank', 'sropts'],
    () => [a(), me, a(), me, { sendtag: 6, recvtag: 6 }],
    (sb, dst, rb, src, o) => world.sendrecv(sb, dst, rb, src, o),
  );
  fuzz(
    'sendValue',
    [null, 'rank', 'tag'],
    () => [{ x: 1 }, me, 8],
    (v, r, t) => {
      world.sendValue(v, r, t);
      world.recvValue(me, 8);
    },
  );

  // ── arrays whose memory changes after a call remembered them ──
  {
    const used = new Float64Array(4).fill(1);
    world.send(used, me, 11);
    world.recv(new Float64Array(4), me, 11);
    structuredClone(used.buffer, { transfer: [used.buffer] });
    calls++;
    try {
      world.send(used, me, 11);
      findings.push('send of an array transferred after an earlier send was accepted');
    } catch (e) {
      if (!(e instanceof WasmpiError) || e.code !== 'ERR_BUFFER') findings.push(`transferred array: ${e}`);
    }
    // a length-tracking array on a resizable ArrayBuffer: a send after it grew sends all of it
    const rab = new ArrayBuffer(16, { maxByteLength: 64 });
    const tracking = new Float64Array(rab);
    world.send(tracking, me, 12);
    world.recv(new Float64Array(2), me, 12);
    rab.resize(32);
    world.send(tracking, me, 12);
    const st = world.recv(new Float64Array(4), me, 12);
    calls++;
    if (st.count !== 4) findings.push(`a grown length-tracking array sent ${st.count} of its 4 elements`);
  }

  // ── memory ──
  fuzz(
    'alloc',
    ['ctor', 'length'],
    () => [Float64Array, 16],
    (C, len) => world.alloc(C, len),
  );
  const freed = world.alloc(Float64Array, 4);
  world.freeMem(freed);
  for (const bad of [new Float64Array(4), null, 42, freed]) {
    calls++;
    try {
      world.freeMem(bad);
      findings.push(`freeMem(${show(bad)}) was accepted`);
    } catch (e) {
      if (!(e instanceof WasmpiError)) findings.push(`freeMem(${show(bad)}) threw ${e?.name}: ${e?.message}`);
    }
  }

  // ── collectives: every rank makes the same bad call ──
  fuzz(
    'barrier',
    [],
    () => [],
    () => world.barrier(),
  );
  fuzz(
    'bcast',
    ['buf', 'root', 'opts'],
    () => [a(), 0, undefined],
    (b, r, o) => world.bcast(b, r, o),
  );
  fuzz(
    'ibcast',
    ['buf', 'root'],
    () => [a(), 0],
    (b, r) => world.ibcast(b, r),
  );
  fuzz(
    'bcastInit',
    ['buf', 'root'],
    () => [a(), 0],
    (b, r) => world.bcastInit(b, r),
  );
  fuzz(
    'reduce',
    ['buf', 'buf@root', 'op', 'root'],
    () => [a(), a(), 'sum', 0],
    (s, r, op, root) => world.reduce(s, r, op, root),
  );
  fuzz(
    'allreduce',
    ['buf', 'buf', 'op', 'opts'],
    () => [a(), a(), 'sum', undefined],
    (s, r, op, o) => world.allreduce(s, r, op, o),
  );
  fuzz(
    'iallreduce',
    ['buf', 'buf', 'op'],
    () => [a(), a(), 'sum'],
    (s, r, op) => world.iallreduce(s, r, op),
  );
  fuzz(
    'allreduceInit',
    ['buf', 'buf', 'op'],
    () => [a(), a(), 'sum'],
    (s, r, op) => world.allreduceInit(s, r, op),
  );
  fuzz(
    'allgather',
    ['buf', 'buf'],
    () => [new Float64Array(n), a()],
    (s, r) => world.allgather(s, r),
  );
  fuzz(
    'alltoall',
    ['buf', 'buf'],
    () => [a(), a()],
    (s, r) => world.alltoall(s, r),
  );
  fuzz(
    'gather',
    ['buf', 'buf@root', 'root'],
    () => [new Float64Array(n), a(), 0],
    (s, r, root) => world.gather(s, r, root),
  );
  fuzz(
    'scatter',
    ['buf@root', 'buf', 'root'],
    () => [a(), new Float64Array(n), 0],
    (s, r, root) => world.scatter(s, r, root),
  );
  fuzz(
    'scan',
    ['buf', 'buf', 'op'],
    () => [a(), a(), 'sum'],
    (s, r, op) => world.scan(s, r, op),
  );
  fuzz(
    'exscan',
    ['buf', 'buf', 'op'],
    () => [a(), a(), 'sum'],
    (s, r, op) => world.exscan(s, r, op),
  );
  fuzz(
    'reduceScatterBlock',
    ['buf', 'buf', 'op'],
    () => [a(), new Float64Array(n), 'sum'],
    (s, r, op) => world.reduceScatterBlock(s, r, op),
  );
  fuzz(
    'reduceScatter',
    ['buf', 'buf', 'counts', 'op'],
    () => [a(), new Float64Array(n), c(), 'sum'],
    (s, r, k, op) => world.reduceScatter(s, r, k, op),
  );
  fuzz(
    'allgatherv',
    ['buf', 'buf', 'counts', 'displs'],
    () => [new Float64Array(n), a(), c(), d()],
    (s, r, k, ds) => world.allgatherv(s, r, k, ds),
  );
  fuzz(
    'gatherv',
    ['buf', 'buf@root', 'counts@root', 'displs@root', 'root'],
    () => [new Float64Array(n), a(), c(), d(), 0],
    (s, r, k, ds, root) => world.gatherv(s, r, k, ds, root),
  );
  fuzz(
    'scatterv',
    ['buf@root', 'counts@root', 'displs@root', 'buf', 'root'],
    () => [a(), c(), d(), new Float64Array(n), 0],
    (s, k, ds, r, root) => world.scatterv(s, k, ds, r, root),
  );
  fuzz(
    'alltoallv',
    ['buf', 'counts', 'displs', 'buf', 'counts', 'displs'],
    () => [a(), c(), d(), a(), c(), d()],
    (s, sk, sd, r, rk, rd) => world.alltoallv(s, sk, sd, r, rk, rd),
  );
  fuzz(
    'allreduceValue',
    [null, 'op'],
    () => [rank, 'sum'],
    (v, op) => world.allreduceValue(v, op),
  );
  fuzz(
    'bcastValue',
    [null, 'root'],
    () => [rank, 0],
    (v, root) => world.bcastValue(v, root),
  );

  // ── communicators ──
  fuzz(
    'split',
    ['color', 'key'],
    () => [0, rank],
    (col, key) => world.split(col, key).free(),
  );
  fuzz(
    'cartCreate',
    ['cart'],
    () => [{ dims: [size], periods: [true] }],
    (o) => world.cartCreate(o)?.free?.(),
  );

  fuzz(
    'splitType',
    ['splitkind'],
    () => ['shared'],
    (k) => world.splitType(k)?.free(),
  );
  fuzz(
    'dup',
    [],
    () => [],
    () => world.dup().free(),
  );
  const group = world.group;
  fuzz(
    'group.incl',
    ['ranklist'],
    () => [[0]],
    (r) => group.incl(r),
  );
  fuzz(
    'group.excl',
    ['ranklist'],
    () => [[0]],
    (r) => group.excl(r),
  );
  fuzz(
    'group.union',
    ['group'],
    () => [group],
    (g) => group.union(g),
  );
  fuzz(
    'group.intersection',
    ['group'],
    () => [group],
    (g) => group.intersection(g),
  );
  fuzz(
    'group.difference',
    ['group'],
    () => [group],
    (g) => group.difference(g),
  );
  fuzz(
    'group.compare',
    ['group'],
    () => [group],
    (g) => group.compare(g),
  );
  fuzz(
    'group.translateRanks',
    ['anyranks', 'group'],
    () => [[0], group],
    (r, g) => group.translateRanks(r, g),
  );
  fuzz(
    'create',
    ['group'],
    () => [group],
    (g) => world.create(g)?.free(),
  );

  // ── neighbourhood collectives on a periodic ring (every rank has two neighbours) ──
  const cart = world.cartCreate({ dims: [size], periods: [true] });
  const nb = () => new Float64Array(2 * n).fill(rank);
  fuzz(
    'neighborAllgather',
    ['buf', 'buf', 'opts'],
    () => [new Float64Array(n), nb(), undefined],
    (sb, rb, o) => cart.neighborAllgather(sb, rb, o),
  );
  fuzz(
    'neighborAlltoall',
    ['buf', 'buf', 'opts'],
    () => [nb(), nb(), undefined],
    (sb, rb, o) => cart.neighborAlltoall(sb, rb, o),
  );
  fuzz(
    'ineighborAlltoall',
    ['buf', 'buf'],
    () => [nb(), nb()],
    (sb, rb) => cart.ineighborAlltoall(sb, rb),
  );
  fuzz(
    'neighborAllgatherv',
    ['buf', 'buf', 'nbcounts', 'nbdispls'],
    () => [new Float64Array(n), nb(), [n, n], [0, n]],
    (sb, rb, k, ds) => cart.neighborAllgatherv(sb, rb, k, ds),
  );
  fuzz(
    'cartShift',
    ['count', 'stride'],
    () => [0, 1],
    (dim, disp) => cart.cartShift(dim, disp),
  );
  fuzz(
    'cartCoords',
    ['rank'],
    () => [0],
    (r) => cart.cartCoords(r),
  );
  fuzz(
    'cartRank', // (periodic: a coordinate of -1 wraps)
    ['coords'],
    () => [[0]],
    (co) => cart.cartRank(co),
  );
  cart.free();

  // ── HaloExchange on a ring: cell 0 goes to the right, cell 1 comes from the left ──
  const right = (rank + 1) % size,
    left = (rank + size - 1) % size;
  const maps = () => ({ send: { [right]: [0] }, recv: { [left]: [1] } });
  fuzz(
    'new HaloExchange',
    ['halomaps', 'haloopts'],
    () => [maps(), undefined],
    (m, o) => new HaloExchange(world, m, o),
  );
  const halo = new HaloExchange(world, maps());
  fuzz(
    'halo.start',
    ['buf', 'halokey'],
    () => [new Float64Array(4), 'k'],
    (f, k) => {
      halo.start(f, k);
      halo.finish(f, k);
    },
  );
  fuzz(
    'halo.finish',
    ['buf', 'halokey'],
    () => [new Float64Array(4), 'k'],
    (f, k) => halo.finish(f, k),
  );

  // ── requests ──
  fuzz(
    'request.wait on a freed persistent request',
    [],
    () => [],
    () => {
      const r = world.sendInit(a(), me, 9);
      r.free();
      r.start();
    },
  );

  // ── datatypes and packing (no communication) ──
  const T = Datatype.INT32;
  fuzz(
    'Datatype.contiguous',
    ['count', 'type'],
    () => [2, T],
    (k, t) => Datatype.contiguous(k, t),
  );
  fuzz(
    'Datatype.vector',
    ['count', 'count', 'stride', 'type'],
    () => [2, 1, 2, T],
    (k, b, s, t) => Datatype.vector(k, b, s, t),
  );
  fuzz(
    'Datatype.indexed',
    ['array', 'array', 'type'],
    () => [[1, 1], [0, 2], T],
    (b, ds, t) => Datatype.indexed(b, ds, t),
  );
  fuzz(
    'Datatype.struct',
    ['array', 'array', null],
    () => [
      [1, 1],
      [0, 8],
      [T, Datatype.FLOAT64],
    ],
    (b, ds, ts) => Datatype.struct(b, ds, ts),
  );
  fuzz(
    'Datatype.resized',
    ['type', 'stride', 'stride'],
    () => [T, 0, 8],
    (t, lb, ext) => Datatype.resized(t, lb, ext),
  );
  const vec = Datatype.vector(2, 1, 2, T).commit();
  fuzz(
    'pack',
    ['buf', 'count', 'type'],
    () => [new Int32Array(8), 2, vec],
    (b, k, t) => pack(b, k, t),
  );
  fuzz(
    'unpack',
    ['buf', 'buf', 'count', 'type'],
    () => [new Uint8Array(16), new Int32Array(8), 2, vec],
    (p, b, k, t) => unpack(p, b, k, t),
  );
  fuzz(
    'packSize',
    ['count', 'type'],
    () => [2, vec],
    (k, t) => packSize(k, t),
  );
  fuzz(
    'Op.create',
    ['fn'],
    () => [(x, y) => y],
    (f) => Op.create(f),
  );

  // ── requests ──
  fuzz(
    'waitAll',
    ['reqs'],
    () => [[]],
    (r) => waitAll(r),
  );
  fuzz(
    'testAll',
    ['reqs'],
    () => [[]],
    (r) => testAll(r),
  );

  // ── the world is intact ──
  const got = new Float64Array(300);
  const there = world.iprobe(rank, 77);
  if (there) world.recv(got, rank, 77);
  keptReq.wait();
  const keptOk = !!there && got.every((v, i) => v === rank * 1000 + i);
  const none = world.iprobe(rank, 77);
  const ring = new Int32Array([rank]);
  const next = (rank + 1) % size,
    prev = (rank + size - 1) % size;
  const from = new Int32Array(1);
  world.sendrecv(ring, next, from, prev, { sendtag: 1, recvtag: 1 });
  const sum = new Float64Array(3);
  world.allreduce(Float64Array.of(rank, 1, 2), sum, 'sum');
  const intact =
    keptOk && !none && from[0] === prev && sum[0] === (size * (size - 1)) / 2 && sum[1] === size && sum[2] === 2 * size;
  if (IN_PLACE === undefined) findings.push('IN_PLACE missing');
  return { calls, findings, intact, keptOk };
}
