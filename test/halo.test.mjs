// examples/heat2d_halo.mjs (heat2d on a HaloExchange, the exchange overlapping the inner cells'
// update) run as users run it, through launch(): the gathered grid must equal the serial
// computation's exactly, for several process grids, and match examples/heat2d.mjs figure for figure.
// And maps with PROC_NULL peers, as cartShift gives them on non-periodic grids.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { launch, PROC_NULL } from 'wasmpi';
import { run as runRanks } from './helpers.mjs';

const run = (file, ranks, args) =>
  launch(new URL(`../examples/${file}`, import.meta.url), { ranks, args: [...args, 'quiet'] });

for (const n of [1, 2, 3, 4, 5, 8]) {
  test(`examples/heat2d_halo.mjs on ${n} rank(s): the gathered grid equals the serial run`, async () => {
    const res = await run('heat2d_halo.mjs', n, ['48', '60', '120']);
    const r0 = res[0].value;
    assert.is(r0.steps, 120);
    assert.is(r0.worst, 0, 'largest difference from the serial run');
    assert.ok(r0.mid > 0, 'heat reached the centre');
    for (const r of res) assert.is(r.value.steps, 120);
  });
}

test('examples/heat2d_halo.mjs with one-cell tiles (2 x 3 grid on 6 ranks): the serial run exactly', async () => {
  // every cell of a tile is an edge cell: no inner block to overlap, four neighbours on the middle tiles
  const res = await run('heat2d_halo.mjs', 6, ['2', '3', '30']);
  const r0 = res[0].value;
  assert.is(r0.steps, 30);
  assert.is(r0.worst, 0, 'largest difference from the serial run');
  assert.ok(r0.mid > 0, 'heat reached the centre');
});

for (const [n, args, why] of [
  [4, ['48', '60', '120'], 'the fixed step count'],
  [4, ['4', '4', '5000'], 'the stop test (the change falls below 1e-9 first)'],
]) {
  test(`examples/heat2d_halo.mjs and heat2d.mjs agree on ${n} ranks, ${args[0]} x ${args[1]} for up to ${args[2]} steps: ${why}`, async () => {
    const halo = (await run('heat2d_halo.mjs', n, args)).map((r) => r.value);
    const plain = (await run('heat2d.mjs', n, args)).map((r) => r.value);
    assert.equal(halo, plain, 'every rank returns the same figures');
    assert.is(halo[0].worst, 0);
    if (args[2] === '5000') assert.ok(halo[0].steps < 5000, 'stopped before the last step');
  });
}

for (const n of [1, 8]) {
  test(`PROC_NULL peers (cartShift on a non-periodic chain) exchange nothing, ${n} rank(s)`, async () => {
    const m = 4;
    const res = await runRanks('halo_procnull.mjs', n, [String(m)]);
    for (let r = 0; r < n; r++) {
      const { left, right, field, bad } = res[r];
      assert.is(left, r === 0 ? PROC_NULL : r - 1, `rank ${r}: left`);
      assert.is(right, r === n - 1 ? PROC_NULL : r + 1, `rank ${r}: right`);
      const want = [left === PROC_NULL ? -1 : left * 100 + m];
      for (let i = 1; i <= m; i++) want.push(r * 100 + i);
      want.push(right === PROC_NULL ? -1 : right * 100 + 1);
      assert.equal(field, want, `rank ${r}: halos from the neighbours, untouched at the ends`);
      assert.is(bad?.code, 'ERR_RANK', `rank ${r}: a map with rank -3`);
      assert.match(bad.message, /send map has rank "?-3"?: expected an integer 0 <= rank < \d+, or PROC_NULL/);
    }
  });
}

test.run();
