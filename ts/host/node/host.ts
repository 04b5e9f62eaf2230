// The Node host: where the core's module comes from, how many cores there are, and the
// structured-clone serializer for the value tier. The only place (with launch/worker/cli) that
// imports node: modules.
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { threadId } from 'node:worker_threads';
import v8 from 'node:v8';
import { fileURLToPath } from 'node:url';
import { setHost } from '../../rank.js';
import type { JobRank } from '../../core/thread.js';
import { inJob, joinJob } from './job.js';
import { setCodec } from '../../core/codec.js';
import { compiled, moduleFrom, type WasmSource } from '../wasm_source.js';
import { fail } from '../../errors.js';

export type { WasmSource };

let modulePromise: Promise<WebAssembly.Module> | null = null;
let compiledCore: WebAssembly.Module | undefined;
const WASM = new URL('../wasm/wasmpi.wasm', import.meta.url);

/**
 * Compiles the core with V8's optimizing tier for every function at once. By default V8 compiles a
 * function with its baseline compiler (Liftoff) at its first call and optimizes it only once it has
 * run enough, so a short program, and the first thousands of calls of any program, run the core at
 * half speed or less. Turning off lazy compilation and dynamic tiering for this one compilation
 * makes V8 optimize every function in the background right away; the ranks receive the compiled
 * module, and its optimized code, from the launching thread. The flags are process-wide: they are
 * set back to what the process started with as soon as the module exists.
 */
function compileOptimized(bytes: Uint8Array<ArrayBuffer>): WebAssembly.Module {
  const flags = ['wasm-dynamic-tiering', 'wasm-lazy-compilation'];
  for (const f of flags) v8.setFlagsFromString(`--no-${f}`);
  try {
    return new WebAssembly.Module(bytes);
  } finally {
    for (const f of flags) if (!process.execArgv.includes(`--no-${f}`)) v8.setFlagsFromString(`--${f}`);
  }
}

/** The compiled core, compiled once per thread (and sent, compiled, to ranks); from `src` when
 *  given (init({ wasm }), launch's wasm). */
export function loadModule(src?: WasmSource): Promise<WebAssembly.Module> {
  if (src !== undefined) return moduleFrom(src, NODE_LOADER, 'wasm');
  modulePromise ??= compiledCore
    ? Promise.resolve(compiledCore)
    : readFile(WASM).then((b) => (compiledCore ??= compileOptimized(b)));
  return modulePromise;
}

/** A core given by path, file: URL or http(s) URL. */
const NODE_LOADER = {
  compile: compileOptimized,
  async load(where: string | URL): Promise<WebAssembly.Module> {
    const url = where instanceof URL ? where : /^[a-z][a-z0-9+.-]*:/i.test(where) ? new URL(where) : null;
    let bytes: Uint8Array<ArrayBuffer>;
    if (url !== null && (url.protocol === 'http:' || url.protocol === 'https:')) {
      const res = await fetch(url);
      if (!res.ok) fail('ERR_ARG', `wasm: fetching ${url.href} answered ${res.status} ${res.statusText}`);
      bytes = new Uint8Array(await res.arrayBuffer());
    } else {
      const path = url === null ? (where as string) : url.protocol === 'file:' ? fileURLToPath(url) : null;
      if (path === null)
        return fail('ERR_ARG', `wasm: cannot load ${url!.href}: expected a path, file: or http(s): URL`);
      try {
        bytes = await readFile(path);
      } catch (e) {
        return fail('ERR_ARG', `wasm: cannot read ${path}: ${(e as Error).message}`);
      }
    }
    return compiled(() => compileOptimized(bytes), `wasm: the bytes of ${String(where)}`);
  },
};

/** The compiled core now (pack/unpack outside a world): the loaded one, else compiled from the file. */
function moduleSync(): WebAssembly.Module {
  compiledCore ??= compileOptimized(readFileSync(WASM));
  return compiledCore;
}

/** The job an MPI launcher started this process in without a PMI connection to join it through
 *  (Hydra's variables without PMI_FD, Open MPI's); null when there is none, or when it can be
 *  joined (inJob: PMI_FD, or Hydra's PMI_PORT, is there). */
export function launcherJob(): { rank: number; size: number; vars: string } | null {
  const env = process.env;
  if (inJob(env)) return null;
  for (const [r, n] of [
    ['PMI_RANK', 'PMI_SIZE'],
    ['OMPI_COMM_WORLD_RANK', 'OMPI_COMM_WORLD_SIZE'],
  ]) {
    const rank = Number(env[r]);
    const size = Number(env[n]);
    if (env[n] !== undefined && Number.isInteger(size) && size >= 1)
      return { rank: Number.isInteger(rank) ? rank : 0, size, vars: `${r}=${env[r] ?? '?'}, ${n}=${env[n]}` };
  }
  return null;
}

/** init() at the top level of a program that mpiexec started as one process of several. */
async function joinJobAsRank(module: WebAssembly.Module): Promise<JobRank | null> {
  if (!inJob()) return null;
  const j = await joinJob(module, 1);
  if (j === null) return null;
  return { memory: j.memory, rank: j.lo, procOf: j.procOf, busy: j.busy, close: () => j.close() };
}

setHost({
  joinJob: joinJobAsRank,
  loadModule,
  moduleSync,
  cores: () => availableParallelism(),
  threadId: () => threadId,
  launcherJob,
});
setCodec(
  (v) => v8.serialize(v),
  (b) => v8.deserialize(b),
);
