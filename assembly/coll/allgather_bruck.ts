// allgather, Bruck: ceil(log2 p) steps; at step k rank r copies the min(2^k, p-2^k) blocks that
// rank r+2^k has gathered (blocks r+2^k ..., in place in its receive buffer) into the same
// positions of its own. Blocks land in their final positions, so no rotation is needed.
// Cost: ceil(log2 p)*alpha + (p-1)*n*beta. Any p.
import { ref, BUF_SEND, BUF_RECV } from "../sched/format";
import { emitCopy, emitSignal, emitWait } from "./emit";
import { emitCopyBlocks, F_INPLACE } from "./common";
import { bruckSteps, bruckRecvPeer, bruckSendPeer, bruckAgCount } from "../pattern/bruck";

export function buildAllgatherBruck(me: i32, p: i32, root: i32, count: i32, esize: i32, flags: i32): void {
  const blk = count * esize;
  if (!(flags & F_INPLACE)) emitCopy(ref(me, BUF_RECV), me * blk, ref(me, BUF_SEND), 0, blk);
  if (p == 1) return;
  const L = bruckSteps(p);
  emitSignal(1);
  for (let k = 0; k < L; k++) {
    const from = bruckRecvPeer(me, p, k);
    emitWait(from, k + 1);
    emitCopyBlocks(ref(me, BUF_RECV), 0, ref(from, BUF_RECV), 0, from, bruckAgCount(p, k), p, blk);
    emitSignal(k + 2);
  }
  // the ranks that read this rank's blocks: r - 2^k at their step k
  for (let k = 0; k < L; k++) emitWait(bruckSendPeer(me, p, k), k + 2);
}
