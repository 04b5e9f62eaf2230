// bcast, scatter-allgather (van de Geijn): each rank copies its 1/p slice from the root (one sync:
// in shared memory a tree scatter would only add steps), then the slices travel round a ring (the
// ring allgather phase of ring_phases.ts: p-1 steps, each rank copying from its left neighbour).
// The root holds every slice from the start, so it only announces them.
// Cost: p*alpha + 2n(p-1)/p*beta.
import { ref, BUF_RECV } from "../sched/format";
import { emitCopy, emitSignal, emitWait, emitWaitAll } from "./emit";
import { sliceLo } from "./common";
import { ringRight } from "../pattern/ring";
import { emitRingAllgather, SLICES } from "./ring_phases";

export function buildBcastScatterAllgather(me: i32, p: i32, root: i32, count: i32, esize: i32, flags: i32): void {
  if (p == 1) return;
  const n = count * esize;
  if (me == root) {
    emitSignal(p + 1); // every slice is here: covers the scatter (1), ready (2) and ring steps
    emitWaitAll(2);
    emitWait(ringRight(me, p), p + 1);
    return;
  }
  const lo = sliceLo(me, p, n);
  emitWait(root, 1);
  emitCopy(ref(me, BUF_RECV), lo, ref(root, BUF_RECV), lo, sliceLo(me + 1, p, n) - lo);
  emitSignal(2);
  emitRingAllgather(me, p, SLICES, n, 1, BUF_RECV, 2);
}
