// The v-variants (per-rank counts and displacements) and reduceScatter with counts: checks and
// normalisation, then the same run path as the other collectives.
import { fail, show } from '../../errors.js';
import type { CollComm } from '../coll_comm.js';
import type { Buf } from '../../datatype/buffer.js';
import type { Request } from '../../request/request.js';
import type { Datatype } from '../../datatype/type.js';
import type { Mode } from '../exec/spec.js';
import type { CollOpts } from './sides.js';
import { buf, checkRoot, op, isInPlace, where } from './checks.js';
import { run, callName } from './dispatch.js';
import { F_INPLACE } from '../../core/abi.js';
import { sendSide, recvSide } from './sides.js';
import { matchBlocks, unitOf, inUnits, vInUnits, itemUnit } from '../../datatype/units.js';
import { countsSig } from '../../datatype/block_sig.js';

/** `n` non-negative integers (counts or displacements, one per `each`: a rank, an edge), or
 *  ERR_COUNT naming the array, the entry and what was expected. */
export function countArray(
  comm: CollComm,
  call: string,
  name: string,
  v: unknown,
  n: number,
  each: string,
): Int32Array {
  if (!(Array.isArray(v) || ArrayBuffer.isView(v)) || (v as ArrayLike<number>).length !== n) {
    fail(
      'ERR_COUNT',
      `${where(comm, call)}: ${name} must be an array of ${n} non-negative integers (one per ${each}), got ${show(v)}`,
    );
  }
  const out = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const x = Number((v as ArrayLike<number>)[i]);
    if (!Number.isInteger(x) || x < 0 || x > 0x7fffffff) {
      fail(
        'ERR_COUNT',
        `${where(comm, call)}: ${name}[${i}] is ${show((v as ArrayLike<number>)[i])}: expected a non-negative integer`,
      );
    }
    out[i] = x;
  }
  return out;
}

/** Displacements that pack blocks of `c` one after the other. */
export function packedDispls(c: Int32Array): Int32Array {
  const d = new Int32Array(c.length);
  for (let i = 1; i < c.length; i++) d[i] = d[i - 1] + c[i - 1];
  return d;
}

/** counts (n non-negative integers, one per `each`: by default a rank) and displs (as many;
 *  default: packed), named after the side `what` in messages ('recvcounts', 'rdispls'). */
export function vecs(
  comm: CollComm,
  call: string,
  what: string,
  counts: unknown,
  displs: unknown,
  n = comm.size,
  each = 'rank',
): { c: Int32Array; d: Int32Array } {
  const c = countArray(comm, call, `${what}counts`, counts, n, each);
  const dname = `${what === 'recv' ? 'r' : what === 'send' ? 's' : ''}displs`;
  const d = displs === undefined || displs === null ? packedDispls(c) : countArray(comm, call, dname, displs, n, each);
  return { c, d };
}

/** The element type the executor sees: the buffers' type, or for derived types their common base
 *  type (bytes when they have none). */
function unitFor(comm: CollComm, call: string, ...bufs: (Buf | null)[]): Datatype {
  const types = bufs.filter((b): b is Buf => b !== null).map((b) => b.type);
  return types.some((t) => t.isDerived) ? unitOf(comm.whereFn, call, types, false) : types[0];
}

/** A side with counts and displacements, in the executor's element type (checked to fit). */
function vside(comm: CollComm, call: string, b: Buf, c: Int32Array, d: Int32Array, unit: Datatype, what: string) {
  return vInUnits(comm.whereFn, call, b, c, d, unit, what);
}

const cat = (...a: Int32Array[]) => {
  const out = new Int32Array(a.reduce((n, x) => n + x.length, 0));
  let o = 0;
  for (const x of a) {
    out.set(x, o);
    o += x.length;
  }
  return out;
};

export function gatherv(
  comm: CollComm,
  mode: Mode,
  sendbuf: unknown,
  recvbuf: unknown,
  counts: unknown,
  displs: unknown,
  root: unknown,
  opts?: CollOpts,
): Request | undefined {
  const call = callName('gatherv', mode);
  const r = checkRoot(comm, root, call);
  const p = comm.size;
  let S: Buf | null = null;
  let R: Buf | null = null;
  let vec: Int32Array;
  let aux: Int32Array | undefined;
  if (comm.rank === r) {
    R = buf(comm, recvbuf, recvSide(opts), call, 'the receive buffer');
    const { c, d } = vecs(comm, call, 'recv', counts, displs);
    if (!isInPlace(sendbuf)) {
      S = buf(comm, sendbuf, sendSide(opts), call, 'the send buffer');
      matchBlocks(comm.whereFn, call, S.type, S.count, R.type, c[r]);
      if (S.count * S.type.size !== c[r] * R.type.size)
        fail(
          'ERR_COUNT',
          `${where(comm, call)}: the root's send buffer holds ${S.count} elements but counts[${r}] is ${c[r]}`,
        );
    }
    const u = unitFor(comm, call, R, S);
    const v = vside(comm, call, R, c, d, u, 'the receive buffer');
    R = v.b;
    S = inUnits(S, u);
    vec = cat(v.c, v.d);
  } else {
    if (isInPlace(sendbuf)) fail('ERR_BUFFER', `${where(comm, call)}: IN_PLACE is only valid at the root (rank ${r})`);
    S = buf(comm, sendbuf, sendSide(opts), call, 'the send buffer');
    S = inUnits(S, unitFor(comm, call, S))!;
    vec = new Int32Array(2 * p);
    aux = Int32Array.of(S.count * S.type.size); // the root checks it against its counts
  }
  const type = (S ?? R)!.type;
  return run(
    comm,
    {
      call,
      coll: 'gatherv',
      send: S,
      recv: R,
      count: 0,
      type,
      op: null,
      root: r,
      flags: comm.rank === r && !S ? F_INPLACE : 0,
      algorithm: opts?.algorithm,
      vec,
      aux,
    },
    mode,
  );
}

export function scatterv(
  comm: CollComm,
  mode: Mode,
  sendbuf: unknown,
  counts: unknown,
  displs: unknown,
  recvbuf: unknown,
  root: unknown,
  opts?: CollOpts,
): Request | undefined {
  const call = callName('scatterv', mode);
  const r = checkRoot(comm, root, call);
  const p = comm.size;
  let S: Buf | null = null;
  let R: Buf | null = null;
  let vec: Int32Array;
  let aux: Int32Array | undefined;
  if (comm.rank === r) {
    S = buf(comm, sendbuf, sendSide(opts), call, 'the send buffer');
    const { c, d } = vecs(comm, call, 'send', counts, displs);
    if (!isInPlace(recvbuf)) {
      R = buf(comm, recvbuf, recvSide(opts), call, 'the receive buffer');
      if (R.type.isDerived || S.type.isDerived) {
        // the root's own block: counts[root] items of the send type, received as items of the receive type
        const rn = R.type.size === 0 ? 0 : (c[r] * S.type.size) / R.type.size;
        if (!Number.isInteger(rn) || rn > R.count) {
          fail(
            'ERR_COUNT',
            `${where(comm, call)}: the root's receive buffer (${R.count} x ${R.type.name}) cannot hold its block of ${c[r]} x ${S.type.name}`,
          );
        }
        R = buf(comm, recvbuf, recvSide(opts), call, 'the receive buffer', rn);
        matchBlocks(comm.whereFn, call, S.type, c[r], R.type, rn);
      } else {
        matchBlocks(comm.whereFn, call, S.type, c[r], R.type, c[r]);
        if (R.count < c[r])
          fail(
            'ERR_COUNT',
            `${where(comm, call)}: the root's receive buffer holds ${R.count} elements but counts[${r}] is ${c[r]}`,
          );
      }
    }
    const u = unitFor(comm, call, S, R);
    const v = vside(comm, call, S, c, d, u, 'the send buffer');
    S = v.b;
    R = inUnits(R, u);
    vec = cat(v.c, v.d);
    aux = v.d.map((x) => x * u.size);
  } else {
    if (isInPlace(recvbuf)) fail('ERR_BUFFER', `${where(comm, call)}: IN_PLACE is only valid at the root (rank ${r})`);
    R = buf(comm, recvbuf, recvSide(opts), call, 'the receive buffer');
    R = inUnits(R, unitFor(comm, call, R))!;
    vec = new Int32Array(2 * p);
    vec[comm.rank] = R.count;
    aux = Int32Array.of(R.count * R.type.size); // the root checks it against its counts
  }
  const type = (S ?? R)!.type;
  return run(
    comm,
    {
      call,
      coll: 'scatterv',
      send: S,
      recv: R,
      count: 0,
      type,
      op: null,
      root: r,
      flags: comm.rank === r && !R ? F_INPLACE : 0,
      algorithm: opts?.algorithm,
      vec,
      aux,
    },
    mode,
  );
}

export function allgatherv(
  comm: CollComm,
  mode: Mode,
  sendbuf: unknown,
  recvbuf: unknown,
  counts: unknown,
  displs: unknown,
  opts?: CollOpts,
): Request | undefined {
  const call = callName('allgatherv', mode);
  let R = buf(comm, recvbuf, recvSide(opts), call, 'the receive buffer');
  const { c, d } = vecs(comm, call, 'recv', counts, displs);
  let S: Buf | null = null;
  if (!isInPlace(sendbuf)) {
    S = buf(comm, sendbuf, sendSide(opts), call, 'the send buffer');
    matchBlocks(comm.whereFn, call, S.type, S.count, R.type, c[comm.rank]);
    if (S.count * S.type.size !== c[comm.rank] * R.type.size)
      fail(
        'ERR_COUNT',
        `${where(comm, call)}: the send buffer holds ${S.count} elements but counts[${comm.rank}] is ${c[comm.rank]}`,
      );
  }
  const u = unitFor(comm, call, R, S);
  const v = vside(comm, call, R, c, d, u, 'the receive buffer');
  R = v.b;
  S = inUnits(S, u);
  return run(
    comm,
    {
      call,
      coll: 'allgatherv',
      send: S,
      recv: R,
      count: 0,
      type: u,
      op: null,
      root: 0,
      flags: S ? 0 : F_INPLACE,
      algorithm: opts?.algorithm,
      vec: cat(v.c, v.d),
      vsig: countsSig(v.c, u.size),
    },
    mode,
  );
}

/** alltoallv; `as` names the call it serves in its errors (a w form's byte exchange). */
export function alltoallv(
  comm: CollComm,
  mode: Mode,
  sendbuf: unknown,
  sendcounts: unknown,
  sdispls: unknown,
  recvbuf: unknown,
  recvcounts: unknown,
  rdispls: unknown,
  opts?: CollOpts,
  as = 'alltoallv',
): Request | undefined {
  const call = callName(as, mode);
  const R0 = buf(comm, recvbuf, recvSide(opts), call, 'the receive buffer');
  const r = vecs(comm, call, 'recv', recvcounts, rdispls);
  // IN_PLACE (MPI 2.2): sendcounts and sdispls are ignored; what each rank sends is what it
  // receives, from the receive buffer. Peers read it from a staged copy, taken at every start
  // (a persistent request sends the buffer's contents of that moment), since the receive buffer
  // is being overwritten meanwhile.
  const inPlace = isInPlace(sendbuf);
  const S0 = inPlace ? null : buf(comm, sendbuf, sendSide(opts), call, 'the send buffer');
  if (S0 && !S0.type.isDerived && !R0.type.isDerived) matchBlocks(comm.whereFn, call, S0.type, 0, R0.type, 0);
  const u = unitFor(comm, call, R0, S0);
  const rv = vside(comm, call, R0, r.c, r.d, u, 'the receive buffer');
  let s = rv;
  if (S0) {
    const sv = vecs(comm, call, 'send', sendcounts, sdispls);
    s = vside(comm, call, S0, sv.c, sv.d, u, 'the send buffer');
  }
  const S: Buf = S0 ? s.b : { ...rv.b, ptr: -1, staged: true };
  // published for the peers: the send displacements (their copies' sources) and the send counts
  // (each peer checks its receive count against the one it gets), in bytes
  const aux = cat(s.d, s.c).map((x) => x * u.size);
  return run(
    comm,
    {
      call,
      coll: 'alltoallv',
      send: S,
      recv: rv.b,
      count: 0,
      type: u,
      op: null,
      root: 0,
      flags: 0,
      algorithm: opts?.algorithm,
      vec: cat(s.c, s.d, rv.c, rv.d),
      aux,
    },
    mode,
  );
}

export function reduceScatter(
  comm: CollComm,
  mode: Mode,
  sendbuf: unknown,
  recvbuf: unknown,
  counts: unknown,
  o: unknown,
  opts?: CollOpts,
): Request | undefined {
  const call = callName('reduceScatter', mode);
  const { c } = vecs(comm, call, 'recv', counts, undefined);
  const total = c.reduce((a, b) => a + b, 0);
  const me = comm.rank;
  const rs = recvSide(opts);
  let S: Buf | null = null;
  let R: Buf;
  if (isInPlace(sendbuf)) {
    R = buf(comm, recvbuf, rs, call, 'the receive buffer', rs.type?.isDerived ? total : undefined);
    if (R.count < total)
      fail(
        'ERR_COUNT',
        `${where(comm, call)}: with IN_PLACE the receive buffer holds ${R.count} elements but the counts add up to ${total}`,
      );
  } else {
    const ss = sendSide(opts);
    // counts are in items of the receive type; the send side holds their elements
    R = buf(comm, recvbuf, rs, call, 'the receive buffer', rs.type?.isDerived ? c[me] : undefined);
    S = buf(comm, sendbuf, ss, call, 'the send buffer', ss.type === rs.type && ss.type?.isDerived ? total : undefined);
    if (!S.type.isDerived && !R.type.isDerived) matchBlocks(comm.whereFn, call, S.type, 0, R.type, 0);
    if (S.bytes < total * R.type.size)
      fail(
        'ERR_COUNT',
        `${where(comm, call)}: the send buffer holds ${S.count} elements but the counts add up to ${total}`,
      );
    if (R.count < c[me])
      fail(
        'ERR_COUNT',
        `${where(comm, call)}: the receive buffer holds ${R.count} elements but counts[${me}] is ${c[me]}`,
      );
  }
  const derived = R.type.isDerived || S?.type.isDerived;
  const base = derived ? unitOf(comm.whereFn, call, S ? [R.type, S.type] : [R.type], true) : R.type;
  const theOp = op(comm, o, base, call);
  // a user op gets whole items of the receive type (MPI 4.1 section 6.9.5)
  const u = theOp.isUser && R.type.size > base.size ? itemUnit(base, R.type.size / base.size) : base;
  const per = R.type.size / u.size;
  const vec = c.map((x) => x * per);
  return run(
    comm,
    {
      call,
      coll: 'reduce_scatter_v',
      send: inUnits(S, u),
      recv: inUnits(R, u),
      count: total * per,
      type: u,
      op: theOp,
      root: 0,
      flags: S ? 0 : F_INPLACE,
      algorithm: opts?.algorithm,
      vec,
      vsig: countsSig(vec, u.size),
    },
    mode,
  );
}
