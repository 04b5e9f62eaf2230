// cart_bcast.mjs — the commit protocol on a 2-D torus: declare a broadcast and an allreduce on a
// grid that does not exist yet, let the commit place the grid on the hardware, then run them.
//   npx wasmpi run -n 4 examples/commit/cart_bcast.mjs [verbose]
//
// icartCreate asks for a periodic 2-D grid with reorder allowed and returns a PendingComm at once.
// Before the commit the grid already answers naming questions (tentative rank, coordinates), and
// the program declares what it will do on it: a bcastInit of one int from grid rank 0 and an
// allreduceInit (sum). commit() then makes the communicator knowing that pattern, and may move the
// processes around the grid to suit the machine.
//
// Why the buffers are DEFERRED: a declaration on a grid belongs to a grid position, and when the
// commit reorders, the process that lands on position 0 runs position 0's broadcast as the root.
// Had each process filled "333 if my rank is 0" into a buffer before the commit, it would have
// decided with its tentative rank, and nothing promises that the process placed at position 0 is
// the one that was tentatively rank 0: the root could broadcast a buffer nobody filled. So the
// buffers are left DEFERRED, and each process fills and registers them once commit() has told it
// its real rank.
import { DEFERRED, Datatype, dimsCreate, startAll, waitAll } from 'wasmpi';

const I32 = Datatype.INT32;
export const ROOT_VALUE = 333;

/** @param {import('wasmpi').Comm} world @param {string[]} args */
export default function main(world, args = []) {
  const pend = world.icartCreate({ dims: dimsCreate(world.size, 2), periods: [true, true], reorder: true });
  // naming works before the commit (tentative: what it would be without reordering)
  const tentative = { rank: pend.rank, coords: pend.cartCoords() };

  // declare the operations: the root is grid position 0, the buffers are not known yet
  const bcast = pend.bcastInit(DEFERRED, 0, { datatype: I32, count: 1 });
  // the sum of [1, rank] over the grid: the number of processes and the sum of their ranks
  const allreduce = pend.allreduceInit(DEFERRED, DEFERRED, 'sum', { datatype: I32, count: 2 });

  // collective over world: the grid is made, possibly reordered, and the operations prepared
  const grid = pend.commit();

  // the ranks may have moved: ask the committed grid
  const rank = grid.rank;
  const coords = grid.cartCoords();
  const data = grid.alloc(Int32Array, 1);
  data[0] = rank === 0 ? ROOT_VALUE : -1;
  const mine = grid.alloc(Int32Array, 2);
  mine.set([1, rank]);
  const total = grid.alloc(Int32Array, 2);
  bcast.register(data);
  allreduce.register(mine, total);

  startAll([bcast, allreduce]);
  // ... work that does not touch the buffers could go here ...
  waitAll([bcast, allreduce]);

  if (args.includes('verbose') && rank === 0)
    console.log(
      `${grid.topology.dims.join('x')} grid: root (world rank ${world.rank}) broadcast ${data[0]}; ` +
        `allreduce gave ${total[0]} processes, rank sum ${total[1]}`,
    );
  const out = {
    worldRank: world.rank,
    tentative,
    rank,
    coords,
    dims: [...grid.topology.dims],
    got: data[0],
    sum: [...total],
    mapping: grid.embedding ? [...grid.embedding.mapping] : null,
  };
  bcast.free();
  allreduce.free();
  for (const b of [data, mine, total]) grid.freeMem(b);
  return out;
}
