// World set-up (by the launcher, once, before any rank starts) and rank life-cycle.
import {
  LAYOUT_BASE, GLOBAL_BYTES, MAGIC, ABI_VERSION, G_MAGIC, G_VERSION, G_SIZE, G_RING_BYTES,
  G_EAGER_MAX, G_RANK_CTL, G_RING_CTL, G_RING_DATA, G_HEAP_START, G_HEAP_TOP, G_CTX_NEXT,
  RANK_CTL_BYTES, RING_CTL_BYTES, alignUp, layoutBytes, globalAddr, rankCtl, R_STATE,
  STATE_FAILED, G_FAIL_SEQ, R_FAIL_SEQ,
} from "../layout";
import { ringAll } from "./doorbell";

// Context ids 0-3 belong to COMM_WORLD (p2p, collective) and COMM_SELF; new ones start at 4.
export const FIRST_FREE_CTX: i32 = 4;

// Lays out a world of `size` ranks in memory that is already at least layoutBytes(...) long and
// zero-filled. Returns the heap start, or 0 when the static data of the core overlaps the layout.
export function worldInit(size: u32, ringBytes: u32, eagerMax: u32): u32 {
  if (<u32>__heap_base > LAYOUT_BASE) return 0;
  if (<u64>memory.size() << 16 < <u64>layoutBytes(size, ringBytes)) return 0;
  let at = LAYOUT_BASE + GLOBAL_BYTES;
  store<u32>(globalAddr(G_RANK_CTL), at);
  at += size * RANK_CTL_BYTES;
  store<u32>(globalAddr(G_RING_CTL), at);
  at += size * size * RING_CTL_BYTES;
  at = alignUp(at, 4096);
  store<u32>(globalAddr(G_RING_DATA), at);
  const heap = layoutBytes(size, ringBytes);
  store<u32>(globalAddr(G_HEAP_START), heap);
  store<u32>(globalAddr(G_HEAP_TOP), heap);
  store<u32>(globalAddr(G_SIZE), size);
  store<u32>(globalAddr(G_RING_BYTES), ringBytes);
  store<u32>(globalAddr(G_EAGER_MAX), eagerMax);
  store<i32>(globalAddr(G_CTX_NEXT), FIRST_FREE_CTX);
  store<u32>(globalAddr(G_VERSION), ABI_VERSION);
  atomic.store<u32>(globalAddr(G_MAGIC), MAGIC);
  return heap;
}

// Sets a rank's state and wakes every rank so that waiters re-check their peers. The first
// transition to FAILED also records the failure's place in the world's order of failures.
export function rankSetState(rank: u32, state: i32): void {
  const ctl = rankCtl(rank);
  const old = atomic.xchg<i32>(ctl, state, R_STATE);
  if (state == STATE_FAILED && old != STATE_FAILED) {
    atomic.store<i32>(ctl, atomic.add<i32>(globalAddr(G_FAIL_SEQ), 1) + 1, R_FAIL_SEQ);
  }
  ringAll();
}

// Allocates `n` consecutive communicator context ids.
export function ctxAlloc(n: i32): i32 {
  return atomic.add<i32>(globalAddr(G_CTX_NEXT), n);
}
