// indexed(blocklengths, displs, base): block k is `blocklengths[k]` items of `base` at `displs[k]`
// items of `base` (MPI_Type_indexed); hindexed: displacements in bytes (MPI_Type_create_hindexed);
// indexedBlock: one block length for all (MPI_Type_create_indexed_block); hindexedBlock: one block
// length, displacements in bytes (MPI_Type_create_hindexed_block). Displacements may be negative
// and in any order; blocks of length 0 hold nothing.
import type { Datatype } from './type.js';
import { countArg, countList, intList, sameLength, showList, typeArg } from './args.js';
import { derive } from './derive.js';

export function indexed(blocklengths: ArrayLike<number>, displs: ArrayLike<number>, base: Datatype): Datatype {
  typeArg('Datatype.indexed', 'base', base); // before its extent is read
  return blocks('indexed', 'displs', blocklengths, displs, base, base.extent);
}

export function hindexed(blocklengths: ArrayLike<number>, byteDispls: ArrayLike<number>, base: Datatype): Datatype {
  return blocks('hindexed', 'byteDispls', blocklengths, byteDispls, base, 1);
}

/** indexed and hindexed: `unit` bytes per displacement step (base's extent, or 1). */
function blocks(
  kind: 'indexed' | 'hindexed',
  dname: string,
  blocklengths: ArrayLike<number>,
  displs: ArrayLike<number>,
  base: Datatype,
  unit: number,
): Datatype {
  const call = `Datatype.${kind}`;
  const bl = countList(call, 'blocklengths', blocklengths);
  const d = intList(call, dname, displs);
  sameLength(call, 'blocklengths', bl.length, dname, d.length);
  typeArg(call, 'base', base);
  return derive(
    kind,
    `${kind}(${showList(bl)}, ${showList(d)}, ${base.name})`,
    { blocklengths: bl, displs: d, base },
    { k: 'blocks', blocklens: bl, displs: unit === 1 ? d : d.map((x) => x * unit), children: bl.map(() => base) },
  );
}

export function indexedBlock(blocklength: number, displs: ArrayLike<number>, base: Datatype): Datatype {
  return sameBlocks('indexedBlock', 'displs', blocklength, displs, base);
}

export function hindexedBlock(blocklength: number, byteDispls: ArrayLike<number>, base: Datatype): Datatype {
  return sameBlocks('hindexedBlock', 'byteDispls', blocklength, byteDispls, base);
}

/** indexedBlock (displacements in items of base) and hindexedBlock (in bytes); the arguments are
 *  checked in order, so the first bad one is the one reported. */
function sameBlocks(
  kind: 'indexedBlock' | 'hindexedBlock',
  dname: string,
  blocklength: number,
  displs: ArrayLike<number>,
  base: Datatype,
): Datatype {
  const call = `Datatype.${kind}`;
  countArg(call, 'blocklength', blocklength);
  const d = intList(call, dname, displs);
  typeArg(call, 'base', base);
  const unit = kind === 'indexedBlock' ? base.extent : 1;
  return derive(
    kind,
    `${kind}(${blocklength}, ${showList(d)}, ${base.name})`,
    { blocklength, displs: d, base },
    {
      k: 'blocks',
      blocklens: d.map(() => blocklength),
      displs: unit === 1 ? d : d.map((x) => x * unit),
      children: d.map(() => base),
    },
  );
}
