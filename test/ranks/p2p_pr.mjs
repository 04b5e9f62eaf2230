// Persistent point-to-point requests (sendInit, recvInit, start, startAll): restarted with new
// contents, and MPI 4.1's rule for the empty status of an inactive request (section 3.7.3). Every
// scenario returns what it observed for test/p2p_pr.test.mjs to check.
import { startAll, waitAll } from 'wasmpi';
import { runScenarios, statusOf as st } from './_shared.mjs';

/** Element value of rank r's persistent send in round t (the whole message holds it). */
export const roundOf = (r, t) => r * 10 + t;

const scenarios = {
  // Persistent requests read the buffer at start() and can be restarted.
  persistent(world) {
    const { rank, size } = world;
    const next = (rank + 1) % size;
    const prev = (rank + size - 1) % size;
    const out = new Float64Array(2000);
    const into = new Float64Array(2000);
    const s = world.sendInit(out, next, 7);
    const r = world.recvInit(into, prev, 7);
    const rounds = [];
    for (let round = 0; round < 3; round++) {
      out.fill(roundOf(rank, round)); // changed after init: the start reads the current contents
      startAll([r, s]);
      waitAll([s, r]);
      rounds.push([into[0], into[1999]]);
    }
    // a second start of an active request: the error it throws
    let restart = 'no error';
    try {
      r.start();
      r.start();
    } catch (e) {
      restart = `${e.code}: ${e.message}`;
    }
    s.start();
    r.wait();
    s.wait();
    return { rounds, restart };
  },

  // §3.7.3: a wait or test on an inactive persistent request (never started, or started and
  // completed) returns at once with the empty status.
  inactive(world) {
    const { rank, size } = world;
    const next = (rank + 1) % size;
    const prev = (rank + size - 1) % size;
    const out = Int32Array.of(rank + 100);
    const into = new Int32Array(1);
    const s = world.sendInit(out, next, 11);
    const r = world.recvInit(into, prev, 11);
    const fresh = { send: st(s.test()), recv: st(r.test()), sendWait: st(s.wait()), recvWait: st(r.wait()) };
    r.start();
    s.start();
    const done = { recv: st(r.wait()), send: st(s.wait()), value: into[0] };
    const after = { recv: st(r.test()), send: st(s.test()), recvWait: st(r.wait()) };
    // a nonblocking request whose completion was returned is inactive too (MPI sets it to
    // MPI_REQUEST_NULL; a wait on that returns the empty status)
    const q = world.irecv(into, prev, 12);
    world.send(out, next, 12);
    const first = st(q.wait());
    const second = st(q.wait());
    return { fresh, done, after, first, second, prev };
  },
};

export default function main(world, names) {
  return runScenarios(world, scenarios, names);
}
