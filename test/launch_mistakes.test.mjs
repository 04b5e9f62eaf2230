// Long: each mistake runs a world or the CLI in a process of its own (about 7 s).
// Mistakes a new user makes are loud: a rank module without an entry, requests left pending,
// CLI flags in the "wrong" place, a missing module, a closed pipe; and launches end promptly
// (no linger after the ranks are done, an AbortSignal stops a world).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'wasmpi';
import { run, runFailing, byRank, CHILD_LIMIT_MS } from './helpers.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const cli = (...args) =>
  spawnSync(process.execPath, ['bin/wasmpi.mjs', ...args], { cwd: root, encoding: 'utf8', timeout: CHILD_LIMIT_MS });
const ranksFile = (f) => fileURLToPath(new URL(`./ranks/${f}`, import.meta.url));

// Node runs TypeScript from 22.6 on (wasmpi gives the ranks --experimental-strip-types where it is
// still needed); before, a TypeScript rank module is refused once, before any thread starts.
const [major, minor] = process.versions.node.split('.').map(Number);
const nodeRunsTs = major > 22 || (major === 22 && minor >= 6);
const TS_MODULE = 'test/ranks/launch_mistakes_ts.mts';

// Guards the TypeScript check: under Node 20 every rank failed on its own with Node's
// ERR_UNKNOWN_FILE_EXTENSION, and nothing said what to do.
test('a TypeScript rank module where Node cannot run it: one ERR_ARG, before any rank, saying what to do', async () => {
  if (nodeRunsTs) {
    const r = cli('run', '-n', '3', TS_MODULE);
    assert.is(r.status, 0, r.stderr);
    assert.match(r.stdout, 'typescript ranks: 3, sum 3');
    return;
  }
  for (const procs of [[], ['--procs', '2']]) {
    const r = cli('run', '-n', '4', ...procs, TS_MODULE);
    assert.is(r.status, 2, r.stderr);
    assert.is(r.stderr.split('is TypeScript').length, 2, `once, not once per rank or process:\n${r.stderr}`);
    assert.match(r.stderr, `rank module ${join(root, TS_MODULE)} is TypeScript, which Node ${process.version}`);
    assert.match(r.stderr, 'Run it under Node 22.6 or later');
    assert.match(r.stderr, 'Deno or Bun');
    assert.match(r.stderr, 'npx esbuild launch_mistakes_ts.mts --outfile=launch_mistakes_ts.mjs');
    assert.not.match(r.stderr, 'ERR_UNKNOWN_FILE_EXTENSION');
    assert.is(r.stdout, '');
  }
  const err = await runFailing('launch_mistakes_ts.mts', 4);
  assert.is(err.code, 'ERR_ARG');
  assert.is(err.errors, undefined, 'refused before any rank ran');
  assert.match(err.message, 'launch: rank module');
});

const bun = join(root, 'node_modules', '.bin', 'bun');
test('a TypeScript rank module runs under Bun (when installed)', () => {
  if (!existsSync(bun)) return console.log('  (Bun is not installed: skipped)');
  const r = spawnSync(bun, ['--no-install', 'bin/wasmpi.mjs', 'run', '-n', '3', TS_MODULE], {
    cwd: root,
    encoding: 'utf8',
    timeout: CHILD_LIMIT_MS,
  });
  assert.is(r.status, 0, r.stderr);
  assert.match(r.stdout, 'typescript ranks: 3, sum 3');
});

test('a rank module with no default export that never calls init() fails, naming the file and its exports', async () => {
  const err = await runFailing('launch_mistakes_helpers.mjs', 3);
  assert.is(err.code, 'ERR_ARG');
  assert.is(byRank(err).size, 3); // every rank fails alike
  assert.match(err.message, `rank module ${ranksFile('launch_mistakes_helpers.mjs')} has no default export`);
  assert.match(err.message, 'it exports helper, size');
  assert.match(err.message, 'export default function main(world, args)');
});

test('a named `main` instead of a default export is pointed out', async () => {
  const err = await runFailing('launch_mistakes_main.mjs', 2);
  assert.is(err.code, 'ERR_ARG');
  assert.match(err.message, 'exports a function named main; export it as the default');
});

test('a default export that is not a function is an error, with what it is', async () => {
  const err = await runFailing('launch_mistakes_value.mjs', 2);
  assert.is(err.code, 'ERR_ARG');
  assert.match(err.message, 'its default export is Object, expected a function main(world, args)');
});

test('the CLI prints a mistake shared by every rank once, with the ranks that made it', () => {
  const r = cli('run', '-n', '4', 'test/ranks/launch_mistakes_helpers.mjs');
  assert.is(r.status, 1);
  assert.match(
    r.stderr,
    /^ranks 0-3: \[ERR_ARG\] WasmpiError: rank module .*launch_mistakes_helpers\.mjs has no default export/,
  );
  assert.is(r.stderr.split('has no default export').length, 2, r.stderr);
});

test('a rank that returns with an unmatched irecv fails with ERR_PENDING naming the call', async () => {
  for (const size of [1, 3]) {
    const err = await runFailing('launch_mistakes_pending.mjs', size, ['irecv']);
    assert.is(err.code, 'ERR_PENDING');
    assert.is(err.rank, 0);
    assert.match(err.message, 'rank 0 ends with 1 request never completed: irecv(source any, tag 5) on COMM_WORLD');
    assert.match(err.message, 'req.wait()');
  }
});

test('a completed but never waited collective request and a started persistent one are pending too', async () => {
  let err = await runFailing('launch_mistakes_pending.mjs', 3, ['iallreduce']);
  assert.is(err.code, 'ERR_PENDING');
  assert.is(err.rank, 1);
  assert.match(err.message, 'iallreduce on COMM_WORLD');
  err = await runFailing('launch_mistakes_pending.mjs', 2, ['persistent']);
  assert.is(err.code, 'ERR_PENDING');
  assert.match(err.message, 'recvInit(source any, tag 9) on COMM_WORLD');
  err = await runFailing('launch_mistakes_pending.mjs', 1, ['many']);
  assert.match(err.message, 'ends with 12 requests never completed: irecv(source any, tag 100) on COMM_WORLD;');
  assert.match(err.message, '... and 4 more');
});

test('requests waited, tested, freed or inactive are not pending', async () => {
  for (const size of [1, 2, 5])
    assert.equal(await run('launch_mistakes_pending.mjs', size, ['completed']), Array(size).fill('completed'));
});

test("pendingRequests: 'warn' (CLI --pending warn) prints a warning and the run succeeds", () => {
  const r = cli('run', '-n', '2', '--pending', 'warn', 'test/ranks/launch_mistakes_pending.mjs', 'irecv');
  assert.is(r.status, 0, r.stderr);
  assert.match(
    r.stderr,
    'wasmpi warning: finalize: rank 0 ends with 1 request never completed: irecv(source any, tag 5)',
  );
  const bad = cli('run', '-n', '2', '--pending', 'maybe', 'test/ranks/launch_mistakes_pending.mjs');
  assert.is(bad.status, 2);
  assert.match(bad.stderr, '--pending needs error or warn, got "maybe"');
});

test('launch checks its options, the entry file once, and an already aborted signal', async () => {
  const code = async (f) => {
    try {
      await f();
      return 'none';
    } catch (e) {
      return `${typeof e.code === 'string' ? e.code : e.name}: ${e.message}`;
    }
  };
  assert.match(
    await code(() => launch('test/ranks/nope.mjs', { ranks: 2 })),
    /^ERR_ARG: launch: no module at .*nope\.mjs/,
  );
  assert.match(
    await code(() => launch(ranksFile('launch_mistakes_pending.mjs'), { ranks: 2, pendingRequests: 'loud' })),
    `ERR_ARG: launch: pendingRequests must be 'error' or 'warn', got "loud"`,
  );
  assert.match(
    await code(() => launch(ranksFile('launch_mistakes_pending.mjs'), { ranks: 2, signal: {} })),
    'ERR_ARG: launch: signal must be an AbortSignal, got Object',
  );
  const ac = new AbortController();
  ac.abort();
  assert.match(
    await code(() => launch(ranksFile('launch_mistakes_pending.mjs'), { ranks: 2, signal: ac.signal })),
    /^AbortError/,
  );
});

test('an AbortSignal stops a running world: launch rejects with its reason', async () => {
  let err;
  try {
    await launch(ranksFile('launch_errors.mjs'), { ranks: 2, args: ['stuck'], signal: AbortSignal.timeout(300) });
  } catch (e) {
    err = e;
  }
  assert.ok(err, 'launch resolved');
  assert.is(err.name, 'TimeoutError'); // AbortSignal.timeout's reason
});

test('req.waitAsync({ signal }) rejects once aborted and leaves the request active', async () => {
  for (const size of [2, 3]) {
    const [r0] = await run('launch_mistakes_abort.mjs', size);
    assert.is(r0.first, 'TimeoutError');
    assert.ok(r0.ms >= 100, `aborted after ${r0.ms} ms, before its signal fired at 100 ms`);
    assert.is(r0.pending, true);
    assert.is(r0.already, 'given up');
    assert.is(r0.bad, 'ERR_ARG: request.waitAsync: signal must be an AbortSignal, got "soon"');
    assert.is(r0.value, 42);
    assert.is(r0.source, 1);
  }
});

test('a launch ends as soon as its ranks are done: a 2-rank `wasmpi run` does not linger after its last rank', () => {
  // the time from the last rank's end to the process's exit (the linger), against the time from the
  // start to the last rank's end (the run): the process used to linger 2 s after its ranks were done,
  // several times its run; it takes about 40 ms now, a small part of it. A ratio of two times from
  // the same run, not a wall-clock bound, so that a slow start on a busy machine does not count.
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const started = Date.now();
    const r = cli('run', '-n', '2', 'test/ranks/launch_mistakes_pending.mjs', 'completed', 'stamp');
    const exited = Date.now();
    assert.is(r.status, 0, r.stderr);
    const ends = [...r.stdout.matchAll(/ended (\d+)/g)].map((m) => Number(m[1]));
    assert.is(ends.length, 2, r.stdout);
    const last = Math.max(...ends);
    best = Math.min(best, (exited - last) / Math.max(1, last - started));
  }
  assert.ok(best < 1, `best of 3: the process lingered ${best.toFixed(2)} times its run after the last rank ended`);
});

test('flags may follow the module; program arguments after -- keep their dashes', () => {
  const r = cli('run', 'examples/demo.mjs', '-n', '3');
  assert.is(r.status, 0, r.stderr);
  assert.match(r.stdout, 'ring of 3 ranks');
  const np = cli('run', '-np', '2', 'examples/demo.mjs');
  assert.match(np.stdout, 'ring of 2 ranks');
  const args = cli('run', 'test/ranks/launch_mistakes_args.mjs', 'a', '-n', '2', 'b', '--', '--c', '-n', '4');
  assert.is(args.status, 0, args.stderr);
  assert.equal(JSON.parse(args.stdout), ['a', 'b', '--c', '-n', '4']);
});

test('run --help prints the options; -n is required; unknown options and missing modules say so once', () => {
  const help = cli('run', '--help');
  assert.is(help.status, 0);
  assert.match(help.stdout, '-n, --ranks <n>');
  assert.match(help.stdout, '--pending error|warn');
  const noN = cli('run', 'examples/demo.mjs');
  assert.is(noN.status, 2);
  assert.match(noN.stderr, '-n <ranks> is required');
  const unknown = cli('run', '-n', '2', 'examples/demo.mjs', '--size', '3');
  assert.is(unknown.status, 2);
  assert.match(unknown.stderr, "Unknown option '--size'");
  const missing = cli('run', '-n', '10', 'no/such/app.mjs');
  assert.is(missing.status, 2);
  assert.is(missing.stderr.trim().split('\n').length, 1, missing.stderr);
  assert.match(missing.stderr, 'wasmpi run: no module at ');
  const cmd = cli('runn');
  assert.is(cmd.status, 2);
  assert.match(cmd.stderr, 'unknown command "runn"');
});

test('a reader that stops early (| head) ends the run quietly, without EPIPE', () => {
  const r = spawnSync(
    'bash',
    ['-c', 'set -o pipefail; node bin/wasmpi.mjs run -n 2 test/ranks/launch_mistakes_chatty.mjs | head -2'],
    {
      cwd: root,
      encoding: 'utf8',
      timeout: CHILD_LIMIT_MS,
    },
  );
  assert.is(r.stdout.split('\n').length, 3); // two lines and the final newline
  assert.not.match(r.stderr, 'EPIPE');
  assert.is(r.stderr, '');
  assert.is(r.status, 0);
});

test('CLI errors show the rank code and wasmpi frames mapped to their sources', () => {
  const r = cli('run', '-n', '3', 'test/ranks/tool_cli_boom.mjs', '2');
  assert.is(r.status, 1);
  assert.match(r.stderr, /boom\.mjs:\d+:\d+/); // the user's file and line
  assert.match(r.stderr, /ts\/comm\/base\.ts:\d+:\d+/); // not dist/chunk-*.mjs
  assert.not.match(r.stderr, /chunk-[A-Z0-9]+\.mjs/);
});

test("an uncaught error from launch in a user's script shows the message, not a screen of bundled code", () => {
  // Node prints the source line of the throwing frame above the error: the bundles keep lines short
  const script = `import { launch } from 'wasmpi'; await launch(${JSON.stringify(ranksFile('no_such_module.mjs'))}, { ranks: 2 });`;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
    timeout: CHILD_LIMIT_MS,
  });
  assert.is.not(r.status, 0);
  assert.match(r.stderr, 'WasmpiError: launch: no module at');
  const longest = Math.max(...r.stderr.split('\n').map((l) => l.length));
  assert.ok(longest <= 600, `stderr has a line of ${longest} characters`);
  assert.ok(r.stderr.length < 4000, `stderr holds ${r.stderr.length} characters`);
});

test.run();
