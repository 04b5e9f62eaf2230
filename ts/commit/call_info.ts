// What the commit protocol knows of a declarable call (the `*Init` forms; docs/guide/commit.md): where
// its arguments are. A commit uses this to find the buffers that may be DEFERRED, the peer or root
// it renames when ranks are reordered, and the options that carry the types and counts of deferred
// buffers. The rows themselves are generated from the calls table (calls.gen.ts), so a position can
// never disagree with the call's real parameter order.
import type { Deferred } from '../constants.js';
import type { Datatype, TypedArray } from '../datatype/type.js';

/** Which side's type and count a buffer takes from the options: the send side (`sendtype`,
 *  `sendcount`), the receive side, or one buffer for both (`datatype`, `count`). */
export type SideName = 'send' | 'recv' | 'both';

export interface CallInfo {
  /** Positional arguments that are buffers, with the side whose options describe them. */
  bufs: ReadonlyArray<readonly [index: number, side: SideName]>;
  /** The point-to-point peer (dest or source), or -1. */
  peer: number;
  /** The root of a rooted collective, or -1. */
  root: number;
  /** The point-to-point tag, or -1. */
  tag: number;
  /** The options object, or -1 (the w forms take none). */
  opts: number;
  /** A point-to-point operation (sendInit, recvInit), or null. */
  p2p: 'send' | 'recv' | null;
  /** Compiled at commit when its counts are known: false for the calls whose block sizes come from
   *  count arrays (the v and w forms), compiled when their buffers are registered. */
  fixed: boolean;
  /** Its blocks go to the topology's neighbours (for the traffic a commit weighs). */
  neighborhood: boolean;
}

/** The option fields that may be DEFERRED (counts). */
export const COUNT_KEYS = ['count', 'sendcount', 'recvcount'] as const;

/** A count option of a declaration may be DEFERRED too. */
type DeferCounts<O> = O extends Datatype | TypedArray
  ? O
  : O extends object
    ? { [K in keyof O]: K extends (typeof COUNT_KEYS)[number] ? O[K] | Deferred : O[K] }
    : O;
/** A declaration's arguments: a communicator's, where buffers and counts may be DEFERRED. */
export type DeferArgs<A extends unknown[]> = { [K in keyof A]: A[K] | Deferred | DeferCounts<A[K]> };
