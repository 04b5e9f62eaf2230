export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** Round trips per timed repeat: many for small messages, few for large ones. */
export function iterations(size, quick) {
  const base = size <= 1024 ? 20000 : size <= 65536 ? 4000 : size <= 1 << 20 ? 400 : 60;
  return Math.max(8, Math.round(quick ? base / 4 : base));
}

export function sizesUpTo(max, quick) {
  if (quick) return [0, 8, 64, 1024, 8192, 65536, 1 << 20, 4 << 20].filter((s) => s <= max);
  const out = [0];
  for (let s = 1; s <= max; s *= 2) out.push(s);
  return out;
}
