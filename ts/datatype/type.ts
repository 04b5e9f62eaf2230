// What every datatype is, and the base types, which map one-to-one to TypedArray element types.
// Derived types (the constructors, one file each, docs/guide/datatypes.md) build trees on them, with
// their facts computed at creation (facts.ts) and a program compiled at commit (program.ts). The
// constructors import this class, so it imports none of them: the public class (datatype.ts)
// adds them as static methods. A base datatype's `code`
// travels in every message header so that a receive of another element type is detected
// (ERR_TYPE) instead of silently reinterpreting bytes; derived types have code 0.
import { fail, show } from '../errors.js';
import {
  TYPE_INT8,
  TYPE_UINT8,
  TYPE_INT16,
  TYPE_UINT16,
  TYPE_INT32,
  TYPE_UINT32,
  TYPE_INT64,
  TYPE_UINT64,
  TYPE_FLOAT32,
  TYPE_FLOAT64,
  TYPE_BYTE,
  TYPE_PAIR_INT32,
  TYPE_PAIR_FLOAT32,
  TYPE_PAIR_FLOAT64,
  TYPE_FLOAT_INT,
  TYPE_DOUBLE_INT,
  TYPE_LONG_INT,
  TYPE_SHORT_INT,
} from '../core/abi.js';
import { signatureOf } from './facts.js';
import { compileType } from './program.js';
import type { TreeFacts, TreeLayout } from './tree.js';

export type TypedArray =
  | Int8Array
  | Uint8Array
  | Uint8ClampedArray
  | Int16Array
  | Uint16Array
  | Int32Array
  | Uint32Array
  | BigInt64Array
  | BigUint64Array
  | Float32Array
  | Float64Array;

export type TypedArrayCtor = {
  new (buf: ArrayBufferLike, off: number, len: number): TypedArray;
  BYTES_PER_ELEMENT: number;
  name: string;
};

/** How a derived type places its children (internal; see facts.ts and program.ts). */
export type Layout = TreeLayout<Datatype>;

/** The facts of a derived type, computed at creation (facts.ts). */
export type Facts = TreeFacts<Datatype>;

/** What makes a derived type: its combiner (as MPI_Type_get_envelope), the arguments it was made
 *  with (as MPI_Type_get_contents), its layout and facts. */
export interface Derivation {
  combiner: Combiner;
  contents: Readonly<Record<string, unknown>>;
  layout: Layout;
  facts: Facts;
}

export type Combiner =
  | 'named'
  | 'contiguous'
  | 'vector'
  | 'hvector'
  | 'indexed'
  | 'hindexed'
  | 'indexedBlock'
  | 'hindexedBlock'
  | 'struct'
  | 'subarray'
  | 'darray'
  | 'resized'
  | 'dup';

export type SignatureEntry = [Datatype, number];

let nextId = 1;
/** The value tier's type code: the shell's own (values never reach the kernels), between the core's BYTE and pair codes. */
const VALUE_CODE = 12;

export class Datatype {
  /** Lower and upper bound of one item: item i starts `i * extent` bytes after item 0. */
  readonly lb: number;
  readonly ub: number;
  /** Bounds of the bytes really touched (resized does not change them); 0 for an empty type. */
  readonly trueLb: number;
  readonly trueUb: number;
  /** One item is `size` contiguous bytes starting at `lb`, and `extent == size`. */
  readonly isContig: boolean;
  /** The one base type of every leaf, or null when the leaves mix types (a C-struct pair type is
   *  its own base type: the unit maxloc and minloc reduce). */
  readonly baseType: Datatype | null;
  /** @internal Alignment (bytes) of the most aligned element, as C lays out structs. */
  readonly align: number;
  /** How the type was made ('named' for the base and pair types). */
  readonly combiner: Combiner;
  /** The constructor's arguments (null for the base types). */
  readonly contents: Readonly<Record<string, unknown>> | null;
  /** @internal */ readonly layout: Layout | null;
  /** @internal */ readonly run: boolean;
  /** @internal */ readonly marked: boolean;
  /** @internal */ readonly id = nextId++;
  /** @internal The compiled program (commit), null before. */
  prog: Int32Array | null = null;
  private sig: SignatureEntry[] | null = null;

  /** @internal Types are the named ones (Datatype.INT32 ...) and those the constructors make. */
  constructor(
    /** @internal The core's type code (0 for derived types). */
    readonly code: number,
    readonly name: string,
    readonly size: number,
    readonly ctor: TypedArrayCtor | null,
    /** Pair types (maxloc/minloc): how many elements of `ctor` one (value, index) pair occupies,
     *  so a buffer of n pairs is a `ctor` array of n * pairElements (the C-struct pairs: the bytes of
     *  one packed pair, as a user op sees them). Undefined for other types. */
    readonly pairElements?: number,
    /** @internal Derived types only (made by the constructors, never directly). */
    d?: Derivation,
  ) {
    if (d) {
      const f = d.facts;
      this.lb = f.lb;
      this.ub = f.ub;
      this.trueLb = f.trueLb;
      this.trueUb = f.trueUb;
      this.run = f.run;
      this.marked = f.marked;
      this.align = f.align;
      this.combiner = d.combiner;
      const named = d.combiner === 'named';
      this.baseType = named ? this : f.baseType;
      this.contents = named ? null : Object.freeze({ ...d.contents });
      this.layout = d.layout;
    } else {
      this.lb = this.trueLb = 0;
      this.ub = this.trueUb = size;
      this.run = true;
      this.marked = false;
      this.align = pairElements !== undefined ? size / pairElements : size;
      this.baseType = this;
      this.combiner = 'named';
      this.contents = null;
      this.layout = null;
    }
    const extent = this.ub - this.lb;
    this.isContig = size === 0 ? extent === 0 : this.run && this.lb === this.trueLb && extent === size;
  }
  get extent(): number {
    return this.ub - this.lb;
  }
  get trueExtent(): number {
    return this.trueUb - this.trueLb;
  }
  /** True for types whose items are not single elements: the types made by a constructor, and the
   *  C-struct pair types (FLOAT_INT ... SHORT_INT: two fields, maybe with padding between or after
   *  them), which are packed and matched by their type signature like them. */
  get isDerived(): boolean {
    return this.layout !== null;
  }
  /** True once commit() compiled the type (the base types always). */
  get committed(): boolean {
    return this.layout === null || this.prog !== null;
  }
  /** The type map's base types in order, run-length encoded: `[[Datatype.INT32, 3], ...]`. */
  get signature(): SignatureEntry[] {
    this.sig ??= signatureOf<Datatype>(this);
    return this.sig.map(([t, n]) => [t, n]);
  }
  /** The compiled program's i32 words (docs/internals/datatypes.md), after commit(); null before. */
  get program(): Int32Array | null {
    if (this.layout === null) this.prog ??= compileType<Datatype>(this);
    return this.prog;
  }
  toString(): string {
    return this.name;
  }

  /** Compiles the type for pack/unpack and communication (idempotent); returns the type. */
  commit(): this {
    if (this.layout !== null) this.prog ??= compileType<Datatype>(this);
    return this;
  }

  static readonly INT8 = new Datatype(TYPE_INT8, 'int8', 1, Int8Array);
  static readonly UINT8 = new Datatype(TYPE_UINT8, 'uint8', 1, Uint8Array);
  static readonly INT16 = new Datatype(TYPE_INT16, 'int16', 2, Int16Array);
  static readonly UINT16 = new Datatype(TYPE_UINT16, 'uint16', 2, Uint16Array);
  static readonly INT32 = new Datatype(TYPE_INT32, 'int32', 4, Int32Array);
  static readonly UINT32 = new Datatype(TYPE_UINT32, 'uint32', 4, Uint32Array);
  static readonly INT64 = new Datatype(TYPE_INT64, 'int64', 8, BigInt64Array);
  static readonly UINT64 = new Datatype(TYPE_UINT64, 'uint64', 8, BigUint64Array);
  static readonly FLOAT32 = new Datatype(TYPE_FLOAT32, 'float32', 4, Float32Array);
  static readonly FLOAT64 = new Datatype(TYPE_FLOAT64, 'float64', 8, Float64Array);
  /** Raw bytes: matches messages of any element type, on either side. */
  static readonly BYTE = new Datatype(TYPE_BYTE, 'byte', 1, Uint8Array);
  /** A serialized JavaScript value (the value tier). */
  static readonly VALUE = new Datatype(VALUE_CODE, 'value', 1, Uint8Array);

  // (value, index) pairs for maxloc/minloc. The first three keep both halves in one TypedArray
  // (MPI's Fortran 2INTEGER / 2REAL / 2DOUBLE_PRECISION): pair i is arr[2i] (value), arr[2i + 1]
  // (index); a float index is exact up to 2^24 (f32) or 2^53 (f64).
  static readonly PAIR_INT32 = new Datatype(TYPE_PAIR_INT32, '2int32', 8, Int32Array, 2);
  static readonly PAIR_FLOAT32 = new Datatype(TYPE_PAIR_FLOAT32, '2float32', 8, Float32Array, 2);
  static readonly PAIR_FLOAT64 = new Datatype(TYPE_PAIR_FLOAT64, '2float64', 16, Float64Array, 2);
  // C-struct pairs (MPI_FLOAT_INT, MPI_DOUBLE_INT, MPI_LONG_INT, MPI_SHORT_INT), as MPI and C define
  // them: `struct { value; int index; }`, whose size counts the two fields only and whose extent is
  // the struct's sizeof (padded to the value's alignment). Their buffers are bytes (a Uint8Array of
  // n * extent), filled through a DataView in little-endian order, e.g. for DOUBLE_INT pair i:
  // `dv.setFloat64(16 * i, value, true); dv.setInt32(16 * i + 8, index, true)`. Layouts (size /
  // extent): FLOAT_INT f32 @0, i32 @4 (8 / 8); DOUBLE_INT f64 @0, i32 @8 (12 / 16); LONG_INT i64 @0
  // (a BigInt through getBigInt64), i32 @8 (12 / 16); SHORT_INT i16 @0, i32 @4 (6 / 8). Their type
  // signature is (value, int): a struct of the same fields matches them. Messages and reductions
  // carry them packed (no pad bytes); pad bytes of a buffer are never written.
  static readonly FLOAT_INT = Datatype.cPair(TYPE_FLOAT_INT, 'float_int', Datatype.FLOAT32, 4, 8);
  static readonly DOUBLE_INT = Datatype.cPair(TYPE_DOUBLE_INT, 'double_int', Datatype.FLOAT64, 8, 16);
  static readonly LONG_INT = Datatype.cPair(TYPE_LONG_INT, 'long_int', Datatype.INT64, 8, 16);
  static readonly SHORT_INT = Datatype.cPair(TYPE_SHORT_INT, 'short_int', Datatype.INT16, 4, 8);

  /** A C-struct pair type: `value` at 0, an int32 index at `at`, `extent` bytes per pair. The
   *  extent is that of `resized(struct([1, 1], [0, at], [value, INT32]), 0, extent)`: its bounds are
   *  markers (as C's sizeof), so a type built of pairs places them `extent` apart. */
  private static cPair(code: number, name: string, value: Datatype, at: number, extent: number): Datatype {
    const size = value.size + 4;
    const trueUb = at + 4;
    const d: Derivation = {
      combiner: 'named',
      contents: {},
      layout: { k: 'blocks', blocklens: [1, 1], displs: [0, at], children: [value, Datatype.INT32] },
      facts: {
        size,
        lb: 0,
        ub: extent,
        trueLb: 0,
        trueUb,
        run: at === value.size,
        marked: trueUb !== extent,
        baseType: null, // the pair itself (named)
        align: Math.max(value.size, 4),
      },
    };
    return new Datatype(code, name, size, Uint8Array, size, d).commit();
  }

  /** True for the (value, index) pair types of maxloc/minloc. */
  get isPair(): boolean {
    return this.pairElements !== undefined;
  }
}

const byCtor = new Map<unknown, Datatype>([
  [Int8Array, Datatype.INT8],
  [Uint8Array, Datatype.UINT8],
  [Uint8ClampedArray, Datatype.UINT8],
  [Int16Array, Datatype.INT16],
  [Uint16Array, Datatype.UINT16],
  [Int32Array, Datatype.INT32],
  [Uint32Array, Datatype.UINT32],
  [BigInt64Array, Datatype.INT64],
  [BigUint64Array, Datatype.UINT64],
  [Float32Array, Datatype.FLOAT32],
  [Float64Array, Datatype.FLOAT64],
]);

const byCode: Datatype[] = [];
for (const t of Object.values(Datatype)) if (t instanceof Datatype) byCode[t.code] = t;

export function datatypeOf(view: ArrayBufferView): Datatype | undefined {
  return byCtor.get(view.constructor) ?? subclassType(view);
}

/** Subclasses of the TypedArrays (Node's Buffer is a Uint8Array) take their base class's type. */
function subclassType(view: ArrayBufferView): Datatype | undefined {
  for (const [ctor, t] of byCtor) if (view instanceof (ctor as abstract new (...a: never[]) => unknown)) return t;
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
    fail(
      'ERR_TYPE',
      `${what}: expected a TypedArray constructor (Int8Array ... Float64Array, BigInt64Array), got ${show(ctor)}`,
    );
  }
  return ctor as TypedArrayCtor;
}
