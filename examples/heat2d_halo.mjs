// examples/heat2d.mjs with its halo exchange on a HaloExchange:
//   npx wasmpi run -n 4 examples/heat2d_halo.mjs [rows cols steps]
// The same 2-D heat diffusion (Jacobi) on a grid split into tiles, one per rank, each tile with a
// one-cell halo in shared memory. Instead of sendrecv and derived types, the halo cells are named
// once, as indices into the tile (a send map and a receive map, rank -> indices), and every step
// runs one keyed exchange: start() sends the tile's edge cells, the cells that need no halo are
// updated while the messages travel, finish() fills the halo, then the edge cells are updated.
// Every 50 steps an allreduce('max') of the change decides whether to stop; at the end rank 0
// gathers every tile into the global array with gatherv and checks it against the serial run
// (heat2d.mjs's grid split, gather and check, imported from it).
import { HaloExchange, PROC_NULL, IN_PLACE, wtime } from 'wasmpi';
import { HOT, grid, report } from './heat2d.mjs';

/**
 * One Jacobi step over rows i0..i1 and columns j0..j1 (inclusive) of an array `u` with rows of `w`
 * cells, into `v`; the largest change (0 for an empty block). Every cell's update is the one of
 * heat2d.mjs's step, so updating a tile block by block gives the same numbers.
 */
function block(u, v, w, i0, i1, j0, j1) {
  let change = 0;
  for (let i = i0; i <= i1; i++) {
    for (let j = j0; j <= j1; j++) {
      const k = i * w + j;
      const x = 0.25 * (u[k - w] + u[k + w] + u[k - 1] + u[k + 1]);
      change = Math.max(change, Math.abs(x - u[k]));
      v[k] = x;
    }
  }
  return change;
}

/** Indices of row i, columns j0..j1, and of column j, rows i0..i1, in an array with rows of `w` cells. */
const rowCells = (w, i, j0, j1) => Array.from({ length: j1 - j0 + 1 }, (_, t) => i * w + j0 + t);
const colCells = (w, j, i0, i1) => Array.from({ length: i1 - i0 + 1 }, (_, t) => (i0 + t) * w + j);

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

  // The halo as indices into the tile. Directions in a fixed order: north, south, west, east; each
  // with the neighbour there, the edge cells sent to it and the halo cells it fills.
  const dirs = [
    { peer: north, edge: rowCells(w, 1, 1, nx), halo: rowCells(w, 0, 1, nx) },
    { peer: south, edge: rowCells(w, ny, 1, nx), halo: rowCells(w, ny + 1, 1, nx) },
    { peer: west, edge: colCells(w, 1, 1, ny), halo: colCells(w, 0, 1, ny) },
    { peer: east, edge: colCells(w, nx, 1, ny), halo: colCells(w, nx + 1, 1, ny) },
  ];
  const opposite = [1, 0, 3, 2]; // south, north, east, west
  // One entry per peer (PROC_NULL edges get none). A peer's cells are listed in direction order on
  // both sides: what a neighbour sends to its north d = 0 arrives in my south halo, so the receive
  // list takes, for each of the peer's directions d in order, my halo in direction opposite[d].
  // (No peer of this non-periodic grid lies in two directions, but concatenating keeps it right.)
  const send = new Map(),
    recv = new Map();
  const append = (m, peer, cells) => m.set(peer, [...(m.get(peer) ?? []), ...cells]);
  for (let d = 0; d < 4; d++) {
    if (dirs[d].peer !== PROC_NULL) append(send, dirs[d].peer, dirs[d].edge);
    const mine = dirs[opposite[d]];
    if (mine.peer !== PROC_NULL) append(recv, mine.peer, mine.halo);
  }
  const halo = new HaloExchange(world, { send, recv });

  /** One Jacobi step of the tile `a` into `b`, the halo exchange overlapping the inner cells' update. */
  function stepOverlapped(a, b) {
    halo.start(a, 'u'); // the edge cells go out
    let change = block(a, b, w, 2, ny - 1, 2, nx - 1); // cells whose neighbours are all in the tile
    halo.finish(a, 'u'); // the halo is filled
    // the edge cells: the first and last rows, then the first and last columns between them
    change = Math.max(change, block(a, b, w, 1, 1, 1, nx));
    if (ny > 1) change = Math.max(change, block(a, b, w, ny, ny, 1, nx));
    change = Math.max(change, block(a, b, w, 2, ny - 1, 1, 1));
    if (nx > 1) change = Math.max(change, block(a, b, w, 2, ny - 1, nx, nx));
    return change;
  }

  const t0 = wtime();
  const change = new Float64Array(1);
  let s = 0;
  while (s < steps) {
    change[0] = stepOverlapped(u, v);
    [u, v] = [v, u];
    s++;
    if (s % 50 === 0) {
      world.allreduce(IN_PLACE, change, 'max');
      if (change[0] < 1e-9) break;
    }
  }
  const seconds = wtime() - t0;
  halo.free();

  return report(world, u, { rows, cols, ny, nx, pr, pc }, s, seconds, quiet ? null : 'heat2d_halo');
}
