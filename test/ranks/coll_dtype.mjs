// Collectives with derived datatypes, run in every rank (test/coll_dtype.test.mjs): subarray tiles
// gathered into contiguous and global arrays, reductions over matrix columns (vector types), structs
// broadcast with gaps, a matrix transpose by alltoall, indexed types at the root of scatter/gather,
// the v-variants with derived types and displacements in extents, reduce-scatter over vector types,
// nonblocking and persistent forms, and the errors (signature mismatches within a rank and across
// ranks, uncommitted and mixed types, spans past the buffer).
//
// Every expectation is computed with the plain JavaScript reference (test/dtype_ref.mjs: type maps,
// refPack, refUnpack), never with wasmpi's pack; a few cases also check the meaning directly (the
// transpose, the tile positions). Every receive buffer is prefilled with sentinels and checked byte by
// byte, gaps and guards included: bytes outside the receive type map must stay as they were. Data are
// small integers (exact in floating point), so sums compare exactly whatever the fold order.
//
// Mismatches are collected per scenario ({ cases, errs }); an exception aborts its scenario (the
// others run, each on its own dup of COMM_WORLD).
//
// The argument 'emu' runs every scenario against an emulation of the collectives built from the value
// tier and pack/unpack (a check of the test itself, for when the library's collectives refuse derived
// types; built-in ops other than maxloc/minloc only, so the Op.create and maxloc cases fail there).
import { Datatype, IN_PLACE, Op, WasmpiError, waitAll as wasmpiWaitAll, pack, unpack } from 'wasmpi';
import { facts, refPack, refUnpack, build } from '../dtype_ref.mjs';
import { codeOf } from './_shared.mjs';

// ── type descriptions (test/dtype_ref.mjs format) ──
const base = (name) => ({ kind: 'base', name });
const F64 = base('FLOAT64'),
  F32 = base('FLOAT32'),
  I32 = base('INT32'),
  I16 = base('INT16'),
  I64 = base('INT64');
const vector = (count, blocklength, stride, b) => ({ kind: 'vector', count, blocklength, stride, base: b });
const indexed = (blocklengths, displs, b) => ({ kind: 'indexed', blocklengths, displs, base: b });
const struct = (blocklengths, displs, types) => ({ kind: 'struct', blocklengths, displs, types });
const resized = (b, lb, extent) => ({ kind: 'resized', base: b, lb, extent });
const subarray = (sizes, subsizes, starts, order, b) => ({ kind: 'subarray', sizes, subsizes, starts, order, base: b });

const typeCache = new Map();
/** The committed wasmpi type (t) and the reference facts (f) of a description; one per shape. */
function T(desc) {
  const key = JSON.stringify(desc);
  let e = typeCache.get(key);
  if (!e) {
    e = { desc, t: build(Datatype, desc).commit(), f: facts(desc) };
    typeCache.set(key, e);
  }
  return e;
}

// ── bytes ──
const u8 = (a) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
const range = (n) => Array.from({ length: n }, (_, i) => i);
/** Bytes of n values of a TypedArray type. */
function bytesOf(Ctor, n, fn) {
  const a = new Ctor(n);
  for (let i = 0; i < n; i++) a[i] = fn(i);
  return new Uint8Array(a.buffer);
}
const f64s = (n, fn) => bytesOf(Float64Array, n, fn);
const i32s = (n, fn) => bytesOf(Int32Array, n, fn);
/** Sentinel float64 values: exact, different from every datum (negative halves). */
const sent = (salt) => (i) => -0.5 - ((i * 7 + salt * 3) % 11) - 1000 * ((salt % 5) + 1);

const OPS = {
  sum: (a, b) => a + b,
  max: (a, b) => (a < b ? b : a),
  bor: (a, b) => a | b,
};
/** The element-by-element reduction, in rank order, of packed byte arrays of base type Ctor. */
function reduceRef(Ctor, op, packs) {
  const f = OPS[op];
  const acc = new Ctor(packs[0].slice().buffer);
  for (let q = 1; q < packs.length; q++) {
    const x = new Ctor(packs[q].slice().buffer);
    for (let i = 0; i < acc.length; i++) acc[i] = f(acc[i], x[i]);
  }
  return new Uint8Array(acc.buffer);
}

/** One scenario's bookkeeping: buffers (ordinary or comm.alloc), comparisons, caught calls. */
class Ctx {
  constructor(world, c) {
    this.world = world;
    this.c = c;
    this.errs = [];
    this.cases = 0;
    this.allocs = [];
  }
  /** A TypedArray of `Ctor` holding `bytes`, in shared memory ('alloc') or not ('plain'). */
  make(kind, Ctor, bytes) {
    const len = Math.ceil(bytes.length / Ctor.BYTES_PER_ELEMENT);
    const a = kind === 'alloc' ? this.world.alloc(Ctor, len) : new Ctor(len);
    if (kind === 'alloc') this.allocs.push(a);
    u8(a).set(bytes);
    return a;
  }
  release() {
    for (const a of this.allocs) this.world.freeMem(a);
    this.allocs = [];
  }
  err(msg) {
    if (this.errs.length < 40) this.errs.push(msg);
  }
  /** Compares every byte of `ta` with `want`. */
  eq(label, ta, want) {
    this.cases++;
    const got = u8(ta);
    if (got.length !== want.length) {
      this.err(`${label}: ${got.length} bytes, expected ${want.length}`);
      return false;
    }
    for (let i = 0; i < want.length; i++) {
      if (got[i] !== want[i]) {
        const bpe = ta.BYTES_PER_ELEMENT,
          k = Math.floor(i / bpe);
        const C = ta.constructor;
        const g = new C(got.slice(k * bpe, k * bpe + bpe).buffer)[0];
        const w = new C(want.slice(k * bpe, k * bpe + bpe).buffer)[0];
        this.err(
          `${label}: byte ${i} (element ${k} of ${ta.length}) is ${got[i]} (element ${g}), expected ${want[i]} (element ${w})`,
        );
        return false;
      }
    }
    return true;
  }
  /** Runs a call; a throw is recorded and rethrown (it aborts the scenario). */
  call(label, fn) {
    try {
      return fn();
    } catch (e) {
      this.err(`${label}: threw ${e?.code ?? ''} ${e?.message ?? e}`);
      throw e;
    }
  }
  result() {
    this.release();
    return { cases: this.cases, errs: this.errs };
  }
}

const KINDS = [
  ['plain', 'plain'],
  ['alloc', 'alloc'],
  ['plain', 'alloc'],
  ['alloc', 'plain'],
];
const optsWith = (o, alg) => (alg ? { ...o, algorithm: alg } : o);

// ─────────────────────────────────────────────────────────────────────────────────────────────
// 1. allgather of the interior of a local array with a halo (subarray)

function allgatherSub(ctx) {
  const { c } = ctx;
  const { rank: me, size: p } = c;
  for (const [ny, nx] of [
    [3, 4],
    [2, 7],
    [90, 100],
  ]) {
    const H = ny + 2,
      W = nx + 2,
      n = ny * nx;
    const S = T(subarray([H, W], [ny, nx], [1, 1], 'C', F64));
    const tv = (q, y, x) => q * 1000 + y * 37 + x; // interior point (y, x) of rank q, 1-based
    const local = (q) =>
      f64s(H * W, (i) => {
        const y = Math.floor(i / W),
          x = i % W;
        return y >= 1 && y <= ny && x >= 1 && x <= nx ? tv(q, y, x) : -(q + 1) - 0.5;
      });
    const packs = range(p).map((q) => refPack(S.f, 1, local(q), 0));
    const L0 = `allgather ${ny}x${nx} tiles`;

    // (a) into a contiguous Float64Array between guards, every algorithm
    const G = 3;
    ['', 'shm-flat', 'shm-direct', 'ring', 'bruck', 'recursive-doubling'].forEach((alg, i) => {
      const [ks, kr] = KINDS[i % 4];
      const sb = ctx.make(ks, Float64Array, local(me));
      const before = f64s(p * n + 2 * G, sent(i));
      const whole = ctx.make(kr, Float64Array, before);
      const view = whole.subarray(G, G + p * n);
      let o = { sendtype: S.t };
      if (i === 1) o.sendcount = 1;
      if (i === 2) o = { ...o, recvtype: Datatype.FLOAT64, recvcount: n };
      const L = `${L0} -> contiguous (${alg || 'default'}, ${ks} -> ${kr})`;
      ctx.call(L, () => c.allgather(sb, view, optsWith(o, alg)));
      const want = before.slice();
      for (let q = 0; q < p; q++) want.set(packs[q], (G + q * n) * 8);
      ctx.eq(L, whole, want);
      ctx.eq(`${L}: send buffer`, sb, local(me));
      ctx.release();
    });

    // (b1) into row ny x (p nx) of a bordered global matrix: recvtype = the tile as a vector resized to nx
    // elements (tile q starts nx * q elements after tile 0); also IN_PLACE
    {
      const GW = p * nx + 2,
        GH = ny + 2,
        org = GW + 1;
      const R = T(resized(vector(ny, nx, GW, F64), 0, nx * 8));
      ['', 'ring', 'bruck', 'inplace', 'shm-direct-inplace', 'default-count'].forEach((v, i) => {
        const [ks, kr] = KINDS[(i + 1) % 4];
        const before = f64s(GH * GW, sent(i + 10));
        const want = before.slice();
        for (let q = 0; q < p; q++) refUnpack(R.f, 1, packs[q], want, org * 8 + q * R.f.extent);
        const inplace = v.includes('inplace');
        const init = before.slice();
        if (inplace) refUnpack(R.f, 1, packs[me], init, org * 8 + me * R.f.extent);
        const whole = ctx.make(kr, Float64Array, init);
        const view = whole.subarray(org);
        const L = `${L0} -> global row of tiles (${v || 'default'}, ${ks} -> ${kr})`;
        const alg = v === 'ring' || v === 'bruck' ? v : v === 'shm-direct-inplace' ? 'shm-direct' : undefined;
        const o = optsWith({ recvtype: R.t, ...(v === 'default-count' ? {} : { recvcount: 1 }) }, alg);
        if (inplace) ctx.call(L, () => c.allgather(IN_PLACE, view, o));
        else {
          const sb = ctx.make(ks, Float64Array, local(me));
          ctx.call(L, () => c.allgather(sb, view, { ...o, sendtype: S.t, sendcount: 1 }));
        }
        if (ctx.eq(L, whole, want)) {
          // the meaning, directly: tile q at columns 1 + q nx of rows 1..ny
          for (let q = 0; q < p; q++)
            for (let y = 1; y <= ny; y++)
              for (let x = 1; x <= nx; x++) {
                const got = whole[y * GW + q * nx + x];
                if (got !== tv(q, y, x)) {
                  ctx.err(`${L}: global[${y}][${q * nx + x}] = ${got}, expected ${tv(q, y, x)}`);
                  return;
                }
              }
        }
        ctx.release();
      });
    }

    // (b2) allgatherv into a 2-d grid of tiles of a bordered global matrix: recvtype = the tile as a
    // subarray of the global matrix resized to one element; displacements in elements (extent 8),
    // rank q's tile in grid cell p-1-q; cells beyond p stay as they were
    {
      const px = Math.ceil(Math.sqrt(p)),
        py = Math.ceil(p / px);
      const GH = py * ny + 2,
        GW = px * nx + 3;
      const R = T(resized(subarray([GH, GW], [ny, nx], [0, 0], 'C', F64), 0, 8));
      const cell = (q) => p - 1 - q;
      const displs = range(p).map((q) => (1 + Math.floor(cell(q) / px) * ny) * GW + 2 + (cell(q) % px) * nx);
      const counts = new Array(p).fill(1);
      [0, 1, 2].forEach((i) => {
        const [ks, kr] = KINDS[(i + 2) % 4];
        const before = f64s(GH * GW, sent(i + 20));
        const want = before.slice();
        for (let q = 0; q < p; q++) refUnpack(R.f, 1, packs[q], want, displs[q] * 8);
        const whole = ctx.make(kr, Float64Array, before);
        const sb = ctx.make(ks, Float64Array, local(me));
        const L = `${L0} -> 2-d grid by allgatherv (${i}, ${ks} -> ${kr})`;
        const cArg = i === 1 ? Int32Array.from(counts) : counts;
        const o = i === 2 ? { sendtype: S.t, recvtype: R.t } : { sendtype: S.t, sendcount: 1, recvtype: R.t };
        ctx.call(L, () => c.allgatherv(sb, whole, cArg, displs, o));
        if (ctx.eq(L, whole, want)) {
          for (let q = 0; q < p; q++) {
            const y0 = 1 + Math.floor(cell(q) / px) * ny,
              x0 = 2 + (cell(q) % px) * nx;
            for (let y = 0; y < ny; y++)
              for (let x = 0; x < nx; x++) {
                if (whole[(y0 + y) * GW + x0 + x] !== tv(q, y + 1, x + 1)) {
                  ctx.err(`${L}: tile of rank ${q} misplaced`);
                  return;
                }
              }
          }
        }
        ctx.release();
      });
      // allgatherv with packed (null) displacements into a contiguous buffer: counts in float64 elements
      const before = f64s(p * n, sent(30));
      const rb = ctx.make('alloc', Float64Array, before);
      const sb = ctx.make('plain', Float64Array, local(me));
      const L = `${L0} -> contiguous by allgatherv, null displs`;
      ctx.call(L, () => c.allgatherv(sb, rb, new Array(p).fill(n), null, { sendtype: S.t }));
      const want = new Uint8Array(p * n * 8);
      for (let q = 0; q < p; q++) want.set(packs[q], q * n * 8);
      ctx.eq(L, rb, want);
      ctx.release();
    }
  }
  return ctx.result();
}

// ─────────────────────────────────────────────────────────────────────────────────────────────
// 2. reduce, allreduce, scan, exscan over a column of a row-major matrix (vector types)

function reduceVec(ctx) {
  const { c } = ctx;
  const { rank: me, size: p } = c;
  for (const [R, C] of [
    [6, 4],
    [300, 3],
    [9000, 2],
    [1000, 40],
  ]) {
    const few = C === 40; // a sparse column (span 40 times the packed bytes): the default algorithm only
    const col = T(vector(R, 1, C, F64));
    const mval = (q, k, t) => ((q * 7 + Math.floor(k / C) * 3 + (k % C) * 5 + t * 11) % 23) - 11;
    const mat = (q, t = 0) => f64s(R * C, (k) => mval(q, k, t));
    const sc = (q) => q % C; // the column rank q sends
    const rc = (me + 1) % C; // the column this rank receives into
    const packs = range(p).map((q) => refPack(col.f, 1, mat(q), sc(q) * 8));
    const LR = `${R}x${C}`;

    // allreduce: column -> column of another matrix, column -> contiguous; sum (every algorithm), max
    const cases = [];
    for (const alg of few ? [''] : ['', 'shm-flat', 'shm-slice', 'ring', 'recursive-doubling', 'rabenseifner'])
      cases.push(['sum', alg]);
    cases.push(['max', ''], ['max', few ? '' : 'recursive-doubling']);
    cases.forEach(([op, alg], i) => {
      const red = reduceRef(Float64Array, op, packs);
      for (const into of ['column', 'contiguous']) {
        const [ks, kr] = KINDS[(i + (into === 'column' ? 0 : 1)) % 4];
        const sb = ctx.make(ks, Float64Array, mat(me));
        const L = `allreduce ${op} ${LR} column -> ${into} (${alg || 'default'}, ${ks} -> ${kr})`;
        let rb, want;
        if (into === 'column') {
          const before = f64s(R * C, sent(i));
          rb = ctx.make(kr, Float64Array, before);
          want = refUnpack(col.f, 1, red, before.slice(), rc * 8);
          const o = i === 3 ? { datatype: col.t } : { datatype: col.t, count: 1 }; // count defaults to 1 here
          ctx.call(L, () => c.allreduce(sb.subarray(sc(me)), rb.subarray(rc), op, optsWith(o, alg)));
        } else {
          const before = f64s(R + 2, sent(i + 1));
          rb = ctx.make(kr, Float64Array, before);
          want = before.slice();
          want.set(red, 8);
          const o = { sendtype: col.t, sendcount: 1, recvtype: Datatype.FLOAT64, recvcount: R };
          ctx.call(L, () => c.allreduce(sb.subarray(sc(me)), rb.subarray(1, R + 1), op, optsWith(o, alg)));
        }
        ctx.eq(L, rb, want);
        ctx.eq(`${L}: send buffer`, sb, mat(me));
        ctx.release();
      }
    });

    // every column at once: the column resized to one element, count C (column-major order) -> contiguous
    {
      const colR = T(resized(vector(R, 1, C, F64), 0, 8));
      const allPacks = range(p).map((q) => refPack(colR.f, C, mat(q, 1), 0));
      const red = reduceRef(Float64Array, 'sum', allPacks);
      const sb = ctx.make('alloc', Float64Array, mat(me, 1));
      const rb = ctx.make('plain', Float64Array, f64s(R * C, sent(3)));
      const L = `allreduce sum ${LR} all columns (resized column x ${C}) -> contiguous (column-major)`;
      ctx.call(L, () =>
        c.allreduce(sb, rb, 'sum', { sendtype: colR.t, sendcount: C, recvtype: Datatype.FLOAT64, recvcount: R * C }),
      );
      if (ctx.eq(L, rb, red)) {
        for (let j = 0; j < C; j++)
          for (let r = 0; r < R; r++) {
            let s = 0;
            for (let q = 0; q < p; q++) s += mval(q, r * C + j, 1);
            if (rb[j * R + r] !== s) {
              ctx.err(`${L}: [${j * R + r}] = ${rb[j * R + r]}, expected ${s}`);
              break;
            }
          }
      }
      // and back: contiguous -> every column of a matrix
      const rm = ctx.make('alloc', Float64Array, f64s(R * C, sent(4)));
      const src = ctx.make('plain', Float64Array, mat(me, 2));
      const L2 = `allreduce sum ${LR} contiguous -> all columns (resized column x ${C})`;
      ctx.call(L2, () =>
        c.allreduce(src, rm, 'sum', { sendtype: Datatype.FLOAT64, sendcount: R * C, recvtype: colR.t, recvcount: C }),
      );
      const red2 = reduceRef(
        Float64Array,
        'sum',
        range(p).map((q) => mat(q, 2)),
      );
      ctx.eq(L2, rm, refUnpack(colR.f, C, red2, new Uint8Array(R * C * 8), 0));
      ctx.release();
    }

    // reduce at two roots, every algorithm; non-roots pass null
    const roots = [...new Set([0, p - 1])];
    roots.forEach((root, ri) => {
      (few ? [''] : ['', 'shm-flat', 'shm-slice', 'binomial']).forEach((alg, ai) => {
        for (const [op, into] of [
          ['sum', 'column'],
          ['max', 'contiguous'],
        ]) {
          const red = reduceRef(Float64Array, op, packs);
          const [ks, kr] = KINDS[(ri + ai) % 4];
          const sb = ctx.make(ks, Float64Array, mat(me));
          const L = `reduce ${op} ${LR} root ${root} column -> ${into} (${alg || 'default'}, ${ks} -> ${kr})`;
          let rb = null,
            view = null,
            want = null;
          let o;
          if (into === 'column') {
            o = { datatype: col.t, count: 1 };
            if (me === root) {
              const before = f64s(R * C, sent(ai));
              rb = ctx.make(kr, Float64Array, before);
              view = rb.subarray(rc);
              want = refUnpack(col.f, 1, red, before.slice(), rc * 8);
            }
          } else {
            o = { sendtype: col.t, sendcount: 1, recvtype: Datatype.FLOAT64, recvcount: R };
            if (me === root) {
              const before = f64s(R + 1, sent(ai + 1));
              rb = ctx.make(kr, Float64Array, before);
              view = rb.subarray(0, R);
              want = before.slice();
              want.set(red, 0);
            }
          }
          ctx.call(L, () => c.reduce(sb.subarray(sc(me)), view, op, root, optsWith(o, alg)));
          if (rb) ctx.eq(L, rb, want);
          ctx.eq(`${L}: send buffer`, sb, mat(me));
          ctx.release();
        }
      });
    });

    // IN_PLACE: allreduce and reduce (root) of a column of each rank's own matrix
    {
      const ipc = (q) => (q + 2) % C;
      const ipPacks = range(p).map((q) => refPack(col.f, 1, mat(q, 3), ipc(q) * 8));
      const red = reduceRef(Float64Array, 'sum', ipPacks);
      ['', 'shm-slice', 'recursive-doubling'].forEach((alg, i) => {
        const m = ctx.make(KINDS[i % 4][1], Float64Array, mat(me, 3));
        const L = `allreduce IN_PLACE ${LR} column (${alg || 'default'})`;
        ctx.call(L, () =>
          c.allreduce(IN_PLACE, m.subarray(ipc(me)), 'sum', optsWith({ datatype: col.t, count: 1 }, alg)),
        );
        ctx.eq(L, m, refUnpack(col.f, 1, red, mat(me, 3), ipc(me) * 8));
        ctx.release();
      });
      const root = p - 1;
      const m = ctx.make('alloc', Float64Array, mat(me, 3));
      const L = `reduce IN_PLACE at root ${root} ${LR} column`;
      const o = { datatype: col.t, count: 1 };
      ctx.call(L, () =>
        me === root
          ? c.reduce(IN_PLACE, m.subarray(ipc(me)), 'sum', root, o)
          : c.reduce(m.subarray(ipc(me)), null, 'sum', root, o),
      );
      ctx.eq(L, m, me === root ? refUnpack(col.f, 1, red, mat(me, 3), ipc(me) * 8) : mat(me, 3));
      ctx.release();
    }

    // scan and exscan: column -> column and column -> contiguous; exscan leaves rank 0's buffer untouched
    for (const coll of ['scan', 'exscan']) {
      ['', 'shm-flat', 'recursive-doubling'].forEach((alg, i) => {
        for (const [op, into] of [
          ['sum', 'column'],
          [i === 0 ? 'max' : 'sum', 'contiguous'],
        ]) {
          const upto = coll === 'scan' ? me + 1 : me;
          const [ks, kr] = KINDS[(i + 2) % 4];
          const sb = ctx.make(ks, Float64Array, mat(me));
          const L = `${coll} ${op} ${LR} column -> ${into} (${alg || 'default'})`;
          let rb, want;
          if (into === 'column') {
            const before = f64s(R * C, sent(i + 5));
            rb = ctx.make(kr, Float64Array, before);
            want =
              upto > 0
                ? refUnpack(col.f, 1, reduceRef(Float64Array, op, packs.slice(0, upto)), before.slice(), rc * 8)
                : before;
            ctx.call(L, () =>
              c[coll](sb.subarray(sc(me)), rb.subarray(rc), op, optsWith({ datatype: col.t, count: 1 }, alg)),
            );
          } else {
            const before = f64s(R, sent(i + 6));
            rb = ctx.make(kr, Float64Array, before);
            want = upto > 0 ? reduceRef(Float64Array, op, packs.slice(0, upto)) : before;
            const o = { sendtype: col.t, sendcount: 1, recvtype: Datatype.FLOAT64, recvcount: R };
            ctx.call(L, () => c[coll](sb.subarray(sc(me)), rb, op, optsWith(o, alg)));
          }
          ctx.eq(L, rb, want);
          ctx.release();
        }
      });
    }
  }

  // user ops (Op.create) over a column: a commutative sum, and a non-commutative 'last' (the highest
  // rank's operand wins: inout = input OP inout keeps inout), every algorithm that applies
  {
    const R = 40,
      C = 3;
    const col = T(vector(R, 1, C, F64));
    const mat = (q) => f64s(R * C, (k) => ((q * 5 + k * 3) % 17) - 8);
    const packs = range(p).map((q) => refPack(col.f, 1, mat(q), (q % C) * 8));
    const usum = Op.create(
      (inout, input) => {
        for (let i = 0; i < inout.length; i++) inout[i] += input[i];
      },
      { commutative: true },
    );
    const ulast = Op.create(() => {}, { commutative: false });
    for (const [name, op, want] of [
      ['sum', usum, reduceRef(Float64Array, 'sum', packs)],
      ['last', ulast, packs[p - 1]],
    ]) {
      for (const alg of [
        '',
        'shm-flat',
        'shm-slice',
        'recursive-doubling',
        ...(name === 'sum' ? ['ring', 'rabenseifner'] : []),
      ]) {
        const sb = ctx.make('plain', Float64Array, mat(me));
        const before = f64s(R * C, sent(9));
        const rb = ctx.make('alloc', Float64Array, before);
        const L = `allreduce Op.create ${name} column (${alg || 'default'})`;
        ctx.call(L, () =>
          c.allreduce(sb.subarray(me % C), rb.subarray((me + 1) % C), op, optsWith({ datatype: col.t, count: 1 }, alg)),
        );
        ctx.eq(L, rb, refUnpack(col.f, 1, want, before.slice(), ((me + 1) % C) * 8));
        ctx.release();
      }
      const sb = ctx.make('alloc', Float64Array, mat(me));
      const rb = ctx.make('plain', Float64Array, f64s(R, sent(8)));
      const L = `scan Op.create ${name} column -> contiguous`;
      ctx.call(L, () =>
        c.scan(sb.subarray(me % C), rb, op, {
          sendtype: col.t,
          sendcount: 1,
          recvtype: Datatype.FLOAT64,
          recvcount: R,
        }),
      );
      ctx.eq(L, rb, name === 'sum' ? reduceRef(Float64Array, 'sum', packs.slice(0, me + 1)) : packs[me]);
      ctx.release();
    }
  }
  for (const [Ctor, b, op, vf] of [
    [BigInt64Array, I64, 'sum', (q, k) => BigInt(((q * 7 + k) % 13) - 6) * 1000000000000n],
    [Float32Array, F32, 'max', (q, k) => ((q * 11 + k * 5) % 21) - 10],
  ]) {
    const R = 50,
      C = 3,
      bpe = Ctor.BYTES_PER_ELEMENT;
    const col = T(vector(R, 1, C, b));
    const mat = (q) => bytesOf(Ctor, R * C, (k) => vf(q, k));
    const red = reduceRef(
      Ctor,
      op,
      range(p).map((q) => refPack(col.f, 1, mat(q), (q % C) * bpe)),
    );
    const before = bytesOf(Ctor, R * C, (k) => (Ctor === BigInt64Array ? BigInt(-k - 1) : -k - 0.5));
    const sb = ctx.make('plain', Ctor, mat(me));
    const rb = ctx.make('alloc', Ctor, before);
    const L = `allreduce ${op} ${b.name} column -> column`;
    ctx.call(L, () => c.allreduce(sb.subarray(me % C), rb.subarray(2 - (me % C)), op, { datatype: col.t, count: 1 }));
    ctx.eq(L, rb, refUnpack(col.f, 1, red, before.slice(), (2 - (me % C)) * bpe));
    ctx.release();
  }

  // int32 columns with 'bor' (allreduce and reduce), column -> column and -> contiguous
  for (const [R, C] of [
    [5, 3],
    [2000, 4],
  ]) {
    const icol = T(vector(R, 1, C, I32));
    const ival = (q, k) => (1 << ((q + 2 * Math.floor(k / C) + (k % C)) % 31)) | ((q * 5 + k) & 3);
    const mat = (q) => i32s(R * C, (k) => ival(q, k));
    const sc = (q) => (q + 1) % C,
      rc = me % C;
    const red = reduceRef(
      Int32Array,
      'bor',
      range(p).map((q) => refPack(icol.f, 1, mat(q), sc(q) * 4)),
    );
    for (const coll of ['allreduce', 'reduce']) {
      for (const into of ['column', 'contiguous']) {
        const root = p > 1 ? 1 : 0;
        const has = coll === 'allreduce' || me === root;
        const sb = ctx.make('plain', Int32Array, mat(me));
        const L = `${coll} bor int32 ${R}x${C} column -> ${into}`;
        let rb = null,
          view = null,
          want = null,
          o;
        if (into === 'column') {
          const before = i32s(R * C, (k) => -1000 - k);
          if (has) {
            rb = ctx.make('alloc', Int32Array, before);
            view = rb.subarray(rc);
            want = refUnpack(icol.f, 1, red, before.slice(), rc * 4);
          }
          o = { datatype: icol.t, count: 1 };
        } else {
          const before = i32s(R, (k) => -1000 - k);
          if (has) {
            rb = ctx.make('alloc', Int32Array, before);
            view = rb;
            want = red;
          }
          o = { sendtype: icol.t, sendcount: 1, recvtype: Datatype.INT32, recvcount: R };
        }
        ctx.call(L, () =>
          coll === 'allreduce'
            ? c.allreduce(sb.subarray(sc(me)), view, 'bor', o)
            : c.reduce(sb.subarray(sc(me)), view, 'bor', root, o),
        );
        if (rb) ctx.eq(L, rb, want);
        ctx.release();
      }
    }
  }
  return ctx.result();
}

// ─────────────────────────────────────────────────────────────────────────────────────────────
// 3. bcast of a struct with gaps: { int32 x2 @0, float64 @8, int16 @20 } resized to 24 bytes

const STRUCT24 = resized(struct([2, 1, 1], [0, 8, 20], [I32, F64, I16]), 0, 24);

/** The root's buffer: `items` records, their gap bytes filled too (they must not travel). */
function structBytes(items, salt, extra = 0) {
  const b = new Uint8Array(items * 24 + extra);
  const dv = new DataView(b.buffer);
  for (let k = 0; k < items; k++) {
    dv.setInt32(24 * k, salt * 100 + k, true);
    dv.setInt32(24 * k + 4, -k - salt, true);
    dv.setFloat64(24 * k + 8, k * 1.5 - salt, true);
    for (let g = 16; g < 20; g++) b[24 * k + g] = 0xa0 + ((k + g + salt) & 15);
    dv.setInt16(24 * k + 20, 300 - k + salt, true);
    b[24 * k + 22] = 0xb0 + (k & 15);
    b[24 * k + 23] = 0xc0 + (salt & 15);
  }
  for (let i = items * 24; i < b.length; i++) b[i] = 0xd0 + (i & 15);
  return b;
}
const otherBytes = (n, salt) => Uint8Array.from({ length: n }, (_, i) => 0x11 + ((i * 5 + salt * 3) % 60));

function bcastStruct(ctx) {
  const { c } = ctx;
  const { rank: me, size: p } = c;
  const St = T(STRUCT24);
  const roots = [...new Set([0, p - 1, Math.min(1, p - 1)])];
  const variants = [
    // [items in the buffer, count passed (undefined: default), buffer element type, algorithm]
    [5, 5, Uint8Array, ''],
    [5, undefined, Float64Array, ''],
    [5, 3, Int16Array, 'shm-flat'],
    [5, 5, Float64Array, 'shm-slice'],
    [5, 5, Uint8Array, 'binomial'],
    [5, 5, Int32Array, 'scatter-allgather'],
    [5000, 5000, Float64Array, ''], // 90000 packed bytes
    [5000, 4999, Uint8Array, 'shm-slice'],
    [5000, 5000, Float64Array, 'binomial'],
    [5000, 5000, Float64Array, 'scatter-allgather'],
  ];
  roots.forEach((root, ri) => {
    variants.forEach(([items, count, Ctor, alg], vi) => {
      const kind = (vi + ri) % 2 ? 'alloc' : 'plain';
      const salt = vi + 7 * ri + 1;
      const rootB = structBytes(items, salt);
      const init = me === root ? rootB : otherBytes(items * 24, salt + me);
      const buf = ctx.make(kind, Ctor, init);
      const L = `bcast struct24 x${count ?? `default(${items})`} root ${root} (${Ctor.name}, ${kind}, ${alg || 'default'})`;
      const o = optsWith({ datatype: St.t, ...(count === undefined ? {} : { count }) }, alg);
      ctx.call(L, () => c.bcast(buf, root, o));
      const n = count ?? items;
      const want = me === root ? rootB : refUnpack(St.f, n, refPack(St.f, n, rootB, 0), init.slice(), 0);
      if (ctx.eq(L, buf, want) && me !== root) {
        const dv = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
        for (let k = 0; k < n; k++) {
          if (
            dv.getInt32(24 * k + 4, true) !== -k - salt ||
            dv.getFloat64(24 * k + 8, true) !== k * 1.5 - salt ||
            dv.getInt16(24 * k + 20, true) !== 300 - k + salt
          ) {
            ctx.err(`${L}: record ${k} wrong`);
            break;
          }
        }
      }
      ctx.release();
    });
  });
  // a subarray (the interior of a haloed array) broadcast into the interior of every rank's array
  const ny = 4,
    nx = 5,
    H = ny + 2,
    W = nx + 2;
  const Sub = T(subarray([H, W], [ny, nx], [1, 1], 'C', F64));
  for (const kind of ['plain', 'alloc']) {
    const rootB = f64s(H * W, (i) => i * 3 - 40);
    const init = me === 0 ? rootB : f64s(H * W, sent(me));
    const buf = ctx.make(kind, Float64Array, init);
    const L = `bcast subarray interior (${kind})`;
    ctx.call(L, () => c.bcast(buf, 0, { datatype: Sub.t }));
    ctx.eq(L, buf, me === 0 ? rootB : refUnpack(Sub.f, 1, refPack(Sub.f, 1, rootB, 0), init.slice(), 0));
    ctx.release();
  }
  return ctx.result();
}

// ─────────────────────────────────────────────────────────────────────────────────────────────
// 4. matrix transpose by alltoall: A is (p k) x (p m), rank q holds rows q k .. q k + k - 1; B = A^T
// is (p m) x (p k), rank q holds rows q m .. q m + m - 1.

function alltoallT(ctx) {
  const { c } = ctx;
  const { rank: me, size: p } = c;
  for (const [k, m] of [
    [2, 3],
    [3, 3],
    [30, 20],
  ]) {
    const aval = (r, col) => r * 1000 + col; // A[r][col]
    const localA = (q) => f64s(k * p * m, (i) => aval(q * k + Math.floor(i / (p * m)), i % (p * m)));
    // send: block j = the k x m block of columns j m .., sent column by column
    const S = T(resized(vector(k, 1, p * m, F64), 0, 8));
    const packsTo = (q, j) => refPack(S.f, m, localA(q), j * m * 8); // what rank q sends rank j
    const algs = ['', 'shm-flat', 'shm-direct', 'pairwise', 'bruck'];
    algs.forEach((alg, i) => {
      const [ks, kr] = KINDS[i % 4];
      // (a) columns -> contiguous blocks (block i: m columns of k from rank i)
      {
        const G = 2;
        const before = f64s(p * k * m + 2 * G, sent(i));
        const whole = ctx.make(kr, Float64Array, before);
        const sb = ctx.make(ks, Float64Array, localA(me));
        const L = `alltoall ${k}x${m} columns -> contiguous (${alg || 'default'}, ${ks} -> ${kr})`;
        const o =
          i === 2
            ? { sendtype: S.t, sendcount: m, recvtype: Datatype.FLOAT64, recvcount: k * m }
            : { sendtype: S.t, sendcount: m };
        ctx.call(L, () => c.alltoall(sb, whole.subarray(G, G + p * k * m), optsWith(o, alg)));
        const want = before.slice();
        for (let q = 0; q < p; q++) want.set(packsTo(q, me), (G + q * k * m) * 8);
        if (ctx.eq(L, whole, want)) {
          for (let q = 0; q < p; q++)
            for (let a = 0; a < m; a++)
              for (let b = 0; b < k; b++) {
                const got = whole[G + q * k * m + a * k + b];
                if (got !== aval(q * k + b, me * m + a)) {
                  ctx.err(`${L}: block ${q} [${a * k + b}] = ${got}`);
                  return;
                }
              }
        }
        ctx.eq(`${L}: send buffer`, sb, localA(me));
        ctx.release();
      }
      // (b) columns -> rows of B: block from rank q is m rows of k at columns q k (resized vector)
      {
        const Rt = T(resized(vector(m, k, p * k, F64), 0, k * 8));
        const before = f64s(m * p * k, sent(i + 1));
        const rb = ctx.make(ks, Float64Array, before);
        const sb = ctx.make(kr, Float64Array, localA(me));
        const L = `alltoall ${k}x${m} transpose columns -> rows (${alg || 'default'})`;
        const o = { sendtype: S.t, sendcount: m, recvtype: Rt.t, ...(i % 2 ? { recvcount: 1 } : {}) };
        ctx.call(L, () => c.alltoall(sb, rb, optsWith(o, alg)));
        const want = before.slice();
        for (let q = 0; q < p; q++) refUnpack(Rt.f, 1, packsTo(q, me), want, q * k * 8);
        if (ctx.eq(L, rb, want)) {
          for (let a = 0; a < m; a++)
            for (let col = 0; col < p * k; col++) {
              if (rb[a * p * k + col] !== aval(col, me * m + a)) {
                ctx.err(`${L}: B[${me * m + a}][${col}] = ${rb[a * p * k + col]}, expected ${aval(col, me * m + a)}`);
                return;
              }
            }
        }
        ctx.release();
      }
      // (c) contiguous row-major blocks -> columns of B: recvtype a column of B resized to one element
      {
        const blocks = (q) =>
          f64s(p * k * m, (e) => {
            const j = Math.floor(e / (k * m)),
              a = Math.floor((e % (k * m)) / m),
              b = e % m;
            return aval(q * k + a, j * m + b);
          });
        const Rc = T(resized(vector(m, 1, p * k, F64), 0, 8));
        const before = f64s(m * p * k, sent(i + 2));
        const rb = ctx.make(kr, Float64Array, before);
        const sb = ctx.make(ks, Float64Array, blocks(me));
        const L = `alltoall ${k}x${m} contiguous -> columns (${alg || 'default'})`;
        const o = { recvtype: Rc.t, ...(i % 2 ? {} : { recvcount: k }) };
        ctx.call(L, () => c.alltoall(sb, rb, optsWith(o, alg)));
        const want = before.slice();
        for (let q = 0; q < p; q++)
          refUnpack(Rc.f, k, blocks(q).subarray(me * k * m * 8, (me + 1) * k * m * 8), want, q * k * 8);
        if (ctx.eq(L, rb, want)) {
          for (let a = 0; a < m; a++)
            for (let col = 0; col < p * k; col++) {
              if (rb[a * p * k + col] !== aval(col, me * m + a)) {
                ctx.err(`${L}: B[${me * m + a}][${col}] = ${rb[a * p * k + col]}`);
                return;
              }
            }
        }
        ctx.release();
      }
    });
    // IN_PLACE: the receive buffer holds the outgoing blocks in the receive type (here the transposing
    // column type of (b) would not fit: use a block type of k*m elements spread one element apart)
    {
      const Ri = T(resized(vector(k * m, 1, 2, F64), 0, 2 * k * m * 8)); // every other element of 2km
      const mine = (q) => f64s(2 * k * m * p, (e) => (e % 2 ? -e - 0.5 : q * 10000 + e));
      const rb = ctx.make('alloc', Float64Array, mine(me));
      const L = `alltoall IN_PLACE ${k}x${m} (strided blocks)`;
      ctx.call(L, () => c.alltoall(IN_PLACE, rb, { recvtype: Ri.t, recvcount: 1 }));
      const want = mine(me);
      for (let q = 0; q < p; q++)
        refUnpack(Ri.f, 1, refPack(Ri.f, 1, mine(q), me * Ri.f.extent), want, q * Ri.f.extent);
      ctx.eq(L, rb, want);
      ctx.release();
    }
  }
  return ctx.result();
}

// ─────────────────────────────────────────────────────────────────────────────────────────────
// 5. scatter/gather with an indexed type at the root; gatherv, scatterv, allgatherv, alltoallv

function scatterGather(ctx) {
  const { c } = ctx;
  const { rank: me, size: p } = c;
  const Ix = T(indexed([1, 2, 3], [0, 2, 6], F64)); // 6 elements in 9 (extent 72)
  const roots = [...new Set([0, p - 1])];
  const G = 2;
  const gv = (q, i) => q * 100 + i + 1;
  roots.forEach((root, ri) => {
    ['', 'shm-flat', 'binomial'].forEach((alg, ai) => {
      for (const count of [1, 2]) {
        const [ks, kr] = KINDS[(ri + ai + count) % 4];
        // gather: contiguous everywhere -> indexed at the root
        {
          const mine = (q) => f64s(6 * count, (i) => gv(q, i));
          const sb = ctx.make(ks, Float64Array, mine(me));
          const before = f64s(p * 9 * count + 2 * G, sent(ai + count));
          const whole = me === root ? ctx.make(kr, Float64Array, before) : null;
          const L = `gather contiguous -> indexed x${count} root ${root} (${alg || 'default'}, ${ks} -> ${kr})`;
          const o = optsWith({ recvtype: Ix.t, ...(count === 2 ? { recvcount: 2 } : {}) }, alg);
          ctx.call(L, () => c.gather(sb, whole ? whole.subarray(G, G + p * 9 * count) : null, root, o));
          if (whole) {
            const want = before.slice();
            for (let q = 0; q < p; q++) refUnpack(Ix.f, count, mine(q), want, (G + q * 9 * count) * 8);
            ctx.eq(L, whole, want);
          }
          ctx.eq(`${L}: send buffer`, sb, mine(me));
          ctx.release();
          // the root in place: its block is already at block `root`
          if (ai === 0) {
            const Li = `gather IN_PLACE at root, indexed x${count} root ${root} (${alg || 'default'})`;
            let w2 = null;
            if (me === root) {
              const init = before.slice();
              refUnpack(Ix.f, count, mine(root), init, (G + root * 9 * count) * 8);
              w2 = ctx.make(kr, Float64Array, init);
            }
            const s2 = me === root ? IN_PLACE : ctx.make(ks, Float64Array, mine(me));
            ctx.call(Li, () =>
              c.gather(
                s2,
                w2 ? w2.subarray(G, G + p * 9 * count) : null,
                root,
                optsWith({ recvtype: Ix.t, recvcount: count }, alg),
              ),
            );
            if (w2) {
              const want = before.slice();
              for (let q = 0; q < p; q++) refUnpack(Ix.f, count, mine(q), want, (G + q * 9 * count) * 8);
              ctx.eq(Li, w2, want);
            }
            ctx.release();
          }
        }
        // scatter: indexed at the root -> contiguous everywhere (sendcount and recvcount by default)
        {
          const rootB = f64s(p * 9 * count, (i) => i * 2 + root);
          const sb = me === root ? ctx.make(ks, Float64Array, rootB) : null;
          const before = f64s(6 * count + 2 * G, sent(ai + 3));
          const whole = ctx.make(kr, Float64Array, before);
          const L = `scatter indexed x${count} -> contiguous root ${root} (${alg || 'default'}, ${ks} -> ${kr})`;
          const o = optsWith({ sendtype: Ix.t, ...(count === 2 ? { sendcount: 2, recvcount: 12 } : {}) }, alg);
          ctx.call(L, () => c.scatter(sb, whole.subarray(G, G + 6 * count), root, o));
          const want = before.slice();
          want.set(refPack(Ix.f, count, rootB, me * 72 * count), G * 8);
          ctx.eq(L, whole, want);
          if (sb) ctx.eq(`${L}: send buffer`, sb, rootB);
          ctx.release();
          // the root in place
          if (ai === 0) {
            const Li = `scatter IN_PLACE at root, indexed x${count} root ${root}`;
            const sb2 = me === root ? ctx.make(ks, Float64Array, rootB) : null;
            const w2 = me === root ? null : ctx.make(kr, Float64Array, before);
            ctx.call(Li, () =>
              c.scatter(sb2, me === root ? IN_PLACE : w2.subarray(G, G + 6 * count), root, {
                sendtype: Ix.t,
                sendcount: count,
              }),
            );
            if (w2) {
              const want2 = before.slice();
              want2.set(refPack(Ix.f, count, rootB, me * 72 * count), G * 8);
              ctx.eq(Li, w2, want2);
            } else ctx.eq(`${Li}: send buffer`, sb2, rootB);
            ctx.release();
          }
        }
      }
    });
  });

  // gatherv: recvtype vector(2, 1, 2) (2 of 3 elements, extent 24 bytes) at the root, counts in its
  // items, displacements in its extents (reversed, with gaps; or null: packed). Odd ranks send with a
  // strided type (every other element), even ranks contiguous.
  {
    const Rv = T(vector(2, 1, 2, F64));
    const Sd = T(resized(F64, 0, 16));
    const counts = range(p).map((q) => q % 3);
    const mineVals = (q) => f64s(2 * counts[q], (i) => q * 100 + i + 1);
    for (const layout of ['reversed', 'null']) {
      const displs = new Array(p).fill(0);
      let pos = 1;
      if (layout === 'reversed')
        for (let q = p - 1; q >= 0; q--) {
          displs[q] = pos;
          pos += counts[q] + 1;
        }
      else {
        pos = 0;
        for (let q = 0; q < p; q++) {
          displs[q] = pos;
          pos += counts[q];
        }
      }
      for (const root of roots) {
        const odd = me % 2 === 1;
        const sendB = odd
          ? refUnpack(
              Sd.f,
              2 * counts[me],
              mineVals(me),
              f64s(Math.max(1, 4 * counts[me]), () => -9),
              0,
            )
          : mineVals(me);
        const sb = ctx.make(odd ? 'alloc' : 'plain', Float64Array, sendB);
        const before = f64s(pos * 3 + 2 * G, sent(root + 1));
        const whole = me === root ? ctx.make('alloc', Float64Array, before) : null;
        const L = `gatherv vector(2,1,2) root ${root}, ${layout} displs`;
        const o = odd ? { sendtype: Sd.t, sendcount: 2 * counts[me], recvtype: Rv.t } : { recvtype: Rv.t };
        ctx.call(L, () =>
          c.gatherv(
            sb,
            whole ? whole.subarray(G, G + pos * 3) : null,
            me === root ? counts : null,
            me === root && layout !== 'null' ? displs : null,
            root,
            o,
          ),
        );
        if (whole) {
          const want = before.slice();
          for (let q = 0; q < p; q++) refUnpack(Rv.f, counts[q], mineVals(q), want, (G + displs[q] * 3) * 8);
          ctx.eq(L, whole, want);
        }
        ctx.release();
      }
    }
  }

  // scatterv: sendtype indexed([2, 1], [0, 3]) (3 of 4 elements, extent 32 bytes) at the root, counts
  // in its items, displacements in its extents (in order, with gaps). Odd ranks receive strided.
  {
    const Si = T(indexed([2, 1], [0, 3], F64));
    const Rs = T(resized(F64, 0, 16));
    const counts = range(p).map((q) => (q + 1) % 3);
    const displs = [];
    let pos = 2;
    for (let q = 0; q < p; q++) {
      displs.push(pos);
      pos += counts[q] + 1 + (q % 2);
    }
    for (const root of roots) {
      const rootB = f64s(pos * 4, (i) => root * 1000 + i);
      const sb = me === root ? ctx.make('plain', Float64Array, rootB) : null;
      const odd = me % 2 === 1;
      const n = 3 * counts[me];
      const before = f64s(odd ? 2 * n + 1 : n, sent(root + 2));
      const rb = ctx.make(odd ? 'plain' : 'alloc', Float64Array, before);
      const L = `scatterv indexed([2,1],[0,3]) root ${root}, gaps`;
      const o = odd ? { sendtype: Si.t, recvtype: Rs.t, recvcount: n } : { sendtype: Si.t };
      ctx.call(L, () => c.scatterv(sb, me === root ? counts : null, me === root ? displs : null, rb, root, o));
      const mine = refPack(Si.f, counts[me], rootB, displs[me] * 32);
      ctx.eq(L, rb, odd ? refUnpack(Rs.f, n, mine, before.slice(), 0) : mine);
      ctx.release();
    }
  }

  // allgatherv: int32, contiguous send, recvtype vector(2, 1, 2, int32) (extent 12 bytes), counts with
  // zeros, displacements in extents with gaps
  {
    const Rv = T(vector(2, 1, 2, I32));
    const counts = range(p).map((q) => (q * 2) % 3);
    const displs = [];
    let pos = 1;
    for (let q = 0; q < p; q++) {
      displs.push(pos);
      pos += counts[q] + 1;
    }
    const mine = (q) => i32s(2 * counts[q], (i) => q * 100 - i);
    for (const kind of ['plain', 'alloc']) {
      const before = i32s(pos * 3, (i) => -7000 - i);
      const rb = ctx.make(kind, Int32Array, before);
      const sb = ctx.make(kind, Int32Array, mine(me));
      const L = `allgatherv int32 -> vector(2,1,2) with gaps (${kind})`;
      ctx.call(L, () => c.allgatherv(sb, rb, counts, displs, { recvtype: Rv.t }));
      const want = before.slice();
      for (let q = 0; q < p; q++) refUnpack(Rv.f, counts[q], mine(q), want, displs[q] * 12);
      ctx.eq(L, rb, want);
      // IN_PLACE: this rank's block is already in place
      const init = refUnpack(Rv.f, counts[me], mine(me), before.slice(), displs[me] * 12);
      const ri = ctx.make(kind, Int32Array, init);
      const Li = `allgatherv IN_PLACE int32 vector(2,1,2) with gaps (${kind})`;
      ctx.call(Li, () => c.allgatherv(IN_PLACE, ri, counts, displs, { recvtype: Rv.t }));
      ctx.eq(Li, ri, want);
      ctx.release();
    }
  }

  // alltoallv: sendtype vector(2, 1, 2) (extent 24 bytes), receive type one element every 16 bytes;
  // rank q sends (q + j) % 3 items to rank j; send displacements reversed with gaps, receive ones in
  // order with gaps (or both null: packed)
  {
    const Sv = T(vector(2, 1, 2, F64));
    const Rr = T(resized(F64, 0, 16));
    const scOf = (q) => range(p).map((j) => (q + j) % 3);
    const sdOf = (q) => {
      const sc = scOf(q),
        d = new Array(p).fill(0);
      let pos = 1;
      for (let j = p - 1; j >= 0; j--) {
        d[j] = pos;
        pos += sc[j] + 1;
      }
      return { d, span: pos };
    };
    const sendB = (q) => f64s(sdOf(q).span * 3, (i) => q * 1000 + i);
    const rcounts = range(p).map((i) => 2 * ((i + me) % 3));
    const rdispls = [];
    let rpos = 1;
    for (let i = 0; i < p; i++) {
      rdispls.push(rpos);
      rpos += rcounts[i] + 2;
    }
    for (const layout of ['gaps', 'null']) {
      const packed = layout === 'null';
      const sd = packed ? null : sdOf(me).d;
      const sbytes = packed
        ? f64s(Math.max(1, 3 * scOf(me).reduce((a, b) => a + b, 0)), (i) => me * 1000 + i)
        : sendB(me);
      const sb = ctx.make('alloc', Float64Array, sbytes);
      const before = f64s(rpos * 2, sent(packed ? 3 : 4));
      const rb = ctx.make('plain', Float64Array, before);
      const L = `alltoallv vector(2,1,2) -> strided, ${layout} displs`;
      ctx.call(L, () =>
        c.alltoallv(sb, scOf(me), sd, rb, rcounts, packed ? null : rdispls, { sendtype: Sv.t, recvtype: Rr.t }),
      );
      const want = before.slice();
      let acc = 0;
      for (let i = 0; i < p; i++) {
        const cnt = scOf(i)[me];
        let from, src;
        if (packed) {
          const sc = scOf(i);
          from = 0;
          for (let j = 0; j < me; j++) from += sc[j];
          src = f64s(Math.max(1, 3 * sc.reduce((a, b) => a + b, 0)), (e) => i * 1000 + e);
        } else {
          from = sdOf(i).d[me];
          src = sendB(i);
        }
        const got = refPack(Sv.f, cnt, src, from * 24);
        refUnpack(Rr.f, 2 * cnt, got, want, (packed ? acc : rdispls[i]) * 16);
        acc += 2 * cnt;
      }
      ctx.eq(L, rb, want);
      ctx.release();
    }
  }
  return ctx.result();
}

// ─────────────────────────────────────────────────────────────────────────────────────────────
// 6. reduceScatterBlock and reduceScatter over a column split into segments of k rows

function reduceScatter(ctx) {
  const { c } = ctx;
  const { rank: me, size: p } = c;
  for (const [k, C] of [
    [2, 3],
    [1200, 2],
  ]) {
    const seg = T(resized(vector(k, 1, C, F64), 0, k * C * 8)); // k rows of one column; item j = rows j k ..
    const sc = (q) => q % C,
      rc = (me + 2) % C;
    const mval = (q, i, t) => ((q * 3 + Math.floor(i / C) * 7 + (i % C) + t) % 19) - 9;
    for (const recvcount of [1, 2]) {
      const rows = p * recvcount * k;
      const mat = (q, t) => f64s(rows * C, (i) => mval(q, i, t));
      const t = recvcount;
      const packs = range(p).map((q) => refPack(seg.f, p * recvcount, mat(q, t), sc(q) * 8));
      ['', 'shm-slice', 'ring', 'recursive-halving'].forEach((alg, ai) => {
        for (const op of ai === 0 ? ['sum', 'max'] : ['sum']) {
          const red = reduceRef(Float64Array, op, packs);
          const part = red.subarray(me * recvcount * k * 8, (me + 1) * recvcount * k * 8);
          const [ks, kr] = KINDS[ai % 4];
          const sb = ctx.make(ks, Float64Array, mat(me, t));
          const before = f64s(recvcount * k * C, sent(ai));
          const rb = ctx.make(kr, Float64Array, before);
          const L = `reduceScatterBlock ${op} column segments k=${k} x${recvcount} (${alg || 'default'}, ${ks} -> ${kr})`;
          ctx.call(L, () =>
            c.reduceScatterBlock(
              sb.subarray(sc(me)),
              rb.subarray(rc),
              op,
              optsWith({ datatype: seg.t, recvcount }, alg),
            ),
          );
          ctx.eq(L, rb, refUnpack(seg.f, recvcount, part, before.slice(), rc * 8));
          ctx.eq(`${L}: send buffer`, sb, mat(me, t));
          ctx.release();
        }
      });
      // IN_PLACE: the receive buffer holds the input; the result lands in its first recvcount items.
      // Bytes outside the type map of the p blocks (the other columns) stay as they were.
      {
        const packs = range(p).map((q) => refPack(seg.f, p * recvcount, mat(q, 9), sc(q) * 8));
        const red = reduceRef(Float64Array, 'sum', packs);
        const m = ctx.make('alloc', Float64Array, mat(me, 9));
        const L = `reduceScatterBlock IN_PLACE column segments k=${k} x${recvcount}`;
        ctx.call(L, () => c.reduceScatterBlock(IN_PLACE, m.subarray(sc(me)), 'sum', { datatype: seg.t, recvcount }));
        const got = refPack(seg.f, recvcount, u8(m), sc(me) * 8);
        const exp = red.subarray(me * recvcount * k * 8, (me + 1) * recvcount * k * 8);
        ctx.cases++;
        if (!got.every((v, i) => v === exp[i])) ctx.err(`${L}: the result block is wrong`);
        // the other columns: untouched
        const orig = mat(me, 9),
          now = u8(m).slice();
        const mask = refUnpack(
          seg.f,
          p * recvcount,
          new Uint8Array(p * recvcount * k * 8).fill(1),
          new Uint8Array(orig.length),
          sc(me) * 8,
        );
        for (let i = 0; i < orig.length; i++) {
          if (!mask[i] && now[i] !== orig[i]) {
            ctx.err(`${L}: byte ${i} outside the type map changed`);
            break;
          }
        }
        ctx.release();
      }
    }
    // reduceScatter with counts in items of the segment type
    {
      const counts = range(p).map((q) => (q % 3) + 1);
      const total = counts.reduce((a, b) => a + b, 0);
      let first = 0;
      for (let q = 0; q < me; q++) first += counts[q];
      const mat = (q) => f64s(total * k * C, (i) => mval(q, i, 5));
      const packs = range(p).map((q) => refPack(seg.f, total, mat(q), sc(q) * 8));
      const red = reduceRef(Float64Array, 'sum', packs);
      for (const kind of ['plain', 'alloc']) {
        const sb = ctx.make(kind, Float64Array, mat(me));
        const before = f64s(counts[me] * k * C, sent(me));
        const rb = ctx.make(kind, Float64Array, before);
        const L = `reduceScatter counts ${counts} of column segments k=${k} (${kind})`;
        ctx.call(L, () => c.reduceScatter(sb.subarray(sc(me)), rb.subarray(rc), counts, 'sum', { datatype: seg.t }));
        ctx.eq(
          L,
          rb,
          refUnpack(
            seg.f,
            counts[me],
            red.subarray(first * k * 8, (first + counts[me]) * k * 8),
            before.slice(),
            rc * 8,
          ),
        );
        ctx.release();
      }
    }
  }
  return ctx.result();
}

// ─────────────────────────────────────────────────────────────────────────────────────────────
// 7. nonblocking and persistent forms

async function nbPersistent(ctx) {
  const { c, waitAll } = ctx;
  const { rank: me, size: p } = c;
  // allreduceInit over a column type, started 3 times with new data each time
  for (const [R, C] of [
    [7, 3],
    [5000, 2],
  ]) {
    const col = T(vector(R, 1, C, F64));
    const mval = (q, i, t) => ((q * 5 + Math.floor(i / C) * 3 + (i % C) * 7 + t * 13) % 29) - 14;
    const sc = (q) => (q + 1) % C,
      rc = me % C;
    for (const [ks, kr] of KINDS) {
      const m = ctx.make(ks, Float64Array, new Uint8Array(R * C * 8));
      const before = f64s(R * C, sent(3));
      const out = ctx.make(kr, Float64Array, before);
      const contig = ctx.make(kr, Float64Array, f64s(R, sent(4)));
      const ip = ctx.make(ks, Float64Array, new Uint8Array(R * C * 8));
      const L = `allreduceInit column ${R}x${C} (${ks} -> ${kr})`;
      const reqs = ctx.call(L, () => [
        c.allreduceInit(m.subarray(sc(me)), out.subarray(rc), 'sum', { datatype: col.t, count: 1 }),
        c.allreduceInit(m.subarray(sc(me)), contig, 'max', {
          sendtype: col.t,
          sendcount: 1,
          recvtype: Datatype.FLOAT64,
          recvcount: R,
        }),
        c.allreduceInit(IN_PLACE, ip.subarray(sc(me)), 'sum', { datatype: col.t, count: 1 }),
      ]);
      for (let t = 0; t < 3; t++) {
        const mat = (q) => f64s(R * C, (i) => mval(q, i, t));
        const mat2 = (q) => f64s(R * C, (i) => mval(q, i, t + 5));
        u8(m).set(mat(me));
        u8(ip).set(mat2(me));
        const packs = range(p).map((q) => refPack(col.f, 1, mat(q), sc(q) * 8));
        const packs2 = range(p).map((q) => refPack(col.f, 1, mat2(q), sc(q) * 8));
        ctx.call(`${L} start ${t}`, () => {
          if (t === 1) {
            reqs[0].start();
            reqs[1].start();
            reqs[2].start();
            waitAll([reqs[2], reqs[0], reqs[1]]);
          } else
            for (const r of reqs) {
              r.start();
              r.wait();
            }
        });
        ctx.eq(
          `${L} start ${t}`,
          out,
          refUnpack(col.f, 1, reduceRef(Float64Array, 'sum', packs), before.slice(), rc * 8),
        );
        ctx.eq(`${L} start ${t} -> contiguous max`, contig, reduceRef(Float64Array, 'max', packs));
        ctx.eq(
          `${L} start ${t} IN_PLACE`,
          ip,
          refUnpack(col.f, 1, reduceRef(Float64Array, 'sum', packs2), mat2(me), sc(me) * 8),
        );
      }
      for (const r of reqs) r.free();
      ctx.release();
    }
  }

  // iallgather with a subarray; several nonblocking calls in flight (also on another communicator),
  // completed in another order; `await` on one
  const c2 = ctx.c2;
  for (const [ny, nx] of [
    [3, 5],
    [60, 70],
  ]) {
    const H = ny + 2,
      W = nx + 2,
      n = ny * nx;
    const S = T(subarray([H, W], [ny, nx], [1, 1], 'C', F64));
    const local = (q, t) =>
      f64s(H * W, (i) => {
        const y = Math.floor(i / W),
          x = i % W;
        return y >= 1 && y <= ny && x >= 1 && x <= nx ? q * 10000 + i + t : -1.5;
      });
    const GW = p * nx;
    const Rg = T(resized(vector(ny, nx, GW, F64), 0, nx * 8));
    const St = T(STRUCT24);
    for (const [ks, kr] of KINDS) {
      const sb = ctx.make(ks, Float64Array, local(me, 0));
      const r1 = ctx.make(kr, Float64Array, f64s(p * n, sent(1)));
      const before2 = f64s(ny * GW, sent(2));
      const r2 = ctx.make(kr, Float64Array, before2);
      const rootB = structBytes(5, 3);
      const sbefore = me === 0 ? rootB : otherBytes(120, me);
      const sbuf = ctx.make(ks, Uint8Array, sbefore);
      const L = `iallgather subarray ${ny}x${nx} (${ks} -> ${kr})`;
      const reqs = ctx.call(L, () => [
        c.iallgather(sb, r1, { sendtype: S.t }),
        c2.ibcast(sbuf, 0, { datatype: St.t, count: 5 }),
        c.iallgather(sb, r2, { sendtype: S.t, recvtype: Rg.t, recvcount: 1 }),
      ]);
      ctx.call(L, () => waitAll([reqs[2], reqs[1], reqs[0]]));
      const packs = range(p).map((q) => refPack(S.f, 1, local(q, 0), 0));
      const w1 = new Uint8Array(p * n * 8);
      for (let q = 0; q < p; q++) w1.set(packs[q], q * n * 8);
      ctx.eq(`${L} -> contiguous`, r1, w1);
      const w2 = before2.slice();
      for (let q = 0; q < p; q++) refUnpack(Rg.f, 1, packs[q], w2, q * nx * 8);
      ctx.eq(`${L} -> global row of tiles`, r2, w2);
      ctx.eq(
        `${L}: ibcast struct alongside`,
        sbuf,
        me === 0 ? rootB : refUnpack(St.f, 5, refPack(St.f, 5, rootB, 0), sbefore.slice(), 0),
      );
      // await
      u8(sb).set(local(me, 7));
      const r3 = ctx.make(kr, Float64Array, f64s(p * n, sent(5)));
      await ctx.call(`${L} awaited`, () => c.iallgather(sb, r3, { sendtype: S.t }));
      const w3 = new Uint8Array(p * n * 8);
      for (let q = 0; q < p; q++) w3.set(refPack(S.f, 1, local(q, 7), 0), q * n * 8);
      ctx.eq(`${L} awaited`, r3, w3);
      ctx.release();
    }

    // allgatherInit and bcastInit restarted with new contents
    const sb = ctx.make('alloc', Float64Array, local(me, 0));
    const before2 = f64s(ny * GW, sent(6));
    const rg = ctx.make('plain', Float64Array, before2);
    const sbuf = ctx.make('plain', Float64Array, new Uint8Array(120));
    const L = `allgatherInit subarray ${ny}x${nx} -> global, bcastInit struct`;
    const [ag, bc] = ctx.call(L, () => [
      c.allgatherInit(sb, rg, { sendtype: S.t, recvtype: Rg.t }),
      c.bcastInit(sbuf, p - 1, { datatype: St.t }),
    ]);
    for (let t = 0; t < 3; t++) {
      u8(sb).set(local(me, t * 3));
      const rootB = structBytes(5, t + 11);
      const sbefore = me === p - 1 ? rootB : otherBytes(120, me + t);
      u8(sbuf).set(sbefore);
      ctx.call(`${L} start ${t}`, () => {
        ag.start();
        bc.start();
        waitAll([bc, ag]);
      });
      const w = before2.slice();
      for (let q = 0; q < p; q++) refUnpack(Rg.f, 1, refPack(S.f, 1, local(q, t * 3), 0), w, q * nx * 8);
      ctx.eq(`${L} start ${t}: allgather`, rg, w);
      ctx.eq(
        `${L} start ${t}: bcast`,
        sbuf,
        me === p - 1 ? rootB : refUnpack(St.f, 5, refPack(St.f, 5, rootB, 0), sbefore.slice(), 0),
      );
    }
    ag.free();
    bc.free();
    ctx.release();
  }

  // alltoallInit (columns -> contiguous), reduceScatterBlockInit and gathervInit, 3 starts each
  {
    const k = 2,
      m = 3;
    const S = T(resized(vector(k, 1, p * m, F64), 0, 8));
    const seg = T(resized(vector(2, 1, 3, F64), 0, 48));
    const Rv = T(vector(2, 1, 2, F64));
    const la = (q, t) => f64s(k * p * m, (i) => q * 1000 + i + t * 100);
    const rsm = (q, t) => f64s(p * 2 * 3, (i) => ((q + i + t) % 7) - 3);
    const counts = range(p).map((q) => (q % 2) + 1);
    const displs = [];
    let pos = 0;
    for (let q = 0; q < p; q++) {
      displs.push(pos);
      pos += counts[q] + 1;
    }
    const gvals = (q, t) => f64s(2 * counts[q], (i) => q * 50 + i + t);
    const sa = ctx.make('alloc', Float64Array, la(me, 0));
    const ra = ctx.make('plain', Float64Array, new Uint8Array(p * k * m * 8));
    const srs = ctx.make('plain', Float64Array, rsm(me, 0));
    const brs = f64s(6, sent(1));
    const rrs = ctx.make('alloc', Float64Array, brs);
    const sg = ctx.make('plain', Float64Array, gvals(me, 0));
    const bg = f64s(pos * 3, sent(2));
    const rg = me === 0 ? ctx.make('alloc', Float64Array, bg) : null;
    const L = 'alltoallInit / reduceScatterBlockInit / gathervInit with derived types';
    const reqs = ctx.call(L, () => [
      c.alltoallInit(sa, ra, { sendtype: S.t, sendcount: m }),
      c.reduceScatterBlockInit(srs, rrs, 'sum', { datatype: seg.t, recvcount: 1 }),
      c.gathervInit(sg, rg, me === 0 ? counts : null, me === 0 ? displs : null, 0, { recvtype: Rv.t }),
    ]);
    for (let t = 0; t < 3; t++) {
      u8(sa).set(la(me, t));
      u8(srs).set(rsm(me, t));
      u8(sg).set(gvals(me, t));
      ctx.call(`${L} start ${t}`, () => {
        for (const r of reqs) r.start();
        waitAll(reqs);
      });
      const wa = new Uint8Array(p * k * m * 8);
      for (let q = 0; q < p; q++) wa.set(refPack(S.f, m, la(q, t), me * m * 8), q * k * m * 8);
      ctx.eq(`${L} start ${t}: alltoall`, ra, wa);
      const red = reduceRef(
        Float64Array,
        'sum',
        range(p).map((q) => refPack(seg.f, p, rsm(q, t), 0)),
      );
      ctx.eq(
        `${L} start ${t}: reduceScatterBlock`,
        rrs,
        refUnpack(seg.f, 1, red.subarray(me * 16, me * 16 + 16), brs.slice(), 0),
      );
      if (rg) {
        const w = bg.slice();
        for (let q = 0; q < p; q++) refUnpack(Rv.f, counts[q], gvals(q, t), w, displs[q] * 24);
        ctx.eq(`${L} start ${t}: gatherv`, rg, w);
      }
    }
    for (const r of reqs) r.free();
    ctx.release();
  }
  return ctx.result();
}

// ─────────────────────────────────────────────────────────────────────────────────────────────
// Odds and ends: count 0, a type reaching before its origin (negative displacement), scan/exscan in
// place, `datatype` serving both sides of an allgather, maxloc over a vector of pairs

function extras(ctx) {
  const { c } = ctx;
  const { rank: me, size: p } = c;
  const col = T(vector(3, 1, 2, F64)); // elements 0, 2, 4 of 5
  const vals = (q) => f64s(5, (i) => q * 10 + i);
  for (const kind of ['plain', 'alloc']) {
    // count 0 moves nothing
    {
      const b = ctx.make(kind, Float64Array, vals(me));
      ctx.call('bcast count 0', () => c.bcast(b, 0, { datatype: col.t, count: 0 }));
      ctx.eq(`bcast count 0 (${kind})`, b, vals(me));
      const r = ctx.make(kind, Float64Array, f64s(5, sent(1)));
      ctx.call('allreduce count 0', () =>
        c.allreduce(ctx.make(kind, Float64Array, vals(me)), r, 'sum', { datatype: col.t, count: 0 }),
      );
      ctx.eq(`allreduce count 0 (${kind})`, r, f64s(5, sent(1)));
      const r2 = ctx.make(kind, Float64Array, f64s(5 * p, sent(2)));
      ctx.call('allgather count 0', () =>
        c.allgather(ctx.make(kind, Float64Array, vals(me)), r2, {
          sendtype: col.t,
          sendcount: 0,
          recvtype: col.t,
          recvcount: 0,
        }),
      );
      ctx.eq(`allgather count 0 (${kind})`, r2, f64s(5 * p, sent(2)));
    }
    // a type with an element 8 bytes before its origin and one 8 bytes after (lb -8)
    {
      const desc = { kind: 'hindexed', blocklengths: [1, 1], displs: [-8, 8], base: F64 };
      const H = T(desc);
      const mine = (q) => f64s(6, (i) => (i === 1 ? q + 1 : i === 3 ? q + 10 : -1));
      const packs = range(p).map((q) => refPack(H.f, 1, mine(q), 16));
      const sb = ctx.make(kind, Float64Array, mine(me));
      const before = f64s(6, sent(3));
      const rb = ctx.make(kind, Float64Array, before);
      const L = `allreduce of a type reaching 8 bytes before its origin (${kind})`;
      ctx.call(L, () => c.allreduce(sb.subarray(2), rb.subarray(2), 'sum', { datatype: H.t, count: 1 }));
      ctx.eq(L, rb, refUnpack(H.f, 1, reduceRef(Float64Array, 'sum', packs), before.slice(), 16));
      const ab = ctx.make(kind, Float64Array, f64s(2 + 2 * p, sent(4)));
      const La = `allgather of the same type into contiguous (${kind})`;
      ctx.call(La, () => c.allgather(sb.subarray(2), ab.subarray(1, 1 + 2 * p), { sendtype: H.t, sendcount: 1 }));
      const wa = f64s(2 + 2 * p, sent(4));
      for (let q = 0; q < p; q++) wa.set(packs[q], (1 + 2 * q) * 8);
      ctx.eq(La, ab, wa);
    }
    // scan and exscan in place over the vector: rank 0's exscan buffer unchanged
    {
      const packs = range(p).map((q) => refPack(col.f, 1, vals(q), 0));
      for (const coll of ['scan', 'exscan']) {
        const m = ctx.make(kind, Float64Array, vals(me));
        ctx.call(`${coll} IN_PLACE`, () => c[coll](IN_PLACE, m, 'sum', { datatype: col.t, count: 1 }));
        const upto = coll === 'scan' ? me + 1 : me;
        ctx.eq(
          `${coll} IN_PLACE vector (${kind})`,
          m,
          upto ? refUnpack(col.f, 1, reduceRef(Float64Array, 'sum', packs.slice(0, upto)), vals(me), 0) : vals(me),
        );
      }
    }
    // `datatype` serves both sides of an allgather, counts by default (one item each)
    {
      const colR = T(resized(vector(3, 1, 2, F64), 0, 40));
      const before = f64s(5 * p, sent(5));
      const r = ctx.make(kind, Float64Array, before);
      ctx.call('allgather { datatype }', () =>
        c.allgather(ctx.make(kind, Float64Array, vals(me)), r, { datatype: colR.t }),
      );
      const want = before.slice();
      for (let q = 0; q < p; q++) refUnpack(colR.f, 1, refPack(colR.f, 1, vals(q), 0), want, q * 40);
      ctx.eq(`allgather { datatype } (${kind})`, r, want);
    }
    // maxloc over a vector of (float64 value, float64 index) pairs: pairs 0 and 2 of 3
    {
      const pv = T(vector(2, 1, 2, base('PAIR_FLOAT64')));
      const mine = (q) => f64s(6, (i) => [((q * 5) % 7) - 3, q, -1, -1, -((q * 3) % 4), q][i]);
      const before = f64s(6, sent(6));
      const r = ctx.make(kind, Float64Array, before);
      ctx.call('allreduce maxloc', () =>
        c.allreduce(ctx.make(kind, Float64Array, mine(me)), r, 'maxloc', { datatype: pv.t, count: 1 }),
      );
      const want = new Float64Array(before.slice().buffer);
      for (const at of [0, 4]) {
        let best = 0;
        for (let q = 1; q < p; q++)
          if (mine(q) && new Float64Array(mine(q).buffer)[at] > new Float64Array(mine(best).buffer)[at]) best = q;
        want[at] = new Float64Array(mine(best).buffer)[at];
        want[at + 1] = best;
      }
      ctx.eq(`allreduce maxloc vector of pairs (${kind})`, r, new Uint8Array(want.buffer));
    }
    ctx.release();
  }
  return ctx.result();
}

// ─────────────────────────────────────────────────────────────────────────────────────────────
// 8. errors raised on every rank alike (before anything moves), each followed by a correct call

function localErrors(ctx) {
  const { c } = ctx;
  const { rank: me, size: p } = c;
  const out = {};
  let after = 0;
  const check = (name, fn, untouched = []) => {
    const snaps = untouched.map((a) => u8(a).slice());
    try {
      fn();
      out[name] = 'no error';
    } catch (e) {
      out[name] = e instanceof WasmpiError ? e.code : `not a WasmpiError: ${e}`;
      out[`${name}Msg`] = e?.message;
    }
    untouched.forEach((a, i) => {
      if (!u8(a).every((v, j) => v === snaps[i][j])) ctx.err(`${name}: a buffer of the failed call changed`);
    });
    // a correct collective with a derived type right after
    const m = f64s(12, (i) => me * 10 + i);
    const sb = new Float64Array(m.buffer.slice(0));
    const rb = new Float64Array(4).fill(-1);
    const col = T(vector(4, 1, 3, F64));
    c.allreduce(sb, rb, 'sum', { sendtype: col.t, sendcount: 1, recvtype: Datatype.FLOAT64, recvcount: 4 });
    const want = Float64Array.from({ length: 4 }, (_, i) => range(p).reduce((s, q) => s + q * 10 + 3 * i, 0));
    if (rb.every((v, i) => v === want[i])) after++;
    else ctx.err(`after ${name}: the allreduce gave ${[...rb]}, expected ${[...want]}`);
  };
  const col8 = T(vector(3, 1, 2, F64)); // 3 float64 in 5 (extent 40 bytes)
  // signatures within a rank: 3 float64 vs 6 float32 (same bytes)
  {
    const s = new Float64Array(3).fill(1),
      r = new Float32Array(6 * p).fill(-1);
    check('f64VsF32', () => c.allgather(s, r, { recvtype: Datatype.FLOAT32, recvcount: 6 }), [r]);
    const sv = new Float64Array(5).fill(2);
    check(
      'vecF64VsF32',
      () => c.allgather(sv, r, { sendtype: col8.t, sendcount: 1, recvtype: Datatype.FLOAT32, recvcount: 6 }),
      [r],
    );
  }
  // int32 vs float32, same bytes: a vector of int32 sent, float32 received
  {
    const vi = T(vector(2, 1, 2, I32));
    const s = new Int32Array(6).fill(3),
      r = new Float32Array(4 * p).fill(-1);
    check(
      'i32VsF32',
      () => c.allgather(s, r, { sendtype: vi.t, sendcount: 2, recvtype: Datatype.FLOAT32, recvcount: 4 }),
      [r],
    );
    const r2 = new Float32Array(4).fill(-1);
    check(
      'reduceI32VsF32',
      () => c.allreduce(s, r2, 'sum', { sendtype: vi.t, sendcount: 2, recvtype: Datatype.FLOAT32, recvcount: 4 }),
      [r2],
    );
  }
  // alltoall: column of float64 vs int64 (same bytes)
  {
    const s = new Float64Array(5 * p).fill(1),
      r = new BigInt64Array(3 * p).fill(-1n);
    const colR = T(resized(vector(3, 1, 2, F64), 0, 40));
    check(
      'alltoallF64VsI64',
      () => c.alltoall(s, r, { sendtype: colR.t, sendcount: 1, recvtype: Datatype.INT64, recvcount: 3 }),
      [r],
    );
  }
  // reductions over float64 vs float64 of another count (different signatures)
  {
    const s = new Float64Array(5).fill(1),
      r = new Float32Array(6).fill(-1);
    check(
      'reduceF64VsF32',
      () => c.allreduce(s, r, 'sum', { sendtype: col8.t, sendcount: 1, recvtype: Datatype.FLOAT32, recvcount: 6 }),
      [r],
    );
  }
  // uncommitted types
  {
    const loose = Datatype.vector(3, 1, 2, Datatype.FLOAT64);
    const s = new Float64Array(5).fill(1),
      r = new Float64Array(5).fill(-1);
    check('uncommittedAllreduce', () => c.allreduce(s, r, 'sum', { datatype: loose, count: 1 }), [r]);
    const ls = Datatype.struct([2, 1], [0, 8], [Datatype.INT32, Datatype.FLOAT64]);
    const b = new Uint8Array(64).fill(9);
    check('uncommittedBcast', () => c.bcast(b, 0, { datatype: ls, count: 2 }), [b]);
    const rr = new Float64Array(5 * p).fill(-1);
    check(
      'uncommittedRecvtype',
      () =>
        c.allgather(new Float64Array(3), rr, {
          recvtype: Datatype.resized(Datatype.vector(3, 1, 2, Datatype.FLOAT64), 0, 40),
          recvcount: 1,
        }),
      [rr],
    );
    check('uncommittedInit', () => c.allreduceInit(s, r, 'sum', { datatype: loose, count: 1 }), [r]);
  }
  // a reduction over a struct mixing types
  {
    const mixed = T(struct([1, 1], [0, 8], [I32, F64])).t; // extent 16
    const s = new Uint8Array(32).fill(1),
      r = new Uint8Array(32).fill(7);
    check('mixedSum', () => c.allreduce(s, r, 'sum', { datatype: mixed, count: 2 }), [r]);
    check('mixedMaxReduce', () => c.reduce(s, r, 'max', 0, { datatype: mixed, count: 2 }), [r]);
    check('mixedScan', () => c.scan(s, r, 'sum', { datatype: mixed, count: 2 }), [r]);
    const s8 = new Float64Array(5).fill(1),
      r8 = new Float64Array(5).fill(-1);
    check('bandF64Vector', () => c.allreduce(s8, r8, 'band', { datatype: col8.t, count: 1 }), [r8]);
    check(
      'mixedReduceScatterBlock',
      () => c.reduceScatterBlock(new Uint8Array(16 * p), r, 'sum', { datatype: mixed, recvcount: 1 }),
      [r],
    );
  }
  // counts whose span passes the end of the buffer
  {
    const s = new Float64Array(5).fill(1),
      r = new Float64Array(5).fill(-1);
    check('spanAllreduce', () => c.allreduce(s, r, 'sum', { datatype: col8.t, count: 2 }), [r]);
    const r9 = new Float64Array(9).fill(-1);
    check(
      'spanAllreduceRecv',
      () =>
        c.allreduce(new Float64Array(9), r, 'sum', {
          sendtype: Datatype.FLOAT64,
          sendcount: 6,
          recvtype: col8.t,
          recvcount: 2,
        }),
      [r, r9],
    );
    const b = new Uint8Array(5 * 24).fill(3);
    check('spanBcast', () => c.bcast(b, 0, { datatype: T(STRUCT24).t, count: 6 }), [b]);
    const rr = new Float64Array(5 * p - 1).fill(-1); // p blocks of col8 need 5 (p - 1) + 5 elements
    check(
      'spanAllgather',
      () => c.allgather(new Float64Array(3), rr, { recvtype: T(resized(vector(3, 1, 2, F64), 0, 40)).t, recvcount: 1 }),
      [rr],
    );
    const sa = new Float64Array(4 * p).fill(1);
    const ra = new Float64Array(3 * p).fill(-1);
    check(
      'spanAlltoall',
      () => c.alltoall(sa, ra, { sendtype: col8.t, sendcount: 1, recvtype: Datatype.FLOAT64, recvcount: 3 }),
      [ra],
    );
  }
  out.after = after;
  ctx.cases++;
  const r = ctx.result();
  return { ...r, codes: out };
}

// ─────────────────────────────────────────────────────────────────────────────────────────────
// 9. mismatches across ranks: each on its own dup; none hangs; COMM_WORLD and a new dup work after

function crossErrors(world) {
  const { rank: me, size: p } = world;
  const out = {};
  if (p < 2) return out;
  // gather: the root receives float64 blocks; rank 1 sends a vector of int64 of the same bytes
  {
    const c1 = world.dup();
    const vi = Datatype.vector(4, 1, 2, Datatype.INT64).commit();
    const rb = me === 0 ? new Float64Array(4 * p).fill(-1) : null;
    for (const [key, algorithm] of [
      ['gatherType', 'shm-flat'],
      ['gatherEagerType', 'shm-eager'],
    ]) {
      out[key] = codeOf(() =>
        me === 1
          ? c1.gather(new BigInt64Array(7), rb, 0, { sendtype: vi, sendcount: 1, algorithm })
          : c1.gather(new Float64Array(4).fill(me), rb, 0, { recvtype: Datatype.FLOAT64, recvcount: 4, algorithm }),
      );
    }
  }
  // allreduce (shm-flat): the last rank reduces a column of int64, the others a column of float64
  {
    const c2 = world.dup();
    const T8 = me === p - 1 ? Datatype.INT64 : Datatype.FLOAT64;
    const col = Datatype.vector(4, 1, 2, T8).commit();
    const Ctor = me === p - 1 ? BigInt64Array : Float64Array;
    out.allreduceType = codeOf(() =>
      c2.allreduce(new Ctor(7), new Ctor(7), 'max', { datatype: col, count: 1, algorithm: 'shm-flat' }),
    );
  }
  // allgather: rank 1 sends and receives float32 pairs where the others use float64 (same bytes)
  {
    const c3 = world.dup();
    out.allgatherType = codeOf(() =>
      me === 1
        ? c3.allgather(new Float32Array(6), new Float32Array(6 * p), {
            sendtype: Datatype.resized(Datatype.FLOAT32, 0, 4).commit(),
          })
        : c3.allgather(new Float64Array(3), new Float64Array(3 * p), {
            sendtype: Datatype.resized(Datatype.FLOAT64, 0, 8).commit(),
          }),
    );
  }
  // gather: rank 1 sends 3 float64 where the root expects 4 (sizes differ)
  {
    const c4 = world.dup();
    const rb = me === 0 ? new Float64Array(4 * p).fill(-1) : null;
    const st = Datatype.resized(Datatype.FLOAT64, 0, 16).commit();
    out.gatherSize = codeOf(() =>
      c4.gather(new Float64Array(me === 1 ? 6 : 8), rb, 0, {
        sendtype: st,
        sendcount: me === 1 ? 3 : 4,
        recvtype: Datatype.FLOAT64,
        recvcount: 4,
      }),
    );
  }
  // gatherv: the root receives float64 items of a vector, rank 1 sends int64 (same bytes)
  {
    const c6 = world.dup();
    const rv = Datatype.vector(2, 1, 2, Datatype.FLOAT64).commit();
    const rb = me === 0 ? new Float64Array(3 * p).fill(-1) : null;
    out.gathervType = codeOf(() =>
      c6.gatherv(
        me === 1 ? new BigInt64Array(2) : new Float64Array(2),
        rb,
        me === 0 ? new Array(p).fill(1) : null,
        null,
        0,
        { recvtype: rv },
      ),
    );
  }
  // COMM_WORLD works (a derived-type allreduce), and so does a new dup
  const col = Datatype.vector(3, 1, 2, Datatype.FLOAT64).commit();
  const m = Float64Array.from({ length: 5 }, (_, i) => me + i);
  const r = new Float64Array(3);
  world.allreduce(m, r, 'sum', { sendtype: col, sendcount: 1, recvtype: Datatype.FLOAT64, recvcount: 3 });
  const tri = (p * (p - 1)) / 2;
  out.afterWorld = r[0] === tri && r[1] === tri + 2 * p && r[2] === tri + 4 * p;
  const c5 = world.dup();
  const b = new Float64Array(4).fill(me === 0 ? 5 : 0);
  c5.bcast(b, 0, { datatype: Datatype.resized(Datatype.FLOAT64, 0, 16).commit(), count: 2 });
  out.afterDup = me === 0 ? b.join() === '5,5,5,5' : b.join() === '5,0,5,0';
  return out;
}

// ─────────────────────────────────────────────────────────────────────────────────────────────
// The emulation (a check of the test itself): the same calls built from the value tier and pack.

const EL = new Map([
  [Float64Array, 'FLOAT64'],
  [Float32Array, 'FLOAT32'],
  [Int32Array, 'INT32'],
  [Int16Array, 'INT16'],
  [Uint8Array, 'UINT8'],
  [BigInt64Array, 'INT64'],
]);
const CT = new Map([
  ['float64', Float64Array],
  ['int32', Int32Array],
]);

function emulate(real) {
  const me = real.rank,
    p = real.size;
  const el = (b) => Datatype[EL.get(b.constructor)];
  const items = (b, t) => Math.floor(b.byteLength / t.extent);
  const at = (b, off) => new Uint8Array(b.buffer, b.byteOffset + off, b.byteLength - off);
  const sideS = (s, o, dflt) => {
    const t = o.sendtype ?? o.datatype ?? el(s);
    return [t, o.sendcount ?? o.count ?? dflt(t)];
  };
  const sideR = (r, o, dflt) => {
    const t = o.recvtype ?? o.datatype ?? el(r);
    return [t, o.recvcount ?? o.count ?? dflt(t)];
  };
  const red = (t, op, list) =>
    reduceRef(
      CT.get(t.baseType.name),
      op,
      list.map((x) => new Uint8Array(x)),
    );
  const prefix = (cs) => {
    const d = [];
    let a = 0;
    for (const x of cs) {
      d.push(a);
      a += x;
    }
    return d;
  };
  const E = {
    rank: me,
    size: p,
    bcast(b, root, o = {}) {
      const t = o.datatype ?? el(b),
        n = o.count ?? items(b, t);
      const got = real.bcastValue(me === root ? pack(b, n, t) : null, root);
      if (me !== root) unpack(got, b, n, t);
    },
    allreduce(s, r, op, o = {}) {
      return E._red('all', s, r, op, 0, o);
    },
    reduce(s, r, op, root, o = {}) {
      return E._red('root', s, r, op, root, o);
    },
    scan(s, r, op, o = {}) {
      return E._red('scan', s, r, op, 0, o);
    },
    exscan(s, r, op, o = {}) {
      return E._red('exscan', s, r, op, 0, o);
    },
    _red(kind, s, r, op, root, o) {
      const src = s === IN_PLACE ? r : s;
      const [st, sc] = sideS(src, o, (t) => items(src, t));
      const mine = pack(src, sc, st);
      const all = kind === 'root' ? real.gatherValue(mine, root) : real.allgatherValue(mine);
      if (kind === 'root' && me !== root) return;
      const upto = kind === 'scan' ? me + 1 : kind === 'exscan' ? me : p;
      if (upto === 0) return;
      const [rt, rc] = sideR(r, o, (t) => (sc * st.size) / t.size);
      unpack(red(st, op, all.slice(0, upto)), r, rc, rt);
    },
    allgather(s, r, o = {}) {
      E._gather(s, r, -1, o);
    },
    gather(s, r, root, o = {}) {
      E._gather(s, r, root, o);
    },
    _gather(s, r, root, o) {
      let mine;
      if (s === IN_PLACE) {
        const [rt, rc] = sideR(r, o, () => {
          throw new Error('emu: IN_PLACE needs recvcount');
        });
        mine = pack(at(r, (root < 0 ? me : root) * rc * rt.extent), rc, rt);
      } else {
        const [st, sc] = sideS(s, o, (t) => items(s, t));
        mine = pack(s, sc, st);
      }
      const all = root < 0 ? real.allgatherValue(mine) : real.gatherValue(mine, root);
      if (root >= 0 && me !== root) return;
      const [rt, rc] = sideR(r, o, (t) => mine.length / t.size);
      all.forEach((x, q) => unpack(x, at(r, q * rc * rt.extent), rc, rt));
    },
    allgatherv(s, r, counts, displs, o = {}) {
      E._gatherv(s, r, counts, displs, -1, o);
    },
    gatherv(s, r, counts, displs, root, o = {}) {
      E._gatherv(s, r, counts, displs, root, o);
    },
    _gatherv(s, r, counts, displs, root, o) {
      let mine;
      if (s === IN_PLACE) {
        const [rt] = sideR(r, o, () => 0);
        mine = pack(at(r, (displs ?? prefix(counts))[me] * rt.extent), counts[me], rt);
      } else {
        const [st, sc] = sideS(s, o, (t) => items(s, t));
        mine = pack(s, sc, st);
      }
      const all = root < 0 ? real.allgatherValue(mine) : real.gatherValue(mine, root);
      if (root >= 0 && me !== root) return;
      const [rt] = sideR(r, o, () => 0);
      const d = displs ?? prefix(counts);
      all.forEach((x, q) => unpack(x, at(r, d[q] * rt.extent), counts[q], rt));
    },
    scatter(s, r, root, o = {}) {
      let blocks = null;
      if (me === root) {
        const [st, sc] = sideS(s, o, (t) => items(s, t) / p);
        blocks = range(p).map((q) => pack(at(s, q * sc * st.extent), sc, st));
      }
      const got = real.scatterValue(blocks, root);
      if (r === IN_PLACE) return;
      const [rt, rc] = sideR(r, o, (t) => items(r, t));
      unpack(got, r, rc, rt);
    },
    scatterv(s, counts, displs, r, root, o = {}) {
      let blocks = null;
      if (me === root) {
        const [st] = sideS(s, o, () => 0);
        const d = displs ?? prefix(counts);
        blocks = range(p).map((q) => pack(at(s, d[q] * st.extent), counts[q], st));
      }
      const got = real.scatterValue(blocks, root);
      const [rt, rc] = sideR(r, o, (t) => items(r, t));
      unpack(got, r, rc, rt);
    },
    alltoall(s, r, o = {}) {
      let blocks;
      if (s === IN_PLACE) {
        const [rt, rc] = sideR(r, o, () => {
          throw new Error('emu: IN_PLACE needs recvcount');
        });
        blocks = range(p).map((q) => pack(at(r, q * rc * rt.extent), rc, rt));
      } else {
        const [st, sc] = sideS(s, o, (t) => items(s, t) / p);
        blocks = range(p).map((q) => pack(at(s, q * sc * st.extent), sc, st));
      }
      const got = real.alltoallValue(blocks);
      const [rt, rc] = sideR(r, o, (t) => blocks[0].length / t.size);
      got.forEach((x, q) => unpack(x, at(r, q * rc * rt.extent), rc, rt));
    },
    alltoallv(s, scs, sds, r, rcs, rds, o = {}) {
      const [st] = sideS(s, o, () => 0);
      const [rt] = sideR(r, o, () => 0);
      const sd = sds ?? prefix(scs),
        rd = rds ?? prefix(rcs);
      const got = real.alltoallValue(range(p).map((q) => pack(at(s, sd[q] * st.extent), scs[q], st)));
      got.forEach((x, q) => unpack(x, at(r, rd[q] * rt.extent), rcs[q], rt));
    },
    reduceScatterBlock(s, r, op, o = {}) {
      const t = o.datatype ?? el(r),
        rc = o.recvcount;
      const src = s === IN_PLACE ? r : s;
      const all = real.allgatherValue(pack(src, p * rc, t));
      const res = red(t, op, all);
      unpack(res.subarray(me * rc * t.size, (me + 1) * rc * t.size), r, rc, t);
    },
    reduceScatter(s, r, counts, op, o = {}) {
      const t = o.datatype ?? el(r);
      const total = counts.reduce((a, b) => a + b, 0),
        first = prefix(counts)[me];
      const res = red(t, op, real.allgatherValue(pack(s, total, t)));
      unpack(res.subarray(first * t.size, (first + counts[me]) * t.size), r, counts[me], t);
    },
  };
  const done = {
    wait() {},
    free() {},
    then(res) {
      res();
    },
  };
  for (const name of Object.keys(E)) {
    if (name.startsWith('_') || typeof E[name] !== 'function') continue;
    const f = E[name];
    E[`i${name}`] = (...a) => {
      f(...a);
      return done;
    };
    E[`${name}Init`] = (...a) => ({
      start() {
        f(...a);
      },
      wait() {},
      free() {},
    });
  }
  return E;
}

// ─────────────────────────────────────────────────────────────────────────────────────────────

const SCENARIOS = {
  allgatherSub,
  reduceVec,
  bcastStruct,
  alltoallT,
  scatterGather,
  reduceScatter,
  nbPersistent,
  extras,
  localErrors,
};

export default async function main(world, args) {
  const emu = args.includes('emu');
  const out = {};
  for (const name of args) {
    if (name === 'emu') continue;
    if (name === 'crossErrors') {
      out[name] = crossErrors(world);
      continue;
    }
    const fn = SCENARIOS[name];
    if (!fn) throw new Error(`unknown scenario ${name}`);
    const d = world.dup(),
      d2 = world.dup();
    const ctx = new Ctx(world, emu ? emulate(d) : d);
    ctx.c2 = emu ? emulate(d2) : d2;
    ctx.waitAll = emu ? (rs) => rs.forEach((r) => r.wait()) : wasmpiWaitAll;
    const t0 = performance.now();
    try {
      out[name] = await fn(ctx);
    } catch (e) {
      if (!ctx.errs.length || !String(ctx.errs[ctx.errs.length - 1]).includes('threw'))
        ctx.err(`threw ${e?.code ?? ''} ${e?.stack ?? e}`);
      ctx.release();
      out[name] = { cases: ctx.cases, errs: ctx.errs, aborted: true };
    }
    out[name].ms = Math.round(performance.now() - t0);
  }
  return out;
}
