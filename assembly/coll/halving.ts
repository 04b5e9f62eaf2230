// Recursive halving over pof2 new ranks (shared by Rabenseifner's allreduce and the recursive-
// halving reduce-scatter). Chunk c of the vector is [chunkLo(c), chunkLo(c+1)) elements: equal
// shares (UNIFORM) or, for reduce-scatter, the blocks of the real ranks folded into new rank c
// (BY_RANK: new rank c < rem owns the blocks of ranks 2c and 2c+1, others the block of c + rem).
import { rdPof2 } from "../pattern/recursive_doubling";

export const UNIFORM: i32 = 0;
export const BY_RANK: i32 = 1;

export function chunkLo(mode: i32, c: i32, p: i32, count: i32): i32 {
  const pof2 = rdPof2(p);
  if (mode == UNIFORM) return <i32>((<i64>c * count) / pof2);
  const rem = p - pof2;
  const firstBlock = c < rem ? 2 * c : c + rem;
  return firstBlock * count; // count = elements per block
}

// The chunk range [lo, hi) a new rank keeps at halving step s (distance pof2 >> (s+1)).
export function keptLo(nr: i32, pof2: i32, s: i32): i32 {
  const d = pof2 >> (s + 1);
  const g = nr & ~(2 * d - 1);
  return nr & d ? g + d : g;
}
export function keptHi(nr: i32, pof2: i32, s: i32): i32 {
  return keptLo(nr, pof2, s) + (pof2 >> (s + 1));
}
