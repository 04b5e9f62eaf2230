// Package entry for browsers: the public API. The core is fetched next to this file; init() in a
// page or worker gives a world of one rank (multi-worker launch in browsers is not built yet).
import { setHost } from '../../rank.js';
export * from '../../index.js';

let modulePromise: Promise<WebAssembly.Module> | null = null;
let compiled: WebAssembly.Module | undefined;
setHost({
  loadModule() {
    if (
      typeof SharedArrayBuffer === 'undefined' ||
      (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated === false
    ) {
      return Promise.reject(
        new Error(
          'wasmpi needs SharedArrayBuffer: serve the page cross-origin isolated ' +
            '(Cross-Origin-Opener-Policy: same-origin and Cross-Origin-Embedder-Policy: require-corp)',
        ),
      );
    }
    modulePromise ??= WebAssembly.compileStreaming(fetch(new URL('../wasm/wasmpi.wasm', import.meta.url))).then(
      (m) => (compiled = m),
    );
    return modulePromise;
  },
  // pack/unpack outside a world: the core once it is loaded (a page cannot fetch it synchronously)
  moduleSync: () => compiled,
  cores: () => globalThis.navigator?.hardwareConcurrency ?? 1,
  threadId: () => 0,
});
