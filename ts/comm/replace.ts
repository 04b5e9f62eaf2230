// sendrecvReplace (MPI_Sendrecv_replace): one buffer both sent and received into. The message must
// be the buffer's contents before the call, so they are copied first, into a copy of the caller's
// view kept by the communicator (reused while the view's type and length stay: a warm call makes
// nothing), and the call is sendrecv from that copy into the buffer, with the same datatype and
// count on both sides. The copy is in plain memory: a large message then takes one staging copy
// more than sendrecv from a comm.alloc array would.
import { badOptions, fail, failOptions } from '../errors.js';
import type { Datatype } from '../datatype/type.js';
import type { Status } from '../request/status.js';
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
      const bytes = new ArrayBuffer(buf.byteLength);
      if (buf instanceof DataView) c = new DataView(bytes);
      else {
        const Ctor = buf.constructor as new (b: ArrayBuffer) => ArrayBufferView;
        c = new Ctor(bytes);
      }
      this.copy = c;
      this.copyBytes = new Uint8Array(bytes);
    }
    if (buf !== this.from) {
      this.from = buf;
      this.fromBytes = new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
    }
    this.copyBytes.set(this.fromBytes);
    return c;
  }
  private copyBytes = new Uint8Array(0);
  private from: ArrayBufferView | null = null;
  private fromBytes: Uint8Array<ArrayBufferLike> = new Uint8Array(0);

  run(comm: Host, buf: ArrayBufferView, dest: number, source: number, opts: ReplaceOpts | undefined): Status {
    if (badOptions(opts)) failOptions(comm.whereFn('sendrecvReplace'), opts, 'sendtag, recvtag, datatype, count');
    if (opts !== undefined) {
      // sendrecv's per-side keys: here they would be ignored, and the message not what was meant
      const o0 = opts as Record<string, unknown>;
      for (const k of SIDE_KEYS)
        if (o0[k] !== undefined)
          fail(
            'ERR_ARG',
            `${comm.whereFn('sendrecvReplace')}: option ${k}: one buffer has one datatype and count for both ` +
              'the message sent and the one received: expected { sendtag, recvtag, datatype, count }',
          );
    }
    const o = this.o;
    o.sendtag = opts?.sendtag;
    o.recvtag = opts?.recvtag;
    o.sendtype = o.recvtype = opts?.datatype;
    o.sendcount = o.recvcount = opts?.count;
    // sendrecv checks the buffer (a view that is not a TypedArray, or a DataView without a datatype,
    // fails there with its message) and every other argument
    const copy = ArrayBuffer.isView(buf) ? this.copyOf(buf) : buf;
    return comm.sendrecvAs('sendrecvReplace', copy, dest, buf, source, o);
  }
}
