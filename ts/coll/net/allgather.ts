// allgather among L ranks, rank j contributing chunk j (of its own length) of a buffer laid out
// chunk by chunk (N bytes in all).
// ring: L-1 steps; in step s a rank passes chunk i-s to its right neighbour and receives chunk
// i-s-1 from its left. Cost: (L-1) alpha + (L-1)/L N beta. Any L.
// recursive-doubling: log2 L steps; partners 2^k apart swap the 2^k consecutive chunks each holds.
// Cost: log2 L alpha + (L-1)/L N beta. L a power of two (else the ring runs).
import type { Build } from './build.js';
import type { Group } from './group.js';

/** `off[j]`, `len[j]`: chunk j's bytes in `buf`. */
export function ringChunks(b: Build, g: Group, buf: Uint8Array, off: number[], len: number[]): void {
  const L = g.ranks.length;
  const i = g.i;
  const right = g.ranks[(i + 1) % L];
  const left = g.ranks[(i - 1 + L) % L];
  const chunk = (j: number) => buf.subarray(off[j], off[j] + len[j]);
  for (let s = 0; s < L - 1; s++) {
    b.s.send(right, chunk((((i - s) % L) + L) % L));
    b.s.recv(left, chunk((((i - s - 1) % L) + L) % L));
    b.s.wait();
  }
}

/** Chunks must be consecutive in `buf` (chunk j + 1 right after chunk j). */
export function rdChunks(b: Build, g: Group, buf: Uint8Array, off: number[], len: number[]): void {
  const L = g.ranks.length;
  if ((L & (L - 1)) !== 0) return ringChunks(b, g, buf, off, len);
  const i = g.i;
  const range = (lo: number, k: number) => buf.subarray(off[lo], off[lo + k - 1] + len[lo + k - 1]);
  for (let mask = 1; mask < L; mask <<= 1) {
    const d = i ^ mask;
    b.s.send(g.ranks[d], range(i & ~(mask - 1), mask));
    b.s.recv(g.ranks[d], range(d & ~(mask - 1), mask));
    b.s.wait();
  }
}
