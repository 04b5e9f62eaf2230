// What MPI gives in test/ranks/coll_buf.mjs's scenarios, from the inputs' generators: every test
// that runs those scenarios (coll_buf, runtime_heap_high) checks its ranks' results with
// `checkColl`.
import * as assert from 'uvu/assert';
import { sameByLabel } from '../helpers.mjs';
import { f, g, opInput, pairInput, doubleIntAt, digitOf, largeInput, seen, plain, sketch } from '../ranks/_shared.mjs';
import { range, fold, add, OPS, maxloc, minloc } from '../mpi_ref.mjs';
import {
  G,
  SENT,
  ALGS,
  bufferCases,
  LEFT_FOLD,
  OP_PLAN,
  PAIRS,
  OPS_N,
  RUNAHEAD_N,
  largeLens,
} from '../ranks/coll_buf.mjs';

/** A buffer of `len` elements from fn(i) between guards, as the rank module returns it. Every
 *  value is a small integer, the same in every element type: a Float64Array holds them all (and
 *  `seen` gives equal values equal forms whatever array holds them). */
const guarded = (len, fn) => {
  const a = new Float64Array(len + 2 * G).fill(SENT);
  for (let i = 0; i < len; i++) a[G + i] = fn(i);
  return seen(a);
};
const sumOver = (lo, hi, x) => (hi > lo ? fold(add, lo, hi, x) : 0);
const untouched = () => SENT;

/** What one case of the buffers scenario leaves in rank me's send and receive buffers. */
function bufferCase(me, p, { coll, n, inplace, root }) {
  const isRoot = me === root;
  const mine = (i) => f(me, i);
  const gathered = (j) => f(Math.floor(j / n), j % n);
  const blocks = (j) => g(me, Math.floor(j / n), j % n);
  const buf = guarded;
  switch (coll) {
    case 'barrier':
      return [null, null];
    case 'bcast':
      return [null, buf(n, (i) => f(root, i))];
    case 'reduce':
      return [
        inplace && isRoot ? null : buf(n, mine),
        buf(n, isRoot ? (i) => sumOver(0, p, (q) => f(q, i)) : untouched),
      ];
    case 'allreduce':
    case 'scan':
    case 'exscan': {
      const upto = coll === 'allreduce' ? p : coll === 'scan' ? me + 1 : me;
      // exscan leaves rank 0's receive buffer as it was (MPI: undefined).
      const recv = upto === 0 ? (inplace ? mine : untouched) : (i) => sumOver(0, upto, (q) => f(q, i));
      return [inplace ? null : buf(n, mine), buf(n, recv)];
    }
    case 'allgather':
      return [inplace ? null : buf(n, mine), buf(p * n, gathered)];
    case 'alltoall':
      return [inplace ? null : buf(p * n, blocks), buf(p * n, (j) => g(Math.floor(j / n), me, j % n))];
    case 'gather':
      return [inplace && isRoot ? null : buf(n, mine), buf(p * n, isRoot ? gathered : untouched)];
    case 'scatter':
      return [
        isRoot ? buf(p * n, (j) => g(root, Math.floor(j / n), j % n)) : null,
        buf(n, inplace && isRoot ? untouched : (i) => g(root, me, i)),
      ];
    case 'reduceScatterBlock':
      // In place the result is the first block; the rest of the buffer keeps this rank's input.
      return [
        inplace ? null : buf(p * n, blocks),
        buf(inplace ? p * n : n, (j) => (j < n ? sumOver(0, p, (q) => g(q, me, j)) : blocks(j))),
      ];
    default:
      throw new Error(`unknown collective ${coll}`);
  }
}

/** rank-order fold of op over the ranks' inputs of type T, element by element, through T. */
function foldTyped(op, T, p, n) {
  const big = T === BigInt64Array || T === BigUint64Array;
  const float = T === Float32Array || T === Float64Array;
  const ins = range(p).map((r) => opInput(op, T, r, n));
  const zero = big ? 0n : 0;
  const one = big ? 1n : 1;
  const logical = (fn) => (a, b) => (fn(a !== zero, b !== zero) ? one : zero);
  const apply = {
    ...OPS,
    // an int product past 2^53 keeps its low 32 bits (T wraps them to its width)
    prod: big || float ? OPS.prod : (a, b) => Number(BigInt.asIntN(64, BigInt(a) * BigInt(b)) & 0xffffffffn),
    min: (a, b) => (b < a ? b : a),
    max: (a, b) => (b > a ? b : a),
    land: logical((a, b) => a && b),
    lor: logical((a, b) => a || b),
    lxor: logical((a, b) => a !== b),
  }[op];
  const acc = T.from(ins[0]);
  for (let r = 1; r < p; r++) for (let i = 0; i < n; i++) acc[i] = apply(acc[i], ins[r][i]);
  return acc;
}

/** The digits of ranks 0..k-1 at i, in rank order (the non-commutative user op's result). */
const digits = (k, i) => range(k).reduce((v, r) => v * 10 + digitOf(r, i), 0);

/** What the ops scenario gives rank me of p, by label. */
function opsExpected(me, p) {
  const n = OPS_N;
  const exp = {};
  const vec = (fn) => plain(Float64Array.from({ length: n }, (_, i) => fn(i)));
  for (const alg of LEFT_FOLD) {
    for (const [op, T] of OP_PLAN) exp[`allreduce ${op} ${T.name} alg=${alg}`] = plain(foldTyped(op, T, p, n));
    for (const [dt, T] of PAIRS)
      for (const [op, fn] of [
        ['maxloc', maxloc],
        ['minloc', minloc],
      ]) {
        const ins = range(p).map((r) => pairInput(T, r, n));
        const pairs = range(n).map((i) => fold(fn, 0, p, (r) => [ins[r][2 * i], ins[r][2 * i + 1]]));
        exp[`allreduce ${op} ${dt.name} alg=${alg}`] = plain(T.from(pairs.flat()));
      }
    exp[`allreduce maxloc double_int alg=${alg}`] = range(n).map((i) => fold(maxloc, 0, p, (r) => doubleIntAt(r, i)));
    exp[`allreduce user alg=${alg}`] = vec((i) => digits(p, i));
  }
  for (const alg of LEFT_FOLD)
    for (const root of [...new Set([0, p - 1])])
      exp[`reduce user alg=${alg} root=${root}`] = me === root ? vec((i) => digits(p, i)) : vec(() => 0);
  exp['scan user'] = vec((i) => digits(me + 1, i));
  exp['exscan user'] = me > 0 ? vec((i) => digits(me, i)) : undefined; // rank 0: undefined in MPI
  exp['reduceScatterBlock user'] = vec((i) => digits(p, me * n + i));
  return exp;
}

/** What the runahead scenario gives rank me of p, by label. */
function runaheadExpected(me, p) {
  const n = RUNAHEAD_N;
  const vec = (fn) => plain(Float64Array.from({ length: n }, (_, i) => fn(i)));
  const sum = (j) => vec((i) => sumOver(0, p, (q) => f(q, i) + j));
  const zeros = vec(() => 0);
  const exp = {};
  for (const alg of ALGS.allreduce)
    for (let k = 0; k < 4; k++) {
      exp[`allreduce ${alg} k=${k}`] = sum(0);
      for (let j = 0; j < k; j++) {
        exp[`${alg} k=${k} reduce j=${j}`] = me === 0 ? sum(j) : zeros;
        exp[`${alg} k=${k} bcast j=${j}`] = vec(() => j + 0.5);
      }
      exp[`${alg} k=${k} reduce shm-slice`] = me === 0 ? sum(0) : zeros;
    }
  return exp;
}

/** What the large scenario gives every rank of p, by label. */
function largeExpected(p) {
  const exp = {};
  for (const n of largeLens(p)) {
    const sum = new Float64Array(n); // exact small integers, as in the Float32Array
    for (let q = 0; q < p; q++) for (let i = 0; i < n; i++) sum[i] += largeInput(q, i);
    const sums = sketch(sum);
    for (const inplace of [false, true])
      for (const shared of [true, false]) exp[`n=${n} inplace=${inplace} shared=${shared}`] = sums;
  }
  return exp;
}

/** What rank me of p returns from scenario `what` (args: the scenario and its own args). */
export function expectColl([what, ...rest], me, p) {
  if (what === 'buffers') {
    // The algorithm, the kind of array and the element type do not change what MPI gives: one
    // computation serves them.
    const exp = {};
    const memo = new Map();
    for (const c of bufferCases(p, rest.length ? rest : null)) {
      const key = `${c.coll} ${c.n} ${c.inplace} ${c.root}`;
      if (!memo.has(key)) memo.set(key, bufferCase(me, p, c));
      exp[c.label] = memo.get(key);
    }
    return exp;
  }
  if (what === 'ops') return opsExpected(me, p);
  if (what === 'runahead') return runaheadExpected(me, p);
  if (what === 'large') return largeExpected(p);
  throw new Error(`no expectation for scenario ${what}`);
}

/** Checks every rank's results (by label) of the scenario `args` against MPI's; returns the
 *  number of cases each rank ran. */
export function checkColl(results, args, p) {
  assert.is(results.length, p);
  let cases = 0;
  results.forEach((got, me) => {
    const exp = expectColl(args, me, p);
    sameByLabel(got, exp, `${args[0]}, rank ${me} of ${p}`);
    cases = Object.keys(exp).length;
  });
  return cases;
}
