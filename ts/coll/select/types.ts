// The shapes the algorithm table, its restrictions, the cost model and selection share. This file
// imports nothing, so that the generated rows (algorithms.gen.ts), requires.ts and cost.ts can all
// name these types without an import cycle; the rows' collective names are a type parameter,
// filled in by algorithms.gen.ts.

/** Where an algorithm runs: "shm", a schedule the core runs in one process's shared memory; "net",
 *  a schedule of point-to-point messages between the processes of a world (ts/coll/net/). */
export type Engine = 'shm' | 'net';

export interface CollFlags {
  /** The reduction op is commutative (the predefined ops are; user ops say so). */
  commutative: boolean;
  /** The communicator size is a power of two; computed from p when left out. */
  pof2?: boolean;
  /** The call is in place (IN_PLACE). */
  inPlace?: boolean;
}

/** A named restriction (requires.ts): why an algorithm cannot run a call, or null when it can. */
export type Check = (p: number, bytes: number, flags: CollFlags) => string | null;

/** What a formula sees: the call's terms, with a, b, g already scaled for oversubscription. For
 *  a net row p is the number of processes and a, b, g the network's terms (cost.ts). */
export interface CostTerms {
  p: number;
  /** Seconds per synchronisation. */
  a: number;
  /** Seconds per byte copied. */
  b: number;
  /** Seconds per byte reduced. */
  g: number;
  /** Total bytes one rank handles (totalBytes). */
  n: number;
  /** ceil(log2 p). */
  L: number;
  /** The largest power of two <= p. */
  pof2: number;
  /** log2(pof2). */
  l2: number;
  /** (p-1)/p. */
  f: number;
  /** Folding a non-power-of-two p onto pof2 ranks: 2 (a + n b) + n g (0 when p is a power of two). */
  fold: number;
}

export type CostFn = (m: CostTerms) => number;

/** What the rows of both engines have. */
interface RowBase<C extends string> {
  engine: Engine;
  coll: C;
  name: string;
  /** A v-variant: counts and displacements per rank. */
  vector: boolean;
  desc: string;
  /** The named restrictions (requires.ts), checked in this order. */
  requires: readonly Check[];
  /** Its cost formula (cost.ts); null for the v-variants, which are not ranked. */
  cost: CostFn | null;
}

/** A row of the in-process algorithms: a schedule the core's builder writes and its executor runs. */
export interface ShmRow<C extends string = string> extends RowBase<C> {
  engine: 'shm';
  /** The id schedBuild takes (assembly/coll/build.ts: ALG_*); scan and exscan share theirs. */
  id: number;
  /** The builder's file in assembly/coll/ (without .ts). */
  builder: string;
  /** Scratch bytes each rank needs, for p ranks and n bytes (per block where the call has blocks). */
  tmp(p: number, n: number): number;
  /** Largest n (bytes) it accepts, or Infinity. */
  maxBytes: number;
  inPlace: boolean;
}

/** A row of the algorithms between processes: the shell builds their schedules as it goes
 *  (ts/coll/net/), so they have no builder id, scratch formula or size limit. */
export interface NetRow<C extends string = string> extends RowBase<C> {
  engine: 'net';
}

/** One row of the algorithm table (assembly/coll/algorithms.json, generated into algorithms.gen.ts). */
export type AlgRow<C extends string = string> = ShmRow<C> | NetRow<C>;
