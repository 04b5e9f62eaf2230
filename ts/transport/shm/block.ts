// Waiting: a blocking call spins on progress (the drains of matching.ts and the progress hooks),
// then sleeps on the rank's doorbell, and fails fast when the wait can never end (health.ts,
// deadlock.ts). blockAsync is the same loop for threads that must not block (Atomics.waitAsync).
//
// Invariants: a rank drains all its rings and publishes what it waits for (deadlock.ts
// publishBlocked) before every sleep, and clears R_SLEEPING and R_BLOCKED when it leaves, however it
// leaves; it re-checks `ready()` after announcing that it sleeps (a post between the two rings the
// bell, so the wait returns at once). A sleep lasts at most SLEEP_MS: failures and deadlocks are
// seen within it even when no bell rings. The blocking loop allocates nothing.
import { OP_COLL, OP_RECV, type BlockDesc, describe } from '../blocked.js';
import { R_BLOCKED, R_DOORBELL, R_SLEEPING, R_WAIT_KIND } from '../../core/abi.js';
import { WasmpiError } from '../../errors.js';
import type { AbortSignalLike } from '../transport.js';
import { detectDeadlock, publishBlocked } from './deadlock.js';
import { checkHealth } from './health.js';
import { progress } from './matching.js';
import { adaptSpin } from './spin.js';
import type { ShmState } from './state.js';

/** Whether this thread may block in Atomics.wait: a page's main thread may not (it throws there,
 *  whatever the arguments, so a wait that cannot sleep tells). */
const CAN_BLOCK = ((): boolean => {
  try {
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 1, 0);
    return true;
  } catch {
    return false;
  }
})();

const SLEEP_MS = 100; // a sleeping rank re-checks peers and deadlock at least this often

/** Blocks until `ready()` holds: spins on progress, then sleeps on the doorbell. Throws
 *  ERR_PROC_FAILED when a peer it depends on is gone, ERR_DEADLOCK when every rank waits. */
export function block(s: ShmState, ready: () => boolean, desc: BlockDesc): void {
  const { core } = s;
  const i32 = core.i32;
  // Collective posts wake this rank only for the flag its one running collective waits on
  // (R_WAIT_*, announced by the executor); for any other wait every post may concern it.
  const anyPost = desc.op !== OP_COLL;
  const bell = (s.ctl + R_DOORBELL) >>> 2;
  const sleeping = (s.ctl + R_SLEEPING) >>> 2;
  let spins = 0;
  let slept = false;
  let ringPeer = -1; // a receive's source, looked up every 64 rounds (a waitAll's desc is computed)
  try {
    for (;;) {
      progress(s, false);
      if (ready()) return;
      if (!CAN_BLOCK) cannotBlock(s, desc); // before any spin: a page's thread must not hang
      if ((spins & 63) === 0) {
        if (checkHealth(s, desc, ready)) return;
        ringPeer = desc.op === OP_RECV ? desc.peer : -1;
      }
      if (spins++ < s.spinNow) {
        // Spin inside the core on the awaited source's ring: far cheaper per round than a drain.
        if (ringPeer >= 0) s.x.ringWait(ringPeer, s.rank, 64);
        continue;
      }
      const seen = Atomics.load(i32, bell);
      slept = true;
      Atomics.store(i32, sleeping, 1);
      progress(s, true);
      if (ready()) return;
      publishBlocked(s, desc);
      if (anyPost || s.nHooks > 1) Atomics.store(core.i32, (s.ctl + R_WAIT_KIND) >>> 2, 0);
      const since = Date.now(); // (a number that stays unboxed in optimized code: no garbage)
      const r = Atomics.wait(core.i32, bell, seen, SLEEP_MS);
      Atomics.store(core.i32, sleeping, 0);
      adaptSpin(s, r !== 'timed-out' && Date.now() - since <= 2);
      if (checkHealth(s, desc, ready)) return;
      if (r === 'timed-out') detectDeadlock(s);
      else s.lastSnap = null;
    }
  } finally {
    if (slept) {
      Atomics.store(core.i32, sleeping, 0);
      Atomics.store(core.i32, (s.ctl + R_BLOCKED) >>> 2, 0);
    }
  }
}

/** A blocking call that must wait, on a thread that may not (a page's main thread). */
function cannotBlock(s: ShmState, desc: BlockDesc): never {
  const what = desc.op === OP_COLL ? 'a collective' : describe(desc.op, desc.peer, desc.tag, desc.ctx);
  throw new WasmpiError(
    'ERR_ARG',
    `rank ${s.rank} would block waiting for ${what}, and this thread cannot block (a page's main thread ` +
      'does not allow Atomics.wait): use the awaitable forms here (await req, req.waitAsync(), the i* calls ' +
      'and await), or run the rank in a worker (launch)',
  );
}

/** The asynchronous form of `block`: never blocks the thread (Atomics.waitAsync). */
export async function blockAsync(
  s: ShmState,
  ready: () => boolean,
  desc: BlockDesc,
  signal?: AbortSignalLike,
): Promise<void> {
  const { core } = s;
  const bell = (s.ctl + R_DOORBELL) >>> 2;
  const sleeping = (s.ctl + R_SLEEPING) >>> 2;
  // an abort rings this rank's own bell: the pending Atomics.waitAsync returns at once
  const wake = () => Atomics.notify(core.i32, bell);
  signal?.addEventListener('abort', wake);
  try {
    for (;;) {
      progress(s, false);
      if (ready() || checkHealth(s, desc, ready)) return;
      signal?.throwIfAborted();
      const seen = Atomics.load(core.i32, bell);
      Atomics.store(core.i32, sleeping, 1);
      progress(s, true);
      if (ready()) return;
      publishBlocked(s, desc);
      Atomics.store(core.i32, (s.ctl + R_WAIT_KIND) >>> 2, 0); // the thread runs other code between polls
      const w = Atomics.waitAsync(core.i32, bell, seen, SLEEP_MS);
      const r = w.async ? await w.value : w.value;
      Atomics.store(core.i32, sleeping, 0);
      if (r === 'timed-out') detectDeadlock(s);
      else s.lastSnap = null;
    }
  } finally {
    signal?.removeEventListener('abort', wake);
    Atomics.store(core.i32, sleeping, 0);
    Atomics.store(core.i32, (s.ctl + R_BLOCKED) >>> 2, 0);
  }
}
