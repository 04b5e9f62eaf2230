// gather, binomial tree: each inner rank collects its subtree's blocks (relative rank order) in its
// scratch, reading its children's in place; the root places them in rank order in its receive
// buffer. Cost: ceil(log2 p)*alpha + (p-1)*n*beta at the root.
import { ref, BUF_SEND, BUF_RECV, BUF_TMP } from "../sched/format";
import { emitCopy, emitSignal, emitWait } from "./emit";
import { F_INPLACE } from "./common";
import { binomialRel, binomialParent, binomialChildCount, binomialChild, binomialSubtreeSize } from "../pattern/binomial";

export function buildGatherBinomial(me: i32, p: i32, root: i32, count: i32, esize: i32, flags: i32): void {
  const blk = count * esize;
  const rel = binomialRel(me, root, p);
  const cnt = binomialChildCount(me, root, p);
  if (me == root) {
    if (!(flags & F_INPLACE)) emitCopy(ref(me, BUF_RECV), me * blk, ref(me, BUF_SEND), 0, blk);
  } else if (cnt > 0) emitCopy(ref(me, BUF_TMP), 0, ref(me, BUF_SEND), 0, blk);
  for (let i = cnt - 1; i >= 0; i--) {
    const c = binomialChild(me, root, p, i);
    const crel = binomialRel(c, root, p);
    const sz = binomialSubtreeSize(c, root, p);
    const src = ref(c, binomialChildCount(c, root, p) > 0 ? BUF_TMP : BUF_SEND);
    emitWait(c, 1);
    if (me == root) {
      const a = (root + crel) % p;
      const head = min(sz, p - a);
      emitCopy(ref(me, BUF_RECV), a * blk, src, 0, head * blk);
      if (sz > head) emitCopy(ref(me, BUF_RECV), 0, src, head * blk, (sz - head) * blk);
    } else {
      emitCopy(ref(me, BUF_TMP), (crel - rel) * blk, src, 0, sz * blk);
    }
  }
  emitSignal(1);
  const parent = binomialParent(me, root, p);
  if (parent >= 0) emitWait(parent, 1);
}
