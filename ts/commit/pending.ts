// The commit protocol (docs/commit.md; the MPI topology working group's "possible new design"):
// a communicator is requested first (idup, icartCreate, ...), the persistent operations it will
// carry are declared on it, and commit() then makes it knowing the whole pattern: it may reorder
// the ranks to fit the hardware (weighing the declared traffic), compiles every declared operation
// and allocates what they need. Buffers a rank cannot choose before it knows its new rank are
// DEFERRED and registered on the request after the commit.
//
// Ranks in declarations: on a topology given as a whole (Cartesian, graph, idup with a topology)
// a declaration's peer and root are positions of the topology, which become the new ranks; when
// the commit reorders, the process placed at position q takes over the declarations made at
// position q (every rank must then have declared the same operations, peers and roots aside). On
// a distributed graph or a plain idup they are ranks of the parent, renamed with the reordering.
import { spansProcs } from './world.js';
import { fail, show, WasmpiError } from '../errors.js';
import { DEFERRED, type Deferred } from '../constants.js';
import { Request, type Active } from '../request/request.js';
import {
  CartTopology,
  embed,
  type EmbedGraph,
  type Embedding,
  type Neighbors,
  type Topology,
} from '../topology/index.js';
import { allgatherInt32 } from '../coll/exec/int32.js';
import { withdraw, type Plan } from '../coll/exec/start.js';
import { Datatype, datatypeOf, type TypedArray } from '../datatype/type.js';
import { Exchange, matchExchange, type Member, type P2p } from './exchange.js';
import type { Comm } from './comm.js';
import { CALLS, COUNT_KEYS, type CallInfo, type SideName } from './pending_calls.js';
import { sendSide, recvSide, type Side } from '../coll/api/sides.js';
import * as topo from './topo.js';
import { embedTarget, hwOf } from './hw.js';

/** How the communicator is to be made: its topology (whole, or a distributed graph's arguments,
 *  gathered at commit) and the options. */
export interface PendingHow {
  call: string;
  /** The topology as a whole (positions), or null. */
  topology: Topology | null;
  /** A distributed graph's constructor, run (collectively) at commit. */
  dist: ((parent: Comm) => Topology) | null;
  /** This rank's own neighbours of a distributed graph, before commit. */
  ownNeighbors: Neighbors | null;
  /** Words every rank must pass alike (the topology's description), checked at commit. */
  words: number[];
  reorder: boolean;
  restrictive: boolean;
}

type Opts = Record<string, unknown>;

/** A count option of a declaration may be DEFERRED too. */
type DeferCounts<O> = O extends Datatype | TypedArray
  ? O
  : O extends object
    ? { [K in keyof O]: K extends (typeof COUNT_KEYS)[number] ? O[K] | Deferred : O[K] }
    : O;
/** A declaration's arguments: a communicator's, where buffers and counts may be DEFERRED. */
type DeferArgs<A extends unknown[]> = { [K in keyof A]: A[K] | Deferred | DeferCounts<A[K]> };

/** One declared operation and the request the user holds for it. */
class Decl {
  handle!: Request;
  /** The request made on the committed communicator, once every deferred argument is known. */
  inner: Request | null = null;
  /** The plan a commit compiled for it (taken by the inner request's *Init). */
  plan: Plan | null = null;
  /** The arguments with the commit's peer and root. */
  final: unknown[] | null = null;
  /** A point-to-point operation of the committed exchange (exchange.ts), when the commit made one. */
  member: Member | null = null;
  /** How the inner request starts (taken once: a start makes nothing). */
  innerStart: (() => Active) | null = null;

  bind(inner: Request): void {
    this.inner = inner;
    this.innerStart = Request.parts(inner).start;
  }
  freed = false;
  constructor(
    readonly name: string,
    readonly info: CallInfo,
    readonly args: unknown[],
    /** Positional arguments declared DEFERRED (buffers), in order. */
    readonly bufs: number[],
    /** Option fields declared DEFERRED (counts). */
    readonly counts: string[],
  ) {}

  opts(): Opts | undefined {
    const o = this.info.opts >= 0 ? this.args[this.info.opts] : undefined;
    return o !== undefined && o !== null && typeof o === 'object' ? (o as Opts) : undefined;
  }
}

const NONE = -3; // no peer or root in a declaration's summary
/** Words per declaration in a summary: call, peer, root, bytes, shape, tag. */
const W = 6;

/** FNV-1a of a string: a declaration's shape, compared across ranks. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h | 0;
}

const isDeferred = (v: unknown) => v === DEFERRED;

export class PendingComm {
  /** This rank's tentative rank: its rank in the parent, the rank it has if the commit does not
   *  reorder; -1 when the topology leaves it out (commit() returns null for it). */
  readonly rank: number;
  /** Ranks of the communicator to be made. */
  readonly size: number;
  readonly name: string;
  private readonly decls: Decl[] = [];
  /** The committed communicator (null: left out), undefined until commit. */
  private made: Comm | null | undefined = undefined;
  private committing = false;
  /** Why the commit could not bind the operations (every start then says so). */
  private broken: Error | null = null;
  /** commit({ fuse }): the point-to-point declarations may run as one compiled exchange. */
  private fuse = true;

  // The declarable calls: a communicator's `*Init` methods, where buffers and counts may be
  // DEFERRED (made from CALLS at the end of this file).
  declare sendInit: (...args: DeferArgs<Parameters<Comm['sendInit']>>) => Request;
  declare recvInit: (...args: DeferArgs<Parameters<Comm['recvInit']>>) => Request;
  declare barrierInit: (...args: DeferArgs<Parameters<Comm['barrierInit']>>) => Request;
  declare bcastInit: (...args: DeferArgs<Parameters<Comm['bcastInit']>>) => Request;
  declare reduceInit: (...args: DeferArgs<Parameters<Comm['reduceInit']>>) => Request;
  declare allreduceInit: (...args: DeferArgs<Parameters<Comm['allreduceInit']>>) => Request;
  declare scanInit: (...args: DeferArgs<Parameters<Comm['scanInit']>>) => Request;
  declare exscanInit: (...args: DeferArgs<Parameters<Comm['exscanInit']>>) => Request;
  declare allgatherInit: (...args: DeferArgs<Parameters<Comm['allgatherInit']>>) => Request;
  declare alltoallInit: (...args: DeferArgs<Parameters<Comm['alltoallInit']>>) => Request;
  declare gatherInit: (...args: DeferArgs<Parameters<Comm['gatherInit']>>) => Request;
  declare scatterInit: (...args: DeferArgs<Parameters<Comm['scatterInit']>>) => Request;
  declare reduceScatterBlockInit: (...args: DeferArgs<Parameters<Comm['reduceScatterBlockInit']>>) => Request;
  declare reduceScatterInit: (...args: DeferArgs<Parameters<Comm['reduceScatterInit']>>) => Request;
  declare gathervInit: (...args: DeferArgs<Parameters<Comm['gathervInit']>>) => Request;
  declare scattervInit: (...args: DeferArgs<Parameters<Comm['scattervInit']>>) => Request;
  declare allgathervInit: (...args: DeferArgs<Parameters<Comm['allgathervInit']>>) => Request;
  declare alltoallvInit: (...args: DeferArgs<Parameters<Comm['alltoallvInit']>>) => Request;
  declare neighborAllgatherInit: (...args: DeferArgs<Parameters<Comm['neighborAllgatherInit']>>) => Request;
  declare neighborAllgathervInit: (...args: DeferArgs<Parameters<Comm['neighborAllgathervInit']>>) => Request;
  declare neighborAlltoallInit: (...args: DeferArgs<Parameters<Comm['neighborAlltoallInit']>>) => Request;
  declare neighborAlltoallvInit: (...args: DeferArgs<Parameters<Comm['neighborAlltoallvInit']>>) => Request;
  declare neighborAlltoallwInit: (...args: DeferArgs<Parameters<Comm['neighborAlltoallwInit']>>) => Request;

  /** @internal Made by comm.idup, icartCreate, igraphCreate, idistGraphCreateAdjacent, idistGraphCreate. */
  constructor(
    private readonly parent: Comm,
    private readonly how: PendingHow,
  ) {
    this.size = how.topology?.size ?? parent.size;
    this.rank = parent.rank < this.size ? parent.rank : -1;
    this.name = `${how.call}(${parent.name})`;
    guardCommunication(parent);
  }

  toString(): string {
    return this.name;
  }

  /** True once commit() has run. */
  get committed(): boolean {
    return this.made !== undefined;
  }

  /** The committed communicator (null where the topology leaves this rank out); ERR_PENDING before
   *  the commit. */
  get comm(): Comm | null {
    if (this.made === undefined)
      fail('ERR_PENDING', `${this.name}: not committed yet: call commit() (collective) first`);
    return this.made;
  }

  // ───────────────────────────── naming, before commit ─────────────────────────────

  /** The topology, as it will be (ranks are positions; a distributed graph's is known only at
   *  commit: null before). */
  get topology(): Topology | null {
    return this.made ? this.made.topology : this.how.topology;
  }

  topoTest(): string {
    if (this.how.dist !== null) return 'dist-graph';
    return this.how.topology === null ? 'none' : this.how.topology.kind;
  }

  /** The caller's neighbours (tentative: at its tentative rank). */
  neighbors(): Neighbors {
    if (this.how.ownNeighbors !== null) return this.how.ownNeighbors;
    return this.topo('neighbors').neighbors(this.member('neighbors'));
  }

  cartCoords(rank: number = this.rank): number[] {
    return this.cart('cartCoords').coords(rank);
  }

  cartRank(coords: number[]): number {
    return this.cart('cartRank').rank(coords);
  }

  cartShift(dim: number, disp: number): { source: number; dest: number } {
    return this.cart('cartShift').shift(this.member('cartShift'), dim, disp);
  }

  /** An array in the world's shared memory (as comm.alloc): buffers for the operations. */
  alloc<T extends TypedArray>(ctor: new (...a: never[]) => T, length: number): T {
    return this.parent.alloc(ctor, length);
  }

  private topo(call: string): Topology {
    const t = this.how.topology;
    if (t === null) fail('ERR_TOPOLOGY', `${call} on ${this.name}: the pending communicator has no topology`);
    return t;
  }

  private cart(call: string): CartTopology {
    const t = this.topo(call);
    if (!(t instanceof CartTopology))
      fail('ERR_TOPOLOGY', `${call} on ${this.name}: the topology is a ${t.kind}, not a Cartesian grid`);
    return t;
  }

  private member(call: string): number {
    if (this.rank < 0)
      fail(
        'ERR_TOPOLOGY',
        `${call} on ${this.name}: rank ${this.parent.rank} of ${this.parent.name} is not in the topology ` +
          `(${this.size} ranks): its commit() returns null`,
      );
    return this.rank;
  }

  // ───────────────────────────── declaring ─────────────────────────────

  /** @internal A `*Init` on the pending communicator (the methods are made from CALLS below). */
  declare(name: string, info: CallInfo, args: unknown[]): Request {
    const call = `${name} on ${this.name}`;
    if (this.made !== undefined || this.committing)
      fail(
        'ERR_PENDING',
        `${call}: the communicator is committed: declare operations before commit(), or call ${name} on the committed communicator`,
      );
    this.member(name);
    const bufs: number[] = [];
    args.forEach((a, i) => {
      if (!isDeferred(a)) return;
      if (info.bufs.some(([b]) => b === i)) bufs.push(i);
      else
        fail(
          'ERR_ARG',
          `${call}: argument ${i + 1} is DEFERRED, but only buffers (and counts in the options) can be deferred`,
        );
    });
    const o = info.opts >= 0 ? args[info.opts] : undefined;
    const counts: string[] = [];
    if (o !== undefined && o !== null && typeof o === 'object') {
      for (const [k, v] of Object.entries(o)) {
        if (!isDeferred(v)) continue;
        if ((COUNT_KEYS as readonly string[]).includes(k)) counts.push(k);
        else
          fail(
            'ERR_ARG',
            `${call}: option ${k} is DEFERRED, but only counts (${COUNT_KEYS.join(', ')}) can be deferred`,
          );
      }
    }
    for (const [at, what] of [
      [info.peer, info.p2p === 'recv' ? 'source' : 'dest'],
      [info.root, 'root'],
    ] as const) {
      if (at >= 0 && at < args.length && !Number.isInteger(args[at]))
        fail('ERR_RANK', `${call}: ${what} ${show(args[at])} is not a rank: expected an integer`);
    }
    const d = new Decl(name, info, args.slice(), bufs, counts);
    // a fixed-size call's deferred buffers need their type and count (the commit compiles it with
    // them); the v and w forms take their sizes from count arrays, checked when registered
    for (const i of info.fixed ? bufs : []) {
      const side = info.bufs.find(([b]) => b === i)![1];
      const { type: t, count: n } = sideOf(d.opts(), side, info);
      if (!(t instanceof Datatype))
        fail(
          'ERR_ARG',
          `${call}: a DEFERRED buffer needs its datatype in the options (${typeKeys(side, info)}), got ${show(t)}`,
        );
      if (!isDeferred(n) && !(Number.isInteger(n) && (n as number) >= 0))
        fail(
          'ERR_COUNT',
          `${call}: a DEFERRED buffer needs its count in the options (${countKeys(side, info)}: an integer >= 0 or DEFERRED), got ${show(n)}`,
        );
    }
    d.handle = Request.declared(
      this.parent.w.t,
      name,
      this.name,
      () => this.startOf(d),
      () => this.freeOf(d),
      (a) => this.registerOf(d, a),
    );
    this.decls.push(d);
    return d.handle;
  }

  /** A declared request's start (makes no string or object unless it fails). */
  private startOf(d: Decl): Active {
    const m = d.member;
    if (m !== null && m.buf !== null && this.broken === null) return m.ex.start(m);
    if (d.innerStart !== null && this.broken === null) return d.innerStart();
    const call = `${d.name} on ${this.name}`;
    if (this.made === undefined)
      fail('ERR_PENDING', `${call}: start() before commit(): commit the pending communicator first`);
    if (this.broken !== null)
      fail(
        'ERR_PENDING',
        `${call}: the commit could not prepare this communicator's operations: ${this.broken.message}`,
      );
    return fail(
      'ERR_PENDING',
      `${call}: its DEFERRED ${this.missing(d)} not registered: call register(...) on the request before start()`,
    );
  }

  private missing(d: Decl): string {
    const parts: string[] = [];
    if (d.bufs.length) parts.push(`buffer${d.bufs.length > 1 ? 's' : ''}`);
    if (d.counts.length) parts.push(`count${d.counts.length > 1 ? 's' : ''} (${d.counts.join(', ')})`);
    return `${parts.join(' and ')} ${d.bufs.length + d.counts.length > 1 ? 'are' : 'is'}`;
  }

  private freeOf(d: Decl): void {
    d.freed = true;
    if (d.member !== null) d.member.ex.free(d.member);
    else if (d.inner !== null) Request.parts(d.inner).onFree?.();
    else if (d.plan !== null) withdraw(d.plan);
  }

  private registerOf(d: Decl, args: unknown[]): void {
    const call = `register of ${d.name} on ${this.name}`;
    if (this.made === undefined)
      fail(
        'ERR_PENDING',
        `${call}: before commit(): a rank learns its rank in the new communicator at the commit; register its buffers after it`,
      );
    if (this.broken !== null)
      fail('ERR_PENDING', `${call}: the commit could not prepare this operation: ${this.broken.message}`);
    if (d.bufs.length === 0 && d.counts.length === 0)
      fail('ERR_PENDING', `${call}: the request has no DEFERRED buffer or count to register`);
    if (d.inner !== null || d.member?.buf != null)
      fail(
        'ERR_PENDING',
        `${call}: already registered: a request's deferred buffers are bound once (new contents in the same buffers need no register)`,
      );
    let countsArg: Opts | undefined;
    let bufArgs = args;
    if (args.length === d.bufs.length + 1 && isOptions(args[args.length - 1])) {
      countsArg = args[args.length - 1] as Opts;
      bufArgs = args.slice(0, -1);
    }
    if (bufArgs.length !== d.bufs.length)
      fail(
        'ERR_ARG',
        `${call}: expected ${d.bufs.length} buffer${d.bufs.length === 1 ? '' : 's'} (the DEFERRED ones, in declaration order)` +
          `${d.counts.length ? ` and then { ${d.counts.join(', ')} }` : ''}, got ${args.length} argument${args.length === 1 ? '' : 's'}`,
      );
    const a = d.final!.slice();
    d.bufs.forEach((i, k) => (a[i] = bufArgs[k]));
    if (d.counts.length) {
      if (countsArg === undefined)
        fail(
          'ERR_COUNT',
          `${call}: the counts ${d.counts.join(', ')} were DEFERRED: pass { ${d.counts.join(', ')} } last`,
        );
      const o = { ...d.opts() };
      for (const k of d.counts) {
        const v = countsArg[k];
        if (!Number.isInteger(v) || (v as number) < 0)
          fail('ERR_COUNT', `${call}: ${k} was DEFERRED and must be registered as an integer >= 0, got ${show(v)}`);
        o[k] = v;
      }
      a[d.info.opts] = o;
    }
    const c = this.made!;
    if (d.member !== null) {
      // checked as the real call checks it, then bound to the exchange
      callOn(c, d.name, a).free();
      d.member.ex.bind(d.member, a[0], a[3] as Opts | undefined, d.name);
      return;
    }
    d.bind(callOn(c, d.name, a));
    if (d.plan !== null) {
      withdraw(d.plan); // taken by the *Init above (a no-op then); freed if it was not
      d.plan = null;
    }
  }

  // ───────────────────────────── commit ─────────────────────────────

  /**
   * Makes the communicator (collective over the parent, synchronising): agrees on the topology,
   * gathers every rank's declarations, reorders the ranks to fit the hardware when asked (weighing
   * the declared traffic), and compiles every declared operation. Returns the communicator (null
   * where the topology leaves this rank out); its `embedding` tells what the reordering did.
   */
  commit(opts?: { fuse?: boolean }): Comm | null {
    if (this.made !== undefined || this.committing)
      fail('ERR_PENDING', `commit of ${this.name}: it was already committed (commit once; the result is pending.comm)`);
    if (opts !== undefined && (opts === null || typeof opts !== 'object'))
      fail('ERR_ARG', `commit of ${this.name}: expected { fuse? }, got ${show(opts)}`);
    const fuse = opts?.fuse;
    if (fuse !== undefined && typeof fuse !== 'boolean')
      fail('ERR_ARG', `commit of ${this.name}: fuse must be true or false, got ${show(fuse)}`);
    this.fuse = fuse !== false;
    this.committing = true;
    const parent = this.parent;
    parent.live('commit');
    try {
      return this.commitNow(parent);
    } catch (e) {
      // name the commit in what a peer's failure or a disagreement raised inside it
      if (e instanceof WasmpiError && !e.message.startsWith('commit of ')) {
        const named = new WasmpiError(e.code, `commit of ${this.name}: ${e.message}`, { cause: e });
        named.rank = e.rank;
        throw named;
      }
      throw e;
    } finally {
      this.committing = false;
    }
  }

  private commitNow(parent: Comm): Comm | null {
    const how = this.how;
    let t = how.topology;
    if (how.dist !== null) t = how.dist(parent);
    else topo.agree(parent, how.call, how.words);
    const all = topo.gatherLists(parent, this.summary());
    const disagree = all.findIndex((w) => (w[0] & 2) !== (this.fuse ? 2 : 0));
    if (disagree >= 0)
      fail(
        'ERR_ARG',
        `commit of ${this.name}: rank ${disagree} passed another fuse option than rank ${parent.rank}: every rank must pass the same`,
      );
    const place = this.placement(t, all);
    const positions = how.dist === null && how.topology !== null;
    const final = how.dist !== null && t !== null ? topo.renumber(t, place.order) : t;
    const c = parent.commitMake(this.name, final, place.order, place.embedding, how.restrictive);
    this.made = c;
    if (c === null) return null;
    let err: Error | null = null;
    try {
      this.compile(c, all, place.order, positions);
    } catch (e) {
      err = e as Error;
    }
    // every rank learns whether every rank prepared its operations (a commit fails everywhere or nowhere)
    const oks = allgatherInt32(c, Int32Array.of(err ? 1 : 0));
    if (err !== null) {
      this.broken = err;
      throw err;
    }
    const bad = oks.findIndex((x) => x !== 0);
    if (bad >= 0) {
      this.broken = new Error(`rank ${bad} of ${c.name} could not prepare its declared operations`);
      fail('ERR_PENDING', `commit of ${this.name}: ${this.broken.message} (its error says why)`);
    }
    return c;
  }

  /** commit() as a promise (the commit itself runs when it is called). `await pending` does the same. */
  commitAsync(): Promise<Comm | null> {
    return new Promise((resolve) => resolve(this.commit()));
  }

  then<A = Comm | null, B = never>(
    onfulfilled?: ((c: Comm | null) => A | PromiseLike<A>) | null,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- PromiseLike's own signature
    onrejected?: ((e: any) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    // `await pending` commits once; awaited again, it gives the communicator it made
    const made = this.made;
    return (made !== undefined ? Promise.resolve(made) : this.commitAsync()).then(onfulfilled, onrejected);
  }

  /** This rank's declarations for the others: member flag, count, then per declaration its call,
   *  peer, root, bytes (or -1), shape (everything but peer and root) and tag (or -1). */
  private summary(): number[] {
    // word 0: a member of the topology (1), and whether it lets the commit fuse (2)
    const out = [(this.rank >= 0 ? 1 : 0) | (this.fuse ? 2 : 0), this.decls.length];
    for (const d of this.decls) {
      const o = d.opts();
      const peer = d.info.peer >= 0 ? num(d.args[d.info.peer], 0) : NONE;
      const root = d.info.root >= 0 ? num(d.args[d.info.root], 0) : NONE;
      const tag = d.info.p2p ? num(d.args[2], d.info.p2p === 'send' ? 0 : -1) : -1;
      out.push(Object.keys(CALLS).indexOf(d.name), peer, root, bytesOf(d), hash(shapeOf(d, o)), tag);
    }
    return out;
  }

  /** Where each position goes: identity, or with reorder the embedding of the declared traffic
   *  (or of the topology when none is declared) on the hardware. */
  private placement(t: Topology | null, all: number[][]): { order: Int32Array; embedding: Embedding | null } {
    const n = t?.size ?? this.parent.size;
    const id = Int32Array.from({ length: this.parent.size }, (_, i) => i);
    if (!this.how.reorder || n < 2) return { order: id, embedding: null };
    // a position's declarations move with it: every member must have declared the same shapes
    if (this.how.dist === null && this.how.topology !== null) {
      const shapes = (w: number[]) => w.filter((_, i) => i >= 2 && (i - 2) % W !== 1 && (i - 2) % W !== 2).join(',');
      const first = shapes(all[0]);
      for (let r = 1; r < n; r++) if (shapes(all[r]) !== first) return { order: id, embedding: null };
    }
    const g = traffic(all, n, t);
    const e = embed(g ?? (t as EmbedGraph), embedTarget(hwOf(this.parent.w), this.parent.members));
    return { order: e.mapping, embedding: e };
  }

  /** Binds each declaration on the committed communicator: with the commit's peers and roots, the
   *  request at once when nothing is deferred, else the plan compiled now (counts known, base
   *  types) or at register. */
  private compile(c: Comm, all: number[][], order: Int32Array, positions: boolean): void {
    const inv = new Int32Array(order.length).fill(-1);
    order.forEach((r, k) => (inv[r] = k));
    // positions: the process now at position q runs what position q declared (q's declarer is the
    // parent rank q); parent ranks: renamed
    const moved = order.some((r, k) => r !== k);
    if (!moved) positions = false;
    const from = positions ? all[c.rank] : null;
    // a compiled exchange runs in one shared memory: across processes the declarations stay
    // separate persistent requests (the same decision on every member)
    const ex = this.fuse && !spansProcs(c.w, c.members) ? exchangeOf(c, all, order, moved, positions, inv) : null;
    let nth = 0; // this rank's point-to-point declarations, in order (the exchange's members)
    this.decls.forEach((d, i) => {
      const a = d.args.slice();
      for (const [at, col] of [
        [d.info.peer, 1],
        [d.info.root, 2],
      ] as const) {
        if (at < 0) continue;
        if (from !== null) a[at] = from[2 + W * i + col];
        else if (moved) {
          const v = a[at];
          if (Number.isInteger(v) && (v as number) >= 0 && (v as number) < inv.length) a[at] = inv[v as number];
        }
      }
      d.final = a;
      if (ex !== null && d.info.p2p) {
        // a member of the exchange: checked as the real call checks it (with a stand-in for a
        // deferred buffer), bound now or at register
        const m = (d.member = ex.exchange.add(ex.mine[nth++]));
        Request.join(d.handle, ex.exchange, nth - 1);
        callOn(c, d.name, d.bufs.length === 0 ? a : this.standIns(c, d, a)!).free();
        if (d.freed) ex.exchange.free(m);
        else if (d.bufs.length === 0) ex.exchange.bind(m, a[0], a[3] as Opts | undefined, d.name);
        return;
      }
      if (d.freed) return;
      if (d.bufs.length === 0 && d.counts.length === 0) {
        d.bind(callOn(c, d.name, a));
        return;
      }
      const stand = d.info.fixed && d.counts.length === 0 ? this.standIns(c, d, a) : null;
      if (stand === null) return; // compiled at register
      c.precompiling = (p) => (d.plan = p as Plan);
      try {
        // checks every argument as the real call will; a collective keeps its compiled plan, a
        // point-to-point request is dropped
        callOn(c, d.name, stand)?.free();
      } finally {
        c.precompiling = null;
      }
    });
  }

  /** `a` with each deferred buffer replaced by a stand-in of its declared type and count, long
   *  enough for any call's blocks (one per rank or per neighbour); null when a type is derived. */
  private standIns(c: Comm, d: Decl, a: unknown[]): unknown[] | null {
    const o = d.opts();
    const nb = c.topology?.neighbors(c.rank);
    const blocks = d.info.p2p ? 1 : Math.max(c.size, nb ? nb.sources.length + nb.destinations.length : 0);
    const stand = a.slice();
    for (const at of d.bufs) {
      const side = sideOf(o, d.info.bufs.find(([b]) => b === at)![1], d.info);
      const type = side.type!;
      if (type.isDerived || type.ctor === null) return null;
      const Ctor = type.ctor as unknown as new (n: number) => TypedArray;
      stand[at] = new Ctor(side.count! * (type.pairElements ?? 1) * blocks);
    }
    return stand;
  }
}

/**
 * The committed exchange of the point-to-point declarations (exchange.ts), when every rank's form a
 * closed pattern; with this rank's operations in declaration order. Every rank decides alike: the
 * same gathered declarations, in the committed communicator's ranks.
 */
function exchangeOf(
  c: Comm,
  all: number[][],
  order: Int32Array,
  moved: boolean,
  positions: boolean,
  inv: Int32Array,
): { exchange: Exchange; mine: P2p[] } | null {
  const names = Object.keys(CALLS);
  const lists: P2p[][] = [];
  for (let k = 0; k < c.size; k++) {
    // rank k runs what position k declared (positions, reordered), else what its process declared
    const s = all[positions ? k : moved ? order[k] : k];
    const ops: P2p[] = [];
    for (let j = 0; j < s[1]; j++) {
      const w = s.slice(2 + W * j, 2 + W * (j + 1));
      const info = CALLS[names[w[0]]];
      if (!info.p2p) continue;
      let peer = w[1];
      if (!positions && moved && peer >= 0 && peer < inv.length) peer = inv[peer];
      ops.push({ send: info.p2p === 'send', peer, tag: w[5], bytes: w[3] });
    }
    lists.push(ops);
  }
  const match = matchExchange(lists, c.rank, c.w.t.oversubscribed);
  return match === null ? null : { exchange: new Exchange(c, match), mine: lists[c.rank] };
}

/** The `*Init` of `name` on the committed communicator. */
function callOn(c: Comm, name: string, args: unknown[]): Request {
  const m = (c as unknown as Record<string, (...a: unknown[]) => Request>)[name];
  return m.apply(c, args);
}

const isOptions = (v: unknown) => v !== null && typeof v === 'object' && !ArrayBuffer.isView(v) && !Array.isArray(v);

const num = (v: unknown, dflt: number) => (typeof v === 'number' && Number.isInteger(v) ? v : dflt);

/** A buffer's type and count from the options, as the call reads them (the collectives' sides:
 *  ts/coll/api/sides.ts; point-to-point and bcast: `datatype`, `count`). Unchecked: a count may be
 *  DEFERRED, and declare() checks the rest. */
function sideOf(o: Opts | undefined, side: SideName, info: CallInfo): Side {
  if (info.p2p || side === 'both') return { type: o?.datatype as Datatype, count: o?.count as number };
  return side === 'send' ? sendSide(o) : recvSide(o);
}

const typeKeys = (side: SideName, info: CallInfo) =>
  info.p2p || side === 'both' ? '{ datatype }' : `{ datatype } or { ${side}type }`;
const countKeys = (side: SideName, info: CallInfo) =>
  info.p2p || side === 'both' ? '{ count }' : `{ count } or { ${side}count }`;

/** The bytes a declaration moves per peer, when known (-1 otherwise). */
function bytesOf(d: Decl): number {
  const o = d.opts();
  const side = d.info.bufs[0]?.[1] ?? 'both';
  const { type: t, count: n } = sideOf(o, side, d.info);
  if (t instanceof Datatype) return Number.isInteger(n) && !t.isDerived ? (n as number) * t.size : -1;
  const b = d.args[d.info.bufs[0]?.[0] ?? -1];
  if (ArrayBuffer.isView(b)) return n === undefined ? b.byteLength : Number.isInteger(n) ? n * datatypeOf(b)!.size : -1;
  return -1;
}

/** What must be the same across positions for their declarations to move with them. */
function shapeOf(d: Decl, o: Opts | undefined): string {
  const parts: string[] = [d.name];
  d.args.forEach((a, i) => {
    if (i === d.info.peer || i === d.info.root || i === d.info.opts) return;
    if (a === DEFERRED) parts.push('D');
    else if (ArrayBuffer.isView(a)) parts.push(`${a.constructor.name}${(a as unknown as { length: number }).length}`);
    else if (typeof a === 'number' || typeof a === 'string') parts.push(String(a));
    else parts.push(typeof a);
  });
  if (o !== undefined)
    for (const [k, v] of Object.entries(o)) parts.push(`${k}=${v instanceof Datatype ? v.toString() : String(v)}`);
  return parts.join('|');
}

/** The declared traffic as a graph: point-to-point sends (or, where only receives are declared,
 *  their reverse) and the topology's edges for the neighbourhood collectives, weighted by bytes
 *  (1 where unknown). Null when nothing is declared. */
function traffic(all: number[][], n: number, t: Topology | null): EmbedGraph | null {
  const names = Object.keys(CALLS);
  const w = new Map<number, number>();
  const add = (a: number, b: number, x: number) => {
    if (a === b || a < 0 || b < 0 || a >= n || b >= n) return;
    const k = a * n + b;
    w.set(k, (w.get(k) ?? 0) + Math.max(1, x));
  };
  for (let r = 0; r < n && r < all.length; r++) {
    const s = all[r];
    for (let i = 0; i < s[1]; i++) {
      const [id, peer, , bytes] = s.slice(2 + W * i, 2 + W * (i + 1));
      const info = CALLS[names[id]];
      if (info.p2p === 'send') add(r, peer, bytes);
      else if (info.p2p === 'recv') add(peer, r, bytes);
      else if (info.neighborhood && t !== null) for (const q of t.neighbors(r).destinations) add(r, q, bytes);
    }
  }
  if (w.size === 0) return null;
  const edges: Array<readonly [number, number, number]> = [];
  for (const [k, x] of w) edges.push([Math.floor(k / n), k % n, x] as const);
  return { size: n, edges: () => edges };
}

/** Calls of a communicator that communicate: on a pending one they throw, saying to commit first. */
function guardCommunication(parent: Comm): void {
  if (guarded) return;
  guarded = true;
  const own = new Set(Object.getOwnPropertyNames(PendingComm.prototype));
  for (
    let p = Object.getPrototypeOf(parent) as object | null;
    p !== null && p !== Object.prototype;
    p = Object.getPrototypeOf(p) as object | null
  ) {
    for (const name of Object.getOwnPropertyNames(p)) {
      if (own.has(name) || name === 'constructor' || name.startsWith('_')) continue;
      const desc = Object.getOwnPropertyDescriptor(p, name)!;
      if (typeof desc.value !== 'function') continue;
      own.add(name);
      Object.defineProperty(PendingComm.prototype, name, {
        configurable: true,
        writable: true,
        value(this: PendingComm) {
          fail(
            'ERR_COMM',
            `${name} on ${this.name}: the communicator is pending: commit() it first (collective), then call ${name} on the communicator commit() returns`,
          );
        },
      });
    }
  }
}
let guarded = false;

for (const [name, info] of Object.entries(CALLS)) {
  Object.defineProperty(PendingComm.prototype, name, {
    configurable: true,
    writable: true,
    value(this: PendingComm, ...args: unknown[]) {
      return this.declare(name, info, args);
    },
  });
}
