// Walks a target datatype program (assembly/dtype/format.ts) run by run: the contiguous byte runs
// of `n` items, in type-map order (the order in which dtPack packs them), each handed to the
// visitor V (acc_typed.ts) with its address and length. Unlike the copy engine (dtype/walk.ts)
// it moves no bytes itself: what to do with a run is the visitor's, once per run.
import { BYTES, VECTOR, BLOCKINDEXED, INDEXED, STRUCT, N_COUNT, N_EXTENT, nodeAt } from "../dtype/format";
import { visit } from "./acc_typed";

@inline function extentOf(prog: usize, q: i32): i32 {
  return load<i32>(nodeAt(prog, q), N_EXTENT);
}

/** Visits the runs of `n` items of node `q`, item i at `mem + i * stride`. */
export function runs<V>(prog: usize, q: i32, n: i32, mem: usize, stride: i32): void {
  if (n <= 0) return;
  const p = nodeAt(prog, q);
  const kind = load<i32>(p);
  if (kind == BYTES) {
    const len = load<i32>(p, N_COUNT);
    if (len <= 0) return;
    if (stride == len || n == 1) {
      visit<V>(mem, <usize>n * <usize>len);
      return;
    }
    for (let i = 0; i < n; i++) {
      visit<V>(mem, <usize>len);
      mem += <usize>stride;
    }
    return;
  }
  const count = load<i32>(p, 12);
  for (let i = 0; i < n; i++) {
    if (kind == VECTOR) {
      // [2, extent, size, count, blocklen, stride, child]
      const bl = load<i32>(p, 16);
      const s = <usize>load<i32>(p, 20);
      const c = load<i32>(p, 24);
      const ce = extentOf(prog, c);
      let m = mem;
      for (let k = 0; k < count; k++) {
        runs<V>(prog, c, bl, m, ce);
        m += s;
      }
    } else if (kind == BLOCKINDEXED) {
      // [3, extent, size, count, blocklen, child, d0, d1, ...]
      const bl = load<i32>(p, 16);
      const c = load<i32>(p, 20);
      const ce = extentOf(prog, c);
      for (let k = 0; k < count; k++) runs<V>(prog, c, bl, mem + <usize>load<i32>(p + 24 + (<usize>k << 2)), ce);
    } else if (kind == INDEXED) {
      // [4, extent, size, count, child, b0, d0, b1, d1, ...]
      const c = load<i32>(p, 16);
      const ce = extentOf(prog, c);
      let b = p + 20;
      for (let k = 0; k < count; k++) {
        runs<V>(prog, c, load<i32>(b), mem + <usize>load<i32>(b, 4), ce);
        b += 8;
      }
    } else if (kind == STRUCT) {
      // [5, extent, size, count, b0, d0, c0, b1, d1, c1, ...]
      let b = p + 16;
      for (let k = 0; k < count; k++) {
        const c = load<i32>(b, 8);
        runs<V>(prog, c, load<i32>(b), mem + <usize>load<i32>(b, 4), extentOf(prog, c));
        b += 12;
      }
    } else {
      unreachable(); // not a node: the program is corrupt
    }
    mem += <usize>stride;
  }
}
