// contiguous(count, base): `count` items of `base`, one extent apart (MPI_Type_contiguous).
import type { Datatype } from './type.js';
import { countArg, typeArg } from './args.js';
import { derive } from './derive.js';

export function contiguous(count: number, base: Datatype): Datatype {
  const call = 'Datatype.contiguous';
  countArg(call, 'count', count);
  typeArg(call, 'base', base);
  return derive(
    'contiguous',
    `contiguous(${count}, ${base.name})`,
    { count, base },
    { k: 'strided', child: base, count, blocklen: 1, stride: base.extent },
  );
}
