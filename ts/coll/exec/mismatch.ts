// What a mismatch between two ranks' calls of one collective is, as the error that names it. The
// executor (assembly/sched/exec.ts) compares the signature words each run publishes (start.ts:
// sigA = algorithm, collective and root; sigB = bytes, or for the v-variants any or a hash of the
// counts; sigC = op and type, or the block's type signature) and the sizes of the v-variants'
// CHECKX ops; this decodes them. Error path only: it may allocate.
import { WasmpiError } from '../../errors.js';
import { HEADER, OP_BYTES, OP_CHECKX, SIG_ANY, S_PC } from '../../core/abi.js';
import { datatypeByCode } from '../../datatype/type.js';
import { describeTag } from '../../datatype/signature.js';
import { Op } from '../op.js';
import { algorithmById, V_COLLS, type CollName } from '../select/table.js';
import { COLL_ID } from './start.js';

/** The first signature word of a rank whose run failed (never one the shell computes): a peer that
 *  meets it fails the same way, with an argument or a type mismatch. */
export const POISON_ARG = 0xfffffffe;
export const POISON_TYPE = 0xfffffffd;

const differ = (a: number, b: number) => a !== b && a !== SIG_ANY && b !== SIG_ANY;

/**
 * Whether a signature mismatch with a peer is one of types: the peer's first word says it found one,
 * or the call, root, algorithm and size agree and the type word (a reduction's low byte) differs.
 * `mine`, `theirs`: u32 indexes of the two signatures.
 */
export function mismatchIsType(u32: Uint32Array, mine: number, theirs: number, reduction: boolean): boolean {
  const a = u32[theirs];
  if (a === POISON_TYPE) return true;
  if (a === POISON_ARG || a !== u32[mine]) return false;
  const c0 = u32[mine + 2],
    c1 = u32[theirs + 2];
  // sizes that differ are a type mismatch only when the types differ too (3 x float64 against 3 x int32)
  if (!differ(c0, c1)) return false;
  return !reduction || (c0 & 0xff) !== (c1 & 0xff);
}

/** The name of the collective whose id (COLL_ID) is `id`, for an error. */
export function collNameOf(id: number): string {
  for (const [name, n] of Object.entries(COLL_ID)) if (n === id) return name;
  return `collective ${id}`;
}
/** The predefined op whose code is `code`; undefined for a user op. */
export function opOf(code: number): Op | undefined {
  return Object.values(Op).find((o): o is Op => o instanceof Op && o.code === code);
}
/** The name of the datatype whose code is `code`, for an error. */
export const typeName = (code: number): string => datatypeByCode(code)?.name ?? `type ${code}`;

const collName = (a: number): string => collNameOf((a >>> 16) & 0xff);
const algName = (a: number) => algorithmById(a >>> 24)?.name ?? `algorithm ${a >>> 24}`;
const opName = (c: number) => {
  const code = c >>> 8;
  return opOf(code)?.name ?? (code === 255 ? 'a user op' : `op ${code}`);
};

/** What differs between this rank's signature (`a`) and the peer's (`b`), each [sigA, sigB, sigC]. */
function differences(a: ArrayLike<number>, b: ArrayLike<number>, reduction: boolean, peer: number): string[] {
  const out: string[] = [];
  const them = `rank ${peer}`;
  if (((a[0] >>> 16) & 0xff) !== ((b[0] >>> 16) & 0xff))
    return [`${them} called ${collName(b[0])}, this rank ${collName(a[0])}`];
  const coll = collName(a[0]);
  if ((a[0] & 0xffff) !== (b[0] & 0xffff))
    out.push(`root: ${them} gave ${(b[0] & 0xffff) - 1}, this rank ${(a[0] & 0xffff) - 1}`);
  if (a[0] >>> 24 !== b[0] >>> 24) {
    out.push(
      `algorithm: ${them} runs ${algName(b[0])}, this rank ${algName(a[0])} (a per-call algorithm or WASMPI_TUNE that differs)`,
    );
  }
  if (differ(a[1], b[1])) {
    out.push(
      V_COLLS.has(coll as CollName)
        ? `counts: ${them} gave other counts than this rank (they must be the same on every rank)`
        : `message size: ${them} ${b[1]} bytes, this rank ${a[1]} bytes`,
    );
  }
  if (differ(a[2], b[2])) {
    if (reduction && a[2] >>> 8 !== b[2] >>> 8) out.push(`op: ${them} ${opName(b[2])}, this rank ${opName(a[2])}`);
    if (reduction && (a[2] & 0xff) !== (b[2] & 0xff))
      out.push(`element type: ${them} ${typeName(b[2] & 0xff)}, this rank ${typeName(a[2] & 0xff)}`);
    if (!reduction) {
      out.push(
        `type signature: ${them} ${describeTag(b[2], datatypeByCode)}, this rank ${describeTag(a[2], datatypeByCode)}`,
      );
    }
  }
  return out;
}

/**
 * The error of a run that met a mismatch with `peer` (RUN_MISMATCH): `mine` and `theirs` are the
 * u32 indexes of the two signatures, `sched` the schedule (its pc is on the op that failed).
 * Returns the error and whether it is a type mismatch (what the rank's poison then says).
 */
export function mismatchError(
  u32: Uint32Array,
  i32: Int32Array,
  sched: number,
  mine: number,
  theirs: number,
  reduction: boolean,
  where: string,
  peer: number,
): { error: WasmpiError; type: boolean } {
  const rule =
    'every rank of the communicator must make the same collective calls in the same order with matching arguments';
  const op = (sched + HEADER + u32[(sched + S_PC) >>> 2] * OP_BYTES) >>> 2;
  if (i32[op] === OP_CHECKX) {
    // a v-variant's per-peer size: the one the peer published (its AUX array, whose pointer comes
    // just before its signature in the slot line) against this rank's counts for that block
    const got = i32[(u32[theirs - 1] >>> 2) + i32[op + 2]];
    const text =
      `${where}: rank ${peer}'s call does not match this one (counts: rank ${peer}'s give ${got} bytes for ` +
      `its block with this rank, this rank's ${i32[op + 3]} bytes); ${rule}`;
    return { error: new WasmpiError('ERR_ARG', text), type: false };
  }
  const type = mismatchIsType(u32, mine, theirs, reduction);
  const b0 = u32[theirs];
  let what: string;
  if (b0 === POISON_ARG || b0 === POISON_TYPE) {
    what =
      `rank ${peer} failed this call: it found a rank whose call does not match its own ` +
      `(${type ? 'another type signature' : 'another collective, root, size, counts, op or algorithm'})`;
  } else {
    const diff = differences(u32.subarray(mine, mine + 3), u32.subarray(theirs, theirs + 3), reduction, peer);
    what = `rank ${peer}'s call does not match this one (${diff.join('; ') || 'signature'})`;
  }
  return { error: new WasmpiError(type ? 'ERR_TYPE' : 'ERR_ARG', `${where}: ${what}; ${rule}`), type };
}
