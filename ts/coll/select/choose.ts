// Algorithm choice for one call: selectAlgorithm (the per-call `{ algorithm }`, then WASMPI_TUNE
// rules, then the cost model) over the algorithms the executor has builders for, or over the
// algorithms between processes for a communicator whose ranks live in several processes.
import { selectAlgorithm, parseTune, type TuneRule } from './select.js';
import { DEFAULT_PARAMS, type CostParams } from './params.js';
import { findBuilt, findNet, netAlgorithmsOf, V_COLLS, type AlgInfo, type CollName, type NetAlgInfo } from './table.js';

export interface Tuning {
  params: CostParams;
  rules: TuneRule[];
}

let defaults: Tuning | null = null;

/** Tuning from cached parameters and a WASMPI_TUNE string (either may be missing). */
export function makeTuning(params?: CostParams | null, tune?: string | null): Tuning {
  return { params: params ?? { ...DEFAULT_PARAMS }, rules: tune ? parseTune(tune) : [] };
}

export function chooseAlgorithm(
  tuning: Tuning | undefined,
  coll: CollName,
  p: number,
  bytes: number,
  flags: { commutative: boolean; inPlace: boolean },
  requested: unknown,
): AlgInfo {
  const t = tuning ?? (defaults ??= makeTuning());
  const call = requested === undefined ? undefined : { algorithm: requested as string };
  const sel = selectAlgorithm(coll, p, bytes, flags, t.params, t.rules, call);
  return findBuilt(coll, sel.algorithm)!;
}

/**
 * The algorithm between processes for one call of `coll` on p ranks that live in `procs`
 * processes: `requested` (a name of the collective's net rows; the caller reports others) when it
 * applies, else the cheapest by the cost model with the network's terms. A v-variant has one.
 */
export function chooseNetAlgorithm(
  tuning: Tuning | undefined,
  coll: CollName,
  p: number,
  procs: number,
  bytes: number,
  flags: { commutative: boolean },
  requested: string | undefined,
): NetAlgInfo {
  if (V_COLLS.has(coll))
    return (requested === undefined ? undefined : findNet(coll, requested)) ?? netAlgorithmsOf(coll)[0];
  const t = tuning ?? (defaults ??= makeTuning());
  const call = requested === undefined ? undefined : { algorithm: requested };
  const sel = selectAlgorithm(coll, p, bytes, flags, t.params, null, call, procs);
  return findNet(coll, sel.algorithm)!;
}
