// Small internal collectives over a communicator's collective context (ctx + 1), used to build
// communicators. Linear through rank 0: they move a few integers. The public collectives (with
// their schedules and algorithm selection) live in ts/coll.
import { Datatype } from '../../datatype/type.js';
import { OP_COLL } from '../../transport/blocked.js';
import type { CollComm } from '../coll_comm.js';

const TAG_GATHER = 1;
const TAG_BCAST = 2;

function rawSend(comm: CollComm, dest: number, tag: number, data: Int32Array): void {
  const t = comm.w.t;
  const view = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  const op = t.send(
    comm.members[dest],
    comm.ctx + 1,
    tag,
    { view, ptr: -1, bytes: view.length, dtype: Datatype.INT32.code },
    false,
  );
  if (op === null) return;
  op.op = OP_COLL;
  if (!t.sendDone(op)) t.block(() => t.sendDone(op), op);
  if (op.error) throw op.error;
}

function rawRecv(comm: CollComm, src: number, tag: number, into: Int32Array): void {
  const t = comm.w.t;
  const view = new Uint8Array(into.buffer, into.byteOffset, into.byteLength);
  const op = t.recv(comm.members[src], comm.ctx + 1, tag, {
    view,
    ptr: -1,
    cap: view.length,
    dtype: Datatype.INT32.code,
  });
  op.op = OP_COLL;
  if (!op.done) {
    try {
      t.block(() => op.done, op);
    } catch (e) {
      t.cancelRecv(op);
      throw e;
    }
  }
  if (op.error) throw op.error;
}

/** Every rank's `vals` (same length on all ranks), concatenated in rank order. */
export function allgatherInt32(comm: CollComm, vals: Int32Array): Int32Array {
  const k = vals.length;
  const out = new Int32Array(k * comm.size);
  if (comm.rank === 0) {
    out.set(vals, 0);
    for (let r = 1; r < comm.size; r++) rawRecv(comm, r, TAG_GATHER, out.subarray(r * k, (r + 1) * k));
    for (let r = 1; r < comm.size; r++) rawSend(comm, r, TAG_BCAST, out);
  } else {
    rawSend(comm, 0, TAG_GATHER, vals);
    rawRecv(comm, 0, TAG_BCAST, out);
  }
  return out;
}

/** Rank 0's `vals` on every rank. */
export function bcastInt32(comm: CollComm, vals: Int32Array): Int32Array {
  if (comm.rank === 0) for (let r = 1; r < comm.size; r++) rawSend(comm, r, TAG_BCAST, vals);
  else rawRecv(comm, 0, TAG_BCAST, vals);
  return vals;
}

export function barrier(comm: CollComm): void {
  allgatherInt32(comm, new Int32Array(0));
}
