// pack / unpack / packSize of every constructor against a plain JavaScript reference that walks the
// type tree (combiner and contents, with the facts' extents), for 0, 1 and several items, with and
// without `out`, ordinary and SharedArrayBuffer buffers, dense (staged through the core) and sparse
// (walked in JavaScript); unpack leaves the gaps alone; round trips.
// Then the engine itself (the core's dtPack/dtUnpack on hand-written programs of every node kind
// and block length, against an interpreter of docs/internals/datatypes.md), pack inside ranks with comm.alloc
// buffers (in place) and on a plain worker thread, and the errors.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { Datatype, WasmpiError, pack, unpack, packSize } from 'wasmpi';
import { run } from './helpers.mjs';

const { INT8, INT16, INT32, FLOAT32, FLOAT64, BYTE } = Datatype;

// ───────────── the reference: the type map of one item, [[byteOffset, bytes], ...] in order ─────────────

function typeMap(t) {
  const c = t.contents;
  const copies = (child, offsets) => offsets.flatMap((at) => typeMap(child).map(([o, n]) => [o + at, n]));
  const range = (n) => [...Array(n).keys()];
  switch (t.combiner) {
    case 'named':
      return [[0, t.size]];
    case 'contiguous':
      return copies(
        c.base,
        range(c.count).map((i) => i * c.base.extent),
      );
    case 'vector':
    case 'hvector': {
      const stride = t.combiner === 'vector' ? c.stride * c.base.extent : c.stride;
      return copies(
        c.base,
        range(c.count).flatMap((k) => range(c.blocklength).map((j) => k * stride + j * c.base.extent)),
      );
    }
    case 'indexed':
    case 'hindexed':
    case 'indexedBlock': {
      const E = c.base.extent;
      const bl = t.combiner === 'indexedBlock' ? c.displs.map(() => c.blocklength) : c.blocklengths;
      const at = t.combiner === 'hindexed' ? c.displs : c.displs.map((d) => d * E);
      return copies(
        c.base,
        at.flatMap((d, k) => range(bl[k]).map((j) => d + j * E)),
      );
    }
    case 'struct':
      return c.types.flatMap((ty, k) =>
        copies(
          ty,
          range(c.blocklengths[k]).map((j) => c.displs[k] + j * ty.extent),
        ),
      );
    case 'subarray': {
      const n = c.sizes.length;
      const dims = c.order === 'C' ? range(n) : range(n).reverse(); // slowest first
      const out = [];
      const idx = new Array(n).fill(0);
      const walk = (level) => {
        if (level === n) {
          let lin = 0;
          for (const d of dims) lin = lin * c.sizes[d] + idx[d];
          out.push(lin * c.base.extent);
          return;
        }
        const d = dims[level];
        for (let i = c.starts[d]; i < c.starts[d] + c.subsizes[d]; i++) {
          idx[d] = i;
          walk(level + 1);
        }
      };
      walk(0);
      return copies(c.base, out);
    }
    case 'resized':
    case 'dup':
      return typeMap(c.type);
  }
  throw new Error(`unknown combiner ${t.combiner}`);
}

function refPack(t, count, src, origin) {
  const map = typeMap(t);
  const out = [];
  for (let i = 0; i < count; i++)
    for (const [o, n] of map) for (let b = 0; b < n; b++) out.push(src[origin + i * t.extent + o + b]);
  return Uint8Array.from(out);
}

function refUnpack(t, count, packed, dst, origin) {
  const map = typeMap(t);
  let p = 0;
  for (let i = 0; i < count; i++)
    for (const [o, n] of map) for (let b = 0; b < n; b++) dst[origin + i * t.extent + o + b] = packed[p++];
  return dst;
}

/** [lo, hi) of the bytes `count` items touch, from the origin. */
function span(t, count) {
  let lo = 0,
    hi = 0,
    any = false;
  const map = typeMap(t);
  for (let i = 0; i < count; i++) {
    for (const [o, n] of map) {
      const a = i * t.extent + o;
      lo = any ? Math.min(lo, a) : a;
      hi = any ? Math.max(hi, a + n) : a + n;
      any = true;
    }
  }
  return [lo, hi];
}

function overlapping(t, count) {
  const seen = new Set();
  for (let i = 0; i < count; i++) {
    for (const [o, n] of typeMap(t)) {
      for (let b = 0; b < n; b++) {
        const a = i * t.extent + o + b;
        if (seen.has(a)) return true;
        seen.add(a);
      }
    }
  }
  return false;
}

const noise = (n, salt) => Uint8Array.from({ length: n }, (_, i) => (i * 29 + salt * 101 + 17) & 255);

function same(got, want, what) {
  assert.is(got.length, want.length, `${what}: length`);
  for (let i = 0; i < want.length; i++)
    if (got[i] !== want[i]) assert.unreachable(`${what}: byte ${i} is ${got[i]}, expected ${want[i]}`);
}

/** pack/unpack of `count` items of t through buffers of `kind` against the reference. */
function check(t, count, kind = 'ordinary') {
  const what = `${t.name} x ${count} (${kind})`;
  const [lo, hi] = span(t, count);
  const G = 9; // guard bytes before the lowest and after the highest byte touched
  const origin = G - Math.min(lo, 0);
  const len = origin + Math.max(hi, 0) + G;
  const mem = kind === 'sab' ? new Uint8Array(new SharedArrayBuffer(len)) : new Uint8Array(len);
  mem.set(noise(len, count));
  const before = mem.slice();
  const view = mem.subarray(origin, origin + Math.max(hi, 0));
  const want = refPack(t, count, before, origin);
  assert.is(packSize(count, t), want.length, `${what}: packSize`);
  same(pack(view, count, t), want, `${what}: pack`);
  same(mem, before, `${what}: pack left its input alone`);
  // into out, at an offset, longer than needed
  const outMem = new Uint8Array(want.length + 12).fill(0xee);
  const out = outMem.subarray(5);
  const got = pack(view, count, t, out);
  assert.is(got.buffer, outMem.buffer, `${what}: pack(out) returns a view of out`);
  assert.is(got.byteOffset, 5);
  same(got, want, `${what}: pack(out)`);
  same(outMem.subarray(0, 5), new Uint8Array(5).fill(0xee), `${what}: before out`);
  same(outMem.subarray(5 + want.length), new Uint8Array(7).fill(0xee), `${what}: after the packed bytes`);
  if (overlapping(t, count)) return;
  // unpack into fresh noise: exactly the type map's bytes change
  mem.set(noise(len, count + 50));
  const expect = refUnpack(t, count, want, mem.slice(), origin);
  assert.is(unpack(want, view, count, t), want.length, `${what}: unpack returns the bytes read`);
  same(mem, expect, `${what}: unpack`);
  // round trip
  same(pack(view, count, t), want, `${what}: pack after unpack`);
}

const COUNTS = [0, 1, 3];
const ALL = [INT8, INT16, INT32, FLOAT32, FLOAT64, BYTE, Datatype.PAIR_FLOAT64, Datatype.DOUBLE_INT];

function checkAll(types) {
  for (const t of types) {
    for (const count of COUNTS) for (const kind of ['ordinary', 'sab']) check(t, count, kind);
    // sparse: a byte 70000 bytes away makes the span far larger than the data, so pack and unpack
    // walk ordinary buffers in JavaScript instead of staging the span through the core
    if (Math.abs(t.extent) < 4000) check(Datatype.struct([1, 1], [0, 70000], [t, INT8]), 2);
  }
}

test('base types and contiguous', () => {
  checkAll(ALL);
  checkAll(ALL.map((b) => Datatype.contiguous(3, b)));
  checkAll([
    Datatype.contiguous(0, INT32),
    Datatype.contiguous(2, Datatype.contiguous(3, INT16)),
    Datatype.contiguous(2, Datatype.resized(INT32, 0, 8)),
    Datatype.contiguous(4, Datatype.vector(2, 1, 2, INT8)),
  ]);
});

test('vector and hvector: every block length kernel, negative and overlapping strides', () => {
  const types = [];
  for (const b of [INT8, INT16, INT32, FLOAT64]) {
    for (const bl of [1, 2, 3, 4, 5]) {
      types.push(Datatype.vector(7, bl, bl + 2, b));
      types.push(Datatype.vector(5, bl, -(bl + 1), b));
    }
  }
  // blocks of 16 (v128), 17..100 bytes (v128 loop and tail), 2048+ (memory.copy), counts past the unrolled 4
  for (const n of [16, 17, 24, 31, 32, 33, 48, 64, 65, 100, 2048, 3000])
    types.push(Datatype.hvector(6, n, n + 5, INT8));
  for (const count of [1, 2, 3, 4, 5, 8, 9]) types.push(Datatype.vector(count, 1, 3, FLOAT64));
  types.push(Datatype.hvector(3, 1, 3, INT32)); // overlapping: pack only
  types.push(Datatype.hvector(4, 2, 24, Datatype.resized(INT16, 0, 6))); // blocks of a non-run child
  types.push(Datatype.vector(3, 2, 5, Datatype.vector(2, 2, 3, INT16))); // nested
  types.push(Datatype.vector(0, 2, 3, INT32), Datatype.vector(3, 0, 3, INT32));
  checkAll(types);
});

test('indexed, hindexed, indexedBlock: gathers of every block length, any order, empty blocks', () => {
  const types = [];
  for (const b of [
    INT8,
    INT16,
    INT32,
    FLOAT64,
    Datatype.PAIR_FLOAT64,
    Datatype.contiguous(3, INT8),
    Datatype.contiguous(3, INT16),
  ]) {
    types.push(Datatype.indexedBlock(1, [5, 0, 9, 2, 7], b));
    types.push(Datatype.indexedBlock(2, [6, 0, -4], b));
    types.push(Datatype.indexed([2, 0, 1, 3], [8, 50, 0, -5], b));
    types.push(Datatype.indexed([1, 1, 1], [0, 3, 6], b)); // regular: a vector
  }
  types.push(Datatype.hindexed([1, 2, 1], [13, 0, -9], INT32)); // unaligned
  types.push(Datatype.hindexed([2, 1], [0, 40], Datatype.vector(2, 1, 3, INT16)));
  types.push(Datatype.indexed([2, 1], [0, 5], Datatype.resized(INT32, -2, 8)));
  types.push(Datatype.indexed([], [], INT32), Datatype.indexedBlock(0, [1, 2], INT8));
  checkAll(types);
});

test('struct: padding, field order, nested and empty fields', () => {
  const padded = Datatype.struct([1, 1], [0, 8], [INT32, FLOAT64]);
  checkAll([
    padded,
    Datatype.resized(Datatype.struct([1, 1], [0, 8], [FLOAT64, INT16]), 0, 16),
    Datatype.struct([1, 2, 1], [16, 0, -12], [INT8, FLOAT32, FLOAT64]),
    Datatype.struct([2, 1], [0, 40], [padded, Datatype.vector(3, 1, 2, INT16)]),
    Datatype.struct([1, 0, 3], [0, 99, 4], [INT32, FLOAT64, INT8]),
    Datatype.struct([1, 1], [0, 20], [Datatype.subarray([3, 3], [2, 2], [1, 0], 'C', INT8), Datatype.DOUBLE_INT]),
    Datatype.struct([], [], []),
  ]);
});

test('subarray: C and F order, 1 to 3 dimensions', () => {
  const types = [];
  for (const order of ['C', 'F']) {
    types.push(Datatype.subarray([4, 5], [2, 3], [1, 1], order, INT8));
    types.push(Datatype.subarray([6], [2], [3], order, FLOAT64));
    types.push(Datatype.subarray([3, 4, 5], [2, 2, 3], [1, 0, 2], order, INT32));
    types.push(Datatype.subarray([4, 4], [4, 1], [0, 3], order, Datatype.contiguous(2, INT16)));
    types.push(Datatype.subarray([2, 2], [0, 2], [1, 0], order, INT32));
  }
  checkAll(types);
  // a 4x5 row-major array: the 2x3 block at (1, 1)
  const a = Uint8Array.from({ length: 20 }, (_, i) => i);
  assert.equal([...pack(a, 1, Datatype.subarray([4, 5], [2, 3], [1, 1], 'C', INT8))], [6, 7, 8, 11, 12, 13]);
  assert.equal([...pack(a, 1, Datatype.subarray([4, 5], [2, 3], [1, 1], 'F', INT8))], [5, 6, 9, 10, 13, 14]);
});

test('resized and dup', () => {
  checkAll([
    Datatype.resized(INT32, 0, 12),
    Datatype.resized(INT32, -4, 12),
    Datatype.resized(Datatype.vector(2, 1, 3, INT16), 2, 20),
    Datatype.contiguous(3, Datatype.resized(FLOAT64, 0, 24)),
    Datatype.dup(Datatype.indexed([1, 2], [4, 0], INT16)),
    Datatype.dup(FLOAT32),
  ]);
});

test('typed arrays: a column of a row-major matrix, and back', () => {
  const rows = 5,
    cols = 4;
  const m = Float64Array.from({ length: rows * cols }, (_, i) => i + 0.5);
  const col = Datatype.vector(rows, 1, cols, FLOAT64).commit();
  const packed = new Float64Array(pack(m.subarray(2), 1, col).buffer);
  assert.equal([...packed], [2.5, 6.5, 10.5, 14.5, 18.5]);
  const m2 = new Float64Array(rows * cols);
  unpack(packed, m2.subarray(2), 1, col);
  for (let i = 0; i < rows * cols; i++) assert.is(m2[i], i % cols === 2 ? m[i] : 0);
  // a DataView buffer and a packed output of another element type
  const dv = new DataView(m.buffer, 8);
  const out = new Float64Array(5);
  assert.equal([...new Float64Array(pack(dv, 1, col, out).buffer)], [1.5, 5.5, 9.5, 13.5, 17.5]);
});

test('errors: buffers too small, bad buffers, below the ArrayBuffer', () => {
  const v = Datatype.vector(3, 1, 4, INT32); // touches bytes 0 to 36
  const raises = (fn, code, ...names) => {
    try {
      fn();
    } catch (e) {
      assert.instance(e, WasmpiError, String(e));
      assert.is(e.code, code, e.message);
      for (const n of names) assert.ok(e.message.includes(n), `"${e.message}" should name ${n}`);
      return;
    }
    assert.unreachable(`expected ${code}`);
  };
  raises(() => pack(new Int32Array(8), 1, v), 'ERR_COUNT', 'pack', 'inbuf', '36', '32 bytes');
  raises(() => pack(new Int32Array(9), 2, v), 'ERR_COUNT', 'count 2', 'extent 36');
  raises(() => pack(new Int32Array(9), 1, v, new Uint8Array(11)), 'ERR_BUFFER', 'out', '11 bytes', '12 bytes');
  raises(() => pack([1, 2, 3], 1, INT32), 'ERR_BUFFER', 'inbuf', 'Array');
  raises(() => pack(new Int32Array(9), -1, v), 'ERR_COUNT', '-1');
  raises(() => pack(new Int32Array(9), 1, 'vector'), 'ERR_TYPE', '"vector"');
  raises(() => unpack(new Uint8Array(11), new Int32Array(9), 1, v), 'ERR_BUFFER', 'packed', '11 bytes', '12 bytes');
  raises(() => unpack(new Uint8Array(12), new Int32Array(8), 1, v), 'ERR_COUNT', 'outbuf', '32 bytes');
  raises(() => unpack(new Uint8Array(12), null, 1, v), 'ERR_BUFFER', 'outbuf', 'null');
  // items that overlap (extent 0) fit any buffer, but their packed bytes must stay below 2 GiB
  raises(() => pack(new Uint8Array(4), 2 ** 30, Datatype.resized(INT32, 0, 0)), 'ERR_COUNT', String(2 ** 32), '2 GiB');
  // a type with negative offsets reaches before its buffer's first byte, into the ArrayBuffer (as
  // in MPI), never before the ArrayBuffer
  const back = Datatype.vector(3, 1, -2, INT32); // bytes -16 to 4
  const a = Int32Array.of(1, 2, 3, 4, 5);
  assert.equal([...new Int32Array(pack(a.subarray(4), 1, back).buffer)], [5, 3, 1]);
  raises(() => pack(a.subarray(2), 1, back), 'ERR_BUFFER', 'before the ArrayBuffer');
  const a2 = new Int32Array(5);
  raises(() => unpack(Int32Array.of(7, 8, 9), a2.subarray(3), 1, back), 'ERR_BUFFER');
  assert.equal([...a2], [0, 0, 0, 0, 0]);
  unpack(Int32Array.of(7, 8, 9), a2.subarray(4), 1, back);
  assert.equal([...a2], [9, 0, 8, 0, 7]);
});

// ───────────── the engine: hand-written programs of every node kind, against an interpreter ─────────────

const module = new WebAssembly.Module(readFileSync(new URL('../wasm/wasmpi.wasm', import.meta.url)));
const memory = new WebAssembly.Memory({ initial: 8, maximum: 65536, shared: true });
const x = new WebAssembly.Instance(module, { env: { memory } }).exports;
const u8 = new Uint8Array(memory.buffer);
const i32 = new Int32Array(memory.buffer);

/** The engine's semantics (docs/internals/datatypes.md): byte offsets of one item of node q, in order. */
function progMap(p, q = 0) {
  const [kind, , , n] = p.slice(q, q + 4);
  const ext = (c) => p[c + 1];
  const block = (c, b, at) => [...Array(b).keys()].flatMap((j) => progMap(p, c).map((o) => o + at + j * ext(c)));
  switch (kind) {
    case 1:
      return [...Array(n).keys()];
    case 2:
      return [...Array(n).keys()].flatMap((k) => block(p[q + 6], p[q + 4], k * p[q + 5]));
    case 3:
      return [...Array(n).keys()].flatMap((k) => block(p[q + 5], p[q + 4], p[q + 6 + k]));
    case 4:
      return [...Array(n).keys()].flatMap((k) => block(p[q + 4], p[q + 5 + 2 * k], p[q + 6 + 2 * k]));
    case 5:
      return [...Array(n).keys()].flatMap((k) => block(p[q + 6 + 3 * k], p[q + 4 + 3 * k], p[q + 5 + 3 * k]));
  }
  throw new Error(`kind ${kind}`);
}

function engineCase(label, prog, count) {
  const map = progMap(prog);
  const ext = prog[1];
  const offs = [];
  for (let i = 0; i < count; i++) for (const o of map) offs.push(i * ext + o);
  const lo = Math.min(0, ...offs),
    hi = Math.max(0, ...offs.map((o) => o + 1));
  const P = 65536,
    SRC = 65536 + 32768,
    DST = 65536 * 4; // above the core's static data
  i32.set(prog, P >> 2);
  const origin = SRC - lo + 3; // odd: unaligned
  const src = noise(hi - lo + 8, prog.length);
  u8.set(src, origin + lo - 4);
  const want = Uint8Array.from(offs, (o) => u8[origin + o]);
  u8.fill(0xcc, DST, DST + want.length + 16);
  assert.is(x.dtPack(P, count, origin, DST), want.length, `${label}: dtPack returns the bytes moved`);
  same(u8.subarray(DST, DST + want.length), want, `${label}: dtPack`);
  assert.is(u8[DST + want.length], 0xcc, `${label}: dtPack wrote past its bytes`);
  if (new Set(offs).size !== offs.length) return;
  const before = u8.slice(origin + lo - 4, origin + hi + 4);
  const fresh = noise(want.length, 77);
  u8.set(fresh, DST);
  assert.is(x.dtUnpack(P, count, DST, origin), want.length, `${label}: dtUnpack returns the bytes moved`);
  const expect = before.slice();
  offs.forEach((o, k) => (expect[o - lo + 4] = fresh[k]));
  same(u8.subarray(origin + lo - 4, origin + hi + 4), expect, `${label}: dtUnpack`);
}

// Hand-written nodes, assembled into program words (children after their parents, shared once).
// The engine never reads a node's size word except BYTES n: left 0 here.
const B = (ext, n) => ({ head: [1, ext, 0, n], kids: [] });
const V = (ext, count, bl, stride, c) => ({ head: [2, ext, 0, count, bl, stride, c], kids: [6] });
const BI = (ext, bl, c, displs) => ({ head: [3, ext, 0, displs.length, bl, c, ...displs], kids: [5] });
const IX = (ext, c, blocks) => ({ head: [4, ext, 0, blocks.length, c, ...blocks.flat()], kids: [4] });
const ST = (ext, blocks) => ({
  head: [5, ext, 0, blocks.length, ...blocks.flat()],
  kids: blocks.map((_, k) => 6 + 3 * k),
});

function assemble(root) {
  const words = [];
  const at = new Map();
  const emit = (nd) => {
    if (at.has(nd)) return at.get(nd);
    const q = words.length;
    at.set(nd, q);
    words.push(...nd.head);
    for (const k of nd.kids) words[q + k] = emit(nd.head[k]);
    return q;
  };
  emit(root);
  return words;
}

test('engine: every node kind as written by hand (not only what commit emits)', () => {
  for (const count of [0, 1, 2, 5]) {
    for (const n of [1, 2, 3, 4, 5, 8, 16, 20, 40]) {
      const b = B(n, n);
      const cases = {
        [`BYTES ${n}`]: b,
        [`BYTES ${n} extent ${n + 3}`]: B(n + 3, n),
        // VECTOR of BYTES: merged (blocklen 1), blocks of 3 (extent == size), blocks of 3 spaced children
        [`VECTOR ${n}`]: V(5 * (n + 2), 4, 1, n + 2, b),
        [`VECTOR 3x${n}`]: V(4 * 3 * n + 7, 3, 3, -(3 * n + 7), b),
        [`VECTOR 3x${n} sparse`]: V(100 * n, 2, 3, 40 * n, B(n + 1, n)),
        [`BLOCKINDEXED ${n}`]: BI(12 * n, 1, b, [3 * n, 0, 9 * n, -n]),
        [`BLOCKINDEXED 2x${n}`]: BI(20 * n, 2, b, [0, 10 * n]),
        [`BLOCKINDEXED 2x${n} sparse`]: BI(20 * n, 2, B(n + 2, n), [0, 10 * n]),
        [`INDEXED ${n}`]: IX(30 * n, b, [
          [2, 10 * n],
          [0, 0],
          [4, -5 * n],
        ]),
        [`INDEXED ${n} sparse`]: IX(30 * n, B(n + 1, n), [
          [3, 2],
          [1, 10 * n],
        ]),
      };
      for (const [label, nd] of Object.entries(cases)) engineCase(label, assemble(nd), count);
    }
    // nesting: a STRUCT of a VECTOR, BYTES and a BLOCKINDEXED of a VECTOR; an INDEXED of it
    const vec = V(26, 3, 1, 10, B(2, 2));
    const st = ST(64, [
      [2, 0, vec],
      [1, 60, B(4, 4)],
      [1, -8, BI(12, 2, V(5, 2, 1, 3, B(1, 1)), [0, 40])],
    ]);
    engineCase('STRUCT', assemble(st), count);
    engineCase(
      'INDEXED of STRUCT',
      assemble(
        IX(200, st, [
          [3, 0],
          [1, 300],
        ]),
      ),
      count,
    );
    engineCase('VECTOR of VECTOR', assemble(V(90, 3, 2, -30, vec)), count);
  }
});

// ───────────── threads: inside ranks (comm.alloc in place, the world's core) and on a plain worker ─────────────

test('pack and unpack in ranks: comm.alloc buffers in place, ordinary ones staged, packed bytes sent', async () => {
  const res = await run('dtype_pack.mjs', 2, ['pack']);
  for (const r of res) assert.equal(r.pack, 'ok');
});

test('a derived datatype in a collective (more: coll_dtype.test.mjs)', async () => {
  const res = await run('dtype_pack.mjs', 3, ['bcast']);
  res.forEach((r, rank) => assert.equal(r.bcast, rank === 0 ? [10, 11, 12, 13] : [10, -1 - rank, 12, -1 - rank]));
});

test('the programs of collected types go back to the shared heap: making and dropping thousands of types does not grow the memory', async () => {
  const [r] = await run('dtype_pack.mjs', 1, ['programsFreed'], { memoryBytes: 24 << 20 }); // a small memory: leaks grow it
  const { growth, unfreed } = r.programsFreed;
  // never freeing them grows the memory by tens of MB; freed as the types are collected (the rank
  // collects every 100 types), it stays within a few MB
  assert.ok(growth < 10 << 20, `the memory grew by ${growth} bytes (programs of up to ${unfreed} bytes in all)`);
});

test('pack on a worker thread that is not a rank (a private core)', async () => {
  const w = new Worker(new URL('./ranks/dtype_pack.mjs', import.meta.url), { workerData: 'thread' });
  const msg = await new Promise((ok, no) => {
    w.once('message', ok);
    w.once('error', no);
  });
  await w.terminate();
  assert.equal(msg, [3, 7, 11, 15]);
});

test.run();
