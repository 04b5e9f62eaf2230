// Generalized requests (MPI_Grequest_start, Request.fromPromise): an operation of the program's own
// (a read, a computation on another agent, anything a promise stands for) as a Request, so that
// the completion calls handle it with the library's operations. The promise is its progress engine:
// the request completes when the promise settles, which only the thread's event loop can see, so
// blocking waits never sleep on it (request.ts and lists.ts refuse, naming the awaitable forms)
// and the asynchronous waits await it.
import { fail, show } from '../errors.js';
import { Status } from './status.js';
import type { Active } from './origin.js';
import { ANY, OP_WAIT, type BlockDesc } from '../transport/blocked.js';

/** Request.fromPromise's options. */
export interface FromPromiseOpts<T> {
  /**
   * The status a wait returns (MPI's query_fn): a Status, or a function of the value the promise
   * resolved to. Default: that value when it is a Status (`new Status(source, tag, count, bytes)`),
   * else the empty status.
   */
  status?: Status | ((value: T) => Status);
  /**
   * Called by `request.cancel()` while the promise has not settled (MPI's cancel_fn): return true
   * when the operation was withdrawn, and the request completes at once as cancelled (its status's
   * `cancelled` is true; whatever the promise does later is ignored). Without it, or when it
   * returns false, cancel() returns false and the request completes when the promise settles.
   */
  cancel?: () => boolean;
}

/** What a generalized request waits for, in reports (an operation of the program's own). */
const DESC: BlockDesc = { op: OP_WAIT, peer: ANY, tag: ANY, ctx: 0 };

/** The Active of a generalized request: complete once its promise has settled (or it was cancelled). */
export class PromiseActive<T> implements Active {
  readonly desc = DESC;
  /** Resolves once the promise has settled, whichever way (never rejects): the async waits await it. */
  readonly settledPromise: Promise<void>;
  private settled = false;
  private cancelled = false;
  private rejected = false;
  private value: T | undefined = undefined;
  private reason: unknown = undefined;

  constructor(
    promise: PromiseLike<T>,
    private readonly status: FromPromiseOpts<T>['status'],
    private readonly canceller: (() => boolean) | undefined,
  ) {
    // both outcomes handled here: a rejection is never unhandled, even for a request freed unwaited
    this.settledPromise = Promise.resolve(promise).then(
      (v) => {
        this.value = v;
        this.settled = true;
      },
      (e: unknown) => {
        this.reason = e;
        this.rejected = true;
        this.settled = true;
      },
    );
  }

  poll(): boolean {
    return this.settled || this.cancelled;
  }

  /** The status (opts.status, or the value when it is a Status); a rejection's reason is thrown as
   *  it is, as an operation's error is (the wait rethrows it). */
  finish(): Status {
    if (this.cancelled) return Status.CANCELLED;
    if (this.rejected) throw this.reason;
    const s = this.status;
    const v = this.value as T;
    const st: unknown = s === undefined ? (v instanceof Status ? v : Status.EMPTY) : s instanceof Status ? s : s(v);
    if (!(st instanceof Status))
      fail('ERR_ARG', `Request.fromPromise: opts.status(value) returned ${show(st)}, expected a Status`);
    return st;
  }

  cancel(): boolean {
    if (this.settled || this.canceller === undefined) return false;
    const withdrawn: unknown = this.canceller(); // (a JavaScript caller may return anything)
    if (withdrawn !== true) return false;
    this.cancelled = true;
    return true;
  }

  abandon(): void {
    // nothing to withdraw: the promise is the program's, and goes on
  }
}

/** Checks Request.fromPromise's arguments and makes the request's Active. */
export function promiseActive<T>(promise: PromiseLike<T>, opts: FromPromiseOpts<T> | undefined): PromiseActive<T> {
  const call = 'Request.fromPromise';
  if (promise === null || typeof promise !== 'object' || typeof promise.then !== 'function')
    fail('ERR_ARG', `${call}: expected a promise (an object with then()), got ${show(promise)}`);
  if (opts !== undefined && (opts === null || typeof opts !== 'object'))
    fail('ERR_ARG', `${call}: options must be an object ({ status, cancel }) or left out, got ${show(opts)}`);
  const status = opts?.status;
  if (status !== undefined && !(status instanceof Status) && typeof status !== 'function')
    fail('ERR_ARG', `${call}: opts.status must be a Status or a function (value) => Status, got ${show(status)}`);
  const cancel = opts?.cancel;
  if (cancel !== undefined && typeof cancel !== 'function')
    fail('ERR_ARG', `${call}: opts.cancel must be a function () => boolean, got ${show(cancel)}`);
  return new PromiseActive(promise, status, cancel);
}
