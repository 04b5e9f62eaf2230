// The runtime driver: one script that Node, Deno and Bun run alike (test/runtimes.test.mjs spawns it
// under each), launching the rank modules of test/ranks/ at 1 to 4 ranks through the package's public
// entry, and checking the values against MPI's rules as the Node tests do (every expected value is
// computed here in plain JS from the inputs, never taken from wasmpi). It covers point-to-point,
// collectives, derived datatypes, failure reports (a throwing rank, process.exit, a deadlock, the
// launch timeout, an AbortSignal) and the host's parts (top-level init(), the shared heap growing
// under running ranks, hwProbe).
//
//   node test/runtimes/driver.mjs [group...]
//   deno run -A test/runtimes/driver.mjs [group...]
//   bun test/runtimes/driver.mjs [group...]
//
// Groups: p2p, coll, dtype, fail, host (all by default). Prints one JSON line per case,
// { group, name, ok, ms, detail }, and exits 1 if any case failed.
import assert from 'node:assert/strict';
import { availableParallelism } from 'node:os';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import process from 'node:process';
import { launch, hwProbe, pack, unpack, Datatype, version } from 'wasmpi';
import {
  SENT,
  iv,
  pv,
  lv,
  ain,
  LEN19,
  val19,
  a2a,
  permOf,
  permThen,
  triOf,
  triMul,
  cxOf,
  cxMul,
  segOf,
  segVal,
} from '../ranks/mpi6_collectives.mjs';

const RANKS = new URL('../ranks/', import.meta.url);
const LAUNCH_TIMEOUT = 20_000; // per launch: a world that hangs fails its case, and the rest go on

/** Launches test/ranks/<file>; resolves to the ranks' return values. */
async function run(file, ranks, args = [], opts = {}) {
  const res = await launch(new URL(file, RANKS), { ranks, args, timeoutMs: LAUNCH_TIMEOUT, ...opts });
  assert.equal(res.length, ranks, `${ranks} results`);
  res.forEach((r, i) => assert.equal(r.rank, i, 'results in rank order'));
  return res.map((r) => r.value);
}

/** Launches and expects the launch to reject; resolves to the rejection and the time it took. */
async function runFailing(file, ranks, args = [], opts = {}) {
  const t0 = performance.now();
  try {
    await launch(new URL(file, RANKS), { ranks, args, timeoutMs: LAUNCH_TIMEOUT, ...opts });
  } catch (e) {
    return { err: e, ms: performance.now() - t0 };
  }
  throw new Error(`expected the launch of ${file} ${args.join(' ')} on ${ranks} ranks to fail`);
}

/** The errors of a failed launch, by rank. */
function byRank(err) {
  const m = new Map();
  for (const { rank, error } of err.errors ?? []) m.set(rank, error);
  return m;
}

// ── expected values (as test/mpi6_collectives.test.mjs computes them) ──

const range = (n) => Array.from({ length: n }, (_, i) => i);
const fill = (n, v = SENT) => new Array(n).fill(v);
/** x0 OP x1 OP ... in rank order (ranks lo..hi-1). */
const fold = (f, lo, hi, x) => {
  let acc = x(lo);
  for (let r = lo + 1; r < hi; r++) acc = f(acc, x(r));
  return acc;
};
const add = (a, b) => a + b;
const OPS = {
  sum: add,
  prod: (a, b) => a * b,
  min: Math.min,
  max: Math.max,
  land: (a, b) => (a !== 0 && b !== 0 ? 1 : 0),
  lor: (a, b) => (a !== 0 || b !== 0 ? 1 : 0),
  lxor: (a, b) => ((a !== 0) !== (b !== 0) ? 1 : 0),
  band: (a, b) => a & b,
  bor: (a, b) => a | b,
  bxor: (a, b) => a ^ b,
};
/** MPI_MAXLOC / MPI_MINLOC on (value, index) pairs (§6.9.4): ties go to the smaller index. */
const loc = (better) => (a, b) => (better(b[0], a[0]) ? b : better(a[0], b[0]) ? a : [a[0], Math.min(a[1], b[1])]);
const maxloc = loc((x, y) => x > y);
const minloc = loc((x, y) => x < y);
function placed(len, counts, displs, f) {
  const out = fill(len);
  for (let r = 0; r < counts.length; r++) for (let e = 0; e < counts[r]; e++) out[displs[r] + e] = f(r, e);
  return out;
}

/** Element-by-element comparison naming the first difference. */
function same(got, exp, label) {
  assert.ok(got !== null && got !== undefined, `${label}: no result (${got})`);
  const g = Array.from(got);
  if (g.length !== exp.length) assert.fail(`${label}: ${g.length} elements, expected ${exp.length}`);
  for (let i = 0; i < exp.length; i++)
    if (g[i] !== exp[i])
      assert.fail(
        `${label}: [${i}] is ${g[i]}, expected ${exp[i]} (got ${String(g.slice(Math.max(0, i - 2), i + 6))}, expected ${String(exp.slice(Math.max(0, i - 2), i + 6))})`,
      );
}

// ── collectives: one launch per size, sections of MPI 4.1 chapter 6 checked on its results ──

const COLL_SCENARIOS = ['barrier', 'bcast', 'alltoall', 'reduce', 'minmaxloc', 'userop', 'allreduce', 'scan'];

const COLL_CHECKS = {
  barrier(res, p) {
    const TOL = 0.01;
    res.forEach((r, me) => {
      const b = r.barrier;
      assert.ok(b.exit >= res[0].barrier.enter - TOL, `rank ${me} left the barrier before rank 0 entered it`);
      const prev = (me + p - 1) % p;
      same(b.msg.got, [prev * 10 + 1, prev], `rank ${me}: message received after the barrier`);
    });
  },
  bcast(res, p) {
    res.forEach((r, me) => {
      for (let root = 0; root < p; root++) {
        same(
          r.bcast.small[root],
          range(100).map((i) => iv(root, root, i)),
          `rank ${me}: bcast int32 from root ${root}`,
        );
        same(
          r.bcast.f64[root],
          range(7).map((i) => root + i / 8),
          `rank ${me}: bcast float64 from root ${root}`,
        );
      }
      same(
        r.bcast.big,
        range(20000).map((i) => iv(9, p - 1, i) + 0.25),
        `rank ${me}: bcast of 20000 float64 from root ${p - 1}`,
      );
    });
  },
  alltoall(res, p) {
    res.forEach((r, me) => {
      const a = r.alltoall;
      for (const k of [3, 2000])
        same(
          a[`k${k}`],
          range(p * k).map((j) => a2a(Math.floor(j / k), me, j % k)),
          `rank ${me}: alltoall, ${k} per block`,
        );
      same(
        a.inplace,
        range(p * 4).map((j) => a2a(Math.floor(j / 4), me, me * 4 + (j % 4))),
        `rank ${me}: alltoall IN_PLACE`,
      );
      const rcounts = range(p).map((i) => (i + 2 * me) % 4);
      const rdispls = [];
      let ro = 1;
      for (let i = p - 1; i >= 0; i--) {
        rdispls[i] = ro;
        ro += rcounts[i] + 2;
      }
      same(
        a.v,
        placed(ro, rcounts, rdispls, (i, e) => a2a(i, me, e)),
        `rank ${me}: alltoallv`,
      );
    });
  },
  reduce(res, p) {
    const root = p - 1;
    res.forEach((r, me) => {
      const d = r.reduce;
      same(
        d.keep,
        range(10).map((i) => iv(54, me, i)),
        `rank ${me}: reduce leaves the send buffer as it was`,
      );
      for (let q = 0; q < p; q++) {
        if (me === q)
          same(
            d.roots[q],
            range(30).map((i) => fold(add, 0, p, (x) => iv(44 + q, x, i))),
            `reduce sum at root ${q}`,
          );
        else assert.equal(d.roots[q], null);
      }
      if (me === 0) {
        let dot = 0;
        for (let x = 0; x < p; x++) for (let i = 0; i < 50; i++) dot += iv(40, x, i) * iv(41, x, i);
        assert.equal(d.ex15, dot, 'Example 6.15: dot product');
      }
      if (me !== root) return;
      for (const [op, f] of Object.entries(OPS)) {
        const input = op === 'prod' ? (x, i) => pv(50, x, i) : op.startsWith('l') ? lv : (x, i) => iv(51, x, i);
        same(
          d.ops[op],
          range(12).map((i) => fold(f, 0, p, (x) => input(x, i))),
          `reduce ${op} int32`,
        );
      }
      for (const op of ['sum', 'prod', 'min', 'max'])
        same(
          d.f64[op],
          range(6).map((i) => fold(OPS[op], 0, p, (x) => (op === 'prod' ? pv(52, x, i) * 0.5 : iv(52, x, i) / 4))),
          `reduce ${op} float64`,
        );
      same(
        d.u8bxor,
        range(8).map((i) => fold(OPS.bxor, 0, p, (x) => (x * 29 + i * 71) & 255)),
        'reduce bxor uint8',
      );
      same(
        d.bigsum,
        range(3).map((i) => fold(add, 0, p, (x) => BigInt(x + 1) * 10n ** 15n + BigInt(i))),
        'reduce sum bigint64',
      );
    });
  },
  minmaxloc(res, p) {
    const pairs = (n, f) => range(n).flatMap(f);
    res.forEach((r, me) => {
      const m = r.minmaxloc;
      if (me === 0) {
        same(
          m.ex17,
          pairs(30, (i) => fold(maxloc, 0, p, (x) => [ain(x, i), x])),
          'Example 6.17: maxloc',
        );
        let best = null;
        for (let x = 0; x < p; x++)
          for (let i = 0; i < LEN19; i++) {
            const v = val19(x, i);
            if (best === null || v < best.value) best = { value: v, rank: x, index: i };
          }
        assert.deepEqual(m.ex19, best, 'Example 6.19: the global minimum, its rank and its index');
      }
      for (const [op, f] of [
        ['maxloc', maxloc],
        ['minloc', minloc],
      ])
        same(
          m[`tie_${op}`],
          pairs(4, (i) => fold(f, 0, p, (x) => [i === 0 ? 2.5 : ((x + i) % 3) - 1, 100 - x + i])),
          `rank ${me}: allreduce ${op} with ties`,
        );
    });
  },
  userop(res, p) {
    res.forEach((r, me) => {
      const u = r.userop;
      if (me === 0)
        same(
          u.ex20,
          range(100).flatMap((i) => fold(cxMul, 0, p, (x) => cxOf(x, i))),
          'Example 6.20: product of complex numbers',
        );
      for (let q = 0; q < p; q++)
        if (me === q)
          same(
            u.reduce[q],
            range(7).map((i) => fold(permThen, 0, p, (x) => permOf(q, x, i))),
            `reduce of permutations at root ${q}`,
          );
      for (const n of [7, 9000])
        same(
          u[`allreduce${n}`],
          range(n).map((i) => fold(permThen, 0, p, (x) => permOf(70, x, i))),
          `rank ${me}: allreduce of ${n} permutations (a non-commutative op, in rank order)`,
        );
      for (const n of [5, 3001])
        same(
          u[`tri${n}`],
          range(n).flatMap((i) => fold(triMul, 0, p, (x) => triOf(72, x, i))),
          `rank ${me}: allreduce of ${n} triangular matrices`,
        );
      assert.equal(u.triPartialCalls, 0, `rank ${me}: user function called on part of an item`);
    });
  },
  allreduce(res, p) {
    const c = range(20).map((j) => {
      let s = 0;
      for (let x = 0; x < p; x++) for (let i = 0; i < 10; i++) s += iv(80, x, i) * iv(81, x, i * 20 + j);
      return s;
    });
    res.forEach((r, me) => {
      const a = r.allreduce;
      same(a.ex21, c, `rank ${me}: Example 6.21`);
      for (const op of ['sum', 'min', 'max', 'bor'])
        same(
          a.i32[op],
          range(40).map((i) => fold(OPS[op], 0, p, (x) => iv(82, x, i))),
          `rank ${me}: allreduce ${op}`,
        );
      same(
        a.big,
        range(20000).map((i) => fold(add, 0, p, (x) => iv(83, x, i))),
        `rank ${me}: allreduce of 20000 doubles`,
      );
      same(
        a.inplace,
        range(33).map((i) => fold(add, 0, p, (x) => iv(84, x, i) / 2)),
        `rank ${me}: allreduce IN_PLACE`,
      );
    });
  },
  scan(res) {
    res.forEach((r, me) => {
      const s = r.scan;
      const upto = me + 1;
      same(
        s.sum,
        range(20).map((i) => fold(add, 0, upto, (x) => iv(100, x, i))),
        `rank ${me}: scan sum`,
      );
      same(
        s.permBig,
        range(9000).map((i) => fold(permThen, 0, upto, (x) => permOf(103, x, i))),
        `rank ${me}: scan of 9000, non-commutative`,
      );
      if (me > 0)
        same(
          s.ex,
          range(20).map((i) => fold(add, 0, me, (x) => iv(105, x, i))),
          `rank ${me}: exscan sum`,
        );
      const seg = [];
      for (let i = 0; i < 12; i++) {
        let v = 0;
        for (let x = 0; x <= me; x++) if (segOf(x, i) === segOf(me, i)) v += segVal(x, i);
        seg.push(v, segOf(me, i));
      }
      same(s.seg, seg, `rank ${me}: Example 6.22 segmented scan`);
    });
  },
};

// ── the cases ──

const P2P_ALL = [
  'ring',
  'alltoall',
  'order',
  'types',
  'large',
  'anysource',
  'probe',
  'ssend',
  'sendrecv',
  'value',
  'procnull',
  'self',
  'bytes',
  'flood',
];

const SIZES = [1, 2, 3, 4];
const cases = [];
const addCase = (group, name, fn) => cases.push({ group, name, fn });

for (const n of SIZES)
  addCase(
    'p2p',
    `p2p.mjs: ring, alltoall, order, types, large, ANY_SOURCE, probe, ssend, ... on ${n} rank(s)`,
    async () => {
      const res = await run('p2p.mjs', n, P2P_ALL);
      assert.equal(res[0].ring, (100 * n * (n - 1)) / 2, 'token after 100 laps');
      assert.equal(res[0].anysource, n - 1);
      assert.equal(res[0].large, 20);
      for (const r of res) assert.equal(r.alltoall, n);
      if (n >= 2) assert.equal(res[1].flood, 600);
      if (n >= 2)
        assert.ok(res[0].ssend >= 100, `ssend returned after ${res[0].ssend} ms, before the receive at 150 ms`);
      return `token ${res[0].ring}`;
    },
  );

for (const n of [2, 3])
  addCase('p2p', `coll_value.mjs: sendValue/recvValue of every kind of value on ${n} ranks`, async () => {
    const res = await run('coll_value.mjs', n, ['p2p']);
    const errs = res.flatMap((r) => r.errs);
    assert.equal(errs.length, 0, `${errs.length} mismatches, first: ${errs.slice(0, 3).join('; ')}`);
    assert.ok(
      res.every((r) => r.cases > 0),
      'every rank ran cases',
    );
    return `${res.reduce((s, r) => s + r.cases, 0)} values checked`;
  });

for (const n of SIZES)
  addCase('coll', `mpi6_collectives.mjs: ${COLL_SCENARIOS.join(', ')} on ${n} rank(s)`, async () => {
    const res = await run('mpi6_collectives.mjs', n, COLL_SCENARIOS);
    for (const s of COLL_SCENARIOS) COLL_CHECKS[s](res, n);
    return `${COLL_SCENARIOS.length} sections checked`;
  });

for (const n of [3, 4])
  addCase(
    'coll',
    `coll_value.mjs: value collectives (bcast ... alltoallValue, reduceValue with user functions) on ${n} ranks`,
    async () => {
      const res = await run('coll_value.mjs', n, ['values']);
      const errs = res.flatMap((r) => r.errs);
      assert.equal(errs.length, 0, `${errs.length} mismatches, first: ${errs.slice(0, 3).join('; ')}`);
      const want = 11 * n + 6 * n + 18 + 12 * (n + 1) + 5;
      assert.ok(
        res.every((r) => r.cases >= want),
        `rank cases ${res.map((r) => r.cases)}, expected >= ${want}`,
      );
      return `${res.reduce((s, r) => s + r.cases, 0)} values checked`;
    },
  );

addCase('dtype', 'pack/unpack of vector, struct and subarray types in this thread', () => {
  // vector(3, 2, 4, int32): elements 0 1, 4 5, 8 9
  const v = Datatype.vector(3, 2, 4, Datatype.INT32).commit();
  const src = Int32Array.from({ length: 12 }, (_, i) => i * 10);
  const packed = pack(src, 1, v);
  assert.deepEqual(Array.from(new Int32Array(packed.buffer, packed.byteOffset, 6)), [0, 10, 40, 50, 80, 90]);
  const back = new Int32Array(12).fill(-1);
  assert.equal(unpack(packed, back, 1, v), 24);
  assert.deepEqual(Array.from(back), [0, 10, -1, -1, 40, 50, -1, -1, 80, 90, -1, -1]);
  // struct {int32 at 0, float64 at 8}: 12 bytes of data
  const s = Datatype.struct([1, 1], [0, 8], [Datatype.INT32, Datatype.FLOAT64]).commit();
  assert.equal(s.size, 12);
  const dv = new DataView(new ArrayBuffer(16));
  dv.setInt32(0, -7, true);
  dv.setFloat64(8, 2.75, true);
  const ps = pack(new Uint8Array(dv.buffer), 1, s);
  assert.equal(ps.byteLength, 12);
  const pv2 = new DataView(ps.buffer, ps.byteOffset, 12);
  assert.deepEqual([pv2.getInt32(0, true), pv2.getFloat64(4, true)], [-7, 2.75]);
  // subarray [1:3, 2:4] of a 4 x 5 C array of float64
  const sub = Datatype.subarray([4, 5], [2, 2], [1, 2], 'C', Datatype.FLOAT64).commit();
  const m = Float64Array.from({ length: 20 }, (_, i) => i);
  const pm = pack(m, 1, sub);
  assert.deepEqual(Array.from(new Float64Array(pm.buffer, pm.byteOffset, 4)), [7, 8, 12, 13]);
  return 'vector, struct, subarray';
});

addCase(
  'dtype',
  'mpi5_datatypes.mjs: Get_count vs Get_elements, type matching, the §5.1.14 examples on 2 ranks',
  async () => {
    const res = await run('mpi5_datatypes.mjs', 2, ['partial', 'matching', 'examples']);
    const UNDEF = -32766;
    const r = res[1].partial;
    assert.deepEqual(r.probe1, { count: 1, elements: 2 });
    assert.deepEqual(r.recv1, { count: 1, getCount: 1, elements: 2, data: [1, 2] });
    assert.deepEqual(r.probe2, { count: UNDEF, elements: 3 });
    assert.deepEqual(r.recv2, { count: UNDEF, getCount: UNDEF, elements: 3, reals: 3, data: [1, 2, 3, -1] });
    assert.deepEqual(r.struct, {
      count: UNDEF,
      getCount: UNDEF,
      elements: 3,
      bytes: 16,
      ints: [11, 12],
      doubles: [2.5, -1],
    });
    const [m0, m1] = res.map((x) => x.matching);
    assert.deepEqual(m1.row, { data: [2, 1002, 2002, 3002, 4002], count: 5, source: 0, tag: 5 });
    const want = [];
    for (let i = 0; i < 5; i++) for (let j = 0; j < 4; j++) want.push(j === 1 ? i * 10 + 7 : -1);
    assert.deepEqual(m0.column, { data: want, count: 1 });
    assert.ok(m1.bigColumn.length === 5000 && m1.bigColumn.every((v, i) => v === 3 * i + 1), 'column of 5000 doubles');
    assert.ok(
      m1.blocks.length === 4096 && m1.blocks.every((v, i) => v === 16 * Math.floor(i / 8) + (i % 8) + 0.5),
      '512 blocks of 8 doubles',
    );
    assert.deepEqual(m1.grouped, { a: [1, 2, 3, 4, 5, 6], aCount: 6, b: [7, 8, 9, 10, 11, 12], bCount: 2 });
    assert.deepEqual(m1.struct, { i: 42, d: [0.25, -8] });
    assert.deepEqual(m1.negative, { backwards: [80, 50, 20], gapped: [0, 30, 60], count: 3 });
    assert.deepEqual(m0.negative, [-1, -1, 3, -1, -1, 2, -1, -1, 1, -1]);
    for (const ex of res.map((x) => x.examples)) {
      const e = [];
      for (let k = 1; k <= 9; k++)
        for (let j = 1; j <= 9; j++) for (let i = 1; i <= 9; i++) e.push(10000 * (2 * i - 1) + 100 * (j + 2) + (k + 1));
      assert.deepEqual(ex.section, e, '3-D section');
      const low = [];
      for (let j = 1; j <= 10; j++) for (let i = 1; i <= 10; i++) low.push(i > j ? 100 * i + j : -1);
      assert.deepEqual(ex.lower, low, 'lower triangle');
      for (const k of ['hvector', 'resized', 'recvXpose']) {
        const b = ex.transpose[k];
        assert.equal(b.length, 10000, k);
        for (let j = 1; j <= 100; j++)
          for (let i = 1; i <= 100; i++)
            if (b[(j - 1) * 100 + (i - 1)] !== 1000 * j + i) assert.fail(`transpose ${k}: b(${i},${j}) = a(${j},${i})`);
      }
    }
    return 'partial, matching, examples';
  },
);

for (const n of SIZES)
  addCase(
    'dtype',
    `p2p_dtype.mjs: derived types in every send mode, persistent, ANY_SOURCE, halo of subarray faces on ${n} rank(s)`,
    async () => {
      const names = n >= 2 ? ['pairs', 'anysource', 'persistent', 'halo'] : ['halo', 'persistent'];
      const res = await run('p2p_dtype.mjs', n, names);
      if (n >= 2) {
        assert.ok(res[0].pairs > 50, `pairs ${res[0].pairs}`);
        assert.equal(res[0].anysource, 2 * (n - 1));
      }
      for (const r of res) {
        assert.equal(r.persistent, 6);
        assert.equal(r.halo, 8);
      }
      return names.join(', ');
    },
  );

for (const n of [2, 3, 4])
  addCase(
    'fail',
    `a rank that throws: launch rejects with its error, the peers fail fast with ERR_PROC_FAILED (${n} ranks)`,
    async () => {
      const { err, ms } = await runFailing('errors.mjs', n, ['throws']);
      assert.equal(err.rank, 1, 'launch reports the rank that failed first');
      assert.equal(err.name, 'RangeError');
      assert.equal(err.message, 'boom in rank 1');
      const r0 = JSON.parse(byRank(err).get(0).message);
      assert.equal(r0.code, 'ERR_PROC_FAILED');
      assert.match(r0.message, /rank 1 failed \(RangeError: boom in rank 1\)/);
      assert.ok(r0.ms < 1000, `rank 0 failed after ${r0.ms} ms`);
      assert.ok(ms < 5000, `launch rejected after ${ms} ms`);
      return `rank 0 failed ${r0.ms.toFixed(0)} ms after blocking; launch rejected in ${ms.toFixed(0)} ms`;
    },
  );

addCase('fail', 'a rank that calls process.exit(3) fails its peers fast (3 ranks)', async () => {
  const { err } = await runFailing('errors.mjs', 3, ['exits']);
  const r0 = JSON.parse(byRank(err).get(0).message);
  assert.equal(r0.code, 'ERR_PROC_FAILED');
  assert.match(r0.message, /process\.exit\(3\)/);
  assert.ok(r0.ms < 1000, `rank 0 failed after ${r0.ms} ms`);
  assert.equal(byRank(err).get(1).code, 'ERR_PROC_FAILED');
  return r0.message;
});

addCase('fail', 'a deadlock raises ERR_DEADLOCK naming the wait-for cycle (3 ranks)', async () => {
  const res = await run('errors.mjs', 3, ['deadlock']);
  for (const r of [0, 1]) {
    assert.match(res[r].msg, new RegExp(`rank ${r}: recv\\(source ${1 - r}, tag 7\\) can never complete`));
    assert.ok(res[r].ms < 2000, `detected after ${res[r].ms} ms`);
  }
  assert.equal(res[2], 'idle');
  return `detected after ${res[0].ms.toFixed(0)} ms`;
});

addCase('fail', 'the launch timeout (timeoutMs 400) aborts a stuck world (2 ranks)', async () => {
  const { err, ms } = await runFailing('errors.mjs', 2, ['stuck'], { timeoutMs: 400 });
  assert.ok(ms < 5000, `rejected after ${ms} ms`);
  assert.equal(err.code, 'ERR_PROC_FAILED');
  assert.match(byRank(err).get(0).message, /launch timeout of 400 ms elapsed/);
  assert.match(byRank(err).get(1).message, /did not finish within the launch timeout/);
  return `rejected after ${ms.toFixed(0)} ms`;
});

addCase('fail', 'an AbortSignal aborts a stuck world; launch rejects with its reason (2 ranks)', async () => {
  const ac = new AbortController();
  const reason = new Error('stop now');
  setTimeout(() => ac.abort(reason), 300);
  const { err, ms } = await runFailing('errors.mjs', 2, ['stuck'], { signal: ac.signal });
  assert.ok(ms < 5000, `rejected after ${ms} ms`);
  assert.equal(err, reason);
  return `rejected after ${ms.toFixed(0)} ms`;
});

addCase('host', 'a top-level rank module (await init(), no default export) on 3 ranks', async () => {
  const res = await run('toplevel.mjs', 3);
  assert.deepEqual(res, [undefined, undefined, undefined]);
  return '3 ranks';
});

addCase(
  'host',
  'the shared heap grows under running peers (16 MiB initial, 24 MiB buffers around a ring of 3)',
  async () => {
    const res = await run('../runtimes/grow.mjs', 3, ['24'], { memoryBytes: 16 << 20 });
    res.forEach((r, me) => {
      assert.deepEqual(r.bad, [], `rank ${me} received wrong values`);
      assert.equal(r.first, 6, `rank ${me}: allreduce sum of rank + 1 over 3 ranks`);
      assert.equal(r.last, 6, `rank ${me}: allreduce, last element`);
    });
    const heap = Math.max(...res.map((r) => r.heap));
    assert.ok(heap > 64 << 20, `the heap grew to ${heap} bytes only`);
    return `heap grew to ${heap >> 20} MiB`;
  },
);

addCase('host', 'hwProbe() reads this machine (sysfs)', () => {
  const hw = hwProbe();
  assert.equal(hw.root.type, 'machine');
  assert.ok(hw.levels.includes('pu'), `levels ${hw.levels}`);
  assert.equal(hw.pus.length, availableParallelism(), 'one PU per CPU the runtime reports');
  // the JSON goes back to the test, which compares it with Node's
  return JSON.stringify(hw.toJSON());
});

addCase('host', 'version is the package.json version', async () => {
  const { readFile } = await import('node:fs/promises');
  const pkg = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8'));
  assert.equal(version, pkg.version);
  return version;
});

// ── run ──

// Only as a script: `uvu test runtimes` imports every file whose path matches, this one too.
const real = (p) => {
  try {
    return realpathSync(p);
  } catch {
    return p;
  }
};
const isMain = process.argv[1] !== undefined && real(process.argv[1]) === real(fileURLToPath(import.meta.url));
if (isMain) await main(process.argv.slice(2));

async function main(only) {
  const groups = new Set(cases.map((c) => c.group));
  for (const g of only)
    if (!groups.has(g)) {
      console.error(`unknown group ${g}; known: ${[...groups].join(', ')}`);
      process.exit(2);
    }
  const chosen = cases.filter((c) => !only.length || only.includes(c.group));
  // the plan first, so that a reader can tell a case that failed from one that never ran
  console.log(JSON.stringify({ plan: chosen.map(({ group, name }) => ({ group, name })) }));
  let failed = 0;
  for (const c of chosen) {
    const t0 = performance.now();
    let ok = true;
    let detail;
    try {
      detail = (await c.fn()) ?? '';
    } catch (e) {
      ok = false;
      failed++;
      detail = `${e?.name ?? 'Error'}: ${e?.message ?? e}${e?.code ? ` [${e.code}]` : ''}`;
    }
    const ms = Math.round(performance.now() - t0);
    console.log(JSON.stringify({ group: c.group, name: c.name, ok, ms, detail }));
  }
  process.exit(failed ? 1 : 0);
}
