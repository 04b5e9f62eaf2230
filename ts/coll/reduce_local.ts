// reduceLocal (MPI_Reduce_local): one reduction step on this thread, `inout[i] = input[i] OP
// inout[i]`, with the kernels the collectives run (the core's reduce3) for predefined ops and the
// user's function for Op.create ops. Buffers are normalised as the collectives' are (datatype and
// count options, derived types in units of their base type, C-struct pairs packed); those outside
// the core's memory are staged through a scratch block of it. In a rank the world's core runs it;
// elsewhere a private core (ts/core/local.ts), so it works outside any world, and a user op needs
// no core at all (it runs before a page has loaded the core).
import { fail, show } from '../errors.js';
import type { Core } from '../core/core.js';
import { localCore } from '../core/local.js';
import { OP_NO_OP, OP_REPLACE } from '../core/abi.js';
import { normBuf, overlaps, type Buf, type BufOpts, type Where } from '../datatype/buffer.js';
import type { Datatype, TypedArray } from '../datatype/type.js';
import { anyDerived, inUnits, itemUnit, unitOf } from '../datatype/units.js';
import { packIn, unpackOut } from '../datatype/staging.js';
import { Op, resolveOp, type OpName } from './op.js';

/** reduceLocal's options: both buffers hold `count` items of `datatype` (MPI_Reduce_local's one
 *  count and datatype). Default: the buffers' own element type, and all they hold. */
export type ReduceLocalOpts = BufOpts;

const CALL = 'reduceLocal';
const at: Where = (call) => call; // (module-level: a closure per call would allocate)

/** Stand-in for the core when there is none (a user op before a page has loaded the core):
 *  normalising a buffer asks the core only whether the buffer lives in its memory. */
const NO_CORE = { owns: () => false } as unknown as Core;

/**
 * MPI_Reduce_local: combines `input` into `inout` element by element, `inout[i] = input[i] OP
 * inout[i]` (MPI's order: `input` is the left operand, as the lower ranks' value is in a
 * reduction). `op` is a name ('sum', 'max', 'minloc', ...) or an Op (Op.sum, Op.create(fn));
 * replace and no_op are for one-sided accumulates only. Both buffers hold the same number of
 * items of one type: their elements, or `count` items of `datatype` (a derived type reduces its
 * base elements; maxloc and minloc take a pair type: Datatype.PAIR_INT32, DOUBLE_INT, ...). The
 * buffers must not overlap. Runs on the SIMD kernels of the collectives, in a rank or anywhere
 * else (a private core, made at first use); a user op's function is called with the two arrays
 * (views of the same bytes when the buffers allow) and needs no core.
 * @throws ERR_OP for an unknown op or one that cannot reduce the type; ERR_TYPE for buffers of
 * different element types or a type a reduction cannot take; ERR_COUNT for buffers of different
 * lengths or a count they cannot hold; ERR_BUFFER for a buffer that is no TypedArray, or buffers
 * that overlap.
 */
export function reduceLocal(
  input: TypedArray | DataView,
  inout: TypedArray | DataView,
  op: OpName | Op,
  opts?: ReduceLocalOpts,
): void {
  const user = op instanceof Op && op.isUser;
  const core = localCore();
  if (core === null && !user)
    fail(
      'ERR_COMM',
      `${CALL}: op ${show(op instanceof Op ? op.name : op)} runs on the wasmpi core, which this thread has not ` +
        'loaded yet: call reduceLocal after `await init()` (or in a rank), or reduce with a user op (Op.create)',
    );
  const c = core ?? NO_CORE;
  let S = normBuf(c, input, opts, at, CALL, 'the input buffer');
  let R = normBuf(c, inout, opts, at, CALL, 'the inout buffer');
  if (S.type !== R.type)
    fail(
      'ERR_TYPE',
      `${CALL}: the input buffer holds ${S.type.name} but the inout buffer holds ${R.type.name}: expected one ` +
        'element type (or pass the datatype both hold)',
    );
  if (S.count !== R.count)
    fail(
      'ERR_COUNT',
      `${CALL}: the input buffer holds ${S.count} ${S.type.name} items but the inout buffer ${R.count}: expected ` +
        'the same number (or pass count)',
    );
  if (overlaps(S, R))
    fail(
      'ERR_BUFFER',
      `${CALL}: the input buffer (${S.bytes} bytes) and the inout buffer (${R.bytes} bytes) overlap: expected ` +
        'separate buffers (MPI forbids aliased arguments)',
    );
  let type = S.type;
  let o: Op;
  if (anyDerived(S, R, type)) {
    // the kernels see the base elements (a user op whole items), as in the collectives; the op is
    // checked against the base element type
    let u = unitOf(at, CALL, [type], true);
    o = resolved(op, u);
    if (user && type.size > u.size) u = itemUnit(u, type.size / u.size);
    S = inUnits(S, u)!;
    R = inUnits(R, u)!;
    type = u;
  } else o = resolved(op, type);
  if (S.count === 0) return;
  if (o.isUser) userReduce(o, type, S, R, input, inout);
  else coreReduce(core!, o, type, S, R);
}

// The last op resolved: a loop reduces with one op and type again and again.
let lastOp: unknown = null;
let lastType: Datatype | null = null;
let lastResolved: Op | null = null;

function resolved(op: unknown, type: Datatype): Op {
  if (op === lastOp && type === lastType) return lastResolved!;
  const o = resolveOp(op as OpName | Op, type, CALL);
  if (o.code === OP_REPLACE || o.code === OP_NO_OP)
    fail(
      'ERR_OP',
      `${CALL}: op ${show(o.name)} is for one-sided accumulates only (accumulate, fetchAndOp): expected a ` +
        'reduction op (sum, prod, min, max, the logical and bitwise ops, maxloc, minloc) or an Op.create op',
    );
  lastOp = op;
  lastType = type;
  return (lastResolved = o);
}

// ── predefined ops: the core's kernels ──

interface Scratch {
  ptr: number;
  bytes: number;
  /** The last view made of staged bytes (a loop over one array copies back without a new one). */
  view: Uint8Array | null;
}
const scratches = new WeakMap<Core, Scratch>();

/** A block of at least `bytes` of the core's memory, kept per core and grown on demand. */
function scratch(core: Core, bytes: number): Scratch {
  let s = scratches.get(core);
  if (s === undefined) scratches.set(core, (s = { ptr: 0, bytes: 0, view: null }));
  if (s.bytes < bytes) {
    const want = Math.max(bytes, 2 * s.bytes, 4096);
    if (s.ptr !== 0) core.x.shmFree(s.ptr);
    s.ptr = s.bytes = 0;
    const p = core.x.shmAlloc(want) >>> 0;
    if (p === 0)
      fail(
        'ERR_BUFFER',
        `${CALL}: cannot allocate ${want} bytes of the core's memory to stage the buffers: the WebAssembly ` +
          'memory is limited to 4 GiB (wasm32)',
      );
    s.ptr = p;
    s.bytes = want;
    s.view = null;
  }
  core.refresh();
  return s;
}

/** The bytes' address in the core's memory: where they are, or staged at `to` (packed, for a
 *  derived type that is not contiguous). */
function place(core: Core, b: Buf, to: number): number {
  if (b.ptr >= 0 && b.pack === undefined) return b.ptr;
  if (b.pack !== undefined) packIn(b.pack, core.u8.subarray(to, to + b.bytes));
  else core.u8.set(b.view, to);
  return to;
}

function coreReduce(core: Core, o: Op, type: Datatype, S: Buf, R: Buf): void {
  const n = S.bytes;
  const inS = S.ptr >= 0 && S.pack === undefined;
  const inR = R.ptr >= 0 && R.pack === undefined;
  const sc = inS && inR ? null : scratch(core, (inS ? 0 : n) + (inR ? 0 : n));
  const base = sc === null ? 0 : sc.ptr;
  const s = place(core, S, base);
  const r = place(core, R, inS ? base : base + n);
  if (core.x.reduce3(o.code, type.code, r, s, r, S.count) < 0)
    fail('ERR_OP', `${CALL}: the reduction kernels reject op ${o.name} on ${type.name}`);
  if (inR) return;
  core.cover(r, n);
  if (R.pack !== undefined) {
    unpackOut(R.pack, core.u8.subarray(r, r + n));
    return;
  }
  const u8 = core.u8;
  let v = sc!.view;
  if (v?.buffer !== u8.buffer || v.byteOffset !== r || v.length !== n) v = sc!.view = u8.subarray(r, r + n);
  R.view.set(v);
}

// ── user ops: the function on typed views ──

type Fn = (inout: TypedArray, input: TypedArray) => void;

function userReduce(o: Op, type: Datatype, S: Buf, R: Buf, input: ArrayBufferView, inout: ArrayBufferView): void {
  const fn = o.fn as Fn;
  const ctor = type.ctor!;
  const len = S.count * (type.pairElements ?? 1);
  const a = S.pack !== undefined ? packed(S) : S.view;
  const b = R.pack !== undefined ? packed(R) : R.view;
  // the caller's own arrays when they are the arrays the function takes (no view made)
  const x = same(input, ctor, a, len) ? (input as TypedArray) : typed(ctor, a, len);
  const out = same(inout, ctor, b, len) ? (inout as TypedArray) : typed(ctor, b, len);
  fn(out, x);
  // the function wrote a copy when the bytes could not be viewed in place
  if (out.buffer !== b.buffer || out.byteOffset !== b.byteOffset)
    b.set(new Uint8Array(out.buffer, out.byteOffset, out.byteLength));
  if (R.pack !== undefined) unpackOut(R.pack, b);
}

/** Whether `v` is an array of `ctor` of `len` elements over exactly the bytes `bytes`. */
const same = (v: ArrayBufferView, ctor: NonNullable<Datatype['ctor']>, bytes: Uint8Array, len: number) =>
  v.constructor === ctor &&
  (v as TypedArray).length === len &&
  v.buffer === bytes.buffer &&
  v.byteOffset === bytes.byteOffset;

/** The packed bytes of a buffer of a non-contiguous derived type, in a fresh array. */
function packed(b: Buf): Uint8Array {
  const u = new Uint8Array(b.bytes);
  packIn(b.pack!, u);
  return u;
}

/** `len` elements of `ctor` over the bytes of `v`: a view of them when aligned (the caller's own
 *  array when it is that), else a copy. */
function typed(ctor: NonNullable<Datatype['ctor']>, v: Uint8Array, len: number): TypedArray {
  if (v.byteOffset % ctor.BYTES_PER_ELEMENT === 0) return new ctor(v.buffer, v.byteOffset, len);
  const copy = new Uint8Array(v.byteLength);
  copy.set(v);
  return new ctor(copy.buffer, 0, len);
}
