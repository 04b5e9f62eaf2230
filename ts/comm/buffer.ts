// Argument normalisation for buffers: every call turns (buf, { datatype, count }) into a byte range
// with its element type, here and nowhere else.
import { fail, show } from '../errors.js';
import { Datatype, datatypeOf, isTypedArray } from '../datatype/datatype.js';
import type { Core } from '../core/core.js';

export interface BufOpts { datatype?: Datatype; count?: number }

export interface Buf {
  view: Uint8Array;
  ptr: number; // >= 0 when the bytes live in the world's shared memory
  bytes: number;
  count: number;
  type: Datatype;
}

/** Where a call was made, for error messages: built only when an error is raised. */
export type Where = (call: string) => string;

// Programs send from and receive into the same few arrays again and again, and what normalising
// a TypedArray yields never changes (its byte range, element type and whether it lives in shared
// memory are fixed at its creation): remember the last few, by identity.
const CACHE = 4;
const cacheKey: unknown[] = new Array(CACHE).fill(null);
const cacheVal: (Buf | null)[] = new Array(CACHE).fill(null);
let cacheNext = 0;

export function normBuf(core: Core, buf: unknown, opts: BufOpts | undefined, where: Where, call0: string, what: string): Buf {
  if (opts === undefined) {
    for (let i = 0; i < CACHE; i++) if (cacheKey[i] === buf) return cacheVal[i]!;
    if (isTypedArray(buf)) {
      const type = datatypeOf(buf)!;
      const bytes = buf.byteLength;
      const view = buf instanceof Uint8Array ? buf : new Uint8Array(buf.buffer, buf.byteOffset, bytes);
      const b: Buf = { view, ptr: core.owns(buf) ? buf.byteOffset : -1, bytes, count: buf.length, type };
      cacheKey[cacheNext] = buf;
      cacheVal[cacheNext] = b;
      cacheNext = (cacheNext + 1) % CACHE;
      return b;
    }
  }
  if (!isTypedArray(buf) && !(buf instanceof DataView && opts?.datatype)) {
    fail('ERR_BUFFER', `${where(call0)}: ${what} must be a TypedArray (Int8Array ... Float64Array, BigInt64Array), got ${show(buf)}`);
  }
  return normView(core, buf as ArrayBufferView, opts, where, call0, what);
}

function normView(core: Core, buf: ArrayBufferView, opts: BufOpts | undefined, where: Where, call0: string, what: string): Buf {
  let type = datatypeOf(buf) ?? Datatype.BYTE;
  if (opts !== undefined && (opts.datatype !== undefined || opts.count !== undefined)) return normOpts(core, buf, opts, type, where(call0), what);
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
    if (type.isDerived) {
      fail('ERR_TYPE', `${call}: derived datatype ${type.name} is not supported by point-to-point and collective calls yet; ` +
        'pack it into bytes with pack() and send those');
    }
  }
  const avail = Math.floor(buf.byteLength / type.size);
  let count = avail;
  if (opts?.count !== undefined) {
    count = opts.count;
    if (!Number.isInteger(count) || count < 0) {
      fail('ERR_COUNT', `${call}: count must be a non-negative integer, got ${show(count)}`);
    }
    if (count > avail) {
      fail('ERR_COUNT', `${call}: count ${count} of ${type.name} needs ${count * type.size} bytes but ${what} ` +
        `${show(buf)} holds ${buf.byteLength} bytes (at most ${avail} elements)`);
    }
  }
  const bytes = count * type.size;
  const view = buf instanceof Uint8Array && buf.length === bytes ? buf : new Uint8Array(buf.buffer, buf.byteOffset, bytes);
  const ptr = core.owns(buf) ? buf.byteOffset : -1;
  return { view, ptr, bytes, count, type };
}
