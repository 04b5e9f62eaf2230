// The copy kernels of the datatype engine, specialised by block length: blocks of 1, 2, 4 and 16
// bytes are single loads and stores in a strided loop (unrolled by four), 8-byte blocks eight a
// round, 64-byte blocks four v128 moves each (two blocks a round); other blocks up to 64 bytes are
// copied inline with overlapping loads (two u16, u32 or u64, two or four v128); longer ones are
// v128 copies (64 bytes per round, then 16, then an overlapping last 16), and memory.copy from
// 2 KiB (in strided loops: from 2 to 4 KiB and from 64 KiB). `mem` is the strided side, `pk` the
// packed side.
import { isPack } from "./format";
import { copySmall } from "../kernel/copy";

// blocks this long and longer go to memory.copy (the engine's memmove: same speed, no unrolled code)
const BIG: usize = 2048;
// ... except blocks from 4 KiB to 64 KiB in a strided loop: there the v128 loop beats memory.copy
// (V8's memory.copy is the C library's memmove, whose path for these sizes is slower on the bench
// machine, by 5 to 10 %); from 2 to 4 KiB memory.copy is faster by about 15 %
const MID_AGAIN: usize = 4096;
const MID_END: usize = 65536;

@inline function mv<T, D>(mem: usize, pk: usize): void {
  if (isPack<D>()) store<T>(pk, load<T>(mem));
  else store<T>(mem, load<T>(pk));
}

/** Copies 16 <= `n` < BIG bytes: 64 per round, then 16, then an overlapping last 16. */
@inline function copyMid(dst: usize, src: usize, n: usize): void {
  let i: usize = 0;
  for (; i + 64 <= n; i += 64) {
    const a = v128.load(src + i);
    const b = v128.load(src + i, 16);
    const c = v128.load(src + i, 32);
    const d = v128.load(src + i, 48);
    v128.store(dst + i, a);
    v128.store(dst + i, b, 16);
    v128.store(dst + i, c, 32);
    v128.store(dst + i, d, 48);
  }
  for (; i + 16 <= n; i += 16) v128.store(dst + i, v128.load(src + i));
  if (i < n) v128.store(dst + n - 16, v128.load(src + n - 16));
}

/** Copies `n` bytes from `src` to `dst` (no overlap). */
export function copyRun(dst: usize, src: usize, n: usize): void {
  if (n <= 64) copySmall(dst, src, n);
  else if (n < BIG) copyMid(dst, src, n);
  else memory.copy(dst, src, n);
}

/** One block of `n` bytes between `mem` and `pk`: up to 64 bytes inline (the length is the same
 *  block after block, so its branches predict), longer by copyRun. */
@inline export function block<D>(mem: usize, pk: usize, n: usize): void {
  if (isPack<D>()) {
    if (n <= 64) copySmall(pk, mem, n);
    else copyRun(pk, mem, n);
  } else {
    if (n <= 64) copySmall(mem, pk, n);
    else copyRun(mem, pk, n);
  }
}

/** One block of 0 to 64 bytes between `mem` and `pk`, inline, never memory.copy. */
@inline export function small<D>(mem: usize, pk: usize, n: usize): void {
  if (n == 8) mv<u64, D>(mem, pk);
  else if (n == 4) mv<u32, D>(mem, pk);
  else if (isPack<D>()) copySmall(pk, mem, n);
  else copySmall(mem, pk, n);
}

@inline function stridedT<T, D>(mem: usize, pk: usize, n: i32, stride: usize): void {
  const s = <usize>sizeof<T>();
  let i = 0;
  for (; i + 4 <= n; i += 4) {
    mv<T, D>(mem, pk);
    mv<T, D>(mem + stride, pk + s);
    mv<T, D>(mem + 2 * stride, pk + 2 * s);
    mv<T, D>(mem + 3 * stride, pk + 3 * s);
    mem += 4 * stride;
    pk += 4 * s;
  }
  for (; i < n; i++) {
    mv<T, D>(mem, pk);
    mem += stride;
    pk += s;
  }
}

/** 8-byte blocks, eight a round (i64 moves; pairing them into v128 stores with lane loads
 *  measured the same). */
@inline function strided8<D>(mem: usize, pk: usize, n: i32, stride: usize): void {
  let i = 0;
  const s2 = stride << 1;
  if (isPack<D>() && <i32>stride >= 16) {
    // 16-byte loads (the block and the 8 bytes after it, in the gap), two blocks paired into one
    // store; the last block of the run is never read this way (the bytes after it may not exist)
    for (; i + 9 <= n; i += 8) {
      const m1 = mem + s2;
      const m2 = m1 + s2;
      const m3 = m2 + s2;
      const a = v128.shuffle<i64>(v128.load(mem), v128.load(mem + stride), 0, 2);
      const b = v128.shuffle<i64>(v128.load(m1), v128.load(m1 + stride), 0, 2);
      const c = v128.shuffle<i64>(v128.load(m2), v128.load(m2 + stride), 0, 2);
      const d = v128.shuffle<i64>(v128.load(m3), v128.load(m3 + stride), 0, 2);
      v128.store(pk, a);
      v128.store(pk, b, 16);
      v128.store(pk, c, 32);
      v128.store(pk, d, 48);
      mem = m3 + s2;
      pk += 64;
    }
  }
  for (; i + 8 <= n; i += 8) {
    const m1 = mem + s2;
    const m2 = m1 + s2;
    const m3 = m2 + s2;
    mv<u64, D>(mem, pk);
    mv<u64, D>(mem + stride, pk + 8);
    mv<u64, D>(m1, pk + 16);
    mv<u64, D>(m1 + stride, pk + 24);
    mv<u64, D>(m2, pk + 32);
    mv<u64, D>(m2 + stride, pk + 40);
    mv<u64, D>(m3, pk + 48);
    mv<u64, D>(m3 + stride, pk + 56);
    mem = m3 + s2;
    pk += 64;
  }
  for (; i < n; i++) {
    mv<u64, D>(mem, pk);
    mem += stride;
    pk += 8;
  }
}

/** 64-byte blocks: four v128 moves at fixed offsets, no length branches; two blocks a round. */
@inline function strided64<D>(mem: usize, pk: usize, n: i32, stride: usize): void {
  let i = 0;
  for (; i + 2 <= n; i += 2) {
    const m = mem + stride;
    if (isPack<D>()) {
      const a = v128.load(mem);
      const b = v128.load(mem, 16);
      const c = v128.load(mem, 32);
      const d = v128.load(mem, 48);
      const e = v128.load(m);
      const f = v128.load(m, 16);
      const g = v128.load(m, 32);
      const h = v128.load(m, 48);
      v128.store(pk, a);
      v128.store(pk, b, 16);
      v128.store(pk, c, 32);
      v128.store(pk, d, 48);
      v128.store(pk, e, 64);
      v128.store(pk, f, 80);
      v128.store(pk, g, 96);
      v128.store(pk, h, 112);
    } else {
      const a = v128.load(pk);
      const b = v128.load(pk, 16);
      const c = v128.load(pk, 32);
      const d = v128.load(pk, 48);
      const e = v128.load(pk, 64);
      const f = v128.load(pk, 80);
      const g = v128.load(pk, 96);
      const h = v128.load(pk, 112);
      v128.store(mem, a);
      v128.store(mem, b, 16);
      v128.store(mem, c, 32);
      v128.store(mem, d, 48);
      v128.store(m, e);
      v128.store(m, f, 16);
      v128.store(m, g, 32);
      v128.store(m, h, 48);
    }
    mem = m + stride;
    pk += 128;
  }
  if (i < n) block<D>(mem, pk, 64);
}

/** `n` blocks of `len` bytes, block i at `mem + i * stride`, packed one after the other at `pk`. */
export function strided<D>(mem: usize, pk: usize, n: i32, len: i32, stride: i32): void {
  const s = <usize>stride;
  if (len == 8) strided8<D>(mem, pk, n, s);
  else if (len == 64) strided64<D>(mem, pk, n, s);
  else if (len == 4) stridedT<u32, D>(mem, pk, n, s);
  else if (len == 16) stridedT<v128, D>(mem, pk, n, s);
  else if (len == 1) stridedT<u8, D>(mem, pk, n, s);
  else if (len == 2) stridedT<u16, D>(mem, pk, n, s);
  else if (len <= 64) {
    const l = <usize>len;
    for (let i = 0; i < n; i++) {
      if (isPack<D>()) copySmall(pk, mem, l);
      else copySmall(mem, pk, l);
      mem += s;
      pk += l;
    }
  } else if (<usize>len < BIG || (<usize>len >= MID_AGAIN && <usize>len < MID_END)) {
    const l = <usize>len;
    for (let i = 0; i < n; i++) {
      if (isPack<D>()) copyMid(pk, mem, l);
      else copyMid(mem, pk, l);
      mem += s;
      pk += l;
    }
  } else {
    const l = <usize>len;
    for (let i = 0; i < n; i++) {
      block<D>(mem, pk, l);
      mem += s;
      pk += l;
    }
  }
}

@inline function gatherT<T, D>(mem: usize, pk: usize, n: i32, displs: usize): void {
  for (let k = 0; k < n; k++) {
    mv<T, D>(mem + <usize>load<i32>(displs + (<usize>k << 2)), pk);
    pk += sizeof<T>();
  }
}

/** `n` blocks of `len` bytes, block k at `mem + d_k` with the d_k the i32 words at `displs`. */
export function gather<D>(mem: usize, pk: usize, n: i32, len: i32, displs: usize): void {
  if (len == 8) gatherT<u64, D>(mem, pk, n, displs);
  else if (len == 4) gatherT<u32, D>(mem, pk, n, displs);
  else if (len == 16) gatherT<v128, D>(mem, pk, n, displs);
  else if (len == 1) gatherT<u8, D>(mem, pk, n, displs);
  else if (len == 2) gatherT<u16, D>(mem, pk, n, displs);
  else {
    const l = <usize>len;
    for (let k = 0; k < n; k++) {
      block<D>(mem + <usize>load<i32>(displs + (<usize>k << 2)), pk, l);
      pk += l;
    }
  }
}
