// Neighbourhood collectives (MPI 4.1 section 8.6): each rank exchanges blocks with the neighbours
// of the communicator's topology only. Checks and normalisation here; the schedule is the core's
// neighbor builder (assembly/coll/neighbor_shm_direct.ts), fed the resolved neighbourhood
// (ts/topology/neighborhood.ts) that the communicator computed when its topology was made.
import { fail } from '../../errors.js';
import type { CollComm } from '../coll_comm.js';
import type { Buf } from '../../datatype/buffer.js';
import type { Request } from '../../request/request.js';
import type { Datatype } from '../../datatype/type.js';
import { countArg } from '../../datatype/args.js';
import type { Mode } from '../exec/spec.js';
import type { CollOpts } from './sides.js';
import { buf, isInPlace, where, recvItems, need, type Why } from './checks.js';
import { run, callName } from './dispatch.js';
import { vecs } from './api_v.js';
import { runW, wBytes, wTypes, type WSide } from './w_form.js';
import { sendSide, recvSide } from './sides.js';
import { matchBlocks, unitOf, vInUnits, inUnits, anyDerived } from '../../datatype/units.js';
import { blockSig } from '../../datatype/block_sig.js';
import type { Resolved } from '../../topology/neighborhood.js';
import { neighborVec } from '../exec/neighbor_vec.js';

const IN_BLOCKS: Why = (k, n) => `${k} blocks of ${n}, one per in-neighbour`;

/** The communicator's resolved neighbourhood, or ERR_TOPOLOGY. */
function neighborhoodOf(comm: CollComm, call: string): Resolved {
  const r = comm.nbhd;
  if (r === null) {
    fail(
      'ERR_TOPOLOGY',
      `${where(comm, call)}: the communicator has no topology: neighbourhood collectives run on a communicator ` +
        'made by cartCreate, graphCreate, distGraphCreate or distGraphCreateAdjacent',
    );
  }
  return r;
}

function noInPlace(comm: CollComm, call: string, sendbuf: unknown): void {
  if (isInPlace(sendbuf))
    fail('ERR_BUFFER', `${where(comm, call)}: IN_PLACE is not allowed for neighbourhood collectives (MPI 4.1 8.6)`);
}

/**
 * neighborAllgather and neighborAlltoall: the receive buffer holds one block per in-edge (PROC_NULL
 * edges keep their block, untouched); the send buffer one block (allgather) or one per out-edge.
 */
export function neighborFixed(
  comm: CollComm,
  mode: Mode,
  kind: 'allgather' | 'alltoall',
  sendbuf: unknown,
  recvbuf: unknown,
  opts?: CollOpts,
): Request | undefined {
  const call = callName(kind === 'allgather' ? 'neighborAllgather' : 'neighborAlltoall', mode);
  const hood = neighborhoodOf(comm, call);
  noInPlace(comm, call, sendbuf);
  const kIn = hood.sources.length;
  const kOut = hood.outDegree;
  const ss = sendSide(opts);
  const rs = recvSide(opts);
  // counts per block: checked before they multiply the degree (1.5 x 2 edges is a whole 3)
  if (ss.count !== undefined) countArg(where(comm, call), 'the send count', ss.count);
  if (rs.count !== undefined) countArg(where(comm, call), 'the receive count', rs.count);
  let S: Buf;
  let n: number;
  if (kind === 'allgather') {
    S = buf(comm, sendbuf, ss, call, 'the send buffer');
    n = S.count;
  } else if (ss.count !== undefined) {
    S = buf(comm, sendbuf, ss, call, 'the send buffer', kOut * ss.count);
    n = ss.count;
  } else {
    S = buf(comm, sendbuf, { type: ss.type, count: undefined }, call, 'the send buffer');
    if (kOut > 0 && S.count % kOut !== 0)
      fail(
        'ERR_COUNT',
        `${where(comm, call)}: the send buffer's ${S.count} elements must split into ${kOut} equal blocks (one per out-neighbour)`,
      );
    n = kOut === 0 ? -1 : S.count / kOut; // -1: no out-edge to tell the block size by
  }
  let R: Buf;
  let bn: number;
  if (n >= 0) {
    const rn = recvItems(comm, call, rs, recvbuf, S.type, n);
    R = buf(comm, recvbuf, rs, call, 'the receive buffer', rn === null ? undefined : kIn * rn);
    bn = rn ?? n;
    matchBlocks(comm.whereFn, call, S.type, n, R.type, bn);
  } else {
    // the receive buffer (or recvcount) says how long the blocks it receives are
    R = buf(comm, recvbuf, rs, call, 'the receive buffer', rs.count === undefined ? undefined : kIn * rs.count);
    bn = rs.count ?? (kIn === 0 ? 0 : Math.floor(R.count / kIn));
  }
  need(comm, R, kIn * bn, call, 'the receive buffer', IN_BLOCKS, kIn, bn);
  // blocks are laid out packed in the executor's view of the buffers (a derived type is packed
  // whole), so offsets count packed bytes of the receive type
  const blockBytes = bn * R.type.size;
  let send = S;
  let recv = R;
  let type = R.type;
  let count = bn;
  let sig: number | undefined;
  if (anyDerived(S, R, S.type)) {
    const u = unitOf(comm.whereFn, call, [S.type, R.type], false);
    send = inUnits(S, u)!;
    recv = inUnits(R, u)!;
    count = (bn * R.type.size) / u.size;
    type = u;
    sig = blockSig(R.type, bn);
  }
  return run(
    comm,
    {
      call,
      coll: kind === 'allgather' ? 'neighbor_allgather' : 'neighbor_alltoall',
      send,
      recv,
      count,
      type,
      op: null,
      root: 0,
      flags: 0,
      algorithm: opts?.algorithm,
      vec: fixedVec(hood, kind, blockBytes),
      vecFixed: true,
      sig,
      // every rank picks the algorithm by the block size, which MPI makes the same on every rank;
      // shm-flat (small blocks) copies the send buffer, whose size depends on the degree, to scratch
      bytes: blockBytes,
      scratch: kind === 'alltoall' ? hood.outDegree * blockBytes : blockBytes,
    },
    mode,
  );
}

/** The vector argument of a fixed-size call: block i at i * blockBytes, one per (kind, block size),
 *  kept with the neighbourhood (a loop of exchanges builds it once). */
function fixedVec(hood: Resolved, kind: 'allgather' | 'alltoall', blockBytes: number): Int32Array {
  const key = blockBytes * 2 + (kind === 'alltoall' ? 1 : 0);
  let v = hood.vecs.get(key);
  if (v === undefined) {
    const k = hood.sources.length;
    const rOff = Array.from({ length: k }, (_, i) => i * blockBytes);
    const rBytes = Array.from(hood.sources, (s) => (s < 0 ? 0 : blockBytes));
    v = neighborVec(
      kind,
      hood,
      rOff,
      rBytes,
      blockBytes,
      kind === 'alltoall' ? hood.outDegree * blockBytes : blockBytes,
    );
    if (hood.vecs.size >= 16) hood.vecs.clear();
    hood.vecs.set(key, v);
  }
  return v;
}

/** neighborAllgatherv: one send block; recvcounts and displs per in-edge. */
export function neighborAllgatherv(
  comm: CollComm,
  mode: Mode,
  sendbuf: unknown,
  recvbuf: unknown,
  recvcounts: unknown,
  displs: unknown,
  opts?: CollOpts,
): Request | undefined {
  const call = callName('neighborAllgatherv', mode);
  const hood = neighborhoodOf(comm, call);
  noInPlace(comm, call, sendbuf);
  const S0 = buf(comm, sendbuf, sendSide(opts), call, 'the send buffer');
  const R0 = buf(comm, recvbuf, recvSide(opts), call, 'the receive buffer');
  const { c, d } = vecs(comm, call, 'recv', recvcounts, displs, hood.sources.length, 'in-neighbour');
  return vRun(comm, mode, call, 'allgatherv', S0, R0, c, d, opts, (u) => {
    const s1 = S0.type.isDerived
      ? vInUnits(comm.whereFn, call, S0, Int32Array.of(S0.count), Int32Array.of(0), u, 'the send buffer').b
      : S0;
    return { S: s1, aux: undefined };
  });
}

/** neighborAlltoallv: counts and displacements per out-edge (send) and per in-edge (receive);
 *  `as` names the call it serves in its errors (a w form's byte exchange). */
export function neighborAlltoallv(
  comm: CollComm,
  mode: Mode,
  sendbuf: unknown,
  sendcounts: unknown,
  sdispls: unknown,
  recvbuf: unknown,
  recvcounts: unknown,
  rdispls: unknown,
  opts?: CollOpts,
  as = 'neighborAlltoallv',
): Request | undefined {
  const call = callName(as, mode);
  const hood = neighborhoodOf(comm, call);
  noInPlace(comm, call, sendbuf);
  const S0 = buf(comm, sendbuf, sendSide(opts), call, 'the send buffer');
  const R0 = buf(comm, recvbuf, recvSide(opts), call, 'the receive buffer');
  const { c: sc, d: sd } = vecs(comm, call, 'send', sendcounts, sdispls, hood.outDegree, 'out-neighbour');
  const { c: rc, d: rd } = vecs(comm, call, 'recv', recvcounts, rdispls, hood.sources.length, 'in-neighbour');
  return vRun(comm, mode, call, 'alltoallv', S0, R0, rc, rd, opts, (u) => {
    const s = vInUnits(comm.whereFn, call, S0, sc, sd, u, 'the send buffer');
    return { S: s.b, aux: s.d.map((x) => x * u.size), sendBytes: s.c.map((x) => x * u.size) };
  });
}

/** The v forms' common tail: receive side in units, the send side from `sendOf`, then the run. */
function vRun(
  comm: CollComm,
  mode: Mode,
  call: string,
  kind: 'allgatherv' | 'alltoallv',
  S0: Buf,
  R0: Buf,
  rc: Int32Array,
  rd: Int32Array,
  opts: CollOpts | undefined,
  sendOf: (unit: Datatype) => { S: Buf; aux: Int32Array | undefined; sendBytes?: Int32Array },
): Request | undefined {
  const hood = comm.nbhd!;
  if (!S0.type.isDerived && !R0.type.isDerived) matchBlocks(comm.whereFn, call, S0.type, 0, R0.type, 0);
  const u = S0.type.isDerived || R0.type.isDerived ? unitOf(comm.whereFn, call, [S0.type, R0.type], false) : R0.type;
  const rv = vInUnits(comm.whereFn, call, R0, rc, rd, u, 'the receive buffer');
  const { S, aux, sendBytes } = sendOf(u);
  const rOff = Array.from(rv.d, (x) => x * u.size);
  const rBytes = Array.from(rv.c, (x, i) => (hood.sources[i] < 0 ? 0 : x * u.size));
  return run(
    comm,
    {
      call,
      coll: kind === 'allgatherv' ? 'neighbor_allgatherv' : 'neighbor_alltoallv',
      send: S,
      recv: rv.b,
      count: 0,
      type: u,
      op: null,
      root: 0,
      flags: 0,
      algorithm: opts?.algorithm,
      vec: neighborVec(kind, hood, rOff, rBytes, 0, S.bytes),
      aux,
      sendBytes,
      scratch: S.bytes,
    },
    mode,
  );
}

/** neighborAlltoallw: a datatype, count and byte displacement per edge on each side, run as every
 *  w form is (w_form.ts) around a neighborAlltoallv of bytes. */
export function neighborAlltoallw(
  comm: CollComm,
  mode: Mode,
  sendbuf: unknown,
  sendcounts: unknown,
  sdispls: unknown,
  sendtypes: unknown,
  recvbuf: unknown,
  recvcounts: unknown,
  rdispls: unknown,
  recvtypes: unknown,
): Request | undefined {
  const call = callName('neighborAlltoallw', mode);
  const hood = neighborhoodOf(comm, call);
  noInPlace(comm, call, sendbuf);
  const kOut = hood.outDegree;
  const kIn = hood.sources.length;
  const { c: sc, d: sd } = vecs(comm, call, 'send', sendcounts, sdispls, kOut, 'out-neighbour');
  const { c: rc, d: rd } = vecs(comm, call, 'recv', recvcounts, rdispls, kIn, 'in-neighbour');
  const st = wTypes(comm, call, sendtypes, kOut, 'sendtypes', 'edge');
  const rt = wTypes(comm, call, recvtypes, kIn, 'recvtypes', 'edge');
  const s: WSide = { bytes: wBytes(comm, call, sendbuf, 'the send buffer'), counts: sc, displs: sd, types: st };
  const r: WSide = { bytes: wBytes(comm, call, recvbuf, 'the receive buffer'), counts: rc, displs: rd, types: rt };
  return runW(
    comm,
    mode,
    call,
    s,
    r,
    (m, out, oc, od, into, ic, id) =>
      neighborAlltoallv(comm, m, out, oc, od, into, ic, id, undefined, 'neighborAlltoallw'),
    (i) => hood.sources[i] < 0,
  );
}
