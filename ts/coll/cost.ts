// The alpha-beta-gamma cost model of every registered algorithm: predicted seconds per call on the
// critical path of one rank.
//
// Sources: the "MPI collectives cost" table of the seeds (per-process cost of efficient collectives:
// allgather lg p a + n b, bcast 2 lg p a + 2 n b, alltoall lg p a + (n/2) lg p b, reduce-scatter
// lg p a + n b + n g, allreduce 2 lg p a + 2 n b + n g) and, per algorithm, Thakur, Rabenseifner and
// Gropp, "Optimization of collective communication operations in MPICH" (IJHPCA 2005). n is the
// total data of one rank (the full vector, or p blocks), L = ceil(log2 p), pof2 = largest power of
// two <= p, l2 = log2(pof2), f = (p-1)/p:
//
//   barrier    dissemination       L a                       shm-flat   2a + (p-1) 64 b
//   bcast      binomial            L (a + n b)               shm-flat   2a + n b
//              scatter-allgather   (L + p - 1) a + 2 f n b
//   reduce     binomial            L (a + n b + n g)         shm-flat   2a + (p-1) n g
//   allreduce  ring                2(p-1) a + 2 f n b + f n g
//              recursive-doubling  l2 (a + n b + n g)        [+ fold]
//              rabenseifner        2 l2 a + 2 f' n b + f' n g  with f' = (pof2-1)/pof2  [+ fold]
//              shm-flat            2a + (p-1) n g            shm-slice  3a + f n (b + g)
//   allgather  ring                (p-1) a + f n b           recursive-doubling  l2 a + f n b
//              bruck               L a + f n b               shm-flat   2a + f n b
//   alltoall   pairwise            (p-1) a + f n b           bruck      L a + (n/2) L b + 2 n b (rotations)
//              shm-flat            2a + f n b
//   gather, scatter  binomial      L a + f n b               shm-flat   2a + f n b
//   reduce_scatter ring            (p-1) a + f n b + f n g   recursive-halving  l2 a + f n b + f n g [+ fold]
//              shm-slice           2a + f n g
//   scan, exscan recursive-doubling  L (a + n b + 2 n g)     shm-flat   2a + (p-1) n g
//   fold (p not a power of two) = 2 (a + n b) + n g: the pair's data in, the result back out.
//
// The shm-* formulas are derived for the shared-memory transport: a "message" is a flag one rank
// sets and another waits for (a), a byte copied between buffers costs b, a byte reduced g. A rank
// reads its peers' buffers where they are, so these algorithms have no intermediate copies; the
// second a in most of them is the "done" flag that lets a rank reuse its buffer after its peers read
// it. Oversubscription (p > cores): a wait becomes a sleep and a wake, and ranks take turns on the
// cores, so a = alphaWake * p / cores and b, g are scaled by p / cores (ranks share the cores'
// bandwidth). The model ignores memory-bandwidth contention between cores and cache effects.
import type { Collective } from './algorithms.js';
import type { CostParams } from './params.js';

const ceilLog2 = (p: number) => (p <= 1 ? 0 : Math.ceil(Math.log2(p)));
const pof2Of = (p: number) => 2 ** Math.floor(Math.log2(Math.max(1, p)));

/** Total bytes one rank handles, from the call's message size (see algorithms.ts for `bytes`). */
export function totalBytes(coll: Collective, p: number, bytes: number): number {
  switch (coll) {
    case 'allgather': case 'gather': case 'alltoall': case 'scatter': case 'reduce_scatter':
      return bytes * p;
    default:
      return bytes;
  }
}

/** Predicted seconds for `coll` with algorithm `name` on p ranks; undefined for an unknown pair. */
export function predictCost(coll: Collective, name: string, p: number, bytes: number, params: CostParams): number | undefined {
  if (p <= 1) return coll === 'barrier' || bytes === 0 ? 0 : bytes * params.beta; // at most a local copy
  const over = Math.max(1, p / params.cores);
  const a = p > params.cores ? params.alphaWake * over : params.alpha;
  const b = params.beta * over;
  const g = params.gamma * over;
  const n = totalBytes(coll, p, bytes);
  const L = ceilLog2(p);
  const pof2 = pof2Of(p);
  const l2 = Math.log2(pof2);
  const f = (p - 1) / p;
  const fold = pof2 === p ? 0 : 2 * (a + n * b) + n * g;
  const key = `${coll}:${name}`;
  switch (key) {
    // Shared-memory algorithms as built in assembly/coll/ (a = one flag synchronisation; blocks
    // of `blk` bytes; "scratch" ones copy through the owner's scratch to save a synchronisation).
    case 'barrier:shm-flat': return a;
    case 'barrier:dissemination': return L * a;

    case 'bcast:shm-flat': return a + 2 * n * b;
    case 'bcast:shm-slice': return 2 * a + f * n * b;
    case 'bcast:binomial': return L * (a + n * b) + a;
    case 'bcast:scatter-allgather': return (L + p - 1) * a + 2 * f * n * b;

    case 'reduce:shm-flat': return a + n * b + (p - 1) * n * g;
    case 'reduce:shm-slice': return 2 * a + f * n * g;
    case 'reduce:binomial': return L * (a + n * g) + a;

    case 'allreduce:shm-flat': return a + n * b + (p - 1) * n * g;
    case 'allreduce:shm-slice': return 3 * a + f * n * (b + g);
    case 'allreduce:ring': return 2 * p * a + f * n * b + f * n * g;
    case 'allreduce:recursive-doubling': return 2 * l2 * a + l2 * n * g + fold; // the steps, then waits for readers
    case 'allreduce:rabenseifner': {
      const f2 = (pof2 - 1) / pof2;
      return (2 * l2 + 1) * a + f2 * n * b + f2 * n * g + fold;
    }

    case 'allgather:shm-flat': return a + (n / p) * b + f * n * b;
    case 'allgather:shm-direct': return 2 * a + f * n * b;
    case 'allgather:ring': return p * a + f * n * b;
    case 'allgather:recursive-doubling': return 2 * l2 * a + f * n * b;
    case 'allgather:bruck': return 2 * L * a + f * n * b;

    case 'alltoall:shm-flat': return a + n * b + f * n * b;
    case 'alltoall:shm-direct': return 2 * a + f * n * b;
    case 'alltoall:pairwise': return 2 * a + f * n * b + (p - 1) * 1e-8; // the shm-direct copies, visited in pairwise order
    case 'alltoall:bruck': return 2 * L * a + n * L * b + 2 * n * b;

    case 'gather:shm-flat': case 'scatter:shm-flat': return 2 * a + (n / p) * b;
    case 'gather:binomial': case 'scatter:binomial': return 2 * L * a + f * n * b;

    case 'reduce_scatter:shm-slice': return 2 * a + f * n * g;
    case 'reduce_scatter:ring': return p * a + f * n * g;
    case 'reduce_scatter:recursive-halving': return l2 * a + f * n * b + f * n * g + fold;

    case 'scan:shm-flat': case 'exscan:shm-flat': return 2 * a + (p - 1) * n * g;
    case 'scan:recursive-doubling': case 'exscan:recursive-doubling': return 2 * L * a + 2 * L * n * g;
  }
  return undefined;
}
