// TreeMatch (Jeannot & Mercier): bottom up over the slot tree, the ranks that talk most are
// grouped into groups the size of the lowest level's arity (greedy, then swaps between groups);
// the groups become the entries of the next level, and so on to the root, whose grouping binds
// every rank to a slot. It sees the whole level at once where bipartitioning sees two halves, so
// it finds other placements on wide hierarchies. Cost: per tree level of arity k, O(n·d·n/k)
// greedy grouping for n ranks of d partners on average, and O(P²) per swap pass over the P
// positions of the level.
import { MAX_PASSES, type Problem } from './problem.js';
import type { TNode } from './slot_tree.js';

/** A group of ranks formed for a subtree shape: a leaf holds a rank; kids follow the shape's canonical order; null = empty. */
interface Ent {
  shape: number;
  rank: number;
  kids: (Ent | null)[];
  /** Index in the current level's pool (its weight row). */
  id: number;
}

/**
 * Bottom up over the tree's heights: each node of height h is seeded with the pool's group that has
 * the least weight left to free groups, then gets the group talking most to it (of those tied, the
 * one with the fewest other partners; an empty group when none talks to it), until its positions
 * are full; swaps between the new groups then raise the weight inside them (regroup). The new
 * groups are the next height's pool. Ranks fewer than slots leave empty groups, counted per shape
 * (all empty groups of a shape are alike).
 */
export function treematch(p: Problem, root: TNode): Int32Array {
  const map = new Int32Array(p.n).fill(-1);
  if (p.n === 0) return map;
  if (root.slot >= 0) {
    map[0] = root.slot;
    return map;
  }
  const byHeight: TNode[][] = [];
  let shapes = 0;
  const collect = (t: TNode): void => {
    shapes = Math.max(shapes, t.shape + 1);
    if (t.slot >= 0) return;
    (byHeight[t.height] ??= []).push(t);
    for (const k of t.kids) collect(k);
  };
  collect(root);
  const empty = new Int32Array(shapes);
  empty[0] = p.s - p.n;
  let pool: Ent[] = Array.from({ length: p.n }, (_, r) => ({ shape: 0, rank: r, kids: [], id: r }));
  // which pool entry holds each rank
  const holder = Int32Array.from({ length: p.n }, (_, r) => r);
  let rootEnt: Ent | null = null;
  for (let h = 1; h < byHeight.length; h++) {
    const nodes = byHeight[h] ?? [];
    const k = pool.length;
    // the weights between pool entries, sparse
    const adj = Array.from({ length: k }, () => new Map<number, number>());
    const total = new Float64Array(k);
    for (let u = 0; u < p.n; u++)
      for (let i = p.off[u]; i < p.off[u + 1]; i++) {
        const [a, b] = [holder[u], holder[p.nb[i]]];
        if (a !== b) {
          adj[a].set(b, (adj[a].get(b) ?? 0) + p.wOut[i] + p.wIn[i]);
          total[a] += p.wOut[i] + p.wIn[i];
        }
      }
    const used = new Uint8Array(k);
    const groups: (Ent | null)[][] = [];
    for (const t of nodes) {
      const slots: (Ent | null)[] = t.canon.map(() => null);
      groups.push(slots);
      // the open positions of each shape, in canonical order
      const openAt = new Map<number, number[]>();
      t.canon.forEach((c, j) => (openAt.get(c.shape) ?? openAt.set(c.shape, []).get(c.shape)!).push(j));
      const wants = (shape: number) => (openAt.get(shape)?.length ?? 0) > 0;
      const conn = new Float64Array(k);
      const place = (e: Ent | null, shape: number): void => {
        slots[openAt.get(shape)!.shift()!] = e;
        if (e === null) empty[shape]--;
        else {
          used[e.id] = 1;
          for (const [x, w] of adj[e.id]) conn[x] += w;
        }
      };
      // the seed: the entry with the least weight left to entries still free (a corner, an end):
      // grouping from the edges inwards leaves no scattered leftovers
      const rest = (e: number): number => {
        let r = 0;
        for (const [x, w] of adj[e]) if (!used[x]) r += w;
        return total[e] > 0 ? r : Infinity;
      };
      let seed = -1;
      for (let e = 0; e < k; e++) if (!used[e] && wants(pool[e].shape) && (seed < 0 || rest(e) < rest(seed))) seed = e;
      if (seed >= 0) place(pool[seed], pool[seed].shape);
      for (let filled = seed >= 0 ? 1 : 0; filled < t.canon.length; filled++) {
        let best = -1;
        for (let e = 0; e < k; e++)
          if (
            !used[e] &&
            wants(pool[e].shape) &&
            (best < 0 || conn[e] > conn[best] || (conn[e] === conn[best] && conn[e] > 0 && rest(e) < rest(best)))
          )
            best = e;
        if (best >= 0 && conn[best] > 0) {
          place(pool[best], pool[best].shape);
          continue;
        }
        // nothing talks to the group: an empty entry, which tears nothing apart
        const free = [...openAt].find(([shape, at]) => at.length > 0 && empty[shape] > 0);
        if (free !== undefined) {
          place(null, free[0]);
          continue;
        }
        // no empty one left: the entry that talks least, so the least is torn apart
        let least = -1;
        for (let e = 0; e < k; e++)
          if (!used[e] && wants(pool[e].shape) && (least < 0 || total[e] < total[least])) least = e;
        place(pool[least], pool[least].shape);
      }
    }
    regroup(nodes, groups, adj, k, p.tol);
    const formed: Ent[] = [];
    nodes.forEach((t, g) => {
      if (groups[g].every((e) => e === null)) empty[t.shape]++;
      else formed.push({ shape: t.shape, rank: -1, kids: groups[g], id: -1 });
      if (t === root) rootEnt = formed[formed.length - 1] ?? null;
    });
    // the next pool: what this height formed, and what it left for the heights above
    pool = [...formed, ...pool.filter((e) => !used[e.id])];
    pool.forEach((e, i) => (e.id = i));
    const mark = (e: Ent | null, id: number): void => {
      if (e === null) return;
      if (e.rank >= 0) holder[e.rank] = id;
      else for (const c of e.kids) mark(c, id);
    };
    pool.forEach((e, i) => mark(e, i));
  }
  const bind = (e: Ent | null, t: TNode): void => {
    if (e === null) return;
    if (t.slot >= 0) map[e.rank] = t.slot;
    else t.canon.forEach((c, i) => bind(e.kids[i], c));
  };
  bind(rootEnt, root);
  return map;
}

/**
 * The greedy grouping refined: swaps of two entries of one shape between two groups (an empty entry
 * included: a move) while one raises the weight inside groups. O(P²) per pass for P positions.
 */
function regroup(
  nodes: readonly TNode[],
  groups: (Ent | null)[][],
  adj: readonly Map<number, number>[],
  k: number,
  tol: number,
): void {
  const G = groups.length;
  // inside[e * G + g]: the weight between pool entry e and the members of group g
  const inside = new Float64Array(k * G);
  const join = (e: Ent | null, g: number, sign: number): void => {
    if (e !== null) for (const [x, w] of adj[e.id]) inside[x * G + g] += sign * w;
  };
  groups.forEach((slots, g) => slots.forEach((e) => join(e, g, 1)));
  // the positions by shape: only entries of one shape can trade places
  const byShape = new Map<number, [number, number][]>();
  nodes.forEach((t, g) =>
    t.canon.forEach((c, j) => (byShape.get(c.shape) ?? byShape.set(c.shape, []).get(c.shape)!).push([g, j])),
  );
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let moved = false;
    for (const at of byShape.values())
      for (let x = 0; x < at.length; x++)
        for (let y = x + 1; y < at.length; y++) {
          const [[g1, j1], [g2, j2]] = [at[x], at[y]];
          const [e, f] = [groups[g1][j1], groups[g2][j2]];
          if (g1 === g2 || (e === null && f === null)) continue;
          // after the swap e is in g2 without f, f in g1 without e
          let gain = -2 * (e !== null && f !== null ? (adj[e.id].get(f.id) ?? 0) : 0);
          if (e !== null) gain += inside[e.id * G + g2] - inside[e.id * G + g1];
          if (f !== null) gain += inside[f.id * G + g1] - inside[f.id * G + g2];
          if (gain <= tol) continue;
          join(e, g1, -1);
          join(f, g2, -1);
          join(e, g2, 1);
          join(f, g1, 1);
          [groups[g1][j1], groups[g2][j2]] = [f, e];
          moved = true;
        }
    if (!moved) break;
  }
}
