// Lock waits that can never end: rank 0 holds the lock of its own segment and waits in a receive
// from rank 1, which waits for that lock ('deadlock': both must be told ERR_DEADLOCK); or rank 0
// holds the lock and fails ('fail': rank 1's wait must end in ERR_PROC_FAILED naming rank 0).
import { Win } from 'wasmpi';

export default function main(world, [mode]) {
  const win = Win.allocate(world, 8);
  if (world.rank === 0) {
    win.lock(0, 'exclusive');
    world.barrier();
    if (mode === 'fail') throw new Error('rank 0 fails holding the lock');
    world.recv(new Uint8Array(1), 1, 0);
  } else {
    world.barrier();
    if (world.rank === 1) win.lock(0, 'exclusive');
    else world.recv(new Uint8Array(1), 0, 9);
  }
  return 'unreachable';
}
