// rmaAccTyped: rmaAcc where the target bytes are described by a datatype program (a non-contiguous
// target type). walk.ts hands over the target's runs in type-map order; src and result are packed
// and consumed sequentially, run after run. The visitor is chosen once per call (a type tag):
// - Atomic (integer types, BYTE): each run as rmaAcc would do it, atomics per element, or the
//   mutex around the kernel for a run at an unaligned address (per run: alignment is per run).
// - Locked (floats, pairs): the mutex is held around the whole walk; each run goes to the kernels.
//   A run need not hold whole elements: SHORT_INT (i16 @0, i32 @4) is two runs, and the runs of a
//   vector of them merge the index of one element with the value of the next. So the visitor
//   keeps the head of an element cut at the end of a run (its address and length, one piece: a
//   predefined element has at most two fields and a run never cuts a field), and applies the op
//   to the whole element gathered in the mutex line's scratch when the rest arrives.
import { opValid, typeBytes, OP_NO_OP } from "../kernel/reduce_codes";
import { N_EXTENT } from "../dtype/format";
import { atomicAcc } from "./atomic";
import { atomicType, plainAcc } from "./acc";
import { accLock, accUnlock, ACC_SCRATCH } from "./lock";
import { runs } from "./walk";

@final abstract class Atomic {}
@final abstract class Locked {}

// The call's state for the visitor (instance globals: each thread has its own).
let gOp: u32 = 0;
let gType: u32 = 0;
let gW: usize = 0; // bytes of one packed element
let gSrc: usize = 0; // next packed operand
let gRes: usize = 0; // next packed old value, 0 when none are wanted
let gLock: usize = 0;
let gHave: usize = 0; // Locked: bytes of an element cut at the end of the last run (0: none)
let gPiece: usize = 0; // ... and where they are

@inline function advance(bytes: usize): void {
  gSrc += bytes;
  if (gRes != 0) gRes += bytes;
}

function visitAtomic(at: usize, len: usize): void {
  const w = gW;
  const n = len / w; // integer elements are one field: runs hold whole ones
  if ((at & (w - 1)) == 0) {
    atomicAcc(gOp, gType, w, at, gSrc, gRes, n);
  } else {
    // unaligned: atomics would trap (see acc.ts)
    accLock(gLock);
    plainAcc(gOp, gType, w, at, gSrc, gRes, n);
    accUnlock(gLock);
  }
  advance(len);
}

function visitLocked(at: usize, len: usize): void {
  const w = gW;
  if (gHave != 0) {
    // the rest of the element cut at the end of the previous run
    const need = w - gHave;
    if (len < need) unreachable(); // a third piece: a field cut in two, never in a valid type
    const s = gLock + ACC_SCRATCH;
    memory.copy(s, gPiece, gHave);
    memory.copy(s + gHave, at, need);
    plainAcc(gOp, gType, w, s, gSrc, gRes, 1);
    memory.copy(gPiece, s, gHave);
    memory.copy(at, s + gHave, need);
    advance(w);
    at += need;
    len -= need;
    gHave = 0;
  }
  const n = len / w;
  if (n != 0) {
    plainAcc(gOp, gType, w, at, gSrc, gRes, n);
    advance(n * w);
  }
  const rest = len - n * w;
  if (rest != 0) {
    gPiece = at + n * w;
    gHave = rest;
  }
}

/** The visitor of walk.ts: one run of `len` bytes at `at`. */
@inline export function visit<V>(at: usize, len: usize): void {
  if (idof<V>() == idof<Atomic>()) visitAtomic(at, len);
  else visitLocked(at, len);
}

/** rmaAcc on the `tcount` items of the target program `prog` with item 0 at `dst`: element-wise
 *  target op= src, src packed, the old values packed to `result` (when not 0), in type-map order.
 *  Atomicity as rmaAcc; for types that are not atomic the mutex at `lock` is held once around the
 *  whole walk, and the rest of its line is scratch. Returns 0, or -1 for an invalid (op, type). */
export function rmaAccTyped(
  prog: usize, tcount: i32, dst: usize, op: u32, type: u32, src: usize, result: usize, lock: usize,
): i32 {
  if (!opValid(op, type)) return -1;
  if (tcount <= 0 || (op == OP_NO_OP && result == 0)) return 0;
  gOp = op;
  gType = type;
  gW = <usize>typeBytes(type);
  gSrc = src;
  gRes = result;
  gLock = lock;
  gHave = 0;
  const ext = load<i32>(prog, N_EXTENT);
  if (atomicType(type)) {
    runs<Atomic>(prog, 0, tcount, dst, ext);
  } else {
    accLock(lock);
    runs<Locked>(prog, 0, tcount, dst, ext);
    gHave = 0; // a cut element left at the end: a type of partial elements, never valid
    accUnlock(lock);
  }
  return 0;
}
