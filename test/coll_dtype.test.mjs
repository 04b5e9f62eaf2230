// Collectives with derived datatypes between real ranks (test/ranks/coll_dtype.mjs), on 1, 2, 3, 5
// and 8 ranks: every receive buffer checked byte by byte (gaps, halos and guards included) against
// the plain JavaScript reference of test/dtype_ref.mjs, never against wasmpi's own pack.
//
// One launch per rank count runs every scenario (each on its own dup of COMM_WORLD) and returns
// { cases, errs } per scenario; the tests below assert on those. Mismatches across ranks run in a
// launch of their own (a hang there must not cost the other results).
// Long: runs in npm run test:all (every derived-type scenario at 1 to 8 ranks).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { run } from './helpers.mjs';

const SIZES = [1, 2, 3, 5, 8];

// scenario -> [title, the least number of byte-exact checks rank 0 makes]
const SCENARIOS = {
  allgatherSub: [
    'allgather/allgatherv of subarray tiles (halo interior) into contiguous arrays, a row and a 2-d grid of a global matrix (resized vector/subarray), every algorithm, IN_PLACE',
    66,
  ],
  reduceVec: [
    'reduce/allreduce/scan/exscan over matrix columns (vector): sum and max into a column and into contiguous, int32 bor, IN_PLACE, every algorithm',
    206,
  ],
  bcastStruct: [
    'bcast of a struct with gaps (resized to 24 bytes), count 5/default/partial/5000, in and outside shared memory, every algorithm; gaps untouched',
    12,
  ],
  alltoallT: [
    'alltoall matrix transpose: columns (resized vector) -> contiguous, -> rows of B, contiguous -> columns; IN_PLACE with a strided type',
    63,
  ],
  scatterGather: [
    'scatter/gather with an indexed type at the root (IN_PLACE too); gatherv, scatterv, allgatherv, alltoallv with derived types and displacements in extents',
    34,
  ],
  reduceScatter: [
    'reduceScatterBlock and reduceScatter over column segments (resized vector), every algorithm, IN_PLACE',
    48,
  ],
  nbPersistent: [
    'allreduceInit over a column started 3 times with new data; iallgather of subarrays with ibcast alongside, awaited; allgatherInit, bcastInit, alltoallInit, reduceScatterBlockInit, gathervInit',
    122,
  ],
  extras: [
    'count 0, a type reaching before its origin, scan/exscan IN_PLACE, `datatype` serving both sides of allgather, maxloc over a vector of pairs',
    18,
  ],
  localErrors: [
    'errors raised before anything moves: signature mismatches within a rank, uncommitted types, mixed-type reductions, spans past the buffer; a correct call after each',
    1,
  ],
};

const launches = new Map();
function results(n) {
  if (!launches.has(n)) {
    const pr = run('coll_dtype.mjs', n, Object.keys(SCENARIOS));
    pr.catch(() => {}); // awaited by the tests; a failed launch fails each of them
    launches.set(n, pr);
  }
  return launches.get(n);
}

/** Fails with the ranks' recorded mismatches (the same message from several ranks once). */
function clean(res, name, min) {
  const problems = new Map(); // message (rank numbers taken out) -> ranks
  const add = (rank, msg) => {
    const key = String(msg).replace(/\(rank \d+ of \d+\)/g, '(rank r)');
    if (!problems.has(key)) problems.set(key, []);
    problems.get(key).push(rank);
  };
  res.forEach((r, rank) => {
    const x = r?.[name];
    if (!x) {
      add(rank, 'no result');
      return;
    }
    for (const e of x.errs) add(rank, e);
    if (x.aborted && !x.errs.length) add(rank, 'aborted');
  });
  if (problems.size) {
    const lines = [...problems]
      .slice(0, 8)
      .map(([msg, ranks]) => `rank${ranks.length > 1 ? 's' : ''} ${ranks.join(',')}: ${msg}`);
    assert.unreachable(`${problems.size} problem(s):\n${lines.join('\n')}`);
  }
  assert.ok(res[0][name].cases >= min, `rank 0 made ${res[0][name].cases} checks, expected at least ${min}`);
}

const LOCAL = {
  f64VsF32: 'ERR_TYPE', // 3 float64 sent, 6 float32 received
  vecF64VsF32: 'ERR_TYPE', // a vector of 3 float64 vs 6 float32
  i32VsF32: 'ERR_TYPE', // same bytes, int32 vs float32
  reduceI32VsF32: 'ERR_TYPE',
  alltoallF64VsI64: 'ERR_TYPE', // same bytes, float64 column vs int64
  reduceF64VsF32: 'ERR_TYPE',
  uncommittedAllreduce: 'ERR_TYPE',
  uncommittedBcast: 'ERR_TYPE',
  uncommittedRecvtype: 'ERR_TYPE',
  uncommittedInit: 'ERR_TYPE',
  mixedSum: 'ERR_TYPE', // a struct of int32 and float64 in a reduction
  mixedMaxReduce: 'ERR_TYPE',
  mixedScan: 'ERR_TYPE',
  mixedReduceScatterBlock: 'ERR_TYPE',
  bandF64Vector: 'ERR_OP', // band does not reduce float64, also inside a vector
  spanAllreduce: 'ERR_COUNT', // count 2 of a vector whose second item passes the buffer's end
  spanAllreduceRecv: 'ERR_COUNT',
  spanBcast: 'ERR_COUNT',
  spanAllgather: 'ERR_COUNT', // p blocks of the receive type do not fit
  spanAlltoall: 'ERR_COUNT',
};

for (const n of SIZES) {
  for (const [name, [title, min]] of Object.entries(SCENARIOS)) {
    test(`${title} (${n} rank${n > 1 ? 's' : ''})`, async () => {
      const res = await results(n);
      clean(res, name, min);
      if (name === 'localErrors') {
        res.forEach((r, rank) => {
          const codes = r.localErrors.codes;
          for (const [k, code] of Object.entries(LOCAL))
            assert.is(codes[k], code, `rank ${rank}: ${k}: ${codes[`${k}Msg`]}`);
          assert.is(codes.after, Object.keys(LOCAL).length, `rank ${rank}: a correct allreduce after each failed call`);
        });
        const msg = res[0].localErrors.codes;
        assert.match(msg.vecF64VsF32Msg, 'float64');
        assert.match(msg.vecF64VsF32Msg, 'float32');
        assert.match(msg.uncommittedAllreduceMsg, 'not committed');
      }
    });
  }
}

const TYPE_OR_ARG = ['ERR_TYPE', 'ERR_ARG'];
for (const n of SIZES.filter((s) => s > 1)) {
  test(`mismatched types and sizes across ranks fail (ERR_TYPE / ERR_ARG) without hanging; COMM_WORLD and a new dup work after (${n} ranks)`, async () => {
    const res = (await run('coll_dtype.mjs', n, ['crossErrors'])).map((r) => r.crossErrors);
    res.forEach((r, rank) => {
      // gather: the root receives float64, rank 1 sends int64 of the same bytes; both of them see it
      if (rank === 0) assert.is(r.gatherType, 'ERR_TYPE', 'root of the gather');
      else if (rank === 1) assert.ok(TYPE_OR_ARG.includes(r.gatherType), `rank 1 (the int64 sender): ${r.gatherType}`);
      else assert.ok([...TYPE_OR_ARG, 'no error'].includes(r.gatherType), `rank ${rank}: ${r.gatherType}`);
      // shm-eager: a sender returns before the root reads its block, so only the root can see it
      if (rank === 0) assert.is(r.gatherEagerType, 'ERR_TYPE', 'root of the eager gather');
      else assert.ok([...TYPE_OR_ARG, 'no error'].includes(r.gatherEagerType), `rank ${rank}: ${r.gatherEagerType}`);
      // every rank would receive the mistyped data: every rank fails
      assert.ok(TYPE_OR_ARG.includes(r.allreduceType), `rank ${rank}: allreduce int64 vs float64: ${r.allreduceType}`);
      assert.ok(
        TYPE_OR_ARG.includes(r.allgatherType),
        `rank ${rank}: allgather float32 vs float64: ${r.allgatherType}`,
      );
      if (rank === 0) assert.is(r.gathervType, 'ERR_TYPE', 'root of the gatherv');
      else if (rank === 1)
        assert.ok(TYPE_OR_ARG.includes(r.gathervType), `rank 1 (the int64 sender of gatherv): ${r.gathervType}`);
      else assert.ok([...TYPE_OR_ARG, 'no error'].includes(r.gathervType), `rank ${rank}: gatherv ${r.gathervType}`);
      // sizes: rank 1 sends 3 float64 where the root expects 4 (small blocks: shm-eager, whose
      // senders return before the root reads them, so only the root is sure to see it)
      if (rank === 0) assert.is(r.gatherSize, 'ERR_ARG', `rank ${rank}: gather of 3 vs 4 float64`);
      else assert.ok([...TYPE_OR_ARG, 'no error'].includes(r.gatherSize), `rank ${rank}: ${r.gatherSize}`);
      assert.ok(r.afterWorld, `rank ${rank}: COMM_WORLD allreduce (derived type) after the mismatches`);
      assert.ok(r.afterDup, `rank ${rank}: bcast (derived type) on a new dup after the mismatches`);
    });
    assert.ok(
      res.some((r) => r.allreduceType === 'ERR_TYPE'),
      'some rank names the type mismatch of the allreduce',
    );
    assert.ok(
      res.some((r) => r.allgatherType === 'ERR_TYPE'),
      'some rank names the type mismatch of the allgather',
    );
  });
}

for (const n of [2, 3, 5]) {
  test(`a rank whose packing fails when a persistent derived-type allreduce starts raises that error; its peers fail fast (ERR_ARG) and the communicator works after (${n} ranks)`, async () => {
    const res = await run('coll_dtype_fail.mjs', n, []);
    const total = (n * (n + 1)) / 2;
    res.forEach((r, rank) => {
      assert.is(r.before, 'no error');
      assert.equal(r.first, [total, total, total, total]);
      if (rank === 1)
        assert.ok(r.failed !== 'no error' && r.failed !== 'ERR_ARG', `rank 1 (detached buffer): ${r.failed}`);
      else assert.is(r.failed, 'ERR_ARG', `rank ${rank}: every result depends on rank 1's data`);
      assert.is(r.after, 'no error', `rank ${rank}: the communicator after`);
      assert.equal(r.afterSum, [total, total, total, total]);
      assert.is(r.world, n);
    });
  });
}

test.run();
