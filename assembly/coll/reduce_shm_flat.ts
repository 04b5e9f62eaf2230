// reduce, shm-flat (small messages): every rank copies its input into its scratch and signals; the
// root waits for all and folds the p inputs in rank order into its result. One synchronization;
// non-roots never wait for the root. Cost: alpha + n*beta + (p-1)*n*gamma at the root.
import { ref, BUF_SEND, BUF_RECV, BUF_TMP } from "../sched/format";
import { emitCopy, emitSignal, emitWaitAll } from "./emit";
import { emitFold, emitScratchFree, F_INPLACE } from "./common";

export function buildReduceShmFlat(me: i32, p: i32, root: i32, count: i32, esize: i32, flags: i32): void {
  const input = me == root && (flags & F_INPLACE) ? BUF_RECV : BUF_SEND;
  if (p == 1) {
    if (input != BUF_RECV) emitCopy(ref(me, BUF_RECV), 0, ref(me, BUF_SEND), 0, count * esize);
    return;
  }
  emitScratchFree();
  emitCopy(ref(me, BUF_TMP), 0, ref(me, input), 0, count * esize);
  emitSignal(1, me == root ? -1 : root);
  if (me != root) return;
  emitWaitAll(1);
  emitFold(ref(me, BUF_RECV), 0, p, BUF_TMP, 0, -1, 0, -1, 0, count, esize, me);
}
