// Copies inside the shared memory. Bulk copies are memory.copy (the engine's memmove: the
// bandwidth limit the benches compare against); small ones (message payloads of a few dozen
// bytes) are inlined with overlapping loads, because an engine's memory.copy of dynamic length is a
// call out of the generated code that costs more than the copy itself.

/** Copies `n` <= 64 bytes (no overlap) with overlapping loads: no call, no memory.copy (a
 *  memory.copy in a loop body costs even when its branch is not taken: it clobbers registers).
 *  Also the datatype engine's small-block kernel. */
@inline export function copySmall(dst: usize, src: usize, n: usize): void {
  if (n >= 16) {
    // first 16 (and 32) bytes and last 16 (and 32): overlapping stores cover every n in 16..64
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

// Copies n bytes; the ranges must not overlap (payloads never do).
@inline export function copyBytes(dst: usize, src: usize, n: u32): void {
  if (n > 64) memory.copy(dst, src, n);
  else copySmall(dst, src, n);
}

export function copy(dst: usize, src: usize, bytes: u32): void {
  copyBytes(dst, src, bytes);
}

export function fill(dst: usize, value: u8, bytes: u32): void {
  memory.fill(dst, value, bytes);
}
