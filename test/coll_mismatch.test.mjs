// Collectives whose arguments differ across ranks, in one process: every rank of the call fails
// (whichever ranks its algorithm waits on), with ERR_ARG naming what differs (ERR_TYPE for type
// signatures), and the communicator and COMM_WORLD work afterwards.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { run } from './helpers.mjs';

// the in-process algorithms of the collectives whose mismatches the ranks try under each algorithm
// (the net rows run only between processes)
const TABLE = JSON.parse(readFileSync(new URL('../assembly/coll/algorithms.json', import.meta.url), 'utf8'));
const ALGS = {};
for (const a of TABLE) {
  if (a.engine !== 'shm' || a.vector || a.coll === 'barrier') continue;
  (ALGS[a.coll] ??= []).push(a.name);
}

/** What the message of each kind of mismatch names (a rank that met a peer's failure instead says
 *  that the peer failed; at least one rank, the first to fail, meets the difference itself). */
const NAMES = {
  root: /root: rank \d+ gave \d+, this rank \d+/,
  count: /message size: rank \d+ \d+ bytes, this rank \d+ bytes|counts/,
  op: /op: rank \d+ (sum|max), this rank (sum|max)/,
  type: /type signature: rank \d+|element type: rank \d+/,
  collective: /rank \d+ called \w+, this rank \w+/,
};

for (const n of [2, 3, 4, 6]) {
  test(`mismatched collectives fail on every one of ${n} ranks, naming the mismatch (root, count, op, type, collective; blocking, i*, *Init; every algorithm)`, async () => {
    const res = await run('coll_mismatch.mjs', n, [JSON.stringify(ALGS)]);
    const rows = res[0].results.length;
    for (let i = 0; i < rows; i++) {
      const { name, kind, form } = res[0].results[i];
      const label = `${name} (${kind}, ${form}) on ${n} ranks`;
      const code = kind === 'type' ? 'ERR_TYPE' : 'ERR_ARG';
      let named = 0;
      res.forEach((r, rank) => {
        const got = r.results[i];
        assert.is(got.name, name, `rank ${rank} ran the same cases`);
        assert.ok(got.got.startsWith(`${code}: `), `${label}: rank ${rank} got ${got.got}`);
        assert.match(got.got, /does not match/, `${label}: rank ${rank}`);
        if (NAMES[kind].test(got.got)) named++;
        assert.ok(got.after, `${label}: rank ${rank}: a correct allreduce on the communicator afterwards`);
      });
      assert.ok(named > 0, `${label}: no rank named the mismatch: ${res.map((r) => r.results[i].got).join(' | ')}`);
    }
    res.forEach((r, rank) => assert.ok(r.world, `rank ${rank}: COMM_WORLD works afterwards`));
  });
}

test.run();
