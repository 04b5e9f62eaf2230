// A type tree as the helpers that walk it read it: facts.ts (the facts and signature of a derived
// type) and program.ts (its compiled program). Datatype (type.ts) is such a tree and calls them
// (its signature getter, commit); they take this shape, parameterised by the node type, so that
// they need not import the class that calls them.

/** How a derived type places its children (internal; see facts.ts and program.ts). */
export type TreeLayout<T> =
  /** `count` blocks, block k at `k * stride` bytes, each `blocklen` copies of `child` one extent
   *  apart (contiguous, vector, hvector). */
  | { k: 'strided'; child: T; count: number; blocklen: number; stride: number }
  /** block k: `blocklens[k]` copies of `children[k]` at byte `displs[k]` (indexed, hindexed,
   *  indexedBlock, hindexedBlock, struct). */
  | { k: 'blocks'; blocklens: number[]; displs: number[]; children: T[] }
  /** the child's data with new bounds (resized, subarray, darray), or the child itself (dup). */
  | { k: 'alias'; child: T };

/** The facts of a derived type, computed at creation (facts.ts). */
export interface TreeFacts<T> {
  size: number;
  lb: number;
  ub: number;
  trueLb: number;
  trueUb: number;
  /** The data bytes are one run in type-map order (from trueLb, size bytes). */
  run: boolean;
  /** The type map holds lb/ub markers (set by resized; sticky, as in MPI 4.1 section 5.1.7). */
  marked: boolean;
  baseType: T | null;
  /** Alignment of the most aligned element (bytes): what MPI pads a struct's extent to. */
  align: number;
}

/** What facts.ts and program.ts read of a type whose nodes are of type T (Datatype's members). */
export interface TreeNode<T> {
  /** Unique per type (program.ts writes a subtree met twice once). */
  readonly id: number;
  readonly name: string;
  readonly size: number;
  readonly lb: number;
  readonly ub: number;
  readonly trueLb: number;
  readonly trueUb: number;
  readonly extent: number;
  readonly run: boolean;
  readonly marked: boolean;
  readonly align: number;
  readonly baseType: T | null;
  /** null for a base type (a leaf). */
  readonly layout: TreeLayout<T> | null;
  /** The type map's base types in order, run-length encoded. */
  readonly signature: [T, number][];
}
