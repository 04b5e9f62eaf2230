// reduce-scatter (block), ring: p-1 steps; at step s rank r folds its left neighbour's partial of
// block r-s-2 (its input at step 0, its scratch later) with its own input into its scratch; after
// the last step block r is complete and goes to the receive buffer once the right neighbour has
// read what it needs. The steps are the ring reduce-scatter phase (ring_phases.ts).
// Commutative ops. Cost: (p-1)*(alpha + n*gamma).
import { ref, BUF_SEND, BUF_RECV, BUF_TMP } from "../sched/format";
import { emitCopy, emitSignal } from "./emit";
import { F_INPLACE } from "./common";
import { emitRingReduceScatter, BLOCKS } from "./ring_phases";

export function buildReduceScatterRing(me: i32, p: i32, root: i32, count: i32, esize: i32, flags: i32): void {
  const blk = count * esize;
  const input = flags & F_INPLACE ? BUF_RECV : BUF_SEND;
  if (p == 1) {
    if (input != BUF_RECV) emitCopy(ref(me, BUF_RECV), 0, ref(me, BUF_SEND), 0, blk);
    return;
  }
  emitSignal(1);
  emitRingReduceScatter(me, p, BLOCKS, count, esize, BUF_TMP, input, 1);
  emitCopy(ref(me, BUF_RECV), 0, ref(me, BUF_TMP), me * blk, blk);
}
