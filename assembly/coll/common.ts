// Helpers shared by the builders.
import { ref, BUF_TMP, BUF_RECV } from "../sched/format";
import { emitCopy, emitReduce, emitReduce3, emitSignal, emitWait } from "./emit";
import { rdPof2 } from "../pattern/recursive_doubling";

export const F_INPLACE: i32 = 1;
export const F_EXCLUSIVE: i32 = 2; // scan builders: exscan (rank r folds the inputs of ranks 0..r-1)

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

// The non-power-of-two fold of recursive doubling and halving (MPICH): among the first 2*rem ranks
// each odd rank takes its even neighbour's input and keeps the pair's combination in its TMP at
// 2n (`count` elements, the lower rank's operand first), then signals step 2. An in-place rank
// outside the fold copies its input there too (when `copyInPlace`), so that every remaining rank's
// step-0 operand is TMP+2n or its untouched send buffer.
export function emitFoldIn(me: i32, p: i32, n: i32, count: i32, input: i32, copyInPlace: bool): void {
  const rem = p - rdPof2(p);
  if (me < 2 * rem) {
    emitWait(me - 1, 1);
    emitReduce3(ref(me, BUF_TMP), 2 * n, ref(me - 1, input), 0, ref(me, input), 0, count);
  } else if (copyInPlace) {
    emitCopy(ref(me, BUF_TMP), 2 * n, ref(me, BUF_RECV), 0, n);
  }
  emitSignal(2);
}
