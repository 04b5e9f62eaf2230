// Failures in browser ranks (Web Workers). args: [scenario, victim].
// - throws: the victim throws a TypeError 150 ms in; every other rank is blocked in a recv from it.
// - collective: the same, the others blocked in an allreduce the victim never joins.
// - stuck / stuckAsync: the victim spins in its own code for 20 s; the others wait on it in a
//   blocking recv (stuck) or in `await irecv(...)` (stuckAsync) until launch's timeoutMs stops them.
// In throws and collective, a rank that fails in a wasmpi call throws an Error whose message is the
// JSON of what it saw ({ code, message, ms }), so the test sees how and how fast each peer failed;
// in stuck and stuckAsync, the call's own error goes to launch.
const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

async function observed(what) {
  const t0 = performance.now();
  try {
    await what();
  } catch (e) {
    throw new Error(JSON.stringify({ code: e.code, name: e.name, message: e.message, ms: performance.now() - t0 }), {
      cause: e,
    });
  }
  return 'completed';
}

export default async function main(world, [scenario, v = '1']) {
  const victim = Number(v);
  if (world.rank === victim) {
    if (scenario === 'stuck' || scenario === 'stuckAsync') {
      const end = Date.now() + 20_000;
      while (Date.now() < end);
      return 'spun';
    }
    sleep(150);
    throw new TypeError(`rank ${victim} cannot go on`);
  }
  const buf = new Int32Array(1);
  switch (scenario) {
    case 'throws':
      return observed(() => world.recv(buf, victim, 0));
    case 'collective':
      return observed(() => world.allreduce(Int32Array.of(1), buf, 'sum'));
    case 'stuck':
      return world.recv(buf, victim, 0);
    case 'stuckAsync':
      return await world.irecv(buf, victim, 0);
    default:
      throw new Error(`no scenario ${scenario}`);
  }
}
