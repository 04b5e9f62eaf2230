// alltoallw (MPI 4.1 section 6.8, MPI_Alltoallw): a count, a byte displacement and a datatype per
// peer on each side; every rank, itself included, in rank order. The blocks of a w call need not
// share a base type, so, as for neighborAlltoallw, each send block is packed into one contiguous
// byte buffer and each receive block unpacked from one, around an alltoallv of bytes (which runs
// in one process and between processes alike). The nonblocking form packs now and unpacks when the
// request completes; the persistent form packs at every start (the send buffer's contents of that
// moment) and unpacks at every completion.
import { fail, show } from '../../errors.js';
import type { CollComm } from '../coll_comm.js';
import { Request, type Active } from '../../request/request.js';
import { Datatype } from '../../datatype/type.js';
import { pack, unpack } from '../../datatype/pack.js';
import type { Mode } from '../exec/spec.js';
import { isInPlace, where } from './checks.js';
import { callName } from './dispatch.js';
import { alltoallv, countArray, packedDispls } from './api_v.js';

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
  // IN_PLACE: sendcounts, sdispls and sendtypes are ignored; each rank sends what the receive side
  // describes, packed from the receive buffer before it is overwritten
  const inPlace = isInPlace(sendbuf);
  const counts = (v: unknown, name: string) => countArray(comm, call, name, v, p, 'rank');
  const types = (v: unknown, name: string): Datatype[] => {
    if (!Array.isArray(v) || v.length !== p || v.some((t) => !(t instanceof Datatype)))
      fail(
        'ERR_TYPE',
        `${where(comm, call)}: ${name} must be an array of ${p} Datatypes (one per rank), got ${show(v)}`,
      );
    return (v as Datatype[]).map((t) => t.commit());
  };
  const rc = counts(recvcounts, 'recvcounts');
  const rd = counts(rdispls, 'rdispls');
  const sc = inPlace ? rc : counts(sendcounts, 'sendcounts');
  const sd = inPlace ? rd : counts(sdispls, 'sdispls');
  const rt = types(recvtypes, 'recvtypes');
  const st = inPlace ? rt : types(sendtypes, 'sendtypes');
  const view = (b: unknown, what: string): Uint8Array => {
    if (!ArrayBuffer.isView(b) || b instanceof DataView)
      fail('ERR_BUFFER', `${where(comm, call)}: ${what} must be a TypedArray, got ${show(b)}`);
    return new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
  };
  const rb = view(recvbuf, 'the receive buffer');
  const sb = inPlace ? rb : view(sendbuf, 'the send buffer');
  const sBytes = Int32Array.from(st, (t, j) => t.size * sc[j]);
  const rBytes = Int32Array.from(rt, (t, i) => t.size * rc[i]);
  const sOff = packedDispls(sBytes);
  const rOff = packedDispls(rBytes);
  const out = new Uint8Array(p ? sOff[p - 1] + sBytes[p - 1] : 0);
  const into = new Uint8Array(p ? rOff[p - 1] + rBytes[p - 1] : 0);
  const packAll = () => {
    for (let j = 0; j < p; j++) if (sc[j] > 0) pack(sb.subarray(sd[j]), sc[j], st[j], out.subarray(sOff[j]));
  };
  const unpackAll = () => {
    for (let i = 0; i < p; i++)
      if (rc[i] > 0) unpack(into.subarray(rOff[i], rOff[i] + rBytes[i]), rb.subarray(rd[i]), rc[i], rt[i]);
  };
  const bytes = (m: Mode) => alltoallv(comm, m, out, sBytes, sOff, into, rBytes, rOff, undefined);
  if (mode === 'blocking') {
    packAll();
    bytes('blocking');
    unpackAll();
    return undefined;
  }
  // the request of the byte exchange, with the unpacking as part of its completion
  const wrap = (inner: Request): Active => ({
    poll: () => inner.poll(),
    finish: () => {
      const status = inner.wait();
      unpackAll();
      return status;
    },
    cancel: () => false,
    abandon: () => inner._abandon(new Error('abandoned')),
    desc: inner.desc(),
  });
  if (mode === 'nonblocking') {
    packAll();
    const inner = bytes('nonblocking')!;
    return Request.make(comm.w.t, call, comm.name, wrap(inner), null, () => inner.free());
  }
  const inner = bytes('persistent')!;
  return Request.make(
    comm.w.t,
    call,
    comm.name,
    null,
    () => {
      packAll();
      inner.start();
      return wrap(inner);
    },
    () => inner.free(),
  );
}
