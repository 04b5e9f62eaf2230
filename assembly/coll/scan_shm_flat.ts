// scan / exscan, shm-flat: rank r folds the inputs of ranks 0..r (exscan: 0..r-1) in rank order,
// read in place, then waits until the higher ranks, which read its input, are done.
// Cost: 2*alpha + r*n*gamma at rank r. In place the result goes through the scratch (the input
// is still read by higher ranks). exscan leaves rank 0's receive buffer unchanged (MPI: undefined).
import { ref, BUF_SEND, BUF_RECV, BUF_TMP } from "../sched/format";
import { emitCopy, emitSignal, emitWaitRange } from "./emit";
import { emitFold, F_INPLACE, F_EXCLUSIVE } from "./common";

export function buildScanShmFlat(me: i32, p: i32, root: i32, count: i32, esize: i32, flags: i32): void {
  const inplace = (flags & F_INPLACE) != 0;
  const input = inplace ? BUF_RECV : BUF_SEND;
  const n = flags & F_EXCLUSIVE ? me : me + 1;
  const dst = inplace ? ref(me, BUF_TMP) : ref(me, BUF_RECV);
  emitSignal(1);
  emitWaitRange(0, n, 1);
  emitFold(dst, 0, n, input, 0, -1, 0, -1, 0, count, esize, me);
  emitSignal(2);
  emitWaitRange(me + 1, p, 2);
  if (inplace && n > 0) emitCopy(ref(me, BUF_RECV), 0, ref(me, BUF_TMP), 0, count * esize);
}
