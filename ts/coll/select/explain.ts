// What selection does on p ranks, for people: every collective at a ladder of message sizes, the
// algorithm chosen and every candidate's predicted cost (used by `wasmpi tune --explain`).
import { COLLECTIVES, type Collective } from './table.js';
import type { CostParams } from './params.js';
import { formatSize, formatTune, ruleTable, selectAlgorithm, type Prediction } from './select.js';

/** The sizes --explain shows: 8 B, 1 KB, 64 KB, 1 MB, 16 MB. */
export const LADDER = [8, 1024, 64 * 1024, 1 << 20, 16 << 20];

export interface ExplainRow {
  coll: Collective;
  bytes: number;
  algorithm: string;
  source: 'call' | 'tune' | 'model';
  reason?: string;
  predicted: Prediction[];
}

/** Selections for every collective and ladder size (commutative op), plus the model's rule table. */
export function explainTable(
  p: number,
  params: CostParams,
  tune?: string | null,
): { rows: ExplainRow[]; rules: string } {
  const flags = { commutative: true };
  const rows: ExplainRow[] = [];
  for (const coll of COLLECTIVES) {
    for (const bytes of LADDER) {
      const s = selectAlgorithm(coll, p, bytes, flags, params, tune);
      rows.push({ coll, bytes, algorithm: s.algorithm, source: s.source, reason: s.reason, predicted: s.predicted });
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
  for (const coll of COLLECTIVES) {
    const rows = t.rows.filter((r) => r.coll === coll);
    const names = rows[0].predicted.map((e) => e.name);
    const w = Math.max(9, ...names.map((n) => n.length)) + 2;
    out.push('');
    out.push(`${coll}  (predicted us)`);
    out.push(`  ${'size'.padEnd(6)} ${'chosen'.padEnd(w + 6)} ${names.map((n) => n.padStart(w)).join('')}`);
    for (const r of rows) {
      const tag = r.source === 'model' ? '' : ` (${r.source})`;
      out.push(
        `  ${formatSize(r.bytes).padEnd(6)} ${(r.algorithm + tag).padEnd(w + 6)} ${r.predicted.map((e) => us(e.seconds).padStart(w)).join('')}`,
      );
      if (r.reason) out.push(`         note: ${r.reason}`);
    }
  }
  out.push('');
  out.push(`the cost model as a tune string (p=${p}):`);
  out.push(`  ${t.rules}`);
  return out.join('\n');
}
