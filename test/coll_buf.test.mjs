import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { run, SIZES, sameByLabel } from './helpers.mjs';
import { checkColl } from './expected/coll_buf.mjs';
import { plain } from './ranks/_shared.mjs';
import { KERNEL, orderInput, exact, orderLen, orderCases, LEAK_ROUNDS } from './ranks/coll_buf.mjs';

// The buffers launch on each size also runs the operand-order scenario (on 1..5 ranks) and the
// user-op leak check (on 1 and 3).
const ORDER_SIZES = [1, 2, 3, 4, 5];
const LEAK_SIZES = [1, 3];
const launches = new Map();
/** The buffers launch on n ranks: its results by scenario name, by rank. */
const buffersRun = (n) => {
  const names = ['buffers'];
  if (ORDER_SIZES.includes(n)) names.push('order');
  if (LEAK_SIZES.includes(n)) names.push('leak-user');
  const args = names.flatMap((w, i) => (i ? ['+', w] : [w]));
  // one scenario alone returns its results as they are
  if (!launches.has(n))
    launches.set(
      n,
      run('coll_buf.mjs', n, args).then((res) => (names.length > 1 ? res : res.map((r) => ({ buffers: r })))),
    );
  return launches.get(n);
};
/** One scenario's results, by rank, from the buffers launch on n ranks. */
const resultsOf = async (n, what) => (await buffersRun(n)).map((r) => r[what]);

// 7 and 8 ranks: test/coll_buf_long.test.mjs (the matrix on them takes most of this file's time)
for (const n of SIZES.filter((k) => k <= 5)) {
  test(`every collective x algorithm x count x in place x buffer kind x root on ${n} rank(s)`, async () => {
    assert.ok(checkColl(await resultsOf(n, 'buffers'), ['buffers'], n) > 0);
  });
}

/** The rank-order fold of the order scenario's inputs lo..hi-1 at element j, through T. */
function orderFold(op, lo, hi, j, p, T) {
  const cast = T === Float32Array ? Math.fround : (x) => x;
  let acc = cast(orderInput(lo, j, p, op));
  for (let q = lo + 1; q < hi; q++) acc = KERNEL[op](acc, cast(orderInput(q, j, p, op)));
  return acc;
}

/** What rank me of p returns from the order scenario, by label. An algorithm that needs a
 *  commutative op may fold in another order: its reference is the same call with the equivalent
 *  user op (what the rank observed there), which MPI's rules for user ops fix. */
function orderExpected(got, me, p) {
  const n = orderLen(p);
  const exp = {};
  const arr = (T, fn) => exact(T.from({ length: n }, (_, i) => fn(i)));
  for (const { label, T, op, coll, ranked, inplace, root } of orderCases(p)) {
    const user = `${label} user op`;
    if (coll === 'reduce' && me !== root) {
      exp[label] = exp[user] = null;
      continue;
    }
    if (coll === 'exscan' && me === 0) {
      // rank 0's result is left unchanged: its input in place, the fill value otherwise
      exp[label] = arr(T, (i) => (inplace ? orderInput(0, i, p, op) : 7));
      exp[user] = undefined;
      continue;
    }
    const [lo, hi, at] =
      coll === 'reduceScatterBlock'
        ? [0, p, (i) => me * n + i]
        : coll === 'scan'
          ? [0, me + 1, (i) => i]
          : coll === 'exscan'
            ? [0, me, (i) => i]
            : [0, p, (i) => i];
    const ref = arr(T, (i) => orderFold(op, lo, hi, at(i), p, T));
    exp[label] = ranked ? ref : got?.[user];
    exp[user] = ranked ? ref : undefined;
  }
  return exp;
}

// Regression: the built-in float min/max swapped the operands in some algorithms (a NaN or the
// sign of a zero from the wrong rank).
for (const n of ORDER_SIZES) {
  test(`float min/max keep the lower rank's operand first in every reduction algorithm (NaN, -0/+0), in place or not, on ${n} rank(s)`, async () => {
    // 2 kinds x 2 types x 2 ops x 2 in place x (allreduce 5 + reduce 3 x roots + scan 2 + exscan 2 + rsb 3)
    assert.is(orderCases(n).length, 16 * (5 + 3 * (n === 1 ? 1 : 2) + 2 + 2 + 3));
    (await resultsOf(n, 'order')).forEach((got, me) =>
      sameByLabel(got, orderExpected(got, me, n), `order, rank ${me} of ${n}`),
    );
  });
}

const BOUND = 512 * 1024; // bytes the shared heap may grow by over a loop (the leaks were megabytes)
// Regression: a user op's plan (schedule) per call stayed in the shared heap.
for (const n of LEAK_SIZES) {
  test(`${LEAK_ROUNDS} user-op allreduces do not grow the shared heap, on ${n} rank(s)`, async () => {
    for (const r of await resultsOf(n, 'leak-user')) {
      assert.equal(r.result, plain(new Float64Array(4).fill((n * (n + 1)) / 2)), 'the allreduce result');
      assert.ok(r.grew <= BOUND, `the shared heap grew by ${r.grew} bytes over ${LEAK_ROUNDS} rounds (bound ${BOUND})`);
    }
  });
}

// Regression: a rank that need not wait (reduce shm-flat non-root, bcast shm-flat root) ran two
// collectives ahead and overwrote the slot line a slower peer still read (false ERR_ARG mismatch,
// or the peer reading the wrong buffers).
for (const n of [2, 3, 5]) {
  test(`ranks running ahead through non-waiting collectives on ${n} ranks`, async () => {
    checkColl(await run('coll_buf.mjs', n, ['runahead']), ['runahead'], n);
  });
}

for (const n of [3, 4]) {
  test(`every op x type through allreduce (both algorithms), pair types, non-commutative user op on ${n} ranks`, async () => {
    assert.ok(checkColl(await run('coll_buf.mjs', n, ['ops']), ['ops'], n) >= 190);
  });
}

for (const n of [1, 2, 3, 5]) {
  test(`large allreduces (MBs, uneven slices) through shm-slice, in place and not, on ${n} rank(s)`, async () => {
    const args = ['large'];
    checkColl(await run('coll_buf.mjs', n, args, { memoryBytes: 256 << 20 }), args, n);
  });
}

test.run();
