// Bad input at every public entry point, each expecting a coded WasmpiError and the world intact:
// inside ranks (test/ranks/fuzz.mjs: point-to-point, memory, collectives in their three forms,
// communicators, datatypes, packing, ops and requests), the options of launch and init, and buffers
// that lost their memory (a transferred ArrayBuffer, one resized to end before the view).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Worker } from 'node:worker_threads';
import { launch, WasmpiError, ErrorCode } from 'wasmpi';
import { run } from './helpers.mjs';

for (const n of [1, 2, 3, 5]) {
  test(`every entry point a rank calls refuses bad arguments with a coded WasmpiError, world intact (${n} ranks)`, async () => {
    const res = await run('fuzz.mjs', n, []);
    for (const r of res) {
      assert.ok(r.calls > 800, `${r.calls} bad calls made`);
      assert.equal(r.findings, [], r.findings.slice(0, 10).join('\n'));
      assert.ok(r.keptOk, 'a message sent before the bad calls is still there, with its bytes');
      assert.ok(r.intact, 'point-to-point and collectives work after the bad calls');
    }
  });
}

const entry = new URL('./ranks/launch_errors.mjs', import.meta.url);

/** launch with `opts` must reject with ERR_ARG naming `name` and the value. */
async function refused(opts, name) {
  try {
    await launch(entry, { args: ['args'], ...opts });
  } catch (e) {
    assert.instance(e, WasmpiError, `${name}: ${e}`);
    assert.is(e.code, 'ERR_ARG', e.message);
    assert.ok(e.message.includes(name), `"${e.message}" names ${name}`);
    return;
  }
  assert.unreachable(`launch accepted ${JSON.stringify(opts)}`);
}

test('launch refuses bad options with ERR_ARG naming the option', async () => {
  for (const ranks of [0, -1, 2.5, NaN, 'four', null, 100000]) await refused({ ranks }, 'ranks');
  for (const eagerBytes of [-1, NaN, 'abc', 1e9, 1.5, null]) await refused({ ranks: 2, eagerBytes }, 'eagerBytes');
  for (const memoryBytes of [-1, NaN, 'abc', 1.5, 2 ** 40]) await refused({ ranks: 2, memoryBytes }, 'memoryBytes');
  for (const timeoutMs of [0, -3, NaN, 'x']) await refused({ ranks: 2, timeoutMs }, 'timeoutMs');
  for (const args of ['x', [1], {}]) await refused({ ranks: 2, args }, 'args');
  for (const pendingRequests of ['x', 1]) await refused({ ranks: 2, pendingRequests }, 'pendingRequests');
  for (const signal of [{}, 'x']) await refused({ ranks: 2, signal }, 'signal');
  for (const placement of ['x', [0], [-1, 0], 42]) await refused({ ranks: 2, placement }, 'placement');
  for (const hw of [42, 'not a topology']) await refused({ ranks: 2, hw }, 'hw');
  for (const wasm of [42, {}]) await refused({ ranks: 2, wasm }, 'wasm');
  for (const opts of [null, 42, 'x']) {
    try {
      await launch(entry, opts);
      assert.unreachable(`launch accepted options ${opts}`);
    } catch (e) {
      assert.instance(e, WasmpiError);
      assert.is(e.code, 'ERR_ARG');
    }
  }
});

test('eagerBytes within the ring is taken: 0 sends every message by rendezvous', async () => {
  const [m] = await run('launch_errors.mjs', 2, ['args'], { eagerBytes: 0 });
  assert.match(m.rank, 'dest 99 is out of range');
});

test('init refuses bad options with ERR_ARG', async () => {
  const code = `
    import { init, WasmpiError } from 'wasmpi';
    import { parentPort } from 'node:worker_threads';
    const out = [];
    for (const o of [42, 'x', { wasm: 42 }, { wasm: {} }, { wasm: new Uint8Array(8) }]) {
      try { await init(o); out.push('accepted'); } catch (e) { out.push(e instanceof WasmpiError ? e.code : String(e)); }
    }
    parentPort.postMessage(out);`;
  const w = new Worker(code, { eval: true, type: 'module' });
  const out = await new Promise((resolve, reject) => {
    w.once('message', resolve);
    w.once('error', reject);
  });
  await w.terminate();
  assert.equal(out, Array(5).fill('ERR_ARG'));
  assert.ok(Object.keys(ErrorCode).includes(out[0]));
});

test.run();
