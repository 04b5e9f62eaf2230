// What selection does on p ranks, for people: every collective at a ladder of message sizes, the
// algorithm chosen and every candidate's predicted cost (used by `wasmpi tune --explain`), in one
// process and between processes.
import { COLLECTIVES, type Collective, type Engine } from './table.js';
import type { CostParams } from './params.js';
import { formatSize, formatTune, ruleTable, selectAlgorithm, type Prediction } from './select.js';

/** The sizes --explain shows: 8 B, 1 KB, 64 KB, 1 MB, 16 MB. */
export const LADDER = [8, 1024, 64 * 1024, 1 << 20, 16 << 20];

export interface ExplainRow {
  /** shm: the ranks in one process; net: the algorithms between processes. */
  engine: Engine;
  coll: Collective;
  bytes: number;
  algorithm: string;
  source: 'call' | 'tune' | 'model';
  reason?: string;
  predicted: Prediction[];
}

/**
 * Selections for every collective and ladder size (commutative op), plus the model's rule table:
 * the p ranks in one process (engine shm), then, when procs > 1, the p ranks in `procs` processes
 * (engine net; by default one rank per process).
 */
export function explainTable(
  p: number,
  params: CostParams,
  tune?: string | null,
  procs = p,
): { rows: ExplainRow[]; rules: string } {
  const flags = { commutative: true };
  const rows: ExplainRow[] = [];
  for (const engine of ['shm', 'net'] as const) {
    if (engine === 'net' && procs < 2) break;
    for (const coll of COLLECTIVES) {
      for (const bytes of LADDER) {
        const s = selectAlgorithm(coll, p, bytes, flags, params, tune, undefined, engine === 'net' ? procs : undefined);
        rows.push({
          engine,
          coll,
          bytes,
          algorithm: s.algorithm,
          source: s.source,
          reason: s.reason,
          predicted: s.predicted,
        });
      }
    }
  }
  return { rows, rules: formatTune(ruleTable(p, flags, params)) };
}

const us = (s: number | null) => (s === null ? '-' : (s * 1e6).toPrecision(3));

/** The table as text. */
export function formatExplain(
  p: number,
  params: CostParams,
  from: string,
  tune: string | null | undefined,
  t: { rows: ExplainRow[]; rules: string },
  procs = p,
): string {
  const out: string[] = [];
  const g = (s: number) => `${(1 / s / 1e9).toPrecision(3)} GB/s`;
  out.push(
    `selection for ${p} ranks on ${params.cores} cores${p > params.cores ? ' (oversubscribed)' : ''}, commutative op`,
  );
  out.push(
    `cost parameters from ${from}: alpha ${us(params.alpha)} us, alphaWake ${us(params.alphaWake)} us, beta ${g(params.beta)}, gamma ${g(params.gamma)}`,
  );
  out.push(`WASMPI_TUNE: ${tune ? tune : '(unset)'}`);
  const section = (engine: Engine, title: (coll: Collective) => string) => {
    for (const coll of COLLECTIVES) {
      const rows = t.rows.filter((r) => r.engine === engine && r.coll === coll);
      if (rows.length === 0) continue;
      const names = rows[0].predicted.map((e) => e.name);
      const w = Math.max(9, ...names.map((n) => n.length)) + 2;
      out.push('');
      out.push(`${title(coll)}  (predicted us)`);
      out.push(`  ${'size'.padEnd(6)} ${'chosen'.padEnd(w + 6)} ${names.map((n) => n.padStart(w)).join('')}`);
      for (const r of rows) {
        const tag = r.source === 'model' ? '' : ` (${r.source})`;
        out.push(
          `  ${formatSize(r.bytes).padEnd(6)} ${(r.algorithm + tag).padEnd(w + 6)} ${r.predicted.map((e) => us(e.seconds).padStart(w)).join('')}`,
        );
        if (r.reason) out.push(`         note: ${r.reason}`);
      }
    }
  };
  section('shm', (coll) => coll);
  if (t.rows.some((r) => r.engine === 'net')) {
    out.push('');
    out.push(
      `between processes: the ${p} ranks in ${procs} processes (WASMPI_TUNE does not apply), network alphaNet ${us(params.alphaNet)} us, betaNet ${g(params.betaNet)}, gammaNet ${g(params.gammaNet)}`,
    );
    section('net', (coll) => `${coll} between processes`);
  }
  out.push('');
  out.push(`the cost model as a tune string (p=${p}):`);
  out.push(`  ${t.rules}`);
  return out.join('\n');
}
