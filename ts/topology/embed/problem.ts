// The problem every algorithm works on, in arrays: the graph as an undirected adjacency (CSR) with
// each direction's weight kept apart (distances may be asymmetric), the self weights, and the
// distance table. Built once per call, so that the algorithms read flat typed arrays, never call
// the user's target again, and share one tolerance for rounding. Cost: s² calls of
// target.distance and s² numbers of memory for s slots; O(E log d) for the adjacency.
import { type Graph, checkedDistance, readGraph, readTarget } from './check.js';
import type { EmbedGraph, EmbedTarget } from './types.js';

/** Sanity bound on the passes of one refinement, far above what converging runs need. */
export const MAX_PASSES = 64;

/** The problem in arrays: the graph as an adjacency (CSR) and the distance table. */
export interface Problem extends Graph {
  s: number;
  /** Rank u's neighbours k != u are nb[off[u]..off[u+1]), with the weights u -> k (wOut) and k -> u (wIn). */
  off: Int32Array;
  nb: Int32Array;
  wOut: Float64Array;
  wIn: Float64Array;
  /** The weight of u -> u (a rank talking to itself still pays distance(slot, slot)). */
  self: Float64Array;
  /** distance(a, b) at a * s + b. */
  dist: Float64Array;
  /** Below this, a difference of costs is rounding. */
  tol: number;
}

export function problem(virtual: EmbedGraph, target: EmbedTarget): Problem {
  const g = readGraph(virtual);
  const s = readTarget(target, g.n);
  const { n, ea, eb, ew } = g;
  const dist = new Float64Array(s * s);
  let maxD = 0;
  for (let a = 0; a < s; a++)
    for (let b = 0; b < s; b++) {
      const d = checkedDistance(target, a, b);
      dist[a * s + b] = d;
      if (d > maxD) maxD = d;
    }
  // the undirected neighbourhoods, each direction's weight kept apart (distances may be asymmetric)
  const self = new Float64Array(n);
  const nbrs = Array.from({ length: n }, () => new Map<number, [number, number]>());
  for (let e = 0; e < ea.length; e++) {
    const [a, b, w] = [ea[e], eb[e], ew[e]];
    if (a === b) {
      self[a] += w;
      continue;
    }
    const ab = nbrs[a].get(b) ?? [0, 0];
    ab[0] += w;
    nbrs[a].set(b, ab);
    const ba = nbrs[b].get(a) ?? [0, 0];
    ba[1] += w;
    nbrs[b].set(a, ba);
  }
  const off = new Int32Array(n + 1);
  for (let u = 0; u < n; u++) off[u + 1] = off[u] + nbrs[u].size;
  const nb = new Int32Array(off[n]);
  const wOut = new Float64Array(off[n]);
  const wIn = new Float64Array(off[n]);
  for (let u = 0; u < n; u++) {
    let i = off[u];
    for (const k of [...nbrs[u].keys()].sort((x, y) => x - y)) {
      const [o, w] = nbrs[u].get(k)!;
      nb[i] = k;
      wOut[i] = o;
      wIn[i++] = w;
    }
  }
  return { ...g, s, off, nb, wOut, wIn, self, dist, tol: 1e-12 * g.total * maxD };
}
