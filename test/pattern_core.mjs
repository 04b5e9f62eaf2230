// The pattern functions for the pattern tests: pure functions, so one instance of the test-only
// module that build.mjs compiles from assembly/testing.ts is enough (no ranks, no shared memory).
import { readFileSync, existsSync } from 'node:fs';

const file = new URL('../.cache/wasmpi.testing.wasm', import.meta.url);
if (!existsSync(file)) throw new Error('.cache/wasmpi.testing.wasm is missing: run `node build.mjs` first');
export const x = new WebAssembly.Instance(new WebAssembly.Module(readFileSync(file)), {}).exports;

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
