// The rank runtime: a rank's view of its world (init, selfComm, finalize, wtime, the buffer of
// buffered sends). The host starts ranks and calls attachRank; outside a launched world, init()
// makes a world of one rank.
import type { Tuning } from './coll/select/choose.js';
import { Core } from './core/core.js';
import { createWorld } from './core/world.js';
import { host, setRankCore, type JobRank, type WasmSource } from './core/thread.js';
import { R_THREAD, STATE_ALIVE } from './core/abi.js';
import { ShmTransport } from './transport/shm/shm.js';
import { collState } from './coll/exec/state.js';
import { localComm } from './coll/net/local.js';
import { netState } from './coll/net/state.js';
import { Comm } from './comm/comm.js';
import { spansProcs, type RankWorld } from './comm/world.js';
import { attachBuffer, detachBuffer } from './comm/bsend.js';
import { fail, show, WasmpiError } from './errors.js';
import { activeRequests } from './request/request.js';
import { HwTopology, type HwJSON } from './hw/index.js';

interface RankState {
  w: RankWorld;
  world: Comm;
  self: Comm;
  /** init() was called (a rank module without a default export must call it). */
  inited: boolean;
}

const KEY = Symbol.for('wasmpi.rank');
type G = typeof globalThis & { [KEY]?: RankState };
const g = globalThis as G;

export { setHost, type Host } from './core/thread.js';

export interface AttachOpts {
  cores?: number;
  /** Threads that want this machine's cores while the world runs (default: the world's ranks; a
   *  world across processes also has ranks elsewhere, and a network side in each process). */
  busy?: number;
  spin?: number;
  /** Longest spin (us) before a waiting rank sleeps (default 50). */
  spinUs?: number;
  /** Collective selection (host-provided: cached cost parameters, WASMPI_TUNE). */
  tuning?: Tuning;
  /** What finalize() does with requests still active: throw ERR_PENDING (default) or warn. */
  pending?: 'error' | 'warn';
  /** The machine (its JSON form) and each world rank's PU: the host's probe and placement. */
  hw?: { json: HwJSON; place: Int32Array };
  /** The process of each world rank, when the world spans several processes. */
  procOf?: Int32Array;
  /** procOf is simulated: every rank runs in this process (RankWorld.simulated). */
  simulated?: boolean;
}

/** Joins this thread to a world as `rank` (called by hosts, once per rank thread). */
export function attachRank(
  module: WebAssembly.Module,
  memory: WebAssembly.Memory,
  rank: number,
  opts: AttachOpts = {},
): Comm {
  if (g[KEY]) fail('ERR_COMM', `this thread is already rank ${g[KEY].w.rank} of a world`);
  const core = new Core(module, memory);
  const t = new ShmTransport(core, rank, {
    cores: opts.cores ?? host()?.cores() ?? 1,
    busy: opts.busy,
    spin: opts.spin,
    spinUs: opts.spinUs,
  });
  const w: RankWorld = {
    core,
    t,
    rank,
    size: t.size,
    finalized: false,
    tuning: opts.tuning,
    pending: opts.pending,
    hw: opts.hw ? { topo: HwTopology.fromJSON(opts.hw.json), place: opts.hw.place } : undefined,
    procOf: opts.procOf,
    simulated: opts.simulated,
  };
  const world = Comm.make(
    w,
    0,
    Array.from({ length: t.size }, (_, i) => i),
    'COMM_WORLD',
  );
  const self = Comm.make(w, 2, [rank], 'COMM_SELF');
  g[KEY] = { w, world, self, inited: false };
  setRankCore(core);
  const ctl = t.ctlOf(rank);
  Atomics.store(core.i32, (ctl + R_THREAD) >>> 2, host()?.threadId() ?? 0);
  core.x.rankSetState(rank, STATE_ALIVE);
  // collective state for COMM_WORLD now, with every rank (Comm sets it up for the communicators it makes)
  if (t.size > 1) {
    try {
      // a world across processes: its process's sub-communicator (collective among them) instead
      if (spansProcs(w, world.members)) localComm(netState(world));
      else collState(world);
    } catch (e) {
      // a world stopped (timeout, a peer failed) while its ranks still joined it: the calls the
      // error names are the set-up's own, not the program's
      if (e instanceof WasmpiError)
        e.message = `${e.message} (while rank ${rank} was joining its world, before its code ran)`;
      throw e;
    }
  }
  return world;
}

export interface InitOptions {
  /** The core, when the package's own wasm/wasmpi.wasm is not where the host looks for it (a
   *  bundled app): its URL (or path, in Node), its bytes, or a compiled WebAssembly.Module. Used
   *  only by a world of one rank made here; a launched rank has its world's core already. */
  wasm?: WasmSource;
}

/** COMM_WORLD of this rank. Outside a launched world, a world of one rank in this thread. */
export async function init(opts: InitOptions = {}): Promise<Comm> {
  if (opts === null || typeof opts !== 'object')
    fail('ERR_ARG', `init: expected options { wasm? } or nothing, got ${show(opts)}`);
  const s = g[KEY];
  if (s) {
    s.inited = true;
    return s.world;
  }
  const h = host();
  if (!h) fail('ERR_COMM', 'init: no host is loaded (import wasmpi from its package entry)');
  refuseLauncherJob('init');
  const module = await h.loadModule(opts.wasm);
  if (g[KEY]) {
    g[KEY].inited = true;
    return g[KEY].world;
  }
  const job = h.joinJob ? await h.joinJob(module) : null;
  let world: Comm;
  if (job !== null) {
    world = attachRank(module, job.memory, job.rank, { procOf: job.procOf, busy: job.busy });
    leaveJobAtExit(job);
  } else {
    const { memory } = createWorld(module, { size: 1 });
    world = attachRank(module, memory, 0);
  }
  g[KEY]!.inited = true;
  return world;
}

/** A program that called init() at its top level in a job ends its rank when nothing is left to
 *  run (finalize(), unless it did), then leaves the job (the network thread sends what is left). */
function leaveJobAtExit(job: JobRank): void {
  const p = (globalThis as { process?: { once(ev: string, f: () => void): void; exitCode?: number } }).process;
  p?.once('beforeExit', () => {
    try {
      finalize();
    } catch (e) {
      console.error(e);
      p.exitCode = 1;
    }
    void job.close();
  });
}

/** @internal ERR_COMM when an MPI launcher started this process as one of several without a PMI
 *  connection to join the others through (Open MPI's mpirun; PMI_SIZE without PMI_FD): each process
 *  would run a world of its own, silently. */
export function refuseLauncherJob(call: string): void {
  const job = host()?.launcherJob?.() ?? null;
  if (job === null || job.size <= 1) return;
  fail(
    'ERR_COMM',
    `${call}: this process was started by an MPI launcher as process ${job.rank} of ${job.size} (${job.vars}), ` +
      'without a PMI-1 connection (PMI_FD) to join the others through, so each would run a world of its own. ' +
      "wasmpi joins the processes of MPICH's mpiexec (Hydra) and of `wasmpi run --procs`; or start the ranks as " +
      `threads of one process: \`wasmpi run -n ${job.size} app.mjs\` or launch(url, { ranks: ${job.size} })`,
  );
}

/** @internal Whether this rank's code has called init(). */
export function initCalled(): boolean {
  return g[KEY]?.inited ?? false;
}

function state(call: string): RankState {
  const s = g[KEY];
  if (!s) fail('ERR_COMM', `${call}: call \`await init()\` first`);
  return s;
}

/** COMM_SELF: a communicator holding only the calling rank. */
export function selfComm(): Comm {
  return state('selfComm').self;
}

/** Ends the rank's participation: waits for its pending sends, then marks it finished so that
 *  peers waiting on it fail fast instead of hanging. Idempotent. A rank that finalizes (or whose
 *  main returns) with requests it never completed is erroneous (MPI 4.1 section 11.2.2): ERR_PENDING
 *  names them, or a warning does when the world was launched with `pendingRequests: 'warn'`. */
export function finalize(): void {
  const s = g[KEY];
  if (!s || s.w.finalized) return;
  const left = activeRequests();
  if (left.length > 0) {
    const list = left.reverse().map(String);
    const shown = list.length > 8 ? [...list.slice(0, 8), `... and ${list.length - 8} more`] : list;
    const msg =
      `finalize: rank ${s.w.rank} ends with ${left.length} request${left.length === 1 ? '' : 's'} never completed: ` +
      `${shown.join('; ')}. Complete each with req.wait(), await req or waitAll(), or req.free() it, before the rank returns`;
    if (s.w.pending === 'warn') console.warn(`wasmpi warning: ${msg}`);
    else fail('ERR_PENDING', msg);
  }
  s.w.t.finish();
  s.w.finalized = true;
}

/** @internal Marks this rank failed with a reason that peers include in ERR_PROC_FAILED. */
export function markFailed(reason: string): void {
  const s = g[KEY];
  if (!s) return;
  s.w.t.fail(reason);
  s.w.finalized = true;
}

/** Attaches the calling rank's buffer for buffered sends (MPI_Buffer_attach): a size in bytes (the
 *  buffer is then allocated in the world's shared memory, where receivers read large messages
 *  straight from it), or a TypedArray or DataView to use as it is. Each message in flight takes its
 *  bytes plus BSEND_OVERHEAD. One buffer at a time: ERR_BUFFER when one is attached already. */
export function bufferAttach(buffer: number | ArrayBufferView): void {
  attachBuffer(state('bufferAttach').w, buffer);
}

/** Detaches the calling rank's buffer (MPI_Buffer_detach): waits until every message buffered in it
 *  has been received, then returns what bufferAttach was given (undefined when none is attached). */
export function bufferDetach(): number | ArrayBufferView | undefined {
  return detachBuffer(state('bufferDetach').w);
}

/** Seconds since the epoch, with sub-microsecond resolution; comparable across ranks. */
export function wtime(): number {
  return (performance.timeOrigin + performance.now()) / 1000;
}

/** Resolution of wtime() in seconds. */
export function wtick(): number {
  return 1e-6;
}
