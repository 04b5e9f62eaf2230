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

export function normBuf(core: Core, buf: unknown, opts: BufOpts | undefined, call: string, what: string): Buf {
  if (!isTypedArray(buf)) {
    if (buf instanceof DataView && opts?.datatype) return normView(core, buf, opts, call, what);
    fail('ERR_BUFFER', `${call}: ${what} must be a TypedArray (Int8Array ... Float64Array, BigInt64Array), got ${show(buf)}`);
  }
  return normView(core, buf, opts, call, what);
}

function normView(core: Core, buf: ArrayBufferView, opts: BufOpts | undefined, call: string, what: string): Buf {
  let type = datatypeOf(buf) ?? Datatype.BYTE;
  if (opts?.datatype !== undefined) {
    if (!(opts.datatype instanceof Datatype)) {
      fail('ERR_TYPE', `${call}: datatype must be a Datatype (Datatype.INT32, ...), got ${show(opts.datatype)}`);
    }
    type = opts.datatype;
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
