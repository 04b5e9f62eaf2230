// The v-collectives: gatherv, scatterv, allgatherv, alltoallv and reduceScatter (counts per rank).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { run } from './helpers.mjs';

const SIZES = [1, 2, 3, 5, 8];

function noErrors(res, n, what, keep = () => true) {
  assert.is(res.length, n);
  const errs = res.flatMap((r) => r.errs).filter(keep);
  assert.ok(
    errs.length === 0,
    `${errs.length} mismatches in ${what} on ${n} ranks, first:\n${errs.slice(0, 6).join('\n')}`,
  );
  for (const r of res) assert.ok(r.cases > 0 && r.cases === res[0].cases, `ranks ran ${res.map((x) => x.cases)} cases`);
}

// Receive-buffer elements that no (count, displacement) block covers are reported apart (they carry
// this mark), so that the results proper stay checked on their own.
const isUncovered = (e) => e.includes('(UNCOVERED:');

for (const n of SIZES) {
  let runs = null;
  const once = () => (runs ??= run('coll_v_buf.mjs', n, ['v']));
  test(`gatherv/scatterv (every root), allgatherv, alltoallv, reduceScatter x blocking/i*/*Init x counts with zeros x gaps/reversed/overlapping displacements x IN_PLACE x f64/i32/u8 x plain/alloc on ${n} rank(s): results, send buffers, guards`, async () => {
    const res = await once();
    noErrors(res, n, 'v-collectives', (e) => !isUncovered(e));
    // gatherv 4 layouts + scatterv 5 per root, 39 unrooted, 2 x 2 large rooted, 4 large unrooted; x 3 forms
    assert.is(res[0].cases, 3 * (9 * n + 39 + 2 * new Set([0, n - 1]).size + 4));
  });
  // Regression: with an ordinary TypedArray (not comm.alloc) as the receive buffer, the whole staging
  // area is copied back over it, and it used to be filled from the buffer only in place or for bcast:
  // gaps between blocks, the tail after the last block and a reduceScatter receive buffer's elements
  // past counts[rank] got stale staging bytes instead of keeping their contents.
  test(`v-collectives leave receive-buffer elements that no block covers untouched (gaps, tails, past counts[rank]) on ${n} rank(s)`, async () => {
    noErrors(await once(), n, 'uncovered receive-buffer elements', isUncovered);
  });
}

// MPI-2.2 and later define MPI_Alltoallv with MPI_IN_PLACE (sendcounts and sdispls ignored; each rank
// sends what it receives, from the receive buffer).
for (const n of [1, 3, 5]) {
  test(`alltoallv with IN_PLACE (blocking, i*, *Init) on ${n} rank(s)`, async () => {
    const res = await run('coll_v_buf.mjs', n, ['a2av-inplace']);
    noErrors(res, n, 'alltoallv IN_PLACE');
    assert.is(res[0].cases, 9);
  });
}

for (const n of [1, 2, 3, 5, 8]) {
  test(`bad counts/displs (wrong length, past the end, negative, fractional) raise WasmpiError codes on the caller and leave buffers intact on ${n} rank(s)`, async () => {
    const res = await run('coll_v_buf.mjs', n, ['errors']);
    res.forEach((r, rank) => {
      assert.ok(r.out.length >= 32, `rank ${rank} ran ${r.out.length} error cases`);
      for (const { name, got, want, intact } of r.out) {
        assert.is(got, want, `rank ${rank}: ${name}`);
        assert.ok(intact, `rank ${rank}: ${name} changed a buffer`);
      }
      assert.ok(r.after, `rank ${rank}: correct allgatherv and gatherv after the failed calls`);
    });
  });
}

test.run();
