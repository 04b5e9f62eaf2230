// One run of the dtype family's in-process baselines, in a worker thread (a fresh isolate, as the
// wasmpi world and the MPICH process are fresh in each round): memory.copy of each case's packed
// bytes (the wasmpi core's `copy` export, a bare memory.copy, in a fresh shared memory) and the
// plain JS loops users write today over Float64Arrays. Each figure: the first `firstN` calls
// timed, a warm-up, one timed repetition (lib/dtype_cases.mjs rates). The JS loops are checked
// against the reference after their timings.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { dtypeCases, jsLoops, reference, rates, sameDoubles } from './dtype_cases.mjs';

const { ms, firstN, wasmUrl } = workerData;
const opts = { ms, firstN };
const cases = dtypeCases();

const sizes = [...new Set(cases.map((c) => c.bytes))];
const max = Math.max(...sizes);
const module = new WebAssembly.Module(readFileSync(new URL(wasmUrl)));
const memory = new WebAssembly.Memory({
  initial: Math.ceil((2 * max + (2 << 20)) / 65536),
  maximum: 65536,
  shared: true,
});
const { copy } = new WebAssembly.Instance(module, { env: { memory } }).exports;
const from = 1 << 20,
  to = from + max + 4096;
new Uint8Array(memory.buffer).fill(7, from, from + max);
const memcpy = Object.fromEntries(sizes.map((s) => [s, rates(() => copy(to, from, s), s, opts)]));

const src = new Float64Array(Math.max(...cases.map((c) => c.doubles)));
for (let i = 0; i < src.length; i++) src[i] = i;
const out = new Float64Array(Math.max(...cases.map((c) => c.bytes)) / 8);
const js = {};
for (const c of cases) {
  const s = src.subarray(0, c.doubles),
    o = out.subarray(0, c.bytes / 8);
  const { pack, unpack } = jsLoops(c, s, o);
  js[c.spec] = { pack: rates(pack, c.bytes, opts), unpack: rates(unpack, c.bytes, opts) };
  o.fill(0);
  pack();
  if (!sameDoubles(o, reference(c, s)))
    throw new Error(`dtype bench: the JS loop of ${c.spec} differs from the reference`);
}
parentPort.postMessage({ memcpy, js });
