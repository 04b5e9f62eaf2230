// A dependency-free SVG line plot: log2 x (message size), log10 y, one line per system. A series
// may set its own `color` and `dash` (an SVG stroke-dasharray).
const COLORS = ['#1f77b4', '#d62728', '#2ca02c', '#ff7f0e', '#9467bd', '#8c564b'];

export function linePlot({ title, xlabel, ylabel, series }) {
  const W = 720,
    H = 440,
    L = 70,
    R = 170,
    T = 40,
    B = 50;
  const pts = series.flatMap((s) => s.points.filter(([x, y]) => x > 0 && y > 0));
  if (!pts.length)
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><text x="20" y="30">${title}: no data</text></svg>`;
  const lx = (x) => Math.log2(x);
  const ly = (y) => Math.log10(y);
  const [x0, x1] = [Math.min(...pts.map(([x]) => lx(x))), Math.max(...pts.map(([x]) => lx(x)))];
  const [y0, y1] = [
    Math.floor(Math.min(...pts.map(([, y]) => ly(y)))),
    Math.ceil(Math.max(...pts.map(([, y]) => ly(y)))),
  ];
  const px = (x) => L + ((lx(x) - x0) / Math.max(1e-9, x1 - x0)) * (W - L - R);
  const py = (y) => H - B - ((ly(y) - y0) / Math.max(1e-9, y1 - y0)) * (H - T - B);
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" font-family="sans-serif" font-size="12">`,
    `<rect width="${W}" height="${H}" fill="white"/>`,
    `<text x="${W / 2 - R / 2}" y="22" text-anchor="middle" font-size="15">${title}</text>`,
    `<text x="${(L + W - R) / 2}" y="${H - 12}" text-anchor="middle">${xlabel}</text>`,
    `<text x="16" y="${(T + H - B) / 2}" text-anchor="middle" transform="rotate(-90 16 ${(T + H - B) / 2})">${ylabel}</text>`,
  ];
  for (let e = y0; e <= y1; e++) {
    const y = py(10 ** e);
    out.push(
      `<line x1="${L}" x2="${W - R}" y1="${y}" y2="${y}" stroke="#ddd"/><text x="${L - 6}" y="${y + 4}" text-anchor="end">${10 ** e >= 1 ? 10 ** e : (10 ** e).toPrecision(1)}</text>`,
    );
  }
  for (let e = Math.ceil(x0); e <= x1; e += 2) {
    const x = px(2 ** e);
    const v = 2 ** e;
    const label = v >= 1 << 20 ? `${v / (1 << 20)}M` : v >= 1024 ? `${v / 1024}K` : v;
    out.push(
      `<line x1="${x}" x2="${x}" y1="${T}" y2="${H - B}" stroke="#eee"/><text x="${x}" y="${H - B + 16}" text-anchor="middle">${label}</text>`,
    );
  }
  series.forEach((s, i) => {
    const c = s.color ?? COLORS[i % COLORS.length];
    const dash = s.dash ? ` stroke-dasharray="${s.dash}"` : '';
    const p = s.points.filter(([x, y]) => x > 0 && y > 0).map(([x, y]) => `${px(x).toFixed(1)},${py(y).toFixed(1)}`);
    if (p.length) out.push(`<polyline fill="none" stroke="${c}" stroke-width="2"${dash} points="${p.join(' ')}"/>`);
    out.push(
      `<line x1="${W - R + 12}" x2="${W - R + 32}" y1="${T + 12 + i * 20}" y2="${T + 12 + i * 20}" stroke="${c}" stroke-width="3"${dash}/>`,
      `<text x="${W - R + 38}" y="${T + 16 + i * 20}">${s.name}</text>`,
    );
  });
  out.push('</svg>');
  return out.join('\n');
}
