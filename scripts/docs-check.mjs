#!/usr/bin/env node
// Checks that docs/reference/ (TypeDoc, typedoc.json) is what the sources give: regenerates it into
// a temporary directory and compares file by file. Exit code 1 names the files that differ.
import { mkdtempSync, readdirSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = mkdtempSync(join(tmpdir(), 'wasmpi-reference-'));
const typedoc = join(root, 'node_modules', 'typedoc', 'bin', 'typedoc');
const r = spawnSync(process.execPath, [typedoc, '--out', out], { cwd: root, stdio: 'inherit' });
if (r.status !== 0) process.exit(r.status ?? 1);
const committed = join(root, 'docs', 'reference');
const names = new Set([...readdirSync(out), ...(existsSync(committed) ? readdirSync(committed) : [])]);
const differ = [...names].filter((n) => {
  const a = join(out, n);
  const b = join(committed, n);
  return !existsSync(a) || !existsSync(b) || readFileSync(a, 'utf8') !== readFileSync(b, 'utf8');
});
rmSync(out, { recursive: true, force: true });
if (differ.length) {
  console.error(`docs/reference is stale (run \`npm run docs\` and commit it): ${differ.join(', ')}`);
  process.exit(1);
}
console.log('docs/reference is up to date');
