// The value tier of the collectives (like mpi4py's lower-case methods): structured-clonable
// JavaScript values, serialised, moved with the byte collectives (lengths first, then the bytes
// with the v-variants), and decoded. Reductions fold in rank order with a function, a named op or
// an Op object (Op.sum ..., Op.create(fn)).
import { fail, show } from '../errors.js';
import { encodeValue, decodeValue } from '../core/codec.js';
import { Op, type OpName } from '../coll/op.js';
import type { TypedArray } from '../datatype/type.js';

type Counts = ArrayLike<number>;

/** The byte collectives the value tier moves values with: the public methods of Comm (comm.ts). */
export interface ValueComm {
  readonly rank: number;
  readonly size: number;
  readonly name: string;
  bcast(buf: TypedArray, root: number): void;
  gather(sendbuf: TypedArray, recvbuf: TypedArray | null, root: number): void;
  gatherv(
    sendbuf: TypedArray,
    recvbuf: TypedArray | null,
    counts: Counts | null,
    displs: Counts | null,
    root: number,
  ): void;
  scatter(sendbuf: TypedArray | null, recvbuf: TypedArray, root: number): void;
  scatterv(
    sendbuf: TypedArray | null,
    counts: Counts | null,
    displs: Counts | null,
    recvbuf: TypedArray,
    root: number,
  ): void;
  allgather(sendbuf: TypedArray, recvbuf: TypedArray): void;
  allgatherv(sendbuf: TypedArray, recvbuf: TypedArray, counts: Counts, displs: Counts): void;
  alltoall(sendbuf: TypedArray, recvbuf: TypedArray): void;
  alltoallv(
    sendbuf: TypedArray,
    sendcounts: Counts,
    sdispls: Counts,
    recvbuf: TypedArray,
    recvcounts: Counts,
    rdispls: Counts,
  ): void;
}

const displsOf = (c: Int32Array) => {
  const d = new Int32Array(c.length);
  for (let i = 1; i < c.length; i++) d[i] = d[i - 1] + c[i - 1];
  return d;
};
const total = (c: Int32Array) => c.reduce((a, b) => a + b, 0);

export function bcastValue(comm: ValueComm, value: unknown, root: number): unknown {
  const isRoot = comm.rank === root;
  const bytes = isRoot ? encodeValue(value) : null;
  const n = Int32Array.of(bytes ? bytes.length : 0);
  comm.bcast(n, root);
  const b = bytes ?? new Uint8Array(n[0]);
  comm.bcast(b, root);
  return isRoot ? value : decodeValue(b);
}

export function gatherValue(comm: ValueComm, value: unknown, root: number): unknown[] | undefined {
  const bytes = encodeValue(value);
  const isRoot = comm.rank === root;
  const counts = new Int32Array(comm.size);
  comm.gather(Int32Array.of(bytes.length), isRoot ? counts : null, root);
  const out = isRoot ? new Uint8Array(total(counts)) : null;
  comm.gatherv(bytes, out, counts, displsOf(counts), root);
  return isRoot ? split(out!, counts) : undefined;
}

export function scatterValue(comm: ValueComm, values: unknown, root: number): unknown {
  const isRoot = comm.rank === root;
  let parts: Uint8Array[] = [];
  if (isRoot) {
    if (!Array.isArray(values) || values.length !== comm.size) {
      fail(
        'ERR_COUNT',
        `scatterValue on ${comm.name}: the root must pass an array of ${comm.size} values (one per rank), got ${show(values)}`,
      );
    }
    parts = values.map((v) => encodeValue(v));
  }
  const counts = Int32Array.from(parts, (p) => p.length);
  const mine = new Int32Array(1);
  comm.scatter(isRoot ? counts : null, mine, root);
  const out = new Uint8Array(mine[0]);
  comm.scatterv(isRoot ? concat(parts) : null, isRoot ? counts : null, isRoot ? displsOf(counts) : null, out, root);
  return decodeValue(out);
}

export function allgatherValue(comm: ValueComm, value: unknown): unknown[] {
  const bytes = encodeValue(value);
  const counts = new Int32Array(comm.size);
  comm.allgather(Int32Array.of(bytes.length), counts);
  const out = new Uint8Array(total(counts));
  comm.allgatherv(bytes, out, counts, displsOf(counts));
  return split(out, counts);
}

export function alltoallValue(comm: ValueComm, values: unknown): unknown[] {
  if (!Array.isArray(values) || values.length !== comm.size) {
    fail(
      'ERR_COUNT',
      `alltoallValue on ${comm.name}: expected an array of ${comm.size} values (one per rank), got ${show(values)}`,
    );
  }
  const parts = values.map((v) => encodeValue(v));
  const sc = Int32Array.from(parts, (p) => p.length);
  const rc = new Int32Array(comm.size);
  comm.alltoall(sc, rc);
  const out = new Uint8Array(total(rc));
  comm.alltoallv(concat(parts), sc, displsOf(sc), out, rc, displsOf(rc));
  return split(out, rc);
}

/** How the value reductions combine two ranks' values: a function `(a, b) => value` (`a` the
 *  lower ranks' value), an op name or an Op object (Op.sum ..., Op.create(fn)). */
export type ValueOp<T> = ValueOpName | Op | ((a: T, b: T) => T);

/** The named ops of the value tier: JavaScript's operators on the ranks' values. */
export type ValueOpName = Exclude<OpName, 'replace' | 'no_op'>;

/** One step of a fold, as this file calls it: any values in, a value out. */
type Fold = (a: unknown, b: unknown) => unknown;

export function reduceValue(comm: ValueComm, value: unknown, op: ValueOp<unknown>, root: number): unknown {
  const f = valueOp(op, `reduceValue on ${comm.name}`);
  const all = gatherValue(comm, value, root);
  return all === undefined ? undefined : all.reduce((a, b) => f(a, b));
}

export function allreduceValue(comm: ValueComm, value: unknown, op: ValueOp<unknown>): unknown {
  const f = valueOp(op, `allreduceValue on ${comm.name}`);
  return allgatherValue(comm, value).reduce((a, b) => f(a, b));
}

/** A [value, index] pair of maxloc and minloc. */
type Loc = readonly [number, number];

// The named ops are JavaScript's own operators on whatever the ranks passed (numbers, bigints,
// strings, ...): the `as number` / `as Loc` casts only name an operand type for the checker; no
// value is converted or checked.
const NAMED: Record<string, Fold> = {
  sum: (a, b) => (a as number) + (b as number),
  prod: (a, b) => (a as number) * (b as number),
  min: (a, b) => ((b as number) < (a as number) ? b : a),
  max: (a, b) => ((a as number) < (b as number) ? b : a),
  land: (a, b) => Boolean(a) && Boolean(b),
  lor: (a, b) => Boolean(a) || Boolean(b),
  lxor: (a, b) => Boolean(a) !== Boolean(b),
  band: (a, b) => (a as number) & (b as number),
  bor: (a, b) => (a as number) | (b as number),
  bxor: (a, b) => (a as number) ^ (b as number),
  // [value, index] pairs: the larger (smaller) value wins; equal values keep the smaller index
  maxloc: (a, b) => maxloc(a as Loc, b as Loc),
  minloc: (a, b) => minloc(a as Loc, b as Loc),
};

function maxloc(a: Loc, b: Loc): Loc {
  return b[0] > a[0] || (b[0] === a[0] && b[1] < a[1]) ? b : a;
}
function minloc(a: Loc, b: Loc): Loc {
  return b[0] < a[0] || (b[0] === a[0] && b[1] < a[1]) ? b : a;
}

const has = (name: string) => Object.prototype.hasOwnProperty.call(NAMED, name);

function valueOp(op: ValueOp<unknown>, where: string): Fold {
  if (typeof op === 'function') return op;
  if (typeof op === 'string' && has(op)) return NAMED[op];
  if (op instanceof Op) {
    // Op.create's function is typed for buffers (TypedArrays); on values it also gets Arrays
    if (op.isUser) return userValueOp(op.fn! as ValueUserFunction, where);
    if (has(op.name)) return NAMED[op.name];
    return fail(
      'ERR_OP',
      `${where}: Op.${op.name} does not reduce values: expected a function (a, b) => value, Op.create(fn), ` +
        `or one of ${Object.keys(NAMED)
          .map((k) => `'${k}'`)
          .join(', ')} (by name or as Op.sum ...)`,
    );
  }
  return fail(
    'ERR_OP',
    `${where}: op ${show(op)} is not a function (a, b) => value, an Op (Op.sum ..., Op.create(fn)) ` +
      `or one of ${Object.keys(NAMED)
        .map((k) => `'${k}'`)
        .join(', ')}`,
  );
}

/** An Array or a TypedArray (not a DataView): what a user op on values gets as it is. */
type ValueArray = ArrayLike<unknown> & { slice(): ArrayLike<unknown> };

const isArrayLike = (v: unknown): v is ValueArray =>
  Array.isArray(v) || (ArrayBuffer.isView(v) && !(v instanceof DataView));

/** Op.create's function as the value tier calls it. */
type ValueUserFunction = (inout: ArrayLike<unknown>, input: ArrayLike<unknown>) => void;

/** A user op on values, with the same contract as on buffers: fn(inout, input) computes
 *  inout = input OP inout, input holding the lower ranks' operand. A TypedArray or Array value is
 *  passed as it is (inout: a copy of the later value, so no rank's value is modified); any other
 *  value v as the one-element array [v], the result being inout[0]. */
function userValueOp(fn: ValueUserFunction, where: string): Fold {
  return (a, b) => {
    if (isArrayLike(a) && isArrayLike(b)) {
      if (a.length !== b.length) {
        fail('ERR_COUNT', `${where}: a user op combines arrays of one length, got lengths ${a.length} and ${b.length}`);
      }
      const inout = b.slice();
      fn(inout, a);
      return inout;
    }
    const inout = [b];
    fn(inout, [a]);
    return inout[0];
  };
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

function split(bytes: Uint8Array, counts: Int32Array): unknown[] {
  const out: unknown[] = [];
  let o = 0;
  for (const c of counts) {
    out.push(decodeValue(bytes.subarray(o, o + c)));
    o += c;
  }
  return out;
}
