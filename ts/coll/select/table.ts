// The collective algorithms wasmpi can run, indexed: the rows of the generated table
// (algorithms.gen.ts, from assembly/coll/algorithms.json) with what decides whether one can run a
// call. Builders (assembly/coll/, the executor) are looked up by id; selection (select.ts) ranks
// the ones that apply with their cost functions (cost.ts).
//
// `bytes` everywhere in ts/coll is the message size of the call in the OSU benchmarks' sense:
// the buffer for bcast, reduce, allreduce, scan and exscan; one rank's contribution for allgather
// and gather; one peer's block for alltoall and scatter; the block each rank ends with for
// reduce_scatter (MPI_Reduce_scatter_block).
import { COLLECTIVES, V_COLLECTIVES, ROWS, type Collective, type CollName } from './algorithms.gen.js';
import type { AlgRow, CollFlags } from './types.js';

export { COLLECTIVES, V_COLLECTIVES, type Collective, type CollName };
export type { AlgRow, CollFlags };

export interface AlgInfo extends AlgRow {
  /** Why it cannot run this call (for messages), or null when it can. */
  whyNot(p: number, bytes: number, flags: CollFlags): string | null;
  /** True when it can run this call. */
  applies(p: number, bytes: number, flags: CollFlags): boolean;
}

/** The v-variants: one algorithm each, not ranked by the cost model. */
export const V_COLLS: ReadonlySet<CollName> = new Set(V_COLLECTIVES);

/** Why the executor cannot run the row for this call (too large for its scratch, not in place), or null. */
function executorWhyNot(a: AlgRow, bytes: number, flags: { inPlace?: boolean }): string | null {
  if (bytes > a.maxBytes) return `goes through scratch, for messages up to ${a.maxBytes} B`;
  if (flags.inPlace && !a.inPlace) return 'cannot run in place';
  return null;
}

function info(a: AlgRow): AlgInfo {
  const whyNot = (p: number, bytes: number, flags: CollFlags): string | null => {
    const why = executorWhyNot(a, bytes, flags);
    if (why !== null) return why;
    for (const check of a.requires) {
      const r = check(p, bytes, flags);
      if (r !== null) return r;
    }
    return null;
  };
  return Object.freeze({
    ...a,
    whyNot,
    applies: (p: number, bytes: number, flags: CollFlags) => whyNot(p, bytes, flags) === null,
  });
}

const ALL: readonly AlgInfo[] = Object.freeze(ROWS.map(info));
const byColl = new Map<CollName, AlgInfo[]>();
for (const a of ALL) byColl.set(a.coll, [...(byColl.get(a.coll) ?? []), a]);

/** Every algorithm of the ranked collectives (not the v-variants), grouped by collective in table
 *  order (ties in cost go to the earlier one). */
export const ALGORITHMS: readonly AlgInfo[] = Object.freeze(ALL.filter((a) => !V_COLLS.has(a.coll)));

/** The algorithms of one ranked collective, in table order ([] for a v-variant: see builtOf). */
export function algorithmsOf(coll: Collective): AlgInfo[] {
  return V_COLLS.has(coll) ? [] : (byColl.get(coll) ?? []);
}

/** The named algorithm of a ranked collective, or undefined. */
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
  const a = byColl.get(coll as CollName)?.find((x) => x.name === name);
  if (!a) return 'not built yet (no schedule builder)';
  return executorWhyNot(a, bytes, flags);
}
