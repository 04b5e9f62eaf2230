// alltoall, shm-flat (small blocks, and every in-place alltoall): each rank copies its p blocks into
// its scratch and signals; rank r copies block r of every rank's scratch. One synchronization.
// Cost: alpha + p*n*beta + (p-1)*n*beta.
import { ref, BUF_SEND, BUF_RECV, BUF_TMP } from "../sched/format";
import { emitCopy, emitSignal, emitWaitAll } from "./emit";
import { emitScratchFree, F_INPLACE } from "./common";

export function buildAlltoallShmFlat(me: i32, p: i32, root: i32, count: i32, esize: i32, flags: i32): void {
  const blk = count * esize;
  const input = flags & F_INPLACE ? BUF_RECV : BUF_SEND;
  if (p == 1) {
    if (input != BUF_RECV) emitCopy(ref(me, BUF_RECV), 0, ref(me, BUF_SEND), 0, blk);
    return;
  }
  emitScratchFree();
  emitCopy(ref(me, BUF_TMP), 0, ref(me, input), 0, p * blk);
  emitSignal(1);
  emitWaitAll(1);
  for (let k = 0; k < p; k++) {
    const q = (me + k) % p;
    emitCopy(ref(me, BUF_RECV), q * blk, ref(q, BUF_TMP), me * blk, blk);
  }
}
