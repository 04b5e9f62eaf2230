// The engine for targets in this process: the origin does everything itself on the target's
// segment, so an operation is complete when its call returns and passive target is truly passive
// (the target runs no code). put copies (or scatters with the target type's program), get the
// reverse, the accumulates run the core's RMA kernels (assembly/rma/: atomic per element for
// integer types, under the target's WR_ACC_LOCK for the others). A lock waits in the transport's
// block, counted among the lock's waiters so that the unlock rings this process's doorbells.
import { OP_RMA, ANY, type BlockDesc } from '../transport/blocked.js';
import { lockRemoteWaiting, lockWaiting } from '../transport/win_words.js';
import { WR_ACC_LOCK, WR_LOCK } from '../core/abi.js';
import { programIn } from '../datatype/pack.js';
import { datatypeByCode } from '../datatype/type.js';
import { fail } from '../errors.js';
import type { CoreExports } from '../core/core.js';
import type { Engine, TargetSpec } from './engine.js';
import type { WinState } from './state.js';

/** Packed bytes of one element of each accumulate type code (filled from the datatypes). */
export const ELEM_BYTES = new Int32Array(32);
for (let c = 1; c < ELEM_BYTES.length; c++) ELEM_BYTES[c] = datatypeByCode(c)?.size ?? 0;

export class ShmEngine implements Engine {
  private readonly x: CoreExports;
  // the lock being waited for (the ready closure below reads them: one closure per window)
  private wAddr = 0;
  private wExcl = 0;
  private readonly ready: () => boolean;
  private readonly desc: BlockDesc;

  constructor(private readonly st: WinState) {
    this.x = st.core.x;
    this.ready = () => this.x.rmaLockTry(this.wAddr, this.wExcl) === 1;
    this.desc = { op: OP_RMA, peer: ANY, tag: 0, ctx: st.syncComm.ctx, members: st.members };
  }

  /** Address of the target bytes' origin (item 0) in this process's memory. */
  private addr(win: WinState, t: TargetSpec): number {
    return win.base[t.rank] + t.offset;
  }

  put(win: WinState, t: TargetSpec, src: number): void {
    if (t.bytes === 0) return;
    const dst = this.addr(win, t);
    const core = win.core;
    if (t.type.isContig) core.x.copy(dst + t.type.trueLb, src, t.bytes);
    else core.x.dtUnpack(programIn(core, t.type), t.count, src, dst);
  }

  get(win: WinState, t: TargetSpec, dst: number, done: (() => void) | null): void {
    if (t.bytes !== 0) {
      const src = this.addr(win, t);
      const core = win.core;
      if (t.type.isContig) core.x.copy(dst, src + t.type.trueLb, t.bytes);
      else core.x.dtPack(programIn(core, t.type), t.count, src, dst);
    }
    if (done !== null) done();
  }

  acc(win: WinState, t: TargetSpec, src: number, result: number, op: number, done: (() => void) | null): void {
    if (t.bytes !== 0) {
      const dst = this.addr(win, t);
      const lock = win.entry[t.rank] + WR_ACC_LOCK;
      const r = t.type.isContig
        ? this.x.rmaAcc(op, t.elem, dst + t.type.trueLb, src, result, t.bytes / ELEM_BYTES[t.elem], lock)
        : this.x.rmaAccTyped(programIn(win.core, t.type), t.count, dst, op, t.elem, src, result, lock);
      if (r !== 0) fail('ERR_INTERN', `the core refused accumulate op ${op} on element type ${t.elem}`);
    }
    if (done !== null) done();
  }

  cas(win: WinState, t: TargetSpec, origin: number, compare: number, result: number, done: (() => void) | null): void {
    const dst = this.addr(win, t) + t.type.trueLb;
    this.x.rmaCas(t.elem, dst, compare, origin, result, win.entry[t.rank] + WR_ACC_LOCK);
    if (done !== null) done();
  }

  lock(win: WinState, t: number, exclusive: boolean): void {
    const addr = win.entry[t] + WR_LOCK;
    const ex = exclusive ? 1 : 0;
    if (this.x.rmaLockTry(addr, ex) === 1) return;
    this.wAddr = addr;
    this.wExcl = ex;
    this.desc.tag = win.members[t];
    const core = win.core;
    lockWaiting(core, win.entry[t], 1);
    try {
      win.t.block(this.ready, this.desc);
    } finally {
      lockWaiting(core, win.entry[t], -1);
    }
  }

  unlock(win: WinState, t: number, exclusive: boolean): void {
    const entry = win.entry[t];
    const waiters = this.x.rmaUnlock(entry + WR_LOCK, exclusive ? 1 : 0);
    if (waiters > 0) this.ringLocal(win);
    if (lockRemoteWaiting(win.core, entry) > 0) this.ringRemote(win);
  }

  /** Wakes the members of this process (a waiter for the lock sleeps on its doorbell). */
  private ringLocal(win: WinState): void {
    const x = win.core.x;
    for (let r = 0; r < win.members.length; r++)
      if (win.local[r] === 1 && r !== win.rank) x.doorbellRing(win.members[r]);
  }

  /** Wakes this process's network thread, which queues the lock requests of other processes: the
   *  doorbell of a rank of another process is forwarded to it. */
  private ringRemote(win: WinState): void {
    for (let r = 0; r < win.members.length; r++)
      if (win.local[r] === 0) {
        win.core.x.doorbellRing(win.members[r]);
        return;
      }
  }

  flush(): void {}

  flushLocal(): void {}

  close(win: WinState): void {
    void win;
  }
}
