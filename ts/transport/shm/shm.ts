// The shared-memory device: moves bytes between ranks of one world through the core's eager rings
// (small messages) and single-copy rendezvous (large ones), matches messages to receives with MPI's
// rules, and blocks by spinning briefly and then sleeping on the rank's doorbell. It never parses
// user arguments: ts/comm hands it world ranks, context ids, tags and byte ranges.
//
// ShmTransport is the facade the rest of the shell uses (the Transport interface, and ctlOf for the
// rank runtime); what it does lives in this directory, by what each part holds:
//   state.ts     the one state object (ShmTransport extends it) that every module's functions take
//   records.ts   posted receives and sends in flight (pooled), queued messages
//   matching.ts  the posted list, the unexpected queue, draining the rings (progress), recvFast
//   deliver.ts   copying a matched message into its receive; the rendezvous ack protocol
//   sending.ts   every send but the eager fast path below; sends in flight until their acks
//   block.ts     waiting: spin, then sleep on the doorbell (spin.ts sizes the spin)
//   health.ts    failed peers, aborted worlds, reported deadlocks; this rank's own failure
//   deadlock.ts  world-wide deadlock detection and its report
//   memory.ts    shared-memory blocks and copies; buffers.ts: how user buffers are read and filled
//
// Invariants: the methods below only forward to those functions with `this` (one class: every
// call site sees one shape), and the eager send's fast path stays here, in a body small enough for
// the engine to inline into its caller. A warm blocking send or receive allocates nothing.
import type { Core } from '../../core/core.js';
import { R_STATE, STATE_DONE } from '../../core/abi.js';
import type { Buf } from '../../datatype/buffer.js';
import type { WasmpiError } from '../../errors.js';
import { type BlockDesc, OP_SEND } from '../blocked.js';
import type { AbortSignalLike, MsgInfo, Sink, Source, Transport } from '../transport.js';
import { block, blockAsync } from './block.js';
import { sinkOf, sourceOf } from './buffers.js';
import { checkHealth, checkPeer, fail, failureText, peerError } from './health.js';
import * as matching from './matching.js';
import { alloc } from './memory.js';
import type { ShmRecv, ShmSend, Unexpected } from './records.js';
import * as sending from './sending.js';
import { initSpin, type SpinOpts } from './spin.js';
import { ShmState } from './state.js';

export class ShmTransport extends ShmState implements Transport {
  constructor(core: Core, rank: number, opts: SpinOpts = {}) {
    super(core, rank);
    initSpin(this, opts);
  }

  // ───────────────────────────── sending ─────────────────────────────

  /** Starts a send. Eager sends complete at once and return null; rendezvous and synchronous
   *  ones return an op that completes when the receiver has copied the bytes (see `sendDone`). */
  send(dest: number, ctx: number, tag: number, src: Source, sync: boolean): ShmSend | null {
    // The common case first, in a body small enough for the engine to inline into the caller: an
    // eager message of bytes in shared memory to a live peer whose ring has room, in one core call.
    if (
      !sync &&
      src.ptr >= 0 &&
      !src.pack &&
      src.bytes <= this.eagerMax &&
      (dest === this.rank || Atomics.load(this.core.i32, (this.ctlOf(dest) + R_STATE) >>> 2) < STATE_DONE) &&
      this.x.ringSendEager(this.rank, dest, src.dtype, ctx, tag, src.ptr, src.bytes) !== 0
    ) {
      this.progressCount++;
      return null;
    }
    return sending.sendOther(this, dest, ctx, tag, src, sync);
  }

  /** True when the send has completed (frees its ack and staging copy the first time). */
  sendDone(op: ShmSend): boolean {
    return sending.sendDone(this, op);
  }

  /** Withdraws a rendezvous send the receiver has not matched yet. */
  cancelSend(op: ShmSend): boolean {
    return sending.cancelSend(this, op);
  }

  /** True while a rendezvous send (possibly of a freed request) has not completed. */
  get hasPendingSends(): boolean {
    return sending.hasPendingSends(this);
  }

  /** Gives a completed send back for reuse: its caller holds no reference to it. */
  releaseSend(op: ShmSend): void {
    sending.releaseSend(this, op);
  }

  // ───────────────────────────── receiving ─────────────────────────────

  /** Posts a receive: matches the oldest queued message at once, or waits in the posted list. */
  recv(src: number, ctx: number, tag: number, sink: Sink, members?: Int32Array): ShmRecv {
    return matching.recv(this, src, ctx, tag, sink, members);
  }

  /** Gives a completed or cancelled receive back for reuse: its caller holds no reference to it. */
  releaseRecv(op: ShmRecv): void {
    matching.releaseRecv(this, op);
  }

  /** The blocking-receive fast path (matching.ts): the bytes received, or -1 for the general path. */
  recvFast(
    src: number,
    ctx: number,
    tag: number,
    view: Uint8Array,
    ptr: number,
    cap: number,
    dtype: number,
    spin = true,
  ): number {
    return matching.recvFast(this, src, ctx, tag, view, ptr, cap, dtype, spin);
  }

  /** Tag of the message recvFast took last. */
  lastTag(): number {
    return this.x.ringLastTag();
  }

  /** Removes a receive that has not matched; false when it already completed. */
  cancelRecv(op: ShmRecv): boolean {
    return matching.cancelRecv(this, op);
  }

  /** The oldest queued message matching (src, ctx, tag), after draining the rings; or null. */
  probe(src: number, ctx: number, tag: number): MsgInfo | null {
    return matching.probe(this, src, ctx, tag);
  }

  /** Takes the oldest matching queued message out of matching (a matched probe); or null. */
  mprobe(src: number, ctx: number, tag: number): Unexpected | null {
    return matching.mprobe(this, src, ctx, tag);
  }

  /** Receives a message mprobe took (complete when it returns). */
  mrecv(m: Unexpected, sink: Sink): ShmRecv {
    return matching.mrecv(this, m, sink);
  }

  /** Drains the incoming rings (matching.ts progress). True if anything moved. */
  progress(all = false): boolean {
    return matching.progress(this, all);
  }

  noteProgress(): void {
    matching.noteProgress(this);
  }

  addProgressHook(hook: () => void): void {
    matching.addProgressHook(this, hook);
  }

  removeProgressHook(hook: () => void): void {
    matching.removeProgressHook(this, hook);
  }

  get progressHooks(): number {
    return this.nHooks;
  }

  // ───────────────────────────── waiting and health ─────────────────────────────

  /** Blocks until `ready()` holds: spins on progress, then sleeps on the doorbell. Throws
   *  ERR_PROC_FAILED when a peer it depends on is gone, ERR_DEADLOCK when every rank waits. */
  block(ready: () => boolean, desc: BlockDesc): void {
    block(this, ready, desc);
  }

  /** The asynchronous form of `block`: never blocks the thread (Atomics.waitAsync). */
  blockAsync(ready: () => boolean, desc: BlockDesc, signal?: AbortSignalLike): Promise<void> {
    return blockAsync(this, ready, desc, signal);
  }

  /** Throws when the wait can never end: world aborted, deadlock reported, or the peer is gone.
   *  Returns true when a last drain of the rings made the wait ready after all. */
  checkHealth(d: BlockDesc, ready: () => boolean): boolean {
    return checkHealth(this, d, ready);
  }

  /** Throws ERR_PROC_FAILED when `dest` can no longer receive. */
  checkPeer(peer: number, d: BlockDesc): void {
    checkPeer(this, peer, d);
  }

  peerError(peer: number, d: BlockDesc, all = false): WasmpiError {
    return peerError(this, peer, d, all);
  }

  failureText(rank: number): string {
    return failureText(this, rank);
  }

  // ───────────────────────────── buffers and memory ─────────────────────────────

  /** A rendezvous receiver packs a derived send from the world's memory itself (buffers.ts).
   *  Made once per Buf (Bufs are cached per array, and what they yield never changes). */
  source(b: Buf): Source {
    return (b.src ??= sourceOf(this.core, b)) as Source;
  }

  sink(b: Buf): Sink {
    return (b.snk ??= sinkOf(b)) as Sink;
  }

  alloc(bytes: number, what: string): number {
    return alloc(this.core, bytes, what);
  }

  // ───────────────────────────── rank lifecycle ─────────────────────────────

  finish(): void {
    if (this.hasPendingSends) this.block(() => !this.hasPendingSends, { op: OP_SEND, peer: -1, tag: -1, ctx: 0 });
    this.x.rankSetState(this.rank, STATE_DONE);
  }

  fail(reason: string): void {
    fail(this, reason);
  }
}
