// The core a thread computes on by itself, outside any communication (a local reduction): the
// world's core when the thread is a rank, else a private instance of the core over a small memory
// of its own, made at first use, so that such calls need no launch and no init(). Null when the
// host cannot compile the core synchronously (a page before the core is loaded).
import type { Core } from './core.js';
import { createWorld } from './world.js';
import { hostModuleSync, rankCore } from './thread.js';

let privateCore: Core | undefined;

/** The world's core in a rank, else this thread's private one; null when none can be had now. */
export function localCore(): Core | null {
  const r = rankCore();
  if (r) return r;
  if (!privateCore) {
    const module = hostModuleSync();
    if (!module) return null;
    // one rank, the smallest rings: the memory only ever holds scratch (it grows on demand)
    privateCore = createWorld(module, { size: 1, ringBytes: 4096, memoryBytes: 1 << 20 }).core;
  }
  return privateCore;
}
