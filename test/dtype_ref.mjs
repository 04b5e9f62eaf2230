// A plain JavaScript reference for wasmpi's derived datatypes, written from the MPI 4.1 rules
// (section 5.1) and docs/guide/datatypes.md, independently of the implementation (like yaksa's dtpools).
//
// A type description is a plain object tree:
//   { kind: 'base', name: 'FLOAT64' }                       (name: a key of BASE)
//   { kind: 'contiguous', count, base }
//   { kind: 'vector', count, blocklength, stride, base }    (stride in extents of base)
//   { kind: 'hvector', count, blocklength, stride, base }   (stride in bytes)
//   { kind: 'indexed', blocklengths, displs, base }         (displs in extents of base)
//   { kind: 'hindexed', blocklengths, displs, base }        (displs in bytes)
//   { kind: 'indexedBlock', blocklength, displs, base }     (displs in extents of base)
//   { kind: 'struct', blocklengths, displs, types }         (displs in bytes)
//   { kind: 'subarray', sizes, subsizes, starts, order, base }  (order 'C' or 'F')
//   { kind: 'resized', base, lb, extent }
//   { kind: 'dup', base }
//
// facts(desc) gives the MPI facts of one item and its type map (data entries in order, as
// [byteOffset, byteSize, baseName]). Bounds follow the typemap definition with lb/ub markers:
// `resized` (and `subarray`, which MPI defines through resized) puts one lb and one ub marker;
// lb is the least lb marker when the typemap has one, else the least data displacement; ub the
// same with the greatest. A struct without markers pads its extent up to a multiple of the largest
// alignment of its type map's entries (MPI's epsilon, as C's sizeof; a base type's alignment is
// its size, a pair's its largest field's). The C-struct pairs DOUBLE_INT, LONG_INT (12 data bytes, extent 16)
// and SHORT_INT (6 data bytes, extent 8) are their two fields with lb/ub markers at 0 and the
// extent where the data ends short of it (as resized(struct(value, int), 0, sizeof)).
//
// One point MPI leaves to the implementation: what an EMPTY child without markers (e.g.
// contiguous(0, T) placed in a struct) contributes to its parent's bounds. Mode 'typemap' (the
// default) says nothing (the empty typemap has no entries); mode 'bounds' says its lb/ub (0, 0)
// shifted to where the copy sits, as MPICH's bound arithmetic does. Checks accept either, as long
// as one mode explains every fact and every byte.

/** Base types: size, extent and their data entries [offset, size, component name]. */
export const BASE = {
  INT8: { size: 1, ctor: Int8Array },
  UINT8: { size: 1, ctor: Uint8Array },
  INT16: { size: 2, ctor: Int16Array },
  UINT16: { size: 2, ctor: Uint16Array },
  INT32: { size: 4, ctor: Int32Array },
  UINT32: { size: 4, ctor: Uint32Array },
  INT64: { size: 8, ctor: BigInt64Array },
  UINT64: { size: 8, ctor: BigUint64Array },
  FLOAT32: { size: 4, ctor: Float32Array },
  FLOAT64: { size: 8, ctor: Float64Array },
  BYTE: { size: 1, ctor: Uint8Array },
  // pair types without padding (MPI_2INT, MPI_2REAL, MPI_2DOUBLE_PRECISION, MPI_FLOAT_INT)
  PAIR_INT32: {
    size: 8,
    parts: [
      [0, 4, 'INT32'],
      [4, 4, 'INT32'],
    ],
    pair: true,
  },
  PAIR_FLOAT32: {
    size: 8,
    parts: [
      [0, 4, 'FLOAT32'],
      [4, 4, 'FLOAT32'],
    ],
    pair: true,
  },
  PAIR_FLOAT64: {
    size: 16,
    parts: [
      [0, 8, 'FLOAT64'],
      [8, 8, 'FLOAT64'],
    ],
    pair: true,
  },
  FLOAT_INT: {
    size: 8,
    parts: [
      [0, 4, 'FLOAT32'],
      [4, 4, 'INT32'],
    ],
    pair: true,
  },
  // C-struct pairs with padding: data bytes, then the extent (C's sizeof)
  DOUBLE_INT: {
    size: 12,
    extent: 16,
    parts: [
      [0, 8, 'FLOAT64'],
      [8, 4, 'INT32'],
    ],
    pair: true,
  },
  LONG_INT: {
    size: 12,
    extent: 16,
    parts: [
      [0, 8, 'INT64'],
      [8, 4, 'INT32'],
    ],
    pair: true,
  },
  SHORT_INT: {
    size: 6,
    extent: 8,
    parts: [
      [0, 2, 'INT16'],
      [4, 4, 'INT32'],
    ],
    pair: true,
  },
};

/** A base type's alignment: its size, or its largest field's. */
const alignOf = (b) => (b.parts ? Math.max(...b.parts.map(([, s]) => s)) : b.size);
export const SCALAR_NAMES = Object.keys(BASE).filter((n) => !BASE[n].pair);
export const BASE_NAMES = Object.keys(BASE);

const memo = { typemap: new WeakMap(), bounds: new WeakMap() };

/**
 * The facts of one item of `desc`:
 * { size, lb, ub, extent, trueLb, trueUb, trueExtent, marked, map, leaves, pairs }
 * map: the type map, [[byteOffset, byteSize, baseName], ...] in type-map order (pair types are
 * split into their components, baseName then being the pair's name).
 * leaves: the set of base-type names at the leaves of the tree (zero counts included).
 */
export function facts(desc, mode = 'typemap') {
  const cache = memo[mode];
  let f = cache.get(desc);
  if (!f) {
    f = compute(desc, mode);
    cache.set(desc, f);
  }
  return f;
}

function compute(d, mode) {
  switch (d.kind) {
    case 'base': {
      const b = BASE[d.name];
      if (!b) throw new Error(`dtype_ref: unknown base type ${d.name}`);
      const map = b.parts ? b.parts.map(([o, s]) => [o, s, d.name]) : [[0, b.size, d.name]];
      const end = map[map.length - 1][0] + map[map.length - 1][1];
      const marks = b.extent !== undefined && b.extent !== end ? [0, b.extent] : null;
      return finish({ copies: null, map, marks, leaves: new Set([d.name]), pairs: !!b.pair, align: alignOf(b) }, mode);
    }
    case 'contiguous': {
      const c = facts(d.base, mode);
      const copies = [];
      for (let i = 0; i < d.count; i++) copies.push([c, i * c.extent]);
      return combine(copies, [d.base], mode);
    }
    case 'vector':
    case 'hvector': {
      const c = facts(d.base, mode);
      const stride = d.kind === 'vector' ? d.stride * c.extent : d.stride;
      const copies = [];
      for (let k = 0; k < d.count; k++) {
        for (let j = 0; j < d.blocklength; j++) copies.push([c, k * stride + j * c.extent]);
      }
      return combine(copies, [d.base], mode);
    }
    case 'indexed':
    case 'hindexed': {
      const c = facts(d.base, mode);
      const copies = [];
      d.blocklengths.forEach((bl, k) => {
        const at = d.kind === 'indexed' ? d.displs[k] * c.extent : d.displs[k];
        for (let j = 0; j < bl; j++) copies.push([c, at + j * c.extent]);
      });
      return combine(copies, [d.base], mode);
    }
    case 'indexedBlock': {
      const c = facts(d.base, mode);
      const copies = [];
      for (const disp of d.displs) {
        for (let j = 0; j < d.blocklength; j++) copies.push([c, (disp + j) * c.extent]);
      }
      return combine(copies, [d.base], mode);
    }
    case 'struct': {
      const copies = [];
      d.types.forEach((t, k) => {
        const c = facts(t, mode);
        for (let j = 0; j < d.blocklengths[k]; j++) copies.push([c, d.displs[k] + j * c.extent]);
      });
      const f = combine(copies, d.types, mode);
      const rest = f.extent % f.align;
      if (f.marks || f.extent <= 0 || rest === 0) return f;
      return { ...f, ub: f.ub + f.align - rest, extent: f.extent + f.align - rest };
    }
    case 'subarray': {
      const c = facts(d.base, mode);
      const n = d.sizes.length;
      // dims from the slowest-varying to the fastest-varying in memory
      const dims = d.order === 'C' ? [...Array(n).keys()] : [...Array(n).keys()].reverse();
      const copies = [];
      const idx = new Array(n).fill(0);
      const walk = (level) => {
        if (level === n) {
          let lin = 0;
          for (const dim of dims) lin = lin * d.sizes[dim] + idx[dim];
          copies.push([c, lin * c.extent]);
          return;
        }
        const dim = dims[level];
        for (let i = d.starts[dim]; i < d.starts[dim] + d.subsizes[dim]; i++) {
          idx[dim] = i;
          walk(level + 1);
        }
      };
      walk(0);
      const f = combine(copies, [d.base], mode);
      const total = d.sizes.reduce((a, b) => a * b, 1) * c.extent;
      return withMarks(f, 0, total);
    }
    case 'resized':
      return withMarks(facts(d.base, mode), d.lb, d.lb + d.extent);
    case 'dup':
      return facts(d.base, mode);
    default:
      throw new Error(`dtype_ref: unknown kind ${d.kind}`);
  }
}

/** Copies of child items at byte shifts, in type-map order. */
function combine(copies, children, mode) {
  const map = [];
  for (const [c, at] of copies) for (const [o, s, n] of c.map) map.push([o + at, s, n]);
  let marks = null;
  for (const [c, at] of copies) {
    if (!c.marks) continue;
    if (!marks) marks = [Infinity, -Infinity];
    marks[0] = Math.min(marks[0], c.marks[0] + at);
    marks[1] = Math.max(marks[1], c.marks[1] + at);
  }
  const leaves = new Set();
  let pairs = false;
  for (const t of children) {
    const c = facts(t, mode);
    for (const l of c.leaves) leaves.add(l);
    pairs ||= c.pairs;
  }
  let align = 1; // of the entries of the type map: copies that hold data
  for (const [c] of copies) if (c.size > 0) align = Math.max(align, c.align);
  return finish({ copies, map, marks, leaves, pairs, align }, mode);
}

function withMarks(f, lb, ub) {
  return { ...f, marks: [lb, ub], lb, ub, extent: ub - lb };
}

function finish(f, mode) {
  const size = f.map.reduce((a, e) => a + e[1], 0);
  let dlb = Infinity,
    dub = -Infinity;
  if (mode === 'bounds' && f.copies) {
    // every copy contributes its bounds, empty or not
    for (const [c, at] of f.copies) {
      dlb = Math.min(dlb, c.trueLb + at);
      dub = Math.max(dub, c.trueUb + at);
    }
  } else {
    for (const [o, s] of f.map) {
      dlb = Math.min(dlb, o);
      dub = Math.max(dub, o + s);
    }
  }
  if (dlb === Infinity) dlb = dub = 0;
  let lb = dlb,
    ub = dub;
  if (mode === 'bounds' && f.copies && f.copies.length && !f.marks) {
    lb = Math.min(...f.copies.map(([c, at]) => c.lb + at));
    ub = Math.max(...f.copies.map(([c, at]) => c.ub + at));
  }
  if (f.marks) [lb, ub] = f.marks;
  return {
    size,
    lb,
    ub,
    extent: ub - lb,
    trueLb: dlb,
    trueUb: dub,
    trueExtent: dub - dlb,
    marks: f.marks,
    map: f.map,
    leaves: f.leaves,
    pairs: f.pairs,
    align: f.align,
    copies: undefined,
  };
}

/** The bytes one `count`-item message touches, relative to the buffer's origin: [lo, hi). */
export function span(f, count) {
  if (count === 0 || f.map.length === 0) return [0, 0];
  let lo = Infinity,
    hi = -Infinity;
  for (let i = 0; i < count; i++) {
    for (const [o, s] of f.map) {
      lo = Math.min(lo, i * f.extent + o);
      hi = Math.max(hi, i * f.extent + o + s);
    }
  }
  return [lo, hi];
}

/** True when two data bytes of `count` items overlap (unpack into such a type is erroneous). */
export function overlaps(f, count) {
  const seen = new Set();
  for (let i = 0; i < count; i++) {
    for (const [o, s] of f.map) {
      for (let b = 0; b < s; b++) {
        const at = i * f.extent + o + b;
        if (seen.has(at)) return true;
        seen.add(at);
      }
    }
  }
  return false;
}

/** Packs `count` items: `src` holds the bytes, `origin` the index of the buffer's origin in it. */
export function refPack(f, count, src, origin) {
  const out = new Uint8Array(count * f.size);
  let p = 0;
  for (let i = 0; i < count; i++) {
    for (const [o, s] of f.map) {
      const at = origin + i * f.extent + o;
      for (let b = 0; b < s; b++) out[p++] = src[at + b];
    }
  }
  return out;
}

/** Unpacks `count` items from `packed` into `dst` (modified in place) with its origin at `origin`. */
export function refUnpack(f, count, packed, dst, origin) {
  let p = 0;
  for (let i = 0; i < count; i++) {
    for (const [o, s] of f.map) {
      const at = origin + i * f.extent + o;
      for (let b = 0; b < s; b++) dst[at + b] = packed[p++];
    }
  }
  return dst;
}

/** isContig per docs/guide/datatypes.md, or undefined where the rule is open to reading (empty types,
 *  or bytes that are one run but not in type-map order). */
export function refIsContig(f) {
  if (f.size === 0) return undefined;
  let inOrder = true;
  for (let k = 1; k < f.map.length; k++) {
    if (f.map[k][0] !== f.map[k - 1][0] + f.map[k - 1][1]) inOrder = false;
  }
  const oneRun = f.trueExtent === f.size && f.trueLb === f.lb && f.extent === f.size;
  if (inOrder) return oneRun;
  return oneRun ? undefined : false;
}

/** The run-length encoded signature [[name, n], ...], with pair types split into components. */
export function refSignature(f) {
  const sig = [];
  for (const [, , n] of f.map) {
    if (sig.length && sig[sig.length - 1][0] === n) sig[sig.length - 1][1]++;
    else sig.push([n, 1]);
  }
  return sig;
}

// ---------------------------------------------------------------------------------------------
// Building the library's Datatype from a description, through the public constructors only.

/** Builds `desc` with `Datatype` (the class exported by 'wasmpi'). */
export function build(Datatype, d) {
  switch (d.kind) {
    case 'base':
      return Datatype[d.name];
    case 'contiguous':
      return Datatype.contiguous(d.count, build(Datatype, d.base));
    case 'vector':
      return Datatype.vector(d.count, d.blocklength, d.stride, build(Datatype, d.base));
    case 'hvector':
      return Datatype.hvector(d.count, d.blocklength, d.stride, build(Datatype, d.base));
    case 'indexed':
      return Datatype.indexed(d.blocklengths, d.displs, build(Datatype, d.base));
    case 'hindexed':
      return Datatype.hindexed(d.blocklengths, d.displs, build(Datatype, d.base));
    case 'indexedBlock':
      return Datatype.indexedBlock(d.blocklength, d.displs, build(Datatype, d.base));
    case 'struct':
      return Datatype.struct(
        d.blocklengths,
        d.displs,
        d.types.map((t) => build(Datatype, t)),
      );
    case 'subarray':
      return Datatype.subarray(d.sizes, d.subsizes, d.starts, d.order, build(Datatype, d.base));
    case 'resized':
      return Datatype.resized(build(Datatype, d.base), d.lb, d.extent);
    case 'dup':
      return Datatype.dup(build(Datatype, d.base));
    default:
      throw new Error(`dtype_ref: unknown kind ${d.kind}`);
  }
}

/** A compact one-line rendering of a description, for failure messages. */
export function show(d) {
  switch (d.kind) {
    case 'base':
      return d.name;
    case 'contiguous':
      return `contiguous(${d.count}, ${show(d.base)})`;
    case 'vector':
    case 'hvector':
      return `${d.kind}(${d.count}, ${d.blocklength}, ${d.stride}, ${show(d.base)})`;
    case 'indexed':
    case 'hindexed':
      return `${d.kind}([${d.blocklengths}], [${d.displs}], ${show(d.base)})`;
    case 'indexedBlock':
      return `indexedBlock(${d.blocklength}, [${d.displs}], ${show(d.base)})`;
    case 'struct':
      return `struct([${d.blocklengths}], [${d.displs}], [${d.types.map(show).join(', ')}])`;
    case 'subarray':
      return `subarray([${d.sizes}], [${d.subsizes}], [${d.starts}], '${d.order}', ${show(d.base)})`;
    case 'resized':
      return `resized(${show(d.base)}, ${d.lb}, ${d.extent})`;
    case 'dup':
      return `dup(${show(d.base)})`;
    default:
      return JSON.stringify(d);
  }
}

// ---------------------------------------------------------------------------------------------
// Seeded random descriptions (rng: test/helpers.mjs).

const int = (r, lo, hi) => lo + Math.floor(r() * (hi - lo + 1));
const pick = (r, xs) => xs[Math.floor(r() * xs.length)];
const count0 = (r, hi) => (r() < 0.1 ? 0 : int(r, 1, hi)); // zero now and then

export const KINDS = [
  'contiguous',
  'vector',
  'hvector',
  'indexed',
  'hindexed',
  'indexedBlock',
  'struct',
  'subarray',
  'resized',
  'dup',
];

/** A random description of depth <= `depth`; `kind` forces the root's constructor. */
export function randomDesc(r, depth, kind) {
  if (depth === 0 || (!kind && r() < 0.2))
    return { kind: 'base', name: pick(r, r() < 0.85 ? SCALAR_NAMES : BASE_NAMES) };
  kind ??= pick(r, KINDS);
  const sub = () => randomDesc(r, depth - 1);
  switch (kind) {
    case 'contiguous':
      return { kind, count: count0(r, 4), base: sub() };
    case 'vector':
      return { kind, count: count0(r, 4), blocklength: count0(r, 3), stride: int(r, -4, 4), base: sub() };
    case 'hvector':
      return { kind, count: count0(r, 4), blocklength: count0(r, 3), stride: int(r, -40, 40), base: sub() };
    case 'indexed':
    case 'hindexed': {
      const n = count0(r, 4);
      const blocklengths = Array.from({ length: n }, () => (r() < 0.15 ? 0 : int(r, 1, 3)));
      const displs = Array.from({ length: n }, () => (kind === 'indexed' ? int(r, -6, 6) : int(r, -50, 50)));
      return { kind, blocklengths, displs, base: sub() };
    }
    case 'indexedBlock': {
      const n = count0(r, 4);
      return { kind, blocklength: count0(r, 3), displs: Array.from({ length: n }, () => int(r, -6, 6)), base: sub() };
    }
    case 'struct': {
      const n = r() < 0.05 ? 0 : int(r, 1, 4);
      const types = Array.from({ length: n }, () => (r() < 0.5 ? { kind: 'base', name: pick(r, BASE_NAMES) } : sub()));
      // fields laid out one after the other with random padding, sometimes shuffled or negative
      let at = int(r, -16, 8);
      const displs = [];
      const blocklengths = [];
      for (const t of types) {
        const f = facts(t);
        const bl = r() < 0.15 ? 0 : int(r, 1, 3);
        blocklengths.push(bl);
        displs.push(r() < 0.2 ? int(r, -60, 60) : at - f.lb);
        at += bl * Math.max(f.extent, 0) + int(r, 0, 5);
      }
      return { kind, blocklengths, displs, types };
    }
    case 'subarray': {
      const nd = int(r, 1, 3);
      const sizes = Array.from({ length: nd }, () => int(r, 1, 4));
      const subsizes = sizes.map((s) => int(r, 1, s));
      const starts = sizes.map((s, i) => int(r, 0, s - subsizes[i]));
      let base = sub();
      const f = facts(base);
      // MPI leaves subarray's bounds open for a base with an lb other than 0: keep it 0
      if (f.lb !== 0 || f.extent <= 0) base = { kind: 'resized', base, lb: 0, extent: Math.max(1, f.extent) };
      return { kind, sizes, subsizes, starts, order: r() < 0.5 ? 'C' : 'F', base };
    }
    case 'resized': {
      const base = sub();
      const f = facts(base);
      return { kind, base, lb: f.lb + int(r, -8, 8), extent: Math.max(1, f.extent + int(r, -6, 10)) };
    }
    case 'dup':
      return { kind, base: sub() };
    default:
      throw new Error(kind);
  }
}

/** A random description small enough to test quickly (bounded type map and span). */
export function randomSmallDesc(r, depth, kind) {
  for (;;) {
    const d = randomDesc(r, depth, kind);
    const a = facts(d),
      b = facts(d, 'bounds');
    if (
      a.map.length <= 300 &&
      Math.abs(a.lb) + Math.abs(a.ub) + a.trueExtent <= 6000 &&
      Math.abs(b.lb) + Math.abs(b.ub) + b.trueExtent <= 6000
    )
      return d;
    depth = Math.max(1, depth - 1);
  }
}

const BLOCK_BYTES = [1, 2, 3, 4, 5, 7, 8, 9, 12, 15, 16, 17, 24, 31, 32, 33, 48, 63, 64, 65, 100, 128, 257];

/** A random type aimed at the engine's kernels: blocks of 1 to 257 bytes (single loads and stores,
 *  v128 copies and their tails), strided, indexed and nested, gaps and overlaps, negative strides. */
export function randomKernelDesc(r) {
  const name = pick(r, SCALAR_NAMES);
  const esz = BASE[name].size;
  const base = { kind: 'base', name };
  const bl = Math.max(1, Math.round(pick(r, BLOCK_BYTES) / esz));
  const count = r() < 0.1 ? 0 : int(r, 1, 6);
  const gap = () => pick(r, [0, 0, 1, int(r, 1, 9), int(r, 10, 40)]);
  const stride = () => (r() < 0.25 ? -(bl + gap()) : r() < 0.1 ? int(r, -bl, bl) : bl + gap());
  const block = () => ({ kind: 'contiguous', count: bl, base });
  switch (
    pick(r, ['vector', 'hvector', 'indexed', 'hindexed', 'indexedBlock', 'struct', 'nested', 'subarray', 'resized'])
  ) {
    case 'vector':
      return { kind: 'vector', count, blocklength: bl, stride: stride(), base };
    case 'hvector':
      return { kind: 'hvector', count, blocklength: bl, stride: stride() * esz + int(r, -3, 3), base };
    case 'indexed':
    case 'hindexed': {
      const kind = r() < 0.5 ? 'indexed' : 'hindexed';
      const blocklengths = [],
        displs = [];
      let at = int(r, -20, 20);
      for (let k = 0; k < count; k++) {
        const b = Math.max(0, bl + int(r, -2, 2));
        blocklengths.push(b);
        displs.push(kind === 'indexed' ? at : at * esz + int(r, 0, 3));
        at = r() < 0.2 ? at - b - gap() : at + b + gap();
      }
      return { kind, blocklengths, displs, base };
    }
    case 'indexedBlock': {
      const displs = [];
      let at = int(r, -20, 20);
      for (let k = 0; k < count; k++) {
        displs.push(at);
        at = r() < 0.2 ? at - bl - gap() : at + bl + gap();
      }
      return { kind: 'indexedBlock', blocklength: bl, displs, base };
    }
    case 'struct': {
      const n = int(r, 1, 4);
      const types = [],
        blocklengths = [],
        displs = [];
      let at = int(r, -40, 8);
      for (let k = 0; k < n; k++) {
        const nm = pick(r, SCALAR_NAMES);
        const b = Math.max(1, Math.round(pick(r, BLOCK_BYTES) / BASE[nm].size));
        types.push({ kind: 'base', name: nm });
        blocklengths.push(b);
        displs.push(at);
        at += b * BASE[nm].size + gap();
      }
      return { kind: 'struct', blocklengths, displs, types };
    }
    case 'nested': // a vector of vectors whose blocks are contiguous runs (merged at commit)
      return {
        kind: 'vector',
        count: int(r, 1, 3),
        blocklength: int(r, 1, 2),
        stride: r() < 0.3 ? -int(r, 2, 5) : int(r, 2, 5),
        base: { kind: 'hvector', count: Math.max(1, count), blocklength: 1, stride: (bl + gap()) * esz, base: block() },
      };
    case 'subarray': {
      const last = Math.max(1, bl) + int(r, 0, 8);
      const sizes = [int(r, 1, 3), int(r, 1, 3), last];
      const subsizes = [int(r, 1, sizes[0]), int(r, 1, sizes[1]), int(r, Math.max(1, last - 8), last)];
      const starts = sizes.map((s, i) => int(r, 0, s - subsizes[i]));
      const order = r() < 0.5 ? 'C' : 'F';
      if (order === 'F') {
        sizes.reverse();
        subsizes.reverse();
        starts.reverse();
      }
      return { kind: 'subarray', sizes, subsizes, starts, order, base };
    }
    case 'resized': {
      // extent == size with the data shifted from lb: contiguous bytes, but not a contiguous type
      const inner = { kind: 'vector', count: Math.max(1, count), blocklength: bl, stride: bl + gap(), base };
      const f = facts(inner);
      const lb = pick(r, [f.lb, f.lb - int(r, 1, 8), f.lb + int(r, 1, 8)]);
      return {
        kind: 'resized',
        base: inner,
        lb,
        extent: pick(r, [f.size, f.extent, f.extent + int(r, 1, 16), Math.max(1, f.size - int(r, 1, 8))]),
      };
    }
  }
}
