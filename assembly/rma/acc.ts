// rmaAcc: the accumulate of one-sided communication on contiguous target bytes (put's and get's
// accumulating cousins: accumulate, get_accumulate, fetch_and_op). The op and type are dispatched
// once per call:
// - integer types (and BYTE) at an aligned target: WASM atomics per element (atomic.ts), no lock;
// - everything else (float32, float64, the pair types, and integers at an unaligned target, where
//   atomics would trap: derived target types can place elements at any byte) under the target's
//   accumulate mutex (lock.ts), taken once per call around the reduction kernels' SIMD loop.
// Because a location's alignment never changes, all accumulates to one integer element take the
// same path, and every path is atomic per element against the others that may meet it.
import { opValid, typeBytes, OP_NO_OP, TYPE_INT8, TYPE_UINT64, TYPE_BYTE } from "../kernel/reduce_codes";
import { reduce3 } from "../kernel/reduce";
import { atomicAcc } from "./atomic";
import { accLock, accUnlock } from "./lock";

/** Whether accumulates of `type` are WASM atomics (at aligned targets). */
@inline export function atomicType(type: u32): bool {
  return (type >= TYPE_INT8 && type <= TYPE_UINT64) || type == TYPE_BYTE;
}

/** n elements of `w` bytes, with the target's mutex held (or for the mutex's own scratch):
 *  the old values to `result` (when not 0), then dst = dst op src by the reduction kernels
 *  (replace copies, no_op leaves dst alone). */
export function plainAcc(op: u32, type: u32, w: usize, dst: usize, src: usize, result: usize, n: usize): void {
  if (result != 0) memory.copy(result, dst, n * w);
  if (op != OP_NO_OP) reduce3(op, type, dst, dst, src, <u32>n);
}

/** `count` elements of `type` at `dst` become dst op src, element-wise; when `result` is not 0 it
 *  receives the old values (packed). Integer elements (and BYTE) at an aligned dst are atomic per
 *  element; other types, and integers at an unaligned dst, take the accumulate mutex at `lock`
 *  (WR_ACC_LOCK of the target's entry: a line of its own) once around the kernel. op REPLACE
 *  writes src, NO_OP only fetches. Returns 0, or -1 (nothing done) for an invalid (op, type). */
export function rmaAcc(op: u32, type: u32, dst: usize, src: usize, result: usize, count: u32, lock: usize): i32 {
  if (!opValid(op, type)) return -1;
  if (op == OP_NO_OP && result == 0) return 0;
  const w = <usize>typeBytes(type);
  const n = <usize>count;
  if (atomicType(type) && (dst & (w - 1)) == 0) {
    atomicAcc(op, type, w, dst, src, result, n);
    return 0;
  }
  if (n == 0) return 0;
  accLock(lock);
  plainAcc(op, type, w, dst, src, result, n);
  accUnlock(lock);
  return 0;
}
