// The public window of one-sided communication (MPI 4.1 chapter 12): its four creations, the
// communication calls (ops.ts), the synchronisations (sync.ts), shared-memory queries and dynamic
// attachment. The state behind it is Inner (inner.ts); docs/guide/rma.md describes the semantics.
import { fail, show } from '../errors.js';
import { Comm } from '../comm/comm.js';
import { spansProcs } from '../comm/world.js';
import type { Group } from '../group/group.js';
import { Request } from '../request/request.js';
import { Status } from '../request/status.js';
import { isTypedArray, typedArrayCtor, type TypedArray } from '../datatype/type.js';
import { WIN_FLAVOR_ALLOCATE, WIN_FLAVOR_CREATE, WIN_FLAVOR_DYNAMIC, WIN_FLAVOR_SHARED } from '../core/abi.js';
import { makeState, releaseState, type OwnSeg } from './create.js';
import { Inner } from './inner.js';
import { Staged } from './staged.js';
import { Dynamic, newTable } from './dynamic.js';
import type { RmaOpts } from './args.js';
import type { Op, OpName } from '../coll/op.js';
import * as ops from './ops.js';
import * as sync from './sync.js';
import { Landing } from './landing.js';

export type WinFlavor = 'allocate' | 'create' | 'shared' | 'dynamic';
const FLAVORS: WinFlavor[] = ['allocate', 'allocate', 'create', 'shared', 'dynamic'];

type ArrayCtor<T extends TypedArray> = new (buffer: ArrayBufferLike, byteOffset: number, length: number) => T;

function commArg(comm: unknown, call: string): Comm {
  if (!(comm instanceof Comm)) fail('ERR_COMM', `${call}: expected a Comm, got ${show(comm)}`);
  comm.live(call);
  return comm;
}

function intArg(v: unknown, call: string, what: string, min: number, code: 'ERR_COUNT' | 'ERR_ARG'): number {
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < min)
    fail(code, `${call}: ${what} must be an integer >= ${min}, got ${show(v)}`);
  return v;
}

/** A window of one-sided communication: memory of every rank of a communicator that the others
 *  read and write with put, get and the accumulates, inside access epochs (fence, post/start/
 *  complete/wait, lock/unlock). */
export class Win {
  /** @internal */
  private readonly i: Inner;
  /** The communicator the window was made over. */
  readonly comm: Comm;
  /** How the window was made. */
  readonly flavor: WinFlavor;

  private constructor(comm: Comm, i: Inner) {
    this.comm = comm;
    this.i = i;
    this.flavor = FLAVORS[i.st.flavor];
  }

  private static made(comm: Comm, flavor: number, own: OwnSeg, contiguous = true): Win {
    return new Win(comm, new Inner(makeState(comm, flavor, own, contiguous)));
  }

  /** A window of `bytes` fresh bytes (zeroed) of the world's shared memory at each rank (collective). */
  static allocate(comm: Comm, bytes: number, { dispUnit = 1 }: { dispUnit?: number } = {}): Win {
    const call = 'Win.allocate';
    const c = commArg(comm, call);
    intArg(bytes, call, 'bytes', 0, 'ERR_COUNT');
    intArg(dispUnit, call, 'dispUnit', 1, 'ERR_ARG');
    const base = bytes > 0 ? c.alloc(Uint8Array, bytes).byteOffset : 0;
    const win = Win.made(c, WIN_FLAVOR_ALLOCATE, { base, bytes, dispUnit, dyn: 0 });
    win.i.ownSeg = base;
    return win;
  }

  /** A window of each rank's `buf` (collective). An array in the world's memory (comm.alloc) is
   *  used as it is; any other is exposed through a shared copy kept in step with it at the owner's
   *  synchronisation calls (the separate memory model: `model`). */
  static create(comm: Comm, buf: TypedArray, { dispUnit }: { dispUnit?: number } = {}): Win {
    const call = 'Win.create';
    const c = commArg(comm, call);
    if (!isTypedArray(buf)) fail('ERR_BUFFER', `${call}: expected a TypedArray, got ${show(buf)}`);
    const unit = intArg(dispUnit ?? buf.BYTES_PER_ELEMENT, call, 'dispUnit', 1, 'ERR_ARG');
    const bytes = buf.byteLength;
    const owned = c.w.core.owns(buf);
    const base = owned ? buf.byteOffset : bytes > 0 ? c.w.t.alloc(bytes, `${call}: the copy of ${show(buf)}`) : 0;
    const win = Win.made(c, WIN_FLAVOR_CREATE, { base, bytes, dispUnit: unit, dyn: 0 });
    if (!owned && bytes > 0) {
      win.i.staged.push(new Staged(c.w.core, buf, base));
      win.i.ownSeg = base;
    }
    return win;
  }

  /** A window whose segments, one per rank, lie in one block of the world's memory, so that every
   *  rank reads and writes the others' with plain loads and stores (sharedQuery). All ranks must
   *  run in one process. `contiguous: false` puts each segment on a cache line of its own. */
  static allocateShared(
    comm: Comm,
    bytes: number,
    { dispUnit = 1, contiguous = true }: { dispUnit?: number; contiguous?: boolean } = {},
  ): Win {
    const call = 'Win.allocateShared';
    const c = commArg(comm, call);
    intArg(bytes, call, 'bytes', 0, 'ERR_COUNT');
    intArg(dispUnit, call, 'dispUnit', 1, 'ERR_ARG');
    if (spansProcs(c.w, c.members))
      fail(
        'ERR_RMA_SHARED',
        `${call} over ${c.name}: its ranks run in several processes: expected a communicator of one process ` +
          "(comm.splitType('shared'))",
      );
    return Win.made(c, WIN_FLAVOR_SHARED, { base: -1, bytes, dispUnit, dyn: 0 }, contiguous);
  }

  /** A window without memory (collective): each rank attaches arrays (attach) and the origins name
   *  them by the addresses attach returned. */
  static createDynamic(comm: Comm): Win {
    const c = commArg(comm, 'Win.createDynamic');
    const table = newTable(c.w);
    const win = Win.made(c, WIN_FLAVOR_DYNAMIC, { base: 0, bytes: 0, dispUnit: 1, dyn: table });
    win.i.dyn = new Dynamic(win.i.st, table, win.i.staged, win.i.a.whereFn);
    return win;
  }

  // ───────────────────────────── attributes ─────────────────────────────

  /** The window's name (default `win(<comm name>)#<n>`); error messages give it. */
  get name(): string {
    return this.i.st.name;
  }
  set name(v: string) {
    this.i.st.name = String(v);
  }
  /** Bytes of the caller's segment. */
  get size(): number {
    return this.i.st.bytes[this.i.st.rank];
  }
  /** The caller's displacement unit. */
  get dispUnit(): number {
    return this.i.st.dispUnit[this.i.st.rank];
  }
  get group(): Group {
    return this.comm.group;
  }
  /** 'separate' when an array outside the world's memory is exposed through a copy (Win.create,
   *  attach), else 'unified'. */
  get model(): 'unified' | 'separate' {
    return this.i.staged.length > 0 ? 'separate' : 'unified';
  }

  /** A view of window rank `rank`'s segment, which runs in this process (any flavor but dynamic). */
  sharedQuery<T extends TypedArray = Uint8Array>(rank: number, ArrayType?: ArrayCtor<T>): T {
    const i = this.i;
    i.live('sharedQuery');
    const r = i.rankArg(rank, 'sharedQuery', false);
    if (i.st.local[r] === 0)
      fail(
        'ERR_RMA_SHARED',
        `${i.a.where('sharedQuery')}: target ${r} runs in another process: expected a rank of this process`,
      );
    return this.view(r, ArrayType, 'sharedQuery');
  }

  /** A view of the caller's own segment (its shared copy when the window stages the array). */
  local<T extends TypedArray = Uint8Array>(ArrayType?: ArrayCtor<T>): T {
    this.i.live('local');
    return this.view(this.i.st.rank, ArrayType, 'local');
  }

  private view<T extends TypedArray>(r: number, ArrayType: ArrayCtor<T> | undefined, call: string): T {
    const st = this.i.st;
    if (st.flavor === WIN_FLAVOR_DYNAMIC)
      fail('ERR_ARG', `${this.i.a.where(call)}: a dynamic window has no segment: expected the arrays attached to it`);
    const C = (ArrayType === undefined ? Uint8Array : typedArrayCtor(ArrayType, call)) as unknown as ArrayCtor<T> & {
      BYTES_PER_ELEMENT: number;
    };
    const base = st.base[r];
    if (base % C.BYTES_PER_ELEMENT !== 0)
      fail(
        'ERR_ARG',
        `${this.i.a.where(call)}: target ${r}'s segment starts at address ${base}, not aligned for ${C.name}: ` +
          'expected a type of smaller elements (or contiguous: false)',
      );
    return new C(st.core.buffer(), base, Math.floor(st.bytes[r] / C.BYTES_PER_ELEMENT));
  }

  /** Dynamic windows: exposes `buf`; returns its displacement (an address) for the origins. */
  attach(buf: TypedArray): number {
    const i = this.i;
    i.live('attach');
    if (i.dyn === null) fail('ERR_RMA_ATTACH', `${i.a.where('attach')}: expected a dynamic window (Win.createDynamic)`);
    return i.dyn.attach(buf, 'attach');
  }

  /** Dynamic windows: withdraws `buf` (attached before). */
  detach(buf: TypedArray): void {
    const i = this.i;
    i.live('detach');
    if (i.dyn === null) fail('ERR_RMA_ATTACH', `${i.a.where('detach')}: expected a dynamic window (Win.createDynamic)`);
    i.dyn.detach(buf, 'detach');
  }

  /** Frees the window (collective); no epoch may be open. */
  free(): void {
    const i = this.i;
    i.live('free');
    if (i.ep.busy) i.ep.without('free', `${i.ep.openKind()} is open: expected it ended before free`);
    i.close();
    releaseState(i.st);
    i.toArray();
    const core = i.st.core;
    if (i.ownSeg !== 0) core.x.shmFree(i.ownSeg);
    i.dyn?.release();
    i.a.so.release();
    i.a.sc.release();
    i.a.sr.release();
    i.freed = true;
  }

  // ───────────────────────────── communication ─────────────────────────────

  /** Writes `origin` to `target`'s segment at `targetDisp` (in its displacement units). */
  put(origin: TypedArray, target: number, targetDisp = 0, opts?: RmaOpts): void {
    ops.put(this.i, origin, target, targetDisp, opts, 'put');
  }
  /** Reads `target`'s segment at `targetDisp` into `result`. */
  get(result: TypedArray, target: number, targetDisp = 0, opts?: RmaOpts): void {
    ops.get(this.i, result, target, targetDisp, opts, 'get');
  }
  /** Combines `origin` into `target`'s segment element by element with `op` (atomic per element). */
  accumulate(origin: TypedArray, target: number, targetDisp: number, op: OpName | Op, opts?: RmaOpts): void {
    ops.accumulate(this.i, origin, target, targetDisp, op, opts, 'accumulate');
  }
  /** accumulate that returns the target's former values in `result` ('no_op': an atomic get). */
  getAccumulate(
    origin: TypedArray | null,
    result: TypedArray,
    target: number,
    targetDisp: number,
    op: OpName | Op,
    opts?: RmaOpts,
  ): void {
    ops.getAccumulate(this.i, origin, result, target, targetDisp, op, opts, 'getAccumulate');
  }
  /** One element of origin's type: result = target's value, target op= origin[0], atomically. */
  fetchAndOp(origin: TypedArray | null, result: TypedArray, target: number, targetDisp: number, op: OpName | Op): void {
    ops.fetchAndOp(this.i, origin, result, target, targetDisp, op, 'fetchAndOp');
  }
  /** One element: result = target's value; the target takes origin[0] when it equalled compare[0]. */
  compareAndSwap(
    origin: TypedArray,
    compare: TypedArray,
    result: TypedArray,
    target: number,
    targetDisp: number,
  ): void {
    ops.compareAndSwap(this.i, origin, compare, result, target, targetDisp, 'compareAndSwap');
  }

  private done(call: string): Request {
    return Request.completed(this.i.st.t, call, this.i.st.name, Status.EMPTY);
  }
  /** put, with a request (complete when the origin buffer may be reused). */
  rput(origin: TypedArray, target: number, targetDisp = 0, opts?: RmaOpts): Request {
    ops.put(this.i, origin, target, targetDisp, opts, 'rput');
    return this.done('rput');
  }
  /** A target of another process: its result lands after the call returns. */
  private landing(target: unknown): Landing | null {
    const st = this.i.st;
    return typeof target === 'number' && st.local[target] === 0
      ? new Landing(st.members[target], st.syncComm.ctx)
      : null;
  }
  private landed(l: Landing | null, call: string): Request {
    return l === null ? this.done(call) : Request.make(this.i.st.t, call, this.i.st.name, l);
  }
  /** get, with a request (complete when the result has arrived). */
  rget(result: TypedArray, target: number, targetDisp = 0, opts?: RmaOpts): Request {
    const l = this.landing(target);
    ops.get(this.i, result, target, targetDisp, opts, 'rget', l?.note ?? null);
    return this.landed(l, 'rget');
  }
  raccumulate(origin: TypedArray, target: number, targetDisp: number, op: OpName | Op, opts?: RmaOpts): Request {
    ops.accumulate(this.i, origin, target, targetDisp, op, opts, 'raccumulate');
    return this.done('raccumulate');
  }
  rgetAccumulate(
    origin: TypedArray | null,
    result: TypedArray,
    target: number,
    targetDisp: number,
    op: OpName | Op,
    opts?: RmaOpts,
  ): Request {
    const l = this.landing(target);
    ops.getAccumulate(this.i, origin, result, target, targetDisp, op, opts, 'rgetAccumulate', l?.note ?? null);
    return this.landed(l, 'rgetAccumulate');
  }

  // ───────────────────────────── synchronisation ─────────────────────────────

  /** Ends the fence epoch and starts the next (collective); `assert`: MODE_* bits. */
  fence(assert = 0): void {
    sync.fence(this.i, assert);
  }
  /** Exposes the window to the ranks of `group` (until wait or test). */
  post(group: Group, assert = 0): void {
    sync.post(this.i, group, assert);
  }
  /** Starts an access epoch to the ranks of `group` (waits for their post). */
  start(group: Group, assert = 0): void {
    sync.start(this.i, group, assert);
  }
  /** Ends the access epoch of start. */
  complete(): void {
    sync.complete(this.i);
  }
  /** Ends the exposure epoch of post (waits for every origin's complete). */
  wait(): void {
    sync.wait(this.i);
  }
  /** wait that does not block: true when the exposure epoch has ended. */
  test(): boolean {
    return sync.test(this.i);
  }
  /** Starts a passive-target epoch to `target`. */
  lock(target: number, type: 'exclusive' | 'shared' = 'exclusive', assert = 0): void {
    sync.lock(this.i, target, type, assert);
  }
  unlock(target: number): void {
    sync.unlock(this.i, target);
  }
  /** A shared lock of every rank. */
  lockAll(assert = 0): void {
    sync.lockAll(this.i, assert);
  }
  unlockAll(): void {
    sync.unlockAll(this.i);
  }
  /** Completes the operations to `target` at the target and the origin. */
  flush(target: number): void {
    sync.flush(this.i, target, false);
  }
  flushAll(): void {
    sync.flushAll(this.i, false);
  }
  /** Completes the operations to `target` at the origin (its buffers may be reused). */
  flushLocal(target: number): void {
    sync.flush(this.i, target, true);
  }
  flushLocalAll(): void {
    sync.flushAll(this.i, true);
  }
  /** Brings the caller's staged arrays and their copies in step (the separate model). */
  sync(): void {
    sync.sync(this.i);
  }

  toString(): string {
    return this.name;
  }
}
