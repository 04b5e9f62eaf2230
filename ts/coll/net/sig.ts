// The signature of a collective between processes, carried by every one of its point-to-point
// messages: the shared-memory signature's words (ts/coll/exec/start.ts: the collective, the root,
// the op and type or the block's type signature) folded into the message's type word, which the
// transport carries in the record's and the frame's header. A receive accepts only a message whose
// word matches its own and whose length is the one it expects (the counts); any other stays queued
// and the receive fails, worded here. Ranks that disagree thus fail with an error naming the
// disagreement before a byte of the other call lands in their buffers.
import { SIG_ANY } from '../../core/abi.js';
import { WasmpiError } from '../../errors.js';
import type { CollComm } from '../coll_comm.js';
import { Datatype } from '../../datatype/type.js';
import type { Sink } from '../../transport/transport.js';
import { sigWordA, sigWordC } from '../exec/start.js';
import { collNameOf, opOf, typeName } from '../exec/mismatch.js';
import type { CollSpec } from '../exec/spec.js';

// bits 26..30: the collective; 16..25: the root + 1 (mod 1024); 0..15: the op and type (a
// reduction: exact) or the type signature folded to 16 bits, ANY_C when any type matches (bytes,
// empty blocks). Bit 31 stays clear: the word reads the same as a signed or unsigned integer.
const ROOT_BITS = 0x3ff;
const BYTE = Datatype.BYTE.code;
const ANY_C = 0xffff;

/** The type word of every message of `spec`'s collective between processes. */
export function netWord(spec: CollSpec): number {
  const a = sigWordA(spec, 0);
  const c = sigWordC(spec);
  // a reduction's op and type, and a base type's code, as they are; a derived type's hash folded
  let low = c === SIG_ANY ? ANY_C : c <= 0xffff ? c : (c ^ (c >>> 16)) & 0xffff;
  if (low === ANY_C && c !== SIG_ANY) low = ANY_C - 1;
  return ((((a >>> 16) & 0x1f) << 26) | ((a & ROOT_BITS) << 16) | low) >>> 0;
}

/** Whether a message with type word `theirs` belongs to the call whose word is `mine`. */
export function wordsMatch(theirs: number, mine: number): boolean {
  const t = theirs >>> 0;
  if (t === mine) return true;
  if (t >>> 16 !== mine >>> 16) return false;
  return (t & 0xffff) === ANY_C || (mine & 0xffff) === ANY_C;
}

/** A receive's sink into `view` that takes only a message of the call whose word is `word` and
 *  of view's length (the counts): another stays queued, and the receive fails (mismatchError). */
export function signedSink(view: Uint8Array, word: number): Sink {
  const n = view.length;
  return { view, ptr: -1, cap: n, dtype: BYTE, accepts: (d, bytes) => bytes === n && wordsMatch(d, word) };
}

const collName = (w: number): string => collNameOf((w >>> 26) & 0x1f);

const opName = (code: number): string => {
  const op = opOf(code);
  return op ? `op ${op.name}` : 'a user op';
};

/**
 * The error of a receive that a message of another call was refused for: rank `peer` (comm rank)
 * sent `bytes` bytes with type word `theirs`; this rank's call (`spec`, word `mine`) expected
 * `expected` bytes. ERR_TYPE for a type signature that differs alone (as in shared memory),
 * ERR_ARG for the rest.
 */
export function mismatchError(
  comm: CollComm,
  spec: CollSpec,
  peer: number,
  theirs: number,
  mine: number,
  bytes: number,
  expected: number,
): WasmpiError {
  const t = theirs >>> 0;
  const where = `${spec.call} on ${comm.name} (rank ${comm.rank} of ${comm.size})`;
  const rule =
    'every rank of the communicator must make the same collective calls in the same order with matching arguments';
  const arg = (what: string) =>
    new WasmpiError(
      'ERR_ARG',
      `${where}: rank ${peer} called a collective that does not match this one: ${what}; ${rule}`,
    );
  const mineName = collName(mine);
  if (collName(t) !== mineName) return arg(`rank ${peer} called ${collName(t)}, this rank ${mineName}`);
  if (((t >>> 16) & ROOT_BITS) !== ((mine >>> 16) & ROOT_BITS)) {
    const root = ((t >>> 16) & ROOT_BITS) - 1;
    const theirRoot = comm.size <= ROOT_BITS && root >= 0 ? `root ${root}` : 'another root';
    return arg(`rank ${peer} gave ${theirRoot}, this rank root ${spec.root}`);
  }
  if (!wordsMatch(t, mine)) {
    const tc = t & 0xffff;
    const mc = mine & 0xffff;
    if (spec.op !== null && tc >>> 8 !== mc >>> 8)
      return arg(`rank ${peer} gave ${opName(tc >>> 8)}, this rank op ${spec.op.name}`);
    const types =
      spec.op !== null
        ? `rank ${peer} reduces ${typeName(tc & 0xff)}, this rank ${typeName(mc & 0xff)}`
        : `rank ${peer}'s blocks have another type signature (base elements in order) than this rank's`;
    return new WasmpiError(
      'ERR_TYPE',
      `${where}: rank ${peer} called this collective with another type signature: ${types}; the blocks ` +
        'every rank sends and receives must have matching type signatures',
    );
  }
  return arg(
    `rank ${peer} sent ${bytes} bytes where this rank expected ${expected} (the counts differ, or the ` +
      'algorithms chosen between processes do)',
  );
}
