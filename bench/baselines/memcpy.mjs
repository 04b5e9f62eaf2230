// The physical limit: bulk-memory `memory.copy` bandwidth inside one shared WebAssembly memory,
// through the wasmpi core's own `copy` export (a bare memory.copy).
import { readFileSync } from 'node:fs';
import { median, iterations } from '../lib/stats.mjs';

export function memcpyBandwidth({ sizes, repeats, quick }) {
  const max = Math.max(1, ...sizes);
  const module = new WebAssembly.Module(readFileSync(new URL('../../wasm/wasmpi.wasm', import.meta.url)));
  const pages = Math.ceil((2 * max + (2 << 20)) / 65536);
  const memory = new WebAssembly.Memory({ initial: pages, maximum: 65536, shared: true });
  const { copy } = new WebAssembly.Instance(module, { env: { memory } }).exports;
  const src = 1 << 20;
  const dst = src + max + 4096;
  new Uint8Array(memory.buffer).fill(7, src, src + max);
  const out = {};
  for (const size of sizes) {
    if (size === 0) continue;
    const it = iterations(size, quick) * 4;
    const runs = [];
    for (let k = 0; k < repeats; k++) {
      const t0 = performance.now();
      for (let i = 0; i < it; i++) copy(dst, src, size);
      runs.push((size * it) / ((performance.now() - t0) / 1000) / 1e9);
    }
    out[size] = median(runs);
  }
  return out;
}
