// The kernel family: `y += x` (sum) throughput of the core's reduction kernels beside a plain JS
// loop over TypedArrays (what users write today) and the same loop in C (gcc -O3 -march=native,
// and -msse4.2 -mno-avx for WASM SIMD's 128-bit width), all measured in this run. GB/s counts the
// bytes of y per second (the loop reads x and y and writes y: 3x that in memory traffic).
//
// Timing: R interleaved rounds (bench/lib/rounds.mjs); each round runs, in turn, WASM and JS in a
// fresh worker thread (bench/lib/kernel_worker.mjs), the C kernel in a fresh process and the
// 128-bit C kernel in another, each over every type and size: the first calls (the warm-up, as
// many calls as one repetition) timed, then one timed repetition. The tables print median
// (min-max) over the rounds, ratios of medians (and of the best repetitions); the first calls
// have tables of their own; the JSON keeps every repetition.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { interleave, push, stat, withSummaries, ratioOf } from './lib/rounds.mjs';
import { table, fmtSize, g3, spread, ratios, ratioHead, cellsNote } from './lib/table.mjs';
import { linePlot } from './lib/svg.mjs';
import { Datatype, Op } from 'wasmpi';

// the core's codes, as the shell's Datatype and Op carry them (ts/core/abi.ts)
const TYPES = [Datatype.FLOAT32, Datatype.FLOAT64, Datatype.INT32].map((t) => ({
  name: t.name,
  code: t.code,
  ctor: t.ctor.name,
}));
const OP_SUM = Op.sum.code;

function sizesFor(quick) {
  if (quick) return [64 << 10, 1 << 20, 16 << 20];
  const out = [];
  for (let s = 4 << 10; s <= 16 << 20; s *= 2) out.push(s);
  return out;
}

/** One run of WASM and JS in a fresh worker: { [type]: { reduce, reduce3, js: { [size]: { calls, first, runs } } } }. */
function wasmAndJs({ sizes, per }) {
  const w = new Worker(new URL('./lib/kernel_worker.mjs', import.meta.url), {
    workerData: {
      sizes,
      per,
      repeats: 1,
      types: TYPES,
      opSum: OP_SUM,
      wasmUrl: new URL('../wasm/wasmpi.wasm', import.meta.url).href,
    },
  });
  return new Promise((res, rej) => {
    w.once('message', res);
    w.once('error', rej);
  }).finally(() => w.terminate());
}

/** Builds the C kernel with `flags` (`-march=native`: the widest vectors here, AVX2 on x86; or
 * 128-bit SSE4.2, the width WebAssembly SIMD has), once per bench run. */
const builtC = new Map();
function buildC({ outDir, flags, tag }) {
  if (builtC.has(tag)) return builtC.get(tag);
  let r;
  if (spawnSync('sh', ['-c', 'command -v gcc'], { encoding: 'utf8' }).status !== 0)
    r = { skip: 'C kernel: gcc not found, native baseline skipped' };
  else {
    mkdirSync(outDir, { recursive: true });
    const exe = join(outDir, `reduce_kernel_${tag}`);
    const src = fileURLToPath(new URL('./native/reduce_kernel.c', import.meta.url));
    const b = spawnSync('gcc', ['-O3', ...flags, src, '-o', exe], { encoding: 'utf8' });
    r = b.status !== 0 ? { skip: `C kernel: gcc failed: ${b.stderr.trim()}` } : { exe };
  }
  builtC.set(tag, r);
  return r;
}

/** One run of a C kernel: { [type]: { [size]: { calls, first, runs } } }, or { skip }. */
function native({ sizes, per, exe }) {
  const r = spawnSync(exe, [1, per, ...sizes].map(String), { encoding: 'utf8', timeout: 600_000 });
  if (r.status !== 0) return { skip: `C kernel: ${exe} failed: ${r.stderr || r.error}` };
  const out = {};
  for (const l of r.stdout.trim().split('\n')) {
    const { type, size, calls, first, runs } = JSON.parse(l);
    (out[type] ??= {})[size] = { calls, first, runs };
  }
  return out;
}

export async function runKernel({ quick, out, log }) {
  const sizes = sizesFor(quick);
  const per = quick ? 64 << 20 : 256 << 20; // bytes of y per timed repetition (JS: a quarter)
  const rounds = 7;
  const outDir = join(out, 'native');
  const isX86 = process.arch === 'x64' || process.arch === 'ia32';
  const cWide = buildC({ outDir, flags: ['-march=native'], tag: 'native' });
  const cSse = cWide.skip
    ? cWide
    : isX86
      ? buildC({ outDir, flags: ['-mno-avx', '-msse4.2'], tag: 'sse' })
      : { skip: 'C 128-bit kernel: x86 only' };
  if (cWide.skip) log(cWide.skip);
  else if (cSse.skip) log(cSse.skip);
  // run[sys][type][size], first[sys][type][size]: one per round; calls[sys][size]: calls per repetition
  const run = {};
  const first = {};
  const calls = {};
  const errors = {};
  const record = (sys, type, bySize) => {
    for (const [size, r] of Object.entries(bySize)) {
      for (const v of r.runs) push(run, [sys, type, size], v);
      push(first, [sys, type, size], r.first);
      (calls[sys] ??= {})[size] = r.calls;
    }
  };
  const cRun = (sys, c) => (k) => {
    if (c.skip || errors[sys]) return;
    const r = native({ sizes, per, exe: c.exe });
    if (r.skip) {
      errors[sys] = `round ${k + 1}: ${r.skip}`;
      log(r.skip);
    } else for (const [type, bySize] of Object.entries(r)) record(sys, type, bySize);
  };
  await interleave(
    rounds,
    [
      [
        'WASM SIMD and plain JS (a fresh worker)',
        async () => {
          const w = await wasmAndJs({ sizes, per });
          for (const [type, kinds] of Object.entries(w))
            for (const [kind, bySize] of Object.entries(kinds)) record(kind, type, bySize);
        },
      ],
      ['C -O3 -march=native', cRun('c', cWide)],
      ['C -O3 -msse4.2 -mno-avx', cRun('c128', cSse)],
    ],
    { log, label: 'kernel' },
  );

  const cNote =
    "C native = gcc -O3 -march=native (256-bit AVX2 here), C 128 = gcc -O3 -msse4.2 -mno-avx (WASM SIMD's vector width)";
  const S = (sys, type, s) => stat(run, [sys, type, s]);
  const F = (sys, type, s) => stat(first, [sys, type, s]);
  const text = [
    `\n# kernel: ${rounds} interleaved rounds; each round runs WASM and JS in a fresh worker thread, then each C kernel in a fresh process, over all types and sizes: the first calls (as many as one repetition) timed, then one timed repetition of ${per >> 20} MB of y per size (JS: ${per >> 22} MB).`,
    ...TYPES.map(({ name }) =>
      table(
        `kernel y += x (sum), ${name}: GB/s = bytes of y per second; ${cellsNote(rounds, true)}; reduce3 writes z = y + x to a third buffer; ${cNote}; higher is better`,
        [
          'size',
          'WASM reduce',
          'WASM reduce3',
          'C native',
          'C 128',
          'JS loop',
          ratioHead('WASM/C', true),
          ratioHead('WASM/C128', true),
          ratioHead('reduce3/C', true),
          ratioHead('WASM/JS', true),
        ],
        sizes.map((s) => [
          fmtSize(s),
          spread(S('reduce', name, s), g3),
          spread(S('reduce3', name, s), g3),
          spread(S('c', name, s), g3),
          spread(S('c128', name, s), g3),
          spread(S('js', name, s), g3),
          ratios(S('reduce', name, s), S('c', name, s), true),
          ratios(S('reduce', name, s), S('c128', name, s), true),
          ratios(S('reduce3', name, s), S('c', name, s), true),
          ratios(S('reduce', name, s), S('js', name, s), true),
        ]),
      ),
    ),
    table(
      `kernel y += x, first calls: GB/s over the first ${per >> 20} MB of y (JS: ${per >> 22} MB) at each type and size, in order, of each round's fresh worker or process (the warm-up before the figures above; WASM's module is compiled and tiered up in it, JS's loop optimised); ${cellsNote(rounds, true)}`,
      [
        'type',
        'size',
        'WASM reduce',
        'WASM reduce3',
        'C native',
        'C 128',
        'JS loop',
        ratioHead('WASM/C', true),
        ratioHead('WASM/JS', true),
      ],
      TYPES.flatMap(({ name }) =>
        sizes.map((s) => [
          name,
          fmtSize(s),
          spread(F('reduce', name, s), g3),
          spread(F('reduce3', name, s), g3),
          spread(F('c', name, s), g3),
          spread(F('c128', name, s), g3),
          spread(F('js', name, s), g3),
          ratios(F('reduce', name, s), F('c', name, s), true),
          ratios(F('reduce', name, s), F('js', name, s), true),
        ]),
      ),
    ),
    ...(cWide.skip ? [cWide.skip] : cSse.skip ? [cSse.skip] : []),
    ...Object.values(errors),
  ].join('\n');

  const series = (label, sys, type) => ({ name: label, points: sizes.map((s) => [s, S(sys, type, s)?.median]) });
  writeFileSync(
    join(out, 'kernel_sum.svg'),
    linePlot({
      title: `y += x throughput (bytes of y per second, median of ${rounds} rounds)`,
      xlabel: 'bytes of y',
      ylabel: 'GB/s',
      series: [
        series('WASM f32', 'reduce', 'float32'),
        series('C f32', 'c', 'float32'),
        series('C 128-bit f32', 'c128', 'float32'),
        series('JS f32', 'js', 'float32'),
        series('WASM f64', 'reduce', 'float64'),
        series('C f64', 'c', 'float64'),
        series('WASM i32', 'reduce', 'int32'),
      ],
    }),
  );
  const ratioJson = (a, b, get = S) =>
    Object.fromEntries(
      TYPES.map(({ name }) => [
        name,
        Object.fromEntries(sizes.map((s) => [s, ratioOf(get(a, name, s), get(b, name, s), true)])),
      ]),
    );
  return {
    text,
    json: {
      sizes,
      rounds,
      bytesPerRepetition: per,
      definition:
        'GB/s of y: size * calls / seconds; run: one repetition per interleaved round (WASM and JS in a fresh worker, C in a fresh process, in turn); first: the first calls (as many as one repetition) of each round; systems: reduce, reduce3 (WASM), js, c (-march=native), c128 (-msse4.2 -mno-avx)',
      callsPerRepetition: calls,
      run: withSummaries(run),
      first: withSummaries(first),
      ratios: {
        wasmOverC: ratioJson('reduce', 'c'),
        wasmOverC128: ratioJson('reduce', 'c128'),
        reduce3OverC: ratioJson('reduce3', 'c'),
        wasmOverJs: ratioJson('reduce', 'js'),
        firstWasmOverC: ratioJson('reduce', 'c', F),
      },
      ...(cWide.skip ? { cSkipped: cWide.skip } : {}),
      ...(cSse.skip ? { c128Skipped: cSse.skip } : {}),
      ...(Object.keys(errors).length ? { errors } : {}),
    },
  };
}
