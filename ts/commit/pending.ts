// The commit protocol (docs/guide/commit.md; the MPI topology working group's "possible new design"):
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
import { fail, show, WasmpiError } from '../errors.js';
import { Request, type Active } from '../request/request.js';
import { CartTopology, type CommTopology, type Neighbors, type Topology } from '../topology/index.js';
import { allgatherInt32 } from '../coll/exec/int32.js';
import { withdraw } from '../coll/exec/start.js';
import type { TypedArray } from '../datatype/type.js';
import { setPendingMaker, type Comm, type PendingHow } from '../comm/comm.js';
import * as topo from '../comm/topo.js';
import { CALLS, PendingCalls, type DeclName } from './calls.gen.js';
import { checkDecl, type Decl, type Opts } from './decl.js';
import { decodeSummary, encodeSummary } from './summary.js';
import { placement } from './placement.js';
import { bindMember, callOn, compile } from './compile.js';

const isOptions = (v: unknown) => v !== null && typeof v === 'object' && !ArrayBuffer.isView(v) && !Array.isArray(v);

/** A communicator requested and not made yet: its naming (rank, topology, neighbours) is tentative,
 *  the persistent operations it will carry are declared on it (the `*Init` methods), and commit()
 *  makes it. Every other call of a communicator raises ERR_COMM until then. */
export class PendingComm extends PendingCalls {
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

  /** @internal Made by comm.idup, icartCreate, igraphCreate, idistGraphCreateAdjacent, idistGraphCreate. */
  constructor(
    private readonly parent: Comm,
    private readonly how: PendingHow,
  ) {
    super();
    this.size = how.topology?.size ?? parent.size;
    this.rank = parent.rank < this.size ? parent.rank : -1;
    this.name = `${how.call}(${parent.name})`;
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
  get topology(): CommTopology | null {
    // idup and the i*Create calls give one of the three kinds (as Comm.topology)
    return this.made ? this.made.topology : (this.how.topology as CommTopology | null);
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

  /** @internal A `*Init` on the pending communicator (PendingCalls' methods, from the calls table). */
  protected declare(name: DeclName, args: unknown[]): Request {
    const call = `${name} on ${this.name}`;
    if (this.made !== undefined || this.committing)
      fail(
        'ERR_PENDING',
        `${call}: the communicator is committed: declare operations before commit(), or call ${name} on the committed communicator`,
      );
    this.member(name);
    const d = checkDecl(call, name, CALLS[name], args);
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

  /** @internal A call that communicates, on a pending communicator. */
  protected refuse(name: string): never {
    return fail(
      'ERR_COMM',
      `${name} on ${this.name}: the communicator is pending: commit() it first (collective), then call ${name} on the communicator commit() returns`,
    );
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
      bindMember(d, a);
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
    const all = topo.gatherLists(parent, encodeSummary(this.rank >= 0, this.fuse, this.decls)).map(decodeSummary);
    const disagree = all.findIndex((s) => s.fuse !== this.fuse);
    if (disagree >= 0)
      fail(
        'ERR_ARG',
        `commit of ${this.name}: rank ${disagree} passed another fuse option than rank ${parent.rank}: every rank must pass the same`,
      );
    const positions = how.dist === null && how.topology !== null;
    const place = placement(parent, t, all, how.reorder, positions);
    const final = how.dist !== null && t !== null ? topo.renumber(t, place.order) : t;
    const c = parent.commitMake(this.name, final, place.order, place.embedding, how.restrictive);
    this.made = c;
    if (c === null) return null;
    let err: Error | null = null;
    try {
      compile(this.decls, c, all, place.order, positions, this.fuse);
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
}

// Comm's idup, icartCreate, ... make pending communicators through this (this layer sits above comm/)
setPendingMaker((parent, how) => new PendingComm(parent, how));
