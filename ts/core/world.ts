// Creating a world's shared memory (on the launching thread, before any rank starts).
import { Core } from './core.js';
import { WasmpiError, fail, show } from '../errors.js';

export interface WorldSpec {
  size: number;
  /** Initial heap bytes beyond the fixed layout (the heap grows on demand). */
  memoryBytes?: number;
  /** The most heap bytes the memory may grow to (default: what wasm32's 4 GiB leaves). */
  maxHeapBytes?: number;
  ringBytes?: number;
  eagerBytes?: number;
}

export interface WorldMemory {
  memory: WebAssembly.Memory;
  core: Core;
  ringBytes: number;
  eagerBytes: number;
}

export const MAX_RANKS = 4096;

function pow2Floor(x: number): number {
  return 2 ** Math.floor(Math.log2(x));
}

/** Eager ring per ordered pair: 64 MiB of rings in all, 16 KiB to 256 KiB each. */
export function defaultRingBytes(size: number): number {
  return Math.min(256 * 1024, Math.max(16 * 1024, pow2Floor((64 * 1024 * 1024) / (size * size))));
}

export function createWorld(module: WebAssembly.Module, spec: WorldSpec): WorldMemory {
  const { size } = spec;
  if (!Number.isInteger(size) || size < 1 || size > MAX_RANKS) {
    fail('ERR_ARG', `ranks must be an integer from 1 to ${MAX_RANKS}, got ${show(size)}`);
  }
  const ringBytes = spec.ringBytes ?? defaultRingBytes(size);
  if (!Number.isInteger(ringBytes) || ringBytes < 4096 || pow2Floor(ringBytes) !== ringBytes) {
    fail('ERR_ARG', `ringBytes must be a power of two >= 4096, got ${show(ringBytes)}`);
  }
  // an eager message must fit a quarter of the ring between two ranks; the default is clamped to it
  let eagerBytes = Math.min(8192, ringBytes / 4);
  if (spec.eagerBytes !== undefined) {
    eagerBytes = spec.eagerBytes;
    if (!Number.isInteger(eagerBytes) || eagerBytes < 0 || eagerBytes > ringBytes / 4) {
      fail(
        'ERR_ARG',
        `eagerBytes must be an integer from 0 to ${ringBytes / 4} (a quarter of the ${ringBytes}-byte ring ` +
          `between two ranks of a world of ${size}), got ${show(spec.eagerBytes)}`,
      );
    }
  }
  // Layout size straight from the core, through a throw-away memory of two pages.
  const probe = new Core(module, new WebAssembly.Memory({ initial: 2, maximum: 2, shared: true }));
  const fixed: number = probe.x.layoutBytes(size, ringBytes) >>> 0;
  const cap = spec.maxHeapBytes;
  if (cap !== undefined && (!Number.isInteger(cap) || cap < 0))
    fail('ERR_ARG', `maxHeapBytes must be a non-negative integer, got ${show(cap)}`);
  const heap = Math.min(spec.memoryBytes ?? 16 * 1024 * 1024, cap ?? Infinity);
  if (!Number.isInteger(heap) || heap < 0)
    fail('ERR_ARG', `memoryBytes must be a non-negative integer, got ${show(heap)}`);
  const total = fixed + heap;
  if (total > Core.MAX_BYTES - 65536) {
    fail(
      'ERR_ARG',
      `memoryBytes ${heap}: a world of ${size} ranks with ${heap} heap bytes needs ${total} bytes; ` +
        'a wasm32 memory holds at most 4 GiB',
    );
  }
  const pages = Math.ceil(total / 65536);
  const maximum = cap === undefined ? 65536 : Math.min(65536, Math.ceil((fixed + cap) / 65536));
  const memory = new WebAssembly.Memory({ initial: pages, maximum, shared: true });
  const core = new Core(module, memory);
  if (core.x.worldInit(size, ringBytes, eagerBytes) === 0) {
    throw new WasmpiError(
      'ERR_INTERN',
      'the wasmpi core could not lay out the world (static data overlaps the layout)',
    );
  }
  return { memory, core, ringBytes, eagerBytes };
}
