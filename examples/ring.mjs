// A token passed around every rank. Start it as threads of one process, as processes under
// MPICH's mpiexec, or as both (see docs/guide/scale-out.md):
//   npx wasmpi run -n 4 examples/ring.mjs
//   mpiexec -n 2 node examples/ring.mjs
//   npx wasmpi run -n 4 --procs 2 examples/ring.mjs
import { init } from 'wasmpi';

const world = await init();
const { rank, size } = world;
const token = new Int32Array(1);
if (rank === 0) {
  world.send(token, 1 % size);
  world.recv(token, size - 1);
  console.log(`ring over ${size} ranks: token ${token[0]} (expected ${(size * (size - 1)) / 2})`);
} else {
  world.recv(token, rank - 1);
  token[0] += rank;
  world.send(token, (rank + 1) % size);
}
