// What a communicator that spans processes keeps for its collectives: how its ranks fall into
// processes, the sub-communicator of this rank's process (made at the first collective that needs
// it) and the queue that runs its collectives one at a time, in start order (as the shared-memory
// path does: the point-to-point messages of consecutive collectives then match in order).
import type { Comm } from '../../comm/comm.js';
import type { RankWorld } from '../../comm/world.js';
import type { NetRun } from './run.js';

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

export class NetState {
  readonly layout: ProcLayout;
  /** The sub-communicator of this rank's process; null while not made (or a process of one rank). */
  local: Comm | null = null;
  readonly queue: NetRun[] = [];
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

  constructor(readonly comm: Comm) {
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

const states = new WeakMap<Comm, NetState>();

export function netState(comm: Comm): NetState {
  let s = states.get(comm);
  if (s === undefined) states.set(comm, (s = new NetState(comm)));
  return s;
}

/**
 * Releases what a communicator that spans processes holds for its collectives (comm.free, which
 * is collective): completes this rank's queued runs, then frees its process's sub-communicator
 * (collective among the process's ranks, which free it at the same call).
 */
export function releaseNetState(comm: Comm): void {
  const s = states.get(comm);
  if (s === undefined) return;
  states.delete(comm);
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
