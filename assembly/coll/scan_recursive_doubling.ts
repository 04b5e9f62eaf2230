// scan / exscan, recursive doubling: ceil(log2 p) steps; at step k rank r reads the partial result
// of r ^ 2^k (when that rank exists): a lower partner's partial is folded into r's result and its
// partial (partner first), a higher one's only into the partial. Partials alternate between two
// scratch regions (P_0 is the input; a region is rewritten only after its reader is done).
// Cost: ceil(log2 p)*(alpha + 2n*gamma). Any op (operands stay in rank order); any p.
import { ref, BUF_SEND, BUF_RECV, BUF_TMP } from "../sched/format";
import { emitCopy, emitReduce, emitReduce3, emitSignal, emitWait } from "./emit";
import { F_INPLACE, F_EXCLUSIVE } from "./common";
import { rdScanSteps } from "../pattern/recursive_doubling";

// P_j of any rank: j = 0 the input (scratch region C when in place), else region A or B.
function pRef(x: i32, j: i32, inplace: bool): i32 {
  return j == 0 && !inplace ? ref(x, BUF_SEND) : ref(x, BUF_TMP);
}
function pOff(j: i32, n: i32): i32 {
  return j == 0 ? 2 * n : ((j & 1) == 1 ? 0 : n);
}

export function buildScanRecursiveDoubling(me: i32, p: i32, root: i32, count: i32, esize: i32, flags: i32): void {
  const n = count * esize;
  const inplace = (flags & F_INPLACE) != 0;
  const exclusive = (flags & F_EXCLUSIVE) != 0;
  const L = rdScanSteps(p);
  if (inplace) emitCopy(ref(me, BUF_TMP), 2 * n, ref(me, BUF_RECV), 0, n);
  const p0off = inplace ? 2 * n : 0;
  if (!exclusive && !inplace) emitCopy(ref(me, BUF_RECV), 0, ref(me, BUF_SEND), 0, n);
  if (p == 1) return;
  emitSignal(1);
  let haveResult = !exclusive; // exscan: the result starts empty
  for (let k = 0; k < L; k++) {
    const q = me ^ (1 << k);
    const qp = pRef(q, k, inplace);
    const qoff = k == 0 ? p0off : pOff(k, n);
    const mine = pRef(me, k, inplace);
    const moff = k == 0 ? p0off : pOff(k, n);
    if (k >= 2) { // P_{k+1} reuses P_{k-1}'s region: its reader (step k-1 partner) must be done
      const r = me ^ (1 << (k - 1));
      if (r < p) emitWait(r, k + 1);
    }
    if (q < p) {
      emitWait(q, k + 1);
      if (q < me) {
        if (haveResult) emitReduce(ref(me, BUF_RECV), 0, qp, qoff, count, 1);
        else emitCopy(ref(me, BUF_RECV), 0, qp, qoff, n);
        haveResult = true;
        emitReduce3(ref(me, BUF_TMP), pOff(k + 1, n), qp, qoff, mine, moff, count);
      } else {
        emitReduce3(ref(me, BUF_TMP), pOff(k + 1, n), mine, moff, qp, qoff, count);
      }
    } else {
      emitCopy(ref(me, BUF_TMP), pOff(k + 1, n), mine, moff, n);
    }
    emitSignal(k + 2);
  }
  for (let k = 0; k < L; k++) {
    const q = me ^ (1 << k);
    if (q < p) emitWait(q, L + 1);
  }
}
