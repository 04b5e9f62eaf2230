// World-wide deadlock detection. A rank about to sleep publishes what it waits for in its control
// block (publishBlocked); a rank whose sleep timed out takes a snapshot of the world (every live
// rank blocked, its progress count, every ring's occupancy), and when two consecutive timeouts see
// the same snapshot, reports the wait-for chain to every live rank (ERR_DEADLOCK, health.ts).
//
// Invariants: no deadlock is reported while anything can still move: a rank not yet started, a
// rank not blocked, a record waiting in a ring, a collective wait already satisfied, or progress
// since the last look each make the snapshot null or different. One rank at a time reports (the
// world's G_DEADLOCK_LOCK), after checking the snapshot again under the lock; the report is the
// world's text (G_TEXT) and a new generation in each live rank's R_DEADLOCK, and every doorbell
// rings so that sleepers see it.
import {
  G_DEADLOCK_GEN,
  G_DEADLOCK_LOCK,
  G_TEXT,
  G_TEXT_BYTES,
  R_BLK_CTX,
  R_BLK_OP,
  R_BLK_PEER,
  R_BLK_TAG,
  R_BLOCKED,
  R_DEADLOCK,
  R_PROGRESS,
  R_STATE,
  R_WAIT_ADDR,
  R_WAIT_HI,
  R_WAIT_KIND,
  R_WAIT_LO,
  R_WAIT_SELF,
  R_WAIT_TARGET,
  SLOT_FLAG,
  STATE_ALIVE,
  STATE_NEW,
} from '../../core/abi.js';
import { globalAddr, globalAt } from '../../core/layout.js';
import { writeText } from '../../core/text.js';
import { ANY, type BlockDesc, describe } from '../blocked.js';
import type { ShmState } from './state.js';

/** Publishes what this rank waits for (`d`) and its progress count, and marks it blocked. */
export function publishBlocked(s: ShmState, d: BlockDesc): void {
  const i = s.core.i32;
  const c = s.ctl >>> 2;
  Atomics.store(i, c + (R_BLK_OP >>> 2), d.op);
  Atomics.store(i, c + (R_BLK_PEER >>> 2), d.peer);
  Atomics.store(i, c + (R_BLK_TAG >>> 2), d.tag);
  Atomics.store(i, c + (R_BLK_CTX >>> 2), d.ctx);
  Atomics.store(i, c + (R_PROGRESS >>> 2), s.progressCount);
  Atomics.store(i, c + (R_BLOCKED >>> 2), 1);
}

/** Called after a sleep timed out. When every live rank has been blocked, with no progress, over
 *  two consecutive timeouts, reports the wait-for chain to every blocked rank. */
export function detectDeadlock(s: ShmState): void {
  const snap = snapshot(s);
  if (snap === null) {
    s.lastSnap = null;
    return;
  }
  if (snap !== s.lastSnap) {
    s.lastSnap = snap;
    return;
  }
  const { core } = s;
  const lock = globalAt(G_DEADLOCK_LOCK);
  if (Atomics.compareExchange(core.i32, lock, 0, 1) !== 0) return;
  try {
    if (snapshot(s) !== snap) return;
    const text = waitForChain(s);
    writeText(core, globalAddr(G_TEXT), G_TEXT_BYTES, text);
    const gen = Atomics.add(core.i32, globalAt(G_DEADLOCK_GEN), 1) + 1;
    for (let r = 0; r < s.size; r++) {
      const c = s.ctlOf(r);
      if (Atomics.load(core.i32, (c + R_STATE) >>> 2) !== STATE_ALIVE) continue;
      Atomics.store(core.i32, (c + R_DEADLOCK) >>> 2, gen);
    }
  } finally {
    Atomics.store(core.i32, lock, 0);
    s.x.doorbellRingAll();
  }
}

/** True when the collective wait announced in the control block at `ctl` (R_WAIT_*, written by
 *  the executor; kind 0 announces nothing) is satisfied. The announcement may be stale and hold
 *  any word: an address outside the memory or unaligned counts as "not known to be satisfied". */
function collWaitSatisfied(s: ShmState, ctl: number): boolean {
  s.core.refresh(); // the slot tables may lie past views made before the memory grew
  const u32 = s.core.u32;
  const kind = Atomics.load(u32, (ctl + R_WAIT_KIND) >>> 2);
  if (kind !== 1 && kind !== 2) return false;
  const addr = Atomics.load(u32, (ctl + R_WAIT_ADDR) >>> 2);
  const target = Atomics.load(u32, (ctl + R_WAIT_TARGET) >>> 2);
  const reached = (flag: number) =>
    (flag & 3) === 0 && flag + 4 <= u32.byteLength && ((Atomics.load(u32, flag >>> 2) - target) | 0) >= 0;
  if (kind === 1) return reached(addr);
  const lo = Atomics.load(s.core.i32, (ctl + R_WAIT_LO) >>> 2);
  const hi = Atomics.load(s.core.i32, (ctl + R_WAIT_HI) >>> 2);
  const self = Atomics.load(s.core.i32, (ctl + R_WAIT_SELF) >>> 2);
  if ((addr & 3) !== 0 || lo < 0 || hi < lo || addr + 4 * hi > u32.byteLength) return false;
  for (let i = lo; i < hi; i++)
    if (i !== self && !reached(Atomics.load(u32, (addr >>> 2) + i) + SLOT_FLAG)) return false;
  return true;
}

/** The world's blocked state, or null when some rank can still move. */
function snapshot(s: ShmState): string | null {
  const { core, x } = s;
  let snap = '';
  let alive = 0;
  for (let r = 0; r < s.size; r++) {
    const c = s.ctlOf(r) >>> 2;
    const st = Atomics.load(core.i32, c + (R_STATE >>> 2));
    if (st === STATE_NEW) return null;
    if (st !== STATE_ALIVE) continue;
    alive++;
    if (Atomics.load(core.i32, c + (R_BLOCKED >>> 2)) !== 1) return null;
    // A rank that can go on but has not run yet (woken, or about to time out, while the machine
    // is busy: a thread may wait hundreds of ms for a core) is no deadlock: a record waits in one
    // of its rings (a sleeping rank drains them all before it sleeps), or the collective wait it
    // announced is already satisfied.
    if (x.ringAnyReady(r, 0) >= 0 || collWaitSatisfied(s, c << 2)) return null;
    snap += `${r}:${Atomics.load(core.i32, c + (R_PROGRESS >>> 2))};`;
  }
  if (alive === 0) return null;
  // Ring occupancy too: a message in flight is progress about to happen.
  for (let a = 0; a < s.size; a++) for (let b = 0; b < s.size; b++) snap += x.ringUsed(a, b) + ',';
  return snap;
}

/** The report: the chain of waits from this rank, then the other blocked ranks. */
function waitForChain(s: ShmState): string {
  const { core } = s;
  const blk = (r: number) => {
    const c = s.ctlOf(r) >>> 2;
    return {
      op: Atomics.load(core.i32, c + (R_BLK_OP >>> 2)),
      peer: Atomics.load(core.i32, c + (R_BLK_PEER >>> 2)),
      tag: Atomics.load(core.i32, c + (R_BLK_TAG >>> 2)),
      ctx: Atomics.load(core.i32, c + (R_BLK_CTX >>> 2)),
      alive: Atomics.load(core.i32, c + (R_STATE >>> 2)) === STATE_ALIVE,
    };
  };
  const parts: string[] = [];
  const seen = new Set<number>();
  let r = s.rank;
  while (!seen.has(r)) {
    seen.add(r);
    const b = blk(r);
    parts.push(`rank ${r} ${describe(b.op, b.peer, b.tag, b.ctx)}`);
    if (b.peer === ANY || b.peer < 0 || b.peer >= s.size) break;
    r = b.peer;
  }
  let text = parts.join(' <- ');
  const rest: string[] = [];
  for (let q = 0; q < s.size; q++) {
    const b = blk(q);
    if (!seen.has(q) && b.alive) rest.push(`rank ${q} ${describe(b.op, b.peer, b.tag, b.ctx)}`);
  }
  if (rest.length) text += `; also blocked: ${rest.join(', ')}`;
  return text;
}
