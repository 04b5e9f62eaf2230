// bcast, shm-slice (large messages): every rank, the root included, copies slice r of the root's
// buffer into every other rank's buffer, so all cores copy at once. Two synchronizations; each
// rank copies n(p-1)/p bytes. Cost: 2*alpha + n*(p-1)/p*beta.
import { ref, BUF_RECV } from "../sched/format";
import { emitCopy, emitSignal, emitWaitAll } from "./emit";
import { sliceLo } from "./common";

export function buildBcastShmSlice(me: i32, p: i32, root: i32, count: i32, esize: i32, flags: i32): void {
  if (p == 1) return;
  const bytes = count * esize;
  const lo = sliceLo(me, p, bytes);
  const hi = sliceLo(me + 1, p, bytes);
  emitSignal(1);
  emitWaitAll(1);
  for (let q = 0; q < p; q++) if (q != root) emitCopy(ref(q, BUF_RECV), lo, ref(root, BUF_RECV), lo, hi - lo);
  emitSignal(2);
  emitWaitAll(2);
}
