// The package under Deno and Bun: the suite's own test files for point-to-point, collectives,
// derived datatypes, value collectives, requests and errors (uvu runs a test file on its own,
// under any runtime), test/runtimes/driver.mjs for what depends on the host (failure reports and
// their speed, top-level init(), heap growth, hwProbe), and the CLI, run under each runtime whose
// binary the devDependencies put in node_modules/.bin.
// A runtime that is not installed is skipped, saying so. One driver process per runtime, one test
// per runtime and group of cases; the runtimes run one after the other (the timing checks inside
// the driver want the machine's cores to themselves).
// Long: runs in npm run test:all (a dozen test files again under each of Deno and Bun).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hwProbe } from 'wasmpi';
import { CHILD_LIMIT_MS } from './helpers.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const binOf = (name) => {
  const base = join(root, 'node_modules', '.bin', name);
  return process.platform === 'win32' && existsSync(`${base}.exe`) ? `${base}.exe` : base;
};

// Deno: all permissions (workers, shared memory, sysfs, child processes for the CLI's lstopo), and
// nothing fetched: npm packages come from the existing node_modules (package.json's "exports" resolve
// 'wasmpi' to this repository), no remote modules, no lock file written, no update check.
// Bun: no auto-install.
const RUNTIMES = [
  {
    name: 'deno',
    bin: binOf('deno'),
    args: ['run', '-A', '--no-remote', '--no-lock', '--node-modules-dir=manual', '--cached-only'],
  },
  { name: 'bun', bin: binOf('bun'), args: ['--no-install'] },
];
const ENV = { ...process.env, DENO_NO_UPDATE_CHECK: '1', DENO_NO_PROMPT: '1', NO_COLOR: '1' };
const GROUPS = ['fail', 'host'];
/** The suite's files that run under each runtime as they are. */
const SUITE = ['p2p_buf', 'p2p_dtype', 'coll_rules', 'dtype_maps', 'coll_value', 'p2p_nb', 'p2p_pr', 'launch_errors'];

/** Runs one of the suite's test files under a runtime: uvu's totals and how it ended. */
function suiteFile(rt, file) {
  const r = spawnSync(rt.bin, [...rt.args, `test/${file}.test.mjs`], {
    cwd: root,
    env: ENV,
    encoding: 'utf8',
    timeout: DRIVER_TIMEOUT,
    killSignal: 'SIGKILL',
  });
  const out = `${r.stdout}\n${r.stderr}`; // (a colour code may follow a number: \d+ stops before it)
  const num = (k) => Number(new RegExp(`^\\s*${k}:\\s*(\\d+)`, 'm').exec(out)?.[1] ?? NaN);
  return { status: r.status ?? r.signal, total: num('Total'), passed: num('Passed'), tail: out.slice(-3000) };
}
const DRIVER_TIMEOUT = 120_000; // about 10 s each on an idle 2-core machine; a hung world fails its case after 20 s

/** Runs the driver under a runtime: { plan, results: Map(name -> case), status, signal, stderr }. */
function drive(rt) {
  return new Promise((resolve) => {
    const child = spawn(rt.bin, [...rt.args, 'test/runtimes/driver.mjs'], {
      cwd: root,
      env: ENV,
      timeout: DRIVER_TIMEOUT,
      killSignal: 'SIGKILL',
    });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (d) => (out += d));
    child.stderr.setEncoding('utf8').on('data', (d) => (err += d));
    const done = (status, signal) => {
      let plan = null;
      const results = new Map();
      for (const line of out.split('\n')) {
        if (!line.startsWith('{')) continue;
        let o;
        try {
          o = JSON.parse(line);
        } catch {
          continue;
        }
        if (o.plan) plan = o.plan;
        else if (o.name) results.set(o.name, o);
      }
      resolve({ plan, results, status, signal, stderr: err.slice(-3000), stdout: out.slice(-1000) });
    };
    child.on('error', (e) => {
      err += String(e);
      done(null, null);
    });
    child.on('close', done);
  });
}

const cli = (rt, ...args) =>
  spawnSync(rt.bin, [...rt.args, 'bin/wasmpi.mjs', ...args], {
    cwd: root,
    env: ENV,
    encoding: 'utf8',
    timeout: CHILD_LIMIT_MS,
    killSignal: 'SIGKILL',
  });

for (const rt of RUNTIMES) {
  if (!existsSync(rt.bin)) {
    console.log(`runtimes: ${rt.name} is not installed (${rt.bin} missing): its tests are skipped`);
    continue;
  }
  let driven;
  const driver = () => (driven ??= drive(rt));

  for (const group of GROUPS) {
    test(`${rt.name}: driver cases of group ${group} (test/runtimes/driver.mjs)`, async () => {
      const d = await driver();
      const why = `${rt.name} exited with ${d.status ?? d.signal}; stderr:\n${d.stderr}\nstdout tail:\n${d.stdout}`;
      assert.ok(d.plan, `the driver printed no plan: ${why}`);
      const planned = d.plan.filter((c) => c.group === group);
      assert.ok(planned.length > 0, `no cases in group ${group}`);
      const bad = [];
      for (const { name } of planned) {
        const r = d.results.get(name);
        if (!r) bad.push(`${name}: did not run (${why})`);
        else if (!r.ok) bad.push(`${name}: ${r.detail}`);
      }
      assert.ok(bad.length === 0, `${bad.length} of ${planned.length} failed under ${rt.name}:\n${bad.join('\n')}`);
      if (group === 'host') {
        const probe = [...d.results.values()].find((r) => r.name.startsWith('hwProbe()'));
        assert.is(probe.detail, JSON.stringify(hwProbe().toJSON()), `${rt.name}'s hwProbe() differs from Node's`);
      }
    });
  }

  for (const file of SUITE) {
    test(`${rt.name}: test/${file}.test.mjs passes as it does under Node`, () => {
      const r = suiteFile(rt, file);
      assert.ok(r.total > 0, `no tests ran (exit ${r.status}):\n${r.tail}`);
      assert.is(r.passed, r.total, `${r.total - r.passed} of ${r.total} failed under ${rt.name}:\n${r.tail}`);
      assert.is(r.status, 0, `exit ${r.status}:\n${r.tail}`);
    });
  }

  test(`${rt.name}: the driver exits 0`, async () => {
    const d = await driver();
    assert.is(d.status, 0, `exit ${d.status ?? d.signal}; stderr:\n${d.stderr}`);
  });

  test(`${rt.name}: wasmpi run -n 3 examples/demo.mjs`, () => {
    const r = cli(rt, 'run', '-n', '3', 'examples/demo.mjs');
    assert.is(r.status, 0, `exit ${r.status ?? r.signal}: ${r.stderr}`);
    assert.match(r.stdout, 'ring of 3 ranks: token = 3000 (expected 3000) after 1000 laps');
    assert.match(r.stdout, 'rank 2 says: received a block from rank 1');
  });

  test(`${rt.name}: the CLI reports a failing rank and exits 1`, () => {
    const r = cli(rt, 'run', '-n', '3', 'test/ranks/tool_cli_boom.mjs', '2');
    assert.is(r.status, 1, `exit ${r.status ?? r.signal}: ${r.stderr}`);
    assert.match(r.stderr, 'rank 2: TypeError: rank 2 cannot go on');
    assert.match(r.stderr, /rank 0: \[ERR_PROC_FAILED\] WasmpiError: rank 0: recv\(source 2, tag 0\) cannot complete/);
  });
}

test.run();
