// scan and exscan, recursive doubling among all ranks: in round k partners 2^k apart swap their
// partial results (the combination of the ranks below them in their 2^k block); the higher one
// folds the lower's into its partial result and its own result, the lower one folds the higher's
// into its partial result only. ceil(log2 p) (alpha + n beta + 2 n gamma). Combines lower operands
// first, so non-commutative ops keep rank order. exscan: rank 0's buffer is left alone.
import type { Build } from './build.js';
import { F_EXCLUSIVE } from '../../core/abi.js';

export function scanRd(b: Build): void {
  const n = b.spec.count;
  const bytes = n * b.esize;
  const exclusive = (b.spec.flags & F_EXCLUSIVE) !== 0;
  const p = b.comm.size;
  const me = b.comm.rank;
  const R = b.recvView()!;
  const input = b.sendView() ?? R;
  const partial = b.scratch(bytes);
  const tmp = b.scratch(bytes);
  const res = b.scratch(bytes);
  b.atStart(() => {
    partial.view.set(input.subarray(0, bytes));
    if (!exclusive) res.view.set(input.subarray(0, bytes));
  });
  const combine = b.combine;
  let first = true;
  for (let mask = 1; mask < p; mask <<= 1) {
    const d = me ^ mask;
    if (d >= p) continue;
    b.s.send(d, partial.view);
    b.s.recv(d, tmp.view);
    if (me > d) {
      const init = exclusive && first;
      first = false;
      b.s.fn(() => {
        if (init) res.view.set(tmp.view);
        else combine(res.ptr, tmp.ptr, res.ptr, n);
        combine(partial.ptr, tmp.ptr, partial.ptr, n);
      });
    } else b.s.fn(() => combine(partial.ptr, partial.ptr, tmp.ptr, n));
  }
  if (!(exclusive && me === 0)) b.s.fn(() => R.set(res.view));
}
