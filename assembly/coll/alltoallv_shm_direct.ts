// alltoallv, shm-direct: each rank publishes its send displacements and then its send counts (both
// in bytes) as its AUX array; rank r checks that q's sendcounts[r] is its recvcounts[q] (else the
// call fails on every rank: each waits for all at step 2) and copies recvcounts[q] elements from
// rank q's send buffer at q's sdispls[r] to rdispls[q] of its own. Cost: 2*alpha + sum(n)*beta per
// rank. Not in place.
import { ref, BUF_SEND, BUF_RECV } from "../sched/format";
import { emitCheckX, emitCopy, emitCopyX, emitSignal, emitWaitAll } from "./emit";
import { vecAt } from "./vector";

export function buildAlltoallvShmDirect(me: i32, p: i32, root: i32, esize: i32, flags: i32, vec: usize): void {
  // vec: [sendcounts, sdispls, recvcounts, rdispls]
  emitCopy(ref(me, BUF_RECV), vecAt(vec, 3, p, me) * esize, ref(me, BUF_SEND), vecAt(vec, 1, p, me) * esize, vecAt(vec, 2, p, me) * esize);
  if (p == 1) return;
  emitSignal(1);
  emitWaitAll(1);
  for (let k = 1; k < p; k++) {
    const q = (me + k) % p;
    emitCheckX(q, p + me, vecAt(vec, 2, p, q) * esize);
  }
  for (let k = 1; k < p; k++) {
    const q = (me + k) % p;
    emitCopyX(ref(me, BUF_RECV), vecAt(vec, 3, p, q) * esize, ref(q, BUF_SEND), q, me, vecAt(vec, 2, p, q) * esize);
  }
  emitSignal(2);
  emitWaitAll(2);
}
