// The one place that knows the core's ABI (docs/abi.md): instantiation over the shared memory,
// the exported layout constants, typed views that follow memory growth, and trap translation.
import * as loader from '@assemblyscript/loader';
import { WasmpiError } from '../errors.js';

/** The core's exports, as numbers and functions (globals unwrapped). */
export interface CoreExports {
  [name: string]: any;
}

const MAX_BYTES = 65536 * 65536; // wasm32: 4 GiB

/** Objects built by adding dozens of properties one by one end up in dictionary mode in V8, where
 *  every `x.ringSendEager` or `k.H_TAG` on the message path is a hash lookup; a spread copy of
 *  them has fast properties again (checked with %HasFastProperties). */
function fastProperties<T extends object>(o: T): T {
  return { ...o };
}

export class Core {
  readonly memory: WebAssembly.Memory;
  readonly x: CoreExports; // functions
  readonly k: Record<string, number>; // layout constants
  u8!: Uint8Array;
  i32!: Int32Array;
  u32!: Uint32Array;
  private sab!: ArrayBufferLike;
  private readonly known = new WeakSet<ArrayBufferLike>();
  private readonly getString: (ptr: number) => string;
  private readonly globals: Record<string, WebAssembly.Global>;

  constructor(module: WebAssembly.Module, memory: WebAssembly.Memory) {
    this.memory = memory;
    const inst = loader.instantiateSync(module, { env: { memory } }) as unknown as { exports: Record<string, any> };
    const ex = inst.exports;
    this.getString = ex.__getString;
    this.globals = ex as Record<string, WebAssembly.Global>;
    const x: CoreExports = {};
    const k: Record<string, number> = {};
    for (const [name, v] of Object.entries(ex)) {
      if (v instanceof WebAssembly.Global) k[name] = Number(v.value);
      // the raw export, not the loader's wrapper (a rest-argument array and a call to
      // __setArgumentsLength per call, for optional parameters; the core has none: when it
      // exports __setArgumentsLength some export has them, and the wrapper is kept)
      else if (typeof v === 'function' && !name.startsWith('__')) x[name] = ex.__setArgumentsLength ? v : (v.original ?? v);
    }
    this.x = fastProperties(x);
    this.k = fastProperties(k);
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

  /** Current value of a mutable exported global (k holds the constants read at start). */
  global(name: string): number {
    return Number(this.globals[name].value);
  }

  /** Turns a trap inside the core into ERR_INTERN with the core's own message. */
  trap(e: unknown): never {
    const msg = this.globals.abortMsg.value ? this.abortText() : String((e as Error)?.message ?? e);
    throw new WasmpiError('ERR_INTERN', `the wasmpi core trapped: ${msg}`, { cause: e });
  }

  private abortText(): string {
    try {
      const g = this.globals;
      return `${this.getString(g.abortMsg.value)} at ${this.getString(g.abortFile.value)}:${g.abortLine.value}`;
    } catch {
      return 'abort';
    }
  }

  static readonly MAX_BYTES = MAX_BYTES;
}
