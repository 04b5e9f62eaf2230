// The target's hierarchy as a tree of slots, which bipartitioning splits top down and TreeMatch
// fills bottom up: the declared levels when the target has them; else the distance's thresholds
// when it is an ultrametric (a tree machine: each "closer than t" is an equivalence); else a
// recursive bisection of the slots cutting the largest distances (rings, tori, anything). Each
// subtree gets its shape (an isomorphism class), so that TreeMatch can tell interchangeable
// subtrees. Cost: from levels O(L·s); from an ultrametric with T <= 32 distinct values O(T·s²);
// else by bisection O(s² log² s).
import { readLevels } from './check.js';
import { bisect } from './bisect.js';
import type { Problem } from './problem.js';
import { type TNode, inner, leaf, treeOfLevels } from './slot_tree.js';
import type { EmbedTarget } from './types.js';

/**
 * The target's hierarchy as a tree of slots: from `levels` when given; else from the distance's
 * thresholds when it is an ultrametric (each "closer than t" is an equivalence: a tree machine);
 * else by recursive bisection of the slots, cutting the largest distances.
 */
export function slotTree(p: Problem, target: EmbedTarget): TNode {
  const levels = target.levels !== undefined ? readLevels(target.levels, p.s) : ultrametricLevels(p);
  const root = levels !== null ? treeOfLevels(levels, p.s) : bisectSlots(p);
  // shapes bottom up (AHU canonical form), then heights
  const ids = new Map<string, number>([['', 0]]);
  const visit = (t: TNode): void => {
    if (t.slot >= 0) return;
    for (const k of t.kids) visit(k);
    t.canon = [...t.kids].sort((x, y) => x.shape - y.shape);
    const key = t.canon.map((k) => k.shape).join(',');
    if (!ids.has(key)) ids.set(key, ids.size);
    t.shape = ids.get(key)!;
    t.height = 1 + Math.max(...t.kids.map((k) => k.height));
  };
  visit(root);
  return root;
}

/** The levels of an ultrametric distance (symmetrised by max), or null when it is not one. */
export function ultrametricLevels(p: Problem): number[][][] | null {
  const { s, dist } = p;
  const e = (a: number, b: number) => Math.max(dist[a * s + b], dist[b * s + a]);
  const values = new Set<number>();
  for (let a = 0; a < s && values.size <= 32; a++) for (let b = a + 1; b < s; b++) values.add(e(a, b));
  // many distinct distances: not a machine hierarchy (and the check would cost too much)
  if (values.size > 32) return null;
  const thresholds = [...values].sort((x, y) => x - y);
  const levels: number[][][] = [];
  let previous = s + 1;
  for (const t of thresholds) {
    // components of "e <= t" by union-find, then each must be a clique
    const parent = Int32Array.from({ length: s }, (_, q) => q);
    const find = (q: number): number => {
      while (parent[q] !== q) q = parent[q] = parent[parent[q]];
      return q;
    };
    for (let a = 0; a < s; a++) for (let b = a + 1; b < s; b++) if (e(a, b) <= t) parent[find(a)] = find(b);
    for (let a = 0; a < s; a++) for (let b = a + 1; b < s; b++) if (find(a) === find(b) && e(a, b) > t) return null;
    const groups = new Map<number, number[]>();
    for (let q = 0; q < s; q++) {
      const r = find(q);
      if (!groups.has(r)) groups.set(r, []);
      groups.get(r)!.push(q);
    }
    if (groups.size > 1 && groups.size < previous) levels.unshift([...groups.values()]);
    previous = groups.size;
  }
  return levels;
}

/** A hierarchy for a distance with no tree structure: halve the slots cutting the weakest affinities. */
export function bisectSlots(p: Problem): TNode {
  const { s, dist } = p;
  let maxD = 0;
  let minD = Infinity;
  for (let a = 0; a < s; a++)
    for (let b = 0; b < s; b++)
      if (a !== b) {
        maxD = Math.max(maxD, dist[a * s + b]);
        minD = Math.min(minD, dist[a * s + b]);
      }
  // the farthest pairs get (almost) no affinity, so the cut falls between far groups
  const eps = 1e-3 * (maxD - minD || 1);
  const rec = (slots: number[]): TNode => {
    const m = slots.length;
    if (m === 1) return leaf(slots[0]);
    const off = new Int32Array(m + 1);
    const nb = new Int32Array(m * (m - 1));
    const w = new Float64Array(m * (m - 1));
    let k = 0;
    for (let i = 0; i < m; i++) {
      for (let j = 0; j < m; j++)
        if (i !== j) {
          const [a, b] = [slots[i], slots[j]];
          nb[k] = j;
          w[k++] = maxD - (dist[a * s + b] + dist[b * s + a]) / 2 + eps;
        }
      off[i + 1] = k;
    }
    const half = m >> 1;
    const side = bisect({ m, off, nb, w }, half, half, [0, m - 1], 0);
    return inner([rec(slots.filter((_, i) => side[i] === 0)), rec(slots.filter((_, i) => side[i] === 1))]);
  };
  return rec(Array.from({ length: s }, (_, q) => q));
}
