// The Node host: where the core's module comes from, how many cores there are, and the
// structured-clone serializer for the value tier. The only place (with launch/worker/cli) that
// imports node: modules.
import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { threadId } from 'node:worker_threads';
import v8 from 'node:v8';
import { setHost } from '../../rank.js';
import { setCodec } from '../../core/codec.js';

let modulePromise: Promise<WebAssembly.Module> | null = null;
let compiled: WebAssembly.Module | undefined;
const WASM = new URL('../wasm/wasmpi.wasm', import.meta.url);

/**
 * Compiles the core with V8's optimizing tier for every function at once. By default V8 compiles a
 * function with its baseline compiler (Liftoff) at its first call and optimizes it only once it has
 * run enough, so a short program, and the first thousands of calls of any program, run the core at
 * half speed or less. Turning off lazy compilation and dynamic tiering for this one compilation
 * makes V8 optimize every function in the background right away; the ranks receive the compiled
 * module, and its optimized code, from the launching thread. The flags are process-wide: they are
 * set back to what the process started with as soon as the module exists.
 */
function compileOptimized(bytes: Uint8Array<ArrayBuffer>): WebAssembly.Module {
  const flags = ['wasm-dynamic-tiering', 'wasm-lazy-compilation'];
  for (const f of flags) v8.setFlagsFromString(`--no-${f}`);
  try {
    return new WebAssembly.Module(bytes);
  } finally {
    for (const f of flags) if (!process.execArgv.includes(`--no-${f}`)) v8.setFlagsFromString(`--${f}`);
  }
}

/** The compiled core, compiled once per thread (and sent, compiled, to ranks). */
export function loadModule(): Promise<WebAssembly.Module> {
  modulePromise ??= compiled
    ? Promise.resolve(compiled)
    : readFile(WASM).then((b) => (compiled ??= compileOptimized(b)));
  return modulePromise;
}

/** The compiled core now (pack/unpack outside a world): the loaded one, else compiled from the file. */
function moduleSync(): WebAssembly.Module {
  compiled ??= compileOptimized(readFileSync(WASM));
  return compiled;
}

setHost({ loadModule, moduleSync, cores: () => availableParallelism(), threadId: () => threadId });
setCodec(
  (v) => v8.serialize(v),
  (b) => v8.deserialize(b),
);
