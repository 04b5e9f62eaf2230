// The browser host (a page or a worker): where the core comes from, how many cores there are.
import { setHost } from '../../rank.js';
import { fail } from '../../errors.js';
import { compiled, moduleFrom, type WasmSource } from '../wasm_source.js';

/** The package's core, beside the package's dist/ (a bundled app passes its own: init({ wasm })). */
export const DEFAULT_WASM = new URL('../wasm/wasmpi.wasm', import.meta.url);

let modulePromise: Promise<WebAssembly.Module> | null = null;
let compiledCore: WebAssembly.Module | undefined;

/** A page must be cross-origin isolated for SharedArrayBuffer (and so for any world). */
export function checkIsolated(call: string): void {
  if (
    typeof SharedArrayBuffer === 'undefined' ||
    (globalThis as { crossOriginIsolated?: boolean }).crossOriginIsolated === false
  )
    fail(
      'ERR_ARG',
      `${call}: wasmpi needs SharedArrayBuffer, which a page has only when it is cross-origin isolated: serve it ` +
        'with the headers Cross-Origin-Opener-Policy: same-origin and Cross-Origin-Embedder-Policy: require-corp ' +
        '(npx wasmpi serve does)',
    );
}

/** Fetches and compiles the core at `where`: streaming when the server says application/wasm, else
 *  from the bytes (compileStreaming refuses any other MIME type). */
async function fetchCore(where: string | URL): Promise<WebAssembly.Module> {
  const url = new URL(where, globalThis.location?.href);
  let res: Response;
  try {
    res = await fetch(url);
  } catch (e) {
    return fail('ERR_ARG', `wasm: fetching ${url.href} failed: ${(e as Error).message}`);
  }
  if (!res.ok)
    fail(
      'ERR_ARG',
      `wasm: fetching the core at ${url.href} answered ${res.status} ${res.statusText}: serve the package's ` +
        'wasm/wasmpi.wasm there, or pass where it is (init({ wasm: url }), launch(url, { wasm }))',
    );
  const type = res.headers.get('content-type') ?? '';
  if (type.split(';')[0].trim() === 'application/wasm')
    return compiled(() => WebAssembly.compileStreaming(res), `wasm: the bytes at ${url.href}`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  return compiled(() => WebAssembly.compile(bytes), `wasm: the bytes at ${url.href}`);
}

const LOADER = { compile: (b: Uint8Array<ArrayBuffer>) => WebAssembly.compile(b), load: fetchCore };

/** The compiled core: from `src` when given, else the package's (fetched once per thread). */
export function loadModule(src?: WasmSource): Promise<WebAssembly.Module> {
  checkIsolated('init');
  if (src !== undefined) return moduleFrom(src, LOADER, 'wasm').then((m) => (compiledCore ??= m));
  modulePromise ??= moduleFrom(DEFAULT_WASM, LOADER, 'wasm').then((m) => (compiledCore ??= m));
  return modulePromise;
}

let thread = 0;
/** A rank's worker numbers its thread (no thread ids in browsers). */
export function setThreadId(id: number): void {
  thread = id;
}

setHost({
  loadModule,
  // pack/unpack outside a world: the core once it is loaded (a page cannot fetch it synchronously)
  moduleSync: () => compiledCore,
  cores: () => globalThis.navigator?.hardwareConcurrency ?? 1,
  threadId: () => thread,
});
