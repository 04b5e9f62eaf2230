// barrier, shm-flat: every rank signals one epoch and waits for every other rank's.
// Cost: alpha * (one flag write + p-1 flag reads); no data. Any p.
import { emitSignal, emitWaitAll } from "./emit";

export function buildBarrierShmFlat(me: i32, p: i32, root: i32, count: i32, esize: i32, flags: i32): void {
  emitSignal(1);
  emitWaitAll(1);
}
