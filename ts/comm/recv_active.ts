// The Actives of point-to-point receives as their Requests see them: a posted receive (reused once
// its request has returned its completion, with the transport's receive record), and the ones
// that are complete as they start (a persistent send that completed at once, a receive from
// PROC_NULL).
import type { Active } from '../request/request.js';
import { Status } from '../request/status.js';
import type { Buf } from '../datatype/buffer.js';
import { ANY, type BlockDesc, OP_RECV } from '../transport/blocked.js';
import type { RecvOp, Transport } from '../transport/transport.js';

/** What a posted receive's Active asks of its communicator (ts/comm/base.ts, CommBase). */
export interface RecvOwner {
  readonly w: { readonly t: Transport };
  recvStatus(op: RecvOp | null, b: Buf, call: string): Status;
}

/** The Active of a posted receive `op` into `b`. */
export function recvActive(comm: RecvOwner, op: RecvOp, b: Buf, call: string): Active {
  return (recvActives.pop() ?? new RecvActive()).set(comm, op, b, call);
}

/** A nonblocking receive as its Request sees it: methods, not closures, and the record is reused
 *  once the request has returned its completion (with the transport's receive record). */
class RecvActive implements Active {
  private comm: RecvOwner | null = null;
  private op: RecvOp | null = null;
  private b: Buf | null = null;
  private call = '';
  set(comm: RecvOwner, op: RecvOp, b: Buf, call: string): this {
    this.comm = comm;
    this.op = op;
    this.b = b;
    this.call = call;
    return this;
  }
  poll(): boolean {
    return this.op!.done;
  }
  finish(): Status {
    return this.comm!.recvStatus(this.op, this.b!, this.call);
  }
  cancel(): boolean {
    return this.comm!.w.t.cancelRecv(this.op!);
  }
  abandon(): void {
    this.comm!.w.t.cancelRecv(this.op!);
  }
  get desc(): BlockDesc {
    return this.op!;
  }
  release(): void {
    const op = this.op!;
    if (!op.done) return; // still posted (a wait that failed and could not withdraw it): keep it
    this.comm!.w.t.releaseRecv(op);
    this.comm = this.op = this.b = null;
    if (recvActives.length < 64) recvActives.push(this);
  }
}
const recvActives: RecvActive[] = [];

/** A request complete as it starts, with an empty status. */
export const DONE: Active = {
  poll: () => true,
  finish: () => Status.EMPTY,
  cancel: () => false,
  abandon: () => {},
  desc: { op: OP_RECV, peer: ANY, tag: ANY, ctx: 0 },
};

/** A receive from PROC_NULL: complete at once, with the PROC_NULL status (MPI 4.1 section 3.11). */
export const NULL_RECV: Active = {
  poll: () => true,
  finish: () => Status.PROC_NULL,
  cancel: () => false,
  abandon: () => {},
  desc: { op: OP_RECV, peer: ANY, tag: ANY, ctx: 0 },
};
