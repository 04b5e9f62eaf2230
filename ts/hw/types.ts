// The shapes of the hardware topology: the objects of the tree, the extra links between them, and
// the plain descriptions (specs) the parsers produce and HwTopology is built from. The parsers
// return specs rather than HwTopology values so that they need not import the class (which calls
// them from its static constructors): the import graph stays a tree.

/**
 * The object types wasmpi knows, top to bottom: a machine holds packages (sockets), dies, groups,
 * NUMA nodes, caches (l5 ... l1, data or unified; instruction caches are left out), cores and PUs
 * (hardware threads); GPUs and other accelerators hang off any of them. Other type names (lower
 * case letters, digits, `_`, `-`) are allowed in a tree built from JSON or a spec.
 */
export const HW_TYPES: readonly string[] = Object.freeze([
  'machine',
  'package',
  'die',
  'group',
  'numa',
  'l5',
  'l4',
  'l3',
  'l2',
  'l1',
  'core',
  'pu',
  'gpu',
]);

/** One object of a hardware topology: a node of its tree. */
export interface HwObject {
  /** `'machine'`, `'package'`, `'numa'`, `'l3'`, `'core'`, `'pu'`, `'gpu'`, ... (see HW_TYPES). */
  readonly type: string;
  /** Logical index among the objects of its type (their order in the tree, depth first). */
  readonly index: number;
  /** The operating system's number for it (a PU's CPU number, a NUMA node's number), when known. */
  readonly osIndex?: number;
  /** A cache's size in bytes. */
  readonly cacheBytes?: number;
  /** A NUMA node's memory in bytes. */
  readonly memoryBytes?: number;
  /** A free-form name (a GPU's model, say). */
  readonly name?: string;
  /** The objects it contains, in logical order. */
  readonly children: readonly HwObject[];
  /** The object that contains it; null for the root. */
  readonly parent: HwObject | null;
  /** Its depth in the tree (the root: 0). */
  readonly depth: number;
  /** Its position in the topology, depth first (the root: 0); also the graph node id. */
  readonly id: number;
}

/** An extra link between two objects, beside the tree (NVLink between GPUs, a ring, ...). */
export interface HwLink {
  /** Its edge id (see HwTopology.route): after the tree edges, in the order links were added. */
  readonly id: number;
  readonly a: HwObject;
  readonly b: HwObject;
  /** What kind of link: `'nvlink'`, `'xgmi'`, `'ring'`, ... */
  readonly kind: string;
  /** Its cost: lower is closer. */
  readonly weight: number;
}

/** An edge of the topology's graph: a tree edge (kind `'tree'`, a = the child) or an extra link. */
export interface HwEdge {
  readonly id: number;
  readonly a: HwObject;
  readonly b: HwObject;
  readonly kind: string;
  readonly weight: number;
}

/**
 * An object named by a caller: the object itself, a number (a PU's logical index), or a string
 * `'type:index'` (logical index: `'gpu:2'`, `'numa:0'`).
 */
export type HwRef = HwObject | number | string;

/** A plain description of an object and its subtree (what toJSON writes and parsers produce). */
export interface HwNodeSpec {
  type: string;
  osIndex?: number;
  cacheBytes?: number;
  memoryBytes?: number;
  name?: string;
  children?: HwNodeSpec[];
}

/** A plain description of an extra link; `a` and `b` are `'type:index'` (logical index). */
export interface HwLinkSpec {
  a: string;
  b: string;
  kind: string;
  weight: number;
}

/** Options of a hardware topology: the cost of a tree edge by the type of its parent. */
export interface HwTopologyOptions {
  /** Tree edge costs by the parent's type, over the defaults (DEFAULT_HW_WEIGHTS). */
  weights?: Readonly<Record<string, number>>;
  /** Extra links to add at once. */
  links?: readonly HwLinkSpec[];
}

/** A whole topology as plain data: what the parsers produce and toJSON writes. */
export interface HwSpec extends HwTopologyOptions {
  root: HwNodeSpec;
}

/** The JSON form of a topology (HwTopology.toJSON, HwTopology.fromJSON). */
export interface HwJSON {
  format: 'wasmpi-hw';
  version: 1;
  root: HwNodeSpec;
  links: HwLinkSpec[];
  /** Only the weights that differ from the defaults. */
  weights?: Record<string, number>;
}
