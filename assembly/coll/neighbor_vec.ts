// The vector argument of the neighbourhood builders (neighbor_shm_direct.ts, neighbor_shm_flat.ts),
// written by the shell (ts/coll/api/neighbor.ts, neighborVec): i32 words
//   [kIn, kOut, sendBytes,
//    kIn in-edges of NB_IN words: source rank (-1: PROC_NULL, nothing received), receive offset,
//      byte length, offset in the source's send buffer (bytes; -1: read at run time from the
//      source's AUX array at index `blk`), blk (this edge's index among the source's out-edges),
//    kOut distinct destination ranks that read this rank's send buffer (no PROC_NULL, not itself)]
export const NB_HEAD: i32 = 3;
export const NB_IN: i32 = 5;

@inline export function nbIn(vec: usize): i32 { return load<i32>(vec); }
@inline export function nbOut(vec: usize): i32 { return load<i32>(vec, 4); }
@inline export function nbSendBytes(vec: usize): i32 { return load<i32>(vec, 8); }
/** In-edge i's first word. */
@inline export function nbEdge(vec: usize, i: i32): usize { return vec + (<usize>(NB_HEAD + i * NB_IN) << 2); }
@inline export function edgeSrc(e: usize): i32 { return load<i32>(e); }
@inline export function edgeROff(e: usize): i32 { return load<i32>(e, 4); }
@inline export function edgeBytes(e: usize): i32 { return load<i32>(e, 8); }
@inline export function edgeSOff(e: usize): i32 { return load<i32>(e, 12); }
@inline export function edgeBlk(e: usize): i32 { return load<i32>(e, 16); }
/** Reader j (a destination rank). */
@inline export function nbReader(vec: usize, j: i32): i32 {
  return load<i32>(vec + (<usize>(NB_HEAD + nbIn(vec) * NB_IN + j) << 2));
}
