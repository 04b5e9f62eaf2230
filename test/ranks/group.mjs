// MPI 4.1 chapter 7 scenarios (test/group.test.mjs asserts): group constructors, accessors and
// comparison (section 7.3), communicator dup/split/splitType/create/compare/free (section 7.4), and
// the isolation of contexts (section 7.1, 7.4: messages never cross communicators). Each scenario
// returns what it observed; the expected values are computed by the driver from MPI's rules.
import { ANY_SOURCE, ANY_TAG, PROC_NULL, UNDEFINED, selfComm } from 'wasmpi';
import { runScenarios } from './_shared.mjs';

/** The groups the `groups` scenario builds, as world ranks (group ranks of the world group):
 *  A: ranks r with r % 3 != 1, descending; B: the even ranks ascending, then rank 1;
 *  E: ranks excluded from the world group. */
export function inputs(n) {
  const all = [...Array(n).keys()];
  const A = all.filter((r) => r % 3 !== 1).reverse();
  const B = [...all.filter((r) => r % 2 === 0), ...(n > 1 ? [1] : [])];
  const E = [...new Set([n - 1, 0])];
  return { A, B, E };
}

/** Colour and key of rank r for the `split` scenario. */
export function colorKey(r) {
  return { color: r % 4 === 3 ? UNDEFINED : r % 3, key: Math.floor(r / 2) % 2 === 0 ? 5 : -5 };
}

const code = (fn) => {
  try {
    fn();
    return 'none';
  } catch (e) {
    return e.code ?? String(e);
  }
};

/** What a communicator looks like from inside: rank, size, the world ranks in rank order learned by
 *  communication (allgather), by its group, and by a ring sendrecv (the world rank of rank - 1). */
function observe(c, world) {
  if (c === null) return null;
  const order = c.allgatherValue(world.rank);
  const g = c.group;
  const viaGroup = g.translateRanks([...Array(g.size).keys()], world.group);
  const got = new Int32Array(1);
  c.sendrecv(Int32Array.of(world.rank), (c.rank + 1) % c.size, got, (c.rank + c.size - 1) % c.size, {
    sendtag: 3,
    recvtag: 3,
  });
  return { rank: c.rank, size: c.size, order, viaGroup, fromPrev: got[0] };
}

const gv = (g) => ({ members: Array.from(g.members), size: g.size, rank: g.rank });

const scenarios = {
  groups(world) {
    const n = world.size;
    const { A, B, E } = inputs(n);
    const g = world.group;
    const a = g.incl(A);
    const b = g.incl(B);
    const e = g.excl(E);
    const empty = g.incl([]);
    const idx = (x) => [...Array(x.size).keys()];
    const aRev = a.incl(idx(a).reverse());
    return {
      world: gv(g),
      a: gv(a),
      b: gv(b),
      e: gv(e),
      unionAB: gv(a.union(b)),
      unionBA: gv(b.union(a)),
      interAB: gv(a.intersection(b)),
      interBA: gv(b.intersection(a)),
      diffAB: gv(a.difference(b)),
      diffBA: gv(b.difference(a)),
      aRev: gv(aRev),
      empty: gv(empty),
      emptyExcl: gv(g.excl(idx(g))),
      aToB: a.translateRanks([...idx(a), PROC_NULL], b),
      bToA: b.translateRanks(idx(b), a),
      aToWorld: a.translateRanks(idx(a), g),
      worldToE: g.translateRanks(idx(g), e),
      cmp: {
        aa: a.compare(a),
        aFresh: a.compare(g.incl(A)),
        aRev: a.compare(aRev),
        ab: a.compare(b),
        unions: a.union(b).compare(b.union(a)),
        inters: a.intersection(b).compare(b.intersection(a)),
        worldNoExcl: g.compare(g.excl([])),
        emptyEmpty: empty.compare(g.excl(idx(g))),
        worldEmpty: g.compare(empty),
        worldE: g.compare(e),
      },
    };
  },

  split(world) {
    const { color, key } = colorKey(world.rank);
    const c = world.split(color, key);
    const own = world.split(world.rank, 0);
    const rev = world.split(0, -world.rank);
    const same = world.split(7, 0);
    // a split of a split: the parity halves, reversed
    const half = world.split(world.rank % 2, 0);
    const halfRev = half.split(0, -half.rank);
    // ties are broken by the rank in the parent, not in the world
    const revTie = rev.split(0, 0);
    const revCreate = rev.create(rev.group.incl([...new Set([0, rev.size - 1])]));
    return {
      revTie: observe(revTie, world),
      revCreate: observe(revCreate, world),
      c: observe(c, world),
      own: observe(own, world),
      rev: observe(rev, world),
      same: observe(same, world),
      halfRev: observe(halfRev, world),
      none: world.split(UNDEFINED, world.rank) === null,
    };
  },

  create(world) {
    const { rank, size } = world;
    const g = world.group;
    const all = [...Array(size).keys()];
    // section 7.5's first motivating example: everyone but rank 0
    const slaves = world.create(g.excl([0]));
    let slaveSum = null;
    if (slaves !== null) {
      const s = new Int32Array(1);
      slaves.allreduce(Int32Array.of(rank), s, 'sum');
      slaveSum = s[0];
    }
    const worldSum = new Int32Array(1);
    world.allreduce(Int32Array.of(rank), worldSum, 'sum');
    const reversed = world.create(g.incl([...all].reverse()));
    // a permuted subset: every rank but 1, in the order 0, then the rest descending
    const perm = [0, ...all.filter((r) => r > 1).reverse()];
    const sub = world.create(g.incl(perm));
    // disjoint groups from different ranks (allowed since MPI 2.2): evens and odds
    const mine = all.filter((r) => r % 2 === rank % 2);
    const part = world.create(g.incl(mine));
    const partSum = new Int32Array(1);
    part.allreduce(Int32Array.of(rank + 1), partSum, 'sum');
    const partBcast = Int32Array.of(part.rank === 0 ? 1000 + rank : -1);
    part.bcast(partBcast, 0);
    return {
      slaves: observe(slaves, world),
      slaveSum,
      worldSum: worldSum[0],
      reversed: observe(reversed, world),
      reversedCmp: reversed.compare(world),
      sub: observe(sub, world),
      part: observe(part, world),
      partSum: partSum[0],
      partBcast: partBcast[0],
      empty: world.create(g.incl([])) === null,
    };
  },

  compare(world) {
    const { rank } = world;
    const d = world.dup();
    const d2 = world.dup();
    const rev = world.split(0, -rank);
    const same = world.split(0, 0);
    const par = world.split(rank % 2, 0);
    const created = world.create(world.group);
    const self = selfComm();
    return {
      worldWorld: world.compare(world),
      worldDup: world.compare(d),
      dupWorld: d.compare(world),
      dupDup: d.compare(d),
      dupDup2: d.compare(d2),
      rev: world.compare(rev),
      same: world.compare(same),
      par: world.compare(par),
      parRev: par.compare(rev),
      created: world.compare(created),
      self: self.compare(world),
      dupGroups: world.group.compare(d.group),
      revGroups: world.group.compare(rev.group),
    };
  },

  splitType(world) {
    const { rank, size } = world;
    const s = world.splitType('shared');
    const r = world.splitType('shared', size - rank);
    return {
      s: observe(s, world),
      sCmp: world.compare(s),
      r: observe(r, world),
      rCmp: world.compare(r),
      none: world.splitType(UNDEFINED) === null,
    };
  },

  free(world) {
    const { rank, size } = world;
    const next = (rank + 1) % size;
    const prev = (rank + size - 1) % size;
    const out = {};
    // pending point-to-point operations complete normally after free
    const d = world.dup();
    const child = d.dup();
    const got = new Int32Array(1);
    const r = d.irecv(got, prev, 4);
    const s = d.isend(Int32Array.of(100 + rank), next, 4);
    d.free();
    s.wait();
    const st = r.wait();
    out.pending = { value: got[0], source: st.source, tag: st.tag };
    // the freed handle cannot be used; its child and the world can
    out.afterFree = code(() => d.send(Int32Array.of(1), next, 0));
    const sum = new Int32Array(1);
    child.allreduce(Int32Array.of(rank), sum, 'sum');
    out.childSum = sum[0];
    child.free();
    out.freeWorld = code(() => world.free());
    // many communicators made and freed in turn, each carrying its own message
    const seen = [];
    for (let k = 0; k < 40; k++) {
      const c = k % 2 ? world.dup() : world.split(0, 0);
      const v = new Int32Array(1);
      c.sendrecv(Int32Array.of(k * 1000 + rank), next, v, prev, { sendtag: 1, recvtag: ANY_TAG });
      seen.push(v[0]);
      c.free();
    }
    out.seen = seen;
    return out;
  },

  isolation(world) {
    const { rank, size } = world;
    const next = (rank + 1) % size;
    const prev = (rank + size - 1) % size;
    const d = world.dup();
    const s = world.split(0, 0);
    const c = world.create(world.group);
    const out = {};
    // the same (source, tag) on four communicators, the world's last: wildcards still match by context
    d.send(Int32Array.of(1), next, 7);
    s.send(Int32Array.of(2), next, 7);
    c.send(Int32Array.of(3), next, 7);
    world.send(Int32Array.of(4), next, 7);
    const v = new Int32Array(1);
    const order = [];
    for (const comm of [world, c, s, d]) {
      const st = comm.recv(v, ANY_SOURCE, ANY_TAG);
      order.push([v[0], st.source, st.tag]);
    }
    out.order = order;
    // a message on d is invisible to probes on the world
    d.send(Int32Array.of(5), next, 9);
    world.barrier();
    out.worldProbe = world.iprobe(ANY_SOURCE, ANY_TAG) === undefined;
    const p = d.probe(ANY_SOURCE, ANY_TAG);
    out.dupProbe = { source: p.source, tag: p.tag };
    d.recv(v, prev, 9);
    out.dupValue = v[0];
    // collective traffic on any communicator never matches a wildcard receive
    const r = world.irecv(v, ANY_SOURCE, ANY_TAG);
    const x = new Int32Array(4);
    world.allreduce(Int32Array.of(1, 2, 3, 4), x, 'sum');
    d.bcast(x, 0);
    world.bcast(x, size - 1);
    s.barrier();
    out.wildcardIdle = r.test() === undefined;
    world.barrier(); // nobody sends the message below before every rank has looked
    world.send(Int32Array.of(6), next, 11);
    const st = r.wait();
    out.wildcard = { value: v[0], source: st.source, tag: st.tag, sum: Array.from(x) };
    return out;
  },
};

export default function main(world, names) {
  return runScenarios(world, scenarios, names);
}
