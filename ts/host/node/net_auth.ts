// The handshake that opens every connection between two processes of a job: each side proves that
// it holds the job's secret (random, at least 128 bits, handed out through the process manager),
// without sending it, by a keyed hash (HMAC-SHA256) over two fresh random nonces, one from each
// side, so that bytes captured from an earlier handshake prove nothing. Nothing a connection
// carries is trusted, or even buffered beyond the handshake's own few bytes, before the proof:
//
//   connector -> acceptor   HELLO      header(F_HELLO, src=connector, dst=acceptor, 32) + nonceC
//   acceptor  -> connector  CHALLENGE  header(F_HELLO, src=acceptor, dst=connector, 64) + nonceA
//                                      + HMAC(secret, "wasmpi-accept"  | connector | acceptor | nonceC | nonceA)
//   connector -> acceptor   PROOF      header(F_AUTH, src=connector, dst=acceptor, 32)
//                                      + HMAC(secret, "wasmpi-connect" | connector | acceptor | nonceC | nonceA)
//
// The two labels differ, so an answer one side computes is never a proof the other side accepts.
// The connector sends nothing else before it has checked the challenge; the acceptor reads nothing
// else before it has checked the proof (frames may follow the proof at once: they are read after it).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  encodeHeader,
  F_AUTH,
  F_HELLO,
  FRAME_HEADER,
  FRAME_MAGIC,
  W_BYTES,
  W_DST,
  W_MAGIC,
  W_SRC,
  W_TYPE,
} from '../../transport/tcp_frame.js';

const NONCE = 32;
const MAC = 32;
const HELLO_BYTES = FRAME_HEADER + NONCE;
const CHALLENGE_BYTES = FRAME_HEADER + NONCE + MAC;
const PROOF_BYTES = FRAME_HEADER + MAC;

/** The most bytes an acceptor reads from a peer that has not proved the secret. */
export const UNPROVED_MAX = HELLO_BYTES + PROOF_BYTES;

/** What a process proves itself with: the job's secret, its own index and the job's process count. */
export interface JobKey {
  secret: Uint8Array;
  myProc: number;
  procs: number;
}

/** The bytes of a handshake message (a header, then its payload parts). */
function message(type: number, src: number, dst: number, ...parts: Uint8Array[]): Uint8Array {
  const len = parts.reduce((a, p) => a + p.length, 0);
  const b = new Uint8Array(FRAME_HEADER + len);
  b.set(encodeHeader({ type, src, dst, ctx: 0, tag: 0, dtype: 0, bytes: len, id: 0 }));
  let at = FRAME_HEADER;
  for (const p of parts) {
    b.set(p, at);
    at += p.length;
  }
  return b;
}

/** One side of one connection's handshake. */
export class Handshake {
  /** The peer's process: known from the start when connecting, from its hello when accepting. */
  peer: number;
  private readonly buf: Uint8Array;
  private n = 0;
  /** The message awaited next: its type and size. */
  private want: 'hello' | 'challenge' | 'proof';
  private nonceC: Uint8Array;
  private nonceA = new Uint8Array(0);

  private constructor(
    private readonly key: JobKey,
    private readonly connecting: boolean,
    peer: number,
  ) {
    this.peer = peer;
    this.want = connecting ? 'challenge' : 'hello';
    this.buf = new Uint8Array(connecting ? CHALLENGE_BYTES : HELLO_BYTES);
    this.nonceC = connecting ? randomBytes(NONCE) : new Uint8Array(0);
  }

  /** The connecting side, towards process `peer`; its hello is `hello()`. */
  static connect(key: JobKey, peer: number): Handshake {
    return new Handshake(key, true, peer);
  }

  /** The accepting side of a connection from a process not known yet. */
  static accept(key: JobKey): Handshake {
    return new Handshake(key, false, -1);
  }

  /** The connector's first message. */
  hello(): Uint8Array {
    return message(F_HELLO, this.key.myProc, this.peer, this.nonceC);
  }

  /** Feeds received bytes; `send` writes the answers. A string: why the peer is refused; null: more
   *  bytes are needed; else the peer has proved the secret, and these are the bytes that followed
   *  (frames, read as such). */
  feed(d: Uint8Array, send: (b: Uint8Array) => void): Uint8Array | string | null {
    const size = this.want === 'hello' ? HELLO_BYTES : this.want === 'proof' ? PROOF_BYTES : CHALLENGE_BYTES;
    const k = Math.min(size - this.n, d.length);
    this.buf.set(d.subarray(0, k), this.n);
    this.n += k;
    // the header alone is checked at once: a stranger is cut off after 40 bytes
    if (this.n >= FRAME_HEADER && this.n - k < FRAME_HEADER) {
      const bad = this.checkHeader(size);
      if (bad !== null) return bad;
    }
    if (this.n < size) return null;
    this.n = 0;
    const payload = this.buf.subarray(FRAME_HEADER, size);
    if (this.want === 'hello') {
      this.nonceC = payload.slice(0, NONCE);
      this.nonceA = randomBytes(NONCE);
      // the connector cannot send its proof before it has our challenge: anything more is not its
      if (k < d.length) return `${d.length - k} bytes beyond its hello before it was challenged`;
      send(message(F_HELLO, this.key.myProc, this.peer, this.nonceA, this.mac('wasmpi-accept')));
      this.want = 'proof';
      return null;
    }
    if (this.want === 'challenge') {
      this.nonceA = payload.slice(0, NONCE);
      if (!this.equal(payload.subarray(NONCE), this.mac('wasmpi-accept')))
        return 'a challenge that does not prove the job secret';
      send(message(F_AUTH, this.key.myProc, this.peer, this.mac('wasmpi-connect')));
      return d.subarray(k);
    }
    if (!this.equal(payload, this.mac('wasmpi-connect'))) return 'a proof that does not prove the job secret';
    return d.subarray(k);
  }

  /** Checks the header of the awaited message (in buf); why it is refused, or null. */
  private checkHeader(size: number): string | null {
    const v = new DataView(this.buf.buffer, this.buf.byteOffset, FRAME_HEADER);
    const magic = v.getUint32(4 * W_MAGIC, true);
    if (magic !== FRAME_MAGIC) return `wrong magic 0x${magic.toString(16)} (expected 0x${FRAME_MAGIC.toString(16)})`;
    const type = v.getUint32(4 * W_TYPE, true);
    const src = v.getInt32(4 * W_SRC, true);
    const dst = v.getInt32(4 * W_DST, true);
    const bytes = v.getUint32(4 * W_BYTES, true);
    const expected = this.want === 'proof' ? F_AUTH : F_HELLO;
    if (type !== expected || bytes !== size - FRAME_HEADER)
      return `a frame of type ${type} with ${bytes} bytes where the handshake's ${this.want} (type ${expected}, ${size - FRAME_HEADER} bytes) was due`;
    const { myProc, procs } = this.key;
    if (this.want === 'hello') {
      if (src < 0 || src >= procs || src === myProc)
        return `a hello from process ${src}, which is not another process of this job (0..${procs - 1})`;
      this.peer = src;
    } else if (src !== this.peer) return `a ${this.want} from process ${src} where process ${this.peer} was expected`;
    if (dst !== myProc) return `a ${this.want} for process ${dst}, not this one (${myProc})`;
    return null;
  }

  /** The keyed hash of this handshake under `label` (connector and acceptor in that order). */
  private mac(label: string): Uint8Array {
    const ids = new Uint8Array(8);
    const v = new DataView(ids.buffer);
    const [c, a] = this.connecting ? [this.key.myProc, this.peer] : [this.peer, this.key.myProc];
    v.setInt32(0, c, true);
    v.setInt32(4, a, true);
    return createHmac('sha256', this.key.secret)
      .update(label)
      .update(ids)
      .update(this.nonceC)
      .update(this.nonceA)
      .digest();
  }

  private equal(a: Uint8Array, b: Uint8Array): boolean {
    return a.length === b.length && timingSafeEqual(a, b);
  }
}
