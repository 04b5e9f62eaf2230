import { ANY_TAG, PROC_NULL } from './constants.js';

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
  static readonly EMPTY = new Status(PROC_NULL, ANY_TAG, 0, 0);
  static cancelledStatus(): Status {
    return new Status(PROC_NULL, ANY_TAG, 0, 0, true);
  }
}
