// A program run as `mpiexec -n 2 node exit_early.mjs`: rank 1 calls process.exit(0) before it
// finalizes; rank 0 needs nothing from it and finishes normally. The job must not end 0.
import { init, finalize } from 'wasmpi';

const world = await init();
if (world.rank === 1) process.exit(0);
finalize();
