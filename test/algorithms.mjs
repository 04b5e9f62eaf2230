// The algorithm table (assembly/coll/algorithms.json) for the tests: which algorithms each
// collective has, so that a test forcing "every algorithm" covers a new row without being edited.
// ROWS and what derives from them are the in-process algorithms (engine shm), which a one-process
// world runs; NET_ROWS are the algorithms between processes (engine net).
// Plain Node (readFileSync): rank scripts import it in their workers too.
import { readFileSync } from 'node:fs';

/** Every row of both engines, in table order. */
export const TABLE = Object.freeze(
  JSON.parse(readFileSync(new URL('../assembly/coll/algorithms.json', import.meta.url), 'utf8')),
);

/** The in-process rows (engine shm), in table order. */
export const ROWS = Object.freeze(TABLE.filter((r) => r.engine === 'shm'));

/** The rows between processes (engine net), in table order. */
export const NET_ROWS = Object.freeze(TABLE.filter((r) => r.engine === 'net'));

/** The collectives the cost model ranks (not the v-variants), in table order. */
export const COLLECTIVES = [...new Set(ROWS.filter((r) => !r.vector).map((r) => r.coll))];

/** The in-process rows of one collective, in table order. */
export const rowsOf = (coll) => ROWS.filter((r) => r.coll === coll);

/** The in-process algorithm names of one collective, in table order. */
export const algorithmsOf = (coll) => rowsOf(coll).map((r) => r.name);

/** The names of one collective's algorithms between processes, in table order. */
export const netAlgorithmsOf = (coll) => NET_ROWS.filter((r) => r.coll === coll).map((r) => r.name);
