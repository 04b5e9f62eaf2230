import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { run, runFailing, CHILD_LIMIT_MS } from './helpers.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const cli = (...args) =>
  spawnSync(process.execPath, ['bin/wasmpi.mjs', ...args], { cwd: root, encoding: 'utf8', timeout: CHILD_LIMIT_MS });

test('the README demo runs on 4 ranks', () => {
  const r = cli('run', '-n', '4', 'examples/demo.mjs');
  assert.is(r.status, 0, r.stderr);
  assert.match(r.stdout, 'ring of 4 ranks: token = 6000 (expected 6000)');
  assert.match(r.stdout, 'rank 3 says: received a block from rank 2');
});

test('a failing rank makes the CLI exit non-zero and print the error with its rank', () => {
  const r = cli('run', '-n', '3', 'test/ranks/tool_cli_boom.mjs', '2');
  assert.is(r.status, 1);
  assert.match(r.stderr, 'rank 2: TypeError: rank 2 cannot go on');
  assert.match(
    r.stderr,
    /rank 0: \[ERR_PROC_FAILED\] WasmpiError: rank 0: recv\(source 2, tag 0\) cannot complete: rank 2 failed/,
  );
});

// Guards the order of the report: the failures used to come in rank order, the cause after the
// ERR_PROC_FAILED of the ranks below it that it made fail.
test('the root cause comes first: the CLI prints, and launch lists, the failing rank before the peers it made fail', async () => {
  for (const [n, bad] of [
    [3, 2],
    [4, 3],
  ]) {
    const r = cli('run', '-n', String(n), 'test/ranks/tool_cli_boom.mjs', String(bad));
    assert.is(r.status, 1, r.stderr);
    const heads = r.stderr.split('\n').filter((l) => /^ranks? [\d, -]+: /.test(l));
    assert.match(heads[0], `rank ${bad}: TypeError: rank ${bad} cannot go on`, r.stderr);
    for (const h of heads.slice(1)) assert.match(h, '[ERR_PROC_FAILED]', r.stderr);
    const err = await runFailing('tool_cli_boom.mjs', n, [String(bad)]);
    assert.is(err.rank, bad);
    assert.is(err.errors[0].rank, bad);
    assert.is(err.errors[0].error.name, 'TypeError');
    for (const { error } of err.errors.slice(1)) assert.is(error.code, 'ERR_PROC_FAILED');
    assert.equal(err.errors.map((e) => e.rank).sort(), [...Array(n).keys()]);
  }
});

test('bad CLI usage exits with 2 and says why', () => {
  const r = cli('run', '-n', 'zero', 'x.mjs');
  assert.is(r.status, 2);
  assert.match(r.stderr, '-n needs an integer >= 1, got "zero"');
  assert.is(
    cli('--version').stdout.trim(),
    JSON.parse(spawnSync('cat', ['package.json'], { cwd: root, encoding: 'utf8' }).stdout).version,
  );
});

test('a rank module without a default export, using top-level await init()', async () => {
  const res = await run('toplevel.mjs', 5);
  assert.is(res.length, 5);
  assert.equal(
    res.map((r) => r),
    [undefined, undefined, undefined, undefined, undefined],
  );
});

test.run();
