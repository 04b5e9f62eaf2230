// ring_pt2pt.mjs — the commit protocol with point-to-point: on a 2-D torus every process sends an
// int to its right neighbour in dimension 0 and receives one from its left, declared before the
// grid exists and run several times after.
//   npx wasmpi run -n 4 examples/commit/ring_pt2pt.mjs [iterations] [verbose]
//
// The neighbours are found on the pending grid (cartShift works before the commit), and a
// sendInit / recvInit pair is declared with DEFERRED buffers. The commit may reorder the grid; the
// declarations stay with their grid positions, so after it each process asks the committed grid
// for its rank and neighbours again, fills its send buffer (100 + its rank, plus 1000 per round)
// and registers both buffers. The persistent requests then run as many times as needed.
import { DEFERRED, Datatype, dimsCreate, startAll, waitAll } from 'wasmpi';

const I32 = Datatype.INT32;
const TAG = 111;

/** What rank r sends in round it. */
export const sent = (r, it) => 100 + r + 1000 * it;

/** @param {import('wasmpi').Comm} world @param {string[]} args */
export default function main(world, args = []) {
  const iters = Number(args.find((a) => a !== 'verbose') ?? 3);
  if (!Number.isInteger(iters) || iters < 1) throw new Error(`iterations must be an integer >= 1, got ${iters}`);
  const pend = world.icartCreate({ dims: dimsCreate(world.size, 2), periods: [true, true], reorder: true });

  // the tentative neighbours along dimension 0: enough to declare the pattern
  const { source, dest } = pend.cartShift(0, 1);
  const recv = pend.recvInit(DEFERRED, source, TAG, { datatype: I32, count: 1 });
  const send = pend.sendInit(DEFERRED, dest, TAG, { datatype: I32, count: 1 });

  const grid = pend.commit();

  // recompute: the commit may have given this process another place in the grid
  const rank = grid.rank;
  const left = grid.cartShift(0, 1).source;
  const sbuf = grid.alloc(Int32Array, 1);
  const rbuf = grid.alloc(Int32Array, 1);
  send.register(sbuf);
  recv.register(rbuf);

  const got = [];
  for (let it = 0; it < iters; it++) {
    sbuf[0] = sent(rank, it);
    rbuf[0] = -1;
    startAll([recv, send]);
    waitAll([recv, send]);
    got.push(rbuf[0]);
  }

  if (args.includes('verbose') && rank === 0)
    console.log(
      `${grid.topology.dims.join('x')} grid, ${iters} rounds: rank 0 received ${got.join(', ')} from ${left}`,
    );
  const out = {
    worldRank: world.rank,
    rank,
    coords: grid.cartCoords(),
    dims: [...grid.topology.dims],
    left,
    got,
    mapping: grid.embedding ? [...grid.embedding.mapping] : null,
  };
  send.free();
  recv.free();
  grid.freeMem(sbuf);
  grid.freeMem(rbuf);
  return out;
}
