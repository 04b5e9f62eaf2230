// What the MPI layer (ts/comm, ts/coll, ts/request, the rank runtime) asks of a transport: move a
// message between two world ranks of one context with MPI's matching rules, wait, and report
// failures. ShmTransport (shm/shm.ts) implements it over the world's shared memory; a transport between
// processes implements the same interface. The layer above hands a transport world ranks, context
// ids, tags and its user buffers (datatype/buffer.ts); the transport decides how to read and fill
// them (source/sink: the rendezvous policy is its own).
import type { Buf } from '../datatype/buffer.js';
import type { WasmpiError } from '../errors.js';
import type { BlockDesc } from './blocked.js';

/** Where received bytes go: a byte view of the user's buffer; `ptr` >= 0 when it is in shared memory.
 *  A derived receive type that is not contiguous gives `unpack` (scatters the message's `n` packed
 *  bytes into the user's buffer) instead; one that mixes base types gives `accepts` (does a message
 *  with this header type word and length match its signature?) instead of comparing `dtype`. */
export interface Sink {
  view: Uint8Array;
  ptr: number;
  cap: number;
  dtype: number;
  unpack?: (packed: Uint8Array, n: number) => void;
  accepts?: (dtype: number, n: number) => boolean;
}

/** What a send reads: a byte view of the user's buffer; `ptr` >= 0 when it is in shared memory. A
 *  derived send type that is not contiguous gives `pack` instead (writes the `bytes` packed bytes
 *  into `out`, a view of shared memory: the eager record or a staging block). */
export interface Source {
  view: Uint8Array;
  ptr: number;
  bytes: number;
  dtype: number;
  /** A derived type that is not contiguous: packs the message into `out`. */
  pack?: (out: Uint8Array) => void;
  /** ... and when its buffer lives in the world's memory: the type's program, the items and the
   *  origin of item 0, so that a rendezvous receiver packs straight from the sender's buffer. */
  typed?: { prog: number; count: number; origin: number; type: unknown };
}

/** A queued message (probe). */
export interface MsgInfo {
  source: number;
  tag: number;
  bytes: number;
  dtype: number;
}

/** A message a matched probe took out of matching (Transport.mprobe): only `mrecv` receives it. */
export interface MatchedMsg extends MsgInfo {
  readonly ctx: number;
}

/** A send in flight; it is its own BlockDesc (what a blocked rank waits for). */
export interface SendOp extends BlockDesc {
  readonly cancelled: boolean;
  readonly error: WasmpiError | null;
  /** Whether it has completed (sendDone), as a function made once for `block`. */
  readonly ready: () => boolean;
}

/** A posted receive and, once `done`, the message it matched. */
export interface RecvOp extends BlockDesc {
  readonly done: boolean;
  readonly cancelled: boolean;
  readonly error: WasmpiError | null;
  /** The matched message: sender's world rank, tag, length in bytes, header type word. */
  readonly source: number;
  readonly mtag: number;
  readonly bytes: number;
  readonly dtype: number;
  /** `done`, as a function made once for `block`. */
  readonly ready: () => boolean;
}

/** What wasmpi needs of an AbortSignal (the DOM's, Node's and Deno's all fit), so that the types do
 *  not need the DOM library. */
export interface AbortSignalLike {
  readonly aborted: boolean;
  readonly reason: unknown;
  throwIfAborted(): void;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

export interface Transport {
  readonly rank: number;
  readonly size: number;
  /** More ranks than cores: a waiting rank should sleep almost at once rather than spin. */
  readonly oversubscribed: boolean;

  /** How a send reads `b` and how a receive fills it (the transport's packing policy). */
  source(b: Buf): Source;
  sink(b: Buf): Sink;

  /** Starts a send; null when it completed at once (copied out eagerly). */
  send(dest: number, ctx: number, tag: number, src: Source, sync: boolean): SendOp | null;
  sendDone(op: SendOp): boolean;
  /** Takes back a completed send no one refers to any more (its record is reused). */
  releaseSend(op: SendOp): void;
  /** Withdraws a send its receiver has not matched; false once it has. */
  cancelSend(op: SendOp): boolean;
  readonly hasPendingSends: boolean;

  /** Posts a receive (`src` a world rank or ANY; `members` for ANY_SOURCE failure checks). */
  recv(src: number, ctx: number, tag: number, sink: Sink, members?: Int32Array): RecvOp;
  /** A receive from a named source in one call when nothing else is pending: the bytes received,
   *  or -1 to take the general path. It waits briefly for the message (`spin`, the default: a
   *  blocking receive) or only looks (a nonblocking one). */
  recvFast(
    src: number,
    ctx: number,
    tag: number,
    view: Uint8Array,
    ptr: number,
    cap: number,
    dtype: number,
    spin?: boolean,
  ): number;
  /** The tag of the message recvFast took. */
  lastTag(): number;
  cancelRecv(op: RecvOp): boolean;
  /** Takes back a completed or cancelled receive no one refers to any more (its record is reused). */
  releaseRecv(op: RecvOp): void;
  /** A matching queued message, not received; null when there is none yet. */
  probe(src: number, ctx: number, tag: number): MsgInfo | null;
  /** A matched probe: takes the oldest matching queued message out of matching (no receive or probe
   *  sees it again; its sender can no longer cancel it) and returns it; null when there is none yet. */
  mprobe(src: number, ctx: number, tag: number): MatchedMsg | null;
  /** Receives a message mprobe took, into `sink`, at once: the op is done when this returns. A type
   *  the message does not match fails it with ERR_TYPE and leaves the message to another mrecv;
   *  anything else consumes it. */
  mrecv(m: MatchedMsg, sink: Sink): RecvOp;

  /** Moves what has arrived (and runs the progress hooks). True if anything moved. With `all`,
   *  also what no posted receive matches (a transport may leave that where it is until then). */
  progress(all?: boolean): boolean;
  /** Runs `hook` at every progress(): MPI's progress rule (a rank blocked in anything still
   *  advances its nonblocking collectives) for the collective layer. */
  addProgressHook(hook: () => void): void;
  removeProgressHook(hook: () => void): void;
  /** How many hooks are set. */
  readonly progressHooks: number;
  /** Records progress made outside the transport (a collective step), for deadlock detection. */
  noteProgress(): void;
  /** Waits until `ready()`, making progress; fails fast (ERR_PROC_FAILED, ERR_DEADLOCK) as `desc`. */
  block(ready: () => boolean, desc: BlockDesc): void;
  /** block() without blocking the thread (Atomics.waitAsync); rejects with `signal`'s reason when it
   *  is aborted first (the operation itself goes on). */
  blockAsync(ready: () => boolean, desc: BlockDesc, signal?: AbortSignalLike): Promise<void>;

  /** A block of `bytes` the transport moves without staging (shared memory), or ERR_NO_MEM. */
  alloc(bytes: number, what: string): number;

  /** finalize(): waits for this rank's pending sends, then tells peers it has finished. */
  finish(): void;
  /** Tells peers this rank failed, with `reason` (their ERR_PROC_FAILED quotes it). */
  fail(reason: string): void;
}
