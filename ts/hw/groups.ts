// The hardware seen from one rank, for the two proposals of MPI's hardware-topology work: the
// groups of ranks that share each hardware object with it (MPI_Hw_groups_get), and the hardware as
// a distributed graph (MPI_Group_get_hw_dist_graph). Both take the declared placement (rank -> PU).
import { fail, show } from '../errors.js';
import { checkHw, checkPlacement } from './placement.js';
import type { HwTopology } from './topology.js';
import type { HwObject } from './types.js';

/** The ranks sharing one hardware object with the caller's rank. */
export interface HwGroup {
  /** `hw://node` (the machine), `hw://package/0`, `hw://numa/1`, `hw://l3/0`, `hw://core/5` (logical indices). */
  uri: string;
  /** `'node'` for the machine, else the object's type. */
  level: string;
  /** The ranks whose PU lies in that object, ascending (the caller's included). */
  ranks: number[];
}

/** The hardware as a distributed graph seen from one rank (MPI_Dist_graph_neighbors' shape). */
export interface HwDistGraph {
  sources: number[];
  sourceWeights: number[];
  destinations: number[];
  destWeights: number[];
}

function checkRank(where: ArrayLike<number>, rank: number, fn: string): void {
  if (!Number.isInteger(rank) || rank < 0 || rank >= where.length)
    fail('ERR_RANK', `${fn}: rank ${show(rank)} is not placed: expected 0..${where.length - 1}`);
}

/**
 * For each level above the PU, top to bottom (the machine as `'node'`, then package, numa,
 * caches, core, ...), the ranks whose PUs share that level's object with `rank`'s PU.
 */
export function hwGroupsOf(hw: HwTopology, where: ArrayLike<number>, rank: number): HwGroup[] {
  checkHw(hw, 'hwGroupsOf');
  checkPlacement(hw, where, 'hwGroupsOf');
  checkRank(where, rank, 'hwGroupsOf');
  const mine: HwObject[] = [];
  for (let o = hw.pus[where[rank]].parent; o; o = o.parent) mine.unshift(o);
  const members = new Map<HwObject, number[]>(mine.map((o) => [o, []]));
  for (let r = 0; r < where.length; r++) for (let o = hw.pus[where[r]].parent; o; o = o.parent) members.get(o)?.push(r);
  const machines = hw.objects('machine').length;
  return mine.map((o) => {
    const node = o.type === 'machine';
    const uri = node ? (machines === 1 ? 'hw://node' : `hw://node/${o.index}`) : `hw://${o.type}/${o.index}`;
    return { uri, level: node ? 'node' : o.type, ranks: members.get(o)! };
  });
}

/**
 * Every other rank as a neighbour (in and out), with weight = closeness: round(1024 * u / d),
 * at least 1, where d is the distance between the two ranks' PUs and u the distance of two PUs
 * that share their parent (twice the cheapest PU-to-parent edge: 2 under the default weights, so
 * ranks on one core weigh 1024 and each level further up less: on a package:2 core:2 pu:2
 * machine, one package 60, two packages 21); ranks on the same PU weigh 2048. Symmetric: the weight `a` sees for `b` is the one `b` sees for `a`.
 */
export function hwDistGraphOf(hw: HwTopology, where: ArrayLike<number>, rank: number): HwDistGraph {
  checkHw(hw, 'hwDistGraphOf');
  checkPlacement(hw, where, 'hwDistGraphOf');
  checkRank(where, rank, 'hwDistGraphOf');
  let u = Infinity;
  for (const p of hw.pus)
    if (p.parent) {
      const w = 2 * hw.weight(p.parent.type);
      if (w > 0 && w < u) u = w;
    }
  if (!Number.isFinite(u)) u = 1;
  const others: number[] = [];
  const weights: number[] = [];
  for (let r = 0; r < where.length; r++) {
    if (r === rank) continue;
    const d = hw.distance(where[rank], where[r]);
    others.push(r);
    weights.push(d <= 0 ? 2048 : Math.max(1, Math.round((1024 * u) / d)));
  }
  return { sources: others, sourceWeights: weights, destinations: [...others], destWeights: [...weights] };
}
