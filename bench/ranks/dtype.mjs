// wasmpi side of the dtype bench (a world of one rank): pack and unpack of each case's datatype
// with buffers in the world's shared memory (comm.alloc: the engine works in place) and with
// ordinary TypedArrays (staged through the world's memory and copied back). One launch is one run
// of wasmpi in the dtype family's interleaved rounds (bench/dtype.mjs): per case and buffer kind,
// pack then unpack, each the first `firstN` calls timed (the "first calls"), a warm-up, and one
// timed repetition of about `ms` (lib/dtype_cases.mjs rates). Every case is then checked against a
// plain loop (pack equals the reference, unpack writes exactly the layout): after its timings, so
// that the first calls timed are the type's first use.
import * as W from 'wasmpi';
import { dtypeCases, makeType, reference, rates, sameDoubles } from '../lib/dtype_cases.mjs';

function check(c, type, src, out) {
  const ref = reference(c, src);
  const before = sum(src);
  const got = W.pack(src, 1, type, out);
  if (got.byteLength !== c.bytes || !sameDoubles(new Float64Array(got.buffer, got.byteOffset, c.bytes / 8), ref)) {
    throw new Error(`dtype bench: wasmpi pack of ${c.spec} differs from the plain loop`);
  }
  const neg = ref.map((v) => -v - 0.5);
  new Float64Array(out.buffer, out.byteOffset, c.bytes / 8).set(neg);
  W.unpack(out, src, 1, type);
  if (!sameDoubles(reference(c, src), neg)) throw new Error(`dtype bench: wasmpi unpack of ${c.spec} misplaces data`);
  new Float64Array(out.buffer, out.byteOffset, c.bytes / 8).set(ref);
  W.unpack(out, src, 1, type);
  if (sum(src) !== before) throw new Error(`dtype bench: wasmpi unpack of ${c.spec} wrote outside the layout`);
}

function sum(a) {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i];
  return s;
}

export default function main(world, [cfgJson]) {
  const { ms, firstN, plain: withPlain } = JSON.parse(cfgJson);
  const cases = dtypeCases();
  const maxDoubles = Math.max(...cases.map((c) => c.doubles));
  const maxBytes = Math.max(...cases.map((c) => c.bytes));
  const shm = { src: world.alloc(Float64Array, maxDoubles), out: world.alloc(Uint8Array, maxBytes) };
  const plain = { src: new Float64Array(maxDoubles), out: new Uint8Array(maxBytes) };
  for (let i = 0; i < maxDoubles; i++) shm.src[i] = plain.src[i] = i;
  const res = {};
  for (const c of cases) {
    const type = makeType(W, c);
    const r = (res[c.spec] = {});
    for (const [name, b] of Object.entries(withPlain ? { shm, plain } : { shm })) {
      const src = b.src.subarray(0, c.doubles),
        out = b.out.subarray(0, c.bytes);
      const pack = rates(() => W.pack(src, 1, type, out), c.bytes, { ms, firstN });
      const unpack = rates(() => W.unpack(out, src, 1, type), c.bytes, { ms, firstN });
      check(c, type, src, out);
      r[name] = { pack, unpack };
    }
  }
  return { results: res, align: { src: shm.src.byteOffset % 64, out: shm.out.byteOffset % 64 } };
}
