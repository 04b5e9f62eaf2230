// Sending, past the eager fast path (ShmTransport.send): a dead peer, a full ring, packed or staged
// bytes, rendezvous and synchronous sends; and the sends in flight until their receivers are done.
//
// A rendezvous publishes a record pointing at the sender's bytes (staged first when they are not in
// shared memory; for a derived type in the world's memory, a descriptor of its program, which the
// receiver runs on the sender's buffer) and an ack word, which the receiver claims and then marks
// done.
//
// Invariants: the bytes and the ack word of a send stay allocated until its ack is DONE, or until
// it is withdrawn before any receiver claimed it (ack CANCELLED); a send whose receiver is gone
// after claiming it keeps its memory (the receiver may still be copying). A send is in
// `pendingSends` (at index pendIdx) exactly while it has not completed; it is pooled only after.
import {
  ACK_CANCELLED,
  ACK_DONE,
  ACK_POSTED,
  HEADER_BYTES,
  KIND_EAGER,
  KIND_RNDV,
  KIND_RNDV_TYPED,
  RNDV_COUNT,
  RNDV_DESC_BYTES,
  RNDV_ORIGIN,
  RNDV_PROG,
  STATE_DONE,
  R_STATE,
} from '../../core/abi.js';
import { type BlockDesc, OP_SEND, OP_SSEND } from '../blocked.js';
import type { Source } from '../transport.js';
import { block } from './block.js';
import { peerError } from './health.js';
import { alloc, copyIn } from './memory.js';
import { POOL_MAX, ShmSend } from './records.js';
import type { ShmState } from './state.js';

/** Every send but the fast path's. Null when it completed at once (eager); else an op that
 *  completes when the receiver has copied the bytes (see `sendDone`). */
export function sendOther(
  s: ShmState,
  dest: number,
  ctx: number,
  tag: number,
  src: Source,
  sync: boolean,
): ShmSend | null {
  const { core, x } = s;
  if (dest !== s.rank && Atomics.load(core.i32, (s.ctlOf(dest) + R_STATE) >>> 2) >= STATE_DONE) {
    throw peerError(s, dest, { op: sync ? OP_SSEND : OP_SEND, peer: dest, tag, ctx });
  }
  const bytes = src.bytes;
  if (!sync && bytes <= s.eagerMax) {
    let rec = x.ringReserve(s.rank, dest, bytes);
    if (rec === 0) rec = reserveWaiting(s, dest, bytes, { op: OP_SEND, peer: dest, tag, ctx });
    const p = rec + HEADER_BYTES;
    if (bytes > 0) {
      if (src.pack) {
        core.cover(p, bytes);
        src.pack(core.u8.subarray(p, p + bytes));
      } else if (src.ptr >= 0) x.copy(p, src.ptr, bytes);
      else copyIn(core, p, src.view, bytes);
    }
    x.ringPublish(s.rank, dest, rec, KIND_EAGER, src.dtype, ctx, tag, bytes, 0, 0);
    s.progressCount++;
    return null;
  }
  // Rendezvous: the receiver copies straight from the sender's bytes (staged first when they are
  // not in shared memory), then completes the ack word.
  let stage = 0;
  let ptr = src.ptr;
  let kind = KIND_RNDV;
  if (src.typed && bytes > 0) {
    // one copy: the receiver packs from this rank's buffer (which stays untouched until the ack)
    // with the type's program; the descriptor is freed with the send
    stage = ptr = alloc(core, RNDV_DESC_BYTES, 'a rendezvous type descriptor');
    const d = ptr >>> 2;
    core.u32[d + (RNDV_PROG >>> 2)] = src.typed.prog;
    core.u32[d + (RNDV_COUNT >>> 2)] = src.typed.count;
    core.u32[d + (RNDV_ORIGIN >>> 2)] = src.typed.origin;
    kind = KIND_RNDV_TYPED;
  } else if (src.pack) {
    stage = alloc(core, Math.max(bytes, 1), 'the packed bytes of a send');
    ptr = stage;
    if (bytes > 0) {
      try {
        src.pack(core.u8.subarray(ptr, ptr + bytes));
      } catch (e) {
        x.shmFree(stage);
        throw e;
      }
    }
  } else if (ptr < 0) {
    stage = alloc(core, Math.max(bytes, 1), 'a staging copy of a send');
    ptr = stage;
    copyIn(core, ptr, src.view, bytes);
  }
  const ack = alloc(core, 4, 'a rendezvous ack');
  Atomics.store(core.i32, ack >>> 2, ACK_POSTED);
  const op = (s.sendPool.pop() ?? newSend(s)).reset(dest, ctx, tag, sync, ack, stage);
  if (kind === KIND_RNDV_TYPED) op.keep = src.typed;
  let rec = x.ringReserve(s.rank, dest, 0);
  if (rec === 0) rec = reserveWaiting(s, dest, 0, op);
  x.ringPublish(s.rank, dest, rec, kind, src.dtype, ctx, tag, bytes, ptr, ack);
  s.progressCount++;
  op.pendIdx = s.pendingSends.length;
  s.pendingSends.push(op);
  return op;
}

// The closures of a send live in these helpers, not in sendOther: a function whose variables a
// closure captures allocates their context at every call, whether it makes the closure or not.

/** A record of `bytes` in the ring to `dest`, waiting (as `desc`) while the ring is full. */
function reserveWaiting(s: ShmState, dest: number, bytes: number, desc: BlockDesc): number {
  let rec = 0;
  block(s, () => (rec = s.x.ringReserve(s.rank, dest, bytes)) !== 0, desc);
  return rec;
}

/** A new send record (the pool is empty), whose `ready` asks sendDone. */
function newSend(s: ShmState): ShmSend {
  return new ShmSend((op) => sendDone(s, op));
}

/** True when the send has completed (frees its ack and staging copy the first time). */
export function sendDone(s: ShmState, op: ShmSend): boolean {
  if (op.done) return true;
  const i32 = s.core.i32;
  const a = op.ack >>> 2;
  if (Atomics.load(i32, a) !== ACK_DONE) {
    // The receiver completes the ack before it finishes: read the ack again after its state.
    const gone = s.stateOf(op.dest) >= STATE_DONE;
    if (Atomics.load(i32, a) !== ACK_DONE) {
      if (!gone) return false;
      failSend(s, op);
      return true;
    }
  }
  finishSend(s, op);
  return true;
}

function finishSend(s: ShmState, op: ShmSend): void {
  op.done = true;
  unpend(s, op);
  s.x.shmFree(op.ack);
  if (op.stage) s.x.shmFree(op.stage);
}

function failSend(s: ShmState, op: ShmSend): void {
  // The receiver is gone. If it had claimed the message it may still be copying: keep the memory.
  const st = Atomics.compareExchange(s.core.i32, op.ack >>> 2, ACK_POSTED, ACK_CANCELLED);
  op.error = peerError(s, op.dest, op);
  op.done = true;
  unpend(s, op);
  if (st === ACK_POSTED && op.stage) s.x.shmFree(op.stage);
}

/** Withdraws a rendezvous send the receiver has not matched yet. */
export function cancelSend(s: ShmState, op: ShmSend): boolean {
  if (op.done || op.ack === 0) return false;
  const st = Atomics.compareExchange(s.core.i32, op.ack >>> 2, ACK_POSTED, ACK_CANCELLED);
  if (st !== ACK_POSTED) return false;
  // The record stays in the receiver's queue; the receiver drops it when it sees CANCELLED and
  // then marks the ack DONE. The staging copy is not read any more.
  op.cancelled = true;
  op.done = true;
  unpend(s, op);
  if (op.stage) s.x.shmFree(op.stage);
  return true;
}

/** True while a rendezvous send (possibly of a freed request) has not completed. */
export function hasPendingSends(s: ShmState): boolean {
  const a = s.pendingSends;
  // backwards: a completed send is swapped with the last, which was already looked at
  for (let i = a.length - 1; i >= 0; i--) sendDone(s, a[i]);
  return a.length > 0;
}

function unpend(s: ShmState, op: ShmSend): void {
  const a = s.pendingSends;
  const i = op.pendIdx;
  if (i < 0) return;
  const last = a.pop()!;
  if (last !== op) {
    a[i] = last;
    last.pendIdx = i;
  }
  op.pendIdx = -1;
}

/** Gives a completed send back for reuse: its caller holds no reference to it. */
export function releaseSend(s: ShmState, op: ShmSend): void {
  if (!op.done || op.pendIdx >= 0 || s.sendPool.length >= POOL_MAX) return;
  op.keep = null;
  s.sendPool.push(op);
}
