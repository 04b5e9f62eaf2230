// barrier, dissemination: ceil(log2 p) rounds; in round k rank r signals and waits for rank
// r - 2^k. Cost: ceil(log2 p) * alpha. Any p.
import { emitSignal, emitWait } from "./emit";
import { bruckSteps } from "../pattern/bruck";

export function buildBarrierDissemination(me: i32, p: i32, root: i32, count: i32, esize: i32, flags: i32): void {
  const L = bruckSteps(p);
  for (let k = 0; k < L; k++) {
    emitSignal(k + 1);
    emitWait((me - (1 << k) % p + p) % p, k + 1);
  }
}
