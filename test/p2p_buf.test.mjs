import { test } from 'uvu';
import { run, SIZES } from './helpers.mjs';
import { SCENARIOS as P2P_SCENARIOS } from './ranks/p2p_buf.mjs';
import { checkP2p } from './expected/p2p_buf.mjs';

for (const n of SIZES) {
  test(`p2p scenarios on ${n} rank(s)`, async () => {
    checkP2p(await run('p2p_buf.mjs', n, P2P_SCENARIOS), P2P_SCENARIOS, n);
  });
}

test('more ranks than cores: 8 ranks pass 1000 messages around a ring', async () => {
  const names = new Array(10).fill('ring');
  checkP2p(await run('p2p_buf.mjs', 8, names), names, 8);
});

test.run();
