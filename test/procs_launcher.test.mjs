// A process that an MPI launcher started as one of several without a PMI connection to join the
// others through (Open MPI; PMI variables without PMI_FD): init(), launch() and `wasmpi run` refuse
// with ERR_COMM instead of each process silently running a world of its own. A job of one process
// runs as usual. (Jobs that Hydra starts: test/procs.test.mjs.)
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { CHILD_LIMIT_MS } from './helpers.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const TOP = `import { init } from 'wasmpi'; const w = await init(); console.log('world of ' + w.size);`;
const LAUNCH = `import { launch } from 'wasmpi';
  const r = await launch('./test/ranks/launch_wasm_echo.mjs', { ranks: 2, args: ['x'] }); console.log('launched ' + r.length);`;

function node(code, env) {
  return spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: CHILD_LIMIT_MS,
  });
}

for (const [who, env] of [
  ['PMI variables without a PMI connection (PMI_RANK, PMI_SIZE, no PMI_FD)', { PMI_RANK: '1', PMI_SIZE: '3' }],
  ['Open MPI (OMPI_COMM_WORLD_*)', { OMPI_COMM_WORLD_RANK: '1', OMPI_COMM_WORLD_SIZE: '3' }],
]) {
  test(`started by ${who} as process 1 of 3: init(), launch() and wasmpi run fail with ERR_COMM`, () => {
    for (const code of [TOP, LAUNCH]) {
      const r = node(code, env);
      assert.is.not(r.status, 0, `exit code; stdout: ${r.stdout}`);
      assert.match(r.stderr, 'ERR_COMM');
      assert.match(r.stderr, 'process 1 of 3');
      assert.match(r.stderr, 'wasmpi run -n 3');
      assert.not.match(r.stdout, /world of|launched/);
    }
    const cli = spawnSync(process.execPath, ['bin/wasmpi.mjs', 'run', '-n', '2', 'examples/demo.mjs'], {
      cwd: root,
      env: { ...process.env, ...env },
      encoding: 'utf8',
      timeout: CHILD_LIMIT_MS,
    });
    assert.is(cli.status, 1, cli.stderr);
    assert.match(cli.stderr, '[ERR_COMM]');
    assert.not.match(cli.stderr, '    at ', 'no stack trace for a refused launch');
  });
}

test('a launcher job of one process (mpiexec -n 1) runs as usual', () => {
  const env = { PMI_RANK: '0', PMI_SIZE: '1' };
  assert.match(node(TOP, env).stdout, 'world of 1');
  assert.match(node(LAUNCH, env).stdout, 'launched 2');
});

test("launch from `node --input-type=module -e '...'`: the ranks' threads do not inherit the entry's options", () => {
  const r = node(LAUNCH, {});
  assert.is(r.status, 0, r.stderr);
  assert.match(r.stdout, 'launched 2');
});

test.run();
