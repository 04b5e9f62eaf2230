// bcast, scatter-allgather (van de Geijn): each rank copies its 1/p slice from the root, then the
// slices travel round a ring (p-1 steps, each rank copying from its left neighbour). The root
// holds every slice from the start, so it only announces them. Cost: p*alpha + 2n(p-1)/p*beta.
import { ref, BUF_RECV } from "../sched/format";
import { emitCopy, emitSignal, emitWait, emitWaitAll } from "./emit";
import { sliceLo } from "./common";
import { ringLeft, ringRight, ringAgRecvBlock } from "../pattern/ring";

export function buildBcastScatterAllgather(me: i32, p: i32, root: i32, count: i32, esize: i32, flags: i32): void {
  if (p == 1) return;
  const n = count * esize;
  const left = ringLeft(me, p);
  const right = ringRight(me, p);
  if (me == root) {
    emitSignal(p + 1); // every slice is here: covers the scatter (1), ready (2) and ring steps
    emitWaitAll(2);
    emitWait(right, p + 1);
    return;
  }
  const lo = sliceLo(me, p, n);
  emitWait(root, 1);
  emitCopy(ref(me, BUF_RECV), lo, ref(root, BUF_RECV), lo, sliceLo(me + 1, p, n) - lo);
  emitSignal(2);
  for (let s = 0; s < p - 1; s++) {
    const b = ringAgRecvBlock(me, p, s);
    const blo = sliceLo(b, p, n);
    emitWait(left, 2 + s);
    emitCopy(ref(me, BUF_RECV), blo, ref(left, BUF_RECV), blo, sliceLo(b + 1, p, n) - blo);
    emitSignal(3 + s);
  }
  emitWait(right, p + 1);
}
