// The algorithm table (assembly/coll/algorithms.json) for the tests: which algorithms each
// collective has, so that a test forcing "every algorithm" covers a new row without being edited.
// Plain Node (readFileSync): rank scripts import it in their workers too.
import { readFileSync } from 'node:fs';

/** The rows, in table order. */
export const ROWS = Object.freeze(
  JSON.parse(readFileSync(new URL('../assembly/coll/algorithms.json', import.meta.url), 'utf8')),
);

/** The collectives the cost model ranks (not the v-variants), in table order. */
export const COLLECTIVES = [...new Set(ROWS.filter((r) => !r.vector).map((r) => r.coll))];

/** The rows of one collective, in table order. */
export const rowsOf = (coll) => ROWS.filter((r) => r.coll === coll);

/** The algorithm names of one collective, in table order. */
export const algorithmsOf = (coll) => rowsOf(coll).map((r) => r.name);
