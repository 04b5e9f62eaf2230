// Argument normalisation of the one-sided calls, into records reused per window (a warm call on
// TypedArrays makes no object): the origin's packed bytes (staged into shared memory when the
// array lives outside it), the result's destination, and the target side (TargetSpec) with its
// checks. Error messages are built only when one is raised.
import { fail, show } from '../errors.js';
import { normBuf, type Buf, type BufOpts } from '../datatype/buffer.js';
import { Datatype } from '../datatype/type.js';
import { pack, programIn, span, unpack } from '../datatype/pack.js';
import { PROC_NULL } from '../constants.js';
import { WIN_FLAVOR_DYNAMIC } from '../core/abi.js';
import type { TargetSpec } from './engine.js';
import type { WinState } from './state.js';
import { Scratch } from './scratch.js';
import { inRegion } from './dynamic.js';

/** Options of put, get and the accumulates: the origin's, the target's and the result's counts and
 *  datatypes (derived types on every side). Defaults: the origin array's whole length in its
 *  element type; the target the same type and count; the result as the origin. */
export interface RmaOpts {
  count?: number;
  datatype?: Datatype;
  targetCount?: number;
  targetDatatype?: Datatype;
  resultCount?: number;
  resultDatatype?: Datatype;
}

/** The accumulate element type of `type`: its own code for a named type (pairs included), the one
 *  base type of a derived type; 0 when it mixes base types. */
export function elemOf(type: Datatype): number {
  if (type.code !== 0) return type.code;
  const b = type.baseType;
  return b === null ? 0 : b.code;
}

/** Copies a result's packed bytes at `addr` (`view`: a view of them) into the user's buffer `b`
 *  (its first element only when `elem` > 0: that many bytes). */
function copyOut(st: WinState, b: Buf, addr: number, elem: number, view: Uint8Array): void {
  const core = st.core;
  if (elem > 0) for (let i = 0; i < elem; i++) b.view[i] = view[i];
  else if (b.user === undefined) b.view.set(view);
  else if (core.owns(b.user)) core.x.dtUnpack(programIn(core, b.type), b.count, addr, b.user.byteOffset);
  else unpack(view, b.user, b.count, b.type);
}

export class Args {
  /** The target side of the call being made. */
  readonly t: TargetSpec = { rank: 0, world: 0, offset: 0, type: Datatype.BYTE, count: 0, bytes: 0, elem: 0 };
  /** Bytes the target side touches, from t.offset: [lo, hi). */
  lo = 0;
  hi = 0;
  /** The origin side: its type, count and packed bytes. */
  otype: Datatype = Datatype.BYTE;
  ocount = 0;
  obytes = 0;
  /** Staging of origins, compare values and results that live outside the world's memory. */
  readonly so: Scratch;
  readonly sc: Scratch;
  readonly sr: Scratch;
  /** The result of the call being made: its buffer, whether it is staged, and how (an element). */
  private rb: Buf | null = null;
  private rStaged = false;
  private rElem = 0;
  /** The result's type (getAccumulate checks its element type). */
  rtype: Datatype = Datatype.BYTE;
  // an options object handed to normBuf for the result side (rewritten per call)
  private readonly ro: BufOpts = { count: undefined, datatype: undefined };
  readonly whereFn: (call: string) => string;

  constructor(private readonly st: WinState) {
    this.so = new Scratch(st.core, st.t, 'staging a one-sided origin');
    this.sc = new Scratch(st.core, st.t, 'staging a compare value');
    this.sr = new Scratch(st.core, st.t, 'staging a one-sided result');
    this.whereFn = (call) => this.where(call);
  }

  where(call: string): string {
    return `${call} on ${this.st.name} (rank ${this.st.rank} of ${this.st.size})`;
  }

  // ───────────────────────────── origin ─────────────────────────────

  /** The origin buffer of put and the accumulates: the address of its packed bytes. */
  origin(buf: unknown, opts: RmaOpts | undefined, call: string): number {
    const o = opts === undefined || (opts.count === undefined && opts.datatype === undefined) ? undefined : opts;
    const b = normBuf(this.st.core, buf, o, this.whereFn, call, 'the origin buffer');
    this.side(b, call, 'the origin buffer');
    return this.stageIn(b, this.so);
  }

  private side(b: Buf, call: string, what: string): void {
    if (b.type === Datatype.VALUE)
      fail('ERR_TYPE', `${this.where(call)}: ${what} is typed Datatype.VALUE, which has no memory layout`);
    this.otype = b.type;
    this.ocount = b.count;
    this.obytes = b.bytes;
  }

  private stageIn(b: Buf, s: Scratch): number {
    const core = this.st.core;
    const user = b.user;
    if (user === undefined) {
      if (b.ptr >= 0) return b.ptr;
      const at = s.need(b.bytes);
      s.view(b.bytes).set(b.view);
      return at;
    }
    // a derived type that is not contiguous: packed into the staging
    const at = s.need(b.bytes);
    if (core.owns(user)) core.x.dtPack(programIn(core, b.type), b.count, user.byteOffset, at);
    else pack(user, b.count, b.type, s.view(b.bytes));
    return at;
  }

  /** One element of `buf`'s type (fetchAndOp, compareAndSwap): its address. `origin`: it sets the
   *  origin side; otherwise its type must be the origin's. */
  elem(buf: unknown, call: string, what: string, s: Scratch, origin: boolean): number {
    const b = normBuf(this.st.core, buf, undefined, this.whereFn, call, what);
    const n = b.type.size;
    if (b.bytes < n) fail('ERR_COUNT', `${this.where(call)}: ${what} ${show(buf)} holds no element: expected one`);
    if (origin) {
      this.side(b, call, what);
      this.ocount = 1;
      this.obytes = n;
    } else if (b.type !== this.otype) {
      fail(
        'ERR_TYPE',
        `${this.where(call)}: ${what} holds ${b.type.name} but the origin holds ${this.otype.name}: expected the same type`,
      );
    }
    if (b.ptr >= 0) return b.ptr;
    const at = s.need(n);
    const u8 = s.u8;
    for (let i = 0; i < n; i++) u8[i] = b.view[i];
    return at;
  }

  // ───────────────────────────── result ─────────────────────────────

  /** The result buffer (get, getAccumulate): where the engine writes its packed bytes. For get it
   *  is the origin side too (`origin`). */
  result(
    buf: unknown,
    count: number | undefined,
    datatype: Datatype | undefined,
    call: string,
    origin: boolean,
  ): number {
    let o: BufOpts | undefined;
    if (count !== undefined || datatype !== undefined) {
      o = this.ro;
      o.count = count;
      o.datatype = datatype;
    }
    const what = origin ? 'the origin buffer' : 'the result buffer';
    const b = normBuf(this.st.core, buf, o, this.whereFn, call, what);
    if (origin) this.side(b, call, what);
    else if (b.bytes !== this.obytes) {
      fail(
        'ERR_COUNT',
        `${this.where(call)}: the result buffer takes ${b.bytes} packed bytes (${b.count} of ${b.type.name}) but ` +
          `the origin has ${this.obytes} (${this.ocount} of ${this.otype.name}): expected as many`,
      );
    }
    this.rb = b;
    this.rtype = b.type;
    this.rElem = 0;
    if (b.user === undefined && b.ptr >= 0) {
      this.rStaged = false;
      return b.ptr;
    }
    this.rStaged = true;
    return this.sr.need(b.bytes);
  }

  /** The one-element result of fetchAndOp and compareAndSwap. */
  resultElem(buf: unknown, call: string): number {
    const b = normBuf(this.st.core, buf, undefined, this.whereFn, call, 'the result buffer');
    const n = this.obytes;
    if (b.type !== this.otype || b.bytes < n) {
      fail(
        'ERR_TYPE',
        `${this.where(call)}: the result buffer ${show(buf)} must hold one ${this.otype.name} (the origin's type)`,
      );
    }
    this.rb = b;
    this.rtype = b.type;
    this.rElem = n;
    if (b.ptr >= 0) {
      this.rStaged = false;
      return b.ptr;
    }
    this.rStaged = true;
    return this.sr.need(n);
  }

  /** Copies a staged result into the user's buffer, once the engine has written it. */
  resultOut(): void {
    if (!this.rStaged) return;
    const b = this.rb!;
    copyOut(this.st, b, this.sr.addr, this.rElem, this.sr.view(this.rElem > 0 ? this.rElem : b.bytes));
  }

  /** Address of the block of the last later(). */
  laterAddr = 0;

  /** A staged result that lands after the call returns (a target of another process): a block of
   *  its own, and what copies it out and frees it once it has landed. */
  later(): () => void {
    const b = this.rb!;
    const elem = this.rElem;
    const n = elem > 0 ? elem : b.bytes;
    const st = this.st;
    const addr = st.t.alloc(Math.max(n, 1), 'a one-sided result');
    this.laterAddr = addr;
    return () => {
      copyOut(st, b, addr, elem, new Uint8Array(st.core.buffer(), addr, n));
      st.core.x.shmFree(addr);
    };
  }

  /** Whether the result of the call being made is staged (copied out by resultOut). */
  get staged(): boolean {
    return this.rStaged;
  }

  // ───────────────────────────── target ─────────────────────────────

  /** Checks the target side and fills `t`; false for PROC_NULL (the call does nothing). `acc`:
   *  an accumulate, whose element types must agree. */
  target(rank: unknown, disp: unknown, opts: RmaOpts | undefined, call: string, acc: boolean): boolean {
    const st = this.st;
    const t = this.t;
    if (typeof rank !== 'number' || !(rank >= 0 && rank < st.size) || (rank | 0) !== rank) {
      if (rank === PROC_NULL) return false;
      fail(
        'ERR_RANK',
        `${this.where(call)}: target ${show(rank)} is out of range: expected an integer 0 <= target < ${st.size} or PROC_NULL`,
      );
    }
    if (typeof disp !== 'number' || !(disp >= 0) || !Number.isSafeInteger(disp)) {
      fail(
        'ERR_ARG',
        `${this.where(call)}: target ${rank} displacement ${show(disp)} is invalid: expected a non-negative integer`,
      );
    }
    let type = this.otype;
    let count = this.ocount;
    if (opts !== undefined && (opts.targetDatatype !== undefined || opts.targetCount !== undefined)) {
      type = this.targetType(opts, rank, call);
      count = this.targetCount(opts, type, rank, call);
    }
    if (type.size * count !== this.obytes) {
      fail(
        'ERR_COUNT',
        `${this.where(call)}: target ${rank} at displacement ${disp}: the target side is ${count} of ${type.name} ` +
          `(${type.size * count} packed bytes) but the origin side is ${this.ocount} of ${this.otype.name} ` +
          `(${this.obytes} bytes): expected as many packed bytes`,
      );
    }
    let elem = 0;
    if (acc) {
      elem = elemOf(this.otype);
      if (elem === 0 || elemOf(type) !== elem) this.badElem(type, rank, disp, call);
    }
    const dyn = st.flavor === WIN_FLAVOR_DYNAMIC;
    const offset = dyn ? disp : disp * st.dispUnit[rank];
    let lo = 0,
      hi = this.obytes;
    if (type.isDerived && count > 0) {
      const sp = span(type, count)!;
      lo = sp[0];
      hi = sp[1];
    }
    if (hi > lo) {
      if (dyn) {
        if (st.local[rank] === 1 && !inRegion(st, rank, offset + lo, offset + hi))
          this.outOfRange(rank, disp, offset + lo, offset + hi, call, true);
      } else if (offset + lo < 0 || offset + hi > st.bytes[rank]) {
        this.outOfRange(rank, disp, offset + lo, offset + hi, call, false);
      }
    }
    this.lo = lo;
    this.hi = hi;
    t.rank = rank;
    t.world = st.members[rank];
    t.offset = offset;
    t.type = type;
    t.count = count;
    t.bytes = this.obytes;
    t.elem = elem;
    return true;
  }

  private targetType(opts: RmaOpts, rank: number, call: string): Datatype {
    const type = opts.targetDatatype;
    if (type === undefined) return this.otype;
    if (!(type instanceof Datatype) || type === Datatype.VALUE)
      fail(
        'ERR_TYPE',
        `${this.where(call)}: targetDatatype must be a Datatype (Datatype.INT32, ...), got ${show(type)}`,
      );
    if (!type.committed)
      fail(
        'ERR_TYPE',
        `${this.where(call)}: targetDatatype ${type.name} (target ${rank}) is not committed: call .commit() on it first`,
      );
    return type;
  }

  private targetCount(opts: RmaOpts, type: Datatype, rank: number, call: string): number {
    const c = opts.targetCount;
    if (c === undefined) {
      // as many items as the origin's packed bytes make
      if (type === this.otype) return this.ocount;
      return type.size === 0 ? 0 : Math.floor(this.obytes / type.size);
    }
    if (typeof c !== 'number' || !Number.isInteger(c) || c < 0 || c > 2 ** 31 - 1)
      fail(
        'ERR_COUNT',
        `${this.where(call)}: targetCount ${show(c)} (target ${rank}) is invalid: expected a non-negative integer`,
      );
    return c;
  }

  private badElem(type: Datatype, rank: number, disp: number, call: string): never {
    const o = elemOf(this.otype);
    if (o === 0)
      fail(
        'ERR_TYPE',
        `${this.where(call)}: target ${rank} at displacement ${disp}: the origin type ${this.otype.name} mixes ` +
          'base types: an accumulate needs one base type',
      );
    fail(
      'ERR_TYPE',
      `${this.where(call)}: target ${rank} at displacement ${disp}: the origin's elements are ` +
        `${this.otype.baseType?.name ?? this.otype.name} but the ` +
        `target type ${type.name} holds ${type.baseType?.name ?? 'several base types'}: expected the same base type`,
    );
  }

  private outOfRange(rank: number, disp: number, lo: number, hi: number, call: string, dyn: boolean): never {
    const st = this.st;
    if (dyn)
      fail(
        'ERR_RMA_RANGE',
        `${this.where(call)}: target ${rank} at displacement (address) ${disp}: bytes ${lo} to ${hi} lie outside ` +
          'every region attached to the dynamic window: expected addresses returned by attach on the target',
      );
    fail(
      'ERR_RMA_RANGE',
      `${this.where(call)}: target ${rank} at displacement ${disp} (unit ${st.dispUnit[rank]}): bytes ${lo} to ${hi} ` +
        `lie past the target's segment of ${st.bytes[rank]} bytes: expected bytes within 0 to ${st.bytes[rank]}`,
    );
  }
}
