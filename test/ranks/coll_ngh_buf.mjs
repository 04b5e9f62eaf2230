// neighborAlltoallw in its three forms on a periodic ring: block j of the send side is a strided
// column (vector type) for the -1 neighbour and two contiguous int32 for the +1 neighbour; the
// receive side takes them as two int32 each, at byte displacements.
import { Datatype } from 'wasmpi';

export default async function main(world) {
  const c = world.cartCreate({ dims: [world.size], periods: [true] });
  const I32 = Datatype.INT32;
  const col = Datatype.vector(2, 1, 3, I32).commit(); // elements 0 and 3
  const send = new Int32Array(8);
  const recv = new Int32Array(6);
  const fill = (round) => {
    for (let i = 0; i < 8; i++) send[i] = 1000 * round + 100 * c.rank + i;
  };
  const args = () => [send, [1, 2], [0, 16], [col, I32], recv, [2, 2], [0, 12], [I32, I32]];
  const out = [];
  fill(0);
  recv.fill(-1);
  c.neighborAlltoallw(...args());
  out.push(Array.from(recv));
  fill(1);
  recv.fill(-1);
  await c.ineighborAlltoallw(...args());
  out.push(Array.from(recv));
  const p = c.neighborAlltoallwInit(...args());
  for (let round = 2; round < 4; round++) {
    fill(round);
    recv.fill(-1);
    p.start();
    p.wait();
    out.push(Array.from(recv));
  }
  p.free();
  return { rank: c.rank, size: c.size, out };
}
