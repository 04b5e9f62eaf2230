// Argument checks shared by the datatype constructors: every bad value raises a WasmpiError that
// names the call, the argument, the value given and what was expected.
import { fail, show } from '../errors.js';
import { Datatype } from './type.js';

const I32_MIN = -(2 ** 31);
const I32_MAX = 2 ** 31 - 1;

/** A count or block length: an integer from 0 to 2^31 - 1 (ERR_COUNT). */
export function countArg(call: string, what: string, v: unknown): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > I32_MAX) {
    fail('ERR_COUNT', `${call}: ${what} must be an integer from 0 to ${I32_MAX}, got ${show(v)}`);
  }
  return v;
}

/** A stride, displacement, bound or extent: an integer from -2^31 to 2^31 - 1 (ERR_ARG). */
export function intArg(call: string, what: string, v: unknown): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < I32_MIN || v > I32_MAX) {
    fail('ERR_ARG', `${call}: ${what} must be an integer from ${I32_MIN} to ${I32_MAX}, got ${show(v)}`);
  }
  return v;
}

/** A datatype that can describe memory (any Datatype but VALUE) (ERR_TYPE). */
export function typeArg(call: string, what: string, v: unknown): Datatype {
  if (!(v instanceof Datatype)) {
    fail('ERR_TYPE', `${call}: ${what} must be a Datatype (Datatype.INT32, a derived type, ...), got ${show(v)}`);
  }
  if (v === Datatype.VALUE) {
    fail(
      'ERR_TYPE',
      `${call}: ${what} cannot be Datatype.VALUE (serialized values have no memory layout); ` +
        'use Datatype.BYTE for raw bytes',
    );
  }
  return v;
}

/** An array (or TypedArray) argument, copied into a plain array. */
export function listArg(call: string, what: string, v: unknown): unknown[] {
  if (!Array.isArray(v) && !(ArrayBuffer.isView(v) && !(v instanceof DataView))) {
    fail('ERR_ARG', `${call}: ${what} must be an array, got ${show(v)}`);
  }
  return Array.from(v as ArrayLike<unknown>);
}

export function countList(call: string, what: string, v: unknown): number[] {
  return listArg(call, what, v).map((x, i) => countArg(call, `${what}[${i}]`, x));
}

export function intList(call: string, what: string, v: unknown): number[] {
  return listArg(call, what, v).map((x, i) => intArg(call, `${what}[${i}]`, x));
}

/** Lists that must have one entry per block (ERR_ARG). */
export function sameLength(call: string, a: string, la: number, b: string, lb: number): void {
  if (la !== lb) fail('ERR_ARG', `${call}: ${a} and ${b} must have the same length, got ${la} and ${lb}`);
}

/** A short rendering of a list for type names: [1, 2, 3] or [1, 2, 3, ... (10)]. */
export function showList(xs: ArrayLike<number | string>): string {
  const n = xs.length;
  const head = Array.from(xs).slice(0, 4).join(', ');
  return n > 4 ? `[${head}, ... (${n})]` : `[${head}]`;
}
