// The reference: every placement tried, by branch and bound (a partial placement's cost only grows
// as ranks are added, so a branch already as costly as the best is cut). It gives the optimum that
// the heuristics are measured against, for tiny cases only. Cost: at most s!/(s-n)! placements of
// n ranks on s slots, O(d) each, capped at 9! = 362880 (an ERR_ARG beyond).
import { fail } from '../../errors.js';
import type { Problem } from './problem.js';

/** 9!: the most placements 'exhaustive' enumerates (9 ranks on 9 slots, 8 on 9, ...). */
const EXHAUSTIVE_MAX = 362880;

/** Every placement, by branch and bound (costs only grow as ranks are placed): the optimum, the first found on a tie. */
export function exhaustive(p: Problem): Int32Array {
  const { n, s, dist, off, nb, wOut, wIn, self } = p;
  let count = 1;
  for (let i = 0; i < n && count <= 1e15; i++) count *= s - i;
  if (count > EXHAUSTIVE_MAX)
    fail(
      'ERR_ARG',
      `embed: algorithm 'exhaustive' would try ${count > 1e15 ? 'more than 1e15' : count} placements of ` +
        `${n} ranks on ${s} slots; it takes at most 9! = ${EXHAUSTIVE_MAX} (9 ranks on 9 slots)`,
    );
  const m = new Int32Array(n);
  const best = Int32Array.from({ length: n }, (_, r) => r);
  let bestCost = Infinity;
  const taken = new Uint8Array(s);
  const place = (r: number, c: number): void => {
    if (r === n) {
      if (c < bestCost) {
        bestCost = c;
        best.set(m);
      }
      return;
    }
    for (let q = 0; q < s; q++) {
      if (taken[q]) continue;
      let add = self[r] * dist[q * s + q];
      for (let i = off[r]; i < off[r + 1]; i++) {
        const k = nb[i];
        if (k < r) add += wOut[i] * dist[q * s + m[k]] + wIn[i] * dist[m[k] * s + q];
      }
      if (c + add >= bestCost) continue;
      m[r] = q;
      taken[q] = 1;
      place(r + 1, c + add);
      taken[q] = 0;
    }
  };
  place(0, 0);
  return best;
}
