// Op and element-type codes of the reduction kernels, and which pairs are valid.
// Type codes 1..11 are the base types, 13..19 the (value, index) pair types of maxloc/minloc (12 is
// the shell's serialized-value type, never reduced). The shell keeps no copy of these codes: it
// imports them from the generated ts/core/abi.ts (scripts/gen/abi.mjs reads this file), and
// test/abi.test.mjs and test/kernel_reduce.test.mjs check its Datatype and Op codes against the
// constants the built core exports.

export const OP_SUM: u32 = 1;
export const OP_PROD: u32 = 2;
export const OP_MIN: u32 = 3;
export const OP_MAX: u32 = 4;
export const OP_LAND: u32 = 5;
export const OP_LOR: u32 = 6;
export const OP_LXOR: u32 = 7;
export const OP_BAND: u32 = 8;
export const OP_BOR: u32 = 9;
export const OP_BXOR: u32 = 10;
export const OP_MAXLOC: u32 = 11;
export const OP_MINLOC: u32 = 12;
export const OP_REPLACE: u32 = 13; // RMA: result = b (the incoming operand)
export const OP_NO_OP: u32 = 14; // RMA: result = a (dst keeps its value)

export const TYPE_INT8: u32 = 1;
export const TYPE_UINT8: u32 = 2;
export const TYPE_INT16: u32 = 3;
export const TYPE_UINT16: u32 = 4;
export const TYPE_INT32: u32 = 5;
export const TYPE_UINT32: u32 = 6;
export const TYPE_INT64: u32 = 7;
export const TYPE_UINT64: u32 = 8;
export const TYPE_FLOAT32: u32 = 9;
export const TYPE_FLOAT64: u32 = 10;
export const TYPE_BYTE: u32 = 11;
// (12 is the shell's serialized-value type: never reduced)
export const TYPE_PAIR_INT32: u32 = 13; // i32 value, i32 index (8 B)
export const TYPE_PAIR_FLOAT32: u32 = 14; // f32 value, f32 index (8 B)
export const TYPE_PAIR_FLOAT64: u32 = 15; // f64 value, f64 index (16 B)
export const TYPE_FLOAT_INT: u32 = 16; // f32 value, i32 index (8 B)
export const TYPE_DOUBLE_INT: u32 = 17; // f64 value, i32 index at 8 (12 B packed)
export const TYPE_LONG_INT: u32 = 18; // i64 value, i32 index at 8 (12 B packed)
export const TYPE_SHORT_INT: u32 = 19; // i16 value, i32 index at 2 (6 B packed)

/** Bytes of one element of `type`, 0 for a code the kernels do not know. */
export function typeBytes(type: u32): u32 {
  switch (type) {
    case TYPE_INT8: case TYPE_UINT8: case TYPE_BYTE: return 1;
    case TYPE_INT16: case TYPE_UINT16: return 2;
    case TYPE_INT32: case TYPE_UINT32: case TYPE_FLOAT32: return 4;
    case TYPE_INT64: case TYPE_UINT64: case TYPE_FLOAT64: return 8;
    case TYPE_SHORT_INT: return 6;
    case TYPE_PAIR_INT32: case TYPE_PAIR_FLOAT32: case TYPE_FLOAT_INT: return 8;
    case TYPE_DOUBLE_INT: case TYPE_LONG_INT: return 12;
    case TYPE_PAIR_FLOAT64: return 16;
  }
  return 0;
}

/** 1 when `op` may be applied to elements of `type`, else 0.
 *  sum prod min max: numeric types 1..10. land lor lxor: integers 1..8. band bor bxor: integers
 *  and BYTE. maxloc minloc: pair types 13..19 only. replace no_op: every type the kernels know. */
export function opValid(op: u32, type: u32): i32 {
  const numeric = type >= TYPE_INT8 && type <= TYPE_FLOAT64;
  const integer = type >= TYPE_INT8 && type <= TYPE_UINT64;
  const pair = type >= TYPE_PAIR_INT32 && type <= TYPE_SHORT_INT;
  switch (op) {
    case OP_SUM: case OP_PROD: case OP_MIN: case OP_MAX: return <i32>numeric;
    case OP_LAND: case OP_LOR: case OP_LXOR: return <i32>integer;
    case OP_BAND: case OP_BOR: case OP_BXOR: return <i32>(integer || type == TYPE_BYTE);
    case OP_MAXLOC: case OP_MINLOC: return <i32>pair;
    case OP_REPLACE: case OP_NO_OP: return <i32>(typeBytes(type) != 0);
  }
  return 0;
}
