// Cost-model parameters (seconds per message, per byte moved, per byte reduced) and their JSON
// form for the tune cache. Measuring and the cache file live in the host (ts/host/node/tune.ts);
// this file must load in browsers.
import { WasmpiError } from '../../errors.js';

export interface CostParams {
  /** Seconds per synchronisation (a flag set by one rank and seen by another) while every rank has a core: a spin. */
  alpha: number;
  /** Seconds per synchronisation when ranks outnumber cores: a sleep in atomic.wait and a wake by notify. */
  alphaWake: number;
  /** Seconds per byte copied (memory.copy inside the shared memory). */
  beta: number;
  /** Seconds per byte reduced (the core's SIMD reduce kernel, y = y op x). */
  gamma: number;
  /** Cores the ranks share; more ranks than this means oversubscription. */
  cores: number;
  /** Seconds per message between two processes (TCP, one way), for collectives across processes. */
  alphaNet: number;
  /** Seconds per byte between two processes. */
  betaNet: number;
  /** Seconds per byte reduced by a collective across processes (a leader's fold of a vector just received). */
  gammaNet: number;
}

/** Defaults measured on the 2-core AMD EPYC development machine (docs/internals/collectives.md):
 *  0.12-0.15 us spin ping-pong one way, ~20 us through a futex sleep when oversubscribed,
 *  memory.copy 45-57 GB/s, SIMD y += x 39-50 GB/s. */
export const DEFAULT_PARAMS: Readonly<CostParams> = Object.freeze({
  alpha: 0.15e-6,
  alphaWake: 20e-6,
  beta: 1 / 50e9,
  gamma: 1 / 40e9,
  cores: defaultCores(),
  // two processes of that machine over loopback TCP: ~100 us a small message, ~1 GB/s
  alphaNet: 100e-6,
  betaNet: 1 / 1e9,
  // not measured by `wasmpi tune`: a conservative 4 GB/s
  gammaNet: 1 / 4e9,
});

function defaultCores(): number {
  const n = (globalThis as { navigator?: { hardwareConcurrency?: number } }).navigator?.hardwareConcurrency;
  return typeof n === 'number' && n >= 1 ? n : 2;
}

const KEYS = ['alpha', 'alphaWake', 'beta', 'gamma', 'cores', 'alphaNet', 'betaNet', 'gammaNet'] as const;

/** Cost parameters from JSON text or an object; missing fields take the defaults. Bad values raise ERR_ARG. */
export function parseParams(src: string | Partial<CostParams> | null | undefined): CostParams {
  let parsed: unknown = {};
  if (typeof src === 'string') {
    try {
      parsed = JSON.parse(src);
    } catch (e) {
      throw new WasmpiError('ERR_ARG', `cost parameters: not JSON (${(e as Error).message})`);
    }
  } else if (src) parsed = src;
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new WasmpiError('ERR_ARG', 'cost parameters: expected a JSON object');
  const o = parsed as Record<string, unknown>;
  const params = o.params && typeof o.params === 'object' ? (o.params as Record<string, unknown>) : o; // the cache wraps them
  const out: CostParams = { ...DEFAULT_PARAMS };
  for (const k of KEYS) {
    const v = params[k];
    if (v === undefined) continue;
    if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0 || (k === 'cores' && !Number.isInteger(v))) {
      throw new WasmpiError(
        'ERR_ARG',
        `cost parameters: ${k} must be a positive ${k === 'cores' ? 'integer' : 'number'}, got ${JSON.stringify(v)}`,
      );
    }
    out[k] = v;
  }
  return out;
}

/** JSON for the tune cache: the parameters, where each came from, and when. */
export function serialize(params: CostParams, source: Partial<Record<keyof CostParams, string>> = {}): string {
  const p: Record<string, number> = {};
  for (const k of KEYS) p[k] = params[k];
  return JSON.stringify({ version: 1, measuredAt: new Date().toISOString(), params: p, source }, null, 2) + '\n';
}
