// MPI 4.1 chapter 6, collective communication: conformance checks written from the standard's rules
// and its examples (test/ranks/coll_rules.mjs makes the calls and returns what it observed;
// every expected value here is computed in plain JS from the inputs). One launch per size runs
// every scenario; each test below checks one section on that launch's results.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { run } from './helpers.mjs';
import { range, fill, fold, add, OPS, maxloc, minloc, prefix, placed } from './mpi_ref.mjs';
import {
  SCENARIOS,
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
  ROWS,
  COLS,
  cell,
} from './ranks/coll_rules.mjs';

const SIZES = [1, 2, 3, 5, 8];

const launches = new Map();
const results = (n) => {
  if (!launches.has(n)) launches.set(n, run('coll_rules.mjs', n, SCENARIOS));
  return launches.get(n);
};

// ── expected values ──

/** Element-by-element comparison naming the first difference. */
function same(got, exp, label) {
  assert.ok(got !== null && got !== undefined, `${label}: no result (${got})`);
  const g = Array.from(got);
  if (g.length !== exp.length) assert.unreachable(`${label}: ${g.length} elements, expected ${exp.length}`);
  for (let i = 0; i < exp.length; i++)
    if (g[i] !== exp[i])
      assert.unreachable(
        `${label}: [${i}] is ${g[i]}, expected ${exp[i]} (got ${JSON.stringify(g.slice(Math.max(0, i - 2), i + 6))}, expected ${JSON.stringify(exp.slice(Math.max(0, i - 2), i + 6))} from [${Math.max(0, i - 2)}])`,
      );
}

// ── one test per section and size ──

const SECTIONS = [
  [
    '§6.3: barrier: no rank leaves before every rank entered (blocking, ibarrier, barrierInit); a message isent before a barrier is received after it',
    (res, p) => {
      const TOL = 0.01; // seconds (wtime of different threads); the late rank enters 50 ms after the others
      res.forEach((r, me) => {
        const b = r.barrier;
        assert.ok(b.exit >= res[0].barrier.enter - TOL, `rank ${me} left the barrier before rank 0 entered it`);
        assert.ok(
          b.iexit >= res[p - 1].barrier.ienter - TOL,
          `rank ${me} completed ibarrier before rank ${p - 1} began it`,
        );
        for (let t = 0; t < 2; t++)
          assert.ok(
            b.pexit[t] >= res[(t + 1) % p].barrier.penter[t] - TOL,
            `rank ${me}: barrierInit start ${t} completed before rank ${(t + 1) % p} started`,
          );
        const prev = (me + p - 1) % p;
        same(b.msg.got, [prev * 10 + 1, prev], `rank ${me}: message received after the barrier`);
        assert.equal([b.msg.source, b.msg.tag, b.msg.count], [prev, 7, 2]);
      });
    },
  ],
  [
    '§6.4, Example 6.1: bcast of 100 ints from every root; float64; a large bcast from the last rank',
    (res, p) => {
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
  ],
  [
    '§6.5, Examples 6.2-6.10: gather (every root, a contiguous receive type), gatherv with strides, columns of a 100 x 150 array (vector and resized send types), varying strides, counts gathered first',
    (res, p) => {
      const root = p - 1;
      const stride = 105;
      const strided = range(p).map((i) => i * stride);
      const less = range(p).map((i) => 100 - i);
      res.forEach((r, me) => {
        const g = r.gather;
        for (let q = 0; q < p; q++) {
          if (me === q)
            same(
              g.ex2[q],
              range(p * 100).map((j) => iv(1, Math.floor(j / 100), j % 100)),
              `Example 6.2: gather at root ${q}`,
            );
          else assert.is(g.ex2[q], null);
        }
        if (me !== root) return;
        same(
          g.ex4,
          range(p * 100).map((j) => iv(2, Math.floor(j / 100), j % 100)),
          'Example 6.4: receive type contiguous(100, INT)',
        );
        same(
          g.ex5,
          placed(p * stride, fill(p, 100), strided, (q, e) => iv(3, q, e)),
          'Example 6.5: gatherv, blocks stride apart',
        );
        same(
          g.ex6,
          placed(p * stride, fill(p, 100), strided, (q, e) => cell(q, e, 0)),
          'Example 6.6: column 0 sent as a vector type',
        );
        const col = (q, e) => cell(q, e, q);
        same(g.ex7, placed(p * stride, less, strided, col), 'Example 6.7: 100-i ints of column i');
        same(g.ex8, placed(p * stride, less, strided, col), 'Example 6.8: the same with a resized send type');
        const displs = [];
        let off = 0;
        for (let i = 0; i < p; i++) {
          displs.push(off);
          off += 100 - i + 1 + ((i * 5) % 4);
        }
        same(g.ex9, placed(off, less, displs, col), 'Example 6.9: stride varying by block');
        const nums = range(p).map((i) => ((i * 13) % 37) + 1);
        same(g.ex10.nums, nums, 'Example 6.10: the gathered counts');
        same(
          g.ex10.rbuf,
          placed(
            nums.reduce(add, 0),
            nums,
            nums.map((_, i) => prefix(nums, i)),
            col,
          ),
          'Example 6.10: blocks placed contiguously',
        );
      });
    },
  ],
  [
    '§6.2.1, §6.5: gather and gatherv with IN_PLACE at the root (its block already in the receive buffer)',
    (res, p) => {
      const roots = [...new Set([0, p - 1])];
      res.forEach((r, me) => {
        roots.forEach((q, k) => {
          if (me === q)
            same(
              r.gather.inplace[k],
              range(p * 4).map((j) => iv(4, Math.floor(j / 4), j % 4)),
              `gather IN_PLACE at root ${q}`,
            );
        });
        if (me === p - 1) {
          const counts = range(p).map((i) => (i % 3) + 1);
          const displs = range(p).map((i) => 5 * (p - 1 - i) + 1);
          same(
            r.gather.vinplace.rbuf,
            placed(5 * p + 1, counts, displs, (q, e) => iv(5, q, e)),
            'gatherv IN_PLACE at the root',
          );
        }
      });
    },
  ],
  [
    '§6.6, Examples 6.11-6.13: scatter from every root, scatterv with strides, into a column of a 100 x 150 array (vector receive type); IN_PLACE at the root (§6.2.1)',
    (res, p) => {
      const displs13 = [];
      let off = 0;
      for (let i = 0; i < p; i++) {
        displs13.push(off);
        off += 100 - i + 2 + (i % 3);
      }
      res.forEach((r, me) => {
        const s = r.scatter;
        for (let root = 0; root < p; root++)
          same(
            s.ex11[root],
            range(100).map((i) => iv(root + 20, me, i)),
            `rank ${me}: Example 6.11 from root ${root}`,
          );
        same(
          s.ex11send,
          [0, 1, 2].map((i) => iv(me + 20, 0, i)),
          `rank ${me}: the root's send buffer is not modified`,
        );
        same(
          s.ex12,
          range(100).map((i) => iv(21, me, i)),
          `rank ${me}: Example 6.12`,
        );
        const exp13 = fill(ROWS * COLS);
        for (let row = 0; row < 100 - me; row++) exp13[row * COLS + me] = 7000000 + displs13[me] + row;
        same(s.ex13.recv, exp13, `rank ${me}: Example 6.13: column ${me} of the receive array`);
        [...new Set([0, p - 1])].forEach((q, k) => {
          if (me === q)
            same(
              s.inplace[k],
              range(p * 3).map((j) => iv(22, Math.floor(j / 3), j % 3)),
              `root ${q}: scatter IN_PLACE leaves the root's send buffer as it was`,
            );
          else
            same(
              s.inplace[k],
              range(3).map((i) => iv(22, me, i)),
              `rank ${me}: scatter (IN_PLACE at root ${q})`,
            );
        });
        const counts = range(p).map((i) => (i % 3) + 1);
        const displs = range(p).map((i) => 4 * (p - 1 - i));
        if (me === 0)
          same(
            s.vinplace.got,
            range(4 * p).map((j) => 500 + j),
            'root: scatterv IN_PLACE leaves the send buffer as it was',
          );
        else
          same(
            s.vinplace.got,
            range(counts[me]).map((i) => 500 + displs[me] + i),
            `rank ${me}: scatterv (IN_PLACE at the root)`,
          );
      });
    },
  ],
  [
    '§6.7, Example 6.14: allgather of 100 ints and of 5000 doubles; allgatherv with zero counts and reversed displacements; IN_PLACE for both (§6.2.1)',
    (res, p) => {
      const counts = range(p).map((i) => (i * 3) % 4);
      const displs = [];
      let off = 1;
      for (let i = p - 1; i >= 0; i--) {
        displs[i] = off;
        off += counts[i] + 1;
      }
      res.forEach((r, me) => {
        const a = r.allgather;
        same(
          a.ex14,
          range(p * 100).map((j) => iv(30, Math.floor(j / 100), j % 100)),
          `rank ${me}: Example 6.14`,
        );
        same(
          a.big,
          range(p * 5000).map((j) => iv(31, Math.floor(j / 5000), j % 5000) + 0.5),
          `rank ${me}: allgather of 5000 doubles`,
        );
        same(
          a.v,
          placed(off + 1, counts, displs, (q, e) => iv(32, q, e)),
          `rank ${me}: allgatherv`,
        );
        same(
          a.inplace,
          range(p * 6).map((j) => iv(33, Math.floor(j / 6), j % 6)),
          `rank ${me}: allgather IN_PLACE`,
        );
        same(
          a.vinplace,
          placed(off + 1, counts, displs, (q, e) => iv(34, q, e)),
          `rank ${me}: allgatherv IN_PLACE`,
        );
      });
    },
  ],
  [
    '§6.8: alltoall (3 and 2000 per block), IN_PLACE; alltoallv with zero counts, gaps and reversed receive displacements',
    (res, p) => {
      res.forEach((r, me) => {
        const a = r.alltoall;
        for (const k of [3, 2000]) {
          same(
            a[`k${k}`],
            range(p * k).map((j) => a2a(Math.floor(j / k), me, j % k)),
            `rank ${me}: alltoall, ${k} per block`,
          );
          same(
            a[`k${k}send`],
            range(p * k).map((j) => a2a(me, Math.floor(j / k), j % k)),
            `rank ${me}: alltoall leaves the send buffer as it was`,
          );
        }
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
  ],
  [
    '§6.8, §6.2.1: alltoallv with IN_PLACE (sendcounts and sdispls ignored; the data sent is taken from the receive buffer at rdispls and replaced)',
    (res, p) => {
      res.forEach((r, me) => {
        const a = r.alltoall;
        assert.is(a.vinplaceError, null, `rank ${me}: alltoallv(IN_PLACE, ...) was refused`);
        const counts = range(p).map((j) => ((me + j) % 3) + 1);
        const displs = [];
        let io = 1;
        for (let j = p - 1; j >= 0; j--) {
          displs[j] = io;
          io += counts[j] + 1;
        }
        same(
          a.vinplace.buf,
          placed(io, counts, displs, (j, e) => a2a(j, me, e)),
          `rank ${me}: alltoallv IN_PLACE`,
        );
      });
    },
  ],
  [
    '§6.9.1, §6.9.2, Examples 6.15-6.16: reduce (dot product, vector-matrix product) at every root, each predefined op on int32, float64, uint8 and bigint64; IN_PLACE at the root; the send buffer unchanged',
    (res, p) => {
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
          else assert.is(d.roots[q], null);
        }
        [...new Set([0, p - 1])].forEach((q, k) => {
          if (me === q)
            same(
              d.inplace[k],
              range(9).map((i) => fold(Math.max, 0, p, (x) => iv(53, x, i))),
              `reduce max IN_PLACE at root ${q}`,
            );
        });
        if (me === 0) {
          let dot = 0;
          for (let x = 0; x < p; x++) for (let i = 0; i < 50; i++) dot += iv(40, x, i) * iv(41, x, i);
          assert.is(d.ex15, dot, 'Example 6.15: dot product');
          const c = range(20).map((j) => {
            let s = 0;
            for (let x = 0; x < p; x++) for (let i = 0; i < 10; i++) s += iv(42, x, i) * iv(43, x, i * 20 + j);
            return s;
          });
          same(d.ex16, c, 'Example 6.16: vector times matrix');
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
  ],
  [
    '§6.9.4, Examples 6.17 and 6.19: maxloc and minloc over PAIR_FLOAT64 [value, index] pairs, ties resolved to the lowest index; IN_PLACE allreduce',
    (res, p) => {
      const pairs = (n, f) => range(n).flatMap(f);
      res.forEach((r, me) => {
        const m = r.minmaxloc;
        if (me === 0) {
          same(
            m.ex17,
            pairs(30, (i) => fold(maxloc, 0, p, (x) => [ain(x, i), x])),
            'Example 6.17: the largest value and the first rank holding it',
          );
          let best = null;
          for (let x = 0; x < p; x++)
            for (let i = 0; i < LEN19; i++) {
              const v = val19(x, i);
              if (best === null || v < best.value) best = { value: v, rank: x, index: i };
            }
          assert.equal(m.ex19, best, 'Example 6.19: the global minimum, its rank and its index there');
        }
        for (const [op, f] of [
          ['maxloc', maxloc],
          ['minloc', minloc],
        ])
          same(
            m[`tie_${op}`],
            pairs(4, (i) => fold(f, 0, p, (x) => [i === 0 ? 2.5 : ((x + i) % 3) - 1, 100 - x + i])),
            `rank ${me}: allreduce ${op} with ties (indices decrease with the rank)`,
          );
        same(
          m.inplace,
          pairs(3, (i) => fold(maxloc, 0, p, (x) => [iv(60, x, i) % 7, x * 10 + i])),
          `rank ${me}: allreduce maxloc IN_PLACE`,
        );
      });
    },
  ],
  [
    '§6.9.5, Example 6.20: user-defined ops: the complex product (commutative); non-commutative ops applied in rank order (permutations, small and large, at every root and in allreduce)',
    (res, p) => {
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
            `rank ${me}: allreduce of ${n} permutations`,
          );
        if (me === 0)
          same(
            u.reduce9000,
            range(9000).map((i) => fold(permThen, 0, p, (x) => permOf(71, x, i))),
            'reduce of 9000 permutations at root 0',
          );
      });
    },
  ],
  [
    '§6.9.5: a user function is invoked on whole items of the datatype (2x2 upper triangular matrices as contiguous(3, FLOAT64), multiplied in rank order)',
    (res, p) => {
      res.forEach((r, me) => {
        const u = r.userop;
        for (const n of [5, 3001]) {
          const exp = range(n).flatMap((i) => fold(triMul, 0, p, (x) => triOf(72, x, i)));
          same(u[`tri${n}`], exp, `rank ${me}: allreduce of ${n} matrices`);
          if (me === 0) same(u[`trireduce${n}`], exp, `reduce of ${n} matrices at root 0`);
        }
        const counts = range(p).map((i) => 700 + 3 * i);
        const first = counts.slice(0, me).reduce((x, y) => x + y, 0);
        same(
          u.triRs,
          range(counts[me]).flatMap((i) => fold(triMul, 0, p, (x) => triOf(73, x, first + i))),
          `rank ${me}: reduceScatter of matrices`,
        );
        assert.is(u.triPartialCalls, 0, `rank ${me}: calls of the user function on a part of an item`);
      });
    },
  ],
  [
    '§6.9.6, Example 6.21: allreduce (matrix-vector product, int32 ops, 20000 doubles), IN_PLACE, a non-commutative op in place',
    (res, p) => {
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
        same(
          a.permInplace,
          range(11).map((i) => fold(permThen, 0, p, (x) => permOf(85, x, i))),
          `rank ${me}: allreduce IN_PLACE with a non-commutative op`,
        );
      });
    },
  ],
  [
    '§6.10.1, §6.10.2: reduceScatterBlock and reduceScatter (zero counts), IN_PLACE (the result at the start of the receive buffer), a non-commutative op',
    (res, p) => {
      const counts = range(p).map((i) => (i * 3) % 4);
      res.forEach((r, me) => {
        const s = r.reducescatter;
        for (const k of [3, 3000])
          same(
            s[`block${k}`],
            range(k).map((i) => fold(add, 0, p, (x) => iv(90, x, me * k + i))),
            `rank ${me}: reduceScatterBlock, ${k} per block`,
          );
        same(
          s.blockInplace.slice(0, 4),
          range(4).map((i) => fold(Math.max, 0, p, (x) => iv(91, x, me * 4 + i))),
          `rank ${me}: reduceScatterBlock IN_PLACE`,
        );
        same(
          s.blockPerm,
          range(3).map((i) => fold(permThen, 0, p, (x) => permOf(92, x, me * 3 + i))),
          `rank ${me}: reduceScatterBlock, non-commutative`,
        );
        same(s.counts, counts, 'counts');
        const start = prefix(counts, me);
        same(
          s.v,
          [...range(counts[me]).map((i) => fold(add, 0, p, (x) => iv(93, x, start + i))), SENT, SENT],
          `rank ${me}: reduceScatter (elements past counts[rank] untouched)`,
        );
        same(
          s.vInplace.slice(0, counts[me]),
          range(counts[me]).map((i) => fold(Math.min, 0, p, (x) => iv(94, x, start + i))),
          `rank ${me}: reduceScatter IN_PLACE`,
        );
        same(
          s.vPerm,
          range(counts[me]).map((i) => fold(permThen, 0, p, (x) => permOf(95, x, start + i))),
          `rank ${me}: reduceScatter, non-commutative`,
        );
      });
    },
  ],
  [
    '§6.11.1, §6.11.2, Example 6.22: scan and exscan (rank 0 of exscan not checked), non-commutative ops, IN_PLACE (exscan in place leaves rank 0 unchanged), the segmented scan',
    (res) => {
      res.forEach((r, me) => {
        const s = r.scan;
        const upto = me + 1;
        same(
          s.sum,
          range(20).map((i) => fold(add, 0, upto, (x) => iv(100, x, i))),
          `rank ${me}: scan sum`,
        );
        same(
          s.max,
          range(5).map((i) => fold(Math.max, 0, upto, (x) => iv(101, x, i) / 4)),
          `rank ${me}: scan max`,
        );
        same(
          s.perm,
          range(9).map((i) => fold(permThen, 0, upto, (x) => permOf(102, x, i))),
          `rank ${me}: scan, non-commutative`,
        );
        same(
          s.permBig,
          range(9000).map((i) => fold(permThen, 0, upto, (x) => permOf(103, x, i))),
          `rank ${me}: scan of 9000, non-commutative`,
        );
        same(
          s.inplace,
          range(20).map((i) => fold(add, 0, upto, (x) => iv(104, x, i))),
          `rank ${me}: scan IN_PLACE`,
        );
        if (me > 0) {
          same(
            s.ex,
            range(20).map((i) => fold(add, 0, me, (x) => iv(105, x, i))),
            `rank ${me}: exscan sum`,
          );
          same(
            s.exPerm,
            range(9).map((i) => fold(permThen, 0, me, (x) => permOf(106, x, i))),
            `rank ${me}: exscan, non-commutative`,
          );
          same(
            s.exInplace,
            range(20).map((i) => fold(add, 0, me, (x) => iv(107, x, i))),
            `rank ${me}: exscan IN_PLACE`,
          );
        } else
          same(
            s.exInplace,
            range(20).map((i) => iv(107, 0, i)),
            'rank 0: exscan IN_PLACE must not change the receive buffer (§6.11.2)',
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
  ],
  [
    '§6.12: nonblocking collectives: several outstanding on one communicator match in start order whatever the completion order; waitAny and test; mixed with blocking collectives and point-to-point; overlapping communicators; IN_PLACE',
    (res, p) => {
      const groot = 1 % p;
      res.forEach((r, me) => {
        const nb = r.nonblocking;
        const s = nb.several;
        same(
          s.b1,
          range(5).map((i) => 100 + i),
          `rank ${me}: first ibcast (root 0)`,
        );
        same(
          s.b2,
          range(5).map((i) => 200 + i),
          `rank ${me}: second ibcast (root ${p - 1})`,
        );
        same(
          s.b3,
          range(5).map((i) => 300 + i),
          `rank ${me}: third ibcast (root 0)`,
        );
        same(
          s.ar,
          range(6).map((i) => fold(add, 0, p, (x) => iv(110, x, i))),
          `rank ${me}: iallreduce`,
        );
        if (me === groot)
          same(
            s.g,
            range(p).flatMap((x) => [x, -x]),
            'igather',
          );
        same(
          s.aa,
          range(p).map((x) => x * 100 + me),
          `rank ${me}: ialltoall`,
        );
        same(
          s.sc,
          range(3).map((i) => fold(add, 0, me + 1, (x) => iv(111, x, i))),
          `rank ${me}: iscan`,
        );
        if (me === 0)
          same(
            s.gv,
            [...range(p).flatMap((x) => range(x + 1).map((i) => x * 10 + i)), ...fill((p * (p + 1)) / 2)],
            'igatherv (packed; the rest of the buffer untouched)',
          );
        same(
          nb.any.x,
          range(4).map((i) => fold(Math.max, 0, p, (x) => iv(112, x, i))),
          `rank ${me}: iallreduce max`,
        );
        same(
          nb.any.y,
          range(4).map((i) => fold(Math.min, 0, p, (x) => iv(113, x, i))),
          `rank ${me}: iallreduce min`,
        );
        same(nb.any.seen, [0, 1], `rank ${me}: waitAny returned each request once`);
        same(
          nb.any.z,
          range(3).map((i) => fold(add, 0, p, (x) => x + i)),
          `rank ${me}: iallreduce completed by test()`,
        );
        same(nb.mixed, [40, 41, 42, 43], `rank ${me}: bcast between ibarrier and its wait`);
        if (p > 1 && me === 1) {
          same(nb.p2pBarrier, [4242], 'a message sent while an ibarrier is outstanding');
          same(nb.p2pBcast.got, [61], 'a message sent after the root started ibcast');
        }
        same(nb.p2pBcast.b, [60, 61, 62], `rank ${me}: ibcast around point-to-point`);
        if (p >= 3 && me <= 2) {
          const mine = [
            [0, 1],
            [1, 2],
            [2, 0],
          ]
            .map((pr, k) => (pr.includes(me) ? k : -1))
            .filter((k) => k >= 0);
          assert.equal(Object.keys(nb.overlap).map(Number).sort(), mine, `rank ${me}: communicators`);
          for (const k of mine)
            same(nb.overlap[k], [1000 * (k + 1), 1000 * (k + 1) + 1], `rank ${me}: ibcast on communicator ${k}`);
        }
        same(
          nb.inplace,
          range(4).map((i) => fold(add, 0, p, (x) => iv(114, x, i))),
          `rank ${me}: iallreduce IN_PLACE`,
        );
      });
    },
  ],
  [
    '§6.13: persistent collectives (bcast, reduce incl. IN_PLACE, allreduce with a non-commutative op, gather(v), scatter(v), allgather(v), alltoall, scan, exscan, reduceScatter(Block), barrier) started three times with new buffer contents, through startAll',
    (res, p) => {
      const k = 3;
      const gr = 1 % p;
      const last = p - 1;
      const counts = range(p).map((i) => (i % 3) + 1);
      const ctotal = counts.reduce(add, 0);
      res.forEach((r, me) => {
        same(r.persistent.counts, counts, 'counts');
        r.persistent.rounds.forEach((b, t) => {
          const v = (x, i) => iv(120 + t, x, i);
          const L = (what) => `rank ${me}, start ${t}: ${what}`;
          const sum = (lo, hi, f) => range(k).map((i) => fold(add, lo, hi, (x) => f(x, i)));
          same(
            b.bc,
            range(k).map((i) => v(last, i)),
            L('bcastInit'),
          );
          same(
            b.arR,
            sum(0, p, (x, i) => v(x, i)),
            L('allreduceInit'),
          );
          if (me === 0)
            same(
              b.rdR,
              range(k).map((i) => fold(Math.max, 0, p, (x) => v(x, i + 1))),
              L('reduceInit max'),
            );
          if (me === last)
            same(
              b.ipR,
              sum(0, p, (x, i) => v(x, i + 2)),
              L('reduceInit IN_PLACE'),
            );
          if (me === gr)
            same(
              b.gR,
              range(p * k).map((j) => v(Math.floor(j / k), (j % k) + 3)),
              L('gatherInit'),
            );
          same(
            b.scR,
            range(k).map((i) => v(me, me * k + i + 4)),
            L('scatterInit'),
          );
          same(
            b.agR,
            range(p * k).map((j) => v(Math.floor(j / k), (j % k) + 5)),
            L('allgatherInit'),
          );
          same(
            b.aaR,
            range(p * k).map((j) => v(Math.floor(j / k), me * k + (j % k) + 6)),
            L('alltoallInit'),
          );
          same(
            b.snR,
            sum(0, me + 1, (x, i) => v(x, i + 7)),
            L('scanInit'),
          );
          if (me > 0)
            same(
              b.exR,
              sum(0, me, (x, i) => v(x, i + 8)),
              L('exscanInit'),
            );
          same(
            b.rsbR,
            sum(0, p, (x, i) => v(x, me * k + i + 9)),
            L('reduceScatterBlockInit'),
          );
          const start = prefix(counts, me);
          same(
            b.rsR,
            range(counts[me]).map((i) => fold(add, 0, p, (x) => v(x, start + i + 10))),
            L('reduceScatterInit'),
          );
          if (me === 0)
            same(
              b.gvR,
              range(p).flatMap((x) => range(counts[x]).map((i) => v(x, i + 11))),
              L('gathervInit'),
            );
          same(
            b.svR,
            range(counts[me]).map((i) => v(last, start + i + 12)),
            L('scattervInit'),
          );
          same(
            b.agvR,
            range(p).flatMap((x) => range(counts[x]).map((i) => v(x, i + 13))),
            L('allgathervInit'),
          );
          assert.is(b.agvR.length, ctotal);
          same(
            b.upR,
            range(k).map((i) => fold(permThen, 0, p, (x) => permOf(130 + t, x, i))),
            L('allreduceInit with a non-commutative op'),
          );
        });
      });
    },
  ],
  [
    '§6.2, §6.4-§6.11: zero counts: every collective with empty blocks completes and writes nothing; allgatherv with some ranks contributing nothing',
    (res, p) => {
      const counts = range(p).map((i) => i % 2);
      res.forEach((r, me) => {
        const z = r.zero;
        for (const key of ['allgather', 'scatter', 'allgatherv', 'alltoallv', 'reduceScatter'])
          same(z[key], fill(3), `rank ${me}: ${key} with zero counts wrote into the receive buffer`);
        if (me === 0)
          for (const key of ['gather', 'gatherv'])
            same(z[key], fill(3), `root: ${key} with zero counts wrote into the receive buffer`);
        same(z.scatterv, [], `rank ${me}: scatterv of nothing`);
        same(
          z.mixed,
          placed(
            p + 2,
            counts,
            range(p).map((i) => i + 1),
            (x) => 900 + x,
          ),
          `rank ${me}: allgatherv, odd ranks only`,
        );
      });
    },
  ],
  [
    '§6.4-§6.6, §6.9.1, §6.2.1, §6.9.2, §6.9.4: errors one rank detects alone: a root out of range is ERR_ROOT; IN_PLACE at a non-root of reduce, gather(v), scatter(v) is ERR_BUFFER; an op not defined for the type is ERR_OP',
    (res, p) => {
      res.forEach((r, me) => {
        const e = r.errors;
        for (const [k, code] of Object.entries(e.root)) assert.is(code, 'ERR_ROOT', `rank ${me}: ${k}`);
        assert.is(Object.keys(e.root).length, 11);
        if (me !== 0) {
          for (const [k, code] of Object.entries(e.inplace)) assert.is(code, 'ERR_BUFFER', `rank ${me}: IN_PLACE ${k}`);
          assert.is(Object.keys(e.inplace).length, 8);
        }
        for (const [k, code] of Object.entries(e.op)) assert.is(code, 'ERR_OP', `rank ${me}: ${k}`);
        assert.is(Object.keys(e.op).length, 12);
        assert.is(e.after, (p * (p + 1)) / 2, `rank ${me}: a correct allreduce after the refused calls`);
      });
    },
  ],
];

for (const n of SIZES) {
  for (const [title, check] of SECTIONS) {
    test(`MPI 4.1 ${title} on ${n} rank(s)`, async () => {
      const res = await results(n);
      assert.is(res.length, n);
      check(res, n);
    });
  }
}

test.run();
