// Per-communicator collective state: this rank's slot (flag + published pointers), the table of
// every member's slot, scratch and staging buffers, the collective sequence number, the cached
// plans and the queue that runs one collective at a time per communicator (nonblocking ones start
// in call order). It lives in the communicator's `coll` slot (ts/coll/coll_comm.ts): made, found
// and released here.
import type { CollComm, CollSlot } from '../coll_comm.js';
import { allgatherInt32, barrier as internalBarrier } from './int32.js';
import { SLOT_BYTES } from '../../core/abi.js';
import type { CollSpec, UserReduce } from './spec.js';
import type { Op } from '../op.js';
import type { AlgInfo, CollName } from '../select/table.js';
import { Datatype } from '../../datatype/type.js';

export interface Area {
  ptr: number;
  bytes: number;
}

/** What every run of one call shape shares. */
export interface Plan {
  st: CollState;
  alg: AlgInfo;
  sched: number;
  sigA: number;
  sigB: number;
  sigC: number;
  tmpBytes: number;
  user: UserReduce | null;
  /** Frees the schedule after the run (v-variants, built per call; a persistent request freed
   *  while its run was still going). */
  oneOff: boolean;
  /** The call shape it serves (compared field by field: cheaper than building a key string). */
  coll: CollName;
  count: number;
  type: Datatype;
  op: Op | null;
  root: number;
  flags: number;
  algorithm: unknown;
  sig: number | undefined;
}

/** A started run as its communicator's queue holds it (run.ts, CollRun): only the head runs. */
export interface QueuedRun {
  readonly plan: Plan;
  done: boolean;
  error: Error | null;
  /** Makes a finished run the run of another call (a blocking call's reusable run). */
  reuse(plan: Plan, spec: CollSpec): this;
  /** Joins the queue (`blocking`: its rank waits in it at once). */
  enqueue(blocking?: boolean): void;
  /** One round of the executor on the queue's head; true once the run has finished. */
  step(): boolean;
  /** Advances the queue; true once this run has finished. */
  poll(): boolean;
  /** Advances the queue until this run has finished; throws what failed it. */
  wait(): void;
}

export class CollState implements CollSlot {
  /** Address of this rank's slot; `members`: u32[P] in shared memory; `slots`: u32[2P], each
   *  member's slot address and then the last value this rank read of each member's flag (flags only
   *  grow: a peer seen past a step need not be read again for it; the executor and run.ts,
   *  peersDone, keep it). */
  readonly slot: number;
  readonly slots: number;
  readonly members: number;
  /** Collectives started on this communicator so far (the same on every member). */
  seq = 0;
  /** Scratch per parity of seq (peers read it), and staging for arrays outside shared memory. */
  readonly tmp: Area[] = [
    { ptr: 0, bytes: 0 },
    { ptr: 0, bytes: 0 },
  ];
  /** Scratch areas replaced by larger ones (peers may still read them): freed with the state. */
  readonly retired: number[] = [];
  readonly stageSend: Area = { ptr: 0, bytes: 0 };
  readonly stageRecv: Area = { ptr: 0, bytes: 0 };
  readonly auxArea: Area = { ptr: 0, bytes: 0 };
  /** Started and not yet finished, in start order: only the head runs. */
  readonly queue: QueuedRun[] = [];
  /** Plans (algorithm, schedule, signature) of non-persistent calls, by call shape. */
  readonly plans = new Map<string, Plan>();
  /** The most recently used plans, most recent first. */
  readonly recent: Plan[] = [];
  /** Plans compiled by a commit for persistent calls not made yet (ts/coll/exec/start.ts). */
  readonly precompiled: Plan[] = [];

  /** The spec of this communicator's blocking calls, refilled by each (ts/coll/api/dispatch.ts, specOf),
   *  and the run they reuse (run.ts, blockingRun): a blocking collective makes no object. */
  readonly spec: CollSpec = {
    call: '',
    coll: 'barrier',
    send: null,
    recv: null,
    count: 0,
    type: Datatype.BYTE,
    op: null,
    root: 0,
    flags: 0,
    algorithm: undefined,
    vec: undefined,
    aux: undefined,
    vecFixed: undefined,
    bytes: undefined,
    scratch: undefined,
    sig: undefined,
  };
  blockRun: QueuedRun | null = null;
  /** The last view of staging that a run copied its result back from (run.ts, stagedView). */
  staged: Uint8Array | null = null;

  /** Whether `poller` is registered with the transport (a blocking call on an empty queue with no
   *  other collectives in flight runs without it). */
  hooked = false;

  /** Advances the queue's head (registered with the transport while the queue is not empty). */
  readonly poller = (): void => {
    const h = this.queue[0];
    if (h !== undefined) h.poll();
  };

  constructor(readonly comm: CollComm) {
    const { core, t } = comm.w;
    const p = comm.size;
    this.slot = t.alloc(SLOT_BYTES, 'a collective slot');
    core.cover(this.slot, SLOT_BYTES);
    core.u8.fill(0, this.slot, this.slot + SLOT_BYTES);
    // the flag starts at -1, "collective -1 done": below step 0 of collective 0, whose signal says
    // that this rank's signature is published (the arrival check, assembly/coll/emit.ts)
    core.i32[this.slot >>> 2] = -1;
    const all = allgatherInt32(comm, Int32Array.of(this.slot));
    this.slots = t.alloc(8 * p, 'the collective slot table');
    core.cover(this.slots, 8 * p);
    core.i32.fill(-1, (this.slots >>> 2) + p, (this.slots >>> 2) + 2 * p); // the flags seen: -1 as above
    this.members = t.alloc(4 * p, 'the member table');
    core.cover(this.members, 4 * p);
    core.i32.set(all, this.slots >>> 2);
    core.i32.set(comm.members, this.members >>> 2);
  }

  /** Makes `a` hold at least `bytes` (never shrinks; freed with the communicator). */
  ensure(a: Area, bytes: number, what: string): number {
    if (a.bytes < bytes) {
      const t = this.comm.w.t;
      if (a.ptr) this.comm.w.core.x.shmFree(a.ptr);
      const size = Math.max(bytes, 64, a.bytes * 2);
      a.ptr = t.alloc(size, what);
      a.bytes = size;
    }
    return a.ptr;
  }
}

/**
 * Releases the collective state of `comm` (called by comm.free(), which is collective): the slot,
 * the slot and member tables, both scratch areas and the ones they replaced, the staging areas and
 * the cached plans' schedules.
 *
 * Peers read this rank's slot (flags, published pointers) and scratch during their own runs, and
 * may still do so after this rank finished its last collective (e.g. a shm-flat reader copying the
 * root's scratch). So the release first completes this rank's queued runs (pending nonblocking and
 * persistent collectives complete normally, as MPI requires of comm_free), then synchronises with
 * every member (a barrier over the communicator's collective context, point-to-point, touching none
 * of this state): once every member is past it, every member has completed all its collectives on
 * `comm` and nobody can read the state any more. Persistent requests of `comm` that are still
 * around keep their own schedules (freed by their free()); starting one raises ERR_COMM.
 * When the barrier fails (a peer died), the state is not freed and the error propagates.
 */
export function releaseCollState(comm: CollComm): void {
  const st = comm.coll;
  if (!(st instanceof CollState)) return;
  comm.coll = null;
  for (const r of st.queue.slice()) {
    try {
      r.wait();
    } catch {
      // the error belongs to the run's request (recorded on the run)
    }
  }
  if (comm.size > 1) internalBarrier(comm);
  const x = comm.w.core.x;
  for (const p of st.plans.values()) x.shmFree(p.sched);
  st.plans.clear();
  for (const p of st.precompiled) x.shmFree(p.sched);
  st.precompiled.length = 0;
  st.recent.length = 0;
  for (const a of [...st.tmp, st.stageSend, st.stageRecv, st.auxArea]) {
    if (a.ptr) x.shmFree(a.ptr);
    a.ptr = 0;
    a.bytes = 0;
  }
  for (const p of st.retired) x.shmFree(p);
  st.retired.length = 0;
  x.shmFree(st.slot);
  x.shmFree(st.slots);
  x.shmFree(st.members);
}

/** The collective state of `comm`, created by its first collective call (collective itself). */
export function collState(comm: CollComm): CollState {
  // the slot holds this state unless the communicator spans processes, whose collectives never ask
  // for it (they keep ts/coll/net/state.ts's there)
  let s = comm.coll as CollState | null;
  if (s === null) comm.coll = s = new CollState(comm);
  return s;
}
