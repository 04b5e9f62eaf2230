// resized(type, lb, extent): `type`'s data with lower bound `lb` and extent `extent` bytes
// (MPI_Type_create_resized): the bounds become explicit markers that every type built on it keeps
// (MPI 4.1 section 5.1.7). dup(type): a new type with the same facts (MPI_Type_dup), committed when
// `type` is.
import type { Datatype } from './type.js';
import { intArg, typeArg } from './args.js';
import { derive, factsOf } from './derive.js';

export function resized(type: Datatype, lb: number, extent: number): Datatype {
  const call = 'Datatype.resized';
  typeArg(call, 'type', type);
  intArg(call, 'lb', lb);
  intArg(call, 'extent', extent);
  const layout = { k: 'alias' as const, child: type };
  return derive('resized', `resized(${type.name}, ${lb}, ${extent})`, { type, lb, extent }, layout, {
    ...factsOf(layout),
    lb,
    ub: lb + extent,
    marked: true,
  });
}

export function dup(type: Datatype): Datatype {
  typeArg('Datatype.dup', 'type', type);
  const t = derive('dup', `dup(${type.name})`, { type }, { k: 'alias', child: type });
  if (type.committed) t.prog = type.program;
  return t;
}
