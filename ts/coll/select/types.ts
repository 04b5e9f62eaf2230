// The shapes the algorithm table and selection share.
import type { CollName } from './algorithms.gen.js';
import type { CostFn } from './cost.js';
import type { Check } from './requires.js';

export interface CollFlags {
  /** The reduction op is commutative (the predefined ops are; user ops say so). */
  commutative: boolean;
  /** The communicator size is a power of two; computed from p when left out. */
  pof2?: boolean;
  /** The call is in place (IN_PLACE). */
  inPlace?: boolean;
}

/** One row of the algorithm table (assembly/coll/algorithms.json, generated into algorithms.gen.ts). */
export interface AlgRow {
  /** The id schedBuild takes (assembly/coll/build.ts: ALG_*); scan and exscan share theirs. */
  id: number;
  coll: CollName;
  name: string;
  /** The builder's file in assembly/coll/ (without .ts). */
  builder: string;
  /** A v-variant: its builder takes the counts and displacements. */
  vector: boolean;
  desc: string;
  /** The named restrictions (requires.ts), checked in this order. */
  requires: readonly Check[];
  /** Scratch bytes each rank needs, for p ranks and n bytes (per block where the call has blocks). */
  tmp(p: number, n: number): number;
  /** Largest n (bytes) it accepts, or Infinity. */
  maxBytes: number;
  inPlace: boolean;
  /** Its cost formula (cost.ts); null for the v-variants, which are not ranked. */
  cost: CostFn | null;
}
