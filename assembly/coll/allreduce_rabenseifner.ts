// allreduce, Rabenseifner: recursive-halving reduce-scatter (each step folds, in place, the half of
// the current range this rank keeps, reading the partner's copy of it), then recursive-doubling
// allgather of the finished chunks straight between receive buffers. MPICH folding for
// non-powers of two. Kept ranges shrink, so a step never writes what a partner reads.
// Cost: 2*log2(pof2)*alpha + n(pof2-1)/pof2*(beta + gamma) (+ folding). Commutative ops.
import { ref, BUF_SEND, BUF_RECV, BUF_TMP } from "../sched/format";
import { emitCopy, emitReduce3, emitSignal, emitWait } from "./emit";
import { F_INPLACE, emitFoldIn } from "./common";
import { rdPof2, rdSteps, rdNewRank, rdOldRank } from "../pattern/recursive_doubling";
import { chunkLo, keptLo, keptHi, UNIFORM } from "./halving";

// X_j of rank x: j = 0 the input (scratch C when folded or in place), 0 < j < L scratch A/B, L the result.
function xRef(x: i32, j: i32, L: i32, p: i32, inplace: bool): i32 {
  if (j == L) return ref(x, BUF_RECV);
  if (j > 0) return ref(x, BUF_TMP);
  return x < 2 * (p - rdPof2(p)) || inplace ? ref(x, BUF_TMP) : ref(x, BUF_SEND);
}
function xOff(x: i32, j: i32, L: i32, p: i32, n: i32, inplace: bool): i32 {
  if (j == L) return 0;
  if (j > 0) return (j & 1) * n;
  return x < 2 * (p - rdPof2(p)) || inplace ? 2 * n : 0;
}

export function buildAllreduceRabenseifner(me: i32, p: i32, root: i32, count: i32, esize: i32, flags: i32): void {
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
  const last = 2 + 2 * L; // the last step's epoch
  emitSignal(1);
  if (nr < 0) {
    emitWait(me + 1, last);
    emitCopy(ref(me, BUF_RECV), 0, ref(me + 1, BUF_RECV), 0, n);
    emitSignal(last + 1);
    return;
  }
  emitFoldIn(me, p, n, count, input, inplace);
  for (let s = 0; s < L; s++) { // reduce-scatter
    const qn = nr ^ (pof2 >> (s + 1));
    const q = rdOldRank(qn, p);
    const lo = chunkLo(UNIFORM, keptLo(nr, pof2, s), p, count);
    const hi = chunkLo(UNIFORM, keptHi(nr, pof2, s), p, count);
    const a = nr < qn ? me : q;
    const b = nr < qn ? q : me;
    emitWait(q, 2 + s);
    emitReduce3(xRef(me, s + 1, L, p, inplace), xOff(me, s + 1, L, p, n, inplace) + lo * esize,
      xRef(a, s, L, p, inplace), xOff(a, s, L, p, n, inplace) + lo * esize,
      xRef(b, s, L, p, inplace), xOff(b, s, L, p, n, inplace) + lo * esize, hi - lo);
    emitSignal(3 + s);
  }
  for (let t = 0; t < L; t++) { // allgather: steps backwards, copying the partner's kept range
    const s = L - 1 - t;
    const qn = nr ^ (pof2 >> (s + 1));
    const q = rdOldRank(qn, p);
    const lo = chunkLo(UNIFORM, keptLo(qn, pof2, s), p, count);
    const hi = chunkLo(UNIFORM, keptHi(qn, pof2, s), p, count);
    emitWait(q, 2 + L + t);
    emitCopy(ref(me, BUF_RECV), lo * esize, ref(q, BUF_RECV), lo * esize, (hi - lo) * esize);
    emitSignal(3 + L + t);
  }
  for (let s = 0; s < L; s++) emitWait(rdOldRank(nr ^ (pof2 >> (s + 1)), p), last);
  if (me < 2 * rem) emitWait(me - 1, last + 1);
}
