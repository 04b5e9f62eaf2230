// rmaCas: compare-and-swap of one element (MPI_Compare_and_swap). MPI allows it on integer,
// logical, byte and multi-language types; floats are accepted too and compared by their bits
// (so -0 differs from +0 and a NaN matches the same NaN), which is harmless and what a user of
// the bit pattern expects. Integers (and BYTE) at an aligned target are one atomic cmpxchg of the
// element's width; floats take the target's accumulate mutex (so that they are atomic against the
// locked float accumulates) and still swap with a cmpxchg; an unaligned target (atomics trap
// there) compares and stores plainly under the mutex. Pair types are refused.
import { typeBytes, TYPE_BYTE, TYPE_FLOAT32, TYPE_FLOAT64 } from "../kernel/reduce_codes";
import { accLock, accUnlock } from "./lock";

@inline function casAtomic<U>(dst: usize, compare: usize, origin: usize, result: usize): void {
  store<U>(result, <U>atomic.cmpxchg<U>(dst, load<U>(compare), load<U>(origin)));
}

@inline function casPlain<U>(dst: usize, compare: usize, origin: usize, result: usize): void {
  const c = load<U>(compare);
  const o = load<U>(origin);
  const old = load<U>(dst);
  if (old == c) store<U>(dst, o);
  store<U>(result, old);
}

function casWidth(w: usize, aligned: bool, dst: usize, compare: usize, origin: usize, result: usize): void {
  if (aligned) {
    switch (w) {
      case 1: casAtomic<u8>(dst, compare, origin, result); return;
      case 2: casAtomic<u16>(dst, compare, origin, result); return;
      case 4: casAtomic<u32>(dst, compare, origin, result); return;
      case 8: casAtomic<u64>(dst, compare, origin, result); return;
    }
  }
  switch (w) {
    case 2: casPlain<u16>(dst, compare, origin, result); return;
    case 4: casPlain<u32>(dst, compare, origin, result); return;
    case 8: casPlain<u64>(dst, compare, origin, result); return;
  }
}

/** One element of `type` at `dst`: `result` = its old value; it becomes `origin` when the old value
 *  equals `compare` (bitwise). compare, origin and result are addresses of one element each.
 *  `lock` is the target's accumulate mutex (for floats and unaligned targets). Returns 0, or -1
 *  (nothing done) for a type it does not take (pairs, unknown codes). */
export function rmaCas(type: u32, dst: usize, compare: usize, origin: usize, result: usize, lock: usize): i32 {
  const w = <usize>typeBytes(type);
  if (w == 0 || type > TYPE_BYTE) return -1;
  const aligned = (dst & (w - 1)) == 0;
  if (aligned && type != TYPE_FLOAT32 && type != TYPE_FLOAT64) {
    casWidth(w, true, dst, compare, origin, result);
    return 0;
  }
  accLock(lock);
  casWidth(w, aligned, dst, compare, origin, result);
  accUnlock(lock);
  return 0;
}
