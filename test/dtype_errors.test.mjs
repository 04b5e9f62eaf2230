// Bad arguments to the derived-datatype constructors and to pack/unpack/packSize: each raises a
// WasmpiError with a code a careful library would use, whose message names the bad value, and
// leaves every buffer untouched.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Datatype, pack, unpack, packSize, WasmpiError, init } from 'wasmpi';

const I32 = Datatype.INT32;
const ARG = ['ERR_ARG', 'ERR_COUNT'];
const COUNT = ['ERR_COUNT', 'ERR_ARG'];
const TYPE = ['ERR_TYPE', 'ERR_ARG'];
const BUFFER = ['ERR_BUFFER', 'ERR_ARG', 'ERR_TYPE'];
const SHORT = ['ERR_BUFFER', 'ERR_TRUNCATE', 'ERR_COUNT'];

/** Calls fn, expecting a WasmpiError with one of `codes` whose message contains every string of
 *  `names`; `buffers` must keep their bytes. */
function raises(label, fn, codes, names = [], buffers = []) {
  const before = buffers.map((b) => new Uint8Array(b.buffer, b.byteOffset, b.byteLength).slice());
  let err;
  try {
    fn();
  } catch (e) {
    err = e;
  }
  if (err === undefined) assert.unreachable(`${label}: no error`);
  if (!(err instanceof WasmpiError)) assert.unreachable(`${label}: threw ${err?.stack ?? err}, not a WasmpiError`);
  assert.ok(
    codes.includes(err.code),
    `${label}: code ${err.code}, expected one of ${codes.join(' ')} (${err.message})`,
  );
  for (const n of names) {
    assert.ok(err.message.includes(n), `${label}: the message "${err.message}" does not name ${n}`);
  }
  buffers.forEach((b, i) => {
    const now = new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
    for (let k = 0; k < now.length; k++) {
      if (now[k] !== before[i][k])
        assert.unreachable(`${label}: buffer ${i} changed at byte ${k} (${before[i][k]} -> ${now[k]})`);
    }
  });
  return err;
}

const filled = (C, n, salt = 0) => {
  const a = new C(n);
  const u = new Uint8Array(a.buffer);
  for (let i = 0; i < u.length; i++) u[i] = (i * 13 + 7 + salt) & 255;
  return a;
};

test('contiguous: bad count or base type', () => {
  raises('contiguous(-1)', () => Datatype.contiguous(-1, I32), COUNT, ['-1']);
  raises('contiguous(1.5)', () => Datatype.contiguous(1.5, I32), COUNT, ['1.5']);
  raises('contiguous(NaN)', () => Datatype.contiguous(NaN, I32), COUNT, ['NaN']);
  raises('contiguous("3")', () => Datatype.contiguous('3', I32), [...COUNT, 'ERR_TYPE'], ['3']);
  raises('contiguous(2, "int32")', () => Datatype.contiguous(2, 'int32'), TYPE, ['int32']);
  raises('contiguous(2, null)', () => Datatype.contiguous(2, null), TYPE, ['null']);
  raises('contiguous(2, undefined)', () => Datatype.contiguous(2, undefined), TYPE, ['undefined']);
  raises('contiguous(2, Int32Array)', () => Datatype.contiguous(2, Int32Array), TYPE, ['Int32Array']);
});

test('vector and hvector: bad count, blocklength, stride or base type', () => {
  for (const k of ['vector', 'hvector']) {
    raises(`${k}(-1, ...)`, () => Datatype[k](-1, 1, 1, I32), COUNT, ['-1']);
    raises(`${k}(2, -2, ...)`, () => Datatype[k](2, -2, 1, I32), COUNT, ['-2']);
    raises(`${k}(2, 0.5, ...)`, () => Datatype[k](2, 0.5, 1, I32), COUNT, ['0.5']);
    raises(`${k}(2, 1, 1.5, ...)`, () => Datatype[k](2, 1, 1.5, I32), ARG, ['1.5']);
    raises(`${k}(2, 1, Infinity, ...)`, () => Datatype[k](2, 1, Infinity, I32), ARG, ['Infinity']);
    raises(`${k}(2, 1, NaN, ...)`, () => Datatype[k](2, 1, NaN, I32), ARG, ['NaN']);
    raises(`${k}(2, 1, 1, "x")`, () => Datatype[k](2, 1, 1, 'x'), TYPE, ['x']);
    raises(`${k}(2, 1, 1, {})`, () => Datatype[k](2, 1, 1, {}), TYPE);
  }
});

test('indexed and hindexed: bad lists or base type', () => {
  for (const k of ['indexed', 'hindexed']) {
    raises(`${k} lengths 2 and 1`, () => Datatype[k]([1, 2], [0], I32), ARG, ['2', '1']);
    raises(`${k} lengths 1 and 3`, () => Datatype[k]([1], [0, 4, 8], I32), ARG, ['3']);
    raises(`${k} blocklength -2`, () => Datatype[k]([1, -2], [0, 4], I32), COUNT, ['-2']);
    raises(`${k} blocklength 2.5`, () => Datatype[k]([1, 2.5], [0, 4], I32), COUNT, ['2.5']);
    raises(`${k} displacement 0.5`, () => Datatype[k]([1, 1], [0, 0.5], I32), ARG, ['0.5']);
    raises(`${k} displacement NaN`, () => Datatype[k]([1], [NaN], I32), ARG, ['NaN']);
    raises(`${k} blocklengths "abc"`, () => Datatype[k]('abc', [0], I32), [...ARG, 'ERR_TYPE'], ['abc']);
    raises(`${k} displs null`, () => Datatype[k]([1], null, I32), [...ARG, 'ERR_TYPE'], ['null']);
    raises(`${k} base "x"`, () => Datatype[k]([1], [0], 'x'), TYPE, ['x']);
  }
});

test('indexedBlock: bad blocklength, displacements or base type', () => {
  raises('indexedBlock(-1)', () => Datatype.indexedBlock(-1, [0], I32), COUNT, ['-1']);
  raises('indexedBlock(1.5)', () => Datatype.indexedBlock(1.5, [0], I32), COUNT, ['1.5']);
  raises('indexedBlock displacement 1.5', () => Datatype.indexedBlock(1, [0, 1.5], I32), ARG, ['1.5']);
  raises('indexedBlock displs null', () => Datatype.indexedBlock(1, null, I32), [...ARG, 'ERR_TYPE'], ['null']);
  raises('indexedBlock base 7', () => Datatype.indexedBlock(1, [0], 7), TYPE, ['7']);
});

test('struct: bad lists or member types', () => {
  raises('struct lengths 2, 1, 2', () => Datatype.struct([1, 1], [0], [I32, I32]), ARG, ['1', '2']);
  raises('struct lengths 1, 1, 2', () => Datatype.struct([1], [0], [I32, I32]), ARG, ['1', '2']);
  raises('struct blocklength -1', () => Datatype.struct([-1], [0], [I32]), COUNT, ['-1']);
  raises('struct blocklength 1.25', () => Datatype.struct([1.25], [0], [I32]), COUNT, ['1.25']);
  raises('struct displacement 0.5', () => Datatype.struct([1], [0.5], [I32]), ARG, ['0.5']);
  raises('struct type "int32"', () => Datatype.struct([1, 1], [0, 4], [I32, 'int32']), TYPE, ['int32']);
  raises('struct type null', () => Datatype.struct([1], [0], [null]), TYPE, ['null']);
  raises('struct types not a list', () => Datatype.struct([1], [0], I32), [...ARG, 'ERR_TYPE']);
});

test('subarray: bad shapes, order or base type', () => {
  raises('subsize 5 > size 4', () => Datatype.subarray([4], [5], [0], 'C', I32), ARG, ['5']);
  raises('start 3 + subsize 2 > size 4', () => Datatype.subarray([4], [2], [3], 'C', I32), ARG, ['3']);
  raises('start -1', () => Datatype.subarray([4], [2], [-1], 'C', I32), ARG, ['-1']);
  raises('size -1', () => Datatype.subarray([-1], [1], [0], 'C', I32), ARG, ['-1']);
  raises('subsize 1.5', () => Datatype.subarray([4], [1.5], [0], 'C', I32), ARG, ['1.5']);
  raises('lengths 2, 1, 2', () => Datatype.subarray([4, 4], [2], [0, 0], 'C', I32), ARG);
  raises('no dimensions', () => Datatype.subarray([], [], [], 'C', I32), ARG);
  raises('order "X"', () => Datatype.subarray([4], [2], [0], 'X', I32), ARG, ['X']);
  raises('order 3', () => Datatype.subarray([4], [2], [0], 3, I32), [...ARG, 'ERR_TYPE'], ['3']);
  raises('base "x"', () => Datatype.subarray([4], [2], [0], 'C', 'x'), TYPE, ['x']);
});

test('resized and dup: bad type, lb or extent', () => {
  raises('resized("x")', () => Datatype.resized('x', 0, 4), TYPE, ['x']);
  raises('resized(null)', () => Datatype.resized(null, 0, 4), TYPE, ['null']);
  raises('resized lb 0.5', () => Datatype.resized(I32, 0.5, 4), ARG, ['0.5']);
  raises('resized extent NaN', () => Datatype.resized(I32, 0, NaN), ARG, ['NaN']);
  raises('resized extent 2.5', () => Datatype.resized(I32, 0, 2.5), ARG, ['2.5']);
  raises('resized lb "0"', () => Datatype.resized(I32, '0', 4), [...ARG, 'ERR_TYPE'], ['0']);
  raises('dup("x")', () => Datatype.dup('x'), TYPE, ['x']);
  raises('dup(null)', () => Datatype.dup(null), TYPE, ['null']);
  raises('dup(undefined)', () => Datatype.dup(undefined), TYPE, ['undefined']);
});

test('packSize: bad count or type', () => {
  raises('packSize(-1)', () => packSize(-1, I32), COUNT, ['-1']);
  raises('packSize(1.5)', () => packSize(1.5, I32), COUNT, ['1.5']);
  raises('packSize(NaN)', () => packSize(NaN, I32), COUNT, ['NaN']);
  raises('packSize(2, "x")', () => packSize(2, 'x'), TYPE, ['x']);
  raises('packSize(2, null)', () => packSize(2, null), TYPE, ['null']);
  assert.is(packSize(3, Datatype.vector(2, 1, 3, I32)), 24);
});

test('pack: bad buffer, count, type or out; buffers untouched', () => {
  const src = filled(Int32Array, 4);
  const out = filled(Uint8Array, 64, 1);
  raises('pack(Array)', () => pack([1, 2, 3], 3, I32, out), BUFFER, ['Array'], [out]);
  raises('pack(null)', () => pack(null, 1, I32, out), BUFFER, ['null'], [out]);
  raises('pack(count -1)', () => pack(src, -1, I32, out), COUNT, ['-1'], [src, out]);
  raises('pack(count 1.5)', () => pack(src, 1.5, I32, out), COUNT, ['1.5'], [src, out]);
  raises('pack(type "x")', () => pack(src, 1, 'x', out), TYPE, ['x'], [src, out]);
  raises('pack(type undefined)', () => pack(src, 1, undefined, out), TYPE, ['undefined'], [src, out]);
  // 5 int32 from a 16-byte buffer
  raises('pack 5 items from 4', () => pack(src, 5, I32, out), SHORT, ['16'], [src, out]);
  // a vector whose last element lies past the end: 3 blocks 16 bytes apart need 36 bytes
  const v = Datatype.vector(3, 1, 4, I32);
  const src8 = filled(Int32Array, 8, 2);
  raises('pack vector past the end', () => pack(src8, 1, v, out), SHORT, ['32'], [src8, out]);
  raises('pack 2 vectors past the end', () => pack(filled(Int32Array, 12), 2, v), SHORT, ['48']);
  // out too short: 2 int32 are 8 bytes
  const small = filled(Uint8Array, 7, 3);
  raises('pack into 7 bytes', () => pack(src, 2, I32, small), SHORT, ['7'], [src, small]);
  const src9 = filled(Int32Array, 9, 2);
  raises('pack into a vector-short out', () => pack(src9, 1, v, filled(Uint8Array, 11)), SHORT, ['11'], [src9]);
  raises('pack out not a buffer', () => pack(src, 2, I32, [0, 0, 0, 0, 0, 0, 0, 0]), BUFFER, ['Array'], [src]);
  // the same call with good arguments works
  const ok = pack(src, 2, I32, out);
  assert.equal([...ok], [...new Uint8Array(src.buffer, 0, 8)]);
});

test('unpack: bad buffers, count or type; buffers untouched', () => {
  const packed = filled(Uint8Array, 16, 4);
  const dst = filled(Int32Array, 4, 5);
  raises('unpack(Array)', () => unpack([1, 2, 3, 4], dst, 1, I32), BUFFER, ['Array'], [dst]);
  raises('unpack into Array', () => unpack(packed, [0, 0, 0, 0], 1, I32), BUFFER, ['Array'], [packed]);
  raises('unpack into null', () => unpack(packed, null, 1, I32), BUFFER, ['null'], [packed]);
  raises('unpack count -1', () => unpack(packed, dst, -1, I32), COUNT, ['-1'], [packed, dst]);
  raises('unpack count 0.5', () => unpack(packed, dst, 0.5, I32), COUNT, ['0.5'], [packed, dst]);
  raises('unpack type "x"', () => unpack(packed, dst, 1, 'x'), TYPE, ['x'], [packed, dst]);
  // packed bytes too few: 4 int32 need 16 bytes, 12 given
  raises('unpack from 12 bytes', () => unpack(packed.subarray(0, 12), dst, 4, I32), SHORT, ['12'], [packed, dst]);
  // destination too short: 5 int32 into 16 bytes
  const big = filled(Uint8Array, 20, 6);
  raises('unpack 5 items into 4', () => unpack(big, dst, 5, I32), SHORT, ['16'], [big, dst]);
  // a vector whose blocks reach past the destination's end
  const v = Datatype.vector(3, 1, 4, I32);
  const dst8 = filled(Int32Array, 8, 7);
  raises('unpack vector past the end', () => unpack(packed.subarray(0, 12), dst8, 1, v), SHORT, ['32'], [packed, dst8]);
  // a good call works
  unpack(packed, dst, 4, I32);
  assert.equal([...new Uint8Array(dst.buffer)], [...packed]);
});

test('data below the start of the ArrayBuffer: ERR_BUFFER, nothing touched', () => {
  // offsets 0, 4, -8, -4, -16, -12 from the origin: the buffer's first byte is the origin
  const v = Datatype.vector(3, 2, -2, I32);
  const src = filled(Int32Array, 6);
  const out = filled(Uint8Array, 24, 1);
  raises('pack below the start', () => pack(src, 1, v, out), ['ERR_BUFFER', 'ERR_ARG'], [], [src, out]);
  raises('unpack below the start', () => unpack(out, src, 1, v), ['ERR_BUFFER', 'ERR_ARG'], [], [src, out]);
  // the same through a view 12 bytes into its ArrayBuffer: still 4 bytes short
  const region = filled(Uint8Array, 36, 2);
  const view = new Int32Array(region.buffer, 12, 6);
  raises(
    'pack 4 bytes below the ArrayBuffer',
    () => pack(view, 1, v, out),
    ['ERR_BUFFER', 'ERR_ARG'],
    [],
    [region, out],
  );
  raises(
    'unpack 4 bytes below the ArrayBuffer',
    () => unpack(out, view, 1, v),
    ['ERR_BUFFER', 'ERR_ARG'],
    [],
    [region, out],
  );
});

test('buffers in the shared heap are bounds-checked too', async () => {
  // the main thread's world of one (init is idempotent; no finalize: other files may use it too)
  const world = await init();
  {
    const heap = world.alloc(Uint8Array, 256);
    for (let i = 0; i < heap.length; i++) heap[i] = (i * 5 + 1) & 255;
    const v = Datatype.vector(3, 1, 4, I32); // 36 bytes from the origin, 12 of data
    const src = heap.subarray(16, 48); // 32 bytes: 4 short
    const out = heap.subarray(64, 75); // 11 bytes: 1 short
    const ok = heap.subarray(96, 132);
    raises('pack from a short shared view', () => pack(src, 1, v, heap.subarray(160, 172)), SHORT, ['32'], [heap]);
    raises('pack into a short shared out', () => pack(ok, 1, v, out), SHORT, ['11'], [heap]);
    raises('unpack from short shared bytes', () => unpack(out, ok, 1, v), SHORT, ['11'], [heap]);
    raises('unpack into a short shared view', () => unpack(heap.subarray(160, 172), src, 1, v), SHORT, ['32'], [heap]);
  }
});

test.run();
