// What every collective call checks and normalises the same way: where it was made (for
// messages), a side's buffer and its item counts, the root, a buffer's required count, IN_PLACE
// and the op.
import { fail, show } from '../../errors.js';
import type { CollComm } from '../coll_comm.js';
import { normBuf, type Buf } from '../../datatype/buffer.js';
import { Datatype, datatypeOf } from '../../datatype/type.js';
import { IN_PLACE } from '../../constants.js';
import { resolveOp, type Op } from '../op.js';
import type { Side } from './sides.js';
import { itemsFor } from '../../datatype/units.js';

export const where = (comm: CollComm, call: string) => `${call} on ${comm.name} (rank ${comm.rank} of ${comm.size})`;

/** A side's buffer: `count` items (default: the side's count, else all the buffer holds) of the
 *  side's type (default: the TypedArray's element type). Without either, the cached plain path. */
export function buf(comm: CollComm, b: unknown, side: Side, call: string, what: string, count?: number): Buf {
  const n = count ?? side.count;
  const o = side.type !== undefined || n !== undefined ? { datatype: side.type, count: n } : undefined;
  return normBuf(comm.w.core, b, o, comm.whereFn, call, what); // whereFn: built once per communicator
}

/** The type a side's items have: its option, else the buffer's element type. */
export const typeOf = (side: Side, b: unknown): Datatype =>
  side.type ?? (ArrayBuffer.isView(b) ? datatypeOf(b) : undefined) ?? Datatype.BYTE;

/**
 * The receive side of a block of `sn` items of `st` when the call gives no receive count: as many
 * items of the receive type as hold the block's bytes (a plain TypedArray of the send's type: its
 * whole length, the caller checks it is enough). `blocks` blocks of them; null when the whole
 * buffer is meant.
 */
export function recvItems(
  comm: CollComm,
  call: string,
  side: Side,
  b: unknown,
  st: Datatype,
  sn: number,
): number | null {
  if (side.count !== undefined) return side.count;
  if (side.type === undefined && !st.isDerived) return null; // a plain array of another type: matchBlocks says so
  const rt = typeOf(side, b);
  if (rt === st) return null;
  return itemsFor(comm.whereFn, call, 'the receive buffer', sn * st.size, rt);
}

export function checkRoot(comm: CollComm, root: unknown, call: string): number {
  if (typeof root === 'number' && Number.isInteger(root) && root >= 0 && root < comm.size) return root;
  return fail(
    'ERR_ROOT',
    `${where(comm, call)}: root ${show(root)} is out of range: expected an integer 0 <= root < ${comm.size}, the same on every rank`,
  );
}

/** Why a buffer needs its count, worded from two numbers only when it falls short (module-level
 *  functions: a closure over the call's locals would cost an object per call). */
export type Why = (a: number, b: number) => string;
export const SEND_HOLDS: Why = (n) => `the send buffer holds ${n}`;
export const BLOCKS_OF: Why = (p, n) => (p === 1 ? `one block of ${n}` : `${p} blocks of ${n}`);

export function need(
  comm: CollComm,
  b: Buf,
  count: number,
  call: string,
  what: string,
  why: Why,
  a: number,
  z = 0,
): void {
  if (b.count < count) {
    fail(
      'ERR_COUNT',
      `${where(comm, call)}: ${what} holds ${b.count} ${b.type.name} elements but needs ${count} (${why(a, z)})`,
    );
  }
}

// The last op resolved (a program reduces with the same op and type again and again).
let lastOp: unknown = null;
let lastType: Datatype | null = null;
let lastResolved: Op | null = null;

export function op(comm: CollComm, o: unknown, type: Datatype, call: string): Op {
  if (o === lastOp && type === lastType) return lastResolved!;
  const r = resolveOp(o as string | Op, type, where(comm, call)); // the message is only built here
  lastOp = o;
  lastType = type;
  lastResolved = r;
  return r;
}

export const isInPlace = (b: unknown) => b === IN_PLACE;
