// The alpha-beta-gamma cost model: one named function per algorithm (COSTS; a row of
// assembly/coll/algorithms.json names its function in `cost`), predicting seconds per call on the
// critical path of one rank. The doc comment of each function is its formula as docs/internals/collectives.md
// shows it (generated from here: keep the comment and the code in step).
//
// Sources: the textbook per-process costs of efficient collectives (allgather lg p a + n b, bcast
// 2 lg p a + 2 n b, alltoall lg p a + (n/2) lg p b, reduce-scatter lg p a + n b + n g, allreduce
// 2 lg p a + 2 n b + n g) and, per algorithm, Thakur, Rabenseifner and
// Gropp, "Optimization of collective communication operations in MPICH" (IJHPCA 2005). n is the
// total data of one rank (the full vector, or p blocks), L = ceil(log2 p), pof2 = largest power of
// two <= p, l2 = log2(pof2), f = (p-1)/p. The textbook forms the functions below started from:
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
//
// The net rows (the algorithms between processes, ts/coll/net/) see other terms: p is the number of
// processes, n the bytes of all ranks together, and a, b, g the network's alphaNet, betaNet and
// gammaNet. Their phases inside each process (shared-memory collectives, microseconds) are left
// out beside the messages between processes (tens of microseconds); an algorithm over all ranks is
// charged one message per process, since a process's ranks post theirs at once on its links.
import type { CostParams } from './params.js';
import type { CostFn, CostTerms } from './types.js';

export type { CostFn, CostTerms };

const ceilLog2 = (p: number) => (p <= 1 ? 0 : Math.ceil(Math.log2(p)));
const pof2Of = (p: number) => 2 ** Math.floor(Math.log2(Math.max(1, p)));

/** Total bytes one rank handles, from the call's message size (see table.ts for `bytes`). */
export function totalBytes(coll: string, p: number, bytes: number): number {
  switch (coll) {
    case 'allgather':
    case 'gather':
    case 'alltoall':
    case 'scatter':
    case 'reduce_scatter':
      return bytes * p;
    default:
      return bytes;
  }
}

/**
 * Predicted seconds of `cost` for `coll` on p ranks with a message of `bytes`. `procs`, given for
 * a net row's formula, is the number of processes the p ranks live in (the terms above).
 */
export function predictWith(
  cost: CostFn,
  coll: string,
  p: number,
  bytes: number,
  params: CostParams,
  procs?: number,
): number {
  if (procs !== undefined) return cost(netTerms(coll, p, procs, bytes, params));
  if (p <= 1) return coll === 'barrier' || bytes === 0 ? 0 : bytes * params.beta; // at most a local copy
  const over = Math.max(1, p / params.cores);
  const a = p > params.cores ? params.alphaWake * over : params.alpha;
  const b = params.beta * over;
  const g = params.gamma * over;
  return cost(terms(p, a, b, g, totalBytes(coll, p, bytes)));
}

function terms(p: number, a: number, b: number, g: number, n: number): CostTerms {
  const pof2 = pof2Of(p);
  const fold = pof2 === p ? 0 : 2 * (a + n * b) + n * g;
  return { p, a, b, g, n, L: ceilLog2(p), pof2, l2: Math.log2(pof2), f: (p - 1) / p, fold };
}

/** The terms of a net row: over the processes, with the network's parameters. */
function netTerms(coll: string, ranks: number, procs: number, bytes: number, params: CostParams): CostTerms {
  return terms(procs, params.alphaNet, params.betaNet, params.gammaNet, totalBytes(coll, ranks, bytes));
}

// Shared-memory algorithms as built in assembly/coll/ (a = one flag synchronisation; "scratch"
// ones copy through the owner's scratch to save a synchronisation). Each function is named like its
// builder; scan and exscan share theirs.
export const COSTS = {
  /** a */
  barrier_shm_flat: ({ a }) => a,
  /** L a */
  barrier_dissemination: ({ L, a }) => L * a,

  /** a + 2 n b */
  bcast_shm_flat: ({ a, n, b }) => a + 2 * n * b,
  /** 2a + f n b */
  bcast_shm_slice: ({ a, f, n, b }) => 2 * a + f * n * b,
  /** L(a + n b) + a */
  bcast_binomial: ({ L, a, n, b }) => L * (a + n * b) + a,
  /** (L + p - 1) a + 2 f n b */
  bcast_scatter_allgather: ({ L, p, a, f, n, b }) => (L + p - 1) * a + 2 * f * n * b,

  /** a + n b + (p-1) n g */
  reduce_shm_flat: ({ a, n, b, p, g }) => a + n * b + (p - 1) * n * g,
  /** 2a + f n g */
  reduce_shm_slice: ({ a, f, n, g }) => 2 * a + f * n * g,
  /** L(a + n g) + a */
  reduce_binomial: ({ L, a, n, g }) => L * (a + n * g) + a,

  /** a + n b + (p-1) n g */
  allreduce_shm_flat: ({ a, n, b, p, g }) => a + n * b + (p - 1) * n * g,
  /** 3a + f n (b + g) */
  allreduce_shm_slice: ({ a, f, n, b, g }) => 3 * a + f * n * (b + g),
  /** 2p a + f n b + f n g */
  allreduce_ring: ({ p, a, f, n, b, g }) => 2 * p * a + f * n * b + f * n * g,
  // the steps, then waits for readers
  /** 2 l2 a + l2 n g + fold */
  allreduce_recursive_doubling: ({ l2, a, n, g, fold }) => 2 * l2 * a + l2 * n * g + fold,
  /** (2 l2 + 1) a + f' n (b + g) + fold */
  allreduce_rabenseifner: ({ pof2, l2, a, n, b, g, fold }) => {
    const f2 = (pof2 - 1) / pof2;
    return (2 * l2 + 1) * a + f2 * n * b + f2 * n * g + fold;
  },

  /** a + (n/p) b + f n b */
  allgather_shm_flat: ({ a, n, p, b, f }) => a + (n / p) * b + f * n * b,
  /** 2a + f n b */
  allgather_shm_direct: ({ a, f, n, b }) => 2 * a + f * n * b,
  /** p a + f n b */
  allgather_ring: ({ p, a, f, n, b }) => p * a + f * n * b,
  /** 2 l2 a + f n b */
  allgather_recursive_doubling: ({ l2, a, f, n, b }) => 2 * l2 * a + f * n * b,
  /** 2 L a + f n b */
  allgather_bruck: ({ L, a, f, n, b }) => 2 * L * a + f * n * b,

  /** a + n b + f n b */
  alltoall_shm_flat: ({ a, n, b, f }) => a + n * b + f * n * b,
  /** 2a + f n b */
  alltoall_shm_direct: ({ a, f, n, b }) => 2 * a + f * n * b,
  // the shm-direct copies, visited in pairwise order: 10 ns a step only breaks the tie
  /** 2a + f n b + (p-1) x 10 ns */
  alltoall_pairwise: ({ a, f, n, b, p }) => 2 * a + f * n * b + (p - 1) * 1e-8,
  /** 2 L a + L n b + 2 n b */
  alltoall_bruck: ({ L, a, n, b }) => 2 * L * a + n * L * b + 2 * n * b,

  /** a + (n/p) b + f n b */
  gather_shm_eager: ({ a, n, p, b, f }) => a + (n / p) * b + f * n * b,
  /** 2a + (n/p) b */
  gather_shm_flat: ({ a, n, p, b }) => 2 * a + (n / p) * b,
  /** 2 L a + f n b */
  gather_binomial: ({ L, a, f, n, b }) => 2 * L * a + f * n * b,
  /** a + n b + (n/p) b */
  scatter_shm_eager: ({ a, n, p, b }) => a + n * b + (n / p) * b,
  /** 2a + (n/p) b */
  scatter_shm_flat: ({ a, n, p, b }) => 2 * a + (n / p) * b,
  /** 2 L a + f n b */
  scatter_binomial: ({ L, a, f, n, b }) => 2 * L * a + f * n * b,

  /** 2a + f n g */
  reduce_scatter_shm_slice: ({ a, f, n, g }) => 2 * a + f * n * g,
  /** p a + f n g */
  reduce_scatter_ring: ({ p, a, f, n, g }) => p * a + f * n * g,
  /** l2 a + f n b + f n g + fold */
  reduce_scatter_recursive_halving: ({ l2, a, f, n, b, g, fold }) => l2 * a + f * n * b + f * n * g + fold,

  /** 2a + (p-1) n g */
  scan_shm_flat: ({ a, p, n, g }) => 2 * a + (p - 1) * n * g,
  /** 2 L a + 2 L n g */
  scan_recursive_doubling: ({ L, a, n, g }) => 2 * L * a + 2 * L * n * g,

  // Between processes (ts/coll/net/; p processes, the network's a, b, g). Named net_<collective>_<name>.
  /** L a */
  net_barrier_dissemination: ({ L, a }) => L * a,
  /** L (a + n b) */
  net_bcast_binomial: ({ L, a, n, b }) => L * (a + n * b),
  /** L (a + n b + n g) */
  net_reduce_binomial: ({ L, a, n, b, g }) => L * (a + n * b + n * g),
  // two more steps when p is not a power of two: the extra ranks' vectors in, the results out
  /** (L + 2 if p is not a power of two) (a + n b) + L n g */
  net_allreduce_recursive_doubling: ({ L, p, pof2, a, n, b, g }) =>
    (L + (pof2 === p ? 0 : 2)) * (a + n * b) + L * n * g,
  /** 2(p-1) a + 2 f n b + f n g */
  net_allreduce_ring: ({ p, a, n, b, g }) => 2 * (p - 1) * a + (2 * (p - 1) * n * b) / p + ((p - 1) * n * g) / p,
  /** (p-1) a + f n b */
  net_allgather_ring: ({ p, a, n, b }) => (p - 1) * a + ((p - 1) * n * b) / p,
  /** L a + f n b */
  net_allgather_recursive_doubling: ({ L, p, a, n, b }) => L * a + ((p - 1) * n * b) / p,
  /** (p-1) a + f n b */
  net_alltoall_linear: ({ p, a, f, n, b }) => (p - 1) * a + f * n * b,
  /** (p-1) a + f n b */
  net_gather_linear: ({ p, a, f, n, b }) => (p - 1) * a + f * n * b,
  /** (p-1) a + f n b */
  net_scatter_linear: ({ p, a, f, n, b }) => (p - 1) * a + f * n * b,
  /** L (a + n b + n g) + (p-1) a + f n b */
  net_reduce_scatter_reduce_then_scatter: ({ L, p, a, f, n, b, g }) =>
    L * (a + n * b + n * g) + (p - 1) * a + f * n * b,
  /** L (a + n b + 2 n g) */
  net_scan_recursive_doubling: ({ L, a, n, b, g }) => L * (a + n * b + 2 * n * g),
} satisfies Record<string, CostFn>;
