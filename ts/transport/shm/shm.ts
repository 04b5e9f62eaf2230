// The shared-memory device: moves bytes between ranks of one world through the core's eager rings
// (small messages) and single-copy rendezvous (large ones), matches messages to receives with MPI's
// rules, and blocks by spinning briefly and then sleeping on the rank's doorbell. It never parses
// user arguments: ts/comm hands it world ranks, context ids, tags and byte ranges.
//
// Matching: per source, messages are consumed from its ring in order. A message that matches no
// posted receive is moved to `unexpected` (its payload copied out for eager messages, only the
// header for rendezvous ones), so rings never fill with unmatched traffic and arrival order per
// source is kept: a new receive searches `unexpected` first, then waits for ring traffic. While no
// receive is posted, an unmatched message may stay at the head of its ring until the next receive
// (or a sleep, or a probe): a ping-pong then copies each message once, straight to its receive.
import type { Core } from '../core/core.js';
import {
  ACK_CANCELLED,
  ACK_CLAIMED,
  ACK_DONE,
  ACK_POSTED,
  DTYPE_BYTE,
  G_ABORT,
  G_DEADLOCK_GEN,
  G_DEADLOCK_LOCK,
  G_EAGER_MAX,
  G_SIZE,
  G_TEXT,
  G_TEXT_BYTES,
  HEADER_BYTES,
  HEAP_MAX_BLOCK,
  H_ACK,
  H_BYTES,
  H_CTX,
  H_DATA,
  H_DTYPE,
  H_KIND,
  H_TAG,
  KIND_EAGER,
  KIND_RNDV,
  KIND_RNDV_TYPED,
  RNDV_COUNT,
  RNDV_DESC_BYTES,
  RNDV_ORIGIN,
  RNDV_PROG,
  R_BLK_CTX,
  R_BLK_OP,
  R_BLK_PEER,
  R_BLK_TAG,
  R_BLOCKED,
  R_DEADLOCK,
  R_DOORBELL,
  R_PROGRESS,
  R_SLEEPING,
  R_STATE,
  R_TEXT,
  R_TEXT_BYTES,
  R_WAIT_ADDR,
  R_WAIT_HI,
  R_WAIT_KIND,
  R_WAIT_LO,
  R_WAIT_SELF,
  R_WAIT_TARGET,
  SLOT_FLAG,
  STATE_ALIVE,
  STATE_DONE,
  STATE_FAILED,
  STATE_NEW,
  type TYPE_BYTE,
} from '../core/abi.js';
import { globalAddr, globalAt, rankCtl } from '../core/layout.js';
import { readText, writeText } from '../core/text.js';
import { WasmpiError } from '../errors.js';

/** Whether this thread may block in Atomics.wait: a page's main thread may not (it throws there,
 *  whatever the arguments, so a wait that cannot sleep tells). */
const CAN_BLOCK = ((): boolean => {
  try {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 1, 0);
    return true;
  } catch {
    return false;
  }
})();
import { typesMatch } from '../datatype/type.js';
import { ANY, type BlockDesc, describe, OP_COLL, OP_RECV, OP_SEND, OP_SSEND } from './blocked.js';
import type { Buf } from '../datatype/buffer.js';
import { sinkOf, sourceOf } from './shm_buffers.js';
import type { AbortSignalLike, MsgInfo, RecvOp, SendOp, Sink, Source, Transport } from './transport.js';

interface Unexpected extends MsgInfo {
  ctx: number;
  kind: number;
  data: Uint8Array | null; // eager payload
  ptr: number; // rendezvous: sender's bytes
  ack: number; // rendezvous: sender's ack word
}

/** A posted receive. It is its own BlockDesc (what a blocked rank waits for). Blocking receives
 *  take theirs from the transport's pool and give it back (`releaseRecv`): no object per call. */
class ShmRecv implements RecvOp {
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

const NO_SINK: Sink = { view: new Uint8Array(0), ptr: -1, cap: 0, dtype: 0 };
/** Receive records kept for reuse (a program has few receives posted at once). */
const POOL_MAX = 64;

/** A rendezvous or synchronous send in flight (eager sends complete at once: no object). */
class ShmSend implements SendOp {
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
  /** For `block`: made once per record (records are reused, see ShmTransport.releaseSend). */
  readonly ready: () => boolean;
  constructor(t: ShmTransport) {
    this.ready = () => t.sendDone(this);
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

/** A failure while copying a matched message into its receive (no shared memory left for a
 *  temporary block, a trap in the engine), as the receive's error. */
const asWasmpiError = (e: unknown): WasmpiError =>
  e instanceof WasmpiError ? e : new WasmpiError('ERR_INTERN', String((e as Error)?.message ?? e), { cause: e });

// The rings' wildcard element type is the kernels' BYTE code (Datatype.BYTE's): a type error here
// when the core's two names for it part.
DTYPE_BYTE satisfies typeof TYPE_BYTE;

const CANNOT = ' cannot complete: ';

/**
 * A failed rank's text as its peers quote it. A rank that failed waiting on a failed rank quotes
 * that rank's text, and so on down a chain (across processes, ranks wait on their leaders, which
 * wait on each other): past one link, only the first wait and the chain's cause are kept, so that
 * the cause (the rank that failed or returned first) fits the text's bytes at any depth.
 */
function firstAndLastCause(t: string): string {
  const first = t.indexOf(CANNOT);
  const last = t.lastIndexOf(CANNOT);
  if (first < 0 || first === last) return t;
  let cause = t.slice(last + CANNOT.length);
  let open = 0;
  for (let i = 0; i < cause.length; i++) open += cause[i] === '(' ? 1 : cause[i] === ')' ? -1 : 0;
  // the parentheses that closed the links left out
  while (open < 0 && cause.endsWith(')')) {
    cause = cause.slice(0, -1);
    open++;
  }
  return `${t.slice(0, first + CANNOT.length)}${cause.startsWith('... ') ? '' : '... '}${cause}`;
}

const SLEEP_MS = 100; // a sleeping rank re-checks peers and deadlock at least this often
const SPIN_GROWTH = 8; // the spin budget grows to at most 8 times its base (400 us by default)
const SMALL_COPY = 16;

export class ShmTransport implements Transport {
  readonly rank: number;
  readonly size: number;
  readonly eagerMax: number;
  private readonly x: Core['x'];
  /** Posted receives, oldest first: a list through the records (posting, matching and cancelling
   *  in any order allocate nothing; an array's shift and splice would trim its store). */
  private postHead: ShmRecv | null = null;
  private postTail: ShmRecv | null = null;
  private postCount = 0;
  private readonly recvPool: ShmRecv[] = [];
  private readonly unexpected: Unexpected[] = [];
  /** Rendezvous and synchronous sends not yet complete (an array with swap-removal: adding and
   *  removing allocate nothing). */
  private readonly pendingSends: ShmSend[] = [];
  private readonly sendPool: ShmSend[] = [];
  private readonly ctl: number; // byte address of this rank's control block
  /** Rounds a waiting rank spins before it sleeps: at most `spin` (an option), and no longer than
   *  `spinUs` (default 50 us): a rank preempted by another thread (the runtime's GC and compiler
   *  threads, the OS) gets a core back within this, instead of after spinners use up their time
   *  slices (milliseconds each, with as many ranks as cores). The time is converted to rounds once
   *  (calibrate): reading the clock in the loop would make garbage (Node's performance.now() makes
   *  an object per call) at every long wait. */
  private spinLimit: number;
  /** The spin budget now, in rounds: from spinLimit up to SPIN_GROWTH times it. It doubles after a
   *  sleep that a peer ended soon (within a couple of milliseconds: the rank slept through a short
   *  gap, such as a window of messages taking longer than the budget, and paid a wake-up for it)
   *  and halves after a long one (the rank was idle: spinning would only have burnt a core). */
  private spinNow: number;
  private readonly spinMax: number;
  /** Progress hooks (the collective layer's pollers of communicators with collectives in flight):
   *  progress() runs them too (MPI's progress rule: a rank blocked in anything still advances its
   *  nonblocking collectives). */
  // hooks[0..nHooks): an array with a count (a Set's iterator and its rehashing allocate, and an
  // array emptied by pop() may give its store back, to be allocated again by the next push)
  private readonly hooks: Array<(() => void) | null> = [null, null, null, null];
  private nHooks = 0;
  /** More ranks than cores: waiting ranks should sleep almost at once. */
  oversubscribed = false;
  private fastRounds: number;
  private lastSnap: string | null = null;
  private seenDeadlock = 0;
  private progressCount = 0;
  private anyFrom = 0;

  constructor(
    readonly core: Core,
    rank: number,
    opts: { spin?: number; spinUs?: number; cores?: number; busy?: number } = {},
  ) {
    this.x = core.x;
    this.rank = rank;
    this.size = core.u32[globalAt(G_SIZE)];
    this.eagerMax = core.u32[globalAt(G_EAGER_MAX)];
    this.ctl = this.ctlOf(rank);
    const cores = opts.cores ?? 1;
    // Spinning only pays when every busy thread has a core; oversubscribed ranks sleep almost at
    // once. In a world across processes the busy threads are this machine's ranks and network
    // sides: a spinning rank there would take the core its own message has to travel through.
    const fits = (opts.busy ?? this.size) <= cores;
    this.spinLimit = Math.min(opts.spin ?? (fits ? 20000 : 50), this.calibrate(opts.spinUs ?? 50));
    this.spinNow = this.spinLimit;
    this.spinMax = fits && opts.spin === undefined ? this.spinLimit * SPIN_GROWTH : this.spinLimit;
    this.oversubscribed = !fits;
    this.fastRounds = fits ? 400 : 1;
    this.seenDeadlock = Atomics.load(core.i32, (this.ctl + R_DEADLOCK) >>> 2);
  }

  /** Spinning rounds in `us` microseconds: times rounds of the core's spin on an empty ring (what
   *  a round of a receive's wait costs when nothing arrives; other waits' rounds cost less). */
  private calibrate(us: number): number {
    const x = this.x;
    const me = this.rank;
    let best = Infinity;
    for (let k = 0; k < 3; k++) {
      const t0 = performance.now();
      for (let i = 0; i < 32; i++) {
        x.ringAnyReady(me, 0);
        x.ringWait(me, me, 64);
      }
      best = Math.min(best, ((performance.now() - t0) * 1000) / 32);
    }
    return Math.max(64, Math.ceil(us / Math.max(best, 0.005)));
  }

  ctlOf(rank: number): number {
    return rankCtl(this.core, rank);
  }

  stateOf(rank: number): number {
    return Atomics.load(this.core.i32, (this.ctlOf(rank) + R_STATE) >>> 2);
  }

  // ───────────────────────────── sending ─────────────────────────────

  /** Starts a send. Eager sends complete at once and return null; rendezvous and synchronous
   *  ones return an op that completes when the receiver has copied the bytes (see `sendDone`). */
  send(dest: number, ctx: number, tag: number, src: Source, sync: boolean): ShmSend | null {
    // The common case first, in a body small enough for the engine to inline into the caller: an
    // eager message of bytes in shared memory to a live peer whose ring has room, in one core call.
    if (
      !sync &&
      src.ptr >= 0 &&
      !src.pack &&
      src.bytes <= this.eagerMax &&
      (dest === this.rank || Atomics.load(this.core.i32, (this.ctlOf(dest) + R_STATE) >>> 2) < STATE_DONE) &&
      this.x.ringSendEager(this.rank, dest, src.dtype, ctx, tag, src.ptr, src.bytes) !== 0
    ) {
      this.progressCount++;
      return null;
    }
    return this.sendOther(dest, ctx, tag, src, sync);
  }

  /** Every other send: a dead peer, a full ring, packed or staged bytes, rendezvous, synchronous. */
  private sendOther(dest: number, ctx: number, tag: number, src: Source, sync: boolean): ShmSend | null {
    if (dest !== this.rank && Atomics.load(this.core.i32, (this.ctlOf(dest) + R_STATE) >>> 2) >= STATE_DONE) {
      throw this.peerError(dest, { op: sync ? OP_SSEND : OP_SEND, peer: dest, tag, ctx });
    }
    const { core, x } = this;
    const bytes = src.bytes;
    if (!sync && bytes <= this.eagerMax) {
      let rec = x.ringReserve(this.rank, dest, bytes);
      if (rec === 0) {
        this.block(() => (rec = x.ringReserve(this.rank, dest, bytes)) !== 0, { op: OP_SEND, peer: dest, tag, ctx });
      }
      const p = rec + HEADER_BYTES;
      if (bytes > 0) {
        if (src.pack) {
          core.cover(p, bytes);
          src.pack(core.u8.subarray(p, p + bytes));
        } else if (src.ptr >= 0) x.copy(p, src.ptr, bytes);
        else copyIn(core, p, src.view, bytes);
      }
      x.ringPublish(this.rank, dest, rec, KIND_EAGER, src.dtype, ctx, tag, bytes, 0, 0);
      this.progressCount++;
      return null;
    }
    // Rendezvous: the receiver copies straight from the sender's bytes (staged first when they are
    // not in shared memory), then completes the ack word.
    let stage = 0;
    let ptr = src.ptr;
    let kind = KIND_RNDV;
    if (src.typed && bytes > 0) {
      // one copy: the receiver packs from this rank's buffer (which stays untouched until the ack)
      // with the type's program; the descriptor is freed with the send
      stage = ptr = this.alloc(RNDV_DESC_BYTES, 'a rendezvous type descriptor');
      const d = ptr >>> 2;
      core.u32[d + (RNDV_PROG >>> 2)] = src.typed.prog;
      core.u32[d + (RNDV_COUNT >>> 2)] = src.typed.count;
      core.u32[d + (RNDV_ORIGIN >>> 2)] = src.typed.origin;
      kind = KIND_RNDV_TYPED;
    } else if (src.pack) {
      stage = this.alloc(Math.max(bytes, 1), 'the packed bytes of a send');
      ptr = stage;
      if (bytes > 0) {
        try {
          src.pack(core.u8.subarray(ptr, ptr + bytes));
        } catch (e) {
          x.shmFree(stage);
          throw e;
        }
      }
    } else if (ptr < 0) {
      stage = this.alloc(Math.max(bytes, 1), 'a staging copy of a send');
      ptr = stage;
      copyIn(core, ptr, src.view, bytes);
    }
    const ack = this.alloc(4, 'a rendezvous ack');
    Atomics.store(core.i32, ack >>> 2, ACK_POSTED);
    const op = (this.sendPool.pop() ?? new ShmSend(this)).reset(dest, ctx, tag, sync, ack, stage);
    if (kind === KIND_RNDV_TYPED) op.keep = src.typed;
    let rec = x.ringReserve(this.rank, dest, 0);
    if (rec === 0) this.block(() => (rec = x.ringReserve(this.rank, dest, 0)) !== 0, op);
    x.ringPublish(this.rank, dest, rec, kind, src.dtype, ctx, tag, bytes, ptr, ack);
    this.progressCount++;
    op.pendIdx = this.pendingSends.length;
    this.pendingSends.push(op);
    return op;
  }

  /** True when the send has completed (frees its ack and staging copy the first time). */
  sendDone(op: ShmSend): boolean {
    if (op.done) return true;
    const st = Atomics.load(this.core.i32, op.ack >>> 2);
    if (st !== ACK_DONE) {
      // The receiver completes the ack before it finishes: read the ack again after its state.
      if (this.stateOf(op.dest) < STATE_DONE || Atomics.load(this.core.i32, op.ack >>> 2) === ACK_DONE) {
        if (Atomics.load(this.core.i32, op.ack >>> 2) !== ACK_DONE) return false;
      } else {
        this.failSend(op);
        return true;
      }
    }
    this.finishSend(op);
    return true;
  }

  private finishSend(op: ShmSend): void {
    op.done = true;
    this.unpend(op);
    this.x.shmFree(op.ack);
    if (op.stage) this.x.shmFree(op.stage);
  }

  private failSend(op: ShmSend): void {
    // The receiver is gone. If it had claimed the message it may still be copying: keep the memory.
    const st = Atomics.compareExchange(this.core.i32, op.ack >>> 2, ACK_POSTED, ACK_CANCELLED);
    op.error = this.peerError(op.dest, op);
    op.done = true;
    this.unpend(op);
    if (st === ACK_POSTED && op.stage) this.x.shmFree(op.stage);
  }

  /** Withdraws a rendezvous send the receiver has not matched yet. */
  cancelSend(op: ShmSend): boolean {
    if (op.done || op.ack === 0) return false;
    const st = Atomics.compareExchange(this.core.i32, op.ack >>> 2, ACK_POSTED, ACK_CANCELLED);
    if (st !== ACK_POSTED) return false;
    // The record stays in the receiver's queue; the receiver drops it when it sees CANCELLED and
    // then marks the ack DONE. The staging copy is not read any more.
    op.cancelled = true;
    op.done = true;
    this.unpend(op);
    if (op.stage) this.x.shmFree(op.stage);
    return true;
  }

  /** True while a rendezvous send (possibly of a freed request) has not completed. */
  get hasPendingSends(): boolean {
    const a = this.pendingSends;
    // backwards: a completed send is swapped with the last, which was already looked at
    for (let i = a.length - 1; i >= 0; i--) this.sendDone(a[i]);
    return a.length > 0;
  }

  private unpend(op: ShmSend): void {
    const a = this.pendingSends;
    const i = op.pendIdx;
    if (i < 0) return;
    const last = a.pop()!;
    if (last !== op) {
      a[i] = last;
      last.pendIdx = i;
    }
    op.pendIdx = -1;
  }

  /** Gives a completed send back for reuse: its caller holds no reference to it. */
  releaseSend(op: ShmSend): void {
    if (!op.done || op.pendIdx >= 0 || this.sendPool.length >= POOL_MAX) return;
    op.keep = null;
    this.sendPool.push(op);
  }

  // ───────────────────────────── receiving ─────────────────────────────

  /** Posts a receive: matches the oldest queued message at once, or waits in the posted list. */
  recv(src: number, ctx: number, tag: number, sink: Sink, members?: Int32Array): ShmRecv {
    const op = (this.recvPool.pop() ?? new ShmRecv()).reset(src, ctx, tag, sink, members);
    const u = this.unexpected;
    for (let i = 0; i < u.length; i++) {
      const m = u[i];
      if (m.ctx !== ctx || (src !== ANY && m.source !== src) || (tag !== ANY && m.tag !== tag)) continue;
      const r = this.deliver(op, m.source, m.tag, m.bytes, m.dtype, m.kind, m.data, m.ptr, m.ack);
      if (r === DROPPED) {
        u.splice(i--, 1);
        continue;
      }
      if (r === DELIVERED) u.splice(i, 1);
      return op;
    }
    this.post(op);
    return op;
  }

  private post(op: ShmRecv): void {
    op.posted = true;
    op.next = null;
    op.prev = this.postTail;
    if (this.postTail !== null) this.postTail.next = op;
    else this.postHead = op;
    this.postTail = op;
    this.postCount++;
  }

  private unpost(op: ShmRecv): void {
    if (!op.posted) return;
    op.posted = false;
    if (op.prev !== null) op.prev.next = op.next;
    else this.postHead = op.next;
    if (op.next !== null) op.next.prev = op.prev;
    else this.postTail = op.prev;
    op.next = op.prev = null;
    this.postCount--;
  }

  /** Gives a completed or cancelled receive back for reuse: its caller holds no reference to it. */
  releaseRecv(op: ShmRecv): void {
    if (!op.done || this.recvPool.length >= POOL_MAX) return;
    op.sink = NO_SINK;
    op.members = undefined;
    this.recvPool.push(op);
  }

  /** The blocking-receive fast path: from one source, when nothing is queued or posted, one core
   *  call spins for the next record and takes it if it matches and fits. Returns the bytes
   *  received, or -1 when the general path (`recv` + `block`) must take over: it keeps every rule
   *  (other records, rendezvous, errors, sleeping, failures). */
  recvFast(
    src: number,
    ctx: number,
    tag: number,
    view: Uint8Array,
    ptr: number,
    cap: number,
    dtype: number,
    spin = true,
  ): number {
    if (this.postCount !== 0 || this.unexpected.length !== 0) return -1;
    const x = this.x;
    const rounds = spin ? this.fastRounds : 1;
    for (let round = 0; round < rounds; round++) {
      const n = x.ringRecvEager(src, this.rank, ctx, tag, dtype, ptr >= 0 ? ptr : 0, cap, spin ? 256 : 0);
      if (n === -1) continue;
      if (n === -2) return -1;
      if (ptr < 0) {
        const rec = x.ringLastRec();
        if (n > 0) copyOut(this.core, rec + HEADER_BYTES, view, n);
        x.ringPop(src, this.rank, rec);
      }
      this.progressCount++;
      return n;
    }
    return -1;
  }

  /** Tag of the message recvFast took last. */
  lastTag(): number {
    return this.x.ringLastTag();
  }

  /** Removes a receive that has not matched; false when it already completed. */
  cancelRecv(op: ShmRecv): boolean {
    if (op.done) return false;
    this.unpost(op);
    op.cancelled = true;
    op.done = true;
    return true;
  }

  /** The oldest queued message matching (src, ctx, tag), after draining the rings; or null. */
  probe(src: number, ctx: number, tag: number): MsgInfo | null {
    this.progress(true);
    for (const m of this.unexpected) {
      if (m.ctx !== ctx || (src !== ANY && m.source !== src) || (tag !== ANY && m.tag !== tag)) continue;
      if (m.kind === KIND_RNDV || m.kind === KIND_RNDV_TYPED) {
        this.core.cover(m.ack + 4, 0);
        if (Atomics.load(this.core.i32, m.ack >>> 2) === ACK_CANCELLED) continue;
      }
      return m;
    }
    return null;
  }

  /**
   * Drains the incoming rings: matches posted receives, queues the rest. True if anything moved.
   * With no receive posted, a record that matches nothing stays at the head of its ring (`all`
   * false): the next receive takes it from there (recvFast, no copy and no queue entry), and
   * nothing behind it could match a receive anyway. A rank drains everything (`all`) before it
   * sleeps and when it probes, so that waiting ranks' rings hold only what arrived since they slept
   * (the deadlock detector counts a ring with records as progress about to happen).
   */
  progress(all = false): boolean {
    const { x, core } = this;
    let moved = false;
    const hooks = this.hooks;
    for (let i = 0; i < this.nHooks;) {
      const f = hooks[i]!;
      f();
      if (hooks[i] === f) i++; // else it removed itself: the next one is at i now
    }
    x.ringReleaseAll(this.rank);
    // The oldest posted receive, from a named source into a sink of a basic type: the core matches
    // the head record of that source's ring against it and copies it, in one call (the loop below
    // does the same for any record, field by field). MPI's order holds: no receive was posted
    // before this one, and an older message of that source that it matches would have gone to it.
    for (let op = this.postHead; op !== null && op.peer !== ANY; op = this.postHead) {
      const sink = op.sink;
      if (sink.unpack !== undefined || sink.accepts !== undefined) break;
      const src = op.peer;
      const n = x.ringRecvEager(src, this.rank, op.ctx, op.tag, sink.dtype, sink.ptr >= 0 ? sink.ptr : 0, sink.cap, 0);
      if (n < 0) break;
      if (sink.ptr < 0) {
        const rec = x.ringLastRec();
        if (n > 0) copyOut(core, rec + HEADER_BYTES, sink.view, n);
        x.ringPop(src, this.rank, rec);
      }
      op.source = src;
      op.mtag = x.ringLastTag();
      op.bytes = n;
      op.dtype = sink.dtype;
      op.done = true;
      this.unpost(op);
      this.progressCount++;
      moved = true;
    }
    for (;;) {
      if (this.postCount === 0 && !all) break; // records stay parked at their rings' heads
      const s = x.ringAnyReady(this.rank, this.anyFrom);
      if (s < 0) break;
      this.anyFrom = s + 1 === this.size ? 0 : s + 1;
      let rec: number;
      while ((all || this.postCount !== 0) && (rec = x.ringPeek(s, this.rank)) !== 0) {
        const h = rec >>> 2;
        const i32 = core.i32;
        const kind = i32[h + (H_KIND >>> 2)];
        const ctx = i32[h + (H_CTX >>> 2)];
        const tag = i32[h + (H_TAG >>> 2)];
        const bytes = core.u32[h + (H_BYTES >>> 2)];
        const dtype = i32[h + (H_DTYPE >>> 2)];
        const eager = kind === KIND_EAGER;
        const payload = eager ? rec + HEADER_BYTES : core.u32[h + (H_DATA >>> 2)];
        const ack = eager ? 0 : core.u32[h + (H_ACK >>> 2)];
        let r = NOT_MATCHED;
        for (let op = this.postHead; op !== null; op = op.next) {
          if (op.ctx !== ctx || (op.peer !== ANY && op.peer !== s) || (op.tag !== ANY && op.tag !== tag)) continue;
          r = this.deliver(op, s, tag, bytes, dtype, kind, null, payload, ack);
          if (r !== DROPPED) this.unpost(op);
          break;
        }
        if (r === NOT_MATCHED || r === REFUSED) {
          const data = eager ? core.u8.slice(payload, payload + bytes) : null;
          this.unexpected.push({ source: s, tag, bytes, dtype, ctx, kind, data, ptr: payload, ack });
        }
        x.ringPop(s, this.rank, rec);
        this.progressCount++;
        moved = true;
      }
    }
    if (moved) Atomics.store(core.i32, (this.ctl + R_PROGRESS) >>> 2, this.progressCount);
    return moved;
  }

  /** Records progress made outside the rings (a collective step): the deadlock detector compares
   *  every blocked rank's progress count between two looks, and a collective advancing through
   *  flags alone must count as progress (else a slow multi-step collective under heavy load could
   *  look deadlocked). */
  noteProgress(): void {
    this.progressCount++;
    Atomics.store(this.core.i32, (this.ctl + R_PROGRESS) >>> 2, this.progressCount);
  }

  /** Copies a matched message into the receive's sink. Eager bytes come from `data` (a drained
   *  copy) or shared memory at `ptr`; rendezvous bytes from the sender's memory at `ptr`. */
  private deliver(
    op: ShmRecv,
    source: number,
    tag: number,
    n: number,
    dtype: number,
    kind: number,
    data: Uint8Array | null,
    ptr: number,
    ack: number,
  ): number {
    const { core } = this;
    const typed = kind === KIND_RNDV_TYPED;
    const rndv = typed || kind === KIND_RNDV;
    op.source = source;
    op.mtag = tag;
    op.bytes = n;
    op.dtype = dtype;
    if (rndv && ptr === 0 && n > 0) return this.unplaced(op, source, tag, n, ack);
    // another rank's memory, maybe past our views
    if (rndv) core.cover(Math.max(ack + 4, typed ? ptr + RNDV_DESC_BYTES : ptr + n), 0);
    const sink = op.sink;
    // A message too long for the buffer is received as far as it fits and consumed, and the
    // receive fails with ERR_TRUNCATE (MPI 4.1 section 3.2.4): `n` goes on to name its length, `m`
    // is what is written. A type mismatch has no MPI semantics: that message stays queued.
    const m = n > sink.cap ? sink.cap : n;
    if (!(sink.accepts ? sink.accepts(dtype, n) : typesMatch(dtype, sink.dtype))) {
      if (rndv && Atomics.load(core.i32, ack >>> 2) === ACK_CANCELLED) {
        Atomics.store(core.i32, ack >>> 2, ACK_DONE);
        return DROPPED;
      }
      // The communicator words the message: it knows the ranks and buffer types.
      op.error = new WasmpiError('ERR_TYPE', '');
      op.done = true;
      return REFUSED;
    }
    if (rndv && Atomics.compareExchange(core.i32, ack >>> 2, ACK_POSTED, ACK_CLAIMED) !== ACK_POSTED) {
      Atomics.store(core.i32, ack >>> 2, ACK_DONE);
      return DROPPED; // the sender cancelled it
    }
    let temp = 0;
    let copy = m > 0; // the bytes at ptr (or data) still go to the sink
    if (m > 0 && typed) {
      // pack from the sender's buffer: straight into a receive buffer in shared memory (when all of
      // it fits), else into a temporary block the paths below read as if the sender had staged it
      const d = ptr >>> 2;
      const prog = core.u32[d + (RNDV_PROG >>> 2)],
        count = core.u32[d + (RNDV_COUNT >>> 2)];
      const origin = core.u32[d + (RNDV_ORIGIN >>> 2)];
      const direct = !sink.unpack && sink.ptr >= 0 && m === n;
      try {
        ptr = direct ? sink.ptr : (temp = this.alloc(n, 'the packed bytes of a received message'));
        this.x.dtPack(prog, count, origin, ptr);
      } catch (e) {
        if (temp) this.x.shmFree(temp);
        temp = 0;
        op.error = asWasmpiError(e);
      }
      copy = !direct && op.error === null;
    }
    if (copy) {
      if (sink.unpack) {
        // a failure here (no shared memory left for staging) fails this receive, never the sender
        try {
          if (data) sink.unpack(data, m);
          else {
            core.cover(ptr, m);
            sink.unpack(core.u8.subarray(ptr, ptr + m), m);
          }
        } catch (e) {
          op.error = asWasmpiError(e);
        }
      } else if (data) sink.view.set(m === n ? data : data.subarray(0, m));
      else if (op.sink.ptr >= 0) {
        core.cover(ptr, m);
        this.x.copy(op.sink.ptr, ptr, m);
      } else {
        core.cover(ptr, m);
        copyOut(core, ptr, op.sink.view, m);
      }
    }
    if (temp) this.x.shmFree(temp);
    if (rndv) {
      Atomics.store(core.i32, ack >>> 2, ACK_DONE);
      this.x.doorbellRing(source);
    }
    if (m !== n && op.error === null) op.error = new WasmpiError('ERR_TRUNCATE', ''); // worded by the communicator
    op.done = true;
    return DELIVERED;
  }

  /** A message from another process for which this process found no memory (transport/bridge.ts
   *  publishes it with its bytes at address 0): the receive fails with ERR_BUFFER, the message is
   *  consumed (its sender's send completes). */
  private unplaced(op: ShmRecv, source: number, tag: number, n: number, ack: number): number {
    this.core.cover(ack + 4, 0);
    op.error = new WasmpiError(
      'ERR_BUFFER',
      `the message of ${n} bytes from rank ${source} with tag ${tag}, sent from another process, found no ` +
        "memory in this process's WebAssembly memory (at most 4 GiB, wasm32, shared by its ranks and the " +
        'messages they have not received yet): it is dropped; receive large messages sooner, or send them in parts',
    );
    op.done = true;
    Atomics.store(this.core.i32, ack >>> 2, ACK_DONE);
    this.x.doorbellRing(source);
    return DELIVERED;
  }

  // ───────────────────────────── waiting ─────────────────────────────

  /** Blocks until `ready()` holds: spins on progress, then sleeps on the doorbell. Throws
   *  ERR_PROC_FAILED when a peer it depends on is gone, ERR_DEADLOCK when every rank waits. */
  block(ready: () => boolean, desc: BlockDesc): void {
    const { core } = this;
    const i32 = core.i32;
    // Collective posts wake this rank only for the flag its one running collective waits on
    // (R_WAIT_*, announced by the executor); for any other wait every post may concern it.
    const anyPost = desc.op !== OP_COLL;
    const bell = (this.ctl + R_DOORBELL) >>> 2;
    const sleeping = (this.ctl + R_SLEEPING) >>> 2;
    let spins = 0;
    let slept = false;
    let ringPeer = -1; // a receive's source, looked up every 64 rounds (a waitAll's desc is computed)
    try {
      for (;;) {
        this.progress();
        if (ready()) return;
        if (!CAN_BLOCK) this.cannotBlock(desc); // before any spin: a page's thread must not hang
        if ((spins & 63) === 0) {
          if (this.checkHealth(desc, ready)) return;
          ringPeer = desc.op === OP_RECV ? desc.peer : -1;
        }
        if (spins++ < this.spinNow) {
          // Spin inside the core on the awaited source's ring: far cheaper per round than a drain.
          if (ringPeer >= 0) this.x.ringWait(ringPeer, this.rank, 64);
          continue;
        }
        const seen = Atomics.load(i32, bell);
        slept = true;
        Atomics.store(i32, sleeping, 1);
        this.progress(true);
        if (ready()) return;
        this.publishBlocked(desc);
        if (anyPost || this.nHooks > 1) Atomics.store(core.i32, (this.ctl + R_WAIT_KIND) >>> 2, 0);
        const since = Date.now(); // (a number that stays unboxed in optimized code: no garbage)
        const r = Atomics.wait(core.i32, bell, seen, SLEEP_MS);
        Atomics.store(core.i32, sleeping, 0);
        if (r !== 'timed-out' && Date.now() - since <= 2) this.spinNow = Math.min(this.spinNow * 2, this.spinMax);
        else this.spinNow = Math.max(this.spinNow >>> 1, this.spinLimit);
        if (this.checkHealth(desc, ready)) return;
        if (r === 'timed-out') this.detectDeadlock();
        else this.lastSnap = null;
      }
    } finally {
      if (slept) {
        Atomics.store(core.i32, sleeping, 0);
        Atomics.store(core.i32, (this.ctl + R_BLOCKED) >>> 2, 0);
      }
    }
  }

  /** A blocking call that must wait, on a thread that may not (a page's main thread). */
  private cannotBlock(desc: BlockDesc): never {
    const what = desc.op === OP_COLL ? 'a collective' : describe(desc.op, desc.peer, desc.tag, desc.ctx);
    throw new WasmpiError(
      'ERR_ARG',
      `rank ${this.rank} would block waiting for ${what}, and this thread cannot block (a page's main thread ` +
        'does not allow Atomics.wait): use the awaitable forms here (await req, req.waitAsync(), the i* calls ' +
        'and await), or run the rank in a worker (launch)',
    );
  }

  /** The asynchronous form of `block`: never blocks the thread (Atomics.waitAsync). */
  async blockAsync(ready: () => boolean, desc: BlockDesc, signal?: AbortSignalLike): Promise<void> {
    const { core } = this;
    const bell = (this.ctl + R_DOORBELL) >>> 2;
    const sleeping = (this.ctl + R_SLEEPING) >>> 2;
    // an abort rings this rank's own bell: the pending Atomics.waitAsync returns at once
    const wake = () => Atomics.notify(core.i32, bell);
    signal?.addEventListener('abort', wake);
    try {
      for (;;) {
        this.progress();
        if (ready() || this.checkHealth(desc, ready)) return;
        signal?.throwIfAborted();
        const seen = Atomics.load(core.i32, bell);
        Atomics.store(core.i32, sleeping, 1);
        this.progress(true);
        if (ready()) return;
        this.publishBlocked(desc);
        Atomics.store(core.i32, (this.ctl + R_WAIT_KIND) >>> 2, 0); // the thread runs other code between polls
        const w = Atomics.waitAsync(core.i32, bell, seen, SLEEP_MS);
        const r = w.async ? await w.value : w.value;
        Atomics.store(core.i32, sleeping, 0);
        if (r === 'timed-out') this.detectDeadlock();
        else this.lastSnap = null;
      }
    } finally {
      signal?.removeEventListener('abort', wake);
      Atomics.store(core.i32, sleeping, 0);
      Atomics.store(core.i32, (this.ctl + R_BLOCKED) >>> 2, 0);
    }
  }

  private publishBlocked(d: BlockDesc): void {
    const i = this.core.i32;
    const c = this.ctl >>> 2;
    Atomics.store(i, c + (R_BLK_OP >>> 2), d.op);
    Atomics.store(i, c + (R_BLK_PEER >>> 2), d.peer);
    Atomics.store(i, c + (R_BLK_TAG >>> 2), d.tag);
    Atomics.store(i, c + (R_BLK_CTX >>> 2), d.ctx);
    Atomics.store(i, c + (R_PROGRESS >>> 2), this.progressCount);
    Atomics.store(i, c + (R_BLOCKED >>> 2), 1);
  }

  /** Throws when the wait can never end: world aborted, deadlock reported, or the peer is gone.
   *  Returns true when a last drain of the rings made the wait ready after all. */
  checkHealth(d: BlockDesc, ready: () => boolean): boolean {
    const { core } = this;
    const abort = Atomics.load(core.i32, globalAt(G_ABORT));
    if (abort !== 0) {
      throw new WasmpiError(
        'ERR_PROC_FAILED',
        `rank ${this.rank}: ${describe(d.op, d.peer, d.tag, d.ctx)} ` +
          `interrupted: the world was aborted (${readText(this.core, globalAddr(G_TEXT), G_TEXT_BYTES) || 'launch timeout'})`,
      );
    }
    const dl = Atomics.load(core.i32, (this.ctl + R_DEADLOCK) >>> 2);
    if (dl !== this.seenDeadlock) {
      this.seenDeadlock = dl;
      throw new WasmpiError(
        'ERR_DEADLOCK',
        `rank ${this.rank}: ${describe(d.op, d.peer, d.tag, d.ctx)} can never complete: ` +
          `every live rank is blocked: ${readText(this.core, globalAddr(G_TEXT), G_TEXT_BYTES)}`,
      );
    }
    if (d.peer !== ANY) {
      if (d.peer !== this.rank && this.stateOf(d.peer) >= STATE_DONE) {
        this.progress(); // a message sent just before the peer finished may still be in the ring
        if (ready()) return true;
        // polling may have moved the wait on (a collective's next step waits on another rank)
        if (d.peer !== ANY && d.peer !== this.rank && this.stateOf(d.peer) >= STATE_DONE)
          throw this.peerError(d.peer, d);
      }
      return false;
    }
    const members = d.members;
    if (!members) return false;
    let live = 0;
    for (let i = 0; i < members.length; i++) {
      const r = members[i];
      if (r === this.rank) continue;
      const st = this.stateOf(r);
      if (st === STATE_FAILED) throw this.peerError(r, d);
      if (st !== STATE_DONE) live++;
    }
    if (live === 0 && members.length > 1) {
      this.progress();
      if (ready()) return true;
      throw this.peerError(members[members[0] === this.rank ? 1 : 0], d, true);
    }
    return false;
  }

  /** Throws ERR_PROC_FAILED when `dest` can no longer receive. */
  checkPeer(peer: number, d: BlockDesc): void {
    if (peer !== this.rank && this.stateOf(peer) >= STATE_DONE) throw this.peerError(peer, d);
  }

  peerError(peer: number, d: BlockDesc, all = false): WasmpiError {
    const st = this.stateOf(peer);
    const what = describe(d.op, d.peer, d.tag, d.ctx);
    const why = all
      ? 'every other rank of the communicator has finalized'
      : st === STATE_FAILED
        ? `rank ${peer} failed${this.failureText(peer)}`
        : `rank ${peer} has finalized (returned) and will send or receive nothing more`;
    return new WasmpiError('ERR_PROC_FAILED', `rank ${this.rank}: ${what}${CANNOT}${why}`);
  }

  failureText(rank: number): string {
    const t = readText(this.core, this.ctlOf(rank) + R_TEXT, R_TEXT_BYTES);
    return t ? ` (${firstAndLastCause(t)})` : '';
  }

  // ───────────────────────────── deadlock detection ─────────────────────────────

  /** Called after a sleep timed out. When every live rank has been blocked, with no progress, over
   *  two consecutive timeouts, reports the wait-for chain to every blocked rank. */
  private detectDeadlock(): void {
    const snap = this.snapshot();
    if (snap === null) {
      this.lastSnap = null;
      return;
    }
    if (snap !== this.lastSnap) {
      this.lastSnap = snap;
      return;
    }
    const { core } = this;
    const lock = globalAt(G_DEADLOCK_LOCK);
    if (Atomics.compareExchange(core.i32, lock, 0, 1) !== 0) return;
    try {
      if (this.snapshot() !== snap) return;
      const text = this.waitForChain();
      writeText(this.core, globalAddr(G_TEXT), G_TEXT_BYTES, text);
      const gen = Atomics.add(core.i32, globalAt(G_DEADLOCK_GEN), 1) + 1;
      for (let r = 0; r < this.size; r++) {
        const c = this.ctlOf(r);
        if (Atomics.load(core.i32, (c + R_STATE) >>> 2) !== STATE_ALIVE) continue;
        Atomics.store(core.i32, (c + R_DEADLOCK) >>> 2, gen);
      }
    } finally {
      Atomics.store(core.i32, lock, 0);
      this.x.doorbellRingAll();
    }
  }

  /** True when the collective wait announced in the control block at `ctl` (R_WAIT_*, written by
   *  the executor; kind 0 announces nothing) is satisfied. The announcement may be stale and hold
   *  any word: an address outside the memory or unaligned counts as "not known to be satisfied". */
  private collWaitSatisfied(ctl: number): boolean {
    this.core.refresh(); // the slot tables may lie past views made before the memory grew
    const u32 = this.core.u32;
    const kind = Atomics.load(u32, (ctl + R_WAIT_KIND) >>> 2);
    if (kind !== 1 && kind !== 2) return false;
    const addr = Atomics.load(u32, (ctl + R_WAIT_ADDR) >>> 2);
    const target = Atomics.load(u32, (ctl + R_WAIT_TARGET) >>> 2);
    const reached = (flag: number) =>
      (flag & 3) === 0 && flag + 4 <= u32.byteLength && ((Atomics.load(u32, flag >>> 2) - target) | 0) >= 0;
    if (kind === 1) return reached(addr);
    const lo = Atomics.load(this.core.i32, (ctl + R_WAIT_LO) >>> 2);
    const hi = Atomics.load(this.core.i32, (ctl + R_WAIT_HI) >>> 2);
    const self = Atomics.load(this.core.i32, (ctl + R_WAIT_SELF) >>> 2);
    if ((addr & 3) !== 0 || lo < 0 || hi < lo || addr + 4 * hi > u32.byteLength) return false;
    for (let i = lo; i < hi; i++)
      if (i !== self && !reached(Atomics.load(u32, (addr >>> 2) + i) + SLOT_FLAG)) return false;
    return true;
  }

  private snapshot(): string | null {
    const { core } = this;
    let s = '';
    let alive = 0;
    for (let r = 0; r < this.size; r++) {
      const c = this.ctlOf(r) >>> 2;
      const st = Atomics.load(core.i32, c + (R_STATE >>> 2));
      if (st === STATE_NEW) return null;
      if (st !== STATE_ALIVE) continue;
      alive++;
      if (Atomics.load(core.i32, c + (R_BLOCKED >>> 2)) !== 1) return null;
      // A rank that can go on but has not run yet (woken, or about to time out, while the machine
      // is busy: a thread may wait hundreds of ms for a core) is no deadlock: a record waits in one
      // of its rings (a sleeping rank drains them all before it sleeps), or the collective wait it
      // announced is already satisfied.
      if (this.x.ringAnyReady(r, 0) >= 0 || this.collWaitSatisfied(c << 2)) return null;
      s += `${r}:${Atomics.load(core.i32, c + (R_PROGRESS >>> 2))};`;
    }
    if (alive === 0) return null;
    // Ring occupancy too: a message in flight is progress about to happen.
    for (let a = 0; a < this.size; a++) for (let b = 0; b < this.size; b++) s += this.x.ringUsed(a, b) + ',';
    return s;
  }

  private waitForChain(): string {
    const { core } = this;
    const blk = (r: number) => {
      const c = this.ctlOf(r) >>> 2;
      return {
        op: Atomics.load(core.i32, c + (R_BLK_OP >>> 2)),
        peer: Atomics.load(core.i32, c + (R_BLK_PEER >>> 2)),
        tag: Atomics.load(core.i32, c + (R_BLK_TAG >>> 2)),
        ctx: Atomics.load(core.i32, c + (R_BLK_CTX >>> 2)),
        alive: Atomics.load(core.i32, c + (R_STATE >>> 2)) === STATE_ALIVE,
      };
    };
    const parts: string[] = [];
    const seen = new Set<number>();
    let r = this.rank;
    while (!seen.has(r)) {
      seen.add(r);
      const b = blk(r);
      parts.push(`rank ${r} ${describe(b.op, b.peer, b.tag, b.ctx)}`);
      if (b.peer === ANY || b.peer < 0 || b.peer >= this.size) break;
      r = b.peer;
    }
    let text = parts.join(' <- ');
    const rest: string[] = [];
    for (let q = 0; q < this.size; q++) {
      const b = blk(q);
      if (!seen.has(q) && b.alive) rest.push(`rank ${q} ${describe(b.op, b.peer, b.tag, b.ctx)}`);
    }
    if (rest.length) text += `; also blocked: ${rest.join(', ')}`;
    return text;
  }

  addProgressHook(hook: () => void): void {
    const h = this.hooks;
    for (let i = 0; i < this.nHooks; i++) if (h[i] === hook) return;
    if (this.nHooks === h.length) h.push(hook);
    else h[this.nHooks] = hook;
    this.nHooks++;
  }

  removeProgressHook(hook: () => void): void {
    const h = this.hooks;
    let i = 0;
    while (i < this.nHooks && h[i] !== hook) i++;
    if (i === this.nHooks) return;
    for (let j = i + 1; j < this.nHooks; j++) h[j - 1] = h[j]; // in order (a hook may be running)
    h[--this.nHooks] = null;
  }

  get progressHooks(): number {
    return this.nHooks;
  }

  /** A rendezvous receiver packs a derived send from the world's memory itself (shm_buffers.ts).
   *  Made once per Buf (Bufs are cached per array, and what they yield never changes). */
  source(b: Buf): Source {
    return (b.src ??= sourceOf(this.core, b)) as Source;
  }

  sink(b: Buf): Sink {
    return (b.snk ??= sinkOf(b)) as Sink;
  }

  // ───────────────────────────── rank lifecycle ─────────────────────────────

  finish(): void {
    if (this.hasPendingSends) this.block(() => !this.hasPendingSends, { op: OP_SEND, peer: -1, tag: -1, ctx: 0 });
    this.x.rankSetState(this.rank, STATE_DONE);
  }

  fail(reason: string): void {
    if (this.stateOf(this.rank) === STATE_FAILED) return;
    writeText(this.core, this.ctl + R_TEXT, R_TEXT_BYTES, reason);
    this.x.rankSetState(this.rank, STATE_FAILED);
  }

  // ───────────────────────────── helpers ─────────────────────────────

  alloc(bytes: number, what: string): number {
    if (!(bytes <= HEAP_MAX_BLOCK)) {
      throw new WasmpiError(
        'ERR_BUFFER',
        `cannot allocate ${bytes} bytes of shared memory for ${what}: one allocation holds at most ` +
          `${HEAP_MAX_BLOCK} bytes (2 GiB), the world's WebAssembly memory 4 GiB (wasm32)`,
      );
    }
    const p = this.x.shmAlloc(bytes);
    if (p === 0) {
      throw new WasmpiError(
        'ERR_BUFFER',
        `cannot allocate ${bytes} bytes of shared memory for ${what}: ` +
          `the world's WebAssembly memory is limited to 4 GiB (wasm32)`,
      );
    }
    this.core.cover(p, bytes);
    return p;
  }
}

const NOT_MATCHED = 0;
const DELIVERED = 1;
const REFUSED = 2; // matched but refused (type mismatch): the message stays queued
const DROPPED = 3; // a cancelled rendezvous record: discarded

function copyIn(core: Core, ptr: number, view: Uint8Array, n: number): void {
  const u8 = core.u8;
  if (n <= SMALL_COPY) for (let i = 0; i < n; i++) u8[ptr + i] = view[i];
  else u8.set(n === view.length ? view : view.subarray(0, n), ptr);
}

function copyOut(core: Core, ptr: number, view: Uint8Array, n: number): void {
  const u8 = core.u8;
  if (n <= SMALL_COPY) for (let i = 0; i < n; i++) view[i] = u8[ptr + i];
  else view.set(u8.subarray(ptr, ptr + n));
}
