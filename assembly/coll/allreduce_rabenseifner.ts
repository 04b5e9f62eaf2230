// allreduce, Rabenseifner: recursive-halving reduce-scatter (each step folds, in place, the half of
// the current range this rank keeps, reading the partner's copy of it), then recursive-doubling
// allgather of the finished chunks straight between receive buffers: the two phases of
// rd_phases.ts over pof2 equal chunks of the vector. MPICH folding for non-powers of two: the
// first 2*rem ranks pair up, the odd one works for both and the even one copies the result.
// Cost: 2*log2(pof2)*alpha + n(pof2-1)/pof2*(beta + gamma) (+ folding). Commutative ops.
import { ref, BUF_SEND, BUF_RECV } from "../sched/format";
import { emitCopy, emitSignal, emitWait } from "./emit";
import { F_INPLACE, emitFoldIn } from "./common";
import { rdPof2, rdSteps, rdNewRank } from "../pattern/recursive_doubling";
import { UNIFORM } from "./halving";
import { emitHalvingReduceScatter, emitDoublingAllgather } from "./rd_phases";

export function buildAllreduceRabenseifner(me: i32, p: i32, root: i32, count: i32, esize: i32, flags: i32): void {
  const n = count * esize;
  const inplace = (flags & F_INPLACE) != 0;
  const input = inplace ? BUF_RECV : BUF_SEND;
  if (p == 1) {
    if (!inplace) emitCopy(ref(me, BUF_RECV), 0, ref(me, BUF_SEND), 0, n);
    return;
  }
  const L = rdSteps(p);
  const rem = p - rdPof2(p);
  const last = 2 + 2 * L; // the last step's epoch
  emitSignal(1);
  if (rdNewRank(me, p) < 0) {
    emitWait(me + 1, last);
    emitCopy(ref(me, BUF_RECV), 0, ref(me + 1, BUF_RECV), 0, n);
    emitSignal(last + 1);
    return;
  }
  emitFoldIn(me, p, n, count, input, inplace);
  emitHalvingReduceScatter(me, p, UNIFORM, count, esize, n, input, inplace, true);
  emitDoublingAllgather(me, p, UNIFORM, count, esize, 2 + L);
  if (me < 2 * rem) emitWait(me - 1, last + 1); // the even partner copied the result
}
