import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { run, SIZES } from './helpers.mjs';
import { SCENARIOS as P2P_SCENARIOS } from './ranks/p2p_buf.mjs';

for (const n of SIZES) {
  test(`p2p scenarios on ${n} rank(s)`, async () => {
    const res = await run('p2p_buf.mjs', n, P2P_SCENARIOS);
    assert.is(res.length, n);
    assert.is(res[0].ring, (100 * n * (n - 1)) / 2);
    assert.is(res[0].anysource, n - 1);
    assert.is(res[0].large, 20);
    for (const r of res) assert.is(r.alltoall, n);
    if (n >= 2) assert.is(res[1].flood, 600);
    if (n >= 2)
      assert.ok(res[0].ssend >= 100, `ssend returned after ${res[0].ssend} ms, before the receiver posted at 150 ms`);
  });
}

test('more ranks than cores: 8 ranks pass 1000 messages around a ring', async () => {
  const res = await run('p2p_buf.mjs', 8, new Array(10).fill('ring'));
  assert.is(res[0].ring, 100 * 28);
});

test.run();
