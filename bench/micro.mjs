#!/usr/bin/env node
// node bench/micro.mjs --old PATH [--rounds 7] [--reps 5] [--ms 100]: the warm microbench of two
// builds side by side: p2p, allreduce and bcast of 8 B at 2 ranks (bench/ranks/micro.mjs), for the
// build at PATH (another checkout, or its dist/ folder) and this checkout's (dist/, as
// `npm run build` left it). Neither is rebuilt.
//
// A change to the hot path moves these figures by a few percent, less than a shared machine drifts
// between two runs, so the two builds are not timed in two blocks, one after the other: each of
// `rounds` rounds launches a fresh world of the old build, then one of the new (lib/rounds.mjs
// interleave: A B A B ...), and each world times `reps` repetitions of every figure after its
// warm-up (lib/rank_rate.mjs). The table prints per figure the min and median over all
// repetitions of each build (us per call; p2p one way, half a round trip) and the ratio new/old of
// the medians, that of the mins in brackets.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cpus } from 'node:os';
import { launch as launchNew } from 'wasmpi';
import { BYTES } from './ranks/micro.mjs';
import { interleave, push, stat } from './lib/rounds.mjs';
import { table, f, ratios, ratioHead } from './lib/table.mjs';
import { cpuSnapshot, othersShare } from './lib/cpu.mjs';

const argv = process.argv.slice(2);
const opt = (name, dflt) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : dflt);
const count = (name, dflt) => {
  const n = Number(opt(name, dflt));
  if (!Number.isInteger(n) || n < 1) {
    console.error(`${name} wants a whole number >= 1, got ${opt(name)}`);
    process.exit(2);
  }
  return n;
};
const oldArg = opt('--old', undefined);
if (!oldArg) {
  console.error('usage: node bench/micro.mjs --old PATH [--rounds 7] [--reps 5] [--ms 100]');
  console.error('  PATH: another checkout (built) or its dist/ folder, timed against this one');
  process.exit(2);
}
const rounds = count('--rounds', 7);
const cfg = { reps: count('--reps', 5), ms: count('--ms', 100), firstN: 100 };

/** The old build's entry: PATH/dist/index.mjs, or PATH/index.mjs when PATH is a dist/ folder. */
const oldEntry = [join(oldArg, 'dist', 'index.mjs'), join(oldArg, 'index.mjs')].map((p) => resolve(p)).find(existsSync);
if (!oldEntry) {
  console.error(`--old ${oldArg}: no dist/index.mjs there (build that checkout first)`);
  process.exit(2);
}
const { launch: launchOld } = await import(pathToFileURL(oldEntry).href);
const log = (msg) => process.stderr.write(`[micro ${(performance.now() / 1000).toFixed(1)}s] ${msg}\n`);

const FIGURES = [
  ['p2p', 'p2p latency (one way)', 0.5],
  ['allreduce', 'allreduce f32', 1],
  ['bcast', 'bcast', 1],
];
/** us per call from rankRates' GB/s of BYTES per call; `per`: the share of a call a figure counts. */
const usOf = (gbps, per) => (BYTES / (gbps * 1e9)) * 1e6 * per;

const runs = {}; // runs[build][figure]: us per call, every repetition of every round
const world = (build, launch) => async () => {
  const [{ value }] = await launch(new URL('./ranks/micro.mjs', import.meta.url), {
    ranks: 2,
    args: [JSON.stringify(cfg)],
  });
  for (const [fig, , per] of FIGURES) for (const gbps of value[fig].runs) push(runs, [build, fig], usOf(gbps, per));
};

console.log(
  `wasmpi micro: ${cpus()[0]?.model}, Node ${process.version}; old ${oldEntry}, new ${fileURLToPath(import.meta.resolve('wasmpi'))}`,
);
const t0 = performance.now();
const cpu0 = cpuSnapshot();
await interleave(
  rounds,
  [
    ['old', world('old', launchOld)],
    ['new', world('new', launchNew)],
  ],
  { log, label: 'micro' },
);
const others = othersShare(cpu0, cpuSnapshot());

const f3 = (x) => f(x, 3);
console.log(
  table(
    `2 ranks, ${BYTES} B, warm: us per call, min / median over ${rounds} interleaved rounds x ${cfg.reps} repetitions; ratio of medians, in brackets of the mins`,
    ['figure', 'old min', 'old median', 'new min', 'new median', ratioHead('new/old')],
    FIGURES.map(([fig, label]) => {
      const o = stat(runs, ['old', fig]);
      const n = stat(runs, ['new', fig]);
      return [label, f3(o?.min), f3(o?.median), f3(n?.min), f3(n?.median), ratios(n, o)];
    }),
  ),
);
console.log(
  `\n# ${((performance.now() - t0) / 1000).toFixed(0)} s` +
    (others === undefined ? '' : `; other processes took ${(others * 100).toFixed(0)}% of the machine's CPU meanwhile`),
);
