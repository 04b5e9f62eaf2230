// The copy kernels of the datatype engine, specialised by block length: blocks of 1, 2, 4, 8 and 16
// bytes are single loads and stores in a strided loop (unrolled by four); other blocks up to 64
// bytes are copied inline with overlapping loads (two u16, u32 or u64, two or four v128);
// longer ones are v128 copies (64 bytes per round, then 16, then an overlapping last 16), and
// memory.copy from 2 KiB. `mem` is the strided side, `pk` the packed side.
import { isPack } from "./format";

// blocks this long and longer go to memory.copy (the engine's memmove: same speed, no unrolled code)
const BIG: usize = 2048;

@inline function mv<T, D>(mem: usize, pk: usize): void {
  if (isPack<D>()) store<T>(pk, load<T>(mem));
  else store<T>(mem, load<T>(pk));
}

/** Copies `n` <= 64 bytes (no overlap) with overlapping loads: no call, no memory.copy (a
 *  memory.copy in a loop body costs even when its branch is not taken: it clobbers registers). */
@inline function copySmall(dst: usize, src: usize, n: usize): void {
  if (n >= 16) {
    const a = v128.load(src);
    const b = v128.load(src + n - 16);
    if (n > 32) {
      const c = v128.load(src, 16);
      const d = v128.load(src + n - 32);
      v128.store(dst, c, 16);
      v128.store(dst + n - 32, d);
    }
    v128.store(dst, a);
    v128.store(dst + n - 16, b);
  } else if (n >= 8) {
    const a = load<u64>(src);
    const b = load<u64>(src + n - 8);
    store<u64>(dst, a);
    store<u64>(dst + n - 8, b);
  } else if (n >= 4) {
    const a = load<u32>(src);
    const b = load<u32>(src + n - 4);
    store<u32>(dst, a);
    store<u32>(dst + n - 4, b);
  } else if (n >= 2) {
    const a = load<u16>(src);
    const b = load<u16>(src + n - 2);
    store<u16>(dst, a);
    store<u16>(dst + n - 2, b);
  } else if (n == 1) {
    store<u8>(dst, load<u8>(src));
  }
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

/** `n` blocks of `len` bytes, block i at `mem + i * stride`, packed one after the other at `pk`. */
export function strided<D>(mem: usize, pk: usize, n: i32, len: i32, stride: i32): void {
  const s = <usize>stride;
  if (len == 8) stridedT<u64, D>(mem, pk, n, s);
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
  } else if (<usize>len < BIG) {
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
