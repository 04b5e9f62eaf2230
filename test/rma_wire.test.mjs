// The active messages of one-sided communication between processes (ts/transport/rma_wire.ts):
// requests decode to what the origin wrote, and what a target must refuse (a bad kind, lengths that
// disagree, a program that is malformed, loops, or lies about its size) is refused before use; the
// bytes a shipped program touches are those the datatype engine reports.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { Datatype } from 'wasmpi';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'wasmpi-rma-wire-'));

/** A module of the sources, bundled (the wire format is not exported). */
async function bundled(file) {
  const out = join(dir, file.replace(/\W/g, '_') + '.mjs');
  const { outputFiles } = await esbuild.build({
    entryPoints: [file],
    absWorkingDir: root,
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
  });
  writeFileSync(out, outputFiles[0].text);
  return import(out);
}
const W = await bundled('ts/transport/rma_wire.ts');

/** A request's bytes: the header words (by name), then `prog` words, then `data` bytes. */
function request(fields, prog = [], data = 0) {
  const b = new Uint8Array(W.REQ_HEADER + 4 * prog.length + data);
  const v = new DataView(b.buffer);
  const w = {
    kind: W.AM_PUT,
    offset: 0,
    count: 0,
    prog: prog.length,
    op: 0,
    elem: 0,
    tag: W.REPLY_TAG_BASE + 1,
    ctx: 6,
    bytes: data,
    ...fields,
  };
  const at = {
    kind: W.REQ_KIND,
    offset: W.REQ_OFFSET,
    count: W.REQ_COUNT,
    prog: W.REQ_PROG,
    op: W.REQ_OP,
    elem: W.REQ_ELEM,
    tag: W.REQ_TAG,
    ctx: W.REQ_CTX,
    bytes: W.REQ_BYTES,
  };
  for (const [k, i] of Object.entries(at)) v.setUint32(4 * i, w[k] >>> 0, true);
  prog.forEach((x, i) => v.setInt32(W.REQ_HEADER + 4 * i, x, true));
  return b;
}

const decode = (b, n = b.length) => {
  const r = {};
  return { err: W.decodeReq(b, 0, n, r), r };
};

test('a put, a get, an accumulate, a compare-and-swap and the synchronisations decode as written', () => {
  let { err, r } = decode(request({ kind: W.AM_PUT, offset: 24, bytes: 16 }, [], 16));
  assert.is(err, null);
  assert.equal(
    [r.kind, r.offset, r.bytes, r.dataBytes, r.dataAt, r.ctx, r.tag],
    [W.AM_PUT, 24, 16, 16, 40, 6, W.REPLY_TAG_BASE + 1],
  );
  ({ err, r } = decode(request({ kind: W.AM_GET, bytes: 1000 })));
  assert.is(err, null);
  assert.is(r.dataBytes, 0);
  assert.is(decode(request({ kind: W.AM_ACC, op: 1, elem: 10, bytes: 64 }, [], 64)).err, null);
  // getAccumulate with NO_OP ships no origin bytes
  ({ err, r } = decode(request({ kind: W.AM_GET_ACC, op: 14, elem: 5, bytes: 8 })));
  assert.is(err, null);
  assert.is(r.dataBytes, 0);
  assert.is(decode(request({ kind: W.AM_CAS, elem: 7, bytes: 8 }, [], 16)).err, null);
  for (const kind of [W.AM_LOCK, W.AM_UNLOCK, W.AM_FLUSH]) assert.is(decode(request({ kind, op: 1 })).err, null);
  // a program and data after it
  ({ err, r } = decode(request({ kind: W.AM_PUT, count: 1, bytes: 4 }, [1, 4, 4, 4], 4)));
  assert.is(err, null);
  assert.equal([r.progAt, r.dataAt], [40, 56]);
});

test('requests a target must refuse: kind, lengths, tags, element types', () => {
  const bad = (b, re, n) => {
    const { err } = decode(b, n);
    assert.type(err, 'string', `accepted: ${re}`);
    assert.match(err, re);
  };
  bad(new Uint8Array(12), /shorter than its 40-byte header/);
  bad(request({ kind: 0 }), /unknown request kind 0/);
  bad(request({ kind: 9 }), /unknown request kind 9/);
  bad(request({ kind: W.AM_PUT, bytes: 16 }, [], 8), /a put request of 48 bytes, where its header says 56/);
  bad(request({ kind: W.AM_GET, bytes: 8 }, [], 8), /a get request of 48 bytes, where its header says 40/);
  bad(request({ kind: W.AM_LOCK, bytes: 4 }, [], 4), /a lock request that moves bytes/);
  bad(request({ tag: 5 }), /reply tag 5 outside/);
  bad(request({ kind: W.AM_ACC, elem: 12, bytes: 8 }, [], 8), /element type 12, which is none/);
  bad(request({ kind: W.AM_ACC, elem: 0, bytes: 8 }, [], 8), /element type 0/);
  bad(request({ kind: W.AM_ACC, elem: 10, bytes: 12 }, [], 12), /not a whole number of 8-byte elements/);
  bad(request({ kind: W.AM_CAS, elem: 5, bytes: 8 }, [], 16), /one 4-byte element/);
  bad(request({ prog: W.PROG_MAX_WORDS + 1 }), /a program of 65537 words/);
  // the header's own count of bytes, not the message's
  bad(request({ kind: W.AM_PUT, bytes: 4 }, [], 4), /where its header says 44/, 40);
});

const I32 = Datatype.INT32;
const F64 = Datatype.FLOAT64;
const TYPES = {
  vector: Datatype.vector(3, 2, 4, I32),
  hvectorNeg: Datatype.hvector(3, 1, -16, F64),
  indexed: Datatype.indexed([2, 1, 3], [5, 0, 9], I32),
  indexedBlock: Datatype.indexedBlock(2, [7, 1, 4], F64),
  struct: Datatype.struct([1, 2, 1], [0, 8, 24], [Datatype.INT8, F64, I32]),
  resized: Datatype.resized(Datatype.vector(2, 1, 3, F64), -8, 64),
  nested: Datatype.vector(2, 1, 2, Datatype.indexed([1, 2], [0, 3], F64)),
  doubleInt: Datatype.DOUBLE_INT,
};

/** The bytes `count` items touch from the origin, as the datatype's own facts say. */
function expectSpan(t, count) {
  const last = (count - 1) * t.extent;
  return [t.trueLb + Math.min(0, last), t.trueUb + Math.max(0, last)];
}

for (const [name, t] of Object.entries(TYPES)) {
  test(`a shipped program of ${name}: accepted, and it touches what the type does`, () => {
    const p = t.commit().program;
    const s = W.checkProgram(p);
    assert.type(s, 'object', String(s));
    assert.is(s.size, t.size);
    assert.is(s.extent, t.extent);
    for (const count of [1, 2, 5]) assert.equal(W.itemsSpan(s, count), expectSpan(t, count), `count ${count}`);
  });
}

test('programs a target must refuse: malformed, looping, lying about their size, too deep', () => {
  const refused = (p, re) => {
    const s = W.checkProgram(Int32Array.from(p));
    assert.type(s, 'string', `accepted ${p}`);
    assert.match(s, re);
  };
  refused([], /an empty program/);
  refused([9, 4, 4, 4], /a malformed node at word 0/);
  refused([1, 4, 4], /a malformed node at word 0/);
  refused([1, 4, 4, -1], /a malformed node at word 0/);
  // a VECTOR whose child is itself, or a word inside a node
  refused([2, 64, 16, 2, 2, 32, 0], /names node 0, which does not follow it/);
  refused([2, 64, 16, 2, 2, 32, 8, 1, 4, 4, 4], /names word 8, which starts no node/);
  // says 16 data bytes, its blocks hold 8 x 2 x 2 = 32
  refused([2, 64, 16, 2, 2, 32, 7, 1, 8, 8, 8], /node 0 says 16 data bytes, its blocks hold 32/);
  refused([3, 64, 8, 1, -1, 7, 0, 1, 8, 8, 8], /a block length of -1/);
  refused([3, 64, 8, 3, 1, 8, 0, 16], /a malformed node at word 0/);
  // a chain of 40 one-block VECTORs over one BYTES node
  const deep = [];
  for (let i = 0; i < 40; i++) deep.push(2, 8, 8, 1, 1, 8, 7 * (i + 1));
  deep.push(1, 8, 8, 8);
  refused(deep, /nested more than 32 deep/);
});

test('a program reaching before its origin is accepted with a negative span (the target checks it)', () => {
  // BLOCKINDEXED, one block of one 8-byte run at -24
  const s = W.checkProgram(Int32Array.from([3, 8, 8, 1, 1, 7, -24, 1, 8, 8, 8]));
  assert.equal([s.lo, s.hi, s.size], [-24, -16, 8]);
  assert.equal(W.itemsSpan(s, 3), [-24, 0]);
});

test('element sizes of the accumulate types', () => {
  assert.equal(
    [1, 2, 3, 5, 7, 9, 10, 11, 12, 13, 15, 17, 19, 20].map(W.elemBytes),
    [1, 1, 2, 4, 8, 4, 8, 1, 0, 8, 16, 12, 6, 0],
  );
});

test.run();
