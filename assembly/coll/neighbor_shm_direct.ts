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
// The shell resolves the topology into the vector argument (i32, coll/vector.ts conventions):
//   [kIn, kOut, sendBytes (the bytes of the send buffer the in-edges read, for shm-flat's copy),
//    kIn in-edges of 4 words: source rank (-1: PROC_NULL, nothing received), receive offset and
//      byte length, source offset in the source's send buffer (bytes; -1: read at run time from
//      the source's AUX array at index `blk`, the v form whose send displacements only the
//      sender knows) -- and a fifth word, blk: this edge's index among the source's out-edges,
//    kOut distinct destination ranks (no PROC_NULL, not this rank)]
// The block of an in-edge is where the MPI standard says it comes from, including repeated edges
// and the periodic dimensions of size 1 and 2 (a rank that is its own neighbour reads its own
// send buffer): the shell computes `blk` (ts/comm/topo.ts).
import { ref, BUF_SEND, BUF_RECV } from "../sched/format";
import { emitCopy, emitCopyX, emitSignal, emitWait } from "./emit";

export const NB_HEAD: i32 = 3;
export const NB_IN: i32 = 5;

export function buildNeighborShmDirect(me: i32, p: i32, root: i32, esize: i32, flags: i32, vec: usize): void {
  const kIn = load<i32>(vec);
  const kOut = load<i32>(vec, 4);
  const outs = vec + (<usize>(NB_HEAD + kIn * NB_IN) << 2);
  emitSignal(1);
  for (let i = 0; i < kIn; i++) {
    const e = vec + (<usize>(NB_HEAD + i * NB_IN) << 2);
    const src = load<i32>(e);
    const rOff = load<i32>(e, 4);
    const bytes = load<i32>(e, 8);
    const sOff = load<i32>(e, 12);
    const blk = load<i32>(e, 16);
    if (src < 0) continue;
    if (src != me) emitWait(src, 1);
    if (sOff >= 0) emitCopy(ref(me, BUF_RECV), rOff, ref(src, BUF_SEND), sOff, bytes);
    else emitCopyX(ref(me, BUF_RECV), rOff, ref(src, BUF_SEND), src, blk, bytes);
  }
  emitSignal(2);
  for (let j = 0; j < kOut; j++) emitWait(load<i32>(outs + (<usize>j << 2)), 2);
}
