// alltoall, pairwise: p-1 steps; at step k rank r copies its block from rank r-k's send buffer (in
// place). In shared memory the steps need no handshakes of their own: one readiness signal, then
// the copies in pairwise order (each step a different source, so ranks spread their reads), then
// one completion signal. Cost: 2*alpha + (p-1)*n*beta. Not in place.
import { ref, BUF_SEND, BUF_RECV } from "../sched/format";
import { emitCopy, emitSignal, emitWait, emitWaitAll } from "./emit";

export function buildAlltoallPairwise(me: i32, p: i32, root: i32, count: i32, esize: i32, flags: i32): void {
  const blk = count * esize;
  emitCopy(ref(me, BUF_RECV), me * blk, ref(me, BUF_SEND), me * blk, blk);
  if (p == 1) return;
  emitSignal(1);
  for (let k = 1; k < p; k++) {
    const q = (me - k + p) % p;
    emitWait(q, 1);
    emitCopy(ref(me, BUF_RECV), q * blk, ref(q, BUF_SEND), me * blk, blk);
  }
  emitSignal(2);
  emitWaitAll(2);
}
