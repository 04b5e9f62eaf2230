// Figures over repetitions. Every figure of the bench is a list of per-repetition values (one per
// interleaved round, sometimes a few per round); `summary` gives its min, median and max, which the
// tables print as `median (min-max)`.

export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** { n, min, median, max } of the finite values of `xs`, or undefined when there are none. */
export function summary(xs) {
  const v = (xs ?? []).filter((x) => typeof x === 'number' && Number.isFinite(x));
  if (!v.length) return undefined;
  return { n: v.length, min: Math.min(...v), median: median(v), max: Math.max(...v) };
}

/** Round trips per timed repeat: many for small messages, few for large ones. */
export function iterations(size, quick) {
  const base = size <= 1024 ? 20000 : size <= 65536 ? 4000 : size <= 1 << 20 ? 400 : 60;
  return Math.max(8, Math.round(quick ? base / 4 : base));
}

/**
 * The p2p family's counts at `size`, the same for every system: `it` round trips per timed
 * latency repetition (postMessage: a quarter), `windows` windows of 64 messages per bandwidth
 * repetition, and the warm-up before them, timed as the "first calls": `first` round trips,
 * `firstWindows` windows. bench/native/osu_p2p.c computes the same.
 */
export function p2pCounts(size, quick) {
  const it = iterations(size, quick);
  const windows = Math.max(2, Math.ceil(it / 64));
  return { it, first: Math.ceil(it / 10), windows, firstWindows: Math.max(1, Math.ceil(windows / 4)) };
}

export function sizesUpTo(max, quick) {
  if (quick) return [0, 8, 64, 1024, 8192, 65536, 1 << 20, 4 << 20].filter((s) => s <= max);
  const out = [0];
  for (let s = 1; s <= max; s *= 2) out.push(s);
  return out;
}

/** The shortest warm-up before a collective's figure: chunks of warmCalls calls are repeated until
 *  this has passed by the slowest rank's clock (bench/native/osu_coll.c uses the same). The engines
 *  compile a new size's or collective's path in the background for milliseconds after it gets hot,
 *  and on a machine with as many ranks as cores that compilation takes a core from a rank: timed
 *  right after a short warm-up, the figure measured the compiler. */
export const WARM_MS = 20;

/** The warm-up before the first size of each collective in a JavaScript world: the harness's timing
 *  loop is one function that calls each collective through a new closure, so at a new collective
 *  the engine throws away the loop's optimized code and compiles it again on a background thread.
 *  On 2 cores busy with 2 ranks that took longer than WARM_MS, and the first size (4 B) timed the
 *  compiler at 3-30x the next size's figure. */
export const WARM_FIRST_MS = 150;

/** How long the p2p family's JavaScript worlds run each path (latency, bandwidth, bidirectional)
 *  before the first size: until then the engines are still compiling the paths they found hot. */
export const JIT_WARM_MS = 100;

/** Calls per warm-up chunk, from `t1` (s per call over the first calls): a tenth of the budget, at
 *  most a tenth of maxIters + 1. */
export function warmCalls(t1, budgetMs, maxIters) {
  return Math.max(1, Math.min(Math.floor(maxIters / 10) + 1, Math.floor(budgetMs / 1e4 / t1)));
}
