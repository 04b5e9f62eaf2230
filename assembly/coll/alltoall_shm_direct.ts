// alltoall, shm-direct (large blocks): rank r copies block r of every rank's send buffer straight
// into its receive buffer. Two synchronizations. Cost: 2*alpha + (p-1)*n*beta. Not in place.
import { ref, BUF_SEND, BUF_RECV } from "../sched/format";
import { emitCopy, emitSignal, emitWaitAll } from "./emit";

export function buildAlltoallShmDirect(me: i32, p: i32, root: i32, count: i32, esize: i32, flags: i32): void {
  const blk = count * esize;
  emitCopy(ref(me, BUF_RECV), me * blk, ref(me, BUF_SEND), me * blk, blk);
  if (p == 1) return;
  emitSignal(1);
  emitWaitAll(1);
  for (let k = 1; k < p; k++) {
    const q = (me + k) % p;
    emitCopy(ref(me, BUF_RECV), q * blk, ref(q, BUF_SEND), me * blk, blk);
  }
  emitSignal(2);
  emitWaitAll(2);
}
