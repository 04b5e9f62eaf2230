// reduce-scatter (block), recursive halving: log2(pof2) steps; each folds, in place, the half of
// the current range of blocks this rank keeps, reading the partner's copy of it; after the last
// step new rank c holds the blocks of the real ranks folded into it. MPICH folding for
// non-powers of two: the even rank of a folded pair copies its block from its odd partner.
// Cost: log2(pof2)*alpha + n(p-1)/p*gamma... (+ folding). Commutative ops.
import { ref, BUF_SEND, BUF_RECV, BUF_TMP } from "../sched/format";
import { emitCopy, emitReduce3, emitSignal, emitWait } from "./emit";
import { F_INPLACE, emitFoldIn } from "./common";
import { rdPof2, rdSteps, rdNewRank, rdOldRank } from "../pattern/recursive_doubling";
import { chunkLo, keptLo, keptHi, BY_RANK } from "./halving";

// X_j of rank x: j = 0 the input (scratch C after folding), j > 0 scratch A/B (j odd: A).
function xRef(x: i32, j: i32, p: i32, input: i32): i32 {
  if (j > 0) return ref(x, BUF_TMP);
  return x < 2 * (p - rdPof2(p)) ? ref(x, BUF_TMP) : ref(x, input);
}
function xOff(x: i32, j: i32, p: i32, n: i32): i32 {
  if (j > 0) return ((j + 1) & 1) * n;
  return x < 2 * (p - rdPof2(p)) ? 2 * n : 0;
}

export function buildReduceScatterRecursiveHalving(me: i32, p: i32, root: i32, count: i32, esize: i32, flags: i32): void {
  const blk = count * esize;
  const n = p * blk;
  const input = flags & F_INPLACE ? BUF_RECV : BUF_SEND;
  if (p == 1) {
    if (input != BUF_RECV) emitCopy(ref(me, BUF_RECV), 0, ref(me, BUF_SEND), 0, blk);
    return;
  }
  const pof2 = rdPof2(p);
  const L = rdSteps(p);
  const rem = p - pof2;
  const nr = rdNewRank(me, p);
  const last = 2 + L;
  emitSignal(1);
  if (nr < 0) {
    emitWait(me + 1, last);
    emitCopy(ref(me, BUF_RECV), 0, xRef(me + 1, L, p, input), xOff(me + 1, L, p, n) + me * blk, blk);
    emitSignal(last + 1);
    return;
  }
  emitFoldIn(me, p, n, p * count, input, false);
  for (let s = 0; s < L; s++) {
    const qn = nr ^ (pof2 >> (s + 1));
    const q = rdOldRank(qn, p);
    const lo = chunkLo(BY_RANK, keptLo(nr, pof2, s), p, count);
    const hi = chunkLo(BY_RANK, keptHi(nr, pof2, s), p, count);
    const a = nr < qn ? me : q;
    const b = nr < qn ? q : me;
    emitWait(q, 2 + s);
    emitReduce3(xRef(me, s + 1, p, input), xOff(me, s + 1, p, n) + lo * esize,
      xRef(a, s, p, input), xOff(a, s, p, n) + lo * esize,
      xRef(b, s, p, input), xOff(b, s, p, n) + lo * esize, hi - lo);
    emitSignal(3 + s);
  }
  for (let s = 0; s < L; s++) emitWait(rdOldRank(nr ^ (pof2 >> (s + 1)), p), last);
  if (me < 2 * rem) emitWait(me - 1, last + 1); // the even partner copied its block
  emitCopy(ref(me, BUF_RECV), 0, xRef(me, L, p, input), xOff(me, L, p, n) + me * blk, blk);
}
