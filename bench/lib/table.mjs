// Aligned text tables, and the cells of figures measured over interleaved rounds: a figure prints
// as `median (min-max)` over its repetitions; a ratio as `median/median (best/best)`, the best being
// the fastest repetition (min/min for times, max/max for rates such as GB/s).
export function table(title, header, rows) {
  const cells = [header, ...rows].map((r) => r.map((c) => (c === undefined || c === null ? '-' : String(c))));
  const w = header.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => (i === 0 ? c.padEnd(w[i]) : c.padStart(w[i]))).join('  ');
  return [`\n# ${title}`, line(cells[0]), w.map((n) => '-'.repeat(n)).join('  '), ...cells.slice(1).map(line)].join(
    '\n',
  );
}

export function fmtSize(b) {
  if (b >= 1 << 20) return `${b / (1 << 20)}M`;
  if (b >= 1024) return `${b / 1024}K`;
  return String(b);
}

export const f = (x, d = 2) => (x === undefined || x === null || Number.isNaN(x) ? undefined : x.toFixed(d));
/** Three significant digits, for figures that span several orders of magnitude (bandwidths). */
export const g3 = (x) =>
  x === undefined || x === null || Number.isNaN(x) ? undefined : x >= 100 ? x.toFixed(0) : x.toPrecision(3);

/** `median (min-max)` of a summary ({ median, min, max }), each formatted by `fmt`. */
export const spread = (s, fmt = f) => (s ? `${fmt(s.median)} (${fmt(s.min)}-${fmt(s.max)})` : undefined);

/**
 * `a/b` of two summaries: the ratio of medians, then in brackets the ratio of the best repetitions
 * (min/min for times; max/max for rates, `rate` true).
 */
export function ratios(a, b, rate = false) {
  if (!a || !b || !b.median || !(rate ? b.max : b.min)) return undefined;
  return `${(a.median / b.median).toFixed(2)}x (${((rate ? a.max / b.max : a.min / b.min) || 0).toFixed(2)}x)`;
}

/** The header of a ratio column: says which figures it divides. */
export const ratioHead = (name, rate = false) => `${name} med (${rate ? 'best' : 'min'})`;

/** The phrase every table title uses for its cells. */
export const cellsNote = (rounds, rate = false) =>
  `cells: median (min-max) over ${rounds} interleaved rounds; ratios: of medians, in brackets of the ${rate ? 'best repetitions (max GB/s)' : 'mins'}`;
