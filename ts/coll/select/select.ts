// Algorithm selection: a per-call `{ algorithm }`, then the first matching rule of a tune string,
// then the cheapest algorithm by the cost model (cost.ts). A forced algorithm that cannot run the
// call falls back to the cost model's choice, with the reason. The same code chooses among the
// algorithms between processes (the net rows) when told how many processes the ranks live in;
// tune rules name in-process algorithms and apply to those alone.
//
// Tune string (WASMPI_TUNE), after ucc's UCC_TL_*_TUNE: rules separated by '#', each
//   <collective>:[<lo>-<hi>:][p=<plo>-<phi>:]@<algorithm>
// e.g. "allreduce:0-4k:@recursive-doubling#allreduce:4k-inf:@ring". Sizes are bytes with an
// optional k, m or g suffix (powers of 1024); a range covers lo <= bytes < hi, `inf` as hi means no
// upper bound; without a range a rule covers every size. `p=2-8` limits a rule to communicators of
// 2 to 8 ranks (both included). The first rule that matches wins.
import { WasmpiError } from '../../errors.js';
import { candidatesOf, COLLECTIVES, isCollective, type Collective, type CollFlags, type Engine } from './table.js';
import { predictWith } from './cost.js';
import type { CostParams } from './params.js';

export interface TuneRule {
  coll: Collective;
  /** Message sizes lo <= bytes < hi (hi Infinity for `inf`). */
  lo: number;
  hi: number;
  /** Communicator sizes pLo <= p <= pHi. */
  pLo: number;
  pHi: number;
  algorithm: string;
}

export interface Prediction {
  name: string;
  /** Predicted seconds, null when the algorithm does not apply. */
  seconds: number | null;
  /** Why it does not apply. */
  reason?: string;
}

export interface Selection {
  algorithm: string;
  /** Where the choice came from. */
  source: 'call' | 'tune' | 'model';
  /** Every algorithm of the collective in table order, with its predicted cost. */
  predicted: Prediction[];
  /** Set when a forced algorithm did not apply and selection fell back. */
  reason?: string;
}

const SUFFIX: Record<string, number> = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 };

function bad(where: string, msg: string): never {
  throw new WasmpiError('ERR_ARG', `${where}: ${msg}`);
}

/** Bytes from "64", "4k", "16M", "1g" or "inf" (only where allowInf). */
export function parseSize(tok: string, where: string, allowInf = false): number {
  const t = tok.trim().toLowerCase();
  if (allowInf && t === 'inf') return Infinity;
  const m = /^(\d+)([kmg]?)b?$/.exec(t);
  if (!m)
    bad(
      where,
      `bad size ${JSON.stringify(tok)}: sizes are integers with an optional k, m or g suffix${allowInf ? ', or inf' : ''}`,
    );
  return Number(m[1]) * SUFFIX[m[2]];
}

/** Writes bytes the way parseSize reads them (4096 -> "4k"). */
export function formatSize(bytes: number): string {
  if (bytes === Infinity) return 'inf';
  for (const [s, v] of [
    ['g', 1024 ** 3],
    ['m', 1024 ** 2],
    ['k', 1024],
  ] as const)
    if (bytes >= v && bytes % v === 0) return `${bytes / v}${s}`;
  return String(bytes);
}

function parseRange(tok: string, where: string, sizes: boolean): [number, number] {
  const dash = tok.indexOf('-');
  if (dash < 0) bad(where, `bad range ${JSON.stringify(tok)}: expected <lo>-<hi>`);
  const lo = sizes ? parseSize(tok.slice(0, dash), where) : Number(tok.slice(0, dash));
  const hi = sizes
    ? parseSize(tok.slice(dash + 1), where, true)
    : tok.slice(dash + 1) === 'inf'
      ? Infinity
      : Number(tok.slice(dash + 1));
  if (!sizes && !(Number.isInteger(lo) && lo >= 1 && (hi === Infinity || (Number.isInteger(hi) && hi >= 1)))) {
    bad(where, `bad communicator-size range ${JSON.stringify(tok)}: expected p=<lo>-<hi> with positive integers`);
  }
  if (sizes ? lo >= hi : lo > hi) bad(where, `empty range ${JSON.stringify(tok)}: lo must be below hi`);
  return [lo, hi];
}

const validAlgorithms = (coll: Collective, engine: Engine) =>
  candidatesOf(coll, engine)
    .map((a) => a.name)
    .join(', ');
const engineOf = (procs: number | undefined): Engine => (procs === undefined ? 'shm' : 'net');

/** Checks a collective name; ERR_ARG naming it and the valid ones. */
export function checkCollective(name: string, where: string): Collective {
  if (!isCollective(name)) bad(where, `unknown collective ${JSON.stringify(name)}; valid: ${COLLECTIVES.join(', ')}`);
  return name;
}

/** Checks an algorithm name for a collective (of the in-process algorithms unless `engine` says);
 *  ERR_ARG naming it and the valid ones. */
export function checkAlgorithm(coll: Collective, name: string, where: string, engine: Engine = 'shm'): string {
  if (!candidatesOf(coll, engine).some((a) => a.name === name))
    bad(where, `unknown ${coll} algorithm ${JSON.stringify(name)}; valid: ${validAlgorithms(coll, engine)}`);
  return name;
}

/** Parses a tune string into rules; ERR_ARG names the bad token and what is valid. */
export function parseTune(tune: string): TuneRule[] {
  const rules: TuneRule[] = [];
  const parts = tune.split('#');
  parts.forEach((text, i) => {
    const rule = text.trim();
    if (rule === '') return;
    const where = `WASMPI_TUNE rule ${i + 1} ${JSON.stringify(rule)}`;
    const [collTok, ...toks] = rule.split(':').map((t) => t.trim());
    const coll = checkCollective(collTok, where);
    let range: [number, number] | undefined;
    let pRange: [number, number] | undefined;
    let algorithm: string | undefined;
    for (const tok of toks) {
      if (tok.startsWith('@')) {
        if (algorithm !== undefined)
          bad(where, `two algorithms (${JSON.stringify(algorithm)} and ${JSON.stringify(tok.slice(1))})`);
        algorithm = checkAlgorithm(coll, tok.slice(1), where);
      } else if (tok.startsWith('p=')) {
        if (pRange) bad(where, `two communicator-size ranges`);
        pRange = parseRange(tok.slice(2), where, false);
      } else if (/^[0-9]/.test(tok) || tok.includes('-')) {
        if (range) bad(where, `two size ranges`);
        range = parseRange(tok, where, true);
      } else {
        bad(where, `bad token ${JSON.stringify(tok)}: expected a size range <lo>-<hi>, p=<lo>-<hi> or @<algorithm>`);
      }
    }
    if (algorithm === undefined) bad(where, `no algorithm: add :@<name> (${coll}: ${validAlgorithms(coll, 'shm')})`);
    const [lo, hi] = range ?? [0, Infinity];
    const [pLo, pHi] = pRange ?? [1, Infinity];
    rules.push({ coll, lo, hi, pLo, pHi, algorithm });
  });
  return rules;
}

/** Writes rules back as a tune string. */
export function formatTune(rules: readonly TuneRule[]): string {
  return rules
    .map((r) => {
      const p = r.pLo === 1 && r.pHi === Infinity ? '' : `p=${r.pLo}-${r.pHi === Infinity ? 'inf' : r.pHi}:`;
      return `${r.coll}:${formatSize(r.lo)}-${formatSize(r.hi)}:${p}@${r.algorithm}`;
    })
    .join('#');
}

const parsed = new Map<string, TuneRule[]>();

function rulesOf(tune: string | readonly TuneRule[] | null | undefined): readonly TuneRule[] {
  if (!tune) return [];
  if (typeof tune !== 'string') return tune;
  let r = parsed.get(tune);
  if (!r) {
    r = parseTune(tune);
    if (parsed.size > 16) parsed.clear();
    parsed.set(tune, r);
  }
  return r;
}

/**
 * Predicted seconds for `coll` with algorithm `name` on p ranks; undefined for an unknown pair.
 * With `procs` (the processes the ranks live in), `name` is an algorithm between processes.
 */
export function predictCost(
  coll: Collective,
  name: string,
  p: number,
  bytes: number,
  params: CostParams,
  procs?: number,
): number | undefined {
  const a = candidatesOf(coll, engineOf(procs)).find((x) => x.name === name);
  return a?.cost ? predictWith(a.cost, coll, p, bytes, params, procs) : undefined;
}

/** The predicted cost of every algorithm of `coll` (null, with the reason, where it does not apply):
 *  the in-process ones, or with `procs` those between processes (restricted by the processes). */
export function predictAll(
  coll: Collective,
  p: number,
  bytes: number,
  flags: CollFlags,
  params: CostParams,
  procs?: number,
): Prediction[] {
  return candidatesOf(coll, engineOf(procs)).map((a) => {
    const why = a.whyNot(procs ?? p, bytes, flags);
    if (why !== null) return { name: a.name, seconds: null, reason: `${a.name} ${why}` };
    return { name: a.name, seconds: a.cost ? predictWith(a.cost, coll, p, bytes, params, procs) : null };
  });
}

function cheapest(predicted: Prediction[]): string {
  let best: Prediction | undefined;
  for (const e of predicted) if (e.seconds !== null && (!best || e.seconds < best.seconds!)) best = e;
  return best!.name; // every collective has a row of each engine that always applies (the table's validator)
}

/**
 * Chooses the algorithm for one call of `coll` on p ranks with a message of `bytes` (see
 * table.ts for what bytes means per collective). `tune` is a WASMPI_TUNE string or parsed
 * rules; `call.algorithm` is the per-call override. Unknown names raise ERR_ARG. With `procs`,
 * the number of processes the p ranks live in, it chooses among the algorithms between processes
 * (the net rows, with the network's cost terms), and tune rules do not apply.
 */
export function selectAlgorithm(
  coll: string,
  p: number,
  bytes: number,
  flags: CollFlags,
  params: CostParams,
  tune?: string | readonly TuneRule[] | null,
  call?: { algorithm?: string },
  procs?: number,
): Selection {
  const c = checkCollective(coll, 'selectAlgorithm');
  const engine = engineOf(procs);
  const rules = engine === 'shm' ? rulesOf(tune) : [];
  const predicted = predictAll(c, p, bytes, flags, params, procs);
  const model = (): string => cheapest(predicted);
  const forced = (name: string, source: 'call' | 'tune', what: string): Selection => {
    const e = predicted.find((x) => x.name === name)!;
    if (e.seconds !== null) return { algorithm: name, source, predicted };
    const algorithm = model();
    return { algorithm, source: 'model', predicted, reason: `${what}: ${e.reason}; using ${algorithm} (cost model)` };
  };
  if (call?.algorithm !== undefined) {
    checkAlgorithm(c, call.algorithm, `${coll}({ algorithm })`, engine);
    return forced(call.algorithm, 'call', `${coll}({ algorithm: ${JSON.stringify(call.algorithm)} })`);
  }
  const rule = rules.find((r) => r.coll === c && r.lo <= bytes && bytes < r.hi && r.pLo <= p && p <= r.pHi);
  if (rule) return forced(rule.algorithm, 'tune', `WASMPI_TUNE rule ${formatTune([rule])}`);
  return { algorithm: model(), source: 'model', predicted };
}

/**
 * The cost model's choices as rules: for each collective, the message-size ranges over which each
 * algorithm is cheapest on p ranks (boundaries found by bisection), from 0 to inf.
 */
export function ruleTable(
  p: number,
  flags: CollFlags,
  params: CostParams,
  colls: readonly Collective[] = COLLECTIVES,
): TuneRule[] {
  const rules: TuneRule[] = [];
  for (const coll of colls) {
    const pick = (bytes: number) => cheapest(predictAll(coll, p, bytes, flags, params));
    let lo = 0;
    let cur = pick(0);
    const grid = [0, ...Array.from({ length: 33 }, (_, k) => 2 ** k)]; // up to 4 GiB (wasm32)
    for (let i = 1; i < grid.length; i++) {
      if (pick(grid[i]) === cur) continue;
      // the choice changes in (grid[i-1], grid[i]]: bisect for the first size that differs
      let a = grid[i - 1];
      let b = grid[i];
      while (b - a > 1) {
        const mid = Math.floor((a + b) / 2);
        if (pick(mid) === cur) a = mid;
        else b = mid;
      }
      rules.push({ coll, lo, hi: b, pLo: p, pHi: p, algorithm: cur });
      lo = b;
      cur = pick(b);
      i--; // the new choice may change again before grid[i]
      grid[i] = b;
    }
    rules.push({ coll, lo, hi: Infinity, pLo: p, pHi: p, algorithm: cur });
  }
  return rules;
}
