// What one collective call means, rank by rank, in the terms a schedule sees: the flags and
// vector arrays its builder gets (as ts/coll/exec/start.ts and api_v.ts pass them), the buffers the
// executor binds and their sizes, where each rank's input lies, and what MPI says each receive
// buffer holds at the end. Used to build schedules on one thread (schedules.ts) and to check what
// simulating them computes (simulate.ts).
import { BUF_SEND, BUF_RECV, F_INPLACE, F_EXCLUSIVE } from '../../core/abi.js';
import { V_COLLECTIVES, type CollName } from '../../coll/select/table.js';
import { resolveNeighborhood, type Resolved } from '../../topology/neighborhood.js';
import { neighborVec, type NeighborKind } from '../../coll/exec/neighbor_vec.js';

/** A call's shape. `count` is in elements: of the vector, or per block where the call has blocks
 *  (allgather, alltoall, gather, scatter, reduce_scatter: one rank's block). */
export interface CallShape {
  coll: CollName;
  p: number;
  root: number;
  count: number;
  esize: number;
  inPlace: boolean;
  /** gatherv, scatterv, allgatherv: each rank's block and its displacement, in elements;
   *  reduce_scatter_v: each rank's result block (displs unused). */
  counts?: number[];
  displs?: number[];
  /** alltoallv: counts[q][r] elements go from rank q (at q's sdispls[q][r]) to rank r (at r's
   *  rdispls[r][q]). */
  a2a?: { counts: number[][]; sdispls: number[][]; rdispls: number[][] };
  /** Neighbourhood collectives: the topology (per rank its in- and out-edges, PROC_NULL as -2),
   *  the elements each out-edge carries and where they lie (sdispls, elements), and where each
   *  in-edge lands (rdispls, elements). */
  neighbors?: NeighborShape;
}

export type NeighborTopo = 'ring' | 'line' | 'graph';

export interface NeighborShape {
  topo: NeighborTopo;
  sources: number[][];
  dests: number[][];
  resolved: Resolved[];
  /** Elements rank r sends on out-edge j (allgather forms: the same for every edge of r). */
  m: number[][];
  sdispls: number[][];
  rdispls: number[][];
}

/** Bytes [off, off + len) of one of the rank's buffers hold bytes [xoff, xoff + len) of its input. */
export interface InputPiece {
  buf: typeof BUF_SEND | typeof BUF_RECV;
  off: number;
  len: number;
  xoff: number;
}

/** Receive bytes [off, off + len) must hold the combination of the inputs of `from` (one rank
 *  for a movement, several for a reduction), at their bytes [xoff, xoff + len). */
export interface ResultPiece {
  off: number;
  len: number;
  from: number[];
  xoff: number;
}

export interface RankCall {
  flags: number;
  /** The v-variants' i32 array for the builder, and the AUX array the rank publishes (bytes). */
  vec: Int32Array | null;
  aux: Int32Array | null;
  /** Bytes of the buffers the rank binds; null: none (a missing send buffer is bound to the
   *  receive buffer's address, a missing receive buffer to 0). */
  send: number | null;
  recv: number | null;
  input: InputPiece[];
  result: ResultPiece[];
  /** Receive bytes outside `result`: left as they were, or anything (MPI: undefined). */
  rest: 'unchanged' | 'any';
}

export const V_VARIANTS: ReadonlySet<CollName> = new Set(V_COLLECTIVES);

/** Collectives where IN_PLACE means something (for the root only where the call is rooted). */
export const IN_PLACE_COLLS: ReadonlySet<CollName> = new Set([
  'allreduce',
  'reduce',
  'allgather',
  'alltoall',
  'gather',
  'scatter',
  'reduce_scatter',
  'scan',
  'exscan',
  'gatherv',
  'scatterv',
  'allgatherv',
  'reduce_scatter_v',
]);

/** Collectives that reduce. */
export const REDUCING: ReadonlySet<CollName> = new Set([
  'reduce',
  'allreduce',
  'reduce_scatter',
  'scan',
  'exscan',
  'reduce_scatter_v',
]);

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const sum = (a: number[]) => a.reduce((s, x) => s + x, 0);

/** Blocks in reverse rank order with a one-element gap after each: displacements in any order. */
function reversedWithGaps(counts: number[]): number[] {
  const d = new Array<number>(counts.length).fill(0);
  let at = 1;
  for (let q = counts.length - 1; q >= 0; q--) {
    d[q] = at;
    at += counts[q] + 1;
  }
  return d;
}

function packed(counts: number[]): number[] {
  const d: number[] = [];
  let at = 0;
  for (const c of counts) {
    d.push(at);
    at += c;
  }
  return d;
}

/**
 * A call of `coll` on p ranks: `count` elements (v-variants: every block `count` elements, packed;
 * `irregular`: displacements in reverse rank order with gaps and, when count > 0, block sizes that
 * differ around `count`, some empty), or the given v-variant `counts` (alltoallv: rank q sends
 * counts[(q + r) % p] to rank r).
 */
export function callShape(
  coll: CollName,
  p: number,
  count: number,
  esize: number,
  root = 0,
  inPlace = false,
  irregular = false,
  counts?: number[],
  neighborTopo?: NeighborTopo,
): CallShape {
  const shape: CallShape = { coll, p, root, count, esize, inPlace };
  if (!V_VARIANTS.has(coll)) return shape;
  if (coll.startsWith('neighbor_')) {
    shape.neighbors = neighborShape(coll, p, count, irregular, neighborTopo ?? (irregular ? 'graph' : 'ring'));
    shape.count = coll === 'neighbor_allgather' || coll === 'neighbor_alltoall' ? count : 0;
    return shape;
  }
  const uneven = irregular && count > 0;
  const c = counts ?? range(p).map((q) => (uneven ? (count + 3 * q) % (count + 4) : count));
  if (coll === 'alltoallv') {
    const m = range(p).map((q) =>
      range(p).map((r) => (counts ? c[(q + r) % p] : uneven ? (count + 3 * q + 2 * r) % (count + 4) : count)),
    );
    const sdispls = m.map((row) => (irregular ? reversedWithGaps(row) : packed(row)));
    const rdispls = range(p).map((r) => {
      const col = range(p).map((q) => m[q][r]);
      return irregular ? reversedWithGaps(col) : packed(col);
    });
    shape.a2a = { counts: m, sdispls, rdispls };
    shape.count = 0;
    return shape;
  }
  shape.counts = c;
  shape.displs = irregular ? reversedWithGaps(c) : packed(c);
  // the count the shell passes: 0 for the movements, the whole vector for reduce_scatter_v
  shape.count = coll === 'reduce_scatter_v' ? sum(c) : 0;
  return shape;
}

const NULL = -2;

/** The neighbourhoods of the simulated topologies: a periodic ring (a 1-D periodic Cartesian grid:
 *  sizes 1 and 2 make a rank its own neighbour, or both neighbours one rank), a line (PROC_NULL at
 *  the ends), and a directed graph with a repeated edge (r -> r+1 twice, r -> r+3). */
function neighborShape(
  coll: CollName,
  p: number,
  count: number,
  irregular: boolean,
  topo: NeighborTopo,
): NeighborShape {
  const mod = (x: number) => ((x % p) + p) % p;
  let sources: number[][];
  let dests: number[][];
  let cart = false;
  if (topo === 'graph') {
    dests = range(p).map((r) => [mod(r + 1), mod(r + 3), mod(r + 1)]);
    sources = range(p).map((r) => range(p).flatMap((q) => dests[q].filter((d) => d === r).map(() => q)));
  } else {
    cart = true;
    const neighborsOf = (r: number) =>
      topo === 'ring' ? [mod(r - 1), mod(r + 1)] : [r > 0 ? r - 1 : NULL, r < p - 1 ? r + 1 : NULL];
    sources = range(p).map(neighborsOf);
    dests = range(p).map(neighborsOf);
  }
  // Cartesian: the edge from the neighbour at -1 is that neighbour's +1 edge, and back
  const resolved = range(p).map((r) =>
    resolveNeighborhood(r, sources[r], dests[r], (q) => dests[q], cart ? (i) => i ^ 1 : undefined),
  );
  const all = coll === 'neighbor_allgather' || coll === 'neighbor_allgatherv';
  const fixed = coll === 'neighbor_allgather' || coll === 'neighbor_alltoall';
  // the v forms with `irregular`: counts that differ by rank (allgatherv) or by edge, some empty
  const m = range(p).map((r) =>
    dests[r].map((_, j) => {
      if (fixed || !irregular || count === 0) return count;
      return all ? (count + 3 * r) % (count + 4) : (count + 3 * r + 2 * j) % (count + 4);
    }),
  );
  // allgather forms send their one buffer on every edge; alltoall puts out-edge j at block j
  const sdispls = m.map((row) =>
    all ? row.map(() => 0) : fixed ? row.map((_, j) => j * count) : irregular ? reversedWithGaps(row) : packed(row),
  );
  const inCounts = (r: number) =>
    resolved[r].sources.length === 0
      ? []
      : Array.from(resolved[r].sources, (s, i) => (s < 0 ? 0 : m[s][resolved[r].blk[i]]));
  const rdispls = range(p).map((r) => {
    const c = inCounts(r);
    // the fixed-size forms put in-edge i at block i (PROC_NULL blocks included)
    if (fixed) return c.map((_, i) => i * count);
    return irregular ? reversedWithGaps(c) : packed(c);
  });
  return { topo, sources, dests, resolved, m, sdispls, rdispls };
}

/** One rank's part of a neighbourhood call. */
function neighborRankCall(coll: CollName, hood: NeighborShape, r: number, e: number, out: RankCall): void {
  const kind = coll.slice('neighbor_'.length) as NeighborKind;
  const res = hood.resolved[r];
  const k = res.sources.length;
  const inBytes = Array.from(res.sources, (s, i) => (s < 0 ? 0 : hood.m[s][res.blk[i]] * e));
  const rOff = hood.rdispls[r].map((d) => d * e);
  const sendBlock = kind === 'alltoall' ? (hood.m[r][0] ?? 0) * e : 0;
  const mine = hood.m[r];
  const gathers = kind === 'allgather' || kind === 'allgatherv';
  out.send = gathers ? (mine.length ? mine[0] : 0) * e : extent(mine, hood.sdispls[r], e);
  out.vec = neighborVec(kind, res, rOff, inBytes, sendBlock, out.send);
  if (kind === 'alltoallv') out.aux = Int32Array.from(hood.sdispls[r].map((x) => x * e));
  out.recv =
    k === 0
      ? 0
      : extent(
          inBytes.map((b) => b / e),
          hood.rdispls[r],
          e,
        );
  if (out.send > 0) out.input.push({ buf: BUF_SEND, off: 0, len: out.send, xoff: 0 });
  for (let i = 0; i < k; i++) {
    const s = res.sources[i];
    if (s < 0 || inBytes[i] === 0) continue;
    const xoff = gathers ? 0 : hood.sdispls[s][res.blk[i]] * e;
    out.result.push({ off: rOff[i], len: inBytes[i], from: [s], xoff });
  }
}

/** End of the farthest block: the bytes a buffer of blocks at displacements needs. */
const extent = (counts: number[], displs: number[], e: number) =>
  Math.max(0, ...counts.map((c, i) => (c > 0 ? (displs[i] + c) * e : 0)));

/** The `message size` the shell gives the cost model and the scratch formula (tmp(p, bytes)):
 *  for a neighbourhood call, the largest send buffer of a rank (what shm-flat copies to scratch). */
export function callBytes(s: CallShape): number {
  if (s.neighbors) {
    const gathers = s.coll === 'neighbor_allgather' || s.coll === 'neighbor_allgatherv';
    return Math.max(
      0,
      ...s.neighbors.m.map((row, r) =>
        gathers ? (row[0] ?? 0) * s.esize : extent(row, s.neighbors!.sdispls[r], s.esize),
      ),
    );
  }
  return s.count * s.esize;
}

/** What rank r of the call binds, holds and must end with. */
export function rankCall(s: CallShape, r: number): RankCall {
  const { coll, p, root, esize: e, inPlace } = s;
  const isRoot = r === root;
  const blk = s.count * e;
  const all = range(p);
  const out: RankCall = {
    flags: 0,
    vec: null,
    aux: null,
    send: null,
    recv: null,
    input: [],
    result: [],
    rest: 'unchanged',
  };
  const inp = (buf: typeof BUF_SEND | typeof BUF_RECV, off: number, len: number, xoff = 0) => {
    if (len > 0) out.input.push({ buf, off, len, xoff });
  };
  const res = (off: number, len: number, from: number[], xoff = 0) => {
    if (len > 0) out.result.push({ off, len, from, xoff });
  };
  const flagIf = (b: boolean) => (b ? F_INPLACE : 0);
  switch (coll) {
    case 'barrier':
      break;
    case 'bcast':
      out.recv = blk;
      if (isRoot) inp(BUF_RECV, 0, blk);
      res(0, blk, [root]);
      break;
    case 'reduce':
      // the builders expect every rank told (reduce_shm_slice reads the root's input in place)
      out.flags = flagIf(inPlace);
      if (!(isRoot && inPlace)) out.send = blk;
      if (isRoot) out.recv = blk;
      inp(isRoot && inPlace ? BUF_RECV : BUF_SEND, 0, blk);
      if (isRoot) res(0, blk, all);
      break;
    case 'allreduce':
    case 'scan':
    case 'exscan':
      out.flags = flagIf(inPlace) | (coll === 'exscan' ? F_EXCLUSIVE : 0);
      if (!inPlace) out.send = blk;
      out.recv = blk;
      inp(inPlace ? BUF_RECV : BUF_SEND, 0, blk);
      if (coll === 'allreduce') res(0, blk, all);
      else if (coll === 'scan') res(0, blk, range(r + 1));
      else if (r > 0) res(0, blk, range(r));
      break;
    case 'allgather':
      out.flags = flagIf(inPlace);
      if (!inPlace) out.send = blk;
      out.recv = p * blk;
      if (inPlace) inp(BUF_RECV, r * blk, blk);
      else inp(BUF_SEND, 0, blk);
      for (const q of all) res(q * blk, blk, [q]);
      break;
    case 'alltoall':
      out.flags = flagIf(inPlace);
      if (!inPlace) out.send = p * blk;
      out.recv = p * blk;
      inp(inPlace ? BUF_RECV : BUF_SEND, 0, p * blk);
      for (const q of all) res(q * blk, blk, [q], r * blk);
      break;
    case 'gather':
      out.flags = flagIf(isRoot && inPlace);
      if (!(isRoot && inPlace)) out.send = blk;
      if (isRoot) out.recv = p * blk;
      if (isRoot && inPlace) inp(BUF_RECV, r * blk, blk);
      else inp(BUF_SEND, 0, blk);
      if (isRoot) for (const q of all) res(q * blk, blk, [q]);
      break;
    case 'scatter':
      out.flags = flagIf(isRoot && inPlace);
      if (isRoot) out.send = p * blk;
      if (!(isRoot && inPlace)) out.recv = blk;
      if (isRoot) inp(BUF_SEND, 0, p * blk);
      if (!(isRoot && inPlace)) res(0, blk, [root], r * blk);
      break;
    case 'reduce_scatter':
      out.flags = flagIf(inPlace);
      if (!inPlace) out.send = p * blk;
      out.recv = inPlace ? p * blk : blk;
      inp(inPlace ? BUF_RECV : BUF_SEND, 0, p * blk);
      res(0, blk, all, r * blk);
      if (inPlace) out.rest = 'any';
      break;
    case 'gatherv': {
      const c = s.counts!,
        d = s.displs!;
      out.flags = flagIf(isRoot && inPlace);
      out.vec = isRoot ? Int32Array.from([...c, ...d]) : new Int32Array(2 * p);
      if (!isRoot) out.aux = Int32Array.of(c[r] * e);
      if (!(isRoot && inPlace)) out.send = c[r] * e;
      if (isRoot) out.recv = extent(c, d, e);
      if (isRoot && inPlace) inp(BUF_RECV, d[r] * e, c[r] * e);
      else inp(BUF_SEND, 0, c[r] * e);
      if (isRoot) for (const q of all) res(d[q] * e, c[q] * e, [q]);
      break;
    }
    case 'scatterv': {
      const c = s.counts!,
        d = s.displs!;
      out.flags = flagIf(isRoot && inPlace);
      if (isRoot) {
        out.vec = Int32Array.from([...c, ...d]);
        out.aux = Int32Array.from(d.map((x) => x * e));
        out.send = extent(c, d, e);
        inp(BUF_SEND, 0, out.send);
      } else {
        out.vec = new Int32Array(2 * p);
        out.vec[r] = c[r];
        out.aux = Int32Array.of(c[r] * e);
      }
      if (!(isRoot && inPlace)) {
        out.recv = c[r] * e;
        res(0, c[r] * e, [root], d[r] * e);
      }
      break;
    }
    case 'allgatherv': {
      const c = s.counts!,
        d = s.displs!;
      out.flags = flagIf(inPlace);
      out.vec = Int32Array.from([...c, ...d]);
      if (!inPlace) out.send = c[r] * e;
      out.recv = extent(c, d, e);
      if (inPlace) inp(BUF_RECV, d[r] * e, c[r] * e);
      else inp(BUF_SEND, 0, c[r] * e);
      for (const q of all) res(d[q] * e, c[q] * e, [q]);
      break;
    }
    case 'alltoallv': {
      const { counts: m, sdispls, rdispls } = s.a2a!;
      const col = all.map((q) => m[q][r]);
      out.vec = Int32Array.from([...m[r], ...sdispls[r], ...col, ...rdispls[r]]);
      out.aux = Int32Array.from([...sdispls[r], ...m[r]].map((x) => x * e));
      out.send = extent(m[r], sdispls[r], e);
      out.recv = extent(col, rdispls[r], e);
      inp(BUF_SEND, 0, out.send);
      for (const q of all) res(rdispls[r][q] * e, m[q][r] * e, [q], sdispls[q][r] * e);
      break;
    }
    case 'neighbor_allgather':
    case 'neighbor_allgatherv':
    case 'neighbor_alltoall':
    case 'neighbor_alltoallv':
      neighborRankCall(coll, s.neighbors!, r, e, out);
      break;
    case 'reduce_scatter_v': {
      const c = s.counts!;
      const total = sum(c) * e;
      const off = sum(c.slice(0, r)) * e;
      out.flags = flagIf(inPlace);
      out.vec = Int32Array.from(c);
      if (!inPlace) out.send = total;
      out.recv = inPlace ? total : c[r] * e;
      inp(inPlace ? BUF_RECV : BUF_SEND, 0, total);
      res(0, c[r] * e, all, off);
      if (inPlace) out.rest = 'any';
      break;
    }
  }
  return out;
}

/** A short description of the call, as the CLI takes it. */
export function describeCall(s: CallShape): string {
  const parts = [`${s.coll}`, `p=${s.p}`];
  if (s.counts)
    parts.push(
      `counts=[${s.counts.join(',')}]`,
      ...(s.coll === 'reduce_scatter_v' ? [] : [`displs=[${s.displs!.join(',')}]`]),
    );
  else if (s.a2a) parts.push(`counts=[${s.a2a.counts.map((row) => row.join(',')).join(' | ')}]`);
  else if (s.neighbors)
    parts.push(`topology=${s.neighbors.topo}`, `counts=[${s.neighbors.m.map((row) => row.join(',')).join(' | ')}]`);
  else parts.push(`count=${s.count}`);
  parts.push(`esize=${s.esize}`);
  if (['bcast', 'reduce', 'gather', 'scatter', 'gatherv', 'scatterv'].includes(s.coll)) parts.push(`root=${s.root}`);
  if (s.inPlace) parts.push('in place');
  return parts.join(' ');
}
