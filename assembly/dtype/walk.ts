// The engine's walker: `items` moves n items of a node placed `stride` bytes apart (the root's items,
// or the children of one block). BYTES items run as one copy (stride == length) or one strided loop;
// each inner node kind has its own file, whose function loops over the n items itself (one call
// per block of items, not per item); they recurse into `items`, as deep as the tree.
import { BYTES, VECTOR, BLOCKINDEXED, INDEXED, STRUCT, N_COUNT, nodeAt } from "./format";
import { block, strided } from "./kernels";
import { vectorItems } from "./vector";
import { blockIndexedItems } from "./blockindexed";
import { indexedItems } from "./indexed";
import { structItems } from "./struct";

/** Moves `n` items of node `q`, item i at `mem + i * stride`, the packed bytes from `pk`; returns
 *  `pk` advanced past them. */
export function items<D>(prog: usize, q: i32, n: i32, mem: usize, stride: i32, pk: usize): usize {
  if (n <= 0) return pk;
  const p = nodeAt(prog, q);
  const kind = load<i32>(p);
  if (kind == BYTES) {
    const len = load<i32>(p, N_COUNT);
    if (len <= 0) return pk;
    if (stride == len || n == 1) block<D>(mem, pk, <usize>n * <usize>len);
    else strided<D>(mem, pk, n, len, stride);
    return pk + <usize>n * <usize>len;
  }
  if (kind == VECTOR) return vectorItems<D>(prog, p, n, mem, stride, pk);
  if (kind == STRUCT) return structItems<D>(prog, p, n, mem, stride, pk);
  if (kind == BLOCKINDEXED) return blockIndexedItems<D>(prog, p, n, mem, stride, pk);
  if (kind == INDEXED) return indexedItems<D>(prog, p, n, mem, stride, pk);
  unreachable(); // not a node: the program is corrupt
  return pk;
}
