// Cheap conflict detection (ERR_RMA_CONFLICT): the last N contiguous target byte ranges this rank
// touched in the current epoch, per target, in a preallocated array. A put or get overlapping an
// earlier put, get or accumulate (or an accumulate overlapping an earlier put or get) of the same
// origin with no flush or epoch end between is refused: MPI leaves its outcome undefined. Two gets
// may overlap; so may accumulates of one op (MPI makes them atomic per element), and a no_op fetch
// with any accumulate. Not detected: conflicts between origins (each origin sees only its own
// operations), ranges older than the last N, and targets described by non-contiguous datatypes
// (their blocks may interleave without sharing a byte).
import { OP_NO_OP } from '../core/abi.js';

const N = 32;
/** Kinds: a get, a put; accumulates record their op code (> 0). */
export const K_GET = -1;
export const K_PUT = -2;
/** compareAndSwap's kind (an op of its own). */
export const K_CAS = 1000;

export class Conflicts {
  // per entry: target, lo, hi, kind
  private readonly e = new Float64Array(4 * N);
  private n = 0;
  private next = 0;

  /** The kind of an earlier operation that [lo, hi) of `target` conflicts with (0: none); then
   *  records this one. */
  check(target: number, lo: number, hi: number, kind: number): number {
    const e = this.e;
    for (let i = 0, j = 0; i < this.n; i++, j += 4) {
      if (e[j] !== target || lo >= e[j + 2] || e[j + 1] >= hi) continue;
      const k = e[j + 3];
      // the same operation again (a loop of fetchAndOp on one counter): recorded already
      if (k === kind && e[j + 1] === lo && e[j + 2] === hi && kind !== K_PUT) return 0;
      if (k === K_GET && kind === K_GET) continue;
      if (k > 0 && kind > 0 && (k === kind || k === OP_NO_OP || kind === OP_NO_OP)) continue;
      return k;
    }
    const j = 4 * this.next;
    e[j] = target;
    e[j + 1] = lo;
    e[j + 2] = hi;
    e[j + 3] = kind;
    this.next = (this.next + 1) % N;
    if (this.n < N) this.n++;
    return 0;
  }

  /** Forgets the ranges of `target` (flush, unlock). */
  clearTarget(target: number): void {
    const e = this.e;
    let w = 0;
    for (let i = 0, j = 0; i < this.n; i++, j += 4) {
      if (e[j] === target) continue;
      if (w !== i) e.copyWithin(4 * w, j, j + 4);
      w++;
    }
    this.n = w;
    this.next = w % N;
  }

  /** Forgets every range (an epoch ended). */
  clear(): void {
    this.n = 0;
    this.next = 0;
  }
}

/** A kind, for messages. */
export function kindName(k: number): string {
  return k === K_GET ? 'get' : k === K_PUT ? 'put' : k === K_CAS ? 'compareAndSwap' : 'accumulate';
}
