// stencil.mjs — a 2-D Jacobi stencil on a periodic grid of ranks, with the halo exchange done by
// one neighbourhood collective. Run with: npx wasmpi run -n 4 examples/stencil.mjs [n] [steps] [quiet]
//
// The program declares its communication structure (a periodic 2-D grid, reorder allowed so wasmpi
// may place it on the hardware), asks the topology for its neighbours, and exchanges the four
// edges of its tile with neighborAlltoall: block 2d goes to / comes from the -1 neighbour of
// dimension d, block 2d+1 the +1 neighbour (MPI's order).
import { dimsCreate } from 'wasmpi';

/** @param {import('wasmpi').Comm} world @param {string[]} args */
export default function main(world, args) {
  const n = Number(args[0] ?? 32); // tile edge (cells per rank and dimension)
  const steps = Number(args[1] ?? 50);
  const quiet = args.includes('quiet');
  const grid = world.cartCreate({ dims: dimsCreate(world.size, 2), periods: [true, true], reorder: true });
  // dimsCreate covers every rank, so each has a place on the grid; `kind` tells the topology's type
  if (grid === null || grid.topology?.kind !== 'cart') throw new Error('expected a rank of the Cartesian grid');
  const [py, px] = grid.topology.dims;
  const [cy, cx] = grid.cartCoords();
  const { sources } = grid.neighbors(); // [up, down, left, right] as ranks of `grid`
  if (!quiet)
    console.log(
      `rank ${grid.rank} at (${cy}, ${cx}) of ${py}x${px}: up ${sources[0]} down ${sources[1]} left ${sources[2]} right ${sources[3]}`,
    );

  // the tile with a one-cell halo; the global field starts as f(gy, gx)
  const w = n + 2;
  let u = new Float64Array(w * w);
  let v = new Float64Array(w * w);
  const at = (y, x) => y * w + x;
  for (let y = 1; y <= n; y++)
    for (let x = 1; x <= n; x++) u[at(y, x)] = initial(cy * n + y - 1, cx * n + x - 1, py * n, px * n);

  // 4 faces of n cells: [top row, bottom row, left column, right column]
  const send = grid.alloc(Float64Array, 4 * n);
  const recv = grid.alloc(Float64Array, 4 * n);
  for (let s = 0; s < steps; s++) {
    for (let i = 0; i < n; i++) {
      send[i] = u[at(1, i + 1)]; // to the -1 neighbour of dim 0 (up)
      send[n + i] = u[at(n, i + 1)]; // to the +1 neighbour of dim 0 (down)
      send[2 * n + i] = u[at(i + 1, 1)]; // left
      send[3 * n + i] = u[at(i + 1, n)]; // right
    }
    grid.neighborAlltoall(send, recv);
    for (let i = 0; i < n; i++) {
      u[at(0, i + 1)] = recv[i]; // from up: its bottom row
      u[at(n + 1, i + 1)] = recv[n + i]; // from down: its top row
      u[at(i + 1, 0)] = recv[2 * n + i];
      u[at(i + 1, n + 1)] = recv[3 * n + i];
    }
    for (let y = 1; y <= n; y++)
      for (let x = 1; x <= n; x++)
        v[at(y, x)] = 0.25 * (u[at(y - 1, x)] + u[at(y + 1, x)] + u[at(y, x - 1)] + u[at(y, x + 1)]);
    [u, v] = [v, u];
  }
  let sum = 0;
  for (let y = 1; y <= n; y++) for (let x = 1; x <= n; x++) sum += u[at(y, x)];
  const total = grid.allreduceValue(sum, 'sum');
  if (!quiet && grid.rank === 0) console.log(`${py}x${px} ranks, ${steps} steps: sum of the field ${total.toFixed(6)}`);
  const tile = Array.from({ length: n }, (_, y) => Array.from(u.subarray(at(y + 1, 1), at(y + 1, n + 1))));
  grid.freeMem(send);
  grid.freeMem(recv);
  return { coords: [cy, cx], dims: [py, px], n, steps, total, tile };
}

/** The initial field: smooth, periodic, different in every cell. */
export function initial(gy, gx, ny, nx) {
  return Math.sin((2 * Math.PI * gy) / ny) + Math.cos((4 * Math.PI * gx) / nx) + (gy * nx + gx) / (ny * nx);
}
