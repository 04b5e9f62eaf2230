// VECTOR [2, extent, size, count, blocklen, stride, child]: block k at k * stride bytes, each
// `blocklen` children one child extent apart. Over a BYTES child whose blocks are one run (the
// child's extent equals its size, or one child per block: what commit makes of every vector of a
// contiguous type) it is one strided loop, with no recursion.
import { BYTES, N_COUNT, N_EXTENT, nodeAt } from "./format";
import { block, strided } from "./kernels";
import { items } from "./walk";

/** `n` items of the VECTOR at `p`, item i at `mem + i * ext`. */
export function vectorItems<D>(prog: usize, p: usize, n: i32, mem: usize, ext: i32, pk: usize): usize {
  const count = load<i32>(p, 12);
  const bl = load<i32>(p, 16);
  const stride = load<i32>(p, 20);
  const c = load<i32>(p, 24);
  if (count <= 0 || bl <= 0) return pk;
  const cp = nodeAt(prog, c);
  const ce = load<i32>(cp, N_EXTENT);
  const s = <usize>stride;
  const e = <usize>ext;
  if (load<i32>(cp) == BYTES) {
    const cs = load<i32>(cp, N_COUNT);
    if (cs <= 0) return pk;
    if (ce == cs || bl == 1) {
      // blocks of one run each: one strided loop per item (or one copy when they touch)
      const run = bl * cs;
      const bytes = <usize>count * <usize>run;
      for (let i = 0; i < n; i++) {
        if (stride == run || count == 1) block<D>(mem, pk, bytes);
        else strided<D>(mem, pk, count, run, stride);
        mem += e;
        pk += bytes;
      }
      return pk;
    }
    const bytes = <usize>(bl * cs);
    for (let i = 0; i < n; i++) {
      let m = mem;
      for (let k = 0; k < count; k++) {
        strided<D>(m, pk, bl, cs, ce);
        m += s;
        pk += bytes;
      }
      mem += e;
    }
    return pk;
  }
  for (let i = 0; i < n; i++) {
    let m = mem;
    for (let k = 0; k < count; k++) {
      pk = items<D>(prog, c, bl, m, ce, pk);
      m += s;
    }
    mem += e;
  }
  return pk;
}
