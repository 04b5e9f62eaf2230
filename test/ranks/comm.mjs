// Communicator and group scenarios.
import assert from 'node:assert/strict';
import { ANY_TAG, UNDEFINED, IDENT, CONGRUENT, SIMILAR, UNEQUAL, selfComm, Group } from 'wasmpi';
import { runScenarios, plain } from './_shared.mjs';
import { heapGrowth } from './_heap.mjs';

/** Rounds of dup + allreduce + free whose shared-heap use must not grow. */
export const LEAK_ROUNDS = 500;

const scenarios = {
  // Messages never cross communicators: the dup's message is sent first but the world recv gets the world's.
  dup(world) {
    const { rank, size } = world;
    const d = world.dup();
    const d2 = d.dup();
    assert.equal(d.size, size);
    assert.equal(d.rank, rank);
    assert.equal(world.compare(world), IDENT);
    assert.equal(world.compare(d), CONGRUENT);
    assert.notEqual(d.ctx, d2.ctx);
    const next = (rank + 1) % size;
    const prev = (rank + size - 1) % size;
    d2.send(Int32Array.of(2), next, 0);
    d.send(Int32Array.of(1), next, 0);
    world.send(Int32Array.of(0), next, 0);
    const v = new Int32Array(1);
    world.recv(v, prev, ANY_TAG);
    assert.equal(v[0], 0);
    d.recv(v, prev, ANY_TAG);
    assert.equal(v[0], 1);
    d2.recv(v, prev, ANY_TAG);
    assert.equal(v[0], 2);
    d2.free();
    d.free();
    return d.ctx;
  },

  // Split by parity, key reversing the order.
  split(world) {
    const { rank, size } = world;
    const c = world.split(rank % 2, -rank);
    const mates = [];
    for (let r = size - 1; r >= 0; r--) if (r % 2 === rank % 2) mates.push(r);
    assert.equal(c.size, mates.length);
    assert.equal(c.rank, mates.indexOf(rank));
    assert.deepEqual([...c.members], mates);
    // communicate inside: a sum around the sub-ring
    const tok = new Int32Array(1);
    if (c.size > 1) {
      const next = (c.rank + 1) % c.size;
      const prev = (c.rank + c.size - 1) % c.size;
      if (c.rank === 0) {
        tok[0] = rank;
        c.send(tok, next, 1);
        c.recv(tok, prev, 1);
      } else {
        c.recv(tok, prev, 1);
        tok[0] += rank;
        c.send(tok, next, 1);
      }
      if (c.rank === 0)
        assert.equal(
          tok[0],
          mates.reduce((a, b) => a + b, 0),
        );
    }
    assert.equal(world.compare(c), size === 1 ? CONGRUENT : UNEQUAL);
    // UNDEFINED colour: no communicator
    const none = world.split(rank === 0 ? UNDEFINED : 1, 0);
    if (rank === 0) assert.equal(none, null);
    else assert.equal(none.size, size - 1);
    // same members, reversed order: SIMILAR
    const rev = world.split(0, size - rank);
    assert.equal(world.compare(rev), size === 1 ? CONGRUENT : SIMILAR);
    return c.size;
  },

  create(world) {
    const { rank, size } = world;
    const g = world.group;
    const evens = g.incl(Array.from({ length: Math.ceil(size / 2) }, (_, i) => 2 * i));
    const c = world.create(evens);
    if (rank % 2 === 1) {
      assert.equal(c, null);
      return -1;
    }
    assert.equal(c.size, evens.size);
    assert.equal(c.rank, rank / 2);
    if (c.size > 1) {
      const v = new Int32Array(1);
      if (c.rank === 0)
        for (let r = 1; r < c.size; r++) {
          c.recv(v, r, 0);
          assert.equal(v[0], r * 2);
        }
      else c.send(Int32Array.of(rank), 0, 0);
    }
    return c.size;
  },

  shared(world) {
    const s = world.splitType('shared');
    assert.equal(s.size, world.size);
    assert.equal(s.rank, world.rank);
    assert.equal(world.compare(s), CONGRUENT);
    const self = selfComm();
    assert.equal(self.size, 1);
    assert.equal(self.rank, 0);
    self.send(Int32Array.of(world.rank), 0, 4);
    const v = new Int32Array(1);
    self.recv(v, 0, 4);
    assert.equal(v[0], world.rank);
    return s.size;
  },

  groups(world) {
    const { rank, size } = world;
    const g = world.group;
    assert.equal(g.size, size);
    assert.equal(g.rank, rank);
    const first = g.incl([0]);
    assert.equal(first.size, 1);
    assert.equal(first.rank, rank === 0 ? 0 : UNDEFINED);
    const rest = g.excl([0]);
    assert.equal(rest.size, size - 1);
    assert.equal(first.union(rest).compare(g), IDENT);
    assert.equal(rest.union(first).compare(g), size === 1 ? IDENT : SIMILAR);
    assert.equal(g.intersection(first).size, 1);
    assert.equal(g.difference(rest).compare(first), IDENT);
    assert.equal(first.compare(rest), UNEQUAL);
    const rev = g.incl(Array.from({ length: size }, (_, i) => size - 1 - i));
    assert.deepEqual(g.translateRanks([0, size - 1], rev), [size - 1, 0]);
    if (size > 1) assert.deepEqual(rest.translateRanks([0], first), [UNDEFINED]);
    assert.ok(g instanceof Group);
    for (const bad of [[size], [-1], [0.5]]) {
      assert.throws(
        () => g.incl(bad),
        (e) => e.code === 'ERR_RANK' && /out of range: expected 0 <= rank </.test(e.message),
      );
    }
    if (size > 1)
      assert.throws(
        () => g.incl([1, 1]),
        (e) => e.code === 'ERR_RANK' && /appears twice/.test(e.message),
      );
    return size;
  },
  // Regression: a freed communicator's collective state (slot, tables, scratch) stayed in the
  // shared heap. Returns the heap's growth and the last result.
  'leak-dup'(world) {
    const x = new Float64Array(4).fill(world.rank + 1);
    const y = new Float64Array(4);
    const grew = heapGrowth(world, LEAK_ROUNDS, () => {
      const d = world.dup();
      d.allreduce(x, y, 'sum');
      d.free();
    });
    return { grew, result: plain(y) };
  },
};

export default function main(world, names) {
  return runScenarios(world, scenarios, names);
}
