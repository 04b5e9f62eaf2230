// launch(): starts a world of ranks as worker threads of this process (one long tinypool task per
// rank), all instantiating the one compiled core over one shared memory. Never blocks this thread.
import { basename, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import Tinypool from 'tinypool';
import { isMainThread } from 'node:worker_threads';
import { createWorld } from '../../core/world.js';
import { R_THREAD } from '../../core/abi.js';
import { rankCtl } from '../../core/layout.js';
import { fail, show, WasmpiError } from '../../errors.js';
import { loadModule, type WasmSource } from './host.js';
import type { UrlLike } from '../../core/thread.js';
import { inJob, joinJob, type Job } from './job.js';
import { refuseLauncherJob } from '../../rank.js';
import { deserializeError } from '../errors.js';
import type { RankOutcome, RankTask } from './worker.js';
import { checkWorldOptions, WorldRun, type RankResult, type WorldOptions } from '../world_run.js';
import { paramsForWorld } from './tune.js';
import { HwTopology, placement, type HwJSON, type PlacementPolicy } from '../../hw/index.js';
import { hwProbe } from './hw_probe.js';

export type { RankResult };

export interface LaunchOptions extends WorldOptions {
  /** The machine the ranks run on, for hwGroups, splitType({ hw }) and reordering topologies: a
   *  HwTopology, its JSON, a synthetic description ('package:2 core:4 pu:2'), or (default) this
   *  machine as hwProbe() reads it. */
  hw?: string | HwTopology | HwJSON;
  /** Which PU each rank runs on: threads cannot be pinned, so this is declared: 'compact' (PU order,
   *  the default), 'scatter' (round-robin over packages, then the levels below) or a list of PU
   *  indices, one per rank. */
  placement?: PlacementPolicy;
  /** The core: a compiled WebAssembly.Module, its bytes, or a path or file: URL of the .wasm
   *  (default: the package's wasm/wasmpi.wasm). */
  wasm?: WasmSource;
}

function entryUrl(entry: unknown): string {
  if (entry instanceof URL) return entry.href;
  // a URL of another realm (a vm context's, a polyfill's): anything with a string href
  if (typeof entry === 'object' && entry !== null && typeof (entry as UrlLike).href === 'string')
    return (entry as UrlLike).href;
  if (typeof entry !== 'string' || entry === '')
    fail('ERR_ARG', `launch: entry must be a module path or URL, got ${show(entry)}`);
  if (/^(file|data|https?):/.test(entry)) return entry;
  return pathToFileURL(resolve(entry)).href;
}

/** The machine (given, or probed once here) and each rank's PU, for every rank. */
function worldHw(opts: LaunchOptions, ranks: number): { json: HwJSON; place: Int32Array } {
  const h = opts.hw;
  let topo: HwTopology;
  try {
    topo =
      h === undefined
        ? probed()
        : h instanceof HwTopology
          ? h
          : typeof h === 'string'
            ? HwTopology.fromSynthetic(h)
            : HwTopology.fromJSON(h);
  } catch (e) {
    // name the option: the parser's message speaks of the description alone
    if (e instanceof WasmpiError) throw new WasmpiError(e.code, `launch: hw: ${e.message}`, { cause: e });
    throw e;
  }
  return { json: topo.toJSON(), place: placement(topo, ranks, opts.placement ?? 'compact') };
}

let probedHw: HwTopology | null = null;
/** This machine, read from sysfs once per process. */
function probed(): HwTopology {
  probedHw ??= hwProbe();
  return probedHw;
}

/** A file entry must exist: checked once here, not by every rank's import (one error, not N). */
function checkEntry(url: string): void {
  if (!url.startsWith('file:')) return;
  const path = fileURLToPath(url);
  if (!existsSync(path)) fail('ERR_ARG', `launch: no module at ${path} (the entry of every rank)`);
}

const TYPESCRIPT = /\.(ts|mts|cts)$/i;

/**
 * The options the ranks' threads need to import the rank module at `url` (a URL or a path) when
 * it is TypeScript (.ts, .mts, .cts): none (Deno and Bun run TypeScript; Node does from 22.18 and
 * 23.6 on, or when this process was given --experimental-strip-types), Node's
 * --experimental-strip-types (Node 22.6 to 22.17 and 23.0 to 23.5), or, where the runtime cannot
 * run TypeScript (Node before 22.6), one ERR_ARG here, before any thread starts, saying what to do:
 * else every rank would fail alike on its import, with an error that says nothing of a way out.
 */
export function typeScriptFlag(url: string, call = 'launch'): string[] {
  let path = url;
  try {
    path = new URL(url).pathname;
  } catch {
    // a path
  }
  if (!TYPESCRIPT.test(path)) return [];
  const versions = process.versions as Record<string, string | undefined>;
  if (versions.bun !== undefined || versions.deno !== undefined) return [];
  if ((process as { features?: { typescript?: unknown } }).features?.typescript) return [];
  const [major, minor] = process.versions.node.split('.').map(Number);
  const off = process.execArgv.includes('--no-experimental-strip-types');
  if (!off && (major > 22 || (major === 22 && minor >= 6))) return ['--experimental-strip-types'];
  const file = url.startsWith('file:') ? fileURLToPath(url) : url;
  const name = basename(file);
  const js = name.replace(TYPESCRIPT, (ext) => (ext.toLowerCase() === '.cts' ? '.cjs' : '.mjs'));
  return fail(
    'ERR_ARG',
    `${call}: rank module ${file} is TypeScript, which Node ${process.version} does not run` +
      (off ? ' (it was started with --no-experimental-strip-types)' : '') +
      '. Run it under Node 22.6 or later (wasmpi gives the ranks --experimental-strip-types where ' +
      'Node needs it: before 22.18, and 23.0 to 23.5), Deno or Bun; or compile it to JavaScript first ' +
      `(for example \`npx esbuild ${name} --outfile=${js}\`) and run that`,
  );
}

/** This process's options for the ranks' threads, less those about its own entry code (`node
 *  --input-type=module -e '...'`: a thread given them fails before running anything), plus `more`. */
function rankExecArgv(more: string[] = []): string[] {
  const out: string[] = [];
  const argv = process.execArgv;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a.startsWith('--input-type=')) continue;
    if (a === '--input-type' || a === '-e' || a === '--eval' || a === '-p' || a === '--print') {
      i++; // and its value
      continue;
    }
    out.push(a);
  }
  if (sourceMapsOn() && !out.includes('--enable-source-maps')) out.push('--enable-source-maps');
  for (const m of more) if (!out.includes(m)) out.push(m);
  return out;
}

function sourceMapsOn(): boolean {
  return (process as { sourceMapsEnabled?: boolean }).sourceMapsEnabled === true;
}

/** Terminates the pool's threads and waits until every one has exited. destroy() itself waits for
 *  each thread's exit event, which a thread that already exited (process.exit in a rank) never
 *  sends again; so the wait is on the exit events seen since the start (`exited`), and bounded, by
 *  a timer cleared as soon as they are all in (it keeps the loop alive only while launch is still
 *  waiting; unref'd, the process could end before launch resolved). */
async function destroyPool(pool: Tinypool, exited: Promise<unknown>): Promise<void> {
  let bound: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((r) => (bound = setTimeout(r, 2000)));
  pool.destroy().catch(() => {}); // its own wait may never end; the exits below are what counts
  try {
    await Promise.race([exited, late]);
  } finally {
    clearTimeout(bound);
  }
}

/** WASMPI_HEAP_MAX=bytes (a testing aid): the most heap bytes a world's memory may grow to, so that
 *  tests of memory running out use megabytes, not gigabytes. */
function heapMax(): number | undefined {
  const v = process.env.WASMPI_HEAP_MAX;
  if (v === undefined || v === '') return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) fail('ERR_ARG', `WASMPI_HEAP_MAX must be a number of bytes, got ${show(v)}`);
  return n;
}

/** WASMPI_SIM_PROCS=k (a testing aid): the world's ranks are told they run in k processes, rank r in
 *  process floor(r k / ranks), so that a one-process world takes the paths of a world that spans
 *  processes (its collectives over point-to-point) while its bytes still move through shared memory. */
function simulatedProcs(ranks: number): Int32Array | undefined {
  const v = process.env.WASMPI_SIM_PROCS;
  if (v === undefined || v === '') return undefined;
  const k = Number(v);
  if (!Number.isInteger(k) || k < 1 || k > ranks)
    fail('ERR_ARG', `WASMPI_SIM_PROCS must be an integer from 1 to the ranks (${ranks}), got ${show(v)}`);
  return Int32Array.from({ length: ranks }, (_, r) => Math.floor((r * k) / ranks));
}

export async function launch(entry: string | UrlLike, opts: LaunchOptions): Promise<RankResult[]> {
  checkWorldOptions(opts);
  refuseLauncherJob('launch');
  const url = entryUrl(entry);
  checkEntry(url);
  const tsFlags = typeScriptFlag(url);
  const { signal } = opts;
  signal?.throwIfAborted();
  const ranks = opts.ranks;
  const module = await loadModule(opts.wasm);
  // started by mpiexec (or `wasmpi run --procs`) as one process of several: this process runs
  // `ranks` ranks of a world that spans the job's processes
  const sizes = { memoryBytes: opts.memoryBytes, maxHeapBytes: heapMax(), eagerBytes: opts.eagerBytes };
  // the network side runs here when this is a process's main thread: launch only waits on it, and
  // Atomics.waitAsync wakes a main thread's event loop (a worker's it does not, in Node)
  const job: Job | null = inJob() ? await joinJob(module, ranks, sizes, isMainThread) : null;
  const { memory, core } = job ?? createWorld(module, { size: ranks, ...sizes });
  const base = job?.lo ?? 0;
  const ctl = (r: number) => rankCtl(core, base + r);
  // the machine is this process's; in a job the ranks of other processes have no place on it
  const hw = job ? undefined : worldHw(opts, ranks);
  const cores = availableParallelism();
  const params = await paramsForWorld(cores);

  const pool = new Tinypool({
    filename: new URL('./worker.mjs', import.meta.url).href,
    minThreads: ranks,
    maxThreads: ranks,
    idleTimeout: 60_000,
    isolateWorkers: false,
    concurrentTasksPerWorker: 1,
    // Tinypool's atomics mode hands a task over by a message plus Atomics.notify, and the idle
    // worker blocks in Atomics.wait, then drains its port with receiveMessageOnPort. Where a port's
    // message arrives through the event loop (Deno), the drain finds nothing yet, and the worker
    // waits again for a notify that never comes: every launch hung. A rank is one long task, so
    // the event-loop hand-over costs nothing that counts.
    useAtomics: false,
    // ranks inherit this process's options, and map stack frames through source maps when this
    // thread does (`wasmpi run` turns them on at run time): a thread's setting applies to modules
    // it loads later, so it is given at the thread's start
    execArgv: rankExecArgv(tsFlags),
  });
  pool.on('error', () => {}); // worker errors reach the task promises below

  const run = new WorldRun(core, ranks, opts, () => {}, base);
  const settle = (r: number, o: Parameters<WorldRun['settle']>[1]) => run.settle(r, o);

  // A worker that ends without finishing its task (process.exit in the rank) never settles its
  // tinypool task: map thread exits back to ranks.
  const exits: Array<Promise<void>> = [];
  const watchExits = () => {
    for (const t of pool.threads) {
      const w = t as unknown as { threadId: number; once(ev: 'exit', f: (code: number) => void): void };
      let exited!: () => void;
      exits.push(new Promise<void>((r) => (exited = r)));
      w.once('exit', (code) => {
        exited();
        for (let r = 0; r < ranks; r++) {
          if (run.outcome[r] || Atomics.load(core.i32, (ctl(r) + R_THREAD) >>> 2) !== w.threadId) continue;
          const why = run.readText(r) || `rank ${r}'s thread exited with code ${code} before finishing`;
          settle(r, { ok: false, error: new WasmpiError('ERR_PROC_FAILED', why) });
        }
      });
    }
  };

  const simulated = job === null ? simulatedProcs(ranks) : undefined;
  for (let r = 0; r < ranks; r++) {
    const task: RankTask = {
      module,
      memory,
      rank: base + r,
      entry: url,
      args: opts.args ?? [],
      cores,
      params,
      pending: opts.pendingRequests,
      hw,
      procOf: job?.procOf ?? simulated,
      simulated: simulated !== undefined,
      busy: job?.busy,
    };
    pool.run(task).then(
      (o: RankOutcome) =>
        settle(r, o.ok ? { ok: true, value: o.value } : { ok: false, error: deserializeError(o.error) }),
      (e: unknown) => settle(r, { ok: false, error: e instanceof Error ? e : new Error(String(e)) }),
    );
  }
  watchExits();
  // (the run's poll of the ranks' states also keeps the event loop alive, which tinypool's
  // workers do not)
  return run.result(async () => {
    await destroyPool(pool, Promise.all(exits));
    await job?.close();
  });
}
