// The Active of a nonblocking sendrecv (isendrecv, isendrecvReplace): a send and a receive started
// together, complete when both are. The receive was posted before the send started, as the
// blocking sendrecv does, so two ranks that exchange find each other's receive. Records are reused
// once the request has returned its completion.
import type { Active } from '../request/request.js';
import { Status } from '../request/status.js';
import type { Buf } from '../datatype/buffer.js';
import type { BlockDesc } from '../transport/blocked.js';
import type { RecvOp, SendOp } from '../transport/transport.js';
import { DONE, type RecvOwner } from './recv_active.js';

/** The Active of a send `send` (null: it completed as it started) and a receive `recv` (null: from
 *  PROC_NULL) into `b`; `done(kept)` runs once both are over and the request has let go (returns
 *  the copy `kept` to its pool). */
export function sendrecvActive(
  comm: RecvOwner,
  send: SendOp | null,
  recv: RecvOp | null,
  b: Buf,
  call: string,
  done: ((kept: ArrayBufferView) => void) | null,
  kept: ArrayBufferView | null,
): Active {
  return (pool.pop() ?? new SendrecvActive()).set(comm, send, recv, b, call, done, kept);
}

class SendrecvActive implements Active {
  private comm: RecvOwner | null = null;
  private send: SendOp | null = null;
  private recv: RecvOp | null = null;
  private b: Buf | null = null;
  private call = '';
  private done: ((kept: ArrayBufferView) => void) | null = null;
  private kept: ArrayBufferView | null = null;

  set(
    comm: RecvOwner,
    send: SendOp | null,
    recv: RecvOp | null,
    b: Buf,
    call: string,
    done: ((kept: ArrayBufferView) => void) | null,
    kept: ArrayBufferView | null,
  ): this {
    this.comm = comm;
    this.send = send;
    this.recv = recv;
    this.b = b;
    this.call = call;
    this.done = done;
    this.kept = kept;
    return this;
  }

  private sent(): boolean {
    return this.send === null || this.comm!.w.t.sendDone(this.send);
  }

  poll(): boolean {
    return (this.recv === null || this.recv.done) && this.sent();
  }

  finish(): Status {
    const s = this.send;
    if (s !== null && s.error !== null) {
      // the send failed (its peer is gone): the receive is withdrawn so that it swallows nothing later
      if (this.recv !== null) this.comm!.w.t.cancelRecv(this.recv);
      throw s.error;
    }
    if (this.recv === null) return s?.cancelled ? Status.CANCELLED : Status.PROC_NULL;
    return this.comm!.recvStatus(this.recv, this.b!, this.call);
  }

  /** Cancels both halves: true when either was withdrawn (its status then says CANCELLED). */
  cancel(): boolean {
    const t = this.comm!.w.t;
    const r = this.recv !== null && t.cancelRecv(this.recv);
    const s = this.send !== null && t.cancelSend(this.send);
    return r || s;
  }

  abandon(): void {
    const t = this.comm!.w.t;
    if (this.recv !== null) t.cancelRecv(this.recv);
    if (this.send !== null) t.cancelSend(this.send);
  }

  /** What a wait on it waits for: the receive until it is done, then the send. */
  get desc(): BlockDesc {
    const r = this.recv;
    if (r !== null && !r.done) return r;
    return this.send ?? r ?? DONE.desc;
  }

  release(): void {
    const t = this.comm!.w.t;
    const r = this.recv,
      s = this.send;
    if ((r !== null && !r.done) || !this.sent()) return; // still in flight (a wait that failed): keep it
    if (r !== null) t.releaseRecv(r);
    if (s !== null) t.releaseSend(s);
    const d = this.done,
      k = this.kept;
    this.comm = this.send = this.recv = this.b = this.done = this.kept = null;
    if (d !== null && k !== null) d(k);
    if (pool.length < 64) pool.push(this);
  }
}
const pool: SendrecvActive[] = [];
