// The datatype engine on its own: the core's dtPack/dtUnpack on hand-written programs of every
// node kind and block length, against an interpreter of docs/datatypes.md.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';

const noise = (n, salt) => Uint8Array.from({ length: n }, (_, i) => (i * 29 + salt * 101 + 17) & 255);

function same(got, want, what) {
  assert.is(got.length, want.length, `${what}: length`);
  for (let i = 0; i < want.length; i++) if (got[i] !== want[i]) assert.unreachable(`${what}: byte ${i} is ${got[i]}, expected ${want[i]}`);
}

// ───────────── the engine: hand-written programs of every node kind, against an interpreter ─────────────

const module = new WebAssembly.Module(readFileSync(new URL('../wasm/wasmpi.wasm', import.meta.url)));
const memory = new WebAssembly.Memory({ initial: 8, maximum: 65536, shared: true });
const x = new WebAssembly.Instance(module, { env: { memory } }).exports;
const u8 = new Uint8Array(memory.buffer);
const i32 = new Int32Array(memory.buffer);

/** The engine's semantics (docs/datatypes.md): byte offsets of one item of node q, in order. */
function progMap(p, q = 0) {
  const [kind, , , n] = p.slice(q, q + 4);
  const ext = (c) => p[c + 1];
  const block = (c, b, at) => [...Array(b).keys()].flatMap((j) => progMap(p, c).map((o) => o + at + j * ext(c)));
  switch (kind) {
    case 1: return [...Array(n).keys()];
    case 2: return [...Array(n).keys()].flatMap((k) => block(p[q + 6], p[q + 4], k * p[q + 5]));
    case 3: return [...Array(n).keys()].flatMap((k) => block(p[q + 5], p[q + 4], p[q + 6 + k]));
    case 4: return [...Array(n).keys()].flatMap((k) => block(p[q + 4], p[q + 5 + 2 * k], p[q + 6 + 2 * k]));
    case 5: return [...Array(n).keys()].flatMap((k) => block(p[q + 6 + 3 * k], p[q + 4 + 3 * k], p[q + 5 + 3 * k]));
  }
  throw new Error(`kind ${kind}`);
}

function engineCase(label, prog, count) {
  const map = progMap(prog);
  const ext = prog[1];
  const offs = [];
  for (let i = 0; i < count; i++) for (const o of map) offs.push(i * ext + o);
  const lo = Math.min(0, ...offs), hi = Math.max(0, ...offs.map((o) => o + 1));
  const P = 65536, SRC = 65536 + 32768, DST = 65536 * 4; // above the core's static data
  i32.set(prog, P >> 2);
  const origin = SRC - lo + 3; // odd: unaligned
  const src = noise(hi - lo + 8, prog.length);
  u8.set(src, origin + lo - 4);
  const want = Uint8Array.from(offs, (o) => u8[origin + o]);
  u8.fill(0xcc, DST, DST + want.length + 16);
  assert.is(x.dtPack(P, count, origin, DST), want.length, `${label}: dtPack returns the bytes moved`);
  same(u8.subarray(DST, DST + want.length), want, `${label}: dtPack`);
  assert.is(u8[DST + want.length], 0xcc, `${label}: dtPack wrote past its bytes`);
  if (new Set(offs).size !== offs.length) return;
  const before = u8.slice(origin + lo - 4, origin + hi + 4);
  const fresh = noise(want.length, 77);
  u8.set(fresh, DST);
  assert.is(x.dtUnpack(P, count, DST, origin), want.length, `${label}: dtUnpack returns the bytes moved`);
  const expect = before.slice();
  offs.forEach((o, k) => (expect[o - lo + 4] = fresh[k]));
  same(u8.subarray(origin + lo - 4, origin + hi + 4), expect, `${label}: dtUnpack`);
}

// Hand-written nodes, assembled into program words (children after their parents, shared once).
// The engine never reads a node's size word except BYTES n: left 0 here.
const B = (ext, n) => ({ head: [1, ext, 0, n], kids: [] });
const V = (ext, count, bl, stride, c) => ({ head: [2, ext, 0, count, bl, stride, c], kids: [6] });
const BI = (ext, bl, c, displs) => ({ head: [3, ext, 0, displs.length, bl, c, ...displs], kids: [5] });
const IX = (ext, c, blocks) => ({ head: [4, ext, 0, blocks.length, c, ...blocks.flat()], kids: [4] });
const ST = (ext, blocks) => ({ head: [5, ext, 0, blocks.length, ...blocks.flat()], kids: blocks.map((_, k) => 6 + 3 * k) });

function assemble(root) {
  const words = [];
  const at = new Map();
  const emit = (nd) => {
    if (at.has(nd)) return at.get(nd);
    const q = words.length;
    at.set(nd, q);
    words.push(...nd.head);
    for (const k of nd.kids) words[q + k] = emit(nd.head[k]);
    return q;
  };
  emit(root);
  return words;
}

test('engine: every node kind as written by hand (not only what commit emits)', () => {
  for (const count of [0, 1, 2, 5]) {
    for (const n of [1, 2, 3, 4, 5, 8, 16, 20, 40]) {
      const b = B(n, n);
      const cases = {
        [`BYTES ${n}`]: b,
        [`BYTES ${n} extent ${n + 3}`]: B(n + 3, n),
        // VECTOR of BYTES: merged (blocklen 1), blocks of 3 (extent == size), blocks of 3 spaced children
        [`VECTOR ${n}`]: V(5 * (n + 2), 4, 1, n + 2, b),
        [`VECTOR 3x${n}`]: V(4 * 3 * n + 7, 3, 3, -(3 * n + 7), b),
        [`VECTOR 3x${n} sparse`]: V(100 * n, 2, 3, 40 * n, B(n + 1, n)),
        [`BLOCKINDEXED ${n}`]: BI(12 * n, 1, b, [3 * n, 0, 9 * n, -n]),
        [`BLOCKINDEXED 2x${n}`]: BI(20 * n, 2, b, [0, 10 * n]),
        [`BLOCKINDEXED 2x${n} sparse`]: BI(20 * n, 2, B(n + 2, n), [0, 10 * n]),
        [`INDEXED ${n}`]: IX(30 * n, b, [[2, 10 * n], [0, 0], [4, -5 * n]]),
        [`INDEXED ${n} sparse`]: IX(30 * n, B(n + 1, n), [[3, 2], [1, 10 * n]]),
      };
      for (const [label, nd] of Object.entries(cases)) engineCase(label, assemble(nd), count);
    }
    // nesting: a STRUCT of a VECTOR, BYTES and a BLOCKINDEXED of a VECTOR; an INDEXED of it
    const vec = V(26, 3, 1, 10, B(2, 2));
    const st = ST(64, [[2, 0, vec], [1, 60, B(4, 4)], [1, -8, BI(12, 2, V(5, 2, 1, 3, B(1, 1)), [0, 40])]]);
    engineCase('STRUCT', assemble(st), count);
    engineCase('INDEXED of STRUCT', assemble(IX(200, st, [[3, 0], [1, 300]])), count);
    engineCase('VECTOR of VECTOR', assemble(V(90, 3, 2, -30, vec)), count);
  }
});

test.run();
