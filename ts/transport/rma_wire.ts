// The active messages of one-sided communication between processes: what an origin rank sends on
// a window's active-message context (amComm) to a target rank of another process, and what that
// process's network thread (rma_exec.ts) answers. The origin side writes requests
// (ts/rma/net_wire.ts); this file holds the format both sides share and the checks the target side
// makes before it acts: a request comes from the network, so a bad kind, a displacement or count
// outside the target's segment, or a program that reaches outside it is refused (an error reply;
// nothing is written), whatever sent it.
//
// A request is one point-to-point message (element type BYTE): a header of REQ_WORDS little-endian
// u32 words, then the target datatype's program (REQ_PROG words; none when the target bytes are
// contiguous), then the data:
//   PUT, ACC, GET_ACC   the packed origin bytes (REQ_BYTES of them; none for GET_ACC with NO_OP)
//   CAS                 the origin element, then the compare element (REQ_BYTES each)
//   GET, LOCK, UNLOCK, FLUSH   nothing
// Replies go from the target rank to the origin on the window's syncComm context (REQ_CTX), tagged
// with the request's tag (REQ_TAG): GET, GET_ACC and CAS get their result bytes (none when the
// request failed), LOCK its grant (no bytes), UNLOCK and FLUSH an acknowledgement: no bytes, or one
// error record (ERR_*) for the first request since the last acknowledgement that failed. Puts and
// accumulates have no reply of their own: their errors reach the origin at its next flush.
import { BYTES, VECTOR, BLOCKINDEXED, INDEXED, STRUCT, OP_NO_OP, TYPE_INT8, TYPE_SHORT_INT } from '../core/abi.js';

// ── request kinds
export const AM_PUT = 1;
export const AM_GET = 2;
export const AM_ACC = 3;
export const AM_GET_ACC = 4;
export const AM_CAS = 5;
export const AM_LOCK = 6;
export const AM_UNLOCK = 7;
export const AM_FLUSH = 8;
export const AM_KINDS = ['', 'put', 'get', 'accumulate', 'getAccumulate', 'compareAndSwap', 'lock', 'unlock', 'flush'];

// ── request header words
export const REQ_KIND = 0;
/** Byte displacement in the target's segment (dynamic windows: the address). */
export const REQ_OFFSET = 1;
/** Items of the target datatype (contiguous target: unused, REQ_BYTES says it all). */
export const REQ_COUNT = 2;
/** Words of the target datatype's program that follow the header; 0: the target bytes are contiguous. */
export const REQ_PROG = 3;
/** ACC, GET_ACC: the op (OP_*); LOCK, UNLOCK: 1 exclusive, 0 shared. */
export const REQ_OP = 4;
/** ACC, GET_ACC, CAS: the element type (TYPE_*). */
export const REQ_ELEM = 5;
/** Tag and context of the reply (the origin's syncComm point-to-point context). */
export const REQ_TAG = 6;
export const REQ_CTX = 7;
/** Packed bytes the operation moves at the target (CAS: one element). */
export const REQ_BYTES = 8;
export const REQ_WORDS = 10;
export const REQ_HEADER = 4 * REQ_WORDS;

/** Reply tags: the origin's request ids, above the tags syncComm's own messages use (post,
 *  complete), wrapping within REPLY_TAG_SPAN. */
export const REPLY_TAG_BASE = 1 << 24;
export const REPLY_TAG_SPAN = 1 << 24;

// ── error record (an UNLOCK or FLUSH acknowledgement with bytes): ERR_WORDS u32 words
export const ERR_CODE = 0;
export const ERR_KIND = 1; // the failed request's kind
export const ERR_OFFSET = 2; // its displacement
export const ERR_BYTES = 3; // the bytes it touched from there (or the span's end, see ERR_LIMIT)
export const ERR_LIMIT = 4; // the segment's bytes (range errors)
export const ERR_WORDS = 5;
export const ERR_RECORD = 4 * ERR_WORDS;
/** Outside the target's segment (or every attached region of a dynamic window). */
export const E_RANGE = 1;
/** A request that is not well formed (kind, lengths, program). */
export const E_MSG = 2;
/** An op that does not apply to the element type. */
export const E_OP = 3;
/** A request whose bytes found no memory in the target's process: nothing of it was done. */
export const E_MEM = 4;

/** Largest program a request may carry (words). */
export const PROG_MAX_WORDS = 1 << 16;
/** Deepest program a request may carry (the core recurses over it). */
const PROG_MAX_DEPTH = 32;

/** Packed bytes of one element of each accumulate element type (0: not one). */
const ELEM_BYTES = [0, 1, 1, 2, 2, 4, 4, 8, 8, 4, 8, 1, 0, 8, 8, 16, 8, 12, 12, 6];

/** Packed bytes of one element of type `elem` (TYPE_*), 0 when it is none. */
export function elemBytes(elem: number): number {
  return elem >= TYPE_INT8 && elem <= TYPE_SHORT_INT ? ELEM_BYTES[elem] : 0;
}

/** A request, decoded and checked for its own consistency (not yet against a window). */
export interface Req {
  kind: number;
  offset: number;
  count: number;
  prog: number;
  op: number;
  elem: number;
  tag: number;
  ctx: number;
  bytes: number;
  /** Where the program and the data start in the message. */
  progAt: number;
  dataAt: number;
  /** Bytes of data that follow the program. */
  dataBytes: number;
}

/** Data bytes a request of `kind` carries for an operation of `bytes` (and `op`). */
export function dataBytesOf(kind: number, bytes: number, op: number): number {
  if (kind === AM_PUT || kind === AM_ACC) return bytes;
  if (kind === AM_GET_ACC) return op === OP_NO_OP ? 0 : bytes;
  if (kind === AM_CAS) return 2 * bytes;
  return 0;
}

/** Reads the header of a request of `n` bytes at `at` in `u8` into `r`; a string saying what is
 *  wrong with it otherwise (its reply context and tag are in `r` when the header was long enough). */
export function decodeReq(u8: Uint8Array, at: number, n: number, r: Req): string | null {
  r.tag = -1;
  r.ctx = -1;
  if (n < REQ_HEADER) return `a request of ${n} bytes, shorter than its ${REQ_HEADER}-byte header`;
  const v = new DataView(u8.buffer, u8.byteOffset + at, REQ_HEADER);
  const w = (i: number) => v.getUint32(4 * i, true);
  r.kind = w(REQ_KIND);
  r.offset = w(REQ_OFFSET);
  r.count = w(REQ_COUNT);
  r.prog = w(REQ_PROG);
  r.op = w(REQ_OP);
  r.elem = w(REQ_ELEM);
  r.tag = v.getInt32(4 * REQ_TAG, true);
  r.ctx = v.getInt32(4 * REQ_CTX, true);
  r.bytes = w(REQ_BYTES);
  if (r.kind < AM_PUT || r.kind > AM_FLUSH) return `unknown request kind ${r.kind}`;
  if (r.tag < REPLY_TAG_BASE || r.tag >= REPLY_TAG_BASE + REPLY_TAG_SPAN)
    return `reply tag ${r.tag} outside ${REPLY_TAG_BASE}..${REPLY_TAG_BASE + REPLY_TAG_SPAN - 1}`;
  if (r.prog > PROG_MAX_WORDS) return `a program of ${r.prog} words (at most ${PROG_MAX_WORDS})`;
  const sync = r.kind >= AM_LOCK;
  if (sync && (r.prog !== 0 || r.bytes !== 0)) return `a ${AM_KINDS[r.kind]} request that moves bytes`;
  if (r.kind === AM_ACC || r.kind === AM_GET_ACC || r.kind === AM_CAS) {
    const e = elemBytes(r.elem);
    if (e === 0) return `element type ${r.elem}, which is none`;
    if (r.bytes % e !== 0) return `${r.bytes} bytes, not a whole number of ${e}-byte elements`;
    if (r.kind === AM_CAS && (r.bytes !== e || r.prog !== 0))
      return `a compareAndSwap of ${r.bytes} bytes (one ${e}-byte element, contiguous)`;
  }
  r.dataBytes = dataBytesOf(r.kind, r.bytes, r.op);
  r.progAt = at + REQ_HEADER;
  r.dataAt = r.progAt + 4 * r.prog;
  const want = REQ_HEADER + 4 * r.prog + r.dataBytes;
  if (n !== want) return `a ${AM_KINDS[r.kind]} request of ${n} bytes, where its header says ${want}`;
  return null;
}

/** What a program touches: [lo, hi) bytes from the origin of one item, its data bytes and extent. */
export interface ProgSpan {
  lo: number;
  hi: number;
  size: number;
  extent: number;
}

/** Node info while checking: span of one item of the node, its size, extent, depth. */
interface NodeInfo {
  lo: number;
  hi: number;
  size: number;
  extent: number;
  depth: number;
}

/** Words of the node at word `q` of `p`, or -1 when it does not fit or has an unknown kind. */
function nodeWords(p: Int32Array, q: number): number {
  if (q + 4 > p.length) return -1;
  const n = p[q + 3];
  if (n < 0) return -1;
  switch (p[q]) {
    case BYTES:
      return 4;
    case VECTOR:
      return q + 7 <= p.length ? 7 : -1;
    case BLOCKINDEXED:
      return q + 6 + n <= p.length ? 6 + n : -1;
    case INDEXED:
      return q + 5 + 2 * n <= p.length ? 5 + 2 * n : -1;
    case STRUCT:
      return q + 4 + 3 * n <= p.length ? 4 + 3 * n : -1;
    default:
      return -1;
  }
}

/** Adds `b` children of `c` placed `d` bytes from the origin (one child extent apart) to `acc`. */
function place(acc: NodeInfo, c: NodeInfo, b: number, d: number): void {
  if (b <= 0 || c.size === 0) return;
  const last = (b - 1) * c.extent;
  acc.lo = Math.min(acc.lo, d + c.lo + Math.min(0, last));
  acc.hi = Math.max(acc.hi, d + c.hi + Math.max(0, last));
  acc.size += b * c.size;
  acc.depth = Math.max(acc.depth, c.depth + 1);
}

/**
 * Checks a datatype program from the network (the format of docs/internals/datatypes.md): every
 * node within the program, of a known kind, its children after it (so the walk ends) and not too
 * deep, counts not negative, and each node's size word equal to the bytes of its children. Returns
 * the bytes one item touches (relative to its origin), or a string saying what is wrong.
 */
export function checkProgram(p: Int32Array): ProgSpan | string {
  if (p.length === 0) return 'an empty program';
  const starts: number[] = [];
  for (let q = 0; q < p.length;) {
    const k = nodeWords(p, q);
    if (k < 0) return `a malformed node at word ${q}`;
    starts.push(q);
    q += k;
  }
  const info = new Map<number, NodeInfo>();
  const child = (q: number, at: number): NodeInfo | string => {
    if (at <= q) return `node ${q} names node ${at}, which does not follow it`;
    return info.get(at) ?? `node ${q} names word ${at}, which starts no node`;
  };
  for (let i = starts.length - 1; i >= 0; i--) {
    const q = starts[i];
    const n: NodeInfo = { lo: Infinity, hi: -Infinity, size: 0, extent: p[q + 1], depth: 0 };
    const kind = p[q];
    if (kind === BYTES) {
      if (p[q + 3] > 0) {
        n.lo = 0;
        n.hi = p[q + 3];
        n.size = p[q + 3];
      }
    } else if (kind === VECTOR) {
      const c = child(q, p[q + 6]);
      if (typeof c === 'string') return c;
      const count = p[q + 3],
        bl = p[q + 4],
        stride = p[q + 5];
      if (bl < 0) return `node ${q}: a block length of ${bl}`;
      if (count > 0) {
        place(n, c, bl, 0);
        place(n, c, bl, (count - 1) * stride);
        n.size = count * bl * c.size;
      }
    } else if (kind === BLOCKINDEXED) {
      const c = child(q, p[q + 5]);
      if (typeof c === 'string') return c;
      const bl = p[q + 4];
      if (bl < 0) return `node ${q}: a block length of ${bl}`;
      for (let k = 0; k < p[q + 3]; k++) place(n, c, bl, p[q + 6 + k]);
    } else if (kind === INDEXED) {
      const c = child(q, p[q + 4]);
      if (typeof c === 'string') return c;
      for (let k = 0; k < p[q + 3]; k++) {
        const b = p[q + 5 + 2 * k];
        if (b < 0) return `node ${q}: a block length of ${b}`;
        place(n, c, b, p[q + 6 + 2 * k]);
      }
    } else {
      for (let k = 0; k < p[q + 3]; k++) {
        const w = q + 4 + 3 * k;
        const c = child(q, p[w + 2]);
        if (typeof c === 'string') return c;
        if (p[w] < 0) return `node ${q}: a block length of ${p[w]}`;
        place(n, c, p[w], p[w + 1]);
      }
    }
    if (n.size !== p[q + 2]) return `node ${q} says ${p[q + 2]} data bytes, its blocks hold ${n.size}`;
    if (n.depth > PROG_MAX_DEPTH) return `a program nested more than ${PROG_MAX_DEPTH} deep`;
    info.set(q, n);
  }
  const root = info.get(0)!;
  if (root.size === 0) return { lo: 0, hi: 0, size: 0, extent: root.extent };
  return { lo: root.lo, hi: root.hi, size: root.size, extent: root.extent };
}

/** Bytes `count` items of a program of span `s` touch from the origin of item 0: [lo, hi). */
export function itemsSpan(s: ProgSpan, count: number): [number, number] {
  if (count === 0 || s.size === 0) return [0, 0];
  const last = (count - 1) * s.extent;
  return [s.lo + Math.min(0, last), s.hi + Math.max(0, last)];
}
