// One run of WASM SIMD and plain JS in the kernel family's interleaved rounds (bench/kernel.mjs),
// in a worker thread: a fresh isolate, so the WebAssembly module is compiled and the JS loop
// optimised afresh, as C is in its fresh process. Per type and size, for the core's `reduce`
// (y += x), `reduce3` (z = y + x) and a plain JS loop: the first calls (the warm-up: as many calls
// as one repetition) timed, then `repeats` timed repetitions of `per / size` calls (JS: a quarter),
// in GB/s of y.
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';

const { sizes, per, repeats, types, opSum, wasmUrl } = workerData;
const ARRAYS = { Float32Array, Float64Array, Int32Array };

function rates(fn, size, bytesPer) {
  const it = Math.max(2, Math.round(bytesPer / size));
  const time = () => {
    const t0 = performance.now();
    for (let k = 0; k < it; k++) fn();
    return (size * it) / ((performance.now() - t0) / 1000) / 1e9;
  };
  const first = time(); // the warm-up (and tier-up), timed
  return { calls: it, first, runs: Array.from({ length: repeats }, time) };
}

function jsAdd(y, x) {
  for (let i = 0; i < y.length; i++) y[i] += x[i];
}

const max = Math.max(...sizes);
const module = new WebAssembly.Module(readFileSync(new URL(wasmUrl)));
const memory = new WebAssembly.Memory({
  initial: Math.ceil((3 * max + (2 << 20)) / 65536),
  maximum: 65536,
  shared: true,
});
const x = new WebAssembly.Instance(module, { env: { memory } }).exports;
const Y = 1 << 20,
  X = Y + max + 64 * 16,
  Z = X + max + 64 * 16; // 64-byte aligned, apart
const out = {};
for (const { name, code, ctor } of types) {
  const Arr = ARRAYS[ctor];
  out[name] = { reduce: {}, reduce3: {}, js: {} };
  for (const size of sizes) {
    const n = size / Arr.BYTES_PER_ELEMENT;
    new Arr(memory.buffer, X, n).fill(1);
    new Arr(memory.buffer, Y, n).fill(0);
    out[name].reduce[size] = rates(() => x.reduce(opSum, code, Y, X, n), size, per);
    out[name].reduce3[size] = rates(() => x.reduce3(opSum, code, Z, Y, X, n), size, per);
    const jy = new Arr(n),
      jx = new Arr(n).fill(1);
    out[name].js[size] = rates(() => jsAdd(jy, jx), size, per / 4);
  }
}
parentPort.postMessage(out);
