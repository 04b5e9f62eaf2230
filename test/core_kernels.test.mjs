// The reduction kernels on their own (one thread): every op on every type against a plain JS
// reference computed independently from the inputs, at every count around the SIMD block sizes,
// at unaligned addresses, with d distinct from a and b, d == a (reduce) and d == b. Then the
// invalid pairs, the exported codes, and the shell's Op / resolveOp. Then reduceLocal, the kernels
// as the package offers them: off a rank (a private core) against the same reference, and on
// ranks (test/ranks/core_kernels.mjs).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { Op, Datatype, WasmpiError, reduceLocal } from 'wasmpi';
import { raises, run } from './helpers.mjs';
import { operand, N, minus, doubleInt } from './ranks/core_kernels.mjs';

const module = new WebAssembly.Module(readFileSync(new URL('../wasm/wasmpi.wasm', import.meta.url)));
const memory = new WebAssembly.Memory({ initial: 8, maximum: 65536, shared: true });
const x = new WebAssembly.Instance(module, { env: { memory } }).exports;
const u8 = new Uint8Array(memory.buffer);

const OPS = {
  sum: 1,
  prod: 2,
  min: 3,
  max: 4,
  land: 5,
  lor: 6,
  lxor: 7,
  band: 8,
  bor: 9,
  bxor: 10,
  maxloc: 11,
  minloc: 12,
  replace: 13,
  no_op: 14,
};
const OP_NAME = Object.fromEntries(Object.entries(OPS).map(([k, v]) => [v, k]));

// Element types: code -> layout. `arr` types are one TypedArray element; pairs give the value and
// index fields (DataView getter suffix, byte offset) of a `size`-byte element.
const TYPES = {
  1: { name: 'int8', size: 1, arr: Int8Array },
  2: { name: 'uint8', size: 1, arr: Uint8Array },
  3: { name: 'int16', size: 2, arr: Int16Array },
  4: { name: 'uint16', size: 2, arr: Uint16Array },
  5: { name: 'int32', size: 4, arr: Int32Array },
  6: { name: 'uint32', size: 4, arr: Uint32Array },
  7: { name: 'int64', size: 8, arr: BigInt64Array },
  8: { name: 'uint64', size: 8, arr: BigUint64Array },
  9: { name: 'float32', size: 4, arr: Float32Array, float: true },
  10: { name: 'float64', size: 8, arr: Float64Array, float: true },
  11: { name: 'byte', size: 1, arr: Uint8Array, byte: true },
  13: { name: '2int32', size: 8, pair: ['Int32', 0, 'Int32', 4] },
  14: { name: '2float32', size: 8, pair: ['Float32', 0, 'Float32', 4] },
  15: { name: '2float64', size: 16, pair: ['Float64', 0, 'Float64', 8] },
  16: { name: 'float_int', size: 8, pair: ['Float32', 0, 'Int32', 4] },
  // the C-struct pairs reduce packed (no pad bytes), as the shell hands them to the kernels
  17: { name: 'double_int', size: 12, pair: ['Float64', 0, 'Int32', 8] },
  18: { name: 'long_int', size: 12, pair: ['BigInt64', 0, 'Int32', 8] },
  19: { name: 'short_int', size: 6, pair: ['Int16', 0, 'Int32', 2] },
};

// Validity, written from the rules (not from the core)
function valid(op, t) {
  const T = TYPES[t];
  if (!T) return false;
  const numeric = t >= 1 && t <= 10;
  const integer = t >= 1 && t <= 8;
  if (op >= 1 && op <= 4) return numeric;
  if (op >= 5 && op <= 7) return integer;
  if (op >= 8 && op <= 10) return integer || t === 11;
  if (op === 11 || op === 12) return !!T.pair;
  return op === 13 || op === 14;
}

// ── deterministic random data ──
let seed = 12345;
const rnd = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
const rint = (n) => Math.floor(rnd() * n);
const FSPECIAL = [NaN, 0, -0, Infinity, -Infinity, 1, -1, 1e-40, 5e-324, 3.4e38, -3.4e38, 1.7e308, 0.5];

function randomBytes(n) {
  const b = new Uint8Array(n);
  for (let i = 0; i < n; i++) b[i] = rint(256);
  return b;
}

function randomFloat() {
  if (rnd() < 0.25) return FSPECIAL[rint(FSPECIAL.length)];
  return (rnd() - 0.5) * 10 ** (rint(12) - 4);
}

/** Operands a and b (bytes), with zeros, equal pairs and specials where they matter. */
function operands(t, n) {
  const T = TYPES[t];
  const a = randomBytes(n * T.size);
  const b = randomBytes(n * T.size);
  const da = new DataView(a.buffer);
  const db = new DataView(b.buffer);
  for (let i = 0; i < n; i++) {
    const o = i * T.size;
    if (T.pair) {
      const [vt, vo, it, io] = T.pair;
      const vals = vt.startsWith('Float') ? [NaN, 0, -0, 1, -1, 2.5, Infinity] : [0, 1, -1, 2, -7, 100];
      for (const dv of [da, db]) {
        const v = rnd() < 0.7 ? vals[rint(vals.length)] : vt.startsWith('Float') ? randomFloat() : rint(2000) - 1000;
        dv[`set${vt}`](o + vo, vt === 'BigInt64' ? BigInt(Math.trunc(v) || 0) : v, true);
        dv[`set${it}`](o + io, rint(8) - 2, true); // small indices: ties on the index too
      }
    } else if (T.float) {
      const set = T.size === 4 ? 'setFloat32' : 'setFloat64';
      da[set](o, randomFloat(), true);
      db[set](o, randomFloat(), true);
    } else if (rnd() < 0.2) {
      a.fill(0, o, o + T.size); // zeros for the logical ops
    }
    if (!T.pair && rnd() < 0.15) b.set(a.subarray(o, o + T.size), o); // equal values
  }
  return { a, b };
}

// ── the reference ──
const isNaNBits = (T, bytes, o) =>
  T.float &&
  Number.isNaN(
    T.size === 4 ? new DataView(bytes.buffer).getFloat32(o, true) : new DataView(bytes.buffer).getFloat64(o, true),
  );

/** Expected bytes of d for op on (a, b); `d0` the bytes of d before (pads of pairs stay). */
function reference(op, t, a, b, d0, n) {
  const T = TYPES[t];
  const out = d0.slice();
  if (op === OPS.replace) return b.slice();
  if (op === OPS.no_op) return a.slice();
  if (T.pair) {
    const [vt, vo, it, io] = T.pair;
    const [da, db, dd] = [a, b, out].map((u) => new DataView(u.buffer));
    for (let i = 0; i < n; i++) {
      const o = i * T.size;
      const av = da[`get${vt}`](o + vo, true),
        bv = db[`get${vt}`](o + vo, true);
      const ai = da[`get${it}`](o + io, true),
        bi = db[`get${it}`](o + io, true);
      const bWins = op === OPS.maxloc ? bv > av : bv < av;
      const vsrc = bWins ? b : a; // value bytes copied from the winner (a on ties)
      out.set(vsrc.subarray(o + vo, o + vo + (vt === 'Int16' ? 2 : vt.endsWith('64') ? 8 : 4)), o + vo);
      const idx = bWins ? bi : av === bv ? Math.min(ai, bi) : ai;
      dd[`set${it}`](o + io, idx, true);
    }
    return out;
  }
  const A = new T.arr(a.buffer),
    B = new T.arr(b.buffer),
    D = new T.arr(out.buffer);
  const big = typeof A[0] === 'bigint';
  const one = big ? 1n : 1;
  const zero = big ? 0n : 0;
  for (let i = 0; i < n; i++) {
    const p = A[i],
      q = B[i];
    let pick = -1; // 0: a's bits, 1: b's bits, -1: computed value
    let r;
    switch (op) {
      case OPS.sum:
        r = T.float && T.size === 4 ? Math.fround(p + q) : p + q;
        break;
      case OPS.prod:
        if (T.float) r = T.size === 4 ? Math.fround(p * q) : p * q;
        else r = !big && T.size === 4 ? Math.imul(p, q) : p * q;
        break;
      case OPS.min:
        pick = q < p ? 1 : 0;
        break;
      case OPS.max:
        pick = p < q ? 1 : 0;
        break;
      case OPS.land:
        r = p && q ? one : zero;
        break;
      case OPS.lor:
        r = p || q ? one : zero;
        break;
      case OPS.lxor:
        r = !p !== !q ? one : zero;
        break;
      case OPS.band:
        r = p & q;
        break;
      case OPS.bor:
        r = p | q;
        break;
      case OPS.bxor:
        r = p ^ q;
        break;
      default:
        throw new Error(`no reference for op ${op}`);
    }
    if (pick >= 0) out.set((pick ? b : a).subarray(i * T.size, (i + 1) * T.size), i * T.size);
    else D[i] = r; // the TypedArray store wraps integers like C
  }
  return out;
}

/** Compares byte images; float results that are NaN in both match whatever their payload. */
function sameResult(t, got, want, n, what) {
  const T = TYPES[t];
  for (let i = 0; i < n * T.size; i += T.size) {
    let same = true;
    for (let k = 0; k < T.size; k++) if (got[i + k] !== want[i + k]) same = false;
    if (!same && isNaNBits(T, got, i) && isNaNBits(T, want, i)) same = true;
    if (!same) {
      const hex = (u) => Array.from(u.subarray(i, i + T.size), (v) => v.toString(16).padStart(2, '0')).join('');
      assert.unreachable(`${what}: element ${i / T.size} is ${hex(got)}, expected ${hex(want)}`);
    }
  }
}

const COUNTS = [0, 1, 3, 4, 5, 15, 16, 17, 63, 64, 65, 1000];
const SLOT = 1000 * 16 + 64;
const BASE = 65536;
const SPAN = 3 * SLOT + 64;
let runs = 0;

/** One call in `mode` ('reduce3', 'd=a', 'd=b', 'reduce'); checks the whole region afterwards. */
function check(op, t, n, mode, offs) {
  const T = TYPES[t];
  const { a, b } = operands(t, n);
  const bytes = n * T.size;
  const pa = BASE + offs[0];
  const pb = BASE + SLOT + offs[1];
  const pd = mode === 'd=a' || mode === 'reduce' ? pa : mode === 'd=b' ? pb : BASE + 2 * SLOT + offs[2];
  u8.fill((runs * 37 + 11) & 255, BASE, BASE + SPAN); // garbage around d
  if (pd !== pa && pd !== pb) u8.set(randomBytes(bytes), pd); // and in d (pair pads must stay)
  u8.set(a, pa);
  u8.set(b, pb);
  const before = u8.slice(BASE, BASE + SPAN);
  const d0 = u8.slice(pd, pd + bytes);
  const rc = mode === 'reduce' ? x.reduce(op, t, pa, pb, n) : x.reduce3(op, t, pd, pa, pb, n);
  const what = `${OP_NAME[op]} on ${T.name}, count ${n}, ${mode}, offsets ${offs}`;
  assert.is(rc, 0, what);
  const want = reference(op, t, a, b, d0, n);
  sameResult(t, u8.slice(pd, pd + bytes), want, n, what);
  // nothing else in the region changed (a and b unless d is one of them, the bytes around d)
  const after = u8.slice(BASE, BASE + SPAN);
  after.set(before.subarray(pd - BASE, pd - BASE + bytes), pd - BASE);
  if (!Buffer.from(after.buffer).equals(Buffer.from(before.buffer)))
    assert.unreachable(`${what}: a byte outside d changed`);
  runs++;
}

for (const [opName, op] of Object.entries(OPS)) {
  test(`${opName}: every valid type, counts 0..1000, unaligned, d distinct / d == a / d == b`, () => {
    for (const t of Object.keys(TYPES).map(Number)) {
      if (!valid(op, t)) continue;
      let k = 0;
      for (const n of COUNTS) {
        for (const mode of ['reduce3', 'd=a', 'd=b', 'reduce']) {
          k++;
          // offsets: aligned at first, then every byte offset 1..15 in turn (any address works)
          const offs = k < 3 ? [0, 0, 0] : [k % 16, (k * 7) % 16, (k * 11) % 16];
          check(op, t, n, mode, offs);
        }
      }
    }
  });
}

test('float min/max: NaN in a stays, NaN in b is dropped, -0/+0 keep a (SIMD body and tail agree)', () => {
  const n = 67; // 4 blocks of 16 floats + a scalar tail
  const pa = BASE,
    pb = BASE + SLOT,
    pd = BASE + 2 * SLOT;
  for (const [type, Arr] of [
    [9, Float32Array],
    [10, Float64Array],
  ]) {
    const A = new Arr(memory.buffer, pa, n),
      B = new Arr(memory.buffer, pb, n),
      D = new Arr(memory.buffer, pd, n);
    const cases = [
      [NaN, 1, NaN],
      [1, NaN, 1],
      [-0, 0, -0],
      [0, -0, 0],
    ];
    for (const [op, name] of [
      [OPS.min, 'min'],
      [OPS.max, 'max'],
    ]) {
      for (const [av, bv, want] of cases) {
        A.fill(av);
        B.fill(bv);
        assert.is(x.reduce3(op, type, pd, pa, pb, n), 0);
        for (let i = 0; i < n; i++)
          assert.ok(Object.is(D[i], want), `${name}(${av}, ${bv}) at ${i} is ${D[i]}, expected ${want}`);
      }
    }
  }
});

test('integer edge values wrap like C: sums, products and unsigned 64-bit min/max', () => {
  const pa = BASE,
    pb = BASE + SLOT;
  const A = new BigUint64Array(memory.buffer, pa, 5),
    B = new BigUint64Array(memory.buffer, pb, 5);
  A.set([2n ** 64n - 1n, 0n, 2n ** 63n, 5n, 2n ** 63n - 1n]);
  B.set([1n, 2n ** 64n - 1n, 2n ** 63n - 1n, 5n, 2n ** 63n]);
  x.reduce(OPS.max, 8, pa, pb, 5);
  assert.equal([...A], [2n ** 64n - 1n, 2n ** 64n - 1n, 2n ** 63n, 5n, 2n ** 63n]);
  const C = new Int8Array(memory.buffer, pa, 20),
    E = new Int8Array(memory.buffer, pb, 20);
  C.fill(-128);
  E.fill(-1);
  x.reduce(OPS.prod, 1, pa, pb, 20);
  assert.equal([...C], Array(20).fill(-128), '-128 * -1 wraps to -128');
});

test('invalid (op, type) pairs return -1 from reduce and reduce3 and write nothing', () => {
  let invalid = 0;
  for (let op = 0; op <= 16; op++) {
    for (let t = 0; t <= 21; t++) {
      assert.is(x.opValid(op, t), valid(op, t) ? 1 : 0, `opValid(${op}, ${t})`);
      if (valid(op, t)) continue;
      invalid++;
      u8.set(randomBytes(SPAN), BASE);
      const before = u8.slice(BASE, BASE + SPAN);
      assert.is(x.reduce(op, t, BASE, BASE + SLOT, 17), -1, `reduce(${op}, ${t})`);
      assert.is(x.reduce3(op, t, BASE + 2 * SLOT, BASE, BASE + SLOT, 17), -1, `reduce3(${op}, ${t})`);
      assert.ok(
        u8.slice(BASE, BASE + SPAN).every((v, i) => v === before[i]),
        `memory unchanged after op ${op} type ${t}`,
      );
    }
  }
  // floats reject the logical and bitwise ops, BYTE the arithmetic ones, pairs all but loc/replace/no_op
  for (const op of [5, 6, 7, 8, 9, 10]) assert.is(x.opValid(op, 9), 0);
  for (const op of [1, 2, 3, 4, 5]) assert.is(x.opValid(op, 11), 0);
  assert.is(x.opValid(1, 13), 0);
  assert.ok(invalid > 200);
});

test('the core exports the op and pair-type codes the shell uses', () => {
  for (const [name, code] of Object.entries(OPS)) {
    assert.is(x[`OP_${name.toUpperCase()}`].value, code, name);
    assert.is(Op[name].code, code, `Op.${name}`);
  }
  for (const n of ['PAIR_INT32', 'PAIR_FLOAT32', 'PAIR_FLOAT64', 'FLOAT_INT', 'DOUBLE_INT', 'LONG_INT', 'SHORT_INT']) {
    assert.is(x[`TYPE_${n}`].value, Datatype[n].code, n);
    assert.is(TYPES[Datatype[n].code].size, Datatype[n].size, `${n} size`);
  }
});

test('pair datatypes: TypedArray elements per pair', () => {
  assert.is(Datatype.PAIR_INT32.ctor, Int32Array);
  assert.is(Datatype.PAIR_INT32.pairElements, 2);
  assert.is(Datatype.PAIR_FLOAT32.ctor, Float32Array);
  assert.is(Datatype.PAIR_FLOAT64.ctor, Float64Array);
  assert.is(Datatype.PAIR_FLOAT64.pairElements, 2);
  assert.is(Datatype.DOUBLE_INT.size, 12);
  assert.is(Datatype.DOUBLE_INT.extent, 16);
  assert.is(Datatype.DOUBLE_INT.ctor, Uint8Array);
  assert.is(Datatype.DOUBLE_INT.pairElements, 12); // a user op sees packed pairs
  assert.ok(Datatype.SHORT_INT.isPair);
  assert.not.ok(Datatype.INT32.isPair);
  assert.is(Datatype.INT32.pairElements, undefined);
});

test('Op: predefined ops by name, user ops, resolveOp errors name the op and the type', () => {
  assert.is(Op.sum.name, 'sum');
  assert.ok(Op.sum.commutative);
  assert.is(Op.byName('maxloc'), Op.maxloc);
  const calls = [];
  const fn = (inout, input) => {
    calls.push(1);
    for (let i = 0; i < inout.length; i++) inout[i] = input[i] - inout[i];
  };
  const u = Op.create(fn, { commutative: false });
  assert.is(u.code, 255);
  assert.is(u.fn, fn);
  assert.is(u.commutative, false);
  assert.ok(Op.create(fn).commutative);
  assert.is(Op.resolve('sum', Datatype.FLOAT32, 'allreduce'), Op.sum);
  assert.is(Op.resolve(Op.maxloc, Datatype.PAIR_FLOAT64, 'allreduce'), Op.maxloc);
  assert.is(Op.resolve(u, Datatype.INT32, 'allreduce'), u);
  const err = (f) => {
    try {
      f();
    } catch (e) {
      return e;
    }
    assert.unreachable('expected ERR_OP');
  };
  const e1 = err(() => Op.resolve('band', Datatype.FLOAT64, 'allreduce'));
  assert.instance(e1, WasmpiError);
  assert.is(e1.code, 'ERR_OP');
  assert.match(e1.message, /allreduce/);
  assert.match(e1.message, /"band"/);
  assert.match(e1.message, /float64/);
  assert.match(e1.message, /int8/); // says which types are valid
  const e2 = err(() => Op.resolve('avg', Datatype.INT32, 'reduce'));
  assert.match(e2.message, /"avg"/);
  assert.match(e2.message, /sum/); // lists the known ops
  const e3 = err(() => Op.resolve('maxloc', Datatype.INT32, 'reduce'));
  assert.match(e3.message, /int32/);
  assert.match(e3.message, /2int32/);
  const e4 = err(() => Op.resolve('sum', Datatype.PAIR_INT32, 'reduce'));
  assert.match(e4.message, /maxloc/);
  assert.is(err(() => Op.create(42)).code, 'ERR_OP');
  // the shell's validity table is the core's
  for (const t of Object.keys(TYPES).map(Number)) {
    for (const [name, code] of Object.entries(OPS))
      assert.is(
        Op[name].validFor(Datatype[Object.keys(Datatype).find((k) => Datatype[k]?.code === t)]),
        x.opValid(code, t) === 1,
        `${name} on ${t}`,
      );
  }
});

// ── reduceLocal ──

const typeOf = (t) => Datatype[Object.keys(Datatype).find((k) => Datatype[k]?.code === t)];

/** The C-struct pairs in a user's buffer: pairs `extent` apart, the index at `at` (pads 0xee). */
const CPAIR = { 16: [4, 8], 17: [8, 16], 18: [8, 16], 19: [4, 8] };

/** `n` packed pairs of type t laid out as the user's C struct array (value, pad, index, pad). */
function spread(t, packed, n) {
  const T = TYPES[t];
  const [at, ext] = CPAIR[t];
  const vs = T.size - 4;
  const out = new Uint8Array(n * ext).fill(0xee);
  for (let i = 0; i < n; i++) {
    out.set(packed.subarray(i * T.size, i * T.size + vs), i * ext);
    out.set(packed.subarray(i * T.size + vs, (i + 1) * T.size), i * ext + at);
  }
  return out;
}

/** The buffers reduceLocal takes for `bytes` of type t (and the options), and how to read back the
 *  inout buffer's elements as the kernels' packed bytes. */
function buffers(t, a, b, n) {
  const T = TYPES[t];
  if (CPAIR[t]) {
    const inout = spread(t, b, n);
    return { input: spread(t, a, n), inout, opts: { datatype: typeOf(t) }, pads: true };
  }
  if (T.pair) {
    const ctor = { Int32: Int32Array, Float32: Float32Array, Float64: Float64Array }[T.pair[0]];
    return { input: new ctor(a.buffer), inout: new ctor(b.buffer), opts: { datatype: typeOf(t) } };
  }
  const opts = T.byte ? { datatype: Datatype.BYTE } : undefined;
  return { input: new T.arr(a.buffer), inout: new T.arr(b.buffer), opts };
}

const REDUCING = Object.entries(OPS).filter(([name]) => name !== 'replace' && name !== 'no_op');

test('reduceLocal off a rank: every reduction op on every type it applies to, against the reference', () => {
  let calls = 0;
  for (const [opName, op] of REDUCING) {
    for (const t of Object.keys(TYPES).map(Number)) {
      if (!valid(op, t)) continue;
      for (const n of [0, 1, 17, 1000]) {
        const { a, b } = operands(t, n);
        const want = reference(op, t, a, b, b, n); // inout = input OP inout: input is the left operand
        const { input, inout, opts, pads } = buffers(t, a, b, n);
        const before = new Uint8Array(input.buffer).slice();
        reduceLocal(input, inout, opName, opts);
        calls++;
        const what = `reduceLocal ${opName} on ${TYPES[t].name}, count ${n}`;
        assert.ok(Buffer.from(before).equals(Buffer.from(input.buffer)), `${what}: the input changed`);
        const got = new Uint8Array(inout.buffer);
        if (!pads) sameResult(t, got, want, n, what);
        else {
          sameResult(t, got.length === 0 ? got : packedOf(t, got, n), want, n, what);
          const [at, ext] = CPAIR[t];
          for (let i = 0; i < n; i++)
            for (let k = 0; k < ext; k++)
              if ((k >= TYPES[t].size - 4 && k < at) || k >= at + 4)
                assert.is(got[i * ext + k], 0xee, `${what}: pad byte ${k} of pair ${i} was written`);
        }
      }
    }
  }
  assert.ok(calls > 250, `${calls} calls`);
});

/** The packed bytes of the C struct pairs in `user`. */
function packedOf(t, user, n) {
  const T = TYPES[t];
  const [at, ext] = CPAIR[t];
  const vs = T.size - 4;
  const out = new Uint8Array(n * T.size);
  for (let i = 0; i < n; i++) {
    out.set(user.subarray(i * ext, i * ext + vs), i * T.size);
    out.set(user.subarray(i * ext + at, i * ext + at + 4), i * T.size + vs);
  }
  return out;
}

test('reduceLocal: Op objects, counts, unaligned bytes with a datatype, a derived type, a user op', () => {
  const a = Float64Array.of(1, 5, -2, 8),
    b = Float64Array.of(4, 3, 3, -9);
  reduceLocal(a, b, Op.max);
  assert.equal([...b], [4, 5, 3, 8]);
  // count: the first items only
  const c = Int16Array.of(1, 2, 3),
    d = Int16Array.of(10, 20, 30);
  reduceLocal(c, d, 'sum', { count: 2 });
  assert.equal([...d], [11, 22, 30]);
  // float64 at an odd byte offset of a Uint8Array, with the datatype: staged through the core
  const raw = new Uint8Array(8 * 4 + 3);
  const src = new Float64Array([0.5, 1.5, 2.5, 3.5]);
  raw.set(new Uint8Array(src.buffer), 3);
  const into = new Float64Array([1, 1, 1, 1]);
  reduceLocal(raw.subarray(3), new Uint8Array(into.buffer), 'prod', { datatype: Datatype.FLOAT64 });
  assert.equal([...into], [0.5, 1.5, 2.5, 3.5]);
  // a derived type: every other element reduced, the others left alone
  const every2 = Datatype.vector(3, 1, 2, Datatype.INT32).commit();
  const x = Int32Array.of(1, 100, 2, 100, 3, 100),
    y = Int32Array.of(10, 7, 20, 7, 30, 7);
  reduceLocal(x, y, 'sum', { datatype: every2, count: 1 });
  assert.equal([...y], [11, 7, 22, 7, 33, 7]);
  // a user op: fn(inout, input), inout = input OP inout; the caller's arrays themselves when they fit
  const seen = [];
  const sub = Op.create(
    (inout, input) => {
      seen.push([inout, input]);
      minus(inout, input);
    },
    { commutative: false },
  );
  const u = Float32Array.of(10, 20),
    v = Float32Array.of(1, 2);
  reduceLocal(u, v, sub);
  assert.equal([...v], [9, 18]);
  assert.ok(seen[0][0] === v && seen[0][1] === u, 'the function got the arrays it was given');
  // ... on whole items of a derived type (each item: 2 float64), and on unaligned bytes (a copy)
  const pair = Datatype.contiguous(2, Datatype.FLOAT64).commit();
  const items = [];
  const perItem = Op.create((inout, input) => {
    items.push(inout.length);
    minus(inout, input);
  });
  const p = Float64Array.of(5, 6, 7, 8),
    q = Float64Array.of(1, 1, 2, 2);
  reduceLocal(p, q, perItem, { datatype: pair });
  assert.equal([...q], [4, 5, 5, 6]);
  assert.equal(items, [4], 'whole items: 2 items of 2 elements');
  const odd = new Uint8Array(8 * 2 + 1);
  odd.set(new Uint8Array(Float64Array.of(3, 4).buffer), 1);
  const r = Float64Array.of(1, 1);
  reduceLocal(odd.subarray(1), new Uint8Array(r.buffer), sub, { datatype: Datatype.FLOAT64 });
  assert.equal([...r], [2, 3]);
  // nothing to reduce: no call, no error
  reduceLocal(new Int8Array(0), new Int8Array(0), 'sum');
});

test('reduceLocal errors: code, the bad value and what was expected', () => {
  const f = new Float64Array(4);
  raises(() => reduceLocal(f, new Float64Array(4), 'avg'), 'ERR_OP', '"avg"', "'sum'");
  raises(() => reduceLocal(f, new Float64Array(4), 'band'), 'ERR_OP', '"band"', 'float64', 'sum');
  raises(() => reduceLocal(f, new Float64Array(4), 42), 'ERR_OP', '42');
  raises(() => reduceLocal(f, new Float64Array(4), 'replace'), 'ERR_OP', '"replace"', 'one-sided accumulates');
  raises(() => reduceLocal(f, new Float64Array(4), Op.no_op), 'ERR_OP', '"no_op"');
  raises(() => reduceLocal(new Int32Array(4), new Int32Array(4), 'maxloc'), 'ERR_OP', 'int32', '2int32');
  raises(() => reduceLocal(f, new Int32Array(4), 'sum'), 'ERR_TYPE', 'float64', 'int32', 'one element type');
  raises(() => reduceLocal(f, new Float64Array(5), 'sum'), 'ERR_COUNT', '4 float64', '5', 'same number');
  raises(() => reduceLocal(f, new Float64Array(4), 'sum', { count: 5 }), 'ERR_COUNT', 'count 5', 'at most 4');
  raises(() => reduceLocal(f, new Float64Array(4), 'sum', { count: -1 }), 'ERR_COUNT', '-1');
  raises(() => reduceLocal([1, 2], new Float64Array(2), 'sum'), 'ERR_BUFFER', 'input buffer', 'Array(2)');
  raises(() => reduceLocal(f, 'x', 'sum'), 'ERR_BUFFER', 'inout buffer', '"x"');
  raises(() => reduceLocal(f.subarray(0, 3), f.subarray(1), 'sum'), 'ERR_BUFFER', 'overlap');
  raises(() => reduceLocal(f, f, 'sum'), 'ERR_BUFFER', 'overlap');
  raises(() => reduceLocal(f, new Float64Array(4), 'sum', 7), 'ERR_ARG', 'options', '7');
  raises(() => reduceLocal(f, new Float64Array(4), 'sum', { datatype: 'float64' }), 'ERR_TYPE', '"float64"');
  const mixed = Datatype.struct([1, 1], [0, 8], [Datatype.FLOAT64, Datatype.INT32]).commit();
  raises(
    () => reduceLocal(new Uint8Array(16), new Uint8Array(16), 'sum', { datatype: mixed }),
    'ERR_TYPE',
    'one base type',
  );
  raises(
    () => reduceLocal(f, new Float64Array(4), Op.create(minus), { datatype: Datatype.PAIR_FLOAT64 }),
    'ERR_OP',
    'user op',
  );
});

for (const n of [1, 3, 8]) {
  test(`reduceLocal on ${n} rank(s): shared and plain buffers, pairs, a user op, a derived type, no garbage`, async () => {
    const res = await run('core_kernels.mjs', n);
    const vec = (r, k, len = N) => Array.from({ length: len }, (_, i) => operand(r, k, i));
    const zip = (x, y, f) => x.map((v, i) => f(v, y[i]));
    const F = { sum: (p, q) => p + q, prod: (p, q) => p * q, min: Math.min, max: Math.max };
    const I = {
      band: (p, q) => p & q,
      bor: (p, q) => p | q,
      bxor: (p, q) => p ^ q,
      land: (p, q) => (p && q ? 1 : 0),
      lor: (p, q) => (p || q ? 1 : 0),
      lxor: (p, q) => (!p !== !q ? 1 : 0),
    };
    res.forEach((o, r) => {
      const [a, b] = [vec(r, 0), vec(r, 1)];
      for (const [op, f] of Object.entries(F)) {
        const want = zip(a, b, f);
        assert.equal(o[op], [want, want, want, a], `rank ${r} ${op}: plain, shared, mixed; the input unchanged`);
      }
      for (const [op, f] of Object.entries(I))
        assert.equal(o[op], [...zip(a, b, f).slice(0, N - 2), ...b.slice(N - 2)], `rank ${r} ${op} (count ${N - 2})`);
      const pairs = [];
      for (let i = 0; i < N; i++) pairs.push(...(b[i] > a[i] ? [b[i], 100 + i] : [a[i], i])); // ties: the lower index
      assert.equal(o.pairs, pairs, `rank ${r} maxloc on 2int32`);
      const di = doubleInt(r, 1);
      const dv = new DataView(di.buffer);
      const da = new DataView(doubleInt(r, 0).buffer);
      for (let i = 0; i < N; i++) {
        const [x, y] = [da.getFloat64(16 * i, true), dv.getFloat64(16 * i, true)];
        if (x <= y) {
          dv.setFloat64(16 * i, x, true);
          dv.setInt32(16 * i + 8, x < y ? i : Math.min(i, 100 + i), true);
        }
      }
      assert.equal(o.doubleInt, Array.from(di), `rank ${r} minloc on double_int, pads untouched`);
      assert.equal(
        o.user,
        zip(a, b, (p, q) => p - q),
        `rank ${r} user op: input - inout`,
      );
      const even = (f) => b.map((q, i) => (i % 2 === 0 && i < 2 * (N >> 1) ? f(a[i], q) : q));
      assert.equal(o.vector, [even((p, q) => p - q), even(Math.max)], `rank ${r} a vector type`);
      assert.is(o.gcs, 0, `rank ${r}: garbage collections during 300000 warm calls`);
      assert.equal(o.warm, [400_000 * operand(r, 0, 1), 200_000 * operand(r, 0, 1)], `rank ${r}: the warm calls`);
    });
  });
}

test.after(() => assert.ok(runs > 5000, `${runs} kernel calls checked`));

test.run();
