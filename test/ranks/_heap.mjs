// The shared heap's growth over a loop, for the rank modules that check a call leaves nothing
// behind in it (coll_buf, coll_pr_buf, comm). A file of its own: it reads the core's WASM module
// from disk, which the modules shared with other runtimes must not.
import { readFileSync } from 'node:fs';

// Address of the heap's bump pointer, from the core's own exported layout constants (a fresh
// instance over a throw-away memory)
let heapTopAddr = 0;
function heapTopAt() {
  if (heapTopAddr === 0) {
    const module = new WebAssembly.Module(readFileSync(new URL('../../wasm/wasmpi.wasm', import.meta.url)));
    const x = new WebAssembly.Instance(module, {
      env: { memory: new WebAssembly.Memory({ initial: 2, maximum: 2, shared: true }) },
    }).exports;
    heapTopAddr = x.LAYOUT_BASE.value + x.G_HEAP_TOP.value;
  }
  return heapTopAddr;
}

/** The shared heap's bump pointer: it only grows, when no freed block of the size class fits. */
function heapTop(world) {
  const core = world.w.core;
  core.refresh();
  return Atomics.load(core.u32, heapTopAt() >> 2);
}

/** The bytes the shared heap grew by over `rounds` calls of `once`, after three that warm it up
 *  (every size class in use once); every rank calls it. */
export function heapGrowth(world, rounds, once) {
  for (let i = 0; i < 3; i++) once();
  world.barrier();
  const before = heapTop(world);
  world.barrier();
  for (let i = 0; i < rounds; i++) once();
  world.barrier();
  const after = heapTop(world);
  world.barrier();
  return after - before;
}
