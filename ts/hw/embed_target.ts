// A hardware topology as the target of an embedding (ts/topology/embed/): its PUs are the slots,
// the distance between two slots is the hardware graph's between their PUs (the tree's levels they
// share, and any extra link), a route is the edges a message crosses, and the levels group the
// slots by each level of the tree that holds PUs, top down, for the grouping algorithms. embed()
// takes an HwTopology through it; comm/hw.ts uses it for the ranks of a communicator where they run.
import type { EmbedTarget } from '../topology/embed/types.js';
import type { HwTopology } from './topology.js';

/**
 * The slots `pus` of `topo` (PU logical indices, in slot order; default: every PU, in logical
 * order) as an embedding target. Two slots on one PU (more ranks than PUs) are at distance 0.
 */
export function hwEmbedTarget(topo: HwTopology, pus?: ArrayLike<number>): EmbedTarget {
  const at: ArrayLike<number> = pus ?? Int32Array.from(topo.pus, (p) => p.index);
  const s = at.length;
  const levels: number[][][] = [];
  for (const type of topo.levels) {
    if (type === 'machine' || type === 'pu') continue;
    const by = new Map<number, number[]>();
    for (let slot = 0; slot < s; slot++) {
      const o = topo.ancestor(at[slot], type);
      const k = o === null ? -1 : o.index;
      let part = by.get(k);
      if (part === undefined) by.set(k, (part = []));
      part.push(slot);
    }
    // one group says nothing, nor do groups of one slot each
    if (by.size > 1 && by.size < s) levels.push([...by.values()]);
  }
  return {
    slots: s,
    distance: (a, b) => (at[a] === at[b] ? 0 : topo.distance(at[a], at[b])),
    route: (a, b) => (at[a] === at[b] ? [] : topo.route(at[a], at[b])),
    levels: nested(levels, s),
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
