// allreduce, recursive doubling: log2(pof2) steps; at step k rank r and its partner r ^ 2^k (as new
// ranks) each compute B_{k+1} = B_k(lower) OP B_k(higher), reading the partner's B_k in place, so
// both hold the same bits. B_0 is the input; B_L is the receive buffer; B_1 .. B_{L-1} alternate
// between two scratch regions, and a region is rewritten only after the rank that read it is done.
// Non-powers of two (MPICH folding): the first 2*rem ranks pair up; the odd one starts from
// B_0 = in(even) OP in(odd) and the even one copies the result at the end.
// Cost: log2(pof2)*(alpha + n*gamma) (+ 2*alpha + n*(beta + gamma) when folding). Any op; any p.
import { ref, BUF_SEND, BUF_RECV, BUF_TMP } from "../sched/format";
import { emitCopy, emitReduce3, emitSignal, emitWait } from "./emit";
import { F_INPLACE, emitFoldIn } from "./common";
import { rdPof2, rdSteps, rdNewRank, rdOldRank, rdPeer } from "../pattern/recursive_doubling";

// Where rank x keeps B_j (a buffer reference and byte offset).
function bRef(x: i32, j: i32, L: i32, p: i32, n: i32, inplace: bool): i32 {
  if (j == L) return ref(x, BUF_RECV);
  if (j > 0) return ref(x, BUF_TMP);
  const rem = p - rdPof2(p);
  return x < 2 * rem || inplace ? ref(x, BUF_TMP) : ref(x, BUF_SEND);
}
function bOff(x: i32, j: i32, L: i32, p: i32, n: i32, inplace: bool): i32 {
  if (j == L) return 0;
  if (j > 0) return ((L - j) & 1) * n; // regions A = [0, n), B = [n, 2n)
  const rem = p - rdPof2(p);
  return x < 2 * rem || inplace ? 2 * n : 0; // region C = [2n, 3n)
}

export function buildAllreduceRecursiveDoubling(me: i32, p: i32, root: i32, count: i32, esize: i32, flags: i32): void {
  const n = count * esize;
  const inplace = (flags & F_INPLACE) != 0;
  const input = inplace ? BUF_RECV : BUF_SEND;
  if (p == 1) {
    if (!inplace) emitCopy(ref(me, BUF_RECV), 0, ref(me, BUF_SEND), 0, n);
    return;
  }
  const pof2 = rdPof2(p);
  const L = rdSteps(p);
  const rem = p - pof2;
  const nr = rdNewRank(me, p);
  emitSignal(1);
  if (nr < 0) { // folded out: the odd rank above does the steps for both
    emitWait(me + 1, L + 2);
    emitCopy(ref(me, BUF_RECV), 0, ref(me + 1, BUF_RECV), 0, n);
    emitSignal(L + 3);
    return;
  }
  emitFoldIn(me, p, n, count, input, inplace);
  for (let k = 0; k < L; k++) {
    const qn = rdPeer(nr, k);
    const q = rdOldRank(qn, p);
    emitWait(q, k + 2);
    if (k >= 2 && k + 1 < L) emitWait(rdOldRank(rdPeer(nr, k - 1), p), k + 2); // it read the region rewritten now
    const lo = nr < qn ? me : q;
    const hi = nr < qn ? q : me;
    emitReduce3(bRef(me, k + 1, L, p, n, inplace), bOff(me, k + 1, L, p, n, inplace),
      bRef(lo, k, L, p, n, inplace), bOff(lo, k, L, p, n, inplace),
      bRef(hi, k, L, p, n, inplace), bOff(hi, k, L, p, n, inplace), count);
    emitSignal(k + 3);
  }
  for (let k = 0; k < L; k++) emitWait(rdOldRank(rdPeer(nr, k), p), L + 2);
  if (me < 2 * rem) emitWait(me - 1, L + 3);
}
