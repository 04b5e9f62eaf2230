// Delivery: copies a message that matched a posted receive into the receive's sink, from an eager
// record (in its ring, or copied out to the unexpected queue) or from a rendezvous sender's bytes,
// and completes the sender's ack word.
//
// Invariants: a rendezvous is claimed (ack POSTED -> CLAIMED) before its bytes are read (by the
// receive, or earlier by a matched probe: matching.ts mprobe), and marked DONE, with the sender's
// doorbell rung, once they are all read: a sender frees its bytes only after DONE, and one that
// cancelled first (CANCELLED) is dropped unread. A failure while copying (no shared memory for a
// temporary block, an unpack that throws) fails the receive, never the sender: the message is
// consumed either way. A type mismatch refuses the message, which stays queued for another receive.
import type { Core } from '../../core/core.js';
import {
  ACK_CANCELLED,
  ACK_CLAIMED,
  ACK_DONE,
  ACK_POSTED,
  DTYPE_BYTE,
  KIND_RNDV,
  KIND_RNDV_TYPED,
  RNDV_COUNT,
  RNDV_DESC_BYTES,
  RNDV_ORIGIN,
  RNDV_PROG,
  type TYPE_BYTE,
} from '../../core/abi.js';
import { WasmpiError } from '../../errors.js';
import { typesMatch } from '../../datatype/type.js';
import { alloc, copyOut } from './memory.js';
import type { ShmRecv } from './records.js';

// What deliver() did with a message.
export const NOT_MATCHED = 0;
export const DELIVERED = 1;
export const REFUSED = 2; // matched but refused (type mismatch): the message stays queued
export const DROPPED = 3; // a cancelled rendezvous record: discarded

/** A failure while copying a matched message into its receive (no shared memory left for a
 *  temporary block, a trap in the engine), as the receive's error. */
const asWasmpiError = (e: unknown): WasmpiError =>
  e instanceof WasmpiError ? e : new WasmpiError('ERR_INTERN', String((e as Error)?.message ?? e), { cause: e });

// The rings' wildcard element type is the kernels' BYTE code (Datatype.BYTE's): a type error here
// when the core's two names for it part.
DTYPE_BYTE satisfies typeof TYPE_BYTE;

/** Copies a matched message into the receive's sink. Eager bytes come from `data` (a drained
 *  copy) or shared memory at `ptr`; rendezvous bytes from the sender's memory at `ptr`. */
export function deliver(
  core: Core,
  op: ShmRecv,
  source: number,
  tag: number,
  n: number,
  dtype: number,
  kind: number,
  data: Uint8Array | null,
  ptr: number,
  ack: number,
): number {
  const typed = kind === KIND_RNDV_TYPED;
  const rndv = typed || kind === KIND_RNDV;
  op.source = source;
  op.mtag = tag;
  op.bytes = n;
  op.dtype = dtype;
  if (rndv && ptr === 0 && n > 0) return unplaced(core, op, source, tag, n, ack);
  // another rank's memory, maybe past our views
  if (rndv) core.cover(Math.max(ack + 4, typed ? ptr + RNDV_DESC_BYTES : ptr + n), 0);
  const sink = op.sink;
  // A message too long for the buffer is received as far as it fits and consumed, and the
  // receive fails with ERR_TRUNCATE (MPI 4.1 section 3.2.4): `n` goes on to name its length, `m`
  // is what is written. A type mismatch has no MPI semantics: that message stays queued.
  const m = n > sink.cap ? sink.cap : n;
  if (!(sink.accepts ? sink.accepts(dtype, n) : typesMatch(dtype, sink.dtype))) {
    if (rndv && Atomics.load(core.i32, ack >>> 2) === ACK_CANCELLED) {
      Atomics.store(core.i32, ack >>> 2, ACK_DONE);
      return DROPPED;
    }
    // The communicator words the message: it knows the ranks and buffer types.
    op.error = new WasmpiError('ERR_TYPE', '');
    op.done = true;
    return REFUSED;
  }
  if (rndv) {
    // CLAIMED already: a matched probe of this rank claimed it (matching.ts mprobe)
    const was = Atomics.compareExchange(core.i32, ack >>> 2, ACK_POSTED, ACK_CLAIMED);
    if (was !== ACK_POSTED && was !== ACK_CLAIMED) {
      Atomics.store(core.i32, ack >>> 2, ACK_DONE);
      return DROPPED; // the sender cancelled it
    }
  }
  const x = core.x;
  let temp = 0;
  let copy = m > 0; // the bytes at ptr (or data) still go to the sink
  if (m > 0 && typed) {
    // pack from the sender's buffer: straight into a receive buffer in shared memory (when all of
    // it fits), else into a temporary block the paths below read as if the sender had staged it
    const d = ptr >>> 2;
    const prog = core.u32[d + (RNDV_PROG >>> 2)],
      count = core.u32[d + (RNDV_COUNT >>> 2)];
    const origin = core.u32[d + (RNDV_ORIGIN >>> 2)];
    const direct = !sink.unpack && sink.ptr >= 0 && m === n;
    try {
      ptr = direct ? sink.ptr : (temp = alloc(core, n, 'the packed bytes of a received message'));
      x.dtPack(prog, count, origin, ptr);
    } catch (e) {
      if (temp) x.shmFree(temp);
      temp = 0;
      op.error = asWasmpiError(e);
    }
    copy = !direct && op.error === null;
  }
  if (copy) {
    if (sink.unpack) {
      // a failure here (no shared memory left for staging) fails this receive, never the sender
      try {
        if (data) sink.unpack(data, m);
        else {
          core.cover(ptr, m);
          sink.unpack(core.u8.subarray(ptr, ptr + m), m);
        }
      } catch (e) {
        op.error = asWasmpiError(e);
      }
    } else if (data) sink.view.set(m === n ? data : data.subarray(0, m));
    else if (op.sink.ptr >= 0) {
      core.cover(ptr, m);
      x.copy(op.sink.ptr, ptr, m);
    } else {
      core.cover(ptr, m);
      copyOut(core, ptr, op.sink.view, m);
    }
  }
  if (temp) x.shmFree(temp);
  if (rndv) {
    Atomics.store(core.i32, ack >>> 2, ACK_DONE);
    x.doorbellRing(source);
  }
  if (m !== n && op.error === null) op.error = new WasmpiError('ERR_TRUNCATE', ''); // worded by the communicator
  op.done = true;
  return DELIVERED;
}

/** A message from another process for which this process found no memory (transport/bridge.ts
 *  publishes it with its bytes at address 0): the receive fails with ERR_BUFFER, the message is
 *  consumed (its sender's send completes). */
function unplaced(core: Core, op: ShmRecv, source: number, tag: number, n: number, ack: number): number {
  core.cover(ack + 4, 0);
  op.error = new WasmpiError(
    'ERR_BUFFER',
    `the message of ${n} bytes from rank ${source} with tag ${tag}, sent from another process, found no ` +
      "memory in this process's WebAssembly memory (at most 4 GiB, wasm32, shared by its ranks and the " +
      'messages they have not received yet): it is dropped; receive large messages sooner, or send them in parts',
  );
  op.done = true;
  Atomics.store(core.i32, ack >>> 2, ACK_DONE);
  core.x.doorbellRing(source);
  return DELIVERED;
}
