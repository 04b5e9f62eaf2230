// The core on its own, in one thread: rings, heap and the import list. No ranks involved.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';

const bytes = readFileSync(new URL('../wasm/wasmpi.wasm', import.meta.url));
const module = new WebAssembly.Module(bytes);

function world(size, ringBytes) {
  const probe = new WebAssembly.Instance(module, {
    env: { memory: new WebAssembly.Memory({ initial: 2, maximum: 2, shared: true }) },
  });
  const need = probe.exports.layoutBytes(size, ringBytes) + (1 << 20);
  const memory = new WebAssembly.Memory({ initial: Math.ceil(need / 65536), maximum: 65536, shared: true });
  const x = new WebAssembly.Instance(module, { env: { memory } }).exports;
  assert.ok(x.worldInit(size, ringBytes, ringBytes / 4) > 0);
  const g = (n) => x[n].value;
  return { x, memory, g };
}

test('the core imports only its memory (loadable by any wasm host)', () => {
  const imports = WebAssembly.Module.imports(module);
  assert.equal(
    imports.map((i) => `${i.module}.${i.name}:${i.kind}`),
    ['env.memory:memory'],
  );
});

test('a ring carries records of every size across many wraps, in order', () => {
  const { x, memory, g } = world(2, 4096);
  const u8 = () => new Uint8Array(memory.buffer);
  let sent = 0;
  let got = 0;
  const len = (i) => (i * 37) % 1000; // 0 .. 999 bytes: pads at every offset
  const HB = g('HEADER_BYTES');
  while (got < 3000) {
    // send until the ring is full
    for (;;) {
      const n = len(sent);
      const rec = x.ringReserve(0, 1, n);
      if (rec === 0) break;
      u8().fill(sent & 255, rec + HB, rec + HB + n);
      x.ringPublish(0, 1, rec, g('KIND_EAGER'), 2, 0, sent, n, 0, 0);
      sent++;
    }
    assert.ok(x.ringUsed(0, 1) <= 4096);
    // receive a few
    for (let k = 0; k < 3; k++) {
      const rec = x.ringPeek(0, 1);
      if (rec === 0) break;
      const v = new DataView(memory.buffer);
      assert.is(v.getInt32(rec + g('H_TAG'), true), got, 'records arrive in order');
      const n = v.getUint32(rec + g('H_BYTES'), true);
      assert.is(n, len(got));
      const p = u8().subarray(rec + HB, rec + HB + n);
      assert.ok(
        p.every((b) => b === (got & 255)),
        `payload of record ${got}`,
      );
      x.ringPop(0, 1, rec);
      got++;
    }
  }
  assert.is(x.ringAnyReady(1, 0), 0);
  assert.is(x.ringAnyReady(0, 0), -1);
});

test('the heap reuses freed blocks, keeps them 64-byte aligned and rejects foreign pointers', () => {
  const { x } = world(1, 4096);
  const a = x.shmAlloc(100);
  const b = x.shmAlloc(100);
  assert.is(a % 64, 0);
  assert.ok(b !== a);
  assert.is(x.shmBlockBytes(a), 128);
  assert.is(x.shmFree(a), 0);
  assert.is(x.shmFree(a), -1, 'double free is refused');
  assert.is(x.shmAlloc(120), a, 'the freed block is reused');
  assert.is(x.shmFree(b + 8), -1);
  const before = x.shmAlloc(1);
  const big = x.shmAlloc(64 << 20); // beyond the initial memory: the heap grows it
  assert.ok(big > before);
  assert.is(x.shmAlloc(0x90000000), 0, 'past wasm32 limits');
});

test.run();
