// MPI 4.1 chapter 7 (groups, contexts, communicators) on 1, 2, 3, 5 and 8 ranks
// (test/ranks/group.mjs). The expected groups and communicators come from a small model of
// MPI's rules written here (section 7.3.2's order rules for the set operations, section 7.4.2's
// (key, old rank) order for split), plus literal groups worked out by hand for 5 and 8 ranks.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PROC_NULL, UNDEFINED, IDENT, CONGRUENT, SIMILAR, UNEQUAL } from 'wasmpi';
import { run } from './helpers.mjs';
import { inputs, colorKey } from './ranks/group.mjs';

const SIZES = [1, 2, 3, 5, 8];
const SCENARIOS = ['groups', 'split', 'create', 'compare', 'splitType', 'free', 'isolation'];

// one launch per size, started when a test first needs it (the tests run in order)
const launched = new Map();
function results(n) {
  if (!launched.has(n)) launched.set(n, run('group.mjs', n, SCENARIOS));
  return launched.get(n);
}

// ───────────────────── MPI's rules, on arrays of world ranks ─────────────────────

const range = (n) => [...Array(n).keys()];
const incl = (g, ranks) => ranks.map((r) => g[r]);
const excl = (g, ranks) => g.filter((_, i) => !ranks.includes(i));
// §7.3.2: union: all of group1, then the elements of group2 not in group1; intersection and
// difference: elements of group1, ordered as in group1
const union = (a, b) => [...a, ...b.filter((x) => !a.includes(x))];
const inter = (a, b) => a.filter((x) => b.includes(x));
const diff = (a, b) => a.filter((x) => !b.includes(x));
const translate = (a, ranks, b) =>
  ranks.map((r) => (r === PROC_NULL ? PROC_NULL : b.includes(a[r]) ? b.indexOf(a[r]) : UNDEFINED));
// §7.3.1: IDENT same members in the same order, SIMILAR same members, else UNEQUAL
function compareGroups(a, b) {
  if (a.length === b.length && a.every((x, i) => x === b[i])) return IDENT;
  const s = (x) => [...x].sort((p, q) => p - q).join();
  return s(a) === s(b) ? SIMILAR : UNEQUAL;
}
const group = (members, me) => ({
  members,
  size: members.length,
  rank: members.includes(me) ? members.indexOf(me) : UNDEFINED,
});
/** What observe() in the rank module sees on a communicator of world ranks `members`, at world rank me. */
function comm(members, me) {
  if (!members.includes(me)) return null;
  const i = members.indexOf(me);
  const p = members.length;
  return { rank: i, size: p, order: members, viaGroup: members, fromPrev: members[(i + p - 1) % p] };
}
const sum = (xs) => xs.reduce((s, x) => s + x, 0);

// ─────────────────────────────── §7.3 groups ───────────────────────────────

test('MPI 4.1 §7.3.2: union, intersection and difference keep the standard order (5 ranks, by hand)', async () => {
  const r = (await results(5))[0].groups;
  // A = (3, 2, 0), B = (0, 2, 4, 1)
  assert.equal(r.a.members, [3, 2, 0]);
  assert.equal(r.b.members, [0, 2, 4, 1]);
  assert.equal(r.unionAB.members, [3, 2, 0, 4, 1]);
  assert.equal(r.unionBA.members, [0, 2, 4, 1, 3]);
  assert.equal(r.interAB.members, [2, 0]);
  assert.equal(r.interBA.members, [0, 2]);
  assert.equal(r.diffAB.members, [3]);
  assert.equal(r.diffBA.members, [4, 1]);
  assert.equal(r.e.members, [1, 2, 3]);
  assert.equal(r.aToB, [UNDEFINED, 1, 0, PROC_NULL]);
  assert.equal(r.bToA, [2, 1, UNDEFINED, UNDEFINED]);
  assert.equal(r.worldToE, [UNDEFINED, 0, 1, 2, UNDEFINED]);
  assert.is(r.cmp.ab, UNEQUAL);
  assert.is(r.cmp.unions, SIMILAR);
  assert.is(r.cmp.inters, SIMILAR);
});

test('MPI 4.1 §7.3.2: union, intersection and difference keep the standard order (8 ranks, by hand)', async () => {
  const res = await results(8);
  const r = res[3].groups;
  // A = (6, 5, 3, 2, 0), B = (0, 2, 4, 6, 1); world rank 3 is rank 2 of A, not in B
  assert.equal(r.a, { members: [6, 5, 3, 2, 0], size: 5, rank: 2 });
  assert.equal(r.b, { members: [0, 2, 4, 6, 1], size: 5, rank: UNDEFINED });
  assert.equal(r.unionAB, { members: [6, 5, 3, 2, 0, 4, 1], size: 7, rank: 2 });
  assert.equal(r.unionBA, { members: [0, 2, 4, 6, 1, 5, 3], size: 7, rank: 6 });
  assert.equal(r.interAB.members, [6, 2, 0]);
  assert.equal(r.interBA.members, [0, 2, 6]);
  assert.equal(r.diffAB, { members: [5, 3], size: 2, rank: 1 });
  assert.equal(r.diffBA, { members: [4, 1], size: 2, rank: UNDEFINED });
  assert.equal(r.aToB, [3, UNDEFINED, UNDEFINED, 1, 0, PROC_NULL]);
  assert.equal(r.aRev.members, [0, 2, 3, 5, 6]);
  assert.is(res[7].groups.e.rank, UNDEFINED);
  assert.is(res[6].groups.e.rank, 5);
});

for (const n of SIZES) {
  test(`MPI 4.1 §7.3.1, §7.3.2: group constructors, accessors, translate_ranks and compare on ${n} rank(s)`, async () => {
    const res = await results(n);
    const { A, B, E } = inputs(n);
    const W = range(n);
    const a = incl(W, A);
    const b = incl(W, B);
    for (let me = 0; me < n; me++) {
      const r = res[me].groups;
      assert.equal(r.world, group(W, me), 'world group');
      assert.equal(r.a, group(a, me), 'incl: rank i of the new group is rank ranks[i] of the old');
      assert.equal(r.b, group(b, me));
      assert.equal(r.e, group(excl(W, E), me), 'excl keeps the order of the old group');
      assert.equal(r.unionAB, group(union(a, b), me), 'union(A, B)');
      assert.equal(r.unionBA, group(union(b, a), me), 'union(B, A)');
      assert.equal(r.interAB, group(inter(a, b), me), 'intersection(A, B)');
      assert.equal(r.interBA, group(inter(b, a), me), 'intersection(B, A)');
      assert.equal(r.diffAB, group(diff(a, b), me), 'difference(A, B)');
      assert.equal(r.diffBA, group(diff(b, a), me), 'difference(B, A)');
      assert.equal(r.aRev, group([...a].reverse(), me), 'incl of a derived group');
      assert.equal(r.empty, { members: [], size: 0, rank: UNDEFINED }, 'incl of no ranks: the empty group');
      assert.equal(r.emptyExcl, { members: [], size: 0, rank: UNDEFINED }, 'excl of every rank: the empty group');
      // translate_ranks: UNDEFINED where there is no correspondence, PROC_NULL to PROC_NULL
      assert.equal(r.aToB, translate(a, [...range(a.length), PROC_NULL], b), 'translate A -> B');
      assert.equal(r.bToA, translate(b, range(b.length), a), 'translate B -> A');
      assert.equal(r.aToWorld, a, 'translate A -> world: the world ranks');
      assert.equal(r.worldToE, translate(W, W, excl(W, E)), 'translate world -> excl');
      // compare
      assert.equal(r.cmp, {
        aa: IDENT,
        aFresh: IDENT,
        aRev: a.length > 1 ? SIMILAR : IDENT,
        ab: compareGroups(a, b),
        unions: compareGroups(union(a, b), union(b, a)),
        inters: compareGroups(inter(a, b), inter(b, a)),
        worldNoExcl: IDENT,
        emptyEmpty: IDENT,
        worldEmpty: UNEQUAL,
        worldE: compareGroups(W, excl(W, E)),
      });
    }
  });
}

// ─────────────────────────────── §7.4 communicators ───────────────────────────────

for (const n of SIZES) {
  test(`MPI 4.1 §7.4.2: split by colour and key (ties by old rank, UNDEFINED gives none) on ${n} rank(s)`, async () => {
    const res = await results(n);
    const W = range(n);
    for (let me = 0; me < n; me++) {
      const r = res[me].split;
      const { color } = colorKey(me);
      const mates =
        color === UNDEFINED
          ? []
          : W.filter((x) => colorKey(x).color === color).sort((x, y) => colorKey(x).key - colorKey(y).key || x - y);
      assert.equal(r.c, color === UNDEFINED ? null : comm(mates, me), `split(color ${color})`);
      assert.equal(r.own, comm([me], me), 'a colour per rank');
      assert.equal(r.rev, comm([...W].reverse(), me), 'key -rank reverses the order');
      assert.equal(r.same, comm(W, me), 'one colour, equal keys: the old order');
      const half = W.filter((x) => x % 2 === me % 2);
      assert.equal(r.halfRev, comm([...half].reverse(), me), 'a split of a split');
      assert.ok(r.none, 'split(UNDEFINED) returns no communicator');
      assert.equal(r.revTie, comm([...W].reverse(), me), 'equal keys keep the order of the parent');
      assert.equal(r.revCreate, comm([...new Set([n - 1, 0])], me), 'create takes ranks of the parent');
    }
  });

  test(`MPI 4.1 §7.4.2: create(group), also with disjoint groups, and §7.5's excl(0) example on ${n} rank(s)`, async () => {
    const res = await results(n);
    const W = range(n);
    const perm = [0, ...W.filter((x) => x > 1).reverse()];
    for (let me = 0; me < n; me++) {
      const r = res[me].create;
      const rest = W.filter((x) => x !== 0);
      assert.equal(r.slaves, comm(rest, me), 'create(excl(world, 0))');
      assert.is(r.slaveSum, me === 0 ? null : sum(rest));
      assert.is(r.worldSum, sum(W));
      assert.equal(r.reversed, comm([...W].reverse(), me), 'the new ranks follow the group order');
      assert.is(r.reversedCmp, n > 1 ? SIMILAR : CONGRUENT);
      assert.equal(r.sub, comm(perm, me), 'a permuted subset; ranks outside get none');
      const mine = W.filter((x) => x % 2 === me % 2);
      assert.equal(r.part, comm(mine, me), 'disjoint groups');
      assert.is(r.partSum, sum(mine.map((x) => x + 1)), 'an allreduce on each disjoint part');
      assert.is(r.partBcast, 1000 + mine[0], 'a bcast on each disjoint part');
      assert.ok(r.empty, 'create(empty group) returns no communicator');
    }
  });

  test(`MPI 4.1 §7.4.1: compare gives IDENT / CONGRUENT / SIMILAR / UNEQUAL on ${n} rank(s)`, async () => {
    const res = await results(n);
    for (let me = 0; me < n; me++) {
      assert.equal(res[me].compare, {
        worldWorld: IDENT,
        worldDup: CONGRUENT,
        dupWorld: CONGRUENT,
        dupDup: IDENT,
        dupDup2: CONGRUENT,
        rev: n > 1 ? SIMILAR : CONGRUENT,
        same: CONGRUENT,
        par: n > 1 ? UNEQUAL : CONGRUENT,
        parRev: n > 1 ? UNEQUAL : CONGRUENT,
        created: CONGRUENT,
        self: n > 1 ? UNEQUAL : CONGRUENT,
        dupGroups: IDENT,
        revGroups: n > 1 ? SIMILAR : IDENT,
      });
    }
  });

  test(`MPI 4.1 §7.4.2: splitType('shared') (every rank shares memory), with a key, and UNDEFINED on ${n} rank(s)`, async () => {
    const res = await results(n);
    const W = range(n);
    for (let me = 0; me < n; me++) {
      const r = res[me].splitType;
      assert.equal(r.s, comm(W, me));
      assert.is(r.sCmp, CONGRUENT);
      assert.equal(r.r, comm([...W].reverse(), me), 'ranked by key');
      assert.is(r.rCmp, n > 1 ? SIMILAR : CONGRUENT);
      assert.ok(r.none, 'split_type UNDEFINED returns no communicator');
    }
  });

  test(`MPI 4.1 §7.4.3: free completes pending operations, leaves others usable, and frees in turn on ${n} rank(s)`, async () => {
    const res = await results(n);
    for (let me = 0; me < n; me++) {
      const r = res[me].free;
      const prev = (me + n - 1) % n;
      assert.equal(r.pending, { value: 100 + prev, source: prev, tag: 4 }, 'a pending receive completes normally');
      assert.is(r.afterFree, 'ERR_COMM', 'a freed communicator cannot be used');
      assert.is(r.childSum, sum(range(n)), 'a dup made before the free still works');
      assert.is(r.freeWorld, 'ERR_COMM', 'COMM_WORLD cannot be freed');
      assert.equal(
        r.seen,
        range(40).map((k) => 1000 * k + prev),
      );
    }
  });

  test(`MPI 4.1 §7.1.2, §7.4: messages never match across communicators, nor collective traffic, on ${n} rank(s)`, async () => {
    const res = await results(n);
    for (let me = 0; me < n; me++) {
      const r = res[me].isolation;
      const prev = (me + n - 1) % n;
      // sent on dup, split, create, world in that order; a wildcard receive on each gets its own
      assert.equal(r.order, [
        [4, prev, 7],
        [3, prev, 7],
        [2, prev, 7],
        [1, prev, 7],
      ]);
      assert.ok(r.worldProbe, 'a probe on the world does not see a message on its dup');
      assert.equal(r.dupProbe, { source: prev, tag: 9 });
      assert.is(r.dupValue, 5);
      assert.ok(r.wildcardIdle, 'collectives do not complete a pending wildcard receive');
      assert.equal(r.wildcard, { value: 6, source: prev, tag: 11, sum: [n, 2 * n, 3 * n, 4 * n] });
    }
  });
}

test.run();
