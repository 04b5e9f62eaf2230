// The calls on a list of requests: the completion functions (waitAll, waitAny, waitSome, testAll,
// testAny, testSome), startAll and registerAll. They sit apart from the Request class because they
// only drive requests through its (internal) methods; the class never calls them, so the import
// goes one way. waitAll and startAll take a committed exchange's batch in one step
// (Request.wholeBatch) and otherwise the requests one by one.
import { fail, show } from '../errors.js';
import { UNDEFINED } from '../constants.js';
import { Status } from './status.js';
import type { Active } from './origin.js';
import { Request, settledOrAborted, unsettledError, type Batch } from './request.js';
import type { PromiseActive } from './promise.js';
import type { AbortSignalLike, Transport } from '../transport/transport.js';
import { OP_COLL, OP_WAIT, type BlockDesc } from '../transport/blocked.js';

function checkReqs(reqs: unknown, call: string): Request[] {
  if (!Array.isArray(reqs)) fail('ERR_ARG', `${call}: expected an array of Requests, got ${show(reqs)}`);
  for (let i = 0; i < reqs.length; i++) {
    const r: unknown = reqs[i];
    if (!(r instanceof Request)) fail('ERR_ARG', `${call}: element ${i} is ${show(r)}, expected a Request`);
  }
  return reqs as Request[];
}

/** The transport of the first pending request that has one (generalized requests have none). */
function transportOf(reqs: Request[]): Transport | null {
  for (const r of reqs) {
    if (!r.pending) continue;
    const t = (r as unknown as { origin: { t: Transport | null } }).origin.t;
    if (t !== null) return t;
  }
  return null;
}

/** ERR_PENDING when a request from `from` on is a generalized request whose promise has not
 *  settled: a blocking wait for all of them could never end. */
function refuseUnsettled(reqs: Request[], from: number, call: string): void {
  for (let i = from; i < reqs.length; i++) if (reqs[i].unsettled) unsettledError(call, `request ${i}`);
}

/** What a wait on several requests waits for: the first one still pending at the moment it is
 *  read (a copy taken at the start would keep naming a peer the request has since stopped waiting
 *  for, and that may have finished meanwhile). A class with getters, not a literal of closures:
 *  waitAll reuses one. */
class ReqsDesc implements BlockDesc {
  reqs: Request[] = NO_REQS;
  private first: BlockDesc = NOTHING_PENDING;
  /** Set before a wait: `first` is the first pending request's. */
  of(reqs: Request[], first: BlockDesc): this {
    this.reqs = reqs;
    this.first = first;
    return this;
  }
  private live(): BlockDesc {
    const reqs = this.reqs;
    for (let i = 0; i < reqs.length; i++) {
      const r = reqs[i];
      if (r.pending) return (r as unknown as { active: Active }).active.desc;
    }
    return this.first;
  }
  get op(): number {
    const o = this.live().op;
    return o === OP_COLL ? OP_WAIT : o; // a collective among several: any post
  }
  get peer(): number {
    return this.live().peer;
  }
  get tag(): number {
    return this.live().tag;
  }
  get ctx(): number {
    return this.live().ctx;
  }
  get members(): Int32Array | undefined {
    return this.live().members;
  }
}
const NO_REQS: Request[] = [];

const NOTHING_PENDING: BlockDesc = { op: OP_WAIT, peer: -1, tag: -1, ctx: 0 };

function descOf(reqs: Request[], into: ReqsDesc | null = null): BlockDesc {
  let first: BlockDesc | null = null;
  let n = 0;
  for (let i = 0; i < reqs.length; i++) {
    const r = reqs[i];
    if (!r.pending) continue;
    first ??= (r as unknown as { active: Active }).active.desc;
    n++;
  }
  if (first === null) return NOTHING_PENDING;
  if (n === 1) return first;
  return (into ?? new ReqsDesc()).of(reqs, first);
}

/** waitAll's state for `block`: its test made once; one is reused unless a wait is nested in
 *  another (a progress hook that waits). */
class AllWait {
  reqs: Request[] = NO_REQS;
  next = 0;
  busy = false;
  readonly desc = new ReqsDesc();
  readonly ready = (): boolean => {
    const reqs = this.reqs;
    const n = reqs.length;
    while (this.next < n && reqs[this.next].poll()) this.next++;
    return this.next === n;
  };
}
const allWait = new AllWait();

/**
 * Waits for every request; throws the first error after all have completed or failed. Returns
 * their statuses, in `statuses` when given (MPI_Waitall's array_of_statuses: a loop that passes one
 * array allocates nothing), else in a new array.
 */
export function waitAll(reqs: Request[], statuses?: Status[]): Status[] {
  const b = Array.isArray(reqs) ? Request.wholeBatch(reqs, true) : null;
  if (b === null) checkReqs(reqs, 'waitAll');
  if (statuses !== undefined && !Array.isArray(statuses))
    fail('ERR_ARG', `waitAll: statuses must be an array to fill (or left out), got ${show(statuses)}`);
  const n = reqs.length;
  const out = statuses ?? new Array<Status>(n);
  if (out.length !== n) out.length = n;
  if (b !== null && (b.complete() || blockOn(reqs, b)) && b.clean()) {
    for (let i = 0; i < n; i++) out[i] = reqs[i].end(b);
    return out;
  }
  // the requests before `next` have completed: each round polls from the first that has not
  let next = 0;
  while (next < n && reqs[next].poll()) next++;
  if (next < n) refuseUnsettled(reqs, next, 'waitAll');
  const t = next < n ? transportOf(reqs) : null;
  if (t) {
    const w = allWait.busy ? new AllWait() : allWait;
    w.busy = true;
    w.reqs = reqs;
    w.next = next;
    try {
      t.block(w.ready, descOf(reqs, w.desc));
    } catch (e) {
      for (const r of reqs) r._abandon(e);
    } finally {
      w.busy = false;
      w.reqs = w.desc.reqs = NO_REQS;
    }
  }
  let err: unknown = null;
  for (let i = 0; i < n; i++) {
    try {
      out[i] = reqs[i].wait();
    } catch (e) {
      err ??= e;
      out[i] = Status.EMPTY;
    }
  }
  if (err) throw err as unknown; // the first failure, rethrown as it was caught
  return out;
}

/** Waits until batch `b` (whose requests are `reqs`) completes: true; false when the wait failed
 *  (the requests are failed with its error, for the one-by-one path to report). */
function blockOn(reqs: Request[], b: Batch): boolean {
  try {
    reqs[0].transport!.block(b.complete, b.members[0].desc);
    return true;
  } catch (e) {
    for (const r of reqs) r._abandon(e);
    return false;
  }
}

/** The first active request that has completed: its index, or -1 when none has yet; UNDEFINED when
 *  no request is active. */
function firstDone(reqs: Request[]): number {
  let any = false;
  for (let i = 0; i < reqs.length; i++) {
    const r = reqs[i];
    if (!r.isActive) continue;
    any = true;
    if (r.poll()) return i;
  }
  return any ? -1 : UNDEFINED;
}

/** Waits until one active request completes: its index and status. With no active request (an
 *  empty list, or every request inactive) it returns at once with index UNDEFINED and the empty
 *  status (MPI_Waitany). */
export function waitAny(reqs: Request[]): { index: number; status: Status } {
  checkReqs(reqs, 'waitAny');
  let index = firstDone(reqs);
  if (index === -1) {
    // (what is pending may be only generalized requests, which cannot settle while the thread blocks)
    const t = transportOf(reqs) ?? refuseUnsettled(reqs, 0, 'waitAny');
    if (t) t.block(() => (index = firstDone(reqs)) !== -1, descOf(reqs));
  }
  if (index === UNDEFINED) return { index, status: Status.EMPTY };
  return { index, status: reqs[index].wait() };
}

/** The active requests that have completed, each waited (made inactive). */
function collectDone(reqs: Request[]): { indices: number[]; statuses: Status[] } {
  const indices: number[] = [];
  const statuses: Status[] = [];
  for (let i = 0; i < reqs.length; i++) {
    const r = reqs[i];
    if (r.isActive && r.poll()) {
      indices.push(i);
      statuses.push(r.wait());
    }
  }
  return { indices, statuses };
}

/** Waits until at least one active request completes; returns all that completed (their indices in
 *  order, and statuses). With no active request, empty lists at once (MPI_Waitsome's outcount
 *  MPI_UNDEFINED). */
export function waitSome(reqs: Request[]): { indices: number[]; statuses: Status[] } {
  checkReqs(reqs, 'waitSome');
  if (firstDone(reqs) === -1) {
    const t = transportOf(reqs) ?? refuseUnsettled(reqs, 0, 'waitSome');
    if (t) t.block(() => firstDone(reqs) !== -1, descOf(reqs));
  }
  return collectDone(reqs);
}

/** Statuses when every request has completed (an inactive one gives the empty status), otherwise
 *  undefined (completes nothing partially). */
export function testAll(reqs: Request[]): Status[] | undefined {
  checkReqs(reqs, 'testAll');
  transportOf(reqs)?.progress();
  if (!reqs.every((r) => r.poll())) return undefined;
  return reqs.map((r) => r.wait());
}

/** One active request that has completed: its index and status; undefined when active requests
 *  remain and none has completed. With no active request it answers at once with index UNDEFINED
 *  and the empty status (MPI_Testany's flag true, index MPI_UNDEFINED), so a polling loop ends. */
export function testAny(reqs: Request[]): { index: number; status: Status } | undefined {
  checkReqs(reqs, 'testAny');
  transportOf(reqs)?.progress();
  const index = firstDone(reqs);
  if (index === -1) return undefined;
  if (index === UNDEFINED) return { index, status: Status.EMPTY };
  return { index, status: reqs[index].wait() };
}

/** The active requests that have completed, without waiting (MPI_Testsome): possibly none. */
export function testSome(reqs: Request[]): { indices: number[]; statuses: Status[] } {
  checkReqs(reqs, 'testSome');
  transportOf(reqs)?.progress();
  return collectDone(reqs);
}

// ── the awaitable forms ──

/** The longest pause (ms) between two polls of the library's requests while a generalized request
 *  of the same wait is unsettled. */
const MAX_POLL_MS = 8;

/**
 * Waits until `ready()` without blocking the thread. While no generalized request among `reqs` is
 * unsettled, on the transport's asynchronous wait (as `await req`). While one is, that wait would
 * announce the rank blocked to the deadlock detector, though the promise may settle at any time and
 * let the program go on: instead, the library's requests are polled (progress, then a pause of at
 * most MAX_POLL_MS, cut short when a promise settles), the rank counting as running. Rejects with
 * the signal's reason once it is aborted, and as the transport's wait fails (a peer died).
 */
async function readyAsync(reqs: Request[], ready: () => boolean, signal: AbortSignalLike | undefined): Promise<void> {
  let pause = 0;
  for (;;) {
    if (ready()) return;
    signal?.throwIfAborted();
    const settling: Promise<void>[] = [];
    for (const r of reqs)
      if (r.unsettled) settling.push((r as unknown as { active: PromiseActive<unknown> }).active.settledPromise);
    const t = transportOf(reqs);
    if (settling.length === 0) {
      if (t !== null) await t.blockAsync(ready, descOf(reqs), signal);
      return;
    }
    if (t === null) {
      await settledOrAborted(settling, signal);
      continue;
    }
    const moved = t.progress();
    if (ready()) return;
    pause = moved ? 0 : Math.min(2 * pause + 1, MAX_POLL_MS);
    let timer: ReturnType<typeof setTimeout> | undefined;
    settling.push(new Promise<void>((resolve) => (timer = setTimeout(resolve, pause))));
    try {
      await settledOrAborted(settling, signal);
    } finally {
      clearTimeout(timer);
    }
  }
}

/** Checks an awaitable wait's options (`keys` names them for the message) and returns the signal. */
function signalOf(
  opts: { signal?: AbortSignalLike } | undefined,
  call: string,
  keys = 'signal',
): AbortSignalLike | undefined {
  if (opts === undefined) return undefined;
  if (opts === null || typeof opts !== 'object')
    fail('ERR_ARG', `${call}: options must be an object ({ ${keys} }) or left out, got ${show(opts)}`);
  const signal = opts.signal;
  if (signal !== undefined && !(signal instanceof AbortSignal))
    fail('ERR_ARG', `${call}: signal must be an AbortSignal, got ${show(signal)}`);
  return signal;
}

/** Rethrows a failed awaitable wait's error: the abort as it is (the requests stay active, as with
 *  waitAsync), anything else once it has failed every request still pending. */
function failedWait(reqs: Request[], e: unknown, signal: AbortSignalLike | undefined): void {
  if (signal?.aborted && e === signal.reason) throw e;
  for (const r of reqs) r._abandon(e);
}

/**
 * waitAll without blocking the thread: resolves to every request's status (in `statuses` when
 * given) once all have completed, or rejects with the first error after all have completed or
 * failed. Waits for generalized requests (Request.fromPromise) as for the library's own. With a
 * `signal`, rejects with its reason once it is aborted, the requests staying active.
 */
export async function waitAllAsync(
  reqs: Request[],
  opts?: { signal?: AbortSignalLike; statuses?: Status[] },
): Promise<Status[]> {
  checkReqs(reqs, 'waitAllAsync');
  const signal = signalOf(opts, 'waitAllAsync', 'signal, statuses');
  const statuses = opts?.statuses;
  if (statuses !== undefined && !Array.isArray(statuses))
    fail('ERR_ARG', `waitAllAsync: statuses must be an array to fill (or left out), got ${show(statuses)}`);
  let next = 0;
  const ready = (): boolean => {
    while (next < reqs.length && reqs[next].poll()) next++;
    return next === reqs.length;
  };
  try {
    await readyAsync(reqs, ready, signal);
  } catch (e) {
    failedWait(reqs, e, signal);
  }
  return waitAll(reqs, statuses); // every request has completed (or failed): returns at once
}

/**
 * waitAny without blocking the thread: resolves to the index and status of one active request that
 * has completed (index UNDEFINED and the empty status when no request is active). Generalized
 * requests (Request.fromPromise) complete when their promise settles. With a `signal`, rejects with
 * its reason once it is aborted, the requests staying active.
 */
export async function waitAnyAsync(
  reqs: Request[],
  opts?: { signal?: AbortSignalLike },
): Promise<{ index: number; status: Status }> {
  checkReqs(reqs, 'waitAnyAsync');
  const signal = signalOf(opts, 'waitAnyAsync');
  try {
    await readyAsync(reqs, () => firstDone(reqs) !== -1, signal);
  } catch (e) {
    failedWait(reqs, e, signal);
  }
  return waitAny(reqs); // one has completed (or failed): returns at once
}

/**
 * waitSome without blocking the thread: resolves once at least one active request has completed,
 * to all that have (their indices in order, and statuses; empty lists when no request is active).
 * With a `signal`, rejects with its reason once it is aborted, the requests staying active.
 */
export async function waitSomeAsync(
  reqs: Request[],
  opts?: { signal?: AbortSignalLike },
): Promise<{ indices: number[]; statuses: Status[] }> {
  checkReqs(reqs, 'waitSomeAsync');
  const signal = signalOf(opts, 'waitSomeAsync');
  try {
    await readyAsync(reqs, () => firstDone(reqs) !== -1, signal);
  } catch (e) {
    failedWait(reqs, e, signal);
  }
  return waitSome(reqs);
}

export function startAll(reqs: Request[]): void {
  const b = Array.isArray(reqs) ? Request.wholeBatch(reqs, false) : null;
  if (b !== null) {
    for (let i = 0; i < reqs.length; i++) reqs[i].begin(b);
    b.startWhole();
    return;
  }
  checkReqs(reqs, 'startAll');
  for (const r of reqs) r.start();
}

/** `reqs[i].register(...args[i])` for each request (docs/guide/commit.md): `args[i]` lists the deferred
 *  buffers of request i in declaration order, optionally ending with its deferred counts. */
export function registerAll(reqs: Request[], args: unknown[][]): void {
  checkReqs(reqs, 'registerAll');
  if (!Array.isArray(args) || args.length !== reqs.length)
    fail('ERR_ARG', `registerAll: expected one array of arguments per request (${reqs.length}), got ${show(args)}`);
  for (let i = 0; i < reqs.length; i++) {
    const a: unknown = args[i];
    if (!Array.isArray(a))
      fail('ERR_ARG', `registerAll: element ${i} of the arguments is ${show(a)}, expected an array`);
    reqs[i].register(...(a as unknown[]));
  }
}
