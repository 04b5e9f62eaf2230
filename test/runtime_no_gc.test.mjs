// The hot path allocates nothing: 200000 warm blocking calls of each point-to-point and collective
// family on TypedArrays (from comm.alloc and plain ones) run without one garbage collection.
// Long: runs in npm run test:all (4 million calls).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { run } from './helpers.mjs';

function noneIn(res) {
  for (const r of res) {
    const bad = Object.entries(r).filter(([, gcs]) => gcs !== 0); // family -> kinds of collections
    assert.equal(
      bad,
      [],
      `rank ${res.indexOf(r)}: collections during ${bad.map(([f, g]) => `${f} (${g})`).join(', ')}`,
    );
  }
}

test('no garbage collection during 200000 blocking calls of each family, 2 ranks', async () => {
  // (4 million calls: 15-30 s on an idle 2-core machine, several times that on a loaded one)
  const res = await run('runtime_no_gc.mjs', 2, ['20000', '200000']);
  assert.is(Object.keys(res[0]).length, 21, `families run: ${Object.keys(res[0]).join(', ')}`);
  noneIn(res);
});

// 3 ranks on this machine's 2 cores sleep and wake at nearly every call (tens of microseconds
// each): fewer calls, of the collective families and a ring of sendrecv
test('no garbage collection during 20000 blocking calls per family, 3 ranks', async () => {
  const fams = ['sendrecv (ring)', 'barrier', 'bcast', 'allreduce', 'allgather', 'alltoall', 'scatter'];
  const res = await run('runtime_no_gc.mjs', 3, ['2000', '20000', fams.join(',')]);
  assert.equal(Object.keys(res[0]), fams);
  noneIn(res);
});

test.run();
