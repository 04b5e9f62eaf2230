// What every communicator is and does on its own: its members and context, argument checks, rank
// translation and error messages, point-to-point and the value tier's sends, shared-memory
// allocation. The public class (comm.ts) adds the collectives and communicator construction.
// This layer never touches Atomics or memory layout (ts/transport does).
import { badOptions, fail, failOptions, show } from '../errors.js';
import { Datatype, typedArrayCtor, datatypeByCode, type TypedArray } from '../datatype/type.js';
import { encodeValue, decodeValue } from '../core/codec.js';
import { Group } from '../group/group.js';
import { Request, type Active } from '../request/request.js';
import type { MatchedMsg, MsgInfo, RecvOp, SendOp, Source } from '../transport/transport.js';
import { ANY, type BlockDesc, OP_PROBE } from '../transport/blocked.js';
import { ANY_SOURCE, ANY_TAG, PROC_NULL, TAG_UB } from '../constants.js';
import { Status } from '../request/status.js';
import { normBuf, overlaps, type BufOpts, type Buf, type SendrecvOpts } from '../datatype/buffer.js';
import type { RankWorld } from './world.js';
import type { Resolved } from '../topology/neighborhood.js';
import type { CollSlot } from '../coll/coll_comm.js';
import { hwOf } from './hw.js';
import { countOf, recvError } from './recv_status.js';
import { DONE, NULL_RECV, recvActive } from './recv_active.js';
import { ReplaceState, type ReplaceOpts } from './replace.js';
import { rankAbort } from './abort.js';
import { Message } from './message.js';
import { sendrecvActive } from './sendrecv_active.js';
import { BSEND_OVERHEAD } from './bsend.js';

// A CommBase is the CollComm the collective layer takes (the generated calls hand it `this`, so the
// compiler checks that it is one). It does not say `implements CollComm`: the published types would
// then carry CollComm and, through it, the world's and the core's internal types.
export class CommBase {
  readonly rank: number;
  readonly size: number;
  /** @internal World ranks of the members, in communicator rank order. */
  readonly members: Int32Array;
  /** @internal World ranks that point-to-point ranks name: the members, or an inter-communicator's
   *  remote group. */
  readonly peers: Int32Array;
  /** @internal Context id of point-to-point traffic; collective traffic uses ctx + 1. */
  readonly ctx: number;
  name: string;
  /** @internal */
  protected freed = false;
  private readonly toLocal: Map<number, number>;
  /** @internal Builds "call on COMM (rank r of n)" for error messages, only when one is raised. */
  readonly whereFn: (call: string) => string;
  /** @internal The collective layer's state of this communicator (ts/coll/coll_comm.ts). */
  coll: CollSlot | null = null;
  /** @internal The topology's neighbourhood of this rank, resolved for the neighbourhood
   *  collectives (ts/comm/topo.ts sets it when it makes the communicator). */
  nbhd: Resolved | null = null;
  /** @internal A restrictive topology's neighbours (docs/guide/commit.md): `allowed[r]` is 1 when this
   *  rank may send to or receive from rank r; null: any rank. */
  allowed: Uint8Array | null = null;
  /** @internal Under a restrictive topology where not every rank neighbours every other: only the
   *  neighbourhood collectives are allowed (ts/coll/api/dispatch.ts, run). */
  collRestricted = false;
  /** @internal Set by a commit while it compiles declared collectives: a `*Init` then builds its
   *  plan and keeps it for later (ts/coll/exec/start.ts, precompile) instead of making a request. */
  precompiling: ((plan: unknown) => void) | null = null;

  /** @internal Communicators are made by init() and the construction calls (dup, split, ...). */
  constructor(
    /** @internal */
    readonly w: RankWorld,
    ctx: number,
    members: ArrayLike<number>,
    name: string,
    peers?: ArrayLike<number>,
  ) {
    this.ctx = ctx;
    this.members = Int32Array.from(members);
    this.size = this.members.length;
    this.rank = this.members.indexOf(w.rank);
    this.name = name;
    this.peers = peers === undefined ? this.members : Int32Array.from(peers);
    this.toLocal = new Map(Array.from(this.peers, (r, i) => [r, i]));
    this.whereFn = (call) => this.where(call);
  }

  get group(): Group {
    return Group.of(this.members, this.w.rank, hwOf(this.w));
  }

  /** The communicator's name. */
  toString(): string {
    return this.name;
  }

  // ───────────────────────────── checks ─────────────────────────────

  /** @internal */
  live(call: string): void {
    if (this.freed) fail('ERR_COMM', `${call}: communicator ${this.name} was freed`);
    if (this.w.finalized)
      fail('ERR_COMM', `${call}: rank ${this.w.rank} has called finalize(); no communication is possible after it`);
  }

  private where(call: string): string {
    return `${call} on ${this.name} (rank ${this.rank} of ${this.size})`;
  }

  private checkPeer(r: unknown, call: string, role: string, any: boolean): number {
    if (typeof r === 'number' && r >= 0 && r < this.peers.length && (r | 0) === r) {
      if (this.allowed === null || this.allowed[r] === 1) return r;
      this.notNeighbor(call, role, r);
    }
    if (r === PROC_NULL || (any && r === ANY_SOURCE)) return r;
    {
      fail(
        'ERR_RANK',
        `${this.where(call)}: ${role} ${show(r)} is out of range: expected an integer 0 <= ${role} < ${this.peers.length}` +
          `${any ? ', ANY_SOURCE' : ''} or PROC_NULL`,
      );
    }
    return r as number;
  }

  /** @internal ERR_TOPOLOGY: rank r is not a neighbour under a restrictive topology. */
  notNeighbor(call: string, role: string, r: number): never {
    const n: number[] = [];
    this.allowed!.forEach((a, q) => {
      if (a === 1) n.push(q);
    });
    return fail(
      'ERR_TOPOLOGY',
      `${this.where(call)}: ${role} ${r} is not a neighbour of rank ${this.rank} in the restrictive topology ` +
        `of ${this.name}: expected one of [${n.join(', ')}] or PROC_NULL`,
    );
  }

  private checkTag(tag: unknown, call: string, any: boolean): number {
    if (typeof tag === 'number' && tag >= 0 && tag <= TAG_UB && (tag | 0) === tag) return tag;
    if (any && tag === ANY_TAG) return ANY;
    if (!Number.isInteger(tag) || (tag as number) < 0 || (tag as number) > TAG_UB) {
      fail(
        'ERR_TAG',
        `${this.where(call)}: tag ${show(tag)} is invalid: expected an integer 0 <= tag <= ${TAG_UB}` +
          `${any ? ' or ANY_TAG' : ''}`,
      );
    }
    return tag as number;
  }

  private buf(buf: unknown, opts: BufOpts | undefined, call: string, what: string): Buf {
    return normBuf(this.w.core, buf, opts, this.whereFn, call, what);
  }

  /** Comm rank of a world rank. */
  private local(world: number): number {
    return this.toLocal.get(world) ?? -1;
  }

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
  // the checked source and tag of the last recvArgs (two numbers, not an object per call)
  private rs = 0;
  private rt = 0;

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

  /**
   * The Status of a message received from comm rank `source`. Statuses are immutable values, so the
   * last two made per source are kept and returned again when a message has the same tag and size
   * (a loop receiving the same shape of message makes no object per call).
   */
  private statusOf(source: number, tag: number, bytes: number, type: Datatype): Status {
    const count = countOf(bytes, type);
    let c = this.stCache;
    if (c === null) c = this.stCache = new Array<Status | null>(2 * this.peers.length).fill(null);
    const i = 2 * source;
    const a = c[i],
      z = c[i + 1];
    if (a !== null && a.tag === tag && a.bytes === bytes && a.count === count) return a;
    if (z !== null && z.tag === tag && z.bytes === bytes && z.count === count) return z;
    const st = new Status(source, tag, count, bytes);
    c[i + 1] = a;
    c[i] = st;
    return st;
  }
  private stCache: (Status | null)[] | null = null;

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
    const op = this.sendrecvPost(call, sendbuf, dest, recvbuf, source, opts);
    const rb = this.srRecv!,
      src = this.srSend;
    this.srRecv = this.srSend = null;
    const t = this.w.t;
    try {
      this.finishSend(src === null ? null : t.send(this.srDest, this.ctx, this.srTag, src, false));
    } catch (e) {
      if (op !== null) {
        t.cancelRecv(op); // withdrawn and released: the failed call leaves nothing posted
        t.releaseRecv(op);
      }
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
    const op = this.sendrecvPost(call, sendbuf, dest, recvbuf, source, opts);
    const rb = this.srRecv!,
      src = this.srSend;
    this.srRecv = this.srSend = null;
    const t = this.w.t;
    let sop: SendOp | null;
    try {
      sop = src === null ? null : t.send(this.srDest, this.ctx, this.srTag, src, false);
    } catch (e) {
      if (op !== null) {
        t.cancelRecv(op);
        t.releaseRecv(op);
      }
      throw e;
    }
    return Request.make(t, call, this.name, sendrecvActive(this, sop, op, rb, call, done, kept));
  }

  /** Checks sendrecv's arguments and posts its receive (null: from PROC_NULL). The send is left to
   *  start: its Source in `srSend` (null: to PROC_NULL), world rank in `srDest`, tag in `srTag`; the
   *  receive's buffer in `srRecv`. The receive is posted first: two ranks that exchange rendezvous
   *  messages each find the other's receive while they wait for their send. */
  private sendrecvPost(
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
    this.srTag = this.checkTag(opts?.sendtag ?? 0, call, false);
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
    this.srRecv = rb;
    this.srDest = d === PROC_NULL ? -1 : this.peers[d];
    this.srSend = d === PROC_NULL ? null : this.w.t.source(sb);
    return op;
  }
  // what sendrecvPost leaves for its caller (fields, not an object per call)
  private srRecv: Buf | null = null;
  private srSend: Source | null = null;
  private srDest = -1;
  private srTag = 0;

  /** Checks a probe's arguments: the world rank to match (or ANY) in `rs`, the tag in `rt`; false
   *  for PROC_NULL. */
  private probeArgs(source: unknown, tag: unknown, call: string): boolean {
    this.live(call);
    const s = this.checkPeer(source, call, 'source', true);
    this.rt = this.checkTag(tag, call, true);
    if (s === PROC_NULL) return false;
    this.rs = s === ANY_SOURCE ? ANY : this.peers[s];
    return true;
  }

  /** A queued message's Status: counted in its element type (bytes for a derived signature). */
  private probeStatus(info: MsgInfo): Status {
    const type = datatypeByCode(info.dtype) ?? Datatype.BYTE;
    return this.statusOf(this.local(info.source), info.tag, info.bytes, type);
  }

  /** Blocks until a matching message is queued; returns its Status without receiving it. */
  probe(source: number = ANY_SOURCE, tag: number = ANY_TAG): Status {
    if (!this.probeArgs(source, tag, 'probe')) return Status.PROC_NULL;
    return this.probeStatus(this.awaitQueued(false));
  }

  /** The Status of a matching queued message, or undefined when there is none yet. */
  iprobe(source: number = ANY_SOURCE, tag: number = ANY_TAG): Status | undefined {
    if (!this.probeArgs(source, tag, 'iprobe')) return Status.PROC_NULL;
    const info = this.w.t.probe(this.rs, this.ctx, this.rt);
    return info === null ? undefined : this.probeStatus(info);
  }

  /** Matched probe (MPI_Mprobe): blocks until a matching message is queued and takes it out of
   *  matching, so that only the returned Message's recv or irecv receives it (no other receive or
   *  probe of this rank can take it in between). */
  mprobe(source: number = ANY_SOURCE, tag: number = ANY_TAG): Message {
    if (!this.probeArgs(source, tag, 'mprobe')) return new Message(this, null, Status.PROC_NULL);
    return this.matched(this.awaitQueued(true) as MatchedMsg);
  }

  /** Waits for the message probeArgs described to be queued: probed, or taken out of matching
   *  (`matched`, the transport's mprobe). */
  private awaitQueued(matched: boolean): MsgInfo {
    const t = this.w.t;
    const peer = this.rs,
      tg = this.rt,
      ctx = this.ctx;
    let info = matched ? t.mprobe(peer, ctx, tg) : t.probe(peer, ctx, tg);
    if (info === null) {
      const d: BlockDesc = { op: OP_PROBE, peer, tag: tg, ctx, members: this.peers };
      t.block(() => (info = matched ? t.mprobe(peer, ctx, tg) : t.probe(peer, ctx, tg)) !== null, d);
    }
    return info!;
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

  // ───────────────────────────── memory ─────────────────────────────

  /** An array in the world's shared memory: sends and receives with it are zero-copy. */
  alloc<T extends TypedArray>(ctor: new (...a: never[]) => T, length: number): T {
    this.live('alloc');
    const C = typedArrayCtor(ctor, 'alloc');
    if (!Number.isInteger(length) || length < 0)
      fail('ERR_COUNT', `alloc: length must be a non-negative integer, got ${show(length)}`);
    const bytes = length * C.BYTES_PER_ELEMENT;
    const ptr = this.w.t.alloc(Math.max(bytes, 1), `alloc(${C.name}, ${length})`);
    this.w.core.u8.fill(0, ptr, ptr + bytes);
    return new C(this.w.core.buffer(), ptr, length) as T;
  }

  /** Returns an array from alloc() to the shared heap. */
  freeMem(arr: TypedArray): void {
    if (!ArrayBuffer.isView(arr) || !this.w.core.owns(arr) || this.w.core.x.shmFree(arr.byteOffset) !== 0) {
      fail('ERR_BUFFER', `freeMem: ${show(arr)} was not returned by alloc() (or was freed already)`);
    }
  }

  /** MPI_Abort: ends every rank of the world (of every process of a job) with `code`, an integer:
   *  peers fail with ERR_PROC_FAILED naming this rank and the code, launch rejects with ERR_ABORT
   *  (`abortCode`), `wasmpi run` exits with the code clamped to 1..255. Never returns. */
  abort(code = 1): never {
    return rankAbort(this.w, code);
  }
}
