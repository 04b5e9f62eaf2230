// Helpers shared by the shared-memory builders.
import { ref, BUF_TMP } from "../sched/format";
import { emitCopy, emitReduce, emitReduce3 } from "./emit";

export const F_INPLACE: i32 = 1;

// Slice q of `count` elements split among p ranks: chunks of a multiple of 16 elements (whole
// 64-byte lines for 4-byte types) so that ranks never write the same line.
export function sliceLo(q: i32, p: i32, count: i32): i32 {
  const chunk = ((count + p - 1) / p + 15) & ~15;
  const lo = q * chunk;
  return lo < count ? lo : count;
}

// Before writing its scratch (TMP) buffer, which peers read during the collective, every peer must
// have finished the collective two back (the last one that used this parity of the scratch): the
// executor guarantees it before a run starts (sched/exec.ts, publish), so this emits nothing.
export function emitScratchFree(): void {}

@inline function inRef(q: i32, special: i32, specialBuf: i32, inBuf: i32): i32 {
  return ref(q, q == special ? specialBuf : inBuf);
}

// dst = in_0 OP in_1 OP ... OP in_{n-1}, left to right (the documented order). Input q is buffer
// `inBuf` of rank q at byte `inOff`, except rank `special` which uses `specialBuf`. `alias` is the
// rank whose input is exactly dst (-1 if none): folds that would overwrite it before it is read go
// through this rank's TMP at `tmpOff`.
export function emitFold(
  dRef: i32, dOff: i32, n: i32, inBuf: i32, inOff: i32, special: i32, specialBuf: i32,
  alias: i32, tmpOff: i32, count: i32, esize: i32, me: i32,
): void {
  if (count == 0 || n == 0) return;
  if (n == 1) {
    if (alias != 0) emitCopy(dRef, dOff, inRef(0, special, specialBuf, inBuf), inOff, count * esize);
    return;
  }
  if (alias < 2) {
    emitReduce3(dRef, dOff, inRef(0, special, specialBuf, inBuf), inOff, inRef(1, special, specialBuf, inBuf), inOff, count);
    for (let q = 2; q < n; q++) emitReduce(dRef, dOff, inRef(q, special, specialBuf, inBuf), inOff, count, 0);
    return;
  }
  const t = ref(me, BUF_TMP);
  emitReduce3(t, tmpOff, inRef(0, special, specialBuf, inBuf), inOff, inRef(1, special, specialBuf, inBuf), inOff, count);
  for (let q = 2; q < alias; q++) emitReduce(t, tmpOff, inRef(q, special, specialBuf, inBuf), inOff, count, 0);
  emitReduce(dRef, dOff, t, tmpOff, count, 1);
  for (let q = alias + 1; q < n; q++) emitReduce(dRef, dOff, inRef(q, special, specialBuf, inBuf), inOff, count, 0);
}

// Copies blocks first .. first+n-1 (indices mod p) between buffers laid out in block order: one
// copy, or two where the range wraps past block p-1.
export function emitCopyBlocks(dRef: i32, dBase: i32, sRef: i32, sBase: i32, first: i32, n: i32, p: i32, blk: i32): void {
  if (n <= 0) return;
  const a = first % p;
  const head = min(n, p - a);
  emitCopy(dRef, dBase + a * blk, sRef, sBase + a * blk, head * blk);
  if (n > head) emitCopy(dRef, dBase, sRef, sBase, (n - head) * blk);
}
