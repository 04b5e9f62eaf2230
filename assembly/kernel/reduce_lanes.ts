// Element-wise reduction kernels over lanes of one scalar type T: d[i] = a[i] OP b[i].
//
// `lanes<T, O>` is the one loop: 4 x v128 per iteration (64 bytes: loads first, then stores, so
// that d may be exactly a or b), then single vectors, then a scalar tail. `vop<T, O>` / `sop<T, O>`
// are the per-family helpers for one vector and one element. The op is a type parameter O (one of
// the empty tag classes below, never instantiated), so it is chosen at compile time: each (op, T)
// pair compiles to a straight loop with no test of the op inside (a plain `op: u32` argument was
// not folded: binaryen merged the inlined copies first and tested op in every iteration).
// Pointers need no alignment: v128.load/store and scalar loads accept any address.
//
// Semantics (the SIMD and scalar paths agree bit for bit):
// - integers wrap (two's complement / C unsigned): sum, prod; min/max compare signed or unsigned
//   by T. Logical ops yield 0 or 1.
// - floats: sum and prod are the IEEE operations, so a result equals a reference that reduces in
//   the same order (Math.fround for f32). A NaN's payload bits are whatever the engine produces.
// - float min(a, b) = b < a ? b : a and max(a, b) = a < b ? b : a (MPICH's MPL_MIN/MPL_MAX shape
//   with a as the first, lower-rank operand; WebAssembly's f32x4.pmin / pmax are defined exactly
//   so). Consequences: when either operand is NaN the comparison is false and the result is a
//   (a NaN in a stays; a NaN in b is dropped); min(-0, +0) and max(-0, +0) both return a (the
//   comparison of equal zeros is false). The bits of the chosen operand are copied unchanged.
import {
  OP_SUM, OP_PROD, OP_MIN, OP_MAX, OP_LAND, OP_LOR, OP_LXOR, OP_BAND, OP_BOR, OP_BXOR,
} from "./reduce_codes";

// Op tags (compile-time only). The code of each is OPS[idof] in opCode().
@final export abstract class Sum {}
@final export abstract class Prod {}
@final export abstract class Min {}
@final export abstract class Max {}
@final export abstract class Land {}
@final export abstract class Lor {}
@final export abstract class Lxor {}
@final export abstract class Band {}
@final export abstract class Bor {}
@final export abstract class Bxor {}

// The op code a tag stands for (a compile-time constant after inlining).
@inline function opOf<O>(): u32 {
  if (idof<O>() == idof<Sum>()) return OP_SUM;
  if (idof<O>() == idof<Prod>()) return OP_PROD;
  if (idof<O>() == idof<Min>()) return OP_MIN;
  if (idof<O>() == idof<Max>()) return OP_MAX;
  if (idof<O>() == idof<Land>()) return OP_LAND;
  if (idof<O>() == idof<Lor>()) return OP_LOR;
  if (idof<O>() == idof<Lxor>()) return OP_LXOR;
  if (idof<O>() == idof<Band>()) return OP_BAND;
  if (idof<O>() == idof<Bor>()) return OP_BOR;
  if (idof<O>() == idof<Bxor>()) return OP_BXOR;
  return 0;
}

// a < b on 64-bit lanes (no unsigned i64x2 compare: flip the sign bits, then compare signed)
@inline function lt64<T>(x: v128, y: v128): v128 {
  if (isSigned<T>()) return v128.lt<i64>(x, y);
  const s = i64x2.splat(i64.MIN_VALUE);
  return v128.lt<i64>(v128.xor(x, s), v128.xor(y, s));
}

// 1 in a lane where x is zero (all bits), else 0 (per T lane)
@inline function isZero<T>(x: v128): v128 {
  if (sizeof<T>() == 1) return v128.eq<i8>(x, v128.splat<i8>(0));
  if (sizeof<T>() == 2) return v128.eq<i16>(x, v128.splat<i16>(0));
  if (sizeof<T>() == 4) return v128.eq<i32>(x, v128.splat<i32>(0));
  return v128.eq<i64>(x, v128.splat<i64>(0));
}

@inline function one<T>(): v128 {
  if (sizeof<T>() == 1) return v128.splat<i8>(1);
  if (sizeof<T>() == 2) return v128.splat<i16>(1);
  if (sizeof<T>() == 4) return v128.splat<i32>(1);
  return v128.splat<i64>(1);
}

/** One vector: x OP y on the lanes of T. */
@inline export function vop<T, O>(x: v128, y: v128): v128 {
  const op = opOf<O>();
  if (op == OP_SUM) {
    if (sizeof<T>() == 1 && !isFloat<T>()) return v128.add<i8>(x, y);
    return v128.add<T>(x, y);
  }
  if (op == OP_PROD) {
    if (isFloat<T>()) return v128.mul<T>(x, y);
    if (sizeof<T>() == 1) {
      // no i8x16.mul: multiply the even bytes and the odd bytes as 16-bit lanes; the low byte of
      // a 16-bit product is the 8-bit product (mod 256) whatever the signs
      const even = v128.and(i16x8.mul(x, y), i16x8.splat(0x00ff));
      const odd = i16x8.mul(v128.and(x, i16x8.splat(<i16>0xff00)), i16x8.shr_u(y, 8));
      return v128.or(even, odd);
    }
    if (sizeof<T>() == 2) return i16x8.mul(x, y);
    if (sizeof<T>() == 4) return i32x4.mul(x, y);
    return i64x2.mul(x, y);
  }
  if (op == OP_MIN) {
    if (isFloat<T>()) return v128.pmin<T>(x, y); // y < x ? y : x
    if (sizeof<T>() == 8) return v128.bitselect(y, x, lt64<T>(y, x));
    return v128.min<T>(x, y);
  }
  if (op == OP_MAX) {
    if (isFloat<T>()) return v128.pmax<T>(x, y); // x < y ? y : x
    if (sizeof<T>() == 8) return v128.bitselect(y, x, lt64<T>(x, y));
    return v128.max<T>(x, y);
  }
  if (op == OP_LAND) return v128.andnot(one<T>(), v128.or(isZero<T>(x), isZero<T>(y)));
  if (op == OP_LOR) return v128.andnot(one<T>(), isZero<T>(v128.or(x, y)));
  if (op == OP_LXOR) return v128.and(one<T>(), v128.xor(isZero<T>(x), isZero<T>(y)));
  if (op == OP_BAND) return v128.and(x, y);
  if (op == OP_BOR) return v128.or(x, y);
  if (op == OP_BXOR) return v128.xor(x, y);
  unreachable();
  return x;
}

/** One element: x OP y (the scalar tail; same results as vop). */
@inline export function sop<T, O>(x: T, y: T): T {
  const op = opOf<O>();
  if (op == OP_SUM) return x + y;
  if (op == OP_PROD) return x * y;
  if (op == OP_MIN) return y < x ? y : x;
  if (op == OP_MAX) return x < y ? y : x;
  if (isInteger<T>()) {
    if (op == OP_LAND) return <T>((x != 0) & (y != 0));
    if (op == OP_LOR) return <T>((x != 0) | (y != 0));
    if (op == OP_LXOR) return <T>((x != 0) ^ (y != 0));
    if (op == OP_BAND) return x & y;
    if (op == OP_BOR) return x | y;
    if (op == OP_BXOR) return x ^ y;
  }
  unreachable();
  return x;
}

/** d[i] = a[i] OP b[i] for n elements of T. d may equal a or b exactly. */
@inline export function lanes<T, O>(d: usize, a: usize, b: usize, n: usize): void {
  const bytes = n * sizeof<T>();
  const end64 = bytes & ~(<usize>63);
  let i: usize = 0;
  while (i < end64) {
    const pa = a + i;
    const pb = b + i;
    const pd = d + i;
    const a0 = v128.load(pa);
    const a1 = v128.load(pa, 16);
    const a2 = v128.load(pa, 32);
    const a3 = v128.load(pa, 48);
    const b0 = v128.load(pb);
    const b1 = v128.load(pb, 16);
    const b2 = v128.load(pb, 32);
    const b3 = v128.load(pb, 48);
    v128.store(pd, vop<T, O>(a0, b0));
    v128.store(pd, vop<T, O>(a1, b1), 16);
    v128.store(pd, vop<T, O>(a2, b2), 32);
    v128.store(pd, vop<T, O>(a3, b3), 48);
    i += 64;
  }
  while (i + 16 <= bytes) {
    v128.store(d + i, vop<T, O>(v128.load(a + i), v128.load(b + i)));
    i += 16;
  }
  while (i < bytes) {
    store<T>(d + i, sop<T, O>(load<T>(a + i), load<T>(b + i)));
    i += sizeof<T>();
  }
}
