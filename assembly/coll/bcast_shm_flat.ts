// bcast, shm-flat (small messages): the root copies the message into its scratch and signals; every
// other rank copies it from there. One synchronization; the root never waits for readers (its
// scratch parity is reused two collectives later, after every reader finished), only, as every
// rank, for the others' arrival (the arrival check, emit.ts). Cost: alpha + 2*n*beta.
import { ref, BUF_RECV, BUF_TMP } from "../sched/format";
import { emitCopy, emitSignal, emitWait } from "./emit";
import { emitScratchFree } from "./common";

export function buildBcastShmFlat(me: i32, p: i32, root: i32, count: i32, esize: i32, flags: i32): void {
  const bytes = count * esize;
  if (p == 1) return;
  if (me == root) {
    emitScratchFree();
    emitCopy(ref(me, BUF_TMP), 0, ref(me, BUF_RECV), 0, bytes);
    emitSignal(1);
  } else {
    emitWait(root, 1);
    emitCopy(ref(me, BUF_RECV), 0, ref(root, BUF_TMP), 0, bytes);
  }
}
