#!/usr/bin/env node
// npm run bench [-- --quick] [--only p2p,coll] [--out DIR] [--algorithm NAME] [--ranks 2,4,8]: prints
// tables with same-run baselines, writes DIR/<family>.json and SVG plots. --algorithm is passed to
// the wasmpi collectives as { algorithm }; --ranks sets the coll family's rank counts.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, availableParallelism, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runP2P } from './p2p.mjs';
import { runKernel } from './kernel.mjs';
import { runColl } from './coll.mjs';
import { runDtype } from './dtype.mjs';
import { runTopo } from './topo.mjs';

const FAMILIES = { p2p: runP2P, coll: runColl, kernel: runKernel, dtype: runDtype, topo: runTopo };
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
  const { text, json } = await fam({ quick, out, log, algorithm: opt('--algorithm', undefined), ranks });
  console.log(text);
  writeFileSync(join(out, `${name}.json`), JSON.stringify({ machine, ...json }, null, 1));
  log(`${name}: wrote ${join(out, `${name}.json`)} and SVG plots`);
}
