// The `wasmpi` command: `wasmpi run -n <ranks> <app.mjs> [args...]`, `wasmpi tune [--explain]`,
// `wasmpi sched` (sched_cmd.ts).
import { availableParallelism } from 'node:os';
import { launch } from './launch.js';
import { version } from '../../index.js';
import { cachePath, loadCachedParams, measureParams, saveParams } from './tune.js';
import { explainTable, formatExplain } from '../../coll/select/explain.js';
import { DEFAULT_PARAMS } from '../../coll/select/params.js';
import { schedCommand } from './sched_cmd.js';

const USAGE = `usage:
  wasmpi run -n <ranks> [--timeout <ms>] [--memory <bytes>] <app.mjs> [args...]
  wasmpi tune [--explain] [-n <ranks>] [--json]
  wasmpi sched --coll <collective> [--alg <name>] -n <ranks> [options] [--check]   (wasmpi sched --help)
  wasmpi --version | --help

run starts <ranks> ranks as worker threads sharing one WebAssembly memory. Each rank imports
<app.mjs>; a default export is called as main(world, args). Exit code 0 when every rank finished.
tune measures the cost-model parameters (alpha, beta, gamma) and caches them in
.cache/wasmpi-tune.json (or $WASMPI_TUNE_CACHE); --explain shows, for <ranks> ranks (default: the
core count), which algorithm each collective gets at 8 B .. 16 MB and every candidate's predicted
cost, from the cache (or the defaults) and $WASMPI_TUNE.`;

function die(msg: string): never {
  process.stderr.write(`wasmpi: ${msg}\n${USAGE}\n`);
  process.exit(2);
}

function positiveInt(flag: string, v: string | undefined): number {
  const n = Number(v);
  if (v === undefined || !Number.isInteger(n) || n < 1)
    die(`${flag} needs a positive integer, got ${v === undefined ? 'nothing' : JSON.stringify(v)}`);
  return n;
}

async function run(argv: string[]): Promise<number> {
  let ranks = 1;
  let timeoutMs: number | undefined;
  let memoryBytes: number | undefined;
  let i = 0;
  for (; i < argv.length; i++) {
    const a = argv[i];
    if (a === '-n' || a === '-np' || a === '--ranks') ranks = positiveInt(a, argv[++i]);
    else if (a === '--timeout') timeoutMs = positiveInt(a, argv[++i]);
    else if (a === '--memory') memoryBytes = positiveInt(a, argv[++i]);
    else if (a.startsWith('-')) die(`unknown option ${a}`);
    else break;
  }
  const app = argv[i];
  if (!app) die('run needs an application module');
  try {
    await launch(app, { ranks, args: argv.slice(i + 1), timeoutMs, memoryBytes });
    return 0;
  } catch (e) {
    const err = e as Error & { rank?: number; errors?: { rank: number; error: Error }[] };
    const list = err.errors ?? [{ rank: err.rank ?? -1, error: err }];
    for (const { rank, error } of list) {
      const code = (error as { code?: string }).code;
      const head = rank >= 0 ? `rank ${rank}: ` : '';
      process.stderr.write(`${head}${code ? `[${code}] ` : ''}${error.stack ?? `${error.name}: ${error.message}`}\n`);
    }
    return 1;
  }
}

async function tune(argv: string[]): Promise<number> {
  let explain = false;
  let json = false;
  let ranks = availableParallelism();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--explain') explain = true;
    else if (a === '--json') json = true;
    else if (a === '-n' || a === '-np' || a === '--ranks') ranks = positiveInt(a, argv[++i]);
    else die(`unknown tune option ${a}`);
  }
  try {
    if (!explain) {
      const { params, source } = await measureParams();
      const path = saveParams(params, source);
      if (json) console.log(JSON.stringify({ path, params, source }, null, 2));
      else {
        console.log(`cost parameters (saved to ${path}):`);
        const show = (k: string, v: number) =>
          k === 'cores'
            ? String(v)
            : k.startsWith('alpha')
              ? `${(v * 1e6).toPrecision(3)} us`
              : `${(1 / v / 1e9).toPrecision(3)} GB/s`;
        for (const [k, v] of Object.entries(params) as [keyof typeof params, number][])
          console.log(`  ${k.padEnd(9)} ${show(k, v).padEnd(11)} ${source[k] ?? ''}`);
      }
      return 0;
    }
    const cached = loadCachedParams();
    const params = cached ?? { ...DEFAULT_PARAMS, cores: availableParallelism() };
    const from = cached ? cachePath() : 'defaults (run `wasmpi tune` to measure)';
    const table = explainTable(ranks, params, process.env.WASMPI_TUNE);
    if (json)
      console.log(
        JSON.stringify({ ranks, params, paramsFrom: from, tune: process.env.WASMPI_TUNE ?? null, ...table }, null, 2),
      );
    else console.log(formatExplain(ranks, params, from, process.env.WASMPI_TUNE, table));
    return 0;
  } catch (e) {
    const err = e as Error & { code?: string };
    process.stderr.write(`wasmpi tune: ${err.code ? `[${err.code}] ` : ''}${err.message}\n`);
    return 2;
  }
}

const [cmd, ...rest] = process.argv.slice(2);
if (cmd === '--version' || cmd === '-v') console.log(version);
else if (cmd === 'run') process.exitCode = await run(rest);
else if (cmd === 'tune') process.exitCode = await tune(rest);
else if (cmd === 'sched') process.exitCode = await schedCommand(rest);
else if (cmd === undefined || cmd === '--help' || cmd === '-h') console.log(USAGE);
else die(`unknown command ${cmd}`);
