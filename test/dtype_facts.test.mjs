// Derived datatypes: the facts of every constructor (MPI 4.1 section 5.1, docs/guide/datatypes.md),
// computed at creation: zero counts, negative strides and displacements, struct padding, subarray in
// C and F order, resized (sticky bounds), dup; the compiled program's format; every error code.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Datatype, WasmpiError, Status, UNDEFINED, pack, packSize } from 'wasmpi';
import { raises } from './helpers.mjs';

const { INT8, INT16, INT32, FLOAT64 } = Datatype;

/** Checks facts; `f` lists the expected ones (signature as [[type, n], ...]). */
function facts(t, f) {
  const got = {};
  for (const k of Object.keys(f)) got[k] = k === 'signature' ? t.signature.map(([b, n]) => [b.name, n]) : t[k];
  const want = { ...f };
  if (want.signature) want.signature = want.signature.map(([b, n]) => [b.name, n]);
  if ('baseType' in want) {
    got.baseType = got.baseType?.name ?? null;
    want.baseType = want.baseType?.name ?? null;
  }
  assert.equal(got, want, t.name);
  // the identities every type keeps
  assert.is(t.extent, t.ub - t.lb, `${t.name}: extent`);
  assert.is(t.trueExtent, t.trueUb - t.trueLb, `${t.name}: trueExtent`);
}

test('base types keep their codes, names and sizes, and have the facts of one contiguous item', () => {
  const expected = [
    ['INT8', 1, 'int8', 1],
    ['INT32', 5, 'int32', 4],
    ['FLOAT64', 10, 'float64', 8],
    ['BYTE', 11, 'byte', 1],
    ['PAIR_FLOAT64', 15, '2float64', 16],
  ];
  for (const [k, code, name, size] of expected) {
    const t = Datatype[k];
    assert.is(t.code, code);
    assert.is(t.name, name);
    assert.is(t.size, size);
    facts(t, {
      lb: 0,
      ub: size,
      extent: size,
      trueLb: 0,
      trueUb: size,
      trueExtent: size,
      isContig: true,
      baseType: t,
      signature: [[t, 1]],
      combiner: 'named',
      isDerived: false,
      committed: true,
      contents: null,
    });
    assert.is(t.commit(), t);
    assert.equal(Array.from(t.program), [1, size, size, size]);
  }
});

test('C-struct pair types (MPI 4.1 section 6.9.4): struct { value; int } with C sizes and extents', () => {
  const { FLOAT_INT, DOUBLE_INT, LONG_INT, SHORT_INT, FLOAT32 } = Datatype;
  const cases = [
    [FLOAT_INT, 16, 'float_int', FLOAT32, 4, 8, 8, 8],
    [DOUBLE_INT, 17, 'double_int', FLOAT64, 8, 12, 12, 16],
    [LONG_INT, 18, 'long_int', Datatype.INT64, 8, 12, 12, 16],
    [SHORT_INT, 19, 'short_int', INT16, 4, 6, 8, 8],
  ];
  for (const [t, code, name, value, at, size, trueUb, extent] of cases) {
    assert.is(t.code, code);
    facts(t, {
      name,
      size,
      lb: 0,
      ub: extent,
      extent,
      trueLb: 0,
      trueUb,
      isContig: size === extent,
      baseType: t, // the unit of maxloc/minloc
      signature: [
        [value, 1],
        [INT32, 1],
      ],
      combiner: 'named',
      committed: true,
      contents: null,
    });
    // the same facts as the C struct declared field by field
    const s = Datatype.struct([1, 1], [0, at], [value, INT32]);
    assert.equal([s.size, s.extent, s.trueExtent], [size, extent, trueUb], name);
    // arrays of pairs lie `extent` apart
    facts(Datatype.contiguous(2, t), { size: 2 * size, extent: 2 * extent, baseType: t });
  }
});

test('contiguous', () => {
  facts(Datatype.contiguous(3, INT32), {
    size: 12,
    lb: 0,
    ub: 12,
    trueLb: 0,
    trueUb: 12,
    isContig: true,
    baseType: INT32,
    signature: [[INT32, 3]],
    combiner: 'contiguous',
    isDerived: true,
    code: 0,
  });
  facts(Datatype.contiguous(0, FLOAT64), {
    size: 0,
    lb: 0,
    ub: 0,
    extent: 0,
    trueLb: 0,
    trueUb: 0,
    isContig: true,
    baseType: FLOAT64,
    signature: [],
  });
  facts(Datatype.contiguous(1, Datatype.contiguous(0, INT8)), { size: 0, extent: 0 });
  // a contiguous of a non-contiguous type: items one (resized) extent apart
  const r = Datatype.resized(INT32, 0, 8);
  facts(Datatype.contiguous(2, r), {
    size: 8,
    lb: 0,
    ub: 16,
    trueLb: 0,
    trueUb: 12,
    isContig: false,
    signature: [[INT32, 2]],
  });
  const c = Datatype.contiguous(2, INT16);
  assert.equal(c.contents, { count: 2, base: INT16 });
  assert.is(c.name, 'contiguous(2, int16)');
});

test('vector and hvector: strides in items and in bytes, negative, overlapping, zero counts', () => {
  facts(Datatype.vector(3, 2, 4, INT32), {
    size: 24,
    lb: 0,
    ub: 40,
    trueLb: 0,
    trueUb: 40,
    isContig: false,
    signature: [[INT32, 6]],
  });
  facts(Datatype.vector(2, 2, 2, INT32), { size: 16, lb: 0, ub: 16, isContig: true });
  facts(Datatype.vector(1, 5, 100, INT8), { size: 5, extent: 5, isContig: true });
  // blocks at 0, -8, -16: the type starts below its origin, and runs backwards (not contiguous)
  facts(Datatype.vector(3, 1, -2, INT32), {
    size: 12,
    lb: -16,
    ub: 4,
    extent: 20,
    trueLb: -16,
    trueUb: 4,
    isContig: false,
  });
  facts(Datatype.vector(2, 1, -1, INT32), { size: 8, lb: -4, ub: 4, extent: 8, isContig: false });
  facts(Datatype.vector(0, 3, 5, INT32), { size: 0, lb: 0, ub: 0, extent: 0, isContig: true });
  facts(Datatype.vector(3, 0, 5, INT32), { size: 0, lb: 0, ub: 0, extent: 0 });
  // the stride counts extents of the base: here 8-byte resized items
  facts(Datatype.vector(2, 1, 3, Datatype.resized(INT16, 0, 8)), { size: 4, lb: 0, ub: 32, trueLb: 0, trueUb: 26 });
  facts(Datatype.hvector(2, 1, 12, FLOAT64), { size: 16, lb: 0, ub: 20, isContig: false });
  facts(Datatype.hvector(3, 2, 8, INT32), { size: 24, lb: 0, ub: 24, isContig: true });
  facts(Datatype.hvector(2, 1, 3, INT32), { size: 8, lb: 0, ub: 7, trueExtent: 7, isContig: false }); // overlapping
  facts(Datatype.hvector(2, 2, -20, INT16), { size: 8, lb: -20, ub: 4, trueLb: -20, trueUb: 4 });
  assert.equal(Datatype.hvector(2, 1, 12, FLOAT64).contents, { count: 2, blocklength: 1, stride: 12, base: FLOAT64 });
});

test('indexed, hindexed, indexedBlock: any order, negative displacements, empty blocks', () => {
  facts(Datatype.indexed([2, 1], [3, 0], INT32), { size: 12, lb: 0, ub: 20, isContig: false, signature: [[INT32, 3]] });
  // the empty block at 100 holds nothing and bounds nothing
  facts(Datatype.indexed([1, 0, 2], [-2, 100, 1], INT16), {
    size: 6,
    lb: -4,
    ub: 6,
    extent: 10,
    trueLb: -4,
    trueUb: 6,
  });
  facts(Datatype.indexed([0, 0], [5, 9], INT16), { size: 0, lb: 0, ub: 0, extent: 0, baseType: INT16 });
  facts(Datatype.indexed([], [], INT16), { size: 0, extent: 0 });
  facts(Datatype.indexed([1, 2], [0, 1], FLOAT64), { size: 24, extent: 24, isContig: true });
  // 8 bytes in 8 bytes, but the second int32 comes first in the type map: not contiguous
  facts(Datatype.hindexed([1, 1], [4, 0], INT32), { size: 8, lb: 0, ub: 8, isContig: false });
  // one block at byte 8: contiguous data starting at lb 8
  facts(Datatype.hindexed([1], [8], INT32), { size: 4, lb: 8, ub: 12, trueLb: 8, isContig: true });
  facts(Datatype.hindexed([2, 1], [-7, 30], INT8), { size: 3, lb: -7, ub: 31 });
  facts(Datatype.indexedBlock(2, [0, 2, 4], INT8), { size: 6, extent: 6, isContig: true });
  facts(Datatype.indexedBlock(2, [4, 0], INT32), { size: 16, lb: 0, ub: 24, isContig: false });
  facts(Datatype.indexedBlock(0, [4, 0], INT32), { size: 0, extent: 0 });
  const t = Datatype.indexed(new Int32Array([1, 2]), [0, 4], INT8);
  assert.equal(t.contents, { blocklengths: [1, 2], displs: [0, 4], base: INT8 });
});

test('struct: padding between and after fields, field order, empty fields, mixed types', () => {
  // { int32 a; double b; } with a at 0, b at 8: 4 bytes of padding are not data
  const s = Datatype.struct([1, 1], [0, 8], [INT32, FLOAT64]);
  facts(s, {
    size: 12,
    lb: 0,
    ub: 16,
    trueLb: 0,
    trueUb: 16,
    isContig: false,
    baseType: null,
    signature: [
      [INT32, 1],
      [FLOAT64, 1],
    ],
  });
  // { double b; int32 a; } ends at 12: its extent is padded to the double's alignment, 16, as C's
  // sizeof (MPI's epsilon) ...
  const s2 = Datatype.struct([1, 1], [0, 8], [FLOAT64, INT32]);
  facts(s2, { size: 12, lb: 0, ub: 16, trueUb: 12, isContig: false });
  // ... resized gives any other extent, e.g. the unpadded one
  facts(Datatype.resized(s2, 0, 12), { size: 12, lb: 0, ub: 12, trueUb: 12, isContig: true });
  // the same bytes with the fields in the other order: one run of 12 bytes, not in type-map order
  facts(Datatype.struct([1, 1], [8, 0], [INT32, FLOAT64]), { size: 12, lb: 0, ub: 16, isContig: false });
  // only fields that hold data count for the alignment; markers are not padded
  facts(Datatype.struct([3, 0], [0, 8], [INT8, FLOAT64]), { size: 3, ub: 3 });
  facts(Datatype.struct([1, 1], [0, 8], [Datatype.resized(FLOAT64, 0, 8), INT8]), { size: 9, ub: 8 });
  facts(Datatype.struct([2, 0], [0, 100], [INT16, FLOAT64]), { size: 4, ub: 4, isContig: true, baseType: INT16 });
  facts(Datatype.struct([], [], []), { size: 0, extent: 0, baseType: null, signature: [] });
  facts(Datatype.struct([3, 2], [-24, 0], [FLOAT64, FLOAT64]), {
    size: 40,
    lb: -24,
    ub: 16,
    isContig: true,
    baseType: FLOAT64,
    signature: [[FLOAT64, 5]],
  });
  facts(Datatype.struct([1, 1, 1], [0, 4, 8], [INT32, INT32, FLOAT64]), {
    signature: [
      [INT32, 2],
      [FLOAT64, 1],
    ],
  });
  // nested: an array of 2 of the padded struct
  facts(Datatype.contiguous(2, s), {
    size: 24,
    lb: 0,
    ub: 32,
    signature: [
      [INT32, 1],
      [FLOAT64, 1],
      [INT32, 1],
      [FLOAT64, 1],
    ],
  });
  // C-struct pairs: their data bytes, `extent` apart (no pad bytes are data)
  facts(Datatype.contiguous(2, Datatype.DOUBLE_INT), {
    size: 24,
    extent: 32,
    isContig: false,
    baseType: Datatype.DOUBLE_INT,
  });
});

test('subarray: C and F order, full arrays, the whole array as extent', () => {
  // rows 1..2, columns 1..3 of a 4x5 int8 array: bytes 6-8 and 11-13
  const c = Datatype.subarray([4, 5], [2, 3], [1, 1], 'C', INT8);
  facts(c, {
    size: 6,
    lb: 0,
    ub: 20,
    trueLb: 6,
    trueUb: 14,
    isContig: false,
    combiner: 'subarray',
    signature: [[INT8, 6]],
  });
  // column-major: element (i, j) at i + 4 j: 5, 6, 9, 10, 13, 14
  const f = Datatype.subarray([4, 5], [2, 3], [1, 1], 'F', INT8);
  facts(f, { size: 6, lb: 0, ub: 20, trueLb: 5, trueUb: 15, isContig: false });
  facts(Datatype.subarray([3], [3], [0], 'C', INT32), { size: 12, lb: 0, ub: 12, isContig: true });
  facts(Datatype.subarray([2, 3], [1, 3], [1, 0], 'C', FLOAT64), {
    size: 24,
    lb: 0,
    ub: 48,
    trueLb: 24,
    trueUb: 48,
    isContig: false,
  });
  facts(Datatype.subarray([2, 3, 4], [1, 2, 2], [1, 1, 2], 'C', INT16), {
    size: 8,
    ub: 48,
    trueLb: 2 * (12 + 4 + 2),
    trueUb: 2 * (12 + 8 + 4),
  });
  facts(Datatype.subarray([5], [0], [2], 'C', INT32), { size: 0, lb: 0, ub: 20 });
  assert.equal(c.contents, { sizes: [4, 5], subsizes: [2, 3], starts: [1, 1], order: 'C', base: INT8 });
});

test('resized: explicit bounds, kept by every type built on it (sticky markers)', () => {
  facts(Datatype.resized(INT32, -4, 16), {
    size: 4,
    lb: -4,
    ub: 12,
    extent: 16,
    trueLb: 0,
    trueUb: 4,
    isContig: false,
  });
  facts(Datatype.resized(INT32, 0, 4), { isContig: true });
  facts(Datatype.resized(Datatype.resized(INT32, 0, 8), 0, 4), { isContig: true, extent: 4 });
  // resized to a shorter extent: items overlap
  facts(Datatype.contiguous(3, Datatype.resized(INT32, 0, 2)), { size: 12, lb: 0, ub: 6, trueUb: 8 });
  // a marked field bounds the struct alone (MPI 4.1 section 5.1.7): the int32 at 100 lies beyond ub
  const m = Datatype.struct([1, 1], [0, 100], [Datatype.resized(INT32, -4, 16), INT32]);
  facts(m, { size: 8, lb: -4, ub: 12, trueLb: 0, trueUb: 104 });
  // an empty type with bounds (a spacer) bounds its parent
  const spacer = Datatype.resized(Datatype.contiguous(0, INT8), 0, 32);
  facts(spacer, { size: 0, lb: 0, ub: 32, trueLb: 0, trueUb: 0, isContig: false });
  facts(Datatype.struct([1, 1], [0, 0], [INT32, spacer]), { size: 4, lb: 0, ub: 32, trueUb: 4 });
});

test('dup: the same facts, a new type, committed when its original is', () => {
  const v = Datatype.vector(3, 1, 2, FLOAT64);
  const d = Datatype.dup(v);
  assert.is.not(d, v);
  for (const k of ['size', 'lb', 'ub', 'extent', 'trueLb', 'trueUb', 'trueExtent', 'isContig', 'baseType'])
    assert.is(d[k], v[k], k);
  assert.equal(d.signature, v.signature);
  assert.is(d.combiner, 'dup');
  assert.is(d.contents.type, v);
  assert.is(d.committed, false);
  v.commit();
  const d2 = Datatype.dup(v);
  assert.is(d2.committed, true);
  assert.equal(Array.from(d2.program), Array.from(v.program));
  facts(Datatype.dup(INT32), { size: 4, isContig: true, baseType: INT32, isDerived: true });
});

test('commit: idempotent, returns the type, compiles the program of docs/internals/datatypes.md', () => {
  const v = Datatype.vector(4, 1, 3, FLOAT64);
  assert.is(v.committed, false);
  assert.is(v.program, null);
  assert.is(v.commit(), v);
  assert.is(v.commit(), v);
  assert.is(v.committed, true);
  // VECTOR [2, extent, size, count, blocklen, stride, child] over BYTES [1, extent, size, n]: one
  // 8-byte block per vector block
  assert.equal(Array.from(v.program), [2, 80, 32, 4, 1, 24, 7, 1, 8, 8, 8]);
  // blocks of 2 doubles merge into one 16-byte run
  assert.equal(Array.from(Datatype.vector(2, 2, 3, FLOAT64).commit().program), [2, 40, 32, 2, 1, 24, 7, 1, 16, 16, 16]);
  // contiguous types are one BYTES node
  assert.equal(Array.from(Datatype.contiguous(5, INT16).commit().program), [1, 10, 10, 10]);
  // unequal blocks: INDEXED [4, extent, size, count, child, b0, d0, ...]
  assert.equal(
    Array.from(Datatype.indexed([2, 1], [3, 0], INT32).commit().program),
    [4, 20, 12, 2, 9, 2, 12, 1, 0, 1, 4, 4, 4],
  );
  // equal, irregular blocks: BLOCKINDEXED [3, extent, size, count, blocklen, child, d0, ...]
  assert.equal(
    Array.from(Datatype.indexedBlock(1, [2, 0, 5], INT16).commit().program),
    [3, 12, 6, 3, 1, 9, 4, 0, 10, 1, 2, 2, 2],
  );
  // a struct of two types: STRUCT [5, extent, size, count, b0, d0, c0, ...], fields as BYTES runs
  assert.equal(
    Array.from(Datatype.struct([1, 2], [0, 8], [INT32, FLOAT64]).commit().program),
    [5, 24, 20, 2, 1, 0, 10, 1, 8, 14, 1, 4, 4, 4, 1, 16, 16, 16],
  );
  // a vector of a non-contiguous type recurses into the child node
  const inner = Datatype.vector(2, 1, 2, INT8);
  assert.equal(
    Array.from(Datatype.vector(2, 2, 4, inner).commit().program),
    [2, 18, 8, 2, 2, 12, 7, 2, 3, 2, 2, 1, 2, 14, 1, 1, 1, 1],
  );
  // resized: the node's extent is the new one
  assert.equal(Array.from(Datatype.resized(INT32, 0, 8).commit().program), [1, 8, 4, 4]);
  // data that starts past the origin: a one-block BLOCKINDEXED places it
  assert.equal(Array.from(Datatype.hindexed([1], [8], INT32).commit().program), [3, 4, 4, 1, 1, 7, 8, 1, 4, 4, 4]);
  // empty
  assert.equal(Array.from(Datatype.contiguous(0, INT32).commit().program), [1, 0, 0, 0]);
});

test('errors: every bad argument names its value and what was expected', () => {
  raises(() => Datatype.contiguous(-1, INT32), 'ERR_COUNT', 'Datatype.contiguous', 'count', '-1');
  raises(() => Datatype.contiguous(2.5, INT32), 'ERR_COUNT', '2.5');
  raises(() => Datatype.contiguous(2 ** 31, INT32), 'ERR_COUNT', String(2 ** 31));
  raises(() => Datatype.contiguous(2, 'int32'), 'ERR_TYPE', 'base', '"int32"');
  raises(() => Datatype.contiguous(2, Datatype.VALUE), 'ERR_TYPE', 'VALUE');
  raises(() => Datatype.vector(2, -1, 1, INT32), 'ERR_COUNT', 'blocklength', '-1');
  raises(() => Datatype.vector(2, 1, 0.5, INT32), 'ERR_ARG', 'stride', '0.5');
  raises(() => Datatype.vector(2, 1, 1, null), 'ERR_TYPE', 'null');
  raises(() => Datatype.hvector(2, 1, NaN, INT32), 'ERR_ARG', 'strideBytes', 'NaN');
  raises(() => Datatype.hvector(-3, 1, 1, INT32), 'ERR_COUNT', '-3');
  raises(() => Datatype.indexed([1, 2], [0], INT32), 'ERR_ARG', 'same length', '2 and 1');
  raises(() => Datatype.indexed([1, -2], [0, 4], INT32), 'ERR_COUNT', 'blocklengths[1]', '-2');
  raises(() => Datatype.indexed([1], [0.5], INT32), 'ERR_ARG', 'displs[0]', '0.5');
  raises(() => Datatype.indexed(3, [0], INT32), 'ERR_ARG', 'must be an array', '3');
  raises(() => Datatype.hindexed([1], [2 ** 31], INT32), 'ERR_ARG', 'byteDispls[0]');
  raises(() => Datatype.hindexed([1], [0], {}), 'ERR_TYPE', 'Object');
  raises(() => Datatype.indexedBlock(-1, [0], INT32), 'ERR_COUNT', '-1');
  raises(() => Datatype.indexedBlock(1, [0, 'a'], INT32), 'ERR_ARG', 'displs[1]', '"a"');
  raises(() => Datatype.struct([1, 1], [0, 4], [INT32]), 'ERR_ARG', 'types', '2 and 1');
  raises(() => Datatype.struct([1], [0, 4], [INT32]), 'ERR_ARG', 'byteDispls', '1 and 2');
  raises(() => Datatype.struct([1, 1], [0, 4], [INT32, 'double']), 'ERR_TYPE', 'types[1]', '"double"');
  raises(
    () => Datatype.subarray([4, 4], [2, 2], [3, 0], 'C', INT32),
    'ERR_ARG',
    'starts[0] + subsizes[0] = 3 + 2',
    'sizes[0] = 4',
  );
  raises(() => Datatype.subarray([4], [2], [-1], 'C', INT32), 'ERR_ARG', '-1');
  raises(() => Datatype.subarray([4, 4], [2], [0, 0], 'C', INT32), 'ERR_ARG', 'subsizes', '2 and 1');
  raises(() => Datatype.subarray([0], [0], [0], 'C', INT32), 'ERR_ARG', 'sizes[0] must be at least 1');
  raises(() => Datatype.subarray([4], [-2], [0], 'C', INT32), 'ERR_COUNT', 'subsizes[0]', '-2');
  raises(() => Datatype.subarray([], [], [], 'C', INT32), 'ERR_ARG', 'at least one dimension');
  raises(() => Datatype.subarray([4], [2], [0], 'row', INT32), 'ERR_ARG', "'C'", '"row"');
  raises(() => Datatype.subarray([4], [2], [0], 'C', 4), 'ERR_TYPE', '4');
  raises(() => Datatype.resized(INT32, 0.5, 4), 'ERR_ARG', 'lb', '0.5');
  raises(() => Datatype.resized(INT32, 0, '4'), 'ERR_ARG', 'extent', '"4"');
  raises(() => Datatype.resized(undefined, 0, 4), 'ERR_TYPE', 'undefined');
  raises(() => Datatype.dup(Int32Array), 'ERR_TYPE', 'Int32Array');
  // a layout beyond the program's 32-bit offsets fails at commit, naming the type
  const huge = Datatype.hvector(2, 1, 2 ** 31 - 1, INT32);
  raises(() => huge.commit(), 'ERR_ARG', huge.name, '32-bit');
  raises(() => packSize(-1, INT32), 'ERR_COUNT', 'packSize', '-1');
  raises(() => packSize(1, 'int32'), 'ERR_TYPE', '"int32"');
  raises(() => pack(new Uint8Array(8), 1, Datatype.VALUE), 'ERR_TYPE', 'VALUE');
});

test('status.getElements (MPI_Get_elements) and getCount: whole items, a partial item ending at an element boundary, inside an element', () => {
  // one item: int32 x2, float64, int16 (4 elements, 18 bytes)
  const st = Datatype.struct([2, 1, 1], [0, 8, 16], [INT32, FLOAT64, INT16]).commit();
  const at = (bytes) => new Status(0, 0, 0, bytes);
  assert.is(at(0).getElements(st), 0);
  assert.is(at(18).getElements(st), 4);
  assert.is(at(36).getElements(st), 8);
  assert.is(at(18 + 4).getElements(st), 5); // the next item's first int32
  assert.is(at(18 + 16).getElements(st), 7); // int32 x2 and the float64
  assert.is(at(18 + 10).getElements(st), UNDEFINED); // inside the float64
  assert.is(at(18 + 4).getCount(st), UNDEFINED);
  assert.is(at(36).getCount(st), 2);
  const v = Datatype.vector(3, 2, 5, FLOAT64).commit(); // 6 float64 per item
  assert.is(at(48 + 16).getElements(v), 8);
  assert.is(at(48 + 16).getElements(FLOAT64), 8);
  assert.is(at(7).getElements(Datatype.contiguous(0, INT8)), UNDEFINED);
  assert.is(at(0).getElements(Datatype.contiguous(0, INT8)), 0);
  assert.throws(
    () => at(8).getElements('float64'),
    (e) => e instanceof WasmpiError && e.code === 'ERR_TYPE',
  );
});

test.run();
