// struct(blocklengths, byteDispls, types): block k is `blocklengths[k]` items of `types[k]` at byte
// `byteDispls[k]` (MPI_Type_create_struct). The gaps between fields (padding) are not data: pack
// skips them and unpack leaves them alone. As in C and MPI (4.1 section 5.1.6, epsilon), the extent
// is padded up to a multiple of the most aligned field's alignment, so that items of the struct lay
// out as an array of the C struct does: struct([1, 1], [0, 8], [FLOAT64, INT32]) has size 12 and
// extent 16. A type with explicit bounds (resized, or markers inherited from a field) is not padded;
// `resized(t, t.lb, n)` gives any other extent (e.g. the unpadded one).
import type { Datatype, Layout } from './type.js';
import { countList, intList, listArg, sameLength, showList, typeArg } from './args.js';
import { derive, factsOf } from './derive.js';

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
  const layout: Layout = { k: 'blocks', blocklens: bl, displs: d, children: ts };
  const f = factsOf(layout);
  const extent = f.ub - f.lb;
  if (!f.marked && extent > 0 && extent % f.align !== 0) f.ub += f.align - (extent % f.align);
  return derive(
    'struct',
    `struct(${showList(bl)}, ${showList(d)}, ${showList(ts.map((t) => t.name))})`,
    { blocklengths: bl, displs: d, types: ts },
    layout,
    f,
  );
}
