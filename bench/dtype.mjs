// The dtype family: pack and unpack bandwidth of wasmpi's derived datatypes (Datatype.vector of
// float64 blocks of 8 B, 64 B and 4 KB at stride twice the block, 1 MB and 16 MB packed; the three
// middle faces of a 256^3 float64 array through Datatype.subarray) beside `memory.copy` of the same
// number of bytes in a WebAssembly memory, the plain JS loop users write today and MPICH's
// MPI_Pack/MPI_Unpack of the same datatype (bench/native/mpi_pack.c, `mpiexec -n 1`, when mpicc is
// installed); and derived types through send/recv and collectives beside packing by hand. GB/s
// counts packed bytes per second. wasmpi runs in a world of one rank (bench/ranks/dtype.mjs) so
// that its buffers can live in the shared memory (comm.alloc): outside a world the API has no
// shared allocation.
//
// Timing: R interleaved rounds (bench/lib/rounds.mjs); each round runs, in turn, a fresh wasmpi
// world (pack/unpack), a fresh worker thread for memory.copy and the JS loops
// (bench/lib/dtype_worker.mjs), a fresh MPICH process, and fresh two-rank worlds for the p2p
// (bench/ranks/dtype_p2p.mjs) and collective (bench/ranks/dtype_coll.mjs) tables, whose variants
// are interleaved inside the world too. Each run gives, per figure, the first calls (the first 8
// calls of the case in that fresh world or process, timed as one block: the type's first use) and
// one timed repetition of about `ms` after a warm-up (lib/dtype_cases.mjs rates, rank_rate.mjs
// rankRates). The tables print median (min-max) over the rounds and ratios of medians (and of the
// best repetitions); the first calls have tables of their own; the targets are judged on medians;
// the JSON keeps every repetition.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import * as W from 'wasmpi';
import { dtypeCases } from './lib/dtype_cases.mjs';
import { interleave, push, stat, withSummaries, ratioOf } from './lib/rounds.mjs';
import { table, g3, spread, ratios, ratioHead, cellsNote } from './lib/table.mjs';
import { linePlot } from './lib/svg.mjs';
import { buildNative, runNative } from './baselines/mpich.mjs';

const FIRST_N = 8; // calls timed as the first calls of each figure in each fresh world / process

/** Whether this build of wasmpi has the derived datatypes the family needs. */
function datatypesAvailable() {
  const D = W.Datatype;
  return (
    typeof D?.vector === 'function' &&
    typeof D?.subarray === 'function' &&
    D.FLOAT64 !== undefined &&
    typeof W.pack === 'function' &&
    typeof W.unpack === 'function'
  );
}

/** One run of MPICH's MPI_Pack/MPI_Unpack: { [spec]: { pack: { first, runs }, unpack } }, or { skip }. */
function mpich(cases, { ms, firstN, outDir }) {
  const b = buildNative('mpi_pack', outDir);
  if (b.skip) return { skip: b.skip, unavailable: true };
  try {
    const rows = runNative(b.exe, 1, [1, ms, firstN, ...cases.map((c) => c.spec)], { timeoutMs: 120_000 });
    const bad = rows.filter((r) => !r.ok).map((r) => r.case);
    if (bad.length) return { skip: `MPICH: MPI_Pack/MPI_Unpack check failed for ${bad.join(', ')}` };
    return Object.fromEntries(
      rows.map((r) => [
        r.case,
        { pack: { first: r.packFirst, runs: r.pack }, unpack: { first: r.unpackFirst, runs: r.unpack } },
      ]),
    );
  } catch (e) {
    return { skip: `MPICH: ${e.message.split('\n')[0]}` };
  }
}

/** One run of memory.copy and the JS loops in a fresh worker (bench/lib/dtype_worker.mjs). */
function memcpyAndJs(opts) {
  const w = new Worker(new URL('./lib/dtype_worker.mjs', import.meta.url), {
    workerData: { ...opts, wasmUrl: new URL('../wasm/wasmpi.wasm', import.meta.url).href },
  });
  return new Promise((res, rej) => {
    w.once('message', res);
    w.once('error', rej);
  }).finally(() => w.terminate());
}

/** One run of wasmpi's pack/unpack in a world of one rank: { results, align }. */
async function wasmpi(cases, opts) {
  const shm = Math.max(...cases.map((c) => c.doubles)) * 8 + Math.max(...cases.map((c) => c.bytes));
  // room for the shared buffers and for staging the plain-array runs (the span and the bytes)
  const memoryBytes = Math.ceil((2 * shm + (64 << 20)) / (1 << 20)) << 20;
  const [{ value }] = await W.launch(new URL('./ranks/dtype.mjs', import.meta.url), {
    ranks: 1,
    memoryBytes,
    args: [JSON.stringify({ ...opts, plain: true })],
  });
  return value;
}

/** One run of a two-rank world (dtype_p2p.mjs or dtype_coll.mjs); rank 0's answer. */
async function twoRanks(file, opts, memoryBytes) {
  const res = await W.launch(new URL(file, import.meta.url), {
    ranks: 2,
    ...(memoryBytes ? { memoryBytes } : {}),
    args: [JSON.stringify({ ...opts, reps: 1 })],
  });
  return res[0].value;
}

/** The targets, judged on the median pack figures (ratios of medians). `ceiling` (where given) is the ratio a pack
 * as fast as memory.copy of the same bytes would reach: a target above it is out of reach here;
 * `native`, the ratio MPICH's MPI_Pack (C) reaches. */
function targets(cases, { wp, mem, js, mp, mpich }) {
  const judge = (name, list, value, goal, ceiling, native) => {
    if (!list.length) return { target: name, status: 'not measured' };
    const rows = list.map((c) => ({
      case: c.spec,
      label: `${c.label}, ${sizeLabel(c.bytes)}`,
      value: value(c),
      ceiling: ceiling?.(c),
      native: native?.(c),
    }));
    if (rows.some((r) => r.value === undefined)) return { target: name, status: 'not measured', rows };
    const worst = rows.reduce((a, b) => (b.value < a.value ? b : a));
    const missed = rows.filter((r) => r.value < goal);
    return {
      target: name,
      status: missed.length ? 'MISSED' : 'met',
      goal,
      worst,
      missed: missed.map((r) => r.case),
      rows,
    };
  };
  const over = (a, b) => (a && b ? a / b : undefined);
  return [
    judge(
      'pack of blocks >= 64 B at >= 0.7x memory.copy',
      cases.filter((c) => c.block >= 64),
      (c) => over(wp(c), mem(c)),
      0.7,
    ),
    judge(
      'pack of 8-byte blocks >= 10x the plain JS loop',
      cases.filter((c) => c.block === 8),
      (c) => over(wp(c), js(c)),
      10,
      (c) => over(mem(c), js(c)),
      (c) => over(mp(c), js(c)),
    ),
    judge("pack at least as fast as MPICH's MPI_Pack", mpich ? cases : [], (c) => over(wp(c), mp(c)), 1),
  ];
}

const note = (parts) => (parts.some(Boolean) ? ` (${parts.filter(Boolean).join(', ')})` : '');
const sizeLabel = (b) => (b >= 1 << 20 ? `${b >> 20} MB` : `${b >> 10} KB`);

export async function runDtype({ quick, out, log }) {
  const cases = dtypeCases();
  const rounds = quick ? 5 : 9;
  const opts = { ms: quick ? 15 : 25, firstN: FIRST_N };
  // run[sys][spec][op] and first[sys][spec][op]: one per round. Systems: wasmpi (comm.alloc
  // buffers), plain (wasmpi, ordinary TypedArrays), memcpy (by packed bytes, op 'copy'), js, mpich.
  const run = {};
  const first = {};
  const p2p = { run: {}, first: {} }; // [spec][variant]
  const coll = { run: {}, first: {}, bytes: {} }; // [call][variant]
  const skip = {}; // system -> why it is not (or no longer) run
  let align;
  /** Records one run's { first, runs } of a figure under `keys` in `into` ({ run, first } trees). */
  const rec = (into, keys, r) => {
    for (const v of [r.runs].flat()) push(into.run, keys, v);
    push(into.first, keys, r.first);
  };
  const main = { run, first };
  if (!datatypesAvailable()) {
    const why =
      'wasmpi datatypes not available (this build of wasmpi has no Datatype.vector/subarray or pack/unpack): wasmpi columns skipped';
    skip.wasmpi = why;
    skip.p2p = 'wasmpi datatypes not available: p2p table skipped';
    skip.coll = 'wasmpi datatypes not available: coll table skipped';
    log(why);
  }
  const guarded = (sys, what, fn) => async (k) => {
    if (skip[sys]) return;
    try {
      await fn(k);
    } catch (e) {
      skip[sys] = `${what} failed in round ${k + 1}: ${e.message.split('\n')[0]}`;
      log(`dtype: ${skip[sys]}`);
    }
  };

  await interleave(
    rounds,
    [
      [
        'wasmpi pack/unpack (a world of one rank)',
        guarded('wasmpi', 'wasmpi datatypes', async () => {
          const v = await wasmpi(cases, opts);
          align = v.align;
          for (const [spec, r] of Object.entries(v.results)) {
            for (const op of ['pack', 'unpack']) {
              rec(main, ['wasmpi', spec, op], r.shm[op]);
              if (r.plain) rec(main, ['plain', spec, op], r.plain[op]);
            }
          }
        }),
      ],
      [
        'memory.copy and plain JS loops (a fresh worker)',
        guarded('js', 'memory.copy and JS loops', async () => {
          const v = await memcpyAndJs(opts);
          for (const [bytes, r] of Object.entries(v.memcpy)) rec(main, ['memcpy', bytes, 'copy'], r);
          for (const [spec, r] of Object.entries(v.js))
            for (const op of ['pack', 'unpack']) rec(main, ['js', spec, op], r[op]);
        }),
      ],
      [
        'MPICH MPI_Pack/MPI_Unpack (mpiexec -n 1)',
        async (k) => {
          if (skip.mpich) return;
          const mp = mpich(cases, { ...opts, outDir: join(out, 'native') });
          if (mp.skip) {
            skip.mpich = mp.unavailable ? mp.skip : `round ${k + 1}: ${mp.skip}`;
            log(mp.skip);
            return;
          }
          for (const [spec, r] of Object.entries(mp))
            for (const op of ['pack', 'unpack']) rec(main, ['mpich', spec, op], r[op]);
        },
      ],
      [
        'wasmpi point-to-point with derived types (two ranks)',
        guarded('p2p', 'wasmpi p2p datatypes', async () => {
          // two 128 MiB sources (the 256^3 faces) and their buffers
          const v = await twoRanks('./ranks/dtype_p2p.mjs', opts, 640 << 20);
          for (const [spec, byVariant] of Object.entries(v))
            for (const [variant, r] of Object.entries(byVariant)) rec(p2p, [spec, variant], r);
        }),
      ],
      [
        'wasmpi collectives with derived types (two ranks)',
        guarded('coll', 'wasmpi collectives with datatypes', async () => {
          const v = await twoRanks('./ranks/dtype_coll.mjs', opts);
          for (const [name, { bytes, ...byVariant }] of Object.entries(v)) {
            coll.bytes[name] = bytes;
            for (const [variant, r] of Object.entries(byVariant)) rec(coll, [name, variant], r);
          }
        }),
      ],
    ],
    { log, label: 'dtype' },
  );

  const S = (sys, key, op) => stat(run, [sys, key, op]);
  const F = (sys, key, op) => stat(first, [sys, key, op]);
  const mem = (c, get = S) => get('memcpy', c.bytes, 'copy');
  const cols = (get, op, c) => {
    const x = get('wasmpi', c.spec, op);
    return {
      cells: [
        spread(x, g3),
        spread(get('plain', c.spec, op), g3),
        spread(mem(c, get), g3),
        spread(get('js', c.spec, op), g3),
        spread(get('mpich', c.spec, op), g3),
      ],
      ratios: [
        ratios(x, mem(c, get), true),
        ratios(x, get('js', c.spec, op), true),
        ratios(x, get('mpich', c.spec, op), true),
      ],
    };
  };
  const systemsHead = ['wasmpi', 'wasmpi plain', 'memory.copy', 'JS loop', 'MPICH'];
  const ratioHeads = [ratioHead('wasmpi/memcpy', true), ratioHead('wasmpi/JS', true), ratioHead('wasmpi/MPICH', true)];

  const tableOf = (op) =>
    table(
      `dtype ${op}: GB/s of packed bytes (one repetition of ~${opts.ms} ms per round after a warm-up); ${cellsNote(rounds, true)}; vectors of float64 blocks at stride 2x the block; ` +
        'faces of a 256^3 float64 array (Datatype.subarray, C order [z][y][x]); wasmpi = buffers in shared memory (comm.alloc in a world of one rank: ' +
        "the engine works in place), wasmpi plain = ordinary TypedArrays (staged through the world's memory); memory.copy = a contiguous copy of the " +
        `same bytes in a WebAssembly memory; JS = a plain loop over Float64Arrays; MPICH = MPI_${op === 'pack' ? 'Pack' : 'Unpack'} of the same datatype ` +
        '(mpiexec -n 1); higher is better',
      ['case', 'packed', ...systemsHead, ...ratioHeads],
      cases.map((c) => {
        const r = cols(S, op, c);
        return [c.label, sizeLabel(c.bytes), ...r.cells, ...r.ratios];
      }),
    );
  const firstTable = table(
    `dtype pack and unpack, first calls: GB/s over the first ${FIRST_N} calls of each case in each round's fresh world / worker / process (cases in the order below, pack then unpack; memory.copy: the first ${FIRST_N} copies of the bytes); ${cellsNote(rounds, true)}`,
    ['op', 'case', 'packed', ...systemsHead, ...ratioHeads],
    ['pack', 'unpack'].flatMap((op) =>
      cases.map((c) => {
        const r = cols(F, op, c);
        return [op, c.label, sizeLabel(c.bytes), ...r.cells, ...r.ratios];
      }),
    ),
  );

  const wp = (c) => S('wasmpi', c.spec, 'pack')?.median;
  const t = targets(cases, {
    wp,
    mem: (c) => mem(c)?.median,
    js: (c) => S('js', c.spec, 'pack')?.median,
    mp: (c) => S('mpich', c.spec, 'pack')?.median,
    mpich: !skip.mpich && Object.keys(run.mpich ?? {}).length > 0,
  });
  const targetText = [
    `\n# dtype targets (pack, wasmpi with shared-memory buffers; ratios of medians over ${rounds} rounds)`,
    ...t.map((r) => {
      if (r.status === 'not measured')
        return `- ${r.target}: not measured${skip.wasmpi ? ' (wasmpi datatypes not available)' : skip.mpich && r.target.includes('MPICH') ? ' (no MPICH)' : ''}`;
      const detail =
        r.status === 'met'
          ? `worst ${r.worst.value.toFixed(2)}x (${r.worst.label})`
          : `${r.missed.length} of ${r.rows.length} cases below ${r.goal}x: ${r.rows
              .filter((x) => x.value < r.goal)
              .map(
                (x) =>
                  `${x.label} ${x.value.toFixed(2)}x` +
                  note([
                    x.ceiling !== undefined &&
                      x.ceiling < r.goal &&
                      `out of reach here: memory.copy of these bytes is ${x.ceiling.toFixed(2)}x the JS loop`,
                    x.native !== undefined && x.native < r.goal && `MPICH's MPI_Pack reaches ${x.native.toFixed(2)}x`,
                  ]),
              )
              .join('; ')}`;
      return `- ${r.target}: ${r.status}, ${detail}`;
    }),
  ].join('\n');

  const P = (get, spec, v) => stat(get === S ? p2p.run : p2p.first, [spec, v]);
  const p2pCases = cases.filter((c) => p2p.run[c.spec]);
  const p2pTable = (get, title) =>
    table(
      title,
      [
        'case',
        'bytes',
        'derived -> contig',
        'derived -> derived',
        'pack + send',
        'contiguous',
        'memory.copy',
        ratioHead('vs pack + send', true),
        ratioHead('vs contiguous', true),
      ],
      p2pCases.map((c) => [
        c.label,
        sizeLabel(c.bytes),
        spread(P(get, c.spec, 'derivedToContig'), g3),
        spread(P(get, c.spec, 'derivedToDerived'), g3),
        spread(P(get, c.spec, 'packThenSend'), g3),
        spread(P(get, c.spec, 'contig'), g3),
        spread(mem(c, get), g3),
        ratios(P(get, c.spec, 'derivedToContig'), P(get, c.spec, 'packThenSend'), true),
        ratios(P(get, c.spec, 'derivedToContig'), P(get, c.spec, 'contig'), true),
      ]),
    );
  const p2pText = skip.p2p
    ? skip.p2p
    : [
        p2pTable(
          S,
          `dtype p2p: GB/s of packed bytes per round trip (rank 0 sends one item from comm.alloc memory, rank 1 receives it and answers with an ` +
            `empty message; the four variants interleaved in each round's fresh two-rank world, one repetition each); ${cellsNote(rounds, true)}; derived -> contiguous: rank 1 receives into a contiguous Float64Array (from 64-byte blocks ` +
            "up the receiver packs straight from the sender's buffer: one copy; shorter blocks: the sender packs into staging, the receiver copies); " +
            'derived -> derived: received with the same type; pack + send: pack() into a contiguous buffer and send that (what users do without ' +
            'derived types); contiguous: a send of the same bytes already contiguous (the floor: one copy); memory.copy of the bytes for scale',
        ),
        p2pTable(
          F,
          `dtype p2p, first calls: GB/s over the first ${FIRST_N} round trips of each variant in each round's fresh world (memory.copy: its first ${FIRST_N} copies); ${cellsNote(rounds, true)}`,
        ),
      ].join('\n');
  const C = (get, name, v) => stat(get === S ? coll.run : coll.first, [name, v]);
  const collTable = (get, title) =>
    table(
      title,
      [
        'call',
        'bytes',
        'derived',
        'by hand',
        'contiguous',
        ratioHead('derived / by hand', true),
        ratioHead('derived / contiguous', true),
      ],
      Object.keys(coll.run).map((name) => [
        name.replace(':', ' of a '),
        sizeLabel(coll.bytes[name]),
        spread(C(get, name, 'derived'), g3),
        spread(C(get, name, 'byHand'), g3),
        spread(C(get, name, 'contig'), g3),
        ratios(C(get, name, 'derived'), C(get, name, 'byHand'), true),
        ratios(C(get, name, 'derived'), C(get, name, 'contig'), true),
      ]),
    );
  const collText = skip.coll
    ? skip.coll
    : [
        collTable(
          S,
          `dtype coll: GB/s of one rank's packed bytes per call, 2 ranks (the three variants interleaved in each round's fresh world, one repetition each); ${cellsNote(rounds, true)}; allgather of each rank's 256 x 256 interior of a ` +
            'float64 tile with a one-element halo (Datatype.subarray as sendtype, received contiguous); allreduce (sum) of a 512 KB column block ' +
            '(Datatype.vector(8192, 8, 64, FLOAT64): 64-byte blocks) into the same block of another matrix; derived = the type passed to the ' +
            'collective; by hand = pack(), the collective on the packed bytes, unpack() of a strided result; contiguous = the collective on data ' +
            'already contiguous (the floor)',
        ),
        collTable(
          F,
          `dtype coll, first calls: GB/s over the first ${FIRST_N} calls of each variant in each round's fresh world; ${cellsNote(rounds, true)}`,
        ),
      ].join('\n');
  const text = [
    `\n# dtype: ${rounds} interleaved rounds; each round runs a fresh wasmpi world, a fresh worker (memory.copy, JS loops), a fresh MPICH process and fresh two-rank worlds (p2p, collectives) in turn; per figure the first ${FIRST_N} calls are timed (the "first calls" tables), then one repetition of ~${opts.ms} ms after a warm-up.`,
    tableOf('pack'),
    tableOf('unpack'),
    firstTable,
    p2pText,
    collText,
    targetText,
    ...(skip.wasmpi ? [skip.wasmpi] : []),
    ...(skip.js ? [skip.js] : []),
    ...(skip.mpich ? [skip.mpich] : []),
  ].join('\n');

  // plots: GB/s against the contiguous block (bytes), one line per system and packed size (medians)
  const vec = (bytes) => cases.filter((c) => c.kind === 'vector' && c.bytes === bytes);
  const faces = cases.filter((c) => c.kind === 'subarray');
  const line = (name, list, get, color, dash) => ({ name, color, dash, points: list.map((c) => [c.block, get(c)]) });
  for (const op of ['pack', 'unpack']) {
    const m = (sys) => (c) => S(sys, c.spec, op)?.median;
    writeFileSync(
      join(out, `dtype_${op}.svg`),
      linePlot({
        title: `${op}: GB/s of packed bytes (median of ${rounds} rounds)`,
        xlabel: 'contiguous block (bytes); vectors at stride 2x, 256^3 faces x, y, z',
        ylabel: 'GB/s',
        series: [
          line('wasmpi vec 16M', vec(16 << 20), m('wasmpi'), '#1f77b4'),
          line('wasmpi vec 1M', vec(1 << 20), m('wasmpi'), '#1f77b4', '6,4'),
          line('wasmpi faces', faces, m('wasmpi'), '#1f77b4', '2,3'),
          line('MPICH vec 16M', vec(16 << 20), m('mpich'), '#d62728'),
          line('MPICH vec 1M', vec(1 << 20), m('mpich'), '#d62728', '6,4'),
          line('MPICH faces', faces, m('mpich'), '#d62728', '2,3'),
          line('JS vec 16M', vec(16 << 20), m('js'), '#2ca02c'),
          line('JS faces', faces, m('js'), '#2ca02c', '2,3'),
          line('memory.copy 16M', vec(16 << 20), (c) => mem(c)?.median, '#7f7f7f'),
          line('memory.copy 1M', vec(1 << 20), (c) => mem(c)?.median, '#7f7f7f', '6,4'),
        ],
      }),
    );
  }
  const ratioJson = (a, b) =>
    Object.fromEntries(
      cases.map((c) => [
        c.spec,
        Object.fromEntries(
          ['pack', 'unpack'].map((op) => [
            op,
            ratioOf(S(a, c.spec, op), b === 'memcpy' ? mem(c) : S(b, c.spec, op), true),
          ]),
        ),
      ]),
    );
  return {
    text,
    json: {
      definition:
        'GB/s of packed bytes: bytes * calls / seconds, one item of each type per call; run: one repetition per interleaved round (systems in turn, each a fresh world/worker/process); first: the first `firstCalls` calls of each round; summaries: median, min, max; systems: wasmpi (comm.alloc buffers), plain (wasmpi on ordinary TypedArrays), memcpy (by packed bytes), js, mpich',
      rounds,
      settings: { ms: opts.ms, firstCalls: FIRST_N },
      cases: cases.map(({ spec, label, kind, block, bytes, doubles, args }) => ({
        spec,
        label,
        kind,
        block,
        bytes,
        sourceBytes: doubles * 8,
        args,
      })),
      run: withSummaries(run),
      first: withSummaries(first),
      wasmpiAlign: align, // byteOffset % 64 of the shared source and packed buffers
      ratios: {
        wasmpiOverMemcpy: ratioJson('wasmpi', 'memcpy'),
        wasmpiOverJs: ratioJson('wasmpi', 'js'),
        wasmpiOverMpich: ratioJson('wasmpi', 'mpich'),
      },
      p2p: skip.p2p ? { skipped: skip.p2p } : { run: withSummaries(p2p.run), first: withSummaries(p2p.first) },
      coll: skip.coll
        ? { skipped: skip.coll }
        : { bytes: coll.bytes, run: withSummaries(coll.run), first: withSummaries(coll.first) },
      ...(Object.keys(skip).length ? { skipped: skip } : {}),
      targets: t,
    },
  };
}
