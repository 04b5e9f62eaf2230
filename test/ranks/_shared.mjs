// What the rank modules share: the scenario dispatcher, the error probe, the comparison that
// collects mismatches, and the input generators and plain-JS sums that both a rank module and its
// host test compute values from (a host test imports them from here too, so that the expected
// values and the inputs come from one definition).
import { WasmpiError } from 'wasmpi';

/**
 * Runs the named scenarios one after the other on `world` and returns their results by name.
 * Every rank runs the same names in the same order; a barrier separates two scenarios, so that
 * one scenario's messages cannot meet the next one's receives. With `dup`, each scenario runs on
 * a fresh dup of the world (freed afterwards) and an error it throws is returned as
 * `{ error: 'CODE: message' }` instead of failing the rank (its result is then `{ value }`).
 */
export async function runScenarios(world, scenarios, names, { dup = false } = {}) {
  const out = {};
  for (const name of names) {
    const fn = scenarios[name];
    if (typeof fn !== 'function') throw new Error(`unknown scenario ${name}`);
    if (!dup) {
      out[name] = await fn(world);
      world.barrier();
      continue;
    }
    const comm = world.dup();
    try {
      out[name] = { value: await fn(comm) };
    } catch (e) {
      out[name] = { error: `${e?.code ?? 'Error'}: ${e?.message ?? e}` };
    }
    world.barrier();
    comm.free();
  }
  return out;
}

/** The code of the WasmpiError that `fn` throws ('no error' when it returns). */
export function codeOf(fn) {
  try {
    fn();
  } catch (e) {
    return e instanceof WasmpiError ? e.code : `not a WasmpiError: ${e}`;
  }
  return 'no error';
}

/** Sleeps this thread (not a spin) for `ms` milliseconds. */
export const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

const show = (x) => (typeof x === 'bigint' ? `${x}n` : Object.is(x, -0) ? '-0' : String(x));

/** Pushes onto `errs` the first element where `got` differs from `exp` (or their lengths differ),
 *  named by `label`. Elements are equal when === or Object.is says so (NaN equals NaN). */
export function cmp(errs, label, got, exp) {
  if (!got || got.length !== exp.length) {
    errs.push(`${label}: length ${got?.length}, expected ${exp.length}`);
    return;
  }
  for (let i = 0; i < exp.length; i++)
    if (got[i] !== exp[i] && !Object.is(got[i], exp[i])) {
      errs.push(`${label}: [${i}] = ${show(got[i])}, expected ${show(exp[i])}`);
      return;
    }
}

// ── generators: element i of rank r's input (t: which call or round) ──

/** A small signed integer, exact in every element type, for the collectives' inputs. */
export const f = (r, i, t = 0) => ((r * 5 + i * 3 + t * 7) % 13) - 4;
/** fn(0) + fn(1) + ... + fn(n - 1): the sum over the first n ranks. */
export const sumTo = (n, fn) => {
  let s = 0;
  for (let r = 0; r < n; r++) s += fn(r);
  return s;
};
/** A Float64Array of n elements, element i being fn(i). */
export const vec = (n, fn) => Float64Array.from({ length: n }, (_, i) => fn(i));

// ── what a rank returns: JSON-safe forms of what it observed (results also cross processes as
// JSON), which the host test builds from its expected values the same way and compares ──

/** The elements of an array as a plain JSON-safe array (a bigint as its decimal digits and 'n'). */
export const plain = (a) => Array.from(a, (v) => (typeof v === 'bigint' ? `${v}n` : v));

const bits = new Float64Array(1);
const words = new Uint32Array(bits.buffer);
/** A 32-bit fingerprint of an array's length and values (in order; NaN, -0 and bigints included),
 *  for arrays too long to return whole: equal arrays give equal fingerprints. */
export function digest(a) {
  let h = 0x811c9dc5 ^ a.length;
  if (a instanceof BigInt64Array || a instanceof BigUint64Array) {
    for (let i = 0; i < a.length; i++) {
      words[0] = Number(BigInt.asUintN(32, a[i]));
      words[1] = Number(BigInt.asUintN(32, a[i] >> 32n));
      h = Math.imul(Math.imul(h ^ words[0], 0x01000193) ^ words[1], 0x01000193);
    }
    return h >>> 0;
  }
  for (let i = 0; i < a.length; i++) {
    bits[0] = a[i];
    h = Math.imul(Math.imul(h ^ words[0], 0x01000193) ^ words[1], 0x01000193);
  }
  return h >>> 0;
}

/** What a long array holds, in a few numbers: its length, first and last elements and digest. */
export const sketch = (a) => [a.length, ...plain([a[0], a[a.length - 1]]), digest(a)];

/** A value's structure and contents as JSON (Map, bigint, TypedArray, Date named as such), so that
 *  a value received by sendValue/recvValue compares, through JSON, with the one that was sent. */
export function describe(v) {
  if (typeof v === 'bigint') return { bigint: String(v) };
  if (v instanceof Map) return { Map: [...v].map(([k, x]) => [describe(k), describe(x)]) };
  if (v instanceof Date) return { Date: v.getTime() };
  if (ArrayBuffer.isView(v)) return { [v.constructor.name]: plain(v) };
  if (Array.isArray(v)) return v.map(describe);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, describe(x)]));
  return v;
}

// ── point-to-point inputs (test/ranks/p2p_buf.mjs) ──

/** Every TypedArray element type. */
export const TYPED = [
  Int8Array,
  Uint8Array,
  Uint8ClampedArray,
  Int16Array,
  Uint16Array,
  Int32Array,
  Uint32Array,
  Float32Array,
  Float64Array,
  BigInt64Array,
  BigUint64Array,
];

/** n elements of type ctor from `seed` (exact in every type; bigints past 2^32). */
export function fillFor(ctor, n, seed) {
  const a = new ctor(n);
  for (let i = 0; i < n; i++) {
    const v = (seed * 131 + i * 7) % 120;
    a[i] = ctor === BigInt64Array || ctor === BigUint64Array ? BigInt(v) * 1000000007n : v;
  }
  return a;
}

/** The value rank r sends with sendValue: one of each kind structured clone carries. */
export const valueOf = (r) => ({
  from: r,
  list: [1, 'two', { three: 3 }],
  map: new Map([['k', r]]),
  big: 10n ** 20n,
  f32: Float32Array.of(r, 0.5),
  when: new Date(0),
});

/** Element i of the large message rank r sends. */
export const largeAt = (r, i) => r * 1e6 + i;
/** The length of the i-th message of the flood: every wrap position of a ring. */
export const floodLen = (i) => 1 + ((i * 797) % 2048);

// ── collective inputs (test/ranks/coll_buf.mjs) ──

/** Element i of block b of rank r's input (a collective that sends each rank its own block). */
export const g = (r, b, i) => ((r * 7 + b * 3 + i) % 11) - 3;

const isBig = (T) => T === BigInt64Array || T === BigUint64Array;
const isFloat = (T) => T === Float32Array || T === Float64Array;

/** Rank r's input of n elements of type T to a reduction by `op`: values that exercise the op
 *  (sums and 8-bit products that wrap, ties for min and max, zeros for the logical ops, bigints
 *  past 2^32), stored through T so that they wrap like the type. */
export function opInput(op, T, r, n) {
  const a = new T(n);
  const unsigned = /Uint/.test(T.name);
  for (let i = 0; i < n; i++) {
    let v;
    switch (op) {
      case 'sum':
        v = ((r * 37 + i * 101) % 251) - (unsigned ? 0 : 120);
        break;
      case 'prod':
        v = ((r + i) % 7) - (unsigned ? 0 : 3);
        break;
      case 'min':
      case 'max':
        v = ((r * 13 + i * 7) % 29) - (unsigned ? 0 : 14);
        break;
      case 'land':
      case 'lor':
      case 'lxor':
        v = [0, 1, 6, 0, 2][(r * 2 + i) % 5];
        break;
      default:
        v = (r * 0x9e37 + i * 0x7f4a + (i << r)) & 0xffff; // bitwise
    }
    if (isBig(T)) {
      let b = BigInt(v);
      if (op === 'sum' || op === 'prod') b = op === 'sum' ? b * 0x100000001n + (BigInt(i) << 60n) : b * 0x10000001n;
      if (op === 'band' || op === 'bor' || op === 'bxor') b = (b << 40n) | BigInt(v ^ 0x5a5a);
      a[i] = b;
    } else if (isFloat(T)) {
      a[i] = op === 'sum' ? v + 1 / (3 + r) : op === 'prod' ? v * 1.1 : v + 0.5;
    } else a[i] = v;
  }
  return a;
}

/** Rank r's n (value, index) pairs for maxloc/minloc in a T (ties between ranks included). */
export function pairInput(T, r, n) {
  const a = new T(2 * n);
  for (let i = 0; i < n; i++) {
    a[2 * i] = ((r * 3 + i) % 4) - 1.5 * (T !== Int32Array);
    a[2 * i + 1] = (r * 5 + i) % 7;
  }
  return a;
}

/** The value and the index of rank r's pair i for DOUBLE_INT. */
export const doubleIntAt = (r, i) => [((r * 3 + i) % 4) * 0.25, r * 10 + i];
/** Rank r's n DOUBLE_INT pairs as bytes (a float64 then an int32, 16 bytes a pair). */
export function doubleIntInput(r, n) {
  const a = new Uint8Array(16 * n);
  const dv = new DataView(a.buffer);
  for (let i = 0; i < n; i++) {
    const [v, k] = doubleIntAt(r, i);
    dv.setFloat64(16 * i, v, true);
    dv.setInt32(16 * i + 8, k, true);
  }
  return a;
}

/** Rank r's digit at i (1..9) for the non-commutative user op that writes ranks' digits in order. */
export const digitOf = (r, i) => ((r + i) % 9) + 1;
/** Element i of rank r's input to the large allreduces. */
export const largeInput = (r, i) => ((i * 7 + r * 13) % 101) - 50;

/** What an array holds, for a rank to return: whole when short, sketched when long. */
export const seen = (a) => (a.length <= 40 ? plain(a) : sketch(a));
/** Element j of rank r's send buffer to an alltoall (every element distinct across ranks). */
export const a2aAt = (r, j) => r * 1000 + j;
/** Element i of block b of rank r's input in round t (every element distinct across blocks). */
export const blockAt = (r, b, i, t) => r * 100 + b * 10 + t + i * 1000;

/** A status as a plain object: its source, tag, count and cancelled flag (undefined stays). */
export const statusOf = (s) => s && { source: s.source, tag: s.tag, count: s.count, cancelled: s.cancelled };
