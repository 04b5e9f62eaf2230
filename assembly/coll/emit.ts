// Writing schedules: builders call schedBegin, emit ops, and return schedEnd() (the op count, or
// -1 when the schedule did not fit its capacity; the shell then rebuilds with a larger one).
//
// The arrival check: every schedule of p > 1 ranks (but the neighbourhood collectives':
// skipArrivalCheck) starts with SIGNAL step 0 (this rank's call signature is published) and
// WAITRANGE over every rank at step 0, which compares each peer's signature with this rank's. So
// every rank of a call whose arguments differ across ranks fails, whichever ranks its algorithm
// waits on (a bcast root that never waits, two ranks that both take themselves for the root),
// before any data moves. schedEnd drops the pair when the algorithm itself first signals every
// peer and then waits for every peer at step 1: that wait checks the same signatures, and no
// synchronization is added to it. Step 1 and no later one: whatever a mismatched peer runs, it
// signals step 1 or more before its first wait too (or step 0, and then its own arrival wait sees
// this rank's signal), so neither waits for a step the other never signals. (A root that signals
// 1 and waits for every rank at step 2, as gather's does, would wait for ever on a rank that also
// takes itself for the root.)
import {
  S_NOPS, S_PC, S_OP, S_TYPE, S_ESIZE, S_ME, S_P, S_SLOTS, S_MEMBERS, S_CAP, HEADER, OP_BYTES,
  OP_WAIT, OP_WAITALL, OP_SIGNAL, OP_COPY, OP_REDUCE, OP_REDUCE3, OP_WAITRANGE, OP_COPYX, OP_CHECKX,
} from "../sched/format";

let cur: usize = 0;
let nops: u32 = 0;
let cap: u32 = 0;

// Starts a schedule at `s` with room for `capOps` ops. `slots`, `members`: u32[P] tables.
export function schedBegin(s: usize, capOps: u32, me: i32, p: i32, op: u32, type: u32, esize: u32, slots: u32, members: u32): void {
  cur = s;
  nops = 0;
  cap = capOps;
  store<u32>(s, 0, S_NOPS);
  store<u32>(s, 0, S_PC);
  store<u32>(s, op, S_OP);
  store<u32>(s, type, S_TYPE);
  store<u32>(s, esize, S_ESIZE);
  store<i32>(s, me, S_ME);
  store<i32>(s, p, S_P);
  store<u32>(s, slots, S_SLOTS);
  store<u32>(s, members, S_MEMBERS);
  store<u32>(s, capOps, S_CAP);
  if (p > 1) {
    emitSignal(0);
    emitWaitRange(0, p, 0);
  }
}

const ARRIVAL_OPS: u32 = 2;

// For the neighbourhood collectives, called first: no arrival check. Only neighbours must agree
// (a rank's block sizes follow from its degree, so non-neighbours may differ) and only neighbours
// synchronise; each wait on a neighbour compares that neighbour's signature.
export function skipArrivalCheck(): void {
  if (nops == ARRIVAL_OPS) nops = 0;
}

// Whether the ops after the arrival pair signal every peer and then wait for every peer at step 1
// of this collective (a signature-checking wait) before any other wait. Ops before that wait only
// touch this rank's own buffers (reading a peer's needs a wait on it first; a CHECKX reads a
// peer's AUX, so one before that wait keeps the pair).
function bodyChecksAll(p: i32): bool {
  let signalled = false;
  for (let i: u32 = ARRIVAL_OPS; i < nops; i++) {
    const o = cur + HEADER + <usize>i * OP_BYTES;
    const code = load<i32>(o);
    if (code == OP_SIGNAL) signalled = signalled || load<i32>(o, 8) < 0;
    else if (code == OP_WAITALL) return signalled && load<i32>(o, 4) == 1 && load<i32>(o, 8) == 0;
    else if (code == OP_WAITRANGE) return signalled && load<i32>(o, 4) == 0 && load<i32>(o, 8) == p && load<i32>(o, 12) == 1;
    else if (code == OP_WAIT || code == OP_CHECKX) return false;
  }
  return false;
}

export function schedEnd(): i32 {
  if (nops > cap) return -1;
  const p = load<i32>(cur, S_P);
  if (p > 1 && bodyChecksAll(p)) {
    const first = cur + HEADER;
    memory.copy(first, first + ARRIVAL_OPS * OP_BYTES, <usize>(nops - ARRIVAL_OPS) * OP_BYTES);
    nops -= ARRIVAL_OPS;
  }
  store<u32>(cur, nops, S_NOPS);
  return <i32>nops;
}

function op8(code: i32, a: i32, b: i32, c: i32, d: i32, e: i32, f: i32, g: i32): void {
  if (nops < cap) {
    const o = cur + HEADER + <usize>nops * OP_BYTES;
    store<i32>(o, code, 0);
    store<i32>(o, a, 4);
    store<i32>(o, b, 8);
    store<i32>(o, c, 12);
    store<i32>(o, d, 16);
    store<i32>(o, e, 20);
    store<i32>(o, f, 24);
    store<i32>(o, g, 28);
  }
  nops++;
}

export function emitWait(peer: i32, step: i32): void { op8(OP_WAIT, peer, step, 0, 0, 0, 0, 0); }
// Every other rank reached `step` of the collective `back` collectives ago (0: this one).
export function emitWaitAll(step: i32, back: i32 = 0): void { op8(OP_WAITALL, step, back, 0, 0, 0, 0, 0); }
export function emitWaitRange(lo: i32, hi: i32, step: i32): void { op8(OP_WAITRANGE, lo, hi, step, 0, 0, 0, 0); }
export function emitSignal(step: i32, ringPeer: i32 = -1): void { op8(OP_SIGNAL, step, ringPeer, 0, 0, 0, 0, 0); }
export function emitCopy(dRef: i32, dOff: i32, sRef: i32, sOff: i32, bytes: i32): void {
  if (bytes != 0) op8(OP_COPY, dRef, dOff, sRef, sOff, bytes, 0, 0);
}
export function emitReduce(dRef: i32, dOff: i32, sRef: i32, sOff: i32, count: i32, srcFirst: i32): void {
  if (count != 0) op8(OP_REDUCE, dRef, dOff, sRef, sOff, count, srcFirst, 0);
}
export function emitReduce3(dRef: i32, dOff: i32, aRef: i32, aOff: i32, bRef: i32, bOff: i32, count: i32): void {
  if (count != 0) op8(OP_REDUCE3, dRef, dOff, aRef, aOff, bRef, bOff, count);
}
// Copy whose source offset is read at run time from rank xRank's AUX array (i32 at xIndex).
export function emitCopyX(dRef: i32, dOff: i32, sRef: i32, xRank: i32, xIndex: i32, bytes: i32): void {
  if (bytes != 0) op8(OP_COPYX, dRef, dOff, sRef, xRank, xIndex, bytes, 0);
}
// The i32 at xIndex of rank xRank's AUX must be `value` (a size both sides know), else the run
// fails with RUN_MISMATCH naming xRank. After a wait on xRank at this collective's epoch.
export function emitCheckX(xRank: i32, xIndex: i32, value: i32): void { op8(OP_CHECKX, xRank, xIndex, value, 0, 0, 0, 0); }
