export const ANY_SOURCE = -1;
export const ANY_TAG = -1;
export const PROC_NULL = -2;
export const UNDEFINED = -32766;
/** Largest user tag (MPI_TAG_UB). */
export const TAG_UB = 0x3fffffff;
/** Results of comm.compare and group.compare. */
export const IDENT = 'ident';
export const CONGRUENT = 'congruent';
export const SIMILAR = 'similar';
export const UNEQUAL = 'unequal';
export type Comparison = typeof IDENT | typeof CONGRUENT | typeof SIMILAR | typeof UNEQUAL;
/** Collectives: the send buffer argument that means "the input is in the receive buffer". */
export const IN_PLACE: unique symbol = Symbol.for('wasmpi.IN_PLACE');
export type InPlace = typeof IN_PLACE;
/** The commit protocol (docs/guide/commit.md): a buffer or count of an operation declared on a pending
 *  communicator that is given after commit, with `req.register(...)`. */
export const DEFERRED: unique symbol = Symbol.for('wasmpi.DEFERRED');
export type Deferred = typeof DEFERRED;
