// The shared heap's upper half: past 2 GiB, addresses are unsigned everywhere. Point-to-point,
// collectives and derived datatypes run on arrays, staging copies and schedules that all lie at
// 2 GiB and above, in one process and between two (these tests need about 6 GiB of free memory, and
// are skipped, saying so, on a machine without it).
// Long: runs in npm run test:all (2 GiB blocks, zero-filled, in every world).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { freemem } from 'node:os';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { run, CHILD_LIMIT_MS } from './helpers.mjs';
import { SCENARIOS as P2P_SCENARIOS } from './ranks/p2p_buf.mjs';
import { checkP2p } from './expected/p2p_buf.mjs';
import { checkColl } from './expected/coll_buf.mjs';

const NEED = 6 * 2 ** 30;
const enough = freemem() >= NEED;
if (!enough) console.log(`heap_high.test: skipping the tests past 2 GiB: ${freemem()} bytes free, they need ${NEED}`);
const high = enough ? test : test.skip;

const highRun = async (n, module, args) => {
  const res = await run('runtime_heap_high.mjs', n, [module, ...args]);
  for (const r of res) assert.ok(r.above, 'allocations after the 2 GiB block lie above 2 GiB');
  assert.is(res[0].intact, true, 'the 2 GiB block kept its contents');
  return res.map((r) => r.result);
};

high('point-to-point past 2 GiB on 3 ranks', async () => {
  checkP2p(await highRun(3, 'p2p_buf.mjs', P2P_SCENARIOS), P2P_SCENARIOS, 3);
});

high('every collective and algorithm past 2 GiB, on comm.alloc and plain arrays, on 3 ranks', async () => {
  assert.ok(checkColl(await highRun(3, 'coll_buf.mjs', ['buffers']), ['buffers'], 3) > 0);
});

high('derived datatypes past 2 GiB on 2 ranks', async () => {
  const res = await highRun(2, 'p2p_dtype.mjs', ['pairs', 'anysource', 'persistent', 'halo']);
  assert.ok(res[0].pairs > 50);
  assert.is(res[0].anysource, 2);
  for (const r of res) assert.is(r.persistent, 6);
  for (const r of res) assert.is(r.halo, 8);
});

high('point-to-point past 2 GiB between 2 processes (wasmpi run --procs 2)', () => {
  const cli = fileURLToPath(new URL('../bin/wasmpi.mjs', import.meta.url));
  const report = fileURLToPath(new URL('./procs/report.mjs', import.meta.url));
  const args = [
    cli,
    'run',
    '-n',
    '2',
    '--procs',
    '2',
    report,
    'runtime_heap_high.mjs',
    'p2p_buf.mjs',
    'ring',
    'large',
    'order',
  ];
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', timeout: CHILD_LIMIT_MS });
  assert.is(r.status, 0, `exit ${r.status} ${r.signal ?? ''}\n${r.stdout}\n${r.stderr}`);
  // one line per rank, in the order the processes wrote them: by rank
  const values = [];
  for (const l of r.stdout.split('\n')) {
    if (!l.startsWith('RESULT ')) continue;
    const { rank, value } = JSON.parse(l.slice(7));
    values[rank] = value;
  }
  assert.is(values.filter((v) => v !== undefined).length, 2, r.stdout);
  for (const v of values) {
    assert.ok(v.above, 'allocations lie above 2 GiB in both processes');
    assert.is(v.intact, true, "each process's 2 GiB block kept its contents");
  }
  checkP2p(
    values.map((v) => v.result),
    ['ring', 'large', 'order'],
    2,
  );
});

test.run();
