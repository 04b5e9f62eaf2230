// The layouts of the dtype bench, shared by the main thread (JS loops, memory.copy), the wasmpi
// rank (bench/ranks/dtype.mjs) and the MPICH harness (bench/native/mpi_pack.c reads `spec`).
// Every case packs one item of float64 data from a source buffer of `doubles` elements.
//   vec:<block bytes>:<packed bytes>  Datatype.vector(packed/block, block/8, 2*block/8, FLOAT64)
//   face:<n>:<x|y|z>                  Datatype.subarray of an n^3 array, C order, sizes [n, n, n]
//                                     indexed [z][y][x]: the middle plane x = n/2 (strided
//                                     doubles), y = n/2 (one row per z) or z = n/2 (one plane)
// The layout is also written as nested blocks (`outer` x `inner` rows of `row` doubles) for the
// plain JS loops and the checks.

export function dtypeCases() {
  const n = 256; // 128 MiB of float64; the source of every case fits in it
  const cases = [];
  for (const packed of [1 << 20, 16 << 20]) {
    for (const block of [8, 64, 4096]) cases.push(vecCase(block, packed));
  }
  for (const f of ['x', 'y', 'z']) cases.push(faceCase(n, f));
  return cases;
}

function vecCase(block, packed) {
  const bl = block / 8,
    count = packed / block;
  return {
    spec: `vec:${block}:${packed}`,
    kind: 'vector',
    label: `vector ${fmt(block)} blocks`,
    block,
    bytes: packed,
    doubles: count * 2 * bl,
    args: [count, bl, 2 * bl],
    outer: 1,
    inner: count,
    row: bl,
    outerStride: 0,
    innerStride: 2 * bl,
    origin: 0,
  };
}

function faceCase(n, f) {
  const nn = n * n,
    h = n >> 1;
  const axis = { x: 2, y: 1, z: 0 }[f];
  const subsizes = [n, n, n],
    starts = [0, 0, 0];
  subsizes[axis] = 1;
  starts[axis] = h;
  const nest = {
    x: { outer: n, inner: n, row: 1, outerStride: nn, innerStride: n, origin: h },
    y: { outer: n, inner: 1, row: n, outerStride: nn, innerStride: 0, origin: h * n },
    z: { outer: 1, inner: 1, row: nn, outerStride: 0, innerStride: 0, origin: h * nn },
  }[f];
  return {
    spec: `face:${n}:${f}`,
    kind: 'subarray',
    label: `${n}^3 face ${f}=${h}`,
    block: nest.row * 8,
    bytes: nn * 8,
    doubles: n * nn,
    args: [[n, n, n], subsizes, starts, 'C'],
    ...nest,
  };
}

const fmt = (b) => (b >= 1 << 20 ? `${b / (1 << 20)} MB` : b >= 1024 ? `${b / 1024} KB` : `${b} B`);

/** The wasmpi datatype of a case (W: the wasmpi module). */
export function makeType(W, c) {
  const t =
    c.kind === 'vector'
      ? W.Datatype.vector(...c.args, W.Datatype.FLOAT64)
      : W.Datatype.subarray(...c.args, W.Datatype.FLOAT64);
  return t.commit() ?? t;
}

// What users write today: loops over Float64Arrays. The vector loop is the one a user writes for a
// strided layout; the face loop is the triple loop over the sub-block.
export function jsPackVector(src, out, count, bl, stride) {
  let o = 0;
  for (let k = 0; k < count; k++) {
    const b = k * stride;
    for (let j = 0; j < bl; j++) out[o++] = src[b + j];
  }
}

export function jsUnpackVector(packed, dst, count, bl, stride) {
  let o = 0;
  for (let k = 0; k < count; k++) {
    const b = k * stride;
    for (let j = 0; j < bl; j++) dst[b + j] = packed[o++];
  }
}

export function jsPackBox(src, out, n, [sz, sy, sx], [z0, y0, x0]) {
  let o = 0;
  for (let z = 0; z < sz; z++) {
    for (let y = 0; y < sy; y++) {
      const b = ((z0 + z) * n + y0 + y) * n + x0;
      for (let x = 0; x < sx; x++) out[o++] = src[b + x];
    }
  }
}

export function jsUnpackBox(packed, dst, n, [sz, sy, sx], [z0, y0, x0]) {
  let o = 0;
  for (let z = 0; z < sz; z++) {
    for (let y = 0; y < sy; y++) {
      const b = ((z0 + z) * n + y0 + y) * n + x0;
      for (let x = 0; x < sx; x++) dst[b + x] = packed[o++];
    }
  }
}

/** Plain-JS pack / unpack closures of a case over `src` (Float64Array) and `out` (Float64Array). */
export function jsLoops(c, src, out) {
  if (c.kind === 'vector') {
    const [count, bl, stride] = c.args;
    return {
      pack: () => jsPackVector(src, out, count, bl, stride),
      unpack: () => jsUnpackVector(out, src, count, bl, stride),
    };
  }
  const [[n], sub, starts] = c.args;
  return { pack: () => jsPackBox(src, out, n, sub, starts), unpack: () => jsUnpackBox(out, src, n, sub, starts) };
}

/** The case's packed doubles read from `src` by the nested-block description (for checks). */
export function reference(c, src) {
  const ref = new Float64Array(c.bytes / 8);
  let o = 0;
  for (let p = 0; p < c.outer; p++) {
    for (let q = 0; q < c.inner; q++) {
      const b = c.origin + p * c.outerStride + q * c.innerStride;
      for (let r = 0; r < c.row; r++) ref[o++] = src[b + r];
    }
  }
  return ref;
}

/**
 * One run's figures of `fn` (`bytes` per call), in GB/s: `first`, the first `firstN` calls timed
 * as one block (in a fresh world or process: the type's first use, page faults, the JIT); then a
 * warm-up doubling the calls until a batch takes a quarter of `ms` (tier-up, caches), and
 * `repeats` timed repetitions of about `ms` each (at least 2 calls). bench/native/mpi_pack.c does
 * the same.
 */
export function rates(fn, bytes, { ms, firstN, repeats = 1 }) {
  let t0 = performance.now();
  for (let k = 0; k < firstN; k++) fn();
  const first = (bytes * firstN) / ((performance.now() - t0) / 1000) / 1e9;
  let it = 1,
    t;
  for (;;) {
    t0 = performance.now();
    for (let k = 0; k < it; k++) fn();
    t = performance.now() - t0;
    if (t >= ms / 4 || it >= 1 << 24) break;
    it *= 2;
  }
  it = Math.max(2, Math.round((it * ms) / Math.max(t, 1e-3)));
  const runs = [];
  for (let r = 0; r < repeats; r++) {
    t0 = performance.now();
    for (let k = 0; k < it; k++) fn();
    runs.push((bytes * it) / ((performance.now() - t0) / 1000) / 1e9);
  }
  return { first, firstN, runs, calls: it };
}

export const sameDoubles = (a, b) => a.length === b.length && a.every((v, i) => Object.is(v, b[i]));
