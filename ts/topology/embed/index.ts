// Embedding a virtual topology onto the hardware: choosing the slot (PU, core, GPU, ...) of each
// virtual rank so that the ranks that talk most sit closest, i.e. minimising hopBytes = the sum over
// the communication graph's edges of weight x distance between the two ranks' slots. This is the
// rank reordering behind MPI_Cart_create / MPI_Dist_graph_create with reorder = true. It works on
// two small structural interfaces (EmbedGraph, EmbedTarget) so that it knows nothing of the
// Topology classes or the hardware graph that satisfy them.
//
// The heuristics come from the literature, not from random search:
// - 'bipartition': recursive bipartitioning matched to the target's hierarchy (the scheme of
//   Pellegrini's Scotch): the slots are split in two along their hierarchy, the ranks in two parts
//   that fit them with the least weight cut (greedy graph growing, then Fiduccia–Mattheyses), and
//   both halves recurse.
// - 'treematch' (Jeannot & Mercier): bottom up, the ranks that talk most are grouped into groups the
//   size of the lowest level's arity (greedy, then swaps between groups); groups become the nodes of
//   the next level, and so on to the root.
// - 'auto' adds greedy mapping (Hoefler & Snir: the next rank that talks most with those placed goes
//   to the free slot where it costs least), which follows targets with no hierarchy (rings, tori),
//   and the identity itself; every start is refined and the best kept.
// - the refinement: descent by swaps (two ranks, or a rank and a free slot) while one lowers
//   hopBytes, then Kernighan–Lin passes and 3-cycles to climb out of its local minimum, then a
//   variable-neighbourhood round (each single swap forced, refined again). A fixed budget of
//   evaluations bounds all but the descent, so large problems stay fast and small ones are refined
//   to the end. No result is ever worse than the identity placement.
// - 'exhaustive' enumerates every placement (branch and bound) as a reference, for tiny cases.
//
// Cost, for n ranks, s slots, E communicating pairs, d = E/n:
// - the distance table: s² calls of target.distance and s² numbers of memory;
// - the slot hierarchy: from `levels` O(L·s); else, when the distance is an ultrametric (a tree
//   machine), from its T <= 32 distinct values in O(T·s²); else by recursive bisection, O(s² log² s);
// - 'bipartition': per level of the slot tree, up to 9 growing starts, each refined by a few FM
//   passes of O((n + E) log n): O((n + E) log n log s) in all;
// - 'treematch': per tree level, O(n·d·n/k) greedy grouping for arity k, O(P²) per swap pass over
//   the P positions of the level;
// - greedy: O(n² + n·s·d) per start, s starts on targets of up to 16 slots, else 9;
// - the refinement: O(n·s·d) per descent sweep (a handful of sweeps, for the 3 best starts), and at
//   most EFFORT = 2e5 delta evaluations (O(d) each) for the rest;
// - 'exhaustive': at most s!/(s-n)! placements, capped at 9! = 362880.
// 64 ranks on 64 slots take about 20-40 ms.
import { fail, show } from '../errors.js';

/** The communication pattern: `size` ranks and weighted directed edges (weight = bytes or messages; repeated edges add up). */
export interface EmbedGraph {
  readonly size: number;
  edges(): Iterable<readonly [number, number, number]>;
}

/** Where ranks can go: `slots` places (e.g. PUs in a declared placement order), a distance between two slots, and optionally the links a message between two slots crosses (for congestion) and a hierarchy (for grouping algorithms). */
export interface EmbedTarget {
  readonly slots: number;
  /** The cost of one unit of weight between slots a and b: finite, >= 0 (0 from a slot to itself, usually). */
  distance(a: number, b: number): number;
  /** Optional: the link ids a message from slot a to slot b crosses, for the congestion figures. */
  route?(a: number, b: number): readonly number[];
  /** Optional: the slots grouped level by level, top down: levels[k] is a partition of 0..slots-1 (e.g. packages, then l3s, then cores). */
  readonly levels?: readonly (readonly (readonly number[])[])[];
}

/** How good a placement is. */
export interface EmbedQuality {
  /** Sum over edges of weight x distance between the two ranks' slots: the figure embed minimises. */
  hopBytes: number;
  /** The distance an edge spans: the largest over edges of positive weight, and the weight-averaged mean (0 without weight). */
  dilation: { max: number; mean: number };
  /** The weight crossing each link (target.route), the largest and the mean over the links used; null when the target has no route. */
  congestion: { max: number; mean: number } | null;
}

/** An embedding: `mapping[r]` is the slot of virtual rank r; `quality` is its quality, with the identity placement's (`mapping[r] = r`) for comparison. */
export interface Embedding {
  mapping: Int32Array;
  quality: EmbedQuality & { identity: EmbedQuality };
}

/** The algorithms embed offers (see embed). */
export type EmbedAlgorithm = 'auto' | 'bipartition' | 'treematch' | 'exhaustive';

/** Options of embed. */
export interface EmbedOptions {
  /**
   * 'auto' (the default): the best of 'bipartition', 'treematch', greedy mapping and the identity,
   * each refined; 'bipartition' or 'treematch': that one alone, refined; 'exhaustive': the optimum,
   * by trying every placement (at most 9! of them: a reference for tiny cases).
   */
  algorithm?: EmbedAlgorithm;
  /** Seeds the only arbitrary choices (one start of each bisection, one greedy start on large targets): the same seed, the same mapping. */
  seed?: number;
}

const ALGORITHMS: readonly EmbedAlgorithm[] = ['auto', 'bipartition', 'treematch', 'exhaustive'];
const DEFAULT_SEED = 0x5eed;
/** 9!: the most placements 'exhaustive' enumerates (9 ranks on 9 slots, 8 on 9, ...). */
const EXHAUSTIVE_MAX = 362880;
/**
 * The budget of the refinement beyond descent, in hopBytes deltas evaluated (tens of nanoseconds
 * each): small problems never reach it; it bounds the time of large ones. Counted, not timed, so
 * that a result does not depend on the machine's speed.
 */
const EFFORT = 2e5;
/** Sanity bound on the passes of one refinement, far above what converging runs need. */
const MAX_PASSES = 64;

/**
 * Places the ranks of `virtual` on the slots of `target` minimising hopBytes (weight x distance
 * summed over the edges). Returns `mapping` (rank -> slot, distinct slots; a permutation when
 * size == slots) and its quality next to the identity placement's. The result is never worse than
 * the identity: when no heuristic beats it, the identity itself is returned (ties included, so a
 * placement that cannot be improved is left alone). Deterministic for a given seed.
 *
 * Congestion is reported, not optimised. Errors: ERR_ARG for a malformed graph, edge (rank outside
 * 0..size-1, negative or non-finite weight), target or option; ERR_TOPOLOGY when the target has
 * fewer slots than the graph has ranks, a distance is negative or not finite, or `levels` is not a
 * nested sequence of partitions of the slots.
 */
export function embed(virtual: EmbedGraph, target: EmbedTarget, opts?: EmbedOptions): Embedding {
  const { algorithm, seed } = readOptions(opts);
  const p = problem(virtual, target);
  const identity = Int32Array.from({ length: p.n }, (_, r) => r);
  let mapping: Int32Array;
  if (p.n === 0) mapping = identity;
  else if (algorithm === 'exhaustive') mapping = exhaustive(p);
  else {
    const rng = mulberry32(seed);
    const tree = slotTree(p, target);
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
  const q = (m: ArrayLike<number>) => quality(p, target, m, (a, b) => p.dist[a * p.s + b]);
  return { mapping, quality: { ...q(mapping), identity: q(identity) } };
}

/**
 * The quality of a given placement (`mapping[r]` = slot of rank r, distinct slots): hopBytes,
 * dilation and, when the target has `route`, congestion. Errors as embed's, and ERR_ARG for a
 * mapping of the wrong length, with a slot outside 0..slots-1 or a slot given twice.
 */
export function embedQuality(virtual: EmbedGraph, target: EmbedTarget, mapping: ArrayLike<number>): EmbedQuality {
  const g = readGraph(virtual);
  const s = readTarget(target, g.n);
  if (mapping == null || typeof mapping.length !== 'number')
    fail('ERR_ARG', `embedQuality: mapping must be an array of ${g.n} slots, got ${show(mapping)}`);
  if (mapping.length !== g.n)
    fail('ERR_ARG', `embedQuality: mapping has ${mapping.length} entries; expected one per rank (${g.n})`);
  const owner = new Int32Array(s).fill(-1);
  for (let r = 0; r < g.n; r++) {
    const q = mapping[r];
    if (!Number.isInteger(q) || q < 0 || q >= s)
      fail('ERR_ARG', `embedQuality: mapping[${r}] = ${show(q)}; expected a slot in 0..${s - 1}`);
    if (owner[q] >= 0) fail('ERR_ARG', `embedQuality: ranks ${owner[q]} and ${r} are both mapped to slot ${q}`);
    owner[q] = r;
  }
  return quality(g, target, mapping, (a, b) => checkedDistance(target, a, b));
}

// ── reading and checking the arguments ──

interface Graph {
  n: number;
  /** The directed edges with their repeats added up and zero weights dropped, in first-seen order. */
  ea: Int32Array;
  eb: Int32Array;
  ew: Float64Array;
  /** Sum of the weights. */
  total: number;
}

function readOptions(opts: EmbedOptions | undefined): { algorithm: EmbedAlgorithm; seed: number } {
  if (opts === undefined) return { algorithm: 'auto', seed: DEFAULT_SEED };
  if (opts === null || typeof opts !== 'object') fail('ERR_ARG', `embed: options must be an object, got ${show(opts)}`);
  const algorithm = opts.algorithm ?? 'auto';
  if (!ALGORITHMS.includes(algorithm))
    fail('ERR_ARG', `embed: algorithm ${show(algorithm)} is not one of ${ALGORITHMS.map((a) => `'${a}'`).join(', ')}`);
  const seed = opts.seed ?? DEFAULT_SEED;
  if (!Number.isSafeInteger(seed)) fail('ERR_ARG', `embed: seed must be an integer, got ${show(seed)}`);
  return { algorithm, seed };
}

/** A member of an object given by a user, read as data (a method is shown, not called). */
function member(o: object, key: string): unknown {
  return (o as Record<string, unknown>)[key];
}

/** The i-th field of an edge given by a user, who may hand anything. */
function field(e: unknown, i: number): unknown {
  return e != null && typeof e === 'object' ? (e as Record<number, unknown>)[i] : undefined;
}

function readGraph(g: EmbedGraph): Graph {
  if (g == null || typeof g !== 'object')
    fail('ERR_ARG', `embed: the virtual graph must be an object with size and edges(), got ${show(g)}`);
  const n = g.size;
  if (!Number.isSafeInteger(n) || n < 0)
    fail('ERR_ARG', `embed: the virtual graph's size must be an integer >= 0, got ${show(n)}`);
  if (typeof g.edges !== 'function')
    fail('ERR_ARG', `embed: the virtual graph's edges must be a function, got ${show(member(g, 'edges'))}`);
  const edges: unknown = g.edges();
  if (edges == null || typeof (edges as Iterable<unknown>)[Symbol.iterator] !== 'function')
    fail(
      'ERR_ARG',
      `embed: the virtual graph's edges() must return an iterable of [from, to, weight], got ${show(edges)}`,
    );
  const acc = new Map<number, number>();
  let i = 0;
  for (const e of edges as Iterable<unknown>) {
    const [a, b, w] = [field(e, 0), field(e, 1), field(e, 2)];
    for (const [end, r] of [
      ['source', a],
      ['destination', b],
    ] as const)
      if (typeof r !== 'number' || !Number.isInteger(r) || r < 0 || r >= n)
        fail('ERR_ARG', `embed: edge ${i}'s ${end} rank is ${show(r)}; expected a rank in 0..${n - 1}`);
    if (typeof w !== 'number' || !Number.isFinite(w) || w < 0)
      fail(
        'ERR_ARG',
        `embed: edge ${i} (${show(a)} -> ${show(b)}) has weight ${show(w)}; expected a finite number >= 0`,
      );
    // a zero weight is no communication: it changes no figure
    if (w > 0) {
      const key = (a as number) * n + (b as number);
      acc.set(key, (acc.get(key) ?? 0) + w);
    }
    i++;
  }
  const ea = new Int32Array(acc.size);
  const eb = new Int32Array(acc.size);
  const ew = new Float64Array(acc.size);
  let k = 0;
  let total = 0;
  for (const [key, w] of acc) {
    ea[k] = Math.floor(key / n);
    eb[k] = key % n;
    ew[k++] = w;
    total += w;
  }
  return { n, ea, eb, ew, total };
}

/** Checks the target and returns its slot count. */
function readTarget(t: EmbedTarget, n: number): number {
  if (t == null || typeof t !== 'object')
    fail('ERR_ARG', `embed: the target must be an object with slots and distance(), got ${show(t)}`);
  const s = t.slots;
  if (!Number.isSafeInteger(s) || s < 0)
    fail('ERR_ARG', `embed: the target's slots must be an integer >= 0, got ${show(s)}`);
  if (typeof t.distance !== 'function')
    fail('ERR_ARG', `embed: the target's distance must be a function, got ${show(member(t, 'distance'))}`);
  if (t.route !== undefined && typeof t.route !== 'function')
    fail('ERR_ARG', `embed: the target's route must be a function when given, got ${show(member(t, 'route'))}`);
  if (s < n) fail('ERR_TOPOLOGY', `embed: the virtual graph has ${n} ranks but the target only ${s} slots`);
  // levels are checked (partitions, nested) on every call, whether an algorithm reads them or not
  if (t.levels !== undefined) treeOfLevels(readLevels(t.levels, s), s);
  return s;
}

function checkedDistance(t: EmbedTarget, a: number, b: number): number {
  const d = t.distance(a, b);
  if (typeof d !== 'number' || !Number.isFinite(d) || d < 0)
    fail('ERR_TOPOLOGY', `embed: target.distance(${a}, ${b}) = ${show(d)}; expected a finite number >= 0`);
  return d;
}

/** The problem in arrays: the graph as an adjacency (CSR) and the distance table. */
interface Problem extends Graph {
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

function problem(virtual: EmbedGraph, target: EmbedTarget): Problem {
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

// ── the figures ──

function cost(p: Problem, m: ArrayLike<number>): number {
  const { s, dist, off, nb, wOut, self } = p;
  let h = 0;
  for (let u = 0; u < p.n; u++) {
    const mu = m[u] * s;
    h += self[u] * dist[mu + m[u]];
    for (let i = off[u]; i < off[u + 1]; i++) h += wOut[i] * dist[mu + m[nb[i]]];
  }
  return h;
}

function quality(
  g: Graph,
  target: EmbedTarget,
  m: ArrayLike<number>,
  distance: (a: number, b: number) => number,
): EmbedQuality {
  let hopBytes = 0;
  let max = 0;
  for (let e = 0; e < g.ea.length; e++) {
    const d = distance(m[g.ea[e]], m[g.eb[e]]);
    hopBytes += g.ew[e] * d;
    if (d > max) max = d;
  }
  const dilation = { max, mean: g.total > 0 ? hopBytes / g.total : 0 };
  if (target.route === undefined) return { hopBytes, dilation, congestion: null };
  const load = new Map<number, number>();
  for (let e = 0; e < g.ea.length; e++) {
    const [a, b] = [m[g.ea[e]], m[g.eb[e]]];
    const links: unknown = target.route(a, b);
    if (links == null || typeof (links as { length?: unknown }).length !== 'number')
      fail('ERR_TOPOLOGY', `embed: target.route(${a}, ${b}) = ${show(links)}; expected an array of link ids`);
    const path = links as ArrayLike<number>;
    for (let i = 0; i < path.length; i++) load.set(path[i], (load.get(path[i]) ?? 0) + g.ew[e]);
  }
  let cmax = 0;
  let sum = 0;
  for (const l of load.values()) {
    sum += l;
    if (l > cmax) cmax = l;
  }
  return { hopBytes, dilation, congestion: { max: cmax, mean: load.size > 0 ? sum / load.size : 0 } };
}

// ── the slot hierarchy ──

/** A node of the slot tree: a leaf is one slot; an inner node has at least two children. */
interface TNode {
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

function leaf(slot: number): TNode {
  return { slot, kids: [], canon: [], size: 1, shape: 0, height: 0 };
}

/** An inner node over `kids`, with chains of one child collapsed (they add no choice). */
function inner(kids: TNode[]): TNode {
  if (kids.length === 1) return kids[0];
  return { slot: -1, kids, canon: [], size: kids.reduce((t, k) => t + k.size, 0), shape: -1, height: -1 };
}

/**
 * The target's hierarchy as a tree of slots: from `levels` when given; else from the distance's
 * thresholds when it is an ultrametric (each "closer than t" is an equivalence: a tree machine);
 * else by recursive bisection of the slots, cutting the largest distances.
 */
function slotTree(p: Problem, target: EmbedTarget): TNode {
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

function readLevels(levels: unknown, s: number): number[][][] {
  const bad = (msg: string): never => fail('ERR_TOPOLOGY', `embed: target.levels${msg}`);
  if (!Array.isArray(levels)) return bad(` must be an array of levels, got ${show(levels)}`);
  const out: number[][][] = [];
  for (let k = 0; k < levels.length; k++) {
    const level: unknown = levels[k];
    if (!Array.isArray(level)) return bad(`[${k}] must be an array of groups of slots, got ${show(level)}`);
    const seen = new Int32Array(s).fill(-1);
    const groups: number[][] = [];
    for (let gi = 0; gi < level.length; gi++) {
      const group: unknown = level[gi];
      if (!Array.isArray(group) || group.length === 0)
        return bad(`[${k}][${gi}] must be a non-empty array of slots, got ${show(group)}`);
      for (const q of group as unknown[]) {
        if (typeof q !== 'number' || !Number.isInteger(q) || q < 0 || q >= s)
          return bad(`[${k}][${gi}] holds ${show(q)}; expected slots in 0..${s - 1}`);
        if (seen[q] >= 0) return bad(`[${k}] puts slot ${q} in both group ${seen[q]} and group ${gi}`);
        seen[q] = gi;
      }
      groups.push(group as number[]);
    }
    const missing = seen.indexOf(-1);
    if (missing >= 0) return bad(`[${k}] is not a partition of the ${s} slots: slot ${missing} is in no group`);
    out.push(groups);
  }
  return out;
}

/** The tree of nested partitions (checked nested): children in the order the levels list them. */
function treeOfLevels(levels: number[][][], s: number): TNode {
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

/** The levels of an ultrametric distance (symmetrised by max), or null when it is not one. */
function ultrametricLevels(p: Problem): number[][][] | null {
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
function bisectSlots(p: Problem): TNode {
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

// ── graph bisection: greedy graph growing + Fiduccia–Mattheyses ──

/** A local undirected graph: vertex v's neighbours nb[off[v]..off[v+1]) with weights w. */
interface LGraph {
  m: number;
  off: Int32Array;
  nb: Int32Array;
  w: Float64Array;
}

/** A binary max-heap of (key, vertex), ties to the lower vertex; stale entries are skipped by the caller. */
class Heap {
  private keys: number[] = [];
  private ids: number[] = [];
  get size(): number {
    return this.ids.length;
  }
  private above(i: number, j: number): boolean {
    return this.keys[i] > this.keys[j] || (this.keys[i] === this.keys[j] && this.ids[i] < this.ids[j]);
  }
  private swap(i: number, j: number): void {
    [this.keys[i], this.keys[j]] = [this.keys[j], this.keys[i]];
    [this.ids[i], this.ids[j]] = [this.ids[j], this.ids[i]];
  }
  push(key: number, id: number): void {
    this.keys.push(key);
    this.ids.push(id);
    for (let i = this.ids.length - 1; i > 0;) {
      const up = (i - 1) >> 1;
      if (!this.above(i, up)) break;
      this.swap(i, up);
      i = up;
    }
  }
  topKey(): number {
    return this.keys[0];
  }
  topId(): number {
    return this.ids[0];
  }
  pop(): void {
    const last = this.ids.length - 1;
    this.swap(0, last);
    this.keys.pop();
    this.ids.pop();
    for (let i = 0; ;) {
      const [l, r] = [2 * i + 1, 2 * i + 2];
      let top = i;
      if (l < last && this.above(l, top)) top = l;
      if (r < last && this.above(r, top)) top = r;
      if (top === i) break;
      this.swap(i, top);
      i = top;
    }
  }
}

/** Side 0 grown from `start` to `t` vertices, each time taking the vertex most connected to it. */
function grow(g: LGraph, start: number, t: number): Uint8Array {
  const side = new Uint8Array(g.m).fill(1);
  const conn = new Float64Array(g.m);
  const heap = new Heap();
  let scan = 0;
  let next = start;
  for (let count = 0; count < t; count++) {
    side[next] = 0;
    for (let i = g.off[next]; i < g.off[next + 1]; i++) {
      const x = g.nb[i];
      if (side[x] === 1) heap.push((conn[x] += g.w[i]), x);
    }
    next = -1;
    while (heap.size > 0 && next < 0) {
      const v = heap.topId();
      if (side[v] === 1 && heap.topKey() === conn[v]) next = v;
      heap.pop();
    }
    // nothing connected is left: start the next component at its lowest vertex
    if (next < 0) {
      while (scan < g.m && side[scan] === 0) scan++;
      next = scan;
    }
  }
  return side;
}

function cutOf(g: LGraph, side: Uint8Array): number {
  let cut = 0;
  for (let v = 0; v < g.m; v++)
    for (let i = g.off[v]; i < g.off[v + 1]; i++) if (g.nb[i] > v && side[g.nb[i]] !== side[v]) cut += g.w[i];
  return cut;
}

/**
 * Fiduccia–Mattheyses: passes of single-vertex moves, best gain first, each vertex moved once per
 * pass, the size of side 0 kept within [lo - 1, hi + 1] (so an exact balance can still move one
 * vertex at a time); the pass is rolled back to its best prefix within [lo, hi]. Returns the cut.
 */
function refine(g: LGraph, side: Uint8Array, lo: number, hi: number, tol: number): number {
  const { m, off, nb, w } = g;
  const gain = new Float64Array(m);
  const locked = new Uint8Array(m);
  const moves = new Int32Array(m);
  let cut = cutOf(g, side);
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let count0 = 0;
    const heaps = [new Heap(), new Heap()];
    for (let v = 0; v < m; v++) {
      let gv = 0;
      for (let i = off[v]; i < off[v + 1]; i++) gv += side[nb[i]] !== side[v] ? w[i] : -w[i];
      gain[v] = gv;
      locked[v] = 0;
      if (side[v] === 0) count0++;
      heaps[side[v]].push(gv, v);
    }
    let [bestCut, bestN, nm] = [cut, 0, 0];
    const top = (from: 0 | 1): number => {
      const h = heaps[from];
      while (h.size > 0) {
        const v = h.topId();
        if (!locked[v] && side[v] === from && h.topKey() === gain[v]) return v;
        h.pop();
      }
      return -1;
    };
    while (true) {
      // a move out of side 0 shrinks it: allowed while it stays >= lo - 1, required above hi
      const v0 = count0 > Math.max(lo - 1, 0) && count0 >= lo ? top(0) : -1;
      const v1 = count0 < Math.min(hi + 1, m) && count0 <= hi ? top(1) : -1;
      if (v0 < 0 && v1 < 0) break;
      const v = v1 < 0 || (v0 >= 0 && gain[v0] >= gain[v1]) ? v0 : v1;
      const to = side[v] ^ 1;
      side[v] = to;
      count0 += to === 0 ? 1 : -1;
      locked[v] = 1;
      cut -= gain[v];
      for (let i = off[v]; i < off[v + 1]; i++) {
        const x = nb[i];
        if (locked[x]) continue;
        gain[x] += side[x] === to ? -2 * w[i] : 2 * w[i];
        heaps[side[x]].push(gain[x], x);
      }
      moves[nm++] = v;
      if (count0 >= lo && count0 <= hi && cut < bestCut - tol) [bestCut, bestN] = [cut, nm];
    }
    for (let i = nm - 1; i >= bestN; i--) side[moves[i]] ^= 1;
    cut = bestCut;
    if (bestN === 0) break;
  }
  return cut;
}

/**
 * Splits `g` in two, side 0 with between lo and hi vertices, minimising the weight cut: greedy
 * growing from each start vertex to each of a few sizes, each refined by FM; the least cut wins
 * (the earliest on a tie). Returns side (0 or 1) per vertex.
 */
function bisect(g: LGraph, lo: number, hi: number, starts: readonly number[], tol: number, prop = lo): Uint8Array {
  let best: Uint8Array | null = null;
  let bestCut = Infinity;
  // the proportional size first, then packing either side as full as it can be
  for (const t of [...new Set([prop, hi, lo])])
    for (const start of [...new Set(starts)]) {
      const side = grow(g, start, t);
      const cut = refine(g, side, lo, hi, tol);
      if (cut < bestCut - tol) [best, bestCut] = [side, cut];
    }
  return best!;
}

// ── dual recursive bipartitioning ──

function bipartition(p: Problem, root: TNode, rng: () => number): Int32Array {
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

/** The last vertex a breadth-first search from 0 reaches: an end of the graph, a good growing start. */
function peripheral(g: LGraph): number {
  const seen = new Uint8Array(g.m);
  const queue = [0];
  seen[0] = 1;
  let last = 0;
  for (let h = 0; h < queue.length; h++) {
    last = queue[h];
    for (let i = g.off[last]; i < g.off[last + 1]; i++)
      if (!seen[g.nb[i]]) {
        seen[g.nb[i]] = 1;
        queue.push(g.nb[i]);
      }
  }
  return last;
}

// ── TreeMatch ──

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
function treematch(p: Problem, root: TNode): Int32Array {
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

// ── greedy growing ──

/** Where greedy starts: every slot of a small target, else 8 spread over it and one drawn by the seed. */
function greedyStarts(p: Problem, rng: () => number): number[] {
  if (p.s <= 16) return Array.from({ length: p.s }, (_, q) => q);
  return [...new Set([...Array.from({ length: 8 }, (_, i) => Math.floor((i * p.s) / 8)), Math.floor(rng() * p.s)])];
}

/**
 * Greedy mapping (Hoefler & Snir, "Generic topology mapping strategies", 2011): the rank that
 * talks most goes to `start`; then, repeatedly, the rank that talks most with those placed goes
 * to the free slot where it costs least. It follows the target's own shape (a ring, a torus)
 * where a hierarchy has none. O(n·s·d).
 */
function greedy(p: Problem, start: number): Int32Array {
  const { n, s, dist, off, nb, wOut, wIn, self } = p;
  const map = new Int32Array(n).fill(-1);
  const taken = new Uint8Array(s);
  const conn = new Float64Array(n);
  const total = new Float64Array(n);
  for (let u = 0; u < n; u++) for (let i = off[u]; i < off[u + 1]; i++) total[u] += wOut[i] + wIn[i];
  for (let step = 0; step < n; step++) {
    let r = -1;
    for (let u = 0; u < n; u++)
      if (map[u] < 0 && (r < 0 || conn[u] > conn[r] || (conn[u] === conn[r] && total[u] > total[r]))) r = u;
    let q = step === 0 ? start : -1;
    if (q < 0) {
      let best = Infinity;
      for (let b = 0; b < s; b++) {
        if (taken[b]) continue;
        let c = self[r] * dist[b * s + b];
        for (let i = off[r]; i < off[r + 1]; i++) {
          const mk = map[nb[i]];
          if (mk >= 0) c += wOut[i] * dist[b * s + mk] + wIn[i] * dist[mk * s + b];
        }
        if (c < best) [best, q] = [c, b];
      }
    }
    map[r] = q;
    taken[q] = 1;
    for (let i = off[r]; i < off[r + 1]; i++) conn[nb[i]] += wOut[i] + wIn[i];
  }
  return map;
}

// ── local improvement ──

/**
 * The change of hopBytes when rank u (at slot a) and rank v (at slot b; -1 for a free slot) swap.
 * Only their edges change: O(deg u + deg v).
 */
function swapDelta(p: Problem, m: Int32Array, u: number, v: number, a: number, b: number): number {
  const { s, dist, off, nb, wOut, wIn, self } = p;
  let d = self[u] * (dist[b * s + b] - dist[a * s + a]);
  for (let i = off[u]; i < off[u + 1]; i++) {
    const k = nb[i];
    if (k === v) {
      d += (wOut[i] - wIn[i]) * (dist[b * s + a] - dist[a * s + b]);
      continue;
    }
    const mk = m[k];
    d += wOut[i] * (dist[b * s + mk] - dist[a * s + mk]) + wIn[i] * (dist[mk * s + b] - dist[mk * s + a]);
  }
  if (v < 0) return d;
  d += self[v] * (dist[a * s + a] - dist[b * s + b]);
  for (let i = off[v]; i < off[v + 1]; i++) {
    const k = nb[i];
    if (k === u) continue;
    const mk = m[k];
    d += wOut[i] * (dist[a * s + mk] - dist[b * s + mk]) + wIn[i] * (dist[mk * s + a] - dist[mk * s + b]);
  }
  return d;
}

/** What is left of the refinement's budget (EFFORT). */
interface Effort {
  left: number;
}

/** What one descent sweep costs: every rank against every slot, O(degree) each. */
function sweepCost(p: Problem): number {
  return p.n * p.s * (1 + p.off[p.n] / Math.max(1, p.n));
}

/**
 * Local improvement of `m` in place: descent (each rank takes the best swap, with a rank or a free
 * slot, that lowers hopBytes, until none does). With a budget (`effort`), then what climbs out of
 * the descent's local minimum, descent again after each gain: 3-cycles of ranks that lower
 * hopBytes, and Kernighan–Lin passes (the best swap each step even uphill, each rank moved once,
 * rolled back to the best prefix). Without one, descent only.
 */
function improve(p: Problem, m: Int32Array, effort: Effort | null): void {
  const occupant = new Int32Array(p.s).fill(-1);
  for (let r = 0; r < p.n; r++) occupant[m[r]] = r;
  const swap = (u: number, b: number): void => {
    const [a, v] = [m[u], occupant[b]];
    m[u] = b;
    occupant[b] = u;
    occupant[a] = v;
    if (v >= 0) m[v] = a;
  };
  const descend = (): void => {
    for (let sweep = 0; sweep < MAX_PASSES * 4; sweep++) {
      if (effort !== null) effort.left -= p.n * p.s;
      let moved = false;
      for (let u = 0; u < p.n; u++) {
        const a = m[u];
        let [best, bestSlot] = [-p.tol, -1];
        for (let b = 0; b < p.s; b++) {
          if (b === a) continue;
          const d = swapDelta(p, m, u, occupant[b], a, b);
          if (d < best) [best, bestSlot] = [d, b];
        }
        if (bestSlot < 0) continue;
        swap(u, bestSlot);
        moved = true;
      }
      if (!moved) break;
    }
  };
  // three ranks in a cycle (u to b, b's rank to c, c's rank to u's slot): what no single swap reaches
  const rotate = (effort: Effort): boolean => {
    let moved = false;
    for (let u = 0; u < p.n; u++)
      for (let b = 0; b < p.s; b++) {
        const [a, v] = [m[u], occupant[b]];
        if (b === a || v < 0) continue;
        if ((effort.left -= p.s) < 0) return moved;
        const d1 = swapDelta(p, m, u, v, a, b);
        swap(u, b);
        // v is at a now: send it on to c, and c's rank to a
        let [best, bc] = [-p.tol - d1, -1];
        for (let c = 0; c < p.s; c++) {
          if (c === a || c === b || occupant[c] < 0) continue;
          const d2 = swapDelta(p, m, v, occupant[c], a, c);
          if (d2 < best) [best, bc] = [d2, c];
        }
        if (bc >= 0) {
          swap(v, bc);
          moved = true;
        } else swap(u, a);
      }
    return moved;
  };
  descend();
  if (effort === null) return;
  const locked = new Uint8Array(p.n);
  const undo = new Int32Array(2 * p.n);
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    if (rotate(effort)) {
      descend();
      continue;
    }
    locked.fill(0);
    let [gain, bestGain, bestLen, len] = [0, 0, 0, 0];
    for (let step = 0; step < p.n && (effort.left -= p.n * p.s) >= 0; step++) {
      let [best, bu, bb] = [Infinity, -1, -1];
      for (let u = 0; u < p.n; u++) {
        if (locked[u]) continue;
        const a = m[u];
        for (let b = 0; b < p.s; b++) {
          const v = occupant[b];
          if (b === a || (v >= 0 && locked[v])) continue;
          const d = swapDelta(p, m, u, v, a, b);
          if (d < best) [best, bu, bb] = [d, u, b];
        }
      }
      if (bu < 0) break;
      const v = occupant[bb];
      undo[2 * len] = bu;
      undo[2 * len + 1] = m[bu];
      len++;
      swap(bu, bb);
      locked[bu] = 1;
      if (v >= 0) locked[v] = 1;
      gain += best;
      if (gain < bestGain - p.tol) [bestGain, bestLen] = [gain, len];
    }
    // undoing a swap is swapping the rank back to the slot it came from
    for (let i = len - 1; i >= bestLen; i--) swap(undo[2 * i], undo[2 * i + 1]);
    if (bestLen === 0) break;
    descend();
  }
}

/**
 * Variable neighbourhood descent one level up (Mladenović & Hansen): force each single swap in turn,
 * improve from there, keep the first result that beats `m`, and start over; stop when no forced swap
 * leads anywhere better, or the budget is spent. n·s improvements per round: it completes on small
 * problems (about ten ranks), where the budget allows it.
 */
function shake(p: Problem, m: Int32Array, effort: Effort): void {
  let h = cost(p, m);
  const trial = new Int32Array(p.n);
  for (let round = 0; round < MAX_PASSES; round++) {
    let better = false;
    for (let u = 0; u < p.n && !better; u++)
      for (let b = 0; b < p.s && !better; b++) {
        if (b === m[u]) continue;
        if (effort.left <= 0) return;
        trial.set(m);
        const v = trial.indexOf(b);
        if (v >= 0) trial[v] = m[u];
        trial[u] = b;
        improve(p, trial, effort);
        const t = cost(p, trial);
        if (t < h - p.tol) {
          [h, better] = [t, true];
          m.set(trial);
        }
      }
    if (!better) break;
  }
}

// ── the reference ──

/** Every placement, by branch and bound (costs only grow as ranks are placed): the optimum, the first found on a tie. */
function exhaustive(p: Problem): Int32Array {
  const { n, s, dist, off, nb, wOut, wIn, self } = p;
  let count = 1;
  for (let i = 0; i < n && count <= 1e15; i++) count *= s - i;
  if (count > EXHAUSTIVE_MAX)
    fail(
      'ERR_ARG',
      `embed: algorithm 'exhaustive' would try ${count > 1e15 ? 'more than 1e15' : count} placements of ` +
        `${n} ranks on ${s} slots; it takes at most 9! = ${EXHAUSTIVE_MAX} (9 ranks on 9 slots)`,
    );
  const m = new Int32Array(n);
  const best = Int32Array.from({ length: n }, (_, r) => r);
  let bestCost = Infinity;
  const taken = new Uint8Array(s);
  const place = (r: number, c: number): void => {
    if (r === n) {
      if (c < bestCost) {
        bestCost = c;
        best.set(m);
      }
      return;
    }
    for (let q = 0; q < s; q++) {
      if (taken[q]) continue;
      let add = self[r] * dist[q * s + q];
      for (let i = off[r]; i < off[r + 1]; i++) {
        const k = nb[i];
        if (k < r) add += wOut[i] * dist[q * s + m[k]] + wIn[i] * dist[m[k] * s + q];
      }
      if (c + add >= bestCost) continue;
      m[r] = q;
      taken[q] = 1;
      place(r + 1, c + add);
      taken[q] = 0;
    }
  };
  place(0, 0);
  return best;
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
