// Serialization for the value tier (sendValue, recvValue, ...). Hosts install the platform's
// structured-clone serializer (Node: v8.serialize); the fallback is JSON.
import { WasmpiError } from '../errors.js';

export type Encode = (v: unknown) => Uint8Array;
export type Decode = (b: Uint8Array) => unknown;

let encodeImpl: Encode = (v) => new TextEncoder().encode(JSON.stringify(v) ?? 'null');
let decodeImpl: Decode = (b) => JSON.parse(new TextDecoder().decode(b));

export function setCodec(encode: Encode, decode: Decode): void {
  encodeImpl = encode;
  decodeImpl = decode;
}

/** The value's bytes; a value the platform cannot clone (a function, a symbol, a class instance
 *  with private state, ...) throws ERR_TYPE naming what failed, before anything is sent. */
export function encodeValue(v: unknown, what = 'value'): Uint8Array {
  try {
    return encodeImpl(v);
  } catch (e) {
    throw new WasmpiError(
      'ERR_TYPE',
      `${what}: the value cannot be serialized (structured clone): ${(e as Error)?.message ?? e}`,
      { cause: e },
    );
  }
}

export function decodeValue(b: Uint8Array): unknown {
  return decodeImpl(b);
}
