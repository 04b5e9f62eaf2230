// gather, shm-flat: the root publishes its receive buffer; every other rank copies its block
// straight into it (all senders copy at once) and signals; the root waits for all.
// Cost: 2*alpha + n*beta per sender. In place at the root: its block is already in place.
import { ref, BUF_SEND, BUF_RECV } from "../sched/format";
import { emitCopy, emitSignal, emitWait, emitWaitAll } from "./emit";
import { F_INPLACE } from "./common";

export function buildGatherShmFlat(me: i32, p: i32, root: i32, count: i32, esize: i32, flags: i32): void {
  const blk = count * esize;
  if (me == root) {
    if (!(flags & F_INPLACE)) emitCopy(ref(me, BUF_RECV), me * blk, ref(me, BUF_SEND), 0, blk);
    if (p == 1) return;
    emitSignal(1);
    emitWaitAll(2);
  } else {
    emitWait(root, 1);
    emitCopy(ref(root, BUF_RECV), me * blk, ref(me, BUF_SEND), 0, blk);
    emitSignal(2, root);
  }
}
