// Where the core comes from when the program says (init({ wasm }), launch(url, { wasm })): a path,
// a file: URL, the bytes, or a compiled WebAssembly.Module; and the errors for anything else.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { launch } from 'wasmpi';

const WASM = fileURLToPath(new URL('../wasm/wasmpi.wasm', import.meta.url));
const RANK = new URL('./ranks/launch_wasm_echo.mjs', import.meta.url);
const bytes = readFileSync(WASM);

async function rejects(p, code, parts) {
  try {
    await p;
  } catch (e) {
    assert.is(e.code, code, `${e.code}: ${e.message}`);
    for (const part of parts) assert.ok(e.message.includes(part), `"${part}" in: ${e.message}`);
    return;
  }
  assert.unreachable('expected a rejection');
}

for (const [what, wasm] of [
  ['a path', WASM],
  ['a file: URL', pathToFileURL(WASM)],
  ['the bytes (Uint8Array)', new Uint8Array(bytes)],
  ['the bytes (ArrayBuffer)', bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length)],
  ['a compiled WebAssembly.Module', new WebAssembly.Module(bytes)],
]) {
  test(`launch(url, { wasm: ${what} }) runs 3 ranks on that core`, async () => {
    const res = await launch(RANK, { ranks: 3, args: ['a', 'b'], wasm });
    assert.equal(
      res.map((r) => r.rank),
      [0, 1, 2],
    );
    for (const r of res) assert.equal(r.value, ['a', 'b'], `rank ${r.rank}'s args`);
  });
}

test('launch with a wasm that is not the core: ERR_ARG naming what is wrong', async () => {
  await rejects(launch(RANK, { ranks: 2, wasm: new Uint8Array([1, 2, 3]) }), 'ERR_ARG', ['not a WebAssembly module']);
  // a valid module (the empty one), not wasmpi's core
  await rejects(launch(RANK, { ranks: 2, wasm: new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]) }), 'ERR_ARG', [
    "not wasmpi's core",
  ]);
  await rejects(launch(RANK, { ranks: 2, wasm: '/no/such/core.wasm' }), 'ERR_ARG', ['/no/such/core.wasm']);
  await rejects(launch(RANK, { ranks: 2, wasm: 42 }), 'ERR_ARG', ['wasm must be', '42']);
});

test('init({ wasm }) outside a launch: a world of one rank on the given core; bad options are ERR_ARG', () => {
  const script = `
    import { init } from 'wasmpi';
    const world = await init({ wasm: ${JSON.stringify(WASM)} });
    const x = new Int32Array([5]);
    world.allreduce(x, x.subarray(0, 1).slice(), 'sum');
    let bad = 'none';
    try { await import('wasmpi').then((m) => m.init(7)); } catch (e) { bad = e.code; }
    console.log(JSON.stringify({ size: world.size, rank: world.rank, bad }));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    encoding: 'utf8',
  });
  assert.equal(JSON.parse(out.trim().split('\n').pop()), { size: 1, rank: 0, bad: 'ERR_ARG' });
});

test.run();
