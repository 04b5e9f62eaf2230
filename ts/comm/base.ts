// Point-to-point on every communicator: sends in each mode, receives, sendrecv, probes and matched
// probes, and the value tier's sends, on CommCore's members, checks and rank translation (core.ts).
// The public class (comm.ts) adds the collectives and communicator construction. This layer never
// touches Atomics or memory layout (ts/transport does).
import { badOptions, fail, failOptions } from '../errors.js';
import { Datatype, type TypedArray } from '../datatype/type.js';
import { encodeValue, decodeValue } from '../core/codec.js';
import { Request, type Active } from '../request/request.js';
import type { MatchedMsg, RecvOp, SendOp } from '../transport/transport.js';
import { ANY } from '../transport/blocked.js';
import { ANY_SOURCE, ANY_TAG, PROC_NULL } from '../constants.js';
import { Status } from '../request/status.js';
import { overlaps, type BufOpts, type Buf, type SendrecvOpts } from '../datatype/buffer.js';
import { recvError } from './recv_status.js';
import { DONE, NULL_RECV, recvActive } from './recv_active.js';
import { ReplaceState, type ReplaceOpts } from './replace.js';
import { Message } from './message.js';
import { sendrecvActive } from './sendrecv_active.js';
import { BSEND_OVERHEAD } from './bsend.js';
import { CommCore } from './core.js';

// A CommBase is the CollComm the collective layer takes (the generated calls hand it `this`, so the
// compiler checks that it is one). It does not say `implements CollComm`: the published types would
// then carry CollComm and, through it, the world's and the core's internal types.
export class CommBase extends CommCore {
  // ───────────────────────────── point-to-point ─────────────────────────────

  /** Starts a send: null when it completed at once (eager, or to PROC_NULL). */
  private startSend(
    buf: unknown,
    dest: unknown,
    tag: unknown,
    opts: BufOpts | undefined,
    call: string,
    sync: boolean,
  ): SendOp | null {
    this.live(call);
    const d = this.checkPeer(dest, call, 'dest', false);
    const tg = this.checkTag(tag, call, false);
    const b = this.buf(buf, opts, call, 'the send buffer');
    if (d === PROC_NULL) return null;
    return this.w.t.send(this.peers[d], this.ctx, tg, this.w.t.source(b), sync);
  }

  private sendActive(op: SendOp): Active {
    const t = this.w.t;
    return {
      poll: () => t.sendDone(op),
      finish: () => {
        if (op.error) throw op.error;
        return op.cancelled ? Status.CANCELLED : Status.EMPTY;
      },
      cancel: () => t.cancelSend(op),
      abandon: () => t.cancelSend(op),
      desc: op,
    };
  }

  /** The request of a nonblocking send: one that completed as it started (eager, or to PROC_NULL)
   *  is returned completed. */
  private sendRequest(op: SendOp | null, call: string): Request {
    const t = this.w.t;
    return op === null
      ? Request.completed(t, call, this.name, Status.EMPTY)
      : Request.make(t, call, this.name, this.sendActive(op));
  }

  private finishSend(op: SendOp | null): void {
    if (op === null) return;
    const t = this.w.t;
    try {
      if (!t.sendDone(op)) t.block(op.ready, op);
    } catch (e) {
      t.cancelSend(op);
      throw e;
    }
    const err = op.error;
    t.releaseSend(op);
    if (err) throw err;
  }

  /** Sends `buf` to `dest`; returns when the buffer may be reused. */
  send(buf: TypedArray, dest: number, tag = 0, opts?: BufOpts): void {
    this.finishSend(this.startSend(buf, dest, tag, opts, 'send', false));
  }

  /** Synchronous send: returns once the receiver has matched (and received) the message. */
  ssend(buf: TypedArray, dest: number, tag = 0, opts?: BufOpts): void {
    this.finishSend(this.startSend(buf, dest, tag, opts, 'ssend', true));
  }

  isend(buf: TypedArray, dest: number, tag = 0, opts?: BufOpts): Request {
    return this.sendRequest(this.startSend(buf, dest, tag, opts, 'isend', false), 'isend');
  }

  issend(buf: TypedArray, dest: number, tag = 0, opts?: BufOpts): Request {
    return this.sendRequest(this.startSend(buf, dest, tag, opts, 'issend', true), 'issend');
  }

  /** Persistent send: the buffer is read at each start(). */
  sendInit(buf: TypedArray, dest: number, tag = 0, opts?: BufOpts): Request {
    return this.sendInitAs(buf, dest, tag, opts, 'sendInit');
  }

  private sendInitAs(buf: TypedArray, dest: number, tag: number, opts: BufOpts | undefined, call: string): Request {
    this.startCheck(buf, dest, tag, opts, call, false);
    return Request.make(this.w.t, call, this.name, null, () => {
      const op = this.startSend(buf, dest, tag, opts, 'start', false);
      return op === null ? DONE : this.sendActive(op);
    });
  }

  /** Ready send (MPI_Rsend): for a receiver whose matching receive is already posted. It is a
   *  standard send here (MPI leaves a ready send without a posted receive erroneous, and wasmpi
   *  delivers it all the same). */
  rsend(buf: TypedArray, dest: number, tag = 0, opts?: BufOpts): void {
    this.finishSend(this.startSend(buf, dest, tag, opts, 'rsend', false));
  }

  irsend(buf: TypedArray, dest: number, tag = 0, opts?: BufOpts): Request {
    return this.sendRequest(this.startSend(buf, dest, tag, opts, 'irsend', false), 'irsend');
  }

  rsendInit(buf: TypedArray, dest: number, tag = 0, opts?: BufOpts): Request {
    return this.sendInitAs(buf, dest, tag, opts, 'rsendInit');
  }

  /** Buffered send (MPI_Bsend): the message is copied into the buffer attached with bufferAttach and
   *  sent from there; returns at once. ERR_BUFFER when none is attached or the message does not fit
   *  beside the buffered messages not yet received. */
  bsend(buf: TypedArray, dest: number, tag = 0, opts?: BufOpts): void {
    this.bsendAs(buf, dest, tag, opts, 'bsend');
  }

  /** Nonblocking buffered send: the message is buffered as it starts, so the request is complete. */
  ibsend(buf: TypedArray, dest: number, tag = 0, opts?: BufOpts): Request {
    this.bsendAs(buf, dest, tag, opts, 'ibsend');
    return Request.completed(this.w.t, 'ibsend', this.name, Status.EMPTY);
  }

  /** Persistent buffered send: each start() buffers the message as it is then. */
  bsendInit(buf: TypedArray, dest: number, tag = 0, opts?: BufOpts): Request {
    this.startCheck(buf, dest, tag, opts, 'bsendInit', false);
    return Request.make(this.w.t, 'bsendInit', this.name, null, () => {
      this.bsendAs(buf, dest, tag, opts, 'start');
      return DONE;
    });
  }

  private bsendAs(buf: unknown, dest: unknown, tag: unknown, opts: BufOpts | undefined, call: string): void {
    this.live(call);
    const d = this.checkPeer(dest, call, 'dest', false);
    const tg = this.checkTag(tag, call, false);
    const b = this.buf(buf, opts, call, 'the send buffer');
    if (d === PROC_NULL) return;
    const bb = this.w.bsend;
    if (!bb) {
      fail(
        'ERR_BUFFER',
        `${this.where(call)}: no buffer is attached for buffered sends: call bufferAttach(bytes) first, with ` +
          `room for the messages in flight at once (each takes its bytes plus BSEND_OVERHEAD = ${BSEND_OVERHEAD})`,
      );
    }
    bb.send(this.w.t, this.peers[d], this.ctx, tg, this.w.t.source(b), this.whereFn, call);
  }

  private startCheck(
    buf: unknown,
    peer: unknown,
    tag: unknown,
    opts: BufOpts | undefined,
    call: string,
    recv: boolean,
  ): void {
    this.live(call);
    this.checkPeer(peer, call, recv ? 'source' : 'dest', recv);
    this.checkTag(tag, call, recv);
    this.buf(buf, opts, call, recv ? 'the receive buffer' : 'the send buffer');
  }

  /** Checks a receive's arguments: its buffer, with the source and tag in `rs`/`rt`. */
  private recvArgs(buf: unknown, source: unknown, tag: unknown, opts: BufOpts | undefined, call: string): Buf {
    this.live(call);
    this.rs = this.checkPeer(source, call, 'source', true);
    this.rt = this.checkTag(tag, call, true);
    return this.buf(buf, opts, call, 'the receive buffer');
  }

  /** Posts the receive recvArgs checked: null for PROC_NULL. */
  private postRecv(b: Buf): RecvOp | null {
    const s = this.rs;
    if (s === PROC_NULL) return null;
    const peer = s === ANY_SOURCE ? ANY : this.peers[s];
    return this.w.t.recv(peer, this.ctx, this.rt, this.w.t.sink(b), this.peers);
  }

  /** Waits for a receive posted by a blocking call, then gives its record back. */
  private awaitRecv(op: RecvOp | null, b: Buf, call: string): Status {
    if (op === null) return Status.PROC_NULL;
    const t = this.w.t;
    if (!op.done) {
      try {
        t.block(op.ready, op);
      } catch (e) {
        t.cancelRecv(op);
        t.releaseRecv(op);
        throw e;
      }
    }
    try {
      return this.recvStatus(op, b, call);
    } finally {
      t.releaseRecv(op);
    }
  }

  /** @internal */
  recvStatus(op: RecvOp | null, b: Buf, call: string): Status {
    if (op === null) return Status.PROC_NULL;
    if (op.cancelled) return Status.CANCELLED;
    const src = this.local(op.source);
    if (op.error) {
      if (op.error.message !== '') throw op.error; // raised while unpacking, already worded
      throw recvError(this.where(call), op, b, src);
    }
    return this.statusOf(src, op.mtag, op.bytes, b.type);
  }

  private recvActive(op: RecvOp | null, b: Buf, call: string): Active {
    return op === null ? NULL_RECV : recvActive(this, op, b, call);
  }

  /** Receives into `buf`. Returns the message's Status. */
  recv(buf: TypedArray, source: number = ANY_SOURCE, tag: number = ANY_TAG, opts?: BufOpts): Status {
    const b = this.recvArgs(buf, source, tag, opts, 'recv');
    return this.takeNow(b, true) ?? this.awaitRecv(this.postRecv(b), b, 'recv');
  }

  /** The fast path of the receive recvArgs checked, from a named source into a buffer of a basic
   *  type: the transport takes the message in one call if nothing else is queued or posted and it
   *  has arrived (a blocking receive spins for it briefly). Null otherwise: the general path. */
  private takeNow(b: Buf, spin: boolean): Status | null {
    const s = this.rs;
    if (s < 0 || b.type.isDerived) return null; // ANY_SOURCE, PROC_NULL; derived types match by signature
    const t = this.w.t;
    const n = t.recvFast(this.peers[s], this.ctx, this.rt, b.view, b.ptr, b.bytes, b.type.code, spin);
    return n >= 0 ? this.statusOf(s, this.rt === ANY ? t.lastTag() : this.rt, n, b.type) : null;
  }

  irecv(buf: TypedArray, source: number = ANY_SOURCE, tag: number = ANY_TAG, opts?: BufOpts): Request {
    const b = this.recvArgs(buf, source, tag, opts, 'irecv');
    const st = this.takeNow(b, false);
    if (st !== null) return Request.completed(this.w.t, 'irecv', this.name, st);
    return Request.make(this.w.t, 'irecv', this.name, this.recvActive(this.postRecv(b), b, 'irecv'));
  }

  /** Persistent receive into `buf`, posted at each start(). */
  recvInit(buf: TypedArray, source: number = ANY_SOURCE, tag: number = ANY_TAG, opts?: BufOpts): Request {
    this.startCheck(buf, source, tag, opts, 'recvInit', true);
    return Request.make(this.w.t, 'recvInit', this.name, null, () => {
      const b = this.recvArgs(buf, source, tag, opts, 'start');
      return this.recvActive(this.postRecv(b), b, 'recv');
    });
  }

  /** Sends and receives at once (no deadlock between two ranks that exchange). */
  sendrecv(
    sendbuf: TypedArray,
    dest: number,
    recvbuf: TypedArray,
    source: number = ANY_SOURCE,
    opts?: SendrecvOpts,
  ): Status {
    return this.sendrecvAs('sendrecv', sendbuf, dest, recvbuf, source, opts);
  }

  /** Sends `buf` to `dest` and receives into the same `buf` from `source` (MPI_Sendrecv_replace):
   *  the message sent is what `buf` held before the call. `datatype` and `count` describe both. */
  sendrecvReplace(buf: TypedArray, dest: number, source: number = ANY_SOURCE, opts?: ReplaceOpts): Status {
    return (this.replace ??= new ReplaceState()).run(this, buf, dest, source, opts);
  }
  private replace: ReplaceState | null = null;

  /** Sends and receives at once, without blocking (MPI_Isendrecv): the request completes when both
   *  have. */
  isendrecv(
    sendbuf: TypedArray,
    dest: number,
    recvbuf: TypedArray,
    source: number = ANY_SOURCE,
    opts?: SendrecvOpts,
  ): Request {
    return this.isendrecvAs('isendrecv', sendbuf, dest, recvbuf, source, opts, null, null);
  }

  /** sendrecvReplace without blocking (MPI_Isendrecv_replace): `buf` is copied as the call starts,
   *  and holds the message received once the request completes. */
  isendrecvReplace(buf: TypedArray, dest: number, source: number = ANY_SOURCE, opts?: ReplaceOpts): Request {
    return (this.replace ??= new ReplaceState()).start(this, buf, dest, source, opts);
  }

  /** @internal sendrecv as `call` (its name in errors). */
  sendrecvAs(
    call: string,
    sendbuf: ArrayBufferView,
    dest: number,
    recvbuf: ArrayBufferView,
    source: number,
    opts: SendrecvOpts | undefined,
  ): Status {
    const op = this.sendrecvStart(call, sendbuf, dest, recvbuf, source, opts);
    const rb = this.srRecv!,
      sop = this.srOp;
    this.srRecv = this.srOp = null;
    try {
      this.finishSend(sop);
    } catch (e) {
      this.withdraw(op); // the failed call leaves nothing posted
      throw e;
    }
    return this.awaitRecv(op, rb, call);
  }

  /** @internal isendrecv as `call`; `done(kept)` runs once the request has let go of its buffers. */
  isendrecvAs(
    call: string,
    sendbuf: ArrayBufferView,
    dest: number,
    recvbuf: ArrayBufferView,
    source: number,
    opts: SendrecvOpts | undefined,
    done: ((kept: ArrayBufferView) => void) | null,
    kept: ArrayBufferView | null,
  ): Request {
    const op = this.sendrecvStart(call, sendbuf, dest, recvbuf, source, opts);
    const rb = this.srRecv!,
      sop = this.srOp;
    this.srRecv = this.srOp = null;
    return Request.make(this.w.t, call, this.name, sendrecvActive(this, sop, op, rb, call, done, kept));
  }

  /** Checks sendrecv's arguments, posts its receive and starts its send: returns the receive (null:
   *  from PROC_NULL) and leaves the send in `srOp` (null: complete at once, or to PROC_NULL) and the
   *  receive's buffer in `srRecv`. The receive is posted first: two ranks that exchange rendezvous
   *  messages each find the other's receive while they wait for their send. */
  private sendrecvStart(
    call: string,
    sendbuf: ArrayBufferView,
    dest: number,
    recvbuf: ArrayBufferView,
    source: number,
    opts: SendrecvOpts | undefined,
  ): RecvOp | null {
    if (badOptions(opts))
      failOptions(this.where(call), opts, 'sendtag, recvtag, sendtype, recvtype, sendcount, recvcount');
    // no options: the buffers' own elements (normalised once, then found in normBuf's cache)
    const sopts =
      opts === undefined || (opts.sendtype === undefined && opts.sendcount === undefined)
        ? undefined
        : { datatype: opts.sendtype, count: opts.sendcount };
    const ropts =
      opts === undefined || (opts.recvtype === undefined && opts.recvcount === undefined)
        ? undefined
        : { datatype: opts.recvtype, count: opts.recvcount };
    this.live(call);
    const d = this.checkPeer(dest, call, 'dest', false);
    const stag = this.checkTag(opts?.sendtag ?? 0, call, false);
    const sb = this.buf(sendbuf, sopts, call, 'the send buffer');
    const rb = this.recvArgs(recvbuf, source, opts?.recvtag ?? ANY_TAG, ropts, call);
    if (overlaps(sb, rb)) {
      fail(
        'ERR_BUFFER',
        `${this.where(call)}: the send buffer and the receive buffer overlap: MPI forbids aliased buffers ` +
          '(the message could be overwritten before it is sent); use separate buffers',
      );
    }
    const op = this.postRecv(rb);
    const t = this.w.t;
    try {
      this.srOp = d === PROC_NULL ? null : t.send(this.peers[d], this.ctx, stag, t.source(sb), false);
    } catch (e) {
      this.withdraw(op);
      throw e;
    }
    this.srRecv = rb;
    return op;
  }
  // what sendrecvStart leaves for its caller (fields, not an object per call)
  private srRecv: Buf | null = null;
  private srOp: SendOp | null = null;

  /** Withdraws and releases a receive a failed call posted (null: none). */
  private withdraw(op: RecvOp | null): void {
    if (op === null) return;
    this.w.t.cancelRecv(op);
    this.w.t.releaseRecv(op);
  }

  /** Matched probe (MPI_Mprobe): blocks until a matching message is queued and takes it out of
   *  matching, so that only the returned Message's recv or irecv receives it (no other receive or
   *  probe of this rank can take it in between). */
  mprobe(source: number = ANY_SOURCE, tag: number = ANY_TAG): Message {
    if (!this.probeArgs(source, tag, 'mprobe')) return new Message(this, null, Status.PROC_NULL);
    return this.matched(this.awaitQueued(true) as MatchedMsg);
  }

  /** Matched probe without blocking (MPI_Improbe): the Message of a matching queued message, taken
   *  out of matching; undefined when there is none yet. */
  improbe(source: number = ANY_SOURCE, tag: number = ANY_TAG): Message | undefined {
    if (!this.probeArgs(source, tag, 'improbe')) return new Message(this, null, Status.PROC_NULL);
    const m = this.w.t.mprobe(this.rs, this.ctx, this.rt);
    return m === null ? undefined : this.matched(m);
  }

  private matched(m: MatchedMsg): Message {
    return new Message(this, m, this.probeStatus(m));
  }

  /** @internal Checks a receive buffer as `call` (a Message's receive). */
  recvBuf(buf: unknown, opts: BufOpts | undefined, call: string): Buf {
    this.live(call);
    return this.buf(buf, opts, call, 'the receive buffer');
  }

  // ───────────────────────────── value tier ─────────────────────────────

  /** Sends any structured-clonable value. */
  sendValue(value: unknown, dest: number, tag = 0): void {
    const bytes = encodeValue(value);
    this.send(bytes, dest, tag, { datatype: Datatype.VALUE });
  }

  /** Receives a value sent with sendValue. */
  recvValue<T = unknown>(source: number = ANY_SOURCE, tag: number = ANY_TAG): T {
    const st = this.probe(source, tag);
    if (st.source === PROC_NULL) return undefined as T;
    const buf = new Uint8Array(st.bytes);
    this.recv(buf, st.source, st.tag, { datatype: Datatype.VALUE });
    return decodeValue(buf) as T;
  }
}
