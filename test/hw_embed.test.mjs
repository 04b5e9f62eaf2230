// Embedding a virtual topology onto the hardware (ts/topology/embed/index.ts): the heuristic against the
// exhaustive optimum on every small case, a bad ('scatter') identity really reordered, the quality
// figures against hand-computed ones, injectivity, determinism, speed, and every error. The module
// is bundled here from ts/, with the hardware topology class it takes as a target (the same class
// embed checks for); the other targets are built here too (hierarchical machines, a flat one, a
// ring of GPUs on a PCIe tree).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const { outputFiles } = await esbuild.build({
  stdin: {
    contents:
      "export { embed, embedQuality } from './ts/topology/embed/index.ts';\n" +
      "export { HwTopology } from './ts/hw/topology.ts';\n",
    resolveDir: root,
    loader: 'ts',
  },
  absWorkingDir: root,
  bundle: true,
  write: false,
  format: 'esm',
  platform: 'neutral', // the module must run in browsers: no node: imports
});
const { embed, embedQuality, HwTopology } = await import(
  `data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`
);

// ── a deterministic generator for the random graphs and placements ──

function lcg(seed) {
  let x = seed >>> 0;
  return () => (x = (Math.imul(x, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

// ── targets ──

/**
 * A tree machine: `arity` per level top down (e.g. [2, 2, 2] = packages, l3s, cores), `cost[k]` the
 * distance between slots that first differ at level k (0 from a slot to itself). `order[slot]` is
 * the physical position of each slot: the identity placement follows it (compact by default; a
 * 'scatter' order alternates packages). With `levels` the target declares its hierarchy; without,
 * embed must find it from the distances.
 */
function hierMachine(arity, cost, { order, levels = true } = {}) {
  const slots = arity.reduce((a, b) => a * b, 1);
  const pos = order ?? Array.from({ length: slots }, (_, q) => q);
  const coords = (x) => {
    const c = [];
    for (let k = arity.length - 1; k >= 0; k--) {
      c[k] = x % arity[k];
      x = Math.floor(x / arity[k]);
    }
    return c;
  };
  const at = Array.from({ length: slots }, (_, q) => coords(pos[q]));
  const distance = (a, b) => {
    for (let k = 0; k < arity.length; k++) if (at[a][k] !== at[b][k]) return cost[k];
    return 0;
  };
  const target = { slots, distance };
  if (levels) {
    // level k groups the slots that agree on coordinates 0..k
    target.levels = arity.slice(0, -1).map((_, k) => {
      const groups = new Map();
      for (let q = 0; q < slots; q++) {
        const key = at[q].slice(0, k + 1).join(',');
        if (!groups.has(key)) groups.set(key, []);
        groups.get(key).push(q);
      }
      return [...groups.values()];
    });
  }
  return target;
}

/** Every pair of distinct slots at distance 1: every placement is as good as any other. */
const flatMachine = (slots) => ({ slots, distance: (a, b) => (a === b ? 0 : 1) });

/**
 * k GPUs on a PCIe tree (pairs under a switch, fours under a root complex, all under the host), plus
 * a ring of direct links in `ringOrder` (an NVLink ring) that makes ring neighbours close. Distance
 * = links crossed; route = the link ids (GPU uplink g, switch uplink 100 + j, root complex uplink
 * 200 + i, ring link 300 + i).
 */
function ringOfGpus(k, ringOrder = Array.from({ length: k }, (_, g) => g)) {
  const ringLink = new Map();
  ringOrder.forEach((g, i) => {
    const h = ringOrder[(i + 1) % k];
    if (g !== h) ringLink.set(`${g},${h}`, 300 + i).set(`${h},${g}`, 300 + i);
  });
  const route = (a, b) => {
    if (a === b) return [];
    if (ringLink.has(`${a},${b}`)) return [ringLink.get(`${a},${b}`)];
    const up = (g) => [g, 100 + (g >> 1), 200 + (g >> 2)];
    const [ua, ub] = [up(a), up(b)];
    // climb to the lowest common ancestor: the uplinks below it, on both sides
    const level = a >> 1 === b >> 1 ? 1 : a >> 2 === b >> 2 ? 2 : 3;
    return [...ua.slice(0, level), ...ub.slice(0, level).reverse()];
  };
  return { slots: k, distance: (a, b) => route(a, b).length, route };
}

// ── virtual graphs ──

const graph = (size, edges) => ({ size, edges: () => edges });

/** A d-dimensional stencil (no wrap-around), `w` each way along each edge. */
function stencil(dims, w = 10) {
  const size = dims.reduce((a, b) => a * b, 1);
  const edges = [];
  for (let r = 0; r < size; r++) {
    let [x, stride] = [r, 1];
    for (let d = dims.length - 1; d >= 0; d--) {
      const c = x % dims[d];
      x = Math.floor(x / dims[d]);
      if (c + 1 < dims[d]) edges.push([r, r + stride, w], [r + stride, r, w]);
      stride *= dims[d];
    }
  }
  return graph(size, edges);
}

function ring(n, w = 5) {
  const edges = [];
  for (let r = 0; r < n && n > 1; r++) edges.push([r, (r + 1) % n, w]);
  return graph(n, edges);
}

function allToAll(n, w = 1) {
  const edges = [];
  for (let a = 0; a < n; a++) for (let b = 0; b < n; b++) if (a !== b) edges.push([a, b, w]);
  return graph(n, edges);
}

/** Each directed pair with probability 0.4, weight 1..100. */
function randomGraph(n, seed) {
  const rnd = lcg(seed);
  const edges = [];
  for (let a = 0; a < n; a++)
    for (let b = 0; b < n; b++) if (a !== b && rnd() < 0.4) edges.push([a, b, 1 + Math.floor(rnd() * 100)]);
  return graph(n, edges);
}

// 2 packages x 2 l3s x 2 cores; the 'scatter' order alternates packages, then l3s
const SCATTER = [0, 4, 2, 6, 1, 5, 3, 7];
const TARGETS = {
  'pkg/l3/core compact': hierMachine([2, 2, 2], [64, 16, 4]),
  'pkg/l3/core scatter': hierMachine([2, 2, 2], [64, 16, 4], { order: SCATTER }),
  'pkg/core/pu, no levels': hierMachine([2, 2, 2], [16, 4, 1], { levels: false }),
  'socket/core round-robin': hierMachine([2, 4], [10, 1], { order: [0, 4, 1, 5, 2, 6, 3, 7] }),
  flat: flatMachine(8),
  'GPU ring (shuffled)': ringOfGpus(8, [0, 3, 5, 6, 1, 2, 4, 7]),
};

const isPlacement = (mapping, size, slots) =>
  mapping instanceof Int32Array &&
  mapping.length === size &&
  new Set(mapping).size === size &&
  [...mapping].every((q) => Number.isInteger(q) && q >= 0 && q < slots);

/** A 2-D stencil of n ranks: n/2 x 2 when even, a line when odd. */
const stencilOf = (n) => (n % 2 === 0 ? stencil([n / 2, 2]) : stencil([n]));

// ── (1) the heuristic against the optimum ──

test('on every case up to 8 ranks the heuristic is within 5% of the exhaustive optimum', () => {
  const cases = [];
  for (const [tname, target] of Object.entries(TARGETS))
    for (let n = 2; n <= 8; n++) {
      const graphs = { '2-D stencil': stencilOf(n), ring: ring(n), 'all-to-all': allToAll(n) };
      for (const seed of [1, 2]) graphs[`random #${seed}`] = randomGraph(n, 1000 * n + seed);
      if (n === 8) graphs['3-D stencil 2x2x2'] = stencil([2, 2, 2]);
      for (const [gname, g] of Object.entries(graphs)) cases.push([`${gname} (${n}) on ${tname}`, g, target]);
    }
  // size == slots on targets of other sizes, and a 3x3 stencil on 9 slots
  cases.push(['2-D stencil 2x2 on 4 slots', stencil([2, 2]), hierMachine([2, 2], [10, 1], { order: [0, 2, 1, 3] })]);
  cases.push([
    '2-D stencil 3x2 on 6 slots',
    stencil([3, 2]),
    hierMachine([2, 3], [10, 1], { order: [0, 3, 1, 4, 2, 5] }),
  ]);
  cases.push(['ring (5) on a 5-GPU ring', ring(5), ringOfGpus(5, [0, 2, 4, 1, 3])]);
  cases.push([
    '2-D stencil 3x3 on 9 slots',
    stencil([3, 3]),
    hierMachine([3, 3], [10, 1], { order: [0, 3, 6, 1, 4, 7, 2, 5, 8] }),
  ]);
  assert.ok(cases.length >= 30, `${cases.length} cases`);

  let worst = 1;
  for (const [name, g, target] of cases) {
    const heuristic = embed(g, target);
    const optimum = embed(g, target, { algorithm: 'exhaustive' });
    assert.ok(isPlacement(heuristic.mapping, g.size, target.slots), name);
    assert.ok(isPlacement(optimum.mapping, g.size, target.slots), name);
    const [h, o] = [heuristic.quality.hopBytes, optimum.quality.hopBytes];
    assert.ok(o <= h + 1e-9, `${name}: the optimum ${o} is above the heuristic's ${h}`);
    assert.ok(h <= 1.05 * o + 1e-9, `${name}: heuristic ${h} vs optimum ${o}`);
    assert.ok(h <= heuristic.quality.identity.hopBytes, `${name}: worse than identity`);
    if (o > 0) worst = Math.max(worst, h / o);
  }
  console.log(`  ${cases.length} cases; the heuristic's worst hopBytes / optimum: ${worst.toFixed(3)}`);
});

test('bipartition and treematch alone give placements never worse than the identity', () => {
  for (const [tname, target] of Object.entries(TARGETS))
    for (const g of [stencil([4, 2]), stencil([2, 2, 2]), ring(8), randomGraph(8, 77), stencilOf(5)])
      for (const algorithm of ['bipartition', 'treematch']) {
        const e = embed(g, target, { algorithm });
        assert.ok(isPlacement(e.mapping, g.size, target.slots), `${algorithm} on ${tname}`);
        assert.ok(e.quality.hopBytes <= e.quality.identity.hopBytes, `${algorithm} on ${tname}`);
      }
});

// ── (2) a bad identity really reordered ──

test("a 4x2 stencil on 2 packages placed 'scatter' gets at least 25% less hopBytes than the identity", () => {
  const target = TARGETS['pkg/l3/core scatter'];
  const g = stencil([4, 2]);
  const e = embed(g, target);
  const [h, id] = [e.quality.hopBytes, e.quality.identity.hopBytes];
  assert.ok(h <= 0.75 * id, `hopBytes ${h} vs identity ${id}`);
  // the optimum keeps each half of the stencil in one package: 4 cross-package edges x 2 directions
  // become 2; the rest within l3s and packages
  assert.is(h, embed(g, target, { algorithm: 'exhaustive' }).quality.hopBytes);
  // ranks 0..3 (one 2x2 half) share a package, as do 4..7
  const pkg = (slot) => SCATTER[slot] >> 2;
  assert.is(new Set([0, 1, 2, 3].map((r) => pkg(e.mapping[r]))).size, 1, String(e.mapping));
  assert.is(new Set([4, 5, 6, 7].map((r) => pkg(e.mapping[r]))).size, 1, String(e.mapping));
  // and without levels (the hierarchy found from the distances) the same
  const bare = { slots: target.slots, distance: target.distance };
  assert.is(embed(g, bare).quality.hopBytes, h);
});

// ── (3) the figures, by hand ──

// 4 slots on a line: distance |a - b|, link i between slots i and i + 1
const line = {
  slots: 4,
  distance: (a, b) => Math.abs(a - b),
  route: (a, b) => Array.from({ length: Math.abs(a - b) }, (_, i) => Math.min(a, b) + i),
};
// 0 -> 1 twice (2 + 4 = 6), 1 -> 2 (3), 1 -> 1 (5, distance 0), 0 -> 2 (weight 0: no communication)
const tiny = graph(3, [
  [0, 1, 2],
  [1, 2, 3],
  [0, 1, 4],
  [1, 1, 5],
  [0, 2, 0],
]);

test('quality figures match hand-computed values', () => {
  // mapping [0, 1, 3]: 0 -> 1 spans 1 (6 x 1), 1 -> 2 spans 2 (3 x 2): hopBytes 12 over weight 14;
  // the zero-weight 0 -> 2 (span 3) counts nowhere. Loads: link 0 6, links 1 and 2 3 each.
  assert.equal(embedQuality(tiny, line, [0, 1, 3]), {
    hopBytes: 12,
    dilation: { max: 2, mean: 12 / 14 },
    congestion: { max: 6, mean: 4 },
  });
  assert.equal(embedQuality(tiny, line, Int32Array.of(3, 2, 0)), {
    hopBytes: 6 + 3 * 2,
    dilation: { max: 2, mean: 12 / 14 },
    // 3 -> 2 crosses link 2 (6); 2 -> 0 crosses links 1 and 0 (3 each)
    congestion: { max: 6, mean: 4 },
  });
  // without route there is no congestion figure
  assert.is(embedQuality(tiny, { slots: 4, distance: line.distance }, [0, 1, 2]).congestion, null);
  // the identity [0, 1, 2] is already optimal (every edge spans 1): embed keeps it, and reports it twice
  const e = embed(tiny, line);
  assert.equal([...e.mapping], [0, 1, 2]);
  const identity = { hopBytes: 9, dilation: { max: 1, mean: 9 / 14 }, congestion: { max: 6, mean: 4.5 } };
  const { identity: id, ...q } = e.quality;
  assert.equal(id, identity);
  assert.equal(q, identity);
  // no edges at all: every figure 0
  assert.equal(embedQuality(graph(2, []), line, [3, 0]), {
    hopBytes: 0,
    dilation: { max: 0, mean: 0 },
    congestion: { max: 0, mean: 0 },
  });
  // no ranks
  assert.equal([...embed(graph(0, []), line).mapping], []);
});

test('quality of a ring of 4 on the GPU ring: on the ring links, or across the PCIe tree', () => {
  const target = ringOfGpus(4, [0, 2, 1, 3]);
  const g = ring(4, 5);
  // identity: 0-1 and 2-3 share a switch (2 links), 1-2 and 3-0 are ring links (1 link)
  const id = embedQuality(g, target, [0, 1, 2, 3]);
  assert.equal(id, { hopBytes: 5 * (2 + 1 + 2 + 1), dilation: { max: 2, mean: 1.5 }, congestion: { max: 5, mean: 5 } });
  // along the NVLink ring every edge is one ring link
  const e = embed(g, target);
  assert.equal(e.quality.hopBytes, 20);
  assert.equal(e.quality.dilation, { max: 1, mean: 1 });
  assert.equal(e.quality.congestion, { max: 5, mean: 5 });
  assert.equal(e.quality.identity, id);
});

// ── (4) placements, (5) determinism ──

test('mappings are injective: a permutation when size == slots, distinct slots when fewer ranks', () => {
  for (const [tname, target] of Object.entries(TARGETS))
    for (let n = 0; n <= target.slots; n++)
      for (const g of [stencilOf(n), ring(n), randomGraph(n, n), allToAll(n), graph(n, [])]) {
        const e = embed(g, target);
        assert.ok(isPlacement(e.mapping, n, target.slots), `${n} ranks on ${tname}: ${e.mapping}`);
        if (n === target.slots)
          assert.equal(
            [...e.mapping].sort((a, b) => a - b),
            [...Array(n).keys()],
          );
      }
  // a few ranks on a large machine: they go close together
  const big = hierMachine([2, 4, 4, 2], [100, 30, 10, 1]);
  const e = embed(stencil([2, 2]), big, { seed: 3 });
  assert.ok(isPlacement(e.mapping, 4, 64));
  assert.ok(e.quality.dilation.max <= 10, String(e.mapping));
});

test('deterministic: the same seed gives the same mapping, whatever was run in between', () => {
  const target = hierMachine([2, 4, 4, 2], [100, 30, 10, 1], {
    order: [...Array(64).keys()].map((q) => (q % 2) * 32 + (q >> 1)),
  });
  for (const g of [stencil([8, 8]), randomGraph(40, 9), ring(20)]) {
    const a = embed(g, target);
    embed(stencil([4, 4]), flatMachine(16));
    assert.equal([...embed(g, target).mapping], [...a.mapping]);
    for (const seed of [1, 42]) {
      const b = embed(g, target, { seed });
      assert.equal([...embed(g, target, { seed }).mapping], [...b.mapping]);
      assert.ok(isPlacement(b.mapping, g.size, 64));
    }
  }
});

// ── (6) a larger case ──

test('an 8x8 stencil on a 64-slot 4-level machine: a placement, far better than the identity', () => {
  const target = hierMachine([2, 4, 4, 2], [100, 30, 10, 1], {
    order: [...Array(64).keys()].map((q) => (q % 2) * 32 + (q >> 1)),
  });
  const g = stencil([8, 8]);
  const e = embed(g, target);
  assert.ok(isPlacement(e.mapping, 64, 64));
  assert.ok(e.quality.hopBytes < 0.75 * e.quality.identity.hopBytes, JSON.stringify(e.quality));
});

// ── (7) errors ──

function raises(fn, code, ...names) {
  try {
    fn();
  } catch (e) {
    assert.is(e.name, 'WasmpiError', String(e));
    assert.is(e.code, code, e.message);
    for (const n of names) assert.ok(e.message.includes(n), `"${e.message}" should name ${n}`);
    return e;
  }
  assert.unreachable(`expected ${code}`);
}

test('errors: every bad argument with its code, naming the value and what was expected', () => {
  const t8 = TARGETS['pkg/l3/core compact'];
  // edges
  raises(() => embed(graph(4, [[0, 5, 1]]), t8), 'ERR_ARG', '5', '0..3');
  raises(() => embed(graph(4, [[-1, 2, 1]]), t8), 'ERR_ARG', '-1', '0..3');
  raises(() => embed(graph(4, [[0, 1.5, 1]]), t8), 'ERR_ARG', '1.5');
  raises(() => embed(graph(4, [[0, 1, -2]]), t8), 'ERR_ARG', '-2', '>= 0');
  raises(() => embed(graph(4, [[0, 1, NaN]]), t8), 'ERR_ARG', 'NaN', 'finite');
  raises(() => embed(graph(4, [[0, 1, Infinity]]), t8), 'ERR_ARG', 'Infinity', 'finite');
  raises(() => embed(graph(4, [[0, 1, '3']]), t8), 'ERR_ARG', '"3"');
  raises(() => embed(graph(4, [null]), t8), 'ERR_ARG', 'edge 0');
  raises(() => embed({ size: 2, edges: () => 7 }, t8), 'ERR_ARG', 'iterable');
  // the graph and the target themselves
  raises(() => embed(null, t8), 'ERR_ARG', 'virtual graph');
  raises(() => embed(graph(-1, []), t8), 'ERR_ARG', '-1');
  raises(() => embed(graph(2.5, []), t8), 'ERR_ARG', '2.5');
  raises(() => embed({ size: 2 }, t8), 'ERR_ARG', 'edges');
  raises(() => embed(graph(2, []), { slots: 4 }), 'ERR_ARG', 'distance');
  raises(() => embed(graph(2, []), { slots: '4', distance: () => 1 }), 'ERR_ARG', '"4"');
  raises(() => embed(graph(2, []), { ...t8, route: 3 }), 'ERR_ARG', 'route');
  // too few slots: ERR_TOPOLOGY naming both numbers
  raises(() => embed(stencil([3, 3]), t8), 'ERR_TOPOLOGY', '9', '8');
  raises(() => embedQuality(ring(5), flatMachine(4), [0, 1, 2, 3, 4]), 'ERR_TOPOLOGY', '5', '4');
  // distances and routes
  raises(() => embed(ring(2), { slots: 2, distance: () => -1 }), 'ERR_TOPOLOGY', '-1', '>= 0');
  raises(() => embed(ring(2), { slots: 2, distance: () => NaN }), 'ERR_TOPOLOGY', 'NaN');
  raises(
    () => embedQuality(ring(2), { slots: 2, distance: () => 1, route: () => 5 }, [0, 1]),
    'ERR_TOPOLOGY',
    'route',
    '5',
  );
  // levels: not a partition, not nested
  const lv = (levels) => ({ slots: 4, distance: (a, b) => (a === b ? 0 : 1), levels });
  raises(() => embed(ring(4), lv([[[0, 1], [2]]])), 'ERR_TOPOLOGY', 'slot 3');
  raises(
    () =>
      embed(
        ring(4),
        lv([
          [
            [0, 1],
            [1, 2, 3],
          ],
        ]),
      ),
    'ERR_TOPOLOGY',
    'slot 1',
  );
  raises(
    () =>
      embed(
        ring(4),
        lv([
          [
            [0, 1],
            [2, 7],
          ],
        ]),
      ),
    'ERR_TOPOLOGY',
    '7',
    '0..3',
  );
  raises(
    () =>
      embed(
        ring(4),
        lv([
          [
            [0, 1],
            [2, 3],
          ],
          [[0], [1, 2], [3]],
        ]),
      ),
    'ERR_TOPOLOGY',
    'level 0',
  );
  raises(() => embed(ring(4), lv('packages')), 'ERR_TOPOLOGY', '"packages"');
  // options
  raises(() => embed(ring(4), t8, { algorithm: 'annealing' }), 'ERR_ARG', '"annealing"', "'treematch'");
  raises(() => embed(ring(4), t8, { seed: 1.5 }), 'ERR_ARG', '1.5');
  raises(() => embed(ring(4), t8, 'fast'), 'ERR_ARG', '"fast"');
  raises(() => embed(ring(10), flatMachine(10), { algorithm: 'exhaustive' }), 'ERR_ARG', '3628800', '362880');
  // embedQuality's mapping
  raises(() => embedQuality(ring(3), t8, [0, 1]), 'ERR_ARG', '2 entries', '3');
  raises(() => embedQuality(ring(3), t8, [0, 1, 8]), 'ERR_ARG', 'mapping[2] = 8', '0..7');
  raises(() => embedQuality(ring(3), t8, [0, 1, 0.5]), 'ERR_ARG', '0.5');
  raises(() => embedQuality(ring(3), t8, [4, 1, 4]), 'ERR_ARG', 'ranks 0 and 2', 'slot 4');
  raises(() => embedQuality(ring(3), t8, null), 'ERR_ARG', 'null');
});

// ── the table for the notes ──

// ── a hardware topology as the target: its PUs are the slots ──

/** The undirected edges of `g` whose two ranks' PUs lie in one object of `type`, and all of them. */
function shared(hw, g, mapping, type) {
  const seen = new Set();
  let inside = 0;
  for (const [a, b] of g.edges()) {
    const key = a < b ? `${a},${b}` : `${b},${a}`;
    if (a === b || seen.has(key)) continue;
    seen.add(key);
    if (hw.ancestor(mapping[a], type) === hw.ancestor(mapping[b], type)) inside++;
  }
  return { inside, edges: seen.size };
}

/** A ring whose ranks are numbered out of ring order (rank order[i] follows rank order[i - 1]):
 *  placing rank r on PU r splits most ring neighbours apart. */
function shuffledRing(order, w = 5) {
  const n = order.length;
  return graph(
    n,
    order.map((r, i) => [r, order[(i + 1) % n], w]),
  );
}

test('embed onto an HwTopology: a ring placed so that neighbours share a core, then a package', () => {
  const hw = HwTopology.fromSynthetic('package:2 core:2 pu:2'); // 8 PUs: 2 per core, 4 per package
  const g = shuffledRing([0, 4, 1, 5, 2, 6, 3, 7]);
  const e = embed(g, hw);
  assert.equal(
    [...e.mapping].sort((a, b) => a - b),
    [0, 1, 2, 3, 4, 5, 6, 7],
    'one PU per rank, every PU a logical index',
  );
  // a ring of 8 on this machine: each core holds 2 consecutive ranks (4 of the 8 ring edges stay in
  // a core), each package a path of 4 (6 edges stay in a package): what no placement can beat
  assert.equal(shared(hw, g, e.mapping, 'core'), { inside: 4, edges: 8 });
  assert.equal(shared(hw, g, e.mapping, 'package'), { inside: 6, edges: 8 });
  assert.ok(
    shared(
      hw,
      g,
      Int32Array.from({ length: 8 }, (_, r) => r),
      'core',
    ).inside < 4,
    'the identity is worse',
  );
  // the figures are the hardware's distances between the PUs: of one core, of one package, of two
  assert.is(e.quality.hopBytes, 5 * (4 * hw.distance(0, 1) + 2 * hw.distance(0, 2) + 2 * hw.distance(0, 4)));
  assert.ok(e.quality.hopBytes < e.quality.identity.hopBytes);
  assert.is(embedQuality(g, hw, e.mapping).hopBytes, e.quality.hopBytes);
  // the exhaustive optimum on the same target agrees
  assert.is(embed(g, hw, { algorithm: 'exhaustive' }).quality.hopBytes, e.quality.hopBytes);
});

test('embed onto an HwTopology: a 4x4 grid on 2 packages of 4 two-PU cores', () => {
  const hw = HwTopology.fromSynthetic('package:2 l3:1 core:4 pu:2'); // 16 PUs
  const g = stencil([4, 4]);
  const e = embed(g, hw);
  assert.equal(
    [...e.mapping].sort((a, b) => a - b),
    Array.from({ length: 16 }, (_, q) => q),
  );
  // 24 grid edges: at most 8 inside cores (one per core), and at least 4 across the packages (the
  // narrowest cut of a 4x4 grid into two halves)
  assert.equal(shared(hw, g, e.mapping, 'core'), { inside: 8, edges: 24 });
  assert.equal(shared(hw, g, e.mapping, 'package'), { inside: 20, edges: 24 });
  // fewer PUs than ranks can use: a grid on a part of the machine places ranks on the PUs it picks
  const half = embed(stencil([2, 4]), hw);
  assert.is(new Set(half.mapping).size, 8);
  assert.equal(shared(hw, stencil([2, 4]), half.mapping, 'package'), { inside: 10, edges: 10 });
});

test('embed onto an HwTopology with fewer PUs than ranks: ERR_TOPOLOGY naming both counts', () => {
  const hw = HwTopology.fromSynthetic('core:2 pu:2');
  for (const call of [() => embed(ring(8), hw), () => embedQuality(ring(8), hw, [0, 1, 2, 3, 4, 5, 6, 7])]) {
    let err;
    try {
      call();
    } catch (e) {
      err = e;
    }
    assert.is(err?.code, 'ERR_TOPOLOGY', String(err));
    assert.match(err.message, '8 ranks but the hardware topology only 4 PUs');
  }
  assert.is(embed(ring(4), hw).mapping.length, 4, 'as many ranks as PUs fit');
});

test('hopBytes of identity / random / heuristic / optimum on 3 machines x 3 virtual topologies', () => {
  const machines = {
    '2 pkg x 2 L3 x 2 cores, scatter order': TARGETS['pkg/l3/core scatter'],
    '2 sockets x 4 cores, round-robin order': TARGETS['socket/core round-robin'],
    '8 GPUs: PCIe tree + shuffled NVLink ring': TARGETS['GPU ring (shuffled)'],
  };
  const graphs = { '2-D stencil 4x2': stencil([4, 2]), '3-D stencil 2x2x2': stencil([2, 2, 2]), 'ring 8': ring(8) };
  const rows = [];
  for (const [mname, target] of Object.entries(machines))
    for (const [gname, g] of Object.entries(graphs)) {
      const e = embed(g, target);
      const optimum = embed(g, target, { algorithm: 'exhaustive' }).quality.hopBytes;
      // the mean over 100 random placements
      const rnd = lcg(7);
      let random = 0;
      for (let i = 0; i < 100; i++) {
        const perm = [...Array(8).keys()];
        for (let j = 7; j > 0; j--) {
          const k = Math.floor(rnd() * (j + 1));
          [perm[j], perm[k]] = [perm[k], perm[j]];
        }
        random += embedQuality(g, target, perm).hopBytes / 100;
      }
      assert.ok(e.quality.hopBytes <= 1.05 * optimum);
      rows.push([mname, gname, e.quality.identity.hopBytes, Math.round(random), e.quality.hopBytes, optimum]);
    }
  const lines = [
    '| machine | virtual topology | identity | random (mean of 100) | heuristic | optimum |',
    '|---|---|---:|---:|---:|---:|',
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ];
  console.log(`\n${lines.join('\n')}\n`);
});

test.run();
