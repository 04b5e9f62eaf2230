// allreduce, ring: reduce-scatter in p-1 steps (rank r folds its left neighbour's partial of block
// r-s-2, read in place, with its own input into its receive buffer), then allgather in p-1 steps
// (copying finished blocks from the left). Each block of a receive buffer is written once per
// phase; before the allgather overwrites blocks, the right neighbour (the only reader) has finished
// its reduce-scatter. Cost: 2(p-1)*alpha + n(p-1)/p*(beta + gamma). Commutative ops (the fold order
// of a block starts at a different rank for each block). Any p; in place too.
import { ref, BUF_SEND, BUF_RECV } from "../sched/format";
import { emitCopy, emitReduce3, emitSignal, emitWait } from "./emit";
import { sliceLo, F_INPLACE } from "./common";
import { ringLeft, ringRight, ringRsRecvBlock, ringAgRecvBlock } from "../pattern/ring";

export function buildAllreduceRing(me: i32, p: i32, root: i32, count: i32, esize: i32, flags: i32): void {
  const input = flags & F_INPLACE ? BUF_RECV : BUF_SEND;
  if (p == 1) {
    if (input != BUF_RECV) emitCopy(ref(me, BUF_RECV), 0, ref(me, BUF_SEND), 0, count * esize);
    return;
  }
  const left = ringLeft(me, p);
  const right = ringRight(me, p);
  emitSignal(1);
  for (let s = 0; s < p - 1; s++) {
    const b = ringRsRecvBlock(me, p, s);
    const lo = sliceLo(b, p, count);
    const n = sliceLo(b + 1, p, count) - lo;
    emitWait(left, s + 1);
    // step 0 reads the neighbour's input, later steps its partial sums
    emitReduce3(ref(me, BUF_RECV), lo * esize, ref(left, s == 0 ? input : BUF_RECV), lo * esize, ref(me, input), lo * esize, n);
    emitSignal(s + 2);
  }
  emitWait(right, p); // the right neighbour has read all it needs from this rank's buffers
  for (let s = 0; s < p - 1; s++) {
    const b = ringAgRecvBlock(me, p, s);
    const lo = sliceLo(b, p, count);
    const n = sliceLo(b + 1, p, count) - lo;
    emitWait(left, p + s);
    emitCopy(ref(me, BUF_RECV), lo * esize, ref(left, BUF_RECV), lo * esize, n * esize);
    emitSignal(p + s + 1);
  }
  emitWait(right, 2 * p - 1);
}
