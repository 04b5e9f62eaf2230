// Long: whole worlds end, with CLI and top-level processes among them (about 7 s).
// abort(code) (MPI_Abort): one rank ends its world. Its peers, blocked in a receive, a collective
// or a call on a communicator without it, fail fast with ERR_PROC_FAILED naming it and its code;
// one stuck in its own code is ended too; launch rejects with ERR_ABORT carrying the code; the CLI
// exits with it (clamped to 1..255); a program that called init() at its top level exits with it.
// (Across processes, where every process ends with the code: test/procs.test.mjs.)
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runFailing, CHILD_LIMIT_MS } from './helpers.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const sh = (cmd, args) =>
  spawnSync(cmd, args, { cwd: root, encoding: 'utf8', timeout: CHILD_LIMIT_MS, killSignal: 'SIGKILL' });
const cli = (...args) => sh(process.execPath, ['bin/wasmpi.mjs', ...args]);
const MODULE = 'test/ranks/launch_abort.mjs';

/** A run of `n` ranks that rank `who` ended with abort(code): every rank reported (`rank r: [CODE]
 *  WasmpiError: message`), `who` its ERR_ABORT, every other ERR_PROC_FAILED naming it and the code. */
function assertAborted(stderr, n, who, code) {
  const seen = new Map();
  for (const [, r, c, message] of stderr.matchAll(/^rank (\d+): \[(\w+)\] WasmpiError: (.*)$/gm))
    seen.set(Number(r), { code: c, message });
  assert.equal(
    [...seen.keys()].sort((a, b) => a - b),
    [...Array(n).keys()],
    stderr,
  );
  assert.equal(seen.get(who), { code: 'ERR_ABORT', message: `rank ${who} called abort with code ${code}` });
  for (const [q, e] of seen) {
    if (q === who) continue;
    assert.is(e.code, 'ERR_PROC_FAILED', `rank ${q}: ${e.message}`);
    assert.match(e.message, `rank ${who} called abort with code ${code}`);
  }
}

// [ranks, the aborting rank, its code, how the others wait]
for (const [n, who, code, how] of [
  [1, 0, 3, 'recv'],
  [3, 1, 17, 'recv'],
  [3, 2, 3, 'coll'],
  [8, 5, 17, 'coll'],
  [8, 0, 3, 'recv'],
  [4, 3, 17, 'sub'],
]) {
  test(`abort(${code}) from rank ${who} of ${n}, the others in ${how}: ERR_ABORT with the code, the peers fail fast naming it`, async () => {
    const err = await runFailing('launch_abort.mjs', n, [how, String(who), String(code)]);
    assert.is(err.code, 'ERR_ABORT', err.message);
    assert.is(err.rank, who);
    assert.is(err.abortCode, code);
    assert.is(err.message, `rank ${who} called abort with code ${code}`);
    // the cause first, then the ranks it ended
    assert.is(err.errors[0].rank, who);
    assert.equal(
      err.errors.map((e) => e.rank).sort((a, b) => a - b),
      [...Array(n).keys()],
    );
    for (const { rank, error } of err.errors.slice(1)) {
      assert.is(error.code, 'ERR_PROC_FAILED', `rank ${rank}: ${error.message}`);
      assert.match(error.message, `rank ${who} called abort with code ${code}`);
      // woken by the abort, not given up on by the launcher
      assert.not.match(error.message, 'did not finish');
    }
  });
}

test('a rank stuck in its own code when another aborts is ended too (after a second)', async () => {
  const err = await runFailing('launch_abort.mjs', 3, ['spin', '2', '5']);
  assert.is(err.code, 'ERR_ABORT');
  assert.is(err.abortCode, 5);
  for (const { rank, error } of err.errors.slice(1)) {
    assert.is(error.code, 'ERR_PROC_FAILED');
    assert.is(error.message, `rank ${rank} did not finish after rank 2 called abort with code 5`);
  }
});

test('abort with a code that is no integer is ERR_ARG naming it', async () => {
  for (const code of ['x', '1.5']) {
    const err = await runFailing('launch_abort.mjs', 2, ['recv', '0', code]);
    assert.is(err.code, 'ERR_ARG', err.message);
    assert.is(err.rank, 0);
    assert.match(err.message, `abort: code must be an integer (the job's exit status, 1..255), got `);
    assert.match(err.message, code === 'x' ? '"x"' : '1.5');
  }
});

test('wasmpi run exits with the code, clamped to 1..255 (said when clamped); the abort is printed first, without a stack', () => {
  for (const [code, status] of [
    [17, 17],
    [300, 255],
    [0, 1],
    [-4, 1],
  ]) {
    const r = cli('run', '-n', '3', MODULE, '--', 'recv', '1', String(code));
    assert.is(r.status, status, r.stderr);
    const lines = r.stderr.split('\n');
    assert.is(lines[0], `rank 1: [ERR_ABORT] WasmpiError: rank 1 called abort with code ${code}`, r.stderr);
    assert.not.match(lines[1], /^\s+at /);
    assertAborted(r.stderr, 3, 1, code);
    const note = `wasmpi run: exit status ${status}: abort's code ${code} clamped to 1..255`;
    if (status === code) assert.not.match(r.stderr, 'clamped');
    else assert.match(r.stderr, note);
  }
});

test('a program that called init() at its top level exits with the code, saying so', () => {
  const r = sh(process.execPath, ['test/procs/abort_top.mjs', '0', '9']);
  assert.is(r.status, 9, r.stderr);
  assert.match(r.stderr, 'wasmpi: rank 0 called abort with code 9: the world is aborted');
});

test.run();
