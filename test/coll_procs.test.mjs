// The collectives of communicators whose ranks live in several processes (ts/coll/net), with the
// processes simulated in one (WASMPI_SIM_PROCS: the bytes still move through shared memory, the
// collectives take the point-to-point path between processes).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { run, runFailing, byRank, assertMismatch, MISMATCHES } from './helpers.mjs';

/** Runs `f` with the world's ranks placed in `procs` processes. */
async function inProcs(procs, f) {
  const old = process.env.WASMPI_SIM_PROCS;
  process.env.WASMPI_SIM_PROCS = String(procs);
  try {
    return await f();
  } finally {
    if (old === undefined) delete process.env.WASMPI_SIM_PROCS;
    else process.env.WASMPI_SIM_PROCS = old;
  }
}

async function sim(procs, ranks, args) {
  const res = await inProcs(procs, () => run('coll_procs.mjs', ranks, args.map(String)));
  const errs = res.flat();
  assert.ok(errs.length === 0, `${errs.length} mismatches:\n` + errs.slice(0, 8).join('\n'));
}

for (const [ranks, procs] of [
  [2, 2],
  [3, 2],
  [4, 2],
  [5, 3],
  [7, 3],
  [8, 4],
]) {
  test(`every collective on ${ranks} ranks in ${procs} processes`, () => sim(procs, ranks, ['all', 0, 1, 7]));
}

test('counts of 1000 on 5 ranks in 3 processes (blocking)', () => sim(3, 5, ['all-blocking', 1000]));
test('100000 float64 allreduce, bcast and allgather on 4 ranks in 2 processes', () => sim(2, 4, ['big', 100000]));
test('dup, split and a split inside one process on 6 ranks in 3 processes', () => sim(3, 6, ['comms', 3]));
test('more ranks than cores: 9 ranks in 3 processes', () => sim(3, 9, ['all', 7]));

test('an algorithm that is not one of the algorithms between processes: ERR_ARG', () => sim(2, 4, ['errors']));

for (const form of ['block', 'nb']) {
  test(`a rank that fails makes every rank's collective fail with ERR_PROC_FAILED (${form})`, async () => {
    const err = await inProcs(3, () => runFailing('coll_procs.mjs', 5, ['fail', form]));
    const errs = byRank(err);
    for (let r = 0; r < 4; r++) assert.is(errs.get(r)?.code, 'ERR_PROC_FAILED', `rank ${r}: ${errs.get(r)?.message}`);
  });
}

// [ranks, processes, collective, the rank that returns without calling it, root]
for (const [ranks, procs, coll, gone, root] of [
  [4, 2, 'allreduce', 1, 0],
  [4, 2, 'barrier', 2, 0],
  [5, 2, 'bcast', 1, 1],
  [6, 3, 'allreduce', 5, 0],
  [5, 3, 'barrier', 0, 0],
]) {
  test(`a rank that returns without joining ${coll}: every rank that waits on it fails naming it (${ranks} ranks in ${procs} processes, rank ${gone} returns)`, async () => {
    const err = await inProcs(procs, () =>
      runFailing('coll_procs_finalized.mjs', ranks, [coll, gone, root].map(String)),
    );
    const errs = byRank(err);
    for (let r = 0; r < ranks; r++) {
      if (r === gone) continue;
      const e = errs.get(r);
      assert.is(e?.code, 'ERR_PROC_FAILED', `rank ${r}: ${e?.message}`);
      assert.match(e.message, `rank ${gone} has finalized`);
    }
  });
}

// [ranks, processes, the rank whose call differs]: alone in its process (only the check between
// processes can see it), and beside other ranks of its process (their shared-memory
// sub-collective may see it first)
const alone = [
  [2, 2, 1],
  [3, 2, 2],
  [5, 3, 4],
];
const shared = [
  [4, 2, 1],
  [4, 2, 2],
  [6, 3, 3],
];
Object.keys(MISMATCHES).forEach((what, k) => {
  const cases = [
    [alone[k % 3], false],
    [shared[k % 3], true],
  ];
  const name = cases.map(([[n, p, r]]) => `${n} ranks in ${p} processes, rank ${r} differs`).join('; ');
  test(`a collective whose ${what} differs on one rank: ${name}`, async () => {
    for (const [[ranks, procs, odd], shm] of cases) {
      const err = await inProcs(procs, () => runFailing('coll_procs_mismatch.mjs', ranks, [what, String(odd)]));
      assertMismatch(what, byRank(err), `${ranks} in ${procs}, rank ${odd}`, shm);
    }
  });
});

test.run();
