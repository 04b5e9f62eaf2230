import { ANY_SOURCE, ANY_TAG, PROC_NULL, UNDEFINED } from '../constants.js';
import { fail, show } from '../errors.js';
import { Datatype } from '../datatype/type.js';

/** What a completed receive (or probe) learned about its message. */
export class Status {
  constructor(
    /** Rank of the sender in the communicator. */
    readonly source: number,
    readonly tag: number,
    /** Elements of the receive datatype. */
    readonly count: number,
    readonly bytes: number,
    readonly cancelled = false,
  ) {
    // a status is a value, shared where the same one recurs (a loop receiving one shape of message)
    Object.freeze(this);
  }
  /** Items of `datatype` in the message (MPI_Get_count): bytes / datatype.size, or UNDEFINED when
   *  the bytes are not a whole number of items. */
  getCount(datatype: Datatype): number {
    if (!(datatype instanceof Datatype))
      fail('ERR_TYPE', `status.getCount: datatype must be a Datatype, got ${show(datatype)}`);
    if (datatype.size === 0) return this.bytes === 0 ? 0 : UNDEFINED;
    return this.bytes % datatype.size === 0 ? this.bytes / datatype.size : UNDEFINED;
  }
  /** Base elements in the message received as items of `datatype` (MPI_Get_elements): the whole
   *  items' elements plus those of a last partial item, or UNDEFINED when the message ends inside
   *  a base element. A pair type (maxloc/minloc) counts as one element, as in its signature. */
  getElements(datatype: Datatype): number {
    if (!(datatype instanceof Datatype))
      fail('ERR_TYPE', `status.getElements: datatype must be a Datatype, got ${show(datatype)}`);
    const sig = datatype.signature;
    if (datatype.size === 0) return this.bytes === 0 ? 0 : UNDEFINED;
    const q = Math.floor(this.bytes / datatype.size);
    let r = this.bytes - q * datatype.size;
    let n = 0;
    for (const [, k] of sig) n += k;
    n *= q;
    for (let i = 0; i < sig.length && r > 0; i++) {
      const [b, k] = sig[i];
      const run = b.size * k;
      if (r >= run) {
        n += k;
        r -= run;
      } else {
        if (r % b.size !== 0) return UNDEFINED;
        n += r / b.size;
        r = 0;
      }
    }
    return n;
  }
  /** The empty status (MPI 4.1 section 3.7.3): source ANY_SOURCE, tag ANY_TAG, count 0. What a wait
   *  or test on an inactive request returns, and the status of a completed send. */
  static readonly EMPTY = new Status(ANY_SOURCE, ANY_TAG, 0, 0);
  /** A receive or probe from PROC_NULL (section 3.11): source PROC_NULL, tag ANY_TAG, count 0. */
  static readonly PROC_NULL = new Status(PROC_NULL, ANY_TAG, 0, 0);
  /** @internal A cancelled operation: the empty status with `cancelled` set (MPI_Test_cancelled). */
  static readonly CANCELLED = new Status(ANY_SOURCE, ANY_TAG, 0, 0, true);
}
