// Hop counts on a graph topology: breadth-first search over the edges taken both ways (a message
// path is as long in either direction), rows computed on demand and kept, so the all-pairs queries
// of an embedding cost one search per source rank.

/** Cached rows are dropped together beyond this many entries (16 MB of Int32). */
const CACHE_ENTRIES = 1 << 22;

export class Hops {
  /** Undirected adjacency, CSR: the neighbours of v are adj[start[v] .. start[v + 1]). */
  private readonly start: Int32Array;
  private readonly adj: Int32Array;
  private readonly rows = new Map<number, Int32Array>();

  constructor(
    private readonly size: number,
    edges: ReadonlyArray<readonly [number, number, ...number[]]>,
  ) {
    const degree = new Int32Array(size + 1);
    for (const [a, b] of edges) {
      // a self-loop never shortens a path
      if (a === b) continue;
      degree[a]++;
      degree[b]++;
    }
    this.start = new Int32Array(size + 1);
    for (let v = 0; v < size; v++) this.start[v + 1] = this.start[v] + degree[v];
    this.adj = new Int32Array(this.start[size]);
    const fill = this.start.slice(0, size);
    for (const [a, b] of edges) {
      if (a === b) continue;
      this.adj[fill[a]++] = b;
      this.adj[fill[b]++] = a;
    }
  }

  /** Edges on a shortest path between a and b, Infinity when none connects them. */
  distance(a: number, b: number): number {
    if (a === b) return 0;
    // the metric is symmetric: a row computed from either end answers
    const row = this.rows.get(b);
    const d = row ? row[a] : this.row(a)[b];
    return d < 0 ? Infinity : d;
  }

  /** Hop counts from `src` to every rank (-1: unreachable). */
  private row(src: number): Int32Array {
    let dist = this.rows.get(src);
    if (dist) return dist;
    dist = new Int32Array(this.size).fill(-1);
    const queue = new Int32Array(this.size);
    let head = 0;
    let tail = 0;
    dist[src] = 0;
    queue[tail++] = src;
    while (head < tail) {
      const v = queue[head++];
      for (let i = this.start[v]; i < this.start[v + 1]; i++) {
        const w = this.adj[i];
        if (dist[w] < 0) {
          dist[w] = dist[v] + 1;
          queue[tail++] = w;
        }
      }
    }
    if ((this.rows.size + 1) * this.size > CACHE_ENTRIES) this.rows.clear();
    this.rows.set(src, dist);
    return dist;
  }
}
