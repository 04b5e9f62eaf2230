// scatter, shm-eager (small blocks): the root copies its whole send buffer into its scratch and
// signals once; every other rank copies its block from there. One synchronization, and the root
// never waits for its readers (its scratch parity is reused two collectives later, after every
// reader finished), as MPICH's eager cells do. Cost: alpha + n*beta (the root's copy of all p
// blocks) + n/p*beta (a receiver's copy). In place at the root: its block stays where it is.
import { ref, BUF_SEND, BUF_RECV, BUF_TMP } from "../sched/format";
import { emitCopy, emitSignal, emitWait } from "./emit";
import { emitScratchFree, F_INPLACE } from "./common";

export function buildScatterShmEager(me: i32, p: i32, root: i32, count: i32, esize: i32, flags: i32): void {
  const blk = count * esize;
  if (me == root) {
    if (!(flags & F_INPLACE)) emitCopy(ref(me, BUF_RECV), 0, ref(me, BUF_SEND), me * blk, blk);
    if (p == 1) return;
    emitScratchFree();
    emitCopy(ref(me, BUF_TMP), 0, ref(me, BUF_SEND), 0, p * blk);
    emitSignal(1);
  } else {
    emitWait(root, 1);
    emitCopy(ref(me, BUF_RECV), 0, ref(root, BUF_TMP), me * blk, blk);
  }
}
