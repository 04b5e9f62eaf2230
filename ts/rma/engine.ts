// The seam between a window (win.ts) and what moves its bytes: one engine for targets in this
// process (shm_engine.ts: the origin works on the target's segment itself) and one for targets in
// other processes (net_engine.ts: active messages to the target process's network thread). A call
// is checked and normalised (args.ts) before it reaches an engine; the engine is picked per target
// in one place (ops.ts, engineFor).
import type { Datatype } from '../datatype/type.js';
import type { WinState } from './state.js';

/** One side of an operation after argument checks: where the target bytes are. */
export interface TargetSpec {
  /** window rank of the target */
  rank: number;
  /** its world rank */
  world: number;
  /** byte displacement in the target segment (dynamic: absolute address) */
  offset: number;
  /** target datatype (committed); contiguous when type.isContig */
  type: Datatype;
  /** target count */
  count: number;
  /** packed bytes (= origin packed bytes) */
  bytes: number;
  /** element type code (TYPE_*) for accumulates, 0 for put/get */
  elem: number;
}

export interface Engine {
  /** Packed origin bytes at shared address src go to the target. src may be reused when it returns. */
  put(win: WinState, t: TargetSpec, src: number): void;
  /** Target bytes, packed, to shared address dst; done() (may be null) when they have landed
   *  (at once in one process; on reply across processes, at the latest by the next flush). */
  get(win: WinState, t: TargetSpec, dst: number, done: (() => void) | null): void;
  /** dst op= src, per element; with result != 0 the old values go there packed (fetch). */
  acc(win: WinState, t: TargetSpec, src: number, result: number, op: number, done: (() => void) | null): void;
  cas(win: WinState, t: TargetSpec, origin: number, compare: number, result: number, done: (() => void) | null): void;
  /** Blocks until the lock of window rank t is held. */
  lock(win: WinState, t: number, exclusive: boolean): void;
  /** Completes the operations to t first. */
  unlock(win: WinState, t: number, exclusive: boolean): void;
  /** Every operation to t complete at the target and the origin. */
  flush(win: WinState, t: number): void;
  flushLocal(win: WinState, t: number): void;
  /** Ends the window in this engine (free): nothing may be outstanding. */
  close(win: WinState): void;
}
