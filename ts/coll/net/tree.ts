// bcast and reduce, binomial trees among L ranks, numbered relative to the root.
// bcast: a rank receives from its parent (its relative rank less its lowest set bit), then sends
// to its children, largest subtree first. ceil(log2 L) rounds: ceil(log2 L) (alpha + n beta).
// reduce: the mirror: a rank receives each child's partial result, smallest subtree first, and
// combines it, then sends its own to its parent. ceil(log2 L) (alpha + n beta + n gamma). Each
// partial result covers consecutive relative ranks, and a child's lie above its parent's, so with
// the root at index 0 operands combine in group order (a non-commutative op's order).
import type { Build } from './build.js';
import type { Group, Vec } from './group.js';

export function binomialBcast(b: Build, g: Group, root: number, data: Uint8Array): void {
  const L = g.ranks.length;
  const vr = (g.i - root + L) % L;
  const at = (v: number) => g.ranks[(v + root) % L];
  let mask = 1;
  while (mask < L) {
    if (vr & mask) {
      b.s.recv(at(vr - mask), data).wait();
      break;
    }
    mask <<= 1;
  }
  mask >>= 1;
  while (mask > 0) {
    if (vr + mask < L) b.s.send(at(vr + mask), data);
    mask >>= 1;
  }
  b.s.wait();
}

/** Reduces `n` elements of every rank's `acc` into the root's `acc` (`tmp`: as long, scratch). */
export function binomialReduce(b: Build, g: Group, root: number, acc: Vec, tmp: Vec, n: number): void {
  const L = g.ranks.length;
  const vr = (g.i - root + L) % L;
  const at = (v: number) => g.ranks[(v + root) % L];
  const combine = b.combine;
  for (let mask = 1; mask < L; mask <<= 1) {
    if ((vr & mask) === 0) {
      const src = vr | mask;
      if (src < L) {
        b.s.recv(at(src), tmp.view);
        b.s.fn(() => combine(acc.ptr, acc.ptr, tmp.ptr, n));
      }
    } else {
      b.s.send(at(vr & ~mask), acc.view).wait();
      break;
    }
  }
}
