// The outgoing side of a process's network thread (bridge.ts): it takes what local ranks posted
// for remote ranks out of their rings and turns it into frames, and reports local ranks' new
// states. An eager message is copied out and shipped; a rendezvous is claimed as a local receiver
// would claim it and announced (F_RNDV), its body sent when the receiving side asks for it (F_CTS),
// or at once with the announcement (F_RNDV_INLINE) while the bytes so sent to that process and not
// answered stay within RNDV_CREDIT; the sender's send completes when the answer (F_ACK) comes.
//
// Invariants: a claimed rendezvous's bytes stay untouched until its answer (the sender waits on its
// ack word; a typed one is packed into a block of ours, freed with the answer), and its body goes
// out at most once. A local rank's state is reported after every message it posted before the
// change, and only once it is done or failed.
import type { Core } from '../core/core.js';
import {
  ACK_CLAIMED,
  ACK_DONE,
  ACK_POSTED,
  HEADER_BYTES,
  H_ACK,
  H_BYTES,
  H_CTX,
  H_DATA,
  H_DTYPE,
  H_KIND,
  H_TAG,
  KIND_EAGER,
  KIND_RNDV,
  KIND_RNDV_TYPED,
  RNDV_COUNT,
  RNDV_ORIGIN,
  RNDV_PROG,
  R_STATE,
  R_TEXT,
  R_TEXT_BYTES,
  STATE_DONE,
  STATE_FAILED,
} from '../core/abi.js';
import { rankCtl } from '../core/layout.js';
import { readText } from '../core/text.js';
import {
  encodeHeader,
  F_DATA,
  F_EAGER,
  F_RNDV,
  F_RNDV_INLINE,
  F_STATE,
  RNDV_CREDIT,
  RNDV_INLINE_MAX,
  type Frame,
} from './tcp_frame.js';

/** A frame for process `proc`: its header and payload (null: none). A rendezvous body (F_DATA) is a
 *  view of the sender's own bytes, which stay untouched until the receiver's answer. */
export interface OutFrame {
  proc: number;
  head: Uint8Array;
  body: Uint8Array | null;
}

/** A rendezvous this process took out of a local sender's ring: the sender's ack word, completed
 *  when the remote receiver answers. */
interface OutRndv {
  rank: number;
  ack: number;
  temp: number;
  /** The receiver's process (a lost process answers nothing: its entries go). */
  proc: number;
  /** The bytes, sent when the receiving side asks (once), or with the announcement (`inline`). */
  ptr: number;
  bytes: number;
  asked: boolean;
  inline: boolean;
}

export class Outbox {
  private readonly outRndv = new Map<number, OutRndv>();
  private nextId = 1;
  /** Per process: bytes sent with their announcements and not answered yet. */
  private readonly creditOut: Float64Array;
  /** Each local rank's state: as last reported, and as read at the start of a pump. */
  private readonly seen: Int32Array;
  private readonly now: Int32Array;
  /** Local ranks with messages left in their rings by this pump (a congested receiver's process). */
  private readonly held: Uint8Array;

  constructor(
    private readonly core: Core,
    /** The process of each world rank. */
    private readonly procOf: Int32Array,
    private readonly myProc: number,
    /** The world ranks of this process: [lo, hi). */
    private readonly lo: number,
    private readonly hi: number,
  ) {
    const procs = procOf[procOf.length - 1] + 1;
    this.creditOut = new Float64Array(procs);
    this.seen = new Int32Array(hi - lo);
    this.now = new Int32Array(hi - lo);
    this.held = new Uint8Array(hi - lo);
  }

  /** No rendezvous of a local sender waits for its remote receiver's answer. */
  get idle(): boolean {
    return this.outRndv.size === 0;
  }

  /** Takes every message local ranks posted for remote ranks out of the rings, and reports every
   *  local rank's new state after them (states are read first: a message posted before its
   *  sender's state change is then already in the ring). Rings towards a process for which
   *  `congested` holds stay as they are: their senders wait for room, as between threads. */
  pump(out: OutFrame[], congested: (proc: number) => boolean): void {
    const { core, lo, hi } = this;
    const size = this.procOf.length;
    const i32 = core.i32;
    const now = this.now;
    for (let r = lo; r < hi; r++) now[r - lo] = Atomics.load(i32, (rankCtl(core, r) + R_STATE) >>> 2);
    const x = core.x;
    for (let s = lo; s < hi; s++) {
      for (let d = 0; d < size; d++) {
        if (d === lo) d = hi;
        if (d >= size) break;
        if (congested(this.procOf[d])) {
          if (x.ringPeek(s, d) !== 0) this.held[s - lo] = 1;
          continue;
        }
        let took = false;
        for (let rec = x.ringPeek(s, d); rec !== 0; rec = x.ringPeek(s, d)) {
          core.cover(rec, HEADER_BYTES);
          this.takeOut(s, d, rec, out);
          x.ringPop(s, d, rec);
          took = true;
        }
        if (took) x.ringRelease(s, d);
      }
    }
    const procs = this.creditOut.length;
    for (let r = lo; r < hi; r++) {
      const st = now[r - lo];
      if (this.held[r - lo] === 1) {
        // its messages still wait in a ring: its state goes after them, in a later pump
        this.held[r - lo] = 0;
        continue;
      }
      if (st === this.seen[r - lo] || st < STATE_DONE) continue;
      this.seen[r - lo] = st;
      const body =
        st === STATE_FAILED ? new TextEncoder().encode(readText(core, rankCtl(core, r) + R_TEXT, R_TEXT_BYTES)) : null;
      const head = encodeHeader(frame(F_STATE, r, -1, 0, 0, st, body ? body.length : 0, 0));
      for (let p = 0; p < procs; p++) if (p !== this.myProc) out.push({ proc: p, head, body });
    }
  }

  private takeOut(s: number, d: number, rec: number, out: OutFrame[]): void {
    const { core } = this;
    const u32 = core.u32;
    const w = rec >>> 2;
    const kind = u32[w + (H_KIND >>> 2)];
    const n = u32[w + (H_BYTES >>> 2)];
    const ctx = core.i32[w + (H_CTX >>> 2)];
    const tag = core.i32[w + (H_TAG >>> 2)];
    const dtype = u32[w + (H_DTYPE >>> 2)];
    const proc = this.procOf[d];
    if (kind === KIND_EAGER) {
      const p = rec + HEADER_BYTES;
      core.cover(p, n);
      // a copy: the ring's bytes are reused as soon as the record is released
      out.push({
        proc,
        head: encodeHeader(frame(F_EAGER, s, d, ctx, tag, dtype, n, 0)),
        body: core.u8.slice(p, p + n),
      });
      return;
    }
    if (kind !== KIND_RNDV && kind !== KIND_RNDV_TYPED) return;
    const ack = u32[w + (H_ACK >>> 2)];
    let ptr = u32[w + (H_DATA >>> 2)];
    core.cover(ack, 4);
    // claimed as a local receiver would: a send its sender cancelled first is dropped
    if (Atomics.compareExchange(core.i32, ack >>> 2, ACK_POSTED, ACK_CLAIMED) !== ACK_POSTED) {
      Atomics.store(core.i32, ack >>> 2, ACK_DONE);
      core.x.doorbellRing(s);
      return;
    }
    let temp = 0;
    if (kind === KIND_RNDV_TYPED && n > 0) {
      core.cover(ptr, 12);
      const prog = u32[(ptr + RNDV_PROG) >>> 2];
      const count = u32[(ptr + RNDV_COUNT) >>> 2];
      const origin = u32[(ptr + RNDV_ORIGIN) >>> 2];
      temp = core.x.shmAlloc(n);
      core.cover(temp, n);
      core.x.dtPack(prog, count, origin, temp);
      ptr = temp;
    }
    const id = this.nextId++;
    const inline = n > 0 && n <= RNDV_INLINE_MAX && this.creditOut[proc] + n <= RNDV_CREDIT;
    if (inline) {
      this.creditOut[proc] += n;
      core.cover(ptr, n);
    }
    this.outRndv.set(id, { rank: s, ack, temp, proc, ptr, bytes: n, asked: inline, inline });
    out.push({
      proc,
      head: encodeHeader(frame(inline ? F_RNDV_INLINE : F_RNDV, s, d, ctx, tag, dtype, n, id)),
      body: inline ? core.u8.subarray(ptr, ptr + n) : null,
    });
  }

  /** Process `proc` has a place for rendezvous `id`: its body goes out. False: no such rendezvous
   *  was announced there, or its body was asked for already. */
  cts(proc: number, id: number, out: OutFrame[]): boolean {
    const o = this.outRndv.get(id);
    if (o?.proc !== proc || o.asked || o.bytes === 0) return false;
    o.asked = true;
    const { core } = this;
    core.cover(o.ptr, o.bytes);
    out.push({
      proc,
      head: encodeHeader(frame(F_DATA, -1, -1, 0, 0, 0, o.bytes, id)),
      body: core.u8.subarray(o.ptr, o.ptr + o.bytes),
    });
    return true;
  }

  /** The remote receiver took rendezvous `id`: its sender's send completes. False: no such id. */
  acked(id: number): boolean {
    const o = this.outRndv.get(id);
    if (o === undefined) return false;
    this.outRndv.delete(id);
    if (o.inline) this.creditOut[o.proc] -= o.bytes;
    if (o.temp) this.core.x.shmFree(o.temp);
    Atomics.store(this.core.i32, o.ack >>> 2, ACK_DONE);
    this.core.x.doorbellRing(o.rank);
    return true;
  }

  /** Process `proc` is gone: its answers will not come. Its rendezvous go (their senders' sends fail
   *  on the receiver's state instead), and the credit they held. */
  lost(proc: number): void {
    this.creditOut[proc] = 0;
    for (const [id, o] of this.outRndv) {
      if (o.proc !== proc) continue;
      if (o.temp) this.core.x.shmFree(o.temp);
      this.outRndv.delete(id);
    }
  }
}

export function frame(
  type: number,
  src: number,
  dst: number,
  ctx: number,
  tag: number,
  dtype: number,
  bytes: number,
  id: number,
): Frame {
  return { type, src, dst, ctx, tag, dtype, bytes, id };
}
