// allgather, shm-flat (small blocks): each rank copies its block into its scratch and signals;
// every rank copies every other block from its owner's scratch. One synchronization.
// Cost: alpha + n*beta + (p-1)*n*beta (n = block bytes).
import { ref, BUF_SEND, BUF_RECV, BUF_TMP } from "../sched/format";
import { emitCopy, emitSignal, emitWaitAll } from "./emit";
import { emitScratchFree, F_INPLACE } from "./common";

export function buildAllgatherShmFlat(me: i32, p: i32, root: i32, count: i32, esize: i32, flags: i32): void {
  const blk = count * esize;
  const inplace = (flags & F_INPLACE) != 0;
  if (!inplace) emitCopy(ref(me, BUF_RECV), me * blk, ref(me, BUF_SEND), 0, blk);
  if (p == 1) return;
  emitScratchFree();
  emitCopy(ref(me, BUF_TMP), 0, ref(me, BUF_RECV), me * blk, blk);
  emitSignal(1);
  emitWaitAll(1);
  for (let k = 1; k < p; k++) {
    const q = (me + k) % p;
    emitCopy(ref(me, BUF_RECV), q * blk, ref(q, BUF_TMP), 0, blk);
  }
}
