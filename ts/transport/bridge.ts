// The memory side of a process's network thread, in a world that spans processes. Every process
// lays out the whole world (every rank's control block, every ordered pair's eager ring), runs its
// own ranks as threads over it, and lets its network thread stand in for the ranks of the other
// processes ("remote" ranks). So the ranks' shared-memory transport (shm/shm.ts) does all of MPI's
// matching (tags, ANY_SOURCE, probe, non-overtaking order, cancel, truncation) unchanged:
// - a send to a remote rank is a record in the ring from the sender to that rank; the network
//   thread takes it out (copying an eager one, claiming a rendezvous one as a receiver would) and
//   ships it to the remote rank's process (the outgoing side: bridge_out.ts);
// - a message from a remote rank is written by the network thread into the ring from that rank to
//   its receiver, as that rank would have done: eager inline, larger or synchronous ones as a
//   rendezvous from a block the network thread owns (the receiver copies once, from it);
// - a rendezvous crosses the network in three steps, so that its bytes only travel once the
//   receiving side has memory for them: the sender announces it (F_RNDV: the header alone), the
//   receiving side sets a block aside when it can and asks for the body (F_CTS), the sender sends
//   it (F_DATA). Memory being short makes the announcements wait (at their sender, in order), while
//   blocks of earlier ones are taken by their receivers and freed; a message for which the memory
//   can never be found (this side holds no block that will be freed) reaches its receiver as an
//   error: its receive fails with ERR_BUFFER. A mid-sized one travels with its body at once
//   (F_RNDV_INLINE) while the bytes so sent to that process and not answered stay within a credit;
// - remote ranks' states (done, failed) are set in their control blocks, so waits on them end as
//   they do for local ranks: ERR_PROC_FAILED quoting the remote failure;
// - a message on a window's active-message context is a request of one-sided communication: it is
//   executed here (rma_exec.ts), in its place in the arrival order, and never reaches a ring.
// Remote ranks' doorbells are forwarded to one bell (R_FORWARD): any post for any of them wakes the
// network thread. The network thread alone calls this class; nothing here touches a socket. This
// file holds the incoming side (what arrives, placed into the receivers' rings in arrival order,
// within the memory there is) and the class the network thread calls.
//
// Invariants: items from one process reach their rings in the order they arrived; a block set
// aside for a message is freed once, when its receiver is done with it (ack DONE) or the message
// is dropped; a rendezvous is answered (F_ACK) only after its receiver is done.
import type { Core } from '../core/core.js';
import {
  ACK_DONE,
  ACK_POSTED,
  HEADER_BYTES,
  KIND_EAGER,
  KIND_RNDV,
  R_BLK_PEER,
  R_BLOCKED,
  R_FORWARD,
  R_SLEEPING,
  R_STATE,
  R_TEXT,
  R_TEXT_BYTES,
  STATE_ALIVE,
  STATE_DONE,
  STATE_FAILED,
  G_EAGER_MAX,
} from '../core/abi.js';
import { globalAt, rankCtl } from '../core/layout.js';
import { writeText } from '../core/text.js';
import { frame, Outbox, type OutFrame } from './bridge_out.js';
import { RmaExec, type WinEntry } from './rma_exec.js';
import { encodeHeader, F_ACK, F_CTS, F_RNDV_INLINE, RNDV_CREDIT, type Frame } from './tcp_frame.js';

export type { OutFrame };

/** What arrived from one process and is not in its receiver's ring yet (the ring is full, or an
 *  earlier item still waits): delivered strictly in arrival order, states after the messages that
 *  came before them (a message sent just before its sender finished must be seen first). */
type Pending =
  { kind: 'eager'; f: Frame; data: Uint8Array } | InMsg | { kind: 'state'; rank: number; state: number; text: string };

/** An announced rendezvous (F_RNDV): its block, once one is set aside (0 before), whether its body
 *  is all in, or whether no memory can ever be found for it (its receive fails). */
interface InMsg {
  kind: 'rndv';
  f: Frame;
  proc: number;
  block: number;
  filled: boolean;
  failed: boolean;
}

/** A rendezvous delivered from a block of ours: freed, and answered (id > 0), once the receiver is
 *  done. */
interface InRndv {
  proc: number;
  id: number;
  block: number;
  /** The sender's credit it used (F_RNDV_INLINE): given back with the answer. */
  credit: number;
}

const ACK_LINE = 64; // the block's ack word sits alone on its line, the bytes follow

export class Bridge {
  /** The world ranks of this process: [lo, hi). */
  readonly lo: number;
  readonly hi: number;
  readonly size: number;
  /** The word the remote ranks' doorbells ring (index into core.i32). */
  readonly bellAt: number;
  private readonly eagerMax: number;
  private readonly pending: Pending[][];
  /** The outgoing side: messages and states of local ranks for other processes. */
  private readonly outbox: Outbox;
  private inRndv: InRndv[] = [];
  /** Announced rendezvous waiting for a block, in arrival order; those whose body is being read,
   *  by sending process and id. */
  private toPlace: InMsg[] = [];
  private readonly filling: Array<Map<number, InMsg>>;
  /** Blocks of shared memory this side holds for messages (freed once their receivers are done). */
  private blocks = 0;
  /** Per process: bytes it sent us with their announcements, until we answer (its credit). */
  private readonly creditIn: Float64Array;
  private readonly text = new TextDecoder();
  /** One-sided communication: requests to this process's ranks, executed here (rma_exec.ts). */
  private readonly rma: RmaExec;

  constructor(
    private readonly core: Core,
    /** The process of each world rank. */
    readonly procOf: Int32Array,
    readonly myProc: number,
  ) {
    this.size = procOf.length;
    this.lo = procOf.indexOf(myProc);
    this.hi = procOf.lastIndexOf(myProc) + 1;
    const procs = procOf[this.size - 1] + 1;
    this.pending = Array.from({ length: procs }, () => []);
    this.filling = Array.from({ length: procs }, () => new Map<number, InMsg>());
    this.creditIn = new Float64Array(procs);
    this.outbox = new Outbox(core, procOf, myProc, this.lo, this.hi);
    this.rma = new RmaExec(core, procOf, myProc);
    this.eagerMax = core.u32[globalAt(G_EAGER_MAX)];
    const bell = core.x.shmAlloc(64);
    core.cover(bell, 64);
    core.i32[bell >>> 2] = 0;
    this.bellAt = bell >>> 2;
    const i32 = core.i32;
    for (let r = 0; r < this.size; r++) {
      if (this.isLocal(r)) continue;
      const ctl = rankCtl(core, r);
      Atomics.store(i32, (ctl + R_FORWARD) >>> 2, bell);
      Atomics.store(i32, (ctl + R_SLEEPING) >>> 2, 1);
      Atomics.store(i32, (ctl + R_STATE) >>> 2, STATE_ALIVE);
    }
  }

  isLocal(r: number): boolean {
    return r >= this.lo && r < this.hi;
  }

  /** The first and one-past-last world rank of process `p`. */
  rangeOf(p: number): [number, number] {
    return [this.procOf.indexOf(p), this.procOf.lastIndexOf(p) + 1];
  }

  // ───────────────────────────── outgoing (bridge_out.ts) ─────────────────────────────

  /** Takes every message local ranks posted for remote ranks out of the rings, and reports every
   *  local rank's new state after them. Rings towards a process for which `congested` holds stay
   *  as they are: their senders wait for room, as between threads. */
  pump(out: OutFrame[], congested: (proc: number) => boolean = () => false): void {
    this.outbox.pump(out, congested);
  }

  /** Process `proc` has a place for rendezvous `id`: its body goes out. False: no such rendezvous
   *  was announced there, or its body was asked for already. */
  cts(proc: number, id: number, out: OutFrame[]): boolean {
    return this.outbox.cts(proc, id, out);
  }

  /** The remote receiver took rendezvous `id`: its sender's send completes. False: no such id. */
  acked(id: number): boolean {
    return this.outbox.acked(id);
  }

  // ───────────────────────────── incoming ─────────────────────────────

  /** A block of shared memory for a message of `bytes` (its ack word first), or 0 when there is
   *  no memory for it now. */
  private blockFor(bytes: number): number {
    const { core } = this;
    const block = core.x.shmAlloc(ACK_LINE + Math.max(bytes, 1));
    if (block === 0) return 0;
    this.blocks++;
    core.cover(block, ACK_LINE + bytes);
    Atomics.store(core.i32, block >>> 2, ACK_POSTED);
    return block;
  }

  private freeBlock(block: number): void {
    this.core.x.shmFree(block);
    this.blocks--;
  }

  /** Where the body (F_DATA) of rendezvous `id` from process `proc` goes: the view of its block.
   *  A string: why that body is not expected (no such rendezvous asked for, another length). */
  bodyOf(proc: number, id: number, bytes: number): Uint8Array | string {
    const m = this.filling[proc].get(id);
    if (m === undefined) return `the body of rendezvous ${id}, which was not asked for`;
    if (m.f.bytes !== bytes) return `${bytes} bytes for rendezvous ${id}, which announced ${m.f.bytes}`;
    const at = m.block + ACK_LINE;
    this.core.cover(at, bytes);
    return this.core.u8.subarray(at, at + bytes);
  }

  /** The body of rendezvous `id` from process `proc` is all in its block. */
  filled(proc: number, id: number): void {
    const m = this.filling[proc].get(id);
    if (m === undefined) return;
    this.filling[proc].delete(id);
    m.filled = true;
  }

  /** An eager message from process `proc` (its bytes in `data`, which the caller gives up). */
  eager(proc: number, f: Frame, data: Uint8Array): void {
    this.pending[proc].push({ kind: 'eager', f, data });
  }

  /** A rendezvous that process `proc` sent with its body (`data`, which the caller gives up); false
   *  when that exceeds the credit it has (RNDV_CREDIT). Placed as an eager message too long for the
   *  rings is, then answered. */
  rndvInline(proc: number, f: Frame, data: Uint8Array): boolean {
    if (this.creditIn[proc] + f.bytes > RNDV_CREDIT) return false;
    this.creditIn[proc] += f.bytes;
    this.pending[proc].push({ kind: 'eager', f, data });
    return true;
  }

  /** A rendezvous announced by process `proc`: its body is asked for once a block is set aside. */
  rndv(proc: number, f: Frame): void {
    const m: InMsg = { kind: 'rndv', f, proc, block: 0, filled: false, failed: false };
    this.pending[proc].push(m);
    this.toPlace.push(m);
  }

  /** Sets blocks aside for announced rendezvous, in arrival order, as far as memory allows, and asks
   *  their senders for the bodies. One that finds no memory while this side holds no block that
   *  will be freed never will: it fails (its receive gets ERR_BUFFER). */
  private makeRoom(out: OutFrame[]): void {
    let i = 0;
    for (; i < this.toPlace.length; i++) {
      const m = this.toPlace[i];
      const n = m.f.bytes;
      const block = this.blockFor(n);
      if (block === 0) {
        if (this.blocks > 0) break; // memory comes back as receivers take what is held
        m.failed = true;
        continue;
      }
      m.block = block;
      if (n === 0) {
        m.filled = true;
        continue;
      }
      this.filling[m.proc].set(m.f.id, m);
      out.push({ proc: m.proc, head: encodeHeader(frame(F_CTS, -1, -1, 0, 0, 0, 0, m.f.id)), body: null });
    }
    if (i > 0) this.toPlace.splice(0, i);
  }

  /** A remote rank's new state, after everything that process sent before it. */
  state(proc: number, rank: number, state: number, text: string): void {
    this.pending[proc].push({ kind: 'state', rank, state, text });
  }

  /** Every rank of process `proc` that has not finished failed (its connection broke). */
  lost(proc: number, why: string): void {
    // rendezvous whose bodies will not come: they go, and their blocks
    this.toPlace = this.toPlace.filter((m) => m.proc !== proc);
    for (const m of this.filling[proc].values()) this.freeBlock(m.block);
    this.filling[proc].clear();
    this.pending[proc] = this.pending[proc].filter((it) => it.kind !== 'rndv' || it.filled || it.failed);
    const [a, b] = this.rangeOf(proc);
    for (let r = a; r < b; r++) this.state(proc, r, STATE_FAILED, why);
    // its answers will not come: the senders' sends fail on the receiver's state instead
    this.outbox.lost(proc);
    this.rma.lost(proc);
  }

  /** Items from process `proc` not yet in their receivers' rings (the network side stops reading
   *  from a process that is far ahead of its receivers: TCP then holds its sender back). */
  backlog(proc: number): number {
    return this.pending[proc].length;
  }

  /** Moves what arrived into the receivers' rings, in order, as far as they have room; then answers
   *  the rendezvous their receivers have finished with. True if anything is still waiting. */
  deliver(out: OutFrame[]): boolean {
    if (this.toPlace.length > 0) this.makeRoom(out);
    let waiting = false;
    for (let p = 0; p < this.pending.length; p++) {
      const q = this.pending[p];
      let i = 0;
      while (i < q.length && this.place(q[i], out)) i++;
      if (i > 0) q.splice(0, i);
      if (q.length > 0) waiting = true;
    }
    if (this.inRndv.length > 0) {
      const i32 = this.core.i32;
      const keep: InRndv[] = [];
      for (const r of this.inRndv) {
        if (Atomics.load(i32, r.block >>> 2) !== ACK_DONE) {
          keep.push(r);
          continue;
        }
        this.freeBlock(r.block);
        this.creditIn[r.proc] -= r.credit;
        // id 0: an eager message too long for this process's rings, which its sender did not wait on
        if (r.id !== 0)
          out.push({ proc: r.proc, head: encodeHeader(frame(F_ACK, -1, -1, 0, 0, 0, 0, r.id)), body: null });
      }
      this.inRndv = keep;
    }
    // lock requests of other processes, tried again at every round (an unlock here rings this thread)
    if (this.rma.waiting) this.rma.retry(out);
    return waiting;
  }

  /** Puts one item in place; false when its ring is full (it stays first in line). */
  private place(it: Pending, out: OutFrame[]): boolean {
    const { core } = this;
    const x = core.x;
    if (it.kind === 'state') {
      const ctl = rankCtl(core, it.rank);
      if (Atomics.load(core.i32, (ctl + R_STATE) >>> 2) >= STATE_DONE) return true; // the first word stands
      if (it.state === STATE_FAILED) writeText(core, ctl + R_TEXT, R_TEXT_BYTES, it.text);
      x.rankSetState(it.rank, it.state);
      return true;
    }
    const f = it.f;
    if (it.kind === 'rndv' && !it.filled && !it.failed) return false; // its body is not all in yet
    const inline = f.type === F_RNDV_INLINE;
    // a receiver that has finished takes nothing more: the message is dropped, as between threads
    if (Atomics.load(core.i32, (rankCtl(core, f.dst) + R_STATE) >>> 2) >= STATE_DONE) {
      if (it.kind === 'rndv' && it.block !== 0) this.freeBlock(it.block);
      if (inline) this.creditIn[this.procOf[f.src]] -= f.bytes;
      return true;
    }
    const win = this.rma.find(f.ctx);
    if (win !== null) return this.execRma(win, it, out);
    if (it.kind === 'eager' && f.bytes <= this.eagerMax && !inline) {
      const rec = x.ringReserve(f.src, f.dst, f.bytes);
      if (rec === 0) return false;
      core.cover(rec, HEADER_BYTES + f.bytes);
      core.u8.set(it.data, rec + HEADER_BYTES);
      x.ringPublish(f.src, f.dst, rec, KIND_EAGER, f.dtype, f.ctx, f.tag, f.bytes, 0, 0);
      return true;
    }
    if (it.kind === 'eager') {
      // longer than this process's eager limit, or a rendezvous with its body: through a block,
      // answered (the rendezvous) once taken
      const id = inline ? f.id : 0;
      const credit = inline ? f.bytes : 0;
      const block = this.blockFor(f.bytes);
      if (block === 0) return this.blocks > 0 ? false : this.placeFailed(f, id, credit);
      core.u8.set(it.data, block + ACK_LINE);
      if (this.placeBlock(f, id, block, block + ACK_LINE, credit)) return true;
      this.freeBlock(block); // the ring is full: the next try sets a block aside again
      return false;
    }
    if (it.failed) return this.placeFailed(f, f.id, 0);
    return this.placeBlock(f, f.id, it.block, it.block + ACK_LINE, 0);
  }

  /** A request of one-sided communication (a message on a window's active-message context): executed
   *  here, never delivered; a rendezvous is answered at once. One whose rendezvous found no memory
   *  is not done, and the origin's next flush or unlock of that target raises ERR_BUFFER. */
  private execRma(win: WinEntry, it: { kind: 'eager'; f: Frame; data: Uint8Array } | InMsg, out: OutFrame[]): true {
    const { core } = this;
    const f = it.f;
    if (it.kind === 'eager') this.rma.exec(win, f.src, f.dst, it.data, 0, f.bytes, out);
    else if (!it.failed) {
      core.cover(it.block + ACK_LINE, f.bytes);
      this.rma.exec(win, f.src, f.dst, core.u8, it.block + ACK_LINE, f.bytes, out);
    } else this.rma.noMemory(win, f.src, f.dst, f.bytes);
    if (it.kind === 'rndv' && it.block !== 0) this.freeBlock(it.block);
    if (it.kind === 'eager' && f.type !== F_RNDV_INLINE) return true;
    if (f.type === F_RNDV_INLINE) this.creditIn[this.procOf[f.src]] -= f.bytes;
    out.push({ proc: this.procOf[f.src], head: encodeHeader(frame(F_ACK, -1, -1, 0, 0, 0, 0, f.id)), body: null });
    return true;
  }

  /** A rendezvous record for message `f` whose bytes are at `data` in `block`; answered (id > 0)
   *  once its receiver is done. False when the ring is full. */
  private placeBlock(f: Frame, id: number, block: number, data: number, credit: number): boolean {
    const rec = this.core.x.ringReserve(f.src, f.dst, 0);
    if (rec === 0) return false;
    this.core.x.ringPublish(f.src, f.dst, rec, KIND_RNDV, f.dtype, f.ctx, f.tag, f.bytes, data, block);
    this.inRndv.push({ proc: this.procOf[f.src], id, block, credit });
    return true;
  }

  /** A record for message `f`, which has no place in this process's memory: its bytes at address 0
   *  tell the receiver (shm/deliver.ts) to fail its receive with ERR_BUFFER. Its block holds the ack word
   *  alone; false when even that, or room in the ring, is lacking now. */
  private placeFailed(f: Frame, id: number, credit: number): boolean {
    const block = this.blockFor(0);
    if (block === 0) return false;
    if (this.placeBlock(f, id, block, 0, credit)) return true;
    this.freeBlock(block);
    return false;
  }

  /** Remote ranks that local ranks are blocked waiting on (their processes must be watched). */
  awaitedProcs(into: Set<number>): void {
    const { core } = this;
    for (let r = this.lo; r < this.hi; r++) {
      const ctl = rankCtl(core, r);
      if (Atomics.load(core.i32, (ctl + R_BLOCKED) >>> 2) === 0) continue;
      const peer = Atomics.load(core.i32, (ctl + R_BLK_PEER) >>> 2);
      if (peer >= 0 && peer < this.size && !this.isLocal(peer)) into.add(this.procOf[peer]);
    }
  }

  /** Whether every local rank has finished (done or failed) and nothing it sent is still held. */
  finished(): boolean {
    const i32 = this.core.i32;
    for (let r = this.lo; r < this.hi; r++)
      if (Atomics.load(i32, (rankCtl(this.core, r) + R_STATE) >>> 2) < STATE_DONE) return false;
    return this.outbox.idle;
  }

  /** The text of a failure a remote process reported. */
  decode(b: Uint8Array): string {
    return this.text.decode(b);
  }
}
