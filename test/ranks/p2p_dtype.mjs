// Point-to-point with derived datatypes, run in every rank. Every received buffer is checked byte by
// byte against the plain JavaScript reference (test/dtype_ref.mjs: the type map, refPack,
// refUnpack): the received bytes where the receive type puts them, every other byte as it was.
import assert from 'node:assert/strict';
import { ANY_SOURCE, Datatype, UNDEFINED, WasmpiError, waitAll } from 'wasmpi';
import { facts, refPack, refUnpack, build } from '../dtype_ref.mjs';
import { runScenarios } from './_shared.mjs';

const base = (name) => ({ kind: 'base', name });
const F64 = base('FLOAT64'),
  I32 = base('INT32'),
  I16 = base('INT16');

/** A committed type, its reference facts, for a description. */
function typeOf(desc) {
  return { desc, t: build(Datatype, desc).commit(), f: facts(desc) };
}

/** Deterministic bytes for a rank and a salt, never NaN-like in any float view (high bits small). */
function pattern(n, seed) {
  const b = new Uint8Array(n);
  for (let i = 0; i < n; i++) b[i] = ((i * 37 + seed * 101 + (i >> 8) * 13) & 0x3f) + 1;
  return b;
}

/** A buffer of `n` bytes, in shared memory or not, as a TypedArray of `ctor` filled from `bytes`. */
function bufOf(world, bytes, shared, ctor = Uint8Array) {
  const n = bytes.length;
  const len = Math.ceil(n / ctor.BYTES_PER_ELEMENT);
  const a = shared ? world.alloc(ctor, len) : new ctor(len);
  new Uint8Array(a.buffer, a.byteOffset, n).set(bytes);
  return a;
}

const u8 = (a) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);

function bytesNeeded(f, count) {
  if (count === 0 || f.map.length === 0) return 8;
  let hi = 0;
  for (const [o, s] of f.map) hi = Math.max(hi, (count - 1) * f.extent + o + s);
  return hi + 3; // a few bytes past the last item: must stay untouched
}

/** The byte-exact expectation for a receive of `rc` items of `R` (reference facts) of the packed bytes `packed`. */
function expectRecv(R, rc, packed, before) {
  const want = before.slice();
  const q = Math.floor(packed.length / R.size);
  const r = packed.length - q * R.size;
  refUnpack(R, q, packed, want, 0);
  if (r > 0) {
    // the first elements of item q
    let p = q * R.size;
    for (const [o, s] of R.map) {
      for (let b = 0; b < s && p < packed.length; b++) want[q * R.extent + o + b] = packed[p++];
      if (p >= packed.length) break;
    }
  }
  return want;
}

function sameBytes(got, want, what) {
  if (got.length !== want.length) assert.fail(`${what}: ${got.length} bytes, expected ${want.length}`);
  for (let i = 0; i < want.length; i++) {
    if (got[i] !== want[i]) assert.fail(`${what}: byte ${i} is ${got[i]}, expected ${want[i]}`);
  }
}

/**
 * One message from rank `a` to rank `b` (both of `world`): `sc` items of send type S from a buffer
 * of `sctor`, `rc` items of receive type R into a buffer prefilled with a pattern. `mode`: 'block'
 * (send/recv), 'nb' (isend/irecv), 'sync' (ssend/irecv), 'issend', 'sendrecv' (both sides).
 */
function oneMessage(
  world,
  a,
  b,
  S,
  sc,
  R,
  rc,
  { mode = 'block', sharedS = false, sharedR = false, tag = 5, sctor = Uint8Array, rctor = Uint8Array, seed = 1 } = {},
) {
  const { rank } = world;
  const sbytes = pattern(bytesNeeded(S.f, sc), seed + 7 * a);
  const packed = refPack(S.f, sc, sbytes, 0);
  const rbefore = pattern(bytesNeeded(R.f, rc), seed + 1000 + b).map((v) => v + 100);
  const what = `${S.t.name} x${sc} -> ${R.t.name} x${rc} (${mode}, ${sharedS ? 'shared' : 'plain'} -> ${sharedR ? 'shared' : 'plain'}, ${packed.length} bytes)`;
  if (rank === a) {
    const sb = bufOf(world, sbytes, sharedS, sctor);
    const o = { datatype: S.t, count: sc };
    if (mode === 'block') world.send(sb, b, tag, o);
    else if (mode === 'sync') world.ssend(sb, b, tag, o);
    else if (mode === 'issend') world.issend(sb, b, tag, o).wait();
    else if (mode === 'sendrecv') {
      const dummy = new Uint8Array(1);
      world.sendrecv(sb, b, dummy, b, {
        sendtag: tag,
        recvtag: tag + 1,
        sendtype: S.t,
        sendcount: sc,
        recvtype: Datatype.BYTE,
        recvcount: 0,
      });
    } else world.isend(sb, b, tag, o).wait();
    sameBytes(u8(sb).subarray(0, sbytes.length), sbytes, `${what}: the send buffer changed`);
  }
  if (rank === b) {
    const rb = bufOf(world, rbefore, sharedR, rctor);
    const o = { datatype: R.t, count: rc };
    let st;
    if (mode === 'block' || mode === 'sync') st = world.recv(rb, a, tag, o);
    else if (mode === 'sendrecv') {
      st = world.sendrecv(new Uint8Array(0), a, rb, a, {
        sendtag: tag + 1,
        recvtag: tag,
        sendtype: Datatype.BYTE,
        sendcount: 0,
        recvtype: R.t,
        recvcount: rc,
      });
    } else st = world.irecv(rb, mode === 'nb' ? ANY_SOURCE : a, tag, o).wait();
    assert.equal(st.source, a, what);
    assert.equal(st.bytes, packed.length, what);
    const items = packed.length / R.f.size;
    assert.equal(st.count, Number.isInteger(items) ? items : UNDEFINED, `${what}: status.count`);
    assert.equal(st.getCount(R.t), Number.isInteger(items) ? items : UNDEFINED, what);
    sameBytes(u8(rb).subarray(0, rbefore.length), expectRecv(R.f, rc, packed, rbefore), what);
  }
}

const vector = (count, blocklength, stride, b) => ({ kind: 'vector', count, blocklength, stride, base: b });
const struct = (blocklengths, displs, types) => ({ kind: 'struct', blocklengths, displs, types });
const resized = (b, lb, extent) => ({ kind: 'resized', base: b, lb, extent });
const contiguous = (count, b) => ({ kind: 'contiguous', count, base: b });

/** Send type, count, receive type, count: pairs with the same signature. */
function combos() {
  const col = (rows, cols) => typeOf(vector(rows, 1, cols, F64)); // one column of a rows x cols matrix
  const gappy = resized(struct([2, 1, 3], [0, 16, 24], [I32, F64, I16]), 0, 32);
  const shuffled = resized(struct([2, 1, 3], [40, 0, 8], [I32, F64, I16]), 0, 48);
  const packedStruct = struct([2, 1, 3], [0, 8, 16], [I32, F64, I16]); // contiguous, mixed types
  return [
    ['column -> contiguous (eager)', col(6, 5), 1, typeOf(F64), 6],
    ['contiguous -> column (eager)', typeOf(F64), 6, col(6, 5), 1],
    ['column -> contiguous (rendezvous)', col(3000, 3), 1, typeOf(F64), 3000],
    ['contiguous -> column (rendezvous)', typeOf(F64), 3000, col(3000, 3), 1],
    ['column -> column of another matrix', col(40, 3), 1, col(40, 7), 1],
    [
      'vector x3 -> indexed x3',
      typeOf(vector(4, 2, 3, I32)),
      3,
      typeOf({ kind: 'indexed', blocklengths: [1, 3, 4], displs: [0, 2, 8], base: I32 }),
      3,
    ],
    ['vector items -> contiguous type', typeOf(vector(4, 2, 3, I32)), 2, typeOf(contiguous(16, I32)), 1],
    ['struct -> reordered struct (eager)', typeOf(gappy), 5, typeOf(shuffled), 5],
    ['struct -> contiguous struct (rendezvous)', typeOf(gappy), 1000, typeOf(packedStruct), 1000],
    ['contiguous struct -> struct (eager)', typeOf(packedStruct), 7, typeOf(gappy), 7],
    ['struct -> larger receive (fewer items arrive)', typeOf(gappy), 3, typeOf(shuffled), 6],
    ['contiguous -> vector, ending inside an item', typeOf(I32), 10, typeOf(vector(4, 1, 2, I32)), 3],
    [
      'contiguous(2, struct) x2 -> struct x5 (grouping does not matter)',
      typeOf(contiguous(2, gappy)),
      2,
      typeOf(gappy),
      5,
    ],
    [
      'struct and two more int32 -> struct x3, ending inside an item',
      typeOf(struct([1, 2], [0, 32], [gappy, I32])),
      1,
      typeOf(shuffled),
      3,
    ],
  ];
}

const MODES = ['block', 'nb', 'sync', 'issend', 'sendrecv'];

const scenarios = {
  // Every combination, between rank 0 and the last rank (and itself on one rank), in every mode,
  // alternating shared-memory and ordinary buffers on both sides.
  pairs(world) {
    const { size } = world;
    if (size < 2) return 0;
    const a = 0,
      b = size - 1;
    let n = 0;
    for (const [, S, sc, R, rc] of combos()) {
      MODES.forEach((mode, i) => {
        const opt = { mode, sharedS: (i & 1) === 1, sharedR: (i & 2) === 2, seed: n + i, tag: 10 + i };
        oneMessage(world, a, b, S, sc, R, rc, opt);
        if (size > 1) oneMessage(world, b, a, S, sc, R, rc, { ...opt, sharedS: !opt.sharedS, tag: 20 + i });
        n++;
      });
    }
    return n;
  },

  // A halo exchange: each rank owns (nx + 2) x (ny + 2) x (nz + 2) float64 points of a periodic
  // domain split along z, with one ghost layer; the z-faces (strided subarrays) go to both
  // neighbours with sendrecv. Small faces travel eager, large ones by rendezvous.
  halo(world) {
    const { rank, size } = world;
    const up = (rank + 1) % size,
      down = (rank + size - 1) % size;
    let faces = 0;
    for (const [nx, ny, nz] of [
      [3, 4, 2],
      [40, 30, 3],
    ]) {
      const sizes = [nx + 2, ny + 2, nz + 2];
      const face = (z) => Datatype.subarray(sizes, [nx, ny, 1], [1, 1, z], 'C', Datatype.FLOAT64).commit();
      const at = (x, y, z) => (x * sizes[1] + y) * sizes[2] + z;
      const val = (r, x, y, z) => r * 1e6 + x * 1e4 + y * 100 + z;
      for (const shared of [false, true]) {
        const u = shared
          ? world.alloc(Float64Array, sizes[0] * sizes[1] * sizes[2])
          : new Float64Array(sizes[0] * sizes[1] * sizes[2]);
        u.fill(-7);
        for (let x = 1; x <= nx; x++)
          for (let y = 1; y <= ny; y++) for (let z = 1; z <= nz; z++) u[at(x, y, z)] = val(rank, x, y, z);
        const before = u.slice();
        // to the neighbour above: my top interior plane into its bottom ghost plane; and back
        let st = world.sendrecv(u, up, u, down, {
          sendtag: 1,
          recvtag: 1,
          sendtype: face(nz),
          sendcount: 1,
          recvtype: face(0),
          recvcount: 1,
        });
        assert.equal(st.source, down);
        assert.equal(st.count, 1);
        assert.equal(st.bytes, nx * ny * 8);
        st = world.sendrecv(u, down, u, up, {
          sendtag: 2,
          recvtag: 2,
          sendtype: face(1),
          sendcount: 1,
          recvtype: face(nz + 1),
          recvcount: 1,
        });
        assert.equal(st.source, up);
        for (let x = 0; x < sizes[0]; x++)
          for (let y = 0; y < sizes[1]; y++)
            for (let z = 0; z < sizes[2]; z++) {
              const inner = x >= 1 && x <= nx && y >= 1 && y <= ny;
              let want = before[at(x, y, z)];
              if (inner && z === 0) want = val(down, x, y, nz);
              if (inner && z === nz + 1) want = val(up, x, y, 1);
              if (u[at(x, y, z)] !== want)
                assert.fail(
                  `halo ${nx}x${ny}x${nz} rank ${rank}: u[${x},${y},${z}] = ${u[at(x, y, z)]}, expected ${want}`,
                );
            }
        faces += 2;
      }
    }
    return faces;
  },

  // Persistent requests over derived types, started 3 times with new data each time.
  persistent(world) {
    const { rank, size } = world;
    const up = (rank + 1) % size,
      down = (rank + size - 1) % size;
    let rounds = 0;
    for (const rows of [8, 2000]) {
      const col = Datatype.vector(rows, 1, 4, Datatype.FLOAT64).commit();
      const m = world.alloc(Float64Array, rows * 4);
      const inbox = new Float64Array(rows * 4).fill(-1);
      const recvCol = Datatype.vector(rows, 1, 4, Datatype.FLOAT64).commit();
      const s = world.sendInit(m, up, 3, { datatype: col, count: 1 });
      const r = world.recvInit(u8(inbox).subarray(8), down, 3, { datatype: recvCol, count: 1 }); // column 1 of inbox
      for (let it = 0; it < 3; it++) {
        for (let i = 0; i < m.length; i++) m[i] = rank * 1000 + it * 100000 + i;
        r.start();
        s.start();
        const [, st] = waitAll([s, r]);
        assert.equal(st.count, 1);
        assert.equal(st.source, down);
        for (let i = 0; i < inbox.length; i++) {
          const want = i % 4 === 1 ? down * 1000 + it * 100000 + (i - 1) : -1;
          if (inbox[i] !== want)
            assert.fail(`persistent rows ${rows} round ${it}: inbox[${i}] = ${inbox[i]}, expected ${want}`);
        }
        rounds++;
      }
      s.free();
      r.free();
    }
    return rounds;
  },

  // Every other rank sends rank 0 its column (a vector); rank 0 receives them with ANY_SOURCE, first
  // into contiguous rows, then into columns of its own matrix (a derived receive type).
  anysource(world) {
    const { rank, size } = world;
    const rows = 300; // 2400 bytes: eager
    const col = Datatype.vector(rows, 1, size, Datatype.FLOAT64).commit();
    const val = (r, i, round) => r * 1e5 + i + round * 1e4;
    if (rank !== 0) {
      const m = new Float64Array(rows * size);
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < m.length; i++) m[i] = i % size === rank ? val(rank, Math.floor(i / size), round) : -3;
        world.send(m.subarray(rank), 0, 4 + round, { datatype: col, count: 1 });
        world.recv(new Float64Array(1), 0, 6);
      }
      return 0;
    }
    const got = new Set();
    const m = new Float64Array(rows * size).fill(-1);
    for (let k = 1; k < size; k++) {
      const row = new Float64Array(rows);
      const st = world.recv(row, ANY_SOURCE, 4);
      assert.equal(st.count, rows);
      got.add(st.source);
      row.forEach((v, i) => assert.equal(v, val(st.source, i, 0)));
    }
    for (let k = 1; k < size; k++) world.send(new Float64Array(1), k, 6);
    for (let k = 1; k < size; k++) {
      const st = world.recv(m.subarray(k), ANY_SOURCE, 5, { datatype: col, count: 1 });
      assert.equal(st.count, 1);
      for (let i = 0; i < rows; i++) assert.equal(m[i * size + k], val(st.source, i, 1));
      got.add(st.source + 100);
    }
    for (let k = 1; k < size; k++) world.send(new Float64Array(1), k, 6);
    for (let i = 0; i < rows * size; i += size) assert.equal(m[i], -1);
    return got.size;
  },

  // Signature mismatches raise ERR_TYPE and leave the message queued for a fitting receive; a
  // message too long for the receive type raises ERR_TRUNCATE after receiving the items that fit,
  // and is consumed (MPI 4.1 section 3.2.4).
  mismatch(world) {
    const { rank, size } = world;
    if (size < 2) return 'skipped';
    const pair = Datatype.struct([1, 1], [0, 8], [Datatype.INT32, Datatype.FLOAT64]).commit(); // int32 @0, float64 @8
    const swapped = Datatype.struct([1, 1], [0, 8], [Datatype.FLOAT64, Datatype.INT32]).commit();
    const fcol = Datatype.vector(5, 1, 2, Datatype.FLOAT64).commit();
    const big = 2000; // items of `pair`: 24000 bytes (rendezvous)
    const out = [];
    if (rank === 1) {
      for (const n of [2, big]) {
        const b = new Uint8Array(16 * n);
        const dv = new DataView(b.buffer);
        for (let i = 0; i < n; i++) {
          dv.setInt32(16 * i, i + 1, true);
          dv.setFloat64(16 * i + 8, i + 0.5, true);
        }
        world.send(b, 0, 7, { datatype: pair, count: n });
        world.send(b, 0, 10, { datatype: pair, count: n }); // for the truncating receive
      }
      world.send(
        Float64Array.from({ length: 10 }, (_, i) => i),
        0,
        8,
        { datatype: fcol, count: 1 },
      );
      world.send(
        Float64Array.from({ length: 10 }, (_, i) => i),
        0,
        9,
        { datatype: fcol, count: 1 },
      );
      return 'sent';
    }
    if (rank !== 0) return 'idle';
    const expectErr = (f, code, re) => {
      try {
        f();
      } catch (e) {
        if (!(e instanceof WasmpiError)) throw e;
        assert.equal(e.code, code, e.message);
        if (re) assert.match(e.message, re);
        out.push(e.message);
        return;
      }
      assert.fail(`expected ${code}`);
    };
    for (const n of [2, big]) {
      const b = new Uint8Array(16 * n).fill(0xee);
      expectErr(() => world.recv(b, 1, 7, { datatype: swapped, count: n }), 'ERR_TYPE', /signature/);
      expectErr(() => world.recv(new Float64Array(2 * n), 1, 7), 'ERR_TYPE', /mixed types/);
      expectErr(
        () => world.irecv(new Float64Array(10 * n), 1, 7, { datatype: fcol, count: n }).wait(),
        'ERR_TYPE',
        /signature/,
      );
      assert.ok(
        b.every((v) => v === 0xee),
        'a refused receive wrote nothing',
      );
      // a fitting receive: the same signature, another layout (fields packed, no gap)
      // (resized: a struct's extent is padded to its double's alignment, 16)
      const tight = Datatype.resized(
        Datatype.struct([1, 1], [0, 4], [Datatype.INT32, Datatype.FLOAT64]),
        0,
        12,
      ).commit();
      const st = world.recv(b, 1, 7, { datatype: tight, count: n });
      assert.equal(st.count, n);
      const dv = new DataView(b.buffer);
      for (let i = 0; i < n; i++) {
        assert.equal(dv.getInt32(12 * i, true), i + 1);
        assert.equal(dv.getFloat64(12 * i + 4, true), i + 0.5);
      }
      assert.ok(b.subarray(12 * n).every((v) => v === 0xee));
      // too long: the n - 1 items that fit are received, the rest of the item space is untouched
      const t = new Uint8Array(16 * n).fill(0xee);
      expectErr(() => world.recv(t, 1, 10, { datatype: pair, count: n - 1 }), 'ERR_TRUNCATE', /consumed/);
      const tv = new DataView(t.buffer);
      for (let i = 0; i < n - 1; i++) {
        assert.equal(tv.getInt32(16 * i, true), i + 1);
        assert.equal(tv.getFloat64(16 * i + 8, true), i + 0.5);
      }
      assert.ok(t.subarray(16 * (n - 1)).every((v) => v === 0xee));
    }
    // a homogeneous vector of float64 travels as float64: an int32 receive is refused, a float64 one takes it
    expectErr(() => world.recv(new Int32Array(10), 1, 8), 'ERR_TYPE', /float64/);
    expectErr(
      () =>
        world.recv(new Int32Array(20), 1, 8, { datatype: Datatype.vector(5, 1, 2, Datatype.INT32).commit(), count: 2 }),
      'ERR_TYPE',
    );
    const pst = world.probe(1, 8);
    assert.equal(pst.getCount(Datatype.FLOAT64), 5);
    assert.equal(pst.getCount(Datatype.vector(5, 1, 2, Datatype.FLOAT64)), 1);
    assert.equal(pst.getCount(Datatype.INT16), 20);
    assert.equal(pst.getCount(Datatype.contiguous(3, Datatype.FLOAT64)), UNDEFINED);
    const f = new Float64Array(5);
    assert.equal(world.recv(f, 1, 8).count, 5);
    assert.deepEqual([...f], [0, 2, 4, 6, 8]);
    // BYTE takes anything
    const raw = new Uint8Array(40);
    assert.equal(world.recv(raw, 1, 9, { datatype: Datatype.BYTE }).count, 40);
    assert.deepEqual([...new Float64Array(raw.buffer)], [0, 2, 4, 6, 8]);
    return out;
  },

  errors(world) {
    const { rank, size } = world;
    const peer = (rank + 1) % size;
    const out = {};
    const code = (name, f) => {
      try {
        f();
        out[name] = 'no error';
      } catch (e) {
        if (!(e instanceof WasmpiError)) throw e;
        out[name] = `${e.code}: ${e.message}`;
      }
    };
    const loose = Datatype.vector(3, 1, 2, Datatype.INT32); // not committed
    const v = Datatype.vector(3, 1, 2, Datatype.INT32).commit(); // 5 int32 = 20 bytes per item (extent)
    code('uncommittedSend', () => world.send(new Int32Array(8), peer, 1, { datatype: loose, count: 1 }));
    code('uncommittedRecv', () => world.irecv(new Int32Array(8), peer, 1, { datatype: loose, count: 1 }));
    code('uncommittedInit', () => world.sendInit(new Int32Array(8), peer, 1, { datatype: loose, count: 1 }));
    code('negativeCount', () => world.send(new Int32Array(8), peer, 1, { datatype: v, count: -1 }));
    code('fractionalCount', () => world.irecv(new Int32Array(8), peer, 1, { datatype: v, count: 1.5 }));
    code('tooSmall', () => world.send(new Int32Array(8), peer, 1, { datatype: v, count: 2 })); // needs 9 int32
    code('tooSmallRecv', () => world.irecv(new Int32Array(4), peer, 1, { datatype: v, count: 1 }));
    code('collective', () => world.bcast(new Int32Array(8), 0, { datatype: loose }));
    world.barrier();
    // count 0: an empty message, matched by any receive
    const r = world.irecv(new Int32Array(1), (rank + size - 1) % size, 2, { datatype: v, count: 0 });
    world.send(new Int32Array(0), peer, 2, { datatype: v, count: 0 });
    out.empty = r.wait().count;
    return out;
  },
};

/**
 * Rendezvous of a derived type in shared memory with blocks of 64 bytes or more: the receiver packs
 * straight from the sender's buffer (into a contiguous receive buffer in shared memory, or through a
 * temporary block into an ordinary one or a derived receive type). Each case is checked against the
 * reference, the bytes around every block untouched; ssend and isend too.
 */
scenarios.typedRndv = (world) => {
  const { rank, size } = world;
  const peer = (rank + 1) % size,
    from = (rank + size - 1) % size;
  const cases = [
    { kind: 'vector', count: 300, blocklength: 9, stride: 13, base: F64 }, // 72-byte blocks, 21 KB
    { kind: 'subarray', sizes: [40, 30, 20], subsizes: [40, 1, 20], starts: [0, 7, 0], order: 'C', base: F64 }, // 160-byte rows
    { kind: 'hvector', count: 64, blocklength: 1, stride: 300, base: { kind: 'contiguous', count: 32, base: I32 } }, // 128-byte blocks
  ];
  const results = [];
  for (const desc of cases) {
    const { t, f } = typeOf(desc);
    const span = bytesNeeded(f, 1);
    for (const mode of ['send', 'ssend', 'isend']) {
      for (const recvKind of ['shm', 'plain', 'derived-shm', 'derived-plain']) {
        const sendBytes = pattern(span, rank + 1);
        const src = bufOf(world, sendBytes, true, Float64Array);
        const derived = recvKind.startsWith('derived');
        const shared = recvKind.endsWith('shm');
        const rb = derived ? span : f.size + 8;
        const before = pattern(rb, 99);
        const dst = bufOf(world, before, shared, Uint8Array);
        const r = world.irecv(
          dst,
          from,
          5,
          derived ? { datatype: t, count: 1 } : { datatype: Datatype.BYTE, count: f.size },
        );
        const opts = { datatype: t, count: 1 };
        if (mode === 'send') world.send(src, peer, 5, opts);
        else if (mode === 'ssend') world.ssend(src, peer, 5, opts);
        else world.isend(src, peer, 5, opts).wait();
        r.wait();
        const sent = refPack(f, 1, pattern(span, from + 1), 0);
        const want = derived
          ? refUnpack(f, 1, sent, before.slice(), 0)
          : Uint8Array.from([...sent, ...before.subarray(f.size)]);
        results.push({ desc: `${desc.kind} ${mode} -> ${recvKind}`, ok: u8(dst).every((b, i) => b === want[i]) });
        world.barrier();
      }
    }
  }
  return results;
};

export default function main(world, names) {
  return runScenarios(world, scenarios, names);
}
