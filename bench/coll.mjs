// The coll family: OSU-style timings of barrier, bcast, reduce, allreduce, allgather, alltoall,
// reduce_scatter (reduceScatterBlock), gather and scatter on float32 data ('sum'), at 2 ranks and
// at 4 and 8 (more ranks than this machine's cores), beside the same run's postMessage workers,
// native MPICH and the memory.copy limit.
//
// Timing, the same in all three harnesses: each call timed alone. The rooted collectives (bcast,
// reduce, gather, scatter) get an untimed barrier between calls, as in OSU (back to back, the root
// would run ahead of the others); the rest run back to back, as in IMB and as applications call
// them (a separating barrier's exit skew, large for ranks that sleep rather than spin, would be
// charged to the next call). allreduce_sync is the 8 B allreduce timed with an untimed barrier
// before each call too: the ranks arrive together, as in a program that computes between calls
// (the back-to-back figure lets a rank that returns first start the next call early). A figure is the slowest rank's mean time per call over a block of
// calls (OSU's "max" column: a root that returns early does not hide the others).
//
// Interleaving: at each rank count, R rounds (bench/lib/rounds.mjs); each round runs a fresh wasmpi
// world, fresh postMessage workers, a fresh MPICH job and a memory.copy instance in turn, each over
// the whole plan. Each run times its start (wasmpi and postMessage: the first 3000 barrier + 8 B
// allreduce pairs, their JIT warm-up; MPICH, native, has none) and goes on with such pairs, untimed,
// until 500 ms after it (the engines compile on background threads that long), then at each (collective, size)
// the first 10 calls (3 with more ranks than cores; the "first calls" tables), a warm-up of chunks
// of about budgetMs / 10 repeated until 20 ms have passed (lib/stats.mjs, warmCalls and WARM_MS: the
// same rule for all three systems) that sets the calls per repetition, and one timed repetition of
// about budgetMs (MPICH busy-polls and is very slow with more ranks than cores). The tables print median (min-max) over the R rounds, ratios of
// medians (and of mins); the JSON keeps every repetition.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { launch } from 'wasmpi';
import { interleave, push, stat, withSummaries, ratioOf } from './lib/rounds.mjs';
import { table, fmtSize, f, spread, ratios, ratioHead, cellsNote } from './lib/table.mjs';
import { linePlot } from './lib/svg.mjs';
import { postMessageColl } from './baselines/pm_coll.mjs';
import { memcpyRound } from './baselines/memcpy.mjs';
import { mpichColl } from './baselines/mpich.mjs';

export const COLLS = [
  'barrier',
  'bcast',
  'reduce',
  'allreduce',
  'allreduce_sync',
  'allgather',
  'alltoall',
  'reduce_scatter',
  'gather',
  'scatter',
];
const WHOLE = new Set(['bcast', 'reduce', 'allreduce', 'allreduce_sync']); // size = the whole vector; else a block per rank

const SEMANTICS = {
  barrier: 'no data',
  bcast: 'size = the whole vector, root 0',
  reduce: 'size = the whole vector, float32 sum to root 0',
  allreduce: 'size = the whole vector, float32 sum',
  allreduce_sync: 'allreduce with an untimed barrier before each call (ranks arrive together); float32 sum',
  allgather: "size = each rank's block (recvbuf holds p blocks)",
  alltoall: 'size = the block for each peer (sendbuf and recvbuf hold p blocks)',
  reduce_scatter: "reduceScatterBlock; size = each rank's result block (sendbuf holds p), float32 sum",
  gather: "size = each rank's block, root 0",
  scatter: "size = each rank's block, root 0",
};

/**
 * Bytes the busiest rank, and all ranks together, must copy when every rank copies what it
 * receives (the single-copy model of one shared memory; reductions as reduce-scatter + gather).
 */
function bytesMoved(coll, m, p) {
  const q = p - 1;
  switch (coll) {
    case 'bcast':
      return [m, q * m];
    case 'reduce':
      return [(2 * q * m) / p, q * m + (q * m) / p];
    case 'allreduce':
    case 'allreduce_sync':
      return [(2 * q * m) / p, 2 * q * m];
    case 'allgather':
    case 'alltoall':
    case 'reduce_scatter':
      return [q * m, p * q * m];
    case 'gather':
      return [q * m, q * m];
    case 'scatter':
      return [m, q * m];
    default:
      return [0, 0];
  }
}

const pow4 = (lo, hi) => {
  const s = [];
  for (let b = lo; b <= hi; b *= 4) s.push(b);
  return s;
};

/** [[coll, [bytes...]], ...] for one rank count. */
function planFor(ranks, quick) {
  const sizes = (c) => {
    if (c === 'barrier') return [0];
    if (c === 'allreduce_sync') return [8]; // the small allreduce of a program that computes between calls
    if (ranks === 2) {
      if (quick) return c === 'allreduce' ? [8, 1024, 65536, 1 << 20, 16 << 20] : [8, 1 << 20];
      return [4, 8, ...pow4(16, 16 << 20)]; // powers of 4, and 8 B (the targets' small size)
    }
    // Quick: MPICH needs ~0.1 s a call with 8 ranks on 2 cores, so only barrier and allreduce there.
    if (quick) return c === 'allreduce' ? [8, 1 << 20] : ranks <= 4 ? [8] : [];
    return WHOLE.has(c) ? [8, 1024, 65536, 1 << 20, 16 << 20] : [8, 1024, 65536, 1 << 20];
  };
  return COLLS.map((c) => [c, sizes(c)]).filter(([, s]) => s.length);
}

const RANKS_DEFAULT = [2, 4, 8];
const FIRST_N = 10; // the first calls timed at each (collective, size)
const FIRST_N_OVER = 3; // the same with more ranks than cores (where MPICH takes ~0.1 s a call)
const FRESH = 3000; // barrier + 8 B allreduce pairs timed at the start of a wasmpi world / postMessage workers

export async function runColl({ quick, out, log, algorithm, ranks: ranksOpt }) {
  const cores = availableParallelism();
  const RANKS = ranksOpt ?? RANKS_DEFAULT;
  const rounds = 5;
  const budgetMs = quick ? 10 : 40; // per run and size: about this for the timed repetition
  const maxIters = quick ? 5000 : 20000;
  const results = {};
  const memBw = {}; // memBw[size]: memory.copy GB/s, one per round (all rank counts)
  let mpichMissing;
  const t0 = performance.now();
  for (const ranks of RANKS) {
    const plan = planFor(ranks, quick);
    const cfg = {
      plan,
      reps: 1,
      budgetMs: ranks > cores ? budgetMs / 2 : budgetMs,
      maxIters,
      firstN: ranks > cores ? FIRST_N_OVER : FIRST_N,
    };
    const sizes = [...new Set(plan.flatMap(([, s]) => s))].filter((s) => s > 0).sort((a, b) => a - b);
    // run[sys][coll][bytes], first[...], iters[...]: one entry per round; fresh[sys]; flags: missing/error/wrong
    const r = (results[ranks] = {
      plan,
      firstN: cfg.firstN,
      run: {},
      first: {},
      iters: {},
      fresh: {},
      flags: {},
      errors: {},
    });
    const flag = (sys, c, b, k, v) => ((((r.flags[sys] ??= {})[c] ??= {})[b] ??= {})[k] ??= v);
    const record = (sys, colls) => {
      for (const [c, sizes] of plan) {
        for (const b of sizes) {
          const x = colls[c]?.[b];
          if (!x) continue;
          if (x.missing) flag(sys, c, b, 'missing', true);
          if (x.error) flag(sys, c, b, 'error', x.error);
          if (x.wrong) flag(sys, c, b, 'wrong', x.wrong);
          if (!x.runs) continue;
          for (const v of x.runs) push(r.run, [sys, c, b], v);
          push(r.first, [sys, c, b], x.first);
          push(r.iters, [sys, c, b], x.iters);
        }
      }
    };

    const wasmpi = async (k) => {
      let res;
      try {
        const maxBytes = Math.max(...plan.map(([c, s]) => Math.max(4, ...s) * (WHOLE.has(c) ? 1 : ranks)));
        res = await launch(new URL('./ranks/osu_coll.mjs', import.meta.url), {
          ranks,
          args: [JSON.stringify({ ...cfg, fresh: FRESH, algorithm })],
          memoryBytes: ranks * 2 * maxBytes + (32 << 20),
          timeoutMs: 240_000,
        });
      } catch (e) {
        r.errors.wasmpi = `round ${k + 1}: ${e.message.split('\n')[0]}`;
        log(`coll: wasmpi on ${ranks} ranks failed, ${r.errors.wasmpi}`);
        return;
      }
      const per = res.map((x) => x.value);
      push(r.fresh, ['wasmpi'], Math.max(...per.map((v) => v.fresh)));
      const colls = {};
      for (const [c, sizes] of plan) {
        colls[c] = {};
        for (const b of sizes) {
          const xs = per.map((v) => v.colls[c][b]);
          const error = xs.map((x) => x.error).find(Boolean);
          const wrong = xs.map((x) => x.wrong).find(Boolean);
          if (xs[0].missing || error) {
            if (error && !r.flags.wasmpi?.[c]) log(`coll: wasmpi ${c} on ${ranks} ranks failed: ${error}`);
            colls[c][b] = { missing: xs[0].missing, error };
            continue;
          }
          if (wrong && !r.flags.wasmpi?.[c]?.[b]?.wrong)
            log(`coll: wasmpi ${c} ${b} B on ${ranks} ranks gave a wrong result: ${wrong}`);
          colls[c][b] = {
            first: Math.max(...xs.map((x) => x.first)),
            runs: xs[0].runs.map((_, i) => Math.max(...xs.map((x) => x.runs[i]))),
            iters: xs[0].iters,
            wrong,
          };
        }
      }
      record('wasmpi', colls);
    };

    const postMessage = async (k) => {
      try {
        const res = await postMessageColl({ ranks, ...cfg, fresh: FRESH });
        push(r.fresh, ['postMessage'], res.fresh);
        record('postMessage', res.colls);
      } catch (e) {
        r.errors.postMessage = `round ${k + 1}: ${e.message.split('\n')[0]}`;
        log(`coll: postMessage on ${ranks} ranks failed, ${r.errors.postMessage}`);
      }
    };

    const mpich = (k) => {
      if (mpichMissing) {
        r.errors.mpichSkipped = mpichMissing;
        return;
      }
      const mp = mpichColl({ ranks, ...cfg, outDir: join(out, 'native'), timeoutMs: quick ? 60_000 : 180_000 });
      if (mp.skip) {
        log(mp.skip);
        if (mp.unavailable) {
          mpichMissing = mp.skip; // said once, not once per rank count
          r.errors.mpichSkipped = mp.skip;
        } else r.errors.mpich = `round ${k + 1}: ${mp.skip}`;
        return;
      }
      if (mp.error) {
        log(mp.error);
        r.errors.mpich = `round ${k + 1}: ${mp.error}`;
        delete mp.error;
      }
      record('mpich', mp);
    };

    const memcpy = () => {
      const m = memcpyRound({ sizes, quick });
      for (const [b, v] of Object.entries(m.run)) push(memBw, [b], v);
    };

    await interleave(
      rounds,
      [
        [`wasmpi, ${ranks} ranks`, wasmpi],
        [`postMessage workers, ${ranks} ranks`, postMessage],
        [`native MPICH, ${ranks} ranks`, mpich],
        ['memory.copy', memcpy],
      ],
      { log, label: 'coll' },
    );
    log(`coll: ${ranks} ranks done (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  }

  /** The memory.copy limit of a call as a summary: its median from the median bandwidth, its min from the max. */
  const limit = (c, m, p) => {
    const [busiest, total] = bytesMoved(c, m, p);
    const bw = stat(memBw, [m]);
    if (!busiest || !bw) return undefined;
    const us = (gbs) => (Math.max(busiest, total / cores) / (gbs * 1e9)) * 1e6;
    return { n: bw.n, median: us(bw.median), min: us(bw.max), max: us(bw.min) };
  };

  const tables = [];
  const firstTables = [];
  const json = {
    cores,
    rounds,
    budgetMs,
    maxIters,
    firstCalls: FIRST_N,
    firstCallsOversubscribed: FIRST_N_OVER,
    freshPairs: FRESH,
    algorithm: algorithm ?? null,
    units:
      'us per call (the slowest rank); fresh: us per barrier + 8 B allreduce pair over the first `freshPairs` of a fresh world / workers; memcpyGBs in GB/s',
    definition:
      'each list (runs) holds one repetition per interleaved round (systems run in turn within a round, each a fresh world/process); first: the mean over the first `firstCalls` calls at that (collective, size) in each round; summaries: median, min, max; ratios: of medians and of mins',
    memcpyGBs: withSummaries(memBw),
    ranks: {},
  };
  const u2 = (x) => f(x, 2);
  for (const ranks of RANKS) {
    const r = results[ranks];
    const jr = (json.ranks[ranks] = {});
    if (Object.keys(r.errors).length) jr.errors = r.errors;
    jr.fresh = withSummaries(r.fresh);
    jr.firstCalls = r.firstN;
    const note = ranks > cores ? `, ${ranks} ranks on ${cores} cores (oversubscribed)` : `, ${ranks} ranks`;
    const S = (sys, c, b) => stat(r.run, [sys, c, b]);
    const F = (sys, c, b) => stat(r.first, [sys, c, b]);
    const fr = (sys) => stat(r.fresh, [sys]);
    const firstRows = [
      [
        'world start',
        `${FRESH} x barrier+8`,
        spread(fr('wasmpi'), u2),
        'not run',
        spread(fr('postMessage'), u2),
        undefined,
        ratios(fr('wasmpi'), fr('postMessage')),
      ],
    ];
    for (const [c, sizes] of r.plan) {
      const rows = [];
      const jc = (jr[c] = {});
      for (const b of sizes) {
        const fl = r.flags.wasmpi?.[c]?.[b] ?? {};
        const w = S('wasmpi', c, b);
        const wcell = fl.missing ? 'n/a' : fl.error ? 'error' : fl.wrong ? `${spread(w, u2)} WRONG` : spread(w, u2);
        const m = S('mpich', c, b);
        const pm = S('postMessage', c, b);
        const lim = limit(c, b, ranks);
        const sys = (name) =>
          r.run[name]?.[c]?.[b]
            ? {
                ...withSummaries(r.run[name][c][b]),
                first: withSummaries(r.first[name]?.[c]?.[b] ?? []),
                iters: r.iters[name]?.[c]?.[b],
              }
            : null;
        jc[b] = {
          wasmpi: sys('wasmpi'),
          wasmpiMissing: fl.missing,
          wasmpiError: fl.error,
          wasmpiWrong: fl.wrong,
          mpich: sys('mpich'),
          postMessage: sys('postMessage'),
          memcpyLimit: lim ?? null,
          ratios: {
            wasmpiOverMpich: ratioOf(w, m),
            wasmpiOverPostMessage: ratioOf(w, pm),
            postMessageOverMpich: ratioOf(pm, m),
            firstWasmpiOverMpich: ratioOf(F('wasmpi', c, b), F('mpich', c, b)),
          },
        };
        const size = c === 'barrier' ? '-' : fmtSize(b);
        rows.push([
          size,
          wcell,
          spread(m, u2),
          spread(pm, u2),
          spread(lim, u2),
          ratios(w, m),
          ratios(w, pm),
          ratios(pm, m),
        ]);
        firstRows.push([
          c,
          size,
          spread(F('wasmpi', c, b), u2),
          spread(F('mpich', c, b), u2),
          spread(F('postMessage', c, b), u2),
          ratios(F('wasmpi', c, b), F('mpich', c, b)),
          ratios(F('wasmpi', c, b), F('postMessage', c, b)),
        ]);
      }
      tables.push(
        table(
          `${c} (us per call; ${SEMANTICS[c]})${note}; ${cellsNote(rounds)}; lower is better`,
          [
            'size',
            'wasmpi',
            'MPICH',
            'postMessage',
            'memcpy limit',
            ratioHead('wasmpi/MPICH'),
            ratioHead('wasmpi/postMessage'),
            ratioHead('postMessage/MPICH'),
          ],
          rows,
        ),
      );
    }
    firstTables.push(
      table(
        `collectives${note}, first calls: us per call over the first ${r.firstN} calls at each (collective, size) of each round's fresh world / MPI job / workers (sizes ascending, after the world start: the first ${FRESH} barrier + 8 B allreduce pairs of wasmpi and postMessage, us per pair; MPICH, native, has no JIT to warm); ${cellsNote(rounds)}`,
        [
          'collective',
          'size',
          'wasmpi',
          'MPICH',
          'postMessage',
          ratioHead('wasmpi/MPICH'),
          ratioHead('wasmpi/postMessage'),
        ],
        firstRows,
      ),
    );
  }
  const errs = RANKS.flatMap((p) => Object.entries(results[p].errors).map(([s, e]) => `  ${p} ranks, ${s}: ${e}`));
  const head =
    `\n# collectives: float32 data; a figure is the slowest rank's mean time per call (each call timed alone; an untimed barrier` +
    ` between calls of bcast/reduce/gather/scatter as OSU, and of allreduce_sync; back to back otherwise). At each rank count, ${rounds} interleaved rounds: each round runs a fresh wasmpi world, fresh postMessage workers and a fresh MPICH job in turn (the JavaScript ones after their world start and untimed barrier + allreduce pairs up to 500 ms after it: the engines compile on background threads meanwhile), each timing the first ${FIRST_N} calls at every size (${FIRST_N_OVER} with more ranks than cores; the "first calls" tables) and a warm-up (chunks of a tenth of the budget, repeated until 20 ms have passed) before one timed repetition of ~${budgetMs} ms (half that oversubscribed).` +
    ` postMessage: worker_threads + MessageChannels, plain JS reductions (bench/baselines/pm_coll_worker.mjs).` +
    ` memcpy limit: bytes the busiest rank must copy (single-copy model), or all ranks' bytes / ${cores} cores if more, at the same rounds' memory.copy bandwidth.` +
    (algorithm ? ` wasmpi algorithm forced: ${algorithm}.` : '') +
    (errs.length ? `\n# errors:\n${errs.join('\n')}` : '');

  // One plot per collective: a color per system, a dash per rank count (barrier: time vs ranks).
  const COLOR = { wasmpi: '#1f77b4', MPICH: '#d62728', postMessage: '#2ca02c', 'memcpy limit': '#7f7f7f' };
  const DASH = { 2: undefined, 4: '8 4', 8: '2 3', 16: '1 2' };
  const med = (v) => v?.median;
  for (const c of COLLS) {
    const series = [];
    if (c === 'barrier') {
      for (const sys of ['wasmpi', 'MPICH', 'postMessage']) {
        series.push({
          name: sys,
          color: COLOR[sys],
          points: RANKS.map((p) => [p, med(json.ranks[p][c]?.[0]?.[sys === 'MPICH' ? 'mpich' : sys])]),
        });
      }
      writeFileSync(
        join(out, 'coll_barrier.svg'),
        linePlot({ title: `barrier (median of ${rounds} rounds)`, xlabel: 'ranks', ylabel: 'us per call', series }),
      );
      continue;
    }
    for (const p of RANKS) {
      for (const [sys, key] of [
        ['wasmpi', 'wasmpi'],
        ['MPICH', 'mpich'],
        ['postMessage', 'postMessage'],
        ['memcpy limit', 'memcpyLimit'],
      ]) {
        const pts = Object.entries(json.ranks[p][c] ?? {})
          .map(([b, v]) => [Number(b), med(v[key])])
          .filter(([, y]) => y);
        if (pts.length)
          series.push({ name: `${sys}, ${p} ranks`, color: COLOR[sys], dash: DASH[p] ?? '4 1 1 1', points: pts });
      }
    }
    writeFileSync(
      join(out, `coll_${c}.svg`),
      linePlot({
        title: `${c}, us per call (median of ${rounds} rounds)`,
        xlabel: `message size (bytes; ${SEMANTICS[c]})`,
        ylabel: 'us per call',
        series,
      }),
    );
  }
  return { text: [head, ...tables, ...firstTables].join('\n'), json };
}
