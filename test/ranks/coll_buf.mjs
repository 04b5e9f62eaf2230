// Collectives over buffers: every collective x every registered algorithm x counts x in place or
// not x ordinary or comm.alloc arrays x roots, checked against a plain JS reference computed from
// deterministic inputs, with guard elements around every buffer. Mismatches are collected (not
// thrown) so that one bug does not hide the others; every rank returns its list.
import { IN_PLACE, Op, Datatype } from 'wasmpi';
import { algorithmsOf } from '../algorithms.mjs';

const G = 8; // guard elements on each side
const SENT = 99; // guard / junk value: no input or result takes it
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

// Inputs: small integers (sums of 8 are exact in every type used, and never SENT).
const f = (r, i) => ((r * 5 + i * 3) % 13) - 4;
const g = (r, b, i) => ((r * 7 + b * 3 + i) % 11) - 3; // block b of rank r

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

function checker(errs, label) {
  let bad = 0;
  return (what, b, expect) => {
    if (bad) return;
    const { pool, len } = b;
    for (let i = 0; i < G; i++) {
      if (pool[i] !== SENT) {
        bad = 1;
        errs.push(`${label}: ${what} guard before [${i - G}] = ${pool[i]}, expected untouched ${SENT}`);
        return;
      }
      if (pool[G + len + i] !== SENT) {
        bad = 1;
        errs.push(`${label}: ${what} guard after [${len + i}] = ${pool[G + len + i]}, expected untouched ${SENT}`);
        return;
      }
    }
    for (let i = 0; i < len; i++) {
      const e = expect(i);
      if (pool[G + i] !== e) {
        bad = 1;
        errs.push(`${label}: ${what}[${i}] (of ${len}) = ${pool[G + i]}, expected ${e}`);
        return;
      }
    }
  };
}

const sumUpTo = (n, fn) => {
  let s = 0;
  for (let r = 0; r < n; r++) s += fn(r);
  return s;
};

function oneCase(comm, P, errs, c) {
  const { rank: me, size: p } = comm;
  const { coll, alg, n, inplace, kind, root, T } = c;
  const label = `${coll} alg=${alg} n=${n} ${T.name} ${inplace ? 'IN_PLACE ' : ''}${kind} root=${root} (rank ${me} of ${p})`;
  const chk = checker(errs, label);
  const o = { algorithm: alg };
  const isRoot = me === root;
  try {
    switch (coll) {
      case 'barrier':
        comm.barrier(o);
        break;
      case 'bcast': {
        const b = P.get(kind, T, 1, n);
        for (let i = 0; i < n; i++) b.view[i] = isRoot ? f(root, i) : SENT - 1;
        comm.bcast(b.view, root, o);
        chk('buf', b, (i) => f(root, i));
        break;
      }
      case 'reduce': {
        const s = P.get(kind, T, 0, n);
        const r = P.get(kind, T, 1, n);
        for (let i = 0; i < n; i++) (inplace && isRoot ? r : s).view[i] = f(me, i);
        if (inplace && !isRoot) for (let i = 0; i < n; i++) s.view[i] = f(me, i);
        comm.reduce(inplace && isRoot ? IN_PLACE : s.view, isRoot ? r.view : null, 'sum', root, o);
        if (!(inplace && isRoot)) chk('sendbuf', s, (i) => f(me, i));
        chk('recvbuf', r, isRoot ? (i) => sumUpTo(p, (q) => f(q, i)) : () => SENT);
        break;
      }
      case 'allreduce':
      case 'scan':
      case 'exscan': {
        const s = P.get(kind, T, 0, n);
        const r = P.get(kind, T, 1, n);
        for (let i = 0; i < n; i++) (inplace ? r : s).view[i] = f(me, i);
        comm[coll](inplace ? IN_PLACE : s.view, r.view, 'sum', o);
        if (!inplace) chk('sendbuf', s, (i) => f(me, i));
        const upto = coll === 'allreduce' ? p : coll === 'scan' ? me + 1 : me;
        // exscan leaves rank 0's receive buffer as it was (MPI: undefined).
        chk('recvbuf', r, upto === 0 ? (inplace ? (i) => f(me, i) : () => SENT) : (i) => sumUpTo(upto, (q) => f(q, i)));
        break;
      }
      case 'allgather': {
        const s = P.get(kind, T, 0, n);
        const r = P.get(kind, T, 1, p * n);
        if (inplace) for (let i = 0; i < n; i++) r.view[me * n + i] = f(me, i);
        else for (let i = 0; i < n; i++) s.view[i] = f(me, i);
        comm.allgather(inplace ? IN_PLACE : s.view, r.view, o);
        if (!inplace) chk('sendbuf', s, (i) => f(me, i));
        chk('recvbuf', r, (j) => f(Math.floor(j / n), j % n));
        break;
      }
      case 'alltoall': {
        const s = P.get(kind, T, 0, p * n);
        const r = P.get(kind, T, 1, p * n);
        const tgt = inplace ? r : s;
        for (let j = 0; j < p * n; j++) tgt.view[j] = g(me, Math.floor(j / n), j % n);
        comm.alltoall(inplace ? IN_PLACE : s.view, r.view, o);
        if (!inplace) chk('sendbuf', s, (j) => g(me, Math.floor(j / n), j % n));
        chk('recvbuf', r, (j) => g(Math.floor(j / n), me, j % n));
        break;
      }
      case 'gather': {
        const s = P.get(kind, T, 0, n);
        const r = P.get(kind, T, 1, p * n);
        if (inplace && isRoot) for (let i = 0; i < n; i++) r.view[me * n + i] = f(me, i);
        else for (let i = 0; i < n; i++) s.view[i] = f(me, i);
        comm.gather(inplace && isRoot ? IN_PLACE : s.view, isRoot ? r.view : null, root, o);
        if (!(inplace && isRoot)) chk('sendbuf', s, (i) => f(me, i));
        chk('recvbuf', r, isRoot ? (j) => f(Math.floor(j / n), j % n) : () => SENT);
        break;
      }
      case 'scatter': {
        const s = P.get(kind, T, 0, p * n);
        const r = P.get(kind, T, 1, n);
        if (isRoot) for (let j = 0; j < p * n; j++) s.view[j] = g(root, Math.floor(j / n), j % n);
        comm.scatter(isRoot ? s.view : null, inplace && isRoot ? IN_PLACE : r.view, root, o);
        if (isRoot) chk('sendbuf', s, (j) => g(root, Math.floor(j / n), j % n));
        chk('recvbuf', r, inplace && isRoot ? () => SENT : (i) => g(root, me, i));
        break;
      }
      case 'reduceScatterBlock': {
        const s = P.get(kind, T, 0, p * n);
        const r = P.get(kind, T, 1, inplace ? p * n : n);
        for (let j = 0; j < p * n; j++) (inplace ? r : s).view[j] = g(me, Math.floor(j / n), j % n);
        comm.reduceScatterBlock(inplace ? IN_PLACE : s.view, r.view, 'sum', o);
        if (!inplace) chk('sendbuf', s, (j) => g(me, Math.floor(j / n), j % n));
        // In place the result is the first block; the rest of the buffer keeps this rank's input.
        chk('recvbuf', r, (j) => (j < n ? sumUpTo(p, (q) => g(q, me, j)) : g(me, Math.floor(j / n), j % n)));
        break;
      }
      default:
        throw new Error(`unknown collective ${coll}`);
    }
  } catch (e) {
    errs.push(`${label}: threw ${e?.code ?? ''} ${e?.message ?? e}`);
    throw e; // a collective that threw on one rank leaves the others unmatched: stop here
  }
}

const ROOTED = new Set(['bcast', 'reduce', 'gather', 'scatter']);
const NO_INPLACE = new Set(['barrier', 'bcast']);

function buffers(comm, only) {
  const { size: p } = comm;
  const P = new Pools(comm);
  const errs = [];
  const roots = [...new Set([0, p - 1, p >> 1])];
  let cases = 0;
  let ti = 0;
  for (const coll of Object.keys(ALGS)) {
    if (only && !only.includes(coll)) continue;
    for (const alg of ALGS[coll]) {
      for (const kind of ['plain', 'alloc']) {
        for (const inplace of NO_INPLACE.has(coll) ? [false] : [false, true]) {
          const T = TYPES[ti++ % TYPES.length];
          for (const n of coll === 'barrier' ? [0] : COUNTS(T)) {
            for (const root of ROOTED.has(coll) ? roots : [0]) {
              oneCase(comm, P, errs, { coll, alg, n, inplace, kind, root, T });
              cases++;
            }
          }
        }
      }
    }
  }
  return { cases, errs };
}

// ── ops: every op x type through allreduce, against a rank-order fold ──

// The allreduce and reduce algorithms that fold left to right in rank order: their float sums and
// products match the reference bit for bit, and they apply the non-associative digits op below as
// written (the others group or order the operands differently, as MPI allows).
const LEFT_FOLD = ['shm-flat', 'shm-slice'];

const INTS = [Int8Array, Uint8Array, Int16Array, Uint16Array, Int32Array, Uint32Array, BigInt64Array, BigUint64Array];
const FLOATS = [Float32Array, Float64Array];
const isBig = (T) => T === BigInt64Array || T === BigUint64Array;
const unsigned = (T) => /Uint/.test(T.name);

/** Input of rank r for op and type, element i (stored through T, so it wraps like the type). */
function opInput(op, T, r, n) {
  const a = new T(n);
  for (let i = 0; i < n; i++) {
    let v;
    switch (op) {
      case 'sum':
        v = ((r * 37 + i * 101) % 251) - (unsigned(T) ? 0 : 120);
        break; // wraps in 8/16-bit types
      case 'prod':
        v = ((r + i) % 7) - (unsigned(T) ? 0 : 3);
        break; // 8-bit products wrap
      case 'min':
      case 'max':
        v = ((r * 13 + i * 7) % 29) - (unsigned(T) ? 0 : 14);
        break;
      case 'land':
      case 'lor':
      case 'lxor':
        v = [0, 1, 6, 0, 2][(r * 2 + i) % 5];
        break;
      default:
        v = (r * 0x9e37 + i * 0x7f4a + (i << r)) & 0xffff; // bitwise
    }
    if (isBig(T)) {
      let b = BigInt(v);
      if (op === 'sum' || op === 'prod') b = op === 'sum' ? b * 0x100000001n + (BigInt(i) << 60n) : b * 0x10000001n;
      if (op === 'band' || op === 'bor' || op === 'bxor') b = (b << 40n) | BigInt(v ^ 0x5a5a);
      a[i] = b;
    } else if (FLOATS.includes(T)) {
      a[i] = op === 'sum' ? v + 1 / (3 + r) : op === 'prod' ? v * 1.1 : v + 0.5;
    } else a[i] = v;
  }
  return a;
}

function fold(op, T, ins) {
  const acc = T.from(ins[0]);
  const big = isBig(T);
  const one = big ? 1n : 1;
  const zero = big ? 0n : 0;
  for (let r = 1; r < ins.length; r++) {
    const x = ins[r];
    for (let i = 0; i < acc.length; i++) {
      const a = acc[i];
      const b = x[i];
      switch (op) {
        case 'sum':
          acc[i] = a + b;
          break;
        case 'prod':
          acc[i] = big || FLOATS.includes(T) ? a * b : Number(BigInt.asIntN(64, BigInt(a) * BigInt(b)) & 0xffffffffn);
          break;
        case 'min':
          acc[i] = b < a ? b : a;
          break;
        case 'max':
          acc[i] = b > a ? b : a;
          break;
        case 'land':
          acc[i] = a !== zero && b !== zero ? one : zero;
          break;
        case 'lor':
          acc[i] = a !== zero || b !== zero ? one : zero;
          break;
        case 'lxor':
          acc[i] = (a !== zero) !== (b !== zero) ? one : zero;
          break;
        case 'band':
          acc[i] = a & b;
          break;
        case 'bor':
          acc[i] = a | b;
          break;
        case 'bxor':
          acc[i] = a ^ b;
          break;
      }
    }
  }
  return acc;
}

const show = (x) => (typeof x === 'bigint' ? `${x}n` : Object.is(x, -0) ? '-0' : String(x));

function cmp(errs, label, got, exp) {
  if (got.length !== exp.length) {
    errs.push(`${label}: length ${got.length}, expected ${exp.length}`);
    return;
  }
  for (let i = 0; i < exp.length; i++) {
    if (!Object.is(got[i], exp[i]) && !(got[i] === exp[i])) {
      errs.push(`${label}: [${i}] = ${show(got[i])}, expected ${show(exp[i])}`);
      return;
    }
  }
}

/** Runs fn; an error it throws gets `label` in front of its message. */
function at(label, fn) {
  try {
    return fn();
  } catch (e) {
    if (e && typeof e.message === 'string') e.message = `[${label}] ${e.message}`;
    throw e;
  }
}

function ops(comm) {
  const { rank: me, size: p } = comm;
  const errs = [];
  let cases = 0;
  const n = 37; // not a multiple of the SIMD width: the scalar tail runs too
  const plan = [];
  for (const T of [...INTS, ...FLOATS]) for (const op of ['sum', 'prod', 'min', 'max']) plan.push([op, T]);
  for (const T of INTS) for (const op of ['land', 'lor', 'lxor', 'band', 'bor', 'bxor']) plan.push([op, T]);
  for (const alg of LEFT_FOLD) {
    for (const [op, T] of plan) {
      const ins = [];
      for (let r = 0; r < p; r++) ins.push(opInput(op, T, r, n));
      const exp = fold(op, T, ins);
      const out = new T(n);
      at(`allreduce ${op} ${T.name} ${alg}`, () => comm.allreduce(ins[me], out, op, { algorithm: alg }));
      cmp(errs, `allreduce ${op} ${T.name} alg=${alg} (rank ${me})`, out, exp);
      cases++;
    }
    // maxloc / minloc on the pair types: (value, index) with ties (lowest index wins on a tie).
    for (const [dt, T] of [
      [Datatype.PAIR_INT32, Int32Array],
      [Datatype.PAIR_FLOAT32, Float32Array],
      [Datatype.PAIR_FLOAT64, Float64Array],
    ]) {
      for (const op of ['maxloc', 'minloc']) {
        const mk = (r) => {
          const a = new T(2 * n);
          for (let i = 0; i < n; i++) {
            a[2 * i] = ((r * 3 + i) % 4) - 1.5 * (T !== Int32Array);
            a[2 * i + 1] = (r * 5 + i) % 7;
          }
          return a;
        };
        const ins = [];
        for (let r = 0; r < p; r++) ins.push(mk(r));
        const exp = T.from(ins[0]);
        for (let r = 1; r < p; r++) {
          for (let i = 0; i < n; i++) {
            const av = exp[2 * i],
              ai = exp[2 * i + 1],
              bv = ins[r][2 * i],
              bi = ins[r][2 * i + 1];
            const bWins = op === 'maxloc' ? bv > av : bv < av;
            if (bWins) {
              exp[2 * i] = bv;
              exp[2 * i + 1] = bi;
            } else if (av === bv) exp[2 * i + 1] = Math.min(ai, bi);
          }
        }
        const out = new T(2 * n);
        at(`allreduce ${op} ${dt.name} ${alg}`, () =>
          comm.allreduce(ins[me], out, op, { algorithm: alg, datatype: dt }),
        );
        cmp(errs, `allreduce ${op} ${dt.name} alg=${alg} (rank ${me})`, out, exp);
        cases++;
      }
    }
    // DOUBLE_INT (bytes through a DataView): maxloc.
    {
      const mk = (r) => {
        const a = new Uint8Array(16 * n);
        const dv = new DataView(a.buffer);
        for (let i = 0; i < n; i++) {
          dv.setFloat64(16 * i, ((r * 3 + i) % 4) * 0.25, true);
          dv.setInt32(16 * i + 8, r * 10 + i, true);
        }
        return a;
      };
      const ins = [];
      for (let r = 0; r < p; r++) ins.push(mk(r));
      const out = new Uint8Array(16 * n);
      at(`allreduce maxloc double_int ${alg}`, () =>
        comm.allreduce(ins[me], out, 'maxloc', { algorithm: alg, datatype: Datatype.DOUBLE_INT }),
      );
      const dv = new DataView(out.buffer);
      for (let i = 0; i < n; i++) {
        let bv = -Infinity,
          bi = 0;
        for (let r = 0; r < p; r++) {
          const v = ((r * 3 + i) % 4) * 0.25;
          if (v > bv) {
            bv = v;
            bi = r * 10 + i;
          }
        }
        const gv = dv.getFloat64(16 * i, true),
          gi = dv.getInt32(16 * i + 8, true);
        if (gv !== bv || gi !== bi) {
          errs.push(
            `allreduce maxloc double_int alg=${alg} (rank ${me}): [${i}] = (${gv}, ${gi}), expected (${bv}, ${bi})`,
          );
          break;
        }
      }
      cases++;
    }
  }
  // A non-commutative user op applied in rank order: inout = input * 10 + inout gives the digits
  // d0 d1 d2 ... of the ranks in order.
  const digits = Op.create(
    (inout, input) => {
      for (let i = 0; i < inout.length; i++) inout[i] = input[i] * 10 + inout[i];
    },
    { commutative: false },
  );
  const d = (r, i) => ((r + i) % 9) + 1;
  const upto = (k, i) => {
    let v = 0;
    for (let r = 0; r < k; r++) v = v * 10 + d(r, i);
    return v;
  };
  const mine = () => Float64Array.from({ length: n }, (_, i) => d(me, i));
  for (const alg of LEFT_FOLD) {
    const out = new Float64Array(n);
    at(`user allreduce ${alg}`, () => comm.allreduce(mine(), out, digits, { algorithm: alg }));
    cmp(
      errs,
      `allreduce user non-commutative alg=${alg} (rank ${me})`,
      out,
      Float64Array.from({ length: n }, (_, i) => upto(p, i)),
    );
    cases++;
  }
  for (const alg of LEFT_FOLD) {
    for (const root of [...new Set([0, p - 1])]) {
      const out = new Float64Array(n);
      at(`user reduce ${alg} ${root}`, () =>
        comm.reduce(mine(), me === root ? out : null, digits, root, { algorithm: alg }),
      );
      if (me === root)
        cmp(
          errs,
          `reduce user non-commutative alg=${alg} root=${root} (rank ${me})`,
          out,
          Float64Array.from({ length: n }, (_, i) => upto(p, i)),
        );
      cases++;
    }
  }
  {
    const out = new Float64Array(n);
    at('user scan', () => comm.scan(mine(), out, digits));
    cmp(
      errs,
      `scan user non-commutative (rank ${me})`,
      out,
      Float64Array.from({ length: n }, (_, i) => upto(me + 1, i)),
    );
    const out2 = new Float64Array(n).fill(-1);
    at('user exscan', () => comm.exscan(mine(), out2, digits));
    if (me > 0)
      cmp(
        errs,
        `exscan user non-commutative (rank ${me})`,
        out2,
        Float64Array.from({ length: n }, (_, i) => upto(me, i)),
      );
    const sb = Float64Array.from({ length: p * n }, (_, j) => d(me, j));
    const out3 = new Float64Array(n);
    at('user reduceScatterBlock', () => comm.reduceScatterBlock(sb, out3, digits));
    cmp(
      errs,
      `reduceScatterBlock user non-commutative (rank ${me})`,
      out3,
      Float64Array.from({ length: n }, (_, i) => {
        let v = 0;
        for (let r = 0; r < p; r++) v = v * 10 + d(r, me * n + i);
        return v;
      }),
    );
    cases += 3;
  }
  return { cases, errs };
}

// A rank that need not wait (a non-root of reduce shm-flat, the root of bcast shm-flat) runs
// ahead into later collectives while slower peers still read its slot for an earlier one.
function runahead(comm) {
  const { rank: me, size: p } = comm;
  const errs = [];
  let cases = 0;
  const n = 37;
  for (const alg of ALGS.allreduce) {
    for (let k = 0; k < 4; k++) {
      const out = new Float64Array(n);
      comm.allreduce(
        Float64Array.from({ length: n }, (_, i) => f(me, i)),
        out,
        'sum',
        { algorithm: alg },
      );
      cmp(
        errs,
        `runahead allreduce ${alg} k=${k} (rank ${me})`,
        out,
        Float64Array.from({ length: n }, (_, i) => sumUpTo(p, (q) => f(q, i))),
      );
      for (let j = 0; j < k; j++) {
        const r = new Float64Array(n);
        comm.reduce(
          Float64Array.from({ length: n }, (_, i) => f(me, i) + j),
          me === 0 ? r : null,
          'sum',
          0,
          { algorithm: 'shm-flat' },
        );
        if (me === 0)
          cmp(
            errs,
            `runahead reduce j=${j} (rank ${me})`,
            r,
            Float64Array.from({ length: n }, (_, i) => sumUpTo(p, (q) => f(q, i) + j)),
          );
        const b = new Float64Array(n);
        if (me === p - 1) b.fill(j + 0.5);
        comm.bcast(b, p - 1, { algorithm: 'shm-flat' });
        cmp(errs, `runahead bcast j=${j} (rank ${me})`, b, new Float64Array(n).fill(j + 0.5));
      }
      const r = new Float64Array(n);
      comm.reduce(
        Float64Array.from({ length: n }, (_, i) => f(me, i)),
        me === 0 ? r : null,
        'sum',
        0,
        { algorithm: 'shm-slice' },
      );
      if (me === 0)
        cmp(
          errs,
          `runahead reduce shm-slice k=${k} (rank ${me})`,
          r,
          Float64Array.from({ length: n }, (_, i) => sumUpTo(p, (q) => f(q, i))),
        );
      cases++;
    }
  }
  return { cases, errs };
}

// Large allreduces (1 to 6 MB, sizes not divisible by the rank count) through shm-slice, in place
// and not, in shared memory and staged, checked element by element against the sum computed here.
function large(world) {
  const p = world.size,
    me = world.rank;
  const errs = [];
  for (const n of [(1 << 18) * p + 5, (3 << 18) * p + 37, 700001]) {
    for (const inplace of [false, true]) {
      for (const shared of [true, false]) {
        const s = shared ? world.alloc(Float32Array, n) : new Float32Array(n);
        const r = shared ? world.alloc(Float32Array, n) : new Float32Array(n);
        for (let i = 0; i < n; i++) s[i] = ((i * 7 + me * 13) % 101) - 50;
        if (inplace) r.set(s);
        world.allreduce(inplace ? IN_PLACE : s, r, 'sum', { algorithm: 'shm-slice' });
        for (let i = 0; i < n; i++) {
          let want = 0;
          for (let q = 0; q < p; q++) want += ((i * 7 + q * 13) % 101) - 50;
          if (r[i] !== want) {
            errs.push(`n=${n} inplace=${inplace} shared=${shared} i=${i}: ${r[i]} != ${want}`);
            break;
          }
        }
      }
    }
  }
  return errs;
}

export default async function main(world, args) {
  if (args[0] === 'runahead') return runahead(world);
  const [what, ...rest] = args;
  if (what === 'buffers') return buffers(world, rest.length ? rest : null);
  if (what === 'ops') return ops(world);
  if (what === 'large') return large(world);
  throw new Error(`unknown scenario ${what}`);
}
