// The compiled datatype program (docs/internals/datatypes.md, "The compiled program"): little-endian i32
// words; the root node at word 0; a node's children are word indexes into the same program.
//   BYTES        [1, extent, size, n]                              n bytes at offset 0
//   VECTOR       [2, extent, size, count, blocklen, stride, child] block k at k * stride bytes
//   BLOCKINDEXED [3, extent, size, count, blocklen, child, d0, d1, ...]
//   INDEXED      [4, extent, size, count, child, b0, d0, b1, d1, ...]
//   STRUCT       [5, extent, size, count, b0, d0, c0, b1, d1, c1, ...]
// A block is `blocklen` (or b_k) children placed one child extent apart.
export const BYTES: i32 = 1;
export const VECTOR: i32 = 2;
export const BLOCKINDEXED: i32 = 3;
export const INDEXED: i32 = 4;
export const STRUCT: i32 = 5;

// byte offsets of the words every node has
export const N_KIND: usize = 0;
export const N_EXTENT: usize = 4;
export const N_SIZE: usize = 8;
export const N_COUNT: usize = 12; // BYTES: n

// The direction of a move is a type parameter D, so that each walker and kernel is compiled twice
// with the branch folded away: u8 packs (strided memory -> packed bytes), u16 unpacks.
@inline export function isPack<D>(): bool {
  return sizeof<D>() == 1;
}

@inline export function nodeAt(prog: usize, q: i32): usize {
  return prog + (<usize>q << 2);
}
