// The package as a user gets it: `npm pack`, installed into a consumer project (dependencies linked
// from this checkout: no network), its size and contents, the README's examples and test/types/*.ts
// type-checked against the bundled declarations (lib es2022, skipLibCheck false), and the examples
// run from the installed package (the CLI, launch, require()).
// Long: runs in npm run test:all (npm pack, an install and tsc over the declarations).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync, symlinkSync, copyFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHILD_LIMIT_MS } from './helpers.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'wasmpi-consumer-'));
const { FORCE_COLOR: _, ...env } = process.env; // uvu forces colours; the examples' output is compared as text
const sh = (cmd, args, cwd = dir) =>
  spawnSync(cmd, args, { cwd, encoding: 'utf8', timeout: CHILD_LIMIT_MS, env: { ...env, NO_COLOR: '1' } });
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');

// npm pack of this checkout (dist/ is built by the test script's pretest)
const packed = sh('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', dir], root);
const info = JSON.parse(packed.stdout)[0];
const mods = join(dir, 'node_modules');
mkdirSync(join(mods, 'wasmpi'), { recursive: true });
mkdirSync(join(mods, '@types'), { recursive: true });
mkdirSync(join(mods, '@assemblyscript'), { recursive: true });
sh('tar', ['-xzf', join(dir, info.filename), '-C', join(mods, 'wasmpi'), '--strip-components=1']);
for (const dep of ['tinypool', '@assemblyscript/loader', '@types/node'])
  symlinkSync(join(root, 'node_modules', dep), join(mods, dep), 'dir');
writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));

/** The README's ```js and ```ts blocks, each under the file name its first line gives. */
function readmeBlocks() {
  const text = readFileSync(join(root, 'README.md'), 'utf8');
  const out = [];
  for (const m of text.matchAll(/```(js|ts)\n([\s\S]*?)```/g)) {
    const name =
      /^\/\/ ([\w.-]+\.(?:mjs|ts))/.exec(m[2])?.[1] ?? `readme-${out.length}.${m[1] === 'ts' ? 'ts' : 'mjs'}`;
    out.push({ name, code: m[2] });
  }
  return out;
}
const blocks = readmeBlocks();
for (const b of blocks) writeFileSync(join(dir, b.name), b.code);
mkdirSync(join(dir, 'node'));
mkdirSync(join(dir, 'browser'));
copyFileSync(join(root, 'test/types/node.ts'), join(dir, 'node/node.ts'));
copyFileSync(join(root, 'test/types/browser.ts'), join(dir, 'browser/browser.ts'));

const strict = { strict: true, noEmit: true, skipLibCheck: false, target: 'es2022', lib: ['es2022'] };
writeFileSync(
  join(dir, 'tsconfig.node.json'),
  JSON.stringify({
    compilerOptions: {
      ...strict,
      module: 'nodenext',
      moduleResolution: 'nodenext',
      types: ['node'],
      allowJs: true,
      checkJs: true,
    },
    include: ['*.mjs', '*.ts', 'node/*.ts'],
  }),
);
writeFileSync(
  join(dir, 'tsconfig.browser.json'),
  JSON.stringify({
    compilerOptions: {
      ...strict,
      module: 'esnext',
      moduleResolution: 'bundler',
      customConditions: ['browser'],
      types: [],
    },
    include: ['browser/*.ts'],
  }),
);

test.after(() => {
  if (!process.env.KEEP) rmSync(dir, { recursive: true, force: true });
});

test('the package is small and holds what runs: no .wat, no debug core, no ts/ or per-module .d.ts', () => {
  const files = info.files.map((f) => f.path);
  // the size users get is stated in docs/guide/start.md; this bound catches what must not ship
  // (a .wat or the debug core each add hundreds of KB, ts/ sources or per-module .d.ts more)
  assert.ok(info.unpackedSize < 1_600_000, `unpacked ${info.unpackedSize} bytes`);
  for (const f of [
    'LICENSE',
    'README.md',
    'CHANGELOG.md',
    'package.json',
    'dist/index.d.ts',
    'dist/browser.d.ts',
    'wasm/wasmpi.wasm',
    'bin/wasmpi.mjs',
  ])
    assert.ok(files.includes(f), `${f} is missing from the package`);
  for (const f of files) {
    assert.not.match(f, /\.wat$|debug\.wasm$|^ts\/|^dist\/types\/|^test\/|^bench\//, `${f} should not ship`);
  }
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  for (const k of ['repository', 'homepage', 'bugs', 'license', 'engines'])
    assert.ok(pkg[k], `package.json has no ${k}`);
});

test("the README's examples and the consumer type tests compile against the packed types (Node entry)", () => {
  assert.ok(
    blocks.some((b) => b.name === 'ring.mjs') && blocks.some((b) => b.name === 'stats.ts'),
    'README blocks not found',
  );
  const r = sh(process.execPath, [tsc, '-p', 'tsconfig.node.json']);
  assert.is(r.status, 0, r.stdout + r.stderr);
});

test('the browser entry type-checks with lib es2022 alone (no DOM, no Node types)', () => {
  const r = sh(process.execPath, [tsc, '-p', 'tsconfig.browser.json']);
  assert.is(r.status, 0, r.stdout + r.stderr);
});

test('a type mistake in a consumer is reported (the check is not vacuous)', () => {
  writeFileSync(
    join(dir, 'browser/wrong.ts'),
    "import { init } from 'wasmpi';\nconst w = await init();\nw.allreduce(new Int8Array(1), new Int8Array(1), 'add');\n",
  );
  const r = sh(process.execPath, [tsc, '-p', 'tsconfig.browser.json']);
  rmSync(join(dir, 'browser/wrong.ts'));
  assert.is(r.status, 2);
  assert.match(r.stdout, `Argument of type '"add"' is not assignable`);
});

test("the installed package runs the README's examples: the CLI, launch() and require()", () => {
  const cli = sh(process.execPath, [join(mods, 'wasmpi/bin/wasmpi.mjs'), 'run', '-n', '4', 'ring.mjs']);
  assert.is(cli.status, 0, cli.stderr);
  assert.match(cli.stdout, 'token went around 4 ranks: 6');
  const ar = sh(process.execPath, [join(mods, 'wasmpi/bin/wasmpi.mjs'), 'run', '-n', '3', 'allreduce.mjs']);
  assert.is(ar.status, 0, ar.stderr);
  assert.match(ar.stdout, '9 3 { rank: 0, load: 10 }', ar.stdout);
  const prog = blocks.find((b) => b.code.includes("await launch('./ring.mjs'"));
  writeFileSync(join(dir, 'prog.mjs'), `${prog.code}\nconsole.log(JSON.stringify(results));\n`);
  const lr = sh(process.execPath, ['prog.mjs']);
  assert.is(lr.status, 0, lr.stderr);
  assert.equal(
    JSON.parse(lr.stdout.trim().split('\n').pop()),
    [0, 1, 2, 3].map((rank) => ({ rank, value: rank === 0 ? 6 : [0, 1, 3, 6][rank] })),
  );
  const req = sh(process.execPath, [
    '-e',
    "const w = require('wasmpi'); console.log(typeof w.launch, typeof w.init, w.version, typeof w.resolveOp)",
  ]);
  assert.is(req.status, 0, req.stderr);
  assert.match(
    req.stdout,
    `function function ${JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version} undefined`,
  );
});

test.run();
