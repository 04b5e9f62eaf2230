// Requests: one object for nonblocking and persistent operations. Blocking calls that need to wait
// go through the same transport `block`, so there is one waiting path.
import { fail, show } from '../errors.js';
import { Status } from './status.js';
import type { Transport } from '../transport/transport.js';
import type { BlockDesc } from '../transport/blocked.js';

/** One started operation: how to poll it, finish it (status or throw) and cancel it. */
export interface Active {
  poll(): boolean;
  finish(): Status;
  cancel(): boolean;
  /** Called when waiting fails (a peer died): withdraw so that no later message is swallowed. */
  abandon(): void;
  desc: BlockDesc;
}

export class Request implements PromiseLike<Status> {
  private active: Active | null;
  private result: Status | null = null;
  private failure: unknown = null;
  private freed = false;

  constructor(
    protected readonly t: Transport,
    active: Active | null,
    /** Persistent requests: makes a fresh Active at each start(). */
    private readonly starter: (() => Active) | null = null,
    /** Called once, by the first free(): releases what the request owns (a persistent
     *  collective's schedule; an operation still running must outlive it). */
    private readonly onFree: (() => void) | null = null,
  ) {
    this.active = active;
    if (active === null && starter === null) this.result = Status.EMPTY;
  }

  get persistent(): boolean {
    return this.starter !== null;
  }

  /** True while started and not yet completed. */
  get pending(): boolean {
    return this.active !== null && this.result === null && this.failure === null;
  }

  start(): void {
    if (!this.starter)
      fail('ERR_PENDING', 'request.start: only persistent requests (sendInit, recvInit, *Init) can be started');
    if (this.freed) fail('ERR_PENDING', 'request.start: the request was freed');
    if (this.pending)
      fail('ERR_PENDING', 'request.start: the request is still active; wait() for it before starting it again');
    this.result = null;
    this.failure = null;
    this.active = this.starter();
  }

  /** Polls once: true when complete (the status is kept for wait/test). */
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

  private done(): Status {
    if (this.failure !== null) throw this.failure as unknown; // whatever was caught, rethrown as it was
    return this.result ?? Status.EMPTY;
  }

  private fault(e: unknown): never {
    this._abandon(e);
    throw e;
  }

  /** @internal Marks an active request failed (a wait on it or on a set holding it failed). */
  _abandon(e: unknown): void {
    if (!this.pending) return;
    this.active!.abandon();
    this.failure = e;
  }

  wait(): Status {
    if (!this.poll()) {
      try {
        this.t.block(() => this.poll(), this.active!.desc);
      } catch (e) {
        this.fault(e);
      }
    }
    return this.done();
  }

  test(): Status | undefined {
    if (!this.poll()) {
      this.t.progress();
      if (!this.poll()) return undefined;
    }
    return this.done();
  }

  /** Waits without blocking the thread (Atomics.waitAsync). */
  async waitAsync(): Promise<Status> {
    if (!this.poll()) {
      try {
        await this.t.blockAsync(() => this.poll(), this.active!.desc);
      } catch (e) {
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

  /** Cancels an operation that has not matched; returns true when it was cancelled. */
  cancel(): boolean {
    if (!this.pending) return false;
    const ok = this.active!.cancel();
    if (ok) this.result = Status.cancelledStatus();
    return ok;
  }

  /** Releases the request. An active operation still completes in the background. */
  free(): void {
    if (this.freed) return;
    this.freed = true;
    if (this.onFree !== null) this.onFree();
  }
}

function checkReqs(reqs: unknown, call: string): Request[] {
  if (!Array.isArray(reqs)) fail('ERR_ARG', `${call}: expected an array of Requests, got ${show(reqs)}`);
  reqs.forEach((r, i) => {
    if (!(r instanceof Request)) fail('ERR_ARG', `${call}: element ${i} is ${show(r)}, expected a Request`);
  });
  return reqs as Request[];
}

function transportOf(reqs: Request[]): Transport | null {
  for (const r of reqs) if (r.pending) return (r as unknown as { t: Transport }).t;
  return null;
}

function descOf(reqs: Request[]): BlockDesc {
  let first: BlockDesc | null = null;
  let n = 0;
  for (const r of reqs) {
    if (!r.pending) continue;
    first ??= (r as unknown as { active: Active }).active.desc;
    n++;
  }
  if (first === null) return { op: 5, peer: -1, tag: -1, ctx: 0 };
  if (n === 1) return first;
  // Several requests: a wait on any of them (posts of every kind may concern the rank), described
  // by the first one still pending at the moment it is read: a copy taken now would keep naming a
  // peer that the request has since stopped waiting for (and that may have finished meanwhile).
  const live = (): BlockDesc => {
    for (const r of reqs) if (r.pending) return (r as unknown as { active: Active }).active.desc;
    return first;
  };
  return {
    get op() {
      const o = live().op;
      return o === 6 ? 5 : o;
    }, // a collective among several: any post
    get peer() {
      return live().peer;
    },
    get tag() {
      return live().tag;
    },
    get ctx() {
      return live().ctx;
    },
    get members() {
      return live().members;
    },
  };
}

/** Waits for every request; throws the first error after all have completed or failed. */
export function waitAll(reqs: Request[]): Status[] {
  checkReqs(reqs, 'waitAll');
  const t = transportOf(reqs);
  if (t) {
    try {
      t.block(() => reqs.every((r) => r.poll()), descOf(reqs));
    } catch (e) {
      for (const r of reqs) r._abandon(e);
    }
  }
  let err: unknown = null;
  const out = reqs.map((r) => {
    try {
      return r.wait();
    } catch (e) {
      err ??= e;
      return Status.EMPTY;
    }
  });
  if (err) throw err as unknown; // the first failure, rethrown as it was caught
  return out;
}

/** Waits until one request completes: its index and status (index -1 when none is active). */
export function waitAny(reqs: Request[]): { index: number; status: Status } {
  checkReqs(reqs, 'waitAny');
  const t = transportOf(reqs);
  if (!t) return { index: -1, status: Status.EMPTY };
  let index = -1;
  const ready = () => {
    for (let i = 0; i < reqs.length; i++) if (reqs[i].pending && reqs[i].poll()) return (index = i) >= 0;
    return false;
  };
  t.block(ready, descOf(reqs));
  return { index, status: reqs[index].wait() };
}

/** Waits until at least one request completes; returns all that completed in this call. */
export function waitSome(reqs: Request[]): { indices: number[]; statuses: Status[] } {
  checkReqs(reqs, 'waitSome');
  const t = transportOf(reqs);
  if (!t) return { indices: [], statuses: [] };
  const active = reqs.map((r) => r.pending);
  t.block(() => reqs.some((r, i) => active[i] && r.poll()), descOf(reqs));
  const indices: number[] = [];
  const statuses: Status[] = [];
  reqs.forEach((r, i) => {
    if (active[i] && r.poll()) {
      indices.push(i);
      statuses.push(r.wait());
    }
  });
  return { indices, statuses };
}

/** Statuses when every request has completed, otherwise undefined (completes nothing partially). */
export function testAll(reqs: Request[]): Status[] | undefined {
  checkReqs(reqs, 'testAll');
  transportOf(reqs)?.progress();
  if (!reqs.every((r) => r.poll())) return undefined;
  return reqs.map((r) => r.wait());
}

export function testAny(reqs: Request[]): { index: number; status: Status } | undefined {
  checkReqs(reqs, 'testAny');
  transportOf(reqs)?.progress();
  for (let i = 0; i < reqs.length; i++)
    if (reqs[i].pending && reqs[i].poll()) return { index: i, status: reqs[i].wait() };
  return undefined;
}

export function startAll(reqs: Request[]): void {
  checkReqs(reqs, 'startAll');
  for (const r of reqs) r.start();
}
