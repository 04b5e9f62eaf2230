// Reduction kernels: the exports. reduce3(op, type, d, a, b, n) computes d[i] = a[i] OP b[i] in one
// pass (allreduce's hot path: no copy first); reduce(op, type, d, s, n) is reduce3 with a = d.
// a is the lower-rank operand (MPI order: result = a OP b). d may be exactly a or b, never a
// partial overlap. Invalid (op, type) pairs return -1 and write nothing. Codes and the validity
// rules: reduce_codes.ts; element semantics: reduce_lanes.ts and reduce_loc.ts.
import {
  OP_SUM, OP_PROD, OP_MIN, OP_MAX, OP_LAND, OP_LOR, OP_LXOR, OP_BAND, OP_BOR, OP_BXOR,
  OP_MAXLOC, OP_REPLACE, OP_NO_OP,
  TYPE_INT8, TYPE_UINT8, TYPE_INT16, TYPE_UINT16, TYPE_INT32, TYPE_UINT32, TYPE_INT64, TYPE_UINT64,
  TYPE_FLOAT32, TYPE_FLOAT64, TYPE_BYTE, TYPE_PAIR_INT32, TYPE_PAIR_FLOAT32, TYPE_PAIR_FLOAT64,
  TYPE_FLOAT_INT, TYPE_DOUBLE_INT, TYPE_LONG_INT, TYPE_SHORT_INT,
  opValid, typeBytes,
} from "./reduce_codes";
import { lanes, Sum, Prod, Min, Max, Land, Lor, Lxor, Band, Bor, Bxor } from "./reduce_lanes";
import {
  maxlocPairI32, minlocPairI32, maxlocPairF32, minlocPairF32, maxlocPairF64, minlocPairF64,
  maxlocFloatInt, minlocFloatInt, maxlocDoubleInt, minlocDoubleInt, maxlocLongInt, minlocLongInt,
  maxlocShortInt, minlocShortInt,
} from "./reduce_loc";

export {
  opValid, OP_SUM, OP_PROD, OP_MIN, OP_MAX, OP_LAND, OP_LOR, OP_LXOR, OP_BAND, OP_BOR, OP_BXOR,
  OP_MAXLOC, OP_MINLOC, OP_REPLACE, OP_NO_OP, TYPE_PAIR_INT32, TYPE_PAIR_FLOAT32, TYPE_PAIR_FLOAT64,
  TYPE_FLOAT_INT, TYPE_DOUBLE_INT, TYPE_LONG_INT, TYPE_SHORT_INT,
} from "./reduce_codes";

// One function per element type: a switch on op, each case an instance of lanes<T, O>.
function byOp<T>(op: u32, d: usize, a: usize, b: usize, n: usize): void {
  switch (op) {
    case OP_SUM: lanes<T, Sum>(d, a, b, n); return;
    case OP_PROD: lanes<T, Prod>(d, a, b, n); return;
    case OP_MIN: lanes<T, Min>(d, a, b, n); return;
    case OP_MAX: lanes<T, Max>(d, a, b, n); return;
  }
  if (isInteger<T>()) {
    switch (op) {
      case OP_LAND: lanes<T, Land>(d, a, b, n); return;
      case OP_LOR: lanes<T, Lor>(d, a, b, n); return;
      case OP_LXOR: lanes<T, Lxor>(d, a, b, n); return;
      case OP_BAND: lanes<T, Band>(d, a, b, n); return;
      case OP_BOR: lanes<T, Bor>(d, a, b, n); return;
      case OP_BXOR: lanes<T, Bxor>(d, a, b, n); return;
    }
  }
}

// Bitwise ops do not depend on the element type: one instance over bytes.
function bitwise(op: u32, d: usize, a: usize, b: usize, bytes: usize): void {
  switch (op) {
    case OP_BAND: lanes<u8, Band>(d, a, b, bytes); return;
    case OP_BOR: lanes<u8, Bor>(d, a, b, bytes); return;
    case OP_BXOR: lanes<u8, Bxor>(d, a, b, bytes); return;
  }
}

function loc(op: u32, type: u32, d: usize, a: usize, b: usize, n: usize): void {
  const max = op == OP_MAXLOC;
  switch (type) {
    case TYPE_PAIR_INT32: if (max) maxlocPairI32(d, a, b, n); else minlocPairI32(d, a, b, n); return;
    case TYPE_PAIR_FLOAT32: if (max) maxlocPairF32(d, a, b, n); else minlocPairF32(d, a, b, n); return;
    case TYPE_PAIR_FLOAT64: if (max) maxlocPairF64(d, a, b, n); else minlocPairF64(d, a, b, n); return;
    case TYPE_FLOAT_INT: if (max) maxlocFloatInt(d, a, b, n); else minlocFloatInt(d, a, b, n); return;
    case TYPE_DOUBLE_INT: if (max) maxlocDoubleInt(d, a, b, n); else minlocDoubleInt(d, a, b, n); return;
    case TYPE_LONG_INT: if (max) maxlocLongInt(d, a, b, n); else minlocLongInt(d, a, b, n); return;
    case TYPE_SHORT_INT: if (max) maxlocShortInt(d, a, b, n); else minlocShortInt(d, a, b, n); return;
  }
}

/** d[i] = a[i] OP b[i] for `count` elements of `type`; 0, or -1 for an invalid pair. */
export function reduce3(op: u32, type: u32, dst: usize, a: usize, b: usize, count: u32): i32 {
  if (!opValid(op, type)) return -1;
  const n = <usize>count;
  if (op == OP_REPLACE || op == OP_NO_OP) {
    const src = op == OP_REPLACE ? b : a;
    if (dst != src) memory.copy(dst, src, n * typeBytes(type));
    return 0;
  }
  if (op >= OP_BAND && op <= OP_BXOR) {
    bitwise(op, dst, a, b, n * typeBytes(type));
    return 0;
  }
  if (op >= OP_MAXLOC) {
    loc(op, type, dst, a, b, n);
    return 0;
  }
  switch (type) {
    case TYPE_INT8: byOp<i8>(op, dst, a, b, n); break;
    case TYPE_UINT8: byOp<u8>(op, dst, a, b, n); break;
    case TYPE_INT16: byOp<i16>(op, dst, a, b, n); break;
    case TYPE_UINT16: byOp<u16>(op, dst, a, b, n); break;
    case TYPE_INT32: byOp<i32>(op, dst, a, b, n); break;
    case TYPE_UINT32: byOp<u32>(op, dst, a, b, n); break;
    case TYPE_INT64: byOp<i64>(op, dst, a, b, n); break;
    case TYPE_UINT64: byOp<u64>(op, dst, a, b, n); break;
    case TYPE_FLOAT32: byOp<f32>(op, dst, a, b, n); break;
    case TYPE_FLOAT64: byOp<f64>(op, dst, a, b, n); break;
  }
  return 0;
}

/** dst[i] = dst[i] OP src[i] (dst is the lower-rank operand); 0, or -1 for an invalid pair. */
export function reduce(op: u32, type: u32, dst: usize, src: usize, count: u32): i32 {
  return reduce3(op, type, dst, dst, src, count);
}
