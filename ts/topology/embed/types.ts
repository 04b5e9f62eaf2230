// The public shapes of embedding: the communication graph and the target it is placed on (two
// small structural interfaces, so that embedding knows nothing of the Topology classes or the
// hardware graph that satisfy them), the quality figures, and the options. Types only: every
// module of embed/ may name them without importing code.

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
