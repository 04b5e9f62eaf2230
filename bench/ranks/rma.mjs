// wasmpi side of the rma bench (2 ranks): the loops of bench/native/rma.c (OSU's one-sided tests)
// with Win, rank 0 the origin and rank 1 the target:
//   <op>_lock:  lock(1, 'shared') held across the loop, each op followed by flush(1): put / get of
//               Uint8Array bytes, accumulate of a Float64Array with 'sum', fetchAndOp of one int64
//               ('sum'), compareAndSwap of one int64 (Win.allocate windows); us per operation;
//   <op>_fence: OSU's fence ping-pong on a second window (fence, op to the peer, fence, fence);
//   <op>_bw:    windows of up to 64 ops, each window flushed (puts to consecutive target blocks,
//               accumulates to the same bytes); GB/s;
//   shm_store:  Win.allocateShared, sharedQuery(1, Float64Array) and a store loop into rank 1's
//               segment (shm_set: TypedArray.set instead of the loop); GB/s;
//   <op>_lock_plain: origin/result arrays outside shared memory (staged).
// Origin and result arrays come from comm.alloc (the zero-copy path) except in the _plain tests.
//
// One launch is one round of the family (bench/rma.mjs): (1) the cold pass: every test's first
// operation at its first size, timed alone (a fresh world's first call of that kind); (2) one check
// of every operation's result (a wrong value throws WRONG RESULT on every rank); (3) a JIT warm-up
// of every test at its first size for jitMs; (4) per test and size: the first calls (lib/rma_plan.mjs
// rmaCounts), more blocks of them until WARM_MS have passed (untimed), then `repeats` timed
// repetitions (a fence test's cut short after capMs; `count` holds the calls timed). Rank 1 waits in a barrier while rank 0 runs a passive-target test alone; in the
// fence tests both loop and rank 0 decides when a warm-up ends (send/recv, lib/agree.mjs).
import * as wasmpi from 'wasmpi';
import { WARM_MS } from '../lib/stats.mjs';
import { fromRoot, agreeMax } from '../lib/agree.mjs';
import { rmaCounts, segmentBytes } from '../lib/rma_plan.mjs';

const { Win } = wasmpi;
const MODE_NOCHECK = wasmpi.MODE_NOCHECK ?? 1;
const MODE_NOSUCCEED = wasmpi.MODE_NOSUCCEED ?? 16;

/**
 * The timed loops, one function per test (each its own call site, so that each stays monomorphic):
 * `loop(k)` runs k operations (fence: k iterations of two; bandwidth: k flushed windows; shared: k
 * passes) and returns the figure. Views are made here, outside the loops.
 */
function loops(world, w, size) {
  const { lock, fence, shm, o8, r8, o64, oPlain, rPlain, one, cmp, res, peer, per } = w;
  const me = world.rank;
  const ob = o8.subarray(0, size);
  const rb = r8.subarray(0, size);
  const of = o64.subarray(0, size >> 3);
  const obPlain = oPlain.subarray(0, size);
  const rbPlain = rPlain.subarray(0, size);
  const pf = peer.subarray(0, size >> 3);
  const src = o64.subarray(0, size >> 3);
  const n = size >> 3;
  const us = (t0, k) => ((performance.now() - t0) * 1000) / k;
  const gbs = (t0, bytes) => bytes / ((performance.now() - t0) / 1000) / 1e9;
  const other = 1 - me;
  return {
    put_lock: (k) => {
      const t0 = performance.now();
      for (let i = 0; i < k; i++) {
        lock.put(ob, 1, 0);
        lock.flush(1);
      }
      return us(t0, k);
    },
    get_lock: (k) => {
      const t0 = performance.now();
      for (let i = 0; i < k; i++) {
        lock.get(rb, 1, 0);
        lock.flush(1);
      }
      return us(t0, k);
    },
    acc_lock: (k) => {
      const t0 = performance.now();
      for (let i = 0; i < k; i++) {
        lock.accumulate(of, 1, 0, 'sum');
        lock.flush(1);
      }
      return us(t0, k);
    },
    fop_lock: (k) => {
      const t0 = performance.now();
      for (let i = 0; i < k; i++) {
        lock.fetchAndOp(one, res, 1, 0, 'sum');
        lock.flush(1);
      }
      return us(t0, k);
    },
    cas_lock: (k) => {
      const t0 = performance.now();
      for (let i = 0; i < k; i++) {
        lock.compareAndSwap(one, cmp, res, 1, 0);
        lock.flush(1);
      }
      return us(t0, k);
    },
    put_lock_plain: (k) => {
      const t0 = performance.now();
      for (let i = 0; i < k; i++) {
        lock.put(obPlain, 1, 0);
        lock.flush(1);
      }
      return us(t0, k);
    },
    get_lock_plain: (k) => {
      const t0 = performance.now();
      for (let i = 0; i < k; i++) {
        lock.get(rbPlain, 1, 0);
        lock.flush(1);
      }
      return us(t0, k);
    },
    put_fence: (k) => {
      const t0 = performance.now();
      for (let i = 0; i < k; i++) {
        fence.fence();
        if (me === 0) fence.put(ob, other, 0);
        fence.fence();
        if (me === 1) fence.put(ob, other, 0);
        fence.fence();
      }
      return us(t0, 2 * k);
    },
    get_fence: (k) => {
      const t0 = performance.now();
      for (let i = 0; i < k; i++) {
        fence.fence();
        if (me === 0) fence.get(rb, other, 0);
        fence.fence();
        if (me === 1) fence.get(rb, other, 0);
        fence.fence();
      }
      return us(t0, 2 * k);
    },
    acc_fence: (k) => {
      const t0 = performance.now();
      for (let i = 0; i < k; i++) {
        fence.fence();
        if (me === 0) fence.accumulate(of, other, 0, 'sum');
        fence.fence();
        if (me === 1) fence.accumulate(of, other, 0, 'sum');
        fence.fence();
      }
      return us(t0, 2 * k);
    },
    put_bw: (k) => {
      const t0 = performance.now();
      for (let i = 0; i < k; i++) {
        for (let j = 0; j < per; j++) lock.put(ob, 1, j * size);
        lock.flush(1);
      }
      return gbs(t0, size * per * k);
    },
    acc_bw: (k) => {
      const t0 = performance.now();
      for (let i = 0; i < k; i++) {
        for (let j = 0; j < per; j++) lock.accumulate(of, 1, 0, 'sum');
        lock.flush(1);
      }
      return gbs(t0, size * per * k);
    },
    shm_store: (k) => {
      const t0 = performance.now();
      for (let p = 0; p < k; p++) for (let j = 0; j < n; j++) pf[j] = src[j];
      const r = gbs(t0, size * k);
      shm.sync();
      return r;
    },
    shm_set: (k) => {
      const t0 = performance.now();
      for (let p = 0; p < k; p++) pf.set(src);
      const r = gbs(t0, size * k);
      shm.sync();
      return r;
    },
  };
}

/** The epoch a test runs in, opened on rank 0 (passive target) or on both (fence). */
const kindOf = (test) => (test.endsWith('_fence') ? 'fence' : test.startsWith('shm_') ? 'shm' : 'lock');

function open(w, test) {
  const kind = kindOf(test);
  if (kind === 'lock') w.lock.lock(1, 'shared');
  else if (kind === 'shm') w.shm.lockAll(MODE_NOCHECK);
}
function close(w, test) {
  const kind = kindOf(test);
  if (kind === 'lock') w.lock.unlock(1);
  else if (kind === 'shm') w.shm.unlockAll();
}
/** Whether this rank runs the test's loop (rank 1 is a passive target outside the fence tests). */
const runs = (world, test) => world.rank === 0 || kindOf(test) === 'fence';

/**
 * A fence test's timed repetition, in chunks of a tenth, stopped after the chunk that passes capMs
 * (rank 0 decides): a machine in a slow spell, where a rank that sleeps in a barrier wakes
 * milliseconds later, does not stretch the run without bound. [us per operation, calls timed].
 */
function capped(world, fn, count, capMs) {
  const chunk = Math.max(1, Math.ceil(count / 10));
  const t0 = performance.now();
  let done = 0;
  let sum = 0;
  while (done < count) {
    const n = Math.min(chunk, count - done);
    sum += fn(n) * n;
    done += n;
    if (done < count && fromRoot(world, performance.now() - t0 > capMs)) break;
  }
  return [sum / done, done];
}

/** One check of each operation's result (rank 0 under the lock, then rank 1 on its own segment). */
function check(world, w) {
  const { lock, o8, r8, o64, one, cmp, res } = w;
  let wrong;
  if (world.rank === 0) {
    const i64 = world.alloc(BigInt64Array, 1);
    const f64 = world.alloc(Float64Array, 1);
    lock.lock(1, 'shared');
    for (let i = 0; i < 8; i++) o8[i] = 11 + i;
    lock.put(o8.subarray(0, 8), 1, 16);
    lock.flush(1);
    r8.fill(0, 0, 8);
    lock.get(r8.subarray(0, 8), 1, 16);
    lock.flush(1);
    if (r8[0] !== 11 || r8[7] !== 18) wrong = `put then get of 8 B read back [${r8.subarray(0, 8)}], want [11..18]`;
    f64[0] = 1.5;
    lock.put(f64, 1, 24);
    lock.flush(1);
    o64[0] = 2;
    lock.accumulate(o64.subarray(0, 1), 1, 24, 'sum');
    lock.flush(1);
    lock.get(f64, 1, 24);
    lock.flush(1);
    if (!wrong && f64[0] !== 3.5) wrong = `accumulate 'sum' of 2 onto 1.5 left ${f64[0]}`;
    i64[0] = 5n;
    lock.put(i64, 1, 0);
    lock.flush(1);
    lock.fetchAndOp(one, res, 1, 0, 'sum');
    lock.flush(1);
    lock.get(i64, 1, 0);
    lock.flush(1);
    if (!wrong && (res[0] !== 5n || i64[0] !== 6n))
      wrong = `fetchAndOp 'sum' of 1 onto 5 fetched ${res[0]} and left ${i64[0]}`;
    cmp[0] = 6n;
    lock.compareAndSwap(one, cmp, res, 1, 0);
    lock.flush(1);
    lock.get(i64, 1, 0);
    lock.flush(1);
    if (!wrong && (res[0] !== 6n || i64[0] !== 1n))
      wrong = `compareAndSwap(1, compare 6) on 6 fetched ${res[0]} and left ${i64[0]}`;
    cmp[0] = 0n;
    lock.unlock(1);
  }
  world.barrier();
  if (world.rank === 1) {
    const seg = lock.local(Uint8Array);
    if (seg[16] !== 11 || seg[23] !== 18)
      wrong = `the target's segment holds [${seg.subarray(16, 24)}] after a put of [11..18]`;
  }
  if (agreeMax(world, wrong ? 1 : 0)) throw new Error(`rma: WRONG RESULT: ${wrong ?? 'on the other rank'}`);
}

export default function main(world, [cfgJson]) {
  if (typeof Win !== 'function') throw new Error('rma: this build of wasmpi exports no Win');
  const { plan, quick, repeats, jitMs, capMs } = JSON.parse(cfgJson);
  const bytes = segmentBytes(plan);
  const max = Math.max(8, ...plan.flatMap(([, s]) => s));
  const w = {
    lock: Win.allocate(world, bytes),
    fence: Win.allocate(world, max),
    shm: Win.allocateShared(world, max),
    o8: world.alloc(Uint8Array, max),
    r8: world.alloc(Uint8Array, max),
    o64: world.alloc(Float64Array, max >> 3).fill(1),
    oPlain: new Uint8Array(max),
    rPlain: new Uint8Array(max),
    one: world.alloc(BigInt64Array, 1).fill(1n),
    cmp: world.alloc(BigInt64Array, 1),
    res: world.alloc(BigInt64Array, 1),
    per: 1,
  };
  w.peer = w.shm.sharedQuery(1, Float64Array);
  const out = { cold: {}, first: {}, n: {}, run: {}, count: {}, warmup: {} };

  // (1) cold: each test's first operation at its first size, alone
  for (const [test, sizes] of plan) {
    w.per = rmaCounts(test, sizes[0], quick).per ?? 1;
    const go = runs(world, test);
    if (go) open(w, test);
    if (go) out.cold[test] = loops(world, w, sizes[0])[test](1);
    if (go) close(w, test);
    world.barrier();
  }
  // (2) every operation's result, once
  check(world, w);
  // (3) the JIT warm-up: every test at its first size for jitMs
  for (const [test, sizes] of plan) {
    w.per = rmaCounts(test, sizes[0], quick).per ?? 1;
    const { first } = rmaCounts(test, sizes[0], quick);
    const fn = loops(world, w, sizes[0])[test];
    if (runs(world, test)) {
      open(w, test);
      const w0 = performance.now();
      out.warmup[test] = fn(first);
      if (kindOf(test) === 'fence') while (fromRoot(world, performance.now() - w0 < jitMs)) fn(first);
      else while (performance.now() - w0 < jitMs) fn(first);
      close(w, test);
    }
    world.barrier();
  }
  // (4) the figures
  for (const [test, sizes] of plan) {
    for (const k of ['first', 'n', 'run', 'count']) out[k][test] = {};
    for (const size of sizes) {
      const c = rmaCounts(test, size, quick);
      w.per = c.per ?? 1;
      const fn = loops(world, w, size)[test];
      if (runs(world, test)) {
        open(w, test);
        const w0 = performance.now();
        out.first[test][size] = fn(c.first);
        if (kindOf(test) === 'fence') while (fromRoot(world, performance.now() - w0 < WARM_MS)) fn(c.first);
        else while (performance.now() - w0 < WARM_MS) fn(c.first);
        const r = [];
        const calls = [];
        for (let k = 0; k < repeats; k++) {
          if (kindOf(test) === 'fence') {
            const [v, done] = capped(world, fn, c.count, capMs);
            r.push(v);
            calls.push(done);
          } else {
            r.push(fn(c.count));
            calls.push(c.count);
          }
        }
        out.run[test][size] = r;
        out.n[test][size] = c.first;
        out.count[test][size] = calls;
        close(w, test);
      }
      world.barrier();
    }
    if (kindOf(test) === 'fence') w.fence.fence(MODE_NOSUCCEED);
  }
  w.shm.free();
  w.fence.free();
  w.lock.free();
  return world.rank === 0 ? out : null;
}
