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
  for (let i = 0; i < a.length; i++) {
    const v = a[i];
    if (typeof v === 'bigint') {
      words[0] = Number(BigInt.asUintN(32, v));
      words[1] = Number(BigInt.asUintN(32, v >> 32n));
    } else bits[0] = v;
    h = Math.imul(h ^ words[0], 0x01000193);
    h = Math.imul(h ^ words[1], 0x01000193);
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
