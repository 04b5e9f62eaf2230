// Buffered sends (MPI_Bsend, MPI_Ibsend): the message is copied into the buffer the rank attached
// (bufferAttach) and sent from there, so the call returns at once whatever the receiver does, and
// the user's buffer is free again. Each message holds its bytes of the attached buffer until its
// send completes; a message that does not fit is refused with ERR_BUFFER (MPI 4.1 section 3.6), never
// waited for (waiting for a receiver could deadlock the program that buffering was meant to free).
//
// A buffer attached as a byte count is allocated in the world's shared memory: a large buffered
// message is then read by its receiver straight from it (one copy in all, besides the copy in). A
// TypedArray attached is used as it is (one from comm.alloc is shared memory too; any other is
// staged again by the send).
//
// Invariants: `segs` holds the regions in use, ordered by offset, without overlap; a region is
// released only once its send has completed (sendDone); a send that fails keeps its error for
// bufferDetach, which is where MPI reports what happened to buffered messages.
import { fail, show, WasmpiError } from '../errors.js';
import type { SendOp, Source, Transport } from '../transport/transport.js';
import type { BlockDesc } from '../transport/blocked.js';
import type { Core } from '../core/core.js';

/** The part of a rank's world (comm/world.ts, RankWorld) that holds its attached buffer. */
interface Owner {
  readonly rank: number;
  readonly core: Core;
  readonly t: Transport;
  bsend?: BsendBuffer | null;
}

/** Bytes of the attached buffer a buffered message may take beyond its own (alignment): size a
 *  buffer as the sum, over the messages in flight at once, of their bytes plus this. */
export const BSEND_OVERHEAD = 16;

/** Regions start at multiples of this (any element type's alignment). */
const ALIGN = 8;

/** A region of the attached buffer in use, and the Source a send reads it through. */
interface Seg {
  off: number;
  len: number;
  op: SendOp | null;
  src: { view: Uint8Array; ptr: number; bytes: number; dtype: number };
}

export class BsendBuffer {
  /** What bufferAttach was given (bufferDetach returns it). */
  readonly attached: ArrayBufferView | number;
  readonly size: number;
  private readonly u8: Uint8Array;
  /** The shared-memory address of u8[0], or -1 when the buffer is not in the world's memory. */
  private readonly base: number;
  /** The first aligned offset. */
  private readonly start: number;
  private readonly segs: Seg[] = [];
  private readonly spare: Seg[] = [];
  /** The first error of a buffered send (its receiver failed), for bufferDetach. */
  failure: WasmpiError | null = null;

  constructor(core: Core, attached: ArrayBufferView | number, u8: Uint8Array, base: number) {
    this.attached = attached;
    this.u8 = u8;
    this.base = base;
    this.size = u8.length;
    const addr = base >= 0 ? base : u8.byteOffset;
    this.start = (ALIGN - (addr % ALIGN)) % ALIGN;
    this.core = core;
  }
  private readonly core: Core;

  /** Bytes held by messages whose sends have not completed. */
  get inUse(): number {
    let n = 0;
    for (const s of this.segs) n += s.len;
    return n;
  }

  /** Messages whose sends have not completed. */
  get pending(): number {
    return this.segs.length;
  }

  /** A send still in flight, as what a wait for the buffer waits on. */
  waitingFor(): BlockDesc | null {
    for (const s of this.segs) if (s.op !== null) return s.op;
    return null;
  }

  /** Gives back the shared memory of a buffer attached as a byte count. */
  free(core: Core): void {
    if (typeof this.attached === 'number' && this.base >= 0) core.x.shmFree(this.base);
  }

  /** Releases the regions whose sends have completed. */
  reclaim(t: Transport): void {
    const a = this.segs;
    let k = 0;
    for (let i = 0; i < a.length; i++) {
      const s = a[i];
      if (s.op !== null && !t.sendDone(s.op)) {
        a[k++] = s;
        continue;
      }
      if (s.op !== null) {
        if (s.op.error !== null && this.failure === null) this.failure = s.op.error;
        t.releaseSend(s.op);
        s.op = null;
      }
      this.spare.push(s);
    }
    a.length = k;
  }

  /** The offset of a free region of `need` bytes (first fit), inserted in `segs`; -1 if none. */
  private place(need: number): Seg | null {
    const a = this.segs;
    let pos = this.start;
    let i = 0;
    for (; i < a.length; i++) {
      if (a[i].off - pos >= need) break;
      pos = a[i].off + a[i].len;
    }
    if (i === a.length && this.size - pos < need) return null;
    const s = this.spare.pop() ?? { off: 0, len: 0, op: null, src: { view: this.u8, ptr: -1, bytes: 0, dtype: 0 } };
    s.off = pos;
    s.len = need;
    a.push(s);
    for (let j = a.length - 1; j > i; j--) a[j] = a[j - 1]; // keep the order by offset
    a[i] = s;
    return s;
  }

  private unplace(s: Seg): void {
    const a = this.segs;
    const i = a.indexOf(s);
    if (i >= 0) {
      for (let j = i + 1; j < a.length; j++) a[j - 1] = a[j];
      a.length--;
    }
    this.spare.push(s);
  }

  /** Copies the message `src` into the buffer and starts its send to world rank `dest`. */
  send(
    t: Transport,
    dest: number,
    ctx: number,
    tag: number,
    src: Source,
    where: (call: string) => string,
    call: string,
  ): void {
    const n = src.bytes;
    const need = (n + ALIGN - 1) & ~(ALIGN - 1);
    this.reclaim(t);
    let s = this.place(need);
    if (s === null) {
      t.progress(); // sends that completed since, unnoticed
      this.reclaim(t);
      s = this.place(need);
    }
    if (s === null) {
      fail(
        'ERR_BUFFER',
        `${where(call)}: the message of ${n} bytes does not fit in the attached buffer of ${this.size} bytes, ` +
          `${this.inUse} of which ${this.pending === 1 ? 'is' : 'are'} held by ${this.pending} buffered ` +
          `message${this.pending === 1 ? '' : 's'} not yet received: attach a larger buffer (each message in ` +
          `flight takes its bytes plus BSEND_OVERHEAD = ${BSEND_OVERHEAD}), or let receivers catch up ` +
          '(bufferDetach waits for them)',
      );
    }
    const off = s.off;
    const r = s.src;
    r.bytes = n;
    r.dtype = src.dtype;
    r.ptr = this.base >= 0 ? this.base + off : -1;
    r.view = this.base >= 0 ? this.u8 : this.u8.subarray(off, off + n); // read only when ptr < 0
    try {
      this.copyIn(src, off, n);
      s.op = t.send(dest, ctx, tag, r, false);
    } catch (e) {
      this.unplace(s);
      throw e;
    }
    if (s.op === null) this.unplace(s); // eager: copied out already
  }

  /** Copies (or packs) the message's bytes into the buffer at `off`. */
  private copyIn(src: Source, off: number, n: number): void {
    if (n === 0) return;
    if (src.pack !== undefined) src.pack(this.u8.subarray(off, off + n));
    else if (src.ptr >= 0 && this.base >= 0) this.core.x.copy(this.base + off, src.ptr, n);
    else this.u8.set(src.view.length === n ? src.view : src.view.subarray(0, n), off);
  }
}

/** Attaches the rank's buffer for buffered sends (MPI_Buffer_attach): `attached` is a size in bytes
 *  (allocated in the world's shared memory) or a TypedArray or DataView used as it is. */
export function attachBuffer(w: Owner, attached: unknown): void {
  if (w.bsend) {
    fail(
      'ERR_BUFFER',
      `bufferAttach: rank ${w.rank} has a buffer of ${w.bsend.size} bytes attached already: ` +
        'call bufferDetach() first (a rank has one attached buffer at a time)',
    );
  }
  w.bsend = makeBsendBuffer(w, attached);
}

/** Detaches the rank's buffer (MPI_Buffer_detach): waits until every message buffered in it has
 *  been received, then returns what was attached (undefined when nothing was). A buffered send that
 *  failed (its receiver ended) is reported here, after the buffer is detached. */
export function detachBuffer(w: Owner): ArrayBufferView | number | undefined {
  const b = w.bsend;
  if (!b) return undefined;
  const t = w.t;
  b.reclaim(t);
  if (b.pending > 0) {
    t.block(() => {
      b.reclaim(t);
      return b.pending === 0;
    }, b.waitingFor()!);
  }
  w.bsend = null;
  b.free(w.core);
  const f = b.failure;
  if (f !== null)
    throw new WasmpiError(f.code, `bufferDetach: a message buffered by bsend was not delivered: ${f.message}`, {
      cause: f,
    });
  return b.attached;
}

function makeBsendBuffer(w: Owner, attached: unknown): BsendBuffer {
  const core = w.core;
  if (typeof attached === 'number') {
    if (!Number.isInteger(attached) || attached < 0)
      fail('ERR_ARG', `bufferAttach: size ${show(attached)} is invalid: expected an integer number of bytes >= 0`);
    const ptr = attached > 0 ? w.t.alloc(attached, `bufferAttach(${attached})`) : -1;
    const u8 = ptr >= 0 ? new Uint8Array(core.buffer(), ptr, attached) : new Uint8Array(0);
    return new BsendBuffer(core, attached, u8, ptr);
  }
  if (!ArrayBuffer.isView(attached)) {
    fail(
      'ERR_ARG',
      `bufferAttach: ${show(attached)} is not a buffer: expected a size in bytes, or a TypedArray or DataView ` +
        'to hold buffered messages',
    );
  }
  const u8 = new Uint8Array(attached.buffer, attached.byteOffset, attached.byteLength);
  return new BsendBuffer(core, attached, u8, core.owns(attached) ? attached.byteOffset : -1);
}
