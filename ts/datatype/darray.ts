// darray(size, rank, gsizes, distribs, dargs, psizes, base, opts?): the piece of an n-dimensional
// array of `gsizes` items of `base` that process `rank` of `size` holds when the array is dealt out
// over a process grid of `psizes` (MPI_Type_create_darray, MPI 4.1 section 5.1.4).
//
// The grid's processes are numbered row-major (the last grid dimension varies fastest) whatever
// the array's order, as MPI says (and as a Cartesian topology numbers them). Along dimension i,
// with block length b, global index j belongs to grid coordinate floor(j / b) % psizes[i]: BLOCK
// (b = dargs[i], or ceil(gsize / psize) by default; the blocks must cover the dimension), CYCLIC
// (b = dargs[i], 1 by default), NONE (the whole dimension, psize 1; its darg is ignored). The type
// map holds the process's items in the array's order, 'C' (the last dimension varies fastest) or
// 'F' (the first does): the local array as it would be stored in that order. As in MPI the type
// has lb 0 and the whole array's extent, so it describes the piece in place in a global-sized
// buffer, and consecutive items are consecutive whole arrays.
//
// Construction (as the standard's reference one, without its resized at every level): from the
// fastest dimension to the slowest, the piece so far (`t`, the faster dimensions' items of this
// process) is placed along the dimension as the process's blocks: the `full` whole blocks, one
// every psize * b indices from index coord * b (one strided node: vectors of vectors, which commit
// turns into one strided loop per dimension), and the short last block of the dimension when this
// process holds it (a second child). So a dimension costs O(1) nodes whatever its size, and
// commit merges the runs of the fastest dimension into byte blocks.
import type { Datatype } from './type.js';
import { badOptions, fail, failOptions, show } from '../errors.js';
import {
  DISTRIBUTE_BLOCK,
  DISTRIBUTE_CYCLIC,
  DISTRIBUTE_DFLT_DARG,
  DISTRIBUTE_NONE,
  type Distribution,
} from '../constants.js';
import { countList, intList, listArg, sameLength, showList, typeArg } from './args.js';
import { derive, factsOf } from './derive.js';

const I32_MAX = 2 ** 31 - 1;
const DISTRIBS: readonly string[] = [DISTRIBUTE_BLOCK, DISTRIBUTE_CYCLIC, DISTRIBUTE_NONE];

/** Options of Datatype.darray. */
export interface DarrayOpts {
  /** The array's storage order: 'C' (row-major, the default) or 'F' (column-major). */
  order?: 'C' | 'F';
}

export function darray(
  size: number,
  rank: number,
  gsizes: ArrayLike<number>,
  distribs: ArrayLike<Distribution>,
  dargs: ArrayLike<number>,
  psizes: ArrayLike<number>,
  base: Datatype,
  opts?: DarrayOpts,
): Datatype {
  const call = 'Datatype.darray';
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 1 || size > I32_MAX) {
    const what = `size (the number of processes) must be an integer from 1 to ${I32_MAX}`;
    fail('ERR_ARG', `${call}: ${what}, got ${show(size)}`);
  }
  if (typeof rank !== 'number' || !Number.isInteger(rank) || rank < 0 || rank >= size)
    fail('ERR_RANK', `${call}: rank must be an integer from 0 to size - 1 = ${size - 1}, got ${show(rank)}`);
  const gs = countList(call, 'gsizes', gsizes);
  const ds = listArg(call, 'distribs', distribs);
  const da = intList(call, 'dargs', dargs);
  const ps = countList(call, 'psizes', psizes);
  const n = gs.length;
  sameLength(call, 'gsizes', n, 'distribs', ds.length);
  sameLength(call, 'gsizes', n, 'dargs', da.length);
  sameLength(call, 'gsizes', n, 'psizes', ps.length);
  if (n === 0) fail('ERR_ARG', `${call}: gsizes must have at least one dimension, got an empty array`);
  const blk = new Array<number>(n); // the block length of each dimension
  for (let i = 0; i < n; i++) {
    const g = gs[i];
    const d = ds[i];
    const a = da[i];
    const p = ps[i];
    if (g < 1) fail('ERR_ARG', `${call}: gsizes[${i}] must be at least 1, got ${g}`);
    if (p < 1) fail('ERR_ARG', `${call}: psizes[${i}] must be at least 1, got ${p}`);
    if (typeof d !== 'string' || !DISTRIBS.includes(d)) {
      fail(
        'ERR_ARG',
        `${call}: distribs[${i}] must be DISTRIBUTE_BLOCK, DISTRIBUTE_CYCLIC or DISTRIBUTE_NONE ` +
          `('block', 'cyclic', 'none'), got ${show(d)}`,
      );
    }
    if (a !== DISTRIBUTE_DFLT_DARG && a < 1) {
      fail(
        'ERR_ARG',
        `${call}: dargs[${i}] must be a block length of at least 1 or DISTRIBUTE_DFLT_DARG ` +
          `(${DISTRIBUTE_DFLT_DARG}), got ${a}`,
      );
    }
    if (d === DISTRIBUTE_NONE) {
      if (p !== 1) {
        const why = `dimension ${i} is DISTRIBUTE_NONE (not distributed), so psizes[${i}] must be 1`;
        fail('ERR_ARG', `${call}: ${why}, got ${p}`);
      }
      blk[i] = g;
    } else if (d === DISTRIBUTE_BLOCK) {
      if (a !== DISTRIBUTE_DFLT_DARG && a * p < g) {
        fail(
          'ERR_ARG',
          `${call}: dimension ${i} is DISTRIBUTE_BLOCK with blocks of dargs[${i}] = ${a} items over ` +
            `psizes[${i}] = ${p} processes, ${a * p} items, which do not cover gsizes[${i}] = ${g} ` +
            `(dargs[${i}] * psizes[${i}] >= gsizes[${i}], or DISTRIBUTE_DFLT_DARG)`,
        );
      }
      blk[i] = a === DISTRIBUTE_DFLT_DARG ? Math.ceil(g / p) : a;
    } else {
      blk[i] = a === DISTRIBUTE_DFLT_DARG ? 1 : a;
    }
  }
  const grid = ps.reduce((x, y) => x * y, 1);
  if (grid !== size) {
    fail(
      'ERR_ARG',
      `${call}: the process grid psizes = ${showList(ps)} has ${grid} processes, but size is ${size} ` +
        '(the product of psizes must equal size)',
    );
  }
  if (badOptions(opts)) failOptions(call, opts, 'order');
  const order = opts?.order ?? 'C';
  if (order !== 'C' && order !== 'F')
    fail('ERR_ARG', `${call}: order must be 'C' (row-major) or 'F' (column-major), got ${show(order)}`);
  typeArg(call, 'base', base);
  const e = base.extent;
  const elements = gs.reduce((x, y) => x * y, 1);
  if (elements * Math.abs(e) > I32_MAX) {
    fail(
      'ERR_ARG',
      `${call}: the global array of ${elements} items of ${base.name} (extent ${e}) spans ` +
        `${elements * Math.abs(e)} bytes, more than the ${I32_MAX} a datatype's offsets can reach`,
    );
  }

  // this process's grid coordinates, row-major
  const coord = new Array<number>(n);
  for (let i = n - 1, r = rank; i >= 0; i--) {
    coord[i] = r % ps[i];
    r = Math.floor(r / ps[i]);
  }
  // byte stride of each dimension, and the dimensions from the fastest-varying to the slowest
  const stride = new Array<number>(n);
  const dims = order === 'C' ? [...Array(n).keys()].reverse() : [...Array(n).keys()];
  let s = e;
  for (const d of dims) {
    stride[d] = s;
    s *= gs[d];
  }

  let t: Datatype = base;
  let shift = 0; // bytes from the array's origin to where `t`'s origin must go
  let empty = false;
  for (const d of dims) {
    const [g, p, c, b, sd] = [gs[d], ps[d], coord[d], blk[d], stride[d]];
    const blocks = Math.ceil(g / b); // blocks of the dimension, the last one maybe short
    const mine = c < blocks ? Math.ceil((blocks - c) / p) : 0; // blocks c, c + p, ... below `blocks`
    if (mine === 0) {
      empty = true;
      break;
    }
    const lastLen = g - (blocks - 1) * b;
    const short = (blocks - 1) % p === c && lastLen < b; // this process holds the short last block
    const full = mine - (short ? 1 : 0);
    const parts: [Datatype, number][] = [];
    if (full > 0) parts.push([blocksOf(t, full, b, p * b * sd, sd), c * b * sd]);
    if (short) parts.push([run(t, lastLen, sd), (blocks - 1) * b * sd]);
    if (parts.length === 1) {
      t = parts[0][0];
      shift += parts[0][1];
    } else {
      const displs = parts.map(([, at]) => shift + at);
      const children = parts.map(([x]) => x);
      // named without its children's names (which both hold the piece so far), so that names grow
      // with the dimensions, not twofold with each
      t = derive(
        'struct',
        `struct([1, 1], ${showList(displs)}, [dimension ${d}: whole blocks, short block])`,
        { blocklengths: [1, 1], displs, types: children },
        { k: 'blocks', blocklens: [1, 1], displs, children },
      );
      shift = 0;
    }
  }
  if (empty) {
    t = derive(
      'contiguous',
      `contiguous(0, ${base.name})`,
      { count: 0, base },
      { k: 'strided', child: base, count: 0, blocklen: 1, stride: e },
    );
  } else if (shift !== 0) {
    t = derive(
      'hindexed',
      `hindexed([1], [${shift}], ${t.name})`,
      { blocklengths: [1], displs: [shift], base: t },
      { k: 'blocks', blocklens: [1], displs: [shift], children: [t] },
    );
  }
  const layout = { k: 'alias' as const, child: t };
  const facts = { ...factsOf(layout), lb: 0, ub: elements * e, marked: true };
  const dflt = (a: number): number | string => (a === DISTRIBUTE_DFLT_DARG ? 'dflt' : a);
  return derive(
    'darray',
    `darray(${size}, ${rank}, ${showList(gs)}, ${showList(ds as string[])}, ${showList(da.map(dflt))}, ` +
      `${showList(ps)}, '${order}', ${base.name})`,
    { size, rank, gsizes: gs, distribs: ds, dargs: da, psizes: ps, order, base },
    layout,
    facts,
  );
}

/** `len` consecutive indices of a dimension whose items are `sd` bytes apart, each a copy of `t`. */
function run(t: Datatype, len: number, sd: number): Datatype {
  if (len === 1) return t;
  return derive(
    'hvector',
    `hvector(${len}, 1, ${sd}, ${t.name})`,
    { count: len, blocklength: 1, stride: sd, base: t },
    { k: 'strided', child: t, count: len, blocklen: 1, stride: sd },
  );
}

/** `count` blocks of `len` consecutive indices, block starts `step` bytes apart. When `t`'s extent is
 *  the dimension's stride (the base type, or whole faster dimensions), one node places the copies
 *  of a block one extent apart; otherwise a block is a node of its own. */
function blocksOf(t: Datatype, count: number, len: number, step: number, sd: number): Datatype {
  const flat = t.extent === sd;
  const child = flat ? t : run(t, len, sd);
  const blocklen = flat ? len : 1;
  if (count === 1 && blocklen === 1) return child;
  return derive(
    'hvector',
    `hvector(${count}, ${blocklen}, ${step}, ${child.name})`,
    { count, blocklength: blocklen, stride: step, base: child },
    { k: 'strided', child, count, blocklen, stride: step },
  );
}
