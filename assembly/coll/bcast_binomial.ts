// bcast, binomial tree: each rank copies the message from its parent's buffer once the parent has
// it, then waits until its children have copied from its own. Cost: ceil(log2 p)*(alpha + n*beta).
import { ref, BUF_RECV } from "../sched/format";
import { emitCopy, emitSignal, emitWait } from "./emit";
import { binomialParent, binomialChildCount, binomialChild } from "../pattern/binomial";

export function buildBcastBinomial(me: i32, p: i32, root: i32, count: i32, esize: i32, flags: i32): void {
  const parent = binomialParent(me, root, p);
  if (parent >= 0) {
    emitWait(parent, 1);
    emitCopy(ref(me, BUF_RECV), 0, ref(parent, BUF_RECV), 0, count * esize);
  }
  emitSignal(1);
  const cnt = binomialChildCount(me, root, p);
  for (let i = 0; i < cnt; i++) emitWait(binomialChild(me, root, p, i), 1);
}
