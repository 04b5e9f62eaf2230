// launch(): starts a world of ranks as worker threads of this process (one long tinypool task per
// rank), all instantiating the one compiled core over one shared memory. Never blocks this thread.
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import Tinypool from 'tinypool';
import { createWorld, MAX_RANKS } from '../../core/world.js';
import { G_TEXT, R_FAIL_SEQ, R_STATE, R_TEXT, R_TEXT_BYTES, R_THREAD, STATE_FAILED } from '../../core/abi.js';
import { globalAddr, rankCtl } from '../../core/layout.js';
import { fail, show, WasmpiError } from '../../errors.js';
import { loadModule } from './host.js';
import { deserializeError } from './errors.js';
import type { RankOutcome, RankTask } from './worker.js';
import type { AbortSignalLike } from '../../transport/transport.js';
import { paramsForWorld } from './tune.js';
import { HwTopology, placement, type HwJSON, type PlacementPolicy } from '../../hw/index.js';
import { hwProbe } from './hw_probe.js';

export interface LaunchOptions {
  ranks: number;
  args?: string[];
  /** Abort the world (peers get ERR_PROC_FAILED, threads are terminated) after this many ms. */
  timeoutMs?: number;
  /** Initial shared heap bytes (the heap grows on demand up to wasm32's 4 GiB). */
  memoryBytes?: number;
  /** The machine the ranks run on, for hwGroups, splitType({ hw }) and reordering topologies: a
   *  HwTopology, its JSON, a synthetic description ('package:2 core:4 pu:2'), or (default) this
   *  machine as hwProbe() reads it. */
  hw?: string | HwTopology | HwJSON;
  /** Which PU each rank runs on: threads cannot be pinned, so this is declared: 'compact' (PU order,
   *  the default), 'scatter' (round-robin over packages, then the levels below) or a list of PU
   *  indices, one per rank. */
  placement?: PlacementPolicy;
  /** Eager/rendezvous threshold in bytes (default 8192). */
  eagerBytes?: number;
  /** Aborts the world when signalled, as timeoutMs does when it elapses; launch then rejects with
   *  the signal's reason. */
  signal?: AbortSignalLike;
  /** A rank that ends with requests it never completed (waited, tested or freed) fails with
   *  ERR_PENDING naming them ('error', the default), or prints a warning ('warn'). */
  pendingRequests?: 'error' | 'warn';
}

export interface RankResult {
  rank: number;
  /** What the entry's default export returned in that rank. */
  value: unknown;
}

type Settled = { ok: true; value: unknown } | { ok: false; error: Error };

function entryUrl(entry: unknown): string {
  if (entry instanceof URL) return entry.href;
  if (typeof entry !== 'string' || entry === '')
    fail('ERR_ARG', `launch: entry must be a module path or URL, got ${show(entry)}`);
  if (/^(file|data|https?):/.test(entry)) return entry;
  return pathToFileURL(resolve(entry)).href;
}

function checkOpts(opts: LaunchOptions): void {
  if (opts === null || typeof opts !== 'object')
    fail('ERR_ARG', `launch: expected options { ranks, ... }, got ${show(opts)}`);
  const { ranks, timeoutMs, args } = opts;
  if (!Number.isInteger(ranks) || ranks < 1 || ranks > MAX_RANKS) {
    fail('ERR_ARG', `launch: ranks must be an integer from 1 to ${MAX_RANKS}, got ${show(ranks)}`);
  }
  if (timeoutMs !== undefined && (typeof timeoutMs !== 'number' || !(timeoutMs > 0))) {
    fail('ERR_ARG', `launch: timeoutMs must be a positive number of milliseconds, got ${show(timeoutMs)}`);
  }
  if (args !== undefined && (!Array.isArray(args) || args.some((a) => typeof a !== 'string'))) {
    fail('ERR_ARG', `launch: args must be an array of strings, got ${show(args)}`);
  }
  const { signal, pendingRequests } = opts;
  if (signal !== undefined && !(signal instanceof AbortSignal))
    fail('ERR_ARG', `launch: signal must be an AbortSignal, got ${show(signal)}`);
  if (pendingRequests !== undefined && pendingRequests !== 'error' && pendingRequests !== 'warn')
    fail('ERR_ARG', `launch: pendingRequests must be 'error' or 'warn', got ${show(pendingRequests)}`);
}

/** The machine (given, or probed once here) and each rank's PU, for every rank. */
function worldHw(opts: LaunchOptions, ranks: number): { json: HwJSON; place: Int32Array } {
  const h = opts.hw;
  const topo =
    h === undefined
      ? probed()
      : h instanceof HwTopology
        ? h
        : typeof h === 'string'
          ? HwTopology.fromSynthetic(h)
          : HwTopology.fromJSON(h);
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

/** The error that explains a failed world: the first rank to fail (by the failure order kept in
 *  shared memory), whose error the others' ERR_PROC_FAILED stem from. */
function rootCause(failed: { rank: number; error: Error; seq: number }[]): Error {
  const first = failed.reduce((a, b) => (b.seq > 0 && (a.seq === 0 || b.seq < a.seq) ? b : a));
  const e = first.error as Error & { rank?: number; errors?: { rank: number; error: Error }[] };
  e.rank = first.rank;
  e.errors = failed;
  return e;
}

function sourceMapsOn(): boolean {
  return (process as { sourceMapsEnabled?: boolean }).sourceMapsEnabled === true;
}

/** Terminates the pool's threads. destroy() waits for each thread's exit event, which a thread that
 *  already exited (process.exit in a rank) never sends again: the wait is bounded, by a timer that is
 *  cleared as soon as destroy() returns (it keeps the loop alive only while launch is still waiting;
 *  unref'd, the process could end before launch resolved). */
async function destroyPool(pool: Tinypool): Promise<void> {
  let bound: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((r) => (bound = setTimeout(r, 2000)));
  try {
    await Promise.race([pool.destroy(), late]);
  } finally {
    clearTimeout(bound);
  }
}

export async function launch(entry: string | URL, opts: LaunchOptions): Promise<RankResult[]> {
  checkOpts(opts);
  const url = entryUrl(entry);
  checkEntry(url);
  const { signal } = opts;
  signal?.throwIfAborted();
  const ranks = opts.ranks;
  const module = await loadModule();
  const { memory, core } = createWorld(module, {
    size: ranks,
    memoryBytes: opts.memoryBytes,
    eagerBytes: opts.eagerBytes,
  });
  const ctl = (r: number) => rankCtl(core, r);
  const hw = worldHw(opts, ranks);
  const cores = availableParallelism();
  const params = await paramsForWorld(cores);

  const pool = new Tinypool({
    filename: new URL('./worker.mjs', import.meta.url).href,
    minThreads: ranks,
    maxThreads: ranks,
    idleTimeout: 60_000,
    isolateWorkers: false,
    concurrentTasksPerWorker: 1,
    // ranks inherit this process's options (tinypool passes undefined on), and map stack frames
    // through source maps when this thread does (`wasmpi run` turns them on at run time): a
    // thread's setting applies to modules it loads later, so it is given at the thread's start
    execArgv:
      sourceMapsOn() && !process.execArgv.includes('--enable-source-maps')
        ? [...process.execArgv, '--enable-source-maps']
        : undefined,
  });
  pool.on('error', () => {}); // worker errors reach the task promises below

  const outcome = new Array<Settled | undefined>(ranks);
  let resolveAll!: () => void;
  const allDone = new Promise<void>((r) => (resolveAll = r));
  let left = ranks;
  const settle = (r: number, s: Settled) => {
    if (outcome[r]) return;
    outcome[r] = s;
    if (!s.ok) {
      // Peers blocked on this rank must fail now, not hang: mark it failed and wake everyone.
      const st = Atomics.load(core.i32, (ctl(r) + R_STATE) >> 2);
      if (st !== STATE_FAILED) {
        const text = new TextEncoder().encode(`${s.error.name}: ${s.error.message}`.slice(0, R_TEXT_BYTES - 1));
        core.u8.fill(0, ctl(r) + R_TEXT, ctl(r) + R_TEXT + R_TEXT_BYTES);
        core.u8.set(text, ctl(r) + R_TEXT);
        core.x.rankSetState(r, STATE_FAILED);
      }
    }
    if (--left === 0) resolveAll();
  };

  // A worker that ends without finishing its task (process.exit in the rank) never settles its
  // tinypool task: map thread exits back to ranks.
  const readText = (r: number) => {
    const a = ctl(r) + R_TEXT;
    let e = a;
    while (e < a + R_TEXT_BYTES && core.u8[e] !== 0) e++;
    return new TextDecoder().decode(core.u8.slice(a, e));
  };
  const watchExits = () => {
    for (const t of pool.threads) {
      const w = t as unknown as { threadId: number; once(ev: 'exit', f: (code: number) => void): void };
      w.once('exit', (code) => {
        for (let r = 0; r < ranks; r++) {
          if (outcome[r] || Atomics.load(core.i32, (ctl(r) + R_THREAD) >> 2) !== w.threadId) continue;
          const why = readText(r) || `rank ${r}'s thread exited with code ${code} before finishing`;
          settle(r, { ok: false, error: new WasmpiError('ERR_PROC_FAILED', why) });
        }
      });
    }
  };

  for (let r = 0; r < ranks; r++) {
    const task: RankTask = {
      module,
      memory,
      rank: r,
      entry: url,
      args: opts.args ?? [],
      cores,
      params,
      pending: opts.pendingRequests,
      hw,
    };
    pool.run(task).then(
      (o: RankOutcome) =>
        settle(r, o.ok ? { ok: true, value: o.value } : { ok: false, error: deserializeError(o.error) }),
      (e: unknown) => settle(r, { ok: false, error: e instanceof Error ? e : new Error(String(e)) }),
    );
  }
  watchExits();
  // Tinypool's workers do not keep the event loop alive, and a thread that exits without finishing
  // its task may not say so: poll the ranks' states meanwhile (and keep the loop alive doing it).
  const failedSince = new Array<number>(ranks).fill(0);
  const poll = setInterval(() => {
    for (let r = 0; r < ranks; r++) {
      if (outcome[r] || Atomics.load(core.i32, (ctl(r) + R_STATE) >> 2) !== STATE_FAILED) continue;
      failedSince[r] ||= Date.now();
      if (Date.now() - failedSince[r] > 500) {
        settle(r, { ok: false, error: new WasmpiError('ERR_PROC_FAILED', readText(r) || `rank ${r} failed`) });
      }
    }
  }, 50);

  // Stopping a world (timeout or abort): ranks blocked in wasmpi calls wake and throw
  // ERR_PROC_FAILED with `why`; ranks stuck in their own code are given up on a second later.
  let killer: ReturnType<typeof setTimeout> | undefined;
  const stop = (why: string, late: string) => {
    if (killer !== undefined || left === 0) return;
    const text = new TextEncoder().encode(why);
    core.u8.set(text, globalAddr(G_TEXT));
    core.u8[globalAddr(G_TEXT) + text.length] = 0;
    core.x.abortWorld(1);
    killer = setTimeout(() => {
      for (let r = 0; r < ranks; r++)
        settle(r, { ok: false, error: new WasmpiError('ERR_PROC_FAILED', `rank ${r} did not finish ${late}`) });
    }, 1000);
  };
  const timer =
    opts.timeoutMs === undefined
      ? undefined
      : setTimeout(
          () =>
            stop(`launch timeout of ${opts.timeoutMs} ms elapsed`, `within the launch timeout of ${opts.timeoutMs} ms`),
          opts.timeoutMs,
        );
  let aborted = false;
  const onAbort = () => {
    aborted = left > 0;
    stop('launch was aborted (its AbortSignal fired)', 'after the launch was aborted');
  };
  signal?.addEventListener('abort', onAbort, { once: true });

  await allDone;
  clearInterval(poll);
  clearTimeout(timer);
  clearTimeout(killer);
  signal?.removeEventListener('abort', onAbort);
  await destroyPool(pool);
  if (aborted) throw signal!.reason; // an aborted launch rejects with the signal's reason, as fetch does

  const failed: { rank: number; error: Error; seq: number }[] = [];
  outcome.forEach((o, rank) => {
    if (o && !o.ok) failed.push({ rank, error: o.error, seq: Atomics.load(core.i32, (ctl(rank) + R_FAIL_SEQ) >> 2) });
  });
  if (failed.length) throw rootCause(failed);
  return outcome.map((o, rank) => ({ rank, value: (o as { value: unknown }).value }));
}
