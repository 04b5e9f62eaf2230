// The w forms (alltoallw, neighborAlltoallw): a count, a byte displacement and a datatype per peer
// on each side. The blocks of a w call need not share a base type, so each send block is packed
// into one contiguous byte buffer and each receive block unpacked from one, around the v form's
// exchange of bytes (which runs in one process and between processes alike). The nonblocking form
// packs now and unpacks when the request completes; the persistent form packs at every start (the
// send buffer's contents of that moment) and unpacks at every completion. The checks of each call's
// arguments stay with its semantics; this module holds what both forms do with them.
import { fail, show } from '../../errors.js';
import type { CollComm } from '../coll_comm.js';
import { Request, type Active } from '../../request/request.js';
import { Datatype } from '../../datatype/type.js';
import { pack, unpack } from '../../datatype/pack.js';
import type { Mode } from '../exec/spec.js';
import { where } from './checks.js';
import { packedDispls } from './api_v.js';

/** One side's per-peer datatypes, committed: an array of `k` Datatypes, else ERR_TYPE naming it. */
export function wTypes(comm: CollComm, call: string, v: unknown, k: number, name: string, per: string): Datatype[] {
  if (!Array.isArray(v) || v.length !== k || v.some((t) => !(t instanceof Datatype)))
    fail(
      'ERR_TYPE',
      `${where(comm, call)}: ${name} must be an array of ${k} Datatypes (one per ${per}), got ${show(v)}`,
    );
  return (v as Datatype[]).map((t) => t.commit());
}

/** The bytes of a buffer argument (a TypedArray), else ERR_BUFFER naming it. */
export function wBytes(comm: CollComm, call: string, b: unknown, what: string): Uint8Array {
  if (!ArrayBuffer.isView(b) || b instanceof DataView)
    fail('ERR_BUFFER', `${where(comm, call)}: ${what} must be a TypedArray, got ${show(b)}`);
  return new Uint8Array(b.buffer, b.byteOffset, b.byteLength);
}

/** One side of a w call, checked: its buffer's bytes, and per peer a count, a byte displacement
 *  and a committed datatype. */
export interface WSide {
  bytes: Uint8Array;
  counts: ArrayLike<number>;
  displs: ArrayLike<number>;
  types: Datatype[];
}

/** The v form's exchange of packed bytes: (mode, send bytes, their counts and displacements,
 *  receive bytes, theirs) -> what the v form returns in that mode. */
export type ByteExchange = (
  mode: Mode,
  out: Uint8Array,
  outCounts: Int32Array,
  outDispls: Int32Array,
  into: Uint8Array,
  intoCounts: Int32Array,
  intoDispls: Int32Array,
) => Request | undefined;

/** Runs a w call in `mode`: packs the send side, exchanges the bytes, unpacks into the receive
 *  side (skipping the receive blocks `skip` says have no peer). */
export function runW(
  comm: CollComm,
  mode: Mode,
  call: string,
  s: WSide,
  r: WSide,
  exchange: ByteExchange,
  skip?: (i: number) => boolean,
): Request | undefined {
  const kOut = s.types.length;
  const kIn = r.types.length;
  const sBytes = Int32Array.from(s.types, (t, j) => t.size * s.counts[j]);
  const rBytes = Int32Array.from(r.types, (t, i) => t.size * r.counts[i]);
  const sOff = packedDispls(sBytes);
  const rOff = packedDispls(rBytes);
  const out = new Uint8Array(kOut ? sOff[kOut - 1] + sBytes[kOut - 1] : 0);
  const into = new Uint8Array(kIn ? rOff[kIn - 1] + rBytes[kIn - 1] : 0);
  const packAll = () => {
    for (let j = 0; j < kOut; j++)
      if (s.counts[j] > 0) pack(s.bytes.subarray(s.displs[j]), s.counts[j], s.types[j], out.subarray(sOff[j]));
  };
  const unpackAll = () => {
    for (let i = 0; i < kIn; i++)
      if (r.counts[i] > 0 && !skip?.(i))
        unpack(into.subarray(rOff[i], rOff[i] + rBytes[i]), r.bytes.subarray(r.displs[i]), r.counts[i], r.types[i]);
  };
  const bytes = (m: Mode) => exchange(m, out, sBytes, sOff, into, rBytes, rOff);
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
  // one completion record for every start: a start reuses it, as persistent requests do
  const active = wrap(inner);
  return Request.make(
    comm.w.t,
    call,
    comm.name,
    null,
    () => {
      packAll();
      inner.start();
      return active;
    },
    () => inner.free(),
  );
}
