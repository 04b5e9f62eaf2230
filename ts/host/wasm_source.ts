// Where a host gets the core from when the program says (init({ wasm }), launch(url, { wasm })):
// a bundled app serves the .wasm from a path of its own, or compiles it itself.
import { fail, show } from '../errors.js';
import type { WasmSource } from '../core/thread.js';

export type { WasmSource };

/** How a host turns bytes and addresses into the compiled core. */
export interface WasmLoader {
  compile(bytes: Uint8Array<ArrayBuffer>): Promise<WebAssembly.Module> | WebAssembly.Module;
  /** Loads and compiles the core at `where` (a URL, or in Node also a path). */
  load(where: string | URL): Promise<WebAssembly.Module>;
}

/** The compiled core from `src`; ERR_ARG for anything else, and for bytes that do not compile. */
export async function moduleFrom(src: WasmSource, loader: WasmLoader, call: string): Promise<WebAssembly.Module> {
  return checkCore(await anyModule(src, loader, call), call);
}

/** ERR_ARG unless `m` is wasmpi's core (another module would fail later, with a stranger error). */
function checkCore(m: WebAssembly.Module, call: string): WebAssembly.Module {
  const names = WebAssembly.Module.exports(m).map((e) => e.name);
  if (!names.includes('worldInit') || !names.includes('schedRun'))
    fail(
      'ERR_ARG',
      `${call}: the module given is not wasmpi's core (it exports ${names.slice(0, 5).join(', ') || 'nothing'}${names.length > 5 ? ', ...' : ''}; ` +
        "the core exports worldInit): pass the package's wasm/wasmpi.wasm",
    );
  return m;
}

async function anyModule(src: WasmSource, loader: WasmLoader, call: string): Promise<WebAssembly.Module> {
  if (src instanceof WebAssembly.Module) return src;
  if (typeof src === 'string' || src instanceof URL) {
    if (src === '') fail('ERR_ARG', `${call}: wasm must not be an empty string`);
    return loader.load(src);
  }
  let bytes: Uint8Array<ArrayBuffer>;
  if (src instanceof ArrayBuffer) bytes = new Uint8Array(src);
  else if (ArrayBuffer.isView(src)) bytes = new Uint8Array(src.buffer, src.byteOffset, src.byteLength).slice();
  else
    return fail(
      'ERR_ARG',
      `${call}: wasm must be a WebAssembly.Module, the core's bytes (ArrayBuffer or typed array) or its URL, got ${show(src)}`,
    );
  return compiled(() => loader.compile(bytes), `${call}: the wasm bytes given`);
}

/** Compiles, turning a compile error into ERR_ARG naming what was compiled. */
export async function compiled(
  make: () => Promise<WebAssembly.Module> | WebAssembly.Module,
  what: string,
): Promise<WebAssembly.Module> {
  try {
    return await make();
  } catch (e) {
    return fail('ERR_ARG', `${what} are not a WebAssembly module: ${(e as Error).message}`);
  }
}
