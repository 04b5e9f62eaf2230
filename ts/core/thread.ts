// This thread's links to its platform and its world: the host (Node, a browser page or worker: set
// by the package entry it loaded) and, once the thread is a rank, the world's core. They live on
// globalThis under registered symbols, so every bundle loaded in the thread sees the same ones, and
// here in ts/core so that the layers under the rank runtime (pack/unpack run on the rank's core)
// reach them without importing it.
import type { Core } from './core.js';

/** A URL object (the DOM's or Node's), named by its shape: the package's types compile without
 *  the DOM library. */
export interface UrlLike {
  readonly href: string;
}

/** The core: a compiled WebAssembly.Module (an `object` here, for the same reason), its bytes, or
 *  where to load it from: a URL, or in Node also a path. */
export type WasmSource = object | ArrayBuffer | ArrayBufferView | string | UrlLike;

export interface Host {
  /** The compiled core: from `src` when given (init({ wasm })), else the package's own. */
  loadModule(src?: WasmSource): Promise<WebAssembly.Module>;
  /** The compiled core without waiting, when the host can give it (Node: compiled from the file;
   *  browsers: once loadModule has resolved). pack/unpack outside a world run on it. */
  moduleSync?(): WebAssembly.Module | undefined;
  cores(): number;
  threadId(): number;
  /** The process's place in a job started by an MPI launcher that gave it no way to join the
   *  job's other processes (PMI_RANK/PMI_SIZE without PMI_FD, Open MPI's OMPI_COMM_WORLD_*), or
   *  null when none started it or it can be joined (joinJob). */
  launcherJob?(): { rank: number; size: number; vars: string } | null;
  /** Joins the job a launcher started this process in, as one rank (init() at a program's top
   *  level): the world's memory, this rank and each rank's process. Null when this process is no
   *  part of a job of several processes. */
  joinJob?(module: WebAssembly.Module): Promise<JobRank | null>;
}

/** This process's rank in a job of several processes. */
export interface JobRank {
  memory: WebAssembly.Memory;
  rank: number;
  procOf: Int32Array;
  /** Threads that want this machine's cores while the job runs (its ranks and network sides here). */
  busy: number;
  /** Leaves the job once the rank has finished (sends what is left, says goodbye). */
  close(): Promise<void>;
}

const HOST = Symbol.for('wasmpi.host');
const CORE = Symbol.for('wasmpi.core');
type G = typeof globalThis & { [HOST]?: Host; [CORE]?: Core };
const g = globalThis as G;

/** Sets the thread's host (the first one set stays). */
export function setHost(h: Host): void {
  g[HOST] ??= h;
}

export function host(): Host | undefined {
  return g[HOST];
}

/** @internal The compiled core, now, or undefined when the host cannot give it synchronously. */
export function hostModuleSync(): WebAssembly.Module | undefined {
  return g[HOST]?.moduleSync?.();
}

/** @internal Called once when the thread becomes a rank. */
export function setRankCore(core: Core): void {
  g[CORE] = core;
}

/** The core of the world this thread is a rank of, if it is one. */
export function rankCore(): Core | undefined {
  return g[CORE];
}
