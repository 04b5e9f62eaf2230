// The commit family: what the commit protocol (docs/guide/commit.md: request a communicator, declare its
// persistent operations, commit, register DEFERRED buffers, start/wait) buys, beside baselines
// measured in the same run. Three figures:
//   halo: a 2-D 5-point halo exchange on a periodic dimsCreate(p, 2) grid, one float64 face of
//     `bytes` to and from each of the 4 neighbours (bench/ranks/commit_halo.mjs): committed
//     sendInit/recvInit (per size an icartCreate, DEFERRED buffers, commit, comm.alloc + register;
//     startAll + waitAll); the same sendInit/recvInit on a plain cartCreate communicator (persistent
//     without commit); 4 irecv + 4 isend + waitAll; and MPICH with MPI_Send_init/MPI_Recv_init +
//     MPI_Startall/MPI_Waitall on MPI_Cart_create (bench/native/commit_halo.c);
//   allreduce: float32 'sum' (bench/ranks/commit_allreduce.mjs): a committed allreduceInit (idup,
//     DEFERRED buffers, commit, register, start + wait per call) against the blocking
//     world.allreduce, and MPICH's MPI-4 MPI_Allreduce_init + MPI_Start/MPI_Wait
//     (bench/native/commit_allreduce.c; a blocking MPI_Allreduce under an MPI older than 4, said
//     in the table's title); calls back to back (IMB style);
//   reorder: the committed halo at 8 KB faces on 8 ranks of a synthetic 2-package machine, placed
//     'scatter' (launch({ hw, placement })), with icartCreate({ reorder: true }) against reorder:
//     false in one world (bench/ranks/commit_reorder.mjs): the commit's modelled cost (the
//     embedding's hop-bytes beside the identity's) and the measured time per exchange.
// The setup of each way (communicator, declarations, commit, buffers, register; MPICH: the
// communicator and the *_init calls) is timed too, once per launch.
//
// Timing, as the topo family's (bench/topo.mjs): at each rank count (2 and 4 by default, --ranks),
// R interleaved rounds; in each, a fresh wasmpi world and a fresh MPICH job per figure in turn
// (wasmpi first in even rounds, MPICH first in odd ones), so that slow phases of the machine fall on
// both. Each launch checks every received face and every sum once (a wrong one fails the family),
// times the first call at each size (cold, in the JSON) and the mean over the first 10 (the "first
// calls" tables), warms up for about warmMs per method, then takes `inner` samples per method and
// size, the wasmpi methods interleaved (bench/lib/commit_timing.mjs). A sample is the slowest rank's
// mean time per call over back-to-back calls; the tables print median (min-max) over all rounds x
// inner samples, ratios of medians (and of mins); the JSON keeps every sample. The reorder figure
// runs R launches of its own after the rank counts.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import { launch } from 'wasmpi';
import { summary } from './lib/stats.mjs';
import { ratioOf, systemsAt } from './lib/rounds.mjs';
import { cpuSnapshot, othersShare } from './lib/cpu.mjs';
import { table, fmtSize, f, spread, ratios, ratioHead, cellsNote } from './lib/table.mjs';
import { linePlot } from './lib/svg.mjs';
import { buildNative, runNative } from './baselines/mpich.mjs';

const RANKS_DEFAULT = [2, 4];
const FIRST_N = 10; // calls timed as the first calls at each size of each fresh world / job
const REORDER = { ranks: 8, hw: 'package:2 core:4 pu:1', placement: 'scatter', bytes: 8192 };

/** The two figures run at every rank count: their wasmpi methods (as the rank files name them). */
const FIGS = {
  halo: {
    entry: './ranks/commit_halo.mjs',
    native: 'commit_halo',
    methods: ['commit', 'persist', 'plain'],
    label: {
      commit: 'committed sendInit/recvInit',
      persist: 'sendInit/recvInit, no commit',
      plain: 'isend/irecv',
      mpich: 'MPICH Send_init/Recv_init',
    },
    short: { commit: 'committed', persist: 'persistent', plain: 'isend-irecv', mpich: 'MPICH persistent' },
    unit: 'us per exchange (4 faces sent, 4 received, each of `size` bytes)',
  },
  allreduce: {
    entry: './ranks/commit_allreduce.mjs',
    native: 'commit_allreduce',
    methods: ['commit', 'plain'],
    label: {
      commit: 'committed allreduceInit',
      plain: 'world.allreduce',
      mpich: 'MPICH Allreduce_init',
    },
    short: { commit: 'committed', plain: 'allreduce', mpich: 'MPICH persistent' },
    unit: 'us per call (float32 sum of `size` bytes per rank)',
  },
};
const COLOR = { commit: '#1f77b4', persist: '#9467bd', plain: '#ff7f0e', mpich: '#d62728' };
const DASH = { 2: undefined, 4: '8 4', 8: '2 3' };

/** A wrong face or sum reported by either side: fail the family, loudly. */
function wrongResult(e) {
  const msgs = [e?.message, ...(e?.errors ?? []).map((x) => x?.error?.message)].filter(Boolean);
  const wrong = msgs.filter((m) => m.includes('WRONG RESULT'));
  return wrong.find((m) => !m.includes('another rank')) ?? wrong[0]; // the rank that saw it, first
}

const lists = (keys, sizes) => Object.fromEntries(keys.map((s) => [s, Object.fromEntries(sizes.map((b) => [b, []]))]));

export async function runCommit({ quick, out, log, ranks: ranksOpt }) {
  const cores = availableParallelism();
  const RANKS = ranksOpt ?? RANKS_DEFAULT;
  const sizes = quick ? [8, 1024] : [8, 64, 1024, 8192, 65536];
  const rounds = quick ? 3 : 5; // launches of each system, alternated
  const inner = quick ? 2 : 3; // samples per method and size in one launch
  const sampleMs = quick ? 20 : 40;
  const warmMs = quick ? 100 : 250;
  const maxIters = 200_000;
  const timeoutMs = quick ? 60_000 : 180_000;
  const native = {};
  for (const [fig, d] of Object.entries(FIGS)) {
    native[fig] = buildNative(d.native, join(out, 'native'));
    if (native[fig].skip) log(`commit: ${native[fig].skip}`);
  }
  const t0 = performance.now();
  const results = {};
  const cfgOf = (round) => ({ sizes, sampleMs, inner, maxIters, warmMs, firstN: FIRST_N, round });

  for (const ranks of RANKS) {
    const R = (results[ranks] = { othersCpu: undefined });
    for (const [fig, d] of Object.entries(FIGS)) {
      const systems = [...d.methods, 'mpich'];
      // errors: the last failure of each system; stop: a system that timed out (or is missing) is
      // not run again at this rank count, while one that failed otherwise is retried next round
      R[fig] = {
        samples: lists(systems, sizes),
        cold: lists(systems, sizes),
        first: lists(systems, sizes),
        iters: lists(systems, sizes),
        setup: Object.fromEntries([...d.methods.filter((m) => m !== 'plain'), 'mpich'].map((s) => [s, []])),
        errors: {},
        stop: {},
      };
      if (native[fig].skip) {
        R[fig].errors.mpich = native[fig].skip;
        R[fig].stop.mpich = true;
      }
    }
    const cpu0 = cpuSnapshot();

    const runWasmpi = async (fig, round) => {
      const d = FIGS[fig];
      const r = R[fig];
      if (r.stop.wasmpi) return;
      let res;
      try {
        res = await launch(new URL(d.entry, import.meta.url), {
          ranks,
          args: [JSON.stringify(cfgOf(round))],
          memoryBytes: ranks * 16 * sizes.reduce((a, b) => a + b, 0) + (32 << 20),
          timeoutMs,
        });
      } catch (e) {
        const wrong = wrongResult(e);
        if (wrong)
          throw new Error(`commit: wasmpi ${fig} on ${ranks} ranks gave a wrong result: ${wrong}`, { cause: e });
        r.errors.wasmpi = `round ${round + 1}: ${e.code ?? e.name}: ${e.message.split('\n')[0]}`;
        r.stop.wasmpi = /timeout|timed out/i.test(e.message);
        log(`commit: wasmpi ${fig} on ${ranks} ranks failed, ${r.errors.wasmpi}`);
        return;
      }
      const per = res.map((x) => x.value);
      r.warm = per[0].warm;
      if (per[0].dims) r.dims = per[0].dims;
      for (const [k, v] of Object.entries(per[0].setup)) r.setup[k].push(v);
      for (const m of d.methods) {
        for (const b of sizes) {
          r.cold[m][b].push(Math.max(...per.map((v) => v.cold[m][b])));
          r.first[m][b].push(Math.max(...per.map((v) => v.first[m][b])));
          r.iters[m][b].push(per[0].iters[b]);
          per[0].runs[m][b].forEach((_, k) => r.samples[m][b].push(Math.max(...per.map((v) => v.runs[m][b][k]))));
        }
      }
    };

    const runMpich = (fig, round) => {
      const r = R[fig];
      if (r.stop.mpich) return;
      let rows;
      try {
        rows = runNative(native[fig].exe, ranks, [inner, sampleMs, maxIters, warmMs, FIRST_N, ...sizes], {
          timeoutMs,
        });
      } catch (e) {
        const wrong = wrongResult(e);
        if (wrong)
          throw new Error(`commit: MPICH ${fig} on ${ranks} ranks gave a wrong result: ${wrong}`, { cause: e });
        r.errors.mpich = `round ${round + 1}: MPICH: ${e.message.split('\n')[0]}`;
        r.stop.mpich = /timed out/i.test(e.message);
        log(`commit: MPICH ${fig} on ${ranks} ranks failed, ${r.errors.mpich}`);
        rows = e.partial ?? [];
      }
      if (rows.length) r.setup.mpich.push(rows[0].setup);
      for (const row of rows) {
        r.cold.mpich[row.size].push(row.cold);
        r.first.mpich[row.size].push(row.first);
        r.iters.mpich[row.size].push(row.iters);
        r.samples.mpich[row.size].push(...row.runs);
        if (row.call) r.mpichCall = row.call;
      }
    };

    for (let k = 0; k < rounds; k++) {
      log(`commit: ${ranks} ranks, round ${k + 1} of ${rounds} ...`);
      for (const fig of Object.keys(FIGS)) {
        if (k % 2 === 0) {
          await runWasmpi(fig, k);
          runMpich(fig, k);
        } else {
          runMpich(fig, k);
          await runWasmpi(fig, k);
        }
      }
    }
    R.othersCpu = othersShare(cpu0, cpuSnapshot());
    log(`commit: ${ranks} ranks done (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  }

  // The reorder figure: R launches on the synthetic machine.
  const ro = {
    runs: { on: [], off: [] },
    first: { on: [], off: [] },
    cold: { on: [], off: [] },
    commit: { on: [], off: [] },
  };
  ro.iters = [];
  ro.errors = [];
  {
    const cpu0 = cpuSnapshot();
    for (let k = 0; k < rounds; k++) {
      log(
        `commit: reorder on ${REORDER.ranks} ranks ('${REORDER.hw}', ${REORDER.placement}), round ${k + 1} of ${rounds} ...`,
      );
      let res;
      try {
        res = await launch(new URL('./ranks/commit_reorder.mjs', import.meta.url), {
          ranks: REORDER.ranks,
          hw: REORDER.hw,
          placement: REORDER.placement,
          args: [JSON.stringify({ ...cfgOf(k), bytes: REORDER.bytes })],
          memoryBytes: REORDER.ranks * 32 * REORDER.bytes + (32 << 20),
          timeoutMs,
        });
      } catch (e) {
        const wrong = wrongResult(e);
        if (wrong) throw new Error(`commit: wasmpi reorder gave a wrong result: ${wrong}`, { cause: e });
        ro.errors.push(`round ${k + 1}: ${e.code ?? e.name}: ${e.message.split('\n')[0]}`);
        log(`commit: reorder failed, ${ro.errors.at(-1)}`);
        if (/timeout|timed out/i.test(e.message)) break;
        continue;
      }
      const per = res.map((x) => x.value);
      const v0 = per[0];
      ro.dims = v0.dims;
      const b = REORDER.bytes;
      for (const m of ['on', 'off']) {
        ro.cold[m].push(Math.max(...per.map((v) => v.cold[m][b])));
        ro.first[m].push(Math.max(...per.map((v) => v.first[m][b])));
        v0.runs[m][b].forEach((_, i) => ro.runs[m].push(Math.max(...per.map((v) => v.runs[m][b][i]))));
        ro.commit[m].push(v0.commitUs[m]);
      }
      ro.iters.push(v0.iters[b]);
      // the embedding is deterministic: note any launch that differs
      const emb = JSON.stringify(v0.embedding);
      if (ro.embedding !== undefined && JSON.stringify(ro.embedding) !== emb)
        ro.errors.push(`round ${k + 1}: the embedding differs from the first launch's: ${emb}`);
      ro.embedding ??= v0.embedding;
      if (v0.offEmbedding !== null)
        ro.errors.push(
          `round ${k + 1}: reorder: false gave an embedding (want null): ${JSON.stringify(v0.offEmbedding)}`,
        );
      ro.ranksOn = per.map((v) => v.rank.on);
    }
    ro.othersCpu = othersShare(cpu0, cpuSnapshot());
    log(`commit: reorder done (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
  }

  // Figures and ratios.
  const json = {
    cores,
    sizes,
    rounds,
    inner,
    sampleMs,
    warmMs,
    firstCalls: FIRST_N,
    definition:
      'samples: every sample (rounds x inner; the slowest rank per sample), summarised as median, min, max; cold: the first call at each size of each launch; first: the mean over the first `firstCalls` calls of each launch; setup: us to make the communicator, declare or init every size, commit and register (slowest rank), once per launch; ratios of medians (and of mins)',
    figures: Object.fromEntries(Object.entries(FIGS).map(([k, d]) => [k, { units: d.unit, methods: d.label }])),
    ranks: {},
  };
  const tables = [];
  const firstTables = { halo: [], allreduce: [] };
  const setupRows = [];
  const busyNote = (x) =>
    x === undefined ? '' : `; other processes took ${(x * 100).toFixed(0)}% of the machine's CPU meanwhile`;

  for (const ranks of RANKS) {
    const R = results[ranks];
    const jr = (json.ranks[ranks] = { othersCpuShare: R.othersCpu ?? null });
    for (const [fig, d] of Object.entries(FIGS)) {
      const r = R[fig];
      const systems = [...d.methods, 'mpich'];
      const jf = (jr[fig] = {
        ...(fig === 'halo' ? { dims: r.dims ?? null } : { mpichCall: r.mpichCall ?? null }),
        warmup: r.warm ?? null,
        setup: Object.fromEntries(Object.entries(r.setup).map(([s, v]) => [s, { runs: v, ...summary(v) }])),
        ...(Object.keys(r.errors).length ? { errors: r.errors } : {}),
        sizes: {},
      });
      const rows = [];
      for (const b of sizes) {
        const st = Object.fromEntries(systems.map((s) => [s, summary(r.samples[s][b])]));
        const fs = Object.fromEntries(systems.map((s) => [s, summary(r.first[s][b])]));
        jf.sizes[b] = {
          ...systemsAt(systems, r, b, st, fs),
          commitOverPlain: ratioOf(st.commit, st.plain),
          commitOverMpich: ratioOf(st.commit, st.mpich),
          ...(fig === 'halo' ? { commitOverPersist: ratioOf(st.commit, st.persist) } : {}),
          firstCommitOverPlain: ratioOf(fs.commit, fs.plain),
          firstCommitOverMpich: ratioOf(fs.commit, fs.mpich),
        };
        // median (min-max), and [k] when only k of the rounds x inner samples came back
        const cell = (s, sm = st, want = rounds * inner, list = r.samples) => {
          const n = list[s][b].length;
          if (!sm[s])
            return s === 'mpich' && native[fig].skip
              ? 'skipped'
              : r.errors[s === 'mpich' ? 'mpich' : 'wasmpi']
                ? 'error'
                : '-';
          return `${spread(sm[s], (x) => f(x, 2))}${n < want ? ` [${n}]` : ''}`;
        };
        const ratioCells = (sm) => [
          ratios(sm.commit, sm.plain),
          ...(fig === 'halo' ? [ratios(sm.commit, sm.persist)] : []),
          ratios(sm.commit, sm.mpich),
        ];
        rows.push([fmtSize(b), ...systems.map((s) => cell(s)), ...ratioCells(st)]);
        firstTables[fig].push([
          ranks,
          fmtSize(b),
          ...systems.map((s) => cell(s, fs, rounds, r.first)),
          ...ratioCells(fs),
        ]);
      }
      const over = ranks > cores ? `, ${ranks} ranks on ${cores} cores (oversubscribed)` : `, ${ranks} ranks`;
      const what =
        fig === 'halo'
          ? `halo exchange, ${(r.dims ?? []).join('x')} periodic grid${over}: us per exchange`
          : `allreduce, float32 sum${over}: us per call (calls back to back); MPICH: ${r.mpichCall ?? 'MPI_Allreduce_init + MPI_Start/MPI_Wait'}${r.mpichCall && !/init/i.test(r.mpichCall) ? ' (this MPI has no MPI_Allreduce_init)' : ''}`;
      tables.push(
        table(
          `${what}; cells: median (min-max) of ${rounds} interleaved rounds x ${inner} samples ([k]: only k); ratios: of medians, in brackets of the mins${busyNote(R.othersCpu)}; lower is better`,
          [
            fig === 'halo' ? 'face' : 'size',
            ...systems.map((s) => d.label[s]),
            ratioHead(`${d.short.commit}/${d.short.plain}`),
            ...(fig === 'halo' ? [ratioHead('committed/persistent')] : []),
            ratioHead(`${d.short.commit}/MPICH`),
          ],
          rows,
        ),
      );
    }
    const su = (fig, s) => {
      const sm = summary(R[fig].setup[s]);
      if (!sm) return s === 'mpich' && native[fig].skip ? 'skipped' : '-';
      return spread(sm, (x) => f(x / 1000, 2));
    };
    setupRows.push([
      ranks,
      su('halo', 'commit'),
      su('halo', 'persist'),
      su('halo', 'mpich'),
      su('allreduce', 'commit'),
      su('allreduce', 'mpich'),
    ]);
  }

  for (const [fig, d] of Object.entries(FIGS)) {
    const systems = [...d.methods, 'mpich'];
    tables.push(
      table(
        `${fig === 'halo' ? 'halo exchange' : 'allreduce'}, first calls: us per ${fig === 'halo' ? 'exchange' : 'call'} over the first ${FIRST_N} at each size of each fresh world or MPI job (slowest rank, before the warm-up; sizes ascending, after the setup; the first call alone is in the JSON as cold); ${cellsNote(rounds)}`,
        [
          'ranks',
          fig === 'halo' ? 'face' : 'size',
          ...systems.map((s) => d.label[s]),
          ratioHead(`${d.short.commit}/${d.short.plain}`),
          ...(fig === 'halo' ? [ratioHead('committed/persistent')] : []),
          ratioHead(`${d.short.commit}/MPICH`),
        ],
        firstTables[fig],
      ),
    );
  }
  tables.push(
    table(
      `setup: ms to make each way ready, every size's requests (${sizes.length} sizes; the slowest rank; once per launch, a fresh world or job, so the engines' first compilation is in it); ${cellsNote(rounds)}`,
      [
        'ranks',
        'halo: (icartCreate+declare+commit+register) x sizes',
        'cartCreate+sendInit/recvInit',
        'MPICH Cart_create+Send/Recv_init',
        'allreduce: idup+declare+commit+register',
        'MPICH Comm_dup+Allreduce_init',
      ],
      setupRows,
    ),
  );

  // The reorder table.
  const emb = ro.embedding;
  const rst = { on: summary(ro.runs.on), off: summary(ro.runs.off) };
  const cst = { on: summary(ro.commit.on), off: summary(ro.commit.off) };
  const idHop = emb?.identity.hopBytes;
  const hop = { on: emb?.hopBytes, off: idHop };
  const want = rounds * inner;
  const rcell = (m) =>
    rst[m]
      ? `${spread(rst[m], (x) => f(x, 1))}${ro.runs[m].length < want ? ` [${ro.runs[m].length}]` : ''}`
      : ro.errors.length
        ? 'error'
        : '-';
  const reorderRows = ['on', 'off'].map((m) => [
    `reorder: ${m === 'on' ? 'true' : 'false'}`,
    hop[m] ?? '-',
    hop[m] !== undefined && idHop ? `${(hop[m] / idHop).toFixed(3)}x` : '-',
    (m === 'on' ? emb?.dilation.mean : emb?.identity.dilation.mean)?.toFixed(1) ?? '-',
    (m === 'on' ? emb?.congestion?.max : emb?.identity.congestion?.max) ?? '-',
    cst[m] ? spread(cst[m], (x) => f(x / 1000, 1)) : '-',
    rcell(m),
    m === 'on' ? ratios(rst.on, rst.off) : '-',
  ]);
  tables.push(
    table(
      `reorder: the committed halo (${fmtSize(REORDER.bytes)} faces) on ${REORDER.ranks} ranks of a synthetic '${REORDER.hw}' machine, placed '${REORDER.placement}', ${(ro.dims ?? []).join('x')} periodic grid${emb ? `, reordered grid rank -> world rank [${emb.mapping.join(',')}]` : ''}; hop-bytes: the commit's cost model per exchange (comm.embedding.quality; reorder: false has no embedding, its figure is the identity's from the reordering commit's quality.identity); commit: ms for icartCreate + declare + commit + register (slowest rank); time: us per exchange, ${cellsNote(rounds)}. NOTE: this machine has ${cores} cores and no real packages, so the time column cannot show the placement's benefit (${REORDER.ranks} threads share ${cores} cores whatever their ranks), only the cost model can${busyNote(ro.othersCpu)}`,
      [
        'placement',
        'hop-bytes',
        'vs identity',
        'dilation mean',
        'congestion max',
        'commit ms',
        'us per exchange',
        ratioHead('on/off'),
      ],
      reorderRows,
    ),
  );
  json.reorder = {
    ...REORDER,
    dims: ro.dims ?? null,
    embedding: emb ?? null,
    hopBytes: { reorder: hop.on ?? null, identity: idHop ?? null },
    gridRankOfWorldRank: ro.ranksOn ?? null,
    othersCpuShare: ro.othersCpu ?? null,
    iters: ro.iters,
    commitUs: { on: { runs: ro.commit.on, ...cst.on }, off: { runs: ro.commit.off, ...cst.off } },
    time: Object.fromEntries(
      ['on', 'off'].map((m) => [
        m,
        {
          ...rst[m],
          samples: ro.runs[m],
          first: { runs: ro.first[m], ...summary(ro.first[m]) },
          cold: { runs: ro.cold[m], ...summary(ro.cold[m]) },
        },
      ]),
    ),
    onOverOff: ratioOf(rst.on, rst.off),
    ...(ro.errors.length ? { errors: ro.errors } : {}),
  };

  const errs = [
    ...RANKS.flatMap((p) =>
      Object.keys(FIGS).flatMap((fig) =>
        Object.entries(results[p][fig].errors).map(([s, e]) => `  ${p} ranks, ${fig}, ${s}: ${e}`),
      ),
    ),
    ...ro.errors.map((e) => `  reorder: ${e}`),
  ];
  const skipped = [
    ...new Set(
      Object.values(native)
        .map((n) => n.skip)
        .filter(Boolean),
    ),
  ];
  const head =
    `\n# commit: what the commit protocol buys. halo: a 2-D 5-point halo exchange on a periodic dimsCreate(p, 2) grid, one float64 face of the given size to and from each of the 4 neighbours;` +
    ` committed: per size an icartCreate, 4 recvInit + 4 sendInit with DEFERRED buffers ({ datatype: FLOAT64, count }) and its commit(), comm.alloc faces given with register(), an exchange = startAll + waitAll;` +
    ` persistent: the same sendInit/recvInit on a plain cartCreate communicator with comm.alloc faces bound at once; isend/irecv: 4 irecv + 4 isend + waitAll on those faces;` +
    ` MPICH: MPI_Cart_create + MPI_Send_init/MPI_Recv_init, MPI_Startall + MPI_Waitall on MPI_DOUBLE (mpicc -O3, mpiexec -n p).` +
    ` allreduce: float32 sum; committed: idup + allreduceInit(DEFERRED, DEFERRED, 'sum', { datatype: FLOAT32, count }) per size, one commit() (which compiles each schedule), register, start + wait per call; world.allreduce: the blocking call on the same buffers; MPICH: MPI_Comm_dup + MPI_Allreduce_init, MPI_Start + MPI_Wait. Calls back to back (IMB style).` +
    ` ${rounds} interleaved rounds: in each, per figure a fresh wasmpi world and a fresh MPICH job in turn (alternating which goes first), each timing its setup, then its first ${FIRST_N} calls at every size (the "first calls" tables), then warmed up (~${warmMs} ms per method) before ${inner} samples per method and size (~${sampleMs} ms each, the wasmpi methods interleaved);` +
    ` a sample is the slowest rank's mean time per call. Ratios are of medians, with the ratio of mins in brackets. Every received face and every sum was checked once per launch before timing.` +
    (RANKS.some((p) => p > cores)
      ? ` With more ranks than cores MPICH busy-polls and is very slow (milliseconds per call).`
      : '') +
    (skipped.length ? `\n# ${skipped.join('; ')}: the MPICH columns are empty.` : '') +
    ([...RANKS.map((p) => results[p].othersCpu), ro.othersCpu].some((x) => x > 0.1)
      ? `\n# WARNING: other processes used more than 10% of the CPU during this run (see each table's title): the figures are not those of an idle machine.`
      : '') +
    (errs.length ? `\n# errors:\n${errs.join('\n')}` : '');

  // Plots: a color per system, a dash per rank count.
  for (const [fig, d] of Object.entries(FIGS)) {
    const series = [];
    for (const p of RANKS) {
      for (const s of [...d.methods, 'mpich']) {
        const pts = sizes.map((b) => [b, json.ranks[p][fig].sizes[b][s]?.median]).filter(([, y]) => y);
        if (pts.length)
          series.push({
            name: `${d.short[s]}, ${p} ranks`,
            color: COLOR[s],
            dash: p in DASH ? DASH[p] : '4 1 1 1',
            points: pts,
          });
      }
    }
    writeFileSync(
      join(out, `commit_${fig}.svg`),
      linePlot({
        title:
          fig === 'halo'
            ? '2-D halo exchange (4 neighbours): committed vs persistent vs isend/irecv'
            : 'allreduce (float32 sum): committed vs blocking',
        xlabel: fig === 'halo' ? 'face size (bytes)' : 'bytes per rank',
        ylabel: fig === 'halo' ? 'us per exchange' : 'us per call',
        series,
      }),
    );
  }
  return { text: head + '\n' + tables.join('\n'), json };
}
