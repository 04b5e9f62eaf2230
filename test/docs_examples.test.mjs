// Long: the examples run whole, on several process grids (about 6 s).
// The examples run as users run them (npx wasmpi run -n P examples/...), here through launch():
// heat2d's tiles, halo exchange with derived types and gatherv into the global array must give
// exactly the serial computation's grid, for several process grids; the one-sided examples
// (docs/guide/rma.md, "Examples") must give the serial histogram, run every task of the queue
// exactly once, and read every entry of the shared table, for several rank counts, and the
// guide's first window must run as printed.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launch } from 'wasmpi';

for (const n of [1, 2, 3, 4, 5, 8]) {
  test(`examples/heat2d.mjs on ${n} rank(s): the gathered grid equals the serial run`, async () => {
    const res = await launch(new URL('../examples/heat2d.mjs', import.meta.url), {
      ranks: n,
      args: ['48', '60', '120', 'quiet'],
    });
    const r0 = res[0].value;
    assert.is(r0.steps, 120);
    assert.is(r0.worst, 0, 'largest difference from the serial run');
    assert.ok(r0.mid > 0, 'heat reached the centre');
    for (const r of res) assert.is(r.value.steps, 120);
  });
}

/** The serial Jacobi steps on the whole periodic field (what examples/stencil.mjs computes in tiles). */
function serialStencil(ny, nx, steps, initial) {
  let u = Float64Array.from({ length: ny * nx }, (_, i) => initial(Math.floor(i / nx), i % nx, ny, nx));
  let v = new Float64Array(ny * nx);
  const at = (y, x) => ((y + ny) % ny) * nx + ((x + nx) % nx);
  for (let s = 0; s < steps; s++) {
    for (let y = 0; y < ny; y++)
      for (let x = 0; x < nx; x++)
        v[at(y, x)] = 0.25 * (u[at(y - 1, x)] + u[at(y + 1, x)] + u[at(y, x - 1)] + u[at(y, x + 1)]);
    [u, v] = [v, u];
  }
  return { u, at };
}

for (const n of [1, 2, 3, 4, 6, 8]) {
  test(`examples/stencil.mjs on ${n} rank(s): neighborAlltoall halos give the serial field`, async () => {
    const { initial } = await import('../examples/stencil.mjs');
    const res = await launch(new URL('../examples/stencil.mjs', import.meta.url), {
      ranks: n,
      args: ['6', '20', 'quiet'],
    });
    const [py, px] = res[0].value.dims;
    assert.is(py * px, n);
    const { u, at } = serialStencil(py * 6, px * 6, 20, initial);
    const seen = new Set();
    let worst = 0;
    for (const { value } of res) {
      const [cy, cx] = value.coords;
      seen.add(`${cy},${cx}`);
      for (let y = 0; y < 6; y++)
        for (let x = 0; x < 6; x++) worst = Math.max(worst, Math.abs(value.tile[y][x] - u[at(cy * 6 + y, cx * 6 + x)]));
    }
    assert.is(seen.size, n, 'every grid position is held by one rank');
    assert.ok(worst < 1e-12, `largest difference from the serial run: ${worst}`);
  });
}

test("docs/guide/rma.md's first window runs as printed: every rank gets its left neighbour's rank", async () => {
  const page = readFileSync(new URL('../docs/guide/rma.md', import.meta.url), 'utf8');
  const code = /```js\n([\s\S]*?)```/.exec(page)[1];
  // the page imports 'wasmpi'; a module outside the package names the package's entry instead
  const entry = new URL('../dist/index.mjs', import.meta.url).href;
  const file = join(mkdtempSync(join(tmpdir(), 'wasmpi-docs-')), 'first_window.mjs');
  writeFileSync(file, code.replace(`from 'wasmpi'`, `from '${entry}'`));
  for (const ranks of [1, 3]) {
    const res = await launch(pathToFileURL(file), { ranks });
    assert.equal(
      res.map((r) => r.value),
      res.map((r) => (r.rank + ranks - 1) % ranks),
    );
  }
});

const runExample = (file, ranks, args) =>
  launch(new URL(`../examples/${file}`, import.meta.url), { ranks, args: [...args, 'quiet'] });

for (const n of [1, 2, 3, 4, 8]) {
  test(`examples/rma_histogram.mjs on ${n} rank(s): the bins, in rank order, are the serial histogram`, async () => {
    const { value, binOf } = await import('../examples/rma_histogram.mjs');
    const perRank = 3000;
    const bins = 10; // fewer bins than 4 ranks' blocks of 3: some ranks own none
    const res = await runExample('rma_histogram.mjs', n, [String(perRank), String(bins)]);
    const serial = new Array(bins).fill(0);
    for (let r = 0; r < n; r++) for (let i = 0; i < perRank; i++) serial[binOf(value(r, i), bins)]++;
    assert.equal(
      res.flatMap((r) => r.value.bins),
      serial,
    );
    for (const r of res) assert.is(r.value.total, n * perRank);
  });
}

for (const n of [1, 2, 3, 4, 8]) {
  test(`examples/rma_queue.mjs on ${n} rank(s): every task runs once, the results sum as serially`, async () => {
    const { task } = await import('../examples/rma_queue.mjs');
    const tasks = 3000;
    const res = await runExample('rma_queue.mjs', n, [String(tasks)]);
    let serial = 0;
    for (let i = 0; i < tasks; i++) serial += task(i);
    assert.is(
      res.reduce((a, r) => a + r.value.ran, 0),
      tasks,
    );
    for (const r of res) assert.is(r.value.total, serial);
  });
}

for (const n of [1, 2, 4]) {
  test(`examples/rma_table.mjs on ${n} rank(s): the reads of all ranks cover the table in both versions`, async () => {
    const { entry } = await import('../examples/rma_table.mjs');
    const entries = 5000;
    const res = await runExample('rma_table.mjs', n, [String(entries)]);
    let want1 = 0;
    let want2 = 0;
    for (let i = 0; i < entries; i++) {
      want1 += entry(i, 1);
      want2 += entry(i, 2);
    }
    const sum1 = res.reduce((a, r) => a + r.value.sum1, 0);
    const sum2 = res.reduce((a, r) => a + r.value.sum2, 0);
    assert.ok(Math.abs(sum1 - want1) <= 1e-9 * want1, `version 1: ${sum1}, expected ${want1}`);
    assert.ok(Math.abs(sum2 - want2) <= 1e-9 * want2, `version 2: ${sum2}, expected ${want2}`);
    for (const r of res) assert.is(r.value.procs, 1);
  });
}

test.run();
