// Matching: posted receives, the unexpected queue, and progress (draining the incoming rings),
// with MPI's rules: per source, messages are consumed from its ring in order; a receive takes the
// oldest queued message it matches, and a message goes to the oldest posted receive it matches.
//
// A message that matches no posted receive is moved to `unexpected` (its payload copied out for
// eager messages, only the header for rendezvous ones), so rings never fill with unmatched traffic
// and arrival order per source is kept: a new receive searches `unexpected` first, then waits for
// ring traffic. While no receive is posted, an unmatched message may stay at the head of its ring
// until the next receive (or a sleep, or a probe): a ping-pong then copies each message once,
// straight to its receive (recvFast).
//
// Invariants: a record is in the posted list exactly while `posted`; `postCount` is the list's
// length; a record is pooled only once done. Every message moved counts in `progressCount`, which a
// drain that moved anything publishes in the control block (R_PROGRESS, for deadlock detection).
import {
  ACK_CANCELLED,
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
} from '../../core/abi.js';
import { KIND_EAGER, KIND_RNDV, KIND_RNDV_TYPED, R_PROGRESS } from '../../core/abi.js';
import { ANY } from '../blocked.js';
import type { MsgInfo, Sink } from '../transport.js';
import { DELIVERED, deliver, DROPPED, NOT_MATCHED, REFUSED } from './deliver.js';
import { copyOut } from './memory.js';
import { NO_SINK, POOL_MAX, ShmRecv, type Unexpected } from './records.js';
import type { ShmState } from './state.js';

/** Posts a receive: matches the oldest queued message at once, or waits in the posted list. */
export function recv(s: ShmState, src: number, ctx: number, tag: number, sink: Sink, members?: Int32Array): ShmRecv {
  const op = (s.recvPool.pop() ?? new ShmRecv()).reset(src, ctx, tag, sink, members);
  const u = s.unexpected;
  for (let i = 0; i < u.length; i++) {
    const m = u[i];
    if (m.ctx !== ctx || (src !== ANY && m.source !== src) || (tag !== ANY && m.tag !== tag)) continue;
    const r = deliver(s.core, op, m.source, m.tag, m.bytes, m.dtype, m.kind, m.data, m.ptr, m.ack);
    if (r === DROPPED) {
      u.splice(i--, 1);
      continue;
    }
    if (r === DELIVERED) u.splice(i, 1);
    return op;
  }
  post(s, op);
  return op;
}

function post(s: ShmState, op: ShmRecv): void {
  op.posted = true;
  op.next = null;
  op.prev = s.postTail;
  if (s.postTail !== null) s.postTail.next = op;
  else s.postHead = op;
  s.postTail = op;
  s.postCount++;
}

function unpost(s: ShmState, op: ShmRecv): void {
  if (!op.posted) return;
  op.posted = false;
  if (op.prev !== null) op.prev.next = op.next;
  else s.postHead = op.next;
  if (op.next !== null) op.next.prev = op.prev;
  else s.postTail = op.prev;
  op.next = op.prev = null;
  s.postCount--;
}

/** Gives a completed or cancelled receive back for reuse: its caller holds no reference to it. */
export function releaseRecv(s: ShmState, op: ShmRecv): void {
  if (!op.done || s.recvPool.length >= POOL_MAX) return;
  op.sink = NO_SINK;
  op.members = undefined;
  s.recvPool.push(op);
}

/** The blocking-receive fast path: from one source, when nothing is queued or posted, one core
 *  call spins for the next record and takes it if it matches and fits. Returns the bytes
 *  received, or -1 when the general path (`recv` + `block`) must take over: it keeps every rule
 *  (other records, rendezvous, errors, sleeping, failures). */
export function recvFast(
  s: ShmState,
  src: number,
  ctx: number,
  tag: number,
  view: Uint8Array,
  ptr: number,
  cap: number,
  dtype: number,
  spin: boolean,
): number {
  if (s.postCount !== 0 || s.unexpected.length !== 0) return -1;
  const x = s.x;
  const rounds = spin ? s.fastRounds : 1;
  for (let round = 0; round < rounds; round++) {
    const n = x.ringRecvEager(src, s.rank, ctx, tag, dtype, ptr >= 0 ? ptr : 0, cap, spin ? 256 : 0);
    if (n === -1) continue;
    if (n === -2) return -1;
    if (ptr < 0) {
      const rec = x.ringLastRec();
      if (n > 0) copyOut(s.core, rec + HEADER_BYTES, view, n);
      x.ringPop(src, s.rank, rec);
    }
    s.progressCount++;
    return n;
  }
  return -1;
}

/** Removes a receive that has not matched; false when it already completed. */
export function cancelRecv(s: ShmState, op: ShmRecv): boolean {
  if (op.done) return false;
  unpost(s, op);
  op.cancelled = true;
  op.done = true;
  return true;
}

/** The oldest queued message matching (src, ctx, tag), after draining the rings; or null. */
export function probe(s: ShmState, src: number, ctx: number, tag: number): MsgInfo | null {
  progress(s, true);
  for (const m of s.unexpected) {
    if (m.ctx !== ctx || (src !== ANY && m.source !== src) || (tag !== ANY && m.tag !== tag)) continue;
    if (m.kind === KIND_RNDV || m.kind === KIND_RNDV_TYPED) {
      s.core.cover(m.ack + 4, 0);
      if (Atomics.load(s.core.i32, m.ack >>> 2) === ACK_CANCELLED) continue;
    }
    return m;
  }
  return null;
}

/** A matched probe: the oldest queued message matching (src, ctx, tag), after draining the rings,
 *  taken out of the queue; or null. A rendezvous is claimed here (ack POSTED -> CLAIMED), so its
 *  sender can no longer cancel it: once matched, it is this rank's to receive (deliver() accepts a
 *  claimed ack). One its sender cancelled first is dropped, as a receive would drop it. */
export function mprobe(s: ShmState, src: number, ctx: number, tag: number): Unexpected | null {
  progress(s, true);
  const u = s.unexpected;
  const i32 = s.core.i32;
  for (let i = 0; i < u.length; i++) {
    const m = u[i];
    if (m.ctx !== ctx || (src !== ANY && m.source !== src) || (tag !== ANY && m.tag !== tag)) continue;
    if (m.kind === KIND_RNDV || m.kind === KIND_RNDV_TYPED) {
      s.core.cover(m.ack + 4, 0);
      if (Atomics.compareExchange(i32, m.ack >>> 2, ACK_POSTED, ACK_CLAIMED) === ACK_CANCELLED) {
        Atomics.store(i32, m.ack >>> 2, ACK_DONE);
        u.splice(i--, 1);
        continue;
      }
    }
    u.splice(i, 1);
    return m;
  }
  return null;
}

/** Receives a message mprobe took: delivered (or refused, for a type it does not match) at once. */
export function mrecv(s: ShmState, m: Unexpected, sink: Sink): ShmRecv {
  const op = (s.recvPool.pop() ?? new ShmRecv()).reset(m.source, m.ctx, m.tag, sink, undefined);
  deliver(s.core, op, m.source, m.tag, m.bytes, m.dtype, m.kind, m.data, m.ptr, m.ack);
  s.progressCount++;
  return op;
}

/**
 * Drains the incoming rings: matches posted receives, queues the rest. True if anything moved.
 * With no receive posted, a record that matches nothing stays at the head of its ring (`all`
 * false): the next receive takes it from there (recvFast, no copy and no queue entry), and
 * nothing behind it could match a receive anyway. A rank drains everything (`all`) before it
 * sleeps and when it probes, so that waiting ranks' rings hold only what arrived since they slept
 * (the deadlock detector counts a ring with records as progress about to happen).
 */
export function progress(s: ShmState, all: boolean): boolean {
  const { x, core } = s;
  let moved = false;
  const hooks = s.hooks;
  for (let i = 0; i < s.nHooks;) {
    const f = hooks[i]!;
    f();
    if (hooks[i] === f) i++; // else it removed itself: the next one is at i now
  }
  x.ringReleaseAll(s.rank);
  // The oldest posted receive, from a named source into a sink of a basic type: the core matches
  // the head record of that source's ring against it and copies it, in one call (the loop below
  // does the same for any record, field by field). MPI's order holds: no receive was posted
  // before this one, and an older message of that source that it matches would have gone to it.
  for (let op = s.postHead; op !== null && op.peer !== ANY; op = s.postHead) {
    const sink = op.sink;
    if (sink.unpack !== undefined || sink.accepts !== undefined) break;
    const src = op.peer;
    const n = x.ringRecvEager(src, s.rank, op.ctx, op.tag, sink.dtype, sink.ptr >= 0 ? sink.ptr : 0, sink.cap, 0);
    if (n < 0) break;
    if (sink.ptr < 0) {
      const rec = x.ringLastRec();
      if (n > 0) copyOut(core, rec + HEADER_BYTES, sink.view, n);
      x.ringPop(src, s.rank, rec);
    }
    op.source = src;
    op.mtag = x.ringLastTag();
    op.bytes = n;
    op.dtype = sink.dtype;
    op.done = true;
    unpost(s, op);
    s.progressCount++;
    moved = true;
  }
  for (;;) {
    if (s.postCount === 0 && !all) break; // records stay parked at their rings' heads
    const src = x.ringAnyReady(s.rank, s.anyFrom);
    if (src < 0) break;
    s.anyFrom = src + 1 === s.size ? 0 : src + 1;
    let rec: number;
    while ((all || s.postCount !== 0) && (rec = x.ringPeek(src, s.rank)) !== 0) {
      const h = rec >>> 2;
      const i32 = core.i32;
      const kind = i32[h + (H_KIND >>> 2)];
      const ctx = i32[h + (H_CTX >>> 2)];
      const tag = i32[h + (H_TAG >>> 2)];
      const bytes = core.u32[h + (H_BYTES >>> 2)];
      const dtype = i32[h + (H_DTYPE >>> 2)];
      const eager = kind === KIND_EAGER;
      const payload = eager ? rec + HEADER_BYTES : core.u32[h + (H_DATA >>> 2)];
      const ack = eager ? 0 : core.u32[h + (H_ACK >>> 2)];
      let r = NOT_MATCHED;
      for (let op = s.postHead; op !== null; op = op.next) {
        if (op.ctx !== ctx || (op.peer !== ANY && op.peer !== src) || (op.tag !== ANY && op.tag !== tag)) continue;
        r = deliver(core, op, src, tag, bytes, dtype, kind, null, payload, ack);
        if (r !== DROPPED) unpost(s, op);
        break;
      }
      if (r === NOT_MATCHED || r === REFUSED) {
        const data = eager ? core.u8.slice(payload, payload + bytes) : null;
        s.unexpected.push({ source: src, tag, bytes, dtype, ctx, kind, data, ptr: payload, ack });
      }
      x.ringPop(src, s.rank, rec);
      s.progressCount++;
      moved = true;
    }
  }
  if (moved) Atomics.store(core.i32, (s.ctl + R_PROGRESS) >>> 2, s.progressCount);
  return moved;
}

/** Records progress made outside the rings (a collective step): the deadlock detector compares
 *  every blocked rank's progress count between two looks, and a collective advancing through
 *  flags alone must count as progress (else a slow multi-step collective under heavy load could
 *  look deadlocked). */
export function noteProgress(s: ShmState): void {
  s.progressCount++;
  Atomics.store(s.core.i32, (s.ctl + R_PROGRESS) >>> 2, s.progressCount);
}

export function addProgressHook(s: ShmState, hook: () => void): void {
  const h = s.hooks;
  for (let i = 0; i < s.nHooks; i++) if (h[i] === hook) return;
  if (s.nHooks === h.length) h.push(hook);
  else h[s.nHooks] = hook;
  s.nHooks++;
}

export function removeProgressHook(s: ShmState, hook: () => void): void {
  const h = s.hooks;
  let i = 0;
  while (i < s.nHooks && h[i] !== hook) i++;
  if (i === s.nHooks) return;
  for (let j = i + 1; j < s.nHooks; j++) h[j - 1] = h[j]; // in order (a hook may be running)
  h[--s.nHooks] = null;
}
