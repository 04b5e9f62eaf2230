// reduce, shm-slice (large messages): rank r folds slice r of every rank's input, read in place,
// into slice r of the root's result. Two synchronizations; all cores reduce at once.
// Cost: 2*alpha + n*(p-1)/p*gamma per rank. In place at the root: the root's input is its result
// buffer; each slice is read and written by one rank only.
import { ref, BUF_SEND, BUF_RECV } from "../sched/format";
import { emitSignal, emitWaitAll } from "./emit";
import { emitFold, sliceLo, F_INPLACE } from "./common";

export function buildReduceShmSlice(me: i32, p: i32, root: i32, count: i32, esize: i32, flags: i32): void {
  const inplace = (flags & F_INPLACE) != 0; // meaningful at the root; every rank is told
  const lo = sliceLo(me, p, count);
  const hi = sliceLo(me + 1, p, count);
  emitSignal(1);
  emitWaitAll(1);
  emitFold(ref(root, BUF_RECV), lo * esize, p, BUF_SEND, lo * esize, inplace ? root : -1, BUF_RECV,
    inplace ? root : -1, 0, hi - lo, esize, me);
  emitSignal(2);
  emitWaitAll(2);
}
