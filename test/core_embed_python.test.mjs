// examples/embed/python/host.py: the core (wasm/wasmpi.wasm) driven from Python with wasmtime, no
// JavaScript in the host. Run as a user runs it; its output must be the computed results: the
// header words worldInit wrote, the sums of the core's kernel, the bytes the datatype engine
// packed (derived here from the vector's layout, independently of the host) and the ping-pong's
// round trips. Then the host's own checks are held to failing: a core of another ABI is refused,
// a kernel that computes something else and a corrupted payload make it exit non-zero. Skipped,
// saying so, where python3 or its wasmtime module is missing (pip install wasmtime).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CHILD_LIMIT_MS } from './helpers.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const HOST = 'examples/embed/python/host.py';
// utf-8: the host prints µs whatever the locale; no bytecode: the -c runs import the host as a
// module, which would leave a __pycache__ in examples/
const env = { ...process.env, PYTHONIOENCODING: 'utf-8', PYTHONDONTWRITEBYTECODE: '1' };
const python = (args) => spawnSync('python3', args, { cwd: root, env, encoding: 'utf8', timeout: CHILD_LIMIT_MS });

const module = new WebAssembly.Module(readFileSync(new URL('../wasm/wasmpi.wasm', import.meta.url)));
const core = new WebAssembly.Instance(module, {
  env: { memory: new WebAssembly.Memory({ initial: 2, maximum: 2, shared: true }) },
}).exports;

// What the host computes, derived here: the sums of 100 (i + 1) and i + 0.5; three items of
// vector(4, 2, 5) of float64 (extent 17 doubles) over a source whose double k holds k.
const sums = Array.from({ length: 8 }, (_, i) => 100 * (i + 1) + i + 0.5);
const packed = [];
for (let item = 0; item < 3; item++)
  for (let block = 0; block < 4; block++) for (let j = 0; j < 2; j++) packed.push(item * 17 + block * 5 + j);

// Runs Python code with the host imported as a module, changed as `patch` says, then its main().
const patched = (patch) =>
  python(['-c', `import sys; sys.path.insert(0, 'examples/embed/python'); import host\n${patch}\nhost.main()`]);

const probe = python(['-c', 'import wasmtime']);
if (probe.error) {
  console.log(
    `core_embed_python: skipped: python3 cannot be run (${probe.error.code}), so the Python host is not tested`,
  );
} else if (probe.status !== 0) {
  console.log('core_embed_python: skipped: the wasmtime module is not installed for python3 (pip install wasmtime)');
} else {
  test('python3 host.py: the world, the sum kernel, the pack and 1000 checked round trips', () => {
    const r = python([HOST]);
    assert.is(r.status, 0, `python3 ${HOST} exited ${r.status} (${r.signal ?? ''}):\n${r.stdout}\n${r.stderr}`);
    const lines = r.stdout.trim().split('\n');
    assert.is(lines.length, 4, r.stdout);
    assert.is(
      lines[0],
      `core ABI ${core.ABI_VERSION.value}: a world of 2 ranks, rings of 4096 bytes, eager messages up to 1024 bytes`,
    );
    assert.is(lines[1], `sum kernel: ${sums.join(' ')}`);
    assert.is(lines[2], `pack: 3 items of vector(4, 2, 5) of float64 (extent 136), 192 bytes: ${packed.join(' ')}`);
    const m = /^ping-pong: (\d+) round trips of 64 bytes between 2 threads, mean (\d+\.\d) µs$/.exec(lines[3]);
    assert.ok(m, lines[3]);
    assert.is(Number(m[1]), 1000);
    assert.ok(Number(m[2]) > 0, lines[3]); // a time: only its form is checked, never its size
  });

  test('a core of another ABI version is refused before the world is laid out', () => {
    const r = patched('host.ABI = 3');
    assert.is.not(r.status, 0, r.stdout);
    assert.ok(r.stderr.includes(`wasmpi core ABI ${core.ABI_VERSION.value}, this host expects 3`), r.stderr);
    assert.is(r.stdout, '');
  });

  test('a kernel that computes something else fails the sum check', () => {
    // float32 (code 9) sums reinterpret the float64 bytes: other numbers than the host expects
    const r = patched('host.TYPE_FLOAT64 = 9');
    assert.is.not(r.status, 0, r.stdout);
    assert.ok(r.stderr.includes('HostError: sum[0] is'), r.stderr);
    assert.not.ok(r.stdout.includes('sum kernel:'), r.stdout);
  });

  test('a corrupted payload fails the ping-pong: the rank that saw it aborts the world, the other wakes', () => {
    // rank 1's 100th message, one byte changed after it arrived
    const r = patched(`
recv = host.Rank.recv
calls = [0]
def corrupt(self, src, tag, out, cap):
    got = recv(self, src, tag, out, cap)
    if self.rank == 1:
        calls[0] += 1
        if calls[0] == 100:
            got = bytes([got[0] ^ 1]) + got[1:]
    return got
host.Rank.recv = corrupt`);
    assert.is.not(r.status, 0, r.stdout);
    assert.ok(r.stderr.includes('HostError: round 99: rank 1 received'), r.stderr);
    assert.not.ok(r.stdout.includes('ping-pong:'), r.stdout);
  });
}

test.run();
