// The two phases of Rabenseifner's allreduce, shared with the builders that run one of them alone:
//  - recursive-halving reduce-scatter (allreduce_rabenseifner, reduce_scatter_recursive_halving):
//    over the pof2 new ranks left after the non-power-of-two fold (common.ts emitFoldIn, which
//    signals step 2). At step s (epoch 2 + s) new rank r and its partner r ^ (pof2 >> (s+1)) each
//    fold the half of their current range of chunks that they keep, reading the partner's copy in
//    place: X_{s+1}[kept] = X_s(lower)[kept] OP X_s(higher)[kept]; then signal 3 + s. After L steps
//    new rank c holds chunk c (halving.ts: chunks and kept ranges). Kept ranges shrink, so a step
//    never writes what a partner reads.
//  - recursive-doubling allgather (allreduce_rabenseifner, allgather_recursive_doubling): at step k
//    new rank r copies from its partner r ^ 2^k the aligned group of 2^k chunks that the partner
//    holds, into the same place of its own receive buffer (the halving steps backwards).
// X_0 is the input (scratch region C = [2n, 3n) for folded ranks and, with inputInTmp, for every
// rank); X_1 .. X_{L-1} alternate between scratch regions A = [0, n) and B = [n, 2n); X_L is the
// receive buffer (lastInRecv) or its region in scratch.
import { ref, BUF_RECV, BUF_TMP } from "../sched/format";
import { emitCopy, emitReduce3, emitSignal, emitWait } from "./emit";
import { rdPof2, rdSteps, rdNewRank, rdOldRank } from "../pattern/recursive_doubling";
import { chunkLo, keptLo, keptHi } from "./halving";

// Scratch region of X_j for 0 < j (A for odd j, B for even j).
export function halvingRegion(j: i32, n: i32): i32 {
  return ((j + 1) & 1) * n;
}

// Where rank x keeps X_j: a buffer reference (halvingOff: the byte offset there).
export function halvingRef(x: i32, j: i32, p: i32, input: i32, inputInTmp: bool, lastInRecv: bool): i32 {
  if (j == rdSteps(p) && lastInRecv) return ref(x, BUF_RECV);
  if (j > 0) return ref(x, BUF_TMP);
  return x < 2 * (p - rdPof2(p)) || inputInTmp ? ref(x, BUF_TMP) : ref(x, input);
}
export function halvingOff(x: i32, j: i32, p: i32, n: i32, inputInTmp: bool, lastInRecv: bool): i32 {
  if (j == rdSteps(p) && lastInRecv) return 0;
  if (j > 0) return halvingRegion(j, n);
  return x < 2 * (p - rdPof2(p)) || inputInTmp ? 2 * n : 0;
}

// The halving steps of a rank with a new rank (after emitFoldIn). `mode`, `count`: the chunks
// (halving.ts chunkLo); n: bytes of the whole vector; input: BUF_SEND or BUF_RECV.
export function emitHalvingReduceScatter(me: i32, p: i32, mode: i32, count: i32, esize: i32, n: i32, input: i32, inputInTmp: bool, lastInRecv: bool): void {
  const pof2 = rdPof2(p);
  const L = rdSteps(p);
  const nr = rdNewRank(me, p);
  for (let s = 0; s < L; s++) {
    const qn = nr ^ (pof2 >> (s + 1));
    const q = rdOldRank(qn, p);
    const lo = chunkLo(mode, keptLo(nr, pof2, s), p, count) * esize;
    const hi = chunkLo(mode, keptHi(nr, pof2, s), p, count) * esize;
    const a = nr < qn ? me : q;
    const b = nr < qn ? q : me;
    emitWait(q, 2 + s);
    emitReduce3(halvingRef(me, s + 1, p, input, inputInTmp, lastInRecv), halvingOff(me, s + 1, p, n, inputInTmp, lastInRecv) + lo,
      halvingRef(a, s, p, input, inputInTmp, lastInRecv), halvingOff(a, s, p, n, inputInTmp, lastInRecv) + lo,
      halvingRef(b, s, p, input, inputInTmp, lastInRecv), halvingOff(b, s, p, n, inputInTmp, lastInRecv) + lo, (hi - lo) / esize);
    emitSignal(3 + s);
  }
}

// The doubling steps of a rank with a new rank, from epoch step0 (the caller has signalled step0
// once its own chunk is final in its receive buffer): step k waits for the partner's step0 + k
// and signals step0 + k + 1. Ends once every partner has finished the step that read from this
// rank (its receive buffer, and before that, in the halving phase, its inputs).
export function emitDoublingAllgather(me: i32, p: i32, mode: i32, count: i32, esize: i32, step0: i32): void {
  const L = rdSteps(p);
  const nr = rdNewRank(me, p);
  for (let k = 0; k < L; k++) {
    const qn = nr ^ (1 << k);
    const q = rdOldRank(qn, p);
    const first = (qn >> k) << k;
    const lo = chunkLo(mode, first, p, count) * esize;
    const hi = chunkLo(mode, first + (1 << k), p, count) * esize;
    emitWait(q, step0 + k);
    emitCopy(ref(me, BUF_RECV), lo, ref(q, BUF_RECV), lo, hi - lo);
    emitSignal(step0 + k + 1);
  }
  for (let k = 0; k < L; k++) emitWait(rdOldRank(nr ^ (1 << k), p), step0 + k + 1);
}
