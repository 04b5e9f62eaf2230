// alltoallw (MPI 4.1 section 6.8, MPI_Alltoallw): a count, a byte displacement and a datatype per
// peer on each side; every rank, itself included, in rank order. It runs as every w form does
// (w_form.ts: packed around the v form's exchange of bytes), here an alltoallv, whose errors then
// name alltoallw.
import type { CollComm } from '../coll_comm.js';
import type { Request } from '../../request/request.js';
import type { Mode } from '../exec/spec.js';
import { isInPlace } from './checks.js';
import { callName } from './dispatch.js';
import { alltoallv, countArray } from './api_v.js';
import { runW, wBytes, wTypes, type WSide } from './w_form.js';

export function alltoallw(
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
  const call = callName('alltoallw', mode);
  const p = comm.size;
  const counts = (v: unknown, name: string) => countArray(comm, call, name, v, p, 'rank');
  // IN_PLACE: sendcounts, sdispls and sendtypes are ignored; each rank sends what the receive side
  // describes, packed from the receive buffer before it is overwritten
  const inPlace = isInPlace(sendbuf);
  const rc = counts(recvcounts, 'recvcounts');
  const rd = counts(rdispls, 'rdispls');
  const sc = inPlace ? rc : counts(sendcounts, 'sendcounts');
  const sd = inPlace ? rd : counts(sdispls, 'sdispls');
  const rt = wTypes(comm, call, recvtypes, p, 'recvtypes', 'rank');
  const st = inPlace ? rt : wTypes(comm, call, sendtypes, p, 'sendtypes', 'rank');
  const r: WSide = { bytes: wBytes(comm, call, recvbuf, 'the receive buffer'), counts: rc, displs: rd, types: rt };
  const s: WSide = inPlace
    ? r
    : { bytes: wBytes(comm, call, sendbuf, 'the send buffer'), counts: sc, displs: sd, types: st };
  return runW(comm, mode, call, s, r, (m, out, oc, od, into, ic, id) =>
    alltoallv(comm, m, out, oc, od, into, ic, id, undefined, 'alltoallw'),
  );
}
