#!/usr/bin/env node
// `npm run wat`: the text of the release core, for review, in wasm/wasmpi.wat (git-ignored, not
// shipped). Compiles assembly/ with asconfig.json's release target, as the build does, and keeps
// only the text: it has the functions' names, which the stripped wasm/wasmpi.wasm lacks. Says so
// when wasm/wasmpi.wasm differs from what the sources give now (run `node build.mjs`).
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = 'wasm/wasmpi.wat';
const asc = (await import('assemblyscript/asc')).default;
const { default: NoInline } = await import('./build/no_inline.mjs');
const files = {};
const { error, stderr } = await asc.main(
  ['assembly/index.ts', '--config', 'asconfig.json', '--target', 'release', '--textFile', out],
  { writeFile: (name, contents) => void (files[name] = contents), transforms: [NoInline] },
);
if (error) {
  console.error(stderr.toString());
  process.exit(1);
}
const text = Object.entries(files).find(([name]) => name.endsWith('.wat'))?.[1];
const binary = Object.entries(files).find(([name]) => name.endsWith('.wasm'))?.[1];
if (text == null) throw new Error('asc wrote no text');
writeFileSync(join(root, out), text);
console.log(`wrote ${out}`);
const built = join(root, 'wasm/wasmpi.wasm');
if (binary && (!existsSync(built) || !Buffer.from(binary).equals(readFileSync(built)))) {
  console.log('note: wasm/wasmpi.wasm is not what the sources give now (run `node build.mjs`)');
}
