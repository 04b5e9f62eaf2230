// Serialization for the value tier (sendValue, recvValue, ...). Hosts install the platform's
// structured-clone serializer (Node: v8.serialize); the fallback is JSON.
export type Encode = (v: unknown) => Uint8Array;
export type Decode = (b: Uint8Array) => unknown;

let encodeImpl: Encode = (v) => new TextEncoder().encode(JSON.stringify(v) ?? 'null');
let decodeImpl: Decode = (b) => JSON.parse(new TextDecoder().decode(b));

export function setCodec(encode: Encode, decode: Decode): void {
  encodeImpl = encode;
  decodeImpl = decode;
}

export function encodeValue(v: unknown): Uint8Array {
  return encodeImpl(v);
}

export function decodeValue(b: Uint8Array): unknown {
  return decodeImpl(b);
}
