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

/** The compiled core, compiled once per thread (and sent, compiled, to ranks). */
export function loadModule(): Promise<WebAssembly.Module> {
  modulePromise ??= compiled
    ? Promise.resolve(compiled)
    : readFile(WASM)
        .then((b) => WebAssembly.compile(b))
        .then((m) => (compiled ??= m));
  return modulePromise;
}

/** The compiled core now (pack/unpack outside a world): the loaded one, else compiled from the file. */
function moduleSync(): WebAssembly.Module {
  compiled ??= new WebAssembly.Module(readFileSync(WASM));
  return compiled;
}

setHost({ loadModule, moduleSync, cores: () => availableParallelism(), threadId: () => threadId });
setCodec(
  (v) => v8.serialize(v),
  (b) => v8.deserialize(b),
);
