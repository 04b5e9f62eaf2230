// scatter, binomial tree: each rank copies its subtree's blocks from its parent (the root's send
// buffer, in rank order, or an inner parent's scratch, in relative order) into its scratch, keeps
// its own block and waits until its children have copied theirs.
// Cost: ceil(log2 p)*alpha + (p-1)*n*beta at the root's children.
import { ref, BUF_SEND, BUF_RECV, BUF_TMP } from "../sched/format";
import { emitCopy, emitSignal, emitWait } from "./emit";
import { F_INPLACE } from "./common";
import { binomialRel, binomialParent, binomialChildCount, binomialChild, binomialSubtreeSize } from "../pattern/binomial";

export function buildScatterBinomial(me: i32, p: i32, root: i32, count: i32, esize: i32, flags: i32): void {
  const blk = count * esize;
  const cnt = binomialChildCount(me, root, p);
  if (me == root) {
    if (!(flags & F_INPLACE)) emitCopy(ref(me, BUF_RECV), 0, ref(me, BUF_SEND), me * blk, blk);
  } else {
    const rel = binomialRel(me, root, p);
    const sz = binomialSubtreeSize(me, root, p);
    const parent = binomialParent(me, root, p);
    const dst = ref(me, cnt > 0 ? BUF_TMP : BUF_RECV);
    emitWait(parent, 1);
    if (parent == root) {
      const a = (root + rel) % p;
      const head = min(sz, p - a);
      emitCopy(dst, 0, ref(root, BUF_SEND), a * blk, head * blk);
      if (sz > head) emitCopy(dst, head * blk, ref(root, BUF_SEND), 0, (sz - head) * blk);
    } else {
      emitCopy(dst, 0, ref(parent, BUF_TMP), (rel - binomialRel(parent, root, p)) * blk, sz * blk);
    }
    if (cnt > 0) emitCopy(ref(me, BUF_RECV), 0, ref(me, BUF_TMP), 0, blk);
  }
  emitSignal(1);
  for (let i = 0; i < cnt; i++) emitWait(binomialChild(me, root, p, i), 1);
}
