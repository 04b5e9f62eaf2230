// allgather, recursive doubling (p a power of two): log2 p steps; at step k rank r copies the 2^k
// blocks its partner r ^ 2^k has gathered (the aligned group holding the partner's block).
// Cost: log2(p)*alpha + (p-1)*n*beta.
import { ref, BUF_SEND, BUF_RECV } from "../sched/format";
import { emitCopy, emitSignal, emitWait } from "./emit";
import { F_INPLACE } from "./common";
import { rdSteps, rdPeer } from "../pattern/recursive_doubling";

export function buildAllgatherRecursiveDoubling(me: i32, p: i32, root: i32, count: i32, esize: i32, flags: i32): void {
  const blk = count * esize;
  if (!(flags & F_INPLACE)) emitCopy(ref(me, BUF_RECV), me * blk, ref(me, BUF_SEND), 0, blk);
  if (p == 1) return;
  const L = rdSteps(p);
  emitSignal(1);
  for (let k = 0; k < L; k++) {
    const q = rdPeer(me, k);
    const first = (q >> k) << k;
    emitWait(q, k + 1);
    emitCopy(ref(me, BUF_RECV), first * blk, ref(q, BUF_RECV), first * blk, (1 << k) * blk);
    emitSignal(k + 2);
  }
  for (let k = 0; k < L; k++) emitWait(rdPeer(me, k), k + 2);
}
