// alltoall, Bruck: rotate the p blocks so that slot j holds the block for rank r+j, then in
// ceil(log2 p) steps take the slots whose index has bit k set from rank r-2^k (reading its
// scratch in place; two scratch regions alternate, a region is rewritten once its reader is done),
// and finally place slot j, which holds rank r-j's block for r, in rank order.
// Cost: ceil(log2 p)*alpha + (n/2)*ceil(log2 p)*beta... (copies every slot each step here).
// Any p; in place too.
import { ref, BUF_SEND, BUF_RECV, BUF_TMP } from "../sched/format";
import { F_INPLACE } from "./common";
import { bruckSteps, bruckA2aSends } from "../pattern/bruck";
import { emitCopy, emitSignal, emitWait } from "./emit";

export function buildAlltoallBruck(me: i32, p: i32, root: i32, count: i32, esize: i32, flags: i32): void {
  const blk = count * esize;
  const n = p * blk;
  const input = flags & F_INPLACE ? BUF_RECV : BUF_SEND;
  const tmp = ref(me, BUF_TMP);
  // Y_0 in region 0: slot j <- block (me + j) mod p
  emitCopy(tmp, 0, ref(me, input), me * blk, (p - me) * blk);
  if (me > 0) emitCopy(tmp, (p - me) * blk, ref(me, input), 0, me * blk);
  if (p > 1) {
    const L = bruckSteps(p);
    emitSignal(1);
    for (let k = 0; k < L; k++) {
      const from = (me - (1 << k) % p + p) % p;
      const src = (k & 1) * n; // Y_k region
      const dst = ((k + 1) & 1) * n; // Y_{k+1} region
      if (k >= 1) emitWait((me + (1 << (k - 1))) % p, k + 1); // the reader of Y_{k-1} (same region) is done
      emitWait(from, k + 1);
      for (let j = 0; j < p; j++) {
        const peer = bruckA2aSends(j, k) ? from : me;
        emitCopy(tmp, dst + j * blk, ref(peer, BUF_TMP), src + j * blk, blk);
      }
      emitSignal(k + 2);
    }
    const fin = (L & 1) * n;
    for (let j = 0; j < p; j++) emitCopy(ref(me, BUF_RECV), ((me - j + p) % p) * blk, tmp, fin + j * blk, blk);
    for (let k = 0; k < L; k++) emitWait((me + (1 << k)) % p, L + 1);
  } else {
    emitCopy(ref(me, BUF_RECV), 0, tmp, 0, blk);
  }
}
