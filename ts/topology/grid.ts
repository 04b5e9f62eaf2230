// Cartesian grid arithmetic (MPI 4.1 section 8.5.1): ranks in row-major order, the last dimension
// varying fastest; coordinates on periodic dimensions wrap, on the others they fall off the grid
// (PROC_NULL). Pure functions over (dims, periods), kept apart from the CartTopology class so the
// class only checks arguments and delegates.
import { PROC_NULL } from '../constants.js';

/** The shape of a grid: extent and periodicity per dimension. */
export interface Grid {
  readonly dims: readonly number[];
  readonly periods: readonly boolean[];
}

/** x mod n in 0..n-1, also for negative x. */
export function wrap(x: number, n: number): number {
  const r = x % n;
  return r < 0 ? r + n : r;
}

/** Coordinates of `rank` (row-major). */
export function toCoords(g: Grid, rank: number): number[] {
  const c = new Array<number>(g.dims.length);
  for (let d = g.dims.length - 1; d >= 0; d--) {
    c[d] = rank % g.dims[d];
    rank = Math.floor(rank / g.dims[d]);
  }
  return c;
}

/** The rank at in-range coordinates. */
export function toRank(g: Grid, coords: readonly number[]): number {
  let r = 0;
  for (let d = 0; d < g.dims.length; d++) r = r * g.dims[d] + coords[d];
  return r;
}

/** The rank at `coords + offset`, or PROC_NULL when a non-periodic coordinate falls off the grid. */
export function offsetRank(g: Grid, coords: readonly number[], offset: readonly number[]): number {
  let r = 0;
  for (let d = 0; d < g.dims.length; d++) {
    let c = coords[d] + offset[d];
    if (c < 0 || c >= g.dims[d]) {
      if (!g.periods[d]) return PROC_NULL;
      c = wrap(c, g.dims[d]);
    }
    r = r * g.dims[d] + c;
  }
  return r;
}

/** Unit offset along dimension `d` by `disp` (MPI_Cart_shift's direction). */
function axis(ndims: number, d: number, disp: number): number[] {
  const o = new Array<number>(ndims).fill(0);
  o[d] = disp;
  return o;
}

const diagonalCache = new Map<number, number[][]>();

/**
 * The offsets that are neither zero nor along one axis: every vector of {-1, 0, 1}^ndims with at
 * least two non-zero entries, in lexicographic order (-1 < 0 < 1, dimension 0 most significant).
 * In 2-D: (-1,-1) (-1,1) (1,-1) (1,1); in 3-D the 12 edge and 8 corner offsets interleaved.
 */
export function diagonalOffsets(ndims: number): number[][] {
  let out = diagonalCache.get(ndims);
  if (out) return out;
  out = [];
  const v = new Array<number>(ndims).fill(-1);
  const total = 3 ** ndims;
  for (let i = 0; i < total; i++) {
    if (v.filter((x) => x !== 0).length >= 2) out.push(v.slice());
    // odometer over {-1, 0, 1}, last dimension fastest: lexicographic order
    for (let d = ndims - 1; d >= 0; d--) {
      if (v[d] < 1) {
        v[d]++;
        break;
      }
      v[d] = -1;
    }
  }
  diagonalCache.set(ndims, out);
  return out;
}

/**
 * The neighbour list of `rank`, the same for sources and destinations (MPI 4.1 section 8.6): per
 * dimension the rank at displacement -1 then +1, then with `diagonals` the diagonal offsets above;
 * PROC_NULL entries stay in the list (they count).
 */
export function gridNeighbors(g: Grid, diagonals: boolean, rank: number): Int32Array {
  const n = g.dims.length;
  const diag = diagonals ? diagonalOffsets(n) : [];
  const out = new Int32Array(2 * n + diag.length);
  const c = toCoords(g, rank);
  for (let d = 0; d < n; d++) {
    out[2 * d] = offsetRank(g, c, axis(n, d, -1));
    out[2 * d + 1] = offsetRank(g, c, axis(n, d, 1));
  }
  for (let i = 0; i < diag.length; i++) out[2 * n + i] = offsetRank(g, c, diag[i]);
  return out;
}

/** MPI_Cart_shift from `rank`: source at -disp, dest at +disp along dimension `d`. */
export function gridShift(g: Grid, rank: number, d: number, disp: number): { source: number; dest: number } {
  const c = toCoords(g, rank);
  const n = g.dims.length;
  return { source: offsetRank(g, c, axis(n, d, -disp)), dest: offsetRank(g, c, axis(n, d, disp)) };
}

/**
 * Moves between two ranks: per dimension the coordinate difference (the shorter way round on a
 * periodic one), summed (Manhattan) or, when a diagonal step moves every coordinate at once, the
 * largest (Chebyshev).
 */
export function gridDistance(g: Grid, diagonals: boolean, a: number, b: number): number {
  const ca = toCoords(g, a);
  const cb = toCoords(g, b);
  let sum = 0;
  let max = 0;
  for (let d = 0; d < g.dims.length; d++) {
    let k = Math.abs(ca[d] - cb[d]);
    if (g.periods[d]) k = Math.min(k, g.dims[d] - k);
    sum += k;
    max = Math.max(max, k);
  }
  return diagonals ? max : sum;
}

/** MPI_Cart_sub's split of `rank`: the row-major index over the dropped dimensions (which sub-grid) and over the kept ones (the rank inside it). */
export function gridSplit(g: Grid, remain: readonly boolean[], rank: number): { color: number; key: number } {
  const c = toCoords(g, rank);
  let color = 0;
  let key = 0;
  for (let d = 0; d < g.dims.length; d++) {
    if (remain[d]) key = key * g.dims[d] + c[d];
    else color = color * g.dims[d] + c[d];
  }
  return { color, key };
}
