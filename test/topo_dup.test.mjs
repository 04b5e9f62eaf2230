// dup() keeps the topology (MPI 4.1 section 7.4.2): a duplicate of a Cartesian, graph or
// distributed-graph communicator has the same topology, coordinates, shifts and neighbours, and a
// neighbourhood collective on it gathers what the same call on the original does; the duplicate is
// congruent (same ranks, new context). split() keeps none, as MPI says.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { run } from './helpers.mjs';

for (const n of [3, 8]) {
  test(`dup of each topology kind keeps it, ${n} ranks`, async () => {
    const res = await run('topo_dup.mjs', n);
    for (let r = 0; r < n; r++) {
      const v = res[r];
      for (const [kind, want] of [
        ['cart', 'cart'],
        ['graph', 'graph'],
        ['distGraph', 'dist-graph'],
      ]) {
        const p = v[kind];
        assert.is(p.original.kind, want, `rank ${r} ${kind}: the original`);
        assert.equal(p.dup, p.original, `rank ${r} ${kind}: the duplicate observes what the original does`);
        assert.ok(p.same, `rank ${r} ${kind}: the same topology object`);
        assert.is(p.congruent, 'congruent', `rank ${r} ${kind}: same ranks, another context`);
        assert.ok(p.embedding, `rank ${r} ${kind}: the same placement`);
        // the gathered values are the sources' stamps (PROC_NULL sources leave theirs)
        assert.equal(
          p.dup.gathered,
          p.dup.sources.map((s) => (s < 0 ? -7 : 1000 + s)),
          `rank ${r} ${kind}: gathered from the sources`,
        );
      }
      assert.is(v.dupOfDup, 'cart', `rank ${r}: a duplicate of a duplicate`);
      assert.is(v.split, 'none', `rank ${r}: split keeps no topology`);
    }
  });
}

test.run();
