// Eager rings: one single-producer single-consumer byte ring per ordered pair (sender s, receiver d).
// Positions are byte counts that only grow (u32, wrapping; the ring size is a power of two, so
// `pos & (size - 1)` is the offset). A record is a 32-byte header plus an inline payload (eager) or
// a pointer to the sender's bytes (rendezvous), rounded up to whole 64-byte lines, and never wraps:
// when it does not fit before the ring's end the sender writes a PAD record there and starts at 0.
//
//   sender:   HEAD (published up to), TAIL_SEEN (its last read of TAIL)
//   receiver: READ (consumed up to), TAIL (released up to: the sender may reuse what lies before)
//
// Publication is the record's own KIND word, so a small message costs the receiver one cache line:
// the sender writes the record with plain stores, then stores KIND atomically; the receiver's
// atomic load of KIND at READ orders its reads after them. Invariant: the first word of every line
// of free space is 0, so stale bytes of an earlier lap never read as a KIND. The receiver keeps it:
// before releasing consumed bytes it zeroes the first word of each of their lines. It releases
// lazily (at its next receive or drain, when it would wait anyway, or once a quarter of the ring is
// held), so neither side's publish waits behind those stores.
import {
  ringCtl, ringData, globalAddr, G_RING_BYTES, RC_HEAD, RC_TAIL, RC_TAIL_SEEN, RC_READ, LINE, HEADER_BYTES, alignUp,
  H_KIND, H_DTYPE, H_CTX, H_TAG, H_BYTES, H_DATA, H_ACK, H_LEN, KIND_PAD, KIND_EAGER, worldSize, DTYPE_BYTE,
} from "../layout";
import { ring } from "./doorbell";
import { copyBytes } from "../kernel/copy";

// The pending reservation (one at a time per rank thread; globals are per instance, so per rank).
let pendingHead: u32 = 0;
let pendingLen: u32 = 0;

@inline function ringBytes(): u32 {
  return load<u32>(globalAddr(G_RING_BYTES));
}

// Reserves a record with room for `payload` inline bytes. Returns the record's address (payload at
// +32) or 0 when the ring is full.
export function ringReserve(src: u32, dst: u32, payload: u32): usize {
  const ctl = ringCtl(src, dst);
  const size = ringBytes();
  const len = alignUp(HEADER_BYTES + payload, LINE);
  const head = load<u32>(ctl, RC_HEAD);
  const pos = head & (size - 1);
  const pad: u32 = pos + len > size ? size - pos : 0;
  let tail = load<u32>(ctl, RC_TAIL_SEEN);
  if (head + pad + len - tail > size) {
    tail = atomic.load<u32>(ctl, RC_TAIL);
    store<u32>(ctl, tail, RC_TAIL_SEEN);
    if (head + pad + len - tail > size) return 0;
  }
  const base = ringData(src, dst);
  if (pad != 0) {
    store<u32>(base + pos, pad, H_LEN);
    atomic.store<u32>(base + pos, KIND_PAD, H_KIND);
  }
  pendingHead = head + pad + len;
  pendingLen = len;
  return base + ((head + pad) & (size - 1));
}

// Fills the header of a reserved record and publishes it to the receiver.
export function ringPublish(
  src: u32, dst: u32, rec: usize, kind: u32, dtype: u32, ctx: i32, tag: i32, bytes: u32, data: u32, ack: u32,
): void {
  store<u32>(rec, dtype, H_DTYPE);
  store<i32>(rec, ctx, H_CTX);
  store<i32>(rec, tag, H_TAG);
  store<u32>(rec, bytes, H_BYTES);
  store<u32>(rec, data, H_DATA);
  store<u32>(rec, ack, H_ACK);
  store<u32>(rec, pendingLen, H_LEN);
  // The one sequentially consistent store of a send: it publishes the record, and orders it
  // before the read of the receiver's SLEEPING flag in ring() (the doorbell protocol). HEAD is
  // accounting only (deadlock snapshots): a plain store, no second fence on the critical path.
  atomic.store<u32>(rec, kind, H_KIND);
  store<u32>(ringCtl(src, dst), pendingHead, RC_HEAD);
  ring(dst);
}

// Reserve, copy from shared memory and publish in one call. Returns 0 when the ring is full.
export function ringSendEager(
  src: u32, dst: u32, dtype: u32, ctx: i32, tag: i32, ptr: usize, bytes: u32,
): i32 {
  const rec = ringReserve(src, dst, bytes);
  if (rec == 0) return 0;
  copyBytes(rec + HEADER_BYTES, ptr, bytes);
  ringPublish(src, dst, rec, KIND_EAGER, dtype, ctx, tag, bytes, 0, 0);
  return 1;
}

// The oldest unconsumed record from `src` to `dst`, or 0. PAD records are consumed on the way.
export function ringPeek(src: u32, dst: u32): usize {
  const ctl = ringCtl(src, dst);
  const mask = ringBytes() - 1;
  const base = ringData(src, dst);
  let read = load<u32>(ctl, RC_READ);
  let rec = base + (read & mask);
  let kind = atomic.load<u32>(rec, H_KIND);
  if (kind == KIND_PAD) {
    read += load<u32>(rec, H_LEN);
    store<u32>(ctl, read, RC_READ);
    rec = base + (read & mask);
    kind = atomic.load<u32>(rec, H_KIND);
  }
  return kind == 0 ? 0 : rec;
}

// Spins up to `spins` rounds for a record from `src` to `dst`; returns it (as ringPeek) or 0.
export function ringWait(src: u32, dst: u32, spins: i32): usize {
  const ctl = ringCtl(src, dst);
  const rec = ringData(src, dst) + (load<u32>(ctl, RC_READ) & (ringBytes() - 1));
  for (let i = 0; i < spins; i++) {
    if (atomic.load<u32>(rec, H_KIND) != 0) break;
  }
  return ringPeek(src, dst);
}

// Consumes the record returned by ringPeek. Its bytes are released later (ringRelease), or now
// once a quarter of the ring is held.
export function ringPop(src: u32, dst: u32, rec: usize): void {
  const ctl = ringCtl(src, dst);
  const read = load<u32>(ctl, RC_READ) + load<u32>(rec, H_LEN);
  store<u32>(ctl, read, RC_READ);
  if (read - load<u32>(ctl, RC_TAIL) > (ringBytes() >> 2)) ringRelease(src, dst);
}

// Hands consumed bytes back to the sender: zeroes the first word of each of their lines (the
// free-space invariant), then moves TAIL and wakes the sender if it waits for room.
export function ringRelease(src: u32, dst: u32): void {
  const ctl = ringCtl(src, dst);
  const read = load<u32>(ctl, RC_READ);
  let tail = load<u32>(ctl, RC_TAIL);
  if (tail == read) return;
  const mask = ringBytes() - 1;
  const base = ringData(src, dst);
  for (; tail != read; tail += LINE) store<u32>(base + (tail & mask), 0);
  atomic.store<u32>(ctl, read, RC_TAIL);
  ring(src);
}

// ringRelease for every source's ring to `dst`.
export function ringReleaseAll(dst: u32): void {
  const n = worldSize();
  for (let s: u32 = 0; s < n; s++) {
    const ctl = ringCtl(s, dst);
    if (load<u32>(ctl, RC_READ) != load<u32>(ctl, RC_TAIL)) ringRelease(s, dst);
  }
}

// First source at or after `from` (cyclically) whose ring to `dst` holds a record, or -1.
export function ringAnyReady(dst: u32, from: u32): i32 {
  const n = worldSize();
  const mask = ringBytes() - 1;
  for (let i: u32 = 0; i < n; i++) {
    let s = from + i;
    if (s >= n) s -= n;
    const rec = ringData(s, dst) + (load<u32>(ringCtl(s, dst), RC_READ) & mask);
    if (atomic.load<u32>(rec, H_KIND) != 0) return <i32>s;
  }
  return -1;
}

// Bytes the sender cannot reuse yet (published and not released).
export function ringUsed(src: u32, dst: u32): u32 {
  const ctl = ringCtl(src, dst);
  return atomic.load<u32>(ctl, RC_HEAD) - atomic.load<u32>(ctl, RC_TAIL);
}

let lastTag: i32 = 0;
let lastRec: usize = 0;

// The receive fast path (the shell uses it when nothing is queued, or for the oldest posted
// receive): when no record is waiting, releases what was consumed before and spins up to `spins`
// rounds for the next record from `src`; if it is an eager message of context `ctx`, tag `tag`
// (-1: any), an element type matching `dtype`, and at most `cap` bytes, copies it to `out` and
// consumes it, returning its length (its tag: ringLastTag()). With `out` = 0 the record stays in place (ringLastRec() gives it): the caller
// copies and pops. Returns -1 when nothing arrived, -2 when the record needs the general path
// (another tag, context or type, too long, or a rendezvous).
export function ringRecvEager(
  src: u32, dst: u32, ctx: i32, tag: i32, dtype: u32, out: usize, cap: u32, spins: i32,
): i32 {
  let rec = ringPeek(src, dst);
  if (rec == 0) {
    // about to wait: give the sender back what was consumed (not at every record: a release is a
    // fenced store and a look at the sender's doorbell, and ringPop releases a quarter at a time)
    ringRelease(src, dst);
    rec = ringWait(src, dst, spins);
    if (rec == 0) return -1;
  }
  if (load<u32>(rec, H_KIND) != KIND_EAGER || load<i32>(rec, H_CTX) != ctx) return -2;
  const t = load<i32>(rec, H_TAG);
  if (tag >= 0 && t != tag) return -2;
  const sent = load<u32>(rec, H_DTYPE);
  if (sent != dtype && sent != DTYPE_BYTE && dtype != DTYPE_BYTE) return -2;
  const n = load<u32>(rec, H_BYTES);
  if (n > cap) return -2;
  lastTag = t;
  if (out == 0) {
    lastRec = rec;
    return <i32>n;
  }
  copyBytes(out, rec + HEADER_BYTES, n);
  ringPop(src, dst, rec);
  return <i32>n;
}

// Tag of the record ringRecvEager matched last.
export function ringLastTag(): i32 {
  return lastTag;
}

// Address of the record ringRecvEager matched last with out = 0 (payload at +32; pop it after).
export function ringLastRec(): usize {
  return lastRec;
}
