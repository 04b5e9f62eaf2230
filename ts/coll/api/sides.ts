// A collective's options and each side's type and count from them (docs/internals/collectives.md,
// "Datatypes"). What a side's type then means for the executor (its unit, the staging of a type
// that is not contiguous, the signature checks) is ts/datatype/units.ts and staging.ts.
import type { AlgorithmNames, CollName } from '../select/algorithms.gen.js';
import { badOptions, failOptions } from '../../errors.js';
import type { Datatype } from '../../datatype/type.js';

export interface CollOpts<C extends CollName = CollName> {
  /** Forces this algorithm (docs/internals/collectives.md lists each one); otherwise the cost model chooses. */
  algorithm?: AlgorithmNames[C];
  /** The type of both sides (unless sendtype / recvtype say otherwise). */
  datatype?: Datatype;
  /** Items of a one-vector call (bcast, the reductions) on both sides. */
  count?: number;
  sendtype?: Datatype;
  sendcount?: number;
  recvtype?: Datatype;
  recvcount?: number;
}

/** One side's options: its type (undefined: the TypedArray's element type) and count. */
export interface Side {
  type: Datatype | undefined;
  count: number | undefined;
}

const NO_SIDE: Side = Object.freeze({ type: undefined, count: undefined });

/** A collective's options, as badOptions (errors.ts) checks them. */
export function collOptions(o: CollOpts | undefined): void {
  if (badOptions(o)) failOptions('a collective', o, 'datatype, count, sendtype, recvtype, algorithm, ...');
}

export const sendSide = (o: CollOpts | undefined): Side => {
  if (o === undefined) return NO_SIDE;
  collOptions(o);
  return { type: o.sendtype ?? o.datatype, count: o.sendcount ?? o.count };
};
export const recvSide = (o: CollOpts | undefined): Side => {
  if (o === undefined) return NO_SIDE;
  collOptions(o);
  return { type: o.recvtype ?? o.datatype, count: o.recvcount ?? o.count };
};

/** A side without a type or a count: the buffer's own elements (the common, cached path). */
export const plainSide = (s: Side) => s.type === undefined && s.count === undefined;
