// The core's waits. V8's baseline compiler (Liftoff: the tier every function starts in) loses the
// locals that a function keeps in registers across a memory.atomic.wait32 in it, so the core keeps
// its one wait alone in a function that is never inlined (assembly/shm/wait.ts). These tests hold
// it to that in the module's code, and run its two locks (the heap's and a window's accumulate
// mutex) under contention with Liftoff alone: with the wait inside the mutex's loop, the
// accumulates below lost updates or hung.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import binaryen from 'binaryen';
import { waitsNotAlone } from '../scripts/build/no_inline.mjs';
import { CHILD_LIMIT_MS } from './helpers.mjs';

const wasm = (name) => readFileSync(new URL(`../wasm/${name}`, import.meta.url));

test('every wait of the core is alone in its function', () => {
  for (const name of ['wasmpi.wasm', 'wasmpi.debug.wasm']) {
    const m = binaryen.readBinary(wasm(name));
    const waits = m.emitText().match(/memory\.atomic\.wait32/g)?.length ?? 0;
    m.dispose();
    assert.ok(waits >= 1, `${name}: expected the core's wait, found none`);
    assert.equal(waitsNotAlone(binaryen, wasm(name)), [], `${name}: functions that wait and do more`);
  }
});

test("the core's locks under Liftoff: 8 ranks, 10^5 float accumulates and heap blocks each", () => {
  const n = 8;
  const reps = 100_000;
  const child = fileURLToPath(new URL('./procs/liftoff.mjs', import.meta.url));
  // a launch takes about 2 s here; its timeout ends a hang (ranks that sleep in the core)
  const args = [child, String(n), '60000', 'core_wait.mjs', String(reps), 'acc', 'heap'];
  const r = spawnSync(process.execPath, args, { encoding: 'utf8', timeout: CHILD_LIMIT_MS });
  assert.is(r.status, 0, `exit ${r.status} ${r.signal ?? ''}\n${r.stdout}\n${r.stderr}`);
  const line = r.stdout.split('\n').find((l) => l.startsWith('RESULT '));
  assert.ok(line, r.stdout);
  const res = JSON.parse(line.slice(7));
  assert.equal(res[0].acc, Array(5).fill(n * reps), 'every add of every rank, once (elements 0 to 4)');
  assert.equal(
    res.map((v) => v.heap),
    Array(n).fill(0),
    'arrays that lost what their rank wrote, by rank',
  );
});

test.run();
