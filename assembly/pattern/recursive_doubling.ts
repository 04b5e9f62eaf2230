// Recursive doubling and recursive halving, with MPICH-style folding for sizes that are not a
// power of two. Pure arithmetic on ranks; no memory access.
//
// Folding: pof2 = largest power of two <= size, rem = size - pof2. Among the first 2*rem ranks,
// each even rank folds into the odd rank above it (sends its data to rank+1 before the exchange
// steps and gets the result back after them) and takes no part in the steps (new rank -1). Odd rank
// r < 2*rem becomes new rank r/2; ranks r >= 2*rem become r - rem. The exchange steps run among the
// pof2 new ranks: at step s new rank q exchanges with q ^ (1 << s) (recursive doubling, distance 1
// first), for log2(pof2) steps. Cost: log2(pof2) alpha (+ 2 alpha and a full transfer when folding).
//
// Recursive halving (reduce-scatter, first half of Rabenseifner's allreduce): the vector is cut into
// pof2 chunks; chunk c covers blocks [floor(c*nblocks/pof2), floor((c+1)*nblocks/pof2)), where a
// "block" is the caller's unit (an element for allreduce, a rank's block for reduce_scatter). At
// step s the distance is pof2 >> (s+1) (largest first): new rank q and its peer q ^ (pof2 >> (s+1))
// each hold the same range of chunks; the lower of the two keeps the lower half. q sends the half it
// gives up (rhSend*) and receives the peer's contributions to the half it keeps (rhRecv*), reducing
// them in. After log2(pof2) steps new rank q owns chunk q fully reduced. The allgather half of
// Rabenseifner runs the same steps backwards (step s = steps-1 down to 0) with send and receive
// swapped: send the rhRecv range, receive the rhSend range.

// Largest power of two <= size (size >= 1).
export function rdPof2(size: i32): i32 {
  return size < 1 ? 0 : 1 << (31 - clz<i32>(size));
}

// Number of exchange steps among the pof2 new ranks: log2(rdPof2(size)).
export function rdSteps(size: i32): i32 {
  return size < 1 ? 0 : 31 - clz<i32>(size);
}

// Steps of a recursive-doubling scan over all `size` ranks (peers past size skipped): ceil(log2 size).
export function rdScanSteps(size: i32): i32 {
  return size <= 1 ? 0 : 32 - clz<i32>(size - 1);
}

// The rank's number among the pof2 ranks that do the exchange steps; -1 when it is folded out.
export function rdNewRank(rank: i32, size: i32): i32 {
  const rem = size - rdPof2(size);
  if (rank < 2 * rem) return (rank & 1) ? rank >> 1 : -1;
  return rank - rem;
}

// Inverse of rdNewRank: the real rank of new rank `newRank`.
export function rdOldRank(newRank: i32, size: i32): i32 {
  const rem = size - rdPof2(size);
  return newRank < rem ? newRank * 2 + 1 : newRank + rem;
}

// Peer (as a new rank) of `newRank` at exchange step `step` of recursive doubling: newRank ^ 2^step.
export function rdPeer(newRank: i32, step: i32): i32 {
  return newRank ^ (1 << step);
}

// The rank a rank of a folded pair exchanges with before/after the steps (rank ^ 1); -1 if unpaired.
export function rdFoldPartner(rank: i32, size: i32): i32 {
  const rem = size - rdPof2(size);
  return rank < 2 * rem ? rank ^ 1 : -1;
}

// Peer (as a new rank) of `newRank` at recursive-halving step `step`: newRank ^ (pof2 >> (step+1)).
export function rhPeer(newRank: i32, pof2: i32, step: i32): i32 {
  return newRank ^ (pof2 >> (step + 1));
}

// First block of chunk `chunk` out of pof2 chunks of nblocks blocks.
@inline function chunkStart(chunk: i32, pof2: i32, nblocks: i32): i32 {
  return <i32>((<i64>chunk * <i64>nblocks) / <i64>pof2);
}

// First chunk of the half that new rank `newRank` keeps (keep=true) or gives up at halving step `step`.
@inline function halfChunk(newRank: i32, pof2: i32, step: i32, keep: bool): i32 {
  const half = pof2 >> (step + 1); // chunks in each half = the distance to the peer
  const base = newRank & ~(2 * half - 1); // first chunk of the range both peers hold at this step
  const upper = (newRank & half) != 0; // this rank keeps the upper half
  return base + ((upper == keep) ? half : 0);
}

// Halving step `step`: first block (offset in blocks) of the range newRank sends to its peer.
export function rhSendOffset(newRank: i32, pof2: i32, step: i32, nblocks: i32): i32 {
  return chunkStart(halfChunk(newRank, pof2, step, false), pof2, nblocks);
}

// Halving step `step`: number of blocks newRank sends to its peer.
export function rhSendCount(newRank: i32, pof2: i32, step: i32, nblocks: i32): i32 {
  const c = halfChunk(newRank, pof2, step, false);
  const half = pof2 >> (step + 1);
  return chunkStart(c + half, pof2, nblocks) - chunkStart(c, pof2, nblocks);
}

// Halving step `step`: first block of the range newRank keeps and receives (and reduces) from its peer.
export function rhRecvOffset(newRank: i32, pof2: i32, step: i32, nblocks: i32): i32 {
  return chunkStart(halfChunk(newRank, pof2, step, true), pof2, nblocks);
}

// Halving step `step`: number of blocks newRank receives from its peer.
export function rhRecvCount(newRank: i32, pof2: i32, step: i32, nblocks: i32): i32 {
  const c = halfChunk(newRank, pof2, step, true);
  const half = pof2 >> (step + 1);
  return chunkStart(c + half, pof2, nblocks) - chunkStart(c, pof2, nblocks);
}
