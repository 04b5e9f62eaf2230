// Aligned text tables.
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
export const ratio = (a, b) => (a === undefined || b === undefined || !b ? undefined : `${(a / b).toFixed(2)}x`);
