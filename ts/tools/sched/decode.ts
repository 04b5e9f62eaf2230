// Reading a schedule back: the header and ops a builder wrote (assembly/sched/format.ts) as typed
// records, for printing (print.ts), simulating (simulate.ts) and tests. Reads memory only.
import {
  HEADER,
  OP_BYTES,
  S_NOPS,
  S_OP,
  S_TYPE,
  S_ESIZE,
  S_ME,
  S_P,
  OP_WAIT,
  OP_WAITALL,
  OP_SIGNAL,
  OP_COPY,
  OP_REDUCE,
  OP_REDUCE3,
  OP_WAITRANGE,
  OP_COPYX,
  OP_CHECKX,
  type BUF_SEND,
  type BUF_RECV,
  type BUF_TMP,
  type BUF_AUX,
} from '../../core/abi.js';

/** A buffer of one rank: BUF_SEND, BUF_RECV, BUF_TMP (scratch) or BUF_AUX. */
export type BufId = typeof BUF_SEND | typeof BUF_RECV | typeof BUF_TMP | typeof BUF_AUX;

/** A byte offset into a named buffer of a communicator rank (a reference `(rank << 2) | buf`). */
export interface BufAt {
  rank: number;
  buf: BufId;
  off: number;
}

/** One op. Steps are relative to the run's epoch base (format.ts: flags are base + step). */
export type SchedOp =
  | { kind: 'wait'; peer: number; step: number }
  /** every other rank reached `step` of the collective `back` collectives ago */
  | { kind: 'waitall'; step: number; back: number }
  /** every rank of [lo, hi) but the caller */
  | { kind: 'waitrange'; lo: number; hi: number; step: number }
  /** `wake`: the one peer woken, -1 for every peer */
  | { kind: 'signal'; step: number; wake: number }
  | { kind: 'copy'; dst: BufAt; src: BufAt; bytes: number }
  /** the source offset is i32 number `xIndex` of rank `xRank`'s AUX array */
  | { kind: 'copyx'; dst: BufAt; src: { rank: number; buf: BufId }; xRank: number; xIndex: number; bytes: number }
  /** i32 number `xIndex` of rank `xRank`'s AUX array must be `value` (else the run fails: a mismatch) */
  | { kind: 'checkx'; xRank: number; xIndex: number; value: number }
  /** dst = dst OP src, or src OP dst when srcFirst (the first operand is the lower ranks') */
  | { kind: 'reduce'; dst: BufAt; src: BufAt; count: number; srcFirst: boolean }
  /** dst = a OP b */
  | { kind: 'reduce3'; dst: BufAt; a: BufAt; b: BufAt; count: number };

export interface Schedule {
  /** The communicator rank it runs on, and the communicator size. */
  me: number;
  p: number;
  /** Reduction op and element type codes (kernel/reduce_codes.ts; op 0 when none), element bytes. */
  op: number;
  type: number;
  esize: number;
  ops: SchedOp[];
}

const at = (r: number, off: number): BufAt => ({ rank: r >>> 2, buf: (r & 3) as BufId, off });

/** Decodes op `w` (its eight words). Throws on an unknown op code. */
export function decodeOp(w: ArrayLike<number>): SchedOp {
  switch (w[0]) {
    case OP_WAIT:
      return { kind: 'wait', peer: w[1], step: w[2] };
    case OP_WAITALL:
      return { kind: 'waitall', step: w[1], back: w[2] };
    case OP_WAITRANGE:
      return { kind: 'waitrange', lo: w[1], hi: w[2], step: w[3] };
    case OP_SIGNAL:
      return { kind: 'signal', step: w[1], wake: w[2] };
    case OP_COPY:
      return { kind: 'copy', dst: at(w[1], w[2]), src: at(w[3], w[4]), bytes: w[5] };
    case OP_COPYX:
      return {
        kind: 'copyx',
        dst: at(w[1], w[2]),
        src: { rank: w[3] >>> 2, buf: (w[3] & 3) as BufId },
        xRank: w[4],
        xIndex: w[5],
        bytes: w[6],
      };
    case OP_CHECKX:
      return { kind: 'checkx', xRank: w[1], xIndex: w[2], value: w[3] };
    case OP_REDUCE:
      return { kind: 'reduce', dst: at(w[1], w[2]), src: at(w[3], w[4]), count: w[5], srcFirst: w[6] !== 0 };
    case OP_REDUCE3:
      return { kind: 'reduce3', dst: at(w[1], w[2]), a: at(w[3], w[4]), b: at(w[5], w[6]), count: w[7] };
    default:
      throw new Error(`unknown schedule op code ${w[0]}`);
  }
}

/** The schedule at byte address `s` of a memory seen through `i32`. */
export function decodeSchedule(i32: Int32Array, s: number): Schedule {
  const h = s >>> 2;
  const n = i32[h + S_NOPS / 4];
  const ops: SchedOp[] = [];
  for (let i = 0; i < n; i++) {
    const o = (s + HEADER + i * OP_BYTES) >>> 2;
    ops.push(decodeOp(i32.subarray(o, o + OP_BYTES / 4)));
  }
  return {
    me: i32[h + S_ME / 4],
    p: i32[h + S_P / 4],
    op: i32[h + S_OP / 4],
    type: i32[h + S_TYPE / 4],
    esize: i32[h + S_ESIZE / 4],
    ops,
  };
}
