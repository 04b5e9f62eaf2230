// Accumulates on integer elements as WASM atomics, one read-modify-write per element, so that
// accumulates of one predefined type to one location are atomic with respect to each other (MPI
// 4.1 §12.7.1), fetch-and-op and compare-and-swap included, without a lock. Integer targets
// ALWAYS take this path when aligned: a plain kernel on the same bytes would race the atomics.
//
// sum, band, bor, bxor and replace are native RMW instructions (atomic.add / and / or / xor /
// xchg), no_op is an atomic load (a fetch); prod, min, max, land, lor and lxor loop on cmpxchg.
// The storage type U is the unsigned integer of the element's width (the narrow forms for 8 and
// 16 bits); only min and max depend on the signedness, through the element type T. As in the
// reduction kernels (reduce_lanes.ts), integers wrap and logical ops yield 0 or 1.
//
// The op is a type parameter (the kernels' tags, plus Replace and NoOp): dispatched once per
// call, each (op, width) pair compiles to a straight loop. src and result are packed and may be
// unaligned (plain loads and stores); dst must be aligned to the width (atomics trap otherwise:
// acc.ts sends unaligned targets to the locked path).
import { Sum, Prod, Min, Max, Land, Lor, Lxor, Band, Bor, Bxor } from "../kernel/reduce_lanes";
import {
  OP_SUM, OP_PROD, OP_MIN, OP_MAX, OP_LAND, OP_LOR, OP_LXOR, OP_BAND, OP_BOR, OP_BXOR, OP_REPLACE, OP_NO_OP,
  TYPE_INT8, TYPE_UINT8, TYPE_INT16, TYPE_UINT16, TYPE_INT32, TYPE_UINT32, TYPE_INT64, TYPE_UINT64,
} from "../kernel/reduce_codes";

@final export abstract class Replace {}
@final export abstract class NoOp {}

// The new value of an element that holds `old` after `old O s` (the cmpxchg ops).
@inline function combine<T, U, O>(old: U, s: U): U {
  if (idof<O>() == idof<Prod>()) return <U>(old * s); // the low bits do not depend on the signs
  if (idof<O>() == idof<Min>()) return <T>s < <T>old ? s : old;
  if (idof<O>() == idof<Max>()) return <T>old < <T>s ? s : old;
  if (idof<O>() == idof<Land>()) return <U>((old != 0) & (s != 0));
  if (idof<O>() == idof<Lor>()) return <U>((old != 0) | (s != 0));
  if (idof<O>() == idof<Lxor>()) return <U>((old != 0) ^ (s != 0));
  unreachable();
  return old;
}

// One element: the element at p becomes (old O s), atomically; returns old.
@inline function rmw<T, U, O>(p: usize, s: U): U {
  // (the narrow atomics are typed i32 in AssemblyScript: hence the casts to U)
  if (idof<O>() == idof<Sum>()) return <U>atomic.add<U>(p, s);
  if (idof<O>() == idof<Band>()) return <U>atomic.and<U>(p, s);
  if (idof<O>() == idof<Bor>()) return <U>atomic.or<U>(p, s);
  if (idof<O>() == idof<Bxor>()) return <U>atomic.xor<U>(p, s);
  if (idof<O>() == idof<Replace>()) return <U>atomic.xchg<U>(p, s);
  let old = <U>atomic.load<U>(p);
  while (true) {
    const nv = combine<T, U, O>(old, s);
    // unchanged (a min that loses, a prod by 1): the atomic load was the whole operation
    if (nv == old) return old;
    const seen = <U>atomic.cmpxchg<U>(p, old, nv);
    if (seen == old) return old;
    old = seen;
  }
  return old;
}

// n elements: dst[i] = dst[i] O src[i], the old values to result (when not 0).
function run<T, U, O>(dst: usize, src: usize, result: usize, n: usize): void {
  const w = sizeof<U>();
  const end = dst + n * w;
  if (idof<O>() == idof<NoOp>()) {
    // a fetch: src is not read
    if (result == 0) return;
    for (; dst < end; dst += w, result += w) store<U>(result, <U>atomic.load<U>(dst));
    return;
  }
  if (result == 0) {
    for (; dst < end; dst += w, src += w) rmw<T, U, O>(dst, load<U>(src));
  } else {
    for (; dst < end; dst += w, src += w, result += w) store<U>(result, rmw<T, U, O>(dst, load<U>(src)));
  }
}

// Ops whose bits do not depend on the signedness: one instance per width.
function byWidth<U>(op: u32, dst: usize, src: usize, result: usize, n: usize): void {
  switch (op) {
    case OP_SUM: run<U, U, Sum>(dst, src, result, n); return;
    case OP_PROD: run<U, U, Prod>(dst, src, result, n); return;
    case OP_LAND: run<U, U, Land>(dst, src, result, n); return;
    case OP_LOR: run<U, U, Lor>(dst, src, result, n); return;
    case OP_LXOR: run<U, U, Lxor>(dst, src, result, n); return;
    case OP_BAND: run<U, U, Band>(dst, src, result, n); return;
    case OP_BOR: run<U, U, Bor>(dst, src, result, n); return;
    case OP_BXOR: run<U, U, Bxor>(dst, src, result, n); return;
    case OP_REPLACE: run<U, U, Replace>(dst, src, result, n); return;
    case OP_NO_OP: run<U, U, NoOp>(dst, src, result, n); return;
  }
}

// min and max: one instance per element type.
function byType<O>(type: u32, dst: usize, src: usize, result: usize, n: usize): void {
  switch (type) {
    case TYPE_INT8: run<i8, u8, O>(dst, src, result, n); return;
    case TYPE_UINT8: run<u8, u8, O>(dst, src, result, n); return;
    case TYPE_INT16: run<i16, u16, O>(dst, src, result, n); return;
    case TYPE_UINT16: run<u16, u16, O>(dst, src, result, n); return;
    case TYPE_INT32: run<i32, u32, O>(dst, src, result, n); return;
    case TYPE_UINT32: run<u32, u32, O>(dst, src, result, n); return;
    case TYPE_INT64: run<i64, u64, O>(dst, src, result, n); return;
    case TYPE_UINT64: run<u64, u64, O>(dst, src, result, n); return;
  }
}

/** n elements of an integer type (or BYTE) of `w` bytes at the aligned `dst`: dst[i] op= src[i],
 *  atomic per element; the old values to `result` unless it is 0. (op, type) must be valid. */
export function atomicAcc(op: u32, type: u32, w: usize, dst: usize, src: usize, result: usize, n: usize): void {
  if (op == OP_MIN) return byType<Min>(type, dst, src, result, n);
  if (op == OP_MAX) return byType<Max>(type, dst, src, result, n);
  switch (w) {
    case 1: byWidth<u8>(op, dst, src, result, n); return;
    case 2: byWidth<u16>(op, dst, src, result, n); return;
    case 4: byWidth<u32>(op, dst, src, result, n); return;
    case 8: byWidth<u64>(op, dst, src, result, n); return;
  }
}
