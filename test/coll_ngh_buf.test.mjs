// neighborAlltoallw blocking, nonblocking and persistent: one datatype per edge on each side,
// byte displacements, the persistent form packing the send buffer's contents at every start.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { run } from './helpers.mjs';

for (const p of [1, 2, 3, 5]) {
  test(`neighborAlltoallw (blocking, i*, *Init restarted) on a periodic ring of ${p}`, async () => {
    const res = await run('coll_ngh_buf.mjs', p);
    for (const v of res) {
      const left = (v.rank - 1 + p) % p;
      const right = (v.rank + 1) % p;
      v.out.forEach((recv, round) => {
        // block 0 from the -1 neighbour: what it sent on its +1 edge (elements 4 and 5, contiguous);
        // block 1 from the +1 neighbour: its -1 edge, the column (elements 0 and 3)
        const base = (q) => 1000 * round + 100 * q;
        assert.equal(
          recv,
          [base(left) + 4, base(left) + 5, -1, base(right) + 0, base(right) + 3, -1],
          `round ${round}`,
        );
      });
    }
  });
}

test('neighbours that disagree on the block size get ERR_ARG instead of a wrong or out-of-bounds read', async () => {
  for (const p of [2, 3]) {
    const res = await run('coll_ngh_buf_mismatch.mjs', p);
    for (const v of res)
      assert.match(v, /^ERR_ARG: neighborAlltoall on .*: rank \d+('s call does not match this one| failed this call)/);
  }
});

test.run();
