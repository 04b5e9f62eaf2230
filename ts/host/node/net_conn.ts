// One connection of the network side (net.ts) to another process: the state of its handshake and
// the reading of its frames. Bytes arrive in chunks that cut frames anywhere; Conn reassembles each
// frame's header and body, writes a data frame's body straight into its place in the shared memory
// (and reads a large one from the socket itself), and hands each whole frame on. Apart from net.ts,
// which decides what the frames mean and where frames go, since reading a byte stream into frames
// knows nothing of either.
import type { Socket } from 'node:net';
import { readSync } from 'node:fs';
import type { Handshake } from './net_auth.js';
import {
  decodeHeader,
  F_DATA,
  FRAME_HEADER,
  payloadOf,
  type Frame,
  type FrameBounds,
} from '../../transport/tcp_frame.js';

/** One connection: its peer process (once its hello arrived, or from the start when we opened it)
 *  and the frame being read. */
export class Conn {
  peer = -1;
  bounds: FrameBounds | null = null;
  private head = new Uint8Array(FRAME_HEADER);
  private headN = 0;
  private frame: Frame | null = null;
  private body: Uint8Array | null = null;
  private bodyN = 0;
  bye = false;
  /** A round is due when the socket has written what was waiting. */
  drainWait = false;
  /** The connection was established (an accepted one always was); why it failed, if it did. */
  opened = true;
  error: string | undefined = undefined;
  /** The handshake, until the peer has proved the job's secret; null after (its frames are read). */
  hs: Handshake | null = null;
  /** What goes to a peer we connected to before the handshake has ended: written after it. */
  queue: Uint8Array[] | null = null;
  /** Ends a handshake that takes too long. */
  timer: ReturnType<typeof setTimeout> | undefined = undefined;
  /** What to do once the handshake has ended and what waited is written (the close's end). */
  then: (() => void) | null = null;
  constructor(
    readonly sock: Socket,
    /** Where the body of rendezvous `id` from process `peer` goes (its block of shared memory), or
     *  why it is not expected. */
    private readonly bodyFor: (peer: number, id: number, bytes: number) => Uint8Array | string,
  ) {}

  /** Feeds received bytes; calls `onFrame` for each whole frame. A string: what was wrong. */
  feed(d: Uint8Array, onFrame: (c: Conn, f: Frame, body: Uint8Array | null) => void): string | null {
    let i = 0;
    while (i < d.length) {
      if (this.frame === null) {
        const n = Math.min(FRAME_HEADER - this.headN, d.length - i);
        this.head.set(d.subarray(i, i + n), this.headN);
        this.headN += n;
        i += n;
        if (this.headN < FRAME_HEADER) break;
        this.headN = 0;
        const f = decodeHeader(this.head, 0, this.bounds);
        if (typeof f === 'string') return f;
        const len = payloadOf(f);
        if (f.type === F_DATA) {
          // checked against what was asked for, even when it claims no bytes
          const view = this.bodyFor(this.peer, f.id, len);
          if (typeof view === 'string') return view;
          this.body = len > 0 ? view : null;
        } else this.body = len > 0 ? new Uint8Array(len) : null;
        this.bodyN = 0;
        this.frame = f;
      }
      if (this.body !== null && this.bodyN < this.body.length) {
        const n = Math.min(this.body.length - this.bodyN, d.length - i);
        this.body.set(d.subarray(i, i + n), this.bodyN);
        this.bodyN += n;
        i += n;
        if (this.bodyN < this.body.length && !this.pull()) break;
      }
      const f = this.frame;
      this.frame = null;
      onFrame(this, f, this.body);
    }
    return null;
  }

  /** Reads the rest of the current body straight from the socket into its place, for as long as
   *  bytes are there; true once it is whole. The event loop hands over 64 KiB a callback, each
   *  then copied: a large message read this way costs a few system calls and no copy (about 3
   *  times the bandwidth on a 2-core VM). Only with nothing held in the stream (a paused socket
   *  keeps what it read: reading past it would reorder the bytes), and only between the event
   *  loop's reads: this runs inside its data callback, and the stream reads after us. At most
   *  PULL_MAX bytes a call: a message of a gigabyte must not keep the other connections and the
   *  ranks' own sends waiting until it is all in. */
  private pull(): boolean {
    const body = this.body!;
    const fd = fdOf(this.sock);
    if (fd < 0 || this.sock.isPaused() || this.sock.readableLength > 0) return false;
    const end = Math.min(body.length, this.bodyN + PULL_MAX);
    while (this.bodyN < end) {
      let n: number;
      try {
        n = readSync(fd, body, this.bodyN, end - this.bodyN, null);
      } catch {
        return false; // EAGAIN: nothing more yet; anything else the stream's next read reports
      }
      if (n === 0) return false; // the end: the stream sees it too
      this.bodyN += n;
    }
    return this.bodyN === body.length;
  }
}

/** The socket's file descriptor, or -1: Node names it only in the handle's undocumented `fd`
 *  (a number on Unix systems; elsewhere, or once closed, the stream's own reads are used). */
function fdOf(sock: Socket): number {
  const fd = (sock as unknown as { _handle?: { fd?: unknown } })._handle?.fd;
  return typeof fd === 'number' && fd >= 0 ? fd : -1;
}

/** The most a data callback reads of a message body by itself (Conn.pull). */
const PULL_MAX = 16 << 20;
