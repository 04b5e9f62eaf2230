// STRUCT [5, extent, size, count, b0, d0, c0, b1, d1, c1, ...]: block k of b_k items of node c_k
// (one extent of c_k apart) at byte d_k. Fields that are one run were merged by commit into BYTES
// blocks of one item: copied inline, without recursion (when every field is such a run of at most
// 64 bytes, by one loop with no call at all).
import { BYTES, N_COUNT, N_EXTENT, nodeAt } from "./format";
import { block, small } from "./kernels";
import { items } from "./walk";

/** `n` items of the STRUCT at `p`, item i at `mem + i * ext`. */
export function structItems<D>(prog: usize, p: usize, n: i32, mem: usize, ext: i32, pk: usize): usize {
  const count = load<i32>(p, 12);
  const e = <usize>ext;
  if (smallRuns(prog, p, count)) {
    // every field one run of 1 to 64 bytes: inline copies, no call that could clobber registers
    for (let i = 0; i < n; i++) {
      let b = p + 16;
      for (let k = 0; k < count; k++) {
        const len = <usize>load<i32>(nodeAt(prog, load<i32>(b, 8)), N_COUNT);
        small<D>(mem + <usize>load<i32>(b, 4), pk, len);
        pk += len;
        b += 12;
      }
      mem += e;
    }
    return pk;
  }
  for (let i = 0; i < n; i++) {
    let b = p + 16;
    for (let k = 0; k < count; k++) {
      const c = load<i32>(b, 8);
      const cp = nodeAt(prog, c);
      const m = load<i32>(b);
      const at = mem + <usize>load<i32>(b, 4);
      if (m == 1 && load<i32>(cp) == BYTES) {
        const len = <usize>load<i32>(cp, N_COUNT);
        block<D>(at, pk, len);
        pk += len;
      } else {
        pk = items<D>(prog, c, m, at, load<i32>(cp, N_EXTENT), pk);
      }
      b += 12;
    }
    mem += e;
  }
  return pk;
}

/** Whether every field of the STRUCT at `p` is one item of a BYTES run of 1 to 64 bytes. */
function smallRuns(prog: usize, p: usize, count: i32): bool {
  let b = p + 16;
  for (let k = 0; k < count; k++) {
    const cp = nodeAt(prog, load<i32>(b, 8));
    const len = load<i32>(cp, N_COUNT);
    if (load<i32>(b) != 1 || load<i32>(cp) != BYTES || len <= 0 || len > 64) return false;
    b += 12;
  }
  return true;
}
