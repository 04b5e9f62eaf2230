// The public Datatype class: the base types and facts of every type (type.ts) with the derived
// type constructors (one module each) as static methods, MPI's MPI_Type_* calls. Every Datatype,
// base or derived, is an instance of the class in type.ts (the constructors make them and cannot
// import this module, which imports them), so `instanceof` here is that class's.
import { Datatype as TypeBase } from './type.js';
import { contiguous } from './contiguous.js';
import { vector, hvector } from './vector.js';
import { indexed, hindexed, indexedBlock, hindexedBlock } from './indexed.js';
import { struct } from './struct.js';
import { subarray } from './subarray.js';
import { darray, type DarrayOpts } from './darray.js';
import type { Distribution } from '../constants.js';
import { resized, dup } from './resized.js';

export class Datatype extends TypeBase {
  // never made: every type is a TypeBase (see above); the class holds the constructors
  private constructor() {
    super(0, '', 0, null);
  }

  static [Symbol.hasInstance](v: unknown): boolean {
    return v instanceof TypeBase;
  }

  static contiguous(count: number, base: Datatype): Datatype {
    return contiguous(count, base);
  }
  /** `count` blocks of `blocklength` items of `base`, block starts `stride` items of `base` apart. */
  static vector(count: number, blocklength: number, stride: number, base: Datatype): Datatype {
    return vector(count, blocklength, stride, base);
  }
  /** As vector, with the stride in bytes. */
  static hvector(count: number, blocklength: number, strideBytes: number, base: Datatype): Datatype {
    return hvector(count, blocklength, strideBytes, base);
  }
  /** Block k: `blocklengths[k]` items of `base` at `displs[k]` items of `base`. */
  static indexed(blocklengths: ArrayLike<number>, displs: ArrayLike<number>, base: Datatype): Datatype {
    return indexed(blocklengths, displs, base);
  }
  /** As indexed, with the displacements in bytes. */
  static hindexed(blocklengths: ArrayLike<number>, byteDispls: ArrayLike<number>, base: Datatype): Datatype {
    return hindexed(blocklengths, byteDispls, base);
  }
  /** As indexed, every block `blocklength` items long. */
  static indexedBlock(blocklength: number, displs: ArrayLike<number>, base: Datatype): Datatype {
    return indexedBlock(blocklength, displs, base);
  }
  /** As indexedBlock, with the displacements in bytes: `blocklength` items of `base` at each of
   *  `byteDispls` (any order, negative allowed). */
  static hindexedBlock(blocklength: number, byteDispls: ArrayLike<number>, base: Datatype): Datatype {
    return hindexedBlock(blocklength, byteDispls, base);
  }
  /** Block k: `blocklengths[k]` items of `types[k]` at byte `byteDispls[k]`. */
  static struct(blocklengths: ArrayLike<number>, byteDispls: ArrayLike<number>, types: ArrayLike<Datatype>): Datatype {
    return struct(blocklengths, byteDispls, types);
  }
  /** The `subsizes` block at `starts` of an array of `sizes` items of `base`, in 'C' (row-major)
   *  or 'F' (column-major) order; its extent is the whole array's. */
  static subarray(
    sizes: ArrayLike<number>,
    subsizes: ArrayLike<number>,
    starts: ArrayLike<number>,
    order: 'C' | 'F',
    base: Datatype,
  ): Datatype {
    return subarray(sizes, subsizes, starts, order, base);
  }
  /** The piece of an array of `gsizes` items of `base` that process `rank` of `size` holds when
   *  the array is distributed over a process grid of `psizes` (numbered row-major): dimension i
   *  in blocks (`DISTRIBUTE_BLOCK`), dealt round-robin in blocks of `dargs[i]` items
   *  (`DISTRIBUTE_CYCLIC`), or whole (`DISTRIBUTE_NONE`, psize 1); `DISTRIBUTE_DFLT_DARG` asks for
   *  the default block length. The items are in the array's order (`opts.order`: 'C', the
   *  default, or 'F'); the extent is the whole array's, so the type describes the piece in place
   *  in a global-sized buffer. */
  static darray(
    size: number,
    rank: number,
    gsizes: ArrayLike<number>,
    distribs: ArrayLike<Distribution>,
    dargs: ArrayLike<number>,
    psizes: ArrayLike<number>,
    base: Datatype,
    opts?: DarrayOpts,
  ): Datatype {
    return darray(size, rank, gsizes, distribs, dargs, psizes, base, opts);
  }
  /** `type` with lower bound `lb` and extent `extent` (bytes). */
  static resized(type: Datatype, lb: number, extent: number): Datatype {
    return resized(type, lb, extent);
  }
  /** A copy of `type` (same facts; committed when `type` is). */
  static dup(type: Datatype): Datatype {
    return dup(type);
  }

  // the base and pair types (type.ts documents each), own properties of the public class too
  static readonly INT8 = TypeBase.INT8;
  static readonly UINT8 = TypeBase.UINT8;
  static readonly INT16 = TypeBase.INT16;
  static readonly UINT16 = TypeBase.UINT16;
  static readonly INT32 = TypeBase.INT32;
  static readonly UINT32 = TypeBase.UINT32;
  static readonly INT64 = TypeBase.INT64;
  static readonly UINT64 = TypeBase.UINT64;
  static readonly FLOAT32 = TypeBase.FLOAT32;
  static readonly FLOAT64 = TypeBase.FLOAT64;
  static readonly BYTE = TypeBase.BYTE;
  static readonly VALUE = TypeBase.VALUE;
  static readonly PAIR_INT32 = TypeBase.PAIR_INT32;
  static readonly PAIR_FLOAT32 = TypeBase.PAIR_FLOAT32;
  static readonly PAIR_FLOAT64 = TypeBase.PAIR_FLOAT64;
  static readonly FLOAT_INT = TypeBase.FLOAT_INT;
  static readonly DOUBLE_INT = TypeBase.DOUBLE_INT;
  static readonly LONG_INT = TypeBase.LONG_INT;
  static readonly SHORT_INT = TypeBase.SHORT_INT;
}
