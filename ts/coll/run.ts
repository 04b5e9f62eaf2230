// One started collective: binds buffers to a built schedule, runs it through the core's executor
// (one at a time per communicator, in start order), applies user-defined reductions when the
// executor asks, and copies staged results out. Blocking, nonblocking and persistent collectives
// all run through here.
import { WasmpiError } from '../errors.js';
import { OP_COLL, BlockDesc } from '../transport/blocked.js';
import type { TypedArrayCtor } from '../datatype/datatype.js';
import type { CollState } from './state.js';

const SPINS = 2000; // executor rounds per wait before returning to the shell (which then sleeps)

/** What a run reads and writes: byte ranges in shared memory, and where staged data goes. */
export interface Binding {
  send: number;
  recv: number;
  tmp: number;
  aux: number;
  /** Copy-in before the run (user array -> staging), copy-out after it. */
  copyIn: (() => void) | null;
  copyOut: (() => void) | null;
}

export interface UserReduce {
  fn: (inout: any, input: any) => void;
  ctor: TypedArrayCtor;
  /** Typed-array elements per reduced element (pairs: 2). */
  lanes: number;
}

export class CollRun {
  done = false;
  error: unknown = null;
  readonly desc: BlockDesc;
  private started = false;
  private seq = 0;
  private bind: Binding | null = null;

  constructor(
    readonly st: CollState,
    readonly sched: number,
    private readonly binder: (seq: number) => Binding,
    readonly sig: [number, number, number],
    readonly call: string,
    readonly user: UserReduce | null,
    readonly esize: number,
    /** Runs after completion (frees a one-off schedule). */
    readonly onDone: (() => void) | null,
  ) {
    const comm = st.comm;
    this.desc = { op: OP_COLL, peer: -1, tag: -1, ctx: comm.ctx + 1, members: comm.members };
  }

  /** Queues the run behind the communicator's earlier collectives and runs what it can. */
  enqueue(): void {
    this.st.queue.push(this);
    this.seq = this.st.seq++;
    this.poll();
  }

  /** Advances the communicator's queue; true when this run has finished. */
  poll(): boolean {
    if (this.done) return true;
    const q = this.st.queue;
    while (q.length > 0) {
      const head = q[0];
      if (!head.step()) break;
      q.shift();
      if (head === this) break;
    }
    return this.done;
  }

  /** Runs the executor once; true when finished (successfully or not). */
  private step(): boolean {
    const core = this.st.comm.w.core;
    const x = core.x;
    if (!this.started) {
      // A rank publishes its pointers and signature for collective `seq` in the slot line of
      // parity seq & 1, and stages through buffers reused every other collective: it may start
      // only when every peer has finished collective seq - 2, which still reads that line.
      if (!this.peersDone()) return false;
      this.started = true;
      const b = (this.bind = this.binder(this.seq));
      b.copyIn?.();
      x.schedStart(this.sched, this.seq, b.send, b.recv, b.tmp, b.aux, this.sig[0], this.sig[1], this.sig[2]);
    }
    for (;;) {
      let r = 0;
      try {
        r = x.schedRun(this.sched, SPINS);
      } catch (e) {
        core.trap(e);
      }
      if (r === 1) {
        const peer = core.u32[(this.sched + 44) >> 2] | 0;
        if (peer >= 0) this.desc.peer = this.st.comm.members[peer];
        return false;
      }
      if (r === 2) {
        this.applyUser();
        continue;
      }
      if (r < 0) this.fail(r);
      else this.bind!.copyOut?.();
      this.finish();
      return true;
    }
  }

  private finish(): void {
    this.done = true;
    this.onDone?.();
  }

  /** True when every other member has completed collective seq - 2 (its flag reached that DONE). */
  private peersDone(): boolean {
    if (this.seq < 2) return true;
    const core = this.st.comm.w.core;
    const k = core.k;
    const target = ((this.seq - 2) * k.STEPS + k.STEP_DONE) | 0;
    const me = this.st.comm.rank;
    const p = this.st.comm.size;
    for (let q = 0; q < p; q++) {
      if (q === me) continue;
      const slot = core.u32[(this.st.slots >> 2) + q];
      if (((Atomics.load(core.i32, slot >> 2) - target) | 0) < 0) {
        this.desc.peer = this.st.comm.members[q];
        return false;
      }
    }
    return true;
  }

  private fail(r: number): void {
    const comm = this.st.comm;
    const core = comm.w.core;
    const peer = core.u32[(this.sched + 44) >> 2] | 0;
    const where = `${this.call} on ${comm.name} (rank ${comm.rank} of ${comm.size})`;
    if (r === -2) {
      this.error = new WasmpiError('ERR_ARG', `${where}: rank ${peer} called a collective that does not match this one ` +
        `(another collective, root, message size or op); every rank of the communicator must make the same collective calls ` +
        `in the same order with matching arguments`);
      // Poison this rank's signature and pass every step, so that each peer's next wait on this rank
      // fails the same way instead of hanging.
      core.x.schedStart(this.sched, this.seq, 0, 0, 0, 0, 0xfffffffe, 0xfffffffe, 0xfffffffe);
      Atomics.store(core.i32, this.st.slot >> 2, (this.seq * core.k.STEPS + core.k.STEP_DONE) | 0);
      for (const w of comm.members) if (w !== comm.w.rank) core.x.doorbellRing(w);
    } else {
      this.error = new WasmpiError('ERR_OP', `${where}: the reduction kernels reject this op and type`);
    }
  }

  private applyUser(): void {
    const core = this.st.comm.w.core;
    const u = this.user!;
    const n = core.global('userCount') * u.lanes;
    const buf = core.buffer();
    const a = new u.ctor(buf, core.global('userA'), n);
    const inout = new u.ctor(buf, core.global('userB'), n).slice();
    u.fn(inout, a);
    new u.ctor(buf, core.global('userDst'), n).set(inout as any);
  }

  /** Blocks until finished; throws the run's error. */
  wait(): void {
    if (!this.poll()) {
      const t = this.st.comm.w.t;
      try {
        t.block(() => this.poll(), this.desc);
      } catch (e) {
        this.abandon(e);
      }
    }
    if (this.error) throw this.error;
  }

  /** A wait on it failed (a peer died): drop it and everything queued behind it. */
  abandon(e: unknown): never {
    const q = this.st.queue;
    for (const r of q) if (!r.done) { r.error = e; r.done = true; }
    q.length = 0;
    throw e;
  }
}
