// reduce-scatter (block), shm-slice: rank r folds block r of every rank's input, read in place, in
// rank order. Two synchronizations. Cost: 2*alpha + (p-1)*n*gamma (n = block bytes). In place the
// result goes through the scratch: block 0 of a rank's buffer is another rank's input until all
// folds are done.
import { ref, BUF_SEND, BUF_RECV, BUF_TMP } from "../sched/format";
import { emitCopy, emitSignal, emitWaitAll } from "./emit";
import { emitFold, F_INPLACE } from "./common";

export function buildReduceScatterShmSlice(me: i32, p: i32, root: i32, count: i32, esize: i32, flags: i32): void {
  const blk = count * esize;
  const inplace = (flags & F_INPLACE) != 0;
  const input = inplace ? BUF_RECV : BUF_SEND;
  if (p == 1) {
    if (!inplace) emitCopy(ref(me, BUF_RECV), 0, ref(me, BUF_SEND), 0, blk);
    return;
  }
  emitSignal(1);
  emitWaitAll(1);
  const dst = inplace ? ref(me, BUF_TMP) : ref(me, BUF_RECV);
  emitFold(dst, 0, p, input, me * blk, -1, 0, -1, 0, count, esize, me);
  emitSignal(2);
  emitWaitAll(2);
  if (inplace) emitCopy(ref(me, BUF_RECV), 0, ref(me, BUF_TMP), 0, blk);
}
