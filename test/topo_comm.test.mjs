// MPI 4.1 chapter 8, communicators with topologies and neighbourhood collectives, on real ranks
// (test/ranks/topo_comm.mjs makes the calls and returns what it observed). Every expected value is
// computed here in plain JS from the standard's rules: row-major Cartesian coordinates, the face
// neighbours -1 then +1 per dimension (then the diagonals, a wasmpi extension), the block from the
// neighbour at offset o being that neighbour's block for -o, the k-th in-edge from s pairing with
// s's k-th out-edge to this rank, PROC_NULL blocks left untouched. One launch per size runs every
// scenario; the derived-datatype cases run one per launch (so one failure cannot hide another).
// Long: runs in npm run test:all (every topology model at several sizes).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PROC_NULL } from 'wasmpi';
import { run } from './helpers.mjs';
import {
  SCENARIOS,
  SENT,
  V,
  prod,
  periodsOf,
  coordsOf,
  rankAt,
  cartNbr,
  cartModel,
  listModel,
  renamed,
  cartConfigs,
  subConfigs,
  graphNodes,
  graphAdj,
  adjacentModel,
  generalModel,
  DIST_VARIANTS,
  fanModel,
  a2avCount,
  agvCount,
  wCount,
  reversedDispls,
  DTYPE_CASES,
  dtypeGrid,
} from './ranks/topo_comm.mjs';

const SIZES = [1, 2, 3, 4, 5, 7, 8];
const DTYPE_SIZES = [1, 2, 3, 8];

const launches = new Map();
const results = (n) => {
  if (!launches.has(n)) launches.set(n, run('topo_comm.mjs', n, SCENARIOS));
  return launches.get(n);
};

// ── helpers ──

const range = (n) => Array.from({ length: n }, (_, i) => i);
const fill = (n, v = SENT) => new Array(n).fill(v);
const show = (x) => JSON.stringify(x);

/** Element-by-element comparison naming the first difference. */
function same(got, exp, label) {
  assert.ok(got !== null && got !== undefined, `${label}: no result (${got})`);
  const g = Array.from(got);
  if (g.length !== exp.length)
    assert.unreachable(
      `${label}: ${g.length} elements, expected ${exp.length} (got ${show(g.slice(0, 12))}, expected ${show(exp.slice(0, 12))})`,
    );
  for (let i = 0; i < exp.length; i++)
    if (g[i] !== exp[i])
      assert.unreachable(
        `${label}: [${i}] is ${g[i]}, expected ${exp[i]} (got ${show(g.slice(Math.max(0, i - 2), i + 6))}, expected ${show(exp.slice(Math.max(0, i - 2), i + 6))} from [${Math.max(0, i - 2)}])`,
      );
}

/** A { code, msg } from the ranks: the code, and a message naming `names` (strings or regexes). */
function refused(e, code, label, ...names) {
  assert.ok(e, `${label}: no result`);
  assert.is(e.code, code, `${label}: expected ${code}, got ${e.code}${e.msg ? ` (${e.msg})` : ''}`);
  for (const n of names)
    assert.ok(
      n instanceof RegExp ? n.test(e.msg) : e.msg.includes(n),
      `${label}: the message does not name ${n}: "${e.msg}"`,
    );
}

/** The neighbour lists and weights neighbors() must give rank r of model m. */
function checkNeighbors(nb, m, r, label) {
  same(
    nb.sources,
    m.ins(r).map((x) => x.src),
    `${label}: neighbors().sources`,
  );
  same(nb.destinations, m.outs(r), `${label}: neighbors().destinations`);
  assert.ok(nb.srcIsI32, `${label}: neighbors().sources is not an Int32Array`);
  assert.ok(nb.swIsF64, `${label}: neighbors().sourceWeights is neither null nor a Float64Array`);
  const sw = m.sw(r);
  const dw = m.dw(r);
  if (sw === null) {
    assert.is(nb.sourceWeights, null, `${label}: unweighted: sourceWeights must be null`);
    assert.is(nb.destWeights, null, `${label}: unweighted: destWeights must be null`);
  } else {
    assert.ok(nb.sourceWeights !== null, `${label}: weighted: sourceWeights is null (expected ${show(sw)})`);
    assert.ok(nb.destWeights !== null, `${label}: weighted: destWeights is null (expected ${show(dw)})`);
    same(nb.sourceWeights, sw, `${label}: neighbors().sourceWeights`);
    same(nb.destWeights, dw, `${label}: neighbors().destWeights`);
  }
}

/** Every buffer of the exercise (test/ranks/topo_comm.mjs, exercise) on rank r of model m. */
function checkExercise(x, m, tag, r, label) {
  assert.ok(x, `${label}: no exercise results`);
  const ins = m.ins(r);
  const ko = m.outs(r).length;
  const k = ins.length;
  const L = (what) => `${label}: ${what} (in-edges ${show(ins)})`;
  // alltoall: block i from source s is s's block blk; allgather: s's whole buffer
  const fixed = (t, bs) =>
    ins.flatMap(({ src, blk }) => range(bs).map((e) => (src === PROC_NULL ? SENT : V(tag, t, src, blk, e))));
  const gath = (t) => ins.flatMap(({ src }) => range(2).map((e) => (src === PROC_NULL ? SENT : V(tag, t, src, 0, e))));
  same(x.a2a, fixed(0, 3), L('neighborAlltoall'));
  same(
    x.a2aSend,
    range(3 * ko).map((j) => V(tag, 0, r, Math.floor(j / 3), j % 3)),
    L('neighborAlltoall changed its send buffer'),
  );
  same(x.ag, gath(1), L('neighborAllgather'));
  same(x.ia2a, fixed(2, 3), L('ineighborAlltoall + wait()'));
  same(x.iag, gath(3), L('ineighborAllgather + await'));
  assert.is(x.pa2a.length, 3);
  x.pa2a.forEach((got, s) => same(got, fixed(4 + s, 3), L(`neighborAlltoallInit, start ${s + 1} of 3`)));
  x.pag.forEach((got, s) => same(got, gath(7 + s), L(`neighborAllgatherInit, start ${s + 1} of 2`)));
  // alltoallv: counts per edge, reversed receive displacements with gaps of 2
  const a2av = (t) => {
    const rc = ins.map(({ src, blk }) => (src === PROC_NULL ? 2 : a2avCount(tag, src, blk)));
    const rd = reversedDispls(rc, 2);
    const out = fill(rd.len);
    ins.forEach(({ src, blk }, i) => {
      if (src !== PROC_NULL) for (let e = 0; e < rc[i]; e++) out[rd.d[i] + e] = V(tag, t, src, blk, e);
    });
    return out;
  };
  same(x.a2av, a2av(9), L('neighborAlltoallv'));
  same(x.ia2av, a2av(11), L('ineighborAlltoallv'));
  // allgatherv: the source's whole buffer (agvCount elements) at reversed displacements
  const agv = (t) => {
    const rc = ins.map(({ src }) => (src === PROC_NULL ? 1 : agvCount(tag, src)));
    const rd = reversedDispls(rc, 1);
    const out = fill(rd.len);
    ins.forEach(({ src }, i) => {
      if (src !== PROC_NULL) for (let e = 0; e < rc[i]; e++) out[rd.d[i] + e] = V(tag, t, src, 0, e);
    });
    return out;
  };
  same(x.agv, agv(10), L('neighborAllgatherv'));
  x.pagv.forEach((got, s) => same(got, agv(12 + s), L(`neighborAllgathervInit, start ${s + 1} of 2`)));
  // alltoallw: the sender's type by out-edge (ints 0,1 / vector: 0,2 / contiguous: 0,1 of its
  // 4-int block), the receiver's by in-edge (ints 0,1 / vector: 0,3 / resized: 0,2 of its 5-int
  // block at 5(k-1-i)+1); zero-count and PROC_NULL edges leave the block untouched
  const w = fill(5 * k + 1);
  ins.forEach(({ src, blk }, i) => {
    if (src === PROC_NULL || wCount(src, blk) === 0) return;
    const from = blk % 3 === 1 ? [0, 2] : [0, 1];
    const to = [
      [0, 1],
      [0, 3],
      [0, 2],
    ][i % 3];
    const base = (k - 1 - i) * 5 + 1;
    for (let e = 0; e < 2; e++) w[base + to[e]] = V(tag, 16, src, blk, from[e]);
  });
  same(x.w, w, L('neighborAlltoallw, one datatype per edge'));
}

/** The non-null results of a creation must be a permutation of 0..size-1 in the new ranks. */
function checkPlacement(list, size, reorder, p, label) {
  const made = list.filter((x) => !x.none);
  assert.is(made.length, size, `${label}: ${made.length} ranks got a communicator, expected ${size}`);
  same(
    made.map((x) => x.rank).sort((a, b) => a - b),
    range(size),
    `${label}: the new ranks`,
  );
  for (const x of made) assert.is(x.size, size, `${label}: size on parent rank ${x.parent}`);
  if (!reorder)
    for (let me = 0; me < p; me++) {
      if (me < size) assert.is(list[me].rank, me, `${label}: parent rank ${me} must keep its rank without reorder`);
      else assert.ok(list[me].none, `${label}: parent rank ${me} is beyond the topology: expected null`);
    }
}

const cfgName = (cfg) =>
  `dims [${cfg.dims}] periods ${show(periodsOf(cfg))}${cfg.diagonals ? ' diagonals' : ''}${cfg.reorder ? ' reorder' : ''}`;

// ── sections ──

const SECTIONS = [
  [
    '§8.5.1, §8.5.5, §8.6: Cartesian grids (periodic dims of size 1 and 2, PROC_NULL edges, diagonals, 0-d, reorder): coordinates, cartRank with wrapping, cartShift, neighbors() and every neighbourhood collective',
    (res, p) => {
      cartConfigs(p).forEach((cfg, ci) => {
        const label = `${cfgName(cfg)} on ${p}`;
        const list = res.map((r) => r.cart[ci]);
        const size = prod(cfg.dims);
        checkPlacement(list, size, cfg.reorder === true, p, label);
        const periods = periodsOf(cfg);
        const m = cartModel(cfg);
        for (const x of list) {
          if (x.none) continue;
          const r = x.rank;
          const l = `${label}, rank ${r} (parent ${x.parent})`;
          assert.is(x.topo, 'cart', `${l}: topoTest`);
          assert.ok(x.isCart, `${l}: topology is not a CartTopology`);
          assert.equal(x.dims, cfg.dims, `${l}: topology.dims`);
          assert.equal(x.periods, periods, `${l}: topology.periods`);
          assert.equal(x.coords, coordsOf(cfg.dims, r), `${l}: cartCoords()`);
          assert.equal(
            x.coordsAll,
            range(size).map((q) => coordsOf(cfg.dims, q)),
            `${l}: cartCoords(q) of every q`,
          );
          assert.is(x.rankOf, r, `${l}: cartRank(cartCoords()) is not the rank`);
          cfg.dims.forEach((n, d) => {
            if (periods[d])
              same(
                x.wrapped[d],
                [
                  r,
                  r,
                  cartNbr(
                    cfg.dims,
                    periods,
                    r,
                    cfg.dims.map((_, e) => (e === d ? -1 : 0)),
                  ),
                ],
                `${l}: cartRank with coords[${d}] - ${n}, + ${2 * n}, - 1 (periodic)`,
              );
            else
              [n, -1].forEach((v, k) =>
                refused(
                  x.offGrid[d][k],
                  'ERR_TOPOLOGY',
                  `${l}: cartRank with coords[${d}] = ${v} (not periodic)`,
                  new RegExp(`(^|[^0-9])${v}([^0-9]|$)`),
                ),
              );
            [1, -1, 2].forEach((disp, k) => {
              const along = (s) => cfg.dims.map((_, e) => (e === d ? s : 0));
              assert.equal(
                x.shifts[d][k],
                {
                  source: cartNbr(cfg.dims, periods, r, along(-disp)),
                  dest: cartNbr(cfg.dims, periods, r, along(disp)),
                },
                `${l}: cartShift(${d}, ${disp})`,
              );
            });
          });
          checkNeighbors(x.nb, m, r, l);
          checkExercise(x.x, m, ci + 1, r, l);
        }
      });
    },
  ],
  [
    '§8.5.5 MPI_Cart_sub: rows and columns of 2x3, 2x2x2 (and smaller) grids, keeping none and all: members in grid order, 1-D topologies with the kept periods, neighbourhood collectives on them',
    (res, p) => {
      subConfigs(p).forEach((cfg, g) => {
        const size = prod(cfg.dims);
        for (let me = 0; me < p; me++) {
          const subs = res[me].sub[g];
          if (me >= size) {
            assert.is(subs, null, `rank ${me} is beyond the ${cfg.dims} grid`);
            continue;
          }
          const c = coordsOf(cfg.dims, me);
          cfg.keeps.forEach((keep, ki) => {
            const s = subs[ki];
            const kd = cfg.dims.filter((_, d) => keep[d]);
            const kp = cfg.periods.filter((_, d) => keep[d]);
            const l = `cartSub(${show(keep)}) of dims [${cfg.dims}] periods ${show(cfg.periods)}, grid rank ${me}`;
            const rank = rankAt(
              kd,
              c.filter((_, d) => keep[d]),
            );
            assert.is(s.size, prod(kd), `${l}: size`);
            assert.is(s.rank, rank, `${l}: rank`);
            assert.is(s.topo, 'cart', `${l}: topoTest`);
            assert.equal(s.dims, kd, `${l}: dims`);
            assert.equal(s.periods, kp, `${l}: periods`);
            assert.equal(s.coords, coordsOf(kd, rank), `${l}: cartCoords`);
            // the members: same dropped coordinates, kept coordinates in row-major order
            const members = range(prod(kd)).map((q) => {
              const kc = coordsOf(kd, q);
              let t = 0;
              return rankAt(
                cfg.dims,
                c.map((x, d) => (keep[d] ? kc[t++] : x)),
              );
            });
            same(s.members, members, `${l}: the parent ranks of the sub-communicator, by its ranks`);
            const m = cartModel({ dims: kd, periods: kp });
            checkNeighbors(s.nb, m, rank, l);
            checkExercise(s.x, m, 30 + g * 5 + ki, rank, l);
          });
        }
      });
    },
  ],
  [
    '§8.5.3, §8.6: graphCreate (a doubled edge, self loops, an isolated node, ranks left out; reorder): neighbors(), Cartesian queries refused, repeated edges paired in order, every neighbourhood collective',
    (res, p) => {
      const n = graphNodes(p);
      const adj = graphAdj(n);
      const m = listModel(n, adj, adj);
      [false, true].forEach((reorder, v) => {
        const label = `graphCreate of ${show(adj)}${reorder ? ' reorder' : ''} on ${p}`;
        const list = res.map((r) => r.graph[v]);
        checkPlacement(list, n, reorder, p, label);
        for (const x of list) {
          if (x.none) continue;
          const l = `${label}, rank ${x.rank}`;
          assert.is(x.topo, 'graph', `${l}: topoTest`);
          assert.ok(x.isGraph, `${l}: topology is not a GraphTopology`);
          for (const [call, e] of Object.entries(x.cartErrors)) refused(e, 'ERR_TOPOLOGY', `${l}: ${call} on a graph`);
          checkNeighbors(x.nb, m, x.rank, l);
          checkExercise(x.x, m, reorder ? 42 : 41, x.rank, l);
        }
      });
    },
  ],
  [
    '§8.5.4, §8.6: distributed graphs, adjacent and general forms (self loops, a repeated edge, an isolated rank, edges declared by other ranks), weighted and not, reordered: neighbors() with weights, every neighbourhood collective in the new ranks',
    (res, p) => {
      DIST_VARIANTS.forEach((v, vi) => {
        const label = `distGraphCreate${v.form === 'adjacent' ? 'Adjacent' : ''} ${v.weighted ? 'weighted' : 'unweighted'}${v.reorder ? ' reorder' : ''} on ${p}`;
        const list = res.map((r) => r.dist[vi]);
        checkPlacement(list, p, v.reorder === true, p, label);
        // order[k]: the parent rank that became rank k, the same on every rank
        const order = range(p);
        for (const x of list) order[x.rank] = x.parent;
        for (const x of list)
          same(x.order, order, `${label}: the parent ranks by new rank, seen from parent ${x.parent}`);
        const base = v.form === 'adjacent' ? adjacentModel(p, v.weighted) : generalModel(p, v.weighted);
        const m = v.reorder ? renamed(base, order) : base;
        for (const x of list) {
          const l = `${label}, rank ${x.rank} (parent ${x.parent})`;
          assert.is(x.topo, 'dist-graph', `${l}: topoTest`);
          assert.ok(x.isDist, `${l}: topology is not a DistGraphTopology`);
          refused(x.cartShift, 'ERR_TOPOLOGY', `${l}: cartShift on a distributed graph`);
          checkNeighbors(x.nb, m, x.rank, l);
          checkExercise(x.x, m, 50 + vi, x.rank, l);
        }
      });
    },
  ],
  [
    '§8.6: ranks without out-edges receive (fan-out from rank 0, fan-in to rank 0; buffer sizes inferred from the buffers): every neighbourhood collective',
    (res, p) => {
      [false, true].forEach((inward, v) => {
        const m = fanModel(p, inward);
        res.forEach((r, me) => {
          const x = r.fan[v];
          const l = `${inward ? 'fan-in to' : 'fan-out from'} rank 0 on ${p}, rank ${me} (out-degree ${m.outs(me).length}, in-degree ${m.ins(me).length})`;
          assert.is(x.rank, me, `${l}: rank`);
          checkNeighbors(x.nb, m, me, l);
          checkExercise(x.x, m, inward ? 61 : 60, me, l);
        });
      });
    },
  ],
  [
    '§8.5.4: weights come back from neighbors() as given (wasmpi weights are Float64Array: a weight of rank + 0.5 is kept, or refused, never changed)',
    (res) => {
      res.forEach((r, me) => {
        for (const form of ['adjacent', 'general']) {
          const x = r.weights[form];
          if (x.error) {
            // refusing a non-integer weight outright would be acceptable (MPI's weights are ints)
            assert.match(x.error, /^ERR_(TOPOLOGY|ARG)/, `${form}, rank ${me}: ${x.error}`);
            continue;
          }
          same(
            x.sourceWeights,
            [me + 0.5],
            `distGraphCreate${form === 'adjacent' ? 'Adjacent' : ''} with weight ${me + 0.5} on a self loop, rank ${me}: sourceWeights`,
          );
          same(
            x.destWeights,
            [me + 0.5],
            `distGraphCreate${form === 'adjacent' ? 'Adjacent' : ''} with weight ${me + 0.5} on a self loop, rank ${me}: destWeights`,
          );
        }
      });
    },
  ],
  [
    'errors: grids too large, dims of 0 or < 0, descriptions that differ between ranks (refused on every rank), calls without a topology or on the wrong kind, one-sided and out-of-range edges, weights and counts of the wrong length, IN_PLACE; the communicators usable afterwards',
    (res, p) => {
      res.forEach((r, me) => {
        const e = r.errors;
        const l = (what) => `rank ${me} of ${p}: ${what}`;
        refused(e.tooBig, 'ERR_TOPOLOGY', l(`cartCreate dims [${p + 1}]`), `${p + 1}`);
        refused(e.tooBig2, 'ERR_TOPOLOGY', l(`cartCreate dims [2, ${p}]`), `${2 * p}`);
        refused(e.zero, 'ERR_TOPOLOGY', l('cartCreate dims [1, 0]'), /dims\[1\]|dimension 1/, / 0\b/);
        refused(e.neg, 'ERR_TOPOLOGY', l('cartCreate dims [-2]'), '-2');
        if (p >= 2) {
          refused(e.mismatch, 'ERR_TOPOLOGY', l(`cartCreate dims [${p}] on rank 0, [1] elsewhere`), 'cartCreate');
          refused(e.mismatchPeriods, 'ERR_TOPOLOGY', l('cartCreate periodic on the last rank only'), 'cartCreate');
          refused(e.mismatchGraph, 'ERR_TOPOLOGY', l('graphCreate of different graphs'), 'graphCreate');
        }
        assert.is(e.afterCreate, (p * (p + 1)) / 2, l('allreduce after the refused creations'));
        assert.is(e.none.topoTest, 'none', l('world.topoTest()'));
        assert.ok(e.none.topologyNull, l('world.topology is not null'));
        for (const k of [
          'cartShift',
          'cartCoords',
          'cartRank',
          'cartSub',
          'neighbors',
          'neighborAlltoall',
          'neighborAllgather',
          'ineighborAlltoall',
          'neighborAlltoallInit',
          'neighborAllgatherv',
          'neighborAlltoallv',
          'neighborAlltoallw',
        ])
          refused(e.none[k], 'ERR_TOPOLOGY', l(`world.${k} without a topology`));
        refused(
          e.adjMismatch,
          'ERR_TOPOLOGY',
          l(
            `distGraphCreateAdjacent: rank 0 lists ${1 % p} as a destination, rank ${1 % p} does not list 0 as a source`,
          ),
          new RegExp(`\\b0\\b[^0-9]+\\b${1 % p}\\b`),
        );
        refused(e.adjRange, 'ERR_TOPOLOGY', l(`distGraphCreateAdjacent with source ${p + 3}`), `${p + 3}`);
        refused(
          e.genRange,
          'ERR_TOPOLOGY',
          l(`distGraphCreate with destination ${p}`),
          new RegExp(`rank ${p}\\b|\\b${p} is`),
        );
        refused(e.genNeg, 'ERR_TOPOLOGY', l('distGraphCreate with source -1'), '-1');
        refused(
          e.adjWeights,
          'ERR_TOPOLOGY',
          l('distGraphCreateAdjacent, 2 source weights for 1 source'),
          'sourceWeights',
        );
        refused(e.genWeights, 'ERR_TOPOLOGY', l('distGraphCreate, 3 weights for 1 edge'), 'weights', '3');
        refused(e.graphBig, 'ERR_TOPOLOGY', l(`graphCreate of ${p + 1} nodes`), `${p + 1}`);
        assert.is(e.afterDist, (p * (p + 1)) / 2, l('allreduce after the refused distributed graphs'));
        refused(e.graph.cartShift, 'ERR_TOPOLOGY', l('cartShift on a graph'));
        refused(e.graph.cartCoords, 'ERR_TOPOLOGY', l('cartCoords on a graph'));
        assert.is(e.graph.neighbors.code, 'no error', l(`neighbors() on a graph: ${e.graph.neighbors.msg}`));
        const names = {
          agvShort: 'recvcounts',
          agvLong: 'recvcounts',
          iagvShort: 'recvcounts',
          a2avRecv: 'recvcounts',
          a2avSend: 'sendcounts',
          a2avRdispls: 'rdispls',
        };
        for (const [k, what] of Object.entries(names))
          refused(e.counts[k], 'ERR_COUNT', l(`${k} on a ring of ${p}`), what);
        for (const [k, x] of Object.entries(e.inplace)) refused(x, 'ERR_BUFFER', l(`${k}(IN_PLACE)`), 'IN_PLACE');
        same(
          e.after,
          [((me - 1 + p) % p) + 100, ((me + 1) % p) + 100],
          l('neighborAllgather on the ring after the refused calls'),
        );
      });
    },
  ],
];

for (const n of SIZES)
  for (const [title, check] of SECTIONS)
    test(`MPI 4.1 ${title} on ${n} rank(s)`, async () => {
      const res = await results(n);
      assert.is(res.length, n);
      check(res, n);
    });

// ── derived datatypes through the fixed-size neighbourhood collectives and alltoallv ──

const DTYPE_CHECKS = {
  // vector(2,1,2) send items (elements 0, 2 of each 3) into vector(2,1,3) receive items (0, 3 of each 4)
  vecA2a: (ins) =>
    ins.flatMap(({ src, blk }) =>
      src === PROC_NULL ? fill(4) : [V(70, 14, src, blk, 0), SENT, SENT, V(70, 14, src, blk, 2)],
    ),
  // 2 ints into 2 ints resized to extent 2 (elements 0, 2 of each 4)
  resizedIa2a: (ins) =>
    ins.flatMap(({ src, blk }) =>
      src === PROC_NULL ? fill(4) : [V(70, 15, src, blk, 0), SENT, V(70, 15, src, blk, 1), SENT],
    ),
  // elements 0, 2 of the source's 3 ints
  vecAllgather: (ins) =>
    ins.flatMap(({ src }) => (src === PROC_NULL ? fill(2) : [V(70, 17, src, 0, 0), V(70, 17, src, 0, 2)])),
  // wCount vector items per edge, in-edge i at 4(k-1-i)
  vecA2av: (ins) => {
    const k = ins.length;
    const out = fill(4 * k);
    ins.forEach(({ src, blk }, i) => {
      if (src === PROC_NULL || wCount(src, blk) === 0) return;
      out[4 * (k - 1 - i)] = V(70, 18, src, blk, 0);
      out[4 * (k - 1 - i) + 3] = V(70, 18, src, blk, 2);
    });
    return out;
  },
};

for (const n of DTYPE_SIZES)
  for (const which of DTYPE_CASES)
    test(`MPI 4.1 §8.6 with derived datatypes: ${which} on ${cfgName(dtypeGrid(n))} on ${n} rank(s)`, async () => {
      const cfg = dtypeGrid(n);
      const m = cartModel(cfg);
      const res = await run('topo_comm.mjs', n, ['dtype', which]);
      res.forEach((x, me) => {
        if (me >= m.size) return assert.is(x, null);
        const l = `${which} on ${cfgName(cfg)}, rank ${me} (in-edges ${show(m.ins(me))})`;
        assert.ok(!x.error, `${l}: ${x.error}`);
        same(x.recv, DTYPE_CHECKS[which](m.ins(me)), l);
      });
    });

test.run();
