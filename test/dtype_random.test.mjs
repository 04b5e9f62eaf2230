// Seeded random derived datatypes checked against the plain JavaScript reference (dtype_ref.mjs),
// like yaksa's dtpools: the facts, and pack/unpack of 0, 1 and 3 items (17 for every fifth type)
// through ordinary, element-typed, SharedArrayBuffer-backed and shared-heap (comm.alloc) buffers,
// with guard bytes around each buffer and a sentinel under each unpack. DTYPE_N nested types of
// depth up to 4 come first, then DTYPE_NK aimed at the engine's block kernels (1 to 257 bytes).
// A type whose data lies below its origin (lb < 0) is packed shifted up by an hindexed wrapper,
// and once as is from a view with room before it in its ArrayBuffer (read there, as MPI reads
// before the buffer address, or refused with ERR_BUFFER).
// Reproduce a failure with the line it prints:
//   DTYPE_SEED=... DTYPE_ONLY=17 npx uvu test dtype_random
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { Datatype, pack, unpack, packSize, init, WasmpiError } from 'wasmpi';
import * as ref from './dtype_ref.mjs';
import { rng } from './helpers.mjs';

const SEED = Number(process.env.DTYPE_SEED ?? 20240611);
const N = Number(process.env.DTYPE_N ?? 300); // nested random types
const NK = Number(process.env.DTYPE_NK ?? 150); // types aimed at the engine's kernels (indexes N ...)
const ONLY = process.env.DTYPE_ONLY === undefined ? null : Number(process.env.DTYPE_ONLY);
const COUNTS = [0, 1, 3];
const G = 13; // guard bytes around every buffer: they must stay untouched

let arena = null; // a block of the shared heap (comm.alloc), carved into buffers per check
let arenaAt = 0;

// the main thread's world of one (init is idempotent; no finalize, which would end it for the
// other test files of this process)
test.before(async () => {
  const world = await init();
  arena = world.alloc(Uint8Array, 1 << 21);
});

function sharedBytes(n) {
  if (arenaAt + n > arena.length) arenaAt = 0;
  const v = arena.subarray(arenaAt, arenaAt + n);
  arenaAt += (n + 15) & ~15;
  return v;
}

/** `n` bytes of the given kind of memory: an ordinary, SharedArrayBuffer or shared-heap block. */
function bytes(kind, n) {
  if (kind === 'shared') return sharedBytes(n);
  if (kind === 'sab') return new Uint8Array(new SharedArrayBuffer(n));
  return new Uint8Array(n);
}

function fill(u8, r) {
  for (let i = 0; i < u8.length; i++) u8[i] = (r() * 256) | 0;
}
function sentinel(u8, salt = 0) {
  for (let i = 0; i < u8.length; i++) u8[i] = (i * 7 + 0xa5 + salt) & 255;
}
function sameBytes(a, b) {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
function firstDiff(a, b) {
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    if (a[i] !== b[i]) return `byte ${i}: got ${a[i]}, expected ${b[i]}`;
  return 'equal';
}

const nameOf = (t) => {
  if (t === null || t === undefined) return t;
  for (const k of ref.BASE_NAMES) {
    const b = Datatype[k];
    if (t === b || t === b.code || t === b.name || t === k) return k;
  }
  return `?${String(t?.name ?? t)}`;
};

/** Checks the facts; returns the reference facts (one of the two modes) that explain them. */
function checkFacts(desc, T, problems) {
  const modes = [ref.facts(desc, 'typemap'), ref.facts(desc, 'bounds')];
  const f0 = modes[0];
  if (T.size !== f0.size) problems.push(`size ${T.size}, expected ${f0.size}`);
  const fitting = modes.filter((f) => T.lb === f.lb && T.extent === f.extent && (T.ub === undefined || T.ub === f.ub));
  if (!fitting.length) {
    problems.push(
      `lb/ub/extent ${T.lb}/${T.ub}/${T.extent}, expected ${f0.lb}/${f0.ub}/${f0.extent}` +
        (modes[1].extent !== f0.extent || modes[1].lb !== f0.lb
          ? ` (or ${modes[1].lb}/${modes[1].ub}/${modes[1].extent})`
          : ''),
    );
    return null;
  }
  const trueFit = modes.some((f) => T.trueLb === f.trueLb && T.trueUb === f.trueUb && T.trueExtent === f.trueExtent);
  if (!trueFit) {
    problems.push(
      `trueLb/trueUb/trueExtent ${T.trueLb}/${T.trueUb}/${T.trueExtent}, expected ${f0.trueLb}/${f0.trueUb}/${f0.trueExtent}`,
    );
  }
  const f = fitting[0];
  const contig = ref.refIsContig(f);
  if (contig !== undefined && T.isContig !== undefined && T.isContig !== contig)
    problems.push(`isContig ${T.isContig}, expected ${contig}`);
  if ('baseType' in T) {
    const ok = new Set();
    ok.add(f.leaves.size === 1 ? [...f.leaves][0] : null);
    const inMap = new Set(f.map.map((e) => e[2]));
    ok.add(inMap.size === 1 ? [...inMap][0] : null);
    // an empty type map: a child's base type, or none, both read the rule
    if (inMap.size === 0) for (const l of f.leaves) ok.add(l);
    if (f.pairs) {
      // a pair type may count as its components
      const parts = new Set();
      for (const l of f.leaves) for (const p of ref.BASE[l].parts ?? [[0, 0, l]]) parts.add(p[2]);
      ok.add(parts.size === 1 ? [...parts][0] : null);
    }
    const got = nameOf(T.baseType);
    if (!ok.has(got)) problems.push(`baseType ${got}, expected one of ${[...ok].join(', ')}`);
  }
  if (T.signature !== undefined && !f.pairs) {
    const sig = [...T.signature].map(([t, n]) => [nameOf(t), n]);
    const want = ref.refSignature(f);
    if (JSON.stringify(sig) !== JSON.stringify(want))
      problems.push(`signature ${JSON.stringify(sig)}, expected ${JSON.stringify(want)}`);
  }
  return f;
}

/** pack/unpack of `count` items of T (reference facts f) through one kind of buffer. */
function checkPack(T, f, count, kind, r, problems) {
  const where = `count ${count}, ${kind} buffers`;
  const [lo, hi] = ref.span(f, count);
  if (lo < 0) throw new Error('checkPack needs a non-negative span');
  const n = count * f.size;
  try {
    const ps = packSize(count, T);
    if (ps !== n) problems.push(`packSize(${count}) ${ps}, expected ${n}`);
  } catch (e) {
    problems.push(`packSize(${count}) threw ${e}`);
  }
  // the input: [G guard][hi bytes from the origin][G guard]; for 'typed', a view of the element type
  const scalar = f.leaves.size === 1 && !f.pairs ? [...f.leaves][0] : null;
  const region = bytes(kind === 'typed' ? 'ordinary' : kind, hi + 2 * G + 16);
  let origin = G,
    view;
  if (kind === 'typed' && scalar) {
    const C = ref.BASE[scalar].ctor;
    origin = 16;
    view = new C(region.buffer, region.byteOffset + origin, Math.ceil(hi / C.BYTES_PER_ELEMENT));
  } else {
    view = region.subarray(origin, origin + hi);
  }
  fill(region, r);
  const before = region.slice();
  const want = ref.refPack(f, count, before, origin);
  // pack without `out`
  try {
    const got = pack(view, count, T);
    if (!(got instanceof Uint8Array))
      problems.push(`${where}: pack returned ${got?.constructor?.name}, expected a Uint8Array`);
    else if (!sameBytes(got, want)) problems.push(`${where}: pack: ${firstDiff(got, want)}`);
    if (!sameBytes(region, before)) problems.push(`${where}: pack changed its input (${firstDiff(region, before)})`);
  } catch (e) {
    problems.push(`${where}: pack threw ${e?.code ?? ''} ${e?.stack ?? e}`);
  }
  // pack into `out` (longer than needed, at an odd offset): exactly the first n bytes change
  try {
    // (from the shared heap, half the time into ordinary memory)
    const outRegion = bytes(kind === 'typed' || (kind === 'shared' && r() < 0.5) ? 'ordinary' : kind, n + 11);
    sentinel(outRegion, 3);
    const outBefore = outRegion.slice();
    const out = outRegion.subarray(3, 3 + n + 5);
    const got = pack(view, count, T, out);
    const expectRegion = outBefore.slice();
    expectRegion.set(want, 3);
    if (!(got instanceof Uint8Array)) problems.push(`${where}: pack(out) returned ${got?.constructor?.name}`);
    else {
      // the packed bytes: a view of out's first n bytes (out itself is tolerated)
      const head = got.length === out.length && out.length !== n ? got.subarray(0, n) : got;
      if (!sameBytes(head, want)) problems.push(`${where}: pack(out) returned ${firstDiff(head, want)}`);
      if (got.buffer !== out.buffer) problems.push(`${where}: pack(out) returned bytes outside out`);
      else if (got.byteOffset !== out.byteOffset)
        problems.push(`${where}: pack(out) returned bytes at ${got.byteOffset}, out is at ${out.byteOffset}`);
    }
    if (!sameBytes(outRegion, expectRegion))
      problems.push(`${where}: pack(out) wrote ${firstDiff(outRegion, expectRegion)} (out at region byte 3)`);
  } catch (e) {
    problems.push(`${where}: pack(out) threw ${e?.code ?? ''} ${e?.stack ?? e}`);
  }
  // unpack into a sentinel-filled buffer: only the type map's bytes change
  if (!ref.overlaps(f, count)) {
    try {
      sentinel(region, 1);
      const expected = ref.refUnpack(f, count, want, region.slice(), origin);
      const packed = bytes(kind === 'typed' ? 'ordinary' : kind, n);
      packed.set(want);
      unpack(packed, view, count, T);
      if (!sameBytes(region, expected))
        problems.push(`${where}: unpack: ${firstDiff(region, expected)} (origin at byte ${origin})`);
      if (!sameBytes(packed, want)) problems.push(`${where}: unpack changed its input`);
    } catch (e) {
      problems.push(`${where}: unpack threw ${e?.code ?? ''} ${e?.stack ?? e}`);
    }
  }
}

/** A type whose data reaches below the buffer's origin: MPI reads before the buffer address.
 *  A TypedArray has no bytes before its start, so the library either refuses (a WasmpiError,
 *  ERR_BUFFER or ERR_ARG) or reads/writes the ArrayBuffer before the view; either way nothing
 *  outside the MPI type map may change. */
function checkBelowOrigin(T, f, r, problems) {
  const [lo, hi] = ref.span(f, 1);
  const origin = -lo + G;
  const region = new Uint8Array(origin + Math.max(hi, 0) + G);
  const view = region.subarray(origin, origin + Math.max(hi, 0));
  fill(region, r);
  const before = region.slice();
  const want = ref.refPack(f, 1, before, origin);
  try {
    const got = pack(view, 1, T);
    if (!sameBytes(got, want)) problems.push(`below origin: pack read ${firstDiff(got, want)}`);
  } catch (e) {
    if (!(e instanceof WasmpiError) || !['ERR_BUFFER', 'ERR_ARG'].includes(e.code))
      problems.push(`below origin: pack threw ${e?.stack ?? e}`);
  }
  if (!sameBytes(region, before)) problems.push('below origin: pack changed its input');
  if (ref.overlaps(f, 1)) return;
  sentinel(region, 5);
  const sent = region.slice();
  try {
    unpack(want, view, 1, T);
    const expected = ref.refUnpack(f, 1, want, sent.slice(), origin);
    if (!sameBytes(region, expected)) problems.push(`below origin: unpack: ${firstDiff(region, expected)}`);
  } catch (e) {
    if (!(e instanceof WasmpiError) || !['ERR_BUFFER', 'ERR_ARG'].includes(e.code))
      problems.push(`below origin: unpack threw ${e?.stack ?? e}`);
    if (!sameBytes(region, sent)) problems.push('below origin: a refused unpack changed the buffer');
  }
}

function checkDesc(desc, r, counts) {
  const problems = [];
  let T;
  try {
    T = ref.build(Datatype, desc);
  } catch (e) {
    return [`building threw ${e?.stack ?? e}`];
  }
  if (r() < 0.5) {
    try {
      T.commit();
    } catch (e) {
      problems.push(`commit threw ${e?.stack ?? e}`);
    }
  }
  const f = checkFacts(desc, T, problems);
  if (!f) return problems;
  const mode = f === ref.facts(desc, 'typemap') ? 'typemap' : 'bounds';
  const [lo] = ref.span(f, 1);
  let TT = T,
    ff = f;
  if (lo < 0) {
    // shift the whole type up: the same bytes, reached from an origin a TypedArray can hold
    checkBelowOrigin(T, f, r, problems);
    const shifted = { kind: 'hindexed', blocklengths: [1], displs: [-lo], base: desc };
    TT = Datatype.hindexed([1], [-lo], T);
    ff = ref.facts(shifted, mode);
  }
  for (const count of counts) {
    for (const kind of ['ordinary', 'typed', 'sab', 'shared']) {
      if (kind === 'typed' && !(ff.leaves.size === 1 && !ff.pairs)) continue;
      checkPack(TT, ff, count, kind, r, problems);
    }
  }
  return problems;
}

// Hand-computed facts (from MPI 4.1 section 5.1, not from the reference): they check the reference
// itself, then the library. [description, size, lb, ub, trueLb, trueUb, type-map byte offsets]
const B = (name) => ({ kind: 'base', name });
const KNOWN = [
  [
    { kind: 'vector', count: 3, blocklength: 2, stride: -2, base: B('INT32') },
    24,
    -16,
    8,
    -16,
    8,
    [0, 4, -8, -4, -16, -12],
  ],
  [
    { kind: 'hvector', count: 2, blocklength: 2, stride: -20, base: B('FLOAT64') },
    32,
    -20,
    16,
    -20,
    16,
    [0, 8, -20, -12],
  ],
  [{ kind: 'indexed', blocklengths: [2, 0, 1], displs: [3, -1, -2], base: B('INT16') }, 6, -4, 10, -4, 10, [6, 8, -4]],
  [{ kind: 'hindexed', blocklengths: [1, 2], displs: [5, -7], base: B('INT32') }, 12, -7, 9, -7, 9, [5, -7, -3]],
  [
    { kind: 'indexedBlock', blocklength: 2, displs: [1, -3], base: B('FLOAT32') },
    16,
    -12,
    12,
    -12,
    12,
    [4, 8, -12, -8],
  ],
  // MPI's own example: {(lb, -3), (int, 0), (ub, 6)} replicated twice
  [
    { kind: 'contiguous', count: 2, base: { kind: 'resized', base: B('INT32'), lb: -3, extent: 9 } },
    8,
    -3,
    15,
    0,
    13,
    [0, 9],
  ],
  // markers decide the bounds once the type map has any (section 5.1.6): the INT8s do not move ub
  [
    {
      kind: 'struct',
      blocklengths: [1, 2],
      displs: [0, 8],
      types: [{ kind: 'resized', base: B('INT32'), lb: -4, extent: 12 }, B('INT8')],
    },
    6,
    -4,
    8,
    0,
    10,
    [0, 8, 9],
  ],
  // MPI's epsilon: a FLOAT64 and an INT8 are 9 data bytes, the extent is padded to 16 (C's sizeof)
  [{ kind: 'struct', blocklengths: [1, 1], displs: [0, 8], types: [B('FLOAT64'), B('INT8')] }, 9, 0, 16, 0, 9, [0, 8]],
  // ... and a struct of bytes only is not padded; markers (here from resized) are never padded
  [
    { kind: 'struct', blocklengths: [3, 1], displs: [0, 5], types: [B('INT8'), B('UINT8')] },
    4,
    0,
    6,
    0,
    6,
    [0, 1, 2, 5],
  ],
  [
    {
      kind: 'struct',
      blocklengths: [1, 1],
      displs: [0, 8],
      types: [{ kind: 'resized', base: B('FLOAT64'), lb: 0, extent: 8 }, B('INT8')],
    },
    9,
    0,
    8,
    0,
    9,
    [0, 8],
  ],
  [
    { kind: 'subarray', sizes: [3, 4], subsizes: [2, 2], starts: [1, 1], order: 'C', base: B('INT16') },
    8,
    0,
    24,
    10,
    22,
    [10, 12, 18, 20],
  ],
  [
    { kind: 'subarray', sizes: [3, 4], subsizes: [2, 2], starts: [1, 1], order: 'F', base: B('INT16') },
    8,
    0,
    24,
    8,
    18,
    [8, 10, 14, 16],
  ],
  [
    { kind: 'subarray', sizes: [2, 3, 2], subsizes: [1, 2, 1], starts: [1, 1, 1], order: 'C', base: B('INT8') },
    2,
    0,
    12,
    9,
    12,
    [9, 11],
  ],
  [
    { kind: 'subarray', sizes: [2, 3, 2], subsizes: [1, 2, 1], starts: [1, 1, 1], order: 'F', base: B('INT8') },
    2,
    0,
    12,
    9,
    12,
    [9, 11],
  ],
  [
    { kind: 'subarray', sizes: [2, 3, 2], subsizes: [2, 1, 1], starts: [0, 2, 0], order: 'F', base: B('INT8') },
    2,
    0,
    12,
    4,
    6,
    [4, 5],
  ],
  [{ kind: 'contiguous', count: 0, base: B('FLOAT64') }, 0, 0, 0, 0, 0, []],
  [{ kind: 'vector', count: 3, blocklength: 0, stride: 2, base: B('INT32') }, 0, 0, 0, 0, 0, []],
  [
    {
      kind: 'contiguous',
      count: 3,
      base: {
        kind: 'resized',
        base: { kind: 'vector', count: 2, blocklength: 1, stride: 2, base: B('INT32') },
        lb: 0,
        extent: 4,
      },
    },
    24,
    0,
    12,
    0,
    20,
    [0, 8, 4, 12, 8, 16],
  ],
  [
    { kind: 'dup', base: { kind: 'vector', count: 2, blocklength: 1, stride: 3, base: B('FLOAT64') } },
    16,
    0,
    32,
    0,
    32,
    [0, 24],
  ],
  [{ kind: 'contiguous', count: 2, base: B('PAIR_FLOAT64') }, 32, 0, 32, 0, 32, [0, 8, 16, 24]],
];

test('the reference agrees with hand-computed facts', () => {
  for (const [d, size, lb, ub, tlb, tub, offs] of KNOWN) {
    const f = ref.facts(d);
    assert.equal(
      [f.size, f.lb, f.ub, f.extent, f.trueLb, f.trueUb, f.trueExtent, f.map.map((e) => e[0])],
      [size, lb, ub, ub - lb, tlb, tub, tub - tlb, offs],
      ref.show(d),
    );
  }
});

test('the library agrees with hand-computed facts', () => {
  for (const [d, size, lb, ub, tlb, tub] of KNOWN) {
    const T = ref.build(Datatype, d);
    const got = {
      size: T.size,
      lb: T.lb,
      ub: T.ub,
      extent: T.extent,
      trueLb: T.trueLb,
      trueUb: T.trueUb,
      trueExtent: T.trueExtent,
    };
    assert.equal(got, { size, lb, ub, extent: ub - lb, trueLb: tlb, trueUb: tub, trueExtent: tub - tlb }, ref.show(d));
  }
});

test('pack and unpack of known layouts, element by element', () => {
  const i32 = Int32Array.from({ length: 8 }, (_, i) => i);
  const v = Datatype.vector(2, 2, 3, Datatype.INT32);
  assert.equal([...new Int32Array(pack(i32, 1, v).slice().buffer)], [0, 1, 3, 4]);
  const i16 = Int16Array.from({ length: 12 }, (_, i) => i);
  const c = Datatype.subarray([3, 4], [2, 2], [1, 1], 'C', Datatype.INT16);
  const f = Datatype.subarray([3, 4], [2, 2], [1, 1], 'F', Datatype.INT16);
  assert.equal([...new Int16Array(pack(i16, 1, c).slice().buffer)], [5, 6, 9, 10]);
  assert.equal([...new Int16Array(pack(i16, 1, f).slice().buffer)], [4, 5, 7, 8]);
  const back = new Int16Array(12).fill(-1);
  unpack(Int16Array.of(50, 60, 90, 100), back, 1, c);
  assert.equal([...back], [-1, -1, -1, -1, -1, 50, 60, -1, -1, 90, 100, -1]);
  // two items of a resized vector interleave: item i starts 4 bytes after item i - 1
  const r = Datatype.resized(Datatype.vector(2, 1, 2, Datatype.INT32), 0, 4);
  assert.equal([...new Int32Array(pack(i32, 3, r).slice().buffer)], [0, 2, 1, 3, 2, 4]);
  const f64 = Float64Array.of(1.5, -2.25, 3e300, NaN);
  const s = Datatype.struct([1, 2], [24, 0], [Datatype.FLOAT64, Datatype.FLOAT64]);
  assert.equal([...new Float64Array(pack(f64, 1, s).slice().buffer)], [NaN, 1.5, -2.25]);
});

for (let i = ONLY ?? 0; i < (ONLY === null ? N + NK : ONLY + 1); i++) {
  const r = rng((SEED ^ Math.imul(i + 1, 0x9e3779b1)) >>> 0);
  const depth = 1 + (i % 4);
  const desc = i < N ? ref.randomSmallDesc(r, depth, ref.KINDS[i % ref.KINDS.length]) : ref.randomKernelDesc(r);
  const counts = i % 5 === 4 ? [...COUNTS, 17] : COUNTS;
  test(`random type #${i}: ${ref.show(desc)}`, () => {
    const problems = checkDesc(desc, r, counts);
    if (problems.length) {
      assert.unreachable(
        `DTYPE_SEED=${SEED} DTYPE_ONLY=${i}\n  type ${ref.show(desc)}\n  desc ${JSON.stringify(desc)}\n  ` +
          problems.slice(0, 8).join('\n  ') +
          (problems.length > 8 ? `\n  ... ${problems.length - 8} more` : ''),
      );
    }
  });
}

test.run();
