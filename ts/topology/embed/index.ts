// Embedding a virtual topology onto the hardware: choosing the slot (PU, core, GPU, ...) of each
// virtual rank so that the ranks that talk most sit closest, i.e. minimising hopBytes = the sum over
// the communication graph's edges of weight x distance between the two ranks' slots. This is the
// rank reordering behind MPI_Cart_create / MPI_Dist_graph_create with reorder = true. It works on
// two small structural interfaces (EmbedGraph, EmbedTarget, types.ts) so that the algorithms know
// nothing of the Topology classes or the hardware graph that satisfy them; a hardware topology
// given as the target becomes an EmbedTarget of its PUs at the entry (check.ts slotsOf,
// hw/embed_target.ts).
//
// This module is the entry: `embed` checks its input (check.ts), builds the problem's arrays
// (problem.ts) and the target's hierarchy (hierarchy.ts), runs the algorithms the options pick,
// refines each start and keeps the best. The heuristics come from the literature, one per module:
// - 'bipartition' (bipartition.ts, on the bisection of bisect.ts): recursive bipartitioning matched
//   to the target's hierarchy, Scotch's scheme;
// - 'treematch' (treematch.ts): bottom-up grouping of the ranks that talk most (Jeannot & Mercier);
// - 'auto' adds greedy mapping (greedy.ts, Hoefler & Snir), which follows targets with no hierarchy
//   (rings, tori), and the identity itself; every start is refined (refine.ts) and the best kept.
//   No result is ever worse than the identity placement;
// - 'exhaustive' (exhaustive.ts) enumerates every placement (branch and bound) as a reference, for
//   tiny cases.
// quality.ts computes the figures embed reports and embedQuality gives for any placement.
//
// Cost, for n ranks, s slots, E communicating pairs, d = E/n: the distance table, s² calls of
// target.distance; the hierarchy, O(s² log² s) at worst; each algorithm as its module says; the
// refinement O(n·s·d) per descent sweep (a handful of sweeps, for the 3 best starts) and at most
// EFFORT = 2e5 delta evaluations (O(d) each) for the rest. 64 ranks on 64 slots take about 20-40 ms.
import { bipartition } from './bipartition.js';
import { readOptions, slotsOf } from './check.js';
import { exhaustive } from './exhaustive.js';
import { greedy, greedyStarts } from './greedy.js';
import { slotTree } from './hierarchy.js';
import { problem } from './problem.js';
import { cost, quality } from './quality.js';
import { EFFORT, type Effort, improve, shake, sweepCost } from './refine.js';
import { treematch } from './treematch.js';
import type { EmbedGraph, EmbedOptions, EmbedTarget, Embedding } from './types.js';
import type { HwTopology } from '../../hw/topology.js';

export { embedQuality } from './quality.js';
export type { EmbedAlgorithm, EmbedGraph, EmbedOptions, EmbedQuality, EmbedTarget, Embedding } from './types.js';

/**
 * Places the ranks of `virtual` on the slots of `target` minimising hopBytes (weight x distance
 * summed over the edges). Returns `mapping` (rank -> slot, distinct slots; a permutation when
 * size == slots) and its quality next to the identity placement's. The result is never worse than
 * the identity: when no heuristic beats it, the identity itself is returned (ties included, so a
 * placement that cannot be improved is left alone). Deterministic for a given seed.
 *
 * The target may be a hardware topology (HwTopology): its PUs are the slots, in logical order
 * (`mapping[r]` is the logical index of rank r's PU), at the hardware graph's distances (the
 * closer the more tree levels two PUs share: a core, a cache, a package), grouped by the tree's
 * levels for the grouping algorithms; one rank per PU.
 *
 * Congestion is reported, not optimised. Errors: ERR_ARG for a malformed graph, edge (rank outside
 * 0..size-1, negative or non-finite weight), target or option; ERR_TOPOLOGY when the target has
 * fewer slots (PUs) than the graph has ranks, a distance is negative or not finite, or `levels` is
 * not a nested sequence of partitions of the slots.
 */
export function embed(virtual: EmbedGraph, target: EmbedTarget | HwTopology, opts?: EmbedOptions): Embedding {
  const { algorithm, seed } = readOptions(opts);
  const slots = slotsOf(virtual, target, 'embed');
  const p = problem(virtual, slots);
  const identity = Int32Array.from({ length: p.n }, (_, r) => r);
  let mapping: Int32Array;
  if (p.n === 0) mapping = identity;
  else if (algorithm === 'exhaustive') mapping = exhaustive(p);
  else {
    const rng = mulberry32(seed);
    const tree = slotTree(p, slots);
    const candidates: Int32Array[] = [];
    if (algorithm === 'auto' || algorithm === 'bipartition') candidates.push(bipartition(p, tree, rng));
    if (algorithm === 'auto' || algorithm === 'treematch') candidates.push(treematch(p, tree));
    if (algorithm === 'auto') {
      for (const start of greedyStarts(p, rng)) candidates.push(greedy(p, start));
      // the identity refined too: the placement a user declared is often nearly right already
      candidates.push(identity.slice());
    }
    mapping = identity;
    let best = cost(p, identity);
    // the deeper stages share one budget, spent on every candidate while they are few and small;
    // else only the 3 best candidates descend (a sweep is n·s deltas), and the best goes deeper
    const effort: Effort = { left: EFFORT };
    const all = candidates.length * sweepCost(p) * (p.n + p.s) <= EFFORT;
    const raw = candidates.map((c) => cost(p, c));
    const order = candidates.map((_, i) => i).sort((i, j) => raw[i] - raw[j] || i - j);
    for (const i of all ? candidates.keys() : order.slice(0, 3)) {
      const c = candidates[i];
      improve(p, c, all ? effort : null);
      const h = cost(p, c);
      // strictly better only: on a tie the identity (or the earlier candidate) stays
      if (h < best - p.tol) {
        best = h;
        mapping = c;
      }
    }
    // the best start refined further, on a copy: should it not improve, the tie rule above stands
    const final = mapping.slice();
    if (!all) improve(p, final, effort);
    shake(p, final, effort);
    if (cost(p, final) < best - p.tol) mapping = final;
  }
  const q = (m: ArrayLike<number>) => quality(p, slots, m, (a, b) => p.dist[a * p.s + b]);
  return { mapping, quality: { ...q(mapping), identity: q(identity) } };
}

/** A small deterministic generator (mulberry32): the same seed, the same choices. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
