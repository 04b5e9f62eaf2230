// struct(blocklengths, byteDispls, types): block k is `blocklengths[k]` items of `types[k]` at byte
// `byteDispls[k]` (MPI_Type_create_struct). The gaps between fields (padding) are not data: pack
// skips them and unpack leaves them alone. No alignment padding is added to the extent.
import type { Datatype } from './type.js';
import { countList, intList, listArg, sameLength, showList, typeArg } from './args.js';
import { derive } from './derive.js';

export function struct(
  blocklengths: ArrayLike<number>,
  byteDispls: ArrayLike<number>,
  types: ArrayLike<Datatype>,
): Datatype {
  const call = 'Datatype.struct';
  const bl = countList(call, 'blocklengths', blocklengths);
  const d = intList(call, 'byteDispls', byteDispls);
  const ts = listArg(call, 'types', types).map((t, i) => typeArg(call, `types[${i}]`, t));
  sameLength(call, 'blocklengths', bl.length, 'byteDispls', d.length);
  sameLength(call, 'blocklengths', bl.length, 'types', ts.length);
  return derive(
    'struct',
    `struct(${showList(bl)}, ${showList(d)}, ${showList(ts.map((t) => t.name))})`,
    { blocklengths: bl, displs: d, types: ts },
    { k: 'blocks', blocklens: bl, displs: d, children: ts },
  );
}
