// reduceLocal on a rank (test/core_kernels.test.mjs): the world's core runs it, on buffers in the
// world's memory (comm.alloc, in place) and outside it (staged through this rank's scratch), every
// rank at once; a user op, a derived type, C-struct pairs; and warm calls that allocate nothing.
// Returns what it computed; the test compares with the same inputs reduced in plain JavaScript.
import { PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { Datatype, Op, reduceLocal } from 'wasmpi';

/** Operand k (0: input, 1: inout) of rank r at element i: small integers, ties on purpose. */
export const operand = (r, k, i) => ((r * 7 + k * 5 + i * 3) % 11) - 5;
export const N = 37;
/** The non-commutative user op: inout = input - inout (so the order shows). */
export const minus = (inout, input) => {
  for (let i = 0; i < inout.length; i++) inout[i] = input[i] - inout[i];
};

const fill = (a, r, k) => {
  for (let i = 0; i < a.length; i++) a[i] = operand(r, k, i);
  return a;
};

/** A DOUBLE_INT buffer (16-byte pairs: f64 value, i32 index at 8, pads 0xee) of rank r, operand k. */
export function doubleInt(r, k, n = N) {
  const b = new Uint8Array(16 * n).fill(0xee);
  const dv = new DataView(b.buffer);
  for (let i = 0; i < n; i++) {
    dv.setFloat64(16 * i, operand(r, k, i) % 3, true);
    dv.setInt32(16 * i + 8, 100 * k + i, true);
  }
  return b;
}

/** The garbage collections that start inside `fn`'s run (a full collection first: only its own
 *  garbage counts). */
async function collections(fn) {
  v8.setFlagsFromString('--expose-gc');
  vm.runInNewContext('gc')();
  const seen = [];
  const obs = new PerformanceObserver((list) => seen.push(...list.getEntries()));
  obs.observe({ entryTypes: ['gc'] });
  const t0 = performance.now();
  fn();
  const t1 = performance.now();
  // entries are delivered from the event loop: let it turn, then take what is still queued
  await new Promise((resolve) => setTimeout(resolve, 20));
  seen.push(...obs.takeRecords());
  obs.disconnect();
  return seen.filter((e) => e.startTime >= t0 && e.startTime <= t1).length;
}

export default async function main(world) {
  const r = world.rank;
  const out = {};
  // every op of a family on float64: plain arrays (staged), shared ones (in place), and one of each
  for (const op of ['sum', 'prod', 'min', 'max']) {
    const a = fill(new Float64Array(N), r, 0);
    const b = fill(new Float64Array(N), r, 1);
    reduceLocal(a, b, op);
    const sa = fill(world.alloc(Float64Array, N), r, 0);
    const sb = fill(world.alloc(Float64Array, N), r, 1);
    reduceLocal(sa, sb, op);
    const mixed = fill(new Float64Array(N), r, 1);
    reduceLocal(sa.subarray(0, N), mixed, Op.byName(op));
    out[op] = [Array.from(b), Array.from(sb), Array.from(mixed), Array.from(a)];
  }
  // integers: the bitwise and logical ops, in shared memory, and a count shorter than the arrays
  for (const op of ['band', 'bor', 'bxor', 'land', 'lor', 'lxor']) {
    const a = fill(world.alloc(Int32Array, N), r, 0);
    const b = fill(world.alloc(Int32Array, N), r, 1);
    reduceLocal(a, b, op, { count: N - 2 });
    out[op] = Array.from(b);
  }
  // maxloc on (value, index) pairs: Fortran-style in one Int32Array, and the C struct DOUBLE_INT
  const pa = world.alloc(Int32Array, 2 * N);
  const pb = world.alloc(Int32Array, 2 * N);
  for (let i = 0; i < N; i++) {
    pa.set([operand(r, 0, i), i], 2 * i);
    pb.set([operand(r, 1, i), 100 + i], 2 * i);
  }
  reduceLocal(pa, pb, 'maxloc', { datatype: Datatype.PAIR_INT32 });
  out.pairs = Array.from(pb);
  const di = doubleInt(r, 1);
  reduceLocal(doubleInt(r, 0), di, 'minloc', { datatype: Datatype.DOUBLE_INT });
  out.doubleInt = Array.from(di);
  // a user op on shared arrays, and on every other element (a vector type) of plain ones
  const ua = fill(world.alloc(Float64Array, N), r, 0);
  const ub = fill(world.alloc(Float64Array, N), r, 1);
  reduceLocal(ua, ub, Op.create(minus, { commutative: false }));
  out.user = Array.from(ub);
  const every2 = Datatype.vector(N >> 1, 1, 2, Datatype.FLOAT64).commit();
  const va = fill(new Float64Array(N), r, 0);
  const vb = fill(new Float64Array(N), r, 1);
  reduceLocal(va, vb, Op.create(minus), { datatype: every2, count: 1 });
  const vs = fill(new Float64Array(N), r, 1);
  reduceLocal(va, vs, 'max', { datatype: every2, count: 1 });
  out.vector = [Array.from(vb), Array.from(vs)];
  // warm calls allocate nothing: plain arrays (staged) and shared ones, a predefined and a user op
  const x = fill(new Float64Array(64), r, 0);
  const y = new Float64Array(64);
  const sx = fill(world.alloc(Float64Array, 64), r, 0);
  const sy = world.alloc(Float64Array, 64);
  const add = Op.create((inout, input) => {
    for (let i = 0; i < inout.length; i++) inout[i] += input[i];
  });
  const loop = () => {
    for (let k = 0; k < 100_000; k++) {
      reduceLocal(x, y, 'sum');
      reduceLocal(sx, sy, 'sum');
      reduceLocal(x, y, add);
    }
  };
  loop(); // warm
  out.gcs = await collections(loop);
  out.warm = [y[1], sy[1]];
  return out;
}
