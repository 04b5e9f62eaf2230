// Local refinement of a placement: descent by swaps (two ranks, or a rank and a free slot) while
// one lowers hopBytes, then Kernighan–Lin passes and 3-cycles to climb out of its local minimum,
// then a variable-neighbourhood round (each single swap forced, refined again). Every start of
// embed is refined here: the constructive algorithms place ranks well in the large, and these
// moves mend what they got wrong in the small. Only the delta of the ranks that move is computed.
// Cost: O(n·s·d) per descent sweep for n ranks of d partners on average and s slots; a fixed
// budget (EFFORT) of delta evaluations, O(d) each, bounds all but the descent, so large problems
// stay fast and small ones are refined to the end. The result is never worse than the start.
import { cost } from './quality.js';
import { MAX_PASSES, type Problem } from './problem.js';

/**
 * The budget of the refinement beyond descent, in hopBytes deltas evaluated (tens of nanoseconds
 * each): small problems never reach it; it bounds the time of large ones. Counted, not timed, so
 * that a result does not depend on the machine's speed.
 */
export const EFFORT = 2e5;

/**
 * The change of hopBytes when rank u (at slot a) and rank v (at slot b; -1 for a free slot) swap.
 * Only their edges change: O(deg u + deg v).
 */
export function swapDelta(p: Problem, m: Int32Array, u: number, v: number, a: number, b: number): number {
  const { s, dist, off, nb, wOut, wIn, self } = p;
  let d = self[u] * (dist[b * s + b] - dist[a * s + a]);
  for (let i = off[u]; i < off[u + 1]; i++) {
    const k = nb[i];
    if (k === v) {
      d += (wOut[i] - wIn[i]) * (dist[b * s + a] - dist[a * s + b]);
      continue;
    }
    const mk = m[k];
    d += wOut[i] * (dist[b * s + mk] - dist[a * s + mk]) + wIn[i] * (dist[mk * s + b] - dist[mk * s + a]);
  }
  if (v < 0) return d;
  d += self[v] * (dist[a * s + a] - dist[b * s + b]);
  for (let i = off[v]; i < off[v + 1]; i++) {
    const k = nb[i];
    if (k === u) continue;
    const mk = m[k];
    d += wOut[i] * (dist[a * s + mk] - dist[b * s + mk]) + wIn[i] * (dist[mk * s + a] - dist[mk * s + b]);
  }
  return d;
}

/** What is left of the refinement's budget (EFFORT). */
export interface Effort {
  left: number;
}

/** What one descent sweep costs: every rank against every slot, O(degree) each. */
export function sweepCost(p: Problem): number {
  return p.n * p.s * (1 + p.off[p.n] / Math.max(1, p.n));
}

/**
 * Local improvement of `m` in place: descent (each rank takes the best swap, with a rank or a free
 * slot, that lowers hopBytes, until none does). With a budget (`effort`), then what climbs out of
 * the descent's local minimum, descent again after each gain: 3-cycles of ranks that lower
 * hopBytes, and Kernighan–Lin passes (the best swap each step even uphill, each rank moved once,
 * rolled back to the best prefix). Without one, descent only.
 */
export function improve(p: Problem, m: Int32Array, effort: Effort | null): void {
  const occupant = new Int32Array(p.s).fill(-1);
  for (let r = 0; r < p.n; r++) occupant[m[r]] = r;
  const swap = (u: number, b: number): void => {
    const [a, v] = [m[u], occupant[b]];
    m[u] = b;
    occupant[b] = u;
    occupant[a] = v;
    if (v >= 0) m[v] = a;
  };
  const descend = (): void => {
    for (let sweep = 0; sweep < MAX_PASSES * 4; sweep++) {
      if (effort !== null) effort.left -= p.n * p.s;
      let moved = false;
      for (let u = 0; u < p.n; u++) {
        const a = m[u];
        let [best, bestSlot] = [-p.tol, -1];
        for (let b = 0; b < p.s; b++) {
          if (b === a) continue;
          const d = swapDelta(p, m, u, occupant[b], a, b);
          if (d < best) [best, bestSlot] = [d, b];
        }
        if (bestSlot < 0) continue;
        swap(u, bestSlot);
        moved = true;
      }
      if (!moved) break;
    }
  };
  // three ranks in a cycle (u to b, b's rank to c, c's rank to u's slot): what no single swap reaches
  const rotate = (effort: Effort): boolean => {
    let moved = false;
    for (let u = 0; u < p.n; u++)
      for (let b = 0; b < p.s; b++) {
        const [a, v] = [m[u], occupant[b]];
        if (b === a || v < 0) continue;
        if ((effort.left -= p.s) < 0) return moved;
        const d1 = swapDelta(p, m, u, v, a, b);
        swap(u, b);
        // v is at a now: send it on to c, and c's rank to a
        let [best, bc] = [-p.tol - d1, -1];
        for (let c = 0; c < p.s; c++) {
          if (c === a || c === b || occupant[c] < 0) continue;
          const d2 = swapDelta(p, m, v, occupant[c], a, c);
          if (d2 < best) [best, bc] = [d2, c];
        }
        if (bc >= 0) {
          swap(v, bc);
          moved = true;
        } else swap(u, a);
      }
    return moved;
  };
  descend();
  if (effort === null) return;
  const locked = new Uint8Array(p.n);
  const undo = new Int32Array(2 * p.n);
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    if (rotate(effort)) {
      descend();
      continue;
    }
    locked.fill(0);
    let [gain, bestGain, bestLen, len] = [0, 0, 0, 0];
    for (let step = 0; step < p.n && (effort.left -= p.n * p.s) >= 0; step++) {
      let [best, bu, bb] = [Infinity, -1, -1];
      for (let u = 0; u < p.n; u++) {
        if (locked[u]) continue;
        const a = m[u];
        for (let b = 0; b < p.s; b++) {
          const v = occupant[b];
          if (b === a || (v >= 0 && locked[v])) continue;
          const d = swapDelta(p, m, u, v, a, b);
          if (d < best) [best, bu, bb] = [d, u, b];
        }
      }
      if (bu < 0) break;
      const v = occupant[bb];
      undo[2 * len] = bu;
      undo[2 * len + 1] = m[bu];
      len++;
      swap(bu, bb);
      locked[bu] = 1;
      if (v >= 0) locked[v] = 1;
      gain += best;
      if (gain < bestGain - p.tol) [bestGain, bestLen] = [gain, len];
    }
    // undoing a swap is swapping the rank back to the slot it came from
    for (let i = len - 1; i >= bestLen; i--) swap(undo[2 * i], undo[2 * i + 1]);
    if (bestLen === 0) break;
    descend();
  }
}

/**
 * Variable neighbourhood descent one level up (Mladenović & Hansen): force each single swap in turn,
 * improve from there, keep the first result that beats `m`, and start over; stop when no forced swap
 * leads anywhere better, or the budget is spent. n·s improvements per round: it completes on small
 * problems (about ten ranks), where the budget allows it.
 */
export function shake(p: Problem, m: Int32Array, effort: Effort): void {
  let h = cost(p, m);
  const trial = new Int32Array(p.n);
  for (let round = 0; round < MAX_PASSES; round++) {
    let better = false;
    for (let u = 0; u < p.n && !better; u++)
      for (let b = 0; b < p.s && !better; b++) {
        if (b === m[u]) continue;
        if (effort.left <= 0) return;
        trial.set(m);
        const v = trial.indexOf(b);
        if (v >= 0) trial[v] = m[u];
        trial[u] = b;
        improve(p, trial, effort);
        const t = cost(p, trial);
        if (t < h - p.tol) {
          [h, better] = [t, true];
          m.set(trial);
        }
      }
    if (!better) break;
  }
}
