// MPI_Dims_create (MPI 4.1 section 8.5.2): a balanced grid shape for nnodes ranks. Entries given > 0
// are kept; the 0 entries are filled with the most balanced factorisation of what remains, searched
// exhaustively (with pruning), not built greedily from prime factors, which can miss the balanced
// shape (36 in 3 dimensions: 4x3x3, where a greedy split gives 6x3x2).
import { fail, show } from '../errors.js';
import { isArrayLike } from './check.js';

/**
 * MPI_Dims_create: a shape for a Cartesian grid of `nnodes` ranks. `dims` lists the dimensions
 * (a number n stands for n zeros); entries > 0 are fixed, entries 0 are chosen. The chosen entries
 * multiply with the fixed ones to `nnodes`, appear in non-increasing order, and are the most
 * balanced choice: the smallest difference between the largest and smallest chosen entry, ties
 * going to the lexicographically smallest (so 20 in 4 dimensions is [5, 2, 2, 1], not [5, 4, 1, 1]).
 * Returns a new array; `dims` is not modified. Examples: `dimsCreate(12, 2)` is [4, 3],
 * `dimsCreate(16, 3)` is [4, 2, 2], `dimsCreate(7, [0, 0])` is [7, 1], `dimsCreate(12, [0, 2])` is [6, 2].
 * @throws ERR_ARG when nnodes is not an integer >= 1, an entry is not an integer >= 0, or nnodes
 * is not divisible by the product of the fixed entries.
 */
export function dimsCreate(nnodes: number, dims: number[] | number): number[] {
  const call = 'dimsCreate';
  if (typeof nnodes !== 'number' || !Number.isSafeInteger(nnodes) || nnodes < 1) {
    fail('ERR_ARG', `${call}: nnodes is ${show(nnodes)}: expected an integer >= 1`);
  }
  let given: number[];
  if (typeof dims === 'number') {
    if (!Number.isSafeInteger(dims) || dims < 0) {
      fail('ERR_ARG', `${call}: dims is ${show(dims)}: expected a number of dimensions (an integer >= 0) or an array`);
    }
    given = new Array<number>(dims).fill(0);
  } else {
    if (!isArrayLike(dims)) {
      fail('ERR_ARG', `${call}: dims is ${show(dims)}: expected an array or a number of dimensions`);
    }
    given = Array.from(dims as ArrayLike<unknown>, (v, i) => {
      if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 0) {
        fail('ERR_ARG', `${call}: dims[${i}] is ${show(v)}: expected an integer >= 1 (kept) or 0 (to be chosen)`);
      }
      return v;
    });
  }
  let fixed = 1;
  let free = 0;
  for (const v of given) {
    if (v === 0) free++;
    // past nnodes the product cannot divide it; stopping keeps it exact
    else fixed = fixed > nnodes ? fixed : fixed * v;
  }
  if (nnodes % fixed !== 0 || fixed > nnodes) {
    fail(
      'ERR_ARG',
      `${call}: nnodes ${nnodes} is not divisible by the product of the fixed entries of dims [${given.join(', ')}]: ` +
        `expected fixed entries whose product divides nnodes`,
    );
  }
  if (free === 0 && fixed !== nnodes) {
    fail(
      'ERR_ARG',
      `${call}: dims [${given.join(', ')}] fixes every entry and their product ${fixed} is not nnodes ${nnodes}: ` +
        `expected a product of ${nnodes} or a 0 entry to choose`,
    );
  }
  const chosen = balanced(nnodes / fixed, free);
  let next = 0;
  return given.map((v) => (v === 0 ? chosen[next++] : v));
}

/** The divisors of n, ascending. */
function divisors(n: number): number[] {
  const low: number[] = [];
  const high: number[] = [];
  for (let d = 1; d * d <= n; d++) {
    if (n % d !== 0) continue;
    low.push(d);
    if (d * d !== n) high.push(n / d);
  }
  return low.concat(high.reverse());
}

/** Whether d^m >= r, without overflowing past r. */
function powReaches(d: number, m: number, r: number): boolean {
  let p = 1;
  for (let i = 0; i < m; i++) {
    p *= d;
    if (p >= r) return true;
  }
  return p >= r;
}

/** Lexicographic comparison of equal-length lists. */
function lexLess(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] < b[i];
  return false;
}

/** The most balanced non-increasing k factors of p (see dimsCreate for the order of preference). */
function balanced(p: number, k: number): number[] {
  if (k === 0) return [];
  const divs = divisors(p);
  let best: number[] = [];
  let bestSpread = Infinity;
  const cur: number[] = [];
  const consider = (ones: number): void => {
    const cand = cur.concat(new Array<number>(ones).fill(1));
    const spread = cand[0] - cand[cand.length - 1];
    if (spread < bestSpread || (spread === bestSpread && lexLess(cand, best))) {
      best = cand;
      bestSpread = spread;
    }
  };
  // factors are chosen largest first; `r` is what the `m` factors still to choose multiply to, each
  // at most `cap` (the previous factor) and the first of them at least r^(1/m)
  const search = (r: number, m: number, cap: number): void => {
    if (r === 1) return consider(m);
    if (m === 0) return;
    for (const d of divs) {
      if (d > cap || d > r) break;
      if (d === 1 || r % d !== 0 || !powReaches(d, m, r)) continue;
      // the smallest factor will be at most d and at most (r/d)^(1/(m-1)): a lower bound on the spread
      const top = cur.length > 0 ? cur[0] : d;
      // (rounded up a little: a floating-point root must not prune the exact answer)
      const low = m > 1 ? Math.min(d, (r / d) ** (1 / (m - 1)) * (1 + 1e-12) + 1e-9) : d;
      if (top - low > bestSpread) {
        // with nothing chosen yet the bound only grows with d
        if (cur.length === 0) break;
        continue;
      }
      cur.push(d);
      search(r / d, m - 1, d);
      cur.pop();
    }
  };
  search(p, k, p);
  return best;
}
