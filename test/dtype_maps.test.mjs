// MPI 4.1 chapter 5 (datatypes), from the standard's rules and examples: the type maps the
// constructors build (observed through pack: every byte of the input is labelled with its offset
// from the origin, so the packed bytes spell the type map in order), the bounds and extents of the
// standard's examples, resized and what count > 1 then means, pack/unpack/packSize (section 5.2),
// and, through real ranks (test/ranks/dtype_maps.mjs), MPI_Get_count vs MPI_Get_elements,
// type matching across layouts and the section 5.1.14 examples. Every expected value is written
// out by hand from the standard's formulas, never taken from wasmpi.
//
// Struct extents with alignment padding and the sizes/extents of the pair types are left out on
// purpose (they are being changed); where an example needs MPI's padded extent of
// {(double, 0), (char, 8)} (16), the test sets it with resized, which MPI and wasmpi agree on.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Datatype, pack, unpack, packSize, UNDEFINED } from 'wasmpi';
import { run } from './helpers.mjs';

const { INT8, INT32, FLOAT32, FLOAT64 } = Datatype;

// ─────────────────────────────── type maps through pack ───────────────────────────────

const ORIGIN = 2048;
const SPAN = 4096;
/** The label of the byte `q` bytes after the origin (a hash, so that offsets 256 apart differ). */
const lab = (q) => Math.imul(q + 0x9e37, 0x2c1b3c6d) >>> 24;

function labelled() {
  const b = new Uint8Array(SPAN);
  for (let p = 0; p < SPAN; p++) b[p] = lab(p - ORIGIN);
  return b;
}

const SIZE = { double: 8, char: 1, float: 4, int: 4 };
const NAME = { double: 'float64', char: 'int8', float: 'float32', int: 'int32' };

/** The bytes a type map's entries (`[basic type, displacement]`) pack to, from labelled memory. */
function packedBytes(map) {
  const out = [];
  for (const [t, d] of map) for (let i = 0; i < SIZE[t]; i++) out.push(lab(d + i));
  return out;
}

/** The signature of a type map, run-length encoded by the base types' names. */
function signatureOf(map) {
  const sig = [];
  for (const [t] of map) {
    const last = sig[sig.length - 1];
    if (last && last[0] === NAME[t]) last[1]++;
    else sig.push([NAME[t], 1]);
  }
  return sig;
}

const overlapping = (map) => {
  const seen = new Set();
  for (const [t, d] of map)
    for (let i = 0; i < SIZE[t]; i++) {
      if (seen.has(d + i)) return true;
      seen.add(d + i);
    }
  return false;
};

/** Checks that `count` items of `type` have the type map `map` (the items' entries in order): pack
 *  from labelled memory, the signature and the size; then unpack of the same bytes writes exactly
 *  those bytes and leaves the rest (not for maps with overlapping entries, which MPI forbids in a
 *  receive). */
function hasMap(type, map, count = 1, what = type.name) {
  const src = labelled();
  const packed = pack(new Uint8Array(src.buffer, ORIGIN), count, type);
  const want = packedBytes(map);
  assert.equal(Array.from(packed), want, `${what}: type map`);
  if (count === 1) {
    assert.equal(
      type.signature.map(([b, n]) => [b.name, n]),
      signatureOf(map),
      `${what}: signature`,
    );
    assert.is(
      type.size,
      map.reduce((s, [t]) => s + SIZE[t], 0),
      `${what}: size`,
    );
  }
  if (overlapping(map)) return;
  const dst = new Uint8Array(SPAN).fill(0xee);
  const read = unpack(Uint8Array.from(want), new Uint8Array(dst.buffer, ORIGIN), count, type);
  assert.is(read, want.length, `${what}: unpack returns the bytes read`);
  const expect = new Uint8Array(SPAN).fill(0xee);
  for (const [t, d] of map) for (let i = 0; i < SIZE[t]; i++) expect[ORIGIN + d + i] = lab(d + i);
  assert.ok(
    dst.every((v, i) => v === expect[i]),
    `${what}: unpack writes the type map's bytes and nothing else`,
  );
}

/** Element offsets (in elements of `Ctor`, from the origin) that `count` items of `type` pack. */
function elementsOf(type, Ctor, count = 1) {
  const n = 1 << 14;
  const mid = n / 2;
  const src = new Ctor(n);
  for (let i = 0; i < n; i++) src[i] = i - mid;
  const packed = pack(src.subarray(mid), count, type);
  return Array.from(new Ctor(packed.buffer, packed.byteOffset, packed.byteLength / Ctor.BYTES_PER_ELEMENT));
}

function bounds(t, want) {
  const got = {};
  for (const k of Object.keys(want)) got[k] = t[k];
  assert.equal(got, want, `${t.name}: bounds`);
}

/** Repeats a type map at `k * step` bytes, k = 0 .. n - 1. */
const rep = (map, n, step) => Array.from({ length: n }, (_, k) => map.map(([t, d]) => [t, d + k * step])).flat();

// The standard's running oldtype {(double, 0), (char, 8)} of extent 16 (section 5.1.2's examples).
// MPI gets the 16 from alignment; here it is set with resized (an lb marker at 0, an ub marker at 16).
const T1 = [
  ['double', 0],
  ['char', 8],
];
const oldtype = () => Datatype.resized(Datatype.struct([1, 1], [0, 8], [FLOAT64, INT8]), 0, 16);

test('MPI 4.1 §5.1.2 (contiguous): contiguous(3, {(double,0),(char,8)}) is the type map of the standard example', () => {
  const t = Datatype.contiguous(3, oldtype());
  // {(double,0),(char,8),(double,16),(char,24),(double,32),(char,40)}
  hasMap(t, rep(T1, 3, 16));
  bounds(t, { lb: 0, ub: 48, extent: 48, trueLb: 0, trueUb: 41, trueExtent: 41 });
  // contiguous of a basic type: count copies one extent apart, contiguous
  const c = Datatype.contiguous(4, INT32);
  assert.equal(elementsOf(c, Int32Array), [0, 1, 2, 3]);
  bounds(c, { size: 16, lb: 0, ub: 16, extent: 16, isContig: true });
  // contiguous(count, T) equals vector(count, 1, 1, T) and vector(1, count, n, T), n arbitrary
  for (const v of [Datatype.vector(4, 1, 1, INT32), Datatype.vector(1, 4, 99, INT32)]) {
    assert.equal(elementsOf(v, Int32Array), [0, 1, 2, 3], v.name);
    bounds(v, { size: 16, lb: 0, ub: 16, extent: 16 });
  }
});

test('MPI 4.1 §5.1.2 (vector): vector(2, 3, 4, oldtype) and vector(3, 1, -2, oldtype), the standard examples', () => {
  const v = Datatype.vector(2, 3, 4, oldtype());
  // {(double,0),(char,8),(double,16),(char,24),(double,32),(char,40),
  //  (double,64),(char,72),(double,80),(char,88),(double,96),(char,104)}
  hasMap(v, [...rep(T1, 3, 16), ...rep(T1, 3, 16).map(([t, d]) => [t, d + 64])]);
  bounds(v, { lb: 0, ub: 112, extent: 112, trueLb: 0, trueUb: 105 });

  const neg = Datatype.vector(3, 1, -2, oldtype());
  // {(double,0),(char,8),(double,-32),(char,-24),(double,-64),(char,-56)}
  hasMap(neg, rep(T1, 3, -32));
  bounds(neg, { lb: -64, ub: 16, extent: 80, trueLb: -64, trueUb: 9, trueExtent: 73 });

  // the same shape on a basic type: blocks of 3 doubles whose starts are 4 doubles apart
  const d = Datatype.vector(2, 3, 4, FLOAT64);
  assert.equal(elementsOf(d, Float64Array), [0, 1, 2, 4, 5, 6]);
  bounds(d, { size: 48, lb: 0, ub: 56, extent: 56, trueExtent: 56, isContig: false });
  assert.equal(elementsOf(Datatype.vector(3, 2, -3, INT32), Int32Array), [0, 1, -3, -2, -6, -5]);
});

test('MPI 4.1 §5.1.2 (hvector): hvector(2, 3, 4, oldtype), the standard example (stride in bytes)', () => {
  const h = Datatype.hvector(2, 3, 4, oldtype());
  // {(double,0),(char,8),(double,16),(char,24),(double,32),(char,40),
  //  (double,4),(char,12),(double,20),(char,28),(double,36),(char,44)}
  hasMap(h, [...rep(T1, 3, 16), ...rep(T1, 3, 16).map(([t, d]) => [t, d + 4])]);
  // the ub markers of the copies lie at 16, 32, 48 and 20, 36, 52
  bounds(h, { lb: 0, ub: 52, extent: 52, trueLb: 0, trueUb: 45 });
  // hvector(count, bl, stride * extent(T), T) = vector(count, bl, stride, T)
  const a = Datatype.hvector(3, 2, 20, INT32);
  assert.equal(elementsOf(a, Int32Array), elementsOf(Datatype.vector(3, 2, 5, INT32), Int32Array));
  assert.equal(elementsOf(a, Int32Array), [0, 1, 5, 6, 10, 11]);
  bounds(a, { size: 24, lb: 0, ub: 48, extent: 48 });
});

test('MPI 4.1 §5.1.2 (indexed, hindexed): blocklengths (3, 1), displacements (4, 0), the standard examples', () => {
  const i = Datatype.indexed([3, 1], [4, 0], oldtype());
  // {(double,64),(char,72),(double,80),(char,88),(double,96),(char,104),(double,0),(char,8)}
  hasMap(i, [...rep(T1, 3, 16).map(([t, d]) => [t, d + 64]), ...T1]);
  bounds(i, { lb: 0, ub: 112, extent: 112, trueLb: 0, trueUb: 105 });

  const h = Datatype.hindexed([3, 1], [4, 0], oldtype());
  // {(double,4),(char,12),(double,20),(char,28),(double,36),(char,44),(double,0),(char,8)}
  hasMap(h, [...rep(T1, 3, 16).map(([t, d]) => [t, d + 4]), ...T1]);
  bounds(h, { lb: 0, ub: 52, extent: 52, trueLb: 0, trueUb: 45 });

  // on a basic type, with a zero-length block: it adds no entry and does not move the bounds
  const z = Datatype.indexed([2, 0, 1], [1, 100, 0], INT32);
  assert.equal(elementsOf(z, Int32Array), [1, 2, 0]);
  bounds(z, { size: 12, lb: 0, ub: 12, extent: 12, trueLb: 0, trueUb: 12 });
  const n = Datatype.hindexed([1, 2], [-8, 12], INT32);
  assert.equal(elementsOf(n, Int32Array), [-2, 3, 4]);
  bounds(n, { size: 12, lb: -8, ub: 20, extent: 28 });
});

test('MPI 4.1 §5.1.2 (indexed_block): equal block lengths at given displacements', () => {
  const t = Datatype.indexedBlock(2, [5, 0, 3], INT32);
  assert.equal(elementsOf(t, Int32Array), [5, 6, 0, 1, 3, 4]);
  bounds(t, { size: 24, lb: 0, ub: 28, extent: 28, trueLb: 0, trueUb: 28 });
  // same as indexed with every block length 2
  assert.equal(elementsOf(Datatype.indexed([2, 2, 2], [5, 0, 3], INT32), Int32Array), [5, 6, 0, 1, 3, 4]);
  // of a derived type: displacements in its extent (vector(2,1,2,int): extent 12)
  const v = Datatype.vector(2, 1, 2, INT32);
  assert.equal(elementsOf(Datatype.indexedBlock(1, [2, 0], v), Int32Array), [6, 8, 0, 2]);
});

test('MPI 4.1 §5.1.2 (struct): B = (2, 1, 3), D = (0, 16, 26), T = (float, type1, char), the standard example', () => {
  // type1 = {(double,0),(char,8)}; with block length 1 its extent does not enter the type map
  const type1 = Datatype.struct([1, 1], [0, 8], [FLOAT64, INT8]);
  const s = Datatype.struct([2, 1, 3], [0, 16, 26], [FLOAT32, type1, INT8]);
  // {(float,0),(float,4),(double,16),(char,24),(char,26),(char,27),(char,28)}
  hasMap(s, [
    ['float', 0],
    ['float', 4],
    ['double', 16],
    ['char', 24],
    ['char', 26],
    ['char', 27],
    ['char', 28],
  ]);
  bounds(s, { size: 20, lb: 0, trueLb: 0, trueUb: 29, trueExtent: 29, isContig: false });
  // struct with one type is hindexed; with displacements in bytes of a derived type
  const t = Datatype.struct([2, 1], [-4, 30], [oldtype(), INT32]);
  hasMap(t, [...rep(T1, 2, 16).map(([u, d]) => [u, d - 4]), ['int', 30]]);
  // oldtype's markers, at -4 (lb) and 28 (ub), bound the struct although an int ends at 34
  bounds(t, { lb: -4, ub: 28, extent: 32, trueLb: -4, trueUb: 34 });
});

test('MPI 4.1 §5.1.3 (subarray): 2-D and 3-D blocks in C and Fortran order, extent of the whole array', () => {
  // a 4 x 6 array of int, the 2 x 3 block at (1, 2)
  const c = Datatype.subarray([4, 6], [2, 3], [1, 2], 'C', INT32);
  // C: element (i, j) at i * 6 + j, j fastest
  assert.equal(elementsOf(c, Int32Array), [8, 9, 10, 14, 15, 16]);
  bounds(c, { size: 24, lb: 0, ub: 96, extent: 96, trueLb: 32, trueUb: 68, trueExtent: 36 });
  const f = Datatype.subarray([4, 6], [2, 3], [1, 2], 'F', INT32);
  // Fortran: element (i, j) at i + j * 4, i fastest
  assert.equal(elementsOf(f, Int32Array), [9, 10, 13, 14, 17, 18]);
  bounds(f, { size: 24, lb: 0, ub: 96, extent: 96, trueLb: 36, trueUb: 76, trueExtent: 40 });
  // count 2: the second item is the same block of the next whole array (24 elements on)
  assert.equal(elementsOf(c, Int32Array, 2), [8, 9, 10, 14, 15, 16, 32, 33, 34, 38, 39, 40]);

  // 3 x 4 x 5, the 2 x 2 x 2 block at (1, 1, 2)
  const c3 = Datatype.subarray([3, 4, 5], [2, 2, 2], [1, 1, 2], 'C', FLOAT64);
  // C: (i, j, k) at 20 i + 5 j + k
  assert.equal(elementsOf(c3, Float64Array), [27, 28, 32, 33, 47, 48, 52, 53]);
  bounds(c3, { size: 64, lb: 0, ub: 480, extent: 480, trueLb: 27 * 8, trueUb: 54 * 8 });
  const f3 = Datatype.subarray([3, 4, 5], [2, 2, 2], [1, 1, 2], 'F', FLOAT64);
  // Fortran: (i, j, k) at i + 3 j + 12 k
  assert.equal(elementsOf(f3, Float64Array), [28, 29, 31, 32, 40, 41, 43, 44]);
  bounds(f3, { size: 64, lb: 0, ub: 480, extent: 480, trueLb: 28 * 8, trueUb: 45 * 8 });
  // the whole array as a subarray is contiguous; an empty block has size 0 and the array's extent
  const all = Datatype.subarray([3, 4], [3, 4], [0, 0], 'F', INT32);
  assert.equal(elementsOf(all, Int32Array), [...Array(12).keys()]);
  bounds(all, { size: 48, extent: 48, isContig: true });
  bounds(Datatype.subarray([3, 4], [0, 2], [1, 1], 'C', INT32), { size: 0, lb: 0, ub: 48, extent: 48 });
});

test('MPI 4.1 §5.1.7: resized(int, -3, 9) and contiguous(2, it), the standard example of lb/ub markers', () => {
  const t1 = Datatype.resized(INT32, -3, 9);
  // {(lb,-3),(int,0),(ub,6)}: extent 9 (from -3 to 5, 5 included), an int at displacement 0
  hasMap(t1, [['int', 0]]);
  bounds(t1, { size: 4, lb: -3, ub: 6, extent: 9, trueLb: 0, trueUb: 4, trueExtent: 4, isContig: false });
  const t2 = Datatype.contiguous(2, t1);
  // {(lb,-3),(int,0),(int,9),(ub,15)}
  hasMap(t2, [
    ['int', 0],
    ['int', 9],
  ]);
  bounds(t2, { size: 8, lb: -3, ub: 15, extent: 18, trueLb: 0, trueUb: 13, trueExtent: 13 });
  // count 3 of t1: item i at i * extent = 9 i bytes
  hasMap(t1, rep([['int', 0]], 3, 9), 3, 'resized(int, -3, 9) x 3');
  // markers are sticky: a struct of it and an int at 100 keeps lb -3 and ub 6
  const s = Datatype.struct([1, 1], [0, 100], [t1, INT32]);
  bounds(s, { lb: -3, ub: 6, extent: 9, trueLb: 0, trueUb: 104 });
  hasMap(s, [
    ['int', 0],
    ['int', 100],
  ]);
});

test('MPI 4.1 §5.1.7: resized sets what count > 1 means (a matrix column with the extent of one element)', () => {
  // a 3 x 4 row-major matrix of doubles; column = vector(3, 1, 4): elements 0, 4, 8
  const col = Datatype.vector(3, 1, 4, FLOAT64);
  bounds(col, { size: 24, lb: 0, ub: 72, extent: 72 });
  // two columns: the second starts one extent (9 elements) on, not at the next column
  assert.equal(elementsOf(col, Float64Array, 2), [0, 4, 8, 9, 13, 17]);
  // resized to one element: count 4 walks the columns, i.e. the matrix transposed
  const col1 = Datatype.resized(col, 0, 8);
  bounds(col1, { size: 24, lb: 0, ub: 8, extent: 8, trueLb: 0, trueUb: 72, trueExtent: 72 });
  assert.equal(elementsOf(col1, Float64Array, 4), [0, 4, 8, 1, 5, 9, 2, 6, 10, 3, 7, 11]);
  // a larger extent leaves gaps between items; a negative lb does not move the data
  const gap = Datatype.resized(INT32, -8, 12);
  assert.equal(elementsOf(gap, Int32Array, 3), [0, 3, 6]);
  bounds(gap, { lb: -8, ub: 4, extent: 12 });
  // resized(vector(2,1,3,int), -8, 40): bounds from the markers, true bounds from the data
  const r = Datatype.resized(Datatype.vector(2, 1, 3, INT32), -8, 40);
  bounds(r, { lb: -8, ub: 32, extent: 40, trueLb: 0, trueUb: 16, trueExtent: 16 });
  assert.equal(elementsOf(r, Int32Array, 2), [0, 3, 10, 13]);
});

test('MPI 4.1 §5.1.8: true extent ignores the markers; §5.1.10: dup keeps the type map and bounds', () => {
  const v = Datatype.vector(3, 1, -2, oldtype());
  bounds(v, { lb: -64, extent: 80, trueLb: -64, trueUb: 9, trueExtent: 73 });
  const r = Datatype.resized(Datatype.hindexed([1, 1], [12, 40], FLOAT32), 0, 100);
  bounds(r, { lb: 0, ub: 100, extent: 100, trueLb: 12, trueUb: 44, trueExtent: 32 });
  const d = Datatype.dup(Datatype.vector(2, 3, 4, oldtype()));
  hasMap(d, [...rep(T1, 3, 16), ...rep(T1, 3, 16).map(([t, x]) => [t, x + 64])]);
  bounds(d, { lb: 0, ub: 112, extent: 112, trueLb: 0, trueUb: 105 });
});

test('MPI 4.1 §5.2: pack/unpack round trips and packSize', () => {
  const t = Datatype.vector(3, 2, 5, INT32); // elements 0,1,5,6,10,11; extent 12 ints
  const src = Int32Array.from({ length: 60 }, (_, i) => 1000 + i);
  const packed = pack(src, 4, t);
  // 4 items of 6 ints each, item k at 12 k elements
  const want = [];
  for (let k = 0; k < 4; k++) for (const e of [0, 1, 5, 6, 10, 11]) want.push(1000 + 12 * k + e);
  assert.equal(Array.from(new Int32Array(packed.buffer, packed.byteOffset, packed.byteLength / 4)), want);
  assert.is(packed.byteLength, 96);
  assert.ok(packSize(4, t) >= packed.byteLength, 'MPI_Pack_size is an upper bound of the packed size');
  assert.is(packSize(4, t), 96);
  assert.is(packSize(0, t), 0);
  // unpack into the same layout: the type map's elements come back, the gaps stay as they were
  const back = new Int32Array(60).fill(-1);
  assert.is(unpack(packed, back, 4, t), 96);
  for (let i = 0; i < 60; i++) {
    const inMap = i < 48 && [0, 1, 5, 6, 10, 11].includes(i % 12);
    assert.is(back[i], inMap ? 1000 + i : -1, `element ${i}`);
  }
  // unpack with another type of the same signature (24 ints, contiguous)
  const flat = new Int32Array(24);
  unpack(packed, flat, 24, INT32);
  assert.equal(Array.from(flat), want);
  // a struct packs its fields in type-map order, whatever their offsets
  const s = Datatype.struct([1, 2, 1], [16, 0, 24], [INT32, FLOAT32, INT8]);
  const bytes = new DataView(new ArrayBuffer(32));
  bytes.setInt32(16, -7, true);
  bytes.setFloat32(0, 1.5, true);
  bytes.setFloat32(4, -2.25, true);
  bytes.setInt8(24, 99);
  const p = pack(new Uint8Array(bytes.buffer), 1, s);
  const pv = new DataView(p.buffer, p.byteOffset, p.byteLength);
  assert.is(p.byteLength, 13);
  assert.equal(
    [pv.getInt32(0, true), pv.getFloat32(4, true), pv.getFloat32(8, true), pv.getInt8(12)],
    [-7, 1.5, -2.25, 99],
  );
  // packing one message after another into one buffer (the section's int-then-array example)
  const out = new Uint8Array(64);
  const n = Int32Array.of(5);
  const a = Int8Array.of(10, 20, 30, 40, 50, 60);
  pack(n, 1, INT32, out);
  pack(a, n[0], INT8, out.subarray(4));
  const m = new Int32Array(1);
  assert.is(unpack(out, m, 1, INT32), 4);
  const rest = new Int8Array(8);
  assert.is(unpack(out.subarray(4), rest, m[0], INT8), 5);
  assert.equal(Array.from(rest), [10, 20, 30, 40, 50, 0, 0, 0]);
  // count 0 packs nothing and unpacks nothing
  assert.is(pack(src, 0, t).byteLength, 0);
  assert.is(unpack(new Uint8Array(0), back, 0, t), 0);
});

// ─────────────────────────────── through real ranks ───────────────────────────────

const rankRes = (async () => run('dtype_maps.mjs', 2, ['partial', 'matching', 'examples']))();
rankRes.catch(() => {});

test('MPI 4.1 §5.1.11: MPI_Get_count vs MPI_Get_elements on probes and partial receives (the standard example)', async () => {
  const r = (await rankRes)[1].partial;
  // 2 reals probed as Type2 = contiguous(2, real): count 1, elements 2
  assert.equal(r.probe1, { count: 1, elements: 2 });
  assert.equal(r.recv1, { count: 1, getCount: 1, elements: 2, data: [1, 2] });
  // 3 reals: count UNDEFINED (not a whole number of Type2), elements 3
  assert.equal(r.probe2, { count: UNDEFINED, elements: 3 });
  assert.equal(r.recv2, { count: UNDEFINED, getCount: UNDEFINED, elements: 3, reals: 3, data: [1, 2, 3, -1] });
  // (int, double, int) received as 2 items of {(int,0),(double,8)}: 1.5 items
  assert.equal(r.struct, {
    count: UNDEFINED,
    getCount: UNDEFINED,
    elements: 3,
    bytes: 16,
    ints: [11, 12],
    doubles: [2.5, -1],
  });
});

test('MPI 4.1 §5.1.11 (type matching): a column sent as a vector is received as a contiguous row, and back', async () => {
  const [r0, r1] = (await rankRes).map((r) => r.matching);
  const R = 5;
  const C = 4;
  // rank 1 got column 2 of rank 0's matrix m[i][j] = 1000 i + j
  assert.equal(r1.row, { data: [2, 1002, 2002, 3002, 4002], count: R, source: 0, tag: 5 });
  // rank 0 got rank 1's row [i * 10 + 7] into column 1 of a matrix of -1
  const want = [];
  for (let i = 0; i < R; i++) for (let j = 0; j < C; j++) want.push(j === 1 ? i * 10 + 7 : -1);
  assert.equal(r0.column, { data: want, count: 1 });
  // large columns (rendezvous): 5000 x 3 matrix column 1; 512 blocks of 8 of every 16 doubles
  assert.equal(r1.bigColumn.length, 5000);
  assert.ok(
    r1.bigColumn.every((v, i) => v === 3 * i + 1),
    'the column of 5000 doubles arrived in order',
  );
  assert.equal(r1.blocks.length, 4096);
  assert.ok(
    r1.blocks.every((v, i) => v === 16 * Math.floor(i / 8) + (i % 8) + 0.5),
    'the 512 blocks arrived in order',
  );
  // grouping does not matter: contiguous(2, int) x 3 is int x 6, and int x 6 is contiguous(3, int) x 2
  assert.equal(r1.grouped, { a: [1, 2, 3, 4, 5, 6], aCount: 6, b: [7, 8, 9, 10, 11, 12], bCount: 2 });
  // a struct received into a struct of other offsets with the same signature (int, double, double)
  assert.equal(r1.struct, { i: 42, d: [0.25, -8] });
  // vector(3, 1, -3, int) from element 8: elements 8, 5, 2; 3 items of resized(int, -8, 12): 0, 3, 6
  assert.equal(r1.negative, { backwards: [80, 50, 20], gapped: [0, 30, 60], count: 3 });
  // and received through vector(3, 1, -3, int) at element 8
  assert.equal(r0.negative, [-1, -1, 3, -1, -1, 2, -1, -1, 1, -1]);
});

test('MPI 4.1 §5.1.14 (examples): a 3-D section, the lower triangle and the transpose by sendrecv', async () => {
  for (const r of (await rankRes).map((x) => x.examples)) {
    // a(1:17:2, 3:11, 2:10) of real a(20,20,20), a(i,j,k) = 10000 i + 100 j + k, into e(9,9,9)
    const e = [];
    for (let k = 1; k <= 9; k++)
      for (let j = 1; j <= 9; j++) for (let i = 1; i <= 9; i++) e.push(10000 * (2 * i - 1) + 100 * (j + 2) + (k + 1));
    assert.equal(r.section, e);
    // strictly lower triangle of a(10,10), a(i,j) = 100 i + j; b starts as -1
    const N = 10;
    const low = [];
    for (let j = 1; j <= N; j++) for (let i = 1; i <= N; i++) low.push(i > j ? 100 * i + j : -1);
    assert.equal(r.lower, low);
    // transpose of a(100,100), a(i,j) = 1000 i + j: b(i,j) = a(j,i), three ways
    for (const k of ['hvector', 'resized', 'recvXpose']) {
      const b = r.transpose[k];
      assert.is(b.length, 10000, k);
      let bad = -1;
      for (let j = 1; j <= 100 && bad < 0; j++)
        for (let i = 1; i <= 100; i++)
          if (b[(j - 1) * 100 + (i - 1)] !== 1000 * j + i) {
            bad = (j - 1) * 100 + (i - 1);
            break;
          }
      assert.is(bad, -1, `${k}: b(i,j) = a(j,i)`);
    }
  }
});

test.run();
