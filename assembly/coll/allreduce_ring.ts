// allreduce, ring: reduce-scatter in p-1 steps (rank r folds its left neighbour's partial of block
// r-s-2, read in place, with its own input into its receive buffer), then allgather in p-1 steps
// (copying finished blocks from the left): the two ring phases of ring_phases.ts over the p slices
// of the vector. Each block of a receive buffer is written once per phase; before the allgather
// overwrites blocks, the right neighbour (the only reader) has finished its reduce-scatter.
// Cost: 2(p-1)*alpha + n(p-1)/p*(beta + gamma). Commutative ops (the fold order of a block starts
// at a different rank for each block). Any p; in place too.
import { ref, BUF_SEND, BUF_RECV } from "../sched/format";
import { emitCopy, emitSignal } from "./emit";
import { F_INPLACE } from "./common";
import { emitRingReduceScatter, emitRingAllgather, SLICES } from "./ring_phases";

export function buildAllreduceRing(me: i32, p: i32, root: i32, count: i32, esize: i32, flags: i32): void {
  const input = flags & F_INPLACE ? BUF_RECV : BUF_SEND;
  if (p == 1) {
    if (input != BUF_RECV) emitCopy(ref(me, BUF_RECV), 0, ref(me, BUF_SEND), 0, count * esize);
    return;
  }
  emitSignal(1);
  emitRingReduceScatter(me, p, SLICES, count, esize, BUF_RECV, input, 1);
  emitRingAllgather(me, p, SLICES, count, esize, BUF_RECV, p);
}
