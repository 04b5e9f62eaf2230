// dup() of communicators with each kind of topology (test/topo_dup.test.mjs): what the duplicate
// says of its topology, and a neighbourhood collective on it beside the same on the original.
// split() of a Cartesian communicator, which MPI does not let keep the topology, for contrast.
import { dimsCreate } from 'wasmpi';

/** What `c` says of its topology, and what a neighborAllgather of rank-stamped values gathers. */
function observe(c) {
  const nb = c.neighbors();
  const send = Int32Array.of(1000 + c.rank);
  const recv = new Int32Array(nb.sources.length).fill(-7);
  c.neighborAllgather(send, recv);
  return {
    kind: c.topoTest(),
    coords: c.topoTest() === 'cart' ? c.cartCoords() : null,
    shift: c.topoTest() === 'cart' ? c.cartShift(0, 1) : null,
    sources: Array.from(nb.sources),
    destinations: Array.from(nb.destinations),
    gathered: Array.from(recv),
  };
}

/** Observes `c` and its duplicate (through a collective on each), then frees the duplicate. */
function pair(c) {
  const d = c.dup();
  const out = {
    original: observe(c),
    dup: observe(d),
    same: d.topology === c.topology,
    congruent: c.compare(d),
    embedding: d.embedding === c.embedding,
  };
  d.free();
  return out;
}

export default function main(world) {
  const n = world.size;
  const out = {};
  const cart = world.cartCreate({ dims: dimsCreate(n, [0, 0]), periods: [true, false] });
  out.cart = pair(cart);
  // a ring as a graph: node r joined to r - 1 and r + 1
  const index = [];
  const edges = [];
  for (let r = 0; r < n; r++) {
    if (n > 1) edges.push((r + n - 1) % n, (r + 1) % n);
    index.push(edges.length);
  }
  out.graph = pair(world.graphCreate(index, edges));
  // every rank sends to the next two (a directed distributed graph)
  const r = world.rank;
  const to = n > 1 ? [(r + 1) % n, (r + 2) % n] : [];
  const from = n > 1 ? [(r + n - 1) % n, (r + n - 2) % n] : [];
  out.distGraph = pair(world.distGraphCreateAdjacent(from, to));
  out.dupOfDup = cart.dup().dup().topoTest();
  out.split = cart.split(0, world.rank)?.topoTest() ?? null;
  return out;
}
