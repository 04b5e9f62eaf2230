// One-sided communication inside one process: each window flavor, each call once in each
// synchronisation mode. Every rank checks what it observed against the values it can compute
// and returns the mismatches by scenario (an empty list: all well).
import { Win, Datatype, MODE_NOCHECK, MODE_NOPRECEDE, MODE_NOSUCCEED, WasmpiError } from 'wasmpi';
import { runScenarios } from './_shared.mjs';

const eq = (errs, label, got, exp) => {
  const g = Array.from(got, Number),
    e = Array.from(exp, Number);
  if (g.length !== e.length || g.some((v, i) => v !== e[i])) errs.push(`${label}: got [${g}], expected [${e}]`);
};
const codeOf = (fn) => {
  try {
    fn();
  } catch (e) {
    return e instanceof WasmpiError ? e.code : String(e);
  }
  return 'no error';
};

const scenarios = {
  // put, get, accumulate, getAccumulate, fetchAndOp, compareAndSwap and the r* forms between fences
  fence(world) {
    const errs = [];
    const p = world.size,
      me = world.rank;
    const right = (me + 1) % p,
      left = (me + p - 1) % p;
    const win = Win.allocate(world, 8 * (p + 4), { dispUnit: 8 });
    const mem = win.local(Float64Array);
    win.fence(MODE_NOPRECEDE);
    win.put(Float64Array.of(me + 1), right, me); // slot me of the right neighbour
    win.rput(Float64Array.of(10 * me), right, p).wait();
    win.fence();
    eq(errs, 'put', [mem[left], mem[p]], [left + 1, 10 * left]);
    const g = new Float64Array(2);
    win.get(g.subarray(0, 1), right, me);
    win.rget(g.subarray(1), right, p).wait();
    win.fence();
    eq(errs, 'get', g, [me + 1, 10 * me]);
    // every rank adds me + 1 to slot p + 1 of rank 0
    win.accumulate(Float64Array.of(me + 1), 0, p + 1, 'sum');
    win.raccumulate(Float64Array.of(me), 0, p + 2, 'max').wait();
    win.fence();
    if (me === 0) eq(errs, 'accumulate', [mem[p + 1], mem[p + 2]], [(p * (p + 1)) / 2, p - 1]);
    const old = new Float64Array(1);
    win.getAccumulate(Float64Array.of(1), old, right, p + 3, 'replace');
    win.fence();
    eq(errs, 'getAccumulate replace', [old[0], mem[p + 3]], [0, 1]);
    win.fence(MODE_NOSUCCEED);
    win.free();

    const ints = Win.allocate(world, 16, { dispUnit: 4 });
    const iv = ints.local(Int32Array);
    ints.fence();
    const r = new Int32Array(1);
    ints.fetchAndOp(Int32Array.of(1), r, 0, 0, 'sum');
    ints.fence();
    if (me === 0) eq(errs, 'fetchAndOp total', [iv[0]], [p]);
    if (r[0] < 0 || r[0] >= p) errs.push(`fetchAndOp result ${r[0]}`);
    // one rank's compareAndSwap wins: slot 1 goes from 0 to the winner's rank + 1
    const c = new Int32Array(1);
    ints.compareAndSwap(Int32Array.of(me + 1), Int32Array.of(0), c, 0, 1);
    ints.fence();
    const all = world.allgatherValue(c[0]);
    if (all.filter((v) => v === 0).length !== 1) errs.push(`compareAndSwap: ${all} (one 0 expected)`);
    if (me === 0 && iv[1] !== all.indexOf(0) + 1) errs.push(`compareAndSwap winner ${iv[1]}`);
    const ga = new Int32Array(2);
    ints.rgetAccumulate(null, ga, 0, 0, 'no_op').wait();
    ints.fence();
    eq(errs, 'getAccumulate no_op', ga, [p, all.indexOf(0) + 1]);
    ints.free();
    return errs;
  },

  // post/start/complete/wait and test, with a ring: each rank exposes itself to its left
  // neighbour and writes to its right one
  pscw(world) {
    const errs = [];
    const p = world.size,
      me = world.rank;
    const right = (me + 1) % p,
      left = (me + p - 1) % p;
    const win = Win.allocate(world, 8, { dispUnit: 8 });
    const g = win.group;
    for (let round = 0; round < 3; round++) {
      win.post(g.incl([left]));
      win.start(g.incl([right]));
      win.put(Float64Array.of(100 * round + me), right, 0);
      win.complete();
      if (round === 1) while (!win.test());
      else win.wait();
      eq(errs, `pscw round ${round}`, win.local(Float64Array), [100 * round + left]);
    }
    win.free();
    return errs;
  },

  // PSCW with groups of several ranks: rank 0 exposes itself to all others, which accumulate into
  // it; then again with MODE_NOCHECK on both sides (a barrier orders post before start)
  pscwMany(world) {
    const errs = [];
    const p = world.size,
      me = world.rank;
    if (p === 1) return errs;
    const win = Win.allocate(world, 8, { dispUnit: 8 });
    const g = win.group;
    for (const check of [0, MODE_NOCHECK]) {
      if (me === 0) {
        win.post(g.excl([0]), check);
        world.barrier();
        win.wait();
        eq(errs, `pscw to rank 0 (assert ${check})`, win.local(Float64Array), [(check ? 2 : 1) * ((p * (p - 1)) / 2)]);
      } else {
        world.barrier();
        win.start(g.incl([0]), check);
        win.accumulate(Float64Array.of(me), 0, 0, 'sum');
        win.complete();
      }
      world.barrier();
    }
    win.free();
    return errs;
  },

  // lock/unlock: an exclusive read-modify-write counter at rank 0; shared locks with fetchAndOp;
  // lockAll with flushes
  passive(world) {
    const errs = [];
    const p = world.size,
      me = world.rank;
    const win = Win.allocate(world, 16, { dispUnit: 8 });
    const mem = win.local(Float64Array);
    const x = new Float64Array(1);
    for (let k = 0; k < 5; k++) {
      win.lock(0, 'exclusive');
      win.get(x, 0, 0);
      win.flush(0);
      x[0] += 1;
      win.put(x, 0, 0);
      win.unlock(0);
    }
    world.barrier();
    if (me === 0) eq(errs, 'exclusive counter', [mem[0]], [5 * p]);
    const cnt = Win.allocate(world, 8);
    const r = new BigUint64Array(1);
    cnt.lock(0, 'shared');
    cnt.fetchAndOp(BigUint64Array.of(2n), r, 0, 0, 'sum');
    cnt.flushLocal(0);
    cnt.unlock(0);
    world.barrier();
    if (me === 0) eq(errs, 'shared fetchAndOp', cnt.local(BigUint64Array), [2 * p]);
    cnt.free();
    win.lockAll();
    win.put(Float64Array.of(me), (me + 1) % p, 1);
    win.flushAll();
    win.get(x, (me + 1) % p, 1);
    win.flushLocalAll();
    win.unlockAll();
    eq(errs, 'lockAll put/get', x, [me]);
    world.barrier();
    win.free();
    return errs;
  },

  // Win.create of an array in the world's memory (unified) and of a plain array (separate, staged)
  create(world) {
    const errs = [];
    const p = world.size,
      me = world.rank;
    const shared = world.alloc(Int32Array, p);
    const plain = new Int32Array(p).fill(-1);
    const a = Win.create(world, shared);
    const b = Win.create(world, plain);
    if (a.model !== 'unified' || b.model !== 'separate') errs.push(`models ${a.model} ${b.model}`);
    if (b.dispUnit !== 4 || b.size !== 4 * p || b.flavor !== 'create') errs.push('create attributes');
    a.fence();
    b.fence();
    for (let t = 0; t < p; t++) {
      a.put(Int32Array.of(me), t, me);
      b.put(Int32Array.of(me * 2), t, me);
    }
    a.fence();
    b.fence();
    eq(
      errs,
      'create unified',
      shared,
      Array.from({ length: p }, (_, i) => i),
    );
    eq(
      errs,
      'create separate',
      plain,
      Array.from({ length: p }, (_, i) => 2 * i),
    );
    // the owner's own store reaches the copy at the next epoch start
    plain[me] = 1000 + me;
    b.fence();
    const got = new Int32Array(1);
    b.get(got, (me + 1) % p, (me + 1) % p);
    b.fence();
    eq(errs, 'create separate store', got, [1000 + ((me + 1) % p)]);
    a.free();
    b.free();
    // an odd length, a view that starts mid-word: the bytes after the whole words
    const raw = new Uint8Array(12);
    const odd = raw.subarray(1, 8);
    const c = Win.create(world, odd);
    c.fence();
    c.put(Uint8Array.of(100 + me), (me + 1) % p, me % 6);
    odd[6] = 50; // a store of the owner's, to its own copy at the fence
    c.fence();
    if (p <= 6) eq(errs, 'create separate, odd view', [odd[(me + p - 1) % p]], [100 + ((me + p - 1) % p)]);
    const far = new Uint8Array(1);
    c.get(far, (me + 1) % p, 6);
    c.fence();
    eq(errs, 'create separate, odd view, owner store', far, [50]);
    c.free();
    return errs;
  },

  // allocateShared: every rank sees the others' segments with plain loads and stores
  shared(world) {
    const errs = [];
    const p = world.size,
      me = world.rank;
    for (const contiguous of [true, false]) {
      const win = Win.allocateShared(world, 8 * (me + 1), { dispUnit: 8, contiguous });
      const mine = win.local(Float64Array);
      mine.fill(me);
      world.barrier();
      for (let r = 0; r < p; r++) {
        const v = win.sharedQuery(r, Float64Array);
        eq(errs, `sharedQuery ${r} contiguous ${contiguous}`, v, new Array(r + 1).fill(r));
      }
      if (contiguous && p > 1) {
        const a = win.sharedQuery(0, Uint8Array),
          b = win.sharedQuery(1, Uint8Array);
        if (b.byteOffset !== a.byteOffset + 8) errs.push('contiguous segments are not adjacent');
      }
      world.barrier();
      win.lockAll();
      win.put(Float64Array.of(-me), (me + 1) % p, 0);
      win.unlockAll();
      world.barrier();
      eq(errs, `shared put ${contiguous}`, [mine[0]], [-((me + p - 1) % p)]);
      world.barrier();
      win.free();
    }
    return errs;
  },

  // dynamic windows: an array of the world's memory and a plain one attached; their addresses
  // exchanged; puts under lockAll; detach
  dynamic(world) {
    const errs = [];
    const p = world.size,
      me = world.rank;
    const win = Win.createDynamic(world);
    const sh = world.alloc(Int32Array, 2);
    const pl = new Int32Array(2);
    const addrs = world.allgatherValue([win.attach(sh), win.attach(pl)]);
    const right = (me + 1) % p;
    win.lockAll();
    win.put(Int32Array.of(me, me + 1), right, addrs[right][0]);
    win.put(Int32Array.of(-me), right, addrs[right][1] + 4);
    win.accumulate(Int32Array.of(1), right, addrs[right][1], 'sum');
    win.unlockAll();
    world.barrier();
    win.sync();
    const left = (me + p - 1) % p;
    eq(errs, 'dynamic shared', sh, [left, left + 1]);
    eq(errs, 'dynamic staged', pl, [1, -left]);
    win.lockAll();
    const code = codeOf(() => win.put(Int32Array.of(1, 2, 3), right, addrs[right][0]));
    win.unlockAll();
    if (code !== 'ERR_RMA_RANGE') errs.push(`dynamic out of range: ${code}`);
    world.barrier();
    win.detach(sh);
    win.detach(pl);
    if (codeOf(() => win.detach(pl)) !== 'ERR_RMA_ATTACH') errs.push('detach twice');
    win.free();
    return errs;
  },

  // derived datatypes on both sides: a vector target, a strided origin, accumulates through them
  derived(world) {
    const errs = [];
    const p = world.size,
      me = world.rank;
    const right = (me + 1) % p,
      left = (me + p - 1) % p;
    const win = Win.allocate(world, 8 * 8, { dispUnit: 8 });
    const mem = win.local(Float64Array);
    const every2 = Datatype.vector(4, 1, 2, Datatype.FLOAT64).commit();
    win.fence();
    win.put(
      Float64Array.of(1, 2, 3, 4).map((v) => v + 10 * me),
      right,
      0,
      { targetDatatype: every2, targetCount: 1 },
    );
    win.fence();
    eq(
      errs,
      'put to a vector',
      mem,
      [1, 0, 2, 0, 3, 0, 4, 0].map((v, i) => (i % 2 ? 0 : v + 10 * left)),
    );
    const strided = new Float64Array(8);
    win.get(strided, right, 0, { datatype: every2, count: 1, targetDatatype: every2, targetCount: 1 });
    win.fence();
    eq(
      errs,
      'get into a vector',
      strided,
      [0, 1, 2, 3, 4, 5, 6, 7].map((i) => (i % 2 ? 0 : mem[i] - 10 * left + 10 * me)),
    );
    win.accumulate(Float64Array.of(1, 1, 1, 1), right, 1, 'sum', { targetDatatype: every2, targetCount: 1 });
    win.fence();
    eq(errs, 'accumulate through a vector', [mem[1], mem[3], mem[5], mem[7]], [1, 1, 1, 1]);
    win.free();
    return errs;
  },

  // every op once through accumulate (int32 and float64), maxloc on pairs, compareAndSwap of a
  // float64 and a BigInt, on the caller's own segment
  ops(world) {
    const errs = [];
    const me = world.rank;
    const win = Win.allocate(world, 64, { dispUnit: 8 });
    const i32 = win.local(Int32Array),
      f64 = win.local(Float64Array);
    const model = {
      sum: (a, b) => a + b,
      prod: (a, b) => a * b,
      min: Math.min,
      max: Math.max,
      land: (a, b) => (a && b ? 1 : 0),
      lor: (a, b) => (a || b ? 1 : 0),
      lxor: (a, b) => (!a !== !b ? 1 : 0),
      band: (a, b) => a & b,
      bor: (a, b) => a | b,
      bxor: (a, b) => a ^ b,
      replace: (a, b) => b,
      no_op: (a) => a,
    };
    win.lock(me);
    for (const [op, f] of Object.entries(model)) {
      i32.set([6, 0, -3, 5]);
      win.accumulate(Int32Array.of(3, 5, 2, 0), me, 0, op);
      win.flush(me);
      eq(errs, `int32 ${op}`, i32.subarray(0, 4), [f(6, 3), f(0, 5), f(-3, 2), f(5, 0)]);
      if (['land', 'lor', 'lxor', 'band', 'bor', 'bxor'].includes(op)) continue;
      f64.set([1.5, -2]);
      const old = new Float64Array(2);
      win.getAccumulate(Float64Array.of(0.25, 4), old, me, 0, op);
      win.flush(me);
      eq(errs, `float64 ${op}`, [...f64.subarray(0, 2), ...old], [f(1.5, 0.25), f(-2, 4), 1.5, -2]);
    }
    f64.set([3, 7, 1, 9]);
    win.accumulate(Float64Array.of(5, 1, 1, 2), me, 0, 'maxloc', { datatype: Datatype.PAIR_FLOAT64 });
    win.flush(me);
    eq(errs, 'maxloc pairs', f64.subarray(0, 4), [5, 1, 1, 2]);
    const r = new Float64Array(1);
    f64[4] = 2.5;
    win.compareAndSwap(Float64Array.of(8), Float64Array.of(2.5), r, me, 4);
    win.flush(me);
    eq(errs, 'compareAndSwap float64', [r[0], f64[4]], [2.5, 8]);
    const br = new BigInt64Array(1);
    win.compareAndSwap(BigInt64Array.of(1n), BigInt64Array.of(7n), br, me, 4);
    win.unlock(me);
    if (f64[4] !== 8 || br[0] !== new BigInt64Array(Float64Array.of(8).buffer)[0]) errs.push('compareAndSwap mismatch');
    world.barrier();
    win.free();
    return errs;
  },

  // a world that spans (simulated) processes: no shared window over it, one over each process;
  // sharedQuery only of this process's ranks; targets of this process work as in one process
  procs(world) {
    const errs = [];
    const me = world.rank;
    if (codeOf(() => Win.allocateShared(world, 8)) !== 'ERR_RMA_SHARED') errs.push('allocateShared across processes');
    const node = world.splitType('shared');
    const mine = node.group.translateRanks([...Array(node.size).keys()], world.group); // world ranks
    const sh = Win.allocateShared(node, 8, { dispUnit: 8 });
    sh.local(Float64Array)[0] = me;
    node.barrier();
    for (let r = 0; r < node.size; r++) eq(errs, `sharedQuery ${r}`, sh.sharedQuery(r, Float64Array), [mine[r]]);
    sh.free();
    const win = Win.allocate(world, 8, { dispUnit: 8 });
    for (let r = 0; r < world.size; r++)
      if (!mine.includes(r) && codeOf(() => win.sharedQuery(r)) !== 'ERR_RMA_SHARED') errs.push(`sharedQuery ${r}`);
    // a ring within the process
    const k = node.rank,
      n = node.size;
    win.fence();
    win.put(Float64Array.of(me + 1), mine[(k + 1) % n], 0);
    win.fence();
    eq(errs, 'put within the process', win.local(Float64Array), [mine[(k + n - 1) % n] + 1]);
    win.free();
    node.free();
    return errs;
  },

  // a few of the errors (the full matrix is test/rma_errors.test.mjs's)
  errors(world) {
    const errs = [];
    const win = Win.allocate(world, 8);
    const want = (code, fn, what) => {
      const got = codeOf(fn);
      if (got !== code) errs.push(`${what}: ${got}, expected ${code}`);
    };
    want('ERR_RMA_SYNC', () => win.put(Uint8Array.of(1), 0, 0), 'put outside an epoch');
    want('ERR_RMA_SYNC', () => win.unlock(0), 'unlock without lock');
    want('ERR_RMA_SYNC', () => win.complete(), 'complete without start');
    win.lock(world.rank);
    want('ERR_RMA_SYNC', () => win.lock(world.rank), 'lock twice');
    want('ERR_RMA_RANGE', () => win.put(new Uint8Array(9), world.rank, 0), 'past the segment');
    win.put(Uint8Array.of(1, 2), world.rank, 0);
    want('ERR_RMA_CONFLICT', () => win.put(Uint8Array.of(3), world.rank, 1), 'overlapping puts');
    win.flush(world.rank);
    win.put(Uint8Array.of(3), world.rank, 1);
    want('ERR_RMA_SYNC', () => win.free(), 'free inside an epoch');
    want('ERR_OP', () => win.accumulate(Uint8Array.of(3), world.rank, 4, 'maxloc'), 'maxloc of bytes');
    want('ERR_RANK', () => win.get(new Uint8Array(1), world.size, 0), 'target out of range');
    win.unlock(world.rank);
    win.free();
    want('ERR_WIN', () => win.fence(), 'a freed window');
    return errs;
  },
};

export default async function main(world, names) {
  return runScenarios(world, scenarios, names.length ? names : Object.keys(scenarios));
}
