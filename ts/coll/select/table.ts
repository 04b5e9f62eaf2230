// The collective algorithms wasmpi can run, indexed: the rows of the generated table
// (algorithms.gen.ts, from assembly/coll/algorithms.json) with what decides whether one can run a
// call, apart by engine: the shm rows the core's executor runs in one process (their builders
// looked up by id) and the net rows ts/coll/net/ runs between processes. Selection (select.ts)
// ranks the ones of an engine that apply with their cost functions (cost.ts).
//
// `bytes` everywhere in ts/coll is the message size of the call in the OSU benchmarks' sense:
// the buffer for bcast, reduce, allreduce, scan and exscan; one rank's contribution for allgather
// and gather; one peer's block for alltoall and scatter; the block each rank ends with for
// reduce_scatter (MPI_Reduce_scatter_block).
import { COLLECTIVES, V_COLLECTIVES, ROWS, type Collective, type CollName } from './algorithms.gen.js';
import type { AlgRow, CollFlags, Engine, NetRow, ShmRow } from './types.js';

export { COLLECTIVES, V_COLLECTIVES, type Collective, type CollName };
export type { AlgRow, CollFlags, Engine };

/** What decides whether a row can run a call. */
interface Applies {
  /** Why it cannot run this call (for messages), or null when it can. For a net row p is the
   *  number of processes. */
  whyNot(p: number, bytes: number, flags: CollFlags): string | null;
  /** True when it can run this call. */
  applies(p: number, bytes: number, flags: CollFlags): boolean;
}

/** An algorithm the core's executor runs in one process (a shm row). */
export type AlgInfo = ShmRow<CollName> & Applies;
/** An algorithm between processes (a net row, ts/coll/net/). */
export type NetAlgInfo = NetRow<CollName> & Applies;
/** A row of either engine: what selection ranks. */
export type Candidate = AlgInfo | NetAlgInfo;

/** The v-variants: one algorithm each, not ranked by the cost model. */
export const V_COLLS: ReadonlySet<CollName> = new Set(V_COLLECTIVES);

/** Why the executor cannot run the row for this call (too large for its scratch, not in place), or null. */
function executorWhyNot(a: ShmRow, bytes: number, flags: { inPlace?: boolean }): string | null {
  if (bytes > a.maxBytes) return `goes through scratch, for messages up to ${a.maxBytes} B`;
  if (flags.inPlace && !a.inPlace) return 'cannot run in place';
  return null;
}

function info<R extends AlgRow<CollName>>(a: R): R & Applies {
  const whyNot = (p: number, bytes: number, flags: CollFlags): string | null => {
    // the algorithms between processes take any size and IN_PLACE: only their own restrictions
    if (a.engine === 'shm') {
      const why = executorWhyNot(a, bytes, flags);
      if (why !== null) return why;
    }
    for (const check of a.requires) {
      const r = check(p, bytes, flags);
      if (r !== null) return r;
    }
    return null;
  };
  const full: R & Applies = {
    ...a,
    whyNot,
    applies: (p: number, bytes: number, flags: CollFlags) => whyNot(p, bytes, flags) === null,
  };
  return Object.freeze(full);
}

function group<R extends { coll: CollName }>(rows: readonly R[]): Map<CollName, R[]> {
  const m = new Map<CollName, R[]>();
  for (const a of rows) m.set(a.coll, [...(m.get(a.coll) ?? []), a]);
  return m;
}

const ALL: readonly AlgInfo[] = Object.freeze(ROWS.filter((a) => a.engine === 'shm').map(info));
const NET: readonly NetAlgInfo[] = Object.freeze(ROWS.filter((a) => a.engine === 'net').map(info));
const byColl = group(ALL);
const netByColl = group(NET);

/** Every in-process algorithm of the ranked collectives (not the v-variants), grouped by collective
 *  in table order (ties in cost go to the earlier one). */
export const ALGORITHMS: readonly AlgInfo[] = Object.freeze(ALL.filter((a) => !V_COLLS.has(a.coll)));

/** The in-process algorithms of one ranked collective, in table order ([] for a v-variant: see builtOf). */
export function algorithmsOf(coll: Collective): AlgInfo[] {
  return V_COLLS.has(coll) ? [] : (byColl.get(coll) ?? []);
}

/** The named in-process algorithm of a ranked collective, or undefined. */
export function findAlgorithm(coll: Collective, name: string): AlgInfo | undefined {
  return algorithmsOf(coll).find((a) => a.name === name);
}

export function isCollective(s: string): s is Collective {
  return (COLLECTIVES as readonly string[]).includes(s);
}

/** The algorithms the executor can run for any collective, v-variants included, in table order. */
export function builtOf(coll: CollName): AlgInfo[] {
  return byColl.get(coll) ?? [];
}

/** The algorithm with this id (the core's ALG_* number), or undefined. */
export function algorithmById(id: number): AlgInfo | undefined {
  return ALL.find((a) => a.id === id);
}

export function findBuilt(coll: CollName, name: string): AlgInfo | undefined {
  return byColl.get(coll)?.find((x) => x.name === name);
}

/** Why the executor cannot run `name` for this call (no builder, too large for its scratch, not in
 *  place), or null when it can. The algorithm's own restrictions are AlgInfo.whyNot's. */
export function builtWhyNot(
  coll: string,
  name: string,
  _p: number,
  bytes: number,
  flags: { inPlace?: boolean },
): string | null {
  const a = findBuilt(coll as CollName, name);
  if (!a) return 'not built yet (no schedule builder)';
  return executorWhyNot(a, bytes, flags);
}

/** Every algorithm between processes of the ranked collectives, grouped by collective in table order. */
export const NET_ALGORITHMS: readonly NetAlgInfo[] = Object.freeze(NET.filter((a) => !V_COLLS.has(a.coll)));

/** The algorithms between processes of any collective, v-variants included, in table order. */
export function netAlgorithmsOf(coll: CollName): NetAlgInfo[] {
  return netByColl.get(coll) ?? [];
}

/** The named algorithm between processes, or undefined. */
export function findNet(coll: CollName, name: string): NetAlgInfo | undefined {
  return netByColl.get(coll)?.find((x) => x.name === name);
}

/** The algorithms of one ranked collective that an engine ranks, in table order. */
export function candidatesOf(coll: Collective, engine: Engine): readonly Candidate[] {
  return engine === 'shm' ? algorithmsOf(coll) : netAlgorithmsOf(coll);
}
