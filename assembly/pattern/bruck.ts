// Bruck's pattern: at step s (0 .. ceil(log2 size)-1) rank r sends to r - 2^s and receives from
// r + 2^s, modulo size. Pure arithmetic.
//
// Allgather: rank r keeps its blocks rotated (position j holds block (r + j) mod size; it starts
// with its own block at position 0). At step s it sends positions [0, count) to bruckSendPeer and
// appends the count blocks from bruckRecvPeer at position 2^s; count = min(2^s, size - 2^s), so the
// last step is partial when size is not a power of two. A final local rotation by r puts the blocks
// in rank order. Cost: ceil(log2 p) alpha + n(p-1)/p beta.
//
// Alltoall: after a local rotation, position j at rank r holds the block destined to rank
// (r - j) mod size. At step s every block whose position has bit s set is sent (bruckA2aSends) to
// bruckSendPeer, which stores it at the same position. After the steps, position j at rank r holds
// the block that rank (r + j) mod size sent to r; an inverse rotation orders them by source.
// Cost: ceil(log2 p) alpha + (n/2) ceil(log2 p) beta (plus the local rotations).

// Steps of Bruck's algorithms: ceil(log2 size) (0 for size 1).
export function bruckSteps(size: i32): i32 {
  return size <= 1 ? 0 : 32 - clz<i32>(size - 1);
}

// The rank `rank` sends to at step `step`: (rank - 2^step) mod size.
export function bruckSendPeer(rank: i32, size: i32, step: i32): i32 {
  const r = (rank - ((1 << step) % size)) % size;
  return r < 0 ? r + size : r;
}

// The rank `rank` receives from at step `step`: (rank + 2^step) mod size.
export function bruckRecvPeer(rank: i32, size: i32, step: i32): i32 {
  return (rank + ((1 << step) % size)) % size;
}

// Blocks moved at allgather step `step`: min(2^step, size - 2^step) (the last step may be partial).
export function bruckAgCount(size: i32, step: i32): i32 {
  const k = 1 << step;
  if (k >= size) return 0;
  return min(k, size - k);
}

// Alltoall: 1 when the block at position `block` moves at step `step` (bit `step` of block set), else 0.
export function bruckA2aSends(block: i32, step: i32): i32 {
  return (block >> step) & 1;
}
