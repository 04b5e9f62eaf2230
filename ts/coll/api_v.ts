// The v-variants (per-rank counts and displacements) and reduceScatter with counts: checks and
// normalisation, then the same run path as the other collectives.
import { fail, show } from '../errors.js';
import type { Comm } from '../comm/comm.js';
import type { Buf } from '../comm/buffer.js';
import type { Request } from '../request/request.js';
import { buf, checkRoot, sameType, op, run, isInPlace, callName, where, type CollOpts, type Mode } from './api.js';
import { F_INPLACE } from './start.js';

/** counts (p non-negative integers) and displs (p non-negative integers; default: packed). */
function vecs(comm: Comm, call: string, what: string, counts: unknown, displs: unknown): { c: Int32Array; d: Int32Array } {
  const p = comm.size;
  const arr = (v: unknown, name: string): Int32Array => {
    if (!(Array.isArray(v) || ArrayBuffer.isView(v)) || (v as ArrayLike<number>).length !== p) {
      fail('ERR_COUNT', `${where(comm, call)}: ${name} must be an array of ${p} non-negative integers (one per rank), got ${show(v)}`);
    }
    const out = new Int32Array(p);
    for (let i = 0; i < p; i++) {
      const x = Number((v as ArrayLike<number>)[i]);
      if (!Number.isInteger(x) || x < 0 || x > 0x7fffffff) {
        fail('ERR_COUNT', `${where(comm, call)}: ${name}[${i}] is ${show((v as ArrayLike<number>)[i])}: expected a non-negative integer`);
      }
      out[i] = x;
    }
    return out;
  };
  const c = arr(counts, `${what}counts`);
  let d: Int32Array;
  if (displs === undefined || displs === null) {
    d = new Int32Array(p);
    for (let i = 1; i < p; i++) d[i] = d[i - 1] + c[i - 1];
  } else d = arr(displs, `${what === 'recv' ? 'r' : what === 'send' ? 's' : ''}displs`);
  return { c, d };
}

function fits(comm: Comm, call: string, b: Buf, c: Int32Array, d: Int32Array, what: string): void {
  for (let i = 0; i < c.length; i++) {
    if (c[i] > 0 && d[i] + c[i] > b.count) {
      fail('ERR_COUNT', `${where(comm, call)}: block ${i} (${c[i]} elements at displacement ${d[i]}) ends past the ${b.count} elements of ${what}`);
    }
  }
}

const cat = (...a: Int32Array[]) => {
  const out = new Int32Array(a.reduce((n, x) => n + x.length, 0));
  let o = 0;
  for (const x of a) { out.set(x, o); o += x.length; }
  return out;
};

export function gatherv(comm: Comm, mode: Mode, sendbuf: unknown, recvbuf: unknown, counts: unknown, displs: unknown, root: unknown, opts?: CollOpts): Request | undefined {
  const call = callName('gatherv', mode);
  const r = checkRoot(comm, root, call);
  const p = comm.size;
  let S: Buf | null = null;
  let R: Buf | null = null;
  let vec: Int32Array;
  if (comm.rank === r) {
    R = buf(comm, recvbuf, opts, call, 'the receive buffer');
    const { c, d } = vecs(comm, call, 'recv', counts, displs);
    fits(comm, call, R, c, d, 'the receive buffer');
    if (!isInPlace(sendbuf)) {
      S = buf(comm, sendbuf, opts, call, 'the send buffer');
      sameType(comm, S, R, call);
      if (S.count !== c[r]) fail('ERR_COUNT', `${where(comm, call)}: the root's send buffer holds ${S.count} elements but counts[${r}] is ${c[r]}`);
    }
    vec = cat(c, d);
  } else {
    if (isInPlace(sendbuf)) fail('ERR_BUFFER', `${where(comm, call)}: IN_PLACE is only valid at the root (rank ${r})`);
    S = buf(comm, sendbuf, opts, call, 'the send buffer');
    vec = new Int32Array(2 * p);
  }
  const type = (S ?? R)!.type;
  return run(comm, { call, coll: 'gatherv', send: S, recv: R, count: 0, type, op: null, root: r, flags: comm.rank === r && !S ? F_INPLACE : 0, algorithm: opts?.algorithm, vec }, mode);
}

export function scatterv(comm: Comm, mode: Mode, sendbuf: unknown, counts: unknown, displs: unknown, recvbuf: unknown, root: unknown, opts?: CollOpts): Request | undefined {
  const call = callName('scatterv', mode);
  const r = checkRoot(comm, root, call);
  const p = comm.size;
  let S: Buf | null = null;
  let R: Buf | null = null;
  let vec: Int32Array;
  let aux: Int32Array | undefined;
  if (comm.rank === r) {
    S = buf(comm, sendbuf, opts, call, 'the send buffer');
    const { c, d } = vecs(comm, call, 'send', counts, displs);
    fits(comm, call, S, c, d, 'the send buffer');
    if (!isInPlace(recvbuf)) {
      R = buf(comm, recvbuf, opts, call, 'the receive buffer');
      sameType(comm, S, R, call);
      if (R.count < c[r]) fail('ERR_COUNT', `${where(comm, call)}: the root's receive buffer holds ${R.count} elements but counts[${r}] is ${c[r]}`);
    }
    vec = cat(c, d);
    aux = d.map((x) => x * S!.type.size);
  } else {
    if (isInPlace(recvbuf)) fail('ERR_BUFFER', `${where(comm, call)}: IN_PLACE is only valid at the root (rank ${r})`);
    R = buf(comm, recvbuf, opts, call, 'the receive buffer');
    vec = new Int32Array(2 * p);
    vec[comm.rank] = R.count;
  }
  const type = (S ?? R)!.type;
  return run(comm, { call, coll: 'scatterv', send: S, recv: R, count: 0, type, op: null, root: r, flags: comm.rank === r && !R ? F_INPLACE : 0, algorithm: opts?.algorithm, vec, aux }, mode);
}

export function allgatherv(comm: Comm, mode: Mode, sendbuf: unknown, recvbuf: unknown, counts: unknown, displs: unknown, opts?: CollOpts): Request | undefined {
  const call = callName('allgatherv', mode);
  const R = buf(comm, recvbuf, opts, call, 'the receive buffer');
  const { c, d } = vecs(comm, call, 'recv', counts, displs);
  fits(comm, call, R, c, d, 'the receive buffer');
  let S: Buf | null = null;
  if (!isInPlace(sendbuf)) {
    S = buf(comm, sendbuf, opts, call, 'the send buffer');
    sameType(comm, S, R, call);
    if (S.count !== c[comm.rank]) fail('ERR_COUNT', `${where(comm, call)}: the send buffer holds ${S.count} elements but counts[${comm.rank}] is ${c[comm.rank]}`);
  }
  return run(comm, { call, coll: 'allgatherv', send: S, recv: R, count: 0, type: R.type, op: null, root: 0, flags: S ? 0 : F_INPLACE, algorithm: opts?.algorithm, vec: cat(c, d) }, mode);
}

export function alltoallv(comm: Comm, mode: Mode, sendbuf: unknown, sendcounts: unknown, sdispls: unknown, recvbuf: unknown, recvcounts: unknown, rdispls: unknown, opts?: CollOpts): Request | undefined {
  const call = callName('alltoallv', mode);
  const R = buf(comm, recvbuf, opts, call, 'the receive buffer');
  const r = vecs(comm, call, 'recv', recvcounts, rdispls);
  // IN_PLACE (MPI 2.2): sendcounts and sdispls are ignored; what each rank sends is what it
  // receives, from the receive buffer. Peers read it from a staged copy, taken at every start
  // (a persistent request sends the buffer's contents of that moment), since the receive buffer
  // is being overwritten meanwhile.
  const inPlace = isInPlace(sendbuf);
  const S: Buf = inPlace ? { view: R.view, ptr: -1, bytes: R.bytes, count: R.count, type: R.type } : buf(comm, sendbuf, opts, call, 'the send buffer');
  if (!inPlace) sameType(comm, S, R, call);
  const s = inPlace ? r : vecs(comm, call, 'send', sendcounts, sdispls);
  fits(comm, call, S, s.c, s.d, 'the send buffer');
  fits(comm, call, R, r.c, r.d, 'the receive buffer');
  const aux = s.d.map((x) => x * S.type.size);
  return run(comm, { call, coll: 'alltoallv', send: S, recv: R, count: 0, type: R.type, op: null, root: 0, flags: 0, algorithm: opts?.algorithm, vec: cat(s.c, s.d, r.c, r.d), aux }, mode);
}

export function reduceScatter(comm: Comm, mode: Mode, sendbuf: unknown, recvbuf: unknown, counts: unknown, o: unknown, opts?: CollOpts): Request | undefined {
  const call = callName('reduceScatter', mode);
  const R = buf(comm, recvbuf, opts, call, 'the receive buffer');
  const { c } = vecs(comm, call, 'recv', counts, undefined);
  const total = c.reduce((a, b) => a + b, 0);
  const me = comm.rank;
  let S: Buf | null = null;
  if (isInPlace(sendbuf)) {
    if (R.count < total) fail('ERR_COUNT', `${where(comm, call)}: with IN_PLACE the receive buffer holds ${R.count} elements but the counts add up to ${total}`);
  } else {
    S = buf(comm, sendbuf, opts, call, 'the send buffer');
    sameType(comm, S, R, call);
    if (S.count < total) fail('ERR_COUNT', `${where(comm, call)}: the send buffer holds ${S.count} elements but the counts add up to ${total}`);
    if (R.count < c[me]) fail('ERR_COUNT', `${where(comm, call)}: the receive buffer holds ${R.count} elements but counts[${me}] is ${c[me]}`);
  }
  const theOp = op(comm, o, R.type, call);
  return run(comm, { call, coll: 'reduce_scatter_v', send: S, recv: R, count: total, type: R.type, op: theOp, root: 0, flags: S ? 0 : F_INPLACE, algorithm: opts?.algorithm, vec: c }, mode);
}
