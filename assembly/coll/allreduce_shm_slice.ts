// allreduce, shm-slice (large messages): shared-memory reduce-scatter + allgather in place. Rank r
// folds slice r of every rank's input (read where it lives) into slice r of its result, signals,
// then copies every other slice from the rank that owns it. Three synchronizations; each rank
// reads n + n(p-1)/p and writes n bytes. Cost: 3*alpha + n*(p-1)/p*beta + n*gamma*(p-1)/p... per
// rank in parallel. Any p; any op (each slice is folded in rank order).
// In place: slice r of rank q's input is only overwritten by q after r signalled that its fold is done.
import { ref, BUF_SEND, BUF_RECV } from "../sched/format";
import { emitCopy, emitSignal, emitWait, emitWaitAll } from "./emit";
import { emitFold, sliceLo, F_INPLACE } from "./common";

export function buildAllreduceShmSlice(me: i32, p: i32, root: i32, count: i32, esize: i32, flags: i32): void {
  const inplace = (flags & F_INPLACE) != 0;
  const input = inplace ? BUF_RECV : BUF_SEND;
  const lo = sliceLo(me, p, count);
  const hi = sliceLo(me + 1, p, count);
  emitSignal(1);
  emitWaitAll(1);
  emitFold(ref(me, BUF_RECV), lo * esize, p, input, lo * esize, -1, 0, inplace ? me : -1, 0, hi - lo, esize, me);
  emitSignal(2);
  for (let k = 1; k < p; k++) {
    const q = (me + k) % p;
    const qlo = sliceLo(q, p, count);
    const qhi = sliceLo(q + 1, p, count);
    if (qhi == qlo) continue;
    emitWait(q, 2);
    emitCopy(ref(me, BUF_RECV), qlo * esize, ref(q, BUF_RECV), qlo * esize, (qhi - qlo) * esize);
  }
  emitSignal(3);
  emitWaitAll(3);
}
