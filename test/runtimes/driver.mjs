// The runtime driver: one script that Node, Deno and Bun run alike (test/runtime_deno_bun.test.mjs spawns it
// under each, beside the suite's own point-to-point, collective and datatype test files), for what
// depends on the host: failure reports and how fast peers hear of them (a throwing rank,
// process.exit, a deadlock, the launch timeout, an AbortSignal) and the host's parts (top-level
// init(), the shared heap growing under running ranks, hwProbe), through the package's public entry.
//
//   node test/runtimes/driver.mjs [group...]
//   deno run -A test/runtimes/driver.mjs [group...]
//   bun test/runtimes/driver.mjs [group...]
//
// Groups: fail, host (all by default). Prints one JSON line per case,
// { group, name, ok, ms, detail }, and exits 1 if any case failed.
import assert from 'node:assert/strict';
import { availableParallelism } from 'node:os';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import process from 'node:process';
import { launch, hwProbe, version } from 'wasmpi';
const RANKS = new URL('../ranks/', import.meta.url);
const LAUNCH_TIMEOUT = 120_000; // per launch: a world that hangs fails its case, and the rest go on

/** Launches test/ranks/<file>; resolves to the ranks' return values. */
async function run(file, ranks, args = [], opts = {}) {
  const res = await launch(new URL(file, RANKS), { ranks, args, timeoutMs: LAUNCH_TIMEOUT, ...opts });
  assert.equal(res.length, ranks, `${ranks} results`);
  res.forEach((r, i) => assert.equal(r.rank, i, 'results in rank order'));
  return res.map((r) => r.value);
}

/** Launches and expects the launch to reject; resolves to the rejection and the time it took. */
async function runFailing(file, ranks, args = [], opts = {}) {
  const t0 = performance.now();
  try {
    await launch(new URL(file, RANKS), { ranks, args, timeoutMs: LAUNCH_TIMEOUT, ...opts });
  } catch (e) {
    return { err: e, ms: performance.now() - t0 };
  }
  throw new Error(`expected the launch of ${file} ${args.join(' ')} on ${ranks} ranks to fail`);
}

/** The errors of a failed launch, by rank. */
function byRank(err) {
  const m = new Map();
  for (const { rank, error } of err.errors ?? []) m.set(rank, error);
  return m;
}

// ── the cases ──

const cases = [];
const addCase = (group, name, fn) => cases.push({ group, name, fn });

for (const n of [2, 3, 4])
  addCase(
    'fail',
    `a rank that throws: launch rejects with its error, the peers fail fast with ERR_PROC_FAILED (${n} ranks)`,
    async () => {
      const { err, ms } = await runFailing('launch_errors.mjs', n, ['throws']);
      assert.equal(err.rank, 1, 'launch reports the rank that failed first');
      assert.equal(err.name, 'RangeError');
      assert.equal(err.message, 'boom in rank 1');
      const r0 = JSON.parse(byRank(err).get(0).message);
      assert.equal(r0.code, 'ERR_PROC_FAILED');
      assert.match(r0.message, /rank 1 failed \(RangeError: boom in rank 1\)/);
      assert.doesNotMatch(r0.message, /launch timeout/, 'rank 0 failed on the throw, not at the launch timeout');
      return `rank 0 failed ${r0.ms.toFixed(0)} ms after blocking; launch rejected in ${ms.toFixed(0)} ms`;
    },
  );

addCase('fail', 'a rank that calls process.exit(3) fails its peers fast (3 ranks)', async () => {
  const { err } = await runFailing('launch_errors.mjs', 3, ['exits']);
  const r0 = JSON.parse(byRank(err).get(0).message);
  assert.equal(r0.code, 'ERR_PROC_FAILED');
  assert.match(r0.message, /process\.exit\(3\)/);
  assert.doesNotMatch(r0.message, /launch timeout/, 'rank 0 failed on the exit, not at the launch timeout');
  assert.equal(byRank(err).get(1).code, 'ERR_PROC_FAILED');
  return r0.message;
});

addCase('fail', 'a deadlock raises ERR_DEADLOCK naming the wait-for cycle (3 ranks)', async () => {
  const res = await run('launch_errors.mjs', 3, ['deadlock']);
  for (const r of [0, 1]) {
    assert.match(res[r].msg, new RegExp(`rank ${r}: recv\\(source ${1 - r}, tag 7\\) can never complete`));
    assert.doesNotMatch(res[r].msg, /launch timeout/, 'detected, not ended by the launch timeout');
  }
  assert.equal(res[2], 'idle');
  return `detected after ${res[0].ms.toFixed(0)} ms`;
});

addCase('fail', 'the launch timeout (timeoutMs 4000) aborts a stuck world (2 ranks)', async () => {
  const { err, ms } = await runFailing('launch_errors.mjs', 2, ['stuck'], { timeoutMs: 4_000 });
  assert.equal(err.code, 'ERR_PROC_FAILED');
  assert.match(byRank(err).get(0).message, /launch timeout of 4000 ms elapsed/);
  assert.match(byRank(err).get(1).message, /did not finish within the launch timeout/);
  return `rejected after ${ms.toFixed(0)} ms`;
});

addCase('fail', 'an AbortSignal aborts a stuck world; launch rejects with its reason (2 ranks)', async () => {
  const ac = new AbortController();
  const reason = new Error('stop now');
  setTimeout(() => ac.abort(reason), 300);
  const { err, ms } = await runFailing('launch_errors.mjs', 2, ['stuck'], { signal: ac.signal });
  assert.equal(err, reason);
  return `rejected after ${ms.toFixed(0)} ms`;
});

addCase('host', 'a top-level rank module (await init(), no default export) on 3 ranks', async () => {
  const res = await run('toplevel.mjs', 3);
  assert.deepEqual(res, [undefined, undefined, undefined]);
  return '3 ranks';
});

addCase(
  'host',
  'the shared heap grows under running peers (16 MiB initial, 24 MiB buffers around a ring of 3)',
  async () => {
    const res = await run('../runtimes/grow.mjs', 3, ['24'], { memoryBytes: 16 << 20 });
    res.forEach((r, me) => {
      assert.deepEqual(r.bad, [], `rank ${me} received wrong values`);
      assert.equal(r.first, 6, `rank ${me}: allreduce sum of rank + 1 over 3 ranks`);
      assert.equal(r.last, 6, `rank ${me}: allreduce, last element`);
    });
    const heap = Math.max(...res.map((r) => r.heap));
    assert.ok(heap > 64 << 20, `the heap grew to ${heap} bytes only`);
    return `heap grew to ${heap >> 20} MiB`;
  },
);

addCase('host', 'hwProbe() reads this machine (sysfs)', () => {
  const hw = hwProbe();
  assert.equal(hw.root.type, 'machine');
  assert.ok(hw.levels.includes('pu'), `levels ${hw.levels}`);
  assert.equal(hw.pus.length, availableParallelism(), 'one PU per CPU the runtime reports');
  // the JSON goes back to the test, which compares it with Node's
  return JSON.stringify(hw.toJSON());
});

addCase('host', 'version is the package.json version', async () => {
  const { readFile } = await import('node:fs/promises');
  const pkg = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8'));
  assert.equal(version, pkg.version);
  return version;
});

// ── run ──

// Only as a script: `uvu test runtime_deno_bun` imports every file whose path matches, this one too.
const real = (p) => {
  try {
    return realpathSync(p);
  } catch {
    return p;
  }
};
const isMain = process.argv[1] !== undefined && real(process.argv[1]) === real(fileURLToPath(import.meta.url));
if (isMain) await main(process.argv.slice(2));

async function main(only) {
  const groups = new Set(cases.map((c) => c.group));
  for (const g of only)
    if (!groups.has(g)) {
      console.error(`unknown group ${g}; known: ${[...groups].join(', ')}`);
      process.exit(2);
    }
  const chosen = cases.filter((c) => !only.length || only.includes(c.group));
  // the plan first, so that a reader can tell a case that failed from one that never ran
  console.log(JSON.stringify({ plan: chosen.map(({ group, name }) => ({ group, name })) }));
  let failed = 0;
  for (const c of chosen) {
    const t0 = performance.now();
    let ok = true;
    let detail;
    try {
      detail = (await c.fn()) ?? '';
    } catch (e) {
      ok = false;
      failed++;
      detail = `${e?.name ?? 'Error'}: ${e?.message ?? e}${e?.code ? ` [${e.code}]` : ''}`;
    }
    const ms = Math.round(performance.now() - t0);
    console.log(JSON.stringify({ group: c.group, name: c.name, ok, ms, detail }));
  }
  process.exit(failed ? 1 : 0);
}
