// Virtual topologies as values (MPI 4.1 chapter 8): a naming scheme, the neighbour lists that
// neighbourhood collectives use, and a metric, over ranks 0..size-1, independent of any
// communicator. The base class and its three kinds share this module because the base's factories
// make the kinds and the kinds extend the base: split apart they would import each other. The
// factories' arguments are read and checked in args.ts, the arithmetic lives beside it (grid.ts,
// hops.ts, dims_create.ts); the classes hold what args.ts accepts, check queries and delegate.
import { fail } from '../errors.js';
import { PROC_NULL } from '../constants.js';
import { bipartiteLists, readCart, readDistGraph, readGraph } from './args.js';
import { bool, int, list, plural, rankIn } from './check.js';
import { type Grid, gridDistance, gridNeighbors, gridShift, gridSplit, toCoords, toRank, wrap } from './grid.js';
import { Hops } from './hops.js';
import { dimsCreate } from './dims_create.js';

/** The kinds of virtual topology, as MPI_Topo_test names them (MPI_CART, MPI_GRAPH, MPI_DIST_GRAPH). */
export type TopoKind = 'cart' | 'graph' | 'dist-graph';

/**
 * A rank's neighbours in the order of neighbourhood collectives (MPI 4.1 section 8.6): block i of a
 * send buffer goes to `destinations[i]`, block j of a receive buffer comes from `sources[j]`.
 * PROC_NULL entries (off the edge of a non-periodic grid) are part of the lists. Weights are
 * null for an unweighted topology (MPI_UNWEIGHTED); a weighted one gives arrays, empty for a rank
 * without neighbours (MPI_WEIGHTS_EMPTY).
 */
export interface Neighbors {
  sources: Int32Array;
  destinations: Int32Array;
  sourceWeights: Float64Array | null;
  destWeights: Float64Array | null;
}

/**
 * A virtual topology: how ranks 0..size-1 name each other, who talks to whom, and how far apart
 * they are. A value: it belongs to no communicator and communicates nothing. Make one with
 * {@link Topology.cartesian}, {@link Topology.graph} or {@link Topology.distGraph}; a subclass may
 * define its own kind of pattern for embedding by implementing `neighbors` and `distance`.
 */
export abstract class Topology {
  /** Which kind of topology (what MPI_Topo_test reports for a communicator carrying it). */
  abstract readonly kind: TopoKind;
  /** Number of ranks. */
  abstract readonly size: number;
  /** The neighbours of `rank`, in MPI's order (see {@link Neighbors}); fresh arrays on every call. */
  abstract neighbors(rank: number): Neighbors;
  /**
   * How far apart two ranks are. Cartesian: moves between grid points, Manhattan with the shorter
   * way round on periodic dimensions (Chebyshev when diagonal neighbours are on). Graphs: edges on a
   * shortest path, taking edges in either direction, Infinity when no path joins the ranks.
   */
  abstract distance(a: number, b: number): number;

  /** MPI_Dist_graph_neighbors_count (MPI_Graph_neighbors_count for a graph): the lengths of `neighbors(rank)`'s lists, and whether it is weighted. */
  neighborsCount(rank: number): { indegree: number; outdegree: number; weighted: boolean } {
    const n = this.neighbors(rank);
    return { indegree: n.sources.length, outdegree: n.destinations.length, weighted: n.destWeights !== null };
  }

  /**
   * Every communication edge (a -> b, weight), the input of embedding: repeated edges appear repeatedly. Unweighted edges weigh 1.
   * Listed by source rank, each in the order of its destinations; self-loops are included, PROC_NULL
   * entries (no communication) are not.
   */
  edges(): Array<[number, number, number]> {
    const out: Array<[number, number, number]> = [];
    for (let r = 0; r < this.size; r++) {
      const { destinations, destWeights } = this.neighbors(r);
      for (let i = 0; i < destinations.length; i++) {
        if (destinations[i] !== PROC_NULL) out.push([r, destinations[i], destWeights ? destWeights[i] : 1]);
      }
    }
    return out;
  }

  /**
   * A Cartesian grid (MPI_Cart_create's shape): `dims` ranks per dimension (each an integer >= 1;
   * none for a single rank), `periods` which dimensions wrap around (one boolean per dimension, or
   * one for all; default none). `diagonals` (a wasmpi extension for 9- and 27-point stencils) adds
   * the diagonal neighbours after the face ones (see {@link CartTopology.neighbors}).
   * @throws ERR_TOPOLOGY for a dimension that is not an integer >= 1, periods of the wrong length or
   * more than 2^31-1 ranks; ERR_ARG for an argument of the wrong type.
   */
  static cartesian(opts: {
    dims: readonly number[];
    periods?: readonly boolean[] | boolean;
    diagonals?: boolean;
  }): CartTopology {
    return CartTopology.create(opts);
  }

  /**
   * A graph (MPI_Graph_create): either an adjacency list (`adjacency[r]` the neighbours of rank r)
   * or MPI's form `{ index, edges }`, where `index[r]` is the total degree of ranks 0..r and the
   * neighbours of r are `edges[index[r-1] .. index[r])`. Repeated edges and self-loops are kept; the
   * graph need not be symmetric.
   * @throws ERR_TOPOLOGY for an edge to a rank outside 0..size-1, an index that decreases or an edge
   * count that differs from the last index; ERR_ARG for an argument of the wrong type.
   */
  static graph(
    adjacency: ReadonlyArray<ArrayLike<number>> | { index: ArrayLike<number>; edges: ArrayLike<number> },
  ): GraphTopology {
    return GraphTopology.create(adjacency);
  }

  /**
   * A distributed graph, given whole: for each rank the in-neighbours (`sources[r]`) and
   * out-neighbours (`destinations[r]`) as MPI_Dist_graph_create_adjacent takes them on rank r, in
   * their order, repeats kept. Weights per rank parallel the lists; null (or left out) for both means
   * unweighted (MPI_UNWEIGHTED), and an empty list for a rank without neighbours stays weighted.
   * Every edge a -> b must be listed in `destinations[a]` and in `sources[b]` equally often, with
   * the same weights.
   * @throws ERR_TOPOLOGY for an edge listed at one end only, ranks out of range, weights whose count
   * differs from the degree or that are not finite numbers >= 0, or weights on one side only;
   * ERR_ARG for an argument of the wrong type.
   */
  static distGraph(opts: {
    sources: ReadonlyArray<ArrayLike<number>>;
    destinations: ReadonlyArray<ArrayLike<number>>;
    sourceWeights?: ReadonlyArray<ArrayLike<number>> | null;
    destWeights?: ReadonlyArray<ArrayLike<number>> | null;
  }): DistGraphTopology {
    return DistGraphTopology.create(opts);
  }

  /**
   * A bipartite pattern (producers and consumers, a coupled pair of solvers): ranks
   * `0..sizes[0]-1` form side A and the next `sizes[1]` side B. `edges` are [a, b] pairs with a in
   * A and b in B counted from 0 within each side (default: every pair, a complete bipartite
   * graph); each carries `weight` (default 1). A -> B edges only with `directed`, else both ways.
   * The result is a distributed graph: ranks on one side never talk to each other.
   */
  static bipartite(opts: {
    sizes: readonly [number, number];
    edges?: ReadonlyArray<readonly [number, number]>;
    weight?: number;
    directed?: boolean;
  }): DistGraphTopology {
    return DistGraphTopology.create(bipartiteLists(opts));
  }

  /** MPI_Dims_create: the same as the top-level {@link dimsCreate}. */
  static dimsCreate(nnodes: number, dims: number[] | number): number[] {
    return dimsCreate(nnodes, dims);
  }
}

/**
 * A Cartesian grid topology (MPI 4.1 section 8.5.1). Ranks are numbered in row-major order: the
 * last dimension varies fastest, so in a 2x3 grid rank 4 is at (1, 1).
 */
export class CartTopology extends Topology {
  /** Always 'cart'. */
  readonly kind = 'cart' as const;
  /** Number of ranks: the product of `dims` (1 for no dimensions). */
  readonly size: number;
  /** Ranks per dimension. */
  readonly dims: readonly number[];
  /** Whether each dimension wraps around. */
  readonly periods: readonly boolean[];
  /** Whether diagonal neighbours follow the face ones (a wasmpi extension). */
  readonly diagonals: boolean;
  private readonly grid: Grid;

  private constructor(dims: number[], periods: boolean[], diagonals: boolean) {
    super();
    this.dims = Object.freeze(dims);
    this.periods = Object.freeze(periods);
    this.diagonals = diagonals;
    this.size = dims.reduce((a, b) => a * b, 1);
    this.grid = { dims: this.dims, periods: this.periods };
  }

  /** @internal Topology.cartesian. */
  static create(opts: unknown): CartTopology {
    const { dims, periods, diagonals } = readCart(opts);
    return new CartTopology(dims, periods, diagonals);
  }

  /** Number of dimensions (MPI_Cartdim_get). */
  get ndims(): number {
    return this.dims.length;
  }

  /** MPI_Cart_coords: the grid coordinates of `rank`. */
  coords(rank: number): number[] {
    return toCoords(this.grid, rankIn('CartTopology.coords', 'rank', rank, this.size));
  }

  /**
   * MPI_Cart_rank: the rank at `coords`. A coordinate outside 0..dims[d]-1 wraps around on a
   * periodic dimension and is an error on the others.
   * @throws ERR_TOPOLOGY for the wrong number of coordinates or one off a non-periodic dimension.
   */
  rank(coords: readonly number[]): number {
    const call = 'CartTopology.rank';
    const c = list(call, 'coords', coords).map((v, d) => int(call, `coords[${d}]`, v));
    if (c.length !== this.ndims) {
      fail(
        'ERR_TOPOLOGY',
        `${call}: coords has ${plural(c.length, 'entry')}: expected one per dimension (${this.ndims})`,
      );
    }
    for (let d = 0; d < c.length; d++) {
      if (c[d] >= 0 && c[d] < this.dims[d]) continue;
      if (this.periods[d]) c[d] = wrap(c[d], this.dims[d]);
      else {
        fail(
          'ERR_TOPOLOGY',
          `${call}: coords[${d}] is ${c[d]}: expected 0 <= coords[${d}] < ${this.dims[d]} (dimension ${d} is not periodic)`,
        );
      }
    }
    return toRank(this.grid, c);
  }

  /**
   * MPI_Cart_shift from `rank`: `dest` is the rank `disp` steps along dimension `dim`, `source` the
   * rank `disp` steps back; PROC_NULL where a non-periodic dimension ends.
   */
  shift(rank: number, dim: number, disp: number): { source: number; dest: number } {
    const call = 'CartTopology.shift';
    const r = rankIn(call, 'rank', rank, this.size);
    const d = int(call, 'dim', dim);
    if (d < 0 || d >= this.ndims) {
      fail('ERR_TOPOLOGY', `${call}: dim is ${d}: expected a dimension, an integer 0 <= dim < ${this.ndims}`);
    }
    return gridShift(this.grid, r, d, int(call, 'disp', disp));
  }

  /**
   * MPI_Cart_sub's arithmetic: keeping the dimensions where `remainDims` is true splits the grid
   * into sub-grids. `topology` is the shape of each sub-grid (the kept dims and periods; no
   * dimensions, one rank, when none is kept); `color(rank)` numbers the sub-grid holding `rank`
   * (row-major over the dropped dimensions) and `key(rank)` is its rank inside it, so
   * `comm.split(color(r), key(r))` makes the sub-communicators.
   */
  sub(remainDims: readonly boolean[]): {
    topology: CartTopology;
    color: (rank: number) => number;
    key: (rank: number) => number;
  } {
    const call = 'CartTopology.sub';
    const remain = list(call, 'remainDims', remainDims).map((v, d) => bool(call, `remainDims[${d}]`, v));
    if (remain.length !== this.ndims) {
      fail(
        'ERR_TOPOLOGY',
        `${call}: remainDims has ${plural(remain.length, 'entry')}: expected one per dimension (${this.ndims})`,
      );
    }
    const topology = new CartTopology(
      this.dims.filter((_, d) => remain[d]),
      this.periods.filter((_, d) => remain[d]),
      this.diagonals,
    );
    const split = (what: string, rank: number) =>
      gridSplit(this.grid, remain, rankIn(`CartTopology.sub: ${what}`, 'rank', rank, this.size));
    return { topology, color: (rank) => split('color', rank).color, key: (rank) => split('key', rank).key };
  }

  /**
   * The neighbours of `rank`, sources and destinations alike (MPI 4.1 section 8.6): for each
   * dimension d in turn, the rank at displacement -1 then the one at +1 (`shift(rank, d, 1)`'s
   * source, then dest), PROC_NULL off a non-periodic edge. A periodic dimension of size 1 lists the
   * rank itself twice; of size 2, the other rank twice. With `diagonals`, the 2*ndims face neighbours
   * are followed by every other offset in {-1, 0, 1}^ndims (at least two non-zero entries) in
   * lexicographic order, -1 before 0 before 1 and dimension 0 most significant: in 2-D (-1,-1),
   * (-1,+1), (+1,-1), (+1,+1), 8 neighbours in all; 26 in 3-D.
   */
  neighbors(rank: number): Neighbors {
    const around = gridNeighbors(this.grid, this.diagonals, rankIn('CartTopology.neighbors', 'rank', rank, this.size));
    return { sources: around, destinations: around.slice(), sourceWeights: null, destWeights: null };
  }

  /** Grid moves from a to b: Manhattan, the shorter way round on periodic dimensions; Chebyshev with `diagonals`. */
  distance(a: number, b: number): number {
    const call = 'CartTopology.distance';
    return gridDistance(this.grid, this.diagonals, rankIn(call, 'a', a, this.size), rankIn(call, 'b', b, this.size));
  }
}

/**
 * A graph topology (MPI_Graph_create, MPI 4.1 section 8.5.3): the neighbours of rank r are
 * `edgeList[index[r-1] .. index[r])`, the same list for sending and receiving. Unweighted.
 */
export class GraphTopology extends Topology {
  /** Always 'graph'. */
  readonly kind = 'graph' as const;
  /** Number of ranks (nnodes). */
  readonly size: number;
  /** Cumulative degrees: `index[r]` is the number of neighbour entries of ranks 0..r (MPI_Graph_get). Not to be modified. */
  readonly index: Int32Array;
  /** The neighbour lists of all ranks, concatenated (MPI_Graph_get's edges). Not to be modified. */
  readonly edgeList: Int32Array;
  private hops?: Hops;

  private constructor(index: Int32Array, edgeList: Int32Array) {
    super();
    this.index = index;
    this.edgeList = edgeList;
    this.size = index.length;
  }

  /** @internal Topology.graph. */
  static create(adjacency: unknown): GraphTopology {
    const { index, edgeList } = readGraph(adjacency);
    return new GraphTopology(index, edgeList);
  }

  /** Number of entries in the neighbour lists (MPI_Graphdims_get's nedges): each listed edge counts once per listing. */
  get nedges(): number {
    return this.edgeList.length;
  }

  /** MPI_Graph_neighbors: `edgeList[index[rank-1] .. index[rank])`, as sources and as destinations; no weights. */
  neighbors(rank: number): Neighbors {
    const r = rankIn('GraphTopology.neighbors', 'rank', rank, this.size);
    const own = this.edgeList.slice(r === 0 ? 0 : this.index[r - 1], this.index[r]);
    return { sources: own, destinations: own.slice(), sourceWeights: null, destWeights: null };
  }

  /** Edges on a shortest path between a and b, edges taken either way; Infinity when none joins them. */
  distance(a: number, b: number): number {
    const call = 'GraphTopology.distance';
    const x = rankIn(call, 'a', a, this.size);
    const y = rankIn(call, 'b', b, this.size);
    return (this.hops ??= new Hops(this.size, this.edges())).distance(x, y);
  }
}

/**
 * A distributed graph topology (MPI_Dist_graph_create_adjacent, MPI 4.1 section 8.5.4), given whole:
 * each rank's in- and out-neighbours in the order given, optionally weighted.
 */
export class DistGraphTopology extends Topology {
  /** Always 'dist-graph'. */
  readonly kind = 'dist-graph' as const;
  /** Number of ranks. */
  readonly size: number;
  /** False for MPI_UNWEIGHTED: `neighbors()` then gives null weights. */
  readonly weighted: boolean;
  private readonly srcs: Int32Array[];
  private readonly dsts: Int32Array[];
  private readonly srcW: Float64Array[] | null;
  private readonly dstW: Float64Array[] | null;
  private hops?: Hops;

  private constructor(
    srcs: Int32Array[],
    dsts: Int32Array[],
    srcW: Float64Array[] | null,
    dstW: Float64Array[] | null,
  ) {
    super();
    this.size = srcs.length;
    this.srcs = srcs;
    this.dsts = dsts;
    this.srcW = srcW;
    this.dstW = dstW;
    this.weighted = srcW !== null;
  }

  /** @internal Topology.distGraph. */
  static create(opts: unknown): DistGraphTopology {
    const { srcs, dsts, srcW, dstW } = readDistGraph(opts);
    return new DistGraphTopology(srcs, dsts, srcW, dstW);
  }

  /** The lists as given for `rank` (MPI_Dist_graph_neighbors), weights null when unweighted. */
  neighbors(rank: number): Neighbors {
    const r = rankIn('DistGraphTopology.neighbors', 'rank', rank, this.size);
    return {
      sources: this.srcs[r].slice(),
      destinations: this.dsts[r].slice(),
      sourceWeights: this.srcW ? this.srcW[r].slice() : null,
      destWeights: this.dstW ? this.dstW[r].slice() : null,
    };
  }

  /** Edges on a shortest path between a and b, edges taken either way, weights ignored; Infinity when none joins them. */
  distance(a: number, b: number): number {
    const call = 'DistGraphTopology.distance';
    const x = rankIn(call, 'a', a, this.size);
    const y = rankIn(call, 'b', b, this.size);
    return (this.hops ??= new Hops(this.size, this.edges())).distance(x, y);
  }
}

/**
 * The topology of a communicator (`comm.topology`): one of the three kinds MPI defines, told apart
 * by `kind`, so that a test of it narrows the type: `if (t?.kind === 'cart') t.dims`.
 */
export type CommTopology = CartTopology | GraphTopology | DistGraphTopology;

/**
 * @internal The topology a communicator carries for `t`: `t` itself when it is one of the three kinds, else
 * (a subclass of Topology of one's own) the distributed graph of its neighbour lists, which is what
 * a communicator uses of it (its neighbours, and its edges when reordering).
 * @throws ERR_TOPOLOGY when the lists are not a distributed graph (an edge listed at one end only,
 * a rank out of range).
 */
export function commTopology(t: Topology): CommTopology {
  if (t instanceof CartTopology || t instanceof GraphTopology || t instanceof DistGraphTopology) return t;
  const lists = Array.from({ length: t.size }, (_, r) => t.neighbors(r));
  const weighted = lists.some((n) => n.destWeights !== null || n.sourceWeights !== null);
  return DistGraphTopology.create({
    sources: lists.map((n) => n.sources),
    destinations: lists.map((n) => n.destinations),
    sourceWeights: weighted ? lists.map((n) => n.sourceWeights ?? new Float64Array(n.sources.length).fill(1)) : null,
    destWeights: weighted ? lists.map((n) => n.destWeights ?? new Float64Array(n.destinations.length).fill(1)) : null,
  });
}
