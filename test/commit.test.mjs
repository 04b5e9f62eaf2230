// The commit protocol (docs/guide/commit.md) on real ranks: operations declared on a pending
// communicator with DEFERRED buffers and counts, committed, registered and run several times with
// new contents; reordering on a synthetic 2-package machine; restrictive topologies; misuse.
// test/ranks/commit.mjs makes the calls; every expected value is computed here from MPI's rules.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { run, runFailing, byRank } from './helpers.mjs';
import { ITERS, val } from './ranks/commit.mjs';

const SIZES = [1, 2, 3, 4, 8];
const N = 3; // elements per block in the collectives scenario

const launches = new Map();
const all = (p) => {
  if (!launches.has(p)) launches.set(p, run('commit.mjs', p, ['all']));
  return launches.get(p);
};

const range = (n) => Array.from({ length: n }, (_, i) => i);
const sum = (xs) => xs.reduce((a, b) => a + b, 0);
const eq = (got, want, label) =>
  assert.equal(got, want, `${label}: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);

/** What a ring scenario must have received: the left neighbour's values, and the bcast of rank 0. */
function checkRing(res, p, label) {
  for (const r of res) {
    const left = (r.rank + p - 1) % p;
    eq(r.left, left, `${label}: rank ${r.rank}'s left neighbour`);
    r.out.forEach((o, it) => {
      eq(o.got, [left, it, val(left, it, 0)], `${label}: rank ${r.rank} iteration ${it}, received`);
      eq(o.bcast, [val(0, it, 5), val(0, it, 5)], `${label}: rank ${r.rank} iteration ${it}, bcast from rank 0`);
    });
  }
}

for (const p of SIZES) {
  test(`${p} rank${p > 1 ? 's' : ''}: a ring of deferred sendInit/recvInit and a bcastInit, committed, registered with registerAll and run ${ITERS} times`, async () => {
    const res = (await all(p)).map((x) => x.ring);
    eq(
      res.map((r) => r.rank).sort((a, b) => a - b),
      range(p),
      'ranks of the committed communicator',
    );
    checkRing(res, p, `${p} ranks`);
    for (const r of res) {
      assert.is(r.mapping, null, 'no reorder asked: no embedding');
      // the ring's sends and receives form a closed pattern: compiled into one exchange
      assert.ok(
        r.early?.startsWith('ERR_PENDING:') && r.early.includes('start them together'),
        `wait before all started: ${r.early}`,
      );
      const left = (r.rank + p - 1) % p;
      eq(
        r.status,
        { source: left, tag: 7, count: 3, bytes: 24, cancelled: false },
        `rank ${r.rank}: the receive's status`,
      );
    }
    const sep = (await all(p)).map((x) => x.ringSeparate);
    checkRing(sep, p, `${p} ranks, commit({ fuse: false })`);
    for (const r of sep) eq(r.status.source, (r.rank + p - 1) % p, `rank ${r.rank}: separate receive's status`);
  });

  test(`${p} rank${p > 1 ? 's' : ''}: a 2-D periodic halo of deferred sendInit/recvInit, compiled into one exchange (8 B faces eager, 1 KB either, 32 KB faces direct)`, async () => {
    for (const [key, n] of [
      ['halo2dSmall', 1],
      ['halo2dMid', 128],
      ['halo2dLarge', 4096],
    ]) {
      const res = (await all(p)).map((x) => x[key]);
      for (const r of res)
        r.out.forEach((dirs, it) => {
          for (const x of dirs) {
            const at = `${n} doubles, rank ${r.rank}, iteration ${it}, tag ${x.tag} from ${x.src}`;
            eq([x.first, x.last], [val(x.src, x.tag * 10 + it, 0), val(x.src, x.tag * 10 + it, n - 1)], at);
            eq(x.count, n, `${at}: the status's count`);
          }
        });
    }
  });

  test(`${p} rank${p > 1 ? 's' : ''}: rank 0 declares no point-to-point operation: the others' ring runs as separate requests`, async () => {
    const res = (await all(p)).map((x) => x.partial);
    const m = p - 1;
    for (const r of res) {
      eq(r.sum, (p * (p - 1)) / 2, `rank ${r.rank}: allreduce`);
      if (r.rank === 0) eq(r.got, -1, 'rank 0 received nothing');
      else eq(r.got, (1 + ((r.rank - 2 + m) % m)) * 10, `rank ${r.rank}: from its left in the ring of ranks 1..${m}`);
    }
  });

  test(`${p} rank${p > 1 ? 's' : ''}: every fixed-size collective *Init and the v forms with DEFERRED buffers (one with a DEFERRED count), ${ITERS} starts each`, async () => {
    const res = (await all(p)).map((x) => x.colls);
    const counts = range(p).map((q) => q + 1);
    const displs = counts.map((_, q) => (q * (q + 1)) / 2);
    const total = sum(counts);
    for (const r of res) {
      const me = r.rank;
      eq(r.pendingError, 'ERR_COMM', 'a collective on the pending communicator');
      for (let it = 0; it < ITERS; it++) {
        const v = (q, i) => val(q, it, i);
        const block = (f) => range(N).map(f);
        const o = (name) => r.out[name][it];
        const at = `rank ${me} of ${p}, iteration ${it}`;
        eq(o('barrier'), [], `barrier, ${at}`);
        eq(
          o('bcast')[0],
          block((i) => v(p - 1, i)),
          `bcast from rank ${p - 1}, ${at}`,
        );
        eq(
          o('reduce')[1],
          me === 0 ? block((i) => sum(range(p).map((q) => v(q, i)))) : block(() => -1),
          `reduce sum to 0, ${at}`,
        );
        eq(
          o('allreduce')[1],
          block((i) => v(p - 1, i)),
          `allreduce max, ${at}`,
        );
        eq(
          o('scan')[1],
          block((i) => sum(range(me + 1).map((q) => v(q, i)))),
          `scan, ${at}`,
        );
        eq(
          o('exscan')[1],
          me === 0 ? block(() => -1) : block((i) => sum(range(me).map((q) => v(q, i)))),
          `exscan, ${at}`,
        );
        const gathered = range(p).flatMap((q) => block((i) => v(q, i)));
        eq(o('allgather')[1], gathered, `allgather, ${at}`);
        eq(
          o('alltoall')[1],
          range(p).flatMap((q) => block((i) => v(q, me * N + i))),
          `alltoall, ${at}`,
        );
        eq(o('gather')[1], me === 0 ? gathered : new Array(N * p).fill(-1), `gather to 0, ${at}`);
        eq(
          o('scatter')[1],
          block((i) => v(0, me * N + i)),
          `scatter from 0, ${at}`,
        );
        eq(
          o('reduceScatterBlock')[1],
          block((i) => sum(range(p).map((q) => v(q, me * N + i)))),
          `reduceScatterBlock, ${at}`,
        );
        eq(
          o('reduceScatter')[1],
          range(counts[me]).map((i) => sum(range(p).map((q) => v(q, displs[me] + i)))),
          `reduceScatter with counts [${counts}], ${at}`,
        );
        const agv = new Array(total);
        for (let q = 0; q < p; q++) for (let i = 0; i < counts[q]; i++) agv[displs[q] + i] = v(q, i);
        eq(o('allgatherv')[1], agv, `allgatherv, ${at}`);
        eq(o('gatherv')[1], me === 0 ? agv : new Array(total).fill(-1), `gatherv to 0, ${at}`);
        eq(
          o('scatterv')[1],
          range(counts[me]).map((i) => v(0, displs[me] + i)),
          `scatterv from 0, ${at}`,
        );
        eq(
          o('alltoallv')[1],
          range(p).map((q) => v(q, me)),
          `alltoallv of one element per rank, ${at}`,
        );
        eq(
          o('allreduceCount')[1],
          block((i) => sum(range(p).map((q) => v(q, i)))),
          `allreduce with a deferred count, ${at}`,
        );
      }
    }
  });

  test(`${p} rank${p > 1 ? 's' : ''}: deferred neighbourhood collectives on a pending ring, and on a pending distributed graph`, async () => {
    const res = (await all(p)).map((x) => x.neighbors);
    for (const r of res) {
      const me = r.rank;
      const left = (me + p - 1) % p;
      const right = (me + 1) % p;
      eq(r.left, left, `rank ${me}'s left neighbour`);
      eq(r.own, [[left], [right]], `rank ${me}'s own lists of the distributed graph before commit`);
      r.out.forEach((o, it) => {
        // sources in order -1, +1; the block from the neighbour at offset o is its block for -o
        eq(
          o.ag,
          [val(left, it, 0), val(left, it, 1), val(right, it, 0), val(right, it, 1)],
          `neighborAllgather, rank ${me}, iteration ${it}`,
        );
        eq(
          o.a2a,
          [val(left, it, 2), val(left, it, 3), val(right, it, 0), val(right, it, 1)],
          `neighborAlltoall, rank ${me}, iteration ${it}`,
        );
        eq(o.agv, o.ag, `neighborAllgatherv laid out as neighborAllgather, rank ${me}, iteration ${it}`);
        eq(o.a2av, o.a2a, `neighborAlltoallv laid out as neighborAlltoall, rank ${me}, iteration ${it}`);
        eq(o.a2aw, o.a2a, `neighborAlltoallw laid out as neighborAlltoall, rank ${me}, iteration ${it}`);
      });
      eq(
        r.dist,
        range(ITERS).map((it) => val(left, it, 0)),
        `distributed graph neighborAlltoall, rank ${me}`,
      );
    }
  });

  test(`${p} rank${p > 1 ? 's' : ''}: a restrictive grid refuses non-neighbours and non-neighbourhood collectives`, async () => {
    const res = (await all(p)).map((x) => x.restrictive);
    for (const r of res) {
      const me = r.rank;
      const far = p > 2 ? (me + 2) % p : -1;
      if (far >= 0 && Math.abs(far - me) > 1) {
        assert.ok(r.far?.startsWith('ERR_TOPOLOGY'), `send to ${far}: ${r.far}`);
        assert.ok(r.far.includes(`dest ${far} is not a neighbour`), r.far);
      } else assert.is(r.far, null);
      // with 1 or 2 ranks every rank neighbours every other: collectives are allowed
      if (p > 2) assert.ok(r.allreduce?.startsWith('ERR_TOPOLOGY'), `allreduce: ${r.allreduce}`);
      else assert.is(r.allreduce, null, `allreduce on ${p} ranks`);
      eq(r.got, me > 0 ? me - 1 : -1, `rank ${me}: sendrecv with the neighbours`);
      eq(r.nb, [me > 0 ? me - 1 : -1, me + 1 < p ? me + 1 : -1], `rank ${me}: neighborAllgather`);
    }
  });

  test(`${p} rank${p > 1 ? 's' : ''}: misuse raises ERR_PENDING, ERR_COMM, ERR_ARG, ERR_RANK or ERR_COUNT naming the call, and the operations still run`, async () => {
    const res = (await all(p)).map((x) => x.misuse);
    const want = {
      noType: ['ERR_ARG', 'needs its datatype'],
      noCount: ['ERR_COUNT', 'needs its count'],
      badDeferred: ['ERR_ARG', 'argument 2 is DEFERRED'],
      badPeer: ['ERR_RANK', 'dest "x"'],
      startEarly: ['ERR_PENDING', 'start() before commit()'],
      registerEarly: ['ERR_PENDING', 'before commit()'],
      send: ['ERR_COMM', 'send on idup(COMM_WORLD): the communicator is pending'],
      barrier: ['ERR_COMM', 'commit() it first'],
      commEarly: ['ERR_PENDING', 'not committed yet'],
      commitTwice: ['ERR_PENDING', 'already committed'],
      declareLate: ['ERR_PENDING', 'declare operations before commit()'],
      startUnregistered: ['ERR_PENDING', 'DEFERRED buffers are not registered'],
      registerCount: ['ERR_ARG', 'expected 2 buffers'],
      registerShort: ['ERR_COUNT', 'holds 4 bytes'],
      registerTwice: ['ERR_PENDING', 'already registered'],
      registerNothing: ['ERR_PENDING', 'no DEFERRED buffer or count'],
      registerPlain: ['ERR_PENDING', 'was not declared on a pending communicator'],
    };
    for (const e of res) {
      for (const [k, [code, text]] of Object.entries(want)) {
        assert.ok(e[k]?.startsWith(code + ':'), `${k}: ${e[k]}`);
        assert.ok(e[k].includes(text), `${k} should say "${text}": ${e[k]}`);
      }
      assert.ok(e.isPending, 'idup returns a PendingComm, not committed');
      assert.ok(e.same, 'pending.comm is what commit() returned');
      eq(e.sum, [(p * (p - 1)) / 2, p], 'the allreduce registered after the mistakes');
    }
  });

  test(`${p} rank${p > 1 ? 's' : ''}: HaloExchange: two keys in flight at once (float64 and int32 fields), ${ITERS} steps; misuse raises ERR_PENDING or ERR_TYPE naming the key`, async () => {
    const res = (await all(p)).map((x) => x.halo);
    const n = 4;
    for (const r of res) {
      const me = r.rank;
      const left = (me + p - 1) % p;
      const right = (me + 1) % p;
      r.out.forEach((o, it) => {
        // the left halo holds the left neighbour's last cell, the right halo the right one's first
        eq(o.u, [val(left, it, n), val(right, it, 1)], `rank ${me} step ${it}: u's halo cells`);
        eq(o.v, [-val(left, it, n), -val(right, it, 1)], `rank ${me} step ${it}: v's halo cells`);
        eq(o.inFlight, ['u', 'v'], `rank ${me} step ${it}: keys in flight`);
      });
      const want = {
        twice: ['ERR_PENDING', 'key "u" is already in flight'],
        never: ['ERR_PENDING', 'key "w" was never started'],
        testNever: ['ERR_PENDING', 'key "w" was never started'],
        length: ['ERR_PENDING', 'the field for key "w" has 7 cells; expected 6'],
        type: ['ERR_TYPE', 'key "u" exchanges Float64Array fields'],
        free: ['ERR_PENDING', 'key "u" still in flight'],
      };
      if (p > 1) want.crossed = ['ERR_PENDING', 'started another new key at the same point'];
      else assert.is(r.e.crossed, null, 'one rank: no other key to disagree with');
      for (const [k, [code, text]] of Object.entries(want)) {
        assert.ok(r.e[k]?.startsWith(code + ':'), `${k}: ${r.e[k]}`);
        assert.ok(r.e[k].includes(text), `${k} should say "${text}": ${r.e[k]}`);
      }
    }
  });

  test(`${p} rank${p > 1 ? 's' : ''}: await pending commits it; a plain idup keeps point-to-point between the same processes`, async () => {
    const res = (await all(p)).map((x) => x.await);
    for (const r of res)
      eq(r.got, (r.worldRank + p - 1) % p, `world rank ${r.worldRank}: the message of its left process`);
  });
}

test('reorder on a synthetic 2-package machine (scatter placement): the commit reorders a declared ring, and every value is right', async () => {
  const opts = { hw: 'package:2 core:4 pu:1', placement: 'scatter' };
  const res = await run('commit.mjs', 8, ['ring', 'reorder'], opts);
  const m = res[0].mapping;
  assert.ok(Array.isArray(m) && m.length === 8, `an embedding: ${JSON.stringify(m)}`);
  assert.not.equal(m, range(8), 'the ring was reordered (identity on a scatter placement alternates packages)');
  eq(
    [...m].sort((a, b) => a - b),
    range(8),
    'a permutation',
  );
  for (const r of res) eq(r.mapping, m, 'every rank has the same mapping');
  checkRing(res, 8, 'reordered ring');
  // a plain idup with reorder: point-to-point peers are renamed, the messages go to the same processes
  const aw = await run('commit.mjs', 8, ['await', 'reorder'], opts);
  for (const r of aw) eq(r.got, (r.worldRank + 7) % 8, `world rank ${r.worldRank}: message of its left process`);
  assert.not.equal(aw[0].mapping, range(8), 'the declared ring was reordered');
});

test('a rank that never commits: the others fail naming the commit, no hang', async () => {
  const err = await runFailing('commit.mjs', 3, ['nocommit']);
  const errs = byRank(err);
  for (const r of [1, 2]) {
    const e = errs.get(r);
    assert.ok(e, `rank ${r} failed: ${err.message}`);
    assert.ok(String(e.message ?? e).includes('commit of idup(COMM_WORLD)'), String(e.message ?? e));
  }
});

for (const p of [1, 2, 3, 8]) {
  test(`${p} rank${p > 1 ? 's' : ''}: the compiled exchange's requests in other orders, in parts, listed twice, statuses into an array`, async () => {
    const res = await run('commit.mjs', p, ['batch']);
    for (const r of res) {
      r.out.forEach((o, it) => {
        const at = `rank ${r.rank}, round ${it}`;
        for (const x of o.dirs) {
          eq(
            x.got,
            [val(x.src, x.tag * 10 + it, 0), val(x.src, x.tag * 10 + it, 1)],
            `${at}: tag ${x.tag} from ${x.src}`,
          );
          eq(x.status, [x.src, x.tag, 2], `${at}: tag ${x.tag}'s status (source, tag, count)`);
        }
        eq(o.active, 0, `${at}: requests left active`);
      });
      eq(r.out[0].same, true, `rank ${r.rank}: waitAll returns the statuses array it was given`);
      assert.ok(r.restart?.startsWith('ERR_PENDING:') && r.restart.includes('still active'), `restart: ${r.restart}`);
      assert.ok(r.badStatuses?.startsWith('ERR_ARG:') && r.badStatuses.includes('"no"'), `statuses: ${r.badStatuses}`);
    }
  });
}

test('requests of a compiled exchange started whole and never waited: the rank fails naming them', async () => {
  const err = await runFailing('commit.mjs', 2, ['batchLeft']);
  const msg = String(err.message ?? err);
  assert.ok(msg.includes('ERR_PENDING') || err.code === 'ERR_PENDING', msg);
  assert.ok(/2 requests never completed/.test(msg) && msg.includes('sendInit') && msg.includes('recvInit'), msg);
});

test.run();
