// Runs the test files with uvu: `quick` (npm test: every file but the long ones; under 3 minutes on
// a 2-core machine), `long` (the long matrices: the files whose opening comment has a line that
// starts with "// Long:", saying why), or `all` (npm run test:all: every file, in one run).
// Arguments after the mode go to uvu (`-b` to stop at the first failure).
import { readdirSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));
const [mode = 'quick', ...rest] = process.argv.slice(2);
if (!['quick', 'long', 'all'].includes(mode)) {
  console.error(`usage: node scripts/test.mjs [quick|long|all] [uvu flags]; got ${mode}`);
  process.exit(2);
}
const dir = join(root, 'test');
const files = readdirSync(dir).filter((f) => f.endsWith('.test.mjs'));
const head = (f) => readFileSync(join(dir, f), 'utf8').split('\n').slice(0, 30).join('\n');
const isLong = (f) => /^\/\/ Long:/m.test(head(f));
const pick = mode === 'all' ? files : files.filter((f) => isLong(f) === (mode === 'long'));
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pattern = `^(${pick.map(escape).join('|')})$`;
const uvu = join(root, 'node_modules/uvu/bin.js');
const r = spawnSync(process.execPath, [uvu, 'test', pattern, ...rest], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 1);
