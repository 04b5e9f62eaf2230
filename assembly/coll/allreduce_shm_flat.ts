// allreduce, shm-flat (small messages): each rank copies its input into its scratch, signals, waits
// for every peer, then folds all p inputs in rank order into its own result. One synchronization;
// every rank computes the identical left-to-right result. Cost: alpha + n*beta + (p-1)*n*gamma.
// Any p, any op (non-commutative ones too: the fold is in rank order).
import { ref, BUF_SEND, BUF_RECV, BUF_TMP } from "../sched/format";
import { emitCopy, emitSignal, emitWaitAll } from "./emit";
import { emitFold, emitScratchFree, F_INPLACE } from "./common";

export function buildAllreduceShmFlat(me: i32, p: i32, root: i32, count: i32, esize: i32, flags: i32): void {
  const input = flags & F_INPLACE ? BUF_RECV : BUF_SEND;
  if (p == 1) {
    if (!(flags & F_INPLACE)) emitCopy(ref(me, BUF_RECV), 0, ref(me, BUF_SEND), 0, count * esize);
    return;
  }
  emitScratchFree();
  emitCopy(ref(me, BUF_TMP), 0, ref(me, input), 0, count * esize);
  emitSignal(1);
  emitWaitAll(1);
  emitFold(ref(me, BUF_RECV), 0, p, BUF_TMP, 0, -1, 0, -1, 0, count, esize, me);
}
