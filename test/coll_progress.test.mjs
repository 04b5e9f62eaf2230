// Long: every i-collective and algorithm around blocking calls on up to 8 ranks (about 9 s).
// The MPI progress rule for nonblocking and persistent collectives.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { run } from './helpers.mjs';

const SIZES = [2, 3, 5, 8];

async function clean(file, n, args, minCases) {
  const t0 = Date.now();
  const res = await run(file, n, args);
  assert.is(res.length, n);
  const errs = res.flatMap((r) => r.errs);
  assert.ok(
    errs.length === 0,
    `${errs.length} failures in ${args[0]} on ${n} ranks, first:\n${errs.slice(0, 6).join('\n')}`,
  );
  assert.ok(
    res.every((r) => r.cases === res[0].cases && r.cases >= minCases),
    `ranks ran ${res.map((r) => r.cases)} cases`,
  );
  return Date.now() - t0;
}

for (const n of SIZES) {
  test(`every i-collective x algorithm completes while rank 0 is blocked in recv/ssend/probe/sendrecv with a rank that waits on it first, on ${n} ranks`, async () => {
    await clean('coll_progress.mjs', n, ['blocked-p2p'], 70);
  });
  test(`ibarrier (both algorithms) and multi-step i-collectives complete by spinning on test()/testAll alone; test() is undefined before the last rank starts, on ${n} ranks`, async () => {
    await clean('coll_progress.mjs', n, ['spin-test'], 13);
  });
  test(`i-collectives on dup/split communicators started in rank-dependent orders complete; one progresses while the rank blocks in a collective on another, on ${n} ranks`, async () => {
    await clean('coll_progress.mjs', n, ['two-comms'], 7);
  });
  test(`persistent collectives (allreduceInit, bcastInit, allgathervInit) restarted 3 times around blocking sendrecv/recv/ssend and startAll, on ${n} ranks`, async () => {
    await clean('coll_progress.mjs', n, ['persistent-p2p'], 3);
  });
}

// Regression: a communicator's collective state was made at its first collective call, with a
// blocking allgather over the communicator, so a first nonblocking collective blocked until every
// member had called it (fresh communicators started in rank-dependent orders deadlocked). The state
// is now made with the communicator. The plainest case: the first ibarrier on a fresh communicator
// returns at once, although the last rank calls it only after a message sent after the others'.
for (const n of [2, 3]) {
  test(`the first ibarrier on a fresh communicator returns at once (the last rank starts it only after a message sent after the others' ibarrier) on ${n} ranks`, async () => {
    await clean('coll_progress.mjs', n, ['cold-ibarrier'], 1);
  });
  test(`first i-collectives on fresh dup/split communicators, started in rank-dependent orders, complete on ${n} ranks`, async () => {
    await clean('coll_progress.mjs', n, ['cold-comms'], 1);
  });
}

// Regression: waitAll described its wait by a copy of the first pending request's wait, naming the
// rank that collective last waited on; when that rank had finished its part and returned, the health
// check threw ERR_PROC_FAILED although the requests only still needed other, live ranks.
for (const how of ['waitAll', 'waitAny']) {
  test(`${how} on collectives completes after a peer that finished its part has returned (3 ranks)`, async () => {
    await clean('coll_progress.mjs', 3, ['early-return', how], 1);
  });
}

test.run();
