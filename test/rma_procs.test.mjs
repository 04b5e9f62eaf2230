// One-sided communication on windows whose ranks span processes (`wasmpi run --procs 2`, 2 ranks in
// each): every call through the target process's network thread, under every kind of epoch, with
// contention, ordering and range errors (test/ranks/rma_procs_ops.mjs), and a process killed inside
// a lock epoch (test/ranks/rma_procs_kill.mjs).
// Long: runs in npm run test:long and test:all (jobs of several processes, each its own Node).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CHILD_LIMIT_MS } from './helpers.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const cli = fileURLToPath(new URL('../bin/wasmpi.mjs', import.meta.url));
const here = (f) => fileURLToPath(new URL(f, import.meta.url));

/** `wasmpi run -n 4 --procs 2` of `args`: its exit status and output. */
function job(args, env = {}) {
  const r = spawnSync(process.execPath, [cli, 'run', '-n', '4', '--procs', '2', ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: CHILD_LIMIT_MS,
    env: { ...process.env, ...env },
  });
  return { code: r.status, signal: r.signal, out: r.stdout ?? '', err: r.stderr ?? '' };
}

test('every call, epoch and datatype to targets in the other process; contention, order, range', () => {
  const r = job([here('./procs/report.mjs'), 'rma_procs_ops.mjs']);
  assert.is(r.code, 0, `exit ${r.code} ${r.signal ?? ''}\n${r.out}\n${r.err}`);
  const values = [];
  for (const line of r.out.split('\n'))
    if (line.startsWith('RESULT ')) {
      const { rank, value } = JSON.parse(line.slice(7));
      values[rank] = value;
    }
  for (let rank = 0; rank < 4; rank++) {
    assert.ok(Array.isArray(values[rank]), `rank ${rank} reported nothing:\n${r.out}\n${r.err}`);
    assert.equal(values[rank], [], `rank ${rank}`);
  }
});

test('a put whose bytes find no memory in the target process: ERR_BUFFER at the flush, nothing written; then it goes through', () => {
  const r = job([here('./procs/report.mjs'), 'rma_procs_nomem.mjs'], { WASMPI_HEAP_MAX: String(48 << 20) });
  assert.is(r.code, 0, `exit ${r.code} ${r.signal ?? ''}\n${r.out}\n${r.err}`);
  const line = r.out.split('\n').find((l) => l.startsWith('RESULT {"rank":0'));
  assert.ok(line, r.out + r.err);
  const { value } = JSON.parse(line.slice(7));
  assert.is(value.full, 'ERR_BUFFER', JSON.stringify(value));
  assert.match(value.message, /target 2/);
  assert.match(value.message, /no memory/);
  assert.is(value.after, 'written');
});

/** The FAILED lines of the ranks that outlived the killed process, by rank. */
function failures(r) {
  const m = new Map();
  for (const [, json] of r.err.matchAll(/FAILED (\{.*\})/g)) {
    const f = JSON.parse(json);
    m.set(f.rank, f);
  }
  return m;
}

for (const [scenario, call, what] of [
  ['target', 'unlock', "the target's process dies while the origin holds its lock"],
  ['holder', 'lock', 'the process of the rank holding the lock dies while another waits for it'],
]) {
  test(`a process killed inside a lock epoch: ${what}: ${call} fails with ERR_PROC_FAILED`, () => {
    const r = job([here('./ranks/rma_procs_kill.mjs'), scenario]);
    assert.is.not(r.code, 0, r.out);
    assert.match(r.err, /process 1 \(ranks 2\.\.3\) was killed by SIGKILL/);
    const f = failures(r);
    assert.equal([...f.keys()].sort(), [0, 1], r.out + r.err);
    assert.is(f.get(0).call, call, r.err);
    for (const x of f.values()) {
      assert.is(x.code, 'ERR_PROC_FAILED', x.message);
      assert.not.match(x.message, 'launch timeout', `rank ${x.rank} failed at the launch timeout (a hang)`);
    }
    // the report leads to the killed process: named by rank 0's error itself, or by the error of
    // rank 1 that it names (a lock's waiter cannot know its holder; it fails with the first failed
    // member it sees, and under load rank 1's failure can come first)
    assert.match(f.get(0).message, /process 1 \(ranks 2\.\.3\)/);
  });
}

test.run();
