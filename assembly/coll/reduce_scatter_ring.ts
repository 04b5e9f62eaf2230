// reduce-scatter (block), ring: p-1 steps; at step s rank r folds its left neighbour's partial of
// block r-s-2 (its input at step 0, its scratch later) with its own input into its scratch; after
// the last step block r is complete. Commutative ops. Cost: (p-1)*(alpha + n*gamma).
import { ref, BUF_SEND, BUF_RECV, BUF_TMP } from "../sched/format";
import { emitCopy, emitReduce3, emitSignal, emitWait } from "./emit";
import { F_INPLACE } from "./common";
import { ringLeft, ringRight, ringRsRecvBlock } from "../pattern/ring";

export function buildReduceScatterRing(me: i32, p: i32, root: i32, count: i32, esize: i32, flags: i32): void {
  const blk = count * esize;
  const input = flags & F_INPLACE ? BUF_RECV : BUF_SEND;
  if (p == 1) {
    if (input != BUF_RECV) emitCopy(ref(me, BUF_RECV), 0, ref(me, BUF_SEND), 0, blk);
    return;
  }
  const left = ringLeft(me, p);
  const right = ringRight(me, p);
  emitSignal(1);
  for (let s = 0; s < p - 1; s++) {
    const b = ringRsRecvBlock(me, p, s);
    emitWait(left, s + 1);
    emitReduce3(ref(me, BUF_TMP), b * blk, ref(left, s == 0 ? input : BUF_TMP), b * blk, ref(me, input), b * blk, count);
    emitSignal(s + 2);
  }
  emitWait(right, p); // the right neighbour has read this rank's input and partials
  emitCopy(ref(me, BUF_RECV), 0, ref(me, BUF_TMP), me * blk, blk);
}
