// What the collective layer needs of a communicator: its members, context and world, the check and
// the wording of its calls, what the communicator layer sets from its topology, and one slot for
// the state the collective layer keeps on it. The communicator (ts/comm/base.ts, CommBase)
// implements it; coll/ never imports ts/comm/base.ts or comm.ts, which sit above it.
import type { InPlace } from '../constants.js';
import type { RankWorld } from '../comm/world.js';
import type { Datatype, TypedArray } from '../datatype/type.js';
import type { Request } from '../request/request.js';
import type { Resolved } from '../topology/neighborhood.js';
import type { Op } from './op.js';

/**
 * What the collective layer keeps on a communicator, in its `coll` slot: the shared-memory state
 * (ts/coll/exec/state.ts, CollState) or, on a communicator that spans processes, the state between
 * processes (ts/coll/net/state.ts, NetState). Each is made, read and released by its own module;
 * the slot saves a lookup per call.
 */
export interface CollSlot {
  readonly comm: CollComm;
}

export interface CollComm {
  readonly rank: number;
  readonly size: number;
  /** World ranks of the members, in communicator rank order. */
  readonly members: Int32Array;
  /** Context id of point-to-point traffic; collective traffic uses ctx + 1. */
  readonly ctx: number;
  readonly name: string;
  readonly w: RankWorld;
  /** Builds "call on COMM (rank r of n)" for error messages, only when one is raised. */
  readonly whereFn: (call: string) => string;
  /** ERR_COMM when the communicator was freed or its rank has finalized. */
  live(call: string): void;
  /** The topology's neighbourhood of this rank (the neighbourhood collectives); null: none. */
  readonly nbhd: Resolved | null;
  /** Only the neighbourhood collectives are allowed (a restrictive topology where not every rank
   *  neighbours every other). */
  readonly collRestricted: boolean;
  /** Set while a commit compiles declared collectives: a `*Init` hands it its plan instead of
   *  making a request (ts/coll/exec/start.ts, precompile). */
  readonly precompiling: ((plan: unknown) => void) | null;
  /** The collective layer's state of this communicator; null until its first collective. */
  coll: CollSlot | null;
}

/**
 * The sub-communicator of one process's ranks within a communicator that spans processes: the
 * hierarchical algorithms (ts/coll/net/hier.ts) run its collectives in shared memory.
 */
export interface ProcessComm extends CollComm {
  ibarrier(): Request;
  ibcast(buf: TypedArray, root: number): Request;
  ireduce(
    sendbuf: TypedArray | InPlace,
    recvbuf: TypedArray | null,
    op: Op,
    root: number,
    opts?: { datatype?: Datatype; count?: number },
  ): Request;
  igather(sendbuf: TypedArray | InPlace, recvbuf: TypedArray | null, root: number): Request;
  free(): void;
}
