// The slot tree: the node every hierarchy is given as (leaves are slots, inner nodes have two or
// more children), and the tree of a target's declared levels, whose nesting it checks as it
// builds. Apart from hierarchy.ts because the input checks build this tree too (levels that are
// not nested are an error whether an algorithm reads them or not). Cost: O(L·s) for L levels of
// s slots.
import { fail } from '../../errors.js';

/** A node of the slot tree: a leaf is one slot; an inner node has at least two children. */
export interface TNode {
  /** The slot of a leaf; -1 for an inner node. */
  slot: number;
  /** In declared (or locality) order: bipartitioning splits this list into contiguous halves. */
  kids: TNode[];
  /** The kids sorted by shape: treematch fills and binds positions in this order. */
  canon: TNode[];
  /** Slots below. */
  size: number;
  /** Isomorphism class of the subtree (0 = a leaf): subtrees of one shape are interchangeable. */
  shape: number;
  height: number;
}

export function leaf(slot: number): TNode {
  return { slot, kids: [], canon: [], size: 1, shape: 0, height: 0 };
}

/** An inner node over `kids`, with chains of one child collapsed (they add no choice). */
export function inner(kids: TNode[]): TNode {
  if (kids.length === 1) return kids[0];
  return { slot: -1, kids, canon: [], size: kids.reduce((t, k) => t + k.size, 0), shape: -1, height: -1 };
}

/** The tree of nested partitions (checked nested): children in the order the levels list them. */
export function treeOfLevels(levels: number[][][], s: number): TNode {
  // the group of each slot at each level
  const groupOf = levels.map((level) => {
    const g = new Int32Array(s);
    level.forEach((group, gi) => group.forEach((q) => (g[q] = gi)));
    return g;
  });
  const build = (k: number, members: readonly number[]): TNode => {
    if (k === levels.length) return inner(members.map(leaf));
    // the groups of level k inside `members`, in level k's order
    const inside = [...new Set(members.map((q) => groupOf[k][q]))].sort((x, y) => x - y);
    return inner(
      inside.map((gi) => {
        const group = levels[k][gi];
        if (k > 0)
          for (const q of group)
            if (groupOf[k - 1][q] !== groupOf[k - 1][members[0]])
              fail(
                'ERR_TOPOLOGY',
                `embed: target.levels[${k}][${gi}] is not inside one group of level ${k - 1}: ` +
                  `slots ${group[0]} and ${q} are in groups ${groupOf[k - 1][group[0]]} and ${groupOf[k - 1][q]}`,
              );
        return build(k + 1, group);
      }),
    );
  };
  return build(
    0,
    Array.from({ length: s }, (_, q) => q),
  );
}
