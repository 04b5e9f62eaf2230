// allgather, shm-direct (large blocks): every rank copies every other rank's block straight from
// that rank's buffer (single copy). Two synchronizations (ready, then done reading).
// Cost: 2*alpha + (p-1)*n*beta per rank, all ranks at once.
import { ref, BUF_SEND, BUF_RECV } from "../sched/format";
import { emitCopy, emitSignal, emitWaitAll } from "./emit";
import { F_INPLACE } from "./common";

export function buildAllgatherShmDirect(me: i32, p: i32, root: i32, count: i32, esize: i32, flags: i32): void {
  const blk = count * esize;
  const inplace = (flags & F_INPLACE) != 0;
  if (!inplace) emitCopy(ref(me, BUF_RECV), me * blk, ref(me, BUF_SEND), 0, blk);
  if (p == 1) return;
  emitSignal(1);
  emitWaitAll(1);
  for (let k = 1; k < p; k++) {
    const q = (me + k) % p;
    if (inplace) emitCopy(ref(me, BUF_RECV), q * blk, ref(q, BUF_RECV), q * blk, blk);
    else emitCopy(ref(me, BUF_RECV), q * blk, ref(q, BUF_SEND), 0, blk);
  }
  emitSignal(2);
  emitWaitAll(2);
}
