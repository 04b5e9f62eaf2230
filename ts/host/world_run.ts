// What every host's launch does with a world once its ranks are started, whatever starts them
// (Node worker threads, browser Web Workers): collect each rank's outcome; mark a failed rank
// failed in shared memory at once, so that peers blocked on it fail fast instead of hanging; stop
// the world on a timeout or an abort; and turn the outcomes into launch's result or its error (the
// first rank to fail, by the failure order kept in shared memory; ERR_ABORT when a rank, of this
// process or another, called abort(code)).
import type { Core } from '../core/core.js';
import { G_TEXT, G_TEXT_BYTES, R_FAIL_SEQ, R_STATE, R_TEXT, R_TEXT_BYTES, STATE_FAILED } from '../core/abi.js';
import { globalAddr, rankCtl } from '../core/layout.js';
import { readText, writeText } from '../core/text.js';
import { fail, show, WasmpiError } from '../errors.js';
import type { AbortSignalLike } from '../transport/transport.js';
import { MAX_RANKS } from '../core/world.js';
import { worldAbort } from '../core/abort.js';

/** What a rank's entry module returned, by rank. */
export interface RankResult {
  rank: number;
  /** What the entry's default export returned in that rank. */
  value: unknown;
}

/** The options every host's launch takes. */
export interface WorldOptions {
  ranks: number;
  args?: string[];
  /** Abort the world (peers get ERR_PROC_FAILED, threads are terminated) after this many ms. */
  timeoutMs?: number;
  /** Initial shared heap bytes (the heap grows on demand up to wasm32's 4 GiB). */
  memoryBytes?: number;
  /** Eager/rendezvous threshold in bytes (default 8192). */
  eagerBytes?: number;
  /** Aborts the world when signalled, as timeoutMs does when it elapses; launch then rejects with
   *  the signal's reason. */
  signal?: AbortSignalLike;
  /** A rank that ends with requests it never completed (waited, tested or freed) fails with
   *  ERR_PENDING naming them ('error', the default), or prints a warning ('warn'). */
  pendingRequests?: 'error' | 'warn';
}

export type Settled = { ok: true; value: unknown } | { ok: false; error: Error };

/** Checks the options every host takes (ERR_ARG naming the bad one). */
export function checkWorldOptions(opts: WorldOptions): void {
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

/** One launched world, from its ranks' start to launch's answer. */
export class WorldRun {
  readonly outcome: Array<Settled | undefined>;
  private left: number;
  private resolveAll!: () => void;
  /** Resolves once every rank has an outcome. */
  readonly allDone = new Promise<void>((r) => (this.resolveAll = r));
  private killer: ReturnType<typeof setTimeout> | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private poller: ReturnType<typeof setInterval> | undefined;
  private aborted = false;
  private readonly onAbort: () => void;

  constructor(
    readonly core: Core,
    readonly ranks: number,
    private readonly opts: WorldOptions,
    /** Terminates the ranks' threads (a rank stuck in its own code, after a stop). */
    private readonly terminate: () => void,
    /** The world rank of this run's first rank (a process of a job runs ranks base.., not 0..). */
    readonly base = 0,
  ) {
    this.outcome = new Array<Settled | undefined>(ranks);
    this.left = ranks;
    if (opts.timeoutMs !== undefined) {
      const ms = opts.timeoutMs;
      this.timer = setTimeout(
        () => this.stop(`launch timeout of ${ms} ms elapsed`, `within the launch timeout of ${ms} ms`),
        ms,
      );
    }
    this.onAbort = () => {
      this.aborted = this.left > 0;
      this.stop('launch was aborted (its AbortSignal fired)', 'after the launch was aborted');
    };
    opts.signal?.addEventListener('abort', this.onAbort, { once: true });
    // A thread that exits without saying so (process.exit in a rank, a worker closed by the page)
    // leaves its rank failed in shared memory: settle it after a grace period for its own report.
    const failedSince = new Array<number>(ranks).fill(0);
    this.poller = setInterval(() => {
      // a rank called abort (here, or in another process of the job): every rank ends, and one
      // stuck in its own code is given up on, as at a timeout
      if (this.killer === undefined) {
        const a = worldAbort(core);
        if (a !== null) this.giveUpAfter(`after ${a.text}`);
      }
      for (let r = 0; r < ranks; r++) {
        if (this.outcome[r] || Atomics.load(core.i32, (this.ctl(r) + R_STATE) >>> 2) !== STATE_FAILED) continue;
        failedSince[r] ||= Date.now();
        if (Date.now() - failedSince[r] > 500)
          this.settle(r, {
            ok: false,
            error: new WasmpiError('ERR_PROC_FAILED', this.readText(r) || `rank ${base + r} failed`),
          });
      }
    }, 50);
  }

  private ctl(r: number): number {
    return rankCtl(this.core, this.base + r);
  }

  /** Records rank r's outcome (the first one stays); a failure marks the rank failed for its peers. */
  settle(r: number, s: Settled): void {
    if (this.outcome[r]) return;
    this.outcome[r] = s;
    if (!s.ok) {
      const { core } = this;
      const ctl = this.ctl(r);
      if (Atomics.load(core.i32, (ctl + R_STATE) >>> 2) !== STATE_FAILED) {
        writeText(core, ctl + R_TEXT, R_TEXT_BYTES, `${s.error.name}: ${s.error.message}`);
        core.x.rankSetState(this.base + r, STATE_FAILED);
      }
    }
    if (--this.left === 0) this.resolveAll();
  }

  /** Why rank r failed, as it wrote it in shared memory ('' if it did not). */
  readText(r: number): string {
    return readText(this.core, this.ctl(r) + R_TEXT, R_TEXT_BYTES);
  }

  /** Stops the world: ranks blocked in wasmpi calls wake and throw ERR_PROC_FAILED with `why`;
   *  ranks stuck in their own code are given up on a second later. */
  stop(why: string, late: string): void {
    if (this.killer !== undefined || this.left === 0) return;
    const { core } = this;
    // a world a rank aborted keeps that abort's text: it says why its ranks fail
    if (worldAbort(core) === null) {
      writeText(core, globalAddr(G_TEXT), G_TEXT_BYTES, why);
      core.x.abortWorld(1);
    }
    this.giveUpAfter(late);
  }

  /** Settles every rank still running a second from now (ERR_PROC_FAILED: it did not finish
   *  `late`) and terminates the threads. */
  private giveUpAfter(late: string): void {
    if (this.killer !== undefined || this.left === 0) return;
    this.killer = setTimeout(() => {
      for (let r = 0; r < this.ranks; r++)
        this.settle(r, {
          ok: false,
          error: new WasmpiError('ERR_PROC_FAILED', `rank ${this.base + r} did not finish ${late}`),
        });
      this.terminate();
    }, 1000);
  }

  /** Waits for every rank, then returns their values or throws the world's error. `cleanup` runs
   *  (and is awaited) before the answer: the host releases its threads there. */
  async result(cleanup: () => Promise<void> | void): Promise<RankResult[]> {
    await this.allDone;
    clearInterval(this.poller);
    clearTimeout(this.timer);
    clearTimeout(this.killer);
    this.opts.signal?.removeEventListener('abort', this.onAbort);
    await cleanup();
    if (this.aborted) throw this.opts.signal!.reason; // an aborted launch rejects with the signal's reason, as fetch does
    const failed: { rank: number; error: Error; seq: number }[] = [];
    this.outcome.forEach((o, rank) => {
      if (o && !o.ok)
        failed.push({
          rank: this.base + rank,
          error: o.error,
          seq: Atomics.load(this.core.i32, (this.ctl(rank) + R_FAIL_SEQ) >>> 2),
        });
    });
    const abort = worldAbort(this.core);
    if (abort !== null) throw abortError(abort, failed);
    if (failed.length) throw rootCause(failed);
    return this.outcome.map((o, rank) => ({ rank: this.base + rank, value: (o as { value: unknown }).value }));
  }
}

type Failed = { rank: number; error: Error; seq: number };
type WorldError = Error & { rank?: number; errors?: { rank: number; error: Error }[]; abortCode?: number };

/** Failures in the order they happened (by the failure order kept in shared memory; a failure that
 *  left no place in it last, one that is not ERR_PROC_FAILED before one that is), `first` first. */
function inFailureOrder(failed: Failed[], first: Failed | undefined): Failed[] {
  const key = (f: Failed) => (f.seq > 0 ? f.seq : Infinity);
  const procFailed = (f: Failed) => ((f.error as { code?: string }).code === 'ERR_PROC_FAILED' ? 1 : 0);
  return failed
    .slice()
    .sort(
      (a, b) =>
        Number(b === first) - Number(a === first) ||
        key(a) - key(b) ||
        procFailed(a) - procFailed(b) ||
        a.rank - b.rank,
    );
}

/** The error that explains a failed world: the first rank to fail (by the failure order kept in
 *  shared memory), whose error the others' ERR_PROC_FAILED stem from. Its `errors` lists every
 *  failed rank's error, this one first, then in the order they failed (a report reads from the
 *  cause to its consequences). */
function rootCause(failed: Failed[]): Error {
  const order = inFailureOrder(failed, undefined);
  const first = order[0];
  const e = first.error as WorldError;
  e.rank = first.rank;
  e.errors = order;
  return e;
}

/** The error of a world a rank aborted: that rank's own ERR_ABORT when it ran here, else (a rank of
 *  another process) one made from the abort's text; `errors`: this process's failed ranks, the
 *  aborting one first. */
function abortError(a: { rank: number; code: number; text: string }, failed: Failed[]): Error {
  const mine = failed.find((f) => f.rank === a.rank);
  const order = inFailureOrder(failed, mine);
  const own: WorldError | undefined = mine?.error;
  const e: WorldError = own?.abortCode !== undefined ? own : new WasmpiError('ERR_ABORT', a.text);
  e.rank = a.rank;
  e.abortCode ??= a.code;
  e.errors = order;
  return e;
}
