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
