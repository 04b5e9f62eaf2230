// gather, shm-eager (small blocks): every other rank copies its block into its own scratch and
// signals once; the root waits for all and copies each block from its owner's scratch. One
// synchronization, and no sender waits for the root (a sender's scratch parity is reused two
// collectives later, after the root has read it), as MPICH's eager cells do.
// Cost: alpha + n/p*beta (a sender's copy) + f*n*beta (the root's copies). In place at the root:
// its block is already in place.
import { ref, BUF_SEND, BUF_RECV, BUF_TMP } from "../sched/format";
import { emitCopy, emitSignal, emitWaitAll } from "./emit";
import { emitScratchFree, F_INPLACE } from "./common";

export function buildGatherShmEager(me: i32, p: i32, root: i32, count: i32, esize: i32, flags: i32): void {
  const blk = count * esize;
  if (me == root) {
    if (!(flags & F_INPLACE)) emitCopy(ref(me, BUF_RECV), me * blk, ref(me, BUF_SEND), 0, blk);
    if (p == 1) return;
    emitWaitAll(1);
    for (let k = 1; k < p; k++) {
      const q = (me + k) % p;
      emitCopy(ref(me, BUF_RECV), q * blk, ref(q, BUF_TMP), 0, blk);
    }
  } else {
    emitScratchFree();
    emitCopy(ref(me, BUF_TMP), 0, ref(me, BUF_SEND), 0, blk);
    emitSignal(1, root);
  }
}
