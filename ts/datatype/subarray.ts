// subarray(sizes, subsizes, starts, order, base): the `subsizes` block at `starts` of an n-dimensional
// array of `sizes` items of `base`, 'C' (row-major: the last dimension varies fastest) or 'F'
// (column-major: the first does) (MPI_Type_create_subarray). As in MPI, it is built from nested
// hvectors displaced to the block's first element, then resized to [0, the whole array's extent),
// so consecutive items are consecutive whole arrays.
import type { Datatype } from './type.js';
import { fail, show } from '../errors.js';
import { countList, intList, sameLength, showList, typeArg } from './args.js';
import { derive, factsOf } from './derive.js';

export function subarray(
  sizes: ArrayLike<number>,
  subsizes: ArrayLike<number>,
  starts: ArrayLike<number>,
  order: 'C' | 'F',
  base: Datatype,
): Datatype {
  const call = 'Datatype.subarray';
  const sz = countList(call, 'sizes', sizes);
  const sub = countList(call, 'subsizes', subsizes);
  const st = intList(call, 'starts', starts);
  sameLength(call, 'sizes', sz.length, 'subsizes', sub.length);
  sameLength(call, 'sizes', sz.length, 'starts', st.length);
  const n = sz.length;
  if (n === 0) fail('ERR_ARG', `${call}: sizes must have at least one dimension, got an empty array`);
  for (let i = 0; i < n; i++) {
    if (sz[i] < 1) fail('ERR_ARG', `${call}: sizes[${i}] must be at least 1, got ${sz[i]}`);
    if (st[i] < 0 || st[i] + sub[i] > sz[i]) {
      fail(
        'ERR_ARG',
        `${call}: dimension ${i}: starts[${i}] + subsizes[${i}] = ${st[i]} + ${sub[i]} must lie ` +
          `within 0..sizes[${i}] = ${sz[i]} (starts >= 0, starts + subsizes <= sizes)`,
      );
    }
  }
  if (order !== 'C' && order !== 'F')
    fail('ERR_ARG', `${call}: order must be 'C' (row-major) or 'F' (column-major), got ${show(order)}`);
  typeArg(call, 'base', base);

  const e = base.extent;
  // byte stride of each dimension, and the dimensions from the fastest-varying to the slowest
  const stride = new Array<number>(n);
  const dims = order === 'C' ? [...Array(n).keys()].reverse() : [...Array(n).keys()];
  let s = e;
  for (const d of dims) {
    stride[d] = s;
    s *= sz[d];
  }
  const total = s;
  let t = base;
  for (const d of dims) {
    t = derive(
      'hvector',
      `hvector(${sub[d]}, 1, ${stride[d]}, ${t.name})`,
      { count: sub[d], blocklength: 1, stride: stride[d], base: t },
      { k: 'strided', child: t, count: sub[d], blocklen: 1, stride: stride[d] },
    );
  }
  let offset = 0;
  for (let d = 0; d < n; d++) offset += st[d] * stride[d];
  if (offset !== 0) {
    t = derive(
      'hindexed',
      `hindexed([1], [${offset}], ${t.name})`,
      { blocklengths: [1], displs: [offset], base: t },
      { k: 'blocks', blocklens: [1], displs: [offset], children: [t] },
    );
  }
  const layout = { k: 'alias' as const, child: t };
  const facts = { ...factsOf(layout), lb: 0, ub: total, marked: true };
  return derive(
    'subarray',
    `subarray(${showList(sz)}, ${showList(sub)}, ${showList(st)}, '${order}', ${base.name})`,
    { sizes: sz, subsizes: sub, starts: st, order, base },
    layout,
    facts,
  );
}
