// scatterv, shm-flat: receivers publish their receive buffers; the root copies counts[q] elements
// from displs[q] of its send buffer into each, then signals. Cost: 2*alpha + sum(n)*beta.
import { ref, BUF_SEND, BUF_RECV } from "../sched/format";
import { emitCopy, emitSignal, emitWait, emitWaitAll } from "./emit";
import { F_INPLACE } from "./common";
import { vecAt } from "./vector";

export function buildScattervShmFlat(me: i32, p: i32, root: i32, esize: i32, flags: i32, vec: usize): void {
  if (me != root) {
    emitSignal(1, root);
    emitWait(root, 2);
    return;
  }
  if (!(flags & F_INPLACE)) emitCopy(ref(me, BUF_RECV), 0, ref(me, BUF_SEND), vecAt(vec, 1, p, me) * esize, vecAt(vec, 0, p, me) * esize);
  if (p == 1) return;
  emitWaitAll(1);
  for (let q = 0; q < p; q++) {
    if (q != me) emitCopy(ref(q, BUF_RECV), 0, ref(me, BUF_SEND), vecAt(vec, 1, p, q) * esize, vecAt(vec, 0, p, q) * esize);
  }
  emitSignal(2);
}
