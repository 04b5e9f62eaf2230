// The two phases of the ring algorithms, shared by the builders that compose them (as UCC does:
// ring allreduce = ring reduce-scatter, then ring allgather):
//  - reduce-scatter (allreduce_ring, reduce_scatter_ring): p-1 steps; at step s rank r folds its
//    left neighbour's partial of block r-s-2 (read in place: the neighbour's input at step 0) with
//    its own input into its `acc` buffer; after the last step block r is complete.
//  - allgather (allgather_ring, allreduce_ring, bcast_scatter_allgather): p-1 steps; at step s
//    rank r copies block r-s-1 from its left neighbour's buffer, where the neighbour placed it one
//    step earlier (single copy, no forwarding buffers).
// The p blocks are `count` elements each (BLOCKS) or the p slices of a vector of `count` elements
// (SLICES: common.ts sliceLo, whole 64-byte lines). A phase starting at epoch step0 waits at step
// s for the left neighbour's step0 + s and signals step0 + s + 1 (the caller has signalled step0
// once this rank's own data is in place), then waits for the right neighbour's last step,
// step0 + p - 1: the right neighbour, the only rank that reads this rank's buffers in the phase,
// is then done with them. Each block of a buffer is written once per phase.
import { ref } from "../sched/format";
import { emitCopy, emitReduce3, emitSignal, emitWait } from "./emit";
import { sliceLo } from "./common";
import { ringLeft, ringRight, ringRsRecvBlock, ringAgRecvBlock } from "../pattern/ring";

export const BLOCKS: i32 = 0;
export const SLICES: i32 = 1;

// Byte offset of block b (b = p: the end of the last block).
export function ringBlockLo(layout: i32, b: i32, p: i32, count: i32, esize: i32): i32 {
  return (layout == BLOCKS ? b * count : sliceLo(b, p, count)) * esize;
}

export function emitRingReduceScatter(me: i32, p: i32, layout: i32, count: i32, esize: i32, acc: i32, input: i32, step0: i32): void {
  const left = ringLeft(me, p);
  for (let s = 0; s < p - 1; s++) {
    const b = ringRsRecvBlock(me, p, s);
    const lo = ringBlockLo(layout, b, p, count, esize);
    const n = (ringBlockLo(layout, b + 1, p, count, esize) - lo) / esize;
    emitWait(left, step0 + s);
    // step 0 reads the neighbour's input, later steps its partial
    emitReduce3(ref(me, acc), lo, ref(left, s == 0 ? input : acc), lo, ref(me, input), lo, n);
    emitSignal(step0 + s + 1);
  }
  emitWait(ringRight(me, p), step0 + p - 1);
}

export function emitRingAllgather(me: i32, p: i32, layout: i32, count: i32, esize: i32, buf: i32, step0: i32): void {
  const left = ringLeft(me, p);
  for (let s = 0; s < p - 1; s++) {
    const b = ringAgRecvBlock(me, p, s);
    const lo = ringBlockLo(layout, b, p, count, esize);
    emitWait(left, step0 + s);
    emitCopy(ref(me, buf), lo, ref(left, buf), lo, ringBlockLo(layout, b + 1, p, count, esize) - lo);
    emitSignal(step0 + s + 1);
  }
  emitWait(ringRight(me, p), step0 + p - 1);
}
