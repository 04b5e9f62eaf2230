// Byte arithmetic on the shared layout (assembly/layout.ts, docs/abi.md), written once: addresses
// of the global header's words and of a rank's control block, and the index of an address in the
// core's i32/u32 views. Tiny functions of compiled-in constants, inlined on the hot paths.
import { LAYOUT_BASE, G_RANK_CTL, RANK_CTL_BYTES, SIG_A, SLOT_PTRS, SLOT_PTRS_BYTES } from './abi.js';
import type { Core } from './core.js';

/** Index of the 4-byte word at byte address `addr` in core.i32 / core.u32 (Atomics take indexes). */
export const i32At = (addr: number): number => addr >>> 2;

/** Byte address of the global header's word at offset `g` (a G_* constant). */
export const globalAddr = (g: number): number => LAYOUT_BASE + g;

/** Index in core.i32 / core.u32 of the global header's word at offset `g` (a G_* constant). */
export const globalAt = (g: number): number => (LAYOUT_BASE + g) >>> 2;

/** Byte address of rank `rank`'s control block (R_* offsets inside; fixed once the world is laid out). */
export const rankCtl = (core: Core, rank: number): number =>
  core.u32[(LAYOUT_BASE + G_RANK_CTL) >>> 2] + rank * RANK_CTL_BYTES;

/** Byte address of the first signature word (SIG_A) that collective `seq` publishes in the slot at
 *  `slot`: the pointers and signatures of even and odd collectives alternate in the slot's line. */
export const slotSigAddr = (slot: number, seq: number): number =>
  slot + SLOT_PTRS + (seq & 1) * SLOT_PTRS_BYTES + SIG_A;
