// Blocks of shared memory a window stages through: an origin array outside the world's memory is
// copied into one before an engine reads it, a result goes to one before it is copied out. One
// block per role and window, grown on demand and kept: a warm call allocates nothing.
import type { Core } from '../core/core.js';
import type { Transport } from '../transport/transport.js';

export class Scratch {
  addr = 0;
  cap = 0;
  /** A view of the whole block (made when it grows). */
  u8: Uint8Array = new Uint8Array(0);
  // the last sub-view handed out, kept for the next call of the same size
  private subN = -1;
  private sub: Uint8Array = new Uint8Array(0);

  constructor(
    private readonly core: Core,
    private readonly t: Transport,
    private readonly what: string,
  ) {}

  /** The block's address, at least `bytes` long. */
  need(bytes: number): number {
    if (bytes > this.cap) {
      const cap = Math.max(bytes, 2 * this.cap, 64);
      const addr = this.t.alloc(cap, this.what);
      if (this.addr !== 0) this.core.x.shmFree(this.addr);
      this.addr = addr;
      this.cap = cap;
      this.u8 = new Uint8Array(this.core.buffer(), addr, cap);
      this.subN = -1;
    }
    return this.addr;
  }

  /** A view of the block's first `n` bytes (the same object as the last call's when `n` is too). */
  view(n: number): Uint8Array {
    if (n === this.cap) return this.u8;
    if (n !== this.subN) {
      this.sub = this.u8.subarray(0, n);
      this.subN = n;
    }
    return this.sub;
  }

  release(): void {
    if (this.addr !== 0) this.core.x.shmFree(this.addr);
    this.addr = this.cap = 0;
    this.u8 = new Uint8Array(0);
    this.subN = -1;
  }
}
