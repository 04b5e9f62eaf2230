// A topology's neighbourhood of one rank, resolved: which block of which source's send buffer each
// in-edge receives (the neighbourhood collectives move blocks along these edges). Pure: the
// communicator layer (ts/comm/topo.ts) and the schedule simulator (ts/tools/sched/call.ts) both
// use it.

/** PROC_NULL in a neighbour list: an edge that exists in the count but carries nothing. */
const NULL = -2;

/** One rank's neighbourhood in the terms the core needs. */
export interface Resolved {
  /** Source of each in-edge, in MPI's order (-1 for PROC_NULL). */
  sources: Int32Array;
  /** For each in-edge, its index among the source's out-edges: the block the source sends on it. */
  blk: Int32Array;
  /** Out-degree (the send buffer's blocks), PROC_NULL edges included. */
  outDegree: number;
  /** Destination of each out-edge, in MPI's order (PROC_NULL included). A committed exchange's
   *  neighbourhood (ts/comm/exchange.ts), which runs in shared memory only, has none. */
  destinations?: Int32Array;
  /** The distinct destinations that read this rank's send buffer (no PROC_NULL, not itself). */
  readers: Int32Array;
  /** The fixed-size calls' vector arguments, by block size and kind (ts/coll/api/api_neighbor.ts). */
  vecs: Map<number, Int32Array>;
}

/**
 * The general rule (graphs and distributed graphs, MPI 4.1 section 8.6): the k-th in-edge from
 * rank s is matched with the k-th out-edge of s that goes to this rank, so repeated edges pair up
 * in the order they were declared. `blockOf(i)`, when given, overrides the matching for in-edge i
 * (Cartesian topologies: the edge from the neighbour at offset o is that neighbour's out-edge at
 * offset -o, which differs from the occurrence order when a periodic dimension has size 1 or 2).
 */
export function resolveNeighborhood(
  me: number,
  sources: ArrayLike<number>,
  destinations: ArrayLike<number>,
  destinationsOf: (rank: number) => ArrayLike<number>,
  blockOf?: (i: number) => number,
): Resolved {
  const k = sources.length;
  const src = new Int32Array(k);
  const blk = new Int32Array(k);
  const seen = new Map<number, number>();
  for (let i = 0; i < k; i++) {
    const s = sources[i];
    if (s === NULL) {
      src[i] = -1;
      blk[i] = -1;
      continue;
    }
    src[i] = s;
    if (blockOf) {
      blk[i] = blockOf(i);
      continue;
    }
    const nth = seen.get(s) ?? 0;
    seen.set(s, nth + 1);
    const outs = destinationsOf(s);
    let found = -1;
    for (let j = 0, c = 0; j < outs.length; j++) {
      if (outs[j] !== me) continue;
      if (c++ === nth) {
        found = j;
        break;
      }
    }
    blk[i] = found; // -1: the source does not list this edge (checked when the topology is made)
  }
  const readers = [...new Set(Array.from(destinations).filter((d) => d !== NULL && d !== me))];
  return {
    sources: src,
    blk,
    outDegree: destinations.length,
    destinations: Int32Array.from(destinations),
    readers: Int32Array.from(readers),
    vecs: new Map(),
  };
}
