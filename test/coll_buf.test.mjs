import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { run, SIZES } from './helpers.mjs';

function noErrors(res, n, what) {
  assert.is(res.length, n);
  const errs = res.flatMap((r) => r.errs);
  assert.ok(
    errs.length === 0,
    `${errs.length} mismatches in ${what} on ${n} ranks, first: ${errs.slice(0, 5).join('\n')}`,
  );
  for (const r of res) assert.ok(r.cases > 0 && r.cases === res[0].cases, `ranks ran ${res.map((x) => x.cases)} cases`);
}

for (const n of SIZES) {
  test(`every collective x algorithm x count x in place x buffer kind x root on ${n} rank(s)`, async () => {
    noErrors(await run('coll_buf.mjs', n, ['buffers']), n, 'buffers');
  });
}

// Regression: a rank that need not wait (reduce shm-flat non-root, bcast shm-flat root) ran two
// collectives ahead and overwrote the slot line a slower peer still read (false ERR_ARG mismatch,
// or the peer reading the wrong buffers).
for (const n of [2, 3, 5]) {
  test(`ranks running ahead through non-waiting collectives on ${n} ranks`, async () => {
    noErrors(await run('coll_buf.mjs', n, ['runahead']), n, 'runahead');
  });
}

for (const n of [3, 4]) {
  test(`every op x type through allreduce (both algorithms), pair types, non-commutative user op on ${n} ranks`, async () => {
    const res = await run('coll_buf.mjs', n, ['ops']);
    noErrors(res, n, 'ops');
    assert.ok(res[0].cases >= 190);
  });
}

for (const n of [1, 2, 3, 5]) {
  test(`large allreduces (MBs, uneven slices) through shm-slice, in place and not, on ${n} rank(s)`, async () => {
    const res = await run('coll_buf.mjs', n, ['large'], { memoryBytes: 256 << 20 });
    const errs = res.flat();
    assert.ok(errs.length === 0, errs.slice(0, 5).join('\n'));
  });
}

test.run();
