// launch() in browsers: starts a world of ranks as Web Workers of this page (or worker), all
// instantiating the one compiled core over one shared memory. The calling thread never blocks, so
// a page's main thread may launch.
import { createWorld } from '../../core/world.js';
import { fail, show, WasmpiError } from '../../errors.js';
import { checkIsolated, loadModule } from './host.js';
import { deserializeError } from '../errors.js';
import { checkWorldOptions, WorldRun, type RankResult, type WorldOptions } from '../world_run.js';
import type { BrowserRankOutcome, BrowserRankTask } from './worker.js';
import type { UrlLike, WasmSource } from '../../core/thread.js';

export type { RankResult };

export interface BrowserLaunchOptions extends WorldOptions {
  /** The core: its URL, its bytes or a compiled WebAssembly.Module (default: wasm/wasmpi.wasm
   *  beside the package's dist/; a bundled app that serves it elsewhere says where). */
  wasm?: WasmSource;
  /** The ranks' worker script (default: dist/browser-worker.mjs beside this module; a bundled app
   *  that moves it says where). */
  workerUrl?: string | UrlLike;
}

/** The rank worker beside this module in the package's dist/. */
const WORKER = new URL('./browser-worker.mjs', import.meta.url);

function entryUrl(entry: unknown): string {
  if (entry instanceof URL) return entry.href;
  if (typeof entry !== 'string' || entry === '')
    fail('ERR_ARG', `launch: entry must be a module URL, got ${show(entry)}`);
  // relative to the page (a worker resolves its imports against its own URL, not the page's)
  return new URL(entry, globalThis.location?.href).href;
}

/** The entry must be there: checked once here, not by every rank's import (one error, not N). */
async function checkEntry(url: string): Promise<void> {
  if (!/^https?:/.test(url)) return; // blob: and data: modules are there by construction
  let res: Response;
  try {
    res = await fetch(url, { method: 'HEAD' });
  } catch {
    return; // the ranks' imports will say what is wrong
  }
  // only an answer that says it is not there: a server that refuses HEAD may still serve the module
  if (res.status === 404 || res.status === 410)
    fail('ERR_ARG', `launch: no module at ${url} (the entry of every rank): the server answered ${res.status}`);
}

interface WorkerLike {
  onmessage: ((ev: { data: BrowserRankOutcome }) => void) | null;
  onerror: ((ev: { message?: string; preventDefault(): void }) => void) | null;
  onmessageerror: (() => void) | null;
  postMessage(m: BrowserRankTask): void;
  terminate(): void;
}
type WorkerCtor = new (url: string, opts: { type: 'module'; name?: string }) => WorkerLike;

/**
 * Starts `opts.ranks` ranks, each running the module at `entry` (its default export gets the world
 * and `opts.args`), and resolves to what each returned; rejects with the first failing rank's
 * error (the others fail with ERR_PROC_FAILED instead of hanging).
 */
export async function launch(entry: string | UrlLike, opts: BrowserLaunchOptions): Promise<RankResult[]> {
  checkWorldOptions(opts);
  checkIsolated('launch');
  const Worker = (globalThis as { Worker?: WorkerCtor }).Worker;
  if (Worker === undefined) fail('ERR_ARG', 'launch: this thread has no Worker constructor to start ranks with');
  const url = entryUrl(entry);
  opts.signal?.throwIfAborted();
  await checkEntry(url);
  const module = await loadModule(opts.wasm);
  const { memory, core } = createWorld(module, {
    size: opts.ranks,
    memoryBytes: opts.memoryBytes,
    eagerBytes: opts.eagerBytes,
  });
  const workers: WorkerLike[] = [];
  const terminate = () => {
    for (const w of workers) w.terminate();
  };
  const run = new WorldRun(core, opts.ranks, opts, terminate);
  const cores = globalThis.navigator?.hardwareConcurrency ?? 1;
  const w0 = opts.workerUrl ?? WORKER;
  const script = typeof w0 === 'string' ? w0 : w0.href;
  for (let r = 0; r < opts.ranks; r++) {
    const w = new Worker(script, {
      type: 'module',
      name: `wasmpi rank ${r}`,
    });
    workers.push(w);
    w.onmessage = (ev) => {
      const o = ev.data;
      run.settle(r, o.ok ? { ok: true, value: o.value } : { ok: false, error: deserializeError(o.error) });
    };
    // a worker that fails to load (its script or an import not found) or throws outside the rank's
    // code: that rank fails, and its peers with it
    w.onerror = (ev) => {
      ev.preventDefault();
      const why = ev.message || `rank ${r}'s worker failed to start (is ${script} served?)`;
      run.settle(r, { ok: false, error: new WasmpiError('ERR_PROC_FAILED', `rank ${r}: ${why}`) });
    };
    w.onmessageerror = () =>
      run.settle(r, { ok: false, error: new WasmpiError('ERR_PROC_FAILED', `rank ${r}'s result could not be read`) });
    w.postMessage({ module, memory, rank: r, entry: url, args: opts.args ?? [], cores, pending: opts.pendingRequests });
  }
  return run.result(terminate);
}
