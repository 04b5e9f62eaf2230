// The records of the shared-memory transport: a posted receive (ShmRecv), a send in flight
// (ShmSend) and a queued message no receive has matched yet (Unexpected).
//
// Invariants: a record is its own BlockDesc (what a blocked rank waits for), so waiting on one
// makes no object. Records are reused: a blocking call takes one from its pool and gives it back
// (matching.ts releaseRecv, sending.ts releaseSend), and `reset` sets every field a call reads, so
// that a reused record carries nothing of its last use. `ready` is made once per record, never per
// wait.
import type { WasmpiError } from '../../errors.js';
import { type BlockDesc, OP_RECV, OP_SEND, OP_SSEND } from '../blocked.js';
import type { MsgInfo, RecvOp, SendOp, Sink } from '../transport.js';

/** A message taken from a ring that matched no posted receive (matching.ts `unexpected`). */
export interface Unexpected extends MsgInfo {
  ctx: number;
  kind: number;
  data: Uint8Array | null; // eager payload
  ptr: number; // rendezvous: sender's bytes
  ack: number; // rendezvous: sender's ack word
}

/** The sink of a receive record at rest (in the pool): it holds no user buffer. */
export const NO_SINK: Sink = { view: new Uint8Array(0), ptr: -1, cap: 0, dtype: 0 };
/** Records kept for reuse, per kind (a program has few receives posted or sends pending at once). */
export const POOL_MAX = 64;

/** A posted receive. Blocking receives take theirs from the transport's pool and give it back
 *  (`releaseRecv`): no object per call. */
export class ShmRecv implements RecvOp {
  done = false;
  cancelled = false;
  error: WasmpiError | null = null;
  // the matched message
  source = -1;
  mtag = -1;
  bytes = 0;
  dtype = 0;
  op = OP_RECV;
  peer = 0;
  ctx = 0;
  tag = 0;
  sink: Sink = NO_SINK;
  members: Int32Array | undefined = undefined;
  /** Links in the transport's posted list (oldest first), while posted. */
  next: ShmRecv | null = null;
  prev: ShmRecv | null = null;
  posted = false;
  /** For `block`: made once per record, not per wait. */
  readonly ready = (): boolean => this.done;
  get desc(): BlockDesc {
    return this;
  }
  reset(peer: number, ctx: number, tag: number, sink: Sink, members: Int32Array | undefined): this {
    this.done = this.cancelled = false;
    this.error = null;
    this.source = this.mtag = -1;
    this.bytes = this.dtype = 0;
    this.peer = peer;
    this.ctx = ctx;
    this.tag = tag;
    this.sink = sink;
    this.members = members;
    return this;
  }
}

/** A rendezvous or synchronous send in flight (eager sends complete at once: no object). */
export class ShmSend implements SendOp {
  done = false;
  /** What must outlive the send (a derived type whose program the receiver runs). */
  keep: unknown = null;
  cancelled = false;
  error: WasmpiError | null = null;
  op = OP_SEND;
  peer = 0;
  ctx = 0;
  tag = 0;
  ack = 0;
  stage = 0;
  /** Its index in the transport's pending sends, -1 when not there. */
  pendIdx = -1;
  /** For `block`: made once per record (records are reused, see sending.ts releaseSend). */
  readonly ready: () => boolean;
  /** `sent` tells whether a send has completed (sending.ts sendDone, over its transport). */
  constructor(sent: (op: ShmSend) => boolean) {
    this.ready = () => sent(this);
  }
  reset(peer: number, ctx: number, tag: number, sync: boolean, ack: number, stage: number): this {
    this.done = this.cancelled = false;
    this.keep = this.error = null;
    this.op = sync ? OP_SSEND : OP_SEND;
    this.peer = peer;
    this.ctx = ctx;
    this.tag = tag;
    this.ack = ack;
    this.stage = stage;
    return this;
  }
  get dest(): number {
    return this.peer;
  }
  get desc(): BlockDesc {
    return this;
  }
}
