// The collective algorithm registry: for each collective, the algorithms wasmpi knows by name,
// what they do and when they apply. Builders (assembly/coll/, the executor) are looked up by these
// exact names; selection (select.ts) ranks the ones that apply with the cost model (cost.ts).
//
// `bytes` everywhere in ts/coll is the message size of the call in the OSU benchmarks' sense:
// the buffer for bcast, reduce, allreduce, scan and exscan; one rank's contribution for allgather
// and gather; one peer's block for alltoall and scatter; the block each rank ends with for
// reduce_scatter (MPI_Reduce_scatter_block).

export const COLLECTIVES = [
  'barrier', 'bcast', 'reduce', 'allreduce', 'allgather', 'alltoall',
  'gather', 'scatter', 'reduce_scatter', 'scan', 'exscan',
] as const;
export type Collective = (typeof COLLECTIVES)[number];

export interface CollFlags {
  /** The reduction op is commutative (the predefined ops are; user ops say so). */
  commutative: boolean;
  /** The communicator size is a power of two; computed from p when left out. */
  pof2?: boolean;
  /** The call is in place (IN_PLACE). */
  inPlace?: boolean;
}

export interface Algorithm {
  coll: Collective;
  name: string;
  desc: string;
  /** True when the algorithm can run this call. */
  applies(p: number, bytes: number, flags: CollFlags): boolean;
  /** Why it does not apply (for messages), or null when it does. */
  whyNot(p: number, bytes: number, flags: CollFlags): string | null;
}

import { builtWhyNot } from './registry.js';

const isPof2 = (p: number, flags: CollFlags) => flags.pof2 ?? (p & (p - 1)) === 0;

type Check = (p: number, bytes: number, flags: CollFlags) => string | null;
const always: Check = () => null;
const commutative: Check = (_p, _b, f) => (f.commutative ? null : 'needs a commutative op');
const pof2Only: Check = (p, _b, f) => (isPof2(p, f) ? null : `needs a power-of-two communicator size (p = ${p})`);
const bytesAtLeastP: Check = (p, b) => (b >= p ? null : `needs at least one byte per rank (${b} B < p = ${p})`);

function alg(coll: Collective, name: string, desc: string, check: Check = always): Algorithm {
  const whyNot: Check = (p, b, f) => builtWhyNot(coll, name, p, b, f) ?? check(p, b, f);
  return { coll, name, desc, whyNot, applies: (p, b, f) => whyNot(p, b, f) === null };
}


/** Every algorithm, grouped by collective in a stable order (ties in cost go to the earlier one). */
export const ALGORITHMS: readonly Algorithm[] = Object.freeze([
  alg('barrier', 'shm-flat', 'every rank bumps its arrival flag; rank 0 waits for all and releases them with one flag'),
  alg('barrier', 'dissemination', 'ceil(log2 p) rounds: at round k signal rank+2^k, wait for rank-2^k'),

  alg('bcast', 'shm-flat', "the root copies the message into its scratch; every rank copies it from there (one sync; the root never waits)"),
  alg('bcast', 'shm-slice', "every rank copies its 1/p slice of the root's buffer into every receiver's buffer (all cores copy)"),
  alg('bcast', 'binomial', 'binomial tree from the root, farthest child first'),
  alg('bcast', 'scatter-allgather', 'van de Geijn: binomial scatter of p pieces, then ring allgather', bytesAtLeastP),

  alg('reduce', 'shm-flat', 'inputs through scratch; the root folds all p in rank order (one sync; non-roots never wait)'),
  alg('reduce', 'shm-slice', "each rank folds its 1/p slice of every input, in place, into the root's buffer"),
  alg('reduce', 'binomial', 'binomial tree towards the root, reducing at each parent', commutative),

  alg('allreduce', 'shm-flat', 'inputs through scratch; every rank folds all p in rank order (one sync); small messages'),
  alg('allreduce', 'shm-slice', 'each rank reduces its 1/p slice of all peers\' buffers in place, then copies the other slices (shared-memory reduce-scatter + allgather)'),
  alg('allreduce', 'ring', 'ring reduce-scatter then ring allgather: 2(p-1) steps, bandwidth optimal', commutative),
  alg('allreduce', 'recursive-doubling', 'log2 steps exchanging the whole vector; non-powers of two fold the first 2*rem ranks in pairs'),
  alg('allreduce', 'rabenseifner', 'recursive-halving reduce-scatter then recursive-doubling allgather; non-powers of two fold pairs first', commutative),

  alg('allgather', 'shm-flat', 'blocks through scratch (one sync); small blocks'),
  alg('allgather', 'shm-direct', "every rank copies every peer's block straight from the peer's buffer"),
  alg('allgather', 'ring', 'p-1 steps passing blocks to the right neighbour'),
  alg('allgather', 'recursive-doubling', 'log2 p steps exchanging everything gathered so far', pof2Only),
  alg('allgather', 'bruck', 'ceil(log2 p) steps to rank-2^k, last step partial, then a local rotation'),

  alg('alltoall', 'shm-flat', 'blocks through scratch (one sync); small blocks and in place'),
  alg('alltoall', 'shm-direct', "rank r copies block r of every peer's send buffer directly"),
  alg('alltoall', 'pairwise', 'p-1 steps: at step k send to rank+k, receive from rank-k'),
  alg('alltoall', 'bruck', 'ceil(log2 p) steps moving the blocks whose index has bit k set; two local rotations'),

  alg('gather', 'shm-flat', "every rank copies its block straight into the root's buffer"),
  alg('gather', 'binomial', 'binomial tree towards the root, each parent forwarding its subtree\'s blocks'),

  alg('scatter', 'shm-flat', 'every rank copies its block straight from the root\'s buffer'),
  alg('scatter', 'binomial', 'binomial tree from the root, each parent forwarding its subtree\'s blocks'),

  alg('reduce_scatter', 'shm-slice', 'each rank reduces its own block of every peer\'s buffer in place'),
  alg('reduce_scatter', 'ring', 'p-1 steps passing partial blocks to the right neighbour', commutative),
  alg('reduce_scatter', 'recursive-halving', 'log2 steps halving the vector; non-powers of two fold pairs first and forward the folded ranks\' blocks', commutative),

  alg('scan', 'shm-flat', 'rank r reduces the inputs of ranks 0..r straight from their buffers'),
  alg('scan', 'recursive-doubling', 'ceil(log2 p) steps with rank^2^k, peers past p skipped'),
  alg('exscan', 'shm-flat', 'rank r reduces the inputs of ranks 0..r-1 straight from their buffers'),
  alg('exscan', 'recursive-doubling', 'ceil(log2 p) steps with rank^2^k, peers past p skipped'),
]);

/** The algorithms of one collective, in registry order. */
export function algorithmsOf(coll: Collective): Algorithm[] {
  return ALGORITHMS.filter((a) => a.coll === coll);
}

/** The named algorithm of a collective, or undefined. */
export function findAlgorithm(coll: Collective, name: string): Algorithm | undefined {
  return ALGORITHMS.find((a) => a.coll === coll && a.name === name);
}

export function isCollective(s: string): s is Collective {
  return (COLLECTIVES as readonly string[]).includes(s);
}
