// gatherv, shm-flat: every rank publishes its send buffer; the root copies block q (counts[q]
// elements) from rank q's buffer to displs[q] of its own, then signals; senders wait for that.
// The root knows every count and displacement; each sender publishes the bytes of its block as its
// AUX word 0, which the root compares with its counts before copying (a sender whose count differs
// fails the call on every rank: the others wait for the root). Cost: 2*alpha + sum(n)*beta.
import { ref, BUF_SEND, BUF_RECV } from "../sched/format";
import { emitCheckX, emitCopy, emitSignal, emitWait, emitWaitAll } from "./emit";
import { F_INPLACE } from "./common";
import { vecAt } from "./vector";

export function buildGathervShmFlat(me: i32, p: i32, root: i32, esize: i32, flags: i32, vec: usize): void {
  if (me != root) {
    emitSignal(1, root);
    emitWait(root, 2);
    return;
  }
  if (!(flags & F_INPLACE)) emitCopy(ref(me, BUF_RECV), vecAt(vec, 1, p, me) * esize, ref(me, BUF_SEND), 0, vecAt(vec, 0, p, me) * esize);
  if (p == 1) return;
  emitWaitAll(1);
  for (let q = 0; q < p; q++) if (q != me) emitCheckX(q, 0, vecAt(vec, 0, p, q) * esize);
  for (let q = 0; q < p; q++) {
    if (q != me) emitCopy(ref(me, BUF_RECV), vecAt(vec, 1, p, q) * esize, ref(q, BUF_SEND), 0, vecAt(vec, 0, p, q) * esize);
  }
  emitSignal(2);
}
