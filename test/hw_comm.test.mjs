// The hardware seen from communicators: hwGroups, splitType({ hw }), group.hwDistGraph() and
// reorder: true placing a topology on the declared machine (launch's hw and placement), with real
// ranks.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { run, runFailing } from './helpers.mjs';

test('hwGroups, splitType({ hw }) and hwDistGraph on package:2 core:2 pu:1, compact', async () => {
  const res = await run('hw_comm.mjs', 4, ['groups'], { hw: 'package:2 core:2 pu:1' });
  for (let r = 0; r < 4; r++) {
    const v = res[r];
    const pkg = r < 2 ? 0 : 1;
    const mates = pkg === 0 ? [0, 1] : [2, 3];
    assert.equal(
      v.groups.map((g) => g.uri),
      ['hw://node', `hw://package/${pkg}`, `hw://core/${r}`],
    );
    assert.equal(v.groups[0].members, [0, 1, 2, 3]);
    assert.equal(v.groups[1].members, mates);
    assert.equal(v.groups[2].members, [r]);
    assert.equal(v.pkg.members, mates);
    assert.is(v.pkg.rank, mates.indexOf(r));
    assert.match(v.pkg.name, `hw package ${pkg}`);
    assert.is(v.core, 1);
    assert.is(v.node, 4);
    // every other rank, heavier for the package mate than for the other package
    assert.equal(
      v.dg.destinations,
      [0, 1, 2, 3].filter((q) => q !== r),
    );
    const w = (q) => v.dg.destWeights[v.dg.destinations.indexOf(q)];
    const mate = mates.find((q) => q !== r);
    for (const q of [0, 1, 2, 3].filter((x) => !mates.includes(x)))
      assert.ok(w(mate) > w(q), `weights ${v.dg.destWeights}`);
    assert.equal(v.dg.sourceWeights, v.dg.destWeights);
    assert.match(
      v.bad,
      /^ERR_ARG: .*hardware level "numa-ish" is unknown on this machine: expected one of 'node', 'package', 'core'/,
    );
    assert.match(v.outsider, /^ERR_RANK: group.hwDistGraph: the caller is not a member/);
  }
});

test('reorder: true places a ring on 2 packages (scatter placement) with fewer hop-bytes, and stays correct', async () => {
  const res = await run('hw_comm.mjs', 8, ['reorder'], { hw: 'package:2 core:4 pu:1', placement: 'scatter' });
  const q = res[0].quality;
  assert.ok(q, 'no embedding reported');
  assert.ok(q.hopBytes <= 0.75 * q.identity.hopBytes, `hopBytes ${q.hopBytes} vs identity ${q.identity.hopBytes}`);
  const ranks = res.map((v) => v.newRank).sort((a, b) => a - b);
  assert.equal(ranks, [0, 1, 2, 3, 4, 5, 6, 7]);
  for (const v of res) {
    assert.is(v.identity, null);
    assert.equal(v.mapping, res[0].mapping, 'every rank computed the same mapping');
    // block 0 from the -1 neighbour, block 1 from the +1 neighbour: their world ranks
    assert.equal(v.got, v.expect);
  }
});

test('launch rejects a bad hw description or placement before any rank starts', async () => {
  let err = await runFailing('hw_comm.mjs', 2, ['groups'], { hw: 'package:two' });
  assert.is(err.code, 'ERR_ARG');
  err = await runFailing('hw_comm.mjs', 2, ['groups'], { hw: 'core:2', placement: [0, 5] });
  assert.is(err.code, 'ERR_ARG');
});

test.run();
