// The hardware seen from communicators: hwGroups, splitType({ hw }), group.hwDistGraph() and
// reorder: true placing a topology on the declared machine (launch's hw and placement), with real
// ranks.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HwTopology } from 'wasmpi';
import { run, runFailing, CHILD_LIMIT_MS } from './helpers.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const cli = (...args) =>
  spawnSync(process.execPath, ['bin/wasmpi.mjs', ...args], { cwd: root, encoding: 'utf8', timeout: CHILD_LIMIT_MS });

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

test('hwMeasure: latency and bandwidth between every two ranks, clustered into a topology of the ranks', async () => {
  for (const p of [1, 2, 3, 5]) {
    const res = await run('hw_comm.mjs', p, ['measure']);
    const v = res[0];
    assert.is(v.pus, p);
    assert.equal(
      [...v.placement].sort((a, b) => a - b),
      Array.from({ length: p }, (_, i) => i),
    );
    for (let a = 0; a < p; a++) {
      assert.is(v.latency[a][a], 0);
      assert.is(v.bandwidth[a][a], -1); // Infinity to itself
      for (let b = 0; b < p; b++) {
        if (a === b) continue;
        assert.is(v.latency[a][b], v.latency[b][a]);
        assert.ok(v.latency[a][b] > 0 && v.latency[a][b] < 0.01, `latency ${a}-${b}: ${v.latency[a][b]} s`);
        assert.ok(v.bandwidth[a][b] > 1e6, `bandwidth ${a}-${b}: ${v.bandwidth[a][b]} B/s`);
      }
    }
    for (const r of res) assert.equal(r.latency, v.latency, 'every rank holds the same matrix');
  }
});

test('launch rejects a bad hw description or placement before any rank starts', async () => {
  let err = await runFailing('hw_comm.mjs', 2, ['groups'], { hw: 'package:two' });
  assert.is(err.code, 'ERR_ARG');
  err = await runFailing('hw_comm.mjs', 2, ['groups'], { hw: 'core:2', placement: [0, 5] });
  assert.is(err.code, 'ERR_ARG');
});

test('wasmpi probe: the tree of this machine (the same counts as lstopo), its JSON and its SVG', (ctx) => {
  const text = cli('probe');
  assert.is(text.status, 0, text.stderr);
  assert.match(text.stdout, /^Machine/);
  const json = cli('probe', '--json');
  assert.is(json.status, 0, json.stderr);
  const mine = HwTopology.fromJSON(json.stdout);
  let xml = null;
  try {
    xml = execFileSync('lstopo', ['--of', 'xml'], { encoding: 'utf8' });
  } catch {
    console.log('  (lstopo is not installed: the comparison with it is skipped)');
  }
  if (xml) {
    const theirs = HwTopology.fromHwlocXml(xml);
    for (const type of ['package', 'core', 'pu'])
      assert.is(mine.objects(type).length, theirs.objects(type).length, `${type} count`);
  }
  const svgFile = join(mkdtempSync(join(tmpdir(), 'wasmpi-probe-')), 'machine.svg');
  const svg = cli('probe', '--svg', svgFile);
  assert.is(svg.status, 0, svg.stderr);
  const drawn = readFileSync(svgFile, 'utf8');
  assert.match(drawn, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  assert.match(drawn, /<\/svg>\s*$/);
  assert.is((drawn.match(/<g /g) ?? []).length, (drawn.match(/<\/g>/g) ?? []).length, 'balanced groups');
  const synth = cli('probe', '--synthetic', 'package:2 core:2 pu:2');
  assert.is((synth.stdout.match(/PU L#/g) ?? []).length, 8);
  assert.is(cli('probe', '--bogus').status, 2);
  void ctx;
});

test('wasmpi embed: a 4x4 stencil placed scatter on 2 packages, at least 25 % below the identity', () => {
  const r = cli('embed', '--topology', 'cart:4x4', '--hw', 'package:2 core:8', '--placement', 'scatter', '--json');
  assert.is(r.status, 0, r.stderr);
  const { mapping, quality } = JSON.parse(r.stdout);
  assert.equal(
    [...mapping].sort((a, b) => a - b),
    Array.from({ length: 16 }, (_, i) => i),
  );
  assert.ok(
    quality.hopBytes <= 0.75 * quality.identity.hopBytes,
    `${quality.hopBytes} vs ${quality.identity.hopBytes}`,
  );
  const text = cli('embed', '--topology', 'ring:8', '--hw', 'package:2 core:4', '--placement', 'scatter');
  assert.match(text.stdout, /identity\s+\d+/);
  assert.match(text.stdout, /% below the identity's/);
  const bad = cli('embed', '--topology', 'cube:3');
  assert.is(bad.status, 2);
  assert.match(bad.stderr, 'expected cart:AxB');
});

test.run();
