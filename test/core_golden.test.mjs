// Facts about the built core that matter for speed and portability, read from its disassembly
// (binaryen, in memory): the reductions stay SIMD, bulk copies are memory.copy, waits are 32-bit,
// and the only import is the shared memory. The release build is stripped of names, so its
// functions are found through their exports and everything they call; the debug build keeps
// names and pins each fact to its kernel.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import binaryen from 'binaryen';

const read = (name) => binaryen.readBinary(readFileSync(new URL(`../wasm/${name}`, import.meta.url)));
const release = read('wasmpi.wasm');
const debug = read('wasmpi.debug.wasm');

function exportsOf(mod) {
  const out = new Map();
  for (let i = 0; i < mod.getNumExports(); i++) {
    const e = binaryen.getExportInfo(mod.getExportByIndex(i));
    out.set(e.name, e);
  }
  return out;
}

/** The text of one function's body. */
function bodyText(mod, name) {
  const ref = mod.getFunction(name);
  assert.ok(ref, `no function ${name}`);
  const info = binaryen.getFunctionInfo(ref);
  return info.body ? binaryen.emitText(info.body) : '';
}

/** The text of a function and of every function it calls, directly or not. */
function closureText(mod, name) {
  const seen = new Set();
  const todo = [name];
  let text = '';
  while (todo.length) {
    const f = todo.pop();
    if (seen.has(f)) continue;
    seen.add(f);
    const body = bodyText(mod, f);
    text += body;
    for (const m of body.matchAll(/\((?:return_)?call \$("(?:[^"\\]|\\.)*"|[^\s()]+)/g)) {
      todo.push(m[1].startsWith('"') ? JSON.parse(m[1]) : m[1]);
    }
  }
  return text;
}

/** An exported function of the release build with everything it calls. */
const exported = (name) => {
  const e = exportsOf(release).get(name);
  assert.ok(e && e.kind === binaryen.ExternalFunction, `the core exports no function ${name}`);
  return closureText(release, e.value);
};

/** A function of the debug build by the end of its name (`kernel/reduce/byOp<f32>`). */
function named(suffix) {
  for (let i = 0; i < debug.getNumFunctions(); i++) {
    const { name } = binaryen.getFunctionInfo(debug.getFunctionByIndex(i));
    if (name.endsWith(suffix)) return bodyText(debug, name);
  }
  assert.unreachable(`the debug build has no function named *${suffix}`);
}

for (const [build, mod] of [
  ['release', release],
  ['debug', debug],
]) {
  test(`${build}: the only import is env.memory, shared, at most 65536 pages (no env.abort)`, () => {
    const wm = new WebAssembly.Module(mod.emitBinary());
    const imports = WebAssembly.Module.imports(wm).map((i) => `${i.module}.${i.name}:${i.kind}`);
    assert.equal(imports, ['env.memory:memory']);
    const mem = mod.getMemoryInfo();
    assert.equal([mem.module, mem.base, mem.shared, mem.max, mem.is64], ['env', 'memory', true, 65536, false]);
  });
}

test('release: exports ABI_VERSION, an immutable i32 global equal to assembly/layout.ts', () => {
  const e = exportsOf(release).get('ABI_VERSION');
  assert.ok(e && e.kind === binaryen.ExternalGlobal, 'ABI_VERSION is not an exported global');
  const g = binaryen.getGlobalInfo(release.getGlobal(e.value));
  assert.is(g.mutable, false);
  assert.is(g.type, binaryen.i32);
  const source = readFileSync(new URL('../assembly/layout.ts', import.meta.url), 'utf8');
  const want = Number(/^export const ABI_VERSION: u32 = (\d+);/m.exec(source)[1]);
  assert.is(binaryen.getExpressionInfo(g.init).value, want);
});

test('the f32 and f64 sum kernels are SIMD: f32x4.add and f64x2.add', () => {
  assert.match(named('kernel/reduce/byOp<f32>'), 'f32x4.add');
  assert.match(named('kernel/reduce/byOp<f64>'), 'f64x2.add');
  const reduce3 = exported('reduce3'); // what ships: the release build, optimised
  assert.match(reduce3, 'f32x4.add');
  assert.match(reduce3, 'f64x2.add');
});

test('bulk copies are memory.copy (the copy kernel and the datatype engine)', () => {
  assert.match(exported('copy'), 'memory.copy');
  assert.match(exported('dtPack'), 'memory.copy');
  assert.match(exported('dtUnpack'), 'memory.copy');
});

test('waits are memory.atomic.wait32 (never wait64); the heap lock waits, doorbells notify', () => {
  const all = release.emitText();
  assert.not.match(all, 'memory.atomic.wait64');
  assert.match(exported('shmAlloc'), 'memory.atomic.wait32');
  assert.match(exported('doorbellRing'), 'memory.atomic.notify');
});

test.run();
