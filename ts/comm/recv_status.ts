// What a receive reports: its count in items of the receive type, and the error of a message that
// its buffer could not take (too long, or of another type signature), worded for the call.
import { WasmpiError } from '../errors.js';
import { UNDEFINED } from '../constants.js';
import { datatypeByCode, type Datatype } from '../datatype/type.js';
import { describeTag, showSignature } from '../datatype/signature.js';
import type { Buf } from '../datatype/buffer.js';
import type { RecvOp } from '../transport/transport.js';
import { Status } from '../request/status.js';

/** Items of `type` in `bytes` (UNDEFINED when the last one is partial, for derived types). */
export function countOf(bytes: number, type: Datatype): number {
  if (!type.isDerived) return bytes / type.size;
  if (type.size === 0) return bytes === 0 ? 0 : UNDEFINED;
  return bytes % type.size === 0 ? bytes / type.size : UNDEFINED;
}

/**
 * The error of receive `op` (failed by the transport with a code and no message) into `b`, from
 * comm rank `src`, for the call `where` names. ERR_TRUNCATE carries the status of what was received.
 */
export function recvError(where: string, op: RecvOp, b: Buf, src: number): WasmpiError {
  const code = op.error!.code;
  const info = { source: op.source, tag: op.mtag, bytes: op.bytes, dtype: op.dtype };
  const sent = datatypeByCode(info.dtype)?.name ?? `type ${info.dtype}`;
  const derived = b.type.isDerived;
  if (code === 'ERR_TRUNCATE') {
    // MPI: the receive completes with the error; the message is consumed, its head received
    const e = new WasmpiError(
      'ERR_TRUNCATE',
      `${where}: the message from rank ${src} with tag ${info.tag} holds ${info.bytes} bytes but the ` +
        `receive buffer holds ${b.bytes} bytes (${b.count} ${b.type.name}); its first ${b.bytes} bytes were ` +
        `received and the message is consumed: receive such messages into a buffer of at least ${info.bytes} ` +
        'bytes (probe() reports the size of the next one)',
    );
    e.status = new Status(src, info.tag, countOf(b.bytes, b.type), b.bytes);
    return e;
  }
  return new WasmpiError(
    code,
    derived
      ? `${where}: type signature mismatch: the message from rank ${src} with tag ${info.tag} holds ` +
          `${info.bytes} bytes of ${describeTag(info.dtype, datatypeByCode)}, which do not match the signature ` +
          `${showSignature(b.type)} of the receive type ${b.type.name}; the message stays queued: receive it with ` +
          "a type of the sender's signature (or pass { datatype: Datatype.BYTE })"
      : `${where}: the message from rank ${src} with tag ${info.tag} holds ` +
          `${describeTag(info.dtype, datatypeByCode)} but the receive buffer is ${b.type.name}; the message stays ` +
          `queued: receive it with a ${sent} buffer (or pass { datatype: Datatype.BYTE })`,
  );
}
