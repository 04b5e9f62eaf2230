// 2-D heat diffusion (Jacobi) on a grid split into tiles, one per rank, with derived datatypes:
//   npx wasmpi run -n 4 examples/heat2d.mjs [rows cols steps]
// Each rank keeps its tile with a one-cell halo in shared memory. Halo rows are contiguous; halo
// columns are a Datatype.vector (one double per row of the tile), exchanged with sendrecv and no
// copy loop. Every 50 steps an allreduce('max') of the change decides whether to stop. At the end
// rank 0 gathers every tile's interior (Datatype.subarray as the send type) into the global array
// with gatherv, each tile placed by a subarray of the global array resized to one element, then
// checks the result against the same computation done serially.
import { Datatype, PROC_NULL, IN_PLACE, wtime } from 'wasmpi';

const F64 = Datatype.FLOAT64;
export const HOT = 100; // the top edge's fixed temperature; the other edges are 0

/** The most square process grid [rows, cols] with rows * cols = p. */
export function grid(p) {
  let r = Math.floor(Math.sqrt(p));
  while (p % r !== 0) r--;
  return [r, p / r];
}

/** One Jacobi step over the interior of a (ny + 2) x (nx + 2) array `u` into `v`; the largest change. */
function step(u, v, ny, nx) {
  const w = nx + 2;
  let change = 0;
  for (let i = 1; i <= ny; i++) {
    for (let j = 1; j <= nx; j++) {
      const k = i * w + j;
      const x = 0.25 * (u[k - w] + u[k + w] + u[k - 1] + u[k + 1]);
      change = Math.max(change, Math.abs(x - u[k]));
      v[k] = x;
    }
  }
  return change;
}

/** The whole grid computed on one thread, for the check. */
export function serial(rows, cols, steps) {
  let u = new Float64Array((rows + 2) * (cols + 2)),
    v = new Float64Array(u.length);
  for (let j = 0; j < cols + 2; j++) u[j] = v[j] = HOT;
  for (let s = 0; s < steps; s++) {
    step(u, v, rows, cols);
    [u, v] = [v, u];
  }
  return u;
}

export default async function main(world, args = []) {
  const quiet = args.includes('quiet');
  const [rows = 120, cols = 120, steps = 400] = args.filter((a) => a !== 'quiet').map(Number);
  const { rank, size } = world;
  const [pr, pc] = grid(size);
  if (rows % pr || cols % pc) throw new Error(`${rows} x ${cols} does not split into ${pr} x ${pc} tiles`);
  const ny = rows / pr,
    nx = cols / pc,
    w = nx + 2;
  const [ti, tj] = [Math.floor(rank / pc), rank % pc];
  const at = (i, j) => (i < 0 || i >= pr || j < 0 || j >= pc ? PROC_NULL : i * pc + j);
  const north = at(ti - 1, tj),
    south = at(ti + 1, tj),
    west = at(ti, tj - 1),
    east = at(ti, tj + 1);

  // the tile and its halo; the top edge of the global grid is hot
  let u = world.alloc(Float64Array, (ny + 2) * w),
    v = world.alloc(Float64Array, (ny + 2) * w);
  if (north === PROC_NULL) for (let j = 0; j < w; j++) u[j] = v[j] = HOT;

  const row = Datatype.contiguous(nx, F64).commit(); // from its first interior cell
  const column = Datatype.vector(ny, 1, w, F64).commit(); // one cell of every interior row
  const cell = (a, i, j) => a.subarray(i * w + j); // a buffer whose first byte is cell (i, j)
  const rows1 = { sendtype: row, sendcount: 1, recvtype: row, recvcount: 1 };
  const cols1 = { sendtype: column, sendcount: 1, recvtype: column, recvcount: 1 };

  /** Fills the halo of `a` from the neighbours' edge cells. */
  function exchange(a) {
    world.sendrecv(cell(a, 1, 1), north, cell(a, ny + 1, 1), south, { ...rows1, sendtag: 1, recvtag: 1 });
    world.sendrecv(cell(a, ny, 1), south, cell(a, 0, 1), north, { ...rows1, sendtag: 2, recvtag: 2 });
    world.sendrecv(cell(a, 1, 1), west, cell(a, 1, nx + 1), east, { ...cols1, sendtag: 3, recvtag: 3 });
    world.sendrecv(cell(a, 1, nx), east, cell(a, 1, 0), west, { ...cols1, sendtag: 4, recvtag: 4 });
  }

  const t0 = wtime();
  const change = new Float64Array(1);
  let s = 0;
  while (s < steps) {
    exchange(u);
    change[0] = step(u, v, ny, nx);
    [u, v] = [v, u];
    s++;
    if (s % 50 === 0) {
      world.allreduce(IN_PLACE, change, 'max');
      if (change[0] < 1e-9) break;
    }
  }
  const seconds = wtime() - t0;

  return report(world, u, { rows, cols, ny, nx, pr, pc }, s, seconds, quiet ? null : 'heat2d');
}

/**
 * Gathers every tile's interior (the `u` of each rank, (ny + 2) x (nx + 2) with its halo) into the
 * global array at rank 0 with gatherv, each placed by a resized subarray of the global array, and
 * compares it with the serial run of `s` steps: rank 0 returns { steps, worst, mid } (and prints a
 * line, unless `name` is null), the others { steps }. heat2d_halo.mjs ends the same way.
 */
export function report(world, u, { rows, cols, ny, nx, pr, pc }, s, seconds, name) {
  const { rank, size } = world;
  const w = nx + 2;
  const interior = Datatype.subarray([ny + 2, w], [ny, nx], [1, 1], 'C', F64).commit();
  const tile = Datatype.resized(Datatype.subarray([rows, cols], [ny, nx], [0, 0], 'C', F64), 0, 8).commit();
  const global = rank === 0 ? new Float64Array(rows * cols) : null;
  const displs = Array.from({ length: size }, (_, r) => Math.floor(r / pc) * ny * cols + (r % pc) * nx);
  world.gatherv(u, global, Array(size).fill(1), displs, 0, { sendtype: interior, recvtype: tile });

  if (rank !== 0) return { steps: s };
  const ref = serial(rows, cols, s);
  let worst = 0;
  for (let i = 0; i < rows; i++) {
    for (let j = 0; j < cols; j++)
      worst = Math.max(worst, Math.abs(global[i * cols + j] - ref[(i + 1) * (cols + 2) + j + 1]));
  }
  const mid = global[(rows >> 1) * cols + (cols >> 1)];
  if (name !== null) {
    console.log(
      `${name}: ${rows} x ${cols} grid on ${pr} x ${pc} tiles, ${s} steps in ${(seconds * 1e3).toFixed(1)} ms; ` +
        `centre ${mid.toFixed(4)}, largest difference from the serial run ${worst}`,
    );
  }
  return { steps: s, worst, mid };
}
