#!/usr/bin/env node
// Build: the generated files (scripts/gen/: the core's typed ABI for the shell, ...), then the
// AssemblyScript core (release + debug targets of asconfig.json) into wasm/, esbuild bundles
// of ts/ into dist/, then .d.ts types. `--if-stale` skips the steps whose outputs are newer than
// their sources. Runs without any dependency install scripts (esbuild's platform binary comes
// from its optional dependency).
import { readdirSync, statSync, readFileSync, writeFileSync, mkdirSync, existsSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeGenerated, staleGenerated } from './scripts/gen/index.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
const ifStale = process.argv.includes('--if-stale');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

// a directory's own mtime counts: deleting a source file is a change (its outputs must go too)
function newest(dir) {
  let t = statSync(join(root, dir)).mtimeMs;
  for (const e of readdirSync(join(root, dir), { withFileTypes: true })) {
    const p = join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : statSync(join(root, p)).mtimeMs);
  }
  return t;
}
const mtime = (f) => (existsSync(join(root, f)) ? statSync(join(root, f)).mtimeMs : 0);
const stale = (out, ...srcs) =>
  !ifStale || mtime(out) < Math.max(...srcs.map((s) => (s.includes('.') ? mtime(s) : newest(s))));

async function buildCore() {
  if (!stale('wasm/wasmpi.wasm', 'assembly', 'asconfig.json', 'scripts/build')) return;
  const asc = (await import('assemblyscript/asc')).default;
  const { default: NoInline, waitsNotAlone } = await import('./scripts/build/no_inline.mjs');
  for (const target of ['release', 'debug']) {
    const { error, stderr } = await asc.main(['assembly/index.ts', '--config', 'asconfig.json', '--target', target], {
      transforms: [NoInline],
    });
    if (error) {
      console.error(stderr.toString());
      throw new Error(`asc (${target}) failed: ${error.message}`);
    }
  }
  const bad = waitsNotAlone((await import('binaryen')).default, readFileSync(join(root, 'wasm/wasmpi.wasm')));
  if (bad.length)
    throw new Error(`wasm/wasmpi.wasm: functions ${bad.join(', ')} wait and do more (see assembly/shm/wait.ts)`);
  console.log('built wasm/wasmpi.wasm (+ debug)');
}

// The test-only entry: the pattern functions (assembly/testing.ts) for test/pattern_*.test.mjs, in
// a module of their own (git-ignored, never shipped), so the core exports only what the shell
// calls. Not from asconfig.json, whose entry and options are the core's.
async function buildTesting() {
  if (!stale(TESTING_WASM, 'assembly/pattern', 'assembly/testing.ts')) return;
  const asc = (await import('assemblyscript/asc')).default;
  const notConfig = (name, dir) =>
    name === 'asconfig.json' ? null : readFile(resolve(dir, name), 'utf8').catch(() => null);
  const { error, stderr } = await asc.main(
    ['assembly/testing.ts', '--outFile', TESTING_WASM, '--runtime', 'stub', '--use', 'abort='],
    { readFile: notConfig },
  );
  if (error) {
    console.error(stderr.toString());
    throw new Error(`asc (testing) failed: ${error.message}`);
  }
  console.log(`built ${TESTING_WASM}`);
}
const TESTING_WASM = '.cache/wasmpi.testing.wasm';

async function buildBundles() {
  if (!stale('dist/index.mjs', 'ts', 'wasm/wasmpi.wasm', 'build.mjs', 'package.json')) return false;
  const esbuild = await import('esbuild');
  // chunk names carry a hash: drop the previous build's files so dist/ (and the npm package) holds
  // only this build's bundles
  for (const f of readdirSync('dist')) if (/\.mjs(\.map)?$/.test(f)) rmSync(join('dist', f));
  const common = {
    bundle: true,
    format: 'esm',
    target: 'es2022',
    sourcemap: true,
    // maps give stack frames their ts/ file and line, and carry the sources (the package ships no
    // ts/): a debugger, or `node --enable-source-maps` printing the line of an uncaught error's
    // frame, reads the code from the map. `sources` are relative to the map (../ts/...).
    sourcesContent: true,
    // whitespace and syntax only: identifiers stay, so stack traces read well even without the maps
    minifyWhitespace: true,
    minifySyntax: true,
    // short lines: Node prints the source line of an uncaught error's frame, which would otherwise
    // be a whole bundle of code before the message
    lineLimit: 160,
    logLevel: 'warning',
    outExtension: { '.js': '.mjs' },
    define: { __WASMPI_VERSION__: JSON.stringify(pkg.version) },
  };
  // One build for every entry: code that the browser entry shares with Node's lands in shared
  // chunks (relative imports, which browsers load as they are), so the package holds it once. Only
  // the Node host imports node: builtins and tinypool (external); the loader is bundled, so the
  // browser entry needs no bundler.
  await esbuild.build({
    ...common,
    entryPoints: {
      index: 'ts/host/node/entry.ts',
      worker: 'ts/host/node/worker.ts',
      cli: 'ts/host/node/cli.ts',
      'net-worker': 'ts/host/node/net_thread.ts',
      browser: 'ts/host/browser/entry.ts',
      'browser-worker': 'ts/host/browser/worker.ts',
    },
    outdir: 'dist',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    external: ['node:*', 'tinypool'],
    splitting: true, // shared chunks: the worker and a rank's `import 'wasmpi'` share module state
    chunkNames: '[name]-[hash]',
  });
  console.log('built dist/ (index, worker, cli, net-worker, browser, browser-worker)');
  return true;
}

// One declaration file per package entry, bundled from the entry's exports (dts-bundle-generator):
// internals marked @internal are stripped (tsconfig's stripInternal), types the API only refers to
// are declared without being exported, and nothing else of ts/ ships.
const TYPE_ENTRIES = { 'dist/index.d.ts': 'ts/host/node/entry.ts', 'dist/browser.d.ts': 'ts/host/browser/entry.ts' };

async function buildTypes() {
  const outs = Object.keys(TYPE_ENTRIES);
  if (!outs.some((o) => stale(o, 'ts', 'tsconfig.json'))) return;
  const { generateDtsBundle } = await import('dts-bundle-generator');
  const texts = generateDtsBundle(
    Object.values(TYPE_ENTRIES).map((filePath) => ({
      filePath,
      output: { noBanner: true, exportReferencedTypes: false },
    })),
    { preferredConfigPath: join(root, 'tsconfig.json') },
  );
  rmSync('dist/types', { recursive: true, force: true }); // the per-module layout of earlier builds
  const header = `// wasmpi ${pkg.version}: type declarations (generated by build.mjs from ts/; do not edit)\n`;
  outs.forEach((o, i) => writeFileSync(o, header + texts[i]));
  console.log(`built ${outs.join(', ')}`);
}

process.chdir(root);
if (process.argv.includes('--check-generated')) {
  // CI and the tests: a generated file that differs from what its sources give was edited by hand
  // or not rebuilt after its source changed
  const stale = staleGenerated(root);
  if (stale.length) {
    console.error(`stale generated files (run \`node build.mjs\` and commit them): ${stale.join(', ')}`);
    process.exit(1);
  }
  process.exit(0);
}
for (const f of writeGenerated(root)) console.log(`generated ${f}`);
mkdirSync('dist', { recursive: true });
await buildCore();
await buildTesting();
await buildBundles();
if (!process.argv.includes('--no-types')) await buildTypes();
