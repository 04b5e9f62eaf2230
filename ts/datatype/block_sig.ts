// The signature words a collective publishes for its blocks, which every peer compares with its
// own (ts/coll/exec/start.ts, the executor's arrival check): a block's type signature, the one
// base type of the v-variants, and a hash of the counts every rank gives alike.
import { SIG_ANY } from '../core/abi.js';
import { Datatype } from './type.js';
import { messageTag } from './signature.js';

const BYTE = Datatype.BYTE;

/** The signature word published for a block of `n` items of `t` (checked against every peer's):
 *  the base type's code or a hash of the element sequence; any for an empty block and for BYTE. */
export function blockSig(t: Datatype, n: number): number {
  if (n === 0 || t.size === 0 || t === BYTE) return SIG_ANY;
  if (!t.isDerived) return t.code;
  return messageTag(t, n) >>> 0;
}

/** The signature word of the v-variants (blocks of different lengths): the one base type's code. */
export function elementSig(t: Datatype): number {
  const b = t.baseType;
  return b === null || b === BYTE || t.size === 0 ? SIG_ANY : b.code;
}

/** The size word of a v-variant whose counts every rank gives alike (allgatherv, reduceScatter):
 *  a hash (FNV-1a) of the blocks' sizes in bytes, never SIG_ANY, so counts that differ between
 *  ranks are a mismatch (a 32-bit hash: two different count arrays agree once in 2^32). */
export function countsSig(counts: Int32Array, unitBytes: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < counts.length; i++) h = Math.imul(h ^ (counts[i] * unitBytes), 0x01000193);
  h >>>= 0;
  return h === SIG_ANY ? 0 : h;
}
