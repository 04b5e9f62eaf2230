// Graph bisection: splitting a weighted undirected graph in two sides of bounded size with the
// least weight cut, by greedy graph growing (side 0 grown from a start vertex, the most connected
// vertex first) refined by Fiduccia–Mattheyses passes. The building block of recursive
// bipartitioning (the ranks) and of the hierarchy of a target without one (the slots). On its own
// graph type (LGraph), so that it serves both and is testable alone. Cost: O((m + E) log m) per FM
// pass for m vertices and E edges, a few passes per start, up to 9 starts per bisection.
import { MAX_PASSES } from './problem.js';

/** A local undirected graph: vertex v's neighbours nb[off[v]..off[v+1]) with weights w. */
export interface LGraph {
  m: number;
  off: Int32Array;
  nb: Int32Array;
  w: Float64Array;
}

/** A binary max-heap of (key, vertex), ties to the lower vertex; stale entries are skipped by the caller. */
class Heap {
  private keys: number[] = [];
  private ids: number[] = [];
  get size(): number {
    return this.ids.length;
  }
  private above(i: number, j: number): boolean {
    return this.keys[i] > this.keys[j] || (this.keys[i] === this.keys[j] && this.ids[i] < this.ids[j]);
  }
  private swap(i: number, j: number): void {
    [this.keys[i], this.keys[j]] = [this.keys[j], this.keys[i]];
    [this.ids[i], this.ids[j]] = [this.ids[j], this.ids[i]];
  }
  push(key: number, id: number): void {
    this.keys.push(key);
    this.ids.push(id);
    for (let i = this.ids.length - 1; i > 0;) {
      const up = (i - 1) >> 1;
      if (!this.above(i, up)) break;
      this.swap(i, up);
      i = up;
    }
  }
  topKey(): number {
    return this.keys[0];
  }
  topId(): number {
    return this.ids[0];
  }
  pop(): void {
    const last = this.ids.length - 1;
    this.swap(0, last);
    this.keys.pop();
    this.ids.pop();
    for (let i = 0; ;) {
      const [l, r] = [2 * i + 1, 2 * i + 2];
      let top = i;
      if (l < last && this.above(l, top)) top = l;
      if (r < last && this.above(r, top)) top = r;
      if (top === i) break;
      this.swap(i, top);
      i = top;
    }
  }
}

/** Side 0 grown from `start` to `t` vertices, each time taking the vertex most connected to it. */
export function grow(g: LGraph, start: number, t: number): Uint8Array {
  const side = new Uint8Array(g.m).fill(1);
  const conn = new Float64Array(g.m);
  const heap = new Heap();
  let scan = 0;
  let next = start;
  for (let count = 0; count < t; count++) {
    side[next] = 0;
    for (let i = g.off[next]; i < g.off[next + 1]; i++) {
      const x = g.nb[i];
      if (side[x] === 1) heap.push((conn[x] += g.w[i]), x);
    }
    next = -1;
    while (heap.size > 0 && next < 0) {
      const v = heap.topId();
      if (side[v] === 1 && heap.topKey() === conn[v]) next = v;
      heap.pop();
    }
    // nothing connected is left: start the next component at its lowest vertex
    if (next < 0) {
      while (scan < g.m && side[scan] === 0) scan++;
      next = scan;
    }
  }
  return side;
}

export function cutOf(g: LGraph, side: Uint8Array): number {
  let cut = 0;
  for (let v = 0; v < g.m; v++)
    for (let i = g.off[v]; i < g.off[v + 1]; i++) if (g.nb[i] > v && side[g.nb[i]] !== side[v]) cut += g.w[i];
  return cut;
}

/**
 * Fiduccia–Mattheyses: passes of single-vertex moves, best gain first, each vertex moved once per
 * pass, the size of side 0 kept within [lo - 1, hi + 1] (so an exact balance can still move one
 * vertex at a time); the pass is rolled back to its best prefix within [lo, hi]. Returns the cut.
 */
export function fmRefine(g: LGraph, side: Uint8Array, lo: number, hi: number, tol: number): number {
  const { m, off, nb, w } = g;
  const gain = new Float64Array(m);
  const locked = new Uint8Array(m);
  const moves = new Int32Array(m);
  let cut = cutOf(g, side);
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let count0 = 0;
    const heaps = [new Heap(), new Heap()];
    for (let v = 0; v < m; v++) {
      let gv = 0;
      for (let i = off[v]; i < off[v + 1]; i++) gv += side[nb[i]] !== side[v] ? w[i] : -w[i];
      gain[v] = gv;
      locked[v] = 0;
      if (side[v] === 0) count0++;
      heaps[side[v]].push(gv, v);
    }
    let [bestCut, bestN, nm] = [cut, 0, 0];
    const top = (from: 0 | 1): number => {
      const h = heaps[from];
      while (h.size > 0) {
        const v = h.topId();
        if (!locked[v] && side[v] === from && h.topKey() === gain[v]) return v;
        h.pop();
      }
      return -1;
    };
    while (true) {
      // a move out of side 0 shrinks it: allowed while it stays >= lo - 1, required above hi
      const v0 = count0 > Math.max(lo - 1, 0) && count0 >= lo ? top(0) : -1;
      const v1 = count0 < Math.min(hi + 1, m) && count0 <= hi ? top(1) : -1;
      if (v0 < 0 && v1 < 0) break;
      const v = v1 < 0 || (v0 >= 0 && gain[v0] >= gain[v1]) ? v0 : v1;
      const to = side[v] ^ 1;
      side[v] = to;
      count0 += to === 0 ? 1 : -1;
      locked[v] = 1;
      cut -= gain[v];
      for (let i = off[v]; i < off[v + 1]; i++) {
        const x = nb[i];
        if (locked[x]) continue;
        gain[x] += side[x] === to ? -2 * w[i] : 2 * w[i];
        heaps[side[x]].push(gain[x], x);
      }
      moves[nm++] = v;
      if (count0 >= lo && count0 <= hi && cut < bestCut - tol) [bestCut, bestN] = [cut, nm];
    }
    for (let i = nm - 1; i >= bestN; i--) side[moves[i]] ^= 1;
    cut = bestCut;
    if (bestN === 0) break;
  }
  return cut;
}

/**
 * Splits `g` in two, side 0 with between lo and hi vertices, minimising the weight cut: greedy
 * growing from each start vertex to each of a few sizes, each refined by FM; the least cut wins
 * (the earliest on a tie). Returns side (0 or 1) per vertex.
 */
export function bisect(
  g: LGraph,
  lo: number,
  hi: number,
  starts: readonly number[],
  tol: number,
  prop = lo,
): Uint8Array {
  let best: Uint8Array | null = null;
  let bestCut = Infinity;
  // the proportional size first, then packing either side as full as it can be
  for (const t of [...new Set([prop, hi, lo])])
    for (const start of [...new Set(starts)]) {
      const side = grow(g, start, t);
      const cut = fmRefine(g, side, lo, hi, tol);
      if (cut < bestCut - tol) [best, bestCut] = [side, cut];
    }
  return best!;
}

/** The last vertex a breadth-first search from 0 reaches: an end of the graph, a good growing start. */
export function peripheral(g: LGraph): number {
  const seen = new Uint8Array(g.m);
  const queue = [0];
  seen[0] = 1;
  let last = 0;
  for (let h = 0; h < queue.length; h++) {
    last = queue[h];
    for (let i = g.off[last]; i < g.off[last + 1]; i++)
      if (!seen[g.nb[i]]) {
        seen[g.nb[i]] = 1;
        queue.push(g.nb[i]);
      }
  }
  return last;
}
