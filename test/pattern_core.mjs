// The core's exports for the pattern tests: pure functions, so one instance over a small shared
// memory in this thread is enough (no ranks).
import { readFileSync } from 'node:fs';

const module = new WebAssembly.Module(readFileSync(new URL('../wasm/wasmpi.wasm', import.meta.url)));
const memory = new WebAssembly.Memory({ initial: 2, maximum: 65536, shared: true });
export const x = new WebAssembly.Instance(module, { env: { memory } }).exports;

/** Sizes every pattern test sweeps. */
export const ALL_SIZES = Array.from({ length: 64 }, (_, i) => i + 1);

/** Adds every element of `from` to `into`, failing when one is already there (a double count). */
export function mergeOnce(into, from, what) {
  for (const v of from) {
    if (into.has(v)) throw new Error(`${what}: contribution ${v} counted twice`);
    into.add(v);
  }
}

/** [0, 1, ..., n-1] */
export const range = (n) => Array.from({ length: n }, (_, i) => i);
