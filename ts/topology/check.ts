// Argument checks shared by the topology constructors and queries. The split of codes: a value of
// the wrong JavaScript kind (not a number, not an array, not a boolean) is ERR_ARG; a number or
// list the topology cannot take (a dimension of 0, a rank out of range, an edge listed at one end
// only) is ERR_TOPOLOGY. Every message names the call, the bad value and what was expected.
import { fail, show } from '../errors.js';

/** Ranks are Int32 everywhere (neighbour lists, mappings): no topology may name more. */
export const MAX_SIZE = 0x7fffffff;

export function isArrayLike(v: unknown): v is ArrayLike<unknown> {
  return v != null && typeof v === 'object' && typeof (v as { length?: unknown }).length === 'number';
}

/** `v` as an array, or ERR_ARG naming `what`. */
export function list(call: string, what: string, v: unknown): unknown[] {
  if (!isArrayLike(v)) fail('ERR_ARG', `${call}: ${what} is ${show(v)}: expected an array`);
  return Array.from(v);
}

/** A number, or ERR_ARG. */
export function num(call: string, what: string, v: unknown): number {
  if (typeof v !== 'number') fail('ERR_ARG', `${call}: ${what} is ${show(v)}: expected a number`);
  return v;
}

/** An integer number (any sign), ERR_ARG when not a number, ERR_TOPOLOGY when not an integer. */
export function int(call: string, what: string, v: unknown): number {
  const n = num(call, what, v);
  if (!Number.isSafeInteger(n)) fail('ERR_TOPOLOGY', `${call}: ${what} is ${show(n)}: expected an integer`);
  return n;
}

/** A rank of a topology of `size` ranks. */
export function rankIn(call: string, what: string, v: unknown, size: number): number {
  const n = num(call, what, v);
  if (!Number.isInteger(n) || n < 0 || n >= size) {
    fail('ERR_TOPOLOGY', `${call}: ${what} is ${show(n)}: expected a rank, an integer 0 <= rank < ${size}`);
  }
  return n;
}

/** A boolean, or ERR_ARG. */
export function bool(call: string, what: string, v: unknown): boolean {
  if (typeof v !== 'boolean') fail('ERR_ARG', `${call}: ${what} is ${show(v)}: expected true or false`);
  return v;
}

/** The options object of a factory, or ERR_ARG. */
export function options(call: string, v: unknown): Record<string, unknown> {
  if (v == null || typeof v !== 'object' || Array.isArray(v)) {
    fail('ERR_ARG', `${call}: expected an options object, got ${show(v)}`);
  }
  return v as Record<string, unknown>;
}

/** "1 source", "2 sources", "2 entries": counts in messages read as English. */
export function plural(n: number, word: string): string {
  if (n === 1) return `${n} ${word}`;
  return `${n} ${word.endsWith('y') ? `${word.slice(0, -1)}ies` : `${word}s`}`;
}
