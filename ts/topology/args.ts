// The arguments of Topology's factories (cartesian, graph, distGraph, bipartite), read and checked
// into the arrays the topology classes hold. Apart from topology.ts because the classes only keep
// and query what these functions accept: the checks are most of the code and change on their own
// (a new form of argument, a clearer message). Errors per check.ts's split of codes, each message
// naming the factory the user called.
import { fail, show } from '../errors.js';
import { MAX_SIZE, bool, int, isArrayLike, list, num, options, plural, rankIn } from './check.js';

/** Topology.cartesian's options: the dims, one period per dimension, and the diagonals flag. */
export function readCart(opts: unknown): { dims: number[]; periods: boolean[]; diagonals: boolean } {
  const call = 'Topology.cartesian';
  const o = options(call, opts);
  let size = 1;
  const dims = list(call, 'dims', o.dims).map((v, d) => {
    const n = num(call, `dims[${d}]`, v);
    if (!Number.isInteger(n) || n < 1) fail('ERR_TOPOLOGY', `${call}: dims[${d}] is ${n}: expected an integer >= 1`);
    size *= n;
    return n;
  });
  if (size > MAX_SIZE) {
    fail('ERR_TOPOLOGY', `${call}: dims [${dims.join(', ')}] make ${size} ranks: expected at most ${MAX_SIZE}`);
  }
  let periods: boolean[];
  if (o.periods === undefined || typeof o.periods === 'boolean') {
    periods = dims.map(() => o.periods === true);
  } else {
    periods = list(call, 'periods', o.periods).map((v, d) => bool(call, `periods[${d}]`, v));
    if (periods.length !== dims.length) {
      fail(
        'ERR_TOPOLOGY',
        `${call}: periods has ${plural(periods.length, 'entry')}: expected one per dimension (${dims.length}), or one boolean for all`,
      );
    }
  }
  const diagonals = o.diagonals === undefined ? false : bool(call, 'diagonals', o.diagonals);
  return { dims, periods, diagonals };
}

/** Topology.graph's adjacency (a list per rank, or MPI's index and edges) as MPI's index and edge list. */
export function readGraph(adjacency: unknown): { index: Int32Array; edgeList: Int32Array } {
  const call = 'Topology.graph';
  if (adjacency != null && typeof adjacency === 'object' && !isArrayLike(adjacency) && 'index' in adjacency) {
    const { index: idx, edges: edg } = adjacency as { index: unknown; edges?: unknown };
    const index = list(call, 'index', idx).map((v, r) => num(call, `index[${r}]`, v));
    const edges = list(call, 'edges', edg).map((v, i) => num(call, `edges[${i}]`, v));
    const n = index.length;
    let prev = 0;
    for (let r = 0; r < n; r++) {
      if (!Number.isInteger(index[r]) || index[r] < prev) {
        const want = r === 0 ? 'an integer >= 0' : `an integer >= index[${r - 1}] = ${prev}`;
        fail('ERR_TOPOLOGY', `${call}: index[${r}] is ${index[r]}: expected ${want} (index holds cumulative degrees)`);
      }
      prev = index[r];
    }
    if (edges.length !== prev) {
      fail(
        'ERR_TOPOLOGY',
        `${call}: edges has ${plural(edges.length, 'entry')}: expected ${prev}, the last entry of index`,
      );
    }
    let r = 0;
    for (let i = 0; i < edges.length; i++) {
      while (i >= index[r]) r++;
      rankIn(call, `edges[${i}] (a neighbour of rank ${r})`, edges[i], n);
    }
    return { index: Int32Array.from(index), edgeList: Int32Array.from(edges) };
  }
  if (!isArrayLike(adjacency)) {
    fail(
      'ERR_ARG',
      `${call}: expected an adjacency list (an array per rank) or { index, edges }, got ${show(adjacency)}`,
    );
  }
  const rows = list(call, 'adjacency', adjacency);
  const n = rows.length;
  const lists = rows.map((row, r) =>
    list(call, `adjacency[${r}]`, row).map((v, i) => rankIn(call, `adjacency[${r}][${i}]`, v, n)),
  );
  const index = new Int32Array(n);
  let total = 0;
  for (let r = 0; r < n; r++) {
    total += lists[r].length;
    index[r] = total;
  }
  return { index, edgeList: Int32Array.from(lists.flat()) };
}

/** Topology.distGraph's lists, per rank: sources, destinations and their weights (null when unweighted). */
export function readDistGraph(opts: unknown): {
  srcs: Int32Array[];
  dsts: Int32Array[];
  srcW: Float64Array[] | null;
  dstW: Float64Array[] | null;
} {
  const call = 'Topology.distGraph';
  const o = options(call, opts);
  const sources = list(call, 'sources', o.sources);
  const destinations = list(call, 'destinations', o.destinations);
  const n = sources.length;
  if (destinations.length !== n) {
    fail(
      'ERR_TOPOLOGY',
      `${call}: sources has ${plural(n, 'list')} and destinations ${destinations.length}: expected one list per rank in each`,
    );
  }
  if (n > MAX_SIZE) fail('ERR_TOPOLOGY', `${call}: ${n} ranks: expected at most ${MAX_SIZE}`);
  const ranks = (what: string, rows: unknown[]) =>
    rows.map((row, r) =>
      Int32Array.from(list(call, `${what}[${r}]`, row), (v, i) => rankIn(call, `${what}[${r}][${i}]`, v, n)),
    );
  const srcs = ranks('sources', sources);
  const dsts = ranks('destinations', destinations);
  const sw = o.sourceWeights ?? null;
  const dw = o.destWeights ?? null;
  if ((sw === null) !== (dw === null)) {
    const [given, missing] = sw === null ? ['destWeights', 'sourceWeights'] : ['sourceWeights', 'destWeights'];
    fail(
      'ERR_TOPOLOGY',
      `${call}: ${given} is given but ${missing} is ${show(o[missing])}: ` +
        `expected both (weighted) or neither (unweighted, MPI_UNWEIGHTED)`,
    );
  }
  const weights = (what: string, w: unknown, lists: Int32Array[], side: string) => {
    const rows = list(call, what, w);
    if (rows.length !== n) {
      fail('ERR_TOPOLOGY', `${call}: ${what} has ${plural(rows.length, 'list')}: expected one per rank (${n})`);
    }
    return rows.map((row, r) => {
      const ws = Float64Array.from(list(call, `${what}[${r}]`, row), (v, i) => {
        const x = num(call, `${what}[${r}][${i}]`, v);
        if (!Number.isFinite(x) || x < 0) {
          fail('ERR_TOPOLOGY', `${call}: ${what}[${r}][${i}] is ${x}: expected a finite number >= 0`);
        }
        return x;
      });
      if (ws.length !== lists[r].length) {
        fail(
          'ERR_TOPOLOGY',
          `${call}: ${what}[${r}] has ${plural(ws.length, 'weight')}: expected ${lists[r].length}, one per ${side} of rank ${r}`,
        );
      }
      return ws;
    });
  };
  const srcW = sw === null ? null : weights('sourceWeights', sw, srcs, 'source');
  const dstW = dw === null ? null : weights('destWeights', dw, dsts, 'destination');
  checkBothEnds(call, srcs, dsts, srcW, dstW);
  return { srcs, dsts, srcW, dstW };
}

/**
 * The whole graph is one graph seen from both ends: each edge a -> b must appear in a's
 * destinations as often as in b's sources, with the same weights (compared as multisets, since
 * repeats of one edge are not told apart).
 */
function checkBothEnds(
  call: string,
  srcs: Int32Array[],
  dsts: Int32Array[],
  srcW: Float64Array[] | null,
  dstW: Float64Array[] | null,
): void {
  // edge a -> b: the weights listed for it at each end (1 each when unweighted), by a then b
  const collect = (lists: Int32Array[], ws: Float64Array[] | null, outgoing: boolean) => {
    const m = new Map<number, Map<number, number[]>>();
    lists.forEach((l, r) =>
      l.forEach((other, i) => {
        const [a, b] = outgoing ? [r, other] : [other, r];
        let row = m.get(a);
        if (!row) m.set(a, (row = new Map<number, number[]>()));
        const at = row.get(b);
        const w = ws ? ws[r][i] : 1;
        if (at) at.push(w);
        else row.set(b, [w]);
      }),
    );
    return m;
  };
  const out = collect(dsts, dstW, true);
  const inc = collect(srcs, srcW, false);
  const compare = (a: number, b: number, d: number[] = [], s: number[] = []) => {
    if (d.length !== s.length) {
      fail(
        'ERR_TOPOLOGY',
        `${call}: edge ${a} -> ${b} is listed ${plural(d.length, 'time')} in destinations[${a}] but ` +
          `${plural(s.length, 'time')} in sources[${b}]: expected every edge at both of its ends, as often`,
      );
    }
    const ds = d.slice().sort((x, y) => x - y);
    const ss = s.slice().sort((x, y) => x - y);
    if (ds.some((w, i) => w !== ss[i])) {
      fail(
        'ERR_TOPOLOGY',
        `${call}: edge ${a} -> ${b} weighs [${d.join(', ')}] in destWeights[${a}] but [${s.join(', ')}] in ` +
          `sourceWeights[${b}]: expected the same weights at both ends`,
      );
    }
  };
  for (const [a, row] of out) for (const [b, d] of row) compare(a, b, d, inc.get(a)?.get(b));
  for (const [a, row] of inc) for (const [b, s] of row) if (!out.get(a)?.has(b)) compare(a, b, [], s);
}

/**
 * Topology.bipartite's options as the lists of a distributed graph: side A is ranks 0..sizes[0]-1,
 * side B the next sizes[1]; each pair's edges both ways unless `directed`, all of weight `weight`.
 */
export function bipartiteLists(opts: unknown): {
  sources: number[][];
  destinations: number[][];
  sourceWeights: number[][];
  destWeights: number[][];
} {
  const call = 'Topology.bipartite';
  const o = options(call, opts);
  const sizes = list(call, 'sizes', o.sizes).map((v, i) => int(call, `sizes[${i}]`, v));
  if (sizes.length !== 2 || sizes.some((n) => n < 0))
    fail('ERR_TOPOLOGY', `${call}: sizes is [${sizes.join(', ')}]: expected two integers >= 0`);
  const [na, nb] = sizes;
  const pairs: [number, number][] =
    o.edges === undefined
      ? Array.from({ length: na * nb }, (_, k) => [Math.floor(k / nb), k % nb])
      : list(call, 'edges', o.edges).map((e, k) => {
          const [a, b] = list(call, `edges[${k}]`, e).map((v, i) => int(call, `edges[${k}][${i}]`, v));
          if (!(a >= 0 && a < na && b >= 0 && b < nb))
            fail(
              'ERR_TOPOLOGY',
              `${call}: edges[${k}] is [${a}, ${b}]: expected [a, b] with 0 <= a < ${na} and 0 <= b < ${nb}`,
            );
          return [a, b];
        });
  const w = o.weight === undefined ? 1 : num(call, 'weight', o.weight);
  const size = na + nb;
  const srcs: number[][] = Array.from({ length: size }, () => []);
  const dsts: number[][] = Array.from({ length: size }, () => []);
  for (const [a, b] of pairs) {
    dsts[a].push(na + b);
    srcs[na + b].push(a);
    if (o.directed !== true) {
      dsts[na + b].push(a);
      srcs[a].push(na + b);
    }
  }
  const ws = (l: number[][]) => l.map((x) => x.map(() => w));
  return { sources: srcs, destinations: dsts, sourceWeights: ws(srcs), destWeights: ws(dsts) };
}
