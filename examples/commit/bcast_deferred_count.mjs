// bcast_deferred_count.mjs — the commit protocol with a deferred count: a broadcast is declared
// before the grid exists with neither its buffer nor its length known, and both are given after.
//   npx wasmpi run -n 4 examples/commit/bcast_deferred_count.mjs [count] [verbose]
//
// bcastInit(DEFERRED, 0, { datatype, count: DEFERRED }) fixes only what is sent (ints) and who
// sends it (grid position 0). After commit() every process knows its rank in the (possibly
// reordered) grid, picks the count, allocates the buffer and binds both with
// register(buffer, { count }). The root, new rank 0, broadcasts 333, 334, ... (count ints).
import { DEFERRED, Datatype, dimsCreate } from 'wasmpi';

export const ROOT_VALUE = 333;

/** @param {import('wasmpi').Comm} world @param {string[]} args */
export default function main(world, args = []) {
  const pend = world.icartCreate({ dims: dimsCreate(world.size, 2), periods: [true, true], reorder: true });
  const bcast = pend.bcastInit(DEFERRED, 0, { datatype: Datatype.INT32, count: DEFERRED });

  const grid = pend.commit();

  // chosen after the commit: every process must pick the same count
  const count = Number(args.find((a) => a !== 'verbose') ?? 1);
  if (!Number.isInteger(count) || count < 0) throw new Error(`count must be an integer >= 0, got ${count}`);
  const data = grid.alloc(Int32Array, count);
  for (let i = 0; i < count; i++) data[i] = grid.rank === 0 ? ROOT_VALUE + i : -1;
  bcast.register(data, { count });

  bcast.start();
  bcast.wait();

  if (args.includes('verbose') && grid.rank === 0)
    console.log(`root (world rank ${world.rank}) broadcast ${count} int(s)${count ? `, first ${data[0]}` : ''}`);
  const out = { worldRank: world.rank, rank: grid.rank, count, got: [...data] };
  bcast.free();
  grid.freeMem(data);
  return out;
}
