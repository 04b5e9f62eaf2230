// A commit's binding of each declaration on the committed communicator: its peer and root renamed
// for the placement, then the request at once when nothing is deferred, else the plan compiled now
// (counts known, base types) or at register; point-to-point declarations that together form a
// closed pattern become one compiled exchange (exchange.ts).
import { spansProcs } from '../comm/world.js';
import { Request } from '../request/request.js';
import type { Plan } from '../coll/exec/start.js';
import type { TypedArray } from '../datatype/type.js';
import type { CommCalls } from '../comm/calls.gen.js';
import type { Topology } from '../topology/index.js';
import { Exchange, matchExchange, type P2p } from './exchange.js';
import { sideOf, type Decl, type Opts } from './decl.js';
import type { RankSummary } from './summary.js';
import type { DeclName } from './calls.gen.js';

/** The committed communicator (a Comm) by what a commit's binding uses of it: its calls and its
 *  topology. Comm's own file names PendingComm, so naming Comm here would close an import cycle. */
type Committed = CommCalls & { readonly topology: Topology | null };

/**
 * Binds `decls` (this rank's, in order) on `c`, whose position k is parent rank order[k].
 * `positions`: the declarations were made at positions of a topology given as a whole (the process
 * now at position q runs what position q declared); else peers and roots are parent ranks, renamed.
 */
export function compile(
  decls: readonly Decl[],
  c: Committed,
  all: RankSummary[],
  order: Int32Array,
  positions: boolean,
  fuse: boolean,
): void {
  const inv = new Int32Array(order.length).fill(-1);
  order.forEach((r, k) => (inv[r] = k));
  const moved = order.some((r, k) => r !== k);
  if (!moved) positions = false;
  const from = positions ? all[c.rank] : null;
  // a compiled exchange runs in one shared memory: across processes the declarations stay
  // separate persistent requests (the same decision on every member)
  const ex = fuse && !spansProcs(c.w, c.members) ? exchangeOf(c, all, order, moved, positions, inv) : null;
  let nth = 0; // this rank's point-to-point declarations, in order (the exchange's members)
  decls.forEach((d, i) => {
    const a = d.args.slice();
    for (const [at, field] of [
      [d.info.peer, 'peer'],
      [d.info.root, 'root'],
    ] as const) {
      if (at < 0) continue;
      if (from !== null) a[at] = from.decls[i][field];
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
      callOn(c, d.name, d.bufs.length === 0 ? a : standIns(c, d, a)!).free();
      if (d.freed) ex.exchange.free(m);
      else if (d.bufs.length === 0) bindMember(d, a);
      return;
    }
    if (d.freed) return;
    if (d.bufs.length === 0 && d.counts.length === 0) {
      d.bind(callOn(c, d.name, a));
      return;
    }
    const stand = d.info.fixed && d.counts.length === 0 ? standIns(c, d, a) : null;
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

/** Binds a point-to-point declaration's buffer and options (arguments `a`) to its exchange member. */
export function bindMember(d: Decl, a: unknown[]): void {
  const info = d.info;
  d.member!.ex.bind(d.member!, a[info.bufs[0][0]], a[info.opts] as Opts | undefined, d.name);
}

/**
 * The committed exchange of the point-to-point declarations (exchange.ts), when every rank's form a
 * closed pattern; with this rank's operations in declaration order. Every rank decides alike: the
 * same gathered declarations, in the committed communicator's ranks.
 */
function exchangeOf(
  c: Committed,
  all: RankSummary[],
  order: Int32Array,
  moved: boolean,
  positions: boolean,
  inv: Int32Array,
): { exchange: Exchange; mine: P2p[] } | null {
  const lists: P2p[][] = [];
  for (let k = 0; k < c.size; k++) {
    // rank k runs what position k declared (positions, reordered), else what its process declared
    const s = all[positions ? k : moved ? order[k] : k];
    const ops: P2p[] = [];
    for (const { info, peer: declared, tag, bytes } of s.decls) {
      if (!info.p2p) continue;
      let peer = declared;
      if (!positions && moved && peer >= 0 && peer < inv.length) peer = inv[peer];
      ops.push({ send: info.p2p === 'send', peer, tag, bytes });
    }
    lists.push(ops);
  }
  const match = matchExchange(lists, c.rank, c.w.t.oversubscribed);
  return match === null ? null : { exchange: new Exchange(c, match), mine: lists[c.rank] };
}

/** The `*Init` of `name` on the committed communicator. */
export function callOn(c: Committed, name: DeclName, args: unknown[]): Request {
  const m = (c as unknown as Record<DeclName, (...a: unknown[]) => Request>)[name];
  return m.apply(c, args);
}

/** `a` with each deferred buffer replaced by a stand-in of its declared type and count, long
 *  enough for any call's blocks (one per rank or per neighbour); null when a type is derived. */
function standIns(c: Committed, d: Decl, a: unknown[]): unknown[] | null {
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
