// The topo family: a 2-D 5-point halo exchange on a periodic Cartesian grid of ranks
// (cartCreate({ dims: dimsCreate(p, 2), periods: [true, true] })), one face of `bytes` to and from
// each of the 4 neighbours, three ways in one run:
//   neighborAlltoall over comm.alloc Float64Arrays (zero-copy), and over plain Float64Arrays;
//   wasmpi by hand: 4 irecv from the cartShift sources + 4 isend + waitAll, same blocks, same comm;
//   native MPICH: MPI_Cart_create + MPI_Neighbor_alltoall on MPI_DOUBLE (bench/native/neighbor_halo.c).
// At 2 ranks (a 2x1 grid: both dim-0 neighbours are the other rank, both dim-1 neighbours the rank
// itself) and at 4 (2x2, more ranks than this machine's 2 cores).
//
// Timing: R interleaved rounds; in each, a fresh wasmpi world (bench/ranks/topo_halo.mjs) and a
// fresh MPICH job are launched in turn (wasmpi first in even rounds, MPICH first in odd ones), so
// that slow phases of the machine fall on both. Each launch checks every received face once (a
// wrong face fails the family), times the first exchange at each size (the cold figure) and the
// mean over the first 10 (the "first calls" table), warms up for about warmMs per method, then
// takes `inner` samples per method and size, the three wasmpi methods interleaved. A sample is the
// slowest rank's mean time per exchange over back-to-back exchanges; the tables print median
// (min-max) over all rounds x inner samples, ratios of medians (and of mins); the JSON keeps every
// sample.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { launch, dimsCreate } from 'wasmpi';
import { summary } from './lib/stats.mjs';
import { ratioOf, systemsAt } from './lib/rounds.mjs';
import { cpuSnapshot, othersShare } from './lib/cpu.mjs';
import { table, fmtSize, f, spread, ratios, ratioHead, cellsNote } from './lib/table.mjs';
import { linePlot } from './lib/svg.mjs';
import { buildNative, runNative } from './baselines/mpich.mjs';
import { embeddingTable } from './lib/embed_table.mjs';

const METHODS = ['coll', 'plain', 'hand']; // as bench/ranks/topo_halo.mjs names them
const SYSTEMS = [...METHODS, 'mpich'];
const LABEL = {
  coll: 'neighborAlltoall',
  plain: 'neighborAlltoall, plain arrays',
  hand: 'isend/irecv by hand',
  mpich: 'MPICH neighbor_alltoall',
};
const RANKS_DEFAULT = [2, 4];
const FIRST_N = 10; // exchanges timed as the first calls at each size of each fresh world / job

/** The target for a row, or undefined: [what is compared, the bound]. */
function targetFor(ranks, bytes) {
  if (ranks === 2) return ['mpich', bytes <= 1024 ? 1.0 : 0.5];
  if (ranks === 4) return ['hand', 0.7];
  return undefined;
}

/** A wrong halo reported by either side: fail the family, loudly. */
function wrongResult(e) {
  const msgs = [e?.message, ...(e?.errors ?? []).map((x) => x?.error?.message)].filter(Boolean);
  return msgs.find((m) => m.includes('WRONG RESULT'));
}

export async function runTopo({ quick, out, log, ranks: ranksOpt }) {
  const cores = availableParallelism();
  const RANKS = ranksOpt ?? RANKS_DEFAULT;
  const sizes = quick ? [8, 1024, 65536, 1 << 20] : [8, 64, 1024, 65536, 1 << 20];
  const rounds = 5; // launches of each system, alternated
  const inner = 3; // samples per method and size in one launch
  const sampleMs = quick ? 40 : 100;
  const warmMs = quick ? 250 : 500;
  const maxIters = 200_000;
  const native = buildNative('neighbor_halo', join(out, 'native'));
  if (native.skip) log(`topo: ${native.skip}`);
  const t0 = performance.now();
  const results = {};

  for (const ranks of RANKS) {
    const dims = dimsCreate(ranks, 2);
    // errors: the last failure of each system; stop: a system that timed out (or is missing) is not
    // run again at this rank count, while one that failed otherwise is retried in the next round
    const r = (results[ranks] = { dims, samples: {}, cold: {}, first: {}, iters: {}, errors: {}, stop: {} });
    for (const s of SYSTEMS) {
      r.samples[s] = Object.fromEntries(sizes.map((b) => [b, []]));
      r.cold[s] = Object.fromEntries(sizes.map((b) => [b, []]));
      r.first[s] = Object.fromEntries(sizes.map((b) => [b, []]));
      r.iters[s] = Object.fromEntries(sizes.map((b) => [b, []]));
    }
    if (native.skip) {
      r.errors.mpich = native.skip;
      r.stop.mpich = true;
    }
    const cpu0 = cpuSnapshot();

    const runWasmpi = async (round) => {
      if (r.stop.wasmpi) return;
      const cfg = { sizes, sampleMs, inner, maxIters, warmMs, firstN: FIRST_N, round };
      let res;
      try {
        res = await launch(new URL('./ranks/topo_halo.mjs', import.meta.url), {
          ranks,
          args: [JSON.stringify(cfg)],
          memoryBytes: ranks * 2 * 4 * Math.max(...sizes) + (32 << 20),
          timeoutMs: quick ? 60_000 : 180_000,
        });
      } catch (e) {
        const wrong = wrongResult(e);
        if (wrong) throw new Error(`topo: wasmpi on ${ranks} ranks gave a wrong halo: ${wrong}`, { cause: e });
        r.errors.wasmpi = `round ${round + 1}: ${e.code ?? e.name}: ${e.message.split('\n')[0]}`;
        r.stop.wasmpi = /timeout|timed out/i.test(e.message);
        log(`topo: wasmpi on ${ranks} ranks failed, ${r.errors.wasmpi}`);
        return;
      }
      const per = res.map((x) => x.value);
      r.warm = per[0].warm;
      for (const m of METHODS) {
        for (const b of sizes) {
          r.cold[m][b].push(Math.max(...per.map((v) => v.cold[m][b])));
          r.first[m][b].push(Math.max(...per.map((v) => v.first[m][b])));
          r.iters[m][b].push(per[0].iters[b]);
          per[0].runs[m][b].forEach((_, k) => r.samples[m][b].push(Math.max(...per.map((v) => v.runs[m][b][k]))));
        }
      }
    };

    const runMpich = (round) => {
      if (r.stop.mpich) return;
      let rows;
      try {
        rows = runNative(native.exe, ranks, [inner, sampleMs, maxIters, warmMs, FIRST_N, ...sizes], {
          timeoutMs: quick ? 60_000 : 180_000,
        });
      } catch (e) {
        const wrong = wrongResult(e);
        if (wrong) throw new Error(`topo: MPICH on ${ranks} ranks gave a wrong halo: ${wrong}`, { cause: e });
        r.errors.mpich = `round ${round + 1}: MPICH: ${e.message.split('\n')[0]}`;
        r.stop.mpich = /timed out/i.test(e.message);
        log(`topo: MPICH on ${ranks} ranks failed, ${r.errors.mpich}`);
        rows = e.partial ?? [];
      }
      for (const row of rows) {
        r.cold.mpich[row.size].push(row.cold);
        r.first.mpich[row.size].push(row.first);
        r.iters.mpich[row.size].push(row.iters);
        r.samples.mpich[row.size].push(...row.runs);
        r.mpichRule = row.rule;
      }
    };

    for (let k = 0; k < rounds; k++) {
      log(`topo: ${ranks} ranks (${dims.join('x')} grid), round ${k + 1} of ${rounds} ...`);
      if (k % 2 === 0) {
        await runWasmpi(k);
        runMpich(k);
      } else {
        runMpich(k);
        await runWasmpi(k);
      }
    }
    r.othersCpu = othersShare(cpu0, cpuSnapshot());
    log(`topo: ${ranks} ranks done (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  }

  // Figures, ratios and targets.
  const json = {
    cores,
    sizes,
    rounds,
    inner,
    sampleMs,
    warmMs,
    firstCalls: FIRST_N,
    units: 'us per exchange (4 faces sent, 4 received, each of `size` bytes); ratios of medians',
    definition:
      'samples: every sample (rounds x inner; the slowest rank per sample), summarised as median, min, max; cold: the first exchange at each size of each launch; first: the mean over the first `firstCalls` exchanges of each launch',
    methods: LABEL,
    ranks: {},
  };
  const targets = [];
  const tables = [];
  const firstRows = [];
  for (const ranks of RANKS) {
    const r = results[ranks];
    const jr = (json.ranks[ranks] = {
      dims: r.dims,
      mpichEdgePairing: r.mpichRule ?? null,
      othersCpuShare: r.othersCpu ?? null,
      warmup: r.warm ?? null,
      ...(Object.keys(r.errors).length ? { errors: r.errors } : {}),
      sizes: {},
    });
    const rows = [];
    for (const b of sizes) {
      const st = Object.fromEntries(SYSTEMS.map((s) => [s, summary(r.samples[s][b])]));
      const fs = Object.fromEntries(SYSTEMS.map((s) => [s, summary(r.first[s][b])]));
      const med = (s) => st[s]?.median;
      const rMpich = med('coll') && med('mpich') ? med('coll') / med('mpich') : undefined;
      const rHand = med('coll') && med('hand') ? med('coll') / med('hand') : undefined;
      const tg = targetFor(ranks, b);
      let target;
      let result = '-';
      if (tg) {
        const [vs, bound] = tg;
        const got = vs === 'mpich' ? rMpich : rHand;
        const met = got === undefined ? undefined : got <= bound;
        result = met === undefined ? 'n/a' : met ? 'met' : 'MISSED';
        target = { compare: `neighborAlltoall / ${LABEL[vs]}`, bound, ratio: got ?? null, met: met ?? null };
        targets.push({ ranks, size: b, ...target });
      }
      jr.sizes[b] = {
        ...systemsAt(SYSTEMS, r, b, st, fs),
        collOverMpich: rMpich ?? null,
        collOverHand: rHand ?? null,
        collOverMpichMin: st.coll && st.mpich ? st.coll.min / st.mpich.min : null,
        collOverHandMin: st.coll && st.hand ? st.coll.min / st.hand.min : null,
        firstCollOverMpich: ratioOf(fs.coll, fs.mpich),
        target: target ?? null,
      };
      // median (min-max), and [k] when only k of the rounds x inner samples came back
      const cell = (s, sm = st, want = rounds * inner, list = r.samples) => {
        const n = list[s][b].length;
        if (!sm[s])
          return s === 'mpich' && native.skip
            ? 'skipped'
            : r.errors[s === 'mpich' ? 'mpich' : 'wasmpi']
              ? 'error'
              : '-';
        return `${spread(sm[s], (x) => f(x, 2))}${n < want ? ` [${n}]` : ''}`;
      };
      rows.push([
        fmtSize(b),
        cell('coll'),
        cell('plain'),
        cell('hand'),
        cell('mpich'),
        ratios(st.coll, st.mpich),
        ratios(st.coll, st.hand),
        tg ? `<= ${tg[1].toFixed(1)}x ${tg[0] === 'mpich' ? 'MPICH' : 'by hand'}` : '-',
        result,
      ]);
      firstRows.push([
        ranks,
        fmtSize(b),
        ...SYSTEMS.map((s) => cell(s, fs, rounds, r.first)),
        ratios(fs.coll, fs.mpich),
        ratios(fs.coll, fs.hand),
      ]);
    }
    const over = ranks > cores ? `, ${ranks} ranks on ${cores} cores (oversubscribed)` : `, ${ranks} ranks`;
    const busy =
      r.othersCpu === undefined
        ? ''
        : `; other processes took ${(r.othersCpu * 100).toFixed(0)}% of the machine's CPU meanwhile`;
    tables.push(
      table(
        `halo exchange, ${r.dims.join('x')} periodic grid${over}: us per exchange; cells: median (min-max) of ${rounds} interleaved rounds x ${inner} samples ([k]: only k); ratios: of medians, in brackets of the mins${busy}; lower is better`,
        [
          'face',
          'neighborAlltoall',
          'nA2A plain arrays',
          'isend/irecv by hand',
          'MPICH',
          ratioHead('coll/MPICH'),
          ratioHead('coll/by-hand'),
          'target',
          'result',
        ],
        rows,
      ),
    );
  }
  tables.push(
    table(
      `halo exchange, first calls: us per exchange over the first ${FIRST_N} exchanges at each face size of each fresh world or MPI job (slowest rank, before the warm-up; sizes ascending, the first size also pays the world's start; the first exchange alone is in the JSON as cold); ${cellsNote(rounds)}`,
      [
        'ranks',
        'face',
        'neighborAlltoall',
        'nA2A plain arrays',
        'isend/irecv by hand',
        'MPICH',
        ratioHead('coll/MPICH'),
        ratioHead('coll/by-hand'),
      ],
      firstRows,
    ),
  );
  json.targets = targets;

  const met = targets.filter((t) => t.met === true).length;
  const known = targets.filter((t) => t.met !== null).length;
  const errs = RANKS.flatMap((p) => Object.entries(results[p].errors).map(([s, e]) => `  ${p} ranks, ${s}: ${e}`));
  const pairing = RANKS.map((p) => results[p].mpichRule && `${p} ranks: ${results[p].mpichRule}`).filter(Boolean);
  const head =
    `\n# topo: 2-D 5-point halo exchange on a periodic cartCreate(dimsCreate(p, 2)) grid; each rank sends one face of the given size to each of its 4 neighbours and receives 4.` +
    ` neighborAlltoall: comm.alloc Float64Arrays (zero-copy); plain arrays: ordinary Float64Arrays; by hand: 4 irecv from the cartShift sources + 4 isend + waitAll on the same communicator;` +
    ` MPICH: MPI_Cart_create + MPI_Neighbor_alltoall on MPI_DOUBLE (mpicc -O3, mpiexec -n p). ${rounds} interleaved rounds: in each, a fresh wasmpi world and a fresh MPICH job in turn (alternating which goes first), each timing its first ${FIRST_N} exchanges at every size (the "first calls" table), then warmed up (~${warmMs} ms per method) before ${inner} samples per method and size (~${sampleMs} ms each, the wasmpi methods interleaved);` +
    ` a sample is the slowest rank's mean time per exchange. Ratios are of medians (targets too), with the ratio of mins in brackets. Every received face was checked once per launch before timing.` +
    (pairing.length
      ? ` MPICH's pairing of the two edges to one rank (size-2 or size-1 periodic dims): ${pairing.join(', ')} ("opposite" = as wasmpi: face 2d holds the -1 neighbour's block 2d+1).`
      : '') +
    `\n# targets: 2 ranks, neighborAlltoall <= 1.0x MPICH for 8 B - 1 KB faces and <= 0.5x for 64 KB - 1 MB; 4 ranks on 2 cores, neighborAlltoall <= 0.7x the by-hand isend/irecv halo.` +
    ` Met: ${met} of ${targets.length}${known < targets.length ? ` (${targets.length - known} not measurable)` : ''}.` +
    (RANKS.some((p) => results[p].othersCpu > 0.1)
      ? `\n# WARNING: other processes used more than 10% of the CPU during this run (see each table's title): the figures, and so the targets' verdicts, are not those of an idle machine.`
      : '') +
    (errs.length ? `\n# errors:\n${errs.join('\n')}` : '');

  // One plot: a color per system, a dash per rank count.
  const COLOR = { coll: '#1f77b4', plain: '#9467bd', hand: '#ff7f0e', mpich: '#d62728' };
  const DASH = { 2: undefined, 4: '8 4', 8: '2 3' };
  const SHORT = { coll: 'nbrAlltoall', plain: 'nbrA2A plain', hand: 'by hand', mpich: 'MPICH' };
  const series = [];
  for (const p of RANKS) {
    for (const s of SYSTEMS) {
      const pts = sizes.map((b) => [b, json.ranks[p].sizes[b][s]?.median]).filter(([, y]) => y);
      if (pts.length)
        series.push({
          name: `${SHORT[s]}, ${p} ranks`,
          color: COLOR[s],
          dash: p in DASH ? DASH[p] : '4 1 1 1',
          points: pts,
        });
    }
  }
  writeFileSync(
    join(out, 'topo_halo.svg'),
    linePlot({
      title: '2-D halo exchange (4 neighbours), us per exchange',
      xlabel: 'face size (bytes)',
      ylabel: 'us per exchange',
      series,
    }),
  );
  const emb = embeddingTable();
  tables.push(emb.text);
  json.embedding = emb.json;
  return { text: head + '\n' + tables.join('\n'), json };
}
