// alltoallw (MPI_Alltoallw): counts, byte displacements and a datatype per peer, every rank
// itself included. Its three forms and a declaration on a pending communicator, on 1, 2, 3, 5 and
// 7 ranks (more ranks than cores), with a derived type for some peers and contiguous types for
// others and zero counts between some pairs; in place; bad arguments; between processes.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { run, CHILD_LIMIT_MS } from './helpers.mjs';
import { ints } from './ranks/coll_w_buf.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What rank `me` of `p` holds after round `round` (test/ranks/coll_w_buf.mjs: the layout). */
function expected(me, p, round) {
  const out = new Array(16 * p).fill(-1);
  for (let j = 0; j < p; j++) {
    const n = ints(j, me);
    // j's elements for me: a strided vector (0 and 2 of each three) when me is odd, else contiguous
    const at = Array.from({ length: n }, (_, k) => (me % 2 === 1 ? 3 * (k >> 1) + 2 * (k & 1) : k));
    at.forEach((x, k) => (out[16 * (p - 1 - j) + k] = 1_000_000 * round + 10_000 * j + 100 * me + x));
  }
  return out;
}

function check(res, p) {
  for (const v of res) {
    assert.is(v.out.length, 5);
    v.out.forEach((got, round) => assert.equal(got, expected(v.rank, p, round), `rank ${v.rank}, round ${round}`));
  }
}

for (const p of [1, 2, 3, 5, 7]) {
  test(`alltoallw, ialltoallw, alltoallwInit restarted and declared on idup with DEFERRED buffers: ${p} rank${p > 1 ? 's' : ''}`, async () => {
    check(await run('coll_w_buf.mjs', p, ['forms']), p);
  });
}

test('alltoallw with IN_PLACE: what goes out is the receive buffer as the receive side describes it', async () => {
  for (const p of [1, 4]) {
    for (const v of await run('coll_w_buf.mjs', p, ['inplace'])) {
      const want = [];
      for (let j = 0; j < p; j++) want.push(100 * j + v.rank, -(100 * j + v.rank));
      assert.equal(v.buf, want, `rank ${v.rank} of ${p}`);
    }
  }
});

test('bad arguments: ERR_COUNT, ERR_TYPE or ERR_BUFFER naming the argument and its value', async () => {
  for (const v of await run('coll_w_buf.mjs', 3, ['errors'])) {
    const on = `on COMM_WORLD (rank ${v.rank} of 3)`;
    const many = (n) => `must be an array of 3 non-negative integers (one per rank), got Array(${n})`;
    assert.is(v.shortCounts, `ERR_COUNT: alltoallw ${on}: sendcounts ${many(2)}`);
    assert.is(v.negCount, `ERR_COUNT: alltoallw ${on}: recvcounts[2] is -1: expected a non-negative integer`);
    assert.is(v.longDispls, `ERR_COUNT: alltoallw ${on}: rdispls ${many(4)}`);
    const types = (name) => `${name} must be an array of 3 Datatypes (one per rank), got Array`;
    assert.is(v.shortTypes, `ERR_TYPE: ialltoallw ${on}: ${types('sendtypes')}(2)`);
    assert.is(v.notType, `ERR_TYPE: alltoallwInit ${on}: ${types('recvtypes')}(3)`);
    assert.is(v.notBuffer, `ERR_BUFFER: alltoallw ${on}: the receive buffer must be a TypedArray, got Array(3)`);
  }
});

test('alltoallw between processes: 4 ranks placed as 2 processes (WASMPI_SIM_PROCS)', async () => {
  const prev = process.env.WASMPI_SIM_PROCS;
  process.env.WASMPI_SIM_PROCS = '2';
  try {
    check(await run('coll_w_buf.mjs', 4, ['forms']), 4);
  } finally {
    if (prev === undefined) delete process.env.WASMPI_SIM_PROCS;
    else process.env.WASMPI_SIM_PROCS = prev;
  }
});

test('alltoallw between 2 real processes (wasmpi run -n 3 --procs 2)', () => {
  const cli = fileURLToPath(new URL('../bin/wasmpi.mjs', import.meta.url));
  const report = fileURLToPath(new URL('./procs/report.mjs', import.meta.url));
  const r = spawnSync(process.execPath, [cli, 'run', '-n', '3', '--procs', '2', report, 'coll_w_buf.mjs', 'forms'], {
    cwd: root,
    encoding: 'utf8',
    timeout: CHILD_LIMIT_MS,
  });
  assert.is(r.status, 0, `exit ${r.status} ${r.signal ?? ''}\n${r.stdout}\n${r.stderr}`);
  // one line per rank, in the order the processes wrote them: by rank
  const res = [];
  for (const l of r.stdout.split('\n')) {
    if (!l.startsWith('RESULT ')) continue;
    const { rank, value } = JSON.parse(l.slice(7));
    res[rank] = value;
  }
  assert.is(res.filter((v) => v !== undefined).length, 3, r.stdout);
  check(res, 3);
});

test.run();
