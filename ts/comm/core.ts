// What every communicator is on its own: its members, peers and context, its name, argument checks,
// rank translation and error messages, the statuses of messages and the probes that report them
// without receiving, shared-memory allocation, abort. Point-to-point (base.ts)
// and the collectives and construction calls (comm.ts) are built on it. This layer never touches
// Atomics or memory layout (ts/transport does).
import { fail, show } from '../errors.js';
import { Datatype, datatypeByCode, typedArrayCtor, type TypedArray } from '../datatype/type.js';
import { Status } from '../request/status.js';
import type { MsgInfo } from '../transport/transport.js';
import { countOf } from './recv_status.js';
import { Group } from '../group/group.js';
import { ANY, type BlockDesc, OP_PROBE } from '../transport/blocked.js';
import { ANY_SOURCE, ANY_TAG, PROC_NULL, TAG_UB } from '../constants.js';
import { normBuf, type BufOpts, type Buf } from '../datatype/buffer.js';
import type { RankWorld } from './world.js';
import type { Resolved } from '../topology/neighborhood.js';
import type { CollSlot } from '../coll/coll_comm.js';
import { hwOf } from './hw.js';
import { rankAbort } from './abort.js';

export class CommCore {
  readonly rank: number;
  readonly size: number;
  /** @internal World ranks of the members, in communicator rank order. */
  readonly members: Int32Array;
  /** @internal World ranks that point-to-point ranks name: the members, or an inter-communicator's
   *  remote group. */
  readonly peers: Int32Array;
  /** @internal Context id of point-to-point traffic; collective traffic uses ctx + 1. */
  readonly ctx: number;
  name: string;
  /** @internal */
  protected freed = false;
  private readonly toLocal: Map<number, number>;
  /** @internal Builds "call on COMM (rank r of n)" for error messages, only when one is raised. */
  readonly whereFn: (call: string) => string;
  /** @internal The collective layer's state of this communicator (ts/coll/coll_comm.ts). */
  coll: CollSlot | null = null;
  /** @internal The topology's neighbourhood of this rank, resolved for the neighbourhood
   *  collectives (ts/comm/topo.ts sets it when it makes the communicator). */
  nbhd: Resolved | null = null;
  /** @internal A restrictive topology's neighbours (docs/guide/commit.md): `allowed[r]` is 1 when this
   *  rank may send to or receive from rank r; null: any rank. */
  allowed: Uint8Array | null = null;
  /** @internal Under a restrictive topology where not every rank neighbours every other: only the
   *  neighbourhood collectives are allowed (ts/coll/api/dispatch.ts, run). */
  collRestricted = false;
  /** @internal Set by a commit while it compiles declared collectives: a `*Init` then builds its
   *  plan and keeps it for later (ts/coll/exec/start.ts, precompile) instead of making a request. */
  precompiling: ((plan: unknown) => void) | null = null;

  /** @internal Communicators are made by init() and the construction calls (dup, split, ...). */
  constructor(
    /** @internal */
    readonly w: RankWorld,
    ctx: number,
    members: ArrayLike<number>,
    name: string,
    peers?: ArrayLike<number>,
  ) {
    this.ctx = ctx;
    this.members = Int32Array.from(members);
    this.size = this.members.length;
    this.rank = this.members.indexOf(w.rank);
    this.name = name;
    this.peers = peers === undefined ? this.members : Int32Array.from(peers);
    this.toLocal = new Map(Array.from(this.peers, (r, i) => [r, i]));
    this.whereFn = (call) => this.where(call);
  }

  get group(): Group {
    return Group.of(this.members, this.w.rank, hwOf(this.w));
  }

  /** The communicator's name. */
  toString(): string {
    return this.name;
  }

  // ───────────────────────────── checks ─────────────────────────────

  /** @internal */
  live(call: string): void {
    if (this.freed) fail('ERR_COMM', `${call}: communicator ${this.name} was freed`);
    if (this.w.finalized)
      fail('ERR_COMM', `${call}: rank ${this.w.rank} has called finalize(); no communication is possible after it`);
  }

  protected where(call: string): string {
    return `${call} on ${this.name} (rank ${this.rank} of ${this.size})`;
  }

  protected checkPeer(r: unknown, call: string, role: string, any: boolean): number {
    if (typeof r === 'number' && r >= 0 && r < this.peers.length && (r | 0) === r) {
      if (this.allowed === null || this.allowed[r] === 1) return r;
      this.notNeighbor(call, role, r);
    }
    if (r === PROC_NULL || (any && r === ANY_SOURCE)) return r;
    {
      fail(
        'ERR_RANK',
        `${this.where(call)}: ${role} ${show(r)} is out of range: expected an integer 0 <= ${role} < ${this.peers.length}` +
          `${any ? ', ANY_SOURCE' : ''} or PROC_NULL`,
      );
    }
    return r as number;
  }

  /** @internal ERR_TOPOLOGY: rank r is not a neighbour under a restrictive topology. */
  notNeighbor(call: string, role: string, r: number): never {
    const n: number[] = [];
    this.allowed!.forEach((a, q) => {
      if (a === 1) n.push(q);
    });
    return fail(
      'ERR_TOPOLOGY',
      `${this.where(call)}: ${role} ${r} is not a neighbour of rank ${this.rank} in the restrictive topology ` +
        `of ${this.name}: expected one of [${n.join(', ')}] or PROC_NULL`,
    );
  }

  protected checkTag(tag: unknown, call: string, any: boolean): number {
    if (typeof tag === 'number' && tag >= 0 && tag <= TAG_UB && (tag | 0) === tag) return tag;
    if (any && tag === ANY_TAG) return ANY;
    if (!Number.isInteger(tag) || (tag as number) < 0 || (tag as number) > TAG_UB) {
      fail(
        'ERR_TAG',
        `${this.where(call)}: tag ${show(tag)} is invalid: expected an integer 0 <= tag <= ${TAG_UB}` +
          `${any ? ' or ANY_TAG' : ''}`,
      );
    }
    return tag as number;
  }

  protected buf(buf: unknown, opts: BufOpts | undefined, call: string, what: string): Buf {
    return normBuf(this.w.core, buf, opts, this.whereFn, call, what);
  }

  /** Comm rank of a world rank (of the peers: an inter-communicator's remote group). */
  protected local(world: number): number {
    return this.toLocal.get(world) ?? -1;
  }

  // ───────────────────────────── memory ─────────────────────────────

  /** An array in the world's shared memory: sends and receives with it are zero-copy. */
  alloc<T extends TypedArray>(ctor: new (...a: never[]) => T, length: number): T {
    this.live('alloc');
    const C = typedArrayCtor(ctor, 'alloc');
    if (!Number.isInteger(length) || length < 0)
      fail('ERR_COUNT', `alloc: length must be a non-negative integer, got ${show(length)}`);
    const bytes = length * C.BYTES_PER_ELEMENT;
    const ptr = this.w.t.alloc(Math.max(bytes, 1), `alloc(${C.name}, ${length})`);
    this.w.core.u8.fill(0, ptr, ptr + bytes);
    return new C(this.w.core.buffer(), ptr, length) as T;
  }

  /** Returns an array from alloc() to the shared heap. */
  freeMem(arr: TypedArray): void {
    if (!ArrayBuffer.isView(arr) || !this.w.core.owns(arr) || this.w.core.x.shmFree(arr.byteOffset) !== 0) {
      fail('ERR_BUFFER', `freeMem: ${show(arr)} was not returned by alloc() (or was freed already)`);
    }
  }

  /** MPI_Abort: ends every rank of the world (of every process of a job) with `code`, an integer:
   *  peers fail with ERR_PROC_FAILED naming this rank and the code, launch rejects with ERR_ABORT
   *  (`abortCode`), `wasmpi run` exits with the code clamped to 1..255. Never returns. */
  abort(code = 1): never {
    return rankAbort(this.w, code);
  }

  // ───────────────────────────── statuses and probes ─────────────────────────────

  // the checked source and tag of the last recvArgs (two numbers, not an object per call)
  protected rs = 0;
  protected rt = 0;

  /**
   * The Status of a message received from comm rank `source`. Statuses are immutable values, so the
   * last two made per source are kept and returned again when a message has the same tag and size
   * (a loop receiving the same shape of message makes no object per call).
   */
  protected statusOf(source: number, tag: number, bytes: number, type: Datatype): Status {
    const count = countOf(bytes, type);
    let c = this.stCache;
    if (c === null) c = this.stCache = new Array<Status | null>(2 * this.peers.length).fill(null);
    const i = 2 * source;
    const a = c[i],
      z = c[i + 1];
    if (a !== null && a.tag === tag && a.bytes === bytes && a.count === count) return a;
    if (z !== null && z.tag === tag && z.bytes === bytes && z.count === count) return z;
    const st = new Status(source, tag, count, bytes);
    c[i + 1] = a;
    c[i] = st;
    return st;
  }
  private stCache: (Status | null)[] | null = null;

  /** Checks a probe's arguments: the world rank to match (or ANY) in `rs`, the tag in `rt`; false
   *  for PROC_NULL. */
  protected probeArgs(source: unknown, tag: unknown, call: string): boolean {
    this.live(call);
    const s = this.checkPeer(source, call, 'source', true);
    this.rt = this.checkTag(tag, call, true);
    if (s === PROC_NULL) return false;
    this.rs = s === ANY_SOURCE ? ANY : this.peers[s];
    return true;
  }

  /** A queued message's Status: counted in its element type (bytes for a derived signature). */
  protected probeStatus(info: MsgInfo): Status {
    const type = datatypeByCode(info.dtype) ?? Datatype.BYTE;
    return this.statusOf(this.local(info.source), info.tag, info.bytes, type);
  }

  /** Blocks until a matching message is queued; returns its Status without receiving it. */
  probe(source: number = ANY_SOURCE, tag: number = ANY_TAG): Status {
    if (!this.probeArgs(source, tag, 'probe')) return Status.PROC_NULL;
    return this.probeStatus(this.awaitQueued(false));
  }

  /** The Status of a matching queued message, or undefined when there is none yet. */
  iprobe(source: number = ANY_SOURCE, tag: number = ANY_TAG): Status | undefined {
    if (!this.probeArgs(source, tag, 'iprobe')) return Status.PROC_NULL;
    const info = this.w.t.probe(this.rs, this.ctx, this.rt);
    return info === null ? undefined : this.probeStatus(info);
  }

  /** Waits for the message probeArgs described to be queued: probed, or taken out of matching
   *  (`matched`, the transport's mprobe). */
  protected awaitQueued(matched: boolean): MsgInfo {
    const t = this.w.t;
    const peer = this.rs,
      tg = this.rt,
      ctx = this.ctx;
    let info = matched ? t.mprobe(peer, ctx, tg) : t.probe(peer, ctx, tg);
    if (info === null) {
      const d: BlockDesc = { op: OP_PROBE, peer, tag: tg, ctx, members: this.peers };
      t.block(() => (info = matched ? t.mprobe(peer, ctx, tg) : t.probe(peer, ctx, tg)) !== null, d);
    }
    return info!;
  }
}
