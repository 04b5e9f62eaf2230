// Dual recursive bipartitioning (the scheme of Pellegrini's Scotch): the slots are split in two
// along their hierarchy, the ranks in two parts that fit them with the least weight cut (bisect),
// and both halves recurse until a part is one rank on one slot. It keeps the ranks that talk most
// under the lowest common subtree, which is what a hierarchical machine rewards. Cost: per level
// of the slot tree, up to 9 growing starts each refined by a few FM passes of O((n + E) log n):
// O((n + E) log n log s) in all, for n ranks, E communicating pairs and s slots.
import { type LGraph, bisect, peripheral } from './bisect.js';
import type { Problem } from './problem.js';
import type { TNode } from './slot_tree.js';

export function bipartition(p: Problem, root: TNode, rng: () => number): Int32Array {
  const map = new Int32Array(p.n).fill(-1);
  const stamp = new Int32Array(p.n).fill(-1);
  const local = new Int32Array(p.n);
  let round = 0;
  const rec = (ranks: number[], group: readonly TNode[]): void => {
    if (ranks.length === 0) return;
    while (group.length === 1) {
      if (group[0].slot >= 0) {
        map[ranks[0]] = group[0].slot;
        return;
      }
      group = group[0].kids;
    }
    // the slots in two contiguous halves, as even as the subtrees allow
    const total = group.reduce((t, k) => t + k.size, 0);
    let [cut, acc, bestGap] = [1, 0, Infinity];
    for (let i = 1; i < group.length; i++) {
      acc += group[i - 1].size;
      const gap = Math.abs(2 * acc - total);
      if (gap < bestGap) [cut, bestGap] = [i, gap];
    }
    const [left, right] = [group.slice(0, cut), group.slice(cut)];
    const cap0 = left.reduce((t, k) => t + k.size, 0);
    const m = ranks.length;
    const [lo, hi] = [Math.max(0, m - (total - cap0)), Math.min(m, cap0)];
    // the ranks' subgraph, both directions' weights together
    round++;
    ranks.forEach((r, i) => ((stamp[r] = round), (local[r] = i)));
    const off = new Int32Array(m + 1);
    const nb: number[] = [];
    const w: number[] = [];
    ranks.forEach((r, i) => {
      for (let j = p.off[r]; j < p.off[r + 1]; j++)
        if (stamp[p.nb[j]] === round) {
          nb.push(local[p.nb[j]]);
          w.push(p.wOut[j] + p.wIn[j]);
        }
      off[i + 1] = nb.length;
    });
    const g: LGraph = { m, off, nb: Int32Array.from(nb), w: Float64Array.from(w) };
    const prop = Math.min(hi, Math.max(lo, Math.round((m * cap0) / total)));
    const side = bisect(g, lo, hi, [0, peripheral(g), Math.floor(rng() * m)], p.tol, prop);
    rec(
      ranks.filter((_, i) => side[i] === 0),
      left,
    );
    rec(
      ranks.filter((_, i) => side[i] === 1),
      right,
    );
  };
  rec(
    Array.from({ length: p.n }, (_, r) => r),
    [root],
  );
  return map;
}
