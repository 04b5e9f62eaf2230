// examples/embed/: a host that drives the raw core (wasm/wasmpi.wasm) without the shell, run as a
// user runs it, under Node and, when the bun devDependency is installed, under Bun. Its output must
// be the computed results: the received message's size and tag, and the sums that the core's
// kernel left in the shared heap, which the test derives independently of the example. A wrong
// message or a wrong sum makes the example throw (non-zero exit) or print other numbers.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CHILD_LIMIT_MS } from './helpers.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bun = fileURLToPath(new URL('../node_modules/.bin/bun', import.meta.url));

const module = new WebAssembly.Module(readFileSync(new URL('../wasm/wasmpi.wasm', import.meta.url)));
const core = new WebAssembly.Instance(module, {
  env: { memory: new WebAssembly.Memory({ initial: 2, maximum: 2, shared: true }) },
}).exports;

// What the example sends (rank 0: i + 0.5) and holds (rank 1: 100 (i + 1)), 8 float64 each.
const sent = Array.from({ length: 8 }, (_, i) => i + 0.5);
const held = Array.from({ length: 8 }, (_, i) => 100 * (i + 1));
const expected = [
  `core ABI ${core.ABI_VERSION.value}: rank 1 received 64 bytes from rank 0 (tag 7)`,
  `sum kernel: ${held.map((v, i) => v + sent[i]).join(' ')}`,
];

function runHost(runtime) {
  const r = spawnSync(runtime, ['examples/embed/host.mjs'], { cwd: root, encoding: 'utf8', timeout: CHILD_LIMIT_MS });
  assert.is(r.status, 0, `${runtime} examples/embed/host.mjs exited ${r.status} (${r.signal ?? ''}):\n${r.stderr}`);
  assert.equal(r.stdout.trim().split('\n'), expected);
}

test('abiVersion() returns the ABI_VERSION the core exports as a global', () => {
  assert.is(core.abiVersion(), core.ABI_VERSION.value);
  assert.ok(core.abiVersion() >= 3);
});

test('node examples/embed/host.mjs: the message arrives and the sum kernel adds it', () => {
  runHost(process.execPath);
});

if (existsSync(bun)) {
  test('bun examples/embed/host.mjs: the same results under Bun', () => {
    runHost(bun);
  });
} else {
  console.log('embed_host: skipped the Bun run: node_modules/.bin/bun is not installed (npm install)');
}

test.run();
