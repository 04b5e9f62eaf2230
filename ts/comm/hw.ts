// The world's hardware as the communicators see it: the hardware topology of the machine and
// where each world rank runs (a PU of it). Worker threads cannot be pinned from JavaScript, so the
// placement is declared (launch's `placement`: compact, scatter or a list), not observed; the
// host probes the machine once and hands both to every rank.
import { HwTopology } from '../hw/index.js';
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
 * down, for the grouping algorithms.
 */
export function embedTarget(hw: WorldHw, members: ArrayLike<number>): EmbedTarget {
  const pus = placeOf(hw, members);
  const { topo } = hw;
  const levels: number[][][] = [];
  for (const type of topo.levels) {
    if (type === 'machine' || type === 'pu') continue;
    const by = new Map<number, number[]>();
    pus.forEach((pu, slot) => {
      const o = topo.ancestor(pu, type);
      const k = o === null ? -1 : o.index;
      if (!by.has(k)) by.set(k, []);
      by.get(k)!.push(slot);
    });
    if (by.size > 1 && by.size < pus.length) levels.push([...by.values()]);
  }
  return {
    slots: pus.length,
    distance: (a, b) => (pus[a] === pus[b] ? 0 : topo.distance(pus[a], pus[b])),
    route: (a, b) => (pus[a] === pus[b] ? [] : topo.route(pus[a], pus[b])),
    levels: nested(levels, pus.length),
  };
}

/** Keeps the levels that refine the one above (embed wants nested partitions, top down). Levels
 *  of one tree always do, except where a level is missing in some branch (its slots are grouped
 *  together above, and may span objects of the level above). */
function nested(levels: number[][][], n: number): number[][][] {
  const out: number[][][] = [];
  let owner = new Int32Array(n); // the part of the level above each slot is in
  for (const lv of levels) {
    if (lv.some((part) => part.some((s) => owner[s] !== owner[part[0]]))) continue;
    out.push(lv);
    owner = new Int32Array(n);
    lv.forEach((part, i) => part.forEach((s) => (owner[s] = i)));
  }
  return out;
}
