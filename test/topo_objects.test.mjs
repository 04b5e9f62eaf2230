// Virtual topologies as values (MPI 4.1 chapter 8, ts/topology): Cartesian naming (row-major),
// shifts and neighbour order at edges periodic and not (sizes 1 and 2 included, diagonals), the
// metrics against independent references (BFS over the topology's own edges, Floyd-Warshall on
// random graphs), cart sub, graph and dist-graph neighbour lists as given, MPI_UNWEIGHTED versus
// empty weights, dimsCreate against an exhaustive search, and every error with its code and message.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Topology, CartTopology, GraphTopology, DistGraphTopology, dimsCreate, PROC_NULL } from 'wasmpi';
import { raises, rng } from './helpers.mjs';

/** Every coordinate vector of a grid in lexicographic order (first dimension slowest). */
function allCoords(dims) {
  let out = [[]];
  for (const n of dims) out = out.flatMap((c) => Array.from({ length: n }, (_, i) => [...c, i]));
  return out;
}

/** Reference: the rank at coords + offset, or PROC_NULL off a non-periodic edge. */
function refAt(dims, periods, coords, offset) {
  let r = 0;
  for (let d = 0; d < dims.length; d++) {
    let c = coords[d] + offset[d];
    if (c < 0 || c >= dims[d]) {
      if (!periods[d]) return PROC_NULL;
      c = ((c % dims[d]) + dims[d]) % dims[d];
    }
    r = r * dims[d] + c;
  }
  return r;
}

/** Hop counts from src by BFS over directed-or-not edges given as [a, b, ...] (taken both ways). */
function bfsAll(size, edges) {
  const adj = Array.from({ length: size }, () => []);
  for (const [a, b] of edges) {
    adj[a].push(b);
    adj[b].push(a);
  }
  return Array.from({ length: size }, (_, s) => {
    const dist = new Array(size).fill(Infinity);
    dist[s] = 0;
    const q = [s];
    for (let i = 0; i < q.length; i++) {
      for (const w of adj[q[i]]) {
        if (dist[w] === Infinity) {
          dist[w] = dist[q[i]] + 1;
          q.push(w);
        }
      }
    }
    return dist;
  });
}

/** Floyd-Warshall over the undirected version of the edges. */
function floyd(size, edges) {
  const d = Array.from({ length: size }, (_, i) => Array.from({ length: size }, (_, j) => (i === j ? 0 : Infinity)));
  for (const [a, b] of edges) {
    if (a === b) continue;
    d[a][b] = d[b][a] = 1;
  }
  for (let k = 0; k < size; k++)
    for (let i = 0; i < size; i++) for (let j = 0; j < size; j++) d[i][j] = Math.min(d[i][j], d[i][k] + d[k][j]);
  return d;
}

const SHAPES = [[5], [2, 3], [3, 2, 2], [1, 4, 1], [1], [2, 1, 3, 2], []];

test('coords and rank: row-major (last dimension fastest), round trip on several shapes', () => {
  for (const dims of SHAPES) {
    const t = Topology.cartesian({ dims });
    assert.instance(t, CartTopology);
    assert.instance(t, Topology);
    assert.is(t.kind, 'cart');
    assert.is(t.ndims, dims.length);
    assert.equal([...t.dims], dims);
    assert.equal(
      [...t.periods],
      dims.map(() => false),
    );
    assert.is(t.diagonals, false);
    const all = allCoords(dims);
    assert.is(t.size, all.length, `size of [${dims}]`);
    all.forEach((c, r) => {
      assert.equal(t.coords(r), c, `coords(${r}) of [${dims}]`);
      assert.is(t.rank(c), r, `rank([${c}]) of [${dims}]`);
    });
  }
  // the examples every MPI user checks by hand
  assert.equal(Topology.cartesian({ dims: [2, 3] }).coords(4), [1, 1]);
  assert.equal(Topology.cartesian({ dims: [2, 3] }).coords(2), [0, 2]);
  assert.equal(Topology.cartesian({ dims: [3, 2, 2] }).coords(7), [1, 1, 1]);
  assert.is(Topology.cartesian({ dims: [3, 2, 2] }).rank([2, 0, 1]), 9);
  // no dimensions: one rank with no coordinates and no neighbours
  const zero = Topology.cartesian({ dims: [] });
  assert.is(zero.size, 1);
  assert.equal(zero.coords(0), []);
  assert.is(zero.rank([]), 0);
  assert.equal([...zero.neighbors(0).sources], []);
  // dims and periods are frozen: the value cannot change under a communicator
  assert.ok(Object.isFrozen(Topology.cartesian({ dims: [2, 2] }).dims));
  assert.ok(Object.isFrozen(Topology.cartesian({ dims: [2, 2] }).periods));
});

test('rank(): periodic dimensions wrap (any integer), the others throw naming the coordinate', () => {
  const t = Topology.cartesian({ dims: [3, 4], periods: [true, false] });
  assert.is(t.rank([-1, 0]), t.rank([2, 0]));
  assert.is(t.rank([4, 3]), t.rank([1, 3]));
  assert.is(t.rank([-7, 2]), t.rank([2, 2]));
  raises(() => t.rank([0, 4]), 'ERR_TOPOLOGY', 'CartTopology.rank', 'coords[1] is 4', '< 4', 'not periodic');
  raises(() => t.rank([0, -1]), 'ERR_TOPOLOGY', 'coords[1] is -1');
  raises(() => t.rank([0]), 'ERR_TOPOLOGY', 'coords has 1 entry', 'one per dimension (2)');
  raises(() => t.rank([0, 1, 2]), 'ERR_TOPOLOGY', 'coords has 3 entries');
  raises(() => t.rank([0.5, 1]), 'ERR_TOPOLOGY', 'coords[0] is 0.5', 'integer');
  raises(() => t.rank(['0', 1]), 'ERR_ARG', 'coords[0] is "0"', 'expected a number');
  raises(() => t.rank(3), 'ERR_ARG', 'coords is 3', 'expected an array');
  // `periods: true` is every dimension
  const all = Topology.cartesian({ dims: [2, 3], periods: true });
  assert.equal([...all.periods], [true, true]);
  assert.is(all.rank([-1, -1]), 5);
});

test('shift(): PROC_NULL at non-periodic edges, wrap on periodic ones, every disp', () => {
  const line = Topology.cartesian({ dims: [4] });
  assert.equal(line.shift(0, 0, 1), { source: PROC_NULL, dest: 1 });
  assert.equal(line.shift(3, 0, 1), { source: 2, dest: PROC_NULL });
  assert.equal(line.shift(1, 0, 2), { source: PROC_NULL, dest: 3 });
  assert.equal(line.shift(1, 0, -1), { source: 2, dest: 0 });
  assert.equal(line.shift(2, 0, 0), { source: 2, dest: 2 });
  assert.equal(line.shift(0, 0, 4), { source: PROC_NULL, dest: PROC_NULL });
  const ring = Topology.cartesian({ dims: [4], periods: [true] });
  assert.equal(ring.shift(0, 0, 1), { source: 3, dest: 1 });
  assert.equal(ring.shift(3, 0, 1), { source: 2, dest: 0 });
  assert.equal(ring.shift(0, 0, 5), { source: 3, dest: 1 });
  assert.equal(ring.shift(1, 0, -6), { source: 3, dest: 3 });
  // against the coordinate reference on mixed grids, every rank, dimension and small displacement
  for (const [dims, periods] of [
    [
      [3, 4],
      [true, false],
    ],
    [
      [2, 3, 2],
      [false, true, true],
    ],
    [
      [1, 2, 5],
      [true, false, true],
    ],
  ]) {
    const t = Topology.cartesian({ dims, periods });
    for (let r = 0; r < t.size; r++) {
      const c = t.coords(r);
      for (let d = 0; d < dims.length; d++) {
        for (let disp = -3; disp <= 3; disp++) {
          const off = dims.map((_, k) => (k === d ? disp : 0));
          const want = {
            source: refAt(
              dims,
              periods,
              c,
              off.map((x) => -x),
            ),
            dest: refAt(dims, periods, c, off),
          };
          assert.equal(t.shift(r, d, disp), want, `[${dims}] rank ${r} dim ${d} disp ${disp}`);
        }
      }
    }
  }
});

test('Cartesian neighbour order: per dimension -1 then +1, PROC_NULL kept, periodic sizes 1 and 2', () => {
  const t = Topology.cartesian({ dims: [2, 3] });
  // rank 0 = (0,0): dim 0: (-1 off, +1 = rank 3); dim 1: (-1 off, +1 = rank 1)
  const n0 = t.neighbors(0);
  assert.equal([...n0.sources], [PROC_NULL, 3, PROC_NULL, 1]);
  assert.equal([...n0.destinations], [PROC_NULL, 3, PROC_NULL, 1]);
  assert.is(n0.sourceWeights, null);
  assert.is(n0.destWeights, null);
  assert.equal([...t.neighbors(4).sources], [1, PROC_NULL, 3, 5]);
  assert.equal(t.neighborsCount(0), { indegree: 4, outdegree: 4, weighted: false });
  // the order is shift(rank, d, 1)'s source then dest, for every shape
  for (const [dims, periods] of [
    [[2, 3], true],
    [
      [3, 1, 2],
      [false, true, true],
    ],
    [
      [4, 2],
      [false, false],
    ],
  ]) {
    const c = Topology.cartesian({ dims, periods });
    for (let r = 0; r < c.size; r++) {
      const want = dims.flatMap((_, d) => {
        const s = c.shift(r, d, 1);
        return [s.source, s.dest];
      });
      assert.equal([...c.neighbors(r).sources], want);
      assert.equal([...c.neighbors(r).destinations], want);
    }
  }
  // periodic size 1: the rank is its own neighbour twice; size 2: the other rank twice
  assert.equal([...Topology.cartesian({ dims: [1], periods: true }).neighbors(0).sources], [0, 0]);
  assert.equal([...Topology.cartesian({ dims: [2], periods: true }).neighbors(0).sources], [1, 1]);
  assert.equal([...Topology.cartesian({ dims: [2], periods: true }).neighbors(1).destinations], [0, 0]);
  assert.equal([...Topology.cartesian({ dims: [1] }).neighbors(0).sources], [PROC_NULL, PROC_NULL]);
  assert.equal([...Topology.cartesian({ dims: [2, 1], periods: [true, true] }).neighbors(1).sources], [0, 0, 1, 1]);
  // fresh arrays: changing one does not change the topology
  const a = t.neighbors(0);
  a.sources[1] = 99;
  assert.is(a.destinations[1], 3);
  assert.is(t.neighbors(0).sources[1], 3);
});

test('diagonal neighbours: faces first, then the other offsets of {-1,0,1}^n in lexicographic order', () => {
  const g = Topology.cartesian({ dims: [3, 3], diagonals: true });
  assert.is(g.diagonals, true);
  // centre (1,1) = 4: faces 1 7 3 5, then (-1,-1)=0 (-1,1)=2 (1,-1)=6 (1,1)=8
  assert.equal([...g.neighbors(4).sources], [1, 7, 3, 5, 0, 2, 6, 8]);
  assert.equal([...g.neighbors(0).destinations], [PROC_NULL, 3, PROC_NULL, 1, PROC_NULL, PROC_NULL, PROC_NULL, 4]);
  const p = Topology.cartesian({ dims: [3, 3], periods: true, diagonals: true });
  assert.equal([...p.neighbors(0).sources], [6, 3, 2, 1, 8, 7, 5, 4]);
  assert.equal(p.neighborsCount(0), { indegree: 8, outdegree: 8, weighted: false });
  // 3-D and 4-D: 26 and 80 neighbours whose offsets follow the documented order
  for (const dims of [
    [5, 5, 5],
    [3, 3, 3, 3],
  ]) {
    const n = dims.length;
    const t = Topology.cartesian({ dims, diagonals: true });
    const faces = [];
    for (let d = 0; d < n; d++) for (const s of [-1, 1]) faces.push(dims.map((_, k) => (k === d ? s : 0)));
    const diag = allCoords(dims.map(() => 3))
      .map((v) => v.map((x) => x - 1))
      .filter((v) => v.filter((x) => x !== 0).length >= 2);
    const centre = dims.map((x) => (x - 1) / 2);
    const want = [...faces, ...diag].map((o) =>
      refAt(
        dims,
        dims.map(() => false),
        centre,
        o,
      ),
    );
    const got = [...t.neighbors(t.rank(centre)).sources];
    assert.is(got.length, 3 ** n - 1);
    assert.equal(got, want);
    assert.ok(!got.includes(PROC_NULL));
    assert.is(new Set(got).size, 3 ** n - 1);
  }
  // sub keeps the flag; a 1-D grid has no diagonals
  assert.equal([...Topology.cartesian({ dims: [3], diagonals: true }).neighbors(1).sources], [0, 2]);
});

test('Cartesian distance: Manhattan with wrap-around, Chebyshev with diagonals, equal to BFS over its own edges', () => {
  assert.is(Topology.cartesian({ dims: [10] }).distance(0, 9), 9);
  assert.is(Topology.cartesian({ dims: [10], periods: true }).distance(0, 9), 1);
  assert.is(Topology.cartesian({ dims: [10], periods: true }).distance(2, 7), 5);
  assert.is(Topology.cartesian({ dims: [4, 5] }).distance(0, 19), 7);
  assert.is(Topology.cartesian({ dims: [4, 5], periods: true }).distance(0, 19), 2);
  assert.is(Topology.cartesian({ dims: [5, 5], diagonals: true }).distance(0, 24), 4);
  assert.is(Topology.cartesian({ dims: [5, 5], diagonals: true }).distance(0, 22), 4);
  assert.is(Topology.cartesian({ dims: [5, 5], periods: true, diagonals: true }).distance(0, 24), 1);
  // the metric is the hop count of the topology's own neighbour graph
  for (const [dims, periods, diagonals] of [
    [[4, 5], [true, false], false],
    [[3, 4, 2], [false, true, true], false],
    [[6], [true], false],
    [[2], [true], false],
    [[4, 5], [true, false], true],
    [[3, 3, 4], [false, false, true], true],
    [[1, 3], [true, false], true],
  ]) {
    const t = Topology.cartesian({ dims, periods, diagonals });
    const ref = bfsAll(t.size, t.edges());
    for (let a = 0; a < t.size; a++)
      for (let b = 0; b < t.size; b++) assert.is(t.distance(a, b), ref[a][b], `[${dims}] ${a} -> ${b}`);
  }
});

test('edges(): every communication edge, repeats kept, PROC_NULL left out, weight 1 when unweighted', () => {
  assert.equal(Topology.cartesian({ dims: [3] }).edges(), [
    [0, 1, 1],
    [1, 0, 1],
    [1, 2, 1],
    [2, 1, 1],
  ]);
  // periodic size 2: each rank sends to the other twice; size 1: to itself twice
  assert.equal(Topology.cartesian({ dims: [2], periods: true }).edges(), [
    [0, 1, 1],
    [0, 1, 1],
    [1, 0, 1],
    [1, 0, 1],
  ]);
  assert.equal(Topology.cartesian({ dims: [1], periods: true }).edges(), [
    [0, 0, 1],
    [0, 0, 1],
  ]);
  // a 4x4 torus: 4 edges per rank
  assert.is(Topology.cartesian({ dims: [4, 4], periods: true }).edges().length, 64);
  assert.is(Topology.cartesian({ dims: [4, 4], periods: true, diagonals: true }).edges().length, 128);
});

test('sub(): each rank gets its sub-grid (color) and its rank inside it (key), as MPI_Cart_sub', () => {
  const t = Topology.cartesian({ dims: [2, 3, 4], periods: [true, false, true], diagonals: true });
  const { topology, color, key } = t.sub([true, false, true]);
  assert.instance(topology, CartTopology);
  assert.equal([...topology.dims], [2, 4]);
  assert.equal([...topology.periods], [true, true]);
  assert.is(topology.diagonals, true);
  const seen = new Set();
  for (let r = 0; r < t.size; r++) {
    const c = t.coords(r);
    assert.is(color(r), c[1], `color(${r})`);
    assert.is(key(r), topology.rank([c[0], c[2]]), `key(${r})`);
    assert.equal(topology.coords(key(r)), [c[0], c[2]]);
    seen.add(`${color(r)}/${key(r)}`);
  }
  assert.is(seen.size, t.size, 'color and key tell every rank apart');
  // key follows the parent's rank order inside each sub-grid (what split(color, key) keeps)
  for (let col = 0; col < 3; col++) {
    const members = [...Array(t.size).keys()].filter((r) => color(r) === col);
    assert.equal(
      members.map((r) => key(r)),
      [...Array(8).keys()],
    );
  }
  // dropping two dimensions: color is row-major over the dropped ones
  const rows = Topology.cartesian({ dims: [2, 3, 4] }).sub([false, true, false]);
  assert.equal([...rows.topology.dims], [3]);
  const t2 = Topology.cartesian({ dims: [2, 3, 4] });
  for (let r = 0; r < t2.size; r++) {
    const [x, y, z] = t2.coords(r);
    assert.is(rows.color(r), x * 4 + z);
    assert.is(rows.key(r), y);
  }
  // none kept: one rank per sub-grid; all kept: one sub-grid, the same ranks
  const none = t.sub([false, false, false]);
  assert.is(none.topology.size, 1);
  assert.equal([...none.topology.dims], []);
  for (let r = 0; r < t.size; r++) assert.equal([none.color(r), none.key(r)], [r, 0]);
  const all = t.sub([true, true, true]);
  assert.equal([...all.topology.dims], [2, 3, 4]);
  for (let r = 0; r < t.size; r++) assert.equal([all.color(r), all.key(r)], [0, r]);
  raises(() => t.sub([true, false]), 'ERR_TOPOLOGY', 'CartTopology.sub', 'remainDims has 2 entries', '(3)');
  raises(() => t.sub([true, 0, true]), 'ERR_ARG', 'remainDims[1] is 0', 'true or false');
  raises(() => t.sub([true, true, true]).color(24), 'ERR_TOPOLOGY', 'rank is 24', '< 24');
});

test('graph: neighbours are edges[index[r-1]..index[r]), repeats and self-loops kept, zero-degree ranks', () => {
  const adjacency = [[1, 1, 2], [0], [], [3, 0]];
  const g = Topology.graph(adjacency);
  assert.instance(g, GraphTopology);
  assert.instance(g, Topology);
  assert.is(g.kind, 'graph');
  assert.is(g.size, 4);
  assert.equal([...g.index], [3, 4, 4, 6]);
  assert.equal([...g.edgeList], [1, 1, 2, 0, 3, 0]);
  assert.is(g.nedges, 6);
  adjacency.forEach((row, r) => {
    const n = g.neighbors(r);
    assert.ok(n.sources instanceof Int32Array);
    assert.equal([...n.sources], row);
    assert.equal([...n.destinations], row);
    assert.is(n.sourceWeights, null);
    assert.is(n.destWeights, null);
    assert.equal(g.neighborsCount(r), { indegree: row.length, outdegree: row.length, weighted: false });
  });
  // MPI's (index, edges) form is the same topology
  const h = Topology.graph({ index: [3, 4, 4, 6], edges: [1, 1, 2, 0, 3, 0] });
  for (let r = 0; r < 4; r++) assert.equal([...h.neighbors(r).sources], adjacency[r]);
  assert.equal(h.edges(), g.edges());
  assert.equal(g.edges(), [
    [0, 1, 1],
    [0, 1, 1],
    [0, 2, 1],
    [1, 0, 1],
    [3, 3, 1],
    [3, 0, 1],
  ]);
  // distance takes edges both ways; a self-loop is no path
  assert.is(g.distance(2, 1), 2);
  assert.is(g.distance(3, 3), 0);
  assert.is(g.distance(2, 3), 2);
  assert.is(Topology.graph([[], []]).distance(0, 1), Infinity);
  // typed arrays are accepted for index and edges
  assert.equal([...Topology.graph({ index: Int32Array.of(1, 2), edges: Int32Array.of(1, 0) }).edgeList], [1, 0]);
  // an empty graph is a value too
  assert.is(Topology.graph([]).size, 0);
  assert.equal(Topology.graph([]).edges(), []);
});

test('graph and dist-graph distance: BFS hop counts equal Floyd-Warshall on random small graphs', () => {
  const rand = rng(42);
  for (let trial = 0; trial < 60; trial++) {
    const n = 1 + Math.floor(rand() * 9);
    const p = rand() * 0.5;
    const out = Array.from({ length: n }, () => []);
    for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) if (rand() < p) out[a].push(b);
    const edges = out.flatMap((l, a) => l.map((b) => [a, b]));
    const ref = floyd(n, edges);
    const g = Topology.graph(out);
    const inc = Array.from({ length: n }, () => []);
    out.forEach((l, a) => l.forEach((b) => inc[b].push(a)));
    const dg = Topology.distGraph({ sources: inc, destinations: out });
    for (let a = 0; a < n; a++) {
      for (let b = 0; b < n; b++) {
        assert.is(g.distance(a, b), ref[a][b], `trial ${trial}: graph ${a} -> ${b}`);
        assert.is(dg.distance(a, b), ref[a][b], `trial ${trial}: dist graph ${a} -> ${b}`);
      }
    }
  }
});

test('dist graph: lists exactly as given (order, repeats), MPI_UNWEIGHTED vs empty weights', () => {
  const sources = [[2, 1, 2], [0], [0, 0], []];
  const destinations = [[2, 1, 2], [0], [0, 0], []];
  const u = Topology.distGraph({ sources, destinations });
  assert.instance(u, DistGraphTopology);
  assert.instance(u, Topology);
  assert.is(u.kind, 'dist-graph');
  assert.is(u.size, 4);
  assert.is(u.weighted, false);
  for (let r = 0; r < 4; r++) {
    const n = u.neighbors(r);
    assert.equal([...n.sources], sources[r]);
    assert.equal([...n.destinations], destinations[r]);
    assert.is(n.sourceWeights, null);
    assert.is(n.destWeights, null);
  }
  assert.equal(u.neighborsCount(0), { indegree: 3, outdegree: 3, weighted: false });
  assert.equal(u.neighborsCount(3), { indegree: 0, outdegree: 0, weighted: false });
  // asymmetric in- and out-lists: a ring one way
  const ring = Topology.distGraph({ sources: [[2], [0], [1]], destinations: [[1], [2], [0]] });
  assert.equal([...ring.neighbors(0).sources], [2]);
  assert.equal([...ring.neighbors(0).destinations], [1]);
  assert.is(ring.distance(0, 2), 1); // undirected for distance
  // weighted, with a rank of degree 0: its weights are empty arrays and the topology stays weighted
  const w = Topology.distGraph({
    sources: [[1], [0], []],
    destinations: [[1], [0], []],
    sourceWeights: [[5], [2.5], []],
    destWeights: [[2.5], [5], []],
  });
  assert.is(w.weighted, true);
  const w2 = w.neighbors(2);
  assert.ok(w2.sourceWeights instanceof Float64Array);
  assert.is(w2.sourceWeights.length, 0);
  assert.ok(w2.destWeights instanceof Float64Array);
  assert.is(w2.destWeights.length, 0);
  assert.equal([...w.neighbors(0).destWeights], [2.5]);
  assert.equal([...w.neighbors(0).sourceWeights], [5]);
  assert.equal(w.neighborsCount(2), { indegree: 0, outdegree: 0, weighted: true });
  assert.equal(w.edges(), [
    [0, 1, 2.5],
    [1, 0, 5],
  ]);
  // null and left-out weights are both unweighted
  assert.is(
    Topology.distGraph({ sources: [[]], destinations: [[]], sourceWeights: null, destWeights: null }).weighted,
    false,
  );
  // all ranks empty but weighted: still weighted (MPI_WEIGHTS_EMPTY, not MPI_UNWEIGHTED)
  const e = Topology.distGraph({
    sources: [[], []],
    destinations: [[], []],
    sourceWeights: [[], []],
    destWeights: [[], []],
  });
  assert.is(e.weighted, true);
  assert.is(e.neighbors(0).destWeights.length, 0);
  // repeated edges with their weights in either order at the two ends
  const rep = Topology.distGraph({
    sources: [[], [0, 0]],
    destinations: [[1, 1], []],
    sourceWeights: [[], [3, 1]],
    destWeights: [[1, 3], []],
  });
  assert.equal(rep.edges(), [
    [0, 1, 1],
    [0, 1, 3],
  ]);
});

test('dimsCreate: the examples, fixed entries kept, input not modified', () => {
  assert.equal(dimsCreate(12, 2), [4, 3]);
  assert.equal(dimsCreate(16, 3), [4, 2, 2]);
  assert.equal(dimsCreate(36, 3), [4, 3, 3]);
  assert.equal(dimsCreate(30, 3), [5, 3, 2]);
  assert.equal(dimsCreate(7, [0, 0]), [7, 1]);
  assert.equal(dimsCreate(6, [0, 3, 0]), [2, 3, 1]);
  assert.equal(dimsCreate(24, [0, 2, 0]), [4, 2, 3]);
  assert.equal(dimsCreate(1, 3), [1, 1, 1]);
  assert.equal(dimsCreate(1, 0), []);
  assert.equal(dimsCreate(1, []), []);
  assert.equal(dimsCreate(6, [2, 3]), [2, 3]);
  assert.equal(dimsCreate(20, 4), [5, 2, 2, 1]); // a tie in spread with [5, 4, 1, 1]: lexicographically smaller
  assert.equal(dimsCreate(360, 3), [9, 8, 5]); // a tie with [10, 6, 6]
  assert.equal(dimsCreate(1 << 20, 4), [32, 32, 32, 32]);
  assert.equal(dimsCreate(2 * 3 * 5 * 7 * 11 * 13, 2), [182, 165]);
  assert.equal(Topology.dimsCreate(12, 2), [4, 3]);
  const dims = [0, 2, 0];
  dimsCreate(8, dims);
  assert.equal(dims, [0, 2, 0]);
});

/** Every non-increasing factorisation of p into k entries. */
function factorisations(p, k, max = p) {
  if (k === 0) return p === 1 ? [[]] : [];
  const out = [];
  for (let d = Math.min(p, max); d >= 1; d--) {
    if (p % d) continue;
    for (const rest of factorisations(p / d, k - 1, d)) out.push([d, ...rest]);
  }
  return out;
}

/** The reference choice: minimal max-min spread, then lexicographically smallest. */
function bestBrute(p, k) {
  let best = null;
  for (const f of factorisations(p, k)) {
    const spread = f.length ? f[0] - f[f.length - 1] : 0;
    const bs = best ? best[0] - best[best.length - 1] : Infinity;
    if (!best || spread < bs || (spread === bs && lexLess(f, best))) best = f;
  }
  return best;
}
function lexLess(a, b) {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] < b[i];
  return false;
}

test('dimsCreate against an exhaustive search: nnodes 1..64, ndims 1..4, with and without fixed entries', () => {
  for (let n = 1; n <= 64; n++) {
    for (let k = 1; k <= 4; k++) {
      const got = dimsCreate(n, k);
      const want = bestBrute(n, k);
      assert.equal(got, want, `dimsCreate(${n}, ${k})`);
      // the properties themselves, independent of the reference
      assert.is(
        got.reduce((a, b) => a * b, 1),
        n,
      );
      for (let i = 1; i < k; i++) assert.ok(got[i - 1] >= got[i], `non-increasing: ${got}`);
      const spread = got[0] - got[k - 1];
      for (const f of factorisations(n, k)) assert.ok(f[0] - f[k - 1] >= spread, `${f} is more balanced than ${got}`);
    }
  }
  // a fixed entry at every position: the free entries are the balanced factorisation of the rest
  const rand = rng(7);
  for (let trial = 0; trial < 300; trial++) {
    const n = 1 + Math.floor(rand() * 64);
    const k = 1 + Math.floor(rand() * 4);
    const divs = [...Array(n).keys()].map((i) => i + 1).filter((d) => n % d === 0);
    const dims = Array.from({ length: k }, () => (rand() < 0.4 ? divs[Math.floor(rand() * divs.length)] : 0));
    const fixed = dims.reduce((a, b) => a * (b || 1), 1);
    if (n % fixed !== 0) continue;
    const free = dims.filter((d) => d === 0).length;
    if (free === 0 && fixed !== n) continue;
    const chosen = bestBrute(n / fixed, free);
    let i = 0;
    assert.equal(
      dimsCreate(n, dims),
      dims.map((d) => (d === 0 ? chosen[i++] : d)),
      `dimsCreate(${n}, [${dims}])`,
    );
  }
});

test('dimsCreate errors: ERR_ARG naming the value and what was expected', () => {
  raises(() => dimsCreate(10, [4, 0]), 'ERR_ARG', 'dimsCreate', 'nnodes 10', 'not divisible', '[4, 0]');
  raises(() => dimsCreate(12, [2, 3]), 'ERR_ARG', 'fixes every entry', 'product 6', 'nnodes 12');
  raises(() => dimsCreate(4, [0, -1]), 'ERR_ARG', 'dims[1] is -1', 'expected an integer >= 1');
  raises(() => dimsCreate(4, [1.5, 0]), 'ERR_ARG', 'dims[0] is 1.5');
  raises(() => dimsCreate(4, ['2', 0]), 'ERR_ARG', 'dims[0] is "2"');
  raises(() => dimsCreate(4, -2), 'ERR_ARG', 'dims is -2', 'integer >= 0');
  raises(() => dimsCreate(4, 1.5), 'ERR_ARG', 'dims is 1.5');
  raises(() => dimsCreate(4, 'xx'), 'ERR_ARG', 'dims is "xx"', 'expected an array');
  raises(() => dimsCreate(0, 2), 'ERR_ARG', 'nnodes is 0', 'expected an integer >= 1');
  raises(() => dimsCreate(-4, 2), 'ERR_ARG', 'nnodes is -4');
  raises(() => dimsCreate(2.5, 2), 'ERR_ARG', 'nnodes is 2.5');
  raises(() => dimsCreate('8', 2), 'ERR_ARG', 'nnodes is "8"');
  raises(() => dimsCreate(2, 0), 'ERR_ARG', 'fixes every entry');
  raises(() => Topology.dimsCreate(10, [3, 0]), 'ERR_ARG', 'not divisible');
});

test('Topology.cartesian errors', () => {
  raises(
    () => Topology.cartesian({ dims: [2, 0] }),
    'ERR_TOPOLOGY',
    'Topology.cartesian: dims[1] is 0: expected an integer >= 1',
  );
  raises(() => Topology.cartesian({ dims: [-3] }), 'ERR_TOPOLOGY', 'dims[0] is -3');
  raises(() => Topology.cartesian({ dims: [2.5] }), 'ERR_TOPOLOGY', 'dims[0] is 2.5', 'integer');
  raises(() => Topology.cartesian({ dims: [NaN] }), 'ERR_TOPOLOGY', 'dims[0] is NaN');
  raises(() => Topology.cartesian({ dims: ['2'] }), 'ERR_ARG', 'dims[0] is "2"', 'expected a number');
  raises(() => Topology.cartesian({ dims: 4 }), 'ERR_ARG', 'dims is 4', 'expected an array');
  raises(() => Topology.cartesian({}), 'ERR_ARG', 'dims is undefined');
  raises(() => Topology.cartesian([2, 2]), 'ERR_ARG', 'options object');
  raises(() => Topology.cartesian(), 'ERR_ARG', 'options object', 'undefined');
  raises(
    () => Topology.cartesian({ dims: [2, 2], periods: [true] }),
    'ERR_TOPOLOGY',
    'periods has 1 entry',
    'one per dimension (2)',
  );
  raises(() => Topology.cartesian({ dims: [2, 2], periods: [true, 1] }), 'ERR_ARG', 'periods[1] is 1', 'true or false');
  raises(() => Topology.cartesian({ dims: [2], periods: 'yes' }), 'ERR_ARG', 'periods is "yes"');
  raises(() => Topology.cartesian({ dims: [2], diagonals: 1 }), 'ERR_ARG', 'diagonals is 1');
  raises(() => Topology.cartesian({ dims: [65536, 65536] }), 'ERR_TOPOLOGY', '4294967296 ranks', 'at most 2147483647');
});

test('CartTopology query errors: ranks, dimensions and displacements', () => {
  const t = Topology.cartesian({ dims: [2, 3] });
  raises(() => t.coords(6), 'ERR_TOPOLOGY', 'CartTopology.coords: rank is 6', '0 <= rank < 6');
  raises(() => t.coords(-1), 'ERR_TOPOLOGY', 'rank is -1');
  raises(() => t.coords(PROC_NULL), 'ERR_TOPOLOGY', 'rank is -2');
  raises(() => t.coords(1.5), 'ERR_TOPOLOGY', 'rank is 1.5');
  raises(() => t.coords('1'), 'ERR_ARG', 'rank is "1"');
  raises(() => t.shift(0, 2, 1), 'ERR_TOPOLOGY', 'CartTopology.shift: dim is 2', '0 <= dim < 2');
  raises(() => t.shift(0, -1, 1), 'ERR_TOPOLOGY', 'dim is -1');
  raises(() => t.shift(0, 0, 0.5), 'ERR_TOPOLOGY', 'disp is 0.5', 'integer');
  raises(() => t.shift(0, 0, '1'), 'ERR_ARG', 'disp is "1"');
  raises(() => t.shift(9, 0, 1), 'ERR_TOPOLOGY', 'rank is 9');
  raises(() => t.neighbors(6), 'ERR_TOPOLOGY', 'CartTopology.neighbors: rank is 6');
  raises(() => t.distance(0, 6), 'ERR_TOPOLOGY', 'CartTopology.distance: b is 6');
  raises(() => t.distance(null, 0), 'ERR_ARG', 'a is null');
});

test('Topology.graph errors', () => {
  raises(() => Topology.graph([[1], [5]]), 'ERR_TOPOLOGY', 'Topology.graph: adjacency[1][0] is 5', '0 <= rank < 2');
  raises(() => Topology.graph([[-1]]), 'ERR_TOPOLOGY', 'adjacency[0][0] is -1');
  raises(() => Topology.graph([[PROC_NULL]]), 'ERR_TOPOLOGY', 'adjacency[0][0] is -2');
  raises(() => Topology.graph([[0.5]]), 'ERR_TOPOLOGY', 'adjacency[0][0] is 0.5');
  raises(() => Topology.graph([['0']]), 'ERR_ARG', 'adjacency[0][0] is "0"');
  raises(() => Topology.graph([1, 2]), 'ERR_ARG', 'adjacency[0] is 1', 'expected an array');
  raises(() => Topology.graph(3), 'ERR_ARG', 'adjacency list', 'got 3');
  raises(() => Topology.graph({ index: [2, 1], edges: [1, 0] }), 'ERR_TOPOLOGY', 'index[1] is 1', '>= index[0] = 2');
  raises(() => Topology.graph({ index: [-1, 1], edges: [0] }), 'ERR_TOPOLOGY', 'index[0] is -1', '>= 0');
  raises(() => Topology.graph({ index: [1.5, 2], edges: [0, 1] }), 'ERR_TOPOLOGY', 'index[0] is 1.5');
  raises(() => Topology.graph({ index: [1, 2], edges: [1] }), 'ERR_TOPOLOGY', 'edges has 1 entry', 'expected 2');
  raises(
    () => Topology.graph({ index: [1, 3], edges: [1, 0, 2] }),
    'ERR_TOPOLOGY',
    'edges[2] (a neighbour of rank 1) is 2',
  );
  raises(() => Topology.graph({ index: [1, 2], edges: [1, 'x'] }), 'ERR_ARG', 'edges[1] is "x"');
  raises(() => Topology.graph({ index: [1] }), 'ERR_ARG', 'edges is undefined');
  raises(() => Topology.graph({ index: 'ab', edges: [] }), 'ERR_ARG', 'index is "ab"', 'expected an array');
  const g = Topology.graph([[1], [0]]);
  raises(() => g.neighbors(2), 'ERR_TOPOLOGY', 'GraphTopology.neighbors: rank is 2');
  raises(() => g.distance(0, 2), 'ERR_TOPOLOGY', 'GraphTopology.distance: b is 2');
});

test('Topology.distGraph errors: edges at one end only, ranks, weights', () => {
  raises(
    () => Topology.distGraph({ sources: [[], []], destinations: [[1], []] }),
    'ERR_TOPOLOGY',
    'Topology.distGraph: edge 0 -> 1 is listed 1 time in destinations[0] but 0 times in sources[1]',
  );
  raises(
    () => Topology.distGraph({ sources: [[], [0]], destinations: [[], []] }),
    'ERR_TOPOLOGY',
    'edge 0 -> 1 is listed 0 times in destinations[0] but 1 time in sources[1]',
  );
  raises(
    () => Topology.distGraph({ sources: [[], [0, 0]], destinations: [[1], []] }),
    'ERR_TOPOLOGY',
    'edge 0 -> 1 is listed 1 time',
    '2 times in sources[1]',
  );
  raises(
    () =>
      Topology.distGraph({
        sources: [[], [0]],
        destinations: [[1], []],
        sourceWeights: [[], [2]],
        destWeights: [[3], []],
      }),
    'ERR_TOPOLOGY',
    'edge 0 -> 1 weighs [3] in destWeights[0] but [2] in sourceWeights[1]',
  );
  raises(
    () => Topology.distGraph({ sources: [[], []], destinations: [[]] }),
    'ERR_TOPOLOGY',
    'sources has 2 lists and destinations 1',
  );
  raises(() => Topology.distGraph({ sources: [[3]], destinations: [[]] }), 'ERR_TOPOLOGY', 'sources[0][0] is 3', '< 1');
  raises(
    () => Topology.distGraph({ sources: [[]], destinations: [[PROC_NULL]] }),
    'ERR_TOPOLOGY',
    'destinations[0][0] is -2',
  );
  raises(() => Topology.distGraph({ sources: [[]], destinations: [['0']] }), 'ERR_ARG', 'destinations[0][0] is "0"');
  raises(() => Topology.distGraph({ sources: [5], destinations: [[]] }), 'ERR_ARG', 'sources[0] is 5');
  raises(() => Topology.distGraph({ destinations: [[]] }), 'ERR_ARG', 'sources is undefined');
  raises(() => Topology.distGraph(null), 'ERR_ARG', 'options object');
  const ok = { sources: [[1], [0]], destinations: [[1], [0]] };
  raises(
    () => Topology.distGraph({ ...ok, sourceWeights: [[1], [1]] }),
    'ERR_TOPOLOGY',
    'sourceWeights is given but destWeights is undefined',
    'MPI_UNWEIGHTED',
  );
  raises(
    () => Topology.distGraph({ ...ok, sourceWeights: null, destWeights: [[1], [1]] }),
    'ERR_TOPOLOGY',
    'destWeights is given but sourceWeights is null',
  );
  raises(
    () => Topology.distGraph({ ...ok, sourceWeights: [[1, 2], [1]], destWeights: [[1], [1]] }),
    'ERR_TOPOLOGY',
    'sourceWeights[0] has 2 weights: expected 1, one per source of rank 0',
  );
  raises(
    () => Topology.distGraph({ ...ok, sourceWeights: [[1], [1]], destWeights: [[1], []] }),
    'ERR_TOPOLOGY',
    'destWeights[1] has 0 weights: expected 1, one per destination of rank 1',
  );
  raises(
    () => Topology.distGraph({ ...ok, sourceWeights: [[1]], destWeights: [[1], [1]] }),
    'ERR_TOPOLOGY',
    'sourceWeights has 1 list: expected one per rank (2)',
  );
  raises(
    () => Topology.distGraph({ ...ok, sourceWeights: [[-1], [1]], destWeights: [[1], [1]] }),
    'ERR_TOPOLOGY',
    'sourceWeights[0][0] is -1: expected a finite number >= 0',
  );
  raises(
    () => Topology.distGraph({ ...ok, sourceWeights: [[1], [1]], destWeights: [[Infinity], [1]] }),
    'ERR_TOPOLOGY',
    'destWeights[0][0] is Infinity',
  );
  raises(
    () => Topology.distGraph({ ...ok, sourceWeights: [['1'], [1]], destWeights: [[1], [1]] }),
    'ERR_ARG',
    'sourceWeights[0][0] is "1"',
  );
  const d = Topology.distGraph(ok);
  raises(() => d.neighbors(2), 'ERR_TOPOLOGY', 'DistGraphTopology.neighbors: rank is 2');
  raises(() => d.distance(-1, 0), 'ERR_TOPOLOGY', 'DistGraphTopology.distance: a is -1');
  raises(() => d.neighborsCount(5), 'ERR_TOPOLOGY', 'rank is 5');
});

test('a user subclass of Topology gets edges() and neighborsCount() from its neighbors()', () => {
  class Star extends Topology {
    kind = 'graph';
    size = 4;
    neighbors(rank) {
      const l = rank === 0 ? Int32Array.of(1, 2, 3) : Int32Array.of(0);
      return { sources: l, destinations: l.slice(), sourceWeights: null, destWeights: null };
    }
    distance(a, b) {
      return a === b ? 0 : a === 0 || b === 0 ? 1 : 2;
    }
  }
  const s = new Star();
  assert.instance(s, Topology);
  assert.equal(s.edges(), [
    [0, 1, 1],
    [0, 2, 1],
    [0, 3, 1],
    [1, 0, 1],
    [2, 0, 1],
    [3, 0, 1],
  ]);
  assert.equal(s.neighborsCount(0), { indegree: 3, outdegree: 3, weighted: false });
});

test('Topology.bipartite: two sides, complete or listed edges, directed or both ways, weighted', () => {
  const t = Topology.bipartite({ sizes: [2, 3] });
  assert.is(t.kind, 'dist-graph');
  assert.is(t.size, 5);
  assert.equal(Array.from(t.neighbors(0).destinations), [2, 3, 4]);
  assert.equal(Array.from(t.neighbors(0).sources), [2, 3, 4]);
  assert.equal(Array.from(t.neighbors(3).sources), [0, 1]);
  assert.is(t.distance(0, 1), 2); // through side B
  const d = Topology.bipartite({
    sizes: [2, 2],
    edges: [
      [0, 1],
      [1, 0],
    ],
    directed: true,
    weight: 5,
  });
  assert.equal(Array.from(d.neighbors(0).destinations), [3]);
  assert.equal(Array.from(d.neighbors(0).sources), []);
  assert.equal(Array.from(d.neighbors(3).sourceWeights), [5]);
  let err;
  try {
    Topology.bipartite({ sizes: [2, 2], edges: [[0, 2]] });
  } catch (e) {
    err = e;
  }
  assert.is(err.code, 'ERR_TOPOLOGY');
  assert.match(err.message, 'edges[0] is [0, 2]: expected [a, b] with 0 <= a < 2 and 0 <= b < 2');
});

test.run();
