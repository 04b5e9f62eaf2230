// A collective between processes as a list of steps: sends and receives over the transport (on the
// communicator's collective context), local functions (copy, reduce, pack) and collectives of a
// process's sub-communicator (shared memory, started as nonblocking requests). Sends, receives and
// sub-collectives are posted until a WAIT, which completes them all; a function runs after the
// WAIT before it. The list is built once per call (once per persistent request, whose starts rerun
// it with its records).
import type { Request } from '../../request/request.js';
import type { Sink, Source } from '../../transport/transport.js';
import type { CollSpec } from '../exec/spec.js';

export const SEND = 0;
export const RECV = 1;
export const WAIT = 2;
export const FN = 3;
export const SUB = 4;

export interface Step {
  k: number;
  /** SEND, RECV: the peer's rank in the communicator. */
  peer: number;
  view: Uint8Array | null;
  fn: (() => void) | null;
  sub: (() => Request) | null;
  /** The transport's view of `view`, made at the first post (a persistent request's restarts
   *  reuse it). */
  io: Source | Sink | null;
}

/** Builds the steps of one rank. */
export class Sched {
  readonly steps: Step[] = [];
  /** Blocks of the world's memory this schedule owns (scratch for reductions), freed with it. */
  readonly owned: number[] = [];
  private open = false;

  /** `spec`: the call (for error messages); `word`: the type word of its messages (sig.ts). */
  constructor(
    readonly spec: CollSpec,
    readonly word: number,
  ) {}

  send(peer: number, view: Uint8Array): this {
    this.steps.push({ k: SEND, peer, view, fn: null, sub: null, io: null });
    this.open = true;
    return this;
  }

  recv(peer: number, view: Uint8Array): this {
    this.steps.push({ k: RECV, peer, view, fn: null, sub: null, io: null });
    this.open = true;
    return this;
  }

  sub(start: () => Request): this {
    this.steps.push({ k: SUB, peer: -1, view: null, fn: null, sub: start, io: null });
    this.open = true;
    return this;
  }

  wait(): this {
    if (this.open) this.steps.push({ k: WAIT, peer: -1, view: null, fn: null, sub: null, io: null });
    this.open = false;
    return this;
  }

  /** A local step: runs once everything posted before it has completed. */
  fn(f: () => void): this {
    this.wait();
    this.steps.push({ k: FN, peer: -1, view: null, fn: f, sub: null, io: null });
    return this;
  }
}
