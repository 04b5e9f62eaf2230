// Communicators with topologies (MPI 4.1 chapter 8): what cartCreate, graphCreate and the
// distributed-graph constructors make. Each is collective over the parent: it checks that every
// rank passed the same description (a mismatch fails on every rank, never hangs), says which
// parent ranks join in which order (reordered by embedding when asked), and resolves the new
// rank's neighbourhood for the neighbourhood collectives.
import { fail, show } from '../errors.js';
import { UNDEFINED } from '../constants.js';
import {
  CartTopology,
  type DistGraphTopology,
  type GraphTopology,
  type Neighbors,
  Topology,
} from '../topology/index.js';
import { resolveNeighborhood, type Resolved } from '../topology/neighborhood.js';
import { commTopology } from '../topology/topology.js';
import { allgatherInt32 } from '../coll/exec/int32.js';
import type { CommBase as Comm } from './base.js';
import { embed, type Embedding } from '../topology/index.js';
import { embedTarget, hwOf } from './hw.js';

/** Every rank must pass the same description: compares a hash of `words` across the parent. */
export function agree(comm: Comm, call: string, words: ArrayLike<number>): void {
  let h = 0x811c9dc5 | 0; // an int32, as the gathered words are (also with no words)
  for (let i = 0; i < words.length; i++) h = Math.imul(h ^ (words[i] | 0), 0x01000193);
  const all = allgatherInt32(comm, Int32Array.of(h, words.length));
  for (let r = 0; r < comm.size; r++) {
    if (all[2 * r] !== h || all[2 * r + 1] !== words.length)
      fail(
        'ERR_TOPOLOGY',
        `${call} on ${comm.name}: rank ${r} passed another topology than rank ${comm.rank}: ` +
          'every rank of the communicator must pass the same arguments',
      );
  }
}

/** The neighbourhood of rank `me` of `t`, resolved for the core: for a Cartesian topology the edge
 *  from the neighbour at offset o is that neighbour's edge at offset -o (face pairs i, i ^ 1; the
 *  diagonal offsets are listed in lexicographic order, so -o is at the mirrored index). */
export function resolveTopology(t: Topology, me: number): Resolved {
  const n = t.neighbors(me);
  const destsOf = (q: number) => t.neighbors(q).destinations;
  if (t instanceof CartTopology) {
    const faces = 2 * t.dims.length;
    const diag = n.sources.length - faces;
    return resolveNeighborhood(me, n.sources, n.destinations, destsOf, (i) =>
      i < faces ? i ^ 1 : faces + (diag - 1 - (i - faces)),
    );
  }
  return resolveNeighborhood(me, n.sources, n.destinations, destsOf);
}

/** Where each parent rank goes: `order[k]` is the parent rank that becomes rank k (the rest get no
 *  communicator). Identity, or the embedding's choice when reordering. */
export type Placement = (t: Topology) => Int32Array;

/** cartCreate's arguments, checked: MPI_Cart_create. */
export function cartTopology(comm: Comm, opts: unknown): { t: CartTopology; reorder: boolean } {
  const t = cartOf(comm, 'cartCreate', opts);
  agree(comm, 'cartCreate', describe(t));
  return { t, reorder: (opts as { reorder?: unknown }).reorder === true };
}

/** idup's options checked, and the topology it gives the pending communicator (null: none). */
export function idupTopology(comm: Comm, call: string, opts: unknown): Topology | null {
  if (opts !== undefined && (opts === null || typeof opts !== 'object'))
    fail('ERR_ARG', `${call} on ${comm.name}: expected { topology?, reorder?, restrictive? }, got ${show(opts)}`);
  const o = opts as { topology?: unknown; restrictive?: unknown } | undefined;
  const given = o?.topology ?? null;
  if (given !== null && !(given instanceof Topology))
    fail(
      'ERR_ARG',
      `${call} on ${comm.name}: topology must be a Topology (Topology.cartesian, ...), got ${show(given)}`,
    );
  // a subclass of one's own becomes the distributed graph of its lists: comm.topology is one of the three kinds
  const t = given === null ? null : commTopology(given);
  if (t !== null && t.size > comm.size)
    fail(
      'ERR_TOPOLOGY',
      `${call} on ${comm.name}: the topology has ${t.size} ranks, more than the communicator's ${comm.size}`,
    );
  if (o?.restrictive === true && t === null)
    fail(
      'ERR_ARG',
      `${call} on ${comm.name}: restrictive: true needs a topology, whose neighbours are the ranks that may communicate`,
    );
  return t;
}

/** The grid of a cartCreate or icartCreate, checked on this rank alone (the caller agrees on it). */
export function cartOf(comm: Comm, call: string, opts: unknown): CartTopology {
  if (opts === null || typeof opts !== 'object')
    fail('ERR_ARG', `${call} on ${comm.name}: expected { dims, periods?, reorder? }, got ${show(opts)}`);
  const o = opts as { dims?: unknown; periods?: unknown; reorder?: unknown; diagonals?: unknown };
  const t = Topology.cartesian({
    dims: o.dims as number[],
    periods: o.periods as boolean[] | boolean | undefined,
    diagonals: o.diagonals as boolean | undefined,
  });
  if (t.size > comm.size)
    fail(
      'ERR_TOPOLOGY',
      `${call} on ${comm.name}: dims [${t.dims.join(', ')}] make a grid of ${t.size} ranks, more than the ` +
        `communicator's ${comm.size}: expected a product of at most ${comm.size} (dimsCreate(${comm.size}, ${t.dims.length}) gives one)`,
    );
  return t;
}

/** A topology as words every rank must pass alike (agree): a grid's shape, or every rank's
 *  neighbour lists. */
export function describe(t: Topology): number[] {
  if (t instanceof CartTopology) return [1, ...t.dims, ...t.periods.map(Number), t.diagonals ? 1 : 0];
  const w = [2, t.size];
  for (let r = 0; r < t.size; r++) {
    const n = t.neighbors(r);
    w.push(n.sources.length, ...n.sources, n.destinations.length, ...n.destinations);
  }
  return w;
}

/** This rank's own lists of a distributed graph (before they are gathered), checked as integers. */
export function ownNeighbors(
  comm: Comm,
  call: string,
  sources: unknown,
  destinations: unknown,
  sourceWeights: unknown,
  destWeights: unknown,
): Neighbors {
  const at = `${call} on ${comm.name}`;
  const src = ints(at, 'sources', sources);
  const dst = ints(at, 'destinations', destinations);
  const sw = weightsOf(at, 'sourceWeights', sourceWeights, src.length);
  const dw = weightsOf(at, 'destWeights', destWeights, dst.length);
  return {
    sources: Int32Array.from(src),
    destinations: Int32Array.from(dst),
    sourceWeights: sw ? Float64Array.from(sw) : null,
    destWeights: dw ? Float64Array.from(dw) : null,
  };
}

/** graphCreate's arguments: MPI_Graph_create (every rank passes the whole graph). */
export function graphTopology(comm: Comm, index: unknown, edges: unknown): GraphTopology {
  const t = Topology.graph({ index: index as ArrayLike<number>, edges: edges as ArrayLike<number> });
  if (t.size > comm.size)
    fail(
      'ERR_TOPOLOGY',
      `graphCreate on ${comm.name}: index describes ${t.size} nodes, more than the communicator's ${comm.size} ranks`,
    );
  agree(comm, 'graphCreate', [...Array.from(t.index), -1, ...Array.from(t.edgeList)]);
  return t;
}

const ints = (call: string, what: string, v: unknown, of = 'ranks'): number[] => {
  if (!(Array.isArray(v) || ArrayBuffer.isView(v)))
    fail('ERR_ARG', `${call}: ${what} must be an array of ${of}, got ${show(v)}`);
  return Array.from(v as ArrayLike<number>, Number);
};
/** Weights travel as the two 32-bit halves of their float64 (they need not be integers). */
const bits = (w: number[]): number[] => Array.from(new Int32Array(Float64Array.from(w).buffer));
const unbits = (words: number[]): number[] => Array.from(new Float64Array(Int32Array.from(words).buffer));

const weightsOf = (call: string, what: string, v: unknown, n: number): number[] | null => {
  if (v === undefined || v === null) return null;
  const w = ints(call, what, v, 'weights');
  if (w.length !== n)
    fail('ERR_TOPOLOGY', `${call}: ${what} has ${w.length} entries for ${n} edges: expected one weight per edge`);
  return w;
};

/**
 * distGraphCreateAdjacent: each rank gives its own in- and out-neighbours. The lists are
 * gathered (collective, small), so every rank holds the whole graph: DistGraphTopology checks that
 * each edge is declared by both ends, and every rank fails alike when one is not.
 */
export function distGraphAdjacent(
  comm: Comm,
  sources: unknown,
  destinations: unknown,
  opts: { sourceWeights?: unknown; destWeights?: unknown } | undefined,
): DistGraphTopology {
  const call = `distGraphCreateAdjacent on ${comm.name}`;
  const src = ints(call, 'sources', sources);
  const dst = ints(call, 'destinations', destinations);
  const sw = weightsOf(call, 'sourceWeights', opts?.sourceWeights, src.length);
  const dw = weightsOf(call, 'destWeights', opts?.destWeights, dst.length);
  const mine = [src.length, dst.length, sw ? 1 : 0, ...src, ...dst, ...bits(sw ?? []), ...bits(dw ?? [])];
  const all = gatherLists(comm, mine);
  const sources2: number[][] = [];
  const dests2: number[][] = [];
  const sws: number[][] = [];
  const dws: number[][] = [];
  let weighted = true;
  for (const w of all) {
    const [ns, nd, hasW] = w;
    sources2.push(w.slice(3, 3 + ns));
    dests2.push(w.slice(3 + ns, 3 + ns + nd));
    if (hasW) {
      const at = 3 + ns + nd;
      sws.push(unbits(w.slice(at, at + 2 * ns)));
      dws.push(unbits(w.slice(at + 2 * ns, at + 2 * ns + 2 * nd)));
    } else weighted = false;
  }
  return Topology.distGraph({
    sources: sources2,
    destinations: dests2,
    sourceWeights: weighted ? sws : null,
    destWeights: weighted ? dws : null,
  });
}

/**
 * distGraphCreate: any rank declares any edges (`sources[i]` has `degrees[i]` out-edges, listed in
 * `destinations`). All edges are gathered; each rank's in- and out-edges are then ordered by the
 * declaring rank and the order of declaration.
 */
export function distGraphGeneral(
  comm: Comm,
  sources: unknown,
  degrees: unknown,
  destinations: unknown,
  opts: { weights?: unknown } | undefined,
): DistGraphTopology {
  const call = `distGraphCreate on ${comm.name}`;
  const src = ints(call, 'sources', sources);
  const deg = ints(call, 'degrees', degrees);
  const dst = ints(call, 'destinations', destinations);
  if (deg.length !== src.length)
    fail(
      'ERR_TOPOLOGY',
      `${call}: degrees has ${deg.length} entries for ${src.length} sources: expected one per source`,
    );
  const total = deg.reduce((a, b) => a + b, 0);
  if (deg.some((d) => !Number.isInteger(d) || d < 0) || total !== dst.length)
    fail(
      'ERR_TOPOLOGY',
      `${call}: degrees [${deg.join(', ')}] must be non-negative integers summing to the ${dst.length} destinations`,
    );
  const w = weightsOf(call, 'weights', opts?.weights, dst.length);
  const edges: number[] = [];
  for (let i = 0, k = 0; i < src.length; i++)
    for (let j = 0; j < deg[i]; j++, k++) edges.push(src[i], dst[k], ...bits([w ? w[k] : 1]));
  const all = gatherLists(comm, [w ? 1 : 0, ...edges]);
  const weighted = all.every((x) => x[0] === 1);
  const ins: number[][] = Array.from({ length: comm.size }, () => []);
  const outs: number[][] = Array.from({ length: comm.size }, () => []);
  const iw: number[][] = Array.from({ length: comm.size }, () => []);
  const ow: number[][] = Array.from({ length: comm.size }, () => []);
  // checked after the gather, so that every rank fails alike on an edge any rank declared
  all.forEach((x, by) => {
    for (let e = 1; e + 3 < x.length; e += 4)
      for (const r of [x[e], x[e + 1]])
        if (!Number.isInteger(r) || r < 0 || r >= comm.size)
          fail(
            'ERR_TOPOLOGY',
            `${call}: rank ${by} declared an edge ${x[e]} -> ${x[e + 1]}, but rank ${show(r)} is out of range: expected 0 <= rank < ${comm.size}`,
          );
  });
  for (const x of all) {
    for (let e = 1; e + 3 < x.length; e += 4) {
      const [a, b, wt] = [x[e], x[e + 1], unbits([x[e + 2], x[e + 3]])[0]];
      outs[a].push(b);
      ow[a].push(wt);
      ins[b].push(a);
      iw[b].push(wt);
    }
  }
  return Topology.distGraph({
    sources: ins,
    destinations: outs,
    sourceWeights: weighted ? iw : null,
    destWeights: weighted ? ow : null,
  });
}

/** Every rank's list of integers, in rank order (two allgathers: the lengths, then the lists). */
export function gatherLists(comm: Comm, mine: number[]): number[][] {
  const lens = allgatherInt32(comm, Int32Array.of(mine.length));
  const max = Math.max(0, ...lens);
  const padded = new Int32Array(max);
  padded.set(mine);
  const all = allgatherInt32(comm, padded);
  return Array.from({ length: comm.size }, (_, r) => Array.from(all.subarray(r * max, r * max + lens[r])));
}

/** The parent's split arguments for a topology of `t.size` ranks placed by `order`. */
export function splitFor(comm: Comm, t: Topology, order: Int32Array): { color: number; key: number } {
  const k = order.indexOf(comm.rank);
  return k < 0 || k >= t.size ? { color: UNDEFINED, key: 0 } : { color: 0, key: k };
}

/** Which parent rank becomes each rank of the topology (`order[k]`), and the embedding chosen. */
export interface Order {
  order: Int32Array;
  embedding: Embedding | null;
}

/**
 * The identity placement, or with `reorder` the embedding's: the topology's communication graph
 * placed on the PUs the parent's ranks run on (comm/hw.ts), minimising hop-bytes. Every rank
 * computes the same (embed is deterministic), so no agreement is needed.
 */
export function orderFor(comm: Comm, t: Topology, reorder: boolean): Order {
  const id = Int32Array.from({ length: comm.size }, (_, i) => i);
  if (!reorder || t.size < 2) return { order: id, embedding: null };
  const e = embed(t, embedTarget(hwOf(comm.w), comm.members));
  return { order: e.mapping, embedding: e };
}

/** A distributed graph declared on parent ranks, renamed so that vertex k is parent rank order[k]. */
export function renumber(t: Topology, order: Int32Array): Topology {
  if (order.every((r, k) => r === k)) return t;
  const inv = new Int32Array(order.length);
  order.forEach((r, k) => (inv[r] = k));
  const n = Array.from({ length: t.size }, (_, k) => t.neighbors(order[k]));
  const map = (a: Int32Array) => Array.from(a, (r) => (r < 0 ? r : inv[r]));
  const weighted = n.every((x) => x.sourceWeights !== null);
  return Topology.distGraph({
    sources: n.map((x) => map(x.sources)),
    destinations: n.map((x) => map(x.destinations)),
    sourceWeights: weighted ? n.map((x) => Array.from(x.sourceWeights!)) : null,
    destWeights: weighted ? n.map((x) => Array.from(x.destWeights!)) : null,
  });
}
