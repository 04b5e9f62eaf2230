// One started collective: binds the call's buffers to its plan's schedule, runs it through the
// core's executor (one run at a time per communicator, in start order), applies user-defined
// reductions when the executor asks, and copies staged results out. Blocking, nonblocking and
// persistent collectives all run through here.
import { WasmpiError } from '../../errors.js';
import {
  F_INPLACE,
  RUN_BLOCKED,
  RUN_DONE,
  RUN_MISMATCH,
  RUN_USER,
  R_WAIT_KIND,
  STEPS,
  STEP_DONE,
  S_PC,
  S_WAIT_PEER,
} from '../../core/abi.js';
import { rankCtl, slotSigAddr } from '../../core/layout.js';
import { OP_COLL, type BlockDesc } from '../../transport/blocked.js';
import type { CollSpec } from './spec.js';
import { ensureScratch } from './start.js';
import type { CollState, Plan, QueuedRun } from './state.js';
import { V_COLLS } from '../select/table.js';
import { packIn, unpackOut } from '../../datatype/staging.js';
import { mismatchError, POISON_ARG, POISON_TYPE } from './mismatch.js';

// Executor rounds per wait before it returns to the shell. The shell's own wait loop spins (when
// every rank has a core) and then sleeps, so the executor only spins briefly.
const SPINS = 64;

/**
 * The run of a blocking call of `plan`: its communicator's reusable one (a blocking call ends
 * before the next starts; a user op that calls a collective of the same communicator meanwhile
 * gets a new one).
 */
export function blockingRun(plan: Plan, spec: CollSpec): QueuedRun {
  const st = plan.st;
  const r = st.blockRun;
  if (r?.done) return r.reuse(plan, spec);
  const fresh = new CollRun(plan, spec);
  st.blockRun ??= fresh;
  return fresh;
}

/** A view of `bytes` of staging at `ptr`: the last one made, when it is the same (a loop of calls
 *  on one array outside shared memory copies its result back without a new view per call). */
function stagedView(st: CollState, ptr: number, bytes: number): Uint8Array {
  const u8 = st.comm.w.core.u8;
  const v = st.staged;
  if (v !== null && v.buffer === u8.buffer && v.byteOffset === ptr && v.length === bytes) return v;
  return (st.staged = u8.subarray(ptr, ptr + bytes));
}

export class CollRun implements QueuedRun {
  done = false;
  /** What failed the run: a WasmpiError, or what a user op threw (rethrown as it is). */
  error: Error | null = null;
  private started = false;
  private seq = 0;
  private stagedRecv = 0; // staging address of a receive buffer outside shared memory, else 0
  private _desc: BlockDesc | null = null;
  /** For `block`: made once per run object. */
  private readonly ready = (): boolean => this.poll();

  constructor(
    public plan: Plan,
    public spec: CollSpec,
  ) {}

  /** Makes a finished run of this communicator the run of another call. */
  reuse(plan: Plan, spec: CollSpec): this {
    this.plan = plan;
    this.spec = spec;
    this.done = this.started = false;
    this.error = null;
    this.stagedRecv = 0;
    return this;
  }

  /** What a rank blocked in this run waits for (deadlock and failure reports). */
  get desc(): BlockDesc {
    if (this._desc === null) {
      const comm = this.plan.st.comm;
      this._desc = { op: OP_COLL, peer: -1, tag: -1, ctx: comm.ctx + 1, members: comm.members };
    }
    return this._desc;
  }

  /** Queues the run behind the communicator's earlier collectives and runs what it can. */
  enqueue(blocking = false): void {
    const st = this.plan.st;
    // The poller lets a rank blocked in anything else advance this queue (MPI's progress rule). A
    // blocking call on an empty queue needs none (its rank waits in it, polling it, until it ends)
    // unless other communicators have collectives in flight: the wait counts the pollers to know
    // whether posts other than this collective's may concern it.
    // (Registered after the first poll, and only if the run is still queued: a run that finishes
    // at once, as a persistent start whose peers are ready does, costs no hook.)
    const t = st.comm.w.t;
    st.queue.push(this);
    this.seq = st.seq++;
    this.poll();
    if (st.queue.length > 0 && !st.hooked && (!blocking || t.progressHooks > 0)) {
      t.addProgressHook(st.poller);
      st.hooked = true;
    }
  }

  /** Advances the communicator's queue; true when this run has finished. */
  poll(): boolean {
    if (this.done) return true;
    const st = this.plan.st;
    const q = st.queue;
    while (q.length > 0) {
      const head = q[0];
      if (!head.step()) break;
      if (q.length === 1)
        q.pop(); // (shift would trim the array's store: a new one at the next push)
      else q.shift();
      if (q.length === 0 && st.hooked) {
        st.comm.w.t.removeProgressHook(st.poller);
        st.hooked = false;
      }
      if (head === this) break;
    }
    return this.done;
  }

  /** Binds buffers (staging what lives outside shared memory) and starts the schedule. */
  private start(): void {
    const { st, sched, tmpBytes } = this.plan;
    const spec = this.spec;
    const core = st.comm.w.core;
    const tmp = tmpBytes > 0 ? ensureScratch(st, this.seq & 1, tmpBytes) : 0;
    const R = spec.recv;
    const S = spec.send;
    let r = 0;
    if (R !== null) {
      if (R.pack) {
        // A derived type: the executor works on its packed bytes, unpacked into the buffer at the
        // end (not for exscan's rank 0, whose buffer exscan leaves alone). They start as the
        // buffer's items where the run reads them or may leave some unwritten.
        r = st.ensure(st.stageRecv, R.bytes, 'staging for a collective receive buffer');
        core.cover(r, R.bytes);
        const me = st.comm.rank;
        if (!(spec.coll === 'exscan' && me === 0)) this.stagedRecv = r;
        if (spec.flags & F_INPLACE || V_COLLS.has(spec.coll) || (spec.coll === 'bcast' && me === spec.root)) {
          packIn(R.pack, core.u8.subarray(r, r + R.bytes));
        }
      } else if (R.ptr >= 0) r = R.ptr;
      else if (spec.coll === 'exscan' && st.comm.rank === 0) {
        // exscan leaves rank 0's result alone: stage its input (in place) but never copy out
        r = st.ensure(st.stageRecv, R.bytes, 'staging for a collective receive buffer');
        if (spec.flags & F_INPLACE) {
          core.cover(r, R.bytes);
          core.u8.set(R.view, r);
        }
      } else {
        // The whole staging area is copied back when the run ends, so it starts as the buffer's
        // contents: elements no block writes (gaps between v-blocks, a longer buffer's tail) come
        // back unchanged, and in-place inputs (and bcast's root data) are there to be read.
        r = this.stagedRecv = st.ensure(st.stageRecv, R.bytes, 'staging for a collective receive buffer');
        core.cover(r, R.bytes);
        core.u8.set(R.view, r);
      }
    }
    let s = r;
    if (S !== null) {
      if (S.pack) {
        s = st.ensure(st.stageSend, S.bytes, 'staging for a collective send buffer');
        core.cover(s, S.bytes);
        packIn(S.pack, core.u8.subarray(s, s + S.bytes));
      } else if (S.ptr >= 0) s = S.ptr;
      else {
        s = st.ensure(st.stageSend, S.bytes, 'staging for a collective send buffer');
        core.cover(s, S.bytes);
        core.u8.set(S.view, s);
      }
    }
    let aux = 0;
    if (spec.aux) {
      aux = st.ensure(st.auxArea, spec.aux.byteLength, 'collective displacements');
      core.cover(aux, spec.aux.byteLength);
      core.i32.set(spec.aux, aux >>> 2);
    }
    const p = this.plan;
    core.x.schedStart(sched, this.seq, s, r, tmp, aux, p.sigA, p.sigB, p.sigC);
  }

  /** Runs the executor once; true when finished (successfully or not). */
  step(): boolean {
    const core = this.plan.st.comm.w.core;
    if (!this.started) {
      // A rank publishes its pointers and signature for collective `seq` in the slot line of
      // parity seq & 1, and stages through buffers reused every other collective: it may start
      // only when every peer has finished collective seq - 2, which still reads that line.
      if (!this.peersDone()) return false;
      this.started = true;
      try {
        this.start();
      } catch (e) {
        // Staging or packing failed (no shared memory left) before the schedule started: this rank
        // never runs it; its poisoned signature makes every peer that waits on it fail (ERR_ARG)
        // before reading anything of this rank's, instead of waiting for ever.
        this.error = e as Error;
        this.poison(POISON_ARG);
        this.finish();
        return true;
      }
    }
    const t = this.plan.st.comm.w.t;
    for (;;) {
      const pc = core.u32[(this.plan.sched + S_PC) >>> 2];
      let r = 0;
      try {
        r = core.x.schedRun(this.plan.sched, t.oversubscribed ? 1 : SPINS);
      } catch (e) {
        core.trap(e);
      }
      if (r === RUN_BLOCKED) {
        // a step done counts as progress for the deadlock detector (flags are not in its snapshot)
        if (core.u32[(this.plan.sched + S_PC) >>> 2] !== pc) t.noteProgress();
        const peer = core.u32[(this.plan.sched + S_WAIT_PEER) >>> 2] | 0;
        if (peer >= 0) this.desc.peer = this.plan.st.comm.members[peer];
        return false;
      }
      if (r === RUN_USER) {
        this.applyUser();
        continue;
      }
      if (r !== RUN_DONE) this.fail(r);
      else if (this.stagedRecv !== 0) {
        const R = this.spec.recv!;
        core.cover(this.stagedRecv, R.bytes);
        const staged = stagedView(this.plan.st, this.stagedRecv, R.bytes);
        if (R.pack) {
          try {
            unpackOut(R.pack, staged); // the peers are done with it: a failure is this rank's alone
          } catch (e) {
            this.error = e as Error;
          }
        } else R.view.set(staged);
      }
      this.finish();
      return true;
    }
  }

  private finish(): void {
    this.done = true;
    if (this.plan.oneOff) this.plan.st.comm.w.core.x.shmFree(this.plan.sched);
  }

  /** True when every other member has completed collective seq - 2 (its flag reached that DONE). */
  private peersDone(): boolean {
    if (this.seq < 2) return true;
    const st = this.plan.st;
    const core = st.comm.w.core;
    const target = ((this.seq - 2) * STEPS + STEP_DONE) | 0;
    const me = st.comm.rank;
    const p = st.comm.size;
    const i32 = core.i32;
    const seen = (st.slots >>> 2) + p;
    for (let q = 0; q < p; q++) {
      if (q === me || ((i32[seen + q] - target) | 0) >= 0) continue; // flags only grow: seen before
      const slot = core.u32[(st.slots >>> 2) + q];
      const flag = (i32[seen + q] = Atomics.load(i32, slot >>> 2));
      if (((flag - target) | 0) < 0) {
        this.desc.peer = st.comm.members[q];
        // not an executor wait: a sleeping rank must be woken by the peer's DONE (any post)
        Atomics.store(core.i32, (rankCtl(core, st.comm.w.rank) + R_WAIT_KIND) >>> 2, 0);
        return false;
      }
    }
    return true;
  }

  private fail(r: number): void {
    const { st, sched } = this.plan;
    const comm = st.comm;
    const core = comm.w.core;
    const peer = core.u32[(sched + S_WAIT_PEER) >>> 2] | 0;
    const where = `${this.spec.call} on ${comm.name} (rank ${comm.rank} of ${comm.size})`;
    if (r === RUN_MISMATCH) {
      const line = slotSigAddr(st.slot, this.seq) >>> 2;
      const theirs = slotSigAddr(core.u32[(st.slots >>> 2) + peer], this.seq) >>> 2;
      core.refresh();
      const m = mismatchError(core.u32, core.i32, sched, line, theirs, this.spec.op !== null, where, peer);
      this.error = m.error;
      this.poison(m.type ? POISON_TYPE : POISON_ARG);
    } else {
      this.error = new WasmpiError('ERR_OP', `${where}: the reduction kernels reject this op and type`);
    }
  }

  /**
   * Poisons this rank's signature for this collective (its first word, never a wildcard: the others
   * stay, so a peer can still tell a type mismatch) and passes every step, so that each peer's next
   * wait on this rank (every wait checks the signature before anything is read) fails the same way
   * instead of hanging.
   */
  private poison(word: number): void {
    const st = this.plan.st;
    const comm = st.comm;
    const core = comm.w.core;
    core.refresh();
    core.u32[slotSigAddr(st.slot, this.seq) >>> 2] = word;
    Atomics.store(core.i32, st.slot >>> 2, (this.seq * STEPS + STEP_DONE) | 0);
    for (const w of comm.members) if (w !== comm.w.rank) core.x.doorbellRing(w);
  }

  private applyUser(): void {
    const core = this.plan.st.comm.w.core;
    const u = this.plan.user!;
    const n = core.global('userCount') * u.lanes;
    const buf = core.buffer();
    const a = new u.ctor(buf, core.global('userA'), n);
    // the function gets a copy of the accumulator: it may be the destination too
    const inout = new u.ctor(buf, core.global('userB'), n).slice();
    u.fn(inout, a);
    new Uint8Array(buf, core.global('userDst'), inout.byteLength).set(
      new Uint8Array(inout.buffer, 0, inout.byteLength),
    );
  }

  /** Blocks until finished; throws the run's error. */
  wait(): void {
    if (!this.poll()) {
      const t = this.plan.st.comm.w.t;
      try {
        t.block(this.ready, this.desc);
      } catch (e) {
        this.abandon(e);
      }
    }
    if (this.error !== null) throw this.error;
  }

  /** A wait on it failed (a peer died): drop it and everything queued behind it. */
  abandon(e: unknown): never {
    const st = this.plan.st;
    const q = st.queue;
    for (const r of q) {
      if (r.done) continue;
      r.error = e as Error;
      r.done = true;
      // the schedule is this rank's own (peers never read it): a one-off one can go now
      if (r.plan.oneOff) st.comm.w.core.x.shmFree(r.plan.sched);
    }
    q.length = 0;
    st.comm.w.t.removeProgressHook(st.poller);
    st.hooked = false;
    throw e;
  }
}
