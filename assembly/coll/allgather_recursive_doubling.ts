// allgather, recursive doubling (p a power of two): log2 p steps; at step k rank r copies the 2^k
// blocks its partner r ^ 2^k has gathered (the aligned group holding the partner's block): the
// recursive-doubling allgather phase of rd_phases.ts over the p blocks.
// Cost: log2(p)*alpha + (p-1)*n*beta.
import { ref, BUF_SEND, BUF_RECV } from "../sched/format";
import { emitCopy, emitSignal } from "./emit";
import { F_INPLACE } from "./common";
import { emitDoublingAllgather } from "./rd_phases";
import { UNIFORM } from "./halving";

export function buildAllgatherRecursiveDoubling(me: i32, p: i32, root: i32, count: i32, esize: i32, flags: i32): void {
  const blk = count * esize;
  if (!(flags & F_INPLACE)) emitCopy(ref(me, BUF_RECV), me * blk, ref(me, BUF_SEND), 0, blk);
  if (p == 1) return;
  emitSignal(1);
  // p uniform chunks of the p * count elements: chunk c is rank c's block
  emitDoublingAllgather(me, p, UNIFORM, p * count, esize, 1);
}
