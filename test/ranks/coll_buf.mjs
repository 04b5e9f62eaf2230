// Collectives over buffers: every collective x every registered algorithm x counts x in place or
// not x ordinary or comm.alloc arrays x roots, on deterministic inputs (test/ranks/_shared.mjs),
// with guard elements around every buffer. Every rank returns what each case left in its buffers,
// guards included (test/expected/coll_buf.mjs says what MPI gives there).
import { IN_PLACE, Op, Datatype } from 'wasmpi';
import { algorithmsOf, rowsOf } from '../algorithms.mjs';
import { heapGrowth } from './_heap.mjs';
import { f, g, opInput, pairInput, doubleIntInput, digitOf, seen, plain, sketch, largeInput } from './_shared.mjs';

export const G = 8; // guard elements on each side
export const SENT = 99; // guard / junk value: no input or result takes it
const TYPES = [Float64Array, Float32Array, Int32Array, Int16Array, Int8Array];
const COUNTS = (T) => [0, 1, 7, 1000, Math.floor(16384 / T.BYTES_PER_ELEMENT) + 1];

// Every algorithm of each collective, from the table (assembly/coll/algorithms.json), by method.
export const ALGS = {
  barrier: algorithmsOf('barrier'),
  bcast: algorithmsOf('bcast'),
  reduce: algorithmsOf('reduce'),
  allreduce: algorithmsOf('allreduce'),
  allgather: algorithmsOf('allgather'),
  alltoall: algorithmsOf('alltoall'),
  gather: algorithmsOf('gather'),
  scatter: algorithmsOf('scatter'),
  reduceScatterBlock: algorithmsOf('reduce_scatter'),
  scan: algorithmsOf('scan'),
  exscan: algorithmsOf('exscan'),
};

class Pools {
  constructor(comm) {
    this.comm = comm;
    this.m = new Map();
  }
  /** A view of `len` elements at offset G of a pool filled with SENT (two pools per kind/type: 0 send, 1 recv). */
  get(kind, T, which, len) {
    const key = `${kind}:${T.name}:${which}`;
    let pool = this.m.get(key);
    const need = len + 2 * G;
    if (!pool || pool.length < need) {
      const n = Math.max(need, 8 * (16384 + 1) + 2 * G);
      pool = kind === 'alloc' ? this.comm.alloc(T, n) : new T(n);
      this.m.set(key, pool);
    }
    pool.fill(SENT, 0, need);
    return { pool, view: pool.subarray(G, G + len), len };
  }
}

/** What a buffer holds now, its guards included. */
const look = (b) => seen(b.pool.subarray(0, b.len + 2 * G));

/** Runs fn; an error it throws gets `label` in front of its message. */
function at(label, fn) {
  try {
    return fn();
  } catch (e) {
    if (e && typeof e.message === 'string') e.message = `[${label}] ${e.message}`;
    throw e;
  }
}

/** One case: fills the buffers from the generators, runs the collective, and returns what its
 *  send and receive buffers hold afterwards (null for a buffer whose contents MPI leaves free). */
function oneCase(comm, P, c) {
  const { rank: me, size: p } = comm;
  const { coll, alg, n, inplace, kind, root, T } = c;
  const o = { algorithm: alg };
  const isRoot = me === root;
  let s = null;
  let r = null;
  switch (coll) {
    case 'barrier':
      comm.barrier(o);
      break;
    case 'bcast': {
      r = P.get(kind, T, 1, n);
      for (let i = 0; i < n; i++) r.view[i] = isRoot ? f(root, i) : SENT - 1;
      comm.bcast(r.view, root, o);
      break;
    }
    case 'reduce': {
      s = P.get(kind, T, 0, n);
      r = P.get(kind, T, 1, n);
      for (let i = 0; i < n; i++) (inplace && isRoot ? r : s).view[i] = f(me, i);
      comm.reduce(inplace && isRoot ? IN_PLACE : s.view, isRoot ? r.view : null, 'sum', root, o);
      if (inplace && isRoot) s = null;
      break;
    }
    case 'allreduce':
    case 'scan':
    case 'exscan': {
      s = P.get(kind, T, 0, n);
      r = P.get(kind, T, 1, n);
      for (let i = 0; i < n; i++) (inplace ? r : s).view[i] = f(me, i);
      comm[coll](inplace ? IN_PLACE : s.view, r.view, 'sum', o);
      if (inplace) s = null;
      break;
    }
    case 'allgather': {
      s = P.get(kind, T, 0, n);
      r = P.get(kind, T, 1, p * n);
      if (inplace) for (let i = 0; i < n; i++) r.view[me * n + i] = f(me, i);
      else for (let i = 0; i < n; i++) s.view[i] = f(me, i);
      comm.allgather(inplace ? IN_PLACE : s.view, r.view, o);
      if (inplace) s = null;
      break;
    }
    case 'alltoall': {
      s = P.get(kind, T, 0, p * n);
      r = P.get(kind, T, 1, p * n);
      const tgt = inplace ? r : s;
      for (let j = 0; j < p * n; j++) tgt.view[j] = g(me, Math.floor(j / n), j % n);
      comm.alltoall(inplace ? IN_PLACE : s.view, r.view, o);
      if (inplace) s = null;
      break;
    }
    case 'gather': {
      s = P.get(kind, T, 0, n);
      r = P.get(kind, T, 1, p * n);
      if (inplace && isRoot) for (let i = 0; i < n; i++) r.view[me * n + i] = f(me, i);
      else for (let i = 0; i < n; i++) s.view[i] = f(me, i);
      comm.gather(inplace && isRoot ? IN_PLACE : s.view, isRoot ? r.view : null, root, o);
      if (inplace && isRoot) s = null;
      break;
    }
    case 'scatter': {
      s = P.get(kind, T, 0, p * n);
      r = P.get(kind, T, 1, n);
      if (isRoot) for (let j = 0; j < p * n; j++) s.view[j] = g(root, Math.floor(j / n), j % n);
      comm.scatter(isRoot ? s.view : null, inplace && isRoot ? IN_PLACE : r.view, root, o);
      if (!isRoot) s = null;
      break;
    }
    case 'reduceScatterBlock': {
      s = P.get(kind, T, 0, p * n);
      r = P.get(kind, T, 1, inplace ? p * n : n);
      for (let j = 0; j < p * n; j++) (inplace ? r : s).view[j] = g(me, Math.floor(j / n), j % n);
      comm.reduceScatterBlock(inplace ? IN_PLACE : s.view, r.view, 'sum', o);
      if (inplace) s = null;
      break;
    }
    default:
      throw new Error(`unknown collective ${coll}`);
  }
  return [s && look(s), r && look(r)];
}

const ROOTED = new Set(['bcast', 'reduce', 'gather', 'scatter']);
const NO_INPLACE = new Set(['barrier', 'bcast']);

/** The cases of the buffers scenario on p ranks, in the order every rank runs them, with a label
 *  each (only: the collectives to run, or null for all). */
export function bufferCases(p, only = null) {
  const roots = [...new Set([0, p - 1, p >> 1])];
  const out = [];
  let ti = 0;
  for (const coll of Object.keys(ALGS)) {
    if (only && !only.includes(coll)) continue;
    for (const alg of ALGS[coll]) {
      for (const kind of ['plain', 'alloc']) {
        for (const inplace of NO_INPLACE.has(coll) ? [false] : [false, true]) {
          const T = TYPES[ti++ % TYPES.length];
          for (const n of coll === 'barrier' ? [0] : COUNTS(T)) {
            for (const root of ROOTED.has(coll) ? roots : [0]) {
              const label = `${coll} alg=${alg} n=${n} ${T.name} ${inplace ? 'IN_PLACE ' : ''}${kind} root=${root}`;
              out.push({ label, coll, alg, n, inplace, kind, root, T });
            }
          }
        }
      }
    }
  }
  return out;
}

/** Every case's buffers after it ran, by label. */
function buffers(comm, only) {
  const P = new Pools(comm);
  const seenBy = {};
  for (const c of bufferCases(comm.size, only)) seenBy[c.label] = at(c.label, () => oneCase(comm, P, c));
  return seenBy;
}

// ── ops: every op x type through allreduce, and a non-commutative user op ──

// The allreduce and reduce algorithms that fold left to right in rank order: their float sums and
// products match the reference bit for bit, and they apply the non-associative digits op below as
// written (the others group or order the operands differently, as MPI allows).
export const LEFT_FOLD = ['shm-flat', 'shm-slice'];
const INTS = [Int8Array, Uint8Array, Int16Array, Uint16Array, Int32Array, Uint32Array, BigInt64Array, BigUint64Array];
const FLOATS = [Float32Array, Float64Array];
/** The allreduce of each element type with each op it takes, [op, T]. */
export const OP_PLAN = [
  ...[...INTS, ...FLOATS].flatMap((T) => ['sum', 'prod', 'min', 'max'].map((op) => [op, T])),
  ...INTS.flatMap((T) => ['land', 'lor', 'lxor', 'band', 'bor', 'bxor'].map((op) => [op, T])),
];
/** The pair types of maxloc and minloc, with the TypedArray that holds their pairs. */
export const PAIRS = [
  [Datatype.PAIR_INT32, Int32Array],
  [Datatype.PAIR_FLOAT32, Float32Array],
  [Datatype.PAIR_FLOAT64, Float64Array],
];
export const OPS_N = 37; // not a multiple of the SIMD width: the scalar tail runs too

/** What each allreduce, reduce and scan of the ops scenario gave, by label. */
function ops(comm) {
  const { rank: me, size: p } = comm;
  const n = OPS_N;
  const got = {};
  const call = (label, out, fn) => {
    at(label, fn);
    got[label] = plain(out);
  };
  for (const alg of LEFT_FOLD) {
    for (const [op, T] of OP_PLAN) {
      const out = new T(n);
      call(`allreduce ${op} ${T.name} alg=${alg}`, out, () =>
        comm.allreduce(opInput(op, T, me, n), out, op, { algorithm: alg }),
      );
    }
    // maxloc / minloc on the pair types: (value, index) with ties (lowest index wins on a tie).
    for (const [dt, T] of PAIRS) {
      for (const op of ['maxloc', 'minloc']) {
        const out = new T(2 * n);
        call(`allreduce ${op} ${dt.name} alg=${alg}`, out, () =>
          comm.allreduce(pairInput(T, me, n), out, op, { algorithm: alg, datatype: dt }),
        );
      }
    }
    // DOUBLE_INT (bytes through a DataView): maxloc.
    const out = new Uint8Array(16 * n);
    const label = `allreduce maxloc double_int alg=${alg}`;
    at(label, () =>
      comm.allreduce(doubleIntInput(me, n), out, 'maxloc', { algorithm: alg, datatype: Datatype.DOUBLE_INT }),
    );
    const dv = new DataView(out.buffer);
    got[label] = Array.from({ length: n }, (_, i) => [dv.getFloat64(16 * i, true), dv.getInt32(16 * i + 8, true)]);
  }
  // A non-commutative user op applied in rank order: inout = input * 10 + inout gives the digits
  // d0 d1 d2 ... of the ranks in order.
  const digits = Op.create(
    (inout, input) => {
      for (let i = 0; i < inout.length; i++) inout[i] = input[i] * 10 + inout[i];
    },
    { commutative: false },
  );
  const mine = () => Float64Array.from({ length: n }, (_, i) => digitOf(me, i));
  for (const alg of LEFT_FOLD) {
    const out = new Float64Array(n);
    call(`allreduce user alg=${alg}`, out, () => comm.allreduce(mine(), out, digits, { algorithm: alg }));
  }
  for (const alg of LEFT_FOLD) {
    for (const root of [...new Set([0, p - 1])]) {
      const out = new Float64Array(n);
      call(`reduce user alg=${alg} root=${root}`, out, () =>
        comm.reduce(mine(), me === root ? out : null, digits, root, { algorithm: alg }),
      );
    }
  }
  const out = new Float64Array(n);
  call('scan user', out, () => comm.scan(mine(), out, digits));
  const out2 = new Float64Array(n).fill(-1);
  call('exscan user', out2, () => comm.exscan(mine(), out2, digits));
  const sb = Float64Array.from({ length: p * n }, (_, j) => digitOf(me, j));
  const out3 = new Float64Array(n);
  call('reduceScatterBlock user', out3, () => comm.reduceScatterBlock(sb, out3, digits));
  return got;
}

// A rank that need not wait (a non-root of reduce shm-flat, the root of bcast shm-flat) runs
// ahead into later collectives while slower peers still read its slot for an earlier one.
export const RUNAHEAD_N = 37;
function runahead(comm) {
  const { rank: me, size: p } = comm;
  const n = RUNAHEAD_N;
  const got = {};
  const input = (j) => Float64Array.from({ length: n }, (_, i) => f(me, i) + j);
  for (const alg of ALGS.allreduce) {
    for (let k = 0; k < 4; k++) {
      const out = new Float64Array(n);
      comm.allreduce(input(0), out, 'sum', { algorithm: alg });
      got[`allreduce ${alg} k=${k}`] = plain(out);
      for (let j = 0; j < k; j++) {
        const r = new Float64Array(n);
        comm.reduce(input(j), me === 0 ? r : null, 'sum', 0, { algorithm: 'shm-flat' });
        got[`${alg} k=${k} reduce j=${j}`] = plain(r);
        const b = new Float64Array(n);
        if (me === p - 1) b.fill(j + 0.5);
        comm.bcast(b, p - 1, { algorithm: 'shm-flat' });
        got[`${alg} k=${k} bcast j=${j}`] = plain(b);
      }
      const r = new Float64Array(n);
      comm.reduce(input(0), me === 0 ? r : null, 'sum', 0, { algorithm: 'shm-slice' });
      got[`${alg} k=${k} reduce shm-slice`] = plain(r);
    }
  }
  return got;
}

/** The lengths of the large allreduces on p ranks (1 to 6 MB, not divisible by p). */
export const largeLens = (p) => [(1 << 18) * p + 5, (3 << 18) * p + 37, 700001];

// Large allreduces through shm-slice, in place and not, in shared memory and staged.
function large(world) {
  const { size: p, rank: me } = world;
  const got = {};
  for (const n of largeLens(p)) {
    for (const inplace of [false, true]) {
      for (const shared of [true, false]) {
        const s = shared ? world.alloc(Float32Array, n) : new Float32Array(n);
        const r = shared ? world.alloc(Float32Array, n) : new Float32Array(n);
        for (let i = 0; i < n; i++) s[i] = largeInput(me, i);
        if (inplace) r.set(s);
        world.allreduce(inplace ? IN_PLACE : s, r, 'sum', { algorithm: 'shm-slice' });
        got[`n=${n} inplace=${inplace} shared=${shared}`] = sketch(r);
      }
    }
  }
  return got;
}

// ── operand order of the built-in float min/max ──
// The kernels (assembly/kernel/reduce_lanes.ts) keep `a`, the lower-rank operand, on a tie: a NaN
// in a stays, a NaN in b is dropped; of two equal zeros a is kept. Every reduction algorithm must
// hand them the operands in that order.

/** The kernels' min and max, `a` the lower-rank operand. */
export const KERNEL = { min: (a, b) => (b < a ? b : a), max: (a, b) => (a < b ? b : a) };
// The same as user ops: fn(inout, input) computes inout = input OP inout (input: the lower rank).
const USER = {
  min: Op.create((inout, input) => {
    for (let i = 0; i < inout.length; i++) inout[i] = KERNEL.min(input[i], inout[i]);
  }),
  max: Op.create((inout, input) => {
    for (let i = 0; i < inout.length; i++) inout[i] = KERNEL.max(input[i], inout[i]);
  }),
};

/** Input of rank q, element j (p ranks), for min; max uses the mirror image (finite values
 *  negated, zeros and NaNs as they are). Each pattern gives the same result for every grouping
 *  that keeps the operands in rank order (so tree algorithms must match the rank-order fold
 *  exactly), and a different one as soon as a fold swaps a lower-rank partial and a higher-rank
 *  operand. k is a rank that moves with j. */
export function orderInput(q, j, p, op) {
  const k = Math.floor(j / 6) % p;
  const zero = ((j * 7 + q * 3) >> 1) & 1 ? -0 : 0; // zeros of both signs, mixed across ranks
  let v;
  switch (j % 6) {
    case 0:
      v = zero;
      break; // all zeros: the result is rank 0's zero (its sign)
    case 1:
      v = q < k ? 1 : zero;
      break; // the first zero at or after rank k
    case 2:
      v = q === 0 ? NaN : q - 2;
      break; // NaN at rank 0: every fold keeps it
    case 3:
      v = q === k ? NaN : q < k ? 2 + ((q * 5) % 3) : 100 + q;
      break; // NaN at rank k: dropped (k > 0)
    case 4:
      v = q === k ? NaN : zero;
      break; // NaN among zeros
    default:
      v = ((q * 7 + j) % 11) - 5; // plain values
  }
  return op === 'max' && v !== 0 && !Number.isNaN(v) ? -v : v;
}

/** An array's elements as one string (-0 and NaN named), which bit-exact results compare by. */
export const exact = (a) => Array.from(a, (x) => (Object.is(x, -0) ? '-0' : String(x))).join(' ');

/** The order scenario's length on p ranks: every rank owns a slice of at least one 64-byte line in
 *  the shm-slice schedules. */
export const orderLen = (p) => 48 * p;

// Every algorithm of these collectives in the table (assembly/coll/algorithms.json), by method,
// each marked rank-ordered unless it requires a commutative op. The rank-ordered ones fold the
// operands left to right in rank order (shm-*) or as a tree that keeps them in rank order
// (recursive-doubling); the others start each block's fold at another rank, so their reference is
// the same call with a user op that computes the kernel's min/max in JavaScript (the executor hands
// user ops the same operands).
const ranked = (coll) => Object.fromEntries(rowsOf(coll).map((r) => [r.name, !r.requires.includes('commutative')]));
const ORDER_ALGS = {
  allreduce: ranked('allreduce'),
  reduce: ranked('reduce'),
  scan: ranked('scan'),
  exscan: ranked('exscan'),
  reduceScatterBlock: ranked('reduce_scatter'),
};

/** The order scenario's cases on p ranks, each with its label. */
export function orderCases(p) {
  const list = [];
  for (const kind of ['plain', 'alloc'])
    for (const T of [Float32Array, Float64Array])
      for (const op of ['min', 'max'])
        for (const [coll, algs] of Object.entries(ORDER_ALGS))
          for (const [alg, isRanked] of Object.entries(algs))
            for (const inplace of [false, true])
              for (const root of coll === 'reduce' ? [...new Set([0, p - 1])] : [0]) {
                const label = `${kind} ${T.name} ${op} ${coll} ${alg}${inplace ? ' IN_PLACE' : ''}${coll === 'reduce' ? ` root ${root}` : ''}`;
                list.push({ label, kind, T, op, coll, alg, ranked: isRanked, inplace, root });
              }
  return list;
}

/** Every reduction algorithm with float min/max, in place or not, and the same call with the
 *  equivalent user op: by label, each one's result (exact; null where the rank has none). */
function order(world) {
  const { rank: me, size: p } = world;
  const got = {};
  const n = orderLen(p);
  for (const { label, kind, T, op, coll, alg, inplace, root } of orderCases(p)) {
    const A = (len) => (kind === 'alloc' ? world.alloc(T, len) : new T(len));
    // one call; returns the buffer holding the result (null where the rank has none)
    const call = (theOp) => {
      const opts = { algorithm: alg };
      if (coll === 'reduceScatterBlock') {
        const all = A(p * n);
        for (let j = 0; j < p * n; j++) all[j] = orderInput(me, j, p, op);
        if (inplace) {
          world.reduceScatterBlock(IN_PLACE, all, theOp, opts);
          return all.subarray(0, n);
        }
        const out = A(n);
        world.reduceScatterBlock(all, out, theOp, opts);
        return out;
      }
      const x = A(n);
      for (let i = 0; i < n; i++) x[i] = orderInput(me, i, p, op);
      if (coll === 'reduce') {
        const isRoot = me === root;
        if (inplace && isRoot) {
          world.reduce(IN_PLACE, x, theOp, root, opts);
          return x;
        }
        const out = isRoot ? A(n) : null;
        world.reduce(x, out, theOp, root, opts);
        return out;
      }
      if (inplace) {
        world[coll](IN_PLACE, x, theOp, opts);
        return x;
      }
      const out = A(n).fill(7);
      world[coll](x, out, theOp, opts);
      return out;
    };
    const kernel = call(op);
    const user = call(USER[op]);
    got[label] = kernel && exact(kernel);
    got[`${label} user op`] = user && exact(user);
  }
  return got;
}

/** Rounds of a call whose shared-heap use must not grow (the leaks were megabytes). */
export const LEAK_ROUNDS = 20000;

/** Allreduces with a user op: a plan (schedule) per call stayed in the shared heap. Returns the
 *  heap's growth and the last result. */
function leakUser(world) {
  const x = new Float64Array(4).fill(world.rank + 1);
  const y = new Float64Array(4);
  const add = Op.create((inout, input) => {
    for (let i = 0; i < inout.length; i++) inout[i] += input[i];
  });
  const grew = heapGrowth(world, LEAK_ROUNDS, () => world.allreduce(x, y, add));
  return { grew, result: plain(y) };
}

const SCENARIOS = {
  buffers: (world, rest) => buffers(world, rest.length ? rest : null),
  runahead,
  ops,
  large,
  order,
  'leak-user': leakUser,
};

/** args: a scenario and its own args; several joined by '+' run one after the other (a barrier
 *  between two) and return their results by scenario name. */
export default async function main(world, args) {
  const groups = [[]];
  for (const a of args)
    if (a === '+') groups.push([]);
    else groups.at(-1).push(a);
  const out = {};
  for (const [what, ...rest] of groups) {
    if (!SCENARIOS[what]) throw new Error(`unknown scenario ${what}`);
    out[what] = await SCENARIOS[what](world, rest);
    world.barrier();
  }
  return groups.length === 1 ? out[groups[0][0]] : out;
}
