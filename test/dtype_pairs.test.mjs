// The C-struct pair types with MPI's sizes and extents, through reductions and point-to-point
// (test/ranks/dtype_pairs.mjs).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { run } from './helpers.mjs';
import { value, index } from './ranks/dtype_pairs.mjs';

const n = 37;
for (const p of [1, 2, 3, 5]) {
  test(`MPI 4.1 §6.9.4: maxloc/minloc on FLOAT_INT, DOUBLE_INT, LONG_INT, SHORT_INT arrays on ${p} rank(s)`, async () => {
    const res = await run('dtype_pairs.mjs', p);
    for (const [rank, byType] of res.entries()) {
      for (const [name, r] of Object.entries(byType)) {
        for (const op of ['maxloc', 'minloc']) {
          const want = [];
          for (let i = 0; i < n; i++) {
            let bv = value(0, i),
              bi = index(0, i);
            for (let q = 1; q < p; q++) {
              const v = value(q, i);
              if (op === 'maxloc' ? v > bv : v < bv) [bv, bi] = [v, index(q, i)];
            }
            want.push([bv, bi]);
          }
          assert.equal(r[op].got, want, `rank ${rank} ${name} ${op}`);
          assert.ok(r[op].padOk, `rank ${rank} ${name} ${op}: pad bytes untouched`);
        }
        if (p > 1) {
          const prev = (rank + p - 1) % p;
          assert.equal(
            r.p2p,
            {
              count: n,
              extent: { FLOAT_INT: 8, DOUBLE_INT: 16, LONG_INT: 16, SHORT_INT: 8 }[name],
              first: [value(prev, 0), index(prev, 0)],
              last: [value(prev, n - 1), index(prev, n - 1)],
            },
            `rank ${rank} ${name}: received as the C struct`,
          );
        }
      }
    }
  });
}

test.run();
