// A committed exchange: the point-to-point operations declared on a pending communicator, compiled
// by its commit into one schedule of the core (docs/guide/commit.md, "Point-to-point, compiled").
//
// When every rank declared sendInit/recvInit operations and together they form a closed pattern
// (each declared receive has its declared send on the peer, same tag, in order, and every send its
// receive), the commit knows each message's path before any is sent. It then runs them as one
// neighbourhood schedule (assembly/coll/neighbor_shm_direct.ts): a receiver copies each message
// straight from its sender's buffer, no ring, no matching, one synchronisation with each peer. The
// requests stay separate objects; a round runs when every one of this rank's has been started
// (startAll), and the exchange is one collective of the committed communicator.
import { fail } from '../errors.js';
import { PROC_NULL } from '../constants.js';
import type { Active, Batch, Request } from '../request/request.js';
import { Status } from '../request/status.js';
import { normBuf, type Buf } from '../datatype/buffer.js';
import { Datatype } from '../datatype/type.js';
import { OP_COLL, type BlockDesc } from '../transport/blocked.js';
import { plan, type CollSpec, type Plan } from '../coll/exec/start.js';
import { CollRun } from '../coll/exec/run.js';
import { collState } from '../coll/exec/state.js';
import type { Resolved } from '../topology/neighborhood.js';
import { neighborVec } from '../coll/exec/neighbor_vec.js';
import type { CommBase } from '../comm/base.js';

/** A declared point-to-point operation as every rank sees it after the commit (ranks are ranks of
 *  the committed communicator). */
export interface P2p {
  send: boolean;
  peer: number;
  tag: number;
  /** Bytes of the message (count x type size); -1 when not known at commit (a deferred count, a
   *  derived type). */
  bytes: number;
}

/** The signature's root of an exchange: no collective call has it, so an exchange never matches a
 *  user's neighbourhood collective. */
const EXCHANGE_ROOT = 0xfffe;

/**
 * Whether the declarations of every rank (`all[r]`: rank r's, in order) form a closed exchange;
 * for rank `me`, each non-null receive's source block (the index of the matching send among the
 * source's non-null sends) and bytes. Null when not: the operations then run one by one.
 */
export function matchExchange(all: P2p[][], me: number, oversubscribed: boolean): Match | null {
  const n = all.length;
  if (n === 0 || all.some((ops) => ops.length === 0)) return null;
  // each rank's non-null sends, by (dest, tag): their indices in order
  const sends = all.map((ops) => {
    const m = new Map<string, Array<{ idx: number; bytes: number; off: number }>>();
    let k = 0;
    let off = 0; // where the send lands in the sender's contiguous send area (the eager schedule)
    for (const o of ops) {
      if (o.bytes < 0 || (o.peer < 0 && o.peer !== PROC_NULL) || o.tag < 0 || o.peer >= n) return null;
      if (!o.send || o.peer === PROC_NULL) continue;
      const key = `${o.peer}:${o.tag}`;
      const list = m.get(key) ?? [];
      list.push({ idx: k++, bytes: o.bytes, off });
      off += o.bytes;
      m.set(key, list);
    }
    return m;
  });
  if (sends.some((m) => m === null)) return null;
  let mine: Match | null = null;
  let max = 0;
  const used = sends.map(() => new Map<string, number>());
  for (let b = 0; b < n; b++) {
    const blk: number[] = [];
    const bytes: number[] = [];
    const off: number[] = [];
    for (const o of all[b]) {
      if (o.send || o.peer === PROC_NULL) continue;
      const key = `${b}:${o.tag}`;
      const list = sends[o.peer]!.get(key);
      const nth = used[o.peer].get(key) ?? 0;
      used[o.peer].set(key, nth + 1);
      const s = list?.[nth];
      if (s === undefined || s.bytes > o.bytes) return null; // unmatched, or it would truncate
      blk.push(s.idx);
      bytes.push(s.bytes);
      off.push(s.off);
      max = Math.max(max, s.bytes);
    }
    if (b === me) mine = { blk, bytes, off, eager: false };
  }
  // every send received
  for (let a = 0; a < n; a++)
    for (const [key, list] of sends[a]!) if ((used[a].get(key) ?? 0) !== list.length) return null;
  // the same choice on every rank: from every rank's largest message
  if (mine !== null) mine.eager = max <= (oversubscribed ? EAGER_MAX_SHARED : EAGER_MAX_OWN);
  return mine;
}

/** For each of a rank's non-null receives, in order: the source's block (its index among the
 *  source's non-null sends), the message's bytes and its offset in the source's send area. */
export interface Match {
  blk: number[];
  bytes: number[];
  off: number[];
  /** Run eagerly (every message at most EAGER_MAX bytes). */
  eager: boolean;
}

/**
 * The largest message of an eager exchange. Eager: each rank copies its messages into its scratch
 * and signals once; receivers copy from there, and no rank waits for its readers (one
 * synchronisation a round, as MPICH's eager cells). Larger: each receiver copies straight from the
 * sender's buffer, and a sender waits until its readers are done (one copy instead of three).
 * With a core per rank the second wait costs little and the copies count from a few hundred bytes
 * (a 2-D halo on 2 ranks, 1 KB faces: 0.62 us direct, 0.85 eager; 8 B faces: 0.55 and 0.49). With
 * more ranks than cores every wait may cost a sleep, which outweighs copies up to 16 KB. The world
 * is oversubscribed or not on every rank alike, so every rank makes the same choice.
 */
const EAGER_MAX_OWN = 256;
const EAGER_MAX_SHARED = 16384;

/** A copy's two views: 32-bit words when both ends and the length allow, else bytes. */
type View = Uint8Array | Int32Array;

/** Views of `dst` and `src` (n bytes each) for copy(): words when it can, so that a small message
 *  copies in a quarter of the steps. */
function views(dst: Uint8Array, src: Uint8Array): [View, View] {
  const words = (v: Uint8Array) => (v.byteOffset & 3) === 0;
  if ((dst.length & 3) !== 0 || !words(dst) || !words(src)) return [dst, src];
  const w = (v: Uint8Array) => new Int32Array(v.buffer, v.byteOffset, v.length >>> 2);
  return [w(dst), w(src)];
}

/** Copies `src` into `dst` (same length): small ones element by element, cheaper than a call into
 *  set(). */
function copy(dst: View, src: View): void {
  const n = src.length;
  if (n > 32) dst.set(src);
  else for (let i = 0; i < n; i++) dst[i] = src[i];
}

/** One request of the exchange. */
export class Member implements Active {
  buf: Buf | null = null;
  /** Staging in shared memory for a buffer outside it (0: none). */
  stage = 0;
  /** A copy each round (views made once: shared memory never detaches): a send's bytes into the
   *  send area or its staging, a staged receive's bytes out to its buffer; null: none. */
  into: View | null = null;
  from: View | null = null;
  startedRound = -1;
  /** What a wait returns: a receive's source, tag and size (set when the schedule is built). */
  status: Status;
  constructor(
    readonly ex: Exchange,
    readonly op: P2p,
  ) {
    this.status = !op.send && op.peer === PROC_NULL ? Status.PROC_NULL : Status.EMPTY;
  }
  poll(): boolean {
    return this.ex.poll(this);
  }
  finish(): Status {
    const e = this.ex.run?.error;
    if (e) throw e;
    this.ex.settle();
    return this.status;
  }
  cancel(): boolean {
    return false;
  }
  abandon(): void {
    this.ex.abandon();
  }
  get desc(): BlockDesc {
    return this.ex.desc;
  }
}

/** This rank's side of a committed exchange; its requests are a batch (startAll and waitAll on
 *  exactly them take one step). */
export class Exchange implements Batch {
  readonly members: Member[] = [];
  readonly requests: Request[] = [];
  run: CollRun | null = null;
  private plan: Plan | null = null;
  private spec: CollSpec | null = null;
  private round = 0;
  private started = 0;
  /** Why the exchange cannot run any more (a member freed). */
  private broken: string | null = null;
  private freed = 0;

  constructor(
    readonly comm: CommBase,
    /** Where each non-null receive comes from (matchExchange). */
    private readonly match: Match,
  ) {}

  add(op: P2p): Member {
    const m = new Member(this, op);
    this.members.push(m);
    return m;
  }

  startable(): boolean {
    return this.broken === null && this.started === 0;
  }

  running(): boolean {
    return this.started === 0;
  }

  startWhole(): void {
    const ms = this.members;
    for (let i = 0; i < ms.length; i++) ms[i].startedRound = this.round;
    this.go();
  }

  readonly complete = (): boolean => this.run === null || this.run.poll();

  clean(): boolean {
    if (this.run?.error) return false;
    this.settle();
    return true;
  }

  status(index: number): Status {
    return this.members[index].status;
  }

  /** A member's buffer, checked by the real call before (the caller made and dropped it). */
  bind(m: Member, buf: unknown, opts: { datatype?: Datatype; count?: number } | undefined, call: string): void {
    const c = this.comm;
    const b = normBuf(c.w.core, buf, opts, c.whereFn, call, m.op.send ? 'the send buffer' : 'the receive buffer');
    m.buf = b;
    // a buffer outside shared memory goes through staging (an eager exchange's sends through its
    // send area instead)
    if (b.ptr < 0 && m.op.peer !== PROC_NULL && !(m.op.send && this.match.eager))
      m.stage = c.w.t.alloc(Math.max(1, m.op.bytes), 'staging of a committed exchange');
  }

  get desc(): BlockDesc {
    return this.run?.desc ?? { op: OP_COLL, peer: -1, tag: -1, ctx: this.comm.ctx + 1 };
  }

  /** Starts `m` for this round; the round runs once every member has started. */
  start(m: Member): Active {
    if (this.broken !== null) fail('ERR_PENDING', this.broken);
    m.startedRound = this.round;
    if (++this.started === this.members.length) this.go();
    return m;
  }

  poll(m: Member): boolean {
    if (m.startedRound === this.round && this.started < this.members.length) {
      const waiting = this.members.filter((x) => x.startedRound !== this.round).length;
      fail(
        'ERR_PENDING',
        `a committed exchange on ${this.comm.name} runs once all of its ${this.members.length} requests on this rank are started; ` +
          `${waiting} ${waiting === 1 ? 'is' : 'are'} not: start them together (startAll) before waiting for one`,
      );
    }
    return this.run === null || this.run.poll();
  }

  abandon(): void {
    if (this.run !== null && !this.run.done) {
      try {
        this.run.abandon(new Error('abandoned'));
      } catch {
        /* recorded on the run */
      }
    }
  }

  /** A member freed: the others cannot run without it. */
  free(m: Member): void {
    this.broken = `a request of the committed exchange on ${this.comm.name} was freed: the others cannot run without it`;
    const x = this.comm.w.core.x;
    if (m.stage !== 0) x.shmFree(m.stage);
    m.stage = 0;
    if (++this.freed === this.members.length && this.plan !== null) {
      if (this.run !== null && !this.run.done) this.plan.oneOff = true;
      else x.shmFree(this.plan.sched);
      if (this.sendArea !== 0 && (this.run === null || this.run.done)) x.shmFree(this.sendArea);
    }
  }

  private go(): void {
    this.started = 0;
    this.round++;
    if (this.spec === null) this.build();
    // eager: every message into this rank's send area (the schedule copies it to scratch, which
    // receivers read); direct: only a buffer outside shared memory, into its staging
    const ins = this.sendCopies;
    for (let i = 0; i < ins.length; i++) copy(ins[i].into!, ins[i].from!);
    if (this.run?.done) this.run.reuse(this.plan!, this.spec!);
    else this.run = new CollRun(this.plan!, this.spec!);
    this.run.enqueue();
    if (this.run.done) this.unstage();
    else this.pendingUnstage = true;
  }

  private pendingUnstage = false;
  /** An eager exchange's contiguous send area (0: direct). */
  private sendArea = 0;
  /** The members whose bytes a round copies: sends in (before the run), receives out (after). */
  private sendCopies: Member[] = [];
  private recvCopies: Member[] = [];

  /** Copies staged receives out (once per round, when the run has finished). */
  unstage(): void {
    this.pendingUnstage = false;
    const outs = this.recvCopies;
    for (let i = 0; i < outs.length; i++) copy(outs[i].into!, outs[i].from!);
  }

  /**
   * The schedule, one of the neighbourhood builders over an edge list of its own: each non-null
   * receive is an in-edge landing at this rank's buffer's address (the receive buffer is published
   * at address 0). Eager (neighbor_shm_flat): the source's messages lie in its send area, copied to
   * its scratch, at the offsets every rank computes alike. Direct (neighbor_shm_direct): from the
   * source's buffer at the address it publishes in its AUX array.
   */
  private build(): void {
    const c = this.comm;
    const recvs = this.members.filter((m) => !m.op.send && m.op.peer !== PROC_NULL);
    const sends = this.members.filter((m) => m.op.send && m.op.peer !== PROC_NULL);
    const addr = (m: Member) => (m.stage !== 0 ? m.stage : m.buf!.ptr);
    recvs.forEach((m, i) => {
      const bytes = this.match.bytes[i];
      const size = m.buf!.type.size;
      m.status = new Status(m.op.peer, m.op.tag, size > 0 ? bytes / size : 0, bytes);
    });
    const eager = this.match.eager;
    const sendBytes = sends.reduce((a, m) => a + m.op.bytes, 0);
    if (eager) this.sendArea = c.w.t.alloc(Math.max(64, sendBytes), 'the send area of a committed exchange');
    const core = c.w.core;
    core.cover(this.sendArea, sendBytes);
    const at = (ptr: number, n: number) => core.u8.subarray(ptr, ptr + n);
    const user = (m: Member, n: number) => (m.buf!.ptr >= 0 ? at(m.buf!.ptr, n) : m.buf!.view.subarray(0, n));
    // the copies a round makes, through views made once (shared memory never detaches them)
    let off = this.sendArea;
    for (const m of sends) {
      const n = m.op.bytes;
      if (!eager && m.stage === 0) continue;
      const to = eager ? off : m.stage;
      off += eager ? n : 0;
      core.cover(to, n);
      [m.into, m.from] = views(at(to, n), user(m, n));
      this.sendCopies.push(m);
    }
    recvs.forEach((m, i) => {
      if (m.stage === 0) return;
      const n = this.match.bytes[i];
      core.cover(m.stage, n);
      [m.into, m.from] = views(user(m, n), at(m.stage, n));
      this.recvCopies.push(m);
    });
    const r: Resolved = {
      sources: Int32Array.from(recvs, (m) => m.op.peer),
      blk: Int32Array.from(this.match.blk),
      outDegree: sends.length,
      readers: Int32Array.from(new Set(sends.map((m) => m.op.peer).filter((q) => q !== c.rank))),
      vecs: new Map(),
    };
    // eager: each message at its offset in the source's send area (copied to its scratch); direct:
    // at the address the source publishes in its AUX array
    const vec = neighborVec(
      'alltoallv',
      r,
      recvs.map(addr),
      this.match.bytes,
      0,
      sendBytes,
      eager ? this.match.off : undefined,
    );
    const whole = (ptr: number): Buf => ({ view: new Uint8Array(0), ptr, bytes: 0, count: 0, type: Datatype.BYTE });
    this.spec = {
      call: 'startAll',
      // the fixed-size call's row offers both builders; the sizes come from the vector
      coll: 'neighbor_alltoall',
      send: whole(this.sendArea),
      recv: whole(0),
      count: 0,
      type: Datatype.BYTE,
      op: null,
      root: EXCHANGE_ROOT,
      flags: 0,
      algorithm: eager ? 'shm-flat' : 'shm-direct',
      vec,
      aux: eager ? undefined : Int32Array.from(sends, addr),
      vecFixed: false,
      bytes: sendBytes,
      scratch: eager ? sendBytes : undefined,
    };
    collState(c);
    this.plan = plan(c, this.spec, true);
  }

  /** After a member's wait: the round's staged receives go out once. */
  settle(): void {
    if (this.pendingUnstage && this.run?.done) this.unstage();
  }
}
