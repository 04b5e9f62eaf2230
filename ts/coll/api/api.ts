// The collective calls of fixed size: argument checks and normalisation into a CollSpec (the
// v-variants: api_v.ts; the neighbourhood calls: api_neighbor.ts); blocking, `i*` and `*Init` forms
// share it (one path: prepare, start, wait: dispatch.ts).
import { fail } from '../../errors.js';
import type { CollComm } from '../coll_comm.js';
import type { Buf } from '../../datatype/buffer.js';
import { Datatype } from '../../datatype/type.js';
import type { Request } from '../../request/request.js';
import type { Op } from '../op.js';
import { F_EXCLUSIVE, F_INPLACE } from '../../core/abi.js';
import type { Mode } from '../exec/spec.js';
import type { CollName } from '../select/table.js';
import { type CollOpts, type Side, sendSide, recvSide, collOptions, plainSide } from './sides.js';
import { matchBlocks, unitOf, anyDerived } from '../../datatype/units.js';
import { buf, typeOf, recvItems, checkRoot, need, op, isInPlace, SEND_HOLDS, BLOCKS_OF, where } from './checks.js';
import { run, specOf, callName } from './dispatch.js';

export type { CollOpts };

export function barrier(comm: CollComm, mode: Mode, opts?: CollOpts): Request | undefined {
  if (opts !== undefined) collOptions(opts);
  return run(
    comm,
    specOf(comm, mode, callName('barrier', mode), 'barrier', null, null, 0, Datatype.BYTE, null, 0, 0, opts?.algorithm),
    mode,
  );
}

export function bcast(comm: CollComm, mode: Mode, b: unknown, root: unknown, opts?: CollOpts): Request | undefined {
  const call = callName('bcast', mode);
  const r = checkRoot(comm, root, call);
  const B = buf(comm, b, recvSide(opts), call, 'the buffer');
  return run(comm, specOf(comm, mode, call, 'bcast', null, B, B.count, B.type, null, r, 0, opts?.algorithm), mode);
}

/**
 * The receive buffer of a reduction whose input is `S`: the receive count, else as many items of
 * the receive type as hold S's bytes (a TypedArray of S's type: all of it, at least S.count). The
 * two sides have the same base elements (checked with the unit).
 */
function reduceRecv(comm: CollComm, call: string, recvbuf: unknown, rs: Side, S: Buf): Buf {
  if (plainSide(rs) && !S.type.isDerived) {
    // TypedArrays on both sides: the hot path
    const R = buf(comm, recvbuf, rs, call, 'the receive buffer');
    if (R.type !== S.type) matchBlocks(comm.whereFn, call, S.type, 0, R.type, 0);
    need(comm, R, S.count, call, 'the receive buffer', SEND_HOLDS, S.count);
    return R;
  }
  const rt = typeOf(rs, recvbuf);
  if (!rt.isDerived && !S.type.isDerived) matchBlocks(comm.whereFn, call, S.type, 0, rt, 0); // one element type
  const n = recvItems(comm, call, rs, recvbuf, S.type, S.count);
  const R = buf(comm, recvbuf, rs, call, 'the receive buffer', n ?? undefined);
  if (R.type === S.type && !R.type.isDerived) need(comm, R, S.count, call, 'the receive buffer', SEND_HOLDS, S.count);
  else if (R.bytes !== S.bytes) {
    fail(
      'ERR_COUNT',
      `${where(comm, call)}: the receive side (${R.count} x ${R.type.name}, ${R.bytes} bytes) and the send side ` +
        `(${S.count} x ${S.type.name}, ${S.bytes} bytes) must hold the same number of elements`,
    );
  }
  return R;
}

/** The op, resolved for the elements the kernels will see (a derived type's base type). */
function reductionOp(comm: CollComm, call: string, o: unknown, S: Buf | null, R: Buf | null): Op {
  const t = (S ?? R)!.type;
  if (!anyDerived(S, R, t)) return op(comm, o, t, call);
  const types = [t];
  if (S) types.push(S.type);
  if (R) types.push(R.type);
  return op(comm, o, unitOf(comm.whereFn, call, types, true), call);
}

/** allreduce, scan, exscan: one vector in, one out. */
export function reduceAll(
  comm: CollComm,
  mode: Mode,
  coll: CollName,
  sendbuf: unknown,
  recvbuf: unknown,
  o: unknown,
  opts?: CollOpts,
): Request | undefined {
  const base = coll === 'allreduce' ? 'allreduce' : coll;
  const call = callName(base, mode);
  const inplace = isInPlace(sendbuf);
  let S: Buf | null = null;
  let R: Buf;
  if (inplace) R = buf(comm, recvbuf, recvSide(opts), call, 'the receive buffer');
  else {
    S = buf(comm, sendbuf, sendSide(opts), call, 'the send buffer');
    R = reduceRecv(comm, call, recvbuf, recvSide(opts), S);
  }
  const theOp = reductionOp(comm, call, o, S, R);
  const flags = (inplace ? F_INPLACE : 0) | (coll === 'exscan' ? F_EXCLUSIVE : 0);
  const V = S ?? R;
  return run(comm, specOf(comm, mode, call, coll, S, R, V.count, V.type, theOp, 0, flags, opts?.algorithm), mode);
}

export function reduce(
  comm: CollComm,
  mode: Mode,
  sendbuf: unknown,
  recvbuf: unknown,
  o: unknown,
  root: unknown,
  opts?: CollOpts,
): Request | undefined {
  const call = callName('reduce', mode);
  const r = checkRoot(comm, root, call);
  const isRoot = comm.rank === r;
  let S: Buf;
  let R: Buf | null = null;
  if (isRoot && isInPlace(sendbuf)) {
    R = buf(comm, recvbuf, recvSide(opts), call, 'the receive buffer');
    // In place at the root: its input (the receive buffer's contents) is staged when the run starts
    // (ptr -1 makes CollRun copy or pack the buffer then), not copied here: a persistent request
    // must read the buffer's contents at every start(), as MPI requires.
    S = { ...R, ptr: -1, staged: true, src: undefined, snk: undefined };
  } else {
    if (isInPlace(sendbuf)) fail('ERR_BUFFER', `${where(comm, call)}: IN_PLACE is only valid at the root (rank ${r})`);
    S = buf(comm, sendbuf, sendSide(opts), call, 'the send buffer');
    if (isRoot) R = reduceRecv(comm, call, recvbuf, recvSide(opts), S);
  }
  const theOp = reductionOp(comm, call, o, S, R);
  return run(comm, specOf(comm, mode, call, 'reduce', S, R, S.count, S.type, theOp, r, 0, opts?.algorithm), mode);
}

/** A buffer of p blocks: `n` items each when given (then exactly p * n), else all the buffer holds,
 *  which must split into p blocks. Its block's items are `n`, else its count / p. */
function blocks(comm: CollComm, call: string, b: unknown, side: Side, n: number | null, what: string): Buf {
  const p = comm.size;
  if (n !== null) return buf(comm, b, side, call, what, p * n);
  const B = buf(comm, b, side.count === undefined ? side : { type: side.type, count: undefined }, call, what);
  if (B.count % p !== 0)
    fail(
      'ERR_COUNT',
      `${where(comm, call)}: ${what}'s ${B.count} elements must split into ${p} equal blocks (one per rank)`,
    );
  return B;
}

export function allgather(
  comm: CollComm,
  mode: Mode,
  sendbuf: unknown,
  recvbuf: unknown,
  opts?: CollOpts,
): Request | undefined {
  return exchange(comm, mode, 'allgather', sendbuf, recvbuf, opts);
}

export function alltoall(
  comm: CollComm,
  mode: Mode,
  sendbuf: unknown,
  recvbuf: unknown,
  opts?: CollOpts,
): Request | undefined {
  return exchange(comm, mode, 'alltoall', sendbuf, recvbuf, opts);
}

/**
 * allgather and alltoall: the receive buffer holds p blocks; the send buffer one block (allgather)
 * or p (alltoall). IN_PLACE: the receive buffer holds the blocks that go out, too.
 */
function exchange(
  comm: CollComm,
  mode: Mode,
  coll: 'allgather' | 'alltoall',
  sendbuf: unknown,
  recvbuf: unknown,
  opts?: CollOpts,
): Request | undefined {
  const call = callName(coll, mode);
  const p = comm.size;
  const rs = recvSide(opts);
  let S: Buf | null = null;
  let R: Buf;
  let n: number;
  if (isInPlace(sendbuf)) {
    R = blocks(comm, call, recvbuf, rs, rs.count ?? null, 'the receive buffer');
    n = rs.count ?? R.count / p;
  } else {
    const ss = sendSide(opts);
    if (coll === 'allgather') {
      S = buf(comm, sendbuf, ss, call, 'the send buffer');
      n = S.count;
    } else {
      S = blocks(comm, call, sendbuf, ss, ss.count ?? null, 'the send buffer');
      n = ss.count ?? S.count / p;
    }
    const rn = recvItems(comm, call, rs, recvbuf, S.type, n);
    R = buf(comm, recvbuf, rs, call, 'the receive buffer', rn === null ? undefined : p * rn);
    const bn = rn ?? n;
    matchBlocks(comm.whereFn, call, S.type, n, R.type, bn);
    need(comm, R, p * bn, call, 'the receive buffer', BLOCKS_OF, p, bn);
  }
  const V = S ?? R;
  return run(comm, specOf(comm, mode, call, coll, S, R, n, V.type, null, 0, S ? 0 : F_INPLACE, opts?.algorithm), mode);
}

/**
 * gather and scatter: the root's buffer holds p blocks (`whole`), every rank's other buffer one
 * (`part`); IN_PLACE replaces the root's `part` (its block stays where it is in `whole`). The
 * whole buffer's count is per block (MPI's recvcount of gather, sendcount of scatter); the part's
 * is all of it.
 */
function rooted(
  comm: CollComm,
  mode: Mode,
  coll: 'gather' | 'scatter',
  sendbuf: unknown,
  recvbuf: unknown,
  root: unknown,
  opts?: CollOpts,
): Request | undefined {
  const call = callName(coll, mode);
  const r = checkRoot(comm, root, call);
  const p = comm.size;
  const gather = coll === 'gather';
  const wholeArg = gather ? recvbuf : sendbuf;
  const partArg = gather ? sendbuf : recvbuf;
  const wholeWhat = gather ? 'the receive buffer' : 'the send buffer';
  const partWhat = gather ? 'the send buffer' : 'the receive buffer';
  const wholeSide = gather ? recvSide(opts) : sendSide(opts);
  const partSide = gather ? sendSide(opts) : recvSide(opts);
  let whole: Buf | null = null;
  let part: Buf | null = null;
  let count: number;
  let type: Datatype;
  if (comm.rank === r && isInPlace(partArg)) {
    whole = blocks(comm, call, wholeArg, wholeSide, wholeSide.count ?? null, wholeWhat);
    count = wholeSide.count ?? whole.count / p;
    type = whole.type;
  } else {
    if (isInPlace(partArg)) fail('ERR_BUFFER', `${where(comm, call)}: IN_PLACE is only valid at the root (rank ${r})`);
    part = buf(comm, partArg, partSide, call, partWhat);
    count = part.count;
    type = part.type;
    if (comm.rank === r) {
      const wn = recvItems(comm, call, wholeSide, wholeArg, part.type, part.count);
      whole = buf(comm, wholeArg, wholeSide, call, wholeWhat, wn === null ? undefined : p * wn);
      if (gather) matchBlocks(comm.whereFn, call, part.type, part.count, whole.type, wn ?? part.count);
      else matchBlocks(comm.whereFn, call, whole.type, wn ?? part.count, part.type, part.count);
      const bn = wn ?? part.count;
      need(comm, whole, p * bn, call, wholeWhat, BLOCKS_OF, p, bn);
    }
  }
  const flags = comm.rank === r && !part ? F_INPLACE : 0;
  const S = gather ? part : whole;
  const R = gather ? whole : part;
  return run(comm, specOf(comm, mode, call, coll, S, R, count, type, null, r, flags, opts?.algorithm), mode);
}

export function gather(
  comm: CollComm,
  mode: Mode,
  sendbuf: unknown,
  recvbuf: unknown,
  root: unknown,
  opts?: CollOpts,
): Request | undefined {
  return rooted(comm, mode, 'gather', sendbuf, recvbuf, root, opts);
}

export function scatter(
  comm: CollComm,
  mode: Mode,
  sendbuf: unknown,
  recvbuf: unknown,
  root: unknown,
  opts?: CollOpts,
): Request | undefined {
  return rooted(comm, mode, 'scatter', sendbuf, recvbuf, root, opts);
}

export function reduceScatterBlock(
  comm: CollComm,
  mode: Mode,
  sendbuf: unknown,
  recvbuf: unknown,
  o: unknown,
  opts?: CollOpts,
): Request | undefined {
  const call = callName('reduceScatterBlock', mode);
  const rs = recvSide(opts);
  let S: Buf | null = null;
  let R: Buf;
  let count: number;
  if (isInPlace(sendbuf)) {
    R = blocks(comm, call, recvbuf, rs, rs.count ?? null, 'the receive buffer');
    count = rs.count ?? R.count / comm.size;
  } else {
    const ss = sendSide(opts);
    // the send buffer holds p blocks of recvcount items when both sides have one type
    const sameType = ss.type === rs.type;
    const given = ss.count ?? (sameType && rs.count !== undefined ? rs.count : null);
    S = blocks(comm, call, sendbuf, ss, given, 'the send buffer');
    const n = (count = given ?? S.count / comm.size);
    const rn = recvItems(comm, call, rs, recvbuf, S.type, n);
    R = buf(comm, recvbuf, rs, call, 'the receive buffer', rn ?? undefined);
    if (R.type === S.type && !R.type.isDerived) need(comm, R, n, call, 'the receive buffer', BLOCKS_OF, 1, n);
    else if (R.bytes !== n * S.type.size) {
      fail(
        'ERR_COUNT',
        `${where(comm, call)}: the receive side (${R.count} x ${R.type.name}, ${R.bytes} bytes) must hold one ` +
          `block of the send side (${n} x ${S.type.name}, ${n * S.type.size} bytes)`,
      );
    }
  }
  const theOp = reductionOp(comm, call, o, S, R);
  const T = S ?? R;
  return run(
    comm,
    specOf(comm, mode, call, 'reduce_scatter', S, R, count, T.type, theOp, 0, S ? 0 : F_INPLACE, opts?.algorithm),
    mode,
  );
}
