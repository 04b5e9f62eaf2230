// MPI 4.1 chapter 6 (collective communication), from the standard's rules and examples. Each
// scenario makes the calls and returns what it observed (receive buffers, send buffers after the
// call, error codes, times); test/coll_rules.test.mjs computes the expected values in plain
// JS from the input generators exported here, and asserts. No call passes overlapping send and
// receive buffers, and no scenario uses the C struct pair types (DOUBLE_INT, LONG_INT, SHORT_INT,
// FLOAT_INT): maxloc/minloc use Datatype.PAIR_FLOAT64 over Float64Array [value, index] pairs.
import { IN_PLACE, Op, Datatype, WasmpiError, waitAll, waitAny, startAll, wtime } from 'wasmpi';
import { codeOf, runScenarios } from './_shared.mjs';

// ── input generators, shared with the driver ──

/** Small integers (exact in every type used, sums of 8 never overflow). */
export const iv = (s, r, i) => ((s * 131 + r * 37 + i * 11) % 199) - 50;
/** Integers that keep a product over 8 ranks small: 1, 2, -1, 3, 1, -2. */
export const pv = (s, r, i) => [1, 2, -1, 3, 1, -2][(s + r * 5 + i) % 6];
/** Inputs of the logical ops: zero and non-zero values other than 1. */
export const lv = (r, i) => [0, 1, 5, -3][(r * (i + 1) + (i >> 2)) % 4] * ((i + r) % 5 !== 0 ? 1 : 0);
/** Example 6.17's values (they repeat across ranks) and Example 6.19's (the minimum on several ranks). */
export const ain = (r, i) => ((r * 3 + i) % 4) * 0.5;
export const LEN19 = 7;
export const val19 = (r, i) => ((r * 5 + i * 3) % 11) - (i === 4 && r % 2 === 1 ? 20 : 0);
/** alltoall(v) payload: who sent it to whom, and which element. */
export const a2a = (src, dst, e) => src * 10000 + dst * 100 + (e % 100);
/** A mark for receive-buffer elements that no block covers (must stay as they were). */
export const SENT = -777;

// Permutations of PN items, encoded as base-8 digits in one number (exact in float64). Composition
// is associative and not commutative: the reduction of x0, x1, ... in rank order is
// x0 ; x1 ; ... (x0 applied first), and any other order of the operands gives another permutation.
export const PN = 5;
export function permDecode(code) {
  const a = [];
  for (let k = 0; k < PN; k++) a.push(Math.floor(code / 8 ** k) % 8);
  return a;
}
export const permEncode = (a) => a.reduce((s, v, k) => s + v * 8 ** k, 0);
/** a then b: k -> b[a[k]]. */
export function permThen(x, y) {
  const a = permDecode(x);
  const b = permDecode(y);
  return permEncode(a.map((v) => b[v]));
}
export function permOf(s, r, i) {
  let seed = (s * 100003 + r * 1009 + i * 7 + 1) >>> 0;
  const a = Array.from({ length: PN }, (_, k) => k);
  for (let k = PN - 1; k > 0; k--) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    const j = (seed >>> 8) % (k + 1);
    [a[k], a[j]] = [a[j], a[k]];
  }
  return permEncode(a);
}

// 2x2 upper triangular matrices [[a, b], [0, d]] stored as 3 doubles [a, b, d]: their product is
// associative and not commutative.
export const triOf = (s, r, i) => [1 + ((r + i + s) % 3), ((r * 7 + i * 3 + s) % 5) - 2, 1 + ((r * 2 + i) % 2)];
export const triMul = (x, y) => [x[0] * y[0], x[0] * y[1] + x[1] * y[2], x[2] * y[2]];

/** Gaussian integers for the complex product example (commutative op). */
export const cxOf = (r, i) => [1 + ((r + i) % 2), ((r + 2 * i) % 3) - 1];
export const cxMul = (x, y) => [x[0] * y[0] - x[1] * y[1], x[0] * y[1] + x[1] * y[0]];

/** Segmented scan: segment ids non-decreasing in the rank for every element. */
export const segOf = (r, i) => Math.floor((r + (i % 3)) / (2 + (i % 2)));
export const segVal = (r, i) => r * 3 + i + 1;

/** The standard's 100 x 150 int array of its gather/scatter examples; element [row][col] of rank r. */
export const ROWS = 100;
export const COLS = 150;
export const cell = (r, row, col) => r * 100000 + row * 1000 + col;

// ── helpers ──

/** A call that may be refused on every rank alike (before any communication). */
function attempt(fn) {
  try {
    fn();
    return null;
  } catch (e) {
    return e instanceof WasmpiError ? `${e.code}: ${e.message}` : String(e);
  }
}

const I32 = (n, f) => Int32Array.from({ length: n }, (_, i) => f(i));
const F64 = (n, f) => Float64Array.from({ length: n }, (_, i) => f(i));
const sleepMs = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

const permOp = () =>
  Op.create(
    (inout, input) => {
      for (let i = 0; i < inout.length; i++) inout[i] = permThen(input[i], inout[i]);
    },
    { commutative: false },
  );

/** The 100 x 150 array of rank r, row-major (C). */
const array2d = (r) => {
  const a = new Int32Array(ROWS * COLS);
  for (let row = 0; row < ROWS; row++) for (let col = 0; col < COLS; col++) a[row * COLS + col] = cell(r, row, col);
  return a;
};

// ── scenarios ──

const scenarios = {
  // §6.3: nobody leaves the barrier before everybody entered it; a message sent before it is
  // received after it.
  barrier(world) {
    const { rank: me, size: p } = world;
    const out = {};
    // blocking: rank 0 enters 50 ms late
    if (me === 0) sleepMs(50);
    out.enter = wtime();
    world.barrier();
    out.exit = wtime();
    // nonblocking: rank p-1 enters late; completion waits for it
    if (me === p - 1) sleepMs(50);
    out.ienter = wtime();
    world.ibarrier().wait();
    out.iexit = wtime();
    // persistent, started twice, a different late rank each time
    const b = world.barrierInit();
    out.penter = [];
    out.pexit = [];
    for (let t = 0; t < 2; t++) {
      if (me === (t + 1) % p) sleepMs(50);
      out.penter.push(wtime());
      b.start();
      b.wait();
      out.pexit.push(wtime());
    }
    b.free();
    // a message isent before the barrier is received after it
    const next = (me + 1) % p;
    const prev = (me + p - 1) % p;
    const s = world.isend(Int32Array.of(me * 10 + 1, me), next, 7);
    world.barrier();
    const got = new Int32Array(2);
    const st = world.recv(got, prev, 7);
    s.wait();
    out.msg = { got, source: st.source, tag: st.tag, count: st.count };
    return out;
  },

  // §6.4, Example 6.1: broadcast 100 ints from every root; a large one from the last rank.
  bcast(world) {
    const { rank: me, size: p } = world;
    const out = { small: [], f64: [] };
    for (let root = 0; root < p; root++) {
      const b = me === root ? I32(100, (i) => iv(root, root, i)) : new Int32Array(100).fill(SENT);
      world.bcast(b, root);
      out.small.push(b);
      const f = me === root ? F64(7, (i) => root + i / 8) : new Float64Array(7).fill(SENT);
      world.bcast(f, root);
      out.f64.push(f);
    }
    const big = me === p - 1 ? F64(20000, (i) => iv(9, p - 1, i) + 0.25) : new Float64Array(20000).fill(SENT);
    world.bcast(big, p - 1);
    out.big = big;
    return out;
  },

  // §6.5 and its Examples 6.2-6.10; IN_PLACE at the root (§6.2.1, §6.5).
  gather(world) {
    const { rank: me, size: p } = world;
    const out = {};
    const stride = 105;
    // Example 6.2 / 6.3: 100 ints from every rank to the root; every root; the root alone
    // allocates the receive buffer
    out.ex2 = [];
    for (let root = 0; root < p; root++) {
      const send = I32(100, (i) => iv(1, me, i));
      const rbuf = me === root ? new Int32Array(p * 100).fill(SENT) : null;
      world.gather(send, rbuf, root);
      out.ex2.push(rbuf);
    }
    const root = p - 1;
    // Example 6.4: the root receives one item of contiguous(100, INT) per rank
    {
      const rtype = Datatype.contiguous(100, Datatype.INT32).commit();
      const rbuf = me === root ? new Int32Array(p * 100).fill(SENT) : null;
      world.gather(
        I32(100, (i) => iv(2, me, i)),
        rbuf,
        root,
        { recvtype: rtype, recvcount: 1 },
      );
      out.ex4 = rbuf;
    }
    const gv = (send, counts, displs, len, opts) => {
      const rbuf = me === root ? new Int32Array(len).fill(SENT) : null;
      world.gatherv(send, rbuf, me === root ? counts : null, me === root ? displs : null, root, opts);
      return rbuf;
    };
    const all100 = new Array(p).fill(100);
    const strided = Array.from({ length: p }, (_, i) => i * stride);
    const A = array2d(me);
    // Example 6.5: 100 ints from each, stride ints apart at the root
    out.ex5 = gv(
      I32(100, (i) => iv(3, me, i)),
      all100,
      strided,
      p * stride,
    );
    // Example 6.6: the 100 ints of column 0 of the 100 x 150 array (a vector type at the sender)
    const col100 = Datatype.vector(ROWS, 1, COLS, Datatype.INT32).commit();
    out.ex6 = gv(A, all100, strided, p * stride, { sendtype: col100, sendcount: 1 });
    // Example 6.7: rank i sends the first 100-i ints of column i
    const less = Array.from({ length: p }, (_, i) => 100 - i);
    const coli = Datatype.vector(100 - me, 1, COLS, Datatype.INT32).commit();
    out.ex7 = gv(A.subarray(me), less, strided, p * stride, { sendtype: coli, sendcount: 1 });
    // Example 6.8: the same with a resized int (extent one row) sent 100-i times
    const rowint = Datatype.resized(Datatype.INT32, 0, COLS * 4).commit();
    out.ex8 = gv(A.subarray(me), less, strided, p * stride, { sendtype: rowint, sendcount: 100 - me });
    // Example 6.9: the same at the sender; the stride between received blocks varies by block
    const varDispls = [];
    let off = 0;
    for (let i = 0; i < p; i++) {
      varDispls.push(off);
      off += 100 - i + 1 + ((i * 5) % 4);
    }
    out.ex9 = gv(A.subarray(me), less, varDispls, off, { sendtype: coli, sendcount: 1 });
    // Example 6.10: num ints of column i, num unknown to the root: gather the nums first, then
    // gatherv placing the blocks contiguously
    {
      const num = ((me * 13) % 37) + 1;
      const nums = me === root ? new Int32Array(p) : null;
      world.gather(Int32Array.of(num), nums, root);
      let displs = null;
      let total = 0;
      if (me === root) {
        displs = [];
        for (let i = 0; i < p; i++) {
          displs.push(total);
          total += nums[i];
        }
      }
      const stype = Datatype.vector(num, 1, COLS, Datatype.INT32).commit();
      const rbuf = me === root ? new Int32Array(total).fill(SENT) : null;
      world.gatherv(A.subarray(me), rbuf, nums, displs, root, { sendtype: stype, sendcount: 1 });
      out.ex10 = { nums, rbuf };
    }
    // IN_PLACE at the root: its block is already at block `root` of the receive buffer
    out.inplace = [];
    for (const r of [...new Set([0, p - 1])]) {
      let rbuf = null;
      if (me === r) {
        rbuf = new Int32Array(p * 4).fill(SENT);
        rbuf.set(
          I32(4, (i) => iv(4, me, i)),
          r * 4,
        );
        world.gather(IN_PLACE, rbuf, r);
      } else
        world.gather(
          I32(4, (i) => iv(4, me, i)),
          null,
          r,
        );
      out.inplace.push(rbuf);
    }
    // gatherv IN_PLACE: the root's block is already at displs[root]
    {
      const counts = Array.from({ length: p }, (_, i) => (i % 3) + 1);
      const displs = Array.from({ length: p }, (_, i) => 5 * (p - 1 - i) + 1);
      let rbuf = null;
      if (me === root) {
        rbuf = new Int32Array(5 * p + 1).fill(SENT);
        rbuf.set(
          I32(counts[me], (i) => iv(5, me, i)),
          displs[me],
        );
        world.gatherv(IN_PLACE, rbuf, counts, displs, root);
      } else
        world.gatherv(
          I32(counts[me], (i) => iv(5, me, i)),
          null,
          null,
          null,
          root,
        );
      out.vinplace = { rbuf, counts, displs };
    }
    return out;
  },

  // §6.6 and its Examples 6.11-6.13; IN_PLACE at the root.
  scatter(world) {
    const { rank: me, size: p } = world;
    const out = {};
    const stride = 105;
    // Example 6.11: sets of 100 ints from the root to each rank; every root
    out.ex11 = [];
    for (let root = 0; root < p; root++) {
      const send = me === root ? I32(p * 100, (j) => iv(root + 20, Math.floor(j / 100), j % 100)) : null;
      const rbuf = new Int32Array(100).fill(SENT);
      world.scatter(send, rbuf, root);
      out.ex11.push(rbuf);
      if (me === root) out.ex11send = Array.from(send.subarray(0, 3));
    }
    const root = 0;
    // Example 6.12: the sets of 100 are stride ints apart at the root
    {
      const send = me === root ? I32(p * stride, (j) => iv(21, Math.floor(j / stride), j % stride)) : null;
      const rbuf = new Int32Array(100).fill(SENT);
      world.scatterv(
        send,
        new Array(p).fill(100),
        Array.from({ length: p }, (_, i) => i * stride),
        rbuf,
        root,
      );
      out.ex12 = rbuf;
    }
    // Example 6.13: 100-i ints to rank i at a varying stride; received into column i of a
    // 100 x 150 array (a vector receive type)
    {
      const counts = Array.from({ length: p }, (_, i) => 100 - i);
      const displs = [];
      let off = 0;
      for (let i = 0; i < p; i++) {
        displs.push(off);
        off += 100 - i + 2 + (i % 3);
      }
      const send = me === root ? I32(off, (j) => 7000000 + j) : null;
      const recv = new Int32Array(ROWS * COLS).fill(SENT);
      const rtype = Datatype.vector(100 - me, 1, COLS, Datatype.INT32).commit();
      world.scatterv(send, counts, displs, recv.subarray(me), root, { recvtype: rtype, recvcount: 1 });
      out.ex13 = { recv, displs };
    }
    // IN_PLACE at the root: it keeps its block in the send buffer and receives nothing
    out.inplace = [];
    for (const r of [...new Set([0, p - 1])]) {
      let got;
      if (me === r) {
        const send = I32(p * 3, (j) => iv(22, Math.floor(j / 3), j % 3));
        world.scatter(send, IN_PLACE, r);
        got = send;
      } else {
        got = new Int32Array(3).fill(SENT);
        world.scatter(null, got, r);
      }
      out.inplace.push(got);
    }
    {
      const counts = Array.from({ length: p }, (_, i) => (i % 3) + 1);
      const displs = Array.from({ length: p }, (_, i) => 4 * (p - 1 - i));
      let got;
      if (me === root) {
        const send = I32(4 * p, (j) => 500 + j);
        world.scatterv(send, counts, displs, IN_PLACE, root);
        got = send;
      } else {
        got = new Int32Array(counts[me]).fill(SENT);
        world.scatterv(null, null, null, got, root);
      }
      out.vinplace = { got, counts, displs };
    }
    return out;
  },

  // §6.7, Example 6.14; allgatherv; IN_PLACE.
  allgather(world) {
    const { rank: me, size: p } = world;
    const out = {};
    out.ex14 = new Int32Array(p * 100).fill(SENT);
    world.allgather(
      I32(100, (i) => iv(30, me, i)),
      out.ex14,
    );
    out.big = new Float64Array(p * 5000).fill(SENT);
    world.allgather(
      F64(5000, (i) => iv(31, me, i) + 0.5),
      out.big,
    );
    // allgatherv: counts with zeros, displacements in reverse rank order with gaps
    const counts = Array.from({ length: p }, (_, i) => (i * 3) % 4);
    const displs = [];
    let off = 1;
    for (let i = p - 1; i >= 0; i--) {
      displs[i] = off;
      off += counts[i] + 1;
    }
    out.v = new Int32Array(off + 1).fill(SENT);
    world.allgatherv(
      I32(counts[me], (i) => iv(32, me, i)),
      out.v,
      counts,
      displs,
    );
    // IN_PLACE: each rank's block already sits at its place in the receive buffer
    out.inplace = new Int32Array(p * 6).fill(SENT);
    out.inplace.set(
      I32(6, (i) => iv(33, me, i)),
      me * 6,
    );
    world.allgather(IN_PLACE, out.inplace);
    out.vinplace = new Int32Array(off + 1).fill(SENT);
    out.vinplace.set(
      I32(counts[me], (i) => iv(34, me, i)),
      displs[me],
    );
    world.allgatherv(IN_PLACE, out.vinplace, counts, displs);
    return out;
  },

  // §6.8: alltoall, alltoallv; IN_PLACE for both (MPI 2.2 and later allow it for alltoallv).
  alltoall(world) {
    const { rank: me, size: p } = world;
    const out = {};
    const code = a2a;
    for (const k of [3, 2000]) {
      const send = I32(p * k, (j) => code(me, Math.floor(j / k), j % k));
      const recv = new Int32Array(p * k).fill(SENT);
      world.alltoall(send, recv);
      out[`k${k}`] = recv;
      out[`k${k}send`] = send;
    }
    // IN_PLACE: the receive buffer holds the outgoing blocks
    out.inplace = I32(p * 4, (j) => code(me, Math.floor(j / 4), j));
    world.alltoall(IN_PLACE, out.inplace);
    // alltoallv: zeros among the counts; send displacements with gaps, receive ones reversed
    const cnt = (src, dst) => (src + 2 * dst) % 4;
    const scounts = Array.from({ length: p }, (_, j) => cnt(me, j));
    const rcounts = Array.from({ length: p }, (_, i) => cnt(i, me));
    const sdispls = [];
    let so = 2;
    for (let j = 0; j < p; j++) {
      sdispls.push(so);
      so += scounts[j] + 1;
    }
    const rdispls = [];
    let ro = 1;
    for (let i = p - 1; i >= 0; i--) {
      rdispls[i] = ro;
      ro += rcounts[i] + 2;
    }
    const send = new Int32Array(so).fill(-1);
    for (let j = 0; j < p; j++) for (let e = 0; e < scounts[j]; e++) send[sdispls[j] + e] = code(me, j, e);
    out.v = new Int32Array(ro).fill(SENT);
    world.alltoallv(send, scounts, sdispls, out.v, rcounts, rdispls);
    // alltoallv IN_PLACE: counts symmetric (what i sends to j is what j receives from i); the
    // data sent is taken from the receive buffer at rdispls and replaced by the data received
    const ccount = (a, b) => ((a + b) % 3) + 1;
    const icounts = Array.from({ length: p }, (_, j) => ccount(me, j));
    const idispls = [];
    let io = 1;
    for (let j = p - 1; j >= 0; j--) {
      idispls[j] = io;
      io += icounts[j] + 1;
    }
    const ibuf = new Int32Array(io).fill(SENT);
    for (let j = 0; j < p; j++) for (let e = 0; e < icounts[j]; e++) ibuf[idispls[j] + e] = code(me, j, e);
    out.vinplaceError = attempt(() => world.alltoallv(IN_PLACE, null, null, ibuf, icounts, idispls));
    out.vinplace = { buf: ibuf, counts: icounts, displs: idispls };
    return out;
  },

  // §6.9.1 and §6.9.2: reduce (Examples 6.15, 6.16), every root, each predefined op, IN_PLACE.
  reduce(world) {
    const { rank: me, size: p } = world;
    const out = {};
    // Example 6.15: dot product of two distributed vectors, the answer at rank 0
    {
      const a = F64(50, (i) => iv(40, me, i));
      const b = F64(50, (i) => iv(41, me, i));
      let sum = 0;
      for (let i = 0; i < 50; i++) sum += a[i] * b[i];
      const c = new Float64Array(1);
      world.reduce(Float64Array.of(sum), me === 0 ? c : null, 'sum', 0);
      out.ex15 = me === 0 ? c[0] : null;
    }
    // Example 6.16: vector (distributed) times matrix (distributed by rows), answer at rank 0
    {
      const m = 10;
      const n = 20;
      const a = F64(m, (i) => iv(42, me, i));
      const sum = new Float64Array(n);
      for (let j = 0; j < n; j++) for (let i = 0; i < m; i++) sum[j] += a[i] * iv(43, me, i * n + j);
      const c = me === 0 ? new Float64Array(n).fill(SENT) : null;
      world.reduce(sum, c, 'sum', 0);
      out.ex16 = c;
    }
    // every root
    out.roots = [];
    for (let root = 0; root < p; root++) {
      const r = me === root ? new Int32Array(30).fill(SENT) : null;
      world.reduce(
        I32(30, (i) => iv(44 + root, me, i)),
        r,
        'sum',
        root,
      );
      out.roots.push(r);
    }
    // §6.9.2: every predefined op on int32 at the last rank
    const root = p - 1;
    out.ops = {};
    const intIn = (op) =>
      op === 'prod'
        ? I32(12, (i) => pv(50, me, i))
        : op.startsWith('l')
          ? I32(12, (i) => lv(me, i))
          : I32(12, (i) => iv(51, me, i));
    for (const op of ['sum', 'prod', 'min', 'max', 'land', 'lor', 'lxor', 'band', 'bor', 'bxor']) {
      const r = me === root ? new Int32Array(12).fill(SENT) : null;
      world.reduce(intIn(op), r, op, root);
      out.ops[op] = r;
    }
    // float64, uint8, bigint64
    out.f64 = {};
    for (const op of ['sum', 'prod', 'min', 'max']) {
      const r = me === root ? new Float64Array(6).fill(SENT) : null;
      world.reduce(
        F64(6, (i) => (op === 'prod' ? pv(52, me, i) * 0.5 : iv(52, me, i) / 4)),
        r,
        op,
        root,
      );
      out.f64[op] = r;
    }
    {
      const r = me === root ? new Uint8Array(8) : null;
      world.reduce(
        Uint8Array.from({ length: 8 }, (_, i) => (me * 29 + i * 71) & 255),
        r,
        'bxor',
        root,
      );
      out.u8bxor = r;
      const b = me === root ? new BigInt64Array(3) : null;
      world.reduce(
        BigInt64Array.from({ length: 3 }, (_, i) => BigInt(me + 1) * 10n ** 15n + BigInt(i)),
        b,
        'sum',
        root,
      );
      out.bigsum = b;
    }
    // IN_PLACE at the root: its input is the receive buffer's contents
    out.inplace = [];
    for (const r of [...new Set([0, p - 1])]) {
      let res = null;
      if (me === r) {
        res = I32(9, (i) => iv(53, me, i));
        world.reduce(IN_PLACE, res, 'max', r);
      } else
        world.reduce(
          I32(9, (i) => iv(53, me, i)),
          null,
          'max',
          r,
        );
      out.inplace.push(res);
    }
    // the send buffer is not modified
    const keep = I32(10, (i) => iv(54, me, i));
    world.reduce(keep, me === 0 ? new Int32Array(10) : null, 'sum', 0);
    out.keep = keep;
    return out;
  },

  // §6.9.4: MAXLOC and MINLOC over PAIR_FLOAT64 [value, index] pairs (Examples 6.17 and 6.19), ties
  // resolved to the lowest index.
  minmaxloc(world) {
    const { rank: me } = world;
    const PAIR = Datatype.PAIR_FLOAT64;
    const out = {};
    // Example 6.17: 30 doubles per rank; for each location the largest value and the rank holding
    // it (values repeat across ranks: ties)
    {
      const inp = new Float64Array(60);
      for (let i = 0; i < 30; i++) {
        inp[2 * i] = ain(me, i);
        inp[2 * i + 1] = me;
      }
      const o = me === 0 ? new Float64Array(60).fill(SENT) : null;
      world.reduce(inp, o, 'maxloc', 0, { datatype: PAIR });
      out.ex17 = o;
    }
    // Example 6.19: each rank has LEN values; find the global minimum, the rank holding it and its
    // index there (index = rank * LEN + local index); the minimum appears on several ranks
    {
      const LEN = LEN19;
      const vals = F64(LEN, (i) => val19(me, i));
      let mi = 0;
      for (let i = 1; i < LEN; i++) if (vals[i] < vals[mi]) mi = i;
      const inp = Float64Array.of(vals[mi], me * LEN + mi);
      const o = me === 0 ? new Float64Array(2).fill(SENT) : null;
      world.reduce(inp, o, 'minloc', 0, { datatype: PAIR });
      out.ex19 = o && { value: o[0], rank: Math.floor(o[1] / LEN), index: o[1] % LEN };
    }
    // ties: equal values everywhere, the indices decreasing with the rank: the lowest index wins,
    // which is the highest rank's
    for (const op of ['maxloc', 'minloc']) {
      const inp = new Float64Array(8);
      for (let i = 0; i < 4; i++) {
        inp[2 * i] = i === 0 ? 2.5 : ((me + i) % 3) - 1;
        inp[2 * i + 1] = 100 - me + i;
      }
      const o = new Float64Array(8).fill(SENT);
      world.allreduce(inp, o, op, { datatype: PAIR });
      out[`tie_${op}`] = o;
      out[`tie_${op}_in`] = inp;
    }
    // IN_PLACE allreduce maxloc
    {
      const b = new Float64Array(6);
      for (let i = 0; i < 3; i++) {
        b[2 * i] = iv(60, me, i) % 7;
        b[2 * i + 1] = me * 10 + i;
      }
      world.allreduce(IN_PLACE, b, 'maxloc', { datatype: PAIR });
      out.inplace = b;
    }
    return out;
  },

  // §6.9.5: user-defined ops. Example 6.20 (complex product, commutative), and non-commutative
  // ones that must be applied in rank order: permutations (one double each) and 2x2 upper
  // triangular matrices (an item of 3 doubles, Datatype.contiguous(3, FLOAT64)).
  userop(world) {
    const { rank: me, size: p } = world;
    const out = {};
    // Example 6.20
    {
      const ctype = Datatype.contiguous(2, Datatype.FLOAT64).commit();
      const myProd = Op.create(
        (inout, input) => {
          for (let i = 0; i + 1 < inout.length; i += 2) {
            const [re, im] = cxMul([input[i], input[i + 1]], [inout[i], inout[i + 1]]);
            inout[i] = re;
            inout[i + 1] = im;
          }
        },
        { commutative: true },
      );
      const a = new Float64Array(200);
      for (let i = 0; i < 100; i++) [a[2 * i], a[2 * i + 1]] = cxOf(me, i);
      const answer = me === 0 ? new Float64Array(200).fill(SENT) : null;
      world.reduce(a, answer, myProd, 0, { datatype: ctype, count: 100 });
      out.ex20 = answer;
    }
    // permutations: reduce at every root, allreduce, small and large (> 64 KiB)
    const perm = permOp();
    out.reduce = [];
    for (let root = 0; root < p; root++) {
      const r = me === root ? new Float64Array(7).fill(SENT) : null;
      world.reduce(
        F64(7, (i) => permOf(root, me, i)),
        r,
        perm,
        root,
      );
      out.reduce.push(r);
    }
    for (const n of [7, 9000]) {
      const r = new Float64Array(n).fill(SENT);
      world.allreduce(
        F64(n, (i) => permOf(70, me, i)),
        r,
        perm,
      );
      out[`allreduce${n}`] = r;
    }
    {
      const r = me === 0 ? new Float64Array(9000).fill(SENT) : null;
      world.reduce(
        F64(9000, (i) => permOf(71, me, i)),
        r,
        perm,
        0,
      );
      out.reduce9000 = r;
    }
    // upper triangular matrices, one item = 3 doubles; the function must see whole items
    const tri = Datatype.contiguous(3, Datatype.FLOAT64).commit();
    let partial = 0;
    const triOp = Op.create(
      (inout, input) => {
        if (inout.length % 3 !== 0) partial++;
        for (let i = 0; i + 2 < inout.length; i += 3) {
          const m = triMul([input[i], input[i + 1], input[i + 2]], [inout[i], inout[i + 1], inout[i + 2]]);
          inout[i] = m[0];
          inout[i + 1] = m[1];
          inout[i + 2] = m[2];
        }
      },
      { commutative: false },
    );
    for (const n of [5, 3001]) {
      const a = new Float64Array(3 * n);
      for (let i = 0; i < n; i++) a.set(triOf(72, me, i), 3 * i);
      const r = new Float64Array(3 * n).fill(SENT);
      world.allreduce(a, r, triOp, { datatype: tri, count: n });
      out[`tri${n}`] = r;
      const q = me === 0 ? new Float64Array(3 * n).fill(SENT) : null;
      world.reduce(a, q, triOp, 0, { datatype: tri, count: n });
      out[`trireduce${n}`] = q;
    }
    // reduceScatter (v-counts): each rank's block of whole items
    const counts = Array.from({ length: world.size }, (_, i) => 700 + 3 * i);
    const total = counts.reduce((x, y) => x + y, 0);
    const s = new Float64Array(3 * total);
    for (let i = 0; i < total; i++) s.set(triOf(73, me, i), 3 * i);
    const rs = new Float64Array(3 * counts[me]).fill(SENT);
    world.reduceScatter(s, rs, counts, triOp, { datatype: tri });
    out.triRs = rs;
    out.triPartialCalls = partial;
    return out;
  },

  // §6.9.6: allreduce (Example 6.21), types, IN_PLACE, a non-commutative op in place.
  allreduce(world) {
    const { rank: me } = world;
    const out = {};
    // Example 6.21: Example 6.16 with the result at every rank
    {
      const m = 10;
      const n = 20;
      const a = F64(m, (i) => iv(80, me, i));
      const sum = new Float64Array(n);
      for (let j = 0; j < n; j++) for (let i = 0; i < m; i++) sum[j] += a[i] * iv(81, me, i * n + j);
      out.ex21 = new Float64Array(n).fill(SENT);
      world.allreduce(sum, out.ex21, 'sum');
    }
    out.i32 = {};
    for (const op of ['sum', 'min', 'max', 'bor']) {
      out.i32[op] = new Int32Array(40).fill(SENT);
      world.allreduce(
        I32(40, (i) => iv(82, me, i)),
        out.i32[op],
        op,
      );
    }
    out.big = new Float64Array(20000).fill(SENT);
    world.allreduce(
      F64(20000, (i) => iv(83, me, i)),
      out.big,
      'sum',
    );
    out.inplace = F64(33, (i) => iv(84, me, i) / 2);
    world.allreduce(IN_PLACE, out.inplace, 'sum');
    out.permInplace = F64(11, (i) => permOf(85, me, i));
    world.allreduce(IN_PLACE, out.permInplace, permOp());
    return out;
  },

  // §6.10: reduceScatterBlock (§6.10.1) and reduceScatter (§6.10.2); IN_PLACE; a non-commutative op.
  reducescatter(world) {
    const { rank: me, size: p } = world;
    const out = {};
    for (const k of [3, 3000]) {
      out[`block${k}`] = new Int32Array(k).fill(SENT);
      world.reduceScatterBlock(
        I32(p * k, (j) => iv(90, me, j)),
        out[`block${k}`],
        'sum',
      );
    }
    out.blockInplace = I32(p * 4, (j) => iv(91, me, j));
    world.reduceScatterBlock(IN_PLACE, out.blockInplace, 'max');
    out.blockPerm = new Float64Array(3).fill(SENT);
    world.reduceScatterBlock(
      F64(p * 3, (j) => permOf(92, me, j)),
      out.blockPerm,
      permOp(),
    );
    const counts = Array.from({ length: p }, (_, i) => (i * 3) % 4);
    const total = counts.reduce((a, b) => a + b, 0);
    out.counts = counts;
    out.v = new Int32Array(counts[me] + 2).fill(SENT);
    world.reduceScatter(
      I32(total, (j) => iv(93, me, j)),
      out.v,
      counts,
      'sum',
    );
    out.vInplace = I32(total, (j) => iv(94, me, j));
    world.reduceScatter(IN_PLACE, out.vInplace, counts, 'min');
    out.vPerm = new Float64Array(counts[me]).fill(SENT);
    world.reduceScatter(
      F64(total, (j) => permOf(95, me, j)),
      out.vPerm,
      counts,
      permOp(),
    );
    return out;
  },

  // §6.11: scan (§6.11.1), exscan (§6.11.2), IN_PLACE, a non-commutative op, and the segmented
  // scan of Example 6.22 (a user op over [value, segment] items).
  scan(world) {
    const { rank: me } = world;
    const out = {};
    out.sum = new Int32Array(20).fill(SENT);
    world.scan(
      I32(20, (i) => iv(100, me, i)),
      out.sum,
      'sum',
    );
    out.max = new Float64Array(5).fill(SENT);
    world.scan(
      F64(5, (i) => iv(101, me, i) / 4),
      out.max,
      'max',
    );
    out.perm = new Float64Array(9).fill(SENT);
    world.scan(
      F64(9, (i) => permOf(102, me, i)),
      out.perm,
      permOp(),
    );
    out.permBig = new Float64Array(9000).fill(SENT);
    world.scan(
      F64(9000, (i) => permOf(103, me, i)),
      out.permBig,
      permOp(),
    );
    out.inplace = I32(20, (i) => iv(104, me, i));
    world.scan(IN_PLACE, out.inplace, 'sum');
    out.ex = new Int32Array(20).fill(SENT);
    world.exscan(
      I32(20, (i) => iv(105, me, i)),
      out.ex,
      'sum',
    );
    out.exPerm = new Float64Array(9).fill(SENT);
    world.exscan(
      F64(9, (i) => permOf(106, me, i)),
      out.exPerm,
      permOp(),
    );
    out.exInplace = I32(20, (i) => iv(107, me, i));
    world.exscan(IN_PLACE, out.exInplace, 'sum');
    // Example 6.22: segmented scan
    {
      const segType = Datatype.contiguous(2, Datatype.FLOAT64).commit();
      const segScan = Op.create(
        (inout, input) => {
          for (let i = 0; i + 1 < inout.length; i += 2) {
            if (input[i + 1] === inout[i + 1]) inout[i] = input[i] + inout[i];
          }
        },
        { commutative: false },
      );
      const n = 12;
      const a = new Float64Array(2 * n);
      for (let i = 0; i < n; i++) {
        a[2 * i] = segVal(me, i);
        a[2 * i + 1] = segOf(me, i);
      }
      out.seg = new Float64Array(2 * n).fill(SENT);
      world.scan(a, out.seg, segScan, { datatype: segType, count: n });
    }
    return out;
  },

  // §6.12: nonblocking collectives: several outstanding on one communicator match in the order
  // they were started, whatever order they are completed in; mixed with blocking collectives and
  // with point-to-point; on overlapping communicators.
  nonblocking(world) {
    const { rank: me, size: p } = world;
    const out = {};
    {
      const b1 = me === 0 ? I32(5, (i) => 100 + i) : new Int32Array(5).fill(SENT);
      const b2 = me === p - 1 ? I32(5, (i) => 200 + i) : new Int32Array(5).fill(SENT);
      const b3 = me === 0 ? I32(5, (i) => 300 + i) : new Int32Array(5).fill(SENT);
      const ar = new Int32Array(6).fill(SENT);
      const groot = 1 % p;
      const g = me === groot ? new Int32Array(2 * p).fill(SENT) : null;
      const aa = new Int32Array(p).fill(SENT);
      const sc = new Int32Array(3).fill(SENT);
      const gv = me === 0 ? new Int32Array(p * (p + 1)).fill(SENT) : null;
      const reqs = [
        world.ibcast(b1, 0),
        world.ibcast(b2, p - 1),
        world.iallreduce(
          I32(6, (i) => iv(110, me, i)),
          ar,
          'sum',
        ),
        world.igather(Int32Array.of(me, -me), g, groot),
        world.ibarrier(),
        world.ialltoall(
          I32(p, (j) => me * 100 + j),
          aa,
        ),
        world.ibcast(b3, 0),
        world.iscan(
          I32(3, (i) => iv(111, me, i)),
          sc,
          'sum',
        ),
        world.igatherv(
          I32(me + 1, (i) => me * 10 + i),
          gv,
          me === 0 ? Array.from({ length: p }, (_, i) => i + 1) : null,
          null,
          0,
        ),
      ];
      // completed in reverse order, one at a time
      for (let i = reqs.length - 1; i >= 0; i--) reqs[i].wait();
      out.several = { b1, b2, b3, ar, g, aa, sc, gv };
    }
    {
      // completed through waitAny, polled with test
      const x = new Float64Array(4).fill(SENT);
      const y = new Float64Array(4).fill(SENT);
      const r1 = world.iallreduce(
        F64(4, (i) => iv(112, me, i)),
        x,
        'max',
      );
      const r2 = world.iallreduce(
        F64(4, (i) => iv(113, me, i)),
        y,
        'min',
      );
      const seen = [];
      for (let k = 0; k < 2; k++) seen.push(waitAny([r1, r2]).index);
      const z = new Float64Array(3).fill(SENT);
      const r3 = world.iallreduce(
        F64(3, (i) => me + i),
        z,
        'sum',
      );
      let polls = 0;
      while (!r3.test()) polls++;
      out.any = { x, y, z, seen: seen.sort(), polls };
    }
    {
      // mixing: ibarrier, then a blocking bcast, then the wait (the same order on every rank)
      const r = world.ibarrier();
      const b = me === 0 ? I32(4, (i) => 40 + i) : new Int32Array(4).fill(SENT);
      world.bcast(b, 0);
      r.wait();
      out.mixed = b;
    }
    {
      // point-to-point while an ibarrier is outstanding: 0 sends to 1 between the ibarrier and its wait
      const r = world.ibarrier();
      let got = null;
      if (p > 1 && me === 0) world.send(Int32Array.of(4242), 1, 3);
      if (p > 1 && me === 1) {
        got = new Int32Array(1);
        world.recv(got, 0, 3);
      }
      r.wait();
      out.p2pBarrier = got;
    }
    {
      // the root starts an ibcast and then sends; rank 1 receives first and starts its ibcast after:
      // a nonblocking collective does not block its caller
      const b = me === 0 ? I32(3, (i) => 60 + i) : new Int32Array(3).fill(SENT);
      let got = null;
      let r;
      if (me === 0) {
        r = world.ibcast(b, 0);
        if (p > 1) world.send(Int32Array.of(61), 1, 4);
      } else if (me === 1) {
        got = new Int32Array(1);
        world.recv(got, 0, 4);
        r = world.ibcast(b, 0);
      } else r = world.ibcast(b, 0);
      r.wait();
      out.p2pBcast = { b, got };
    }
    {
      // overlapping communicators (ranks 0, 1, 2): each rank has an ibcast outstanding on two
      // communicators at once, started in an order that would deadlock with blocking calls
      const g = world.group;
      const pairs = [
        [0, 1],
        [1, 2],
        [2, 0],
      ];
      const comms = p >= 3 ? pairs.map((pr) => world.create(g.incl(pr))) : [];
      const got = {};
      if (p >= 3 && me <= 2) {
        // comm k's root is its rank 0: pairs[k][0]
        // rank 0 starts comm 0 then comm 2; rank 1 comm 1 then comm 0; rank 2 comm 2 then comm 1
        const order = me === 0 ? [0, 2] : me === 1 ? [1, 0] : [2, 1];
        const reqs = [];
        for (const k of order) {
          const c = comms[k];
          const b = c.rank === 0 ? I32(2, (i) => 1000 * (k + 1) + i) : new Int32Array(2).fill(SENT);
          got[k] = b;
          reqs.push(c.ibcast(b, 0));
        }
        waitAll(reqs);
      }
      out.overlap = got;
      for (const c of comms) if (c) c.free();
    }
    {
      // IN_PLACE in the nonblocking forms
      const x = I32(4, (i) => iv(114, me, i));
      world.iallreduce(IN_PLACE, x, 'sum').wait();
      out.inplace = x;
    }
    return out;
  },

  // §6.13: persistent collectives, each started three times with new buffer contents before each
  // start, started together with startAll.
  persistent(world) {
    const { rank: me, size: p } = world;
    const k = 3;
    const gr = 1 % p;
    const last = p - 1;
    const counts = Array.from({ length: p }, (_, i) => (i % 3) + 1);
    const ctotal = counts.reduce((a, b) => a + b, 0);
    const B = {
      bc: new Int32Array(k),
      arS: new Int32Array(k),
      arR: new Int32Array(k),
      rdS: new Int32Array(k),
      rdR: new Int32Array(k),
      ipR: new Int32Array(k),
      ipS: new Int32Array(k),
      gS: new Int32Array(k),
      gR: new Int32Array(p * k),
      scS: new Int32Array(p * k),
      scR: new Int32Array(k),
      agS: new Int32Array(k),
      agR: new Int32Array(p * k),
      aaS: new Int32Array(p * k),
      aaR: new Int32Array(p * k),
      snS: new Int32Array(k),
      snR: new Int32Array(k),
      exS: new Int32Array(k),
      exR: new Int32Array(k),
      rsbS: new Int32Array(p * k),
      rsbR: new Int32Array(k),
      rsS: new Int32Array(ctotal),
      rsR: new Int32Array(counts[me]),
      gvS: new Int32Array(counts[me]),
      gvR: new Int32Array(ctotal),
      svS: new Int32Array(ctotal),
      svR: new Int32Array(counts[me]),
      agvS: new Int32Array(counts[me]),
      agvR: new Int32Array(ctotal),
      upS: new Float64Array(k),
      upR: new Float64Array(k),
    };
    const reqs = [
      ['bc', world.bcastInit(B.bc, last)],
      ['ar', world.allreduceInit(B.arS, B.arR, 'sum')],
      ['rd', world.reduceInit(B.rdS, me === 0 ? B.rdR : null, 'max', 0)],
      ['ip', world.reduceInit(me === last ? IN_PLACE : B.ipS, me === last ? B.ipR : null, 'sum', last)],
      ['g', world.gatherInit(B.gS, me === gr ? B.gR : null, gr)],
      ['sc', world.scatterInit(me === 0 ? B.scS : null, B.scR, 0)],
      ['ag', world.allgatherInit(B.agS, B.agR)],
      ['aa', world.alltoallInit(B.aaS, B.aaR)],
      ['sn', world.scanInit(B.snS, B.snR, 'sum')],
      ['ex', world.exscanInit(B.exS, B.exR, 'sum')],
      ['rsb', world.reduceScatterBlockInit(B.rsbS, B.rsbR, 'sum')],
      ['rs', world.reduceScatterInit(B.rsS, B.rsR, counts, 'sum')],
      ['gv', world.gathervInit(B.gvS, me === 0 ? B.gvR : null, me === 0 ? counts : null, null, 0)],
      ['sv', world.scattervInit(me === last ? B.svS : null, me === last ? counts : null, null, B.svR, last)],
      ['agv', world.allgathervInit(B.agvS, B.agvR, counts, null)],
      ['up', world.allreduceInit(B.upS, B.upR, permOp())],
      ['ba', world.barrierInit()],
    ];
    const rounds = [];
    for (let t = 0; t < 3; t++) {
      const v = (r, i) => iv(120 + t, r, i);
      if (me === last) B.bc.set(I32(k, (i) => v(last, i)));
      else B.bc.fill(SENT);
      B.arS.set(I32(k, (i) => v(me, i)));
      B.rdS.set(I32(k, (i) => v(me, i + 1)));
      if (me === last) B.ipR.set(I32(k, (i) => v(me, i + 2)));
      else B.ipS.set(I32(k, (i) => v(me, i + 2)));
      B.gS.set(I32(k, (i) => v(me, i + 3)));
      if (me === 0) B.scS.set(I32(p * k, (j) => v(Math.floor(j / k), j + 4)));
      B.agS.set(I32(k, (i) => v(me, i + 5)));
      B.aaS.set(I32(p * k, (j) => v(me, j + 6)));
      B.snS.set(I32(k, (i) => v(me, i + 7)));
      B.exS.set(I32(k, (i) => v(me, i + 8)));
      B.rsbS.set(I32(p * k, (j) => v(me, j + 9)));
      B.rsS.set(I32(ctotal, (j) => v(me, j + 10)));
      B.gvS.set(I32(counts[me], (i) => v(me, i + 11)));
      if (me === last) B.svS.set(I32(ctotal, (j) => v(last, j + 12)));
      B.agvS.set(I32(counts[me], (i) => v(me, i + 13)));
      B.upS.set(F64(k, (i) => permOf(130 + t, me, i)));
      for (const key of [
        'arR',
        'rdR',
        'gR',
        'scR',
        'agR',
        'aaR',
        'snR',
        'exR',
        'rsbR',
        'rsR',
        'gvR',
        'svR',
        'agvR',
        'upR',
      ])
        B[key].fill(SENT);
      startAll(reqs.map(([, r]) => r));
      waitAll(reqs.map(([, r]) => r));
      const snap = {};
      for (const [key, arr] of Object.entries(B)) snap[key] = arr.slice();
      rounds.push(snap);
    }
    for (const [, r] of reqs) r.free();
    return { rounds, counts };
  },

  // Zero counts: every collective with empty blocks completes and writes nothing.
  zero(world) {
    const { rank: me, size: p } = world;
    const E = () => new Int32Array(0);
    const guard = () => new Int32Array(3).fill(SENT);
    const out = {};
    const zeros = new Array(p).fill(0);
    world.bcast(E(), 0);
    world.ibcast(E(), p - 1).wait();
    world.reduce(E(), me === 0 ? E() : null, 'sum', 0);
    world.allreduce(E(), E(), 'sum');
    world.scan(E(), E(), 'sum');
    world.exscan(E(), E(), 'sum');
    world.alltoall(E(), E());
    world.reduceScatterBlock(E(), E(), 'sum');
    out.gather = me === 0 ? guard() : null;
    world.gather(E(), out.gather, 0);
    out.allgather = guard();
    world.allgather(E(), out.allgather);
    out.scatter = guard();
    world.scatter(me === 0 ? E() : null, out.scatter, 0, { recvcount: 0 });
    out.gatherv = me === 0 ? guard() : null;
    world.gatherv(E(), out.gatherv, me === 0 ? zeros : null, me === 0 ? zeros : null, 0);
    out.scatterv = E();
    world.scatterv(me === 0 ? guard() : null, me === 0 ? zeros : null, me === 0 ? zeros : null, out.scatterv, 0);
    out.allgatherv = guard();
    world.allgatherv(E(), out.allgatherv, zeros, zeros);
    out.alltoallv = guard();
    world.alltoallv(guard(), zeros, zeros, out.alltoallv, zeros, zeros);
    out.reduceScatter = guard();
    world.reduceScatter(guard(), out.reduceScatter, zeros, 'sum');
    // some ranks contribute nothing, the others something
    const counts = Array.from({ length: p }, (_, i) => i % 2);
    out.mixed = new Int32Array(p + 2).fill(SENT);
    world.allgatherv(
      I32(counts[me], () => 900 + me),
      out.mixed,
      counts,
      Array.from({ length: p }, (_, i) => i + 1),
    );
    out.counts = counts;
    return out;
  },

  // Errors one rank detects alone, before any communication: a root out of range (ERR_ROOT),
  // IN_PLACE where only the root may pass it (ERR_BUFFER), an op that does not apply to the type
  // (ERR_OP).
  errors(world) {
    const { rank: me, size: p } = world;
    const c = world.dup();
    const out = {};
    const b = I32(4, (i) => i);
    const r = new Int32Array(4 * (p + 1));
    const PAIR = Datatype.PAIR_FLOAT64;
    out.root = {
      bcastP: codeOf(() => c.bcast(b, p)),
      bcastNeg: codeOf(() => c.bcast(b, -1)),
      reduceP: codeOf(() => c.reduce(b, r.subarray(0, 4), 'sum', p)),
      gatherP: codeOf(() => c.gather(b, r, p)),
      scatterNeg: codeOf(() => c.scatter(r, b, -1)),
      gathervP: codeOf(() => c.gatherv(b, r, new Array(p).fill(4), null, p)),
      scattervP: codeOf(() => c.scatterv(r, new Array(p).fill(4), null, b, p)),
      ibcastP: codeOf(() => c.ibcast(b, p).wait()),
      ireduceNeg: codeOf(() => c.ireduce(b, r.subarray(0, 4), 'max', -1).wait()),
      bcastInitP: codeOf(() => c.bcastInit(b, p)),
      gatherInitNeg: codeOf(() => c.gatherInit(b, r, -1)),
    };
    // IN_PLACE at a non-root (only the non-roots make these calls)
    const root = 0;
    if (me !== root) {
      out.inplace = {
        reduce: codeOf(() => c.reduce(IN_PLACE, null, 'sum', root)),
        reduceWithBuf: codeOf(() => c.reduce(IN_PLACE, new Int32Array(4), 'sum', root)),
        ireduce: codeOf(() => c.ireduce(IN_PLACE, null, 'sum', root).wait()),
        reduceInit: codeOf(() => c.reduceInit(IN_PLACE, null, 'sum', root)),
        gather: codeOf(() => c.gather(IN_PLACE, null, root)),
        gatherv: codeOf(() => c.gatherv(IN_PLACE, null, null, null, root)),
        scatter: codeOf(() => c.scatter(null, IN_PLACE, root)),
        scatterv: codeOf(() => c.scatterv(null, null, null, IN_PLACE, root)),
      };
    }
    const f64 = () => new Float64Array(4);
    const f32 = () => new Float32Array(4);
    out.op = {
      landF64: codeOf(() => c.allreduce(f64(), f64(), 'land')),
      lorF32: codeOf(() => c.scan(f32(), f32(), 'lor')),
      bandF32: codeOf(() => c.allreduce(f32(), f32(), 'band')),
      bxorF64Reduce: codeOf(() => c.reduce(f64(), f64(), 'bxor', 0)),
      maxlocF64: codeOf(() => c.allreduce(f64(), f64(), 'maxloc')),
      minlocI32: codeOf(() => c.exscan(new Int32Array(4), new Int32Array(4), 'minloc')),
      sumPair: codeOf(() => c.allreduce(f64(), f64(), 'sum', { datatype: PAIR })),
      bandPair: codeOf(() => c.reduce(f64(), f64(), 'band', 0, { datatype: PAIR })),
      lxorRsb: codeOf(() => c.reduceScatterBlock(new Float64Array(4 * p), f64(), 'lxor')),
      borRs: codeOf(() => c.reduceScatter(new Float64Array(p), new Float64Array(1), new Array(p).fill(1), 'bor')),
      iallreduceLand: codeOf(() => c.iallreduce(f64(), f64(), 'land').wait()),
      allreduceInitBand: codeOf(() => c.allreduceInit(f64(), f64(), 'band')),
    };
    // the communicator is still usable for a correct call
    const s = new Int32Array(1);
    c.allreduce(Int32Array.of(me + 1), s, 'sum');
    out.after = s[0];
    c.free();
    return out;
  },
};

export const SCENARIOS = Object.keys(scenarios);

export default function main(world, names) {
  return runScenarios(world, scenarios, names);
}
