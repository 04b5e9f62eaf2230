// scatter, shm-flat: the root publishes its send buffer; every other rank copies its block from it
// and signals; the root waits until all have read. Cost: 2*alpha + n*beta per receiver.
import { ref, BUF_SEND, BUF_RECV } from "../sched/format";
import { emitCopy, emitSignal, emitWait, emitWaitAll } from "./emit";
import { F_INPLACE } from "./common";

export function buildScatterShmFlat(me: i32, p: i32, root: i32, count: i32, esize: i32, flags: i32): void {
  const blk = count * esize;
  if (me == root) {
    if (!(flags & F_INPLACE)) emitCopy(ref(me, BUF_RECV), 0, ref(me, BUF_SEND), me * blk, blk);
    if (p == 1) return;
    emitSignal(1);
    emitWaitAll(2);
  } else {
    emitWait(root, 1);
    emitCopy(ref(me, BUF_RECV), 0, ref(root, BUF_SEND), me * blk, blk);
    emitSignal(2, root);
  }
}
