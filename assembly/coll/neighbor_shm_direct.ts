// Neighborhood collectives (neighbor_allgather, neighbor_alltoall and their v forms), shm-direct:
// each rank copies every block it receives straight from its source neighbour's send buffer
// (single copy, read in place), then waits until its destination neighbours have read its own.
// Only neighbours synchronise: a rank never waits for a rank it does not exchange with.
//
// Steps: signal 1 (this rank's send buffer is ready); for each in-edge, wait for the source's
// step 1 and copy the block; signal 2 (done reading); wait for each destination's step 2 (its
// readers are done, so the send buffer may be reused). Cost: 2*alpha + (bytes received)*beta per
// rank, alpha counted per neighbour waited on (2 syncs with each neighbour, in parallel).
//
// The shell resolves the topology into the vector argument (neighbor_vec.ts): the block of an
// in-edge is where the MPI standard says it comes from, including repeated edges and the periodic
// dimensions of size 1 and 2 (a rank that is its own neighbour reads its own send buffer).
import { ref, BUF_SEND, BUF_RECV } from "../sched/format";
import { skipArrivalCheck, emitCopy, emitCopyX, emitSignal, emitWait } from "./emit";
import { nbIn, nbOut, nbEdge, nbReader, edgeSrc, edgeROff, edgeBytes, edgeSOff, edgeBlk } from "./neighbor_vec";

export function buildNeighborShmDirect(me: i32, p: i32, root: i32, esize: i32, flags: i32, vec: usize): void {
  skipArrivalCheck();
  emitSignal(1);
  for (let i = 0; i < nbIn(vec); i++) {
    const e = nbEdge(vec, i);
    const src = edgeSrc(e);
    if (src < 0) continue;
    if (src != me) emitWait(src, 1);
    if (edgeSOff(e) >= 0) emitCopy(ref(me, BUF_RECV), edgeROff(e), ref(src, BUF_SEND), edgeSOff(e), edgeBytes(e));
    else emitCopyX(ref(me, BUF_RECV), edgeROff(e), ref(src, BUF_SEND), src, edgeBlk(e), edgeBytes(e));
  }
  emitSignal(2);
  for (let j = 0; j < nbOut(vec); j++) emitWait(nbReader(vec, j), 2);
}
