// One collective call as the collective layer passes it on: normalised by ts/coll/api/ (counts and
// buffers in the executor's element type), planned and run in shared memory (start.ts, run.ts) or
// over point-to-point between processes (ts/coll/net/).
import type { Buf } from '../../datatype/buffer.js';
import type { Datatype, TypedArrayCtor } from '../../datatype/type.js';
import type { CollName } from '../select/table.js';
import type { Op, UserFunction } from '../op.js';

/** How a call is made: it returns when done, returns a Request, or returns a persistent Request. */
export type Mode = 'blocking' | 'nonblocking' | 'persistent';

/** One collective call, normalised by ts/coll/api/. */
export interface CollSpec {
  call: string;
  coll: CollName;
  /** Send and receive buffers (null where the rank has none; send null with F_INPLACE). */
  send: Buf | null;
  recv: Buf | null;
  /** Elements per block (allgather, alltoall, gather, scatter, reduce_scatter) or of the vector. */
  count: number;
  type: Datatype;
  op: Op | null;
  root: number;
  flags: number;
  algorithm?: unknown;
  /** v-variants: i32 arrays for the builder (coll/vector.ts), in elements. */
  vec?: Int32Array;
  /** alltoallv: this rank's send displacements in bytes, published for its peers. */
  aux?: Int32Array;
  /** neighbor_alltoallv: the bytes of each out-edge's send block (the point-to-point path between
   *  processes sends them; the shared-memory path has each reader take its own). */
  sendBytes?: Int32Array;
  /** `vec` follows from the communicator and the call's count and type (the fixed-size
   *  neighbourhood collectives: the topology's edges): the plan is cached like a scalar call's. */
  vecFixed?: boolean;
  /** The size that selects the algorithm, when not count x type size (neighbourhood calls: the
   *  block size, the same on every rank). */
  bytes?: number;
  /** Scratch bytes the call needs, when its algorithm's formula cannot tell (neighbourhood calls:
   *  the send buffer, whose size depends on the rank's degree). */
  scratch?: number;
  /** Calls without an op on derived types: the signature word of the block (ts/datatype/block_sig.ts,
   *  blockSig); others derive it from `type` and `count`. */
  sig?: number;
  /** v-variants whose counts every rank gives alike: the size word (block_sig.ts, countsSig); the
   *  other v-variants publish SIG_ANY and compare sizes per peer (the schedule's CHECKX ops). */
  vsig?: number;
}

export interface UserReduce {
  fn: UserFunction;
  ctor: TypedArrayCtor;
  /** Typed-array elements per reduced element (pairs: 2). */
  lanes: number;
}
