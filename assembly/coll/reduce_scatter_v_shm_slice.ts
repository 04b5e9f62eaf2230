// reduce-scatter with counts, shm-slice: rank r folds counts[r] elements at offset
// counts[0] + ... + counts[r-1] of every rank's input, in rank order. The counts are the same on
// every rank. Cost: 2*alpha + (p-1)*n_r*gamma. In place the result goes through the scratch.
import { ref, BUF_SEND, BUF_RECV, BUF_TMP } from "../sched/format";
import { emitCopy, emitSignal, emitWaitAll } from "./emit";
import { emitFold, F_INPLACE } from "./common";
import { vecAt } from "./vector";

export function buildReduceScatterVShmSlice(me: i32, p: i32, root: i32, esize: i32, flags: i32, vec: usize): void {
  const inplace = (flags & F_INPLACE) != 0;
  const input = inplace ? BUF_RECV : BUF_SEND;
  let off = 0;
  for (let q = 0; q < me; q++) off += vecAt(vec, 0, p, q);
  const count = vecAt(vec, 0, p, me);
  if (p == 1) {
    if (!inplace) emitCopy(ref(me, BUF_RECV), 0, ref(me, BUF_SEND), 0, count * esize);
    return;
  }
  emitSignal(1);
  emitWaitAll(1);
  const dst = inplace ? ref(me, BUF_TMP) : ref(me, BUF_RECV);
  emitFold(dst, 0, p, input, off * esize, -1, 0, -1, 0, count, esize, me);
  emitSignal(2);
  emitWaitAll(2);
  if (inplace) emitCopy(ref(me, BUF_RECV), 0, ref(me, BUF_TMP), 0, count * esize);
}
