// The engine of one-sided operations whose target rank lives in another process: each operation is
// an active message (ts/transport/rma_wire.ts) the origin sends on the window's amComm context to
// the target rank; the network thread of the target's process executes it there
// (ts/transport/rma_exec.ts) and answers on syncComm's context, tagged with the request's id.
// Win hands this engine only targets of other processes (the in-process engine does the rest).
//
// Completion: a put or accumulate is complete once its request is written out (its bytes were
// copied into the request); at the target, once a later FLUSH or UNLOCK is acknowledged (the target
// executes one origin's requests in order). A get, fetch or compare-and-swap completes when its
// reply has landed in the result (posted as a receive straight into it); `done` runs then, found
// at the next flush or by a progress hook while replies are awaited (so that a waited-on rget
// completes without a flush). Errors a target found in requests without a reply (a put out of
// range) are raised by the next flush, flushAll, unlock, unlockAll, fence or complete to it.
//
// Large operations are split into requests of at most CHUNK packed bytes (whole items), so that
// every reply fits one eager frame. Requests are written into a staging block of shared memory
// reused per window; a request that its send has not copied out yet (a rendezvous) keeps its block
// until it completes.
import { DTYPE_BYTE, WIN_FLAVOR_DYNAMIC } from '../core/abi.js';
import type { RecvOp, SendOp, Sink, Transport } from '../transport/transport.js';
import {
  AM_ACC,
  AM_CAS,
  AM_FLUSH,
  AM_GET,
  AM_GET_ACC,
  AM_LOCK,
  AM_PUT,
  AM_UNLOCK,
  dataBytesOf,
  elemBytes,
  REPLY_TAG_BASE,
  REPLY_TAG_SPAN,
} from '../transport/rma_wire.js';
import type { Core } from '../core/core.js';
import type { Engine, TargetSpec } from './engine.js';
import type { WinState } from './state.js';
import { ERR_RECORD, progOf, recordError, REQ_HEADER, writeReq } from './net_wire.js';

/** Most packed bytes one request moves. */
const CHUNK = 1 << 20;

/** A request in flight to one target: its send (null once written out) with the staging block it
 *  holds, and its reply's receive (null: none awaited); `done` runs when both are complete. */
interface Pend {
  send: SendOp | null;
  block: number;
  recv: RecvOp | null;
  done: (() => void) | null;
}

class NetEngine implements Engine {
  private readonly core: Core;
  private readonly t: Transport;
  private readonly members: Int32Array;
  private readonly syncCtx: number;
  private readonly amCtx: number;
  /** Per window rank: requests in flight, oldest first; whether anything was sent since its last
   *  acknowledged flush. */
  private readonly pend: Pend[][];
  private readonly dirty: Uint8Array;
  private inFlight = 0;
  private seq = 0;
  private stage = 0;
  private stageBytes = 0;
  /** Where acknowledgements (and their error records) land. */
  private readonly ack: number;
  private readonly ackSink: Sink;
  private readonly hook = (): void => this.poll();
  private hooked = false;

  constructor(private readonly win: WinState) {
    this.core = win.core;
    this.t = win.t;
    this.members = win.members;
    this.syncCtx = win.syncComm.ctx;
    this.amCtx = win.amComm!.ctx;
    const p = this.members.length;
    this.pend = Array.from({ length: p }, () => []);
    this.dirty = new Uint8Array(p);
    this.ack = this.t.alloc(ERR_RECORD, 'the acknowledgements of one-sided operations');
    this.core.cover(this.ack, ERR_RECORD);
    this.ackSink = {
      view: this.core.u8.subarray(this.ack, this.ack + ERR_RECORD),
      ptr: this.ack,
      cap: ERR_RECORD,
      dtype: DTYPE_BYTE,
    };
  }

  private nextTag(): number {
    this.seq = (this.seq + 1) % REPLY_TAG_SPAN;
    return REPLY_TAG_BASE + this.seq;
  }

  /** A staging block of at least `bytes` (shared memory): the window's, grown when too small, or a
   *  new one when a send still holds the last (stage 0). */
  private staging(bytes: number): number {
    if (this.stage !== 0 && this.stageBytes >= bytes) return this.stage;
    if (this.stage !== 0) this.core.x.shmFree(this.stage);
    this.stageBytes = Math.max(bytes, 2 * this.stageBytes, 4096);
    this.stage = this.t.alloc(this.stageBytes, 'the requests of one-sided operations');
    return this.stage;
  }

  /** Sends the request of `n` bytes written at the staging block to window rank `r`; its reply
   *  (`cap` bytes at `dst`; cap < 0: none) and `done` are awaited in order with the others. */
  private send(r: number, n: number, tag: number, dst: number, cap: number, done: (() => void) | null): void {
    const { core, t } = this;
    const world = this.members[r];
    // views of memory the core may have grown into since they were made
    if (cap > 0) core.cover(dst, cap);
    core.cover(this.stage, n);
    const recv =
      cap < 0
        ? null
        : t.recv(world, this.syncCtx, tag, {
            view: core.u8.subarray(dst, dst + cap),
            ptr: dst,
            cap,
            dtype: DTYPE_BYTE,
          });
    const at = this.stage;
    const op = t.send(
      world,
      this.amCtx,
      0,
      { view: core.u8.subarray(at, at + n), ptr: at, bytes: n, dtype: DTYPE_BYTE },
      false,
    );
    if (op !== null) {
      // the block goes with the send until it completes; the next request takes a new one
      this.stage = 0;
      this.stageBytes = 0;
    }
    this.dirty[r] = 1;
    if (op === null && recv === null && done === null) return;
    this.pend[r].push({ send: op, block: op !== null ? at : 0, recv, done });
    this.inFlight++;
    if (!this.hooked && recv !== null) {
      this.hooked = true;
      t.addProgressHook(this.hook);
    }
  }

  /** Splits the operation on `s` into requests of at most CHUNK packed bytes (whole items or
   *  elements) and calls `each(offset, count, bytes, packedFrom, last)` for each. */
  private chunks(
    s: TargetSpec,
    each: (offset: number, count: number, bytes: number, from: number, last: boolean) => void,
  ): void {
    const prog = progOf(s.type);
    if (prog === null) {
      const e = Math.max(1, elemBytes(s.elem));
      const step = CHUNK - (CHUNK % e);
      for (let from = 0; ; from += step) {
        const n = Math.min(step, s.bytes - from);
        const last = from + n >= s.bytes;
        each(s.offset + from, n / (s.type.size || 1), n, from, last);
        if (last) return;
      }
    }
    const size = s.type.size;
    const per = Math.max(1, Math.floor(CHUNK / Math.max(1, size)));
    for (let i = 0; ; i += per) {
      const c = Math.min(per, s.count - i);
      const last = i + c >= s.count;
      each(s.offset + i * s.type.extent, c, c * size, i * size, last);
      if (last) return;
    }
  }

  put(_win: WinState, s: TargetSpec, src: number): void {
    const prog = progOf(s.type);
    this.chunks(s, (off, count, n, from) => {
      const at = this.staging(REQ_HEADER + 4 * (prog?.length ?? 0) + n);
      const tag = this.nextTag();
      const d = writeReq(this.core, at, AM_PUT, off, count, prog, 0, 0, tag, this.syncCtx, n);
      this.core.x.copy(d, src + from, n);
      this.send(s.rank, d + n - at, tag, 0, -1, null);
    });
  }

  get(_win: WinState, s: TargetSpec, dst: number, done: (() => void) | null): void {
    const prog = progOf(s.type);
    this.chunks(s, (off, count, n, from, last) => {
      const at = this.staging(REQ_HEADER + 4 * (prog?.length ?? 0));
      const tag = this.nextTag();
      const d = writeReq(this.core, at, AM_GET, off, count, prog, 0, 0, tag, this.syncCtx, n);
      this.send(s.rank, d - at, tag, dst + from, n, last ? done : null);
    });
  }

  acc(_win: WinState, s: TargetSpec, src: number, result: number, op: number, done: (() => void) | null): void {
    const prog = progOf(s.type);
    const kind = result !== 0 ? AM_GET_ACC : AM_ACC;
    this.chunks(s, (off, count, n, from, last) => {
      const data = dataBytesOf(kind, n, op);
      const at = this.staging(REQ_HEADER + 4 * (prog?.length ?? 0) + data);
      const tag = this.nextTag();
      const d = writeReq(this.core, at, kind, off, count, prog, op, s.elem, tag, this.syncCtx, n);
      if (data > 0) this.core.x.copy(d, src + from, n);
      if (result !== 0) this.send(s.rank, d + data - at, tag, result + from, n, last ? done : null);
      else this.send(s.rank, d + data - at, tag, 0, -1, last ? done : null);
    });
  }

  cas(_win: WinState, s: TargetSpec, origin: number, compare: number, result: number, done: (() => void) | null): void {
    const n = s.bytes;
    const at = this.staging(REQ_HEADER + 2 * n);
    const tag = this.nextTag();
    const d = writeReq(this.core, at, AM_CAS, s.offset, 1, null, 0, s.elem, tag, this.syncCtx, n);
    this.core.x.copy(d, origin, n);
    this.core.x.copy(d + n, compare, n);
    this.send(s.rank, d + 2 * n - at, tag, result, n, done);
  }

  /** Sends a LOCK, UNLOCK or FLUSH to window rank `r` and waits for its answer; then (not for a
   *  LOCK) for everything in flight to `r`. Raises the error the answer reports. */
  private sync(r: number, kind: number, op: number, call: string): void {
    const { core, t } = this;
    const tag = this.nextTag();
    const rv = t.recv(this.members[r], this.syncCtx, tag, this.ackSink);
    const at = this.staging(REQ_HEADER);
    writeReq(core, at, kind, 0, 0, null, op, 0, tag, this.syncCtx, 0);
    core.cover(at, REQ_HEADER);
    const sop = t.send(
      this.members[r],
      this.amCtx,
      0,
      { view: core.u8.subarray(at, at + REQ_HEADER), ptr: at, bytes: REQ_HEADER, dtype: DTYPE_BYTE },
      false,
    );
    if (sop !== null) {
      this.stage = 0;
      this.stageBytes = 0;
      this.pend[r].push({ send: sop, block: at, recv: null, done: null });
      this.inFlight++;
    }
    if (!rv.done) t.block(rv.ready, rv);
    const n = rv.bytes;
    const err = rv.error;
    t.releaseRecv(rv);
    if (err) throw err;
    if (kind !== AM_LOCK) {
      this.complete(r);
      this.dirty[r] = 0;
    }
    if (n > 0) throw recordError(core, this.ack, call, this.win.name, r, this.win.flavor === WIN_FLAVOR_DYNAMIC);
  }

  /** Waits for everything in flight to window rank `r`, oldest first, and retires it. */
  private complete(r: number): void {
    const { t } = this;
    const q = this.pend[r];
    while (q.length > 0) {
      const p = q[0];
      if (p.recv !== null && !p.recv.done) t.block(p.recv.ready, p.recv);
      if (p.send !== null && !t.sendDone(p.send)) t.block(p.send.ready, p.send);
      this.retire(q);
    }
    if (this.inFlight === 0 && this.hooked) {
      this.hooked = false;
      t.removeProgressHook(this.hook);
    }
  }

  /** Takes the oldest request of `q`, complete, out: its records go back, its block too, and its
   *  done runs (unless the progress hook ran it). Only here, never from the hook: the hook runs
   *  inside the waits of complete(), which hold the records they wait on. */
  private retire(q: Pend[]): void {
    const p = q.shift()!;
    this.inFlight--;
    const { t } = this;
    let err = null;
    if (p.recv !== null) {
      err = p.recv.error;
      t.releaseRecv(p.recv);
    }
    if (p.send !== null) {
      err ??= p.send.error;
      t.releaseSend(p.send);
    }
    if (p.block !== 0) this.core.x.shmFree(p.block);
    if (err) throw err;
    const done = p.done;
    p.done = null;
    if (done !== null) done();
  }

  /** Progress (a hook while replies are awaited): runs the done of every request whose reply has
   *  landed, in order per target, so that a request waited on completes without a flush. */
  private poll(): void {
    const { t } = this;
    for (const q of this.pend) {
      for (const p of q) {
        if (p.recv !== null && (!p.recv.done || p.recv.error !== null)) break;
        if (p.send !== null && !t.sendDone(p.send)) break;
        const done = p.done;
        p.done = null;
        if (done !== null) done();
      }
    }
  }

  lock(_win: WinState, r: number, exclusive: boolean): void {
    this.sync(r, AM_LOCK, exclusive ? 1 : 0, 'lock');
  }

  unlock(_win: WinState, r: number, exclusive: boolean): void {
    this.sync(r, AM_UNLOCK, exclusive ? 1 : 0, 'unlock');
  }

  flush(_win: WinState, r: number): void {
    if (this.dirty[r] === 0 && this.pend[r].length === 0) return;
    this.sync(r, AM_FLUSH, 0, 'flush');
  }

  flushLocal(_win: WinState, r: number): void {
    this.complete(r);
  }

  close(_win: WinState): void {
    for (let r = 0; r < this.pend.length; r++) this.complete(r);
    if (this.stage !== 0) this.core.x.shmFree(this.stage);
    this.stage = 0;
    this.core.x.shmFree(this.ack);
  }
}

/** The engine of a window's targets in other processes. */
export function makeNetEngine(state: WinState): Engine {
  return new NetEngine(state);
}
