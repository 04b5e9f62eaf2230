// The `wasmpi` command: `wasmpi run -n <ranks> <app.mjs> [args...]`.
import { launch } from './launch.js';
import { version } from '../../index.js';

const USAGE = `usage:
  wasmpi run -n <ranks> [--timeout <ms>] [--memory <bytes>] <app.mjs> [args...]
  wasmpi --version | --help

run starts <ranks> ranks as worker threads sharing one WebAssembly memory. Each rank imports
<app.mjs>; a default export is called as main(world, args). Exit code 0 when every rank finished.`;

function die(msg: string): never {
  process.stderr.write(`wasmpi: ${msg}\n${USAGE}\n`);
  process.exit(2);
}

function positiveInt(flag: string, v: string | undefined): number {
  const n = Number(v);
  if (v === undefined || !Number.isInteger(n) || n < 1) die(`${flag} needs a positive integer, got ${v === undefined ? 'nothing' : JSON.stringify(v)}`);
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

const [cmd, ...rest] = process.argv.slice(2);
if (cmd === '--version' || cmd === '-v') console.log(version);
else if (cmd === 'run') process.exitCode = await run(rest);
else if (cmd === undefined || cmd === '--help' || cmd === '-h') console.log(USAGE);
else die(`unknown command ${cmd}`);
