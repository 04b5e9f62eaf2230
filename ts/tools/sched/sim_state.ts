// The state of the schedule simulator (simulate.ts) and its memory checks: a byte's symbolic value,
// each rank's buffers with their last writes and reads (vector clocks), the events that the
// messages of a violation name, and the checked accesses of an op to a rank's buffer (bound,
// published, in bounds, ordered after every conflicting access of another rank).
import { STEPS, STEP_DONE, BUF_SEND, BUF_RECV, BUF_TMP } from '../../core/abi.js';
import type { BufAt, BufId, Schedule } from './decode.js';
import { formatOp, BUF_NAMES } from './print.js';
import { rankCall, type CallShape, type RankCall } from './call.js';

export type SimErrorKind =
  'deadlock' | 'race' | 'result' | 'reduce' | 'bounds' | 'unbound' | 'pointers' | 'wake' | 'flag' | 'mismatch';

export class SimError extends Error {
  constructor(
    readonly kind: SimErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'SimError';
  }
}

/** Which runnable rank acts next: in turn, always the lowest (each runs until it blocks), always
 *  the highest, or at random from a seed. */
export type Interleaving = 'round-robin' | 'lowest-first' | 'highest-first' | number;

export interface SimOptions {
  /** Scratch bytes each rank binds per parity (the algorithm's tmp(p, bytes)). */
  tmpBytes: number;
  /** Collectives run back to back (default 3). */
  calls?: number;
  /** Sequence number of the first one (default 0; near 2^22 the epochs wrap). */
  firstSeq?: number;
  order?: Interleaving;
  /** The op need not be commutative: every fold must keep the lower ranks' operand first. */
  ordered?: boolean;
  /** Gives up (as a deadlock) after this many actions (default 10 million). */
  maxActions?: number;
}

// A byte's symbolic value (per unit of g bytes): tag = (off << 8) | (call << 2) | kind, and a mask.
export const SCRATCH = 0; // scratch never written; mask = owner, off = its own unit
export const INPUT = 1; //   input bytes `off` of the ranks in mask
export const JUNK = 2; //    what the caller left in a buffer before call `call`; mask = owner, off = its unit
export const MAX_CALLS = 64;

export const kindOf = (t: number) => t & 3;
export const callOf = (t: number) => (t >> 2) & 63;
export const offOf = (t: number) => t >>> 8;
export const tagOf = (kind: number, call: number, off: number) => (off << 8) | (call << 2) | kind;

// Non-op events of a rank (negative "pc")
export const EV_INPUTS = -1;
export const EV_PUBLISH = -2;
export const EV_RESULT = -3;
export const EV_AUX = -4;
export const EV_DONE = -5;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

export function ranks(mask: number): string {
  const r: number[] = [];
  for (let q = 0; q < 32; q++) if (mask & (1 << q)) r.push(q);
  const parts: string[] = [];
  for (let i = 0; i < r.length;) {
    let j = i;
    while (j + 1 < r.length && r[j + 1] === r[j] + 1) j++;
    parts.push(j > i ? `${r[i]}-${r[j]}` : `${r[i]}`);
    i = j + 1;
  }
  return parts.join(',');
}

/** One buffer: values and, per unit, the last write and each rank's last read since it. */
export class Mem {
  readonly tag: Int32Array;
  readonly mask: Int32Array;
  readonly wRank: Int8Array;
  readonly wClock: Int32Array;
  readonly wEv: Int32Array;
  readonly readers: Int32Array;
  readonly rClock: Int32Array;
  readonly rEv: Int32Array;

  constructor(
    readonly owner: number,
    readonly what: string,
    readonly bytes: number,
    readonly units: number,
    p: number,
  ) {
    this.tag = new Int32Array(units);
    this.mask = new Int32Array(units).fill(1 << owner);
    for (let i = 0; i < units; i++) this.tag[i] = tagOf(SCRATCH, 0, i);
    this.wRank = new Int8Array(units).fill(-1);
    this.wClock = new Int32Array(units);
    this.wEv = new Int32Array(units);
    this.readers = new Int32Array(units);
    this.rClock = new Int32Array(units * p);
    this.rEv = new Int32Array(units * p);
  }
}

export interface Signal {
  value: number;
  vc: Int32Array;
  wake: number;
  ev: number;
}

export interface Rank {
  call: number;
  phase: 'start' | 'publish' | 'ops' | 'done';
  pc: number;
  vc: Int32Array;
  flag: number;
  history: Signal[];
  send: Mem | null;
  recv: Mem | null;
  tmp: [Mem | null, Mem | null];
  /** The AUX array (values, and the race state of its i32 entries). */
  aux: Int32Array | null;
  auxMem: Mem | null;
  /** Receive buffer values when the call started ('unchanged' bytes are compared with them). */
  before: { tag: Int32Array; mask: Int32Array } | null;
  /** Own clock of each call's entry and publication. */
  entered: number[];
  published: number[];
}

/** The simulator's state and its memory checks; simulate.ts's Sim adds the flags and the run. */
export abstract class SimState {
  protected readonly p: number;
  protected readonly g: number;
  protected readonly calls: number;
  protected readonly firstSeq: number;
  protected readonly rc: RankCall[];
  protected readonly r: Rank[];
  protected readonly evRank: number[] = [];
  protected readonly evCall: number[] = [];
  protected readonly evPc: number[] = [];
  protected rng = 0;
  protected readonly waitCache: ([number[], number] | null)[][] = [];
  protected last = -1;
  // scratch for operand values
  protected ta = new Int32Array(0);
  protected ma = new Int32Array(0);
  protected tb = new Int32Array(0);
  protected mb = new Int32Array(0);

  constructor(
    protected readonly scheds: Schedule[],
    protected readonly shape: CallShape,
    protected readonly opts: SimOptions,
  ) {
    const p = (this.p = shape.p);
    if (p > 31) throw new Error('the simulator handles up to 31 ranks');
    if (scheds.length !== p) throw new Error(`${scheds.length} schedules for ${p} ranks`);
    this.calls = opts.calls ?? 3;
    if (this.calls < 1 || this.calls > MAX_CALLS) throw new Error(`calls must be 1..${MAX_CALLS}`);
    this.firstSeq = opts.firstSeq ?? 0;
    this.rc = Array.from({ length: p }, (_, q) => rankCall(shape, q));
    this.g = this.granularity();
    // flags start at "the collective before the first done" (-1 before collective 0), as the shell's
    const initial = (Math.imul(this.firstSeq - 1, STEPS) + STEP_DONE) | 0;
    this.r = this.rc.map((c, q) => {
      const mem = (what: string, bytes: number | null) =>
        bytes === null ? null : new Mem(q, what, bytes, bytes / this.g, p);
      const tmp = opts.tmpBytes > 0 ? opts.tmpBytes : null;
      return {
        call: 0,
        phase: 'start',
        pc: 0,
        vc: new Int32Array(p),
        flag: initial,
        history: [{ value: initial, vc: new Int32Array(p), wake: -1, ev: -1 }],
        send: mem(`rank ${q}'s send buffer`, c.send),
        recv: mem(`rank ${q}'s receive buffer`, c.recv),
        tmp: [mem(`rank ${q}'s scratch (parity 0)`, tmp), mem(`rank ${q}'s scratch (parity 1)`, tmp)],
        aux: c.aux,
        auxMem: c.aux ? new Mem(q, `rank ${q}'s displacement array (AUX)`, c.aux.length * 4, c.aux.length, p) : null,
        before: null,
        entered: [],
        published: [],
      } satisfies Rank;
    });
    this.rng = typeof opts.order === 'number' ? opts.order >>> 0 || 1 : 1;
  }

  /** Bytes per tracked unit: the gcd of every offset and length in play. */
  protected granularity(): number {
    let g = 0;
    const add = (x: number) => (g = gcd(g, Math.abs(x)));
    const e = this.shape.esize;
    for (const s of this.scheds) {
      for (const o of s.ops) {
        if (o.kind === 'copy') [o.dst.off, o.src.off, o.bytes].forEach(add);
        else if (o.kind === 'copyx') [o.dst.off, o.bytes].forEach(add);
        else if (o.kind === 'reduce') [o.dst.off, o.src.off, o.count * e].forEach(add);
        else if (o.kind === 'reduce3') [o.dst.off, o.a.off, o.b.off, o.count * e].forEach(add);
      }
    }
    for (const c of this.rc) {
      [c.send ?? 0, c.recv ?? 0].forEach(add);
      for (const x of c.input) [x.off, x.len, x.xoff].forEach(add);
      for (const x of c.result) [x.off, x.len, x.xoff].forEach(add);
      if (c.aux) c.aux.forEach(add);
    }
    add(this.opts.tmpBytes);
    return g || 1;
  }

  protected seq(call: number): number {
    return this.firstSeq + call;
  }

  protected base(call: number): number {
    return Math.imul(this.seq(call), STEPS) | 0;
  }

  // ── events and messages ──

  protected event(q: number, pc: number): number {
    const R = this.r[q];
    R.vc[q]++;
    this.evRank.push(q);
    this.evCall.push(R.call);
    this.evPc.push(pc);
    return this.evRank.length - 1;
  }

  protected evText(ev: number): string {
    const q = this.evRank[ev];
    const call = this.evCall[ev];
    const pc = this.evPc[ev];
    const c = `call ${call}`;
    if (pc >= 0) return `rank ${q} op ${pc} (${formatOp(this.scheds[q].ops[pc])}) in ${c}`;
    if (pc === EV_INPUTS) return `rank ${q}'s caller writing its buffers before ${c}`;
    if (pc === EV_PUBLISH) return `rank ${q} publishing its buffers for ${c}`;
    if (pc === EV_RESULT) return `rank ${q}'s caller reading its result after ${c}`;
    if (pc === EV_AUX) return `rank ${q} writing its displacements for ${c}`;
    return `rank ${q} finishing ${c} (STEP_DONE)`;
  }

  protected opText(q: number): string {
    const R = this.r[q];
    return `rank ${q} op ${R.pc} (${formatOp(this.scheds[q].ops[R.pc])}) in call ${R.call}`;
  }

  protected describe(tag: number, mask: number): string {
    const g = this.g;
    const at = offOf(tag) * g;
    const bytes = g === 1 ? `byte ${at}` : `bytes ${at}..${at + g - 1}`;
    switch (kindOf(tag)) {
      case INPUT:
        return mask & (mask - 1)
          ? `input ${bytes} of ranks ${ranks(mask)} reduced (call ${callOf(tag)})`
          : `rank ${ranks(mask)}'s input ${bytes} (call ${callOf(tag)})`;
      case JUNK:
        return `what rank ${ranks(mask)}'s caller left at ${bytes} of a buffer before call ${callOf(tag)}`;
      default:
        return `never-written scratch ${bytes} of rank ${ranks(mask)}`;
    }
  }

  protected range(m: Mem, unit: number, n = 1): string {
    const a = unit * this.g;
    const b = (unit + n) * this.g - 1;
    return `${m.what} ${a === b ? `byte ${a}` : `bytes ${a}..${b}`}`;
  }

  // ── memory ──

  protected ordered(q: number, t: number, clock: number): boolean {
    return t === q || clock <= this.r[q].vc[t];
  }

  protected race(m: Mem, unit: number, ev: number, what: string, other: number, otherWhat: string): never {
    throw new SimError(
      'race',
      `race on ${this.range(m, unit)}: ${this.evText(other)} ${otherWhat} it, ` +
        `${this.evText(ev)} ${what} it, and neither happens before the other`,
    );
  }

  protected readUnits(m: Mem, lo: number, n: number, q: number, ev: number, tag: Int32Array, mask: Int32Array): void {
    const clk = this.r[q].vc[q];
    const p = this.p;
    for (let i = 0; i < n; i++) {
      const u = lo + i;
      const w = m.wRank[u];
      if (w >= 0 && !this.ordered(q, w, m.wClock[u])) this.race(m, u, ev, 'reads', m.wEv[u], 'writes');
      m.readers[u] |= 1 << q;
      m.rClock[u * p + q] = clk;
      m.rEv[u * p + q] = ev;
      tag[i] = m.tag[u];
      mask[i] = m.mask[u];
    }
  }

  protected writeUnits(m: Mem, lo: number, n: number, q: number, ev: number, tag: Int32Array, mask: Int32Array): void {
    const clk = this.r[q].vc[q];
    const p = this.p;
    for (let i = 0; i < n; i++) {
      const u = lo + i;
      const w = m.wRank[u];
      if (w >= 0 && !this.ordered(q, w, m.wClock[u])) this.race(m, u, ev, 'writes', m.wEv[u], 'writes');
      const rd = m.readers[u];
      if (rd & ~(1 << q)) {
        for (let t = 0; t < p; t++) {
          if (t !== q && rd & (1 << t) && !this.ordered(q, t, m.rClock[u * p + t]))
            this.race(m, u, ev, 'writes', m.rEv[u * p + t], 'reads');
        }
      }
      m.readers[u] = 0;
      m.wRank[u] = q;
      m.wClock[u] = clk;
      m.wEv[u] = ev;
      m.tag[u] = tag[i];
      m.mask[u] = mask[i];
    }
  }

  protected scratch(n: number): void {
    if (this.ta.length < n) {
      this.ta = new Int32Array(n);
      this.ma = new Int32Array(n);
      this.tb = new Int32Array(n);
      this.mb = new Int32Array(n);
    }
  }

  /** The buffer a reference names in rank q's current call, checked: bound, published to q. */
  protected resolve(q: number, owner: number, buf: BufId): Mem {
    const R = this.r[q];
    if (owner < 0 || owner >= this.p)
      throw new SimError('bounds', `${this.opText(q)} names rank ${owner} of ${this.p}`);
    const O = this.r[owner];
    if (owner !== q) {
      const pub = O.published[R.call];
      if (pub === undefined || pub > R.vc[owner]) {
        throw new SimError(
          'pointers',
          `${this.opText(q)} uses rank ${owner}'s ${BUF_NAMES[buf]} buffer before rank ${owner} ` +
            `published its buffers for this call (no wait on rank ${owner} in this call comes first)`,
        );
      }
    }
    const parity = this.seq(R.call) & 1;
    const m = buf === BUF_SEND ? O.send : buf === BUF_RECV ? O.recv : buf === BUF_TMP ? O.tmp[parity] : O.auxMem;
    if (m === null) {
      const why = buf === BUF_TMP ? 'the algorithm needs no scratch for this call' : 'this call binds none there';
      throw new SimError('unbound', `${this.opText(q)} uses rank ${owner}'s ${BUF_NAMES[buf]} buffer, but ${why}`);
    }
    return m;
  }

  /** Units [lo, lo + n) of an access of `bytes` at `off` of m, checked to lie inside it. */
  protected span(q: number, m: Mem, off: number, bytes: number): [number, number] {
    if (off < 0 || bytes < 0 || off + bytes > m.bytes) {
      throw new SimError(
        'bounds',
        `${this.opText(q)} touches bytes ${off}..${off + bytes - 1} of ${m.what}, which holds ${m.bytes}`,
      );
    }
    return [off / this.g, bytes / this.g];
  }

  protected access(q: number, a: BufAt, bytes: number): [Mem, number, number] {
    const m = this.resolve(q, a.rank, a.buf);
    const [lo, n] = this.span(q, m, a.off, bytes);
    return [m, lo, n];
  }
}
