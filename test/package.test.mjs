// The package as a user gets it: `npm pack`, installed into a consumer project (dependencies linked
// from this checkout: no network), its size and contents, the README's examples and test/types/*.ts
// type-checked against the bundled declarations (lib es2022, skipLibCheck false; with @types/node,
// and without it or the DOM), the examples run from the installed package
// (the CLI, launch, require()), and its source maps, which carry the sources the package does not
// ship.
// Long: runs in npm run test:all (npm pack, an install and tsc over the declarations).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
  symlinkSync,
  copyFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
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
mkdirSync(join(dir, 'bare'));
copyFileSync(join(root, 'test/types/node.ts'), join(dir, 'node/node.ts'));
copyFileSync(join(root, 'test/types/browser.ts'), join(dir, 'browser/browser.ts'));
copyFileSync(join(root, 'test/types/bare.ts'), join(dir, 'bare/bare.ts'));

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

// the Node entry as a consumer without @types/node and the DOM library compiles it
writeFileSync(
  join(dir, 'tsconfig.bare.json'),
  JSON.stringify({
    compilerOptions: { ...strict, module: 'nodenext', moduleResolution: 'nodenext', types: [] },
    include: ['bare/*.ts'],
  }),
);

test.after(() => {
  if (!process.env.KEEP) rmSync(dir, { recursive: true, force: true });
});

test('the package is small and holds what runs: no .wat, no debug core, no ts/ or per-module .d.ts', () => {
  const files = info.files.map((f) => f.path);
  // the size users get is stated in docs/guide/start.md (most of it the source maps, which carry
  // the ts/ sources); this bound catches what must not ship (a .wat or the debug core each add
  // hundreds of KB, ts/ sources or per-module .d.ts more)
  assert.ok(info.unpackedSize < 3_200_000, `unpacked ${info.unpackedSize} bytes`);
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

test('the Node entry type-checks with lib es2022 alone (no @types/node, no DOM): user ops, topologies, launch', () => {
  const r = sh(process.execPath, [tsc, '-p', 'tsconfig.bare.json']);
  assert.is(r.status, 0, r.stdout + r.stderr);
});

test('mistakes in a consumer without @types/node are reported: a user op, a topology, an entry', () => {
  writeFileSync(
    join(dir, 'bare/wrong.ts'),
    [
      "import { init, launch, Op } from 'wasmpi';",
      'const w = await init();',
      'Op.create((inout: Float64Array, input: Int32Array) => inout.set(input));',
      'w.topology?.dims;',
      'await launch(42, { ranks: 2 });',
      '',
    ].join('\n'),
  );
  const r = sh(process.execPath, [tsc, '-p', 'tsconfig.bare.json']);
  rmSync(join(dir, 'bare/wrong.ts'));
  assert.is(r.status, 2, r.stdout);
  const errors = r.stdout.split('\n').filter((l) => l.includes('error TS'));
  assert.is(errors.length, 3, r.stdout);
  assert.match(errors[0], /wrong\.ts\(3,11\).*not assignable/);
  assert.match(errors[1], /wrong\.ts\(4,13\).*Property 'dims' does not exist/);
  assert.match(errors[2], /wrong\.ts\(5,14\).*'number' is not assignable to parameter of type 'string \| UrlLike'/);
});

/** The maps of the bundles in `distDir`, with their paths. */
const mapsIn = (distDir) =>
  readdirSync(distDir)
    .filter((f) => f.endsWith('.mjs.map'))
    .map((f) => ({ file: join(distDir, f), map: JSON.parse(readFileSync(join(distDir, f), 'utf8')) }));

test("the source maps carry every source's content, and their paths resolve relative to the map", () => {
  const maps = mapsIn(join(root, 'dist'));
  assert.ok(maps.length >= 6, `${maps.length} maps`);
  let sources = 0;
  for (const { file, map } of maps) {
    assert.is(map.sourcesContent?.length, map.sources.length, `${file}: one content per source`);
    map.sources.forEach((src, i) => {
      // in this checkout a source is the file the path names, from the map's directory
      const at = resolve(file, '..', map.sourceRoot ?? '', src);
      assert.ok(existsSync(at), `${file}: source ${src} resolves to ${at}, which does not exist`);
      assert.is(map.sourcesContent[i], readFileSync(at, 'utf8'), `${file}: the content of ${src} is the file's`);
      sources++;
    });
  }
  assert.ok(sources > 100, `${sources} sources`);
  // the installed package ships the maps, not ts/: they are what a debugger reads the code from
  assert.not.ok(existsSync(join(mods, 'wasmpi/ts')));
  for (const { file, map } of mapsIn(join(mods, 'wasmpi/dist')))
    assert.ok(
      map.sourcesContent.every((c) => typeof c === 'string' && c.length > 0),
      `${file}: a source without content`,
    );
});

test('an error thrown inside the installed package: node --enable-source-maps names ts/ lines from the maps', () => {
  writeFileSync(
    join(dir, 'throws.mjs'),
    "import { Datatype } from 'wasmpi';\nDatatype.contiguous(-1, Datatype.INT32);\n",
  );
  const r = sh(process.execPath, ['--enable-source-maps', 'throws.mjs']);
  assert.is(r.status, 1, r.stderr);
  // the frames name the sources (which the package does not ship) at their lines
  const frames = [...r.stderr.matchAll(/\(([^()]*node_modules\/wasmpi\/(ts\/[\w/]+\.ts)):(\d+):\d+\)/g)];
  assert.equal(
    frames.slice(0, 3).map((m) => m[2]),
    ['ts/errors.ts', 'ts/datatype/args.ts', 'ts/datatype/contiguous.ts'],
    r.stderr,
  );
  // and Node prints the throwing line itself, which only the map's content can give it
  const [, where, line] = /^(.*node_modules\/wasmpi\/ts\/errors\.ts):(\d+)\n(.*)\n/.exec(r.stderr) ?? [];
  assert.ok(where, r.stderr);
  const { map } = mapsIn(join(mods, 'wasmpi/dist')).find(({ map }) => map.sources.includes('../ts/errors.ts'));
  const text = map.sourcesContent[map.sources.indexOf('../ts/errors.ts')].split('\n')[Number(line) - 1];
  assert.match(text, 'throw new WasmpiError');
  assert.ok(r.stderr.includes(text.trim()), r.stderr);
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
