// Persistent point-to-point requests (test/ranks/p2p_pr.mjs): sendInit/recvInit restarted with new
// contents through startAll, a second start of an active request, and MPI 4.1 §3.7.3's empty status
// of an inactive request. One launch per size runs every scenario.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ANY_SOURCE, ANY_TAG } from 'wasmpi';
import { run, SIZES } from './helpers.mjs';
import { roundOf } from './ranks/p2p_pr.mjs';

const EMPTY = { source: ANY_SOURCE, tag: ANY_TAG, count: 0, cancelled: false };

for (const n of SIZES) {
  test(`persistent requests restarted, and inactive ones (MPI 4.1 §3.7.3), on ${n} rank(s)`, async () => {
    const res = await run('p2p_pr.mjs', n, ['persistent', 'inactive']);
    assert.is(res.length, n);
    res.forEach((r, me) => {
      const prev = (me + n - 1) % n;
      // each start sends what the buffer holds at that start
      assert.equal(
        r.persistent.rounds,
        [0, 1, 2].map((t) => [roundOf(prev, t), roundOf(prev, t)]),
        `rank ${me}`,
      );
      assert.ok(/^ERR_PENDING: .*still active/.test(r.persistent.restart), r.persistent.restart);
      const { fresh, done, after, first, second } = r.inactive;
      // §3.7.3: a never-started persistent request is inactive: empty status at once
      assert.equal(fresh, { send: EMPTY, recv: EMPTY, sendWait: EMPTY, recvWait: EMPTY });
      assert.equal(done.recv, { source: prev, tag: 11, count: 1, cancelled: false });
      assert.is(done.value, prev + 100);
      // after start + wait it is inactive again
      assert.equal(after, { recv: EMPTY, send: EMPTY, recvWait: EMPTY });
      assert.equal(first, { source: prev, tag: 12, count: 1, cancelled: false });
      assert.equal(second, EMPTY);
    });
  });
}

test.run();
