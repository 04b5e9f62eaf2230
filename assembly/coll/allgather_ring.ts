// allgather, ring: p-1 steps; at step s rank r copies block r-s-1 from its left neighbour's receive
// buffer, where the neighbour placed it one step earlier (single copy, no forwarding buffers).
// Cost: (p-1)*alpha + (p-1)*n*beta. Any p. Each block of a buffer is written once, so readers
// never race a writer; the rank waits for its right neighbour (its only reader) before returning.
// The steps are the ring allgather phase (ring_phases.ts).
import { ref, BUF_SEND, BUF_RECV } from "../sched/format";
import { emitCopy, emitSignal } from "./emit";
import { F_INPLACE } from "./common";
import { emitRingAllgather, BLOCKS } from "./ring_phases";

export function buildAllgatherRing(me: i32, p: i32, root: i32, count: i32, esize: i32, flags: i32): void {
  const blk = count * esize;
  if (!(flags & F_INPLACE)) emitCopy(ref(me, BUF_RECV), me * blk, ref(me, BUF_SEND), 0, blk);
  if (p == 1) return;
  emitSignal(1);
  emitRingAllgather(me, p, BLOCKS, count, esize, BUF_RECV, 1);
}
