// The embedding table of the topo family: hop-bytes of four placements of three virtual topologies
// (2-D and 3-D stencils, a ring) on three synthetic machines and this one: the identity, random
// placements (mean of 100 seeded permutations), wasmpi's embed, and the optimum (embed's
// exhaustive search). Ranks are placed `scatter` (round-robin over packages), the placement where
// the identity is worst and reordering has the most to do.
import { embed, embedQuality, hwProbe, HwTopology, placement, Topology } from 'wasmpi';
import { table } from './table.mjs';

const MACHINES = [
  ['2 pkg x 2 L3 x 2 cores', 'package:2 l3:2 core:2 pu:1'],
  ['2 sockets x 4 cores', 'package:2 core:4 pu:1'],
  ['4 numa x 2 cores', 'package:1 numa:4 core:2 pu:1'],
];

const VIRTUAL = [
  ['2-D stencil 4x2', Topology.cartesian({ dims: [4, 2] })],
  ['3-D stencil 2x2x2', Topology.cartesian({ dims: [2, 2, 2] })],
  ['ring 8', Topology.cartesian({ dims: [8], periods: true })],
];

/** The ranks' slots on `hw`: where `policy` puts 8 ranks (or as many as it has PUs). */
function target(hw, ranks) {
  const pus = placement(hw, ranks, 'scatter');
  return { slots: ranks, distance: (a, b) => (pus[a] === pus[b] ? 0 : hw.distance(pus[a], pus[b])) };
}

function randomMean(t, tg, n) {
  let seed = 12345;
  const rnd = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  let sum = 0;
  for (let k = 0; k < 100; k++) {
    const m = Array.from({ length: n }, (_, i) => i);
    for (let i = n - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [m[i], m[j]] = [m[j], m[i]];
    }
    sum += embedQuality(t, tg, m).hopBytes;
  }
  return sum / 100;
}

export function embeddingTable() {
  const rows = [];
  const machines = [
    ...MACHINES.map(([name, spec]) => [name, HwTopology.fromSynthetic(spec)]),
    ['this machine', hwProbe()],
  ];
  const json = [];
  for (const [mname, hw] of machines) {
    for (const [vname, topo] of VIRTUAL) {
      const n = topo.size;
      const tg = target(hw, n);
      const e = embed(topo, tg);
      const opt = embed(topo, tg, { algorithm: 'exhaustive' });
      const r = {
        machine: mname,
        virtual: vname,
        identity: e.quality.identity.hopBytes,
        random: randomMean(topo, tg, n),
        wasmpi: e.quality.hopBytes,
        optimum: opt.quality.hopBytes,
      };
      json.push(r);
      rows.push([
        mname,
        vname,
        r.identity,
        r.random.toFixed(0),
        r.wasmpi,
        r.optimum,
        `${(r.wasmpi / (r.optimum || 1)).toFixed(3)}x`,
        `${((1 - r.wasmpi / (r.identity || 1)) * 100).toFixed(0)} %`,
      ]);
    }
  }
  const text = table(
    "embedding: hop-bytes of 8 ranks placed 'scatter' (identity, random mean of 100, wasmpi's embed, optimum by exhaustive search); targets: wasmpi <= 1.05x optimum, >= 25 % below identity for a 2-D stencil on 2 packages",
    ['machine', 'virtual topology', 'identity', 'random', 'wasmpi', 'optimum', 'wasmpi/opt', 'below identity'],
    rows,
  );
  return { text, json };
}
