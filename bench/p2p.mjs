// The p2p family: latency, bandwidth and bidirectional bandwidth of wasmpi on 2 ranks, beside
// postMessage workers, memory.copy and native MPICH measured in the same run; and a token ring with
// more ranks than cores.
//
// Timing: R interleaved rounds (bench/lib/rounds.mjs). Each round runs, in turn, a fresh wasmpi
// world (bench/ranks/osu_p2p.mjs), a fresh pair of postMessage workers, a fresh memory.copy
// instance, a fresh MPICH job (bench/native/osu_p2p.c) and the token rings, each over the whole
// size list. Each run first times its fresh start (the first 20000 round trips of 8 B), then at
// each size, ascending, the first calls (the warm-up at that size: N round trips, or N windows of
// 64 messages, the same N for every system; lib/stats.mjs p2pCounts), more blocks of N untimed
// until 20 ms have passed since the first (lib/stats.mjs WARM_MS: the engines compile a size's path
// in the background for milliseconds after it gets hot), and then one timed repetition (wasmpi's
// is cut short after about capMs in a slow spell of the machine, where its messages can take
// 100 us; the JSON has the counts timed). A figure is thus R repetitions, one
// per round; the tables print median (min-max), the ratio columns divide medians (and, in
// brackets, the best repetitions), and the first calls have tables of their own. The JSON keeps
// every repetition.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'wasmpi';
import { sizesUpTo } from './lib/stats.mjs';
import { interleave, push, stat, withSummaries, ratioOf } from './lib/rounds.mjs';
import { table, fmtSize, f, g3, spread, ratios, ratioHead, cellsNote } from './lib/table.mjs';
import { linePlot } from './lib/svg.mjs';
import { postMessageP2P } from './baselines/postmessage.mjs';
import { memcpyRound } from './baselines/memcpy.mjs';
import { mpichP2P } from './baselines/mpich.mjs';

const WINDOW = 64;
const FRESH = 20000; // round trips of 8 B timed at the start of every fresh world / job / worker pair
const RING_HOPS = 1000;

export async function runP2P({ quick, out, log }) {
  const sizes = sizesUpTo(4 << 20, quick);
  const rounds = quick ? 5 : 7;
  const cfg = { sizes, quick, fresh: FRESH, capMs: quick ? 100 : 200 };
  // run[system][figure][size] and first[system][figure][size]: one value per round; fresh[system]
  const run = {};
  const first = {};
  const fresh = {};
  const n = {}; // n[lat|bw][size]: the first calls' count (round trips; windows)
  const timedCalls = {}; // timedCalls[figure][size]: wasmpi's round trips (windows) per repetition, one per round
  const ring = {}; // ring[ranks]: { ms: [...], usPerHop: [...] }
  const errors = {};
  const add = (sys, res) => {
    push(fresh, [sys], res.fresh);
    for (const [fig, bySize] of Object.entries(res.run ?? {}))
      for (const [size, v] of Object.entries(bySize)) for (const x of [v].flat()) push(run, [sys, fig, size], x);
    for (const [fig, bySize] of Object.entries(res.first ?? {}))
      for (const [size, v] of Object.entries(bySize)) push(first, [sys, fig, size], v);
    for (const [fig, bySize] of Object.entries(res.calls ?? {}))
      for (const [size, v] of Object.entries(bySize)) push(timedCalls, [fig, size], v);
    for (const [fig, bySize] of Object.entries(res.n ?? {}))
      for (const [size, v] of Object.entries(bySize)) (n[fig.startsWith('lat') ? 'lat' : 'bw'] ??= {})[size] = v;
  };
  const native = join(out, 'native');

  await interleave(
    rounds,
    [
      [
        'wasmpi, 2 ranks',
        async () => {
          const [{ value }] = await launch(new URL('./ranks/osu_p2p.mjs', import.meta.url), {
            ranks: 2,
            args: [JSON.stringify(cfg)],
          });
          add('wasmpi', value);
        },
      ],
      ['postMessage workers', async () => add('postMessage', await postMessageP2P({ ...cfg, window: WINDOW }))],
      [
        'memory.copy',
        () => {
          const m = memcpyRound(cfg);
          add('memcpy', { run: { bw: m.run }, first: { bw: m.first } });
        },
      ],
      [
        'native MPICH',
        (k) => {
          if (errors.mpichSkipped) return;
          try {
            const m = mpichP2P({ ...cfg, repeats: 1, outDir: native });
            if (m.skip) {
              errors.mpichSkipped = m.skip;
              log(m.skip);
            } else add('mpich', m);
          } catch (e) {
            errors.mpich = `round ${k + 1}: ${e.message.split('\n')[0]}`;
            log(`p2p: MPICH failed, ${errors.mpich}`);
          }
        },
      ],
      [
        'token rings, 4 and 8 ranks',
        async () => {
          for (const ranks of [4, 8]) {
            const [{ value }] = await launch(new URL('./ranks/ring.mjs', import.meta.url), {
              ranks,
              args: [String(RING_HOPS)],
            });
            push(ring, [ranks, 'ms'], value.ms);
            push(ring, [ranks, 'usPerHop'], value.usPerHop);
          }
        },
      ],
    ],
    { log, label: 'p2p' },
  );

  const S = (sys, fig, size) => stat(run, [sys, fig, size]);
  const F = (sys, fig, size) => stat(first, [sys, fig, size]);
  const f3 = (x) => f(x, 3);
  const f2 = (x) => f(x, 2);
  const nonzero = sizes.filter((s) => s > 0);
  const mpichNote = errors.mpichSkipped ? ` (${errors.mpichSkipped})` : '';
  const firstNote =
    'the start of the warm-up before the figures above: at each size, ascending, the first N calls of each round (round trips; windows of 64 messages for the bandwidths), the same N for every system, after the fresh start and a JIT warm-up of the other paths; then more blocks of N calls, untimed, until 20 ms have passed since the first';

  const latTable = (get, title) =>
    table(
      title,
      [
        'size',
        ...(get === F ? ['N'] : []),
        'wasmpi',
        'wasmpi plain',
        'MPICH',
        'postMessage',
        ratioHead('wasmpi/MPICH'),
        ratioHead('postMessage/wasmpi'),
      ],
      sizes.map((s) => [
        fmtSize(s),
        ...(get === F ? [n.lat?.[s]] : []),
        spread(get('wasmpi', 'lat', s), f3),
        spread(get('wasmpi', 'latPlain', s), f3),
        spread(get('mpich', 'lat', s), f3),
        spread(get('postMessage', 'lat', s), f2),
        ratios(get('wasmpi', 'lat', s), get('mpich', 'lat', s)),
        ratios(get('postMessage', 'lat', s), get('wasmpi', 'lat', s)),
      ]),
    );
  const bwTable = (get, title) =>
    table(
      title,
      [
        'size',
        ...(get === F ? ['N'] : []),
        'wasmpi',
        'wasmpi plain',
        'MPICH',
        'postMessage',
        'memory.copy',
        ratioHead('wasmpi/MPICH', true),
        ratioHead('wasmpi/memcpy', true),
      ],
      nonzero.map((s) => [
        fmtSize(s),
        ...(get === F ? [n.bw?.[s]] : []),
        spread(get('wasmpi', 'bw', s), g3),
        spread(get('wasmpi', 'bwPlain', s), g3),
        spread(get('mpich', 'bw', s), g3),
        spread(get('postMessage', 'bw', s), g3),
        spread(get('memcpy', 'bw', s), g3),
        ratios(get('wasmpi', 'bw', s), get('mpich', 'bw', s), true),
        ratios(get('wasmpi', 'bw', s), get('memcpy', 'bw', s), true),
      ]),
    );
  const bibwTable = (get, title) =>
    table(
      title,
      ['size', ...(get === F ? ['N'] : []), 'wasmpi', 'MPICH', ratioHead('wasmpi/MPICH', true)],
      nonzero.map((s) => [
        fmtSize(s),
        ...(get === F ? [n.bw?.[s]] : []),
        spread(get('wasmpi', 'bibw', s), g3),
        spread(get('mpich', 'bibw', s), g3),
        ratios(get('wasmpi', 'bibw', s), get('mpich', 'bibw', s), true),
      ]),
    );
  const fr = (sys) => stat(fresh, [sys]);

  const text = [
    `\n# p2p: R = ${rounds} interleaved rounds; each round runs a fresh wasmpi world, a fresh postMessage worker pair, a fresh memory.copy instance and a fresh MPICH job${mpichNote} in turn over all sizes, one timed repetition of each figure per run, after a timed warm-up (the "first calls" tables).`,
    table(
      `p2p fresh start: one-way us over the first ${FRESH} round trips of 8 B of each fresh world / MPI job / worker pair; ${cellsNote(rounds)}; lower is better`,
      ['start', 'wasmpi', 'MPICH', 'postMessage', ratioHead('wasmpi/MPICH'), ratioHead('postMessage/wasmpi')],
      [
        [
          `first ${FRESH} x 8 B`,
          spread(fr('wasmpi'), f3),
          spread(fr('mpich'), f3),
          spread(fr('postMessage'), f2),
          ratios(fr('wasmpi'), fr('mpich')),
          ratios(fr('postMessage'), fr('wasmpi')),
        ],
      ],
    ),
    latTable(S, `p2p one-way latency (us), 2 ranks; ${cellsNote(rounds)}; lower is better`),
    latTable(F, `p2p one-way latency (us), first calls: ${firstNote}; ${cellsNote(rounds)}`),
    bwTable(S, `p2p bandwidth (GB/s), window of ${WINDOW}, 2 ranks; ${cellsNote(rounds, true)}; higher is better`),
    bwTable(F, `p2p bandwidth (GB/s), first calls (N windows; memory.copy: 64 N copies): ${cellsNote(rounds, true)}`),
    bibwTable(S, `p2p bidirectional bandwidth (GB/s), window of ${WINDOW}, 2 ranks; ${cellsNote(rounds, true)}`),
    bibwTable(F, `p2p bidirectional bandwidth (GB/s), first calls (N windows); ${cellsNote(rounds, true)}`),
    table(
      `token ring, ${RING_HOPS} hops, more ranks than cores (a fresh world per round); median (min-max) over ${rounds} rounds`,
      ['ranks', 'total ms', 'us per hop'],
      [4, 8].map((r) => [r, spread(stat(ring, [r, 'ms']), (x) => f(x, 1)), spread(stat(ring, [r, 'usPerHop']), f2)]),
    ),
    ...(errors.mpich ? [`MPICH failed in a round: ${errors.mpich}`] : []),
  ].join('\n');

  const med = (sys, fig) => sizes.map((s) => [s, S(sys, fig, s)?.median]);
  const series = (name, sys, fig) => ({ name, points: med(sys, fig) });
  writeFileSync(
    join(out, 'p2p_latency.svg'),
    linePlot({
      title: `p2p one-way latency, 2 ranks (median of ${rounds} rounds)`,
      xlabel: 'message size (bytes)',
      ylabel: 'us',
      series: [
        series('wasmpi', 'wasmpi', 'lat'),
        series('wasmpi plain arrays', 'wasmpi', 'latPlain'),
        series('MPICH', 'mpich', 'lat'),
        series('postMessage', 'postMessage', 'lat'),
      ],
    }),
  );
  writeFileSync(
    join(out, 'p2p_bandwidth.svg'),
    linePlot({
      title: `p2p bandwidth, 2 ranks (median of ${rounds} rounds)`,
      xlabel: 'message size (bytes)',
      ylabel: 'GB/s',
      series: [
        series('wasmpi', 'wasmpi', 'bw'),
        series('wasmpi plain arrays', 'wasmpi', 'bwPlain'),
        series('MPICH', 'mpich', 'bw'),
        series('postMessage', 'postMessage', 'bw'),
        series('memory.copy', 'memcpy', 'bw'),
      ],
    }),
  );
  writeFileSync(
    join(out, 'p2p_bibw.svg'),
    linePlot({
      title: `p2p bidirectional bandwidth, 2 ranks (median of ${rounds} rounds)`,
      xlabel: 'message size (bytes)',
      ylabel: 'GB/s',
      series: [series('wasmpi', 'wasmpi', 'bibw'), series('MPICH', 'mpich', 'bibw')],
    }),
  );

  const ratioJson = (a, b, fig, rate, get = S) =>
    Object.fromEntries(sizes.map((s) => [s, ratioOf(get(a, fig, s), get(b, fig, s), rate)]));
  return {
    text,
    json: {
      sizes,
      rounds,
      window: WINDOW,
      units: 'lat: us one way; bw, bibw: GB/s; fresh: us one way over the first `freshRoundTrips` round trips of 8 B',
      definition:
        'each list holds one repetition per interleaved round (systems run in turn within a round, a fresh world/process each); first: the first N calls at each size (firstCallCounts: round trips for lat, windows of 64 for bw/bibw; memcpy: 64 N copies); summaries: median, min, max of the list; wasmpiTimedCalls: the round trips (windows) of each wasmpi repetition, fewer than lib/stats.mjs iterations() where the repetition was cut short after capMs',
      capMs: cfg.capMs,
      freshRoundTrips: FRESH,
      firstCallCounts: n,
      wasmpiTimedCalls: timedCalls,
      fresh: withSummaries(fresh),
      run: withSummaries(run),
      first: withSummaries(first),
      ratios: {
        latWasmpiOverMpich: ratioJson('wasmpi', 'mpich', 'lat', false),
        latPostMessageOverWasmpi: ratioJson('postMessage', 'wasmpi', 'lat', false),
        bwWasmpiOverMpich: ratioJson('wasmpi', 'mpich', 'bw', true),
        bwWasmpiOverMemcpy: ratioJson('wasmpi', 'memcpy', 'bw', true),
        bibwWasmpiOverMpich: ratioJson('wasmpi', 'mpich', 'bibw', true),
        firstLatWasmpiOverMpich: ratioJson('wasmpi', 'mpich', 'lat', false, F),
        freshWasmpiOverMpich: ratioOf(fr('wasmpi'), fr('mpich')),
      },
      ...(Object.keys(errors).length ? { errors } : {}),
      ring: withSummaries(ring),
    },
  };
}
