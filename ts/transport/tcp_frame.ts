// The frames that the network threads of a job's processes exchange over TCP (one connection per
// pair of processes, each direction used by one side only, so frames from one process to another
// arrive in the order they were sent). A frame is a 40-byte header of ten little-endian u32 words,
// then `bytes` of payload. A connection starts with a handshake (host/node/net_auth.ts) that proves
// both sides hold the job's secret; only then are its frames read here. Everything read from a socket is checked here before anything is done
// with it: a peer that sends a wrong magic, an unknown type, an impossible length or a rank outside
// its own range is disconnected, and never makes a rank write outside its receive buffer (a
// message's bytes land in a block the network thread sized from the header it checked).

export const FRAME_MAGIC = 0x54454e57; // "WNET"
export const FRAME_HEADER = 40;
/** Largest payload a frame may announce: a message must fit a wasm32 memory with room to spare. */
export const FRAME_MAX_BYTES = 1 << 30;

/** A message copied out eagerly (no answer needed). */
export const F_EAGER = 1;
/** A message whose sender waits for its receiver to take it (rendezvous, synchronous), announced:
 *  the header alone (`bytes`: the message's length, none of which follows). The receiving side asks
 *  for the body (F_CTS) once it has a place for it, and answers F_ACK with the same id once the
 *  receiving rank has copied it. */
export const F_RNDV = 2;
export const F_ACK = 3;
/** A rank's life-cycle state (done, failed; the payload: the failure's text). */
export const F_STATE = 4;
/** The handshake's hello and challenge (host/node/net_auth.ts): never read as a frame. */
export const F_HELLO = 5;
/** The process has ended: a close after it is no failure. */
export const F_BYE = 6;
/** The handshake's proof (host/node/net_auth.ts): never read as a frame. */
export const F_AUTH = 7;
/** The receiving side has a place for rendezvous `id`: its body may come. */
export const F_CTS = 8;
/** The body of rendezvous `id` (`bytes`: as announced). */
export const F_DATA = 9;
/** A rendezvous announced with its body (`bytes` of it follow at once): a sender does so with one of
 *  at most RNDV_INLINE_MAX bytes while the bodies it sent so to that process and that are not
 *  answered yet stay within RNDV_CREDIT, which the receiving side holds to (and can always hold,
 *  outside its shared memory if need be). A mid-sized message then costs no extra round trip. */
export const F_RNDV_INLINE = 10;
export const RNDV_INLINE_MAX = 256 << 10;
export const RNDV_CREDIT = 4 << 20;
/** Largest eager payload: a sender ships eagerly only what fits its rings' eager limit (a quarter of
 *  a ring), far below this. */
export const FRAME_EAGER_MAX = 16 << 20;

/** Bytes of payload that follow a checked header (an announced rendezvous has none). */
export function payloadOf(f: Frame): number {
  return f.type === F_RNDV ? 0 : f.bytes;
}

/** Header words. */
export const W_MAGIC = 0;
export const W_TYPE = 1;
export const W_SRC = 2; // world rank of the sender (handshake: the process's index)
export const W_DST = 3; // world rank of the receiver (handshake: the process's index)
export const W_CTX = 4;
export const W_TAG = 5;
export const W_DTYPE = 6; // element type word (STATE: the state)
export const W_BYTES = 7; // payload bytes
export const W_ID = 8; // RNDV/CTS/DATA/ACK: the sender's id of the rendezvous
export const W_SPARE = 9;

export interface Frame {
  type: number;
  src: number;
  dst: number;
  ctx: number;
  tag: number;
  dtype: number;
  bytes: number;
  id: number;
}

/** A header for `f` (a fresh 40-byte array: the socket keeps it until written). */
export function encodeHeader(f: Frame): Uint8Array {
  const b = new Uint8Array(FRAME_HEADER);
  const v = new DataView(b.buffer);
  v.setUint32(4 * W_MAGIC, FRAME_MAGIC, true);
  v.setUint32(4 * W_TYPE, f.type, true);
  v.setInt32(4 * W_SRC, f.src, true);
  v.setInt32(4 * W_DST, f.dst, true);
  v.setInt32(4 * W_CTX, f.ctx, true);
  v.setInt32(4 * W_TAG, f.tag, true);
  v.setUint32(4 * W_DTYPE, f.dtype, true);
  v.setUint32(4 * W_BYTES, f.bytes, true);
  v.setUint32(4 * W_ID, f.id, true);
  return b;
}

/** What a connection's peer may send: its process's ranks [lo, hi) and the receiving process's
 *  ranks [myLo, myHi). */
export interface FrameBounds {
  lo: number;
  hi: number;
  myLo: number;
  myHi: number;
}

/** Decodes and checks a header; a string saying what is wrong with it otherwise. */
export function decodeHeader(b: Uint8Array, at: number, bounds: FrameBounds | null): Frame | string {
  const v = new DataView(b.buffer, b.byteOffset + at, FRAME_HEADER);
  const magic = v.getUint32(4 * W_MAGIC, true);
  if (magic !== FRAME_MAGIC) return `wrong magic 0x${magic.toString(16)} (expected 0x${FRAME_MAGIC.toString(16)})`;
  const f: Frame = {
    type: v.getUint32(4 * W_TYPE, true),
    src: v.getInt32(4 * W_SRC, true),
    dst: v.getInt32(4 * W_DST, true),
    ctx: v.getInt32(4 * W_CTX, true),
    tag: v.getInt32(4 * W_TAG, true),
    dtype: v.getUint32(4 * W_DTYPE, true),
    bytes: v.getUint32(4 * W_BYTES, true),
    id: v.getUint32(4 * W_ID, true),
  };
  if (f.type === F_HELLO || f.type === F_AUTH) return `a handshake frame (type ${f.type}) after the handshake`;
  if (f.type < F_EAGER || f.type > F_RNDV_INLINE) return `unknown frame type ${f.type}`;
  if (f.bytes > FRAME_MAX_BYTES) return `impossible length ${f.bytes} (at most ${FRAME_MAX_BYTES})`;
  if (f.type === F_EAGER && f.bytes > FRAME_EAGER_MAX)
    return `an eager message of ${f.bytes} bytes (at most ${FRAME_EAGER_MAX}: longer ones are rendezvous)`;
  if (f.type === F_RNDV_INLINE && f.bytes > RNDV_INLINE_MAX)
    return `a rendezvous of ${f.bytes} bytes with its body (at most ${RNDV_INLINE_MAX})`;
  if (bounds === null) return `a frame of type ${f.type} before the hello`;
  const msg = f.type === F_EAGER || f.type === F_RNDV || f.type === F_RNDV_INLINE;
  if (msg || f.type === F_STATE) {
    if (f.src < bounds.lo || f.src >= bounds.hi)
      return `sender rank ${f.src} is not one of that process's ranks ${bounds.lo}..${bounds.hi - 1}`;
  }
  if (msg) {
    if (f.dst < bounds.myLo || f.dst >= bounds.myHi)
      return `receiver rank ${f.dst} is not one of this process's ranks ${bounds.myLo}..${bounds.myHi - 1}`;
  }
  if ((f.type === F_ACK || f.type === F_BYE || f.type === F_CTS) && f.bytes !== 0)
    return `a frame of type ${f.type} with a payload`;
  return f;
}
