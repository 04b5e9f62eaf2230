// The communicator users hold: CommCore (core.ts: members, checks, statuses, probes), CommBase
// (base.ts: point-to-point), then CommCalls (calls.gen.ts, generated from the calls table
// calls.json: the collectives, each in its three forms), then what is written here: communicator construction (create.ts says what to make, this
// class makes it), topologies, hardware groups, the value tier, and the requests of the commit
// protocol (ts/commit/ makes the pending communicators: that layer sits above this one).
import { fail, show } from '../errors.js';
import { compareMembers, Group } from '../group/group.js';
import { hwGroupsOf } from '../hw/index.js';
import { hwOf, placeOf } from './hw.js';
import { hwMeasure as measure, type HwMeasurement } from './hw_measure.js';
import type { Embedding } from '../topology/index.js';
import type { Comparison } from '../constants.js';
import * as values from './values.js';
import type { ValueOp } from './values.js';
import { collState, releaseCollState } from '../coll/exec/state.js';
import { CommCalls } from './calls.gen.js';
import { spansProcs, type RankWorld } from './world.js';
import { localComm, setLocalCommMaker } from '../coll/net/local.js';
import { netState, releaseNetState } from '../coll/net/state.js';
import * as create from './create.js';
import { createIntercomm, setIntraMaker, type InterComm } from './inter.js';
import * as topo from './topo.js';
import { CartTopology, Topology, type CommTopology, type Neighbors, type TopoKind } from '../topology/index.js';
import type { PendingComm } from '../commit/pending.js';
import { UNDEFINED } from '../constants.js';

/** @internal How a pending communicator is to be made (the commit protocol, ts/commit/): its
 *  topology (whole, or a distributed graph's arguments, gathered at commit) and the options. */
export interface PendingHow {
  call: string;
  /** The topology as a whole (positions), or null. */
  topology: Topology | null;
  /** A distributed graph's constructor, run (collectively) at commit. */
  dist: ((parent: Comm) => Topology) | null;
  /** This rank's own neighbours of a distributed graph, before commit. */
  ownNeighbors: Neighbors | null;
  /** Words every rank must pass alike (the topology's description), checked at commit. */
  words: number[];
  reorder: boolean;
  restrictive: boolean;
}

// ts/commit/ sits above this layer (it makes communicators), so it hands its maker down
let makePending: ((parent: Comm, how: PendingHow) => PendingComm) | null = null;
/** @internal Set once by ts/commit/pending.ts when it loads. */
export function setPendingMaker(f: (parent: Comm, how: PendingHow) => PendingComm): void {
  makePending = f;
}

export class Comm extends CommCalls {
  private constructor(w: RankWorld, ctx: number, members: ArrayLike<number>, name: string) {
    super(w, ctx, members, name);
  }

  /** @internal A communicator of these world ranks on context `ctx` (init and the construction calls). */
  static make(w: RankWorld, ctx: number, members: ArrayLike<number>, name: string): Comm {
    return new Comm(w, ctx, members, name);
  }

  // ───────────────────────────── value tier ─────────────────────────────

  bcastValue<T>(value: T, root: number): T {
    return values.bcastValue(this, value, root) as T;
  }
  /** Every member's value, in rank order, at the root (undefined elsewhere). */
  gatherValue<T>(value: T, root: number): T[] | undefined {
    return values.gatherValue(this, value, root) as T[] | undefined;
  }
  /** The root's `items[r]` to rank r (other ranks pass null). */
  scatterValue<T>(items: readonly T[] | null, root: number): T {
    return values.scatterValue(this, items, root) as T;
  }
  /** Every member's value, in rank order, at every member. */
  allgatherValue<T>(value: T): T[] {
    return values.allgatherValue(this, value) as T[];
  }
  /** `items[r]` to rank r; returns what each rank sent this one, in rank order. */
  alltoallValue<T>(items: readonly T[]): T[] {
    return values.alltoallValue(this, items) as T[];
  }
  /** The members' values folded in rank order with `op`, at the root (undefined elsewhere). */
  reduceValue<T>(value: T, op: ValueOp<T>, root: number): T | undefined {
    return values.reduceValue(this, value, op as ValueOp<unknown>, root) as T | undefined;
  }
  /** The members' values folded in rank order with `op`, at every member. */
  allreduceValue<T>(value: T, op: ValueOp<T>): T {
    return values.allreduceValue(this, value, op as ValueOp<unknown>) as T;
  }

  // ───────────────────────────── communicators ─────────────────────────────

  /** Makes the communicator a construction call describes and sets up its collective state now, on
   *  every member (at its first collective call instead, a first nonblocking collective would block
   *  until every member had called it). */
  private made(s: create.CommSpec | null): Comm | null {
    return s === null ? null : Comm.made(this.w, s);
  }

  /** @internal made() for a rank world (an inter-communicator's merge). */
  static made(w: RankWorld, s: create.CommSpec): Comm {
    const c = Comm.make(w, s.ctx, s.members, s.name);
    // a communicator across processes makes its process's sub-communicator now, while every
    // member is here (made by a first nonblocking collective, it would wait for the others)
    if (spansProcs(w, c.members)) localComm(netState(c));
    else collState(c);
    return c;
  }

  // ───────────────────────────── topologies ─────────────────────────────

  /** @internal The topology this communicator carries (set by the topology constructors). */
  topo: Topology | null = null;

  /** @internal Set by the topology constructors with `reorder: true`. */
  emb: Embedding | null = null;

  /** How the topology was placed on the hardware when it was made with `reorder: true`: the
   *  mapping (topology rank -> parent rank) and its quality beside the identity placement's
   *  (hopBytes, dilation, congestion); null without reordering. */
  get embedding(): Embedding | null {
    return this.emb;
  }

  /**
   * The hardware by measurement (collective): ping-pong latency and bandwidth between every two
   * ranks, and the latency matrix clustered into a topology whose leaves are the ranks. The way to
   * learn the machine where it cannot be read (a browser); `launch({ hw: m.topology, placement:
   * m.placement })` then uses it.
   */
  hwMeasure(opts?: { reps?: number; bytes?: number }): HwMeasurement {
    this.live('hwMeasure');
    return measure(this, opts);
  }

  /**
   * The ranks that share each hardware resource with the caller (the hardware groups of MPI's
   * hardware-topology proposal): for the machine (`hw://node`) and each level below it down to the core (`hw://package/0`,
   * `hw://numa/1`, `hw://l3/0`, `hw://core/3`: logical indices), the members of this communicator
   * whose PU lies in that object. From launch's `hw` and `placement` (default: this machine,
   * compact).
   */
  hwGroups(): Array<{ uri: string; level: string; group: Group }> {
    this.live('hwGroups');
    const hw = hwOf(this.w);
    return hwGroupsOf(hw.topo, placeOf(hw, this.members), this.rank).map((g) => ({
      uri: g.uri,
      level: g.level,
      group: Group.of(
        g.ranks.map((r) => this.members[r]),
        this.w.rank,
        hw,
      ),
    }));
  }

  /** The virtual topology of the communicator (null for none): its naming scheme, neighbours and
   *  metric. Ranks of the topology are ranks of this communicator. One of the three kinds, told
   *  apart by `kind` (`if (c.topology?.kind === 'cart') c.topology.dims`). */
  get topology(): CommTopology | null {
    // every constructor sets one of the three kinds (idup converts a Topology subclass of one's own)
    return this.topo as CommTopology | null;
  }

  /** MPI_Topo_test: 'cart', 'graph', 'dist-graph' or 'none'. */
  topoTest(): TopoKind | 'none' {
    return this.topo === null ? 'none' : this.topo.kind;
  }

  /** The calling rank's neighbours in the topology (MPI_Dist_graph_neighbors; for a Cartesian
   *  topology the 2 * ndims faces, PROC_NULL at non-periodic edges), in the order the
   *  neighbourhood collectives use. */
  neighbors(): Neighbors {
    return this.topoOf('neighbors').neighbors(this.rank);
  }

  private topoOf(call: string): Topology {
    this.live(call);
    if (this.topo === null)
      fail(
        'ERR_TOPOLOGY',
        `${call} on ${this.name}: the communicator has no topology (make one with cartCreate, graphCreate or distGraphCreate)`,
      );
    return this.topo;
  }

  private cart(call: string): CartTopology {
    const t = this.topoOf(call);
    if (!(t instanceof CartTopology))
      fail('ERR_TOPOLOGY', `${call} on ${this.name}: the communicator's topology is a ${t.kind}, not a Cartesian grid`);
    return t;
  }

  /** Makes the communicator of a topology: the parent's ranks in `order` (the topology's rank k is
   *  parent rank order[k]); ranks left out get null. */
  private withTopology(call: string, t: Topology, order: topo.Order): Comm | null {
    const { color, key } = topo.splitFor(this, t, order.order);
    const c = this.made(create.split(this, color, key));
    if (c === null) return null;
    c.emb = order.embedding;
    c.name = `${call}(${this.name})`;
    c.topo = t;
    c.nbhd = topo.resolveTopology(t, c.rank);
    return c;
  }

  /** MPI_Cart_create: a communicator whose ranks form a `dims` grid (row-major), periodic where
   *  `periods` says; ranks beyond the grid's size get null. `reorder` lets wasmpi place the grid on
   *  the hardware (embedding); otherwise rank k of the grid is rank k of this communicator. */
  cartCreate(opts: {
    dims: number[];
    periods?: boolean[] | boolean;
    reorder?: boolean;
    diagonals?: boolean;
  }): Comm | null {
    this.live('cartCreate');
    const { t, reorder } = topo.cartTopology(this, opts);
    return this.withTopology('cartCreate', t, topo.orderFor(this, t, reorder));
  }

  /** MPI_Cart_coords: the grid coordinates of `rank` (default: the caller). */
  cartCoords(rank: number = this.rank): number[] {
    return this.cart('cartCoords').coords(rank);
  }

  /** MPI_Cart_rank: the rank at `coords` (periodic dimensions wrap). */
  cartRank(coords: number[]): number {
    return this.cart('cartRank').rank(coords);
  }

  /** MPI_Cart_shift: the ranks `disp` steps down and up dimension `dim` from the caller
   *  (PROC_NULL past a non-periodic edge). */
  cartShift(dim: number, disp: number): { source: number; dest: number } {
    return this.cart('cartShift').shift(this.rank, dim, disp);
  }

  /** MPI_Cart_sub: the sub-grid of the dimensions kept by `remainDims` that holds the caller. */
  cartSub(remainDims: boolean[]): Comm {
    const s = this.cart('cartSub').sub(remainDims);
    const c = this.made(create.split(this, s.color(this.rank), s.key(this.rank)))!;
    c.name = `cartSub(${this.name})`;
    c.topo = s.topology;
    c.nbhd = topo.resolveTopology(s.topology, c.rank);
    return c;
  }

  /** MPI_Graph_create: every rank passes the whole graph (`index`, `edges` as MPI); ranks beyond
   *  its nodes get null. */
  graphCreate(index: ArrayLike<number>, edges: ArrayLike<number>, opts?: { reorder?: boolean }): Comm | null {
    this.live('graphCreate');
    const t = topo.graphTopology(this, index, edges);
    return this.withTopology('graphCreate', t, topo.orderFor(this, t, opts?.reorder === true));
  }

  /** MPI_Dist_graph_create_adjacent: each rank gives its own in- and out-neighbours (ranks of this
   *  communicator), with weights or none (unweighted). */
  distGraphCreateAdjacent(
    sources: ArrayLike<number>,
    destinations: ArrayLike<number>,
    opts?: { sourceWeights?: ArrayLike<number> | null; destWeights?: ArrayLike<number> | null; reorder?: boolean },
  ): Comm {
    this.live('distGraphCreateAdjacent');
    const t = topo.distGraphAdjacent(this, sources, destinations, opts);
    return this.withDistGraph('distGraphCreateAdjacent', t, opts?.reorder === true);
  }

  /** MPI_Dist_graph_create: any rank declares any edges: `sources[i]` has `degrees[i]` out-edges to
   *  the next entries of `destinations` (with `weights` per edge, or none). */
  distGraphCreate(
    sources: ArrayLike<number>,
    degrees: ArrayLike<number>,
    destinations: ArrayLike<number>,
    opts?: { weights?: ArrayLike<number> | null; reorder?: boolean },
  ): Comm {
    this.live('distGraphCreate');
    const t = topo.distGraphGeneral(this, sources, degrees, destinations, opts);
    return this.withDistGraph('distGraphCreate', t, opts?.reorder === true);
  }

  /** A distributed graph's vertices are the parent's ranks: reordered, they are renamed too. */
  private withDistGraph(call: string, t: Topology, reorder: boolean): Comm {
    const order = topo.orderFor(this, t, reorder);
    return this.withTopology(call, topo.renumber(t, order.order), order)!;
  }

  // ───────────────────────────── the commit protocol ─────────────────────────────

  /**
   * The commit protocol (docs/guide/commit.md): a communicator like this one (with `topology`, ranks in
   * its positions), made by the returned PendingComm's commit() once the persistent operations it
   * will carry are declared on it. `reorder`: the commit may place the ranks on the hardware,
   * weighing the declared traffic; `restrictive`: only neighbours in the topology may communicate.
   */
  idup(opts?: { topology?: Topology; reorder?: boolean; restrictive?: boolean }): PendingComm {
    const call = 'idup';
    this.live(call);
    const t = topo.idupTopology(this, call, opts);
    return this.pending(call, t, null, null, t === null ? [] : topo.describe(t), opts?.reorder, opts?.restrictive);
  }

  /** cartCreate's pending form (the commit protocol): `{ dims, periods, reorder, restrictive }`. */
  icartCreate(opts: {
    dims: number[];
    periods?: boolean[] | boolean;
    reorder?: boolean;
    diagonals?: boolean;
    restrictive?: boolean;
  }): PendingComm {
    this.live('icartCreate');
    const t = topo.cartOf(this, 'icartCreate', opts);
    return this.pending('icartCreate', t, null, null, topo.describe(t), opts.reorder, opts.restrictive);
  }

  /** graphCreate's pending form (the commit protocol). */
  igraphCreate(
    index: ArrayLike<number>,
    edges: ArrayLike<number>,
    opts?: { reorder?: boolean; restrictive?: boolean },
  ): PendingComm {
    this.live('igraphCreate');
    const t = Topology.graph({ index, edges });
    if (t.size > this.size)
      fail(
        'ERR_TOPOLOGY',
        `igraphCreate on ${this.name}: index describes ${t.size} nodes, more than the communicator's ${this.size} ranks`,
      );
    return this.pending('igraphCreate', t, null, null, topo.describe(t), opts?.reorder, opts?.restrictive);
  }

  /** distGraphCreateAdjacent's pending form (the commit protocol): the graph is gathered at
   *  commit; before it, neighbors() gives this rank's own lists. */
  idistGraphCreateAdjacent(
    sources: ArrayLike<number>,
    destinations: ArrayLike<number>,
    opts?: {
      sourceWeights?: ArrayLike<number> | null;
      destWeights?: ArrayLike<number> | null;
      reorder?: boolean;
      restrictive?: boolean;
    },
  ): PendingComm {
    const call = 'idistGraphCreateAdjacent';
    this.live(call);
    const own = topo.ownNeighbors(this, call, sources, destinations, opts?.sourceWeights, opts?.destWeights);
    const dist = (parent: Comm) => topo.distGraphAdjacent(parent, sources, destinations, opts);
    return this.pending(call, null, dist, own, [], opts?.reorder, opts?.restrictive);
  }

  /** distGraphCreate's pending form (the commit protocol): any rank declares any edges; the graph
   *  is known at commit. */
  idistGraphCreate(
    sources: ArrayLike<number>,
    degrees: ArrayLike<number>,
    destinations: ArrayLike<number>,
    opts?: { weights?: ArrayLike<number> | null; reorder?: boolean; restrictive?: boolean },
  ): PendingComm {
    this.live('idistGraphCreate');
    const dist = (parent: Comm) => topo.distGraphGeneral(parent, sources, degrees, destinations, opts);
    return this.pending('idistGraphCreate', null, dist, null, [], opts?.reorder, opts?.restrictive);
  }

  private pending(
    call: string,
    topology: Topology | null,
    dist: ((parent: Comm) => Topology) | null,
    ownNeighbors: Neighbors | null,
    words: number[],
    reorder: unknown,
    restrictive: unknown,
  ): PendingComm {
    for (const [k, v] of [
      ['reorder', reorder],
      ['restrictive', restrictive],
    ] as const)
      if (v !== undefined && typeof v !== 'boolean')
        fail('ERR_ARG', `${call} on ${this.name}: ${k} must be true or false, got ${show(v)}`);
    if (makePending === null) throw new Error('wasmpi: the commit protocol (ts/commit/) is not loaded');
    return makePending(this, {
      call,
      topology,
      dist,
      ownNeighbors,
      words,
      reorder: reorder === true,
      restrictive: restrictive === true,
    });
  }

  /** @internal A commit's communicator: the parent's ranks in `order` (position k is parent rank
   *  order[k]), with topology `t` (or none) and, when restrictive, its neighbourhoods as the only
   *  ranks each may talk to; null for a rank the topology leaves out. */
  commitMake(
    name: string,
    t: Topology | null,
    order: Int32Array,
    embedding: Embedding | null,
    restrictive: boolean,
  ): Comm | null {
    const n = t?.size ?? this.size;
    const k = order.indexOf(this.rank);
    const c = this.made(create.split(this, k < 0 || k >= n ? UNDEFINED : 0, k));
    if (c === null) return null;
    c.name = name;
    c.emb = embedding;
    if (t !== null) {
      c.topo = t;
      c.nbhd = topo.resolveTopology(t, c.rank);
    }
    if (restrictive && t !== null) {
      const mine = t.neighbors(c.rank);
      const allowed = new Uint8Array(c.size);
      for (const q of [...mine.sources, ...mine.destinations]) if (q >= 0) allowed[q] = 1;
      c.allowed = allowed;
      // a collective involves every rank: allowed only when every rank neighbours every other
      let complete = true;
      for (let r = 0; r < t.size && complete; r++) {
        const nb = t.neighbors(r);
        const s = new Set([...nb.sources, ...nb.destinations]);
        for (let q = 0; q < t.size; q++) if (q !== r && !s.has(q)) complete = false;
      }
      c.collRestricted = !complete;
    }
    return c;
  }

  /** MPI_Comm_dup: the same ranks in a new context, with this communicator's topology (MPI 4.1
   *  section 7.4.2: dup copies it) and its placement; not a restrictive topology's limits (a
   *  duplicate is where a rank talks to any other: docs/guide/commit.md). */
  /** An inter-communicator between this communicator's ranks and another group's (MPI_Intercomm_create):
   *  collective over this communicator; the leaders (`localLeader` here, `remoteLeader` of `peer`)
   *  exchange the groups over `peer` with `tag`. */
  createIntercomm(localLeader: number, peer: Comm | InterComm, remoteLeader: number, tag: number): InterComm {
    return createIntercomm(this, localLeader, peer, remoteLeader, tag);
  }

  dup(): Comm {
    this.live('dup');
    const c = this.made(create.dup(this)) as Comm;
    c.topo = this.topo;
    c.nbhd = this.nbhd;
    c.emb = this.emb;
    return c;
  }

  split(color: number, key = 0): Comm | null {
    this.live('split');
    return this.made(create.split(this, color, key));
  }

  /** splitType('shared'): the ranks that share memory with the caller (those of its process). */
  splitType(type: string | { hw: string }, key = 0): Comm | null {
    this.live('splitType');
    return this.made(create.splitType(this, type, key));
  }

  create(group: Group): Comm | null {
    this.live('create');
    return this.made(create.fromGroup(this, group));
  }

  compare(other: Comm): Comparison {
    if (!(other instanceof Comm)) fail('ERR_COMM', `compare: expected a communicator, got ${show(other)}`);
    return compareMembers(this.members, other.members, this.ctx === other.ctx);
  }

  free(): void {
    this.live('free');
    if (this.ctx < 4) fail('ERR_COMM', `free: ${this.name} is predefined and cannot be freed`);
    this.freed = true;
    // Collective (as in MPI): completes this rank's pending collectives on the communicator, then
    // synchronises with the members before returning its collective state to the shared heap
    // (ts/coll/exec/state.ts, releaseCollState: peers may read a rank's slot and scratch until then).
    releaseNetState(this);
    releaseCollState(this);
  }
}

// an inter-communicator's merge makes its intra-communicator through this
setIntraMaker((w, ctx, members, name) => Comm.made(w, { ctx, members, name }));

// a communicator that spans processes makes its processes' sub-communicators through this
setLocalCommMaker((w, ctx, members, name) => {
  const c = Comm.make(w, ctx, members, name);
  collState(c);
  return c;
});
