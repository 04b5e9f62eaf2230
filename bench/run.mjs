#!/usr/bin/env node
// npm run bench [-- --quick] [--only p2p,coll] [--out DIR] [--algorithm NAME] [--ranks 2,4,8]: prints
// tables with same-run baselines, writes DIR/<family>.json and SVG plots. --algorithm is passed to
// the wasmpi collectives as { algorithm }; --ranks sets the coll, topo, commit and browser families'
// rank counts.
//
// How the figures are taken (bench/lib/rounds.mjs): absolute times on a shared machine drift
// several-fold between runs and within one, so each family runs its systems (wasmpi and the
// baselines) in R interleaved rounds, each round one run of every system in turn (a fresh world,
// worker or process each), each run one repetition of every figure after a warm-up. The warm-up is
// timed too and reported as the "first calls" (the first N calls at each size, N stated). Tables
// print `median (min-max)` over the repetitions; ratio columns divide medians, with the ratio of
// the best repetitions (mins of times, maxes of rates) in brackets. The JSON keeps every
// repetition. Each family ends with the time it took and the share of the CPU that other processes
// used meanwhile.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, availableParallelism, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runP2P } from './p2p.mjs';
import { runKernel } from './kernel.mjs';
import { runColl } from './coll.mjs';
import { runDtype } from './dtype.mjs';
import { runTopo } from './topo.mjs';
import { runCommit } from './commit.mjs';
import { runBrowser } from './browser.mjs';
import { runNet } from './net.mjs';
import { runRma } from './rma.mjs';
import { cpuSnapshot, othersShare } from './lib/cpu.mjs';

const FAMILIES = {
  p2p: runP2P,
  coll: runColl,
  kernel: runKernel,
  dtype: runDtype,
  topo: runTopo,
  commit: runCommit,
  browser: runBrowser,
  net: runNet,
  rma: runRma,
};
const argv = process.argv.slice(2);
const quick = argv.includes('--quick');
const opt = (name, dflt) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : dflt);
const only = opt('--only', Object.keys(FAMILIES).join(',')).split(',');
const out = resolve(opt('--out', fileURLToPath(new URL('./results', import.meta.url))));
mkdirSync(out, { recursive: true });
const log = (msg) => process.stderr.write(`[bench ${(performance.now() / 1000).toFixed(1)}s] ${msg}\n`);

const machine = {
  cpu: cpus()[0]?.model,
  cores: availableParallelism(),
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  node: process.version,
  date: new Date().toISOString(),
  quick,
};
console.log(`wasmpi bench: ${machine.cpu}, ${machine.cores} cores, Node ${machine.node}${quick ? ' (quick)' : ''}`);
for (const name of only) {
  const fam = FAMILIES[name];
  if (!fam) {
    console.error(`unknown family ${name}; known: ${Object.keys(FAMILIES).join(', ')}`);
    process.exit(2);
  }
  const ranks = opt('--ranks', undefined)?.split(',').map(Number);
  if (ranks && !ranks.every((r) => Number.isInteger(r) && r >= 2)) {
    console.error(`--ranks wants rank counts >= 2 separated by commas, got ${opt('--ranks')}`);
    process.exit(2);
  }
  const t0 = performance.now();
  const cpu0 = cpuSnapshot();
  const { text, json } = await fam({ quick, out, log, algorithm: opt('--algorithm', undefined), ranks });
  const seconds = (performance.now() - t0) / 1000;
  const others = othersShare(cpu0, cpuSnapshot());
  console.log(text);
  console.log(
    `\n# ${name}: ${seconds.toFixed(0)} s` +
      (others === undefined
        ? ''
        : `; other processes took ${(others * 100).toFixed(0)}% of the machine's CPU meanwhile`),
  );
  const took = { seconds, othersCpuShare: others ?? null };
  writeFileSync(join(out, `${name}.json`), JSON.stringify({ machine, took, ...json }, null, 1));
  log(`${name}: wrote ${join(out, `${name}.json`)} and SVG plots`);
}
