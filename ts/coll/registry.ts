// The algorithms the executor can run: id (assembly/coll/build.ts), collective, name, what it
// needs. Selection (ts/coll/select.ts) picks among the ones registered for a collective.
export type CollName =
  | 'barrier' | 'bcast' | 'reduce' | 'allreduce' | 'allgather' | 'alltoall' | 'gather' | 'scatter'
  | 'reduce_scatter' | 'scan' | 'exscan'
  | 'gatherv' | 'scatterv' | 'allgatherv' | 'alltoallv' | 'reduce_scatter_v';

/** The v-variants: one algorithm each, not ranked by the cost model. */
export const V_COLLS: ReadonlySet<CollName> = new Set(['gatherv', 'scatterv', 'allgatherv', 'alltoallv', 'reduce_scatter_v']);

export interface AlgInfo {
  id: number;
  coll: CollName;
  name: string;
  desc: string;
  /** Scratch bytes each rank needs, for p ranks and n bytes (per block where the call has blocks). */
  tmp(p: number, n: number): number;
  /** Largest n (bytes) it accepts, or Infinity. */
  maxBytes: number;
  inPlace: boolean;
}

const none = () => 0;
const n1 = (_p: number, n: number) => n;
const pn = (p: number, n: number) => p * n;
const SMALL = 64 * 1024;

export const ALGORITHMS: AlgInfo[] = [
  { id: 1, coll: 'barrier', name: 'shm-flat', desc: 'every rank signals and waits for all flags', tmp: none, maxBytes: Infinity, inPlace: true },
  { id: 2, coll: 'allreduce', name: 'shm-flat', desc: 'inputs through scratch; each rank folds all p in rank order (1 sync)', tmp: n1, maxBytes: SMALL, inPlace: true },
  { id: 3, coll: 'allreduce', name: 'shm-slice', desc: 'each rank folds its 1/p slice of all inputs in place, then copies the other slices (3 syncs)', tmp: n1, maxBytes: Infinity, inPlace: true },
  { id: 4, coll: 'bcast', name: 'shm-flat', desc: "readers copy from the root's scratch (1 sync, root never waits)", tmp: n1, maxBytes: SMALL, inPlace: true },
  { id: 5, coll: 'bcast', name: 'shm-slice', desc: "every rank copies its slice of the root's buffer to every receiver (2 syncs)", tmp: none, maxBytes: Infinity, inPlace: true },
  { id: 6, coll: 'reduce', name: 'shm-flat', desc: 'inputs through scratch; the root folds all (1 sync, non-roots never wait)', tmp: n1, maxBytes: SMALL, inPlace: true },
  { id: 7, coll: 'reduce', name: 'shm-slice', desc: "each rank folds its slice of all inputs into the root's buffer (2 syncs)", tmp: n1, maxBytes: Infinity, inPlace: true },
  { id: 8, coll: 'allgather', name: 'shm-flat', desc: 'blocks through scratch (1 sync)', tmp: n1, maxBytes: SMALL, inPlace: true },
  { id: 9, coll: 'allgather', name: 'shm-direct', desc: "each rank copies every block from its owner's buffer (2 syncs)", tmp: none, maxBytes: Infinity, inPlace: true },
  { id: 10, coll: 'alltoall', name: 'shm-flat', desc: 'blocks through scratch (1 sync)', tmp: pn, maxBytes: Infinity, inPlace: true },
  { id: 11, coll: 'alltoall', name: 'shm-direct', desc: "rank r copies block r of every rank's buffer (2 syncs)", tmp: none, maxBytes: Infinity, inPlace: false },
  { id: 12, coll: 'gather', name: 'shm-flat', desc: "senders copy straight into the root's buffer (2 syncs)", tmp: none, maxBytes: Infinity, inPlace: true },
  { id: 13, coll: 'scatter', name: 'shm-flat', desc: "receivers copy straight from the root's buffer (2 syncs)", tmp: none, maxBytes: Infinity, inPlace: true },
  { id: 14, coll: 'reduce_scatter', name: 'shm-slice', desc: 'rank r folds block r of all inputs in place (2 syncs)', tmp: n1, maxBytes: Infinity, inPlace: true },
  { id: 15, coll: 'scan', name: 'shm-flat', desc: 'rank r folds inputs 0..r in place (2 syncs)', tmp: n1, maxBytes: Infinity, inPlace: true },
  { id: 15, coll: 'exscan', name: 'shm-flat', desc: 'rank r folds inputs 0..r-1 in place (2 syncs)', tmp: n1, maxBytes: Infinity, inPlace: true },
  { id: 16, coll: 'gatherv', name: 'shm-flat', desc: "the root copies each rank's block straight from its buffer", tmp: none, maxBytes: Infinity, inPlace: true },
  { id: 17, coll: 'scatterv', name: 'shm-flat', desc: "each rank copies its block straight from the root's buffer (displacements published)", tmp: none, maxBytes: Infinity, inPlace: true },
  { id: 18, coll: 'allgatherv', name: 'shm-direct', desc: "every rank copies every block straight from its owner's buffer", tmp: none, maxBytes: Infinity, inPlace: true },
  { id: 19, coll: 'alltoallv', name: 'shm-direct', desc: "rank r copies its block of every rank's send buffer (displacements published)", tmp: none, maxBytes: Infinity, inPlace: false },
  { id: 20, coll: 'reduce_scatter_v', name: 'shm-slice', desc: 'rank r folds its block of every input in place', tmp: n1, maxBytes: Infinity, inPlace: true },
  { id: 21, coll: 'barrier', name: 'dissemination', desc: 'ceil(log2 p) rounds: signal, wait for rank - 2^k', tmp: none, maxBytes: Infinity, inPlace: true },
  { id: 22, coll: 'allgather', name: 'ring', desc: "p-1 steps copying the next block from the left neighbour's buffer", tmp: none, maxBytes: Infinity, inPlace: true },
  { id: 23, coll: 'allgather', name: 'bruck', desc: 'ceil(log2 p) steps copying what rank + 2^k has gathered, in final positions', tmp: none, maxBytes: Infinity, inPlace: true },
  { id: 24, coll: 'allgather', name: 'recursive-doubling', desc: 'log2 p steps copying the partner\'s gathered blocks', tmp: none, maxBytes: Infinity, inPlace: true },
  { id: 25, coll: 'allreduce', name: 'ring', desc: 'ring reduce-scatter then ring allgather, reading neighbours in place', tmp: none, maxBytes: Infinity, inPlace: true },
  { id: 26, coll: 'allreduce', name: 'recursive-doubling', desc: 'log2 steps folding the partner\'s vector; MPICH folding for non-powers of two', tmp: (_p, n) => 3 * n, maxBytes: Infinity, inPlace: true },
  { id: 27, coll: 'bcast', name: 'binomial', desc: 'binomial tree: each rank copies from its parent', tmp: none, maxBytes: Infinity, inPlace: true },
  { id: 28, coll: 'bcast', name: 'scatter-allgather', desc: 'slices from the root, then a ring allgather of slices', tmp: none, maxBytes: Infinity, inPlace: true },
  { id: 29, coll: 'reduce', name: 'binomial', desc: 'binomial tree: each rank folds its children\'s partials', tmp: n1, maxBytes: Infinity, inPlace: true },
  { id: 30, coll: 'gather', name: 'binomial', desc: 'binomial tree collecting subtrees in scratch', tmp: pn, maxBytes: Infinity, inPlace: true },
  { id: 31, coll: 'scatter', name: 'binomial', desc: 'binomial tree handing subtrees down through scratch', tmp: pn, maxBytes: Infinity, inPlace: true },
  { id: 32, coll: 'alltoall', name: 'pairwise', desc: 'step k copies from rank - k', tmp: none, maxBytes: Infinity, inPlace: false },
  { id: 33, coll: 'reduce_scatter', name: 'ring', desc: 'p-1 steps folding the left neighbour\'s partial block', tmp: pn, maxBytes: Infinity, inPlace: true },
  { id: 34, coll: 'scan', name: 'recursive-doubling', desc: 'ceil(log2 p) steps exchanging partials with rank ^ 2^k', tmp: (_p, n) => 3 * n, maxBytes: Infinity, inPlace: true },
  { id: 34, coll: 'exscan', name: 'recursive-doubling', desc: 'ceil(log2 p) steps exchanging partials with rank ^ 2^k', tmp: (_p, n) => 3 * n, maxBytes: Infinity, inPlace: true },
  { id: 35, coll: 'allreduce', name: 'rabenseifner', desc: 'recursive-halving reduce-scatter then recursive-doubling allgather, in place', tmp: (_p, n) => 3 * n, maxBytes: Infinity, inPlace: true },
  { id: 36, coll: 'reduce_scatter', name: 'recursive-halving', desc: 'log2 steps folding the kept half of the partner\'s blocks', tmp: (p, n) => 3 * p * n, maxBytes: Infinity, inPlace: true },
  { id: 37, coll: 'alltoall', name: 'bruck', desc: 'rotate, ceil(log2 p) steps moving the slots with bit k set, place', tmp: (p, n) => 2 * p * n, maxBytes: Infinity, inPlace: true },
];

const byColl = new Map<CollName, AlgInfo[]>();
for (const a of ALGORITHMS) byColl.set(a.coll, [...(byColl.get(a.coll) ?? []), a]);

export function builtOf(coll: CollName): AlgInfo[] {
  return byColl.get(coll) ?? [];
}

/** Why the executor cannot run `name` for this call (no builder yet, too large for its scratch,
 *  not in place), or null when it can. */
export function builtWhyNot(coll: string, name: string, _p: number, bytes: number, flags: { inPlace?: boolean }): string | null {
  const a = byColl.get(coll as CollName)?.find((x) => x.name === name);
  if (!a) return 'not built yet (no schedule builder)';
  if (bytes > a.maxBytes) return `goes through scratch, for messages up to ${a.maxBytes} B`;
  if (flags.inPlace && !a.inPlace) return 'cannot run in place';
  return null;
}

export function findBuilt(coll: CollName, name: string): AlgInfo | undefined {
  return byColl.get(coll)?.find((x) => x.name === name);
}
