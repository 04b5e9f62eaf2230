// The shared-memory map. Every rank's instance of the core sees the same bytes; every offset used
// by the core or by the TypeScript shell is defined here (the shell compiles them in from
// ts/core/abi.ts, which build.mjs generates from this file, and checks them against the exported
// globals when it loads the core: one source of truth).
//
//  0 ─────────────── 64 KiB ────────────────────────────────────────────────────────────────────
//  │ core static data │ GLOBAL (4 KiB)   │ RANK CTL (P × 512 B) │ RING CTL (P² × 128 B) │
//  │ (AS data, abort  │ header, heap,    │ state, doorbell,     │ head line, tail line   │
//  │  strings)        │ contexts, text   │ blocked descriptor   │ per ordered pair       │
//  ├──────────────────┴──────────────────┴──────────────────────┴────────────────────────┤
//  │ RING DATA (P² × ringBytes): eager ring of sender s to receiver d at index s·P + d      │
//  ├──────────────────────────────────────────────────────────────────────────────────────┤
//  │ HEAP: comm.alloc arrays, staging buffers, ack lines (shm/alloc.ts), grows with memory │
//  └──────────────────────────────────────────────────────────────────────────────────────┘
//
// Every word written by one rank and polled by another sits on its own 64-byte line: adjacent
// flags written by different ranks make the line bounce between cores (false sharing).

export const LINE: u32 = 64;
export const LAYOUT_BASE: u32 = 65536;
export const MAGIC: u32 = 0x4d504957; // "WIPM"
export const ABI_VERSION: u32 = 4; // 4: collective flags start at -1, every schedule checks arrivals, CHECKX (3: a collective slot is one line; schedStart publishes; 2: packed pair types)

// ── GLOBAL header, offsets from LAYOUT_BASE ──
// line 0: written once by the launcher, read-only afterwards
export const G_MAGIC: u32 = 0;
export const G_VERSION: u32 = 4;
export const G_SIZE: u32 = 8; // ranks in the world (P)
export const G_RING_BYTES: u32 = 12; // bytes of one eager ring (power of two)
export const G_EAGER_MAX: u32 = 16; // largest payload sent inline
export const G_RANK_CTL: u32 = 20; // absolute address of RANK CTL
export const G_RING_CTL: u32 = 24; // absolute address of RING CTL
export const G_RING_DATA: u32 = 28; // absolute address of RING DATA
export const G_HEAP_START: u32 = 32; // absolute address of the heap
// line 1: heap lock and bump pointer
export const G_HEAP_LOCK: u32 = 64;
export const G_HEAP_TOP: u32 = 68;
// lines 2-3: heap free lists, one head per size class (2^6 .. 2^31 bytes)
export const G_FREE: u32 = 128;
export const HEAP_CLASSES: u32 = 26;
export const HEAP_MAX_BLOCK: u32 = 0x80000000; // the largest block, 2^(6 + HEAP_CLASSES - 1) bytes: 2 GiB
// line 4: communicator context ids (allocated by each new communicator's leader)
export const G_CTX_NEXT: u32 = 256;
// line 5: world abort (launcher timeout) and deadlock report
export const G_ABORT: u32 = 320;
export const G_DEADLOCK_LOCK: u32 = 324;
export const G_DEADLOCK_GEN: u32 = 328;
export const G_FAIL_SEQ: u32 = 332; // failures so far (orders them: the first is the root cause)
// line 6: this process's windows of one-sided communication (ts/rma): the head of the list of window
// blocks (linked by W_NEXT) and the lock that guards the list. The network thread finds the window
// an incoming operation names (by its context id) here.
export const G_WIN_LOCK: u32 = 384;
export const G_WIN_HEAD: u32 = 388;
// 2 KiB of UTF-8 text: the last deadlock report or abort reason
export const G_TEXT: u32 = 1024;
export const G_TEXT_BYTES: u32 = 2048;
export const GLOBAL_BYTES: u32 = 4096;

// ── RANK CTL: one 512-byte block per rank ──
// line 0 (owner writes, others read): life-cycle state
export const R_STATE: u32 = 0;
export const R_THREAD: u32 = 4; // host thread id of the rank (launcher maps thread exits to ranks)
export const R_FAIL_SEQ: u32 = 8; // order of this rank's failure among all failures (1 = first)
// line 1 (owner writes SLEEPING; others bump DOORBELL, and notify it when SLEEPING is set)
export const R_SLEEPING: u32 = 64;
export const R_DOORBELL: u32 = 68;
// What a rank blocked in a collective waits for (owner writes, before SLEEPING): a collective
// signal wakes a sleeper only when it satisfies that whole wait. KIND 0: anything (every post may
// concern the sleeper); 1: the flag at ADDR reaching TARGET; 2: every flag of the slot table at
// ADDR, entries LO..HI-1 except SELF, reaching TARGET.
export const R_WAIT_ADDR: u32 = 72;
export const R_WAIT_TARGET: u32 = 76;
export const R_WAIT_KIND: u32 = 80;
export const R_WAIT_LO: u32 = 84;
export const R_WAIT_HI: u32 = 88;
export const R_WAIT_SELF: u32 = 92;
// A rank of another process (a world that spans processes): the address of the bell its doorbell is
// forwarded to (the network thread's, which waits on one word for all such ranks); 0: its own.
export const R_FORWARD: u32 = 96;
// line 2 (owner writes): progress counter and what the rank is blocked on (deadlock detection)
export const R_PROGRESS: u32 = 128;
export const R_BLOCKED: u32 = 132; // 0 = running, 1 = asleep in a blocking call
export const R_BLK_OP: u32 = 136; // operation code (ts/transport/blocked.ts names them)
export const R_BLK_PEER: u32 = 140; // world rank waited on, -1 for any
export const R_BLK_TAG: u32 = 144;
export const R_BLK_CTX: u32 = 148;
// line 3 (written by a deadlock detector)
export const R_DEADLOCK: u32 = 192;
// bytes 256..511: UTF-8 text of the rank's failure (written by the rank or the launcher)
export const R_TEXT: u32 = 256;
export const R_TEXT_BYTES: u32 = 256;
export const RANK_CTL_BYTES: u32 = 512;

export const STATE_NEW: i32 = 0;
export const STATE_ALIVE: i32 = 1;
export const STATE_DONE: i32 = 2; // finalized: returns no more messages
export const STATE_FAILED: i32 = 3;

// ── RING CTL: head (sender writes) and tail (receiver writes) on separate lines ──
export const RC_HEAD: u32 = 0;
export const RC_TAIL_SEEN: u32 = 4; // the sender's last read of the tail (saves a remote read per send)
export const RC_TAIL: u32 = 64; // released: the sender may reuse everything before it
export const RC_READ: u32 = 68; // consumed: the next record the receiver reads (receiver only)
export const RING_CTL_BYTES: u32 = 128;

// ── Ring record: a 32-byte header then the payload; records are LINE-aligned ──
export const H_KIND: u32 = 0; // KIND_* (| FLAG_SYNC)
export const H_DTYPE: u32 = 4; // datatype code of the elements
export const H_CTX: u32 = 8; // communicator context id
export const H_TAG: u32 = 12;
export const H_BYTES: u32 = 16; // message length in bytes
export const H_DATA: u32 = 20; // rendezvous: address of the sender's bytes
export const H_ACK: u32 = 24; // rendezvous: address of the sender's ack word
export const H_LEN: u32 = 28; // record length including padding
export const HEADER_BYTES: u32 = 32;

// ── WIN: one block per window and process (shmAlloc'd by the window's lowest rank in the process)
// A header line, then one WIN_RANK_BYTES entry per window rank; the entries of ranks in other
// processes stay zero. Lock words and their waiter counts sit on lines of their own.
//  ┌──────────┬────────────────────────────┬────────────────────────────┬─────
//  │ header   │ rank 0: segment | lock | acc│ rank 1: segment | lock | acc│ ...
//  └──────────┴────────────────────────────┴────────────────────────────┴─────
// header (written once at creation, read-only afterwards except W_NEXT under G_WIN_LOCK)
export const W_CTX: u32 = 0; // context id of active messages for this process's ranks (0: none)
export const W_SIZE: u32 = 4; // ranks of the window (P)
export const W_FLAVOR: u32 = 8; // WIN_FLAVOR_*
export const W_NEXT: u32 = 12; // next window block of the process (G_WIN_HEAD), 0 at the end
export const W_MEMBERS: u32 = 16; // address of i32[P]: world rank of each window rank
export const W_SYNC_CTX: u32 = 20; // context id of the window's own communicator (PSCW, replies to other processes)
export const W_HEADER_BYTES: u32 = 64;
// a rank's entry, from W_HEADER_BYTES + rank * WIN_RANK_BYTES
// line 0 (the owner writes at creation and at attach/detach, everyone reads)
export const WR_BASE: u32 = 0; // address of the segment (dynamic windows: 0, displacements are addresses)
export const WR_SIZE: u32 = 4; // bytes of the segment
export const WR_DISP_UNIT: u32 = 8;
export const WR_DYN: u32 = 12; // dynamic windows: address of the attach table (u32 cap, u32 n, then n × (base, bytes)); 0: none
// line 1: the passive-target lock: 0 free, -1 exclusive, n > 0 held shared by n
export const WR_LOCK: u32 = 64;
export const WR_LOCK_WAITERS: u32 = 68; // ranks of this process waiting for it: an unlock rings them
export const WR_LOCK_REMOTE: u32 = 72; // requests of other processes queued at this process's network thread
// line 2: serialises accumulates of element types without atomics (0 free, 1 held, 2 held with sleepers)
export const WR_ACC_LOCK: u32 = 128;
export const WIN_RANK_BYTES: u32 = 192;
export const WIN_FLAVOR_ALLOCATE: u32 = 1;
export const WIN_FLAVOR_CREATE: u32 = 2;
export const WIN_FLAVOR_SHARED: u32 = 3;
export const WIN_FLAVOR_DYNAMIC: u32 = 4;
export const LOCK_EXCLUSIVE: i32 = -1;

// Element type code that matches every other one (the shell's Datatype.BYTE; checked at load).
export const DTYPE_BYTE: u32 = 11;

export const KIND_EAGER: u32 = 1;
export const KIND_RNDV: u32 = 2;
export const KIND_PAD: u32 = 3; // filler up to the ring's end: skip to its start
// rendezvous of a derived type in shared memory: H_DATA is the address of a descriptor (program,
// count, origin: RNDV_PROG, RNDV_COUNT, RNDV_ORIGIN), the receiver packs straight from the sender
export const KIND_RNDV_TYPED: u32 = 4;
export const RNDV_PROG: u32 = 0;
export const RNDV_COUNT: u32 = 4;
export const RNDV_ORIGIN: u32 = 8;
export const RNDV_DESC_BYTES: u32 = 12;

// Ack word of a rendezvous send: the receiver claims it, copies, then completes it.
export const ACK_POSTED: i32 = 0;
export const ACK_CLAIMED: i32 = 1;
export const ACK_DONE: i32 = 2;
export const ACK_CANCELLED: i32 = 3;

@inline export function globalAddr(off: u32): usize {
  return <usize>(LAYOUT_BASE + off);
}

@inline export function worldSize(): u32 {
  return load<u32>(globalAddr(G_SIZE));
}

@inline export function rankCtl(rank: u32): usize {
  return <usize>(load<u32>(globalAddr(G_RANK_CTL)) + rank * RANK_CTL_BYTES);
}

@inline export function ringCtl(src: u32, dst: u32): usize {
  return <usize>(load<u32>(globalAddr(G_RING_CTL)) + (src * worldSize() + dst) * RING_CTL_BYTES);
}

@inline export function ringData(src: u32, dst: u32): usize {
  return <usize>(load<u32>(globalAddr(G_RING_DATA)) + (src * worldSize() + dst) * load<u32>(globalAddr(G_RING_BYTES)));
}

@inline export function alignUp(x: u32, a: u32): u32 {
  return (x + a - 1) & ~(a - 1);
}

// Bytes from 0 up to the heap start for a world of `size` ranks with rings of `ringBytes`.
export function layoutBytes(size: u32, ringBytes: u32): u32 {
  let end = LAYOUT_BASE + GLOBAL_BYTES;
  end += size * RANK_CTL_BYTES;
  end += size * size * RING_CTL_BYTES;
  end = alignUp(end, 4096);
  end += size * size * ringBytes;
  return alignUp(end, 65536);
}
