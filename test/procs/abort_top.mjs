// A program that calls init() at its top level, run as its own process (`node abort_top.mjs`, or
// under mpiexec, one rank per process): rank `who` (argv[2]) calls abort(code) (argv[3]) once the
// others wait on the next rank in a receive; each other rank reports how its wait ended, on
// stderr, written synchronously (the process may be ended at once).
import { writeSync } from 'node:fs';
import { init } from 'wasmpi';
import { sleep } from '../ranks/_shared.mjs';

const world = await init();
const who = Number(process.argv[2] ?? 0);
const code = Number(process.argv[3] ?? 1);
if (world.rank === who) {
  sleep(world.size > 1 ? 300 : 0);
  world.abort(code);
}
try {
  world.recv(new Int32Array(1), (world.rank + 1) % world.size, 7);
  writeSync(2, `rank ${world.rank}: the receive completed\n`);
} catch (e) {
  writeSync(2, `rank ${world.rank}: ${e.code}: ${e.message}\n`);
  throw e;
}
