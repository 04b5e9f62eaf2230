// The named restrictions an algorithm may have beyond what the executor checks (its scratch limit,
// in place): a row of assembly/coll/algorithms.json lists the names in `requires`. Each check says
// why the algorithm cannot run a call, or null when it can. The doc comment of each check is what
// the algorithm table of docs/internals/collectives.md shows under "needs" (generated from here). For a net
// row p is the number of processes the algorithm runs among (its leaders).
import type { Check, CollFlags } from './types.js';

const isPof2 = (p: number, flags: CollFlags) => flags.pof2 ?? (p & (p - 1)) === 0;

export const REQUIRES = {
  /** commutative */
  commutative: (_p, _b, f) => (f.commutative ? null : 'needs a commutative op'),
  /** p a power of two */
  pof2: (p, _b, f) => (isPof2(p, f) ? null : `needs a power-of-two communicator size (p = ${p})`),
  /** bytes >= p */
  bytesAtLeastP: (p, b) => (b >= p ? null : `needs at least one byte per rank (${b} B < p = ${p})`),
} satisfies Record<string, Check>;
