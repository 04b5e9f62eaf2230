// Argument normalisation for buffers: every call turns (buf, { datatype, count }) into a byte range
// with its element type, here and nowhere else.
import { badOptions, fail, failOptions, show } from '../errors.js';
import { Datatype, datatypeOf, isTypedArray } from './type.js';
import type { Core } from '../core/core.js';
import { G_HEAP_START } from '../core/abi.js';
import { globalAt } from '../core/layout.js';
import { span } from './pack.js';
import type { Pack } from './staging.js';

export interface BufOpts {
  datatype?: Datatype;
  count?: number;
}

/** sendrecv's options: each side's tag, datatype and count. */
export interface SendrecvOpts {
  sendtag?: number;
  recvtag?: number;
  sendtype?: Datatype;
  recvtype?: Datatype;
  sendcount?: number;
  recvcount?: number;
}

export interface Buf {
  view: Uint8Array;
  ptr: number; // >= 0 when the bytes live in the world's shared memory
  bytes: number;
  count: number;
  type: Datatype;
  /** A derived type that is not contiguous: the user's buffer (the origin of item 0), packed by the
   *  sender and unpacked by the receiver; `view` and `ptr` are then unused (empty, -1). */
  user?: ArrayBufferView;
  /** Collectives: the packing of such a type into the staging the executor reads and writes
   *  (staging.ts); `type` is then the executor's element type. */
  pack?: Pack;
  /** Collectives in place whose input is the receive buffer, staged when the run starts (reduce at
   *  the root, alltoallv): this send side is that staging, never an alias of the receive buffer. */
  staged?: true;
  /** The transport's reading and filling of this buffer (its Source and Sink), made at first use
   *  and kept with it: a cached Buf is sent from and received into without a new object. */
  src?: unknown;
  snk?: unknown;
}

/**
 * True when two buffers share bytes (MPI forbids a call's send and receive buffers to overlap: an
 * operation may write a byte of the receive buffer before it has read it as input). Byte ranges
 * of plain and contiguous buffers are compared; a derived type that is not contiguous may
 * interleave with the other buffer without sharing a byte, and is not checked.
 */
export function overlaps(a: Buf, b: Buf): boolean {
  if (a.bytes === 0 || b.bytes === 0 || a.user !== undefined || b.user !== undefined) return false;
  // the world's memory: addresses (a view made before the memory grew has another ArrayBuffer)
  if (a.ptr >= 0 && b.ptr >= 0) return a.ptr < b.ptr + b.bytes && b.ptr < a.ptr + a.bytes;
  if (a.view.buffer !== b.view.buffer) return false;
  const x = a.view.byteOffset,
    y = b.view.byteOffset;
  return x < y + b.bytes && y < x + a.bytes;
}

/** Where a call was made, for error messages: built only when an error is raised. */
export type Where = (call: string) => string;

// Programs send from and receive into the same few arrays again and again, and what normalising
// a TypedArray yields does not change while its bytes stay (its element type, offset and whether
// it lives in shared memory are fixed at its creation): remember the last few, by identity. Only
// arrays on an ArrayBuffer that cannot be resized are remembered, so their length changes only when
// the ArrayBuffer is transferred (detached), and a remembered one is taken only while its view
// still holds its bytes (the view is a Uint8Array: one fast check on the hot path, where the
// argument's own byteLength, read through an array of any type, measured 10-15 ns a call). An
// empty slot holds a key no argument is (null is a bad buffer, not an empty slot).
const CACHE = 4;
const NO_KEY = {};
const cacheKey: unknown[] = new Array(CACHE).fill(NO_KEY);
const cacheVal = new Array<Buf | null>(CACHE).fill(null);
let cacheNext = 0;

export function normBuf(
  core: Core,
  buf: unknown,
  opts: BufOpts | undefined,
  where: Where,
  call0: string,
  what: string,
): Buf {
  if (opts === undefined) {
    for (let i = 0; i < CACHE; i++) {
      const b = cacheVal[i]!;
      if (cacheKey[i] === buf && b.view.length === b.bytes) return b;
    }
    if (isTypedArray(buf)) {
      const type = datatypeOf(buf)!;
      const bytes = buf.byteLength;
      if (bytes === 0) usable(buf, where, call0, what);
      const view = buf instanceof Uint8Array ? buf : new Uint8Array(buf.buffer, buf.byteOffset, bytes);
      const b: Buf = { view, ptr: core.owns(buf) ? buf.byteOffset : -1, bytes, count: buf.length, type };
      if (resizable(buf.buffer)) return b;
      cacheKey[cacheNext] = buf;
      cacheVal[cacheNext] = b;
      cacheNext = (cacheNext + 1) % CACHE;
      return b;
    }
  }
  if (badOptions(opts)) failOptions(where(call0), opts, 'datatype, count');
  if (!isTypedArray(buf) && !(buf instanceof DataView && opts?.datatype)) {
    fail(
      'ERR_BUFFER',
      `${where(call0)}: ${what} must be a TypedArray (Int8Array ... Float64Array, BigInt64Array), got ${show(buf)}`,
    );
  }
  return normView(core, buf, opts, where, call0, what);
}

/** Whether an ArrayBuffer (resizable) or SharedArrayBuffer (growable) may change its length. */
const resizable = (ab: ArrayBufferLike): boolean =>
  (ab as { resizable?: boolean }).resizable === true || (ab as { growable?: boolean }).growable === true;

/** Fails with ERR_BUFFER when `buf` can hold no bytes because its ArrayBuffer was transferred
 *  (detached: postMessage with a transfer list, structuredClone) or resized to end before the view:
 *  such a view reads as empty, and a call on it would silently send or receive nothing. Called for
 *  views of no bytes only (`slice` checks both cases; they cost a throw, not a test per call). */
function usable(buf: ArrayBufferView, where: Where, call0: string, what: string): void {
  try {
    if (isTypedArray(buf)) buf.slice(0, 0);
    else new DataView(buf.buffer, buf.byteOffset, 0);
  } catch {
    fail(
      'ERR_BUFFER',
      `${where(call0)}: ${what} ${show(buf)} has no memory: its ArrayBuffer was transferred (detached) or ` +
        'resized to end before it',
    );
  }
}

function normView(
  core: Core,
  buf: ArrayBufferView,
  opts: BufOpts | undefined,
  where: Where,
  call0: string,
  what: string,
): Buf {
  if (buf.byteLength === 0) usable(buf, where, call0, what);
  const type = datatypeOf(buf) ?? Datatype.BYTE;
  if (opts !== undefined && (opts.datatype !== undefined || opts.count !== undefined)) {
    return normOpts(core, buf, opts, type, where(call0), what);
  }
  const bytes = buf.byteLength - (buf.byteLength % type.size);
  const view = buf instanceof Uint8Array ? buf : new Uint8Array(buf.buffer, buf.byteOffset, bytes);
  return { view, ptr: core.owns(buf) ? buf.byteOffset : -1, bytes, count: bytes / type.size, type };
}

function normOpts(core: Core, buf: ArrayBufferView, opts: BufOpts, type: Datatype, call: string, what: string): Buf {
  if (opts.datatype !== undefined) {
    if (!(opts.datatype instanceof Datatype)) {
      fail('ERR_TYPE', `${call}: datatype must be a Datatype (Datatype.INT32, ...), got ${show(opts.datatype)}`);
    }
    type = opts.datatype;
    if (type.isDerived) return normDerived(core, buf, opts.count, type, call, what);
  }
  const avail = Math.floor(buf.byteLength / type.size);
  let count = avail;
  if (opts?.count !== undefined) {
    count = opts.count;
    if (!Number.isInteger(count) || count < 0) {
      fail('ERR_COUNT', `${call}: count must be a non-negative integer, got ${show(count)}`);
    }
    if (count > avail) {
      fail(
        'ERR_COUNT',
        `${call}: count ${count} of ${type.name} needs ${count * type.size} bytes but ${what} ` +
          `${show(buf)} holds ${buf.byteLength} bytes (at most ${avail} elements)`,
      );
    }
  }
  const bytes = count * type.size;
  const view =
    buf instanceof Uint8Array && buf.length === bytes ? buf : new Uint8Array(buf.buffer, buf.byteOffset, bytes);
  const ptr = core.owns(buf) ? buf.byteOffset : -1;
  return { view, ptr, bytes, count, type };
}

/** A committed derived type with a count: checks that the buffer holds the bytes `count` items touch
 *  (docs/guide/datatypes.md: from trueLb + min(0, (count - 1) * extent) to trueUb + max(0, (count - 1) *
 *  extent), from the buffer's first byte, the origin of item 0). A contiguous type becomes a plain
 *  byte range (the zero-copy path); any other keeps the user's buffer, packed and unpacked by the
 *  transport. */
function normDerived(
  core: Core,
  buf: ArrayBufferView,
  cnt: number | undefined,
  type: Datatype,
  call: string,
  what: string,
): Buf {
  if (!type.committed) {
    fail(
      'ERR_TYPE',
      `${call}: datatype ${type.name} is not committed: call .commit() on it before using it in ` +
        'communication (Datatype.vector(...).commit())',
    );
  }
  let count: number;
  if (cnt === undefined) {
    // as many items as the buffer holds (one when the extent does not advance), at most 2 GiB - 1
    // of packed bytes (a type resized to less than its size, e.g. a tile with the extent of one
    // element, "holds" many items; the v-collectives place their blocks with counts of their own)
    count =
      type.extent > 0 && type.size > 0 ? Math.max(0, Math.floor((buf.byteLength - type.trueUb) / type.extent) + 1) : 1;
    if (type.size > 0) count = Math.min(count, Math.floor((2 ** 31 - 1) / type.size));
  } else {
    count = cnt;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0 || count > 2 ** 31 - 1) {
      fail('ERR_COUNT', `${call}: count must be a non-negative integer (at most ${2 ** 31 - 1}), got ${show(count)}`);
    }
  }
  const bytes = count * type.size;
  if (bytes > 2 ** 31 - 1) {
    fail(
      'ERR_COUNT',
      `${call}: count ${count} of ${type.name} (size ${type.size}) is ${bytes} bytes, more than 2 GiB - 1`,
    );
  }
  const sp = span(type, count);
  if (sp !== null) {
    const [lo, hi] = sp;
    const desc = () =>
      `count ${count} of ${type.name} (size ${type.size}, lb ${type.lb}, extent ${type.extent}, ` +
      `true lb ${type.trueLb}, true extent ${type.trueExtent}) touches bytes ${lo} to ${hi} from the start of ${what}`;
    if (hi > buf.byteLength) {
      fail('ERR_COUNT', `${call}: ${desc()}, but ${what} ${show(buf)} holds ${buf.byteLength} bytes`);
    }
    if (buf.byteOffset + lo < 0) {
      fail(
        'ERR_BUFFER',
        `${call}: ${desc()}, but ${what} ${show(buf)} starts ${buf.byteOffset} bytes into its ` +
          `ArrayBuffer: it would reach ${-(buf.byteOffset + lo)} bytes before the ArrayBuffer`,
      );
    }
    if (lo < 0 && core.owns(buf) && buf.byteOffset + lo < core.u32[globalAt(G_HEAP_START)]) {
      fail(
        'ERR_BUFFER',
        `${call}: ${desc()}, which reaches below the world's shared heap (negative offsets from a ` +
          `buffer at address ${buf.byteOffset})`,
      );
    }
  }
  const owned = core.owns(buf);
  if (type.isContig) {
    const at = bytes === 0 ? 0 : type.lb;
    const view = new Uint8Array(buf.buffer, buf.byteOffset + at, bytes);
    return { view, ptr: owned ? buf.byteOffset + at : -1, bytes, count, type };
  }
  return { view: new Uint8Array(0), ptr: -1, bytes, count, type, user: buf };
}
