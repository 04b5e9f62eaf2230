// The datatype engine's exports: pack and unpack `count` items of a compiled program (docs/internals/datatypes.md).
// Item i has its origin `i * extent` bytes after the first (the root's extent, word 1); offsets
// inside an item may be negative. The shell checks every byte touched lies in the memory.
import { N_EXTENT } from "./format";
import { items } from "./walk";

/** Packs `count` items with their origin at `src` into the contiguous bytes at `dst`; returns the
 *  bytes written (count x size). */
export function dtPack(prog: usize, count: i32, src: usize, dst: usize): i32 {
  return <i32>(items<u8>(prog, 0, count, src, load<i32>(prog, N_EXTENT), dst) - dst);
}

/** Unpacks the contiguous bytes at `src` into `count` items with their origin at `dst`; returns the
 *  bytes read (count x size). */
export function dtUnpack(prog: usize, count: i32, src: usize, dst: usize): i32 {
  return <i32>(items<u16>(prog, 0, count, dst, load<i32>(prog, N_EXTENT), src) - src);
}
