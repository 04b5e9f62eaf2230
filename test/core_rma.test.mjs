// The core's one-sided kernels on their own (assembly/rma/): rmaAcc on every element type and op,
// with and without fetched old values, at aligned targets (integers: atomics) and unaligned ones
// (the locked path), against a JavaScript model; rmaAccTyped over vector, indexed, hindexed and
// pair-type targets (elements cut between runs included), with dtPack/dtUnpack as the oracle of
// the type map; rmaCas on every width; the passive-target reader/writer lock word. Then threads
// over one shared memory: concurrent accumulates and fetches are exact (atomicity), and a float
// accumulate waits for the accumulate mutex and is woken by its release.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { Datatype } from 'wasmpi';

const wasmUrl = new URL('../wasm/wasmpi.wasm', import.meta.url);
const module = new WebAssembly.Module(readFileSync(wasmUrl));
const memory = new WebAssembly.Memory({ initial: 64, maximum: 65536, shared: true });
const x = new WebAssembly.Instance(module, { env: { memory } }).exports;
const u8 = new Uint8Array(memory.buffer);
const i32 = new Int32Array(memory.buffer);
const dv = new DataView(memory.buffer);

// addresses above the core's static data (below 64 KiB); no world is laid out
const LOCK = 2 << 16; // the accumulate mutex: a line of its own (its scratch is the rest of it)
const RWLOCK = LOCK + 256; // a passive-target lock word, its waiter count after it
const PROG = LOCK + 1024;
const DST = 3 << 16;
const SRC = 4 << 16;
const RES = 5 << 16;
const REF = 6 << 16;
const SPAN = 1 << 16;

const OPS = { sum: 1, prod: 2, min: 3, max: 4, land: 5, lor: 6, lxor: 7, band: 8, bor: 9, bxor: 10 };
Object.assign(OPS, { maxloc: 11, minloc: 12, replace: 13, no_op: 14 });
const OP_NAME = Object.fromEntries(Object.entries(OPS).map(([k, v]) => [v, k]));

// Element types: integers (bits, signedness, DataView accessor), floats, pairs (value and index
// fields of the packed element, as the kernels take them).
const TYPES = {
  1: { name: 'int8', size: 1, int: [8, true, 'Int8'] },
  2: { name: 'uint8', size: 1, int: [8, false, 'Uint8'] },
  3: { name: 'int16', size: 2, int: [16, true, 'Int16'] },
  4: { name: 'uint16', size: 2, int: [16, false, 'Uint16'] },
  5: { name: 'int32', size: 4, int: [32, true, 'Int32'] },
  6: { name: 'uint32', size: 4, int: [32, false, 'Uint32'] },
  7: { name: 'int64', size: 8, int: [64, true, 'BigInt64'] },
  8: { name: 'uint64', size: 8, int: [64, false, 'BigUint64'] },
  9: { name: 'float32', size: 4, float: 'Float32' },
  10: { name: 'float64', size: 8, float: 'Float64' },
  11: { name: 'byte', size: 1, int: [8, false, 'Uint8'], byte: true },
  13: { name: '2int32', size: 8, pair: ['Int32', 0, 'Int32', 4] },
  14: { name: '2float32', size: 8, pair: ['Float32', 0, 'Float32', 4] },
  15: { name: '2float64', size: 16, pair: ['Float64', 0, 'Float64', 8] },
  16: { name: 'float_int', size: 8, pair: ['Float32', 0, 'Int32', 4] },
  17: { name: 'double_int', size: 12, pair: ['Float64', 0, 'Int32', 8] },
  18: { name: 'long_int', size: 12, pair: ['BigInt64', 0, 'Int32', 8] },
  19: { name: 'short_int', size: 6, pair: ['Int16', 0, 'Int32', 2] },
};

// Which (op, type) pairs accumulate, from MPI's rules (not from the core): the reductions' table
// plus replace and no_op on every type.
function valid(op, t) {
  const T = TYPES[t];
  if (!T) return false;
  if (op === OPS.replace || op === OPS.no_op) return true;
  if (op >= 1 && op <= 4) return !!(T.float || (T.int && !T.byte));
  if (op >= 5 && op <= 7) return !!(T.int && !T.byte);
  if (op >= 8 && op <= 10) return !!T.int;
  return (op === OPS.maxloc || op === OPS.minloc) && !!T.pair;
}

// ── deterministic random data ──
let seed = 4242;
const rnd = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
const rint = (n) => Math.floor(rnd() * n);
const rbits = (bits) => {
  let v = 0n;
  for (let b = 0; b < bits; b += 16) v = (v << 16n) | BigInt(rint(65536));
  return BigInt.asUintN(bits, v);
};
const FSPECIAL = [0, -0, 1, -1, 0.5, Infinity, -Infinity, 1e-40, 3.4e38, 1.7e308];

/** A random element value of `t` (integers as BigInt), with the values where ops turn. */
function randomValue(t, { nan = true } = {}) {
  const T = TYPES[t];
  if (T.int) {
    const [bits, signed] = T.int;
    const norm = (v) => (signed ? BigInt.asIntN(bits, v) : BigInt.asUintN(bits, v));
    const r = rnd();
    if (r < 0.15) return 0n;
    if (r < 0.45) return norm([1n, -1n, 2n, 3n, -2n, 1n << BigInt(bits - 1), (1n << BigInt(bits - 1)) - 1n][rint(7)]);
    return norm(rbits(bits));
  }
  if (T.float) {
    const r = T.float === 'Float32' ? Math.fround : (v) => v; // the values the element can hold
    if (nan && rnd() < 0.05) return NaN;
    if (rnd() < 0.25) return r(FSPECIAL[rint(FSPECIAL.length)]);
    return r((rnd() - 0.5) * 10 ** (rint(10) - 3));
  }
  const [vt] = T.pair;
  const v = rnd() < 0.6 ? [0, 1, -1, 2, -7][rint(5)] : rint(2000) - 1000;
  return [vt === 'BigInt64' ? BigInt(v) : v, rint(8) - 2]; // small sets: ties on value and index
}

function getValue(t, view, o) {
  const T = TYPES[t];
  if (T.int) return BigInt(view[`get${T.int[2]}`](o, true));
  if (T.float) return view[`get${T.float}`](o, true);
  const [vt, vo, it, io] = T.pair;
  return [view[`get${vt}`](o + vo, true), view[`get${it}`](o + io, true)];
}

function setValue(t, view, o, v) {
  const T = TYPES[t];
  if (T.int) {
    const [bits, , acc] = T.int;
    view[`set${acc}`](o, bits === 64 ? v : Number(BigInt.asIntN(bits, v)), true);
  } else if (T.float) view[`set${T.float}`](o, v, true);
  else {
    const [vt, vo, it, io] = T.pair;
    view[`set${vt}`](o + vo, v[0], true);
    view[`set${it}`](o + io, v[1], true);
  }
}

/** The model: the new value of an element holding `a` after `a op b` (MPI: a is the target). */
function model(op, t, a, b) {
  const T = TYPES[t];
  const name = OP_NAME[op];
  if (name === 'replace') return b;
  if (name === 'no_op') return a;
  if (T.int) {
    const [bits, signed] = T.int;
    const norm = (v) => (signed ? BigInt.asIntN(bits, v) : BigInt.asUintN(bits, v));
    const bool = (v) => (v ? 1n : 0n);
    switch (name) {
      case 'sum': return norm(a + b); // prettier-ignore
      case 'prod': return norm(a * b); // prettier-ignore
      case 'min': return b < a ? b : a; // prettier-ignore
      case 'max': return a < b ? b : a; // prettier-ignore
      case 'land': return bool(a !== 0n && b !== 0n); // prettier-ignore
      case 'lor': return bool(a !== 0n || b !== 0n); // prettier-ignore
      case 'lxor': return bool((a !== 0n) !== (b !== 0n)); // prettier-ignore
      case 'band': return norm(a & b); // prettier-ignore
      case 'bor': return norm(a | b); // prettier-ignore
      case 'bxor': return norm(a ^ b); // prettier-ignore
    }
  }
  if (T.float) {
    const r = T.float === 'Float32' ? Math.fround : (v) => v;
    switch (name) {
      case 'sum': return r(a + b); // prettier-ignore
      case 'prod': return r(a * b); // prettier-ignore
      case 'min': return b < a ? b : a; // prettier-ignore
      case 'max': return a < b ? b : a; // prettier-ignore
    }
  }
  // maxloc / minloc: b's pair wins when strictly better; on equal values the smaller index
  const [[av, ai], [bv, bi]] = [a, b];
  if (name === 'maxloc' ? av < bv : bv < av) return b;
  if (av === bv && bi < ai) return [av, bi];
  return a;
}

const same = (t, got, want) => {
  if (TYPES[t].float && Number.isNaN(want)) return Number.isNaN(got);
  if (TYPES[t].float) return Object.is(got, want);
  if (TYPES[t].pair) return Object.is(got[0], want[0]) || (Number.isNaN(got[0]) && Number.isNaN(want[0]));
  return got === want;
};
const show = (v) => (Array.isArray(v) ? `[${v.map(String)}]` : String(v));
const pairSame = (t, got, want) => same(t, got, want) && (!TYPES[t].pair || got[1] === want[1]);

let calls = 0;

/** One rmaAcc call of `n` elements: dst at DST + dOff, src, result; checked against the model. */
function accCase(op, t, n, { dOff = 0, sOff = 0, withResult = true } = {}) {
  const T = TYPES[t];
  const size = T.size;
  const dst = DST + dOff,
    src = SRC + sOff,
    res = withResult ? RES + sOff : 0;
  const olds = [],
    srcs = [];
  u8.fill(0xa5, dst - 16, dst + n * size + 16);
  u8.fill(0x5a, RES, RES + n * size + 32);
  for (let i = 0; i < n; i++) {
    olds.push(randomValue(t));
    srcs.push(randomValue(t));
    setValue(t, dv, dst + i * size, olds[i]);
    setValue(t, dv, src + i * size, srcs[i]);
  }
  const label = `${OP_NAME[op]} on ${n} ${T.name} at +${dOff}${withResult ? ' (fetch)' : ''}`;
  const rc = x.rmaAcc(op, t, dst, src, res, n, LOCK);
  calls++;
  if (!valid(op, t)) {
    assert.is(rc, -1, `${label}: an invalid pair is refused`);
    for (let i = 0; i < n; i++) assert.ok(pairSame(t, getValue(t, dv, dst + i * size), olds[i]), `${label}: unchanged`);
    return;
  }
  assert.is(rc, 0, label);
  for (let i = 0; i < n; i++) {
    const want = model(op, t, olds[i], srcs[i]);
    const got = getValue(t, dv, dst + i * size);
    assert.ok(pairSame(t, got, want), `${label}: element ${i}: ${show(olds[i])} op ${show(srcs[i])} gave ${show(got)}, not ${show(want)}`); // prettier-ignore
    if (withResult) {
      const old = getValue(t, dv, res + i * size);
      assert.ok(pairSame(t, old, olds[i]), `${label}: fetched ${show(old)} at ${i}, not ${show(olds[i])}`);
    }
  }
  assert.is(u8[dst - 1], 0xa5, `${label}: wrote before the target`);
  assert.is(u8[dst + n * size], 0xa5, `${label}: wrote past the target`);
  if (withResult) assert.is(u8[res + n * size], 0x5a, `${label}: wrote past the result`);
  else assert.is(u8[RES + sOff], 0x5a, `${label}: wrote a result though none was asked`);
  assert.is(i32[LOCK >> 2], 0, `${label}: the mutex is free again`);
}

test('rmaAcc: every type x op, with and without the fetch, against the model', () => {
  for (const t of Object.keys(TYPES).map(Number)) {
    for (let op = 1; op <= 14; op++) {
      for (const n of [0, 1, 2, 5, 17, 40]) {
        accCase(op, t, n, { withResult: true });
        accCase(op, t, n, { withResult: false });
      }
    }
  }
});

test('rmaAcc: integer edge values (wraparound, signed min/max of negatives, narrow lanes)', () => {
  const cases = [
    // [type, op, old, operand, new]
    [5, OPS.sum, 0x7fffffffn, 1n, -0x80000000n],
    [6, OPS.sum, 0xffffffffn, 2n, 1n],
    [1, OPS.sum, 127n, 1n, -128n],
    [2, OPS.sum, 255n, 1n, 0n],
    [3, OPS.prod, 300n, 300n, BigInt.asIntN(16, 90000n)],
    [7, OPS.sum, (1n << 63n) - 1n, 1n, -(1n << 63n)],
    [8, OPS.prod, 1n << 32n, 1n << 32n, 0n],
    [1, OPS.min, -5n, -100n, -100n],
    [1, OPS.max, -5n, -100n, -5n],
    [2, OPS.min, 0xfbn, 0x9cn, 0x9cn], // unsigned: 251 vs 156
    [3, OPS.max, -1n, 1n, 1n],
    [4, OPS.max, 0xffffn, 1n, 0xffffn],
    [5, OPS.min, -1n, 0n, -1n],
    [6, OPS.min, 0xffffffffn, 0n, 0n],
    [7, OPS.min, -(1n << 62n), 5n, -(1n << 62n)],
    [8, OPS.max, 1n << 63n, 5n, 1n << 63n],
    [5, OPS.land, 4n, 8n, 1n],
    [5, OPS.lxor, 4n, 8n, 0n],
    [4, OPS.lor, 0n, 0x8000n, 1n],
    [11, OPS.bxor, 0xf0n, 0xffn, 0x0fn],
  ];
  for (const [t, op, a, b, want] of cases) {
    const size = TYPES[t].size;
    u8.fill(0x77, DST - 8, DST + 16); // neighbours of the narrow element must stay
    setValue(t, dv, DST, a);
    setValue(t, dv, SRC, b);
    assert.is(x.rmaAcc(op, t, DST, SRC, RES, 1, LOCK), 0);
    const label = `${TYPES[t].name} ${OP_NAME[op]}(${a}, ${b})`;
    assert.is(getValue(t, dv, DST), want, label);
    assert.is(getValue(t, dv, RES), a, `${label}: fetched`);
    assert.is(u8[DST + size], 0x77, `${label}: the next byte stays`);
    assert.is(u8[DST - 1], 0x77, `${label}: the previous byte stays`);
  }
});

test('rmaAcc: unaligned targets take the locked path; unaligned operands are fine', () => {
  for (const t of [3, 4, 5, 6, 7, 8, 9, 10, 13, 17, 19]) {
    for (const op of [OPS.sum, OPS.prod, OPS.min, OPS.max, OPS.band, OPS.replace, OPS.no_op, OPS.maxloc]) {
      for (const dOff of [1, 2, 3, 6]) accCase(op, t, 9, { dOff, sOff: 3 });
      accCase(op, t, 9, { sOff: 1 });
      accCase(op, t, 9, { sOff: 5, withResult: false });
    }
  }
});

test('rmaAcc: integers never wait for the accumulate mutex (atomics), floats leave it free', () => {
  i32[LOCK >> 2] = 1; // held by someone else
  for (const t of [1, 2, 3, 4, 5, 6, 7, 8, 11]) {
    setValue(t, dv, DST, 5n);
    setValue(t, dv, SRC, 1n);
    assert.is(x.rmaAcc(OPS.bor, t, DST, SRC, RES, 1, LOCK), 0);
    assert.is(getValue(t, dv, DST), 5n);
    assert.is(x.rmaCas(t, DST, SRC, SRC, RES, LOCK), 0);
  }
  i32[LOCK >> 2] = 0;
  dv.setFloat64(DST, 1.5, true);
  dv.setFloat64(SRC, 2, true);
  assert.is(x.rmaAcc(OPS.sum, 10, DST, SRC, 0, 1, LOCK), 0);
  assert.is(dv.getFloat64(DST, true), 3.5);
  assert.is(i32[LOCK >> 2], 0);
});

test('rmaAcc: a large float64 sum (one lock around the SIMD kernel)', () => {
  const n = 40000;
  const a = new Float64Array(memory.buffer, DST, n);
  const b = new Float64Array(memory.buffer, DST + n * 8, n);
  const r = new Float64Array(memory.buffer, DST + 2 * n * 8, n);
  for (let i = 0; i < n; i++) {
    a[i] = i * 0.5;
    b[i] = 3 - i;
  }
  assert.is(x.rmaAcc(OPS.sum, 10, a.byteOffset, b.byteOffset, r.byteOffset, n, LOCK), 0);
  for (let i = 0; i < n; i++) {
    if (a[i] !== i * 0.5 + 3 - i || r[i] !== i * 0.5) assert.unreachable(`element ${i}: ${a[i]}, fetched ${r[i]}`);
  }
});

// ── rmaAccTyped: the target described by a datatype program ──

/** rmaAccTyped of `count` items of the program `words` (item 0 at DST + dOff), checked against the
 *  model on the packed elements (dtPack gives the type map) and against the bytes outside it. */
function typedCase(label, words, count, op, t, { dOff = 0, withResult = true } = {}) {
  const T = TYPES[t];
  i32.set(words, PROG >> 2);
  const dst = DST + dOff;
  // noise everywhere, then the old elements through the type map
  for (let i = 0; i < SPAN; i++) u8[DST - 64 + i] = rint(256);
  const packedBytes = x.dtPack(PROG, count, dst, RES); // size of the packed target
  const n = packedBytes / T.size;
  assert.ok(Number.isInteger(n), `${label}: whole elements`);
  const olds = [],
    srcs = [];
  for (let i = 0; i < n; i++) {
    olds.push(randomValue(t, { nan: false }));
    srcs.push(randomValue(t, { nan: false }));
    setValue(t, dv, RES + i * T.size, olds[i]);
    setValue(t, dv, SRC + i * T.size, srcs[i]);
  }
  x.dtUnpack(PROG, count, RES, dst);
  // the expected target: the same noise, the model's elements through the type map
  u8.copyWithin(REF - 64, DST - 64, DST - 64 + SPAN);
  for (let i = 0; i < n; i++) setValue(t, dv, RES + i * T.size, model(op, t, olds[i], srcs[i]));
  x.dtUnpack(PROG, count, RES, REF + dOff);
  u8.fill(0x5a, RES, RES + packedBytes + 16);
  const name = `${label}: ${OP_NAME[op]} on ${count} items of ${T.name}${withResult ? ' (fetch)' : ''}`;
  const rc = x.rmaAccTyped(PROG, count, dst, op, t, SRC, withResult ? RES : 0, LOCK);
  calls++;
  assert.is(rc, 0, name);
  for (let i = 0; i < SPAN; i++) {
    if (u8[DST - 64 + i] !== u8[REF - 64 + i]) {
      assert.unreachable(
        `${name}: byte ${i - 64 - dOff} of the target is ${u8[DST - 64 + i]}, not ${u8[REF - 64 + i]}`,
      );
    }
  }
  if (withResult) {
    for (let i = 0; i < n; i++) {
      const old = getValue(t, dv, RES + i * T.size);
      assert.ok(pairSame(t, old, olds[i]), `${name}: fetched ${show(old)} at ${i}, not ${show(olds[i])}`);
    }
    assert.is(u8[RES + packedBytes], 0x5a, `${name}: wrote past the result`);
  } else {
    assert.is(u8[RES], 0x5a, `${name}: wrote a result though none was asked`);
  }
  assert.is(i32[LOCK >> 2], 0, `${name}: the mutex is free again`);
}

const { INT16, INT32, INT64, UINT8, FLOAT32, FLOAT64, SHORT_INT, DOUBLE_INT, FLOAT_INT } = Datatype;
const prog = (type) => Array.from(type.commit().program);

test('rmaAccTyped: vector, indexed, hindexed and struct targets, every op of the type', () => {
  const targets = [
    ['vector(4, 2, 3) of int32', prog(Datatype.vector(4, 2, 3, INT32)), 5, [2, 3]],
    ['indexed of int16', prog(Datatype.indexed([1, 2, 3], [5, 0, 9], INT16)), 4, [3, 4]],
    ['indexedBlock of uint8', prog(Datatype.indexedBlock(2, [7, 0, 3], UINT8)), 3, [2, 1, 11]],
    ['hvector of int64', prog(Datatype.hvector(3, 1, 24, INT64)), 2, [7, 8]],
    ['vector(3, 1, 2) of float64', prog(Datatype.vector(3, 1, 2, FLOAT64)), 4, [10]],
    ['struct of float32', prog(Datatype.struct([2, 1], [0, 12], [FLOAT32, FLOAT32])), 3, [9]],
    ['contiguous(3) of double_int', prog(Datatype.contiguous(3, DOUBLE_INT)), 2, [17]],
    ['vector of float_int', prog(Datatype.vector(2, 1, 2, FLOAT_INT)), 3, [16]],
    ['short_int', prog(SHORT_INT), 5, [19]],
    ['contiguous(2) of short_int', prog(Datatype.contiguous(2, SHORT_INT)), 3, [19]],
  ];
  for (const [label, words, count, types] of targets) {
    for (const t of types) {
      for (let op = 1; op <= 14; op++) {
        if (!valid(op, t)) {
          i32.set(words, PROG >> 2);
          assert.is(x.rmaAccTyped(PROG, count, DST, op, t, SRC, RES, LOCK), -1, `${label}: ${OP_NAME[op]} refused`);
          continue;
        }
        typedCase(label, words, count, op, t);
        typedCase(label, words, count, op, t, { withResult: false });
        typedCase(label, words, 1, op, t, { dOff: 8 });
        typedCase(label, words, 0, op, t);
      }
    }
  }
});

test('rmaAccTyped: unaligned integer runs (the mutex per run), elements cut between runs', () => {
  const hix = prog(Datatype.hindexed([2, 1], [1, 13], INT32)); // int32 at +1, +5, +13
  for (const op of [OPS.sum, OPS.max, OPS.bxor, OPS.replace, OPS.no_op]) {
    typedCase('hindexed int32 at odd bytes', hix, 3, op, 5);
    typedCase('hindexed int32 at odd bytes', hix, 2, op, 5, { withResult: false });
  }
  // short_int pairs (i16 @0, i32 @4) whose runs merge the index of one with the value of the next:
  // runs [0, 2), [4, 10), [12, 16) hold the elements at 0 and 8 (written by hand: commit does not
  // merge across struct items)
  const cut = [4, 16, 12, 3, 11, 2, 0, 6, 4, 4, 12, 1, 1, 1, 1];
  for (const op of [OPS.maxloc, OPS.minloc, OPS.replace, OPS.no_op]) {
    typedCase('short_int cut across runs', cut, 3, op, 19);
    typedCase('short_int cut across runs', cut, 2, op, 19, { withResult: false, dOff: 3 });
  }
  // a vector of double_int: runs of 12 bytes, 16 apart, at an odd address
  typedCase('double_int odd', prog(Datatype.vector(2, 1, 3, DOUBLE_INT)), 2, OPS.maxloc, 17, { dOff: 5 });
});

// ── rmaCas ──

test('rmaCas: swaps on equal bits only, every width; floats bitwise; pairs refused', () => {
  for (const t of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]) {
    const T = TYPES[t];
    for (const off of T.size > 1 ? [0, 1, T.size === 8 ? 4 : 2] : [0, 3]) {
      const dst = DST + off;
      for (const equal of [true, false]) {
        const v = randomValue(t, { nan: false });
        let c = equal ? v : randomValue(t, { nan: false });
        if (!equal && same(t, c, v)) c = T.int ? v ^ 1n : v + 1;
        const o = randomValue(t, { nan: false });
        u8.fill(0x33, dst - 8, dst + 16);
        setValue(t, dv, dst, v);
        setValue(t, dv, SRC, c);
        setValue(t, dv, SRC + 16, o);
        const label = `${T.name} at +${off}: cas(${v}, compare ${c}, origin ${o})`;
        assert.is(x.rmaCas(t, dst, SRC, SRC + 16, RES, LOCK), 0, label);
        assert.ok(same(t, getValue(t, dv, RES), v), `${label}: result is the old value`);
        assert.ok(same(t, getValue(t, dv, dst), equal ? o : v), `${label}: ${equal ? 'swapped' : 'kept'}`);
        assert.is(u8[dst + T.size], 0x33, `${label}: the next byte stays`);
        assert.is(u8[dst - 1], 0x33, `${label}: the previous byte stays`);
        assert.is(i32[LOCK >> 2], 0);
      }
    }
  }
  // floats compare bits: -0 is not +0, a NaN matches its own bits
  dv.setFloat64(DST, -0, true);
  dv.setFloat64(SRC, 0, true);
  dv.setFloat64(SRC + 16, 7, true);
  x.rmaCas(10, DST, SRC, SRC + 16, RES, LOCK);
  assert.ok(Object.is(dv.getFloat64(DST, true), -0), '-0 is not +0');
  dv.setUint32(DST, 0x7fc01234, true);
  dv.setUint32(SRC, 0x7fc01234, true);
  dv.setFloat32(SRC + 16, 2.5, true);
  x.rmaCas(9, DST, SRC, SRC + 16, RES, LOCK);
  assert.is(dv.getFloat32(DST, true), 2.5, 'a NaN matches its own bits');
  // pairs and unknown codes: refused, nothing written
  for (const t of [0, 12, 13, 15, 17, 19, 20]) {
    dv.setInt32(DST, 9, true);
    dv.setInt32(SRC, 9, true);
    dv.setInt32(SRC + 16, 1, true);
    assert.is(x.rmaCas(t, DST, SRC, SRC + 16, RES, LOCK), -1, `type ${t} refused`);
    assert.is(dv.getInt32(DST, true), 9);
  }
});

// ── the passive-target lock word ──

test('rmaLockTry / rmaUnlock: exclusive excludes all, shared counts, unlock returns the waiters', () => {
  const L = RWLOCK >> 2;
  i32[L] = 0;
  i32[L + 1] = 0;
  assert.is(x.rmaLockTry(RWLOCK, 1), 1, 'exclusive on a free lock');
  assert.is(i32[L], -1);
  assert.is(x.rmaLockTry(RWLOCK, 1), 0, 'exclusive excludes exclusive');
  assert.is(x.rmaLockTry(RWLOCK, 0), 0, 'exclusive excludes shared');
  assert.is(x.rmaUnlock(RWLOCK, 0), -1, 'a shared unlock of an exclusive lock is refused');
  assert.is(i32[L], -1, '... and changes nothing');
  i32[L + 1] = 3;
  assert.is(x.rmaUnlock(RWLOCK, 1), 3, 'unlock returns the waiter count');
  assert.is(i32[L], 0);
  i32[L + 1] = 0;
  assert.is(x.rmaUnlock(RWLOCK, 1), -1, 'unlock of a free lock is refused');
  for (let k = 1; k <= 3; k++) {
    assert.is(x.rmaLockTry(RWLOCK, 0), 1, `shared holder ${k}`);
    assert.is(i32[L], k);
  }
  assert.is(x.rmaLockTry(RWLOCK, 1), 0, 'shared excludes exclusive');
  assert.is(x.rmaUnlock(RWLOCK, 1), -1, 'an exclusive unlock of a shared lock is refused');
  assert.is(i32[L], 3);
  for (let k = 2; k >= 0; k--) {
    assert.is(x.rmaUnlock(RWLOCK, 0), 0);
    assert.is(i32[L], k);
  }
  assert.is(x.rmaUnlock(RWLOCK, 0), -1, 'a shared unlock of a free lock is refused');
  assert.is(i32[L], 0);
  assert.is(x.rmaLockTry(RWLOCK, 1), 1, 'free again');
  assert.is(x.rmaUnlock(RWLOCK, 1), 0);
});

// ── threads over one memory ──

// A worker instantiates the same module over the same memory and runs one job.
const WORKER = `
const { parentPort, workerData: { module, memory, job } } = require('node:worker_threads');
const x = new WebAssembly.Instance(module, { env: { memory } }).exports;
const i32 = new Int32Array(memory.buffer);
const A = job.addrs;
if (job.kind === 'add') {
  // one operand of 1 per type, then N accumulates of each, the int32 and float64 ones fetching
  const dv = new DataView(memory.buffer);
  dv.setInt32(A.one32, 1, true);
  dv.setBigInt64(A.one64, 1n, true);
  dv.setFloat64(A.oneF, 1, true);
  dv.setInt8(A.one8, 1);
  dv.setUint32(A.three, 3, true);
  Atomics.add(i32, A.ready >> 2, 1);
  while (Atomics.load(i32, A.ready >> 2) < job.threads) Atomics.wait(i32, A.ready >> 2, Atomics.load(i32, A.ready >> 2), 5);
  for (let k = 0; k < job.n; k++) {
    x.rmaAcc(1, 5, A.c32, A.one32, A.fetch32 + 4 * k, 1, A.lock);
    x.rmaAcc(1, 7, A.c64, A.one64, 0, 1, A.lock);
    x.rmaAcc(1, 10, A.cF, A.oneF, A.fetchF + 8 * k, 1, A.lock);
    x.rmaAcc(1, 1, A.c8 + job.index, A.one8, 0, 1, A.lock); // a byte of its own in a shared word
    x.rmaAcc(1, 3, A.c16, A.one32, 0, 1, A.lock); // an int16 counter (the low half of one32 is 1)
    // compare-exchange loops: a uint32 product shared by all, a uint16 lane of its own per thread
    x.rmaAcc(2, 6, A.cP, A.three, 0, 1, A.lock);
    x.rmaAcc(2, 4, A.cL + 2 * job.index, A.three, 0, 1, A.lock);
  }
  parentPort.postMessage('done');
} else {
  // the accumulate mutex is held by the test: this float accumulate must wait for its release
  parentPort.postMessage('waiting');
  x.rmaAcc(1, 10, A.cF, A.oneF, 0, 1, A.lock);
  parentPort.postMessage('done');
}
`;

function startWorker(job) {
  const w = new Worker(WORKER, { eval: true, workerData: { module, memory, job } });
  const done = new Promise((ok, no) => {
    w.on('message', (m) => m === 'done' && ok());
    w.once('error', no);
  });
  return { w, done };
}

test('threads: concurrent accumulates are atomic (exact sums, every fetched value once)', async () => {
  const threads = 4,
    n = 20000;
  const base = 8 << 16;
  const c = { c32: base, c64: base + 64, cF: base + 128, c8: base + 192, c16: base + 256, lock: base + 320 };
  Object.assign(c, { cP: base + 448, cL: base + 512 });
  u8.fill(0, base, base + 1024);
  dv.setUint32(c.cP, 1, true);
  for (let k = 0; k < threads; k++) dv.setUint16(c.cL + 2 * k, 1, true);
  const workers = [];
  for (let k = 0; k < threads; k++) {
    const own = base + 1024 + k * 64;
    const fetch32 = (16 << 16) + k * n * 4;
    const fetchF = (24 << 16) + k * n * 8;
    const addrs = {
      ...c,
      one32: own,
      one64: own + 8,
      oneF: own + 16,
      one8: own + 24,
      three: own + 28,
      ready: base + 384,
      fetch32,
      fetchF,
    };
    workers.push(startWorker({ kind: 'add', index: k, threads, n, addrs }));
  }
  await Promise.all(workers.map((w) => w.done));
  await Promise.all(workers.map(({ w }) => w.terminate()));
  const total = threads * n;
  assert.is(dv.getInt32(c.c32, true), total, 'int32 sum');
  assert.is(dv.getBigInt64(c.c64, true), BigInt(total), 'int64 sum');
  assert.is(dv.getFloat64(c.cF, true), total, 'float64 sum (under the mutex)');
  assert.is(dv.getInt16(c.c16, true), Number(BigInt.asIntN(16, BigInt(total))), 'int16 sum (wraps)');
  for (let k = 0; k < threads; k++)
    assert.is(dv.getInt8(c.c8 + k), Number(BigInt.asIntN(8, BigInt(n))), `int8 lane ${k}`);
  // 3 is a unit of order 2^30 modulo 2^32: a lost update would show
  const pow3 = (e, bits) => {
    let r = 1n;
    for (let i = 0; i < e; i++) r = (r * 3n) & ((1n << BigInt(bits)) - 1n);
    return Number(r);
  };
  assert.is(dv.getUint32(c.cP, true), pow3(total, 32), 'uint32 product');
  for (let k = 0; k < threads; k++)
    assert.is(dv.getUint16(c.cL + 2 * k, true), pow3(n, 16), `uint16 lane ${k} product`);
  assert.is(i32[c.lock >> 2], 0, 'the mutex is free');
  // every old value 0 .. total-1 was fetched exactly once, for int32 (atomics) and float64 (mutex)
  const seen32 = new Uint8Array(total);
  const seenF = new Uint8Array(total);
  for (let k = 0; k < threads; k++) {
    const f32 = new Int32Array(memory.buffer, (16 << 16) + k * n * 4, n);
    const fF = new Float64Array(memory.buffer, (24 << 16) + k * n * 8, n);
    for (let j = 0; j < n; j++) {
      seen32[f32[j]]++;
      seenF[fF[j]]++;
    }
  }
  assert.ok(
    seen32.every((s) => s === 1),
    'int32: each old value fetched once',
  );
  assert.ok(
    seenF.every((s) => s === 1),
    'float64: each old value fetched once',
  );
});

test('threads: a float accumulate waits for the held mutex and runs when it is released', async () => {
  const base = 14 << 16;
  const A = { cF: base, oneF: base + 8, lock: base + 64 };
  dv.setFloat64(A.cF, 10, true);
  dv.setFloat64(A.oneF, 1, true);
  i32[A.lock >> 2] = 1; // held
  const { w, done } = startWorker({ kind: 'wait', addrs: A });
  await new Promise((ok) => w.once('message', ok)); // 'waiting'
  let finished = false;
  done.then(() => (finished = true));
  // the waiter spins, then marks the mutex as having sleepers (2) and sleeps
  const t0 = Date.now();
  while (Atomics.load(i32, A.lock >> 2) !== 2 && Date.now() - t0 < 20000) await new Promise((ok) => setTimeout(ok, 5));
  assert.is(Atomics.load(i32, A.lock >> 2), 2, 'a sleeper announced itself');
  await new Promise((ok) => setTimeout(ok, 50));
  assert.not.ok(finished, 'it did not run while the mutex was held');
  assert.is(dv.getFloat64(A.cF, true), 10);
  // release as accUnlock does: exchange with 0, notify when there were sleepers
  if (Atomics.exchange(i32, A.lock >> 2, 0) === 2) Atomics.notify(i32, A.lock >> 2, 1);
  await done;
  await w.terminate();
  assert.is(dv.getFloat64(A.cF, true), 11);
  assert.is(Atomics.load(i32, A.lock >> 2), 0, 'and released it');
});

test('the cases above made their calls', () => assert.ok(calls > 2000, `${calls} calls checked`));

test.run();
