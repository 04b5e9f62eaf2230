import { ANY_TAG, PROC_NULL, UNDEFINED } from './constants.js';
import { fail, show } from '../errors.js';
import { Datatype } from '../datatype/datatype.js';

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
  ) {}
  /** Items of `datatype` in the message (MPI_Get_count): bytes / datatype.size, or UNDEFINED when
   *  the bytes are not a whole number of items. */
  getCount(datatype: Datatype): number {
    if (!(datatype instanceof Datatype)) fail('ERR_TYPE', `status.getCount: datatype must be a Datatype, got ${show(datatype)}`);
    if (datatype.size === 0) return this.bytes === 0 ? 0 : UNDEFINED;
    return this.bytes % datatype.size === 0 ? this.bytes / datatype.size : UNDEFINED;
  }
  static readonly EMPTY = new Status(PROC_NULL, ANY_TAG, 0, 0);
  static cancelledStatus(): Status {
    return new Status(PROC_NULL, ANY_TAG, 0, 0, true);
  }
}
