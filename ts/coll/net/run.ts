// Runs a Sched: one started collective between processes. It is its request's Active, so that
// blocking (start, then wait), nonblocking and persistent calls (restart with the same records)
// take one path. Runs of one communicator go one at a time, in start order; while any is queued a
// progress hook advances the queue, so a rank blocked in anything else still advances them.
import type { Request } from '../../request/request.js';
import { OP_COLL, type BlockDesc } from '../../transport/blocked.js';
import type { RecvOp, SendOp, Sink, Source } from '../../transport/transport.js';
import { FN, RECV, SEND, SUB, WAIT, type Sched, type Step } from './sched.js';
import type { NetState, QueuedNetRun } from './state.js';
import { mismatchError, signedSink } from './sig.js';
import { RunActive } from '../exec/active.js';

/** The tag of every message of these collectives on the collective context: the queue and MPI's
 *  non-overtaking rule order them; it differs from the internal ones of ts/coll/exec/int32.ts. */
export const NET_TAG = 0x4e00;

const EMPTY = new Uint8Array(0);

/** How long a failed call waits for the check's message that may explain its failure. */
const CHECK_GRACE_MS = 250;

type Posted = SendOp | RecvOp | Request;

export class NetRun implements QueuedNetRun {
  done = false;
  error: Error | null = null;
  private pc = 0;
  private readonly posted: Posted[] = [];
  /** The step each posted operation came from. */
  private readonly from: Step[] = [];
  readonly desc: BlockDesc;
  private readonly ready = (): boolean => this.settle();
  /** Frees what the schedule owns once done (a one-shot run; persistent ones free on request free). */
  oneShot = true;
  /** The signature check of this start (sig.ts): this rank's empty message to the next rank of the
   *  path through every process, and the receive of the previous one's (null once taken, or when
   *  there is none). Every rank's signature is compared with a neighbour's, whatever the call's
   *  messages are (ranks that disagree on a bcast's root may send each other nothing else): ranks
   *  that differ anywhere differ somewhere along the path. The call's steps need not wait for it,
   *  only its end does. */
  private check: RecvOp | null = null;
  private checkDue = false;
  private readonly checkOut: Step;
  private readonly checkIn: Sink;

  constructor(
    readonly st: NetState,
    readonly sched: Sched,
  ) {
    const comm = st.comm;
    this.desc = { op: OP_COLL, peer: -1, tag: -1, ctx: comm.ctx + 1, members: comm.members };
    this.checkOut = { k: SEND, peer: st.next, view: EMPTY, fn: null, sub: null, io: null };
    this.checkIn = signedSink(EMPTY, sched.word);
  }

  /** Queues the run behind the communicator's earlier ones and runs what it can. */
  enqueue(blocking: boolean): void {
    this.done = false;
    this.error = null;
    this.pc = 0;
    this.checkDue = true;
    const st = this.st;
    const t = st.comm.w.t;
    st.queue.push(this);
    this.poll();
    // a blocking call on an empty queue polls itself while it waits; others need the hook
    if (st.queue.length > 0 && !st.hooked && (!blocking || st.queue.length > 1 || t.progressHooks > 0)) {
      t.addProgressHook(st.poller);
      st.hooked = true;
    }
  }

  /** Advances the queue; true when this run has finished. */
  poll(): boolean {
    if (this.done) return true;
    const st = this.st;
    // a step that starts or polls a sub-collective or a send may make progress, which runs the
    // hook that polls this queue: that inner poll must not run the same steps again
    if (st.busy) return false;
    st.busy = true;
    try {
      const q = st.queue;
      while (q.length > 0) {
        const head = q[0];
        if (!head.step()) break;
        q.shift();
        if (q.length === 0 && st.hooked) {
          st.comm.w.t.removeProgressHook(st.poller);
          st.hooked = false;
        }
        if (head === this) break;
      }
    } finally {
      st.busy = false;
    }
    return this.done;
  }

  /**
   * poll(), then as long as the transport moves messages, poll again. A step that completes may post
   * a receive whose message has already arrived (the same peer's next message, queued behind the
   * one just taken); the transport's wait takes a peer that has finished for one that can never
   * send again unless such a message is matched before it looks.
   */
  settle(): boolean {
    if (this.poll()) return true;
    const t = this.st.comm.w.t;
    for (let k = 0; k < 8 && t.progress(); k++) if (this.poll()) return true;
    return false;
  }

  /** Runs steps until one must wait; true when the run has finished. */
  step(): boolean {
    if (this.done) return true;
    const steps = this.sched.steps;
    try {
      if (this.checkDue) {
        // posted when the run comes first in the queue: the receives of the runs before it go first
        this.checkDue = false;
        this.postCheck();
      }
      while (this.pc < steps.length) {
        const s = steps[this.pc];
        switch (s.k) {
          case SEND:
            this.postSend(s);
            break;
          case RECV:
            this.postRecv(s);
            break;
          case SUB:
            this.posted.push(s.sub!());
            this.from.push(s);
            break;
          case WAIT:
            if (!this.complete()) return false;
            break;
          case FN:
            s.fn!();
            this.st.comm.w.t.noteProgress();
            break;
        }
        this.pc++;
      }
      if (!this.complete() || !this.checked()) return false;
    } catch (e) {
      this.fail(this.causeOf(e as Error));
    }
    this.finish();
    return true;
  }

  private postCheck(): void {
    const st = this.st;
    const comm = st.comm;
    if (st.next >= 0) this.postSend(this.checkOut);
    if (st.prev < 0) return;
    const op = comm.w.t.recv(comm.members[st.prev], comm.ctx + 1, NET_TAG, this.checkIn);
    op.op = OP_COLL;
    this.check = op;
  }

  /** True once the check's message has come; throws when it was another call's. */
  private checked(): boolean {
    const op = this.check;
    if (op === null) return true;
    if (!op.done) {
      this.desc.peer = op.peer;
      return false;
    }
    this.check = null;
    const err = op.error === null ? null : this.recvError(op, 0);
    this.st.comm.w.t.releaseRecv(op);
    if (err !== null) throw err;
    return true;
  }

  /** What made the call fail with `e` (a peer gone, say): the ranks' disagreement, when the check's
   *  message tells of one (a rank that took itself for a bcast's root finds the real root
   *  finished), else `e`. The previous rank sends it as its call starts: a rank that ran ahead
   *  waits a little for it. */
  private causeOf(e: Error): Error {
    const op = this.check;
    if (op === null) return e;
    if (!op.done && (e as { code?: string }).code === 'ERR_PROC_FAILED') {
      const until = Date.now() + CHECK_GRACE_MS;
      try {
        this.st.comm.w.t.block(() => op.done || Date.now() > until, op);
      } catch {
        return e; // the previous rank is gone too
      }
    }
    if (!op.done) return e;
    try {
      this.checked();
    } catch (m) {
      return m as Error;
    }
    return e;
  }

  private postSend(s: Step): void {
    const comm = this.st.comm;
    const t = comm.w.t;
    const v = s.view!;
    const src = (s.io ??= { view: v, ptr: -1, bytes: v.length, dtype: this.sched.word } satisfies Source) as Source;
    const op = t.send(comm.members[s.peer], comm.ctx + 1, NET_TAG, src, false);
    if (op === null) return; // copied out at once
    op.op = OP_COLL;
    this.posted.push(op);
    this.from.push(s);
  }

  private postRecv(s: Step): void {
    const comm = this.st.comm;
    const sink = (s.io ??= signedSink(s.view!, this.sched.word)) as Sink;
    const op = comm.w.t.recv(comm.members[s.peer], comm.ctx + 1, NET_TAG, sink);
    op.op = OP_COLL;
    this.posted.push(op);
    this.from.push(s);
  }

  /** True when everything posted has completed (then released); throws the first failure. */
  private complete(): boolean {
    // a check that failed fails the call at once: ranks that disagree may wait for ever otherwise
    if (this.check?.done) this.checked();
    const t = this.st.comm.w.t;
    const posted = this.posted;
    const from = this.from;
    for (let i = 0; i < posted.length; i++) {
      const k = from[i].k;
      if (k === SUB) {
        const r = posted[i] as Request;
        if (!r.poll()) {
          // the rank the sub-collective waits on: one that has finalized (returned) fails the wait
          // as a failed one does; ANY would only see failed ones, and wait for ever on the other
          this.desc.peer = r.desc().peer;
          return false;
        }
      } else if (k === SEND) {
        const op = posted[i] as SendOp;
        if (!t.sendDone(op)) {
          this.desc.peer = op.peer;
          return false;
        }
      } else {
        const op = posted[i] as RecvOp;
        if (!op.done) {
          this.desc.peer = op.peer;
          return false;
        }
      }
    }
    let err: Error | null = null;
    for (let i = 0; i < posted.length; i++) {
      const k = from[i].k;
      if (k === SUB) {
        try {
          (posted[i] as Request).wait();
        } catch (e) {
          err ??= e as Error;
        }
      } else if (k === SEND) {
        const op = posted[i] as SendOp;
        if (op.error) err ??= op.error;
        t.releaseSend(op);
      } else {
        const op = posted[i] as RecvOp;
        if (op.error) err ??= this.recvError(op, from[i].view!.length);
        t.releaseRecv(op);
      }
    }
    posted.length = 0;
    from.length = 0;
    if (err !== null) throw err;
    return true;
  }

  /** The error of a failed receive that expected `expected` bytes. */
  private recvError(op: RecvOp, expected: number): Error {
    const e = op.error!;
    if (e.message !== '') return e;
    const comm = this.st.comm;
    // refused (sink.accepts): the message stays queued, its header words what differs
    const peer = comm.members.indexOf(op.source);
    return mismatchError(comm, this.sched.spec, peer, op.dtype, this.sched.word, op.bytes, expected);
  }

  /** Withdraws what is posted (receives not matched yet) and records the failure. */
  fail(e: Error): void {
    const t = this.st.comm.w.t;
    for (let i = 0; i < this.posted.length; i++) {
      const k = this.from[i].k;
      if (k === RECV) {
        const op = this.posted[i] as RecvOp;
        if (!op.done) t.cancelRecv(op);
      } else if (k === SUB) {
        // the sub-collective fails with the run (it is no request of the caller's to complete)
        const r = this.posted[i] as Request;
        r._abandon(e);
        r.free();
      }
    }
    this.posted.length = 0;
    this.from.length = 0;
    const c = this.check;
    if (c !== null) {
      if (!c.done) t.cancelRecv(c);
      t.releaseRecv(c);
      this.check = null;
    }
    this.error = e;
  }

  finish(): void {
    this.done = true;
    if (this.oneShot) this.release();
  }

  /** Frees the schedule's blocks of the world's memory. */
  release(): void {
    const x = this.st.comm.w.core.x;
    for (const p of this.sched.owned) x.shmFree(p);
    this.sched.owned.length = 0;
  }

  /** Blocks until finished; throws the run's error. */
  wait(): void {
    if (!this.poll()) {
      try {
        this.st.comm.w.t.block(this.ready, this.desc);
      } catch (e) {
        this.abandon(this.causeOf(e as Error));
      }
    }
    if (this.error !== null) throw this.error;
  }

  /** A wait failed (a peer died): drop this run and everything queued on the communicator. */
  abandon(e: unknown): never {
    const st = this.st;
    for (const r of st.queue) {
      if (r.done) continue;
      r.fail(e as Error);
      r.finish();
    }
    st.queue.length = 0;
    st.comm.w.t.removeProgressHook(st.poller);
    st.hooked = false;
    throw e;
  }
}

/** The Active of a request over a NetRun. */
export class NetActive extends RunActive<NetRun> {
  poll(): boolean {
    return this.run.settle();
  }
}
