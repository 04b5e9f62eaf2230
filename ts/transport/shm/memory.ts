// Shared memory for the transport's own use: blocks from the core's heap (staging copies, ack
// words, rendezvous descriptors, temporary packs) and the copies between user views and the heap.
//
// Invariants: a block handed out is covered by the core's views (core.cover) before it is returned,
// so that callers may index core.u8/i32 at once; a request the heap cannot meet throws ERR_BUFFER,
// never returns 0. Short copies are byte loops: a subarray for a few bytes would be an object per
// call on the hot path.
import type { Core } from '../../core/core.js';
import { HEAP_MAX_BLOCK } from '../../core/abi.js';
import { WasmpiError } from '../../errors.js';

/** Copies of at most this many bytes go byte by byte (no view made). */
const SMALL_COPY = 16;

/** A block of `bytes` of the world's shared memory, for `what` (named in the error). */
export function alloc(core: Core, bytes: number, what: string): number {
  if (!(bytes <= HEAP_MAX_BLOCK)) {
    throw new WasmpiError(
      'ERR_BUFFER',
      `cannot allocate ${bytes} bytes of shared memory for ${what}: one allocation holds at most ` +
        `${HEAP_MAX_BLOCK} bytes (2 GiB), the world's WebAssembly memory 4 GiB (wasm32)`,
    );
  }
  const p = core.x.shmAlloc(bytes);
  if (p === 0) {
    throw new WasmpiError(
      'ERR_BUFFER',
      `cannot allocate ${bytes} bytes of shared memory for ${what}: ` +
        `the world's WebAssembly memory is limited to 4 GiB (wasm32)`,
    );
  }
  core.cover(p, bytes);
  return p;
}

/** Copies the first `n` bytes of `view` to shared memory at `ptr`. */
export function copyIn(core: Core, ptr: number, view: Uint8Array, n: number): void {
  const u8 = core.u8;
  if (n <= SMALL_COPY) for (let i = 0; i < n; i++) u8[ptr + i] = view[i];
  else u8.set(n === view.length ? view : view.subarray(0, n), ptr);
}

/** Copies `n` bytes of shared memory at `ptr` to the start of `view`. */
export function copyOut(core: Core, ptr: number, view: Uint8Array, n: number): void {
  const u8 = core.u8;
  if (n <= SMALL_COPY) for (let i = 0; i < n; i++) view[i] = u8[ptr + i];
  else view.set(u8.subarray(ptr, ptr + n));
}
