// Atomicity and ordering of accumulates between ranks that run at once (test/rma_atomic.test.mjs):
// every rank adds 1 to the same element of rank 0's window `reps` times under a shared lock, by
// accumulate and by fetchAndOp, in int32, int64, float64 and through a derived target type; a
// spin lock built from compareAndSwap, and the window's exclusive lock, guard a counter updated
// by plain get and put; and one origin's sequence of order-sensitive accumulates ends where the
// sequential model does.
import { Datatype, Win } from 'wasmpi';
import { casRounds, fetchesAt, sequence } from '../rma_ref.mjs';

/** Rank 0's window of `n` elements of T, zeroed. */
function windowOf(world, T, n) {
  const win = Win.allocate(world, world.rank === 0 ? n * T.BYTES_PER_ELEMENT : 0, { dispUnit: T.BYTES_PER_ELEMENT });
  if (world.rank === 0) win.local(T).fill(T === BigInt64Array ? 0n : 0);
  world.barrier();
  return win;
}

/** What rank 0's window holds once every rank is done (read by rank 0 under its own lock). */
function final(world, win, T) {
  world.barrier();
  let got = null;
  if (world.rank === 0) {
    win.lock(0, 'shared');
    got = Array.from(win.local(T), (v) => (typeof v === 'bigint' ? `${v}n` : v));
    win.unlock(0);
  }
  world.barrier();
  win.free();
  return got;
}

/** Every rank adds one to element 0 `reps` times with accumulate 'sum'. */
function accSum(world, T, reps) {
  const win = windowOf(world, T, 2);
  const one = T === BigInt64Array ? BigInt64Array.of(1n) : T.of(1);
  win.lock(0, 'shared');
  for (let i = 0; i < reps; i++) win.accumulate(one, 0, 0, 'sum');
  win.unlock(0);
  return final(world, win, T);
}

/** Every rank adds one to element 0 `reps` times with fetchAndOp 'sum'; besides the total, the
 *  values fetched must be distinct over all ranks (each add saw a value no other add saw) and
 *  increasing on each rank. Returns [window, how many of 0 .. size*reps-1 were fetched exactly
 *  once, whether this rank's fetches increased]. */
function fopSum(world, T, reps) {
  const win = windowOf(world, T, 2);
  const big = T === BigInt64Array;
  const one = big ? BigInt64Array.of(1n) : T.of(1);
  const res = new T(1);
  const total = world.size * reps;
  const seen = new Int32Array(total);
  let increasing = true;
  let last = -1;
  win.lock(0, 'shared');
  for (let i = 0; i < reps; i++) {
    win.fetchAndOp(one, res, 0, 0, 'sum');
    const v = Number(res[0]);
    if (v <= last) increasing = false;
    last = v;
    if (v >= 0 && v < total && v === Math.floor(v)) seen[v]++;
  }
  win.unlock(0);
  const all = new Int32Array(total);
  world.allreduce(seen, all, 'sum');
  let once = 0;
  for (let i = 0; i < total; i++) if (all[i] === 1) once++;
  return [final(world, win, T), once, increasing];
}

/** Every rank adds one to elements 0, 2 and 4 of a float64 window at once `reps` times: the
 *  target type is a vector of three float64 with stride 2 (one call, three elements). */
function accVector(world, reps) {
  const win = windowOf(world, Float64Array, 6);
  const t = Datatype.vector(3, 1, 2, Datatype.FLOAT64).commit();
  const ones = Float64Array.of(1, 1, 1);
  win.lock(0, 'shared');
  for (let i = 0; i < reps; i++) win.accumulate(ones, 0, 0, 'sum', { targetDatatype: t, targetCount: 1 });
  win.unlock(0);
  return final(world, win, Float64Array);
}

/** The same through fetchAndOp in float64 (under the window's accumulate lock, not an atomic). */
function fopFloat(world, reps) {
  const win = windowOf(world, Float64Array, 1);
  const one = Float64Array.of(1);
  const res = new Float64Array(1);
  win.lock(0, 'shared');
  for (let i = 0; i < reps; i++) win.fetchAndOp(one, res, 0, 0, 'sum');
  win.unlock(0);
  return final(world, win, Float64Array);
}

/** A spin lock on element 0 (0 free, 1 held) by compareAndSwap guards element 1, a counter each
 *  rank increments `reps` times by get, flush, put, flush: plain copies, exact only if the lock
 *  excludes. Released by accumulate 'replace' (atomic). */
function casLock(world, reps) {
  const win = windowOf(world, Int32Array, 2);
  const one = Int32Array.of(1);
  const zero = Int32Array.of(0);
  const old = new Int32Array(1);
  const counter = new Int32Array(1);
  win.lockAll();
  for (let i = 0; i < reps; i++) {
    for (;;) {
      win.compareAndSwap(one, zero, old, 0, 0);
      if (old[0] === 0) break;
    }
    win.get(counter, 0, 1);
    win.flush(0);
    counter[0]++;
    win.put(counter, 0, 1);
    win.flush(0);
    win.accumulate(zero, 0, 0, 'replace');
    win.flush(0);
  }
  win.unlockAll();
  return final(world, win, Int32Array);
}

/** The window's own exclusive lock guards element 0, a counter each rank increments `reps`
 *  times by get, flush, put (plain copies): exact only if exclusive locks exclude. */
function exclusiveLock(world, reps) {
  const win = windowOf(world, Int32Array, 1);
  const counter = new Int32Array(1);
  for (let i = 0; i < reps; i++) {
    win.lock(0, 'exclusive');
    win.get(counter, 0, 0);
    win.flush(0);
    counter[0]++;
    win.put(counter, 0, 0);
    win.unlock(0);
  }
  return final(world, win, Int32Array);
}

/** Every rank runs its own sequence on element r of rank 0's window, all at once, under a shared
 *  lock; rank r's fetchAndOp every 16th step reads the running value. Returns [fetched values'
 *  sum mod 2^32 and count]; the window's element r must end as the sequential model says. */
function ordering(world, reps) {
  const { rank, size } = world;
  const win = windowOf(world, Int32Array, size);
  const v = new Int32Array(1);
  const res = new Int32Array(1);
  let sum = 0;
  let n = 0;
  win.lock(0, 'shared');
  for (const [i, [op, x]] of sequence(rank, reps).entries()) {
    v[0] = x;
    if (fetchesAt(i)) {
      win.fetchAndOp(v, res, 0, rank, op);
      sum = (sum + res[0]) | 0;
      n++;
    } else win.accumulate(v, 0, rank, op);
  }
  win.unlock(0);
  return [final(world, win, Int32Array), sum, n];
}

const scenarios = {
  'acc int32': (w, reps) => accSum(w, Int32Array, reps),
  'acc int64': (w, reps) => accSum(w, BigInt64Array, reps),
  'acc float64': (w, reps) => accSum(w, Float64Array, reps),
  'acc vector float64': (w, reps) => accVector(w, reps),
  'fop int32': (w, reps) => fopSum(w, Int32Array, reps),
  'fop int64': (w, reps) => fopSum(w, BigInt64Array, reps),
  'fop float64': (w, reps) => fopFloat(w, reps),
  'cas lock': (w, reps) => casLock(w, casRounds(reps)),
  'exclusive lock': (w, reps) => exclusiveLock(w, casRounds(reps)),
  ordering: (w, reps) => ordering(w, reps),
};

/** args: [reps, ...scenario names]. */
export default function main(world, [reps, ...names]) {
  const out = {};
  for (const name of names) {
    out[name] = scenarios[name](world, Number(reps));
    world.barrier();
  }
  return out;
}
