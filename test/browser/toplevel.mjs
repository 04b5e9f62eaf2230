// A rank module with no default export: it calls `await init()` at its top level, as a program
// written for `wasmpi run` does, and checks its world with an allreduce of ranks.
import { init } from '/dist/browser.mjs';

const world = await init();
const x = new Int32Array([world.rank + 1]);
const y = new Int32Array(1);
world.allreduce(x, y, 'sum');
if (y[0] !== (world.size * (world.size + 1)) / 2) throw new Error(`rank ${world.rank}: allreduce gave ${y[0]}`);
