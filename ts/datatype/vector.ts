// vector(count, blocklength, stride, base): `count` blocks of `blocklength` items of `base`, block
// k starting `k * stride` items of `base` (extents) after block 0 (MPI_Type_vector); hvector: the
// same with the stride in bytes (MPI_Type_create_hvector). Negative strides are allowed.
import type { Datatype } from './type.js';
import { countArg, intArg, typeArg } from './args.js';
import { derive } from './derive.js';

export function vector(count: number, blocklength: number, stride: number, base: Datatype): Datatype {
  const call = 'Datatype.vector';
  countArg(call, 'count', count);
  countArg(call, 'blocklength', blocklength);
  intArg(call, 'stride', stride);
  typeArg(call, 'base', base);
  return derive(
    'vector',
    `vector(${count}, ${blocklength}, ${stride}, ${base.name})`,
    { count, blocklength, stride, base },
    { k: 'strided', child: base, count, blocklen: blocklength, stride: stride * base.extent },
  );
}

export function hvector(count: number, blocklength: number, strideBytes: number, base: Datatype): Datatype {
  const call = 'Datatype.hvector';
  countArg(call, 'count', count);
  countArg(call, 'blocklength', blocklength);
  intArg(call, 'strideBytes', strideBytes);
  typeArg(call, 'base', base);
  return derive(
    'hvector',
    `hvector(${count}, ${blocklength}, ${strideBytes}, ${base.name})`,
    { count, blocklength, stride: strideBytes, base },
    { k: 'strided', child: base, count, blocklen: blocklength, stride: strideBytes },
  );
}
