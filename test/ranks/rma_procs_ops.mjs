// One-sided communication between processes: every call, to a target in the other process (2
// processes x 2 ranks: rank r's target and origin are both rank (r + 2) % 4), under exclusive and
// shared locks, lockAll and flush, fence and post/start/complete/wait, with derived target
// datatypes; then every rank accumulating into one element of rank 0 (two of them through its
// process's network thread, two in its process), every rank incrementing one under an exclusive
// lock (remote lock requests queued and granted), one origin's accumulates arriving in order,
// operations of several MiB, and a put out of range raising ERR_RMA_RANGE. Returns the mismatches found (none: all well).
import { Win, Datatype } from 'wasmpi';

const N = 16;

export default function main(world) {
  const { rank, size } = world;
  const errs = [];
  const t = (rank + 2) % size;
  const from = t; // the rank whose target this rank is
  const same = (label, got, want) => {
    const g = Array.from(got, Number);
    const w = Array.from(want, Number);
    if (g.length !== w.length || g.some((x, i) => x !== w[i])) errs.push(`${label}: got [${g}], expected [${w}]`);
  };
  const iota = (n, f) => Array.from({ length: n }, (_, i) => f(i));

  const win = Win.allocate(world, 8 * N, { dispUnit: 8 });
  const mine = win.local(Float64Array);
  const winI = Win.allocate(world, 4 * N, { dispUnit: 4 });
  const mineI = winI.local(Int32Array);
  /** Sets this rank's segments (in an epoch of its own), then waits for every rank to have done so. */
  const reset = (v = 0, vi = 0) => {
    win.lock(rank, 'exclusive');
    mine.fill(v);
    win.unlock(rank);
    winI.lock(rank, 'exclusive');
    mineI.fill(vi);
    winI.unlock(rank);
    world.barrier();
  };
  /** This rank's segment after every rank's epoch ended. */
  const seen = (w, view) => {
    world.barrier();
    w.lock(rank, 'shared');
    const v = Array.from(view);
    w.unlock(rank);
    return v;
  };

  // put under an exclusive lock; get under a shared one
  reset();
  const src = Float64Array.from(iota(N, (i) => rank * 100 + i));
  win.lock(t, 'exclusive');
  win.put(src, t, 0);
  win.unlock(t);
  same(
    'put, exclusive lock',
    seen(win, mine),
    iota(N, (i) => from * 100 + i),
  );
  const got = new Float64Array(N);
  win.lock(t, 'shared');
  win.get(got, t, 0);
  win.unlock(t);
  same('get, shared lock', got, src);
  world.barrier();

  // accumulate: sum on float64 and int32
  reset(1, 0);
  win.lock(t, 'shared');
  win.accumulate(Float64Array.of(0.5, 1.5, 2.5, 3.5), t, 2, 'sum');
  win.unlock(t);
  winI.lock(t, 'shared');
  winI.accumulate(Int32Array.of(rank, -rank, 7), t, 1, 'sum');
  winI.unlock(t);
  same(
    'accumulate sum float64',
    seen(win, mine),
    iota(N, (i) => (i >= 2 && i < 6 ? i - 0.5 : 1)),
  );
  same(
    'accumulate sum int32',
    seen(winI, mineI),
    iota(N, (i) => [0, from, -from, 7][i] ?? 0),
  );

  // getAccumulate (sum, then no_op), fetchAndOp, compareAndSwap
  reset(10, 0);
  const res = new Float64Array(3);
  win.lock(t, 'exclusive');
  win.getAccumulate(Float64Array.of(1, 2, 3), res, t, 0, 'sum');
  win.flush(t);
  same('getAccumulate sum: the old values', res, [10, 10, 10]);
  win.getAccumulate(Float64Array.of(0, 0, 0), res, t, 0, 'no_op');
  win.unlock(t);
  same('getAccumulate no_op: the values', res, [11, 12, 13]);
  const r1 = new Int32Array(1);
  winI.lock(t, 'shared');
  winI.fetchAndOp(Int32Array.of(5), r1, t, 0, 'sum');
  winI.flush(t);
  same('fetchAndOp sum: first', r1, [0]);
  winI.fetchAndOp(Int32Array.of(5), r1, t, 0, 'sum');
  winI.flush(t);
  same('fetchAndOp sum: second', r1, [5]);
  winI.compareAndSwap(Int32Array.of(42), Int32Array.of(0), r1, t, 3);
  winI.flush(t);
  same('compareAndSwap int32 that swaps', r1, [0]);
  winI.compareAndSwap(Int32Array.of(7), Int32Array.of(0), r1, t, 3);
  winI.unlock(t);
  same('compareAndSwap int32 that does not', r1, [42]);
  const rf = new Float64Array(1);
  win.lock(t, 'shared');
  win.compareAndSwap(Float64Array.of(2.5), Float64Array.of(10), rf, t, 4);
  win.unlock(t);
  same('compareAndSwap float64', rf, [10]);
  same(
    'after getAccumulate and compareAndSwap',
    seen(win, mine),
    iota(N, (i) => [11, 12, 13, 10, 2.5][i] ?? 10),
  );
  same(
    'after fetchAndOp and compareAndSwap',
    seen(winI, mineI),
    iota(N, (i) => [10, 0, 0, 42][i] ?? 0),
  );

  // rput and rget under lockAll, flush between them
  reset();
  win.lockAll();
  win.rput(src, t, 0).wait();
  win.flush(t);
  const g2 = new Float64Array(N);
  win.rget(g2, t, 0).wait();
  win.unlockAll();
  same('rget after rput', g2, src);
  same(
    'rput',
    seen(win, mine),
    iota(N, (i) => from * 100 + i),
  );

  // derived target datatypes: every other element from displacement 1
  reset();
  const vec = Datatype.vector(4, 1, 2, Datatype.FLOAT64).commit();
  const opts = { targetDatatype: vec, targetCount: 1 };
  win.lock(t, 'exclusive');
  win.put(Float64Array.of(1, 2, 3, 4), t, 1, opts);
  win.accumulate(Float64Array.of(10, 20, 30, 40), t, 1, 'sum', opts);
  win.flush(t);
  const g4 = new Float64Array(4);
  win.get(g4, t, 1, opts);
  win.unlock(t);
  same('get with a vector target type', g4, [11, 22, 33, 44]);
  same(
    'put and accumulate with a vector target type',
    seen(win, mine),
    iota(N, (i) => [0, 11, 0, 22, 0, 33, 0, 44][i] ?? 0),
  );

  // lockAll: one element at a time, each flushed
  reset();
  win.lockAll();
  for (let k = 0; k < N; k++) {
    win.put(Float64Array.of(rank + k), t, k);
    win.flush(t);
  }
  win.flushAll();
  win.unlockAll();
  same(
    'lockAll, put and flush',
    seen(win, mine),
    iota(N, (i) => from + i),
  );

  // fence
  reset();
  win.fence();
  win.put(src, t, 0);
  win.fence();
  same(
    'fence',
    Array.from(mine),
    iota(N, (i) => from * 100 + i),
  );
  win.fence();

  // post / start / complete / wait
  reset();
  const src2 = Float64Array.from(iota(N, (i) => -rank - i));
  win.post(world.group.incl([from]));
  win.start(world.group.incl([t]));
  win.put(src2, t, 0);
  win.complete();
  win.wait();
  same(
    'post/start/complete/wait',
    Array.from(mine),
    iota(N, (i) => -from - i),
  );
  world.barrier();

  // contention: every rank adds 1 to element 0 of rank 0, 1000 times, under a shared lock
  reset();
  winI.lock(0, 'shared');
  win.lock(0, 'shared');
  for (let k = 0; k < 1000; k++) {
    winI.accumulate(Int32Array.of(1), 0, 0, 'sum');
    win.accumulate(Float64Array.of(1), 0, 0, 'sum');
  }
  win.unlock(0);
  winI.unlock(0);
  const cI = seen(winI, mineI)[0];
  const cF = seen(win, mine)[0];
  if (rank === 0) {
    same('1000 int32 accumulates from every rank', [cI], [1000 * size]);
    same('1000 float64 accumulates from every rank', [cF], [1000 * size]);
  }

  // exclusive locks of rank 0 from both processes: a get, then a put of one more, 100 times each;
  // mutual exclusion (remote requests queued at rank 0's network thread) loses no increment
  reset();
  const one = new Int32Array(1);
  for (let k = 0; k < 100; k++) {
    winI.lock(0, 'exclusive');
    winI.get(one, 0, 1);
    winI.flush(0);
    one[0]++;
    winI.put(one, 0, 1);
    winI.unlock(0);
  }
  const cX = seen(winI, mineI)[1];
  if (rank === 0) same('100 increments under an exclusive lock from every rank', [cX], [100 * size]);

  // order: one origin's accumulates to one location arrive in the order it made them (each
  // getAccumulate 'replace' fetches the value the one before it left)
  reset();
  const olds = new Int32Array(100);
  winI.lock(t, 'shared');
  for (let k = 1; k <= 100; k++) winI.getAccumulate(Int32Array.of(k), olds.subarray(k - 1, k), t, 5, 'replace');
  winI.unlock(t);
  same(
    'getAccumulate replace, in order',
    olds,
    iota(100, (i) => i),
  );
  world.barrier();

  // accumulates of different ops from one origin to one location keep their order too: replace
  // with k, then add k, a hundred times
  reset();
  winI.lock(t, 'shared');
  for (let k = 1; k <= 100; k++) {
    winI.accumulate(Int32Array.of(k), t, 6, 'replace');
    winI.accumulate(Int32Array.of(k), t, 6, 'sum');
  }
  winI.flush(t);
  const last = new Int32Array(1);
  winI.get(last, t, 6);
  winI.unlock(t);
  same('replace then sum, in order', last, [200]);
  world.barrier();

  errs.push(...large(world, t, from, same));
  errs.push(...rangeErrors(world, win, t));
  win.free();
  winI.free();
  return errs;
}

/** Operations of several MiB, split into requests of 1 MiB: contiguous targets, and a target type
 *  of 640 KiB items (one request each). */
function large(world, t, from, same) {
  const { rank } = world;
  const n = (5 << 20) / 16; // 2.5 MiB of float64
  const w = Win.allocate(world, 8 * 3 * n, { dispUnit: 8 });
  const mine = w.local(Float64Array);
  w.lock(rank, 'exclusive');
  mine.fill(0);
  w.unlock(rank);
  world.barrier();
  const src = Float64Array.from({ length: n }, (_, i) => rank * 1e6 + i);
  // every other element from displacement n: 4 items of n / 4 elements, n / 2 elements apart
  const every = Datatype.resized(Datatype.vector(n / 4, 1, 2, Datatype.FLOAT64), 0, 8 * (n / 2)).commit();
  w.lock(t, 'exclusive');
  w.put(src, t, 0);
  w.accumulate(src, t, n, 'sum', { targetDatatype: every, targetCount: 4 });
  w.flush(t);
  const back = new Float64Array(n);
  w.get(back, t, 0);
  w.flush(t);
  const fetched = new Float64Array(n);
  w.getAccumulate(src, fetched, t, 0, 'sum');
  w.unlock(t);
  same('large get', back, src);
  same('large getAccumulate: the old values', fetched, src);
  world.barrier();
  w.lock(rank, 'shared');
  const want = (i) => {
    if (i < n) return 2 * (from * 1e6 + i);
    return (i - n) % 2 === 0 ? from * 1e6 + (i - n) / 2 : 0;
  };
  let bad = -1;
  for (let i = 0; i < 3 * n && bad < 0; i++) if (mine[i] !== want(i)) bad = i;
  const errs = [];
  if (bad >= 0)
    errs.push(`large put, accumulate and getAccumulate: element ${bad} is ${mine[bad]}, expected ${want(bad)}`);
  w.unlock(rank);
  world.barrier();
  w.free();
  return errs;
}

/** A put past the end of a target's segment in the other process: ERR_RMA_RANGE, and nothing is
 *  written. A window made with allocate raises it at the call (the origin knows every segment's
 *  size); a dynamic window at the next flush (only the target knows what is attached). */
function rangeErrors(world, win, t) {
  const errs = [];
  const expect = (label, fn, ...words) => {
    try {
      fn();
      errs.push(`${label}: no error`);
    } catch (e) {
      if (e.code !== 'ERR_RMA_RANGE') errs.push(`${label}: ${e.code} ${e.message}`);
      for (const w of [`target ${t} at `, ...words])
        if (!e.message.includes(w)) errs.push(`${label}: the message does not say "${w}": ${e.message}`);
    }
  };
  win.lock(t, 'exclusive');
  expect('put past the end of an allocated segment', () => {
    win.put(Float64Array.of(1, 2), t, N - 1);
    win.flush(t);
  });
  win.unlock(t);

  const dw = Win.createDynamic(world);
  const region = world.alloc(Float64Array, 8);
  region.fill(-1);
  const addrs = new Float64Array(world.size);
  world.allgather(Float64Array.of(dw.attach(region)), addrs);
  dw.lockAll();
  dw.put(Float64Array.of(5, 6), t, addrs[t] + 8);
  expect(
    'put across the end of an attached region, at the flush',
    () => {
      dw.put(Float64Array.of(1, 2), t, addrs[t] + 56); // nothing raised here: the target checks
      dw.flush(t);
    },
    `flush on ${dw.name}`,
    `byte displacement ${addrs[t] + 56}`,
    'attached region',
    'nothing was written',
  );
  // the error is raised once; the window goes on working after it
  try {
    dw.flush(t);
  } catch (e) {
    errs.push(`a second flush after the error: ${e.code} ${e.message}`);
  }
  const back = new Float64Array(8);
  dw.get(back, t, addrs[t]);
  dw.unlockAll();
  const want = [-1, 5, 6, -1, -1, -1, -1, -1];
  if (back.some((x, i) => x !== want[i])) errs.push(`dynamic window after the error: [${back}], expected [${want}]`);
  world.barrier();
  dw.detach(region);
  dw.free();
  return errs;
}
