// MPI 4.1 chapter 5 scenarios that need ranks (test/dtype_maps.test.mjs asserts): MPI_Get_count
// and MPI_Get_elements after probes and partial receives (section 5.1.11), type matching between
// different layouts of one signature (section 5.1.11), and the section 5.1.14 examples done with
// sendrecv to self. Each scenario returns what it observed. `partial` and `matching` run between
// ranks 0 and 1 (2 ranks); `examples` on every rank.
import { Datatype } from 'wasmpi';
import { runScenarios } from './_shared.mjs';

const { INT32, FLOAT32, FLOAT64 } = Datatype;

const scenarios = {
  partial(world) {
    const { rank } = world;
    const S3 = Datatype.struct([1, 1, 1], [0, 8, 16], [INT32, FLOAT64, INT32]).commit();
    if (rank === 0) {
      world.send(Float32Array.of(1, 2), 1, 0);
      world.send(Float32Array.of(1, 2, 3), 1, 0);
      const v = new DataView(new ArrayBuffer(24));
      v.setInt32(0, 11, true);
      v.setFloat64(8, 2.5, true);
      v.setInt32(16, 12, true);
      world.send(new Uint8Array(v.buffer), 1, 1, { datatype: S3, count: 1 });
      return null;
    }
    if (rank !== 1) return null;
    // the standard's example: Type2 = contiguous(2, real); 2 reals, then 3 reals
    const Type2 = Datatype.contiguous(2, FLOAT32).commit();
    const out = {};
    let s = world.probe(0, 0);
    out.probe1 = { count: s.getCount(Type2), elements: s.getElements(Type2) };
    const a = new Float32Array(2);
    s = world.recv(a, 0, 0, { datatype: Type2, count: 1 });
    out.recv1 = { count: s.count, getCount: s.getCount(Type2), elements: s.getElements(Type2), data: Array.from(a) };
    s = world.probe(0, 0);
    out.probe2 = { count: s.getCount(Type2), elements: s.getElements(Type2) };
    const b = new Float32Array(4).fill(-1);
    s = world.recv(b, 0, 0, { datatype: Type2, count: 2 });
    out.recv2 = {
      count: s.count,
      getCount: s.getCount(Type2),
      elements: s.getElements(Type2),
      reals: s.getCount(FLOAT32),
      data: Array.from(b),
    };
    // (int, double, int) into 2 items of {(int,0),(double,8)} (extent set to 16)
    const R = Datatype.resized(Datatype.struct([1, 1], [0, 8], [INT32, FLOAT64]), 0, 16).commit();
    const v = new DataView(new ArrayBuffer(32));
    for (const o of [0, 16]) v.setInt32(o, -1, true);
    for (const o of [8, 24]) v.setFloat64(o, -1, true);
    s = world.recv(new Uint8Array(v.buffer), 0, 1, { datatype: R, count: 2 });
    out.struct = {
      count: s.count,
      getCount: s.getCount(R),
      elements: s.getElements(R),
      bytes: s.bytes,
      ints: [v.getInt32(0, true), v.getInt32(16, true)],
      doubles: [v.getFloat64(8, true), v.getFloat64(24, true)],
    };
    return out;
  },

  matching(world) {
    const { rank } = world;
    const R = 5;
    const C = 4;
    const col = Datatype.vector(R, 1, C, FLOAT64).commit();
    const bigCol = Datatype.vector(5000, 1, 3, FLOAT64).commit();
    const blockType = Datatype.vector(512, 8, 16, FLOAT64).commit();
    const pair = Datatype.contiguous(2, INT32).commit();
    const triple = Datatype.contiguous(3, INT32).commit();
    const S = Datatype.resized(Datatype.struct([1, 2], [0, 8], [INT32, FLOAT64]), 0, 24).commit();
    const S2 = Datatype.struct([1, 1, 1], [16, 0, 8], [INT32, FLOAT64, FLOAT64]).commit();
    const back3 = Datatype.vector(3, 1, -3, INT32).commit(); // elements 0, -3, -6
    const gap = Datatype.resized(INT32, -8, 12).commit(); // item i at 3 i elements
    if (rank === 0) {
      const m = Float64Array.from({ length: R * C }, (_, k) => 1000 * Math.floor(k / C) + (k % C));
      world.send(m.subarray(2), 1, 5, { datatype: col, count: 1 });
      const mm = new Float64Array(R * C).fill(-1);
      const s = world.recv(mm.subarray(1), 1, 6, { datatype: col, count: 1 });
      const big = Float64Array.from({ length: 15000 }, (_, k) => k);
      world.send(big.subarray(1), 1, 7, { datatype: bigCol, count: 1 });
      const shared = world.alloc(Float64Array, 512 * 16);
      for (let k = 0; k < shared.length; k++) shared[k] = k + 0.5;
      world.send(shared, 1, 8, { datatype: blockType, count: 1 });
      world.send(Int32Array.of(1, 2, 3, 4, 5, 6), 1, 9, { datatype: pair, count: 3 });
      world.send(Int32Array.of(7, 8, 9, 10, 11, 12), 1, 10);
      const v = new DataView(new ArrayBuffer(24));
      v.setInt32(0, 42, true);
      v.setFloat64(8, 0.25, true);
      v.setFloat64(16, -8, true);
      world.send(new Uint8Array(v.buffer), 1, 11, { datatype: S, count: 1 });
      // a negative stride from an origin inside the array, and items of a resized type
      const ints = Int32Array.from({ length: 10 }, (_, k) => 10 * k);
      world.send(ints.subarray(8), 1, 12, { datatype: back3, count: 1 });
      world.send(ints, 1, 13, { datatype: gap, count: 3 });
      const into = new Int32Array(10).fill(-1);
      world.recv(into.subarray(8), 1, 14, { datatype: back3, count: 1 });
      return { column: { data: Array.from(mm), count: s.count }, negative: Array.from(into) };
    }
    if (rank !== 1) return null;
    const out = {};
    const row = new Float64Array(R);
    let s = world.recv(row, 0, 5);
    out.row = { data: Array.from(row), count: s.count, source: s.source, tag: s.tag };
    world.send(
      Float64Array.from({ length: R }, (_, i) => i * 10 + 7),
      0,
      6,
    );
    const bigRow = new Float64Array(5000);
    world.recv(bigRow, 0, 7);
    out.bigColumn = Array.from(bigRow);
    const blocks = new Float64Array(4096);
    world.recv(blocks, 0, 8);
    out.blocks = Array.from(blocks);
    const a = new Int32Array(6);
    s = world.recv(a, 0, 9);
    const b = new Int32Array(6);
    const s2 = world.recv(b, 0, 10, { datatype: triple, count: 2 });
    out.grouped = { a: Array.from(a), aCount: s.count, b: Array.from(b), bCount: s2.count };
    const v = new DataView(new ArrayBuffer(24));
    world.recv(new Uint8Array(v.buffer), 0, 11, { datatype: S2, count: 1 });
    out.struct = { i: v.getInt32(16, true), d: [v.getFloat64(0, true), v.getFloat64(8, true)] };
    const n3 = new Int32Array(3);
    world.recv(n3, 0, 12);
    const g3 = new Int32Array(3);
    const sg = world.recv(g3, 0, 13);
    out.negative = { backwards: Array.from(n3), gapped: Array.from(g3), count: sg.count };
    world.send(Int32Array.of(1, 2, 3), 0, 14);
    return out;
  },

  examples(world) {
    const me = world.rank;
    const out = {};
    // the section of a 3-D array: real a(20,20,20); a(1:17:2, 3:11, 2:10) into e(9,9,9)
    const N = 20;
    const a = new Float32Array(N * N * N);
    for (let k = 1; k <= N; k++)
      for (let j = 1; j <= N; j++)
        for (let i = 1; i <= N; i++) a[i - 1 + (j - 1) * N + (k - 1) * N * N] = 10000 * i + 100 * j + k;
    const oneslice = Datatype.vector(9, 1, 2, FLOAT32);
    const twoslice = Datatype.hvector(9, 1, N * 4, oneslice);
    const threeslice = Datatype.hvector(9, 1, N * N * 4, twoslice).commit();
    const e = new Float32Array(9 * 9 * 9);
    world.sendrecv(a.subarray(2 * N + N * N), me, e, me, {
      sendtype: threeslice,
      sendcount: 1,
      recvtype: FLOAT32,
      recvcount: 729,
      sendtag: 1,
      recvtag: 1,
    });
    out.section = Array.from(e);

    // the strictly lower triangle of real a(10,10), copied with one indexed type on both sides
    const L = 10;
    const al = new Float32Array(L * L);
    for (let j = 1; j <= L; j++) for (let i = 1; i <= L; i++) al[i - 1 + (j - 1) * L] = 100 * i + j;
    const disp = [];
    const blocklen = [];
    for (let i = 1; i <= L; i++) {
      disp.push(L * (i - 1) + i);
      blocklen.push(L - i);
    }
    const ltype = Datatype.indexed(blocklen, disp, FLOAT32).commit();
    const bl = new Float32Array(L * L).fill(-1);
    world.sendrecv(al, me, bl, me, { sendtype: ltype, sendcount: 1, recvtype: ltype, recvcount: 1 });
    out.lower = Array.from(bl);

    // transpose real a(100,100) into b
    const T = 100;
    const at = new Float32Array(T * T);
    for (let j = 1; j <= T; j++) for (let i = 1; i <= T; i++) at[i - 1 + (j - 1) * T] = 1000 * i + j;
    const column = Datatype.vector(T, 1, T, FLOAT32);
    const xpose = Datatype.hvector(T, 1, 4, column).commit();
    const row1 = Datatype.resized(Datatype.vector(T, 1, T, FLOAT32), 0, 4).commit();
    out.transpose = {};
    let b = new Float32Array(T * T);
    world.sendrecv(at, me, b, me, { sendtype: xpose, sendcount: 1, recvtype: FLOAT32, recvcount: T * T });
    out.transpose.hvector = Array.from(b);
    b = new Float32Array(T * T);
    world.sendrecv(at, me, b, me, { sendtype: row1, sendcount: T, recvtype: FLOAT32, recvcount: T * T });
    out.transpose.resized = Array.from(b);
    b = new Float32Array(T * T);
    world.sendrecv(at, me, b, me, { sendtype: FLOAT32, sendcount: T * T, recvtype: xpose, recvcount: 1 });
    out.transpose.recvXpose = Array.from(b);
    return out;
  },
};

export default function main(world, names) {
  return runScenarios(world, scenarios, names);
}
