// Doorbells: one counter per rank that anyone posting work for that rank (a message, ring space,
// a rendezvous ack, a state change) bumps. The owner sleeps on it only after it has announced
// R_SLEEPING and re-checked its condition; a poster bumps and notifies only when R_SLEEPING is set.
// Wasm atomics are sequentially consistent, so of "owner stores SLEEPING then reads the rings" and
// "poster publishes then reads SLEEPING" at least one sees the other's store: no lost wake-up.
// A rank of another process has no thread here: the network thread stands in for it, keeps its
// SLEEPING set and its R_FORWARD pointing at the one bell it waits on, so every post for any such
// rank wakes it (read only when SLEEPING is set: the common path is unchanged).
import { rankCtl, R_DOORBELL, R_SLEEPING, R_FORWARD, worldSize, globalAddr, G_ABORT } from "../layout";

@inline function bellOf(ctl: usize): usize {
  const fwd = atomic.load<u32>(ctl, R_FORWARD);
  return fwd != 0 ? <usize>fwd : ctl + R_DOORBELL;
}

@inline export function ring(rank: u32): void {
  const ctl = rankCtl(rank);
  if (atomic.load<i32>(ctl, R_SLEEPING) != 0) {
    const bell = bellOf(ctl);
    atomic.add<i32>(bell, 1);
    atomic.notify(bell, 1);
  }
}

// Unconditional wake-up of every rank: state changes, aborts, deadlock reports.
export function ringAll(): void {
  const n = worldSize();
  for (let r: u32 = 0; r < n; r++) {
    const bell = bellOf(rankCtl(r));
    atomic.add<i32>(bell, 1);
    atomic.notify(bell, -1);
  }
}

export function abortWorld(code: i32): void {
  atomic.store<i32>(globalAddr(G_ABORT), code);
  ringAll();
}
