// Per-rank state shared by every communicator of the rank.
import type { Core } from '../core/core.js';
import type { Transport } from '../transport/transport.js';
import type { Tuning } from '../coll/select/choose.js';
import type { HwTopology } from '../hw/index.js';
import type { BsendBuffer } from './bsend.js';

export interface RankWorld {
  core: Core;
  t: Transport;
  rank: number;
  size: number;
  finalized: boolean;
  /** What finalize() does with requests still active: throw ERR_PENDING (default) or warn. */
  pending?: 'error' | 'warn';
  /** The machine and each world rank's PU (comm/hw.ts; a flat machine when the host gave none). */
  hw?: { topo: HwTopology; place: Int32Array };
  /** Collective algorithm selection: cost parameters and WASMPI_TUNE rules (defaults when absent). */
  tuning?: Tuning;
  /** The process each world rank runs in, when the world spans several processes (a job launched
   *  by mpiexec or `wasmpi run --procs`); undefined in a world of one process. */
  procOf?: Int32Array;
  /** procOf is simulated (WASMPI_SIM_PROCS): every rank still runs in this process, over this
   *  memory, and no network thread stands in for any (one-sided windows reach every segment). */
  simulated?: boolean;
  /** The buffer attached for buffered sends (bufferAttach), if any. */
  bsend?: BsendBuffer | null;
}

/** Whether the world ranks `members` live in more than one process: their collectives then run
 *  over point-to-point between processes (ts/coll/net), not over one shared memory. */
export function spansProcs(w: RankWorld, members: ArrayLike<number>): boolean {
  const p = w.procOf;
  if (p === undefined || members.length < 2) return false;
  const first = p[members[0]];
  for (let i = 1; i < members.length; i++) if (p[members[i]] !== first) return true;
  return false;
}

/** Whether the world ranks `members` live in more than one memory: processes, not simulated ones
 *  (one-sided windows then reach the segments of other processes through their network threads). */
export function spansMemories(w: RankWorld, members: ArrayLike<number>): boolean {
  return w.simulated !== true && spansProcs(w, members);
}

/** Context ids of one process in a job: each process's counter starts at the same value, so the
 *  ids it hands out are offset by its index times this. */
const CTX_STRIDE = 1 << 22;

/** `n` fresh context ids (consecutive) from this process's counter. Only one rank allocates for a
 *  new communicator and tells the others, so ids never collide within a process; in a job of
 *  several processes each process's ids lie in a range of their own, so they never collide there
 *  either (a process's ranks take part in communicators made by other processes' ranks). */
export function ctxAlloc(w: RankWorld, n: number): number {
  const c = w.core.x.ctxAlloc(n);
  return w.procOf === undefined ? c : c + w.procOf[w.rank] * CTX_STRIDE;
}
