// Algorithm choice for one call: selectAlgorithm (the per-call `{ algorithm }`, then WASMPI_TUNE
// rules, then the cost model) over the algorithms the executor has builders for.
import { selectAlgorithm, parseTune, type TuneRule } from './select.js';
import { DEFAULT_PARAMS, type CostParams } from './params.js';
import { findBuilt, type AlgInfo, type CollName } from './table.js';

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
