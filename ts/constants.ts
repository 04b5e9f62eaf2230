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
/** Datatype.darray: how one dimension of the array is distributed over its row of the process
 *  grid (MPI_DISTRIBUTE_*). BLOCK: one block per process, of `darg` items or by default
 *  ceil(gsize / psize); CYCLIC: blocks of `darg` items (1 by default) dealt round-robin; NONE: not
 *  distributed (that dimension of the grid has size 1). Strings, so that a type's name and
 *  contents read as what they mean; `as const` keeps their literal types in an array literal
 *  (`[DISTRIBUTE_BLOCK, DISTRIBUTE_CYCLIC]` is a Distribution[], not a string[]). */
export const DISTRIBUTE_BLOCK = 'block' as const;
export const DISTRIBUTE_CYCLIC = 'cyclic' as const;
export const DISTRIBUTE_NONE = 'none' as const;
export type Distribution = typeof DISTRIBUTE_BLOCK | typeof DISTRIBUTE_CYCLIC | typeof DISTRIBUTE_NONE;
/** Datatype.darray: the distribution argument that asks for the distribution's default block
 *  length (MPI_DISTRIBUTE_DFLT_DARG; MPICH's value, as UNDEFINED is). */
export const DISTRIBUTE_DFLT_DARG = -49767;
