// Matched probes (MPI_Mprobe, MPI_Improbe): a Message is a queued message that a probe took out of
// matching, so that no other receive or probe of the rank can take it between the probe and the
// receive (with probe() then recv(), another receive of the same rank, in code interleaved with
// awaits, can take the message the probe saw). It is received once, with recv or irecv, into a
// buffer sized from its status.
import { fail } from '../errors.js';
import type { Buf, BufOpts } from '../datatype/buffer.js';
import type { TypedArray } from '../datatype/type.js';
import { Request } from '../request/request.js';
import { Status } from '../request/status.js';
import type { MatchedMsg, RecvOp } from '../transport/transport.js';
import { recvActive, type RecvOwner } from './recv_active.js';

/** What a Message asks of its communicator (ts/comm/base.ts, CommBase). */
export interface MessageHost extends RecvOwner {
  readonly name: string;
  readonly whereFn: (call: string) => string;
  /** Checks a receive buffer (and that the communicator is usable) as `call`. */
  recvBuf(buf: unknown, opts: BufOpts | undefined, call: string): Buf;
}

/** A message taken by `comm.mprobe` or `comm.improbe`: receive it with `recv` or `irecv`, once. */
export class Message {
  private m: MatchedMsg | null;

  /** @internal Made by the matched probes; `m` null: the message of a probe from PROC_NULL, whose
   *  receive returns the PROC_NULL status at once and leaves the buffer untouched. */
  constructor(
    private readonly host: MessageHost,
    m: MatchedMsg | null,
    /** Its source (communicator rank), tag, count (in the sender's element type; bytes for a
     *  derived one) and bytes: what a receive buffer must hold. */
    readonly status: Status,
  ) {
    this.m = m;
  }

  get source(): number {
    return this.status.source;
  }
  get tag(): number {
    return this.status.tag;
  }
  get bytes(): number {
    return this.status.bytes;
  }
  get count(): number {
    return this.status.count;
  }

  /** Whether it has been received (a matched message is received once). */
  get received(): boolean {
    return this.m === null && !this.noProc;
  }

  private get noProc(): boolean {
    return this.status === Status.PROC_NULL;
  }

  /** Receives the message into `buf` (MPI_Mrecv). */
  recv(buf: TypedArray, opts?: BufOpts): Status {
    const op = this.take(buf, opts, 'message.recv');
    if (op === null) return Status.PROC_NULL;
    const t = this.host.w.t;
    try {
      return this.host.recvStatus(op, this.b!, 'message.recv');
    } finally {
      this.b = null;
      t.releaseRecv(op);
    }
  }

  /** Receives the message into `buf` (MPI_Imrecv). The message is already here: the request is
   *  complete, and its wait returns the status (or throws what the receive met). */
  irecv(buf: TypedArray, opts?: BufOpts): Request {
    const op = this.take(buf, opts, 'message.irecv');
    const h = this.host;
    if (op === null) return Request.completed(h.w.t, 'message.irecv', h.name, Status.PROC_NULL);
    const b = this.b!;
    this.b = null;
    return Request.make(h.w.t, 'message.irecv', h.name, recvActive(h, op, b, 'message.irecv'));
  }

  /** Hands the message to the transport's receive: null for PROC_NULL. A refused type leaves the
   *  message to another receive; anything else consumes it, as a receive consumes what it matched. */
  private take(buf: unknown, opts: BufOpts | undefined, call: string): RecvOp | null {
    const h = this.host;
    if (this.noProc) {
      h.recvBuf(buf, opts, call); // checked all the same, as a receive from PROC_NULL checks its buffer
      return null;
    }
    const m = this.m;
    if (m === null) {
      fail(
        'ERR_PENDING',
        `${h.whereFn(call)}: the message from rank ${this.source} with tag ${this.tag} (${this.bytes} bytes) ` +
          'was received already: a message from mprobe or improbe is received once; probe again for the next one',
      );
    }
    const b = h.recvBuf(buf, opts, call);
    const t = h.w.t;
    const op = t.mrecv(m, t.sink(b));
    if (op.error?.code !== 'ERR_TYPE') this.m = null;
    this.b = b;
    return op;
  }
  private b: Buf | null = null;

  toString(): string {
    return this.noProc
      ? 'Message(PROC_NULL)'
      : `Message(from rank ${this.source}, tag ${this.tag}, ${this.bytes} bytes${this.m === null ? ', received' : ''})`;
  }
}
