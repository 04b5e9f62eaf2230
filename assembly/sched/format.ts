// Collective schedules are data: a 128-byte header and then 32-byte ops (eight i32 words), written
// by a builder (assembly/coll/) into shared memory owned by one rank, run by sched/exec.ts.
//
// Buffers are named, not addressed: a buffer reference is `(commRank << 2) | BUF_*`, resolved at
// run time through that rank's collective slot, where each rank publishes the addresses of its
// send, receive and scratch buffers for the running collective. So a schedule is built once and
// replayed (persistent collectives) over new buffers, and a step reads a peer's buffer in place.
//
// Slot of one rank on one communicator: one line, written by its owner only.
//   +0    FLAG: monotonic epoch, base(seq) + step, seq = the communicator's collective count
//   +4    pointers for even seq: SEND RECV TMP (scratch) AUX, then the call's signature (SIG_*)
//   +32   pointers for odd seq
// Epochs never reset (32-bit, compared by signed difference), so flags need no clearing. The flag
// shares its line with the pointers because a peer that waits for the flag reads the signature and
// a pointer next: one line moved between cores instead of two. The owner writes the other parity's
// pointers while peers read this one's (the line moves, the bytes they read do not change).

export const SLOT_BYTES: u32 = 64;
export const SLOT_FLAG: u32 = 0;
export const SLOT_PTRS: u32 = 4;
export const SLOT_PTRS_BYTES: u32 = 28; // one parity's pointers and signature

export const BUF_SEND: i32 = 0;
export const BUF_RECV: i32 = 1;
export const BUF_TMP: i32 = 2;
export const BUF_AUX: i32 = 3;
// Signature of the running call, next to the pointers: collective id and root, bytes, op. A rank
// that waits for a peer compares the peer's with its own, so calls that do not match across ranks
// (another collective, root, size or op) fail with RUN_MISMATCH before any data moves between them.
export const SIG_A: u32 = 16;
export const SIG_B: u32 = 20;
export const SIG_C: u32 = 24;
export const SIG_ANY: u32 = 0xffffffff; // a part that may differ between ranks (v-variants)

// Epoch steps: a collective of sequence number `seq` signals base + step, base = seq * STEPS.
export const STEPS: u32 = 1024;
export const STEP_DONE: u32 = 1023; // signalled by the executor when a rank completes the collective

// Header words (byte offsets).
export const S_NOPS: u32 = 0;
export const S_PC: u32 = 4;
export const S_BASE: u32 = 8;
export const S_OP: u32 = 12; // reduction op code (kernel/reduce.ts), 0 when none
export const S_TYPE: u32 = 16; // element type code
export const S_ESIZE: u32 = 20; // element size in bytes
export const S_ME: u32 = 24; // caller's communicator rank
export const S_P: u32 = 28; // communicator size
// address of u32[2P]: the slot address of each communicator rank, then the last value this rank
// read of each one's flag (private to the rank; the shell's start check uses it too)
export const S_SLOTS: u32 = 32;
export const S_MEMBERS: u32 = 36; // address of u32[P]: world rank of each communicator rank
export const S_PARITY: u32 = 40; // seq & 1: which pointer line of the slots is live
export const S_WAIT_PEER: u32 = 44; // communicator rank waited on when the executor returned BLOCKED
export const S_CAP: u32 = 48; // ops the schedule has room for
export const HEADER: u32 = 128;
export const OP_BYTES: u32 = 32;

// Op codes (word 0 of an op). Words 1..7 are arguments.
export const OP_WAIT: i32 = 1; //       peer step                : until flag(peer) >= base + step
export const OP_WAITALL: i32 = 2; //    step back                : every other rank's flag >= base - back*STEPS + step
export const OP_SIGNAL: i32 = 3; //     step ringPeer            : flag(me) = base + step; wake ringPeer (-1: all)
export const OP_COPY: i32 = 4; //       dRef dOff sRef sOff bytes
export const OP_REDUCE: i32 = 5; //     dRef dOff sRef sOff count srcFirst : dst = dst OP src (src OP dst when srcFirst)
export const OP_REDUCE3: i32 = 6; //    dRef dOff aRef aOff bRef bOff count : dst = a OP b (a: the lower rank)
export const OP_WAITRANGE: i32 = 7; //  lo hi step               : flag(q) >= base + step for q in [lo, hi), q != me
export const OP_COPYX: i32 = 8; //      dRef dOff sRef xRank xIndex bytes : src offset = i32 xIndex of rank xRank's AUX
export const OP_CHECKX: i32 = 9; //     xRank xIndex value       : i32 xIndex of rank xRank's AUX == value, else RUN_MISMATCH

// Results of schedRun.
export const RUN_DONE: i32 = 0;
export const RUN_BLOCKED: i32 = 1;
export const RUN_USER: i32 = 2; // a user-defined reduction: the shell applies it, then runs on
export const RUN_BADOP: i32 = -1; // op/type pair the kernels reject
export const RUN_MISMATCH: i32 = -2; // the peer in S_WAIT_PEER runs a call whose signature differs

export const OP_USER: u32 = 255;

@inline export function ref(rank: i32, buf: i32): i32 {
  return (rank << 2) | buf;
}
