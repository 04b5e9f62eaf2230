// The hardware topology: a graph of the machine (tree plus extra links), its parsers, rank
// placement, and the groups and distributed graph seen from a rank. Browser-safe: reading sysfs or
// running lstopo is the Node host's hwProbe (ts/host/node/hw_probe.ts).
export { HwTopology } from './topology.js';
export { placement } from './placement.js';
export type { PlacementPolicy } from './placement.js';
export { hwGroupsOf, hwDistGraphOf } from './groups.js';
export type { HwGroup, HwDistGraph } from './groups.js';
export { DEFAULT_HW_WEIGHTS, DEFAULT_HW_WEIGHT_OTHER } from './weights.js';
export { HW_TYPES } from './types.js';
export type {
  HwObject,
  HwLink,
  HwEdge,
  HwRef,
  HwNodeSpec,
  HwLinkSpec,
  HwSpec,
  HwJSON,
  HwTopologyOptions,
} from './types.js';
export type { SysfsRead, SysfsList } from './sysfs.js';
export type { HwMatrixOptions } from './matrix.js';
