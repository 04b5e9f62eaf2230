// The cost of a tree edge. An edge joins an object to its parent and costs the weight of the
// parent's type, so the cost of a path up the tree doubles roughly at every level: two PUs of one
// core are 2 apart, of one L2 8 (through an L1), of one L3 16, of one NUMA node 32, of one package
// 64, and PUs of two packages 128. Only the order matters to placement and groups; the doubling
// keeps "same package" clearly closer than "other package" once extra links come into the sums.

/**
 * Default tree edge costs, by the type of the edge's parent: pu->core 1, core->l1 1, ->l2 2,
 * ->l3 4, ->l4/l5 6, ->numa 8, ->die/group 12, ->package 16, ->machine 32. Any other parent
 * type costs DEFAULT_HW_WEIGHT_OTHER. Override with `weights` in HwTopology's options.
 */
export const DEFAULT_HW_WEIGHTS: Readonly<Record<string, number>> = Object.freeze({
  core: 1,
  l1: 1,
  l2: 2,
  l3: 4,
  l4: 6,
  l5: 6,
  numa: 8,
  die: 12,
  group: 12,
  package: 16,
  machine: 32,
});

/** The tree edge cost under a parent whose type is not in DEFAULT_HW_WEIGHTS (a gpu, a custom type). */
export const DEFAULT_HW_WEIGHT_OTHER = 8;
