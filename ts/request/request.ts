// Requests: one object for nonblocking and persistent operations. Blocking calls that need to wait
// go through the same transport `block`, so there is one waiting path. The calls on a list of
// requests (waitAll, testSome, startAll, ...) are in lists.ts; what a request runs (Active) and
// what made it (Origin) in origin.ts.
import { fail, show } from '../errors.js';
import { Status } from './status.js';
import { Origin, type Active } from './origin.js';
import { promiseActive, type FromPromiseOpts, type PromiseActive } from './promise.js';
import type { AbortSignalLike, Transport } from '../transport/transport.js';
import { ANY, describe, OP_COLL, OP_RECV, OP_SEND, type BlockDesc } from '../transport/blocked.js';

// the calls that make requests name the operation they hand over along with Request
export type { AbortSignalLike, Active, FromPromiseOpts };

/** The origin of every generalized request: no transport, no communicator. */
const PROMISE_ORIGIN = new Origin(null, 'Request.fromPromise', '', null, null);

// The requests of this thread that are active (started, not yet completed by a wait or test, not
// freed), in an intrusive list: a rank that ends with one of them is erroneous (MPI 4.1 section
// 11.2.2), and finalize() names them. Linking costs two field writes, no allocation.
let liveHead: Request | null = null;
// The batches with requests not freed: a request started by its batch's startAll is not linked
// (eight links and unlinks were a tenth of a small exchange's time); activeRequests() finds it here.
const batches: Batch[] = [];

/**
 * Persistent requests that run as one operation (the members of a committed exchange,
 * ts/commit/exchange.ts). startAll and waitAll given exactly its requests, in any order, take one
 * step for all of them instead of one per request (the per-request steps were most of a small
 * exchange's time); any other list, and any request not ready, takes the requests one by one, whose
 * errors are the reference.
 */
export interface Batch {
  /** The Active of each request of the batch, by its index (Request.join). */
  readonly members: readonly Active[];
  /** The requests, by index (Request.join fills it). */
  readonly requests: Request[];
  /** Whether a whole start may proceed: no round half started (false: the requests' own start()
   *  says why not). */
  startable(): boolean;
  /** Whether every started member belongs to the round that last ran (none of the next one has
   *  started yet). */
  running(): boolean;
  /** Runs the round, every member marked started (after startable()). */
  startWhole(): void;
  /** True when the round's operation has completed (made once: block polls it). */
  readonly complete: () => boolean;
  /** After complete: true when every member finishes without error; false leaves the requests'
   *  own waits to report it. */
  clean(): boolean;
  /** After clean(): what a wait on request `index` returns. */
  status(index: number): Status;
}

export class Request implements PromiseLike<Status> {
  private active: Active | null;
  private result: Status | null = null;
  private failure: unknown = null;
  private freed = false;
  private prevLive: Request | null = null;
  private nextLive: Request | null = null;
  /** The batch it belongs to and its index there; `seen`: the last check of a list for a batch
   *  that met it (finds a request listed twice without a set). */
  private batch: Batch | null = null;
  private batchIndex = 0;
  private seen = 0;

  private constructor(
    private readonly origin: Origin,
    active: Active | null,
  ) {
    this.active = active;
    if (active === null && origin.starter === null) this.result = Status.EMPTY;
    if (active !== null) this.enlist();
  }

  /**
   * A generalized request (MPI_Grequest_start): a Request for an operation of the program's own,
   * which completes when `promise` settles: a wait then returns its status (`opts.status`, or the
   * value the promise resolved to when that is a Status, else the empty status), or throws the
   * reason the promise was rejected with, as it is. It goes in any list of requests (waitAll,
   * waitAny, testSome, ...) next to the library's own.
   *
   * Only the thread's event loop sees a promise settle, and a blocking wait stops it: `wait()`,
   * waitAll, and waitAny or waitSome with nothing else to wait for throw ERR_PENDING, at once,
   * while the promise has not settled (the request stays active). Await it instead (`await req`,
   * `req.waitAsync()`, waitAllAsync, waitAnyAsync, waitSomeAsync); the test calls and getStatus
   * see it complete once it has settled. `cancel()` asks `opts.cancel` (see FromPromiseOpts);
   * `free()` lets the promise go on unobserved.
   */
  static fromPromise<T>(promise: PromiseLike<T>, opts?: FromPromiseOpts<T>): Request {
    return new Request(PROMISE_ORIGIN, promiseActive(promise, opts));
  }

  /** @internal A generalized request whose promise has not settled yet (a blocking wait on it could
   *  never end). */
  get unsettled(): boolean {
    return this.origin.t === null && !this.poll();
  }

  /** @internal A request for an operation started now (`active`), or a persistent one (`starter`). */
  static make(
    t: Transport,
    call: string,
    commName: string,
    active: Active | null,
    starter: (() => Active) | null = null,
    onFree: (() => void) | null = null,
  ): Request {
    const origin =
      starter === null && onFree === null
        ? Origin.of(t, call, commName)
        : new Origin(t, call, commName, starter, onFree);
    return new Request(origin, active);
  }

  /** @internal A persistent request of the commit protocol (ts/commit/pending.ts): `start` makes each
   *  start's Active (it throws while the operation is not bound yet), `register` binds deferred
   *  buffers and counts. */
  static declared(
    t: Transport,
    call: string,
    commName: string,
    start: () => Active,
    onFree: () => void,
    register: (args: unknown[]) => void,
  ): Request {
    return new Request(new Origin(t, call, commName, start, onFree, register), null);
  }

  /** @internal How a persistent request starts and what its free() releases (the commit protocol
   *  takes them over from the request it made on the committed communicator). */
  static parts(r: Request): { start: () => Active; onFree: (() => void) | null } {
    return { start: r.origin.starter!, onFree: r.origin.onFree };
  }

  /** @internal Makes `r` request `index` of `batch` (its Active there is `batch.members[index]`). */
  static join(r: Request, batch: Batch, index: number): void {
    r.batch = batch;
    r.batchIndex = index;
    batch.requests[index] = r;
    if (!batches.includes(batch)) batches.push(batch);
  }

  private static checks = 0;

  /**
   * @internal The batch of which `reqs` is exactly every request (each once), every one of them
   * free to start (`started` false) or started on it and not completed (`started` true); else null.
   */
  static wholeBatch(reqs: Request[], started: boolean): Batch | null {
    const n = reqs.length;
    if (n === 0) return null;
    const b = (reqs[0] as Request | null | undefined)?.batch ?? null;
    if (b?.members.length !== n || !(started ? b.running() : b.startable())) return null;
    // each index once: a bit each up to 32 requests, else a stamp on each request
    const stamp = n > 32 ? ++Request.checks : 0;
    let seen = 0;
    for (let i = 0; i < n; i++) {
      const r = reqs[i] as Request | null | undefined; // not checked yet: only a request of b passes
      if (r?.batch !== b || r.freed || r.result !== null || r.failure !== null) return null;
      if (started ? r.active !== b.members[r.batchIndex] : r.active !== null) return null;
      if (stamp === 0) {
        const bit = 1 << r.batchIndex;
        if ((seen & bit) !== 0) return null;
        seen |= bit;
      } else {
        if (r.seen === stamp) return null;
        r.seen = stamp;
      }
    }
    return b;
  }

  /** @internal startAll's batch path: start() once the batch has checked that it may. */
  begin(b: Batch): void {
    this.active = b.members[this.batchIndex];
  }

  /** @internal waitAll's batch path: wait() once the batch has completed cleanly. */
  end(b: Batch): Status {
    this.active = null;
    if (this.prevLive !== null || liveHead === this) this.delist(); // started one by one
    return b.status(this.batchIndex);
  }

  /** @internal The transport its waits block in (none for a generalized request). */
  get transport(): Transport | null {
    return this.origin.t;
  }

  /** @internal A request for an operation that completed as it started (a nonblocking receive
   *  whose message had arrived): active until a wait or test returns `status`. */
  static completed(t: Transport, call: string, commName: string, status: Status): Request {
    const r = new Request(Origin.of(t, call, commName), null);
    r.result = status;
    r.enlist();
    return r;
  }

  /** In the list: the head, or linked behind another request. */
  private get listed(): boolean {
    return this.prevLive !== null || liveHead === this;
  }

  private enlist(): void {
    if (this.listed) return;
    this.nextLive = liveHead;
    if (liveHead !== null) liveHead.prevLive = this;
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the list's head is a request
    liveHead = this;
  }

  private delist(): void {
    if (!this.listed) return;
    if (this.prevLive !== null) this.prevLive.nextLive = this.nextLive;
    else liveHead = this.nextLive;
    if (this.nextLive !== null) this.nextLive.prevLive = this.prevLive;
    this.prevLive = this.nextLive = null;
  }

  /** @internal What a wait on the active operation waits for (deadlock and failure reports). */
  desc(): BlockDesc {
    return this.active?.desc ?? { op: OP_COLL, peer: ANY, tag: ANY, ctx: 0 };
  }

  /** What the request is, for reports: `irecv(source 1, tag 5) on COMM_WORLD`. */
  toString(): string {
    const d = this.active?.desc;
    const { call, commName } = this.origin;
    if (this.origin.t === null) return call; // a generalized request: no peer, no communicator
    const send = call.includes('send');
    // collectives name no peer; a send that completed at once keeps no envelope
    if (d === undefined || d.op === OP_COLL || (send && d.peer === ANY)) return `${call} on ${commName}`;
    const what = describe(send ? OP_SEND : OP_RECV, d.peer, d.tag, 0);
    return `${call}${what.slice(what.indexOf('('))} on ${commName}`;
  }

  get persistent(): boolean {
    return this.origin.starter !== null;
  }

  /** True while started and not yet completed. */
  get pending(): boolean {
    return this.active !== null && this.result === null && this.failure === null;
  }

  /** True from the start of the operation until a wait or test has returned its completion (MPI's
   *  active request); after that the request is inactive (persistent: until the next start) and a
   *  wait or test on it returns the empty status at once (MPI 4.1 section 3.7.3). */
  get isActive(): boolean {
    return this.active !== null || this.result !== null || this.failure !== null;
  }

  start(): void {
    const starter = this.origin.starter;
    if (!starter)
      fail('ERR_PENDING', 'request.start: only persistent requests (sendInit, recvInit, *Init) can be started');
    if (this.freed) fail('ERR_PENDING', 'request.start: the request was freed');
    // active until a wait or test has returned its completion: one that completed unseen (a
    // getStatus, or another call's progress, saw it) still holds a status that would be lost
    if (this.isActive)
      fail('ERR_PENDING', 'request.start: the request is still active; wait() for it before starting it again');
    this.result = null;
    this.failure = null;
    this.active = starter();
    this.enlist();
  }

  /** @internal Polls once: true when complete (the status is kept for wait/test). */
  poll(): boolean {
    if (this.result !== null || this.failure !== null) return true;
    if (this.active === null) return true;
    if (!this.active.poll()) return false;
    try {
      this.result = this.active.finish();
    } catch (e) {
      this.failure = e;
    }
    return true;
  }

  /** Returns the completion (the status, or throws the failure) and makes the request inactive. */
  private done(): Status {
    const failure = this.failure;
    const result = this.result;
    this.active?.release?.();
    this.active = null;
    this.result = null;
    this.failure = null;
    this.delist();
    if (failure !== null) throw failure as unknown; // whatever was caught, rethrown as it was
    return result ?? Status.EMPTY;
  }

  /** A wait that failed completes the request with its error (it is no longer active). */
  private fault(e: unknown): never {
    this._abandon(e);
    this.active?.release?.();
    this.active = null;
    this.failure = null;
    this.delist();
    throw e;
  }

  /** @internal Marks an active request failed (a wait on it or on a set holding it failed). */
  _abandon(e: unknown): void {
    if (!this.pending) return;
    this.active!.abandon();
    this.failure = e;
  }

  /** poll() as a function for block(), made at the first wait that blocks (a persistent request
   *  reuses it: its warm waits make nothing). */
  private poller: (() => boolean) | null = null;

  /** Makes the poller: a method of its own, since a function that holds an arrow over `this`
   *  allocates its scope at every call, even when the arrow is not made. */
  private makePoller(): () => boolean {
    return () => this.poll();
  }

  /** Blocks until the operation completes; returns its status or throws its error. A generalized
   *  request (fromPromise) whose promise has not settled throws ERR_PENDING instead (see there). */
  wait(): Status {
    if (!this.poll()) {
      const t = this.origin.t;
      if (t === null) unsettledError('request.wait', 'the request');
      try {
        t.block((this.poller ??= this.makePoller()), this.active!.desc);
      } catch (e) {
        this.fault(e);
      }
    }
    return this.done();
  }

  test(): Status | undefined {
    return this.settled() ? this.done() : undefined;
  }

  /** Whether the operation has completed, after one round of progress if it had not. */
  private settled(): boolean {
    if (this.poll()) return true;
    this.origin.t?.progress();
    return this.poll();
  }

  /**
   * MPI_Request_get_status: whether the operation has completed, without completing the request.
   * Its status when it has (the request stays active: a wait or test returns the same status and
   * makes it inactive), undefined while it has not; a failed operation throws its error here and
   * again at its wait. An inactive request gives the empty status. Never blocks.
   */
  getStatus(): Status | undefined {
    if (!this.settled()) return undefined;
    if (this.failure !== null) throw this.failure as unknown; // kept: the wait throws it too
    return this.result ?? Status.EMPTY;
  }

  /** Waits without blocking the thread (Atomics.waitAsync); `await req` does the same. With a
   *  `signal`, the wait rejects with the signal's reason once it is aborted; the operation is not
   *  withdrawn (the request stays active: wait again, cancel() or free() it). */
  async waitAsync(opts?: { signal?: AbortSignalLike }): Promise<Status> {
    const signal = opts?.signal;
    if (signal !== undefined && !(signal instanceof AbortSignal))
      fail('ERR_ARG', `request.waitAsync: signal must be an AbortSignal, got ${show(signal)}`);
    if (!this.poll()) {
      signal?.throwIfAborted();
      const t = this.origin.t;
      try {
        if (t === null) {
          await settledOrAborted([(this.active as PromiseActive<unknown>).settledPromise], signal);
          this.poll(); // takes the outcome (the status, or the failure)
        } else await t.blockAsync(() => this.poll(), this.active!.desc, signal);
      } catch (e) {
        if (signal?.aborted && e === signal.reason) throw e;
        this.fault(e);
      }
    }
    return this.done();
  }

  then<A = Status, B = never>(
    onfulfilled?: ((s: Status) => A | PromiseLike<A>) | null,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- PromiseLike's own signature: a caller's `(e: WasmpiError) => ...` must fit
    onrejected?: ((e: any) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    return this.waitAsync().then(onfulfilled, onrejected);
  }

  /**
   * Binds the buffers declared `DEFERRED` on a pending communicator, in the order they were
   * declared, after its commit (docs/guide/commit.md); a trailing options object binds the counts
   * declared `DEFERRED` (`{ count }`, `{ sendcount, recvcount }`). Once per request.
   */
  register(...args: unknown[]): void {
    const r = this.origin.registrar;
    if (r === null)
      fail(
        'ERR_PENDING',
        `register: ${this.toString()} was not declared on a pending communicator: only requests declared ` +
          'with DEFERRED buffers or counts before commit() take register',
      );
    if (this.freed) fail('ERR_PENDING', `register: ${this.toString()} was freed`);
    r(args);
  }

  /** Cancels an operation that has not matched; returns true when it was cancelled. */
  cancel(): boolean {
    if (!this.pending) return false;
    const ok = this.active!.cancel();
    if (ok) this.result = Status.CANCELLED;
    return ok;
  }

  /** Releases the request. An active operation still completes in the background. */
  free(): void {
    if (this.freed) return;
    this.freed = true;
    this.delist();
    const b = this.batch;
    if (b?.requests.every((r) => r.freed)) batches.splice(batches.indexOf(b), 1);
    if (this.origin.onFree !== null) this.origin.onFree();
  }
}

/** @internal ERR_PENDING for a blocking wait on a generalized request whose promise has not settled. */
export function unsettledError(call: string, what: string): never {
  return fail(
    'ERR_PENDING',
    `${call}: ${what} is a generalized request (Request.fromPromise) whose promise has not settled, and a ` +
      "blocking wait cannot let it settle (the thread's event loop, which settles promises, does not run " +
      'while it blocks): expected an awaitable wait (await req, req.waitAsync(), waitAllAsync, waitAnyAsync, ' +
      'waitSomeAsync) or a test call',
  );
}

/**
 * @internal Resolves when the first of `settling` resolves (they never reject: PromiseActive's
 * settledPromise, a timer); rejects with the signal's reason once it is aborted.
 */
export async function settledOrAborted(settling: Promise<void>[], signal: AbortSignalLike | undefined): Promise<void> {
  if (signal === undefined) return Promise.race(settling);
  signal.throwIfAborted();
  let onAbort: (() => void) | null = null;
  const aborted = new Promise<void>((_, reject) => {
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- the signal's reason as it is, as waitAsync rethrows it
    onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    await Promise.race([...settling, aborted]);
  } finally {
    signal.removeEventListener('abort', onAbort!);
  }
}

/** @internal The active requests of this thread (started and neither completed by a wait or test
 *  nor freed), most recent first. */
export function activeRequests(): Request[] {
  const out: Request[] = [];
  for (let r = liveHead; r !== null; r = (r as unknown as { nextLive: Request | null }).nextLive) out.push(r);
  for (const b of batches)
    for (const r of b.requests) if (r.isActive && !(r as unknown as { listed: boolean }).listed) out.push(r);
  return out;
}
