// The world's hardware as the communicators see it: the hardware topology of the machine and
// where each world rank runs (a PU of it). Worker threads cannot be pinned from JavaScript, so the
// placement is declared (launch's `placement`: compact, scatter or a list), not observed; the
// host probes the machine once and hands both to every rank.
import { HwTopology } from '../hw/index.js';
import { hwEmbedTarget } from '../hw/embed_target.js';
import type { EmbedTarget } from '../topology/embed/index.js';
import type { RankWorld } from './world.js';

/** The hardware of a world: the machine and each world rank's PU (logical index). */
export interface WorldHw {
  topo: HwTopology;
  place: Int32Array;
}

/** The world's hardware; outside a launched world (or when the host said nothing), one PU per
 *  rank on a flat machine. */
export function hwOf(w: RankWorld): WorldHw {
  if (w.hw === undefined) {
    const topo = HwTopology.fromSynthetic(`pu:${w.size}`);
    w.hw = { topo, place: Int32Array.from({ length: w.size }, (_, i) => i) };
  }
  return w.hw;
}

/** Each member's PU, in the order of `members` (world ranks). */
export function placeOf(hw: WorldHw, members: ArrayLike<number>): Int32Array {
  return Int32Array.from(members, (r) => hw.place[r]);
}

/**
 * The slots of an embedding: the communicator's ranks where they run. Distance and route are the
 * hardware graph's between their PUs; the levels group the slots by each level of the tree, top
 * down, for the grouping algorithms (hw/embed_target.ts).
 */
export function embedTarget(hw: WorldHw, members: ArrayLike<number>): EmbedTarget {
  return hwEmbedTarget(hw.topo, placeOf(hw, members));
}
