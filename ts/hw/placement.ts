// Where ranks run. Worker threads cannot be pinned to CPUs, so rank -> PU is a declared policy,
// not an observation: it tells the groups and distances which ranks share what.
import { fail, show } from '../errors.js';
import { HwTopology } from './topology.js';
import type { HwObject } from './types.js';

/**
 * How ranks map to PUs: `'compact'` (rank r on PU r, in logical order, wrapping), `'scatter'`
 * (round-robin across the top-most level with more than one child, then across the next level
 * down, like hwloc's `--scatter` or Open MPI's `--map-by package`; wrapping), `'os'` (rank r on
 * the PU whose OS index is r: the ranks of HwTopology.fromMatrix), or an explicit list of PU
 * logical indices, one per rank.
 */
export type PlacementPolicy = 'compact' | 'scatter' | 'os' | ArrayLike<number>;

/** Checks that `hw` is a HwTopology. */
export function checkHw(hw: unknown, fn: string): asserts hw is HwTopology {
  if (!(hw instanceof HwTopology)) fail('ERR_ARG', `${fn}: hw is ${show(hw)}: expected a HwTopology`);
}

/** The PUs under `o` in scatter order: its children's orders interleaved, first of each, then second... */
function scatterOrder(o: HwObject): number[] {
  if (o.type === 'pu') return [o.index];
  const lists = o.children.map(scatterOrder).filter((l) => l.length);
  if (lists.length === 1) return lists[0];
  const out: number[] = [];
  const longest = Math.max(0, ...lists.map((l) => l.length));
  for (let i = 0; i < longest; i++) for (const l of lists) if (i < l.length) out.push(l[i]);
  return out;
}

/** The PU (logical index) of each rank under a policy. */
export function placement(hw: HwTopology, ranks: number, policy: PlacementPolicy = 'compact'): Int32Array {
  checkHw(hw, 'placement');
  if (!Number.isSafeInteger(ranks) || ranks < 0)
    fail('ERR_ARG', `placement: ranks is ${show(ranks)}: expected an integer >= 0`);
  const npu = hw.pus.length;
  if (!npu) fail('ERR_TOPOLOGY', `placement: the hardware topology has no PUs to place ranks on`);
  const out = new Int32Array(ranks);
  if (policy === 'compact') {
    for (let r = 0; r < ranks; r++) out[r] = r % npu;
  } else if (policy === 'scatter') {
    const order = scatterOrder(hw.root);
    for (let r = 0; r < ranks; r++) out[r] = order[r % npu];
  } else if (policy === 'os') {
    const byOs = new Map<number, number>();
    for (const p of hw.pus) if (p.osIndex !== undefined) byOs.set(p.osIndex, p.index);
    for (let r = 0; r < ranks; r++) {
      const p = byOs.get(r);
      if (p === undefined)
        fail('ERR_ARG', `placement 'os': no PU has OS index ${r} (rank ${r}): expected PUs P#0..P#${ranks - 1}`);
      out[r] = p;
    }
  } else if (typeof policy === 'object' && policy !== null && typeof policy.length === 'number') {
    if (policy.length !== ranks)
      fail('ERR_ARG', `placement: the list has ${policy.length} entries for ${ranks} ranks: expected one PU per rank`);
    for (let r = 0; r < ranks; r++) {
      const p = policy[r];
      if (!Number.isInteger(p) || p < 0 || p >= npu)
        fail('ERR_ARG', `placement: entry ${r} is ${show(p)}: expected a PU logical index in 0..${npu - 1}`);
      out[r] = p;
    }
  } else {
    fail('ERR_ARG', `placement: policy ${show(policy)}: expected 'compact', 'scatter', 'os' or a list of PU indices`);
  }
  return out;
}

/** Checks a placement array against a topology (each entry a PU logical index). */
export function checkPlacement(hw: HwTopology, where: ArrayLike<number>, fn: string): void {
  if (typeof where !== 'object' || where === null || typeof where.length !== 'number')
    fail('ERR_ARG', `${fn}: placement is ${show(where)}: expected an array of PU indices, one per rank`);
  for (let r = 0; r < where.length; r++) {
    const p = where[r];
    if (!Number.isInteger(p) || p < 0 || p >= hw.pus.length)
      fail('ERR_ARG', `${fn}: placement[${r}] is ${show(p)}: expected a PU logical index in 0..${hw.pus.length - 1}`);
  }
}
