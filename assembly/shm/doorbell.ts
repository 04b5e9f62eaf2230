// Doorbells: one counter per rank that anyone posting work for that rank (a message, ring space,
// a rendezvous ack, a state change) bumps. The owner sleeps on it only after it has announced
// R_SLEEPING and re-checked its condition; a poster bumps and notifies only when R_SLEEPING is set.
// Wasm atomics are sequentially consistent, so of "owner stores SLEEPING then reads the rings" and
// "poster publishes then reads SLEEPING" at least one sees the other's store: no lost wake-up.
import { rankCtl, R_DOORBELL, R_SLEEPING, worldSize, globalAddr, G_ABORT } from "../layout";

@inline export function ring(rank: u32): void {
  const ctl = rankCtl(rank);
  if (atomic.load<i32>(ctl, R_SLEEPING) != 0) {
    atomic.add<i32>(ctl, 1, R_DOORBELL);
    atomic.notify(ctl + R_DOORBELL, 1);
  }
}

// Unconditional wake-up of every rank: state changes, aborts, deadlock reports.
export function ringAll(): void {
  const n = worldSize();
  for (let r: u32 = 0; r < n; r++) {
    const ctl = rankCtl(r);
    atomic.add<i32>(ctl, 1, R_DOORBELL);
    atomic.notify(ctl + R_DOORBELL, -1);
  }
}

export function abortWorld(code: i32): void {
  atomic.store<i32>(globalAddr(G_ABORT), code);
  ringAll();
}
