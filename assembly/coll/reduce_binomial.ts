// reduce, binomial tree (commutative ops): each rank folds its children's partial results (read in
// place: a leaf's input, an inner rank's scratch) into its own, signals, and waits until its parent
// has read it. Cost: ceil(log2 p)*(alpha + n*gamma).
import { ref, BUF_SEND, BUF_RECV, BUF_TMP } from "../sched/format";
import { emitCopy, emitReduce, emitReduce3, emitSignal, emitWait } from "./emit";
import { F_INPLACE } from "./common";
import { binomialParent, binomialChildCount, binomialChild } from "../pattern/binomial";

export function buildReduceBinomial(me: i32, p: i32, root: i32, count: i32, esize: i32, flags: i32): void {
  const isRoot = me == root;
  const input = isRoot && (flags & F_INPLACE) ? BUF_RECV : BUF_SEND;
  const cnt = binomialChildCount(me, root, p);
  const x = isRoot ? BUF_RECV : BUF_TMP;
  if (cnt == 0 && isRoot && input != BUF_RECV) emitCopy(ref(me, BUF_RECV), 0, ref(me, BUF_SEND), 0, count * esize);
  for (let i = cnt - 1; i >= 0; i--) { // nearest child first: its subtree finishes first
    const c = binomialChild(me, root, p, i);
    const cx = binomialChildCount(c, root, p) > 0 ? BUF_TMP : BUF_SEND;
    emitWait(c, 1);
    if (i == cnt - 1) emitReduce3(ref(me, x), 0, ref(me, input), 0, ref(c, cx), 0, count);
    else emitReduce(ref(me, x), 0, ref(c, cx), 0, count, 0);
  }
  emitSignal(1);
  const parent = binomialParent(me, root, p);
  if (parent >= 0) emitWait(parent, 1);
}
