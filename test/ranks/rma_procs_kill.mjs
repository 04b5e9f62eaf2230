// A process killed inside a lock epoch (2 processes x 2 ranks; the second process, ranks 2 and 3,
// is killed with SIGKILL). args[0]:
//   'target'  rank 0 holds an exclusive lock on rank 2 when rank 2's process dies: its unlock
//             (which waits for the target's acknowledgement) fails with ERR_PROC_FAILED;
//   'holder'  rank 2 holds an exclusive lock on rank 0 when its process dies: rank 0's own lock of
//             itself, waiting for that lock, fails with ERR_PROC_FAILED.
// Ranks 0 and 1 fail with a line saying what their failing call raised and how long it took (an
// error's text reaches the launcher's report; a worker's console output may not).
import { Win } from 'wasmpi';

export default function main(world, [scenario]) {
  const { rank } = world;
  const win = Win.allocate(world, 64);
  const b = new Int32Array(1);
  const victim = 2;
  if (rank === 3) {
    world.recv(b, victim); // never sent: this rank dies with its process
    return;
  }
  if (rank === victim) {
    if (scenario === 'holder') {
      win.lock(0, 'exclusive');
      win.put(Uint8Array.of(7), 0, 0);
      win.flush(0);
      world.send(b, 0);
    } else world.recv(b, 0);
    // every peer has our message, or we theirs, once this answers
    world.recv(b, 0);
    process.kill(process.pid, 'SIGKILL');
    return;
  }
  let call = 'recv';
  const t0 = Date.now();
  try {
    if (rank === 1) {
      try {
        world.recv(b, 3);
      } finally {
        world.send(b, 0); // the process is gone: rank 0 may go on
      }
    } else if (scenario === 'target') {
      win.lock(victim, 'exclusive');
      win.put(Uint8Array.of(1, 2, 3), victim, 0);
      world.send(b, victim);
      world.send(b, victim);
      world.recv(b, 1); // once the target's process is gone (else its network thread might still answer)
      call = 'unlock';
      win.unlock(victim);
    } else {
      world.recv(b, victim);
      world.send(b, victim);
      call = 'lock';
      win.lock(0, 'exclusive');
    }
  } catch (e) {
    const ms = Date.now() - t0;
    // no `cause`: the launcher reports an error's cause in its place, and this line must reach it
    // eslint-disable-next-line preserve-caught-error
    throw new Error(`FAILED ${JSON.stringify({ rank, call, code: e.code, ms, message: e.message })}`);
  }
  throw new Error(`rank ${rank}: ${call} completed after the process of rank ${victim} was killed`);
}
