// INDEXED [4, extent, size, count, child, b0, d0, b1, d1, ...]: block k of b_k children (one child
// extent apart) at byte d_k. Over a BYTES child whose extent equals its size, block k is one run of
// b_k * size bytes.
import { BYTES, N_COUNT, N_EXTENT, nodeAt } from "./format";
import { block } from "./kernels";
import { items } from "./walk";

/** `n` items of the INDEXED at `p`, item i at `mem + i * ext`. */
export function indexedItems<D>(prog: usize, p: usize, n: i32, mem: usize, ext: i32, pk: usize): usize {
  const count = load<i32>(p, 12);
  const c = load<i32>(p, 16);
  const cp = nodeAt(prog, c);
  const ce = load<i32>(cp, N_EXTENT);
  const e = <usize>ext;
  const runs = load<i32>(cp) == BYTES && ce == load<i32>(cp, N_COUNT);
  for (let i = 0; i < n; i++) {
    let b = p + 20;
    for (let k = 0; k < count; k++) {
      const at = mem + <usize>load<i32>(b, 4);
      if (runs) {
        const len = <usize>load<i32>(b) * <usize>ce;
        block<D>(at, pk, len);
        pk += len;
      } else {
        pk = items<D>(prog, c, load<i32>(b), at, ce, pk);
      }
      b += 8;
    }
    mem += e;
  }
  return pk;
}
