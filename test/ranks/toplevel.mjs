// A rank module in top-level style: no default export.
import { init, finalize } from 'wasmpi';
const world = await init();
const v = new Int32Array(1);
if (world.rank === 0)
  for (let r = 1; r < world.size; r++) {
    world.recv(v, r, 0);
    if (v[0] !== r * 3) throw new Error('bad');
  }
else world.send(Int32Array.of(world.rank * 3), 0, 0);
finalize();
