// Binomial tree: simulated bcast, gather and scatter block ranges for every size 1..64, every
// root up to size 16 and a few roots beyond.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { x, ALL_SIZES, range } from './pattern_core.mjs';

function* cases() {
  for (const p of ALL_SIZES) {
    const roots = p <= 16 ? range(p) : [...new Set([0, 1, p >> 1, p - 1, (p * 7) % p])];
    for (const root of roots) yield [p, root];
  }
}

const children = (r, root, p) => range(x.binomialChildCount(r, root, p)).map((i) => x.binomialChild(r, root, p, i));

test('parent and child relations agree; the root has no parent', () => {
  for (const [p, root] of cases()) {
    assert.is(x.binomialParent(root, root, p), -1);
    assert.is(x.binomialRel(root, root, p), 0);
    for (let r = 0; r < p; r++) {
      for (const c of children(r, root, p)) {
        assert.ok(c >= 0 && c < p, `p=${p} root=${root}: child ${c} of ${r}`);
        assert.is(x.binomialParent(c, root, p), r, `p=${p} root=${root}: parent of ${c}`);
      }
      if (r !== root) {
        const par = x.binomialParent(r, root, p);
        assert.ok(children(par, root, p).includes(r), `p=${p} root=${root}: ${r} is a child of its parent ${par}`);
      }
      assert.is(x.binomialChild(r, root, p, x.binomialChildCount(r, root, p)), -1, 'past the last child');
    }
  }
});

test('bcast: every rank reached exactly once in ceil(log2 p) rounds, farthest child first', () => {
  for (const [p, root] of cases()) {
    const round = new Array(p).fill(-1); // when each rank receives
    round[root] = 0;
    let reached = 1;
    // rank r, reached at round t, sends to its children in order at rounds t+1, t+2, ...
    const queue = [root];
    while (queue.length) {
      const r = queue.shift();
      const kids = children(r, root, p);
      kids.forEach((c, i) => {
        assert.is(round[c], -1, `p=${p} root=${root}: rank ${c} reached twice`);
        round[c] = round[r] + i + 1;
        reached++;
        queue.push(c);
        // descending distance: after the first child (whose subtree size may cut short), full
        // subtrees of halving size
        if (i > 1)
          assert.is(
            x.binomialSubtreeSize(kids[i - 1], root, p),
            2 * x.binomialSubtreeSize(c, root, p),
            'subtrees halve',
          );
        if (i > 0) assert.ok(x.binomialRel(kids[i - 1], root, p) > x.binomialRel(c, root, p), 'farthest child first');
      });
    }
    assert.is(reached, p, `p=${p} root=${root}: every rank reached`);
    assert.ok(Math.max(...round) <= Math.ceil(Math.log2(p)), `p=${p} root=${root}: depth ${Math.max(...round)}`);
  }
});

test('gather/scatter: subtrees are contiguous relative ranges that the children partition', () => {
  for (const [p, root] of cases()) {
    assert.is(x.binomialSubtreeSize(root, root, p), p);
    for (let r = 0; r < p; r++) {
      const rel = x.binomialRel(r, root, p);
      const size = x.binomialSubtreeSize(r, root, p);
      assert.ok(size >= 1 && rel + size <= p);
      // children cover [rel+1, rel+size), in descending order of their relative ranks
      const covered = [];
      for (const c of children(r, root, p).reverse()) {
        const crel = x.binomialRel(c, root, p);
        assert.is(
          crel,
          rel + 1 + covered.length,
          `p=${p} root=${root} rank ${r}: child ${c} range starts after the previous`,
        );
        for (let i = 0; i < x.binomialSubtreeSize(c, root, p); i++) covered.push(crel + i);
      }
      assert.is(covered.length, size - 1, `p=${p} root=${root} rank ${r}: subtree size = 1 + children's`);
    }
  }
});

test.run();
