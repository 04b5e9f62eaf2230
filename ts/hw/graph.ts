// Shortest paths over the topology's graph (the tree's edges plus the extra links): Dijkstra from
// one source with a binary heap. The topology keeps one result per source it was asked about, so
// a distance or route between any two objects costs one search per source, however many targets.

/** One directed half of an undirected edge. */
export interface Arc {
  readonly to: number;
  readonly edge: number;
  readonly weight: number;
}

/** Distances from one source to every node, and the edge by which each node was reached. */
export interface ShortestPaths {
  readonly dist: Float64Array;
  /** The edge id into each node on a shortest path from the source (-1: the source, unreachable). */
  readonly viaEdge: Int32Array;
  /** The node that edge comes from (-1 likewise). */
  readonly viaNode: Int32Array;
}

/** Dijkstra from `src` over `adj` (arcs by node). Ties go to the node found first, so paths are stable. */
export function shortestPaths(adj: readonly (readonly Arc[])[], src: number): ShortestPaths {
  const n = adj.length;
  const dist = new Float64Array(n).fill(Infinity);
  const viaEdge = new Int32Array(n).fill(-1);
  const viaNode = new Int32Array(n).fill(-1);
  const done = new Uint8Array(n);
  // heap of (distance, node) pairs, stale entries skipped when popped
  const hd: number[] = [];
  const hn: number[] = [];
  const push = (d: number, v: number): void => {
    let i = hd.length;
    hd.push(d);
    hn.push(v);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (hd[p] <= d) break;
      hd[i] = hd[p];
      hn[i] = hn[p];
      i = p;
    }
    hd[i] = d;
    hn[i] = v;
  };
  const pop = (): number => {
    const top = hn[0];
    const d = hd.pop()!;
    const v = hn.pop()!;
    const len = hd.length;
    if (len) {
      let i = 0;
      while (true) {
        let c = 2 * i + 1;
        if (c >= len) break;
        if (c + 1 < len && hd[c + 1] < hd[c]) c++;
        if (hd[c] >= d) break;
        hd[i] = hd[c];
        hn[i] = hn[c];
        i = c;
      }
      hd[i] = d;
      hn[i] = v;
    }
    return top;
  };
  dist[src] = 0;
  push(0, src);
  while (hd.length) {
    const u = pop();
    if (done[u]) continue;
    done[u] = 1;
    for (const a of adj[u]) {
      const d = dist[u] + a.weight;
      if (d < dist[a.to]) {
        dist[a.to] = d;
        viaEdge[a.to] = a.edge;
        viaNode[a.to] = u;
        push(d, a.to);
      }
    }
  }
  return { dist, viaEdge, viaNode };
}

/** The edge ids of the shortest path from the search's source to `dst`, source end first. */
export function pathEdges(sp: ShortestPaths, dst: number): number[] {
  const out: number[] = [];
  for (let v = dst; sp.viaEdge[v] >= 0; v = sp.viaNode[v]) out.push(sp.viaEdge[v]);
  return out.reverse();
}
