// allgatherv, shm-direct: every rank copies block q (counts[q] elements) from rank q's send buffer
// (or, in place, from displs[q] of q's receive buffer) to displs[q] of its own. Every rank holds
// the same counts and displacements. Cost: 2*alpha + sum(n)*beta per rank.
import { ref, BUF_SEND, BUF_RECV } from "../sched/format";
import { emitCopy, emitSignal, emitWaitAll } from "./emit";
import { F_INPLACE } from "./common";
import { vecAt } from "./vector";

export function buildAllgathervShmDirect(me: i32, p: i32, root: i32, esize: i32, flags: i32, vec: usize): void {
  const inplace = (flags & F_INPLACE) != 0;
  if (!inplace) emitCopy(ref(me, BUF_RECV), vecAt(vec, 1, p, me) * esize, ref(me, BUF_SEND), 0, vecAt(vec, 0, p, me) * esize);
  if (p == 1) return;
  emitSignal(1);
  emitWaitAll(1);
  for (let k = 1; k < p; k++) {
    const q = (me + k) % p;
    const d = vecAt(vec, 1, p, q) * esize;
    const n = vecAt(vec, 0, p, q) * esize;
    if (inplace) emitCopy(ref(me, BUF_RECV), d, ref(q, BUF_RECV), d, n);
    else emitCopy(ref(me, BUF_RECV), d, ref(q, BUF_SEND), 0, n);
  }
  emitSignal(2);
  emitWaitAll(2);
}
