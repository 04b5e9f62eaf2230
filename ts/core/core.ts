// The one place that loads the core (docs/abi.md): instantiation over the shared memory, the check
// that the loaded core has the ABI this shell was compiled with, typed views that follow memory
// growth, and trap translation. The offsets and codes themselves are constants of the generated
// ./abi.ts, imported where they are used.
import * as loader from '@assemblyscript/loader';
import { WasmpiError } from '../errors.js';
import {
  CORE_FUNCTIONS,
  CORE_GLOBALS,
  EXPORTED_CONSTANTS,
  HEAP_MAX_BLOCK,
  UNSIGNED_RESULTS,
  type CoreExports,
  type CoreGlobal,
} from './abi.js';

export type { CoreExports, CoreGlobal } from './abi.js';

const MAX_BYTES = 65536 * 65536; // wasm32: 4 GiB

/** A loader-wrapped export keeps the raw one as `original`. */
type Wrapped = ((...args: number[]) => number) & { original?: (...args: number[]) => number };

/** Objects built by adding dozens of properties one by one end up in dictionary mode in V8, where
 *  every `x.ringSendEager` on the message path is a hash lookup; a spread copy of them has fast
 *  properties again (checked with %HasFastProperties). */
function fastProperties<T extends object>(o: T): T {
  return { ...o };
}

type Raw = (...args: number[]) => number;

/** `f` with its result read as unsigned: WebAssembly returns an i32 to JavaScript as a signed number,
 *  and an address of 2 GiB or more would come back negative (and shift, index and compare wrongly).
 *  Fixed arity, so a call allocates no arguments array. */
function unsignedResult(name: string, f: Raw): Raw {
  switch (f.length) {
    case 0:
      return () => f() >>> 0;
    case 1:
      return (a: number) => f(a) >>> 0;
    case 2:
      return (a: number, b: number) => f(a, b) >>> 0;
    case 3:
      return (a: number, b: number, c: number) => f(a, b, c) >>> 0;
    default:
      return mismatch(`the wasmpi core's ${name} takes ${f.length} arguments; an unsigned result is read for 0-3`);
  }
}

function mismatch(what: string): never {
  throw new WasmpiError('ERR_INTERN', `${what}: rebuild the core and the shell together`);
}

/**
 * Throws ERR_INTERN naming the first difference between a loaded core's exports and the ABI this
 * shell was compiled with (ts/core/abi.ts): a constant the core exports with another value, or a
 * function or global it lacks. A core built from other sources would otherwise be read at wrong
 * offsets, silently.
 */
export function checkCoreAbi(exports: Readonly<Record<string, unknown>>): void {
  for (const name in EXPORTED_CONSTANTS) {
    const g = exports[name];
    if (!(g instanceof WebAssembly.Global)) mismatch(`the wasmpi core does not export the constant ${name}`);
    const got = Number(g.value);
    const want = EXPORTED_CONSTANTS[name];
    // i32 globals read signed: compare the 32-bit patterns (SIG_ANY is 0xffffffff)
    if ((got | 0) !== (want | 0)) mismatch(`the wasmpi core's ${name} is ${got}, this shell expects ${want}`);
  }
  for (const name of CORE_FUNCTIONS) {
    if (typeof exports[name] !== 'function') mismatch(`the wasmpi core does not export the function ${name}`);
  }
  for (const name of CORE_GLOBALS) {
    if (!(exports[name] instanceof WebAssembly.Global)) mismatch(`the wasmpi core does not export the global ${name}`);
  }
}

export class Core {
  readonly memory: WebAssembly.Memory;
  /** The core's functions, typed by the generated ABI. */
  readonly x: CoreExports;
  u8!: Uint8Array;
  i32!: Int32Array;
  u32!: Uint32Array;
  private sab!: ArrayBufferLike;
  private readonly known = new WeakSet<ArrayBufferLike>();
  private readonly getString: (ptr: number) => string;
  private readonly globals: Record<CoreGlobal, WebAssembly.Global>;

  constructor(module: WebAssembly.Module, memory: WebAssembly.Memory) {
    this.memory = memory;
    const inst = loader.instantiateSync(module, { env: { memory } }) as unknown as { exports: Record<string, unknown> };
    const ex = inst.exports;
    checkCoreAbi(ex);
    this.getString = ex.__getString as (ptr: number) => string;
    const globals = {} as Record<CoreGlobal, WebAssembly.Global>;
    for (const name of CORE_GLOBALS) globals[name] = ex[name] as WebAssembly.Global;
    this.globals = globals;
    const x: Record<string, Wrapped> = {};
    for (const name of CORE_FUNCTIONS) {
      const f = ex[name] as Wrapped;
      // the raw export, not the loader's wrapper (a rest-argument array and a call to
      // __setArgumentsLength per call, for optional parameters; the core has none: when it
      // exports __setArgumentsLength some export has them, and the wrapper is kept)
      x[name] = ex.__setArgumentsLength ? f : (f.original ?? f);
    }
    for (const name of UNSIGNED_RESULTS) x[name] = unsignedResult(name, x[name]);
    // the core takes a u32: 2^32 + 8 bytes would reach it as 8, a negative size as ~4 GiB
    const alloc = x.shmAlloc;
    x.shmAlloc = (bytes: number) => (bytes >= 0 && bytes <= HEAP_MAX_BLOCK ? alloc(bytes) : 0);
    this.x = fastProperties(x) as unknown as CoreExports;
    this.refresh();
  }

  /** Re-creates the views when another rank (or this one) grew the memory. */
  refresh(): void {
    const sab = this.memory.buffer;
    if (sab === this.sab) return;
    this.sab = sab;
    this.known.add(sab);
    this.u8 = new Uint8Array(sab);
    this.i32 = new Int32Array(sab);
    this.u32 = new Uint32Array(sab);
  }

  /** True when `view` lives in this world's shared memory (zero-copy path); refreshes views. */
  owns(view: ArrayBufferView): boolean {
    const b = view.buffer;
    if (b === this.sab || this.known.has(b)) return true;
    if (!(b instanceof SharedArrayBuffer)) return false;
    this.refresh();
    return b === this.sab;
  }

  /** The current buffer of the memory (registered, so arrays built on it count as shared). */
  buffer(): ArrayBufferLike {
    this.refresh();
    return this.sab;
  }

  /** Makes sure the views cover [ptr, ptr + bytes). */
  cover(ptr: number, bytes: number): void {
    if (ptr + bytes > this.u8.length) this.refresh();
  }

  /** Current value of one of the core's mutable globals (the constants are ./abi.ts's). */
  global(name: CoreGlobal): number {
    return Number(this.globals[name].value) >>> 0; // addresses and counts: unsigned
  }

  /** Turns a trap inside the core into ERR_INTERN with the core's own message. */
  trap(e: unknown): never {
    const msg = this.globals.abortMsg.value ? this.abortText() : String((e as Error)?.message ?? e);
    throw new WasmpiError('ERR_INTERN', `the wasmpi core trapped: ${msg}`, { cause: e });
  }

  private abortText(): string {
    try {
      const g = this.globals;
      return `${this.getString(g.abortMsg.value as number)} at ${this.getString(g.abortFile.value as number)}:${g.abortLine.value}`;
    } catch {
      return 'abort';
    }
  }

  static readonly MAX_BYTES = MAX_BYTES;
}
