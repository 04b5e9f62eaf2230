// sendrecvReplace (MPI_Sendrecv_replace): one buffer both sent and received into. The message must
// be the buffer's contents before the call, so they are copied first, into a copy of the caller's
// view kept by the communicator (reused while the view's type and length stay: a warm call makes
// nothing), and the call is sendrecv from that copy into the buffer, with the same datatype and
// count on both sides. The copy is in plain memory: a large message then takes one staging copy
// more than sendrecv from a comm.alloc array would. The nonblocking form (isendrecvReplace) needs a
// copy per request in flight: they come from a small pool of copies, returned as requests complete.
import { badOptions, fail, failOptions } from '../errors.js';
import type { Datatype } from '../datatype/type.js';
import type { Status } from '../request/status.js';
import type { Request } from '../request/request.js';
import type { SendrecvOpts } from '../datatype/buffer.js';

const SIDE_KEYS = ['sendtype', 'recvtype', 'sendcount', 'recvcount'] as const;

export interface ReplaceOpts {
  sendtag?: number;
  recvtag?: number;
  datatype?: Datatype;
  count?: number;
}

/** The part of a communicator that sendrecvReplace needs. */
interface Host {
  readonly whereFn: (call: string) => string;
  sendrecvAs(
    call: string,
    sendbuf: ArrayBufferView,
    dest: number,
    recvbuf: ArrayBufferView,
    source: number,
    opts: SendrecvOpts,
  ): Status;
  isendrecvAs(
    call: string,
    sendbuf: ArrayBufferView,
    dest: number,
    recvbuf: ArrayBufferView,
    source: number,
    opts: SendrecvOpts,
    done: ((kept: ArrayBufferView) => void) | null,
    kept: ArrayBufferView | null,
  ): Request;
}

/** The communicator's copy for the last buffer shape, and the options object handed to sendrecv
 *  (both reused from call to call). */
export class ReplaceState {
  private copy: ArrayBufferView | null = null;
  private readonly o: SendrecvOpts = {};

  /** A view like `buf` (same type and length) holding a copy of its bytes. The byte views of the
   *  copy and of the last buffer are kept too: a warm call with the same buffer makes no object. */
  private copyOf(buf: ArrayBufferView): ArrayBufferView {
    let c = this.copy;
    if (c?.constructor !== buf.constructor || c.byteLength !== buf.byteLength) {
      c = viewLike(buf);
      this.copy = c;
      this.copyBytes = new Uint8Array(c.buffer as ArrayBuffer);
    }
    this.copyBytes.set(this.bytesOf(buf));
    return c;
  }

  /** The byte view of `buf` (kept for the last buffer: a warm call makes none). */
  private bytesOf(buf: ArrayBufferView): Uint8Array {
    if (buf !== this.from) {
      this.from = buf;
      this.fromBytes = new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
    }
    return this.fromBytes;
  }
  private copyBytes = new Uint8Array(0);
  private from: ArrayBufferView | null = null;
  private fromBytes: Uint8Array<ArrayBufferLike> = new Uint8Array(0);

  run(comm: Host, buf: ArrayBufferView, dest: number, source: number, opts: ReplaceOpts | undefined): Status {
    const o = this.options(comm, opts, 'sendrecvReplace');
    // sendrecv checks the buffer (a view that is not a TypedArray, or a DataView without a datatype,
    // fails there with its message) and every other argument
    const copy = ArrayBuffer.isView(buf) ? this.copyOf(buf) : buf;
    return comm.sendrecvAs('sendrecvReplace', copy, dest, buf, source, o);
  }

  /** isendrecvReplace: the copy comes from the pool and goes back to it once the request is done. */
  start(comm: Host, buf: ArrayBufferView, dest: number, source: number, opts: ReplaceOpts | undefined): Request {
    const o = this.options(comm, opts, 'isendrecvReplace');
    if (!ArrayBuffer.isView(buf)) return comm.isendrecvAs('isendrecvReplace', buf, dest, buf, source, o, null, null);
    const copy = this.spareLike(buf);
    new Uint8Array(copy.buffer, copy.byteOffset, copy.byteLength).set(this.bytesOf(buf));
    return comm.isendrecvAs('isendrecvReplace', copy, dest, buf, source, o, this.giveBack, copy);
  }

  /** Returns a copy of the nonblocking form to the pool (made once: no closure per request). */
  private readonly giveBack = (copy: ArrayBufferView): void => {
    if (this.spare.length < SPARE_MAX) this.spare.push(copy);
  };

  /** A view like `buf` from the pool of the nonblocking form, or a new one. */
  private spareLike(buf: ArrayBufferView): ArrayBufferView {
    const a = this.spare;
    for (let i = 0; i < a.length; i++) {
      const c = a[i];
      if (c.constructor === buf.constructor && c.byteLength === buf.byteLength) {
        a[i] = a[a.length - 1];
        a.pop();
        return c;
      }
    }
    return viewLike(buf);
  }
  private readonly spare: ArrayBufferView[] = [];

  /** The sendrecv options for `opts`, in the object reused from call to call. */
  private options(comm: Host, opts: ReplaceOpts | undefined, call: string): SendrecvOpts {
    if (badOptions(opts)) failOptions(comm.whereFn(call), opts, 'sendtag, recvtag, datatype, count');
    if (opts !== undefined) {
      // sendrecv's per-side keys: here they would be ignored, and the message not what was meant
      const o0 = opts as Record<string, unknown>;
      for (const k of SIDE_KEYS)
        if (o0[k] !== undefined)
          fail(
            'ERR_ARG',
            `${comm.whereFn(call)}: option ${k}: one buffer has one datatype and count for both ` +
              'the message sent and the one received: expected { sendtag, recvtag, datatype, count }',
          );
    }
    const o = this.o;
    o.sendtag = opts?.sendtag;
    o.recvtag = opts?.recvtag;
    o.sendtype = o.recvtype = opts?.datatype;
    o.sendcount = o.recvcount = opts?.count;
    return o;
  }
}

/** Copies of the nonblocking form kept for reuse. */
const SPARE_MAX = 8;

/** A new view of the same type and length as `buf`, in plain memory. */
function viewLike(buf: ArrayBufferView): ArrayBufferView {
  const bytes = new ArrayBuffer(buf.byteLength);
  if (buf instanceof DataView) return new DataView(bytes);
  const Ctor = buf.constructor as new (b: ArrayBuffer) => ArrayBufferView;
  return new Ctor(bytes);
}
