// The input checks of embed and embedQuality: the options, the virtual graph (read into arrays,
// repeated edges added up), the target (a hardware topology's PUs, or slots, distance, route,
// levels) and each distance read.
// Users hand anything, so every field is checked before an algorithm sees it, and the error names
// what was wrong (ERR_ARG for a malformed argument, ERR_TOPOLOGY for a target that cannot hold the
// graph). Cost: O(E) for E edges given (a Map adds up repeats), O(L·s) for L levels of s slots.
import { fail, show } from '../../errors.js';
import { treeOfLevels } from './slot_tree.js';
import type { EmbedAlgorithm, EmbedGraph, EmbedOptions, EmbedTarget } from './types.js';
import { HwTopology } from '../../hw/topology.js';
import { hwEmbedTarget } from '../../hw/embed_target.js';

const ALGORITHMS: readonly EmbedAlgorithm[] = ['auto', 'bipartition', 'treematch', 'exhaustive'];
const DEFAULT_SEED = 0x5eed;

/** The virtual graph, read and checked. */
export interface Graph {
  n: number;
  /** The directed edges with their repeats added up and zero weights dropped, in first-seen order. */
  ea: Int32Array;
  eb: Int32Array;
  ew: Float64Array;
  /** Sum of the weights. */
  total: number;
}

export function readOptions(opts: EmbedOptions | undefined): { algorithm: EmbedAlgorithm; seed: number } {
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

export function readGraph(g: EmbedGraph): Graph {
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

/** An embedding target of `target`: a hardware topology's PUs, checked to hold the graph's ranks
 *  (ERR_TOPOLOGY naming the PUs), or the target itself. */
export function slotsOf(virtual: EmbedGraph, target: EmbedTarget | HwTopology, call: string): EmbedTarget {
  if (!(target instanceof HwTopology)) return target;
  const n: unknown = virtual?.size;
  const pus = target.pus.length;
  if (typeof n === 'number' && Number.isSafeInteger(n) && n > pus)
    fail(
      'ERR_TOPOLOGY',
      `${call}: the virtual graph has ${n} ranks but the hardware topology only ${pus} PUs: expected at ` +
        'least one PU per rank',
    );
  return hwEmbedTarget(target);
}

/** Checks the target and returns its slot count. */
export function readTarget(t: EmbedTarget, n: number): number {
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

export function checkedDistance(t: EmbedTarget, a: number, b: number): number {
  const d = t.distance(a, b);
  if (typeof d !== 'number' || !Number.isFinite(d) || d < 0)
    fail('ERR_TOPOLOGY', `embed: target.distance(${a}, ${b}) = ${show(d)}; expected a finite number >= 0`);
  return d;
}

export function readLevels(levels: unknown, s: number): number[][][] {
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
