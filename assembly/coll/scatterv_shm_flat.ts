// scatterv, shm-flat: the root publishes its send buffer and, as its AUX array, its displacements
// in bytes; each receiver copies its own count (vec counts[me]: its receive count) from there and
// signals; the root waits for all. Each receiver publishes the bytes it receives as its AUX word 0,
// which the root compares with its counts before it signals (after the arrival check: emit.ts), so
// counts that do not match fail the call on every rank. Cost: 2*alpha + n*beta per receiver.
import { ref, BUF_SEND, BUF_RECV } from "../sched/format";
import { emitCheckX, emitCopy, emitCopyX, emitSignal, emitWait, emitWaitAll } from "./emit";
import { F_INPLACE } from "./common";
import { vecAt } from "./vector";

export function buildScattervShmFlat(me: i32, p: i32, root: i32, esize: i32, flags: i32, vec: usize): void {
  if (me != root) {
    emitWait(root, 1);
    emitCopyX(ref(me, BUF_RECV), 0, ref(root, BUF_SEND), root, me, vecAt(vec, 0, p, me) * esize);
    emitSignal(2, root);
    return;
  }
  if (!(flags & F_INPLACE)) emitCopy(ref(me, BUF_RECV), 0, ref(me, BUF_SEND), vecAt(vec, 1, p, me) * esize, vecAt(vec, 0, p, me) * esize);
  if (p == 1) return;
  for (let q = 0; q < p; q++) if (q != me) emitCheckX(q, 0, vecAt(vec, 0, p, q) * esize);
  emitSignal(1);
  emitWaitAll(2);
}
