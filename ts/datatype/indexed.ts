// indexed(blocklengths, displs, base): block k is `blocklengths[k]` items of `base` at `displs[k]`
// items of `base` (MPI_Type_indexed); hindexed: displacements in bytes (MPI_Type_create_hindexed);
// indexedBlock: one block length for all (MPI_Type_create_indexed_block). Displacements may be
// negative and in any order; blocks of length 0 hold nothing.
import type { Datatype } from './datatype.js';
import { countArg, countList, intList, sameLength, showList, typeArg } from './args.js';
import { derive } from './derive.js';

export function indexed(blocklengths: ArrayLike<number>, displs: ArrayLike<number>, base: Datatype): Datatype {
  const call = 'Datatype.indexed';
  const bl = countList(call, 'blocklengths', blocklengths);
  const d = intList(call, 'displs', displs);
  sameLength(call, 'blocklengths', bl.length, 'displs', d.length);
  typeArg(call, 'base', base);
  return derive('indexed', `indexed(${showList(bl)}, ${showList(d)}, ${base.name})`, { blocklengths: bl, displs: d, base },
    { k: 'blocks', blocklens: bl, displs: d.map((x) => x * base.extent), children: bl.map(() => base) });
}

export function hindexed(blocklengths: ArrayLike<number>, byteDispls: ArrayLike<number>, base: Datatype): Datatype {
  const call = 'Datatype.hindexed';
  const bl = countList(call, 'blocklengths', blocklengths);
  const d = intList(call, 'byteDispls', byteDispls);
  sameLength(call, 'blocklengths', bl.length, 'byteDispls', d.length);
  typeArg(call, 'base', base);
  return derive('hindexed', `hindexed(${showList(bl)}, ${showList(d)}, ${base.name})`, { blocklengths: bl, displs: d, base },
    { k: 'blocks', blocklens: bl, displs: d, children: bl.map(() => base) });
}

export function indexedBlock(blocklength: number, displs: ArrayLike<number>, base: Datatype): Datatype {
  const call = 'Datatype.indexedBlock';
  countArg(call, 'blocklength', blocklength);
  const d = intList(call, 'displs', displs);
  typeArg(call, 'base', base);
  return derive('indexedBlock', `indexedBlock(${blocklength}, ${showList(d)}, ${base.name})`, { blocklength, displs: d, base },
    { k: 'blocks', blocklens: d.map(() => blocklength), displs: d.map((x) => x * base.extent), children: d.map(() => base) });
}
