// A window's working parts at one rank, shared by the calls (ops.ts), the synchronisations
// (sync.ts) and the public class (win.ts): the state the engines share, the argument records, the
// epoch state machine, the conflict log, the staged arrays, and the engine of each target.
import { fail, show } from '../errors.js';
import { Group } from '../group/group.js';
import { PROC_NULL } from '../constants.js';
import type { Engine } from './engine.js';
import type { WinState } from './state.js';
import { Args } from './args.js';
import { Epoch } from './epoch.js';
import { Conflicts } from './conflict.js';
import { ShmEngine } from './shm_engine.js';
import { makeNetEngine } from './net_engine.js';
import type { Staged } from './staged.js';
import type { Dynamic } from './dynamic.js';

export class Inner {
  readonly a: Args;
  readonly ep: Epoch;
  readonly conf = new Conflicts();
  readonly shm: ShmEngine;
  private netE: Engine | null = null;
  /** Arrays outside the world's memory in the window (create, attach): synchronised at epochs. */
  readonly staged: Staged[] = [];
  dyn: Dynamic | null = null;
  /** This rank's segment to free with the window (0: none or not its own). */
  ownSeg = 0;
  freed = false;
  private rankOf: Map<number, number> | null = null;

  constructor(readonly st: WinState) {
    this.a = new Args(st);
    this.ep = new Epoch(st.size, this.a.whereFn);
    this.shm = new ShmEngine(st);
  }

  /** The engine of window rank `r`: the one place that tells a target of this process from one of
   *  another. */
  engine(r: number): Engine {
    return this.st.local[r] === 1 ? this.shm : this.net();
  }

  private net(): Engine {
    return (this.netE ??= makeNetEngine(this.st));
  }

  /** Flushes every target of another process (fence, complete); nothing to do in one process. */
  flushRemote(ranks: Int32Array | null): void {
    const st = this.st;
    if (st.amComm === null) return;
    const n = ranks === null ? st.size : ranks.length;
    for (let i = 0; i < n; i++) {
      const r = ranks === null ? i : ranks[i];
      if (st.local[r] === 0) this.net().flush(st, r);
    }
  }

  /** Ends the window in its engines (free). */
  close(): void {
    this.shm.close(this.st);
    this.netE?.close(this.st);
  }

  live(call: string): void {
    if (this.freed)
      fail('ERR_WIN', `${call} on ${this.st.name}: the window was freed: expected a window not yet freed`);
    if (this.st.w.finalized)
      fail(
        'ERR_WIN',
        `${call} on ${this.st.name}: rank ${this.st.w.rank} has called finalize(): expected the window's calls before it`,
      );
  }

  /** Window ranks of a group's members (PSCW). */
  groupRanks(group: unknown, call: string): Int32Array {
    if (!(group instanceof Group)) fail('ERR_ARG', `${this.a.where(call)}: expected a Group, got ${show(group)}`);
    if (this.rankOf === null) this.rankOf = new Map(Array.from(this.st.members, (w, r) => [w, r]));
    const out = new Int32Array(group.members.length);
    for (let i = 0; i < out.length; i++) {
      const r = this.rankOf.get(group.members[i]);
      if (r === undefined)
        fail(
          'ERR_RANK',
          `${this.a.where(call)}: world rank ${group.members[i]} of the group is not a member of the window: ` +
            'expected a group of the window (win.group and its subgroups)',
        );
      out[i] = r;
    }
    return out;
  }

  toSegment(): void {
    for (const s of this.staged) s.toSegment();
  }

  toArray(): void {
    for (const s of this.staged) s.toArray();
  }

  /** A window rank argument (lock, flush, sharedQuery): -1 for PROC_NULL when `procNull`. */
  rankArg(r: unknown, call: string, procNull: boolean): number {
    if (typeof r === 'number' && r >= 0 && r < this.st.size && (r | 0) === r) return r;
    if (procNull && r === PROC_NULL) return -1;
    fail(
      'ERR_RANK',
      `${this.a.where(call)}: target ${show(r)} is out of range: expected an integer 0 <= target < ${this.st.size}` +
        (procNull ? ' or PROC_NULL' : ''),
    );
  }
}
