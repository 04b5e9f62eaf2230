// BLOCKINDEXED [3, extent, size, count, blocklen, child, d0, d1, ...]: block k at byte d_k, each
// `blocklen` children one child extent apart. Over a BYTES child whose blocks are one run, one
// gather loop per item, specialised by the block length.
import { BYTES, N_COUNT, N_EXTENT, nodeAt } from "./format";
import { gather } from "./kernels";
import { items } from "./walk";

/** `n` items of the BLOCKINDEXED at `p`, item i at `mem + i * ext`. */
export function blockIndexedItems<D>(prog: usize, p: usize, n: i32, mem: usize, ext: i32, pk: usize): usize {
  const count = load<i32>(p, 12);
  const bl = load<i32>(p, 16);
  const c = load<i32>(p, 20);
  const displs = p + 24;
  if (count <= 0 || bl <= 0) return pk;
  const cp = nodeAt(prog, c);
  const ce = load<i32>(cp, N_EXTENT);
  const e = <usize>ext;
  if (load<i32>(cp) == BYTES) {
    const cs = load<i32>(cp, N_COUNT);
    if (cs <= 0) return pk;
    if (ce == cs || bl == 1) {
      const run = bl * cs;
      const bytes = <usize>count * <usize>run;
      for (let i = 0; i < n; i++) {
        gather<D>(mem, pk, count, run, displs);
        mem += e;
        pk += bytes;
      }
      return pk;
    }
  }
  for (let i = 0; i < n; i++) {
    for (let k = 0; k < count; k++) {
      pk = items<D>(prog, c, bl, mem + <usize>load<i32>(displs + (<usize>k << 2)), ce, pk);
    }
    mem += e;
  }
  return pk;
}
