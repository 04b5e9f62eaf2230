// reduce-scatter (block), recursive halving: log2(pof2) steps; each folds, in place, the half of
// the current range of blocks this rank keeps, reading the partner's copy of it; after the last
// step new rank c holds the blocks of the real ranks folded into it. MPICH folding for
// non-powers of two: the even rank of a folded pair copies its block from its odd partner.
// The steps are the recursive-halving phase of rd_phases.ts over the blocks of the new ranks.
// Cost: log2(pof2)*alpha + n(p-1)/p*gamma... (+ folding). Commutative ops.
import { ref, BUF_SEND, BUF_RECV, BUF_TMP } from "../sched/format";
import { emitCopy, emitSignal, emitWait } from "./emit";
import { F_INPLACE, emitFoldIn } from "./common";
import { rdPof2, rdSteps, rdNewRank, rdOldRank } from "../pattern/recursive_doubling";
import { BY_RANK } from "./halving";
import { emitHalvingReduceScatter, halvingRegion } from "./rd_phases";

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
  const result = halvingRegion(L, n); // X_L, in scratch
  emitSignal(1);
  if (nr < 0) {
    emitWait(me + 1, last);
    emitCopy(ref(me, BUF_RECV), 0, ref(me + 1, BUF_TMP), result + me * blk, blk);
    emitSignal(last + 1);
    return;
  }
  emitFoldIn(me, p, n, p * count, input, false);
  emitHalvingReduceScatter(me, p, BY_RANK, count, esize, n, input, false, false);
  for (let s = 0; s < L; s++) emitWait(rdOldRank(nr ^ (pof2 >> (s + 1)), p), last);
  if (me < 2 * rem) emitWait(me - 1, last + 1); // the even partner copied its block
  emitCopy(ref(me, BUF_RECV), 0, ref(me, BUF_TMP), result + me * blk, blk);
}
