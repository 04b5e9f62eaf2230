// Greedy mapping (Hoefler & Snir): the rank that talks most goes to a start slot, then the rank
// that talks most with those placed goes to the free slot where it costs least. It needs no
// hierarchy, so it follows targets that have none (rings, tori), where bipartitioning and
// TreeMatch only see the hierarchy bisection makes up. Cost: O(n² + n·s·d) per start for n ranks
// of d partners on average and s slots; every slot a start on targets of up to 16 slots, else 9.
import type { Problem } from './problem.js';

/** Where greedy starts: every slot of a small target, else 8 spread over it and one drawn by the seed. */
export function greedyStarts(p: Problem, rng: () => number): number[] {
  if (p.s <= 16) return Array.from({ length: p.s }, (_, q) => q);
  return [...new Set([...Array.from({ length: 8 }, (_, i) => Math.floor((i * p.s) / 8)), Math.floor(rng() * p.s)])];
}

/**
 * Greedy mapping (Hoefler & Snir, "Generic topology mapping strategies", 2011): the rank that
 * talks most goes to `start`; then, repeatedly, the rank that talks most with those placed goes
 * to the free slot where it costs least. It follows the target's own shape (a ring, a torus)
 * where a hierarchy has none. O(n·s·d).
 */
export function greedy(p: Problem, start: number): Int32Array {
  const { n, s, dist, off, nb, wOut, wIn, self } = p;
  const map = new Int32Array(n).fill(-1);
  const taken = new Uint8Array(s);
  const conn = new Float64Array(n);
  const total = new Float64Array(n);
  for (let u = 0; u < n; u++) for (let i = off[u]; i < off[u + 1]; i++) total[u] += wOut[i] + wIn[i];
  for (let step = 0; step < n; step++) {
    let r = -1;
    for (let u = 0; u < n; u++)
      if (map[u] < 0 && (r < 0 || conn[u] > conn[r] || (conn[u] === conn[r] && total[u] > total[r]))) r = u;
    let q = step === 0 ? start : -1;
    if (q < 0) {
      let best = Infinity;
      for (let b = 0; b < s; b++) {
        if (taken[b]) continue;
        let c = self[r] * dist[b * s + b];
        for (let i = off[r]; i < off[r + 1]; i++) {
          const mk = map[nb[i]];
          if (mk >= 0) c += wOut[i] * dist[b * s + mk] + wIn[i] * dist[mk * s + b];
        }
        if (c < best) [best, q] = [c, b];
      }
    }
    map[r] = q;
    taken[q] = 1;
    for (let i = off[r]; i < off[r + 1]; i++) conn[nb[i]] += wOut[i] + wIn[i];
  }
  return map;
}
