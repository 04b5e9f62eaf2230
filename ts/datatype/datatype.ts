// Datatypes. Base types map one-to-one to TypedArray element types; derived types (issue 4) build
// on them. A datatype's `code` travels in every message header so that a receive of another
// element type is detected (ERR_TYPE) instead of silently reinterpreting bytes.
import { fail, show } from '../errors.js';

export type TypedArray =
  | Int8Array | Uint8Array | Uint8ClampedArray | Int16Array | Uint16Array | Int32Array | Uint32Array
  | BigInt64Array | BigUint64Array | Float32Array | Float64Array;

export type TypedArrayCtor = { new (buf: ArrayBufferLike, off: number, len: number): TypedArray; BYTES_PER_ELEMENT: number; name: string };

export class Datatype {
  constructor(
    readonly code: number,
    readonly name: string,
    readonly size: number,
    readonly ctor: TypedArrayCtor | null,
    /** Pair types (maxloc/minloc): how many elements of `ctor` one (value, index) pair occupies,
     *  so a buffer of n pairs is a `ctor` array of n * pairElements. Undefined for other types. */
    readonly pairElements?: number,
  ) {}
  get extent(): number { return this.size; }
  get lb(): number { return 0; }
  get trueExtent(): number { return this.size; }
  toString(): string { return this.name; }

  static readonly INT8 = new Datatype(1, 'int8', 1, Int8Array);
  static readonly UINT8 = new Datatype(2, 'uint8', 1, Uint8Array);
  static readonly INT16 = new Datatype(3, 'int16', 2, Int16Array);
  static readonly UINT16 = new Datatype(4, 'uint16', 2, Uint16Array);
  static readonly INT32 = new Datatype(5, 'int32', 4, Int32Array);
  static readonly UINT32 = new Datatype(6, 'uint32', 4, Uint32Array);
  static readonly INT64 = new Datatype(7, 'int64', 8, BigInt64Array as unknown as TypedArrayCtor);
  static readonly UINT64 = new Datatype(8, 'uint64', 8, BigUint64Array as unknown as TypedArrayCtor);
  static readonly FLOAT32 = new Datatype(9, 'float32', 4, Float32Array);
  static readonly FLOAT64 = new Datatype(10, 'float64', 8, Float64Array);
  /** Raw bytes: matches messages of any element type, on either side. */
  static readonly BYTE = new Datatype(11, 'byte', 1, Uint8Array);
  /** A serialized JavaScript value (the value tier). */
  static readonly VALUE = new Datatype(12, 'value', 1, Uint8Array);

  // (value, index) pairs for maxloc/minloc. The first three keep both halves in one TypedArray
  // (MPI's Fortran 2INTEGER / 2REAL / 2DOUBLE_PRECISION): pair i is arr[2i] (value), arr[2i + 1]
  // (index); a float index is exact up to 2^24 (f32) or 2^53 (f64).
  static readonly PAIR_INT32 = new Datatype(13, '2int32', 8, Int32Array, 2);
  static readonly PAIR_FLOAT32 = new Datatype(14, '2float32', 8, Float32Array, 2);
  static readonly PAIR_FLOAT64 = new Datatype(15, '2float64', 16, Float64Array, 2);
  // C-struct pairs (MPI_FLOAT_INT, MPI_DOUBLE_INT, MPI_LONG_INT, MPI_SHORT_INT): mixed fields, so
  // their buffers are bytes (a Uint8Array of n * size), filled through a DataView in little-endian
  // order, e.g. for DOUBLE_INT pair i: `dv.setFloat64(16 * i, value, true); dv.setInt32(16 * i + 8,
  // index, true)`. Layouts: FLOAT_INT f32 @0, i32 @4; DOUBLE_INT f64 @0, i32 @8, 4 pad bytes;
  // LONG_INT i64 @0 (a BigInt through getBigInt64), i32 @8, 4 pad; SHORT_INT i16 @0, 2 pad, i32 @4.
  // The kernels never write the pad bytes.
  static readonly FLOAT_INT = new Datatype(16, 'float_int', 8, Uint8Array, 8);
  static readonly DOUBLE_INT = new Datatype(17, 'double_int', 16, Uint8Array, 16);
  static readonly LONG_INT = new Datatype(18, 'long_int', 16, Uint8Array, 16);
  static readonly SHORT_INT = new Datatype(19, 'short_int', 8, Uint8Array, 8);

  /** True for the (value, index) pair types of maxloc/minloc. */
  get isPair(): boolean { return this.pairElements !== undefined; }
}

const byCtor = new Map<unknown, Datatype>([
  [Int8Array, Datatype.INT8], [Uint8Array, Datatype.UINT8], [Uint8ClampedArray, Datatype.UINT8],
  [Int16Array, Datatype.INT16], [Uint16Array, Datatype.UINT16], [Int32Array, Datatype.INT32],
  [Uint32Array, Datatype.UINT32], [BigInt64Array, Datatype.INT64], [BigUint64Array, Datatype.UINT64],
  [Float32Array, Datatype.FLOAT32], [Float64Array, Datatype.FLOAT64],
]);

const byCode: Datatype[] = [];
for (const t of Object.values(Datatype)) if (t instanceof Datatype) byCode[t.code] = t;

export function datatypeOf(view: ArrayBufferView): Datatype | undefined {
  return byCtor.get(view.constructor) ?? subclassType(view);
}

/** Subclasses of the TypedArrays (Node's Buffer is a Uint8Array) take their base class's type. */
function subclassType(view: ArrayBufferView): Datatype | undefined {
  for (const [ctor, t] of byCtor) if (view instanceof (ctor as any)) return t;
  return undefined;
}

export function datatypeByCode(code: number): Datatype | undefined {
  return byCode[code];
}

/** True when a message of element type `sent` may be received as `recv`. */
export function typesMatch(sent: number, recv: number): boolean {
  return sent === recv || sent === Datatype.BYTE.code || recv === Datatype.BYTE.code;
}

export function isTypedArray(v: unknown): v is TypedArray {
  return ArrayBuffer.isView(v) && !(v instanceof DataView);
}

export function typedArrayCtor(ctor: unknown, what: string): TypedArrayCtor {
  if (!byCtor.has(ctor)) {
    fail('ERR_TYPE', `${what}: expected a TypedArray constructor (Int8Array ... Float64Array, BigInt64Array), got ${show(ctor)}`);
  }
  return ctor as TypedArrayCtor;
}
