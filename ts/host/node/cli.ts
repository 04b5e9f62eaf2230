// The `wasmpi` command: `wasmpi run -n <ranks> <app.mjs> [args...]`, `wasmpi tune [--explain]`,
// `wasmpi sched` (sched_cmd.ts), `wasmpi probe` and `wasmpi embed` (probe_cmd.ts), `wasmpi serve`
// (serve.ts).
import { availableParallelism } from 'node:os';
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { int, parse, UsageError } from './cli_args.js';
import { launch, typeScriptFlag } from './launch.js';
import { version } from '../../index.js';
import { cachePath, loadCachedParams, measureParams, saveParams } from './tune.js';
import { explainTable, formatExplain } from '../../coll/select/explain.js';
import { DEFAULT_PARAMS } from '../../coll/select/params.js';
import { schedCommand } from './sched_cmd.js';
import { embedCommand, probeCommand } from './probe_cmd.js';
import { serve } from './serve.js';
import { WasmpiError } from '../../errors.js';
import { runMpiexec, runProcs, type HydraPlacement } from './procs.js';
import { inJob } from './job.js';
import { abortExitStatus } from '../../core/abort.js';

const USAGE = `usage:
  wasmpi run -n <ranks> [--procs <p> [--mpiexec]] [--timeout <ms>] [--memory <bytes>] <app.mjs> [args...]
  wasmpi tune [--explain] [-n <ranks>] [--json]
  wasmpi sched --coll <collective> [--alg <name>] -n <ranks> [options] [--check]
  wasmpi probe [--json | --svg FILE] [--synthetic SPEC | --xml FILE | --lstopo]
  wasmpi embed --topology cart:4x4 [--hw 'package:2 core:8'] [--placement scatter]
  wasmpi serve [dir] [--port <n>] [--host <host>] [--dotfiles]
  wasmpi --version | --help         (wasmpi <command> --help for one command)

run starts <ranks> ranks as worker threads sharing one WebAssembly memory. Each rank imports
<app.mjs>; a default export is called as main(world, args). Exit code 0 when every rank finished.
tune measures the cost-model parameters (alpha, beta, gamma) and caches them in
.cache/wasmpi-tune.json (or $WASMPI_TUNE_CACHE); --explain shows, for <ranks> ranks (default: the
core count), which algorithm each collective gets at 8 B .. 16 MB and every candidate's predicted
cost, from the cache (or the defaults) and $WASMPI_TUNE.
sched prints (and with --check simulates) the schedule of one collective call.
probe prints this machine's hardware topology (or draws it: --svg); embed places a virtual topology
on a machine and prints the mapping's quality beside the identity's.
serve serves a directory over HTTP, cross-origin isolated, for running wasmpi in browsers.`;

const RUN_USAGE = `usage: wasmpi run -n <ranks> [options] <app.mjs> [args...] [-- args...]

Starts <ranks> ranks as worker threads of this process, sharing one WebAssembly memory. Each rank
imports <app.mjs>; its default export is called as main(world, args) (or the module calls
\`await init()\` at its top level). Exit code 0 when every rank finished; otherwise 1, with each
failing rank's error, the first to fail first (ranks that failed alike are printed once); when a
rank called abort(code), that code (clamped to 1..255). A TypeScript module (.ts, .mts) runs where
the runtime runs TypeScript (Node 22.6 and later, Deno, Bun).

With --procs, the ranks run in <p> processes on this machine (N/p ranks each, worker threads
inside a process, TCP between processes), one world across them. With --mpiexec, MPICH's mpiexec
(Hydra) starts the processes, on other machines too (--hosts, --hostfile). A program that mpiexec
starts directly (\`mpiexec -n 4 node app.mjs\`, or \`mpiexec -n 2 wasmpi run -n 4 app.mjs\`) joins
its job the same way.

options (anywhere before \`--\`; program arguments that start with - go after \`--\`):
  -n, --ranks <n>          how many ranks to start (required; -np is accepted too)
  --procs <p>              run the ranks in <p> processes joined over TCP (default 1; with
                           --mpiexec, default: one process per rank)
  --mpiexec                let MPICH's mpiexec start the processes ($WASMPI_MPIEXEC names another)
  --hosts <h1,h2,...>      with --mpiexec: the machines (mpiexec -hosts)
  --hostfile <file>        with --mpiexec: a file of machines (mpiexec -f)
  --timeout <ms>           abort the world after this many milliseconds (exit code 1)
  --memory <bytes>         initial shared heap (it grows on demand)
  --pending error|warn     a rank that returns with requests never completed fails (default)
                           or prints a warning
  -h, --help               this text`;

const TUNE_USAGE = USAGE.split('\n')[2].trim();

const SERVE_USAGE = `usage: wasmpi serve [dir] [--port <n>] [--host <host>] [--dotfiles]

A development web server for running wasmpi in browsers: serves the files under [dir] (default: the
current directory) with the headers that make a page cross-origin isolated, so SharedArrayBuffer
exists (Cross-Origin-Opener-Policy: same-origin, Cross-Origin-Embedder-Policy: require-corp,
Cross-Origin-Resource-Policy: same-origin), and Cache-Control: no-store. .wasm files are served as
application/wasm (WebAssembly.compileStreaming needs it); a directory serves its index.html, else a
listing. GET and HEAD only; no path leaves [dir], nor does a symbolic link (one pointing outside is
403). Requests are answered only when their Host is localhost, an IP address or the --host name
(others are 403: a web page that rebinds its own name to this machine cannot read [dir]). Runs until
interrupted (Ctrl-C). For development only, not for production.

options:
  --port <n>               TCP port (default 8080; 0 picks a free one)
  --host <host>            interface to listen on (default 127.0.0.1; 0.0.0.0 for every one);
                           requests addressed to this name are answered too
  --dotfiles               serve files and directories whose name starts with '.' (default: 404)
  -h, --help               this text`;

/** A usage mistake: the message, the command's usage line and where the full help is; exit code 2. */
function usageError(cmd: string, msg: string, usage: string): number {
  const line = usage.split('\n').find((l) => l.includes('wasmpi')) ?? usage;
  const help = cmd ? `wasmpi ${cmd} --help` : 'wasmpi --help';
  process.stderr.write(`wasmpi${cmd ? ` ${cmd}` : ''}: ${msg}\n${line.trim()}\n(${help} for more)\n`);
  return 2;
}

/** "0-3, 5": a sorted rank list, consecutive ranks as ranges. */
function rankList(ranks: number[]): string {
  const out: string[] = [];
  for (let i = 0; i < ranks.length;) {
    let j = i;
    while (j + 1 < ranks.length && ranks[j + 1] === ranks[j] + 1) j++;
    out.push(j === i ? String(ranks[i]) : `${ranks[i]}-${ranks[j]}`);
    i = j + 1;
  }
  return out.join(', ');
}

/** Each failing rank's error with its rank, the root cause first (launch's error lists them from
 *  the first to fail on: the others' ERR_PROC_FAILED stem from it); ranks whose errors read the
 *  same are printed once. */
function printFailures(e: unknown): void {
  const err = e as Error & { rank?: number; errors?: { rank: number; error: Error }[] };
  // (a rank of another process that called abort: this process's own failures, if it has any, say so)
  const list = err.errors?.length ? err.errors : [{ rank: err.rank ?? -1, error: err }];
  const groups = new Map<string, number[]>();
  for (const { rank, error } of list) {
    const code = (error as { code?: string }).code;
    // launch refusing to start (no rank ran) is about the command, not about code, and an abort
    // is the program's own decision: no stack
    const body =
      (rank < 0 || code === 'ERR_ABORT') && error instanceof WasmpiError
        ? `${error.name}: ${error.message}`
        : (error.stack ?? `${error.name}: ${error.message}`);
    const text = `${code ? `[${code}] ` : ''}${body}`;
    const g = groups.get(text);
    if (g) g.push(rank);
    else groups.set(text, [rank]);
  }
  for (const [text, ranks] of groups) {
    ranks.sort((a, b) => a - b); // a group stands where its first failure is; its ranks in order
    const head = ranks[0] < 0 ? '' : ranks.length === 1 ? `rank ${ranks[0]}: ` : `ranks ${rankList(ranks)}: `;
    process.stderr.write(`${head}${text}\n`);
  }
}

async function run(argv: string[]): Promise<number> {
  let ranks: number | undefined;
  let app: string | undefined;
  let args: string[];
  let opts: { timeoutMs?: number; memoryBytes?: number; pendingRequests?: 'error' | 'warn' };
  let procs: number | undefined;
  let hydra: HydraPlacement | null;
  const runArgs: string[] = [];
  try {
    const { values, positionals } = parse(
      argv,
      {
        ranks: { type: 'string', short: 'n' },
        timeout: { type: 'string' },
        memory: { type: 'string' },
        pending: { type: 'string' },
        procs: { type: 'string' },
        mpiexec: { type: 'boolean' },
        hosts: { type: 'string' },
        hostfile: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      true,
    );
    if (values.help) {
      console.log(RUN_USAGE);
      return 0;
    }
    procs = int('--procs', values.procs, 1);
    const str = (v: string | boolean | undefined) => (typeof v === 'string' ? v : undefined);
    hydra = values.mpiexec === true ? { hosts: str(values.hosts), hostfile: str(values.hostfile) } : null;
    if (hydra === null && (values.hosts !== undefined || values.hostfile !== undefined))
      throw new UsageError('--hosts and --hostfile go with --mpiexec (they say where mpiexec starts processes)');
    ranks = int('-n', values.ranks, 1);
    if (ranks === undefined) throw new UsageError('-n <ranks> is required: how many ranks to start');
    [app, ...args] = positionals;
    if (app === undefined) throw new UsageError('no application module given (<app.mjs>)');
    const pending = values.pending;
    if (pending !== undefined && pending !== 'error' && pending !== 'warn')
      throw new UsageError(`--pending needs error or warn, got ${JSON.stringify(pending)}`);
    opts = { timeoutMs: int('--timeout', values.timeout, 1), memoryBytes: int('--memory', values.memory, 1) };
    if (pending !== undefined) opts.pendingRequests = pending;
    if (hydra !== null) procs ??= ranks;
    if (procs !== undefined && procs > ranks)
      throw new UsageError(
        `--procs ${procs} is more processes than ranks (${ranks}): each process runs one rank or more`,
      );
    for (const [k, v] of [
      ['--timeout', values.timeout],
      ['--memory', values.memory],
      ['--pending', values.pending],
    ] as const)
      if (typeof v === 'string') runArgs.push(k, v);
  } catch (e) {
    if (e instanceof UsageError) return usageError('run', e.message, RUN_USAGE);
    throw e;
  }
  if (!/^(file|data|https?):/.test(app) && !existsSync(resolve(app))) {
    process.stderr.write(`wasmpi run: no module at ${resolve(app)}\n`);
    return 2;
  }
  try {
    // here, once, and not in each process of a job
    typeScriptFlag(/^(file|data|https?):/.test(app) ? app : pathToFileURL(resolve(app)).href, 'wasmpi run');
  } catch (e) {
    if (!(e instanceof WasmpiError)) throw e;
    process.stderr.write(`${e.message}\n`);
    return 2;
  }
  if ((procs !== undefined && procs > 1) || hydra !== null) {
    if (inJob()) {
      process.stderr.write('wasmpi run: --procs and --mpiexec start a job; this process is already part of one\n');
      return 2;
    }
    const rest = [...runArgs, app, ...(args.length ? ['--', ...args] : [])];
    return hydra !== null ? runMpiexec(ranks, procs!, rest, hydra) : runProcs(ranks, procs!, rest);
  }
  try {
    await launch(app, { ranks, args, ...opts });
    return 0;
  } catch (e) {
    printFailures(e);
    return exitStatus(e);
  }
}

/** The exit status of a failed run: an abort's code (clamped to 1..255, as a process's status
 *  holds 8 bits and 0 would read as success; said when it changes the code), else 1. */
function exitStatus(e: unknown): number {
  const code = (e as { abortCode?: unknown }).abortCode;
  if (typeof code !== 'number') return 1;
  const status = abortExitStatus(code);
  if (status !== code)
    process.stderr.write(`wasmpi run: exit status ${status}: abort's code ${code} clamped to 1..255\n`);
  return status;
}

async function tune(argv: string[]): Promise<number> {
  let explain: boolean;
  let json: boolean;
  let ranks: number;
  try {
    const { values } = parse(
      argv,
      {
        explain: { type: 'boolean' },
        json: { type: 'boolean' },
        ranks: { type: 'string', short: 'n' },
        help: { type: 'boolean', short: 'h' },
      },
      false,
    );
    if (values.help) {
      console.log(`usage: ${TUNE_USAGE}`);
      return 0;
    }
    explain = values.explain === true;
    json = values.json === true;
    ranks = int('-n', values.ranks, 1) ?? availableParallelism();
  } catch (e) {
    if (e instanceof UsageError) return usageError('tune', e.message, `usage: ${TUNE_USAGE}`);
    throw e;
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

async function serveCmd(argv: string[]): Promise<number> {
  let dir: string;
  let port: number;
  let host: string;
  let dotfiles: boolean;
  try {
    const { values, positionals } = parse(
      argv,
      {
        port: { type: 'string' },
        host: { type: 'string' },
        dotfiles: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      true,
    );
    if (values.help) {
      console.log(SERVE_USAGE);
      return 0;
    }
    if (positionals.length > 1)
      throw new UsageError(`one directory at most, got ${positionals.map((p) => JSON.stringify(p)).join(' ')}`);
    dir = resolve(positionals[0] ?? '.');
    port = int('--port', values.port, 0) ?? 8080;
    if (port > 65535) throw new UsageError(`--port needs an integer in 0..65535, got ${JSON.stringify(values.port)}`);
    host = (values.host as string | undefined) ?? '127.0.0.1';
    if (host === '') throw new UsageError('--host needs a host name or address');
    dotfiles = values.dotfiles === true;
  } catch (e) {
    if (e instanceof UsageError) return usageError('serve', e.message, SERVE_USAGE);
    throw e;
  }
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    process.stderr.write(`wasmpi serve: no directory at ${dir}\n`);
    return 2;
  }
  let server: Awaited<ReturnType<typeof serve>>;
  try {
    server = await serve(dir, { port, host, dotfiles });
  } catch (e) {
    const err = e as Error & { code?: string };
    const hint =
      err.code === 'EADDRINUSE' || err.code === 'EACCES'
        ? `; pick another with --port <n> (--port 0 picks a free one)`
        : err.code === 'EADDRNOTAVAIL' || err.code === 'ENOTFOUND' || err.code === 'EAI_AGAIN'
          ? '; pick another with --host <host>'
          : '';
    process.stderr.write(`wasmpi serve: ${err.message}${hint}\n`);
    return 1;
  }
  console.log(`wasmpi serve: ${server.url} serving ${dir} (cross-origin isolated)`);
  // runs until interrupted; Ctrl-C (or a kill) closes the server and its connections: exit code 0
  await new Promise<void>((done) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      void server.close().then(done);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  return 0;
}

// Stack traces of wasmpi's own frames point into its TypeScript sources, not the bundles.
process.setSourceMapsEnabled(true);
// `wasmpi run app.mjs | head`: once the reader is gone, output has nowhere to go and the job ends
// quietly, as Unix tools do (not with an unhandled EPIPE).
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EPIPE') throw e;
    process.exit(process.exitCode ?? 0);
  });
}

const [cmd, ...rest] = process.argv.slice(2);
if (cmd === '--version' || cmd === '-v') console.log(version);
else if (cmd === 'run') process.exitCode = await run(rest);
else if (cmd === 'tune') process.exitCode = await tune(rest);
else if (cmd === 'sched') process.exitCode = await schedCommand(rest);
else if (cmd === 'probe') process.exitCode = await probeCommand(rest);
else if (cmd === 'embed') process.exitCode = embedCommand(rest);
else if (cmd === 'serve') process.exitCode = await serveCmd(rest);
else if (cmd === undefined || cmd === '--help' || cmd === '-h' || cmd === 'help') console.log(USAGE);
else process.exitCode = usageError('', `unknown command ${JSON.stringify(cmd)}`, USAGE);
