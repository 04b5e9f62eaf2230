// The modules of embedding (ts/topology/embed/), each bundled and tested alone: the input checks
// reject bad input with their codes and messages; the problem's arrays and the cost agree with the
// quality figures; bisection never ends worse than the partitions it starts from and FM never
// raises a cut; the hierarchy covers every slot once; bipartitioning, TreeMatch and greedy mapping
// give placements (permutations when ranks == slots); local refinement never raises hopBytes and
// its swap delta is exact; the exhaustive search finds the optimum an independent enumeration
// finds, and the heuristics reach it where it is plain and stay within a stated bound elsewhere.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/** One module of ts/topology/embed/, bundled alone (with what it imports) for a browser-like platform. */
async function load(name) {
  const { outputFiles } = await esbuild.build({
    entryPoints: [`ts/topology/embed/${name}.ts`],
    absWorkingDir: root,
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral', // the modules must run in browsers: no node: imports
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
}

const check = await load('check');
const { problem } = await load('problem');
const { cost, quality } = await load('quality');
const { treeOfLevels } = await load('slot_tree');
const { slotTree } = await load('hierarchy');
const { bisect, cutOf, fmRefine, grow, peripheral } = await load('bisect');
const { bipartition } = await load('bipartition');
const { treematch } = await load('treematch');
const { greedy, greedyStarts } = await load('greedy');
const { EFFORT, improve, shake, swapDelta } = await load('refine');
const { exhaustive } = await load('exhaustive');

// ── helpers: a generator, targets, graphs ──

function lcg(seed) {
  let x = seed >>> 0;
  return () => (x = (Math.imul(x, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}

/** A tree machine of `arity` per level, `cost[k]` between slots first differing at level k; `levels` declared or not. */
function hierMachine(arity, cost, levels = true) {
  const slots = arity.reduce((a, b) => a * b, 1);
  const coords = (x) => {
    const c = [];
    for (let k = arity.length - 1; k >= 0; k--) {
      c[k] = x % arity[k];
      x = Math.floor(x / arity[k]);
    }
    return c;
  };
  const at = Array.from({ length: slots }, (_, q) => coords(q));
  const distance = (a, b) => {
    for (let k = 0; k < arity.length; k++) if (at[a][k] !== at[b][k]) return cost[k];
    return 0;
  };
  const target = { slots, distance };
  if (levels)
    target.levels = arity.slice(0, -1).map((_, k) => {
      const groups = new Map();
      for (let q = 0; q < slots; q++) {
        const key = at[q].slice(0, k + 1).join(',');
        if (!groups.has(key)) groups.set(key, []);
        groups.get(key).push(q);
      }
      return [...groups.values()];
    });
  return target;
}

const ringMachine = (slots) => ({
  slots,
  distance: (a, b) => Math.min(Math.abs(a - b), slots - Math.abs(a - b)),
});

/** Slots at random points of a plane: a metric with no hierarchy at all. */
function planeMachine(slots, rnd) {
  const pts = Array.from({ length: slots }, () => [rnd() * 10, rnd() * 10]);
  return { slots, distance: (a, b) => Math.hypot(pts[a][0] - pts[b][0], pts[a][1] - pts[b][1]) };
}

const flatMachine = (slots) => ({ slots, distance: (a, b) => (a === b ? 0 : 1) });

const graph = (size, edges) => ({ size, edges: () => edges });

/** Each directed pair with probability `density`, weight 1..100, and now and then a self-loop. */
function randomGraph(n, rnd, density = 0.4) {
  const edges = [];
  for (let a = 0; a < n; a++)
    for (let b = 0; b < n; b++)
      if ((a !== b || rnd() < 0.2) && rnd() < density) edges.push([a, b, 1 + Math.floor(rnd() * 100)]);
  return graph(n, edges);
}

/** Random problems of n ranks on s >= n slots, over every kind of target. */
function* randomProblems(count, seed, maxSlots) {
  const rnd = lcg(seed);
  for (let i = 0; i < count; i++) {
    let target;
    switch (i % 5) {
      case 0:
        target = hierMachine([2, 2, 2], [64, 16, 4]);
        break;
      case 1:
        target = hierMachine([2, 3], [10, 1], false);
        break;
      case 2:
        target = ringMachine(2 + Math.floor(rnd() * (maxSlots - 1)));
        break;
      case 3:
        target = planeMachine(2 + Math.floor(rnd() * (maxSlots - 1)), rnd);
        break;
      default:
        target = hierMachine([2, 2], [5, 1]);
    }
    const n = Math.max(1, target.slots - Math.floor(rnd() * 3));
    const g = randomGraph(n, rnd, 0.1 + rnd() * 0.5);
    yield { name: `#${i}: ${n} ranks on ${target.slots} slots`, g, target, p: problem(g, target), rnd };
  }
}

/** A placement: n distinct slots in 0..s-1 (a permutation when n == s). */
function isPlacement(m, n, s) {
  return m.length === n && new Set(m).size === n && [...m].every((q) => Number.isInteger(q) && q >= 0 && q < s);
}

/** The optimum hopBytes by plain enumeration of every placement, independent of exhaustive.ts. */
function bruteOptimum(g, target) {
  const edges = [...g.edges()];
  const n = g.size;
  const m = new Array(n);
  const taken = new Array(target.slots).fill(false);
  let best = Infinity;
  const place = (r) => {
    if (r === n) {
      let h = 0;
      for (const [a, b, w] of edges) h += w * target.distance(m[a], m[b]);
      best = Math.min(best, h);
      return;
    }
    for (let q = 0; q < target.slots; q++)
      if (!taken[q]) {
        [taken[q], m[r]] = [true, q];
        place(r + 1);
        taken[q] = false;
      }
  };
  place(0);
  return best;
}

function raises(fn, code, message) {
  try {
    fn();
  } catch (e) {
    assert.is(e.name, 'WasmpiError', String(e));
    assert.is(e.code, code, e.message);
    if (message !== undefined) assert.is(e.message, message);
    return e;
  }
  assert.unreachable(`expected ${code}`);
}

// ── the input checks (check.ts) ──

test('check: options default to auto and the default seed; bad ones are ERR_ARG with their message', () => {
  assert.equal(check.readOptions(undefined), { algorithm: 'auto', seed: 0x5eed });
  assert.equal(check.readOptions({ algorithm: 'treematch', seed: 7 }), { algorithm: 'treematch', seed: 7 });
  raises(() => check.readOptions(3), 'ERR_ARG', 'embed: options must be an object, got 3');
  raises(
    () => check.readOptions({ algorithm: 'best' }),
    'ERR_ARG',
    `embed: algorithm "best" is not one of 'auto', 'bipartition', 'treematch', 'exhaustive'`,
  );
  raises(() => check.readOptions({ seed: 1.5 }), 'ERR_ARG', 'embed: seed must be an integer, got 1.5');
});

test('check: the graph is read with repeats added up and zero weights dropped; bad edges are ERR_ARG', () => {
  const g = check.readGraph(
    graph(3, [
      [0, 1, 2],
      [1, 2, 0],
      [2, 2, 1],
      [0, 1, 3],
    ]),
  );
  assert.is(g.n, 3);
  assert.equal([...g.ea], [0, 2]);
  assert.equal([...g.eb], [1, 2]);
  assert.equal([...g.ew], [5, 1]);
  assert.is(g.total, 6);
  raises(
    () => check.readGraph(graph(4, [[0, 5, 1]])),
    'ERR_ARG',
    "embed: edge 0's destination rank is 5; expected a rank in 0..3",
  );
  raises(
    () => check.readGraph(graph(4, [[0, 1, -2]])),
    'ERR_ARG',
    'embed: edge 0 (0 -> 1) has weight -2; expected a finite number >= 0',
  );
  raises(
    () => check.readGraph(graph(2.5, [])),
    'ERR_ARG',
    "embed: the virtual graph's size must be an integer >= 0, got 2.5",
  );
  raises(() => check.readGraph({ size: 2, edges: () => 7 }), 'ERR_ARG');
  raises(() => check.readGraph(null), 'ERR_ARG');
});

test('check: the target gives its slot count; too few slots, bad distances and bad levels are rejected', () => {
  assert.is(check.readTarget(flatMachine(4), 3), 4);
  assert.is(check.readTarget(hierMachine([2, 2], [2, 1]), 4), 4);
  raises(
    () => check.readTarget(flatMachine(4), 5),
    'ERR_TOPOLOGY',
    'embed: the virtual graph has 5 ranks but the target only 4 slots',
  );
  raises(
    () => check.readTarget({ slots: 4 }, 2),
    'ERR_ARG',
    "embed: the target's distance must be a function, got undefined",
  );
  raises(() => check.readTarget({ ...flatMachine(2), route: 3 }, 2), 'ERR_ARG');
  raises(
    () => check.checkedDistance({ slots: 2, distance: () => -1 }, 0, 1),
    'ERR_TOPOLOGY',
    'embed: target.distance(0, 1) = -1; expected a finite number >= 0',
  );
  raises(
    () => check.readLevels([[[0, 1], [2]]], 4),
    'ERR_TOPOLOGY',
    'embed: target.levels[0] is not a partition of the 4 slots: slot 3 is in no group',
  );
  raises(
    () =>
      check.readLevels(
        [
          [
            [0, 1],
            [1, 2, 3],
          ],
        ],
        4,
      ),
    'ERR_TOPOLOGY',
    'embed: target.levels[0] puts slot 1 in both group 0 and group 1',
  );
  // partitions each, but not nested: the slot tree refuses them, and readTarget with it
  const crossed = [
    [
      [0, 1],
      [2, 3],
    ],
    [[1, 2], [0], [3]],
  ];
  const msg = 'embed: target.levels[1][0] is not inside one group of level 0: slots 1 and 2 are in groups 0 and 1';
  raises(() => treeOfLevels(check.readLevels(crossed, 4), 4), 'ERR_TOPOLOGY', msg);
  raises(() => check.readTarget({ ...flatMachine(4), levels: crossed }, 4), 'ERR_TOPOLOGY', msg);
});

// ── the problem and its figures (problem.ts, quality.ts) ──

test('problem: the adjacency keeps each direction apart and self-loops aside; cost is quality.hopBytes', () => {
  const g = graph(3, [
    [0, 1, 2],
    [1, 0, 3],
    [1, 1, 4],
    [2, 0, 1],
  ]);
  const p = problem(g, ringMachine(3));
  assert.equal([...p.off], [0, 2, 3, 4]);
  assert.equal([...p.nb], [1, 2, 0, 0]);
  assert.equal([...p.wOut], [2, 0, 3, 1]);
  assert.equal([...p.wIn], [3, 1, 2, 0]);
  assert.equal([...p.self], [0, 4, 0]);
  assert.equal([...p.dist], [0, 1, 1, 1, 0, 1, 1, 1, 0]);
  for (const { name, p, target, rnd } of randomProblems(40, 11, 9)) {
    const m = Int32Array.from({ length: p.s }, (_, q) => q);
    for (let i = p.s - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [m[i], m[j]] = [m[j], m[i]];
    }
    const placed = m.subarray(0, p.n);
    const q = quality(p, target, placed, (a, b) => target.distance(a, b));
    assert.ok(Math.abs(cost(p, placed) - q.hopBytes) <= 1e-9 * (1 + q.hopBytes), name);
  }
});

// ── bisection and FM (bisect.ts) ──

/** A random undirected graph of m vertices as bisect.ts takes it (both directions listed). */
function randomLGraph(m, rnd, density) {
  const adj = Array.from({ length: m }, () => new Map());
  for (let a = 0; a < m; a++)
    for (let b = a + 1; b < m; b++)
      if (rnd() < density) {
        const w = 1 + Math.floor(rnd() * 20);
        adj[a].set(b, w);
        adj[b].set(a, w);
      }
  const off = new Int32Array(m + 1);
  const nb = [];
  const w = [];
  adj.forEach((row, v) => {
    for (const [x, wx] of [...row].sort((p, q) => p[0] - q[0])) (nb.push(x), w.push(wx));
    off[v + 1] = nb.length;
  });
  return { m, off, nb: Int32Array.from(nb), w: Float64Array.from(w) };
}

const count0 = (side) => side.reduce((t, s) => t + (s === 0 ? 1 : 0), 0);

test('FM refinement never raises the cut, reports it exactly and keeps side 0 within [lo, hi]', () => {
  const rnd = lcg(21);
  let lowered = 0;
  for (let i = 0; i < 200; i++) {
    const m = 2 + Math.floor(rnd() * 40);
    const g = randomLGraph(m, rnd, 0.05 + rnd() * 0.4);
    const lo = Math.floor(rnd() * (m / 2));
    const hi = lo + Math.floor(rnd() * (m - lo + 1));
    // a random start with side 0 of a size in [lo, hi]
    const t = lo + Math.floor(rnd() * (hi - lo + 1));
    const order = Array.from({ length: m }, (_, v) => v).sort(() => rnd() - 0.5);
    const side = new Uint8Array(m).fill(1);
    for (const v of order.slice(0, t)) side[v] = 0;
    const before = cutOf(g, side);
    const after = fmRefine(g, side, lo, hi, 0);
    assert.ok(after <= before, `case ${i}: FM raised the cut from ${before} to ${after}`);
    assert.is(after, cutOf(g, side), `case ${i}: the cut FM reports`);
    if (after < before) lowered++;
    assert.ok(count0(side) >= lo && count0(side) <= hi, `case ${i}: side 0 has ${count0(side)} not in [${lo}, ${hi}]`);
  }
  // random starts leave FM work to do: the test is not vacuous
  assert.ok(lowered >= 100, `FM lowered the cut in ${lowered} of 200 cases`);
});

test('bisection is never worse than the grown partitions it starts from, and finds a plain cut', () => {
  const rnd = lcg(22);
  for (let i = 0; i < 100; i++) {
    const m = 2 + Math.floor(rnd() * 30);
    const g = randomLGraph(m, rnd, 0.05 + rnd() * 0.4);
    const lo = Math.floor(m / 2) - Math.floor(rnd() * 2);
    const hi = Math.ceil(m / 2) + Math.floor(rnd() * 2);
    const starts = [0, peripheral(g), Math.floor(rnd() * m)];
    const side = bisect(g, lo, hi, starts, 0);
    const cut = cutOf(g, side);
    assert.ok(count0(side) >= lo && count0(side) <= hi, `case ${i}: side 0 has ${count0(side)}`);
    for (const t of [lo, hi])
      for (const s of starts) assert.ok(cut <= cutOf(g, grow(g, s, t)), `case ${i}: worse than growing from ${s}`);
  }
  // two 5-cliques joined by one light edge: the cut is that edge
  const edges = [];
  for (const base of [0, 5])
    for (let a = 0; a < 5; a++) for (let b = 0; b < 5; b++) if (a !== b) edges.push([base + a, base + b, 10]);
  edges.push([4, 5, 1], [5, 4, 1]);
  const off = new Int32Array(11);
  const nb = [];
  const w = [];
  for (let v = 0; v < 10; v++) {
    for (const [a, b, wx] of edges) if (a === v) (nb.push(b), w.push(wx));
    off[v + 1] = nb.length;
  }
  const g = { m: 10, off, nb: Int32Array.from(nb), w: Float64Array.from(w) };
  const side = bisect(g, 5, 5, [0, 9], 0);
  assert.is(cutOf(g, side), 1);
  assert.equal(
    [...side.slice(0, 5)].every((s) => s === side[0]),
    true,
  );
});

// ── the hierarchy (slot_tree.ts, hierarchy.ts) ──

test('the slot tree: declared, found in an ultrametric, or made by bisection, it holds every slot once', () => {
  const leaves = (t) => (t.slot >= 0 ? [t.slot] : t.kids.flatMap(leaves));
  const arities = (t) => (t.slot >= 0 ? [] : [t.kids.length, ...arities(t.kids[0])]);
  const declared = hierMachine([2, 2, 2], [64, 16, 4]);
  const found = hierMachine([2, 2, 2], [64, 16, 4], false);
  const g = graph(8, []);
  const t1 = slotTree(problem(g, declared), declared);
  const t2 = slotTree(problem(g, found), found);
  assert.equal(leaves(t1), [0, 1, 2, 3, 4, 5, 6, 7]);
  assert.equal(arities(t1), [2, 2, 2]);
  // the distance alone gives the same tree as the declared levels
  assert.equal(leaves(t2), leaves(t1));
  assert.equal(arities(t2), arities(t1));
  assert.is(t1.shape, t2.shape);
  for (const target of [ringMachine(11), planeMachine(13, lcg(3))]) {
    const t = slotTree(problem(graph(1, []), target), target);
    assert.equal(
      leaves(t).sort((a, b) => a - b),
      Array.from({ length: target.slots }, (_, q) => q),
    );
  }
});

// ── the constructive algorithms (bipartition.ts, treematch.ts, greedy.ts) ──

test('bipartition, TreeMatch and greedy give placements: distinct slots, a permutation when ranks == slots', () => {
  let full = 0;
  for (const { name, p, target, rnd } of randomProblems(150, 31, 20)) {
    const tree = slotTree(p, target);
    const maps = {
      bipartition: bipartition(p, tree, rnd),
      treematch: treematch(p, tree),
      ...Object.fromEntries(greedyStarts(p, rnd).map((s) => [`greedy from ${s}`, greedy(p, s)])),
    };
    for (const [alg, m] of Object.entries(maps)) assert.ok(isPlacement(m, p.n, p.s), `${alg} on ${name}: [${m}]`);
    if (p.n === p.s) full++;
  }
  assert.ok(full >= 30, `${full} cases with ranks == slots`);
});

// ── local refinement (refine.ts) ──

test('swapDelta is the exact change of hopBytes of a swap (with a rank or a free slot)', () => {
  for (const { name, p, rnd } of randomProblems(60, 41, 12)) {
    const m = Int32Array.from({ length: p.n }, (_, r) => r);
    const occupant = new Int32Array(p.s).fill(-1);
    for (let r = 0; r < p.n; r++) occupant[r] = r;
    for (let k = 0; k < 10; k++) {
      const u = Math.floor(rnd() * p.n);
      const b = Math.floor(rnd() * p.s);
      if (b === m[u]) continue;
      const [a, v] = [m[u], occupant[b]];
      const before = cost(p, m);
      const d = swapDelta(p, m, u, v, a, b);
      [m[u], occupant[b], occupant[a]] = [b, u, v];
      if (v >= 0) m[v] = a;
      assert.ok(Math.abs(cost(p, m) - before - d) <= 1e-9 * (1 + before), `${name}: delta ${d}`);
    }
  }
});

test('local refinement never raises hopBytes and keeps a placement: descent, the budgeted climb, the shake', () => {
  let lowered = 0;
  for (const { name, p, target, rnd } of randomProblems(100, 51, 16)) {
    const tree = slotTree(p, target);
    for (const start of [Int32Array.from({ length: p.n }, (_, r) => r), treematch(p, tree), greedy(p, 0)]) {
      const m = start.slice();
      const h0 = cost(p, m);
      let h = h0;
      improve(p, m, null);
      assert.ok(cost(p, m) <= h + p.tol, `${name}: descent raised ${h} to ${cost(p, m)}`);
      h = cost(p, m);
      improve(p, m, { left: EFFORT * rnd() });
      assert.ok(cost(p, m) <= h + p.tol, `${name}: the climb raised ${h} to ${cost(p, m)}`);
      h = cost(p, m);
      shake(p, m, { left: EFFORT / 10 });
      assert.ok(cost(p, m) <= h + p.tol, `${name}: the shake raised ${h} to ${cost(p, m)}`);
      assert.ok(isPlacement(m, p.n, p.s), `${name}: [${m}]`);
      if (cost(p, m) < h0 - p.tol) lowered++;
    }
  }
  assert.ok(lowered >= 100, `refinement lowered hopBytes from ${lowered} of 300 starts`);
});

// ── the reference (exhaustive.ts) and the heuristics against it ──

test('exhaustive finds the optimum that plain enumeration finds; too many placements is ERR_ARG', () => {
  for (const { name, g, target, p } of randomProblems(60, 61, 7)) {
    const m = exhaustive(p);
    assert.ok(isPlacement(m, p.n, p.s), name);
    const opt = bruteOptimum(g, target);
    assert.ok(Math.abs(cost(p, m) - opt) <= 1e-9 * (1 + opt), `${name}: ${cost(p, m)} vs ${opt}`);
  }
  raises(
    () => exhaustive(problem(graph(10, []), flatMachine(10))),
    'ERR_ARG',
    "embed: algorithm 'exhaustive' would try 3628800 placements of 10 ranks on 10 slots; it takes at most 9! = 362880 (9 ranks on 9 slots)",
  );
});

test('the heuristics reach the optimum where it is plain, and once refined stay within 25% of it', () => {
  // plain optima: no communication; a flat machine (every placement alike); two cliques on two packages
  const clique = (base, k, w) => {
    const e = [];
    for (let a = 0; a < k; a++) for (let b = 0; b < k; b++) if (a !== b) e.push([base + a, base + b, w]);
    return e;
  };
  const interleave = [0, 4, 1, 5, 2, 6, 3, 7];
  const plain = [
    ['no edges', graph(8, []), hierMachine([2, 2, 2], [64, 16, 4])],
    ['all-to-all on a flat machine', graph(6, clique(0, 6, 3)), flatMachine(6)],
    [
      'two interleaved 4-cliques on 2 packages',
      graph(
        8,
        [...clique(0, 4, 10), ...clique(4, 4, 10)].map(([a, b, w]) => [interleave[a], interleave[b], w]),
      ),
      hierMachine([2, 4], [10, 1]),
    ],
  ];
  for (const [name, g, target] of plain) {
    const p = problem(g, target);
    const opt = cost(p, exhaustive(p));
    const tree = slotTree(p, target);
    const rnd = lcg(1);
    for (const [alg, m] of [
      ['bipartition', bipartition(p, tree, rnd)],
      ['treematch', treematch(p, tree)],
      ['greedy', greedy(p, 0)],
    ])
      assert.is(cost(p, m), opt, `${alg} on ${name}`);
  }
  // elsewhere: each start refined by descent and the budgeted climb, within 25% of the optimum
  let worst = 1;
  for (const { name, p, target, rnd } of randomProblems(60, 71, 8)) {
    const opt = cost(p, exhaustive(p));
    const tree = slotTree(p, target);
    for (const [alg, m] of [
      ['bipartition', bipartition(p, tree, rnd)],
      ['treematch', treematch(p, tree)],
      ['greedy', greedy(p, 0)],
    ]) {
      improve(p, m, { left: EFFORT });
      const h = cost(p, m);
      assert.ok(h >= opt - p.tol, `${alg} on ${name}: ${h} below the optimum ${opt}`);
      assert.ok(h <= 1.25 * opt + p.tol, `${alg} on ${name}: ${h} vs the optimum ${opt}`);
      if (opt > 0) worst = Math.max(worst, h / opt);
    }
  }
  console.log(`  refined starts: worst hopBytes / optimum ${worst.toFixed(3)}`);
});

test.run();
