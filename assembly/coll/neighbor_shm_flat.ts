// Neighborhood collectives, shm-flat (small blocks): each rank copies the part of its send buffer
// its readers use into its scratch and signals once; each rank copies its blocks from its source
// neighbours' scratch. One synchronisation per call with each neighbour instead of two: the
// sender returns without waiting for its readers, since they read the scratch, not the send
// buffer, and a rank writes its scratch of one parity again only once every member has finished
// the call two back (the executor's guarantee, common.ts emitScratchFree). The vector argument is
// neighbor_vec.ts's, with the send buffer's bytes in its header. Not for
// neighbor_alltoallv: its readers take the source offsets from the sender's displacement array,
// which is not kept per parity like the scratch, so a sender that returned early would overwrite
// it under a late reader (the schedule simulator finds that race). Cost: alpha + 2 * (bytes
// received) * beta per rank.
import { ref, BUF_SEND, BUF_RECV, BUF_TMP } from "../sched/format";
import { skipArrivalCheck, emitCopy, emitSignal, emitWait } from "./emit";
import { emitScratchFree } from "./common";
import { nbIn, nbSendBytes, nbEdge, edgeSrc, edgeROff, edgeBytes, edgeSOff } from "./neighbor_vec";

export function buildNeighborShmFlat(me: i32, p: i32, root: i32, esize: i32, flags: i32, vec: usize): void {
  skipArrivalCheck();
  emitScratchFree();
  emitCopy(ref(me, BUF_TMP), 0, ref(me, BUF_SEND), 0, nbSendBytes(vec));
  emitSignal(1);
  for (let i = 0; i < nbIn(vec); i++) {
    const e = nbEdge(vec, i);
    const src = edgeSrc(e);
    if (src < 0) continue;
    if (src != me) emitWait(src, 1);
    emitCopy(ref(me, BUF_RECV), edgeROff(e), ref(src, BUF_TMP), edgeSOff(e), edgeBytes(e));
  }
}
