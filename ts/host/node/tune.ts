// `wasmpi tune` for Node: measures the cost-model parameters in this process, caches them in
// .cache/wasmpi-tune.json (or $WASMPI_TUNE_CACHE), and explains the selection they lead to.
// alpha: a spin ping-pong between this thread and a worker over a SharedArrayBuffer (Atomics);
// alphaWake: the same ping-pong sleeping in Atomics.wait every time; beta: the core's
// memory.copy of 8 MiB; gamma: the core's `reduce` (sum, float32) of 8 MiB; alphaNet and betaNet:
// ping-pongs of 8 B and 1 MiB between two processes of this machine over TCP.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PARAMS, parseParams, serialize, type CostParams } from '../../coll/select/params.js';
import { loadModule } from './host.js';
import { Core, type CoreExports } from '../../core/core.js';
import { OP_SUM, TYPE_FLOAT32 } from '../../core/abi.js';

export type ParamSource = Partial<Record<keyof CostParams, string>>;

/** Where the cache lives: $WASMPI_TUNE_CACHE, else .cache/wasmpi-tune.json in the current directory. */
export function cachePath(): string {
  return resolve(process.env.WASMPI_TUNE_CACHE || '.cache/wasmpi-tune.json');
}

/** The cached parameters, or null when there is no cache. A broken cache raises ERR_ARG. */
export function loadCachedParams(path = cachePath()): CostParams | null {
  if (!existsSync(path)) return null;
  return parseParams(readFileSync(path, 'utf8'));
}

export function saveParams(params: CostParams, source: ParamSource, path = cachePath()): string {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, serialize(params, source));
  return path;
}

const PINGPONG = `
const { workerData, parentPort } = require('node:worker_threads');
const f = new Int32Array(workerData.sab);
const { rounds, sleep } = workerData;
parentPort.postMessage('up');
for (let i = 1; i <= rounds; i++) {
  // wait for ping i (f[0] == i), answer with pong i; -1 means stop (the main thread ran out of time)
  let v;
  if (sleep) { while ((v = Atomics.load(f, 0)) !== i && v !== -1) Atomics.wait(f, 0, v); }
  else { while ((v = Atomics.load(f, 0)) !== i && v !== -1); }
  if (v === -1) break;
  Atomics.store(f, 1, i);
  if (sleep) Atomics.notify(f, 1);
}
`;

/** Seconds one way of a ping-pong with a worker thread (spinning, or sleeping in Atomics.wait).
 *  Stops after `budgetMs` (a loaded machine deschedules spinners) with the rounds done so far. */
async function pingPong(rounds: number, sleep: boolean, budgetMs = 150): Promise<number> {
  const sab = new SharedArrayBuffer(8);
  const f = new Int32Array(sab);
  const w = new Worker(PINGPONG, { eval: true, workerData: { sab, rounds, sleep } });
  try {
    await new Promise((ok, no) => {
      w.once('message', ok);
      w.once('error', no);
    });
    const t0 = performance.now();
    let done = 0;
    for (let i = 1; i <= rounds; i++) {
      Atomics.store(f, 0, i);
      if (sleep) {
        Atomics.notify(f, 0);
        while (Atomics.load(f, 1) !== i) Atomics.wait(f, 1, i - 1, 50);
      } else while (Atomics.load(f, 1) !== i);
      done = i;
      if ((i & 7) === 0 && performance.now() - t0 > budgetMs) break;
    }
    const t = performance.now() - t0;
    Atomics.store(f, 0, -1);
    Atomics.notify(f, 0);
    return t / 1e3 / done / 2;
  } finally {
    await w.terminate();
  }
}

/** The core's functions over a fresh memory of `bytes` (no world: only the copy/reduce kernels are used). */
async function coreOver(bytes: number): Promise<CoreExports> {
  const module = await loadModule();
  const memory = new WebAssembly.Memory({ initial: Math.ceil(bytes / 65536), maximum: 65536, shared: true });
  return new Core(module, memory).x;
}

function best(reps: number, f: () => void): number {
  let t = Infinity;
  for (let i = 0; i < reps; i++) {
    const t0 = performance.now();
    f();
    t = Math.min(t, performance.now() - t0);
  }
  return t / 1e3;
}

/** Seconds per byte of the core's float32 sum over n bytes at base (y += x), or why it failed
 *  (a kernel that rejects the op and type returns at once: timing it would give a nonsense gamma). */
function reduceSeconds(x: CoreExports, base: number, n: number, reps: number): number | { error: string } {
  try {
    const r = x.reduce(OP_SUM, TYPE_FLOAT32, base + n, base, n / 4);
    if (r !== 0) return { error: `the core's reduce rejected op ${OP_SUM} on type ${TYPE_FLOAT32} (code ${r})` };
    return best(reps, () => x.reduce(OP_SUM, TYPE_FLOAT32, base + n, base, n / 4)) / n;
  } catch (e) {
    return { error: `the core's reduce failed: ${(e as Error).message}` };
  }
}

let startParams: Promise<CostParams> | null = null;

/**
 * The parameters a world starts with: the cache when there is one, else beta and gamma measured
 * now with the core over 1 MiB (a few milliseconds, once per process) and the default alphas
 * (`wasmpi tune` measures those too and writes the cache).
 */
export function paramsForWorld(cores: number): Promise<CostParams> {
  startParams ??= (async () => {
    const cached = loadCachedParams();
    if (cached) return cached;
    const params: CostParams = { ...DEFAULT_PARAMS, cores };
    const N = 1 << 20;
    const BASE = 1 << 16;
    const x = await coreOver(BASE + 2 * N + 65536);
    x.copy(BASE + N, BASE, N);
    params.beta = best(5, () => x.copy(BASE + N, BASE, N)) / N;
    const g = reduceSeconds(x, BASE, N, 5);
    if (typeof g === 'number') params.gamma = g;
    return params;
  })();
  return startParams;
}

/** Measures the parameters here (about half a second); each field says where it came from. */
export async function measureParams(): Promise<{ params: CostParams; source: ParamSource }> {
  const params: CostParams = { ...DEFAULT_PARAMS, cores: availableParallelism() };
  const source: ParamSource = {
    cores: 'os.availableParallelism()',
    alpha: 'default',
    alphaWake: 'default',
    beta: 'default',
    gamma: 'default',
  };
  const N = 8 << 20;
  const BASE = 1 << 20;
  const x = await coreOver(BASE + 2 * N + 65536);
  x.copy(BASE + N, BASE, N); // touch the pages
  params.beta = best(7, () => x.copy(BASE + N, BASE, N)) / N;
  source.beta = 'memory.copy of 8 MiB in the core';
  const g = reduceSeconds(x, BASE, N, 7);
  if (typeof g === 'number') {
    params.gamma = g;
    source.gamma = "the core's reduce (sum, float32) over 8 MiB";
  } else source.gamma = `default (${g.error})`;
  try {
    await pingPong(2000, false, 30); // warm up
    const spin = Math.min(await pingPong(20000, false), await pingPong(20000, false));
    params.alphaWake = await pingPong(2000, true);
    source.alphaWake = 'Atomics.wait/notify ping-pong with a worker';
    // the transport spins a while and then sleeps, so a sync never costs more than a wake; a spin
    // slower than that means the cores are busy with other work
    params.alpha = Math.min(spin, params.alphaWake);
    source.alpha =
      spin <= params.alphaWake
        ? 'spin ping-pong with a worker (Atomics)'
        : `alphaWake (a spin ping-pong took ${(spin * 1e6).toPrecision(3)} us: the cores are busy)`;
  } catch (e) {
    source.alpha = `default (ping-pong failed: ${(e as Error).message})`;
  }
  const net = await measureNet();
  if (typeof net === 'string') source.alphaNet = source.betaNet = `default (${net})`;
  else {
    params.alphaNet = net.alpha;
    params.betaNet = net.beta;
    source.alphaNet = 'ping-pong of 8 B between two processes over TCP (wasmpi run --procs 2)';
    source.betaNet = 'ping-pong of 1 MiB between the same processes, less the 8 B time';
  }
  return { params, source };
}

/** The rank module of the network measurement: rank 0 prints `NET <alpha> <beta>` (seconds, and
 *  seconds per byte), the best of five rounds of each ping-pong. */
const NET_RANK = `
import { writeSync } from 'node:fs';
export default function main(w) {
  const peer = 1 - w.rank;
  const oneWay = (n, iters) => {
    const b = new Uint8Array(n);
    let best = Infinity;
    for (let round = 0; round < 5; round++) {
      const t0 = performance.now();
      for (let i = 0; i < iters; i++) {
        if (w.rank === 0) { w.send(b, peer); w.recv(b, peer); } else { w.recv(b, peer); w.send(b, peer); }
      }
      best = Math.min(best, (performance.now() - t0) / 1e3 / iters / 2);
    }
    return best;
  };
  oneWay(8, 20);
  const a = oneWay(8, 100);
  const big = oneWay(1 << 20, 4);
  if (w.rank === 0) writeSync(1, 'NET ' + a + ' ' + Math.max((big - a) / (1 << 20), 1e-12) + '\\n');
}`;

/** Latency and seconds per byte between two processes of this machine, through a job of two
 *  (the same path a world across processes takes); what went wrong otherwise. */
async function measureNet(): Promise<{ alpha: number; beta: number } | string> {
  const cli = fileURLToPath(new URL('../bin/wasmpi.mjs', import.meta.url));
  const entry = `data:text/javascript,${encodeURIComponent(NET_RANK)}`;
  const r = spawnSync(process.execPath, [cli, 'run', '-n', '2', '--procs', '2', entry], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  const m = /NET (\S+) (\S+)/.exec(r.stdout ?? '');
  if (r.status !== 0 || m === null)
    return `a job of two processes failed: ${(r.stderr || r.error?.message || '').trim().slice(0, 200)}`;
  return { alpha: Number(m[1]), beta: Number(m[2]) };
}
