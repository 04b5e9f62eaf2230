// Datatype.darray (MPI_Type_create_darray, MPI 4.1 section 5.1.4) and Datatype.hindexedBlock
// (MPI_Type_create_hindexed_block).
//
// darray's type maps are checked against a reference computed here from the definition of the
// block-cyclic distribution, never from wasmpi: along a dimension of gsize items dealt in blocks of
// b items over p processes, global index i belongs to grid coordinate floor(i / b) % p (b is the
// darg, or ceil(gsize / p) for a default BLOCK, 1 for a default CYCLIC, the whole dimension for
// NONE); grid coordinates are row-major in the rank; a process's items are its indices of each
// dimension in increasing order, nested in the array's order (C: the last dimension fastest). The
// type map is observed through pack from a global array whose every element names its index.
// Between real ranks (test/ranks/dtype_darray.mjs), 1 to 8 of them, every rank sends, receives
// and allgathers its piece with darray types and the global array is put back together. Then
// hindexedBlock's type maps and facts, and every bad argument of both.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  Datatype,
  pack,
  unpack,
  DISTRIBUTE_BLOCK,
  DISTRIBUTE_CYCLIC,
  DISTRIBUTE_NONE,
  DISTRIBUTE_DFLT_DARG,
} from 'wasmpi';
import { run, raises, rng } from './helpers.mjs';

const { INT8, INT16, INT32, FLOAT64, VALUE } = Datatype;
const BLOCK = DISTRIBUTE_BLOCK;
const CYCLIC = DISTRIBUTE_CYCLIC;
const NONE = DISTRIBUTE_NONE;
const DFLT = DISTRIBUTE_DFLT_DARG;

// ───────────────────────────── the reference ─────────────────────────────

/** The indices along one dimension that grid coordinate `c` holds, in increasing order. */
function ownedAlong(g, distrib, darg, p, c) {
  let b;
  if (distrib === NONE) b = g;
  else if (darg !== DFLT) b = darg;
  else b = distrib === BLOCK ? Math.ceil(g / p) : 1;
  const out = [];
  for (let i = 0; i < g; i++) if (Math.floor(i / b) % p === c) out.push(i);
  return out;
}

/** The global items (linear indices in the array's order) that `rank` holds, in type-map order. */
function reference({ gsizes, distribs, dargs, psizes, order }, rank) {
  const n = gsizes.length;
  const coords = new Array(n);
  for (let i = n - 1, r = rank; i >= 0; i--) {
    coords[i] = r % psizes[i];
    r = Math.floor(r / psizes[i]);
  }
  const own = gsizes.map((g, i) => ownedAlong(g, distribs[i], dargs[i], psizes[i], coords[i]));
  const keys = [...Array(n).keys()];
  const slowToFast = order === 'F' ? keys.reverse() : keys;
  const idx = new Array(n);
  const out = [];
  const walk = (level) => {
    if (level === n) {
      let k = 0;
      for (const d of slowToFast) k = k * gsizes[d] + idx[d];
      out.push(k);
      return;
    }
    const d = slowToFast[level];
    for (const j of own[d]) {
      idx[d] = j;
      walk(level + 1);
    }
  };
  walk(0);
  return out;
}

const prod = (xs) => xs.reduce((a, b) => a * b, 1);
/** Packed bytes as elements of `Ctor`. */
const view = (Ctor, u8) => new Ctor(u8.buffer, u8.byteOffset, u8.byteLength / Ctor.BYTES_PER_ELEMENT);

// The base types darray is checked over: how a global array of them is laid out as elements of
// `ctor` (item i's data elements at i * step + slots[k]).
const INT32_GAP = Datatype.resized(INT32, 0, 8); // an int32 every 8 bytes
const INT32_LOW = Datatype.resized(INT32, -4, 12); // lb -4: an int32 every 12 bytes
const BASES = {
  int32: { type: INT32, ctor: Int32Array, step: 1, slots: [0] },
  float64: { type: FLOAT64, ctor: Float64Array, step: 1, slots: [0] },
  'int16 x 2': { type: Datatype.contiguous(2, INT16), ctor: Int16Array, step: 2, slots: [0, 1] },
  'int32 gap': { type: INT32_GAP, ctor: Int32Array, step: 2, slots: [0] },
  'int32 lb -4': { type: INT32_LOW, ctor: Int32Array, step: 3, slots: [0] },
};
const label = (i, k) => 4 * i + k + 1;

const darrayOf = (c, rank, base) =>
  Datatype.darray(prod(c.psizes), rank, c.gsizes, c.distribs, c.dargs, c.psizes, base.type, { order: c.order });

const show = (c) =>
  `gsizes ${JSON.stringify(c.gsizes)} distribs ${JSON.stringify(c.distribs)} ` +
  `dargs ${JSON.stringify(c.dargs.map((d) => (d === DFLT ? 'dflt' : d)))} psizes ${JSON.stringify(c.psizes)} ${c.order}`;

/** Checks every rank's darray of case `c` over `base`: facts, the type map through pack, unpack
 *  writing exactly the piece, and that the pieces of all ranks partition the array. */
function checkCase(c, baseName = 'int32') {
  const base = BASES[baseName];
  const size = prod(c.psizes);
  const total = prod(c.gsizes);
  const E = base.type.extent;
  const global = new base.ctor(total * base.step);
  for (let i = 0; i < total; i++) for (const k of base.slots) global[i * base.step + k] = label(i, k);
  const seen = new Uint8Array(total);
  for (let rank = 0; rank < size; rank++) {
    const what = `${show(c)} ${baseName}, rank ${rank} of ${size}`;
    const t = darrayOf(c, rank, base);
    const ref = reference(c, rank);
    for (const i of ref) seen[i]++;
    assert.is(t.combiner, 'darray', what);
    assert.is(t.size, ref.length * base.type.size, `${what}: size`);
    assert.is(t.lb, 0, `${what}: lb`);
    assert.is(t.extent, total * E, `${what}: extent (the whole array's)`);
    const want = ref.flatMap((i) => base.slots.map((k) => label(i, k)));
    const packed = pack(global, 1, t);
    const got = Array.from(view(base.ctor, packed));
    assert.equal(got, want, `${what}: type map`);
    // unpack writes the piece's elements and nothing else
    const dst = new base.ctor(total * base.step);
    unpack(packed, dst, 1, t);
    const expect = new base.ctor(total * base.step);
    for (const i of ref) for (const k of base.slots) expect[i * base.step + k] = label(i, k);
    assert.equal(Array.from(dst), Array.from(expect), `${what}: unpack`);
  }
  assert.ok(
    seen.every((x) => x === 1),
    `${show(c)}: the pieces partition the array`,
  );
}

// ───────────────────────────── darray type maps ─────────────────────────────

const cs = (gsizes, distribs, dargs, psizes, order = 'C') => ({ gsizes, distribs, dargs, psizes, order });

test('darray 1-D: block, cyclic, cyclic(k), none, default and explicit dargs, sizes that do not divide', () => {
  for (const g of [1, 2, 7, 12, 13]) {
    for (const p of [1, 2, 3, 4, 5]) {
      checkCase(cs([g], [BLOCK], [DFLT], [p]));
      checkCase(cs([g], [CYCLIC], [DFLT], [p]));
      for (const k of [1, 2, 3, 5, 20]) checkCase(cs([g], [CYCLIC], [k], [p]));
      for (const k of [Math.ceil(g / p), Math.ceil(g / p) + 1, g + 3]) checkCase(cs([g], [BLOCK], [k], [p]));
    }
    checkCase(cs([g], [NONE], [DFLT], [1]));
    checkCase(cs([g], [NONE], [7], [1])); // NONE's darg is ignored
  }
});

test('darray 2-D and 3-D, C and Fortran order, process grids like [2, 3]', () => {
  for (const order of ['C', 'F']) {
    checkCase(cs([4, 6], [BLOCK, BLOCK], [DFLT, DFLT], [2, 3], order));
    checkCase(cs([5, 7], [BLOCK, BLOCK], [DFLT, DFLT], [2, 3], order));
    checkCase(cs([5, 7], [CYCLIC, CYCLIC], [DFLT, DFLT], [2, 3], order));
    checkCase(cs([9, 10], [CYCLIC, BLOCK], [2, DFLT], [2, 3], order));
    checkCase(cs([9, 10], [BLOCK, CYCLIC], [5, 3], [2, 3], order));
    checkCase(cs([6, 5], [NONE, CYCLIC], [DFLT, 2], [1, 3], order));
    checkCase(cs([6, 5], [CYCLIC, NONE], [DFLT, DFLT], [4, 1], order));
    checkCase(cs([1, 1], [BLOCK, CYCLIC], [DFLT, DFLT], [2, 3], order)); // most ranks hold nothing
    checkCase(cs([3, 4, 5], [BLOCK, CYCLIC, BLOCK], [DFLT, 2, DFLT], [2, 1, 3], order));
    checkCase(cs([7, 3, 6], [CYCLIC, NONE, CYCLIC], [3, DFLT, 4], [2, 1, 2], order));
    checkCase(cs([4, 5, 6], [CYCLIC, CYCLIC, CYCLIC], [1, 2, 1], [2, 2, 2], order));
    checkCase(cs([2, 3, 2, 3], [BLOCK, CYCLIC, NONE, BLOCK], [DFLT, DFLT, DFLT, 2], [2, 3, 1, 2], order));
  }
});

test('darray over base types of other extents: items one base extent apart, bounds from 0', () => {
  for (const name of Object.keys(BASES)) {
    for (const order of ['C', 'F']) {
      checkCase(cs([5, 7], [CYCLIC, BLOCK], [2, DFLT], [2, 3], order), name);
      checkCase(cs([3, 4, 5], [BLOCK, NONE, CYCLIC], [DFLT, DFLT, 2], [3, 1, 2], order), name);
      checkCase(cs([11], [CYCLIC], [3], [3], order), name);
    }
  }
});

test('darray: random shapes, distributions, dargs, grids and orders against the reference', () => {
  const rand = rng(0xda77a1);
  const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
  const names = Object.keys(BASES);
  for (let k = 0; k < 300; k++) {
    const n = int(1, 4);
    const c = cs([], [], [], [], rand() < 0.5 ? 'C' : 'F');
    for (let d = 0; d < n; d++) {
      const g = int(1, n > 2 ? 6 : 13);
      const dist = [BLOCK, CYCLIC, NONE][int(0, 2)];
      const p = dist === NONE ? 1 : int(1, n > 2 ? 3 : 4);
      let darg = DFLT;
      if (rand() < 0.6) darg = dist === BLOCK ? Math.ceil(g / p) + int(0, 2) : int(1, 5);
      c.gsizes.push(g);
      c.distribs.push(dist);
      c.dargs.push(darg);
      c.psizes.push(p);
    }
    checkCase(c, names[k % names.length]);
  }
});

test('darray: facts, contents and name; the order option defaults to C', () => {
  const t = Datatype.darray(6, 4, [5, 7], [BLOCK, CYCLIC], [DFLT, 2], [2, 3], FLOAT64);
  assert.is(t.combiner, 'darray');
  assert.equal(t.contents, {
    size: 6,
    rank: 4,
    gsizes: [5, 7],
    distribs: [BLOCK, CYCLIC],
    dargs: [DFLT, 2],
    psizes: [2, 3],
    order: 'C',
    base: FLOAT64,
  });
  assert.is(t.name, "darray(6, 4, [5, 7], [block, cyclic], [dflt, 2], [2, 3], 'C', float64)");
  // rank 4 is grid (1, 1): rows 3..4, columns 2, 3 (cyclic(2): blocks 1, 4 of columns)
  assert.equal(reference(cs([5, 7], [BLOCK, CYCLIC], [DFLT, 2], [2, 3]), 4), [23, 24, 30, 31]);
  assert.equal(
    { size: t.size, lb: t.lb, ub: t.ub, trueLb: t.trueLb, trueUb: t.trueUb, isContig: t.isContig },
    { size: 32, lb: 0, ub: 280, trueLb: 23 * 8, trueUb: 32 * 8, isContig: false },
  );
  assert.equal(t.signature, [[FLOAT64, 4]]);
  assert.is(t.baseType, FLOAT64);
  const f = Datatype.darray(6, 4, [5, 7], [BLOCK, CYCLIC], [DFLT, 2], [2, 3], FLOAT64, { order: 'F' });
  assert.is(f.contents.order, 'F');
  assert.is(Datatype.darray(6, 4, [5, 7], [BLOCK, CYCLIC], [DFLT, 2], [2, 3], FLOAT64, {}).contents.order, 'C');
  // a whole array on one process is contiguous; an empty piece has size 0 and the whole extent
  const whole = Datatype.darray(1, 0, [3, 4], [BLOCK, NONE], [DFLT, DFLT], [1, 1], INT32);
  assert.equal(
    { size: whole.size, extent: whole.extent, isContig: whole.isContig },
    { size: 48, extent: 48, isContig: true },
  );
  const none = Datatype.darray(4, 3, [5], [BLOCK], [2], [4], INT32); // blocks of 2: rank 3 from 6
  assert.equal({ size: none.size, lb: none.lb, ub: none.ub }, { size: 0, lb: 0, ub: 20 });
  assert.is(none.baseType, INT32);
});

test('darray: count > 1 steps one whole array; a block distribution is the subarray of its block', () => {
  const t = Datatype.darray(3, 1, [7], [CYCLIC], [2], [3], INT32);
  const src = Int32Array.from({ length: 21 }, (_, i) => i);
  const got = Array.from(view(Int32Array, pack(src, 3, t)));
  assert.equal(got, [2, 3, 9, 10, 16, 17]);
  // 2-D BLOCK that divides: rank (1, 2) of a [2, 3] grid over [4, 6] holds rows 2-3, columns 4-5
  const d = Datatype.darray(6, 5, [4, 6], [BLOCK, BLOCK], [DFLT, DFLT], [2, 3], INT8);
  const s = Datatype.subarray([4, 6], [2, 2], [2, 4], 'C', INT8);
  const bytes = Uint8Array.from({ length: 24 }, (_, i) => i);
  assert.equal(Array.from(pack(bytes, 1, d)), Array.from(pack(bytes, 1, s)));
  assert.equal({ lb: d.lb, ub: d.ub, size: d.size }, { lb: s.lb, ub: s.ub, size: s.size });
});

test('darray: a large cyclic dimension compiles to a program of a few words (O(1) nodes a dimension)', () => {
  const t = Datatype.darray(4, 3, [1000, 999], [CYCLIC, CYCLIC], [1, 3], [2, 2], FLOAT64).commit();
  assert.ok(t.program.length <= 40, `program of ${t.program.length} words`);
  const c = cs([1000, 999], [CYCLIC, CYCLIC], [1, 3], [2, 2]);
  const ref = reference(c, 3);
  const src = Float64Array.from({ length: 1000 * 999 }, (_, i) => i);
  const got = view(Float64Array, pack(src, 1, t));
  assert.is(got.length, ref.length);
  for (let k = 0; k < ref.length; k++)
    if (got[k] !== ref[k]) assert.unreachable(`item ${k}: ${got[k]}, expected ${ref[k]}`);
});

// ───────────────────────────── darray between ranks ─────────────────────────────

/** The two factors of p closest to its square root: [2, 3] for 6, [1, 7] for 7. */
function grid2(p) {
  let a = Math.floor(Math.sqrt(p));
  while (p % a !== 0) a--;
  return [a, p / a];
}

/** The cases the ranks run on p ranks: 1-D to 3-D, every distribution, non-dividing sizes, some
 *  ranks holding nothing, both orders, bases of 1 and 2 elements. */
function casesFor(p) {
  const [a, b] = grid2(p);
  const at = (c, base) => ({ ...c, base });
  return [
    at(cs([2 * p + 3], [BLOCK], [DFLT], [p]), 'FLOAT64'),
    at(cs([3 * p + 2], [CYCLIC], [2], [p]), 'INT32'),
    at(cs([7, 11], [BLOCK, CYCLIC], [DFLT, 2], [a, b]), 'FLOAT64'),
    at(cs([5, 9], [CYCLIC, BLOCK], [DFLT, DFLT], [a, b], 'F'), 'PAIR_INT32'),
    at(cs([7, 3, 5], [CYCLIC, NONE, BLOCK], [3, DFLT, DFLT], [a, 1, b], 'F'), 'INT16'),
    at(cs([Math.max(1, 4 * p - 5), 3], [BLOCK, NONE], [4, DFLT], [p, 1]), 'FLOAT64'),
  ];
}

const SENTINEL = -1;
const VALUE_OF = (i) => 1000 + i;

for (const p of [1, 2, 3, 4, 5, 6, 7, 8]) {
  test(`darray on ${p} rank(s): every rank's piece sent, scattered and allgathered with darray types rebuilds the array`, async () => {
    const cases = casesFor(p);
    const res = await run('dtype_darray.mjs', p, [JSON.stringify(cases)]);
    cases.forEach((c, ci) => {
      const per = c.base === 'PAIR_INT32' ? 2 : 1;
      const total = prod(c.gsizes);
      const item = (i) => Array.from({ length: per }, (_, k) => VALUE_OF(i) * per + k);
      const whole = Array.from({ length: total }, (_, i) => item(i)).flat();
      for (let r = 0; r < p; r++) {
        const what = `${show(c)} ${c.base}, rank ${r} of ${p}`;
        const got = res[r][ci];
        const ref = reference(c, r);
        const mine = new Set(ref);
        assert.equal(got.packed, ref.flatMap(item), `${what}: the piece received as plain elements`);
        const scattered = Array.from({ length: total }, (_, i) => (mine.has(i) ? item(i) : Array(per).fill(SENTINEL)));
        assert.equal(got.scatter, scattered.flat(), `${what}: the piece received with the darray type`);
        assert.equal(got.allgatherv, whole, `${what}: the array rebuilt from allgatherv's pieces`);
        if (r === 0) assert.equal(got.gather, whole, `${what}: the array gathered on rank 0`);
      }
    });
  });
}

// ───────────────────────────── hindexedBlock ─────────────────────────────

/** The int32 values pack gathers from an Int32Array whose element k (from the origin at element
 *  `mid`) holds k. */
function int32sOf(type, count = 1) {
  const mid = 64;
  const src = Int32Array.from({ length: 256 }, (_, i) => i - mid);
  return Array.from(view(Int32Array, pack(src.subarray(mid), count, type)));
}

test('hindexedBlock: equal blocks at byte displacements, in any order, negative ones too', () => {
  const t = Datatype.hindexedBlock(2, [12, 0, -8], INT32);
  assert.is(t.combiner, 'hindexedBlock');
  assert.equal(t.contents, { blocklength: 2, displs: [12, 0, -8], base: INT32 });
  assert.is(t.name, 'hindexedBlock(2, [12, 0, -8], int32)');
  assert.equal(
    { size: t.size, lb: t.lb, ub: t.ub, extent: t.extent, trueLb: t.trueLb, trueUb: t.trueUb, isContig: t.isContig },
    { size: 24, lb: -8, ub: 20, extent: 28, trueLb: -8, trueUb: 20, isContig: false },
  );
  assert.equal(int32sOf(t), [3, 4, 0, 1, -2, -1]);
  // item 1 is one extent (28 bytes, 7 ints) after item 0
  assert.equal(int32sOf(t, 2), [3, 4, 0, 1, -2, -1, 10, 11, 7, 8, 5, 6]);
  assert.equal(t.signature, [[INT32, 6]]);
  // the same type map as indexedBlock in extents and hindexed with equal lengths
  const same = [Datatype.indexedBlock(2, [3, 0, -2], INT32), Datatype.hindexed([2, 2, 2], [12, 0, -8], INT32)];
  for (const u of same) {
    assert.equal(int32sOf(u, 2), int32sOf(t, 2), u.name);
    assert.equal([u.lb, u.ub, u.size], [t.lb, t.ub, t.size], u.name);
  }
  // unpack scatters back to the same places and leaves the rest
  const dst = new Int32Array(16).fill(-7);
  unpack(Int32Array.of(1, 2, 3, 4, 5, 6), dst.subarray(4), 1, t);
  assert.equal(Array.from(dst), [-7, -7, 5, 6, 3, 4, -7, 1, 2, -7, -7, -7, -7, -7, -7, -7]);
});

test('hindexedBlock: byte displacements need not be multiples of the base, derived bases, empty types', () => {
  const u = Datatype.hindexedBlock(1, [1, 6], INT16); // int16 at bytes 1 and 6
  const bytes = Uint8Array.from({ length: 16 }, (_, i) => i);
  assert.equal(Array.from(pack(bytes, 1, u)), [1, 2, 6, 7]);
  assert.equal([u.lb, u.ub, u.size], [1, 8, 4]);
  const col = Datatype.vector(2, 1, 3, INT32); // elements 0 and 3 (extent 16 bytes)
  const v = Datatype.hindexedBlock(2, [40, 4], col); // copies at 40, 56 and 4, 20 bytes
  assert.equal(int32sOf(v), [10, 13, 14, 17, 1, 4, 5, 8]);
  const e0 = Datatype.hindexedBlock(0, [8, 16], INT32);
  assert.equal([e0.size, e0.extent, e0.baseType], [0, 0, INT32]);
  assert.equal([Datatype.hindexedBlock(3, [], FLOAT64).size, Datatype.hindexedBlock(3, [], FLOAT64).extent], [0, 0]);
  // a resized base keeps its bounds: blocks of items one (resized) extent apart
  const r = Datatype.hindexedBlock(2, [0, 40], Datatype.resized(INT32, 0, 8));
  assert.equal(int32sOf(r), [0, 2, 10, 12]);
  assert.equal([r.lb, r.ub], [0, 56]);
  // TypedArray displacements
  assert.equal(int32sOf(Datatype.hindexedBlock(1, Int32Array.of(8, 0), INT32)), [2, 0]);
});

// ───────────────────────────── errors ─────────────────────────────

test('hindexedBlock: every bad argument, named', () => {
  raises(() => Datatype.hindexedBlock(-1, [0], INT32), 'ERR_COUNT', 'blocklength', '-1');
  raises(() => Datatype.hindexedBlock(1.5, [0], INT32), 'ERR_COUNT', 'blocklength', '1.5');
  raises(() => Datatype.hindexedBlock('2', [0], INT32), 'ERR_COUNT', 'blocklength', '"2"');
  raises(() => Datatype.hindexedBlock(1, null, INT32), 'ERR_ARG', 'byteDispls', 'null');
  raises(() => Datatype.hindexedBlock(1, 8, INT32), 'ERR_ARG', 'byteDispls', '8');
  raises(() => Datatype.hindexedBlock(1, [0, 1.5], INT32), 'ERR_ARG', 'byteDispls[1]', '1.5');
  raises(() => Datatype.hindexedBlock(1, [2 ** 31], INT32), 'ERR_ARG', 'byteDispls[0]', String(2 ** 31));
  raises(() => Datatype.hindexedBlock(1, [0], 7), 'ERR_TYPE', 'base', '7');
  raises(() => Datatype.hindexedBlock(1, [0], VALUE), 'ERR_TYPE', 'base', 'VALUE');
  raises(() => Datatype.hindexedBlock(1, [0], Int32Array), 'ERR_TYPE', 'base', 'Int32Array');
});

test('darray: every bad argument throws, naming the value and what was expected', () => {
  const ok = { size: 6, rank: 0, gsizes: [5, 7], distribs: [BLOCK, CYCLIC], dargs: [DFLT, 2], psizes: [2, 3] };
  const call =
    (o, base = INT32, opts) =>
    () =>
      Datatype.darray(o.size, o.rank, o.gsizes, o.distribs, o.dargs, o.psizes, base, opts);
  const bad = (patch, code, ...names) => raises(call({ ...ok, ...patch }), code, 'Datatype.darray', ...names);
  call(ok)(); // the good call works
  // size and rank
  bad({ size: 0 }, 'ERR_ARG', 'size', 'got 0');
  bad({ size: -2 }, 'ERR_ARG', 'size', '-2');
  bad({ size: 1.5 }, 'ERR_ARG', 'size', '1.5');
  bad({ size: '6' }, 'ERR_ARG', 'size', '"6"');
  bad({ rank: -1 }, 'ERR_RANK', 'rank', 'size - 1 = 5', '-1');
  bad({ rank: 6 }, 'ERR_RANK', 'rank', 'size - 1 = 5', 'got 6');
  bad({ rank: 0.5 }, 'ERR_RANK', 'rank', '0.5');
  bad({ rank: undefined }, 'ERR_RANK', 'rank', 'undefined');
  // the lists: arrays, their entries, their lengths
  bad({ gsizes: 5 }, 'ERR_ARG', 'gsizes', 'must be an array');
  bad({ distribs: BLOCK }, 'ERR_ARG', 'distribs', 'must be an array');
  bad({ dargs: null }, 'ERR_ARG', 'dargs', 'null');
  bad({ psizes: undefined }, 'ERR_ARG', 'psizes', 'undefined');
  bad({ gsizes: [5, -7] }, 'ERR_COUNT', 'gsizes[1]', '-7');
  bad({ gsizes: [5, 0] }, 'ERR_ARG', 'gsizes[1]', 'at least 1', 'got 0');
  bad({ psizes: [2, 2.5] }, 'ERR_COUNT', 'psizes[1]', '2.5');
  bad({ dargs: [DFLT, 1.5] }, 'ERR_ARG', 'dargs[1]', '1.5');
  bad({ gsizes: [5, 7, 2] }, 'ERR_ARG', 'gsizes and distribs', '3 and 2');
  bad({ distribs: [BLOCK] }, 'ERR_ARG', 'gsizes and distribs', '2 and 1');
  bad({ dargs: [DFLT, 2, 2] }, 'ERR_ARG', 'gsizes and dargs', '2 and 3');
  bad({ psizes: [6] }, 'ERR_ARG', 'gsizes and psizes', '2 and 1');
  bad({ gsizes: [], distribs: [], dargs: [], psizes: [] }, 'ERR_ARG', 'gsizes', 'at least one dimension');
  // distributions and their arguments
  bad({ distribs: [BLOCK, 'blok'] }, 'ERR_ARG', 'distribs[1]', '"blok"', 'DISTRIBUTE_BLOCK');
  bad({ distribs: [121, CYCLIC] }, 'ERR_ARG', 'distribs[0]', '121');
  bad({ distribs: [BLOCK, 'BLOCK'] }, 'ERR_ARG', 'distribs[1]', '"BLOCK"');
  bad({ dargs: [DFLT, 0] }, 'ERR_ARG', 'dargs[1]', 'at least 1', 'DISTRIBUTE_DFLT_DARG', 'got 0');
  bad({ dargs: [-3, 2] }, 'ERR_ARG', 'dargs[0]', 'got -3');
  bad({ psizes: [2, 0] }, 'ERR_ARG', 'psizes[1]', 'at least 1', 'got 0');
  bad({ distribs: [BLOCK, NONE] }, 'ERR_ARG', 'DISTRIBUTE_NONE', 'psizes[1] must be 1', 'got 3');
  // BLOCK blocks that do not cover the dimension: 2 * 2 < 5
  bad({ dargs: [2, 2] }, 'ERR_ARG', 'dargs[0] = 2', 'psizes[0] = 2', 'gsizes[0] = 5', '4 items');
  // the grid against size
  bad({ psizes: [2, 2] }, 'ERR_ARG', 'psizes = [2, 2]', '4 processes', 'size is 6');
  bad({ size: 12, rank: 11 }, 'ERR_ARG', 'psizes = [2, 3]', '6 processes', 'size is 12');
  // order, options and base
  raises(call(ok, INT32, { order: 'X' }), 'ERR_ARG', 'order', "'C'", "'F'", '"X"');
  raises(call(ok, INT32, { order: 'c' }), 'ERR_ARG', 'order', '"c"');
  raises(call(ok, INT32, 'F'), 'ERR_ARG', 'options', '"F"');
  raises(call(ok, INT32, 3), 'ERR_ARG', 'options', '3');
  raises(call(ok, 'int32'), 'ERR_TYPE', 'base', '"int32"');
  raises(call(ok, VALUE), 'ERR_TYPE', 'base', 'VALUE');
  raises(call(ok, null), 'ERR_TYPE', 'base', 'null');
  // a global array beyond what a datatype's 32-bit offsets reach
  raises(
    call({ ...ok, gsizes: [65536, 65536] }, FLOAT64),
    'ERR_ARG',
    'global array',
    String(65536 * 65536 * 8),
    'bytes',
  );
  // the limits that are allowed: blocks that just cover, cyclic blocks longer than the dimension
  call({ ...ok, dargs: [3, 2] })();
  call({ ...ok, dargs: [3, 100] })();
});

test.run();
