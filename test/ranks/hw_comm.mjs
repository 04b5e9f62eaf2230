// Hardware groups, hardware splits, the hardware distributed graph and reordering, on a declared
// machine (launch's hw and placement): args[0] picks the case.
import { UNDEFINED } from 'wasmpi';

const code = (f) => {
  try {
    f();
    return 'none';
  } catch (e) {
    return `${e.code}: ${e.message}`;
  }
};

export default function main(world, [kind]) {
  if (kind === 'groups') {
    const groups = world.hwGroups().map((g) => ({ uri: g.uri, level: g.level, members: Array.from(g.group.members) }));
    const pkg = world.splitType({ hw: 'package' });
    const core = world.splitType({ hw: 'core' });
    const node = world.splitType({ hw: 'node' });
    const dg = world.group.hwDistGraph();
    return {
      groups,
      pkg: { size: pkg.size, rank: pkg.rank, members: Array.from(pkg.group.members), name: pkg.name },
      core: core.size,
      node: node.size,
      dg,
      bad: code(() => world.splitType({ hw: 'numa-ish' })),
      outsider: code(() => world.group.incl([(world.rank + 1) % world.size]).hwDistGraph()),
    };
  }
  if (kind === 'reorder') {
    // a ring of 8 ranks: placed 'scatter' on 2 packages, the identity crosses packages on every edge
    const c = world.cartCreate({ dims: [world.size], periods: [true], reorder: true });
    const id = world.cartCreate({ dims: [world.size], periods: [true] });
    const out = new Float64Array(2);
    c.neighborAlltoall(Float64Array.of(world.rank, world.rank), out); // values: parent (world) ranks
    const { sources } = c.neighbors();
    const worldOf = c.group.translateRanks(Array.from(sources), world.group);
    return {
      quality: c.embedding?.quality ?? null,
      identity: id.embedding,
      mapping: c.embedding ? Array.from(c.embedding.mapping) : null,
      newRank: c.rank,
      got: Array.from(out),
      expect: worldOf,
      undefinedIsNot: UNDEFINED,
    };
  }
  if (kind === 'measure') {
    const m = world.hwMeasure({ reps: 50, bytes: 1 << 16 });
    world.barrier(); // the measurement's own communicator is gone; the world still works
    return {
      pus: m.topology.pus.length,
      placement: Array.from(m.placement),
      latency: m.latency,
      bandwidth: m.bandwidth.map((row) => row.map((x) => (x === Infinity ? -1 : x))),
      render: m.topology.render(),
    };
  }
  return null;
}
