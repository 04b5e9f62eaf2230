// Aliased send and receive buffers raise ERR_BUFFER (test/ranks/buf_alias.mjs).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { run } from './helpers.mjs';

for (const p of [1, 3, 4]) {
  test(`MPI 4.1 §2.5.6, §6.2.3: overlapping send and receive buffers raise ERR_BUFFER on ${p} rank(s)`, async () => {
    const res = await run('buf_alias.mjs', p, []);
    const sum = (p * (p + 1)) / 2;
    res.forEach((byMem, rank) => {
      for (const [mem, r] of Object.entries(byMem)) {
        const at = `rank ${rank}, ${mem}`;
        for (const k of ['allreduceSame', 'allreduceShift', 'iallreduce', 'allreduceInit', 'scan', 'allgather']) {
          assert.is(r[k], 'ERR_BUFFER', `${at}: ${k}`);
        }
        for (const k of ['alltoall', 'reduceScatterBlock', 'allgatherv', 'sendrecv']) {
          assert.is(r[k], 'ERR_BUFFER', `${at}: ${k}`);
        }
        const root = p - 1;
        assert.is(r.gatherRoot, rank === root ? 'ERR_BUFFER' : 'ok', `${at}: gather`);
        assert.is(r.reduceRoot, rank === root ? 'ERR_BUFFER' : 'ok', `${at}: reduce`);
        assert.is(r.reduceNonRoot, 'ok', `${at}: a non-root's receive buffer is not significant`);
        assert.is(r.disjoint, 'ok', `${at}: disjoint parts of one array`);
        assert.is(r.disjointValue, sum, `${at}: disjoint result`);
        assert.is(r.after, sum, `${at}: a correct call after the errors`);
        assert.is(r.sendrecvDisjoint, 'ok', `${at}: sendrecv on disjoint parts`);
      }
    });
  });
}

test.run();
