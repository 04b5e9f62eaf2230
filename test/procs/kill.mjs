// The last rank's process is killed (SIGKILL) after one exchange; every other rank then waits on it
// and must fail with ERR_PROC_FAILED, quickly. Each fails with a line saying how long its failing
// call took (an error's text reaches the launcher's report; a worker's console output may not, when
// its process ends at once).
export default function main(world) {
  const { rank, size } = world;
  const victim = size - 1;
  const b = new Int32Array(1);
  if (rank === victim) {
    for (let r = 0; r < size - 1; r++) world.recv(b, r);
    for (let r = 0; r < size - 1; r++) world.send(b, r);
    // every peer has our message once it answers (a kill right after a send could beat the send)
    for (let r = 0; r < size - 1; r++) world.recv(b, r);
    process.kill(process.pid, 'SIGKILL');
    return;
  }
  world.send(b, victim);
  world.recv(b, victim);
  world.send(b, victim);
  const t0 = Date.now();
  try {
    world.recv(b, victim);
  } catch (e) {
    // no `cause`: the launcher reports an error's cause in its place, and this line must reach it
    // eslint-disable-next-line preserve-caught-error
    throw new Error(`FAILED ${JSON.stringify({ rank, code: e.code, ms: Date.now() - t0, message: e.message })}`);
  }
  throw new Error(`rank ${rank}: a receive from the killed rank ${victim} completed`);
}
