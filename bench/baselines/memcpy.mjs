// The physical limit: bulk-memory `memory.copy` bandwidth inside one shared WebAssembly memory,
// through the wasmpi core's own `copy` export (a bare memory.copy). One call is one run in a
// family's interleaved rounds: a fresh memory and instance, and per size, ascending, the first
// copies (as many bytes as the p2p family's first windows: 64 x firstWindows copies) timed as the
// "first calls", more of them until WARM_MS have passed (untimed, as in the other harnesses), then
// one timed repetition of 4 x iterations(size) copies.
import { readFileSync } from 'node:fs';
import { iterations, p2pCounts, WARM_MS } from '../lib/stats.mjs';

/** { run, first, n }: GB/s by copy size (one repetition), the first calls' GB/s and their count. */
export function memcpyRound({ sizes, quick }) {
  const max = Math.max(1, ...sizes);
  const module = new WebAssembly.Module(readFileSync(new URL('../../wasm/wasmpi.wasm', import.meta.url)));
  const pages = Math.ceil((2 * max + (2 << 20)) / 65536);
  const memory = new WebAssembly.Memory({ initial: pages, maximum: 65536, shared: true });
  const { copy } = new WebAssembly.Instance(module, { env: { memory } }).exports;
  const src = 1 << 20;
  const dst = src + max + 4096;
  new Uint8Array(memory.buffer).fill(7, src, src + max);
  const rate = (size, it) => {
    const t0 = performance.now();
    for (let i = 0; i < it; i++) copy(dst, src, size);
    return (size * it) / ((performance.now() - t0) / 1000) / 1e9;
  };
  const out = { run: {}, first: {}, n: {} };
  for (const size of sizes) {
    if (size === 0) continue;
    out.n[size] = 64 * p2pCounts(size, quick).firstWindows;
    const w0 = performance.now();
    out.first[size] = rate(size, out.n[size]);
    while (performance.now() - w0 < WARM_MS) rate(size, out.n[size]);
    out.run[size] = rate(size, iterations(size, quick) * 4);
  }
  return out;
}
