// What a request runs and what made it. An Active is one started operation, made by the call that
// starts it (a send, a receive, a collective's schedule); an Origin is the call, its communicator
// and transport, shared by the nonblocking requests of one call (Origin.of), or a persistent
// request's own, with how it starts. Apart from request.ts since the calls that make operations
// need only the Active contract, and the cache of origins is a concern of its own.
import type { Status } from './status.js';
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
  /** Called once the request has let go of it (its completion was returned): a record that is
   *  reused gives itself back. */
  release?(): void;
}

/** What made a request: the transport, the call and its communicator's name (for reports), and for
 *  a persistent request how to start it and what to release when it is freed. Nonblocking calls
 *  share one per communicator and call (Origin.of): a request itself holds only its state. */
export class Origin {
  constructor(
    /** Null for a generalized request (Request.fromPromise): its promise, not a transport, completes it. */
    readonly t: Transport | null,
    readonly call: string,
    readonly commName: string,
    /** Persistent requests: makes a fresh Active at each start(). */
    readonly starter: (() => Active) | null,
    /** Called once, by the first free(): releases what the request owns (a persistent
     *  collective's schedule; an operation still running must outlive it). */
    readonly onFree: (() => void) | null,
    /** Requests declared on a pending communicator: binds their deferred buffers and counts. */
    readonly registrar: ((args: unknown[]) => void) | null = null,
  ) {}

  // The origins of recent nonblocking calls (a program alternates a few calls on a few
  // communicators), looked up by identity: the call names are literals, and a communicator's name
  // is the same string until it is renamed (a renamed one gets a new origin).
  private static readonly recent: Origin[] = [];
  private static next = 0;

  private static last: Origin | null = null;

  static of(t: Transport, call: string, commName: string): Origin {
    const l = Origin.last;
    if (l !== null && l.t === t && l.call === call && l.commName === commName) return l; // a loop of one call
    const o = Origin.find(t, call, commName);
    Origin.last = o;
    return o;
  }

  private static find(t: Transport, call: string, commName: string): Origin {
    const r = Origin.recent;
    for (let i = 0; i < r.length; i++) {
      const o = r[i];
      if (o.t === t && o.call === call && o.commName === commName) return o;
    }
    const o = new Origin(t, call, commName, null, null);
    if (r.length < RECENT_ORIGINS) r.push(o);
    else r[Origin.next++ % RECENT_ORIGINS] = o;
    return o;
  }
}

const RECENT_ORIGINS = 8;
