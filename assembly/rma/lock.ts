// The two locks of a window's rank entry (assembly/layout.ts, WIN):
// - the passive-target lock (WR_LOCK), a reader/writer word: 0 free, LOCK_EXCLUSIVE (-1) held
//   exclusively, n > 0 held shared by n. Only ever tried here: the shell waits for it (with
//   transport.block, so that failures and deadlocks are reported) and the network thread queues
//   remote requests, so these calls never block. The word after it (WR_LOCK_WAITERS) counts the
//   process's ranks waiting; unlock returns it so that the shell rings doorbells only when someone
//   waits.
// - the accumulate mutex (WR_ACC_LOCK): 0 free, 1 held, 2 held with sleepers. It serialises the
//   accumulates that cannot be WASM atomics (floats, pairs, unaligned integers) for one target
//   segment. Critical sections are one kernel call (a 1 MB float64 sum takes ~0.1 ms), so a
//   contender spins a bounded number of rounds first, then sleeps on the word; unlock notifies
//   only when someone may sleep (the word was 2), so an uncontended lock is two atomic RMWs.
//   The rest of the mutex's 64-byte line belongs to the holder: bytes ACC_SCRATCH.. hold one
//   element of a pair type that the target datatype splits between two runs (acc_typed.ts).
import { LOCK_EXCLUSIVE, WR_LOCK, WR_LOCK_WAITERS } from "../layout";
import { waitWord } from "../shm/wait";

// contended rounds of atomic loads before sleeping (a few microseconds)
const SPIN: i32 = 256;
// where the holder's scratch starts, from the mutex word (on the same line, so that no other
// lock's holder can use it)
export const ACC_SCRATCH: usize = 16;

/** Takes the accumulate mutex at `p` (spin, then wait). */
export function accLock(p: usize): void {
  if (atomic.cmpxchg<i32>(p, 0, 1) == 0) return;
  for (let i = 0; i < SPIN; i++) {
    if (atomic.load<i32>(p) == 0 && atomic.cmpxchg<i32>(p, 0, 1) == 0) return;
  }
  // Announce a sleeper (2) with every attempt: whoever swaps a 0 out owns the lock, and leaves 2
  // behind, so its unlock wakes the next sleeper (at worst one spurious wake).
  while (atomic.xchg<i32>(p, 2) != 0) waitWord(p, 2, -1);
}

/** Releases the accumulate mutex at `p`; wakes one sleeper when there may be one. */
export function accUnlock(p: usize): void {
  if (atomic.xchg<i32>(p, 0) == 2) atomic.notify(p, 1);
}

/** Tries the passive-target lock word at `addr` once (exclusive != 0: exclusively, else shared):
 *  1 when it is now held by the caller, 0 when another holder excludes it. Never waits. */
export function rmaLockTry(addr: usize, exclusive: i32): i32 {
  if (exclusive) return <i32>(atomic.cmpxchg<i32>(addr, 0, LOCK_EXCLUSIVE) == 0);
  // shared: add one reader unless a writer holds it (retry only when another reader raced us)
  let v = atomic.load<i32>(addr);
  while (v >= 0) {
    const seen = atomic.cmpxchg<i32>(addr, v, v + 1);
    if (seen == v) return 1;
    v = seen;
  }
  return 0;
}

/** Releases the passive-target lock word at `addr`, held exclusively (exclusive != 0) or shared;
 *  returns the waiter count of the word after it (WR_LOCK_WAITERS), or -1, changing nothing,
 *  when the word was not held that way. */
export function rmaUnlock(addr: usize, exclusive: i32): i32 {
  if (exclusive) {
    if (atomic.cmpxchg<i32>(addr, LOCK_EXCLUSIVE, 0) != LOCK_EXCLUSIVE) return -1;
  } else {
    let v = atomic.load<i32>(addr);
    while (true) {
      if (v <= 0) return -1;
      const seen = atomic.cmpxchg<i32>(addr, v, v - 1);
      if (seen == v) break;
      v = seen;
    }
  }
  return atomic.load<i32>(addr + <usize>(WR_LOCK_WAITERS - WR_LOCK));
}
