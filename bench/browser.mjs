// The browser family: wasmpi in Chromium's Web Workers beside what a page can do without it,
// postMessage between the same kind of workers in the same page:
//   p2p: ping-pong on 2 ranks at every size from 8 B to 4 MB; one-way latency = half a round trip,
//     bandwidth = size / one-way time. wasmpi from comm.alloc buffers (the zero-copy path) and from
//     plain TypedArrays (staged); postMessage posts a Uint8Array (structured clone: a copy) over a
//     MessageChannel between two plain workers;
//   allreduce: float64 'sum' of 8 B to 4 MB on 2 and 4 ranks (--ranks), calls back to back, the
//     slowest rank's mean per call; postMessage workers post their arrays to worker 0, which sums
//     them in JS and posts the result back.
// The page is bench/browser/index.html (bench/browser/page.mjs), served by `wasmpi serve` and driven
// by playwright-core through test/browser/harness.mjs (Debian's Chromium; the family is skipped,
// saying so in one line, where there is none). Its wasmpi ranks are bench/browser/rank.mjs, its
// postMessage workers bench/browser/pm_worker.mjs.
//
// Timing: R interleaved rounds (bench/lib/rounds.mjs); each round runs, in turn, a fresh wasmpi
// world and fresh postMessage workers for p2p, then for the allreduce at each rank count, each run
// over the whole size list. Each p2p run first times its fresh start (the first 8 B round trip),
// then warms every path up at 8 B for JIT_WARM_MS; at each size, ascending, it times the first N
// calls (round trips, N as the p2p family's, lib/stats.mjs p2pCounts; allreduce: FIRST_RED calls),
// the same N for both systems (the "first calls" tables: the cold figures), runs more blocks of N,
// untimed, until WARM_MS have passed since the first (WARM_FIRST_MS at the allreduce's first size),
// and then one timed repetition of about budgetMs (its count from the warm-up's rate; the JSON has
// the counts). Tables print median (min-max) over the R repetitions, ratios of medians and, in
// brackets, of the best repetitions. The JSON keeps every repetition.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { p2pCounts, sizesUpTo } from './lib/stats.mjs';
import { interleave, push, stat, withSummaries, ratioOf } from './lib/rounds.mjs';
import { table, fmtSize, f, g3, spread, ratioHead, cellsNote } from './lib/table.mjs';
import { linePlot } from './lib/svg.mjs';
import { chromiumPath, startBrowser } from '../test/browser/harness.mjs';

const RANKS_DEFAULT = [2, 4];
const FIRST_RED = 5; // allreduce calls timed as the first calls at each size
const TARGETS = { lat8: 0.1, red1M: 0.3 }; // wasmpi / postMessage time ratios the family reports against

/** A ratio with the digits that matter (wasmpi/postMessage times run down to 0.002x). */
const rfmt = (x) => (x >= 100 ? x.toFixed(0) : x >= 1 ? x.toFixed(2) : x.toPrecision(2));

/** lib/table.mjs's ratios(), with rfmt: `median/median (best/best)`. */
function ratios(a, b, rate = false) {
  const r = ratioOf(a, b, rate);
  return r ? `${rfmt(r.median)}x (${rfmt(r.best)}x)` : undefined;
}

export async function runBrowser({ quick, out, log, ranks: ranksOpt }) {
  const exe = chromiumPath();
  if (!exe) {
    const skipped = 'no Chromium (looked for $CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser)';
    return { text: `\n# browser: skipped, ${skipped}`, json: { skipped } };
  }
  const RANKS = ranksOpt ?? RANKS_DEFAULT;
  const sizes = sizesUpTo(4 << 20, quick).filter((s) => s >= 8);
  const rounds = quick ? 3 : 7;
  const budgetMs = quick ? 10 : 25;
  const first = Object.fromEntries(sizes.map((s) => [s, p2pCounts(s, quick).first]));
  const maxIters = Object.fromEntries(sizes.map((s) => [s, p2pCounts(s, quick).it]));
  const cfg = { sizes, first, maxIters, budgetMs, firstRed: FIRST_RED, redMaxIters: 20000, timeoutMs: 300_000 };

  let b;
  try {
    b = await startBrowser();
  } catch (e) {
    const skipped = `Chromium did not start: ${e.message.split('\n')[0]}`;
    return { text: `\n# browser: skipped, ${skipped}`, json: { skipped } };
  }
  // run[system][figure][size], first[...], calls[...]: one value per round; fresh[system]
  const run = {};
  const firstCalls = {};
  const calls = {};
  const fresh = {};
  let browser;
  try {
    const { page, result } = await b.open('bench/browser/index.html', { timeoutMs: 60_000 });
    if (!result.crossOriginIsolated) throw new Error('browser: the bench page is not cross-origin isolated');
    browser = { chromium: b.browser.version(), executable: exe, userAgent: result.userAgent, cores: result.cores };
    log(`browser: Chromium ${browser.chromium}, ${browser.cores} cores in the page`);
    const add = (sys, res) => {
      push(fresh, [sys], res.fresh);
      for (const [into, key] of [
        [run, 'run'],
        [firstCalls, 'first'],
        [calls, 'calls'],
      ])
        for (const [fig, bySize] of Object.entries(res[key] ?? {}))
          for (const [size, v] of Object.entries(bySize)) push(into, [sys, fig, size], v);
    };
    const call = (fn, ...args) => page.evaluate(([fn, args]) => globalThis.bench[fn](...args), [fn, args]);
    const systems = [
      ['wasmpi p2p, 2 ranks', async () => add('wasmpi', await call('wasmpiP2P', cfg))],
      ['postMessage p2p, 2 workers', async () => add('postMessage', await call('pmP2P', cfg))],
    ];
    for (const p of RANKS) {
      // the figure 'red' of a world of p ranks is `red${p}` here
      const withCalls = (res) =>
        Object.fromEntries(['run', 'first', 'calls'].map((k) => [k, { [`red${p}`]: res[k].red }]));
      systems.push(
        [`wasmpi allreduce, ${p} ranks`, async () => add('wasmpi', withCalls(await call('wasmpiAllreduce', cfg, p)))],
        [
          `postMessage allreduce, ${p} workers`,
          async () => add('postMessage', withCalls(await call('pmAllreduce', cfg, p))),
        ],
      );
    }
    await interleave(rounds, systems, { log, label: 'browser' });
  } finally {
    await b.close();
  }

  // bandwidth: size / one-way time, per repetition
  const bw = {};
  for (const [sys, figs] of Object.entries(run))
    for (const fig of ['lat', 'latPlain'])
      for (const [size, xs] of Object.entries(figs[fig] ?? {}))
        for (const us of xs) push(bw, [sys, fig === 'lat' ? 'bw' : 'bwPlain', size], Number(size) / us / 1e3);

  const S = (sys, fig, size) => stat(run, [sys, fig, size]);
  const F = (sys, fig, size) => stat(firstCalls, [sys, fig, size]);
  const B = (sys, fig, size) => stat(bw, [sys, fig, size]);
  const f3 = (x) => f(x, 3);
  const f1 = (x) => f(x, 1);
  const fr = (sys) => stat(fresh, [sys]);
  const cores = browser.cores;
  const over = RANKS.filter((p) => p > cores);
  const coresNote = `${cores} cores in the page (navigator.hardwareConcurrency)${over.length ? `; ${over.join(', ')} ranks are more than that` : ''}`;

  const latTable = (get, title) =>
    table(
      title,
      [
        'size',
        ...(get === F ? ['N'] : []),
        'wasmpi',
        'wasmpi plain',
        'postMessage',
        ratioHead('wasmpi/postMessage'),
        ratioHead('plain/postMessage'),
      ],
      sizes.map((s) => [
        fmtSize(s),
        ...(get === F ? [first[s]] : []),
        spread(get('wasmpi', 'lat', s), f3),
        spread(get('wasmpi', 'latPlain', s), f3),
        spread(get('postMessage', 'lat', s), f1),
        ratios(get('wasmpi', 'lat', s), get('postMessage', 'lat', s)),
        ratios(get('wasmpi', 'latPlain', s), get('postMessage', 'lat', s)),
      ]),
    );
  const redTable = (get, title) =>
    table(
      title,
      ['size', ...RANKS.flatMap((p) => [`wasmpi ${p}`, `postMessage ${p}`, ratioHead(`wasmpi/pm ${p}`)])],
      sizes.map((s) => [
        fmtSize(s),
        ...RANKS.flatMap((p) => [
          spread(get('wasmpi', `red${p}`, s), f1),
          spread(get('postMessage', `red${p}`, s), f1),
          ratios(get('wasmpi', `red${p}`, s), get('postMessage', `red${p}`, s)),
        ]),
      ]),
    );

  // the targets: ratios of medians (and of the best repetitions), wasmpi / postMessage time
  const target = (name, a, b, limit) => {
    const r = ratioOf(a, b);
    const met = r ? r.median <= limit : null;
    const line = r
      ? `${name}: wasmpi ${f3(a.median)} us, postMessage ${f1(b.median)} us: ${rfmt(r.median)}x (best ${rfmt(r.best)}x), target <= ${limit}x: ${met ? 'met' : 'MISSED'}`
      : `${name}: no figure`;
    return { line, json: { ratio: r, limit, met } };
  };
  const targets = {
    lat8: target('8 B one-way latency', S('wasmpi', 'lat', 8), S('postMessage', 'lat', 8), TARGETS.lat8),
  };
  for (const p of RANKS) {
    targets[`red1M_${p}`] = target(
      `allreduce 1 MB float64, ${p} ranks`,
      S('wasmpi', `red${p}`, 1 << 20),
      S('postMessage', `red${p}`, 1 << 20),
      TARGETS.red1M,
    );
  }

  const firstNote =
    'the start of the warm-up before the figures above: at each size, ascending, the first N calls of each round, the same N for both systems, after the fresh start and a JIT warm-up at 8 B; then more blocks of N, untimed, until 20 ms have passed since the first';
  const text = [
    `\n# browser: Chromium ${browser.chromium} (headless), ${coresNote}. R = ${rounds} interleaved rounds; each round runs a fresh wasmpi world and fresh postMessage workers in turn (p2p, then the allreduce at ${RANKS.join(' and ')} ranks), over all sizes, one timed repetition of about ${budgetMs} ms of each figure per run, after a timed warm-up (the "first calls" tables).`,
    table(
      `browser fresh start: one-way us of the first 8 B round trip of each fresh world / worker pair; ${cellsNote(rounds)}; lower is better`,
      ['start', 'wasmpi', 'postMessage', ratioHead('wasmpi/postMessage')],
      [
        [
          'first 8 B round trip',
          spread(fr('wasmpi'), f1),
          spread(fr('postMessage'), f1),
          ratios(fr('wasmpi'), fr('postMessage')),
        ],
      ],
    ),
    latTable(
      S,
      `browser p2p one-way latency (us; half a ping-pong round trip), 2 ranks; ${cellsNote(rounds)}; lower is better`,
    ),
    latTable(F, `browser p2p one-way latency (us), first calls: ${firstNote}; ${cellsNote(rounds)}`),
    table(
      `browser p2p bandwidth (GB/s = size / one-way time of the ping-pong), 2 ranks; ${cellsNote(rounds, true)}; higher is better`,
      ['size', 'wasmpi', 'wasmpi plain', 'postMessage', ratioHead('wasmpi/postMessage', true)],
      sizes.map((s) => [
        fmtSize(s),
        spread(B('wasmpi', 'bw', s), g3),
        spread(B('wasmpi', 'bwPlain', s), g3),
        spread(B('postMessage', 'bw', s), g3),
        ratios(B('wasmpi', 'bw', s), B('postMessage', 'bw', s), true),
      ]),
    ),
    redTable(
      S,
      `browser allreduce (us per call, float64 sum of size bytes, calls back to back, the slowest rank's mean; postMessage: gather to worker 0, JS sum, post back); ${cellsNote(rounds)}; lower is better`,
    ),
    redTable(
      F,
      `browser allreduce (us per call), first calls: the first ${FIRST_RED} calls at each size of each round, before the warm-up (150 ms at the first size, 20 ms at the others); ${cellsNote(rounds)}`,
    ),
    `\n# browser targets (wasmpi / postMessage time, ratio of medians)`,
    ...Object.values(targets).map((t) => t.line),
    `(the share of the CPU that "other processes" took, printed below, includes Chromium's, which runs both systems' workers: the bench counts as its own only Node's time and that of the children it has waited for)`,
  ].join('\n');

  const series = (name, get, sys, fig, extra = {}) => ({
    name,
    points: sizes.map((s) => [s, get(sys, fig, s)?.median]),
    ...extra,
  });
  writeFileSync(
    join(out, 'browser_latency.svg'),
    linePlot({
      title: `browser p2p one-way latency, 2 ranks (median of ${rounds} rounds)`,
      xlabel: 'message size (bytes)',
      ylabel: 'us',
      series: [
        series('wasmpi', S, 'wasmpi', 'lat'),
        series('wasmpi plain arrays', S, 'wasmpi', 'latPlain'),
        series('postMessage', S, 'postMessage', 'lat'),
      ],
    }),
  );
  writeFileSync(
    join(out, 'browser_bandwidth.svg'),
    linePlot({
      title: `browser p2p bandwidth, 2 ranks (median of ${rounds} rounds)`,
      xlabel: 'message size (bytes)',
      ylabel: 'GB/s',
      series: [
        series('wasmpi', B, 'wasmpi', 'bw'),
        series('wasmpi plain arrays', B, 'wasmpi', 'bwPlain'),
        series('postMessage', B, 'postMessage', 'bw'),
      ],
    }),
  );
  const DASH = [undefined, '8 4', '2 3'];
  writeFileSync(
    join(out, 'browser_allreduce.svg'),
    linePlot({
      title: `browser allreduce, float64 sum (median of ${rounds} rounds)`,
      xlabel: 'size (bytes)',
      ylabel: 'us per call',
      series: RANKS.flatMap((p, i) => [
        series(`wasmpi, ${p} ranks`, S, 'wasmpi', `red${p}`, { color: '#1f77b4', dash: DASH[i % 3] }),
        series(`postMessage, ${p}`, S, 'postMessage', `red${p}`, { color: '#d62728', dash: DASH[i % 3] }),
      ]),
    }),
  );

  const ratioJson = (fig, get = S) =>
    Object.fromEntries(
      sizes.map((s) => [s, ratioOf(get('wasmpi', fig, s), get('postMessage', fig === 'latPlain' ? 'lat' : fig, s))]),
    );
  return {
    text,
    json: {
      browser,
      sizes,
      rounds,
      ranks: RANKS,
      budgetMs,
      units:
        'lat, latPlain: us one way (half a round trip); bw, bwPlain: GB/s (size / one-way time); red<p>: us per allreduce call on p ranks (the slowest rank mean); fresh: us one way of the first 8 B round trip of a fresh world / worker pair',
      definition:
        'each list holds one repetition per interleaved round (systems run in turn within a round, fresh workers each run); first: the first N calls at each size (firstCallCounts: round trips for lat; FIRST_RED calls for red); calls: the calls of each timed repetition; summaries: median, min, max of the list',
      firstCallCounts: { lat: first, red: FIRST_RED },
      fresh: withSummaries(fresh),
      run: withSummaries(run),
      bw: withSummaries(bw),
      first: withSummaries(firstCalls),
      calls,
      ratios: {
        latWasmpiOverPostMessage: ratioJson('lat'),
        latPlainWasmpiOverPostMessage: ratioJson('latPlain'),
        firstLatWasmpiOverPostMessage: ratioJson('lat', F),
        ...Object.fromEntries(RANKS.map((p) => [`red${p}WasmpiOverPostMessage`, ratioJson(`red${p}`)])),
        ...Object.fromEntries(RANKS.map((p) => [`firstRed${p}WasmpiOverPostMessage`, ratioJson(`red${p}`, F)])),
        freshWasmpiOverPostMessage: ratioOf(fr('wasmpi'), fr('postMessage')),
      },
      targets: Object.fromEntries(Object.entries(targets).map(([k, t]) => [k, t.json])),
    },
  };
}
