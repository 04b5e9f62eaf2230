// The rank module of the browser demo: the 2-D heat diffusion of examples/heat2d.mjs (Jacobi, the
// top edge held hot), here with a few heaters (discs held at a fixed temperature), on a grid split
// into horizontal bands, one per rank. launch() runs it in one Web Worker per rank.
//
// A rank runs in a Web Worker, where the page's import map does not apply: it imports the package
// by URL. The page imports this module too, for the grid's definition and the serial check.
import { PROC_NULL, wtime } from '/dist/browser.mjs';

export const HOT = 100; // the top edge's temperature; the other edges are held at 0

/** The heaters: discs at (y, x) with radius r, in fractions of the grid, held at temperature t.
 *  Two straddle band boundaries, so the halo exchange shows in the picture. */
export const HEATERS = [
  { y: 0.3, x: 0.22, r: 0.07, t: 100 },
  { y: 0.5, x: 0.66, r: 0.09, t: 90 },
  { y: 0.77, x: 0.3, r: 0.06, t: 80 },
  { y: 0.86, x: 0.8, r: 0.05, t: 100 },
];

/** The fixed cells of global rows [i0, i1) of a rows x cols grid: [[i, j, t], ...]. */
export function fixedCells(rows, cols, i0 = 0, i1 = rows) {
  const out = [];
  for (let i = i0; i < i1; i++) {
    for (let j = 0; j < cols; j++) {
      for (const h of HEATERS) {
        const dy = (i + 0.5) / rows - h.y,
          dx = (j + 0.5) / cols - h.x;
        if (dy * dy + dx * dx <= h.r * h.r) {
          out.push([i, j, h.t]);
          break;
        }
      }
    }
  }
  return out;
}

/**
 * One Jacobi step over `ny` interior rows of `u` (rows of width w = cols + 2: a zero column each
 * side; row 0 and row ny + 1 are the halo) into `v`, then the fixed cells (`fixed`: indices into
 * the array, and their temperatures) held. The serial run below calls the same function, so the
 * check can demand equality to the last bit.
 */
export function step(u, v, ny, w, fixedAt, fixedT) {
  for (let i = 1; i <= ny; i++) {
    const row = i * w;
    for (let k = row + 1; k < row + w - 1; k++) v[k] = 0.25 * (u[k - w] + u[k + w] + u[k - 1] + u[k + 1]);
  }
  for (let f = 0; f < fixedAt.length; f++) v[fixedAt[f]] = fixedT[f];
}

/** Index and temperature arrays of the fixed cells of global rows [i0, i0 + ny), for a local
 *  array whose row 1 is global row i0. */
function localFixed(rows, cols, i0, ny) {
  const cells = fixedCells(rows, cols, i0, i0 + ny);
  const w = cols + 2;
  return [Int32Array.from(cells, ([i, j]) => (i - i0 + 1) * w + j + 1), Float64Array.from(cells, (c) => c[2])];
}

/** The whole grid on one thread for `steps` steps: (rows + 2) x (cols + 2), with the halo. */
export function serial(rows, cols, steps) {
  const w = cols + 2;
  let u = new Float64Array((rows + 2) * w),
    v = new Float64Array(u.length);
  u.fill(HOT, 0, w);
  v.fill(HOT, 0, w);
  const [at, t] = localFixed(rows, cols, 0, rows);
  for (let f = 0; f < at.length; f++) u[at[f]] = t[f];
  for (let s = 0; s < steps; s++) {
    step(u, v, rows, w, at, t);
    [u, v] = [v, u];
  }
  return u;
}

/**
 * args: [channel, rows, cols, seconds, maxSteps]. Runs until `seconds` have passed or `maxSteps`
 * steps are done (rank 0 decides, every CHECK steps, and broadcasts the decision), publishing its
 * band to the page on the BroadcastChannel `channel` about 30 times a second. Rank 0 returns the
 * whole grid (gathered) with the step count and the time; the others return their step count.
 */
const CHECK = 10; // steps between rank 0's decisions (publish? stop?)
const FRAME_S = 1 / 30;

export default function main(world, [channel, rowsArg = '256', colsArg = '256', secondsArg = '4', maxArg = '1e9']) {
  const { rank, size } = world;
  const [rows, cols, seconds, maxSteps] = [rowsArg, colsArg, secondsArg, maxArg].map(Number);
  if (rows % size) throw new Error(`${rows} rows do not split into ${size} bands`);
  const ny = rows / size,
    w = cols + 2,
    i0 = rank * ny; // this band's first global row
  const north = rank > 0 ? rank - 1 : PROC_NULL,
    south = rank < size - 1 ? rank + 1 : PROC_NULL;

  // The band with a halo row above and below, in the world's shared memory (comm.alloc: sends and
  // receives from it are single copies). The top band's upper halo is the hot edge; a receive
  // from PROC_NULL leaves it as it is.
  let u = world.alloc(Float64Array, (ny + 2) * w),
    v = world.alloc(Float64Array, (ny + 2) * w);
  if (north === PROC_NULL) {
    u.fill(HOT, 0, w);
    v.fill(HOT, 0, w);
  }
  const [fixedAt, fixedT] = localFixed(rows, cols, i0, ny);
  for (let f = 0; f < fixedAt.length; f++) u[fixedAt[f]] = fixedT[f];

  const rowOf = (a, i) => a.subarray(i * w, (i + 1) * w);
  const exchange = (a) => {
    // my first row up, the southern neighbour's first row into my lower halo; then the reverse
    world.sendrecv(rowOf(a, 1), north, rowOf(a, ny + 1), south, { sendtag: 1, recvtag: 1 });
    world.sendrecv(rowOf(a, ny), south, rowOf(a, 0), north, { sendtag: 2, recvtag: 2 });
  };

  // How the bands reach the page: a rank cannot post to the page (its worker's own postMessage
  // carries the rank's result back to launch) and launch's args are strings, so no shared buffer
  // can be handed over. A BroadcastChannel reaches every same-origin context, and the page listens
  // on it: each rank posts a Float32Array copy of its band's interior (64 KB for a 64 x 256 band),
  // at most ~30 times a second. Posting does not wait for the page, so the ranks never block on
  // the drawing. Rank 0's broadcast decision keeps every band of a frame at the same step.
  const bc = new BroadcastChannel(channel);
  const publish = (s, t) => {
    const tile = new Float32Array(ny * cols);
    for (let i = 0; i < ny; i++) {
      const src = (i + 1) * w + 1;
      for (let j = 0; j < cols; j++) tile[i * cols + j] = u[src + j];
    }
    bc.postMessage({ rank, size, i0, ny, cols, step: s, seconds: t, tile });
  };

  const ctl = world.alloc(Int32Array, 2); // [publish, stop], rank 0's decision
  world.barrier();
  const t0 = wtime();
  let lastFrame = -Infinity;
  let s = 0;
  publish(0, 0);
  for (;;) {
    exchange(u);
    step(u, v, ny, w, fixedAt, fixedT);
    [u, v] = [v, u];
    s++;
    if (s % CHECK === 0 || s === maxSteps) {
      if (rank === 0) {
        const t = wtime() - t0;
        ctl[0] = t - lastFrame >= FRAME_S ? 1 : 0;
        ctl[1] = t >= seconds || s >= maxSteps ? 1 : 0;
        if (ctl[0]) lastFrame = t;
      }
      world.bcast(ctl, 0);
      if (ctl[1]) break;
      if (ctl[0]) publish(s, wtime() - t0);
    }
  }
  const elapsed = wtime() - t0;
  publish(s, elapsed);
  bc.close();

  // the whole grid to rank 0 (the bands' interior rows, halo columns included), for the check
  const global = rank === 0 ? new Float64Array(rows * w) : null;
  world.gather(u.subarray(w, (ny + 1) * w), global, 0);
  return rank === 0 ? { steps: s, seconds: elapsed, rows, cols, grid: global } : { steps: s };
}
