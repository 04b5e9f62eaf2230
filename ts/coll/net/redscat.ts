// reduce_scatter (block and v): the whole vector reduced to rank 0 by a binomial tree in rank order
// (tree.ts), then each rank's block sent to it. ceil(log2 p) (alpha + N beta + N gamma) + (p-1)
// alpha + (p-1)/p N beta at rank 0 (N the whole vector). Rank order: serves non-commutative ops.
import type { Build } from './build.js';
import { binomialReduce } from './tree.js';
import { wholeComm, part } from './group.js';

/** `cnt[r]`: rank r's elements, the blocks one after the other. */
export function reduceThenScatter(b: Build, cnt: ArrayLike<number>): void {
  const p = b.comm.size;
  const me = b.comm.rank;
  const e = b.esize;
  let total = 0;
  const off: number[] = [];
  for (let r = 0; r < p; r++) {
    off.push(total);
    total += cnt[r];
  }
  const R = b.recvView()!;
  const input = b.sendView() ?? R;
  const acc = b.scratch(total * e);
  const tmp = b.scratch(total * e);
  b.atStart(() => acc.view.set(input.subarray(0, total * e)));
  binomialReduce(b, wholeComm(b), 0, acc, tmp, total);
  if (me === 0) {
    for (let r = 1; r < p; r++) b.s.send(r, part(acc, off[r] * e, cnt[r] * e).view);
    b.s.fn(() => R.set(part(acc, 0, cnt[0] * e).view));
  } else b.s.recv(0, R.subarray(0, cnt[me] * e));
  b.s.wait();
}
