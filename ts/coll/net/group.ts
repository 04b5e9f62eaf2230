// The ranks an algorithm runs among (all of a communicator's, or the leaders of its processes), the
// scratch vectors it reduces in and its sizes.
import type { Build } from './build.js';

export interface Group {
  /** Comm ranks, in the order that counts as rank order for non-commutative ops. */
  ranks: Int32Array;
  /** This rank's index in `ranks`. */
  i: number;
}

/** A vector in the world's memory. */
export interface Vec {
  ptr: number;
  view: Uint8Array;
}

export const wholeComm = (b: Build): Group => ({
  ranks: Int32Array.from({ length: b.comm.size }, (_, r) => r),
  i: b.comm.rank,
});

/** A part of a vector: `off` and `len` in bytes. */
export const part = (v: Vec, off: number, len: number): Vec => ({
  ptr: v.ptr + off,
  view: v.view.subarray(off, off + len),
});

export const pof2Below = (n: number): number => {
  let p = 1;
  while (p * 2 <= n) p *= 2;
  return p;
};
