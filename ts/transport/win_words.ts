// The atomic words of one-sided communication's window blocks (assembly/layout.ts, WIN): the
// process's list of windows under G_WIN_LOCK, and the waiter counts of passive-target locks. The
// MPI layer (ts/rma) keeps Atomics out; the few words it shares with other threads live here.
import {
  G_WIN_HEAD,
  G_WIN_LOCK,
  W_NEXT,
  WR_LOCK_REMOTE,
  WR_LOCK_WAITERS,
  W_HEADER_BYTES,
  WIN_RANK_BYTES,
} from '../core/abi.js';
import type { Core } from '../core/core.js';
import { globalAt, i32At } from '../core/layout.js';

/** Takes G_WIN_LOCK (held for a few stores only: a spin, never a sleep). The views are refreshed:
 *  the list may hold blocks where the memory grew since they were made. */
function listLock(core: Core): void {
  core.refresh();
  const i = globalAt(G_WIN_LOCK);
  while (Atomics.compareExchange(core.i32, i, 0, 1) !== 0);
}

function listUnlock(core: Core): void {
  Atomics.store(core.i32, globalAt(G_WIN_LOCK), 0);
}

/** Links a filled window block into the process's list (the network thread finds it there by its
 *  context id; the lock's release publishes the block's words to it). */
export function winLink(core: Core, block: number): void {
  listLock(core);
  try {
    core.u32[i32At(block + W_NEXT)] = core.u32[globalAt(G_WIN_HEAD)];
    Atomics.store(core.u32, globalAt(G_WIN_HEAD), block);
  } finally {
    listUnlock(core);
  }
}

/** Unlinks a window block from the process's list (before it is freed). */
export function winUnlink(core: Core, block: number): void {
  listLock(core);
  try {
    const u32 = core.u32;
    let at = globalAt(G_WIN_HEAD);
    for (let b = u32[at]; b !== 0; b = u32[at]) {
      if (b === block) {
        Atomics.store(u32, at, u32[i32At(b + W_NEXT)]);
        return;
      }
      at = i32At(b + W_NEXT);
    }
  } finally {
    listUnlock(core);
  }
}

/** Address of window rank `r`'s entry in the block at `block`. */
export const winEntry = (block: number, r: number): number => block + W_HEADER_BYTES + r * WIN_RANK_BYTES;

/** Counts a rank of this process in (+1) or out (-1) of the waiters of the lock of the entry at
 *  `entry`: an unlock rings the doorbells only while someone waits. */
export function lockWaiting(core: Core, entry: number, delta: number): void {
  Atomics.add(core.i32, i32At(entry + WR_LOCK_WAITERS), delta);
}

/** Requests of other processes queued for the lock of the entry at `entry` (at the network thread). */
export function lockRemoteWaiting(core: Core, entry: number): number {
  return Atomics.load(core.i32, i32At(entry + WR_LOCK_REMOTE));
}
