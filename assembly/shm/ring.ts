// Eager rings: one single-producer single-consumer byte ring per ordered pair (sender s, receiver d).
// Head and tail are byte positions that only grow (u32, wrapping; the ring size is a power of two,
// so `pos & (size - 1)` is the offset). The sender alone writes the head, the receiver alone the
// tail. A record is a 32-byte header plus an inline payload (eager) or a pointer to the sender's
// bytes (rendezvous), rounded up to a 64-byte line. A record never wraps: when it does not fit
// before the ring's end the sender writes a PAD record to the end and starts at offset 0.
//
// Publication is the record's own KIND word (so a small message costs the receiver one cache line,
// not a head line and then a record line): the sender writes the record with plain stores, then
// stores KIND atomically; the receiver's atomic load of KIND at its tail orders its reads after.
// Stale bytes of an earlier lap must never read as a KIND: before publishing a record the sender
// zeroes the KIND word where the next record will start (always free: reservations keep one spare
// line). The head is still kept, for accounting (deadlock snapshots); the tail hands bytes back, and
// the sender re-reads it only when its last seen value says the ring is full.
import {
  ringCtl, ringData, globalAddr, G_RING_BYTES, RC_HEAD, RC_TAIL, RC_TAIL_SEEN, LINE, HEADER_BYTES, alignUp,
  H_KIND, H_DTYPE, H_CTX, H_TAG, H_BYTES, H_DATA, H_ACK, H_LEN, KIND_PAD, KIND_EAGER, worldSize,
} from "../layout";
import { ring } from "./doorbell";

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
  const need = pad + len + LINE; // one spare line: where the next KIND is zeroed
  let tail = load<u32>(ctl, RC_TAIL_SEEN);
  if (head + need - tail > size) {
    tail = atomic.load<u32>(ctl, RC_TAIL);
    store<u32>(ctl, tail, RC_TAIL_SEEN);
    if (head + need - tail > size) return 0;
  }
  const base = ringData(src, dst);
  if (pad != 0) {
    atomic.store<u32>(base, 0, H_KIND); // the record goes to offset 0: not readable before it is published
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
  const base = ringData(src, dst);
  atomic.store<u32>(base + (pendingHead & (ringBytes() - 1)), 0, H_KIND);
  atomic.store<u32>(rec, kind, H_KIND);
  atomic.store<u32>(ringCtl(src, dst), pendingHead, RC_HEAD);
  ring(dst);
}

// Reserve, copy from shared memory and publish in one call. Returns 0 when the ring is full.
export function ringSendEager(
  src: u32, dst: u32, dtype: u32, ctx: i32, tag: i32, ptr: usize, bytes: u32,
): i32 {
  const rec = ringReserve(src, dst, bytes);
  if (rec == 0) return 0;
  memory.copy(rec + HEADER_BYTES, ptr, bytes);
  ringPublish(src, dst, rec, KIND_EAGER, dtype, ctx, tag, bytes, 0, 0);
  return 1;
}

// The oldest unconsumed record from `src` to `dst`, or 0. PAD records are consumed on the way.
export function ringPeek(src: u32, dst: u32): usize {
  const ctl = ringCtl(src, dst);
  const mask = ringBytes() - 1;
  const base = ringData(src, dst);
  let tail = load<u32>(ctl, RC_TAIL);
  let rec = base + (tail & mask);
  let kind = atomic.load<u32>(rec, H_KIND);
  if (kind == KIND_PAD) {
    tail += load<u32>(rec, H_LEN);
    atomic.store<u32>(ctl, tail, RC_TAIL);
    rec = base + (tail & mask);
    kind = atomic.load<u32>(rec, H_KIND);
  }
  return kind == 0 ? 0 : rec;
}

// Spins up to `spins` rounds for a record from `src` to `dst`; returns it (as ringPeek) or 0.
export function ringWait(src: u32, dst: u32, spins: i32): usize {
  const ctl = ringCtl(src, dst);
  const rec = ringData(src, dst) + (load<u32>(ctl, RC_TAIL) & (ringBytes() - 1));
  for (let i = 0; i < spins; i++) {
    if (atomic.load<u32>(rec, H_KIND) != 0) break;
  }
  return ringPeek(src, dst);
}

// Consumes the record returned by ringPeek and wakes the sender if it waits for room.
export function ringPop(src: u32, dst: u32, rec: usize): void {
  const ctl = ringCtl(src, dst);
  atomic.store<u32>(ctl, load<u32>(ctl, RC_TAIL) + load<u32>(rec, H_LEN), RC_TAIL);
  ring(src);
}

// First source at or after `from` (cyclically) whose ring to `dst` holds a record, or -1.
export function ringAnyReady(dst: u32, from: u32): i32 {
  const n = worldSize();
  const mask = ringBytes() - 1;
  for (let i: u32 = 0; i < n; i++) {
    let s = from + i;
    if (s >= n) s -= n;
    const rec = ringData(s, dst) + (load<u32>(ringCtl(s, dst), RC_TAIL) & mask);
    if (atomic.load<u32>(rec, H_KIND) != 0) return <i32>s;
  }
  return -1;
}

// Bytes in flight from `src` to `dst` (published, not yet consumed).
export function ringUsed(src: u32, dst: u32): u32 {
  const ctl = ringCtl(src, dst);
  return atomic.load<u32>(ctl, RC_HEAD) - atomic.load<u32>(ctl, RC_TAIL);
}
