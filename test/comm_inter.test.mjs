// Inter-communicators (test/ranks/comm_inter.mjs) at local/remote group sizes (1,1), (1,3), (2,3),
// (4,4), (3,5): point-to-point across the groups, merge in each order, dup, errors.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { run } from './helpers.mjs';

for (const [a, b] of [
  [1, 1],
  [1, 3],
  [2, 3],
  [4, 4],
  [3, 5],
]) {
  test(`an inter-communicator of groups of ${a} and ${b}: messages across, merge, dup`, async () => {
    const n = a + b;
    const res = await run('comm_inter.mjs', n, [String(a)]);
    const worldOf = (color, r) => (color === 0 ? r : a + r);
    res.forEach((o, w) => {
      const color = w < a ? 0 : 1;
      const [mine, theirs] = color === 0 ? [a, b] : [b, a];
      const rank = color === 0 ? w : w - a;
      const at = `world rank ${w}`;
      assert.equal([o.color, o.rank, o.size, o.remoteSize, o.remoteGroupSize], [color, rank, mine, theirs, theirs], at);
      // from every remote rank r: [r, its world rank, r, my rank]
      assert.equal(
        o.got,
        Array.from({ length: theirs }, (_, r) => [r, worldOf(1 - color, r), r, rank]),
        at,
      );
      if (rank === 0) assert.equal(o.big, [0, worldOf(1 - color, 0) + 0.5, worldOf(1 - color, 0) + 0.5], at);
      const sum = (n * (n - 1)) / 2;
      // group 0 first, then group 1 first, then (equal asks) the lower leader's group (group 0)
      const first0 = w;
      const first1 = color === 1 ? rank : b + rank;
      assert.equal(
        o.merged,
        [
          [first0, n, sum],
          [first1, n, sum],
          [first0, n, sum],
        ],
        at,
      );
      assert.equal(o.dup, rank === 0 ? [theirs, 0, worldOf(1 - color, 0)] : [theirs], at);
      assert.equal(o.errors, { leader: 'ERR_RANK', dest: 'ERR_RANK' }, at);
    });
  });
}

test.run();
