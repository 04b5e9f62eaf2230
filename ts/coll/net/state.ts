// What a communicator that spans processes keeps for its collectives: how its ranks fall into
// processes, the sub-communicator of this rank's process (made at the first collective that needs
// it) and the queue that runs its collectives one at a time, in start order (as the shared-memory
// path does: the point-to-point messages of consecutive collectives then match in order). It lives
// in the communicator's `coll` slot (ts/coll/coll_comm.ts): made, found and released here.
import type { CollComm, CollSlot, ProcessComm } from '../coll_comm.js';
import type { RankWorld } from '../../comm/world.js';

export interface ProcLayout {
  /** The comm ranks of each process, ascending; processes ordered by their lowest rank. */
  procs: Int32Array[];
  /** Each process's lowest comm rank (its leader), in that order. */
  leaders: Int32Array;
  /** Each comm rank's process index and index within its process. */
  procOfRank: Int32Array;
  localOfRank: Int32Array;
  /** Every process's ranks are consecutive: combining processes in leader order is rank order. */
  contiguous: boolean;
}

/** A started run as the communicator's queue holds it (run.ts, NetRun): only the head runs. */
export interface QueuedNetRun {
  readonly done: boolean;
  /** Runs the steps it can (the queue's head); true once it has finished. */
  step(): boolean;
  /** Withdraws what it posted and records `e` as what failed it. */
  fail(e: Error): void;
  /** Ends it (frees a one-shot run's schedule). */
  finish(): void;
  /** Advances the queue; true once this run has finished. */
  poll(): boolean;
  /** Advances the queue until this run has finished; throws what failed it. */
  wait(): void;
}

export class NetState implements CollSlot {
  readonly layout: ProcLayout;
  /** The sub-communicator of this rank's process; null while not made (or a process of one rank). */
  local: ProcessComm | null = null;
  readonly queue: QueuedNetRun[] = [];
  hooked = false;
  /** A poll of the queue is running (state of run.ts). */
  busy = false;
  readonly poller = (): void => {
    const h = this.queue[0];
    if (h !== undefined) h.poll();
  };

  /** The ranks after and before this one (-1: none) on the path through every process (each
   *  process's ranks in order, the processes in order) that the signature check of every
   *  collective follows (sig.ts): a path, not a ring, crosses between processes once per process
   *  boundary, and its first rank (rank 0) waits for no check. */
  readonly next: number;
  readonly prev: number;

  constructor(readonly comm: CollComm) {
    this.layout = layoutOf(comm.w, comm.members);
    const path = this.layout.procs.flatMap((a) => [...a]);
    const at = path.indexOf(comm.rank);
    this.next = at + 1 < path.length ? path[at + 1] : -1;
    this.prev = at > 0 ? path[at - 1] : -1;
  }

  get me(): number {
    return this.comm.rank;
  }
  get myProc(): number {
    return this.layout.procOfRank[this.comm.rank];
  }
  get localSize(): number {
    return this.layout.procs[this.myProc].length;
  }
  get isLeader(): boolean {
    return this.layout.localOfRank[this.comm.rank] === 0;
  }
}

function layoutOf(w: RankWorld, members: Int32Array): ProcLayout {
  const procOf = w.procOf!;
  const p = members.length;
  const byProc = new Map<number, number[]>();
  for (let r = 0; r < p; r++) {
    const k = procOf[members[r]];
    let a = byProc.get(k);
    if (a === undefined) byProc.set(k, (a = []));
    a.push(r);
  }
  // insertion order is by lowest rank, since ranks were visited in order
  const procs = [...byProc.values()].map((a) => Int32Array.from(a));
  const procOfRank = new Int32Array(p);
  const localOfRank = new Int32Array(p);
  let contiguous = true;
  procs.forEach((a, k) => {
    a.forEach((r, i) => {
      procOfRank[r] = k;
      localOfRank[r] = i;
    });
    if (a[a.length - 1] - a[0] !== a.length - 1) contiguous = false;
  });
  return { procs, leaders: Int32Array.from(procs, (a) => a[0]), procOfRank, localOfRank, contiguous };
}

/** The state of `comm`, a communicator that spans processes (its slot never holds the
 *  shared-memory state: ts/coll/exec/state.ts). */
export function netState(comm: CollComm): NetState {
  let s = comm.coll as NetState | null;
  if (s === null) comm.coll = s = new NetState(comm);
  return s;
}

/**
 * Releases what a communicator that spans processes holds for its collectives (comm.free, which
 * is collective): completes this rank's queued runs, then frees its process's sub-communicator
 * (collective among the process's ranks, which free it at the same call).
 */
export function releaseNetState(comm: CollComm): void {
  const s = comm.coll;
  if (!(s instanceof NetState)) return;
  comm.coll = null;
  for (const r of s.queue.slice()) {
    try {
      r.wait();
    } catch {
      // the error belongs to the run's request
    }
  }
  s.local?.free();
  s.local = null;
}
