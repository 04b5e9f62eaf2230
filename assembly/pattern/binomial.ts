// Binomial tree rooted at `root` over `size` ranks. Ranks are renumbered rel = (rank - root) mod
// size so the root is 0. The parent of rel is rel with its lowest set bit cleared; the children of
// rel are rel + m for each power of two m below rel's lowest set bit (below size for the root) with
// rel + m < size. Subtree of rel: the contiguous relative ranks [rel, rel + min(lowbit(rel), size -
// rel)); the root's is all of them. Children are listed farthest first (largest m, MPICH's order:
// the first child's subtree may be cut short by size, the later ones are full subtrees of halving
// size); bcast and scatter send in this order, gather and reduce receive in the reverse order.
// Pure arithmetic.
// Cost: ceil(log2 p) steps: bcast ceil(log2 p)(alpha + n beta), gather/scatter ceil(log2 p) alpha +
// n(p-1)/p beta, reduce ceil(log2 p)(alpha + n beta + n gamma).

// Smallest power of two >= n (n >= 1).
@inline function ceilPow2(n: i32): i32 {
  return n <= 1 ? 1 : 1 << (32 - clz<i32>(n - 1));
}

// Lowest set bit of rel, or the smallest power of two >= size for the root (rel 0).
@inline function top(rel: i32, size: i32): i32 {
  return rel == 0 ? ceilPow2(size) : rel & -rel;
}

// Relative rank: (rank - root) mod size.
export function binomialRel(rank: i32, root: i32, size: i32): i32 {
  const r = (rank - root) % size;
  return r < 0 ? r + size : r;
}

// The rank's parent in the tree, -1 at the root.
export function binomialParent(rank: i32, root: i32, size: i32): i32 {
  const rel = binomialRel(rank, root, size);
  if (rel == 0) return -1;
  return ((rel & (rel - 1)) + root) % size;
}

// Number of children of the rank.
export function binomialChildCount(rank: i32, root: i32, size: i32): i32 {
  const rel = binomialRel(rank, root, size);
  let n = 0;
  for (let m = top(rel, size) >> 1; m > 0; m >>= 1) if (rel + m < size) n++;
  return n;
}

// Child number i (0 .. childCount-1) of the rank, farthest (largest m) first: the order a bcast sends.
export function binomialChild(rank: i32, root: i32, size: i32, i: i32): i32 {
  const rel = binomialRel(rank, root, size);
  let n = 0;
  for (let m = top(rel, size) >> 1; m > 0; m >>= 1) {
    if (rel + m < size) {
      if (n == i) return (rel + m + root) % size;
      n++;
    }
  }
  return -1;
}

// Ranks in the rank's subtree, itself included: min(lowbit(rel), size - rel); size at the root.
export function binomialSubtreeSize(rank: i32, root: i32, size: i32): i32 {
  const rel = binomialRel(rank, root, size);
  if (rel == 0) return size;
  return min(rel & -rel, size - rel);
}
