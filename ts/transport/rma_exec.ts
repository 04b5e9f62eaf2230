// The target side of one-sided communication between processes, run by a process's network thread
// (bridge.ts calls it). A message that arrives on a window's active-message context (the W_CTX of
// a window block in this process's list, G_WIN_HEAD) is a request (rma_wire.ts) to one of this
// process's ranks: it is executed here instead of being delivered, so the target rank runs no code
// (passive target). Requests from one process are executed in the order they arrived (the bridge
// hands them over in that order), which gives MPI's ordering of accumulates from one origin.
// Puts, gets and accumulates use the core's exports as an origin in this process would (copy,
// dtPack/dtUnpack with the shipped program, rmaAcc, rmaAccTyped, rmaCas), so they are atomic
// against accumulates of this process's own ranks. Replies go out as eager frames from the target
// rank to the origin on the context and tag the request names.
//
// Locks for other processes: tried at once; one that is held waits in a queue here (counted in
// WR_LOCK_REMOTE, so that an unlock in this process rings the network thread) and is tried again
// at every round, in arrival order per lock; granted = answered. A request that fails a check
// (rma_wire.ts) writes nothing; its error is kept per origin and sent with the next UNLOCK or
// FLUSH acknowledgement (at once, for a failed LOCK, since the origin waits on it).
//
// Invariants: nothing is written to a segment before the request's range has been checked against
// it; a request whose window is unknown (freed, or never made) is answered like a failed one when
// it names a reply context, and dropped otherwise.
import type { Core } from '../core/core.js';
import {
  DTYPE_BYTE,
  G_WIN_HEAD,
  G_WIN_LOCK,
  W_CTX,
  W_FLAVOR,
  W_HEADER_BYTES,
  W_MEMBERS,
  W_NEXT,
  W_SIZE,
  W_SYNC_CTX,
  WIN_FLAVOR_DYNAMIC,
  WIN_RANK_BYTES,
  WR_ACC_LOCK,
  WR_BASE,
  WR_DYN,
  WR_LOCK,
  WR_LOCK_REMOTE,
  WR_SIZE,
} from '../core/abi.js';
import { globalAt } from '../core/layout.js';
import { frame, type OutFrame } from './bridge_out.js';
import { encodeHeader, F_EAGER } from './tcp_frame.js';
import {
  AM_ACC,
  AM_CAS,
  AM_FLUSH,
  AM_GET,
  AM_GET_ACC,
  AM_LOCK,
  AM_PUT,
  AM_UNLOCK,
  checkProgram,
  decodeReq,
  E_MSG,
  E_OP,
  E_MEM,
  E_RANGE,
  ERR_BYTES,
  ERR_CODE,
  ERR_KIND,
  ERR_LIMIT,
  ERR_OFFSET,
  ERR_RECORD,
  elemBytes,
  itemsSpan,
  type Req,
} from './rma_wire.js';

/** A window of this process, as found by its active-message context. */
export interface WinEntry {
  block: number;
  ctx: number;
  /** Context of the window's own communicator: where its replies go. */
  syncCtx: number;
  dynamic: boolean;
  /** World rank of each window rank. */
  members: Int32Array;
}

/** A lock request waiting for its lock. */
interface LockWait {
  win: WinEntry;
  /** Address of the target's entry in the window block. */
  entry: number;
  origin: number;
  target: number;
  exclusive: boolean;
  tag: number;
  ctx: number;
}

const NONE = new Uint8Array(0);

export class RmaExec {
  private readonly wins = new Map<number, WinEntry>();
  /** Lock requests waiting, per target entry address, in arrival order. */
  private readonly waits = new Map<number, LockWait[]>();
  /** The first failed request per (reply context, origin, target) since its last acknowledgement. */
  private readonly errors = new Map<string, Uint8Array>();
  private readonly req: Req = {
    kind: 0,
    offset: 0,
    count: 0,
    prog: 0,
    op: 0,
    elem: 0,
    tag: 0,
    ctx: 0,
    bytes: 0,
    progAt: 0,
    dataAt: 0,
    dataBytes: 0,
  };
  /** Shared memory for shipped programs and data (grown on demand, never shrunk). */
  private scratch = 0;
  private scratchBytes = 0;

  constructor(
    private readonly core: Core,
    /** The process of each world rank. */
    private readonly procOf: Int32Array,
    private readonly myProc: number,
  ) {}

  /** The window whose active-message context is `ctx`, or null: the message is an ordinary one.
   *  The list is walked under its lock each time (a window freed since is not found); what is
   *  read of a block is kept per context. */
  find(ctx: number): WinEntry | null {
    const { core } = this;
    if (ctx <= 0 || Atomics.load(core.i32, globalAt(G_WIN_HEAD)) === 0) return null;
    const lock = globalAt(G_WIN_LOCK);
    while (Atomics.compareExchange(core.i32, lock, 0, 1) !== 0);
    let block = 0;
    try {
      // the views are read after each cover: a block made since they were may lie past them
      for (let b = core.u32[globalAt(G_WIN_HEAD)]; b !== 0; b = core.u32[(b + W_NEXT) >>> 2]) {
        core.cover(b, W_HEADER_BYTES);
        if (core.i32[(b + W_CTX) >>> 2] === ctx) {
          block = b;
          break;
        }
      }
    } finally {
      Atomics.store(core.i32, lock, 0);
    }
    if (block === 0) {
      this.wins.delete(ctx);
      return null;
    }
    let w = this.wins.get(ctx);
    if (w?.block !== block) {
      const p = core.u32[(block + W_SIZE) >>> 2];
      const at = core.u32[(block + W_MEMBERS) >>> 2];
      core.cover(at, 4 * p);
      w = {
        block,
        ctx,
        syncCtx: core.i32[(block + W_SYNC_CTX) >>> 2],
        dynamic: core.u32[(block + W_FLAVOR) >>> 2] === WIN_FLAVOR_DYNAMIC,
        members: core.i32.slice(at >>> 2, (at >>> 2) + p),
      };
      this.wins.set(ctx, w);
    }
    return w;
  }

  /** Executes the request of `n` bytes at `at` in `u8` (a copy of the message, or a view of the
   *  shared memory holding it) that world rank `src` sent to this process's rank `dst` on window
   *  `w`'s active-message context; replies go to `out`. */
  exec(w: WinEntry, src: number, dst: number, u8: Uint8Array, at: number, n: number, out: OutFrame[]): void {
    const r = this.req;
    const bad = decodeReq(u8, at, n, r);
    if (bad !== null) return this.refuse(r, src, dst, E_MSG, out);
    const trank = w.members.indexOf(dst);
    if (trank < 0 || w.members.indexOf(src) < 0) return this.refuse(r, src, dst, E_MSG, out);
    const entry = w.block + W_HEADER_BYTES + trank * WIN_RANK_BYTES;
    this.core.cover(entry, WIN_RANK_BYTES);
    switch (r.kind) {
      case AM_LOCK:
        return this.lock(w, entry, src, dst, r.op !== 0, r.tag, r.ctx, out);
      case AM_UNLOCK:
        this.unlock(w, entry, r.op !== 0);
        this.ack(src, dst, r.ctx, r.tag, out);
        this.retry(out);
        return;
      case AM_FLUSH:
        return this.ack(src, dst, r.ctx, r.tag, out);
    }
    this.data(w, entry, src, dst, u8, out);
  }

  /** A request of `bytes` bytes from world rank `src` to this process's rank `dst` whose bytes found
   *  no memory here (bridge.ts): nothing of it was done, and its header never arrived; the origin
   *  learns it at its next flush or unlock (ERR_BUFFER). */
  noMemory(w: WinEntry, src: number, dst: number, bytes: number): void {
    const r = this.req;
    r.kind = 0;
    r.ctx = w.syncCtx;
    r.offset = 0;
    r.bytes = bytes;
    this.refuse(r, src, dst, E_MEM, []);
  }

  /** PUT, GET, ACC, GET_ACC, CAS: checked against the target's segment, then done. */
  private data(w: WinEntry, entry: number, src: number, dst: number, u8: Uint8Array, out: OutFrame[]): void {
    const { core } = this;
    const r = this.req;
    const x = core.x;
    const n = r.bytes;
    // the bytes touched, from the displacement: [lo, hi)
    let lo = 0,
      hi = n,
      words: Int32Array | null = null;
    if (r.prog > 0) {
      words = new Int32Array(r.prog);
      new Uint8Array(words.buffer).set(u8.subarray(r.progAt, r.progAt + 4 * r.prog));
      const s = checkProgram(words);
      if (typeof s === 'string' || s.size * r.count !== n) return this.refuse(r, src, dst, E_MSG, out);
      [lo, hi] = itemsSpan(s, r.count);
    }
    const addr = this.target(w, entry, r.offset, lo, hi);
    if (addr < 0) return this.refuse(r, src, dst, E_RANGE, out, entry, hi);
    if (hi > lo) core.cover(addr + lo, hi - lo);
    if (r.kind === AM_PUT && words === null) {
      core.u8.set(u8.subarray(r.dataAt, r.dataAt + n), addr);
      return;
    }
    // the core's kernels read and write shared memory: the program, the data, room for a result
    const progBytes = 4 * r.prog;
    const resultBytes = r.kind === AM_PUT ? 0 : n;
    const base = this.stage(progBytes + r.dataBytes + resultBytes);
    if (base === 0) return this.refuse(r, src, dst, E_MSG, out);
    const prog = words !== null ? base : 0;
    if (words !== null) core.i32.set(words, base >>> 2);
    const data = base + progBytes;
    const result = data + r.dataBytes;
    if (r.dataBytes > 0) core.u8.set(u8.subarray(r.dataAt, r.dataAt + r.dataBytes), data);
    const accLock = entry + WR_ACC_LOCK;
    switch (r.kind) {
      case AM_PUT:
        x.dtUnpack(prog, r.count, data, addr);
        return;
      case AM_GET:
        if (prog !== 0) x.dtPack(prog, r.count, addr, result);
        else x.copy(result, addr, n);
        return this.reply(src, dst, r.ctx, r.tag, core.u8.slice(result, result + n), out);
      case AM_ACC:
      case AM_GET_ACC: {
        const fetch = r.kind === AM_GET_ACC ? result : 0;
        // NO_OP ships no origin bytes, and its kernel reads none
        const s = r.dataBytes === 0 ? result : data;
        const rc =
          prog !== 0
            ? x.rmaAccTyped(prog, r.count, addr, r.op, r.elem, s, fetch, accLock)
            : x.rmaAcc(r.op, r.elem, addr, s, fetch, n / elemBytes(r.elem), accLock);
        if (rc < 0) return this.refuse(r, src, dst, E_OP, out);
        if (fetch !== 0) this.reply(src, dst, r.ctx, r.tag, core.u8.slice(result, result + n), out);
        return;
      }
      case AM_CAS:
        // data: the origin element, then the compare element
        x.rmaCas(r.elem, addr, data + n, data, result, accLock);
        return this.reply(src, dst, r.ctx, r.tag, core.u8.slice(result, result + n), out);
    }
  }

  /** The address of the target byte at displacement `off`, when bytes [off + lo, off + hi) lie in
   *  the target's segment (dynamic windows: in one attached region); -1 otherwise. */
  private target(w: WinEntry, entry: number, off: number, lo: number, hi: number): number {
    const { core } = this;
    if (!w.dynamic) {
      const size = core.u32[(entry + WR_SIZE) >>> 2];
      if (hi > lo && (off + lo < 0 || off + hi > size)) return -1;
      return core.u32[(entry + WR_BASE) >>> 2] + off;
    }
    if (hi <= lo) return off; // nothing is touched
    const table = core.u32[(entry + WR_DYN) >>> 2];
    if (table === 0) return -1;
    core.cover(table, 8);
    const n = Atomics.load(core.i32, (table + 4) >>> 2);
    core.cover(table, 8 + 8 * n);
    const u32 = core.u32;
    for (let k = 0; k < n; k++) {
      const base = u32[(table + 8 + 8 * k) >>> 2];
      const bytes = u32[(table + 12 + 8 * k) >>> 2];
      if (off + lo >= base && off + hi <= base + bytes) return off;
    }
    return -1;
  }

  /** A block of shared memory of at least `bytes` for this request (0: the memory is full). */
  private stage(bytes: number): number {
    if (bytes > this.scratchBytes) {
      if (this.scratch !== 0) this.core.x.shmFree(this.scratch);
      const want = Math.max(bytes, 2 * this.scratchBytes, 4096);
      this.scratch = this.core.x.shmAlloc(want);
      this.scratchBytes = this.scratch === 0 ? 0 : want;
    }
    if (this.scratch !== 0) this.core.cover(this.scratch, bytes);
    return this.scratch;
  }

  /** A request that failed: nothing was written; its error goes with the next acknowledgement
   *  (at once for a LOCK, UNLOCK or FLUSH that failed itself), and a request that waits for bytes
   *  gets none. */
  private refuse(r: Req, src: number, dst: number, code: number, out: OutFrame[], entry = 0, end = r.bytes): void {
    if (r.ctx < 0) return; // not even a header: no one to answer
    const key = `${r.ctx}:${src}:${dst}`;
    if (!this.errors.has(key)) {
      const rec = new Uint8Array(ERR_RECORD);
      const v = new DataView(rec.buffer);
      v.setUint32(4 * ERR_CODE, code, true);
      v.setUint32(4 * ERR_KIND, r.kind, true);
      v.setUint32(4 * ERR_OFFSET, r.offset, true);
      v.setInt32(4 * ERR_BYTES, end, true);
      v.setUint32(4 * ERR_LIMIT, entry !== 0 ? this.core.u32[(entry + WR_SIZE) >>> 2] : 0, true);
      this.errors.set(key, rec);
    }
    if (r.kind === AM_GET || r.kind === AM_GET_ACC || r.kind === AM_CAS) this.reply(src, dst, r.ctx, r.tag, NONE, out);
    else if (r.kind >= AM_LOCK && r.kind <= AM_FLUSH) this.ack(src, dst, r.ctx, r.tag, out);
  }

  private takeError(ctx: number, src: number, dst: number): Uint8Array {
    const key = `${ctx}:${src}:${dst}`;
    const e = this.errors.get(key);
    if (e === undefined) return NONE;
    this.errors.delete(key);
    return e;
  }

  /** An UNLOCK's or FLUSH's acknowledgement: with the first error since the last one, if any. */
  private ack(src: number, dst: number, ctx: number, tag: number, out: OutFrame[]): void {
    this.reply(src, dst, ctx, tag, this.takeError(ctx, src, dst), out);
  }

  /** A message from this process's rank `dst` to rank `src` on `ctx` with `tag`. */
  private reply(src: number, dst: number, ctx: number, tag: number, body: Uint8Array, out: OutFrame[]): void {
    out.push({
      proc: this.procOf[src],
      head: encodeHeader(frame(F_EAGER, dst, src, ctx, tag, DTYPE_BYTE, body.length, 0)),
      body,
    });
  }

  private lock(
    win: WinEntry,
    entry: number,
    origin: number,
    target: number,
    exclusive: boolean,
    tag: number,
    ctx: number,
    out: OutFrame[],
  ): void {
    const q = this.waits.get(entry);
    // behind requests already waiting for this lock, in order
    if (q === undefined && this.core.x.rmaLockTry(entry + WR_LOCK, exclusive ? 1 : 0) === 1)
      return this.reply(origin, target, ctx, tag, NONE, out);
    const wait: LockWait = { win, entry, origin, target, exclusive, tag, ctx };
    if (q === undefined) this.waits.set(entry, [wait]);
    else q.push(wait);
    Atomics.add(this.core.i32, (entry + WR_LOCK_REMOTE) >>> 2, 1);
  }

  /** Releases a lock and wakes this process's ranks waiting for it. */
  private unlock(w: WinEntry, entry: number, exclusive: boolean): void {
    const { core } = this;
    const waiters = core.x.rmaUnlock(entry + WR_LOCK, exclusive ? 1 : 0);
    if (waiters <= 0) return;
    for (const r of w.members) if (this.procOf[r] === this.myProc) core.x.doorbellRing(r);
  }

  /** Whether lock requests wait here (the bridge then calls retry at every round). */
  get waiting(): boolean {
    return this.waits.size > 0;
  }

  /** Tries the waiting lock requests again, in order per lock: the granted ones are answered. */
  retry(out: OutFrame[]): void {
    if (this.waits.size === 0) return;
    const { core } = this;
    for (const [entry, q] of this.waits) {
      let i = 0;
      for (; i < q.length; i++) {
        const l = q[i];
        if (core.x.rmaLockTry(entry + WR_LOCK, l.exclusive ? 1 : 0) !== 1) break;
        Atomics.sub(core.i32, (entry + WR_LOCK_REMOTE) >>> 2, 1);
        this.reply(l.origin, l.target, l.ctx, l.tag, NONE, out);
      }
      if (i === q.length) this.waits.delete(entry);
      else if (i > 0) q.splice(0, i);
    }
  }

  /** Process `proc` is gone: its waiting lock requests go (the locks its ranks hold stay held:
   *  this process's ranks waiting for them fail on the holder's state). */
  lost(proc: number): void {
    for (const [entry, q] of this.waits) {
      const keep = q.filter((l) => this.procOf[l.origin] !== proc);
      if (keep.length === q.length) continue;
      Atomics.sub(this.core.i32, (entry + WR_LOCK_REMOTE) >>> 2, q.length - keep.length);
      if (keep.length === 0) this.waits.delete(entry);
      else this.waits.set(entry, keep);
    }
    for (const key of this.errors.keys()) {
      const src = Number(key.split(':')[1]);
      if (this.procOf[src] === proc) this.errors.delete(key);
    }
  }
}
