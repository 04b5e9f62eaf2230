// The core's ABI as the shell compiles it in (ts/core/abi.ts, generated from assembly/): fresh for
// the current sources, complete and equal to what the built core exports, checked when a core is
// loaded (a mismatch is ERR_INTERN naming it), carried by the shell's Datatype and Op codes, and
// described by docs/abi.md (every export named there, nothing named there that is not one).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { Datatype, Op } from 'wasmpi';
import { staleGenerated } from '../scripts/gen/index.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = await esbuild.build({
  stdin: {
    contents: `export * as abi from './ts/core/abi.ts'; export { checkCoreAbi } from './ts/core/core.ts';`,
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  format: 'esm',
  platform: 'node',
  write: false,
});
const { abi, checkCoreAbi } = await import(
  `data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString('base64')}`
);
const { CORE_FUNCTIONS, CORE_GLOBALS, EXPORTED_CONSTANTS } = abi;
/** Every constant of the generated module (the ABI's sources), by name. */
const CONSTANTS = Object.fromEntries(
  Object.entries(abi).filter(([n, v]) => /^[A-Z][A-Z0-9_]*$/.test(n) && typeof v === 'number'),
);

const module = new WebAssembly.Module(readFileSync(new URL('../wasm/wasmpi.wasm', import.meta.url)));
const fresh = () =>
  new WebAssembly.Instance(module, {
    env: { memory: new WebAssembly.Memory({ initial: 2, maximum: 2, shared: true }) },
  }).exports;

/** The ERR_INTERN that `f` throws. */
function intern(f) {
  try {
    f();
  } catch (e) {
    assert.is(e.code, 'ERR_INTERN', e.message);
    assert.match(e.message, /rebuild the core and the shell together/);
    return e;
  }
  assert.unreachable('expected ERR_INTERN');
}

test('ts/core/abi.ts is what scripts/gen/abi.mjs gives for the current sources', () => {
  assert.equal(staleGenerated(root), []);
});

test('the built core exports exactly the generated functions, globals and constants', () => {
  const x = fresh();
  const fns = [],
    globals = [],
    consts = [];
  for (const [name, v] of Object.entries(x)) {
    if (typeof v === 'function') {
      if (name !== 'coreAbort') fns.push(name); // the abort handler: for asc's --use abort, never called
    } else if (v instanceof WebAssembly.Global) {
      // mutable globals cannot be told from constants by the object: by the generated lists
      (CORE_GLOBALS.includes(name) ? globals : consts).push(name);
    }
  }
  assert.equal(fns.sort(), [...CORE_FUNCTIONS].sort());
  assert.equal(globals.sort(), [...CORE_GLOBALS].sort());
  assert.equal(consts.sort(), Object.keys(EXPORTED_CONSTANTS).sort());
  for (const n of consts) assert.is(x[n].value | 0, EXPORTED_CONSTANTS[n] | 0, n);
  for (const n of consts)
    assert.is(EXPORTED_CONSTANTS[n], CONSTANTS[n], `${n} of EXPORTED_CONSTANTS is the module's constant`);
  checkCoreAbi(x);
});

test('the load check names the first difference: a constant, a missing function or global', () => {
  const x = fresh();
  const i32 = (v) => new WebAssembly.Global({ value: 'i32', mutable: false }, v);
  const e1 = intern(() => checkCoreAbi({ ...x, H_TAG: i32(CONSTANTS.H_TAG + 4) }));
  assert.match(e1.message, /H_TAG is 16, this shell expects 12/);
  const e2 = intern(() => checkCoreAbi({ ...x, STEP_DONE: i32(CONSTANTS.STEP_DONE + 1), RUN_USER: i32(7) }));
  assert.match(e2.message, /STEP_DONE is 1024/); // the first in EXPORTED_CONSTANTS' order, only
  assert.not.match(e2.message, /RUN_USER/);
  const { R_STATE, ...noRState } = x;
  assert.match(intern(() => checkCoreAbi(noRState)).message, /does not export the constant R_STATE/);
  const { ringSendEager, ...noSend } = x;
  assert.match(intern(() => checkCoreAbi(noSend)).message, /does not export the function ringSendEager/);
  assert.match(intern(() => checkCoreAbi({ ...x, schedRun: i32(0) })).message, /function schedRun/);
  const { userCount, ...noUser } = x;
  assert.match(intern(() => checkCoreAbi(noUser)).message, /does not export the global userCount/);
  // a u32 constant reads back signed from an i32 global: the same bits pass
  assert.is(x.SIG_ANY.value, -1);
  checkCoreAbi({ ...x, SIG_ANY: i32(-1) });
});

test("the shell's Datatype and Op codes are the core's", () => {
  for (const n of [
    'INT8',
    'UINT8',
    'INT16',
    'UINT16',
    'INT32',
    'UINT32',
    'INT64',
    'UINT64',
    'FLOAT32',
    'FLOAT64',
    'BYTE',
    'PAIR_INT32',
    'PAIR_FLOAT32',
    'PAIR_FLOAT64',
    'FLOAT_INT',
    'DOUBLE_INT',
    'LONG_INT',
    'SHORT_INT',
  ]) {
    assert.is(Datatype[n].code, CONSTANTS[`TYPE_${n}`], n);
  }
  // every base type of the core has its Datatype; the value tier's code is the shell's own
  const codes = Object.values(Datatype)
    .filter((t) => t instanceof Datatype)
    .map((t) => t.code);
  for (const [n, v] of Object.entries(CONSTANTS)) if (n.startsWith('TYPE_')) assert.ok(codes.includes(v), n);
  assert.not.ok(Object.entries(CONSTANTS).some(([n, v]) => n.startsWith('TYPE_') && v === Datatype.VALUE.code));
  for (const name of [
    'sum',
    'prod',
    'min',
    'max',
    'land',
    'lor',
    'lxor',
    'band',
    'bor',
    'bxor',
    'maxloc',
    'minloc',
    'replace',
    'no_op',
  ]) {
    assert.is(Op[name].code, CONSTANTS[`OP_${name.toUpperCase()}`], name);
  }
  assert.is(Op.create(() => {}).code, CONSTANTS.OP_USER);
  assert.is(CONSTANTS.DTYPE_BYTE, CONSTANTS.TYPE_BYTE);
});

// ─────────────────────────── docs/abi.md ───────────────────────────

const doc = readFileSync(new URL('../docs/abi.md', import.meta.url), 'utf8');
const spans = [...doc.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]);
/** Identifiers in code spans, and `PREFIX_*` groups. */
const named = new Set(spans.flatMap((s) => s.match(/[A-Za-z_][A-Za-z0-9_]*\*?/g) ?? []));
const groups = [...named].filter((n) => n.endsWith('*')).map((n) => n.slice(0, -1));
// upper-case words in code spans that are not the core's: error codes, and OP standing for the op
// in the reductions' formulas
const notAbi = (n) => n.startsWith('ERR_') || n === 'OP';

test('docs/abi.md names every exported function and global, and every exported constant or its group', () => {
  for (const n of [...CORE_FUNCTIONS, ...CORE_GLOBALS, 'coreAbort'])
    assert.ok(named.has(n), `docs/abi.md does not name ${n}`);
  for (const n of Object.keys(EXPORTED_CONSTANTS)) {
    assert.ok(named.has(n) || groups.some((g) => n.startsWith(g)), `docs/abi.md names neither ${n} nor its group`);
  }
});

test('docs/abi.md names no constant, group or export that the core does not have', () => {
  for (const n of named) {
    if (n.endsWith('*')) {
      assert.ok(
        Object.keys(CONSTANTS).some((c) => c.startsWith(n.slice(0, -1))),
        `docs/abi.md names the group ${n}: no constant has it`,
      );
    } else if (/^[A-Z][A-Z0-9_]+$/.test(n) && !notAbi(n)) {
      assert.ok(
        n in abi,
        `docs/abi.md names ${n}, which is neither a constant of the core nor a name of ts/core/abi.ts`,
      );
    }
  }
  // the first column of every table row names exports (functions, globals, exported constants)
  const exported = new Set([...CORE_FUNCTIONS, ...CORE_GLOBALS, ...Object.keys(EXPORTED_CONSTANTS), 'coreAbort']);
  let rows = 0;
  for (const line of doc.split('\n')) {
    const cell = /^\| (`[^|]*`) \|/.exec(line)?.[1];
    if (!cell) continue;
    for (const m of cell.matchAll(/`([A-Za-z_][A-Za-z0-9_]*)`/g)) {
      // the reduction tables list every type code; only the pair types' are exported
      if (/^TYPE_/.test(m[1]) && m[1] in CONSTANTS) continue;
      assert.ok(exported.has(m[1]), `docs/abi.md lists ${m[1]} as an export: the core does not export it`);
      rows++;
    }
  }
  // a floor that shows the tables were read (67 rows since the pattern functions left the exports)
  assert.ok(rows > 60, `${rows} exports listed in tables`);
});

test('docs/abi.md: the values in its tables are the constants', () => {
  let checked = 0;
  for (const line of doc.split('\n')) {
    const m = /^\| ((?:`[A-Z][A-Z0-9_]*`(?:, | )?)+) \| ([-0-9x, a-f]+) \|/.exec(line);
    if (!m) continue;
    const names = [...m[1].matchAll(/`([A-Z0-9_]+)`/g)].map((x) => x[1]);
    const values = m[2].split(',').map((v) => Number(v.trim()));
    if (names.length !== values.length) continue;
    names.forEach((n, i) => assert.is(values[i] | 0, CONSTANTS[n] | 0, `docs/abi.md: ${n} is ${values[i]}`));
    checked += names.length;
  }
  assert.ok(checked >= 30, `${checked} values checked`);
});

test('docs/abi.md: what it calls not exported is not', () => {
  const para = doc.slice(doc.indexOf('Not exported'), doc.indexOf('\n\n', doc.indexOf('Not exported')));
  const names = [...para.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]);
  assert.ok(names.length >= 8);
  for (const n of names) {
    assert.ok(n in CONSTANTS, `${n} is a constant of the core`);
    assert.not.ok(n in EXPORTED_CONSTANTS, `docs/abi.md says ${n} is not exported, but the core exports it`);
  }
});

test.run();
