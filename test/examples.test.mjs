// The examples run as users run them (npx wasmpi run -n P examples/...), here through launch():
// heat2d's tiles, halo exchange with derived types and gatherv into the global array must give
// exactly the serial computation's grid, for several process grids.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { launch } from 'wasmpi';

for (const n of [1, 2, 3, 4, 5, 8]) {
  test(`examples/heat2d.mjs on ${n} rank(s): the gathered grid equals the serial run`, async () => {
    const res = await launch(new URL('../examples/heat2d.mjs', import.meta.url), {
      ranks: n,
      args: ['48', '60', '120', 'quiet'],
      timeoutMs: 60_000,
    });
    const r0 = res[0].value;
    assert.is(r0.steps, 120);
    assert.is(r0.worst, 0, 'largest difference from the serial run');
    assert.ok(r0.mid > 0, 'heat reached the centre');
    for (const r of res) assert.is(r.value.steps, 120);
  });
}

test.run();
