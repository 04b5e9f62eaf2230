// What MPI's rules give, in plain JavaScript: the reference the collective checks compute their
// expected values with (test/coll_rules.test.mjs, and the same checks under Deno and Bun in
// test/runtimes/driver.mjs).
import { SENT } from './ranks/coll_rules.mjs';

export const range = (n) => Array.from({ length: n }, (_, i) => i);
export const fill = (n, v = SENT) => new Array(n).fill(v);
/** x0 OP x1 OP ... in rank order (ranks lo..hi-1). */
export const fold = (f, lo, hi, x) => {
  let acc = x(lo);
  for (let r = lo + 1; r < hi; r++) acc = f(acc, x(r));
  return acc;
};
export const add = (a, b) => a + b;
export const OPS = {
  sum: add,
  prod: (a, b) => a * b,
  min: Math.min,
  max: Math.max,
  land: (a, b) => (a !== 0 && b !== 0 ? 1 : 0),
  lor: (a, b) => (a !== 0 || b !== 0 ? 1 : 0),
  lxor: (a, b) => ((a !== 0) !== (b !== 0) ? 1 : 0),
  band: (a, b) => a & b,
  bor: (a, b) => a | b,
  bxor: (a, b) => a ^ b,
};
/** MPI_MAXLOC / MPI_MINLOC on (value, index) pairs (§6.9.4): ties go to the smaller index. */
const loc = (better) => (a, b) => (better(b[0], a[0]) ? b : better(a[0], b[0]) ? a : [a[0], Math.min(a[1], b[1])]);
export const maxloc = loc((x, y) => x > y);
export const minloc = loc((x, y) => x < y);
export const prefix = (c, k) => c.slice(0, k).reduce(add, 0);
/** Places blocks into a buffer of `len` SENT elements: block r (counts[r] elements at displs[r]) from f(r, e). */
export function placed(len, counts, displs, f) {
  const out = fill(len);
  for (let r = 0; r < counts.length; r++) for (let e = 0; e < counts[r]; e++) out[displs[r] + e] = f(r, e);
  return out;
}
