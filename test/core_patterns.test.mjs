// The collective algorithms' communication patterns, simulated on one thread from the core's
// pattern functions (test/pattern_core.mjs) for every size 1..64: binomial trees (bcast, gather,
// scatter block ranges, every root up to size 16 and a few beyond), Bruck (allgather, alltoall),
// ring (reduce-scatter, allgather, allreduce) and recursive doubling / halving with folding
// (allreduce by recursive doubling and Rabenseifner, pof2 allgather, scan).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { x, ALL_SIZES, mergeOnce, range } from './pattern_core.mjs';

// ── binomial ──

function* cases() {
  for (const p of ALL_SIZES) {
    const roots = p <= 16 ? range(p) : [...new Set([0, 1, p >> 1, p - 1, (p * 7) % p])];
    for (const root of roots) yield [p, root];
  }
}

const children = (r, root, p) => range(x.binomialChildCount(r, root, p)).map((i) => x.binomialChild(r, root, p, i));

test('binomial: parent and child relations agree; the root has no parent', () => {
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

test('binomial: bcast: every rank reached exactly once in ceil(log2 p) rounds, farthest child first', () => {
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

test('binomial: gather/scatter: subtrees are contiguous relative ranges that the children partition', () => {
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

// ── bruck ──

const mod = (a, m) => ((a % m) + m) % m;

test('bruck: steps, peers and counts', () => {
  for (const p of ALL_SIZES) {
    const steps = x.bruckSteps(p);
    assert.is(steps, Math.ceil(Math.log2(p)), `p=${p}`);
    let total = 1;
    for (let s = 0; s < steps; s++) {
      for (let r = 0; r < p; r++) {
        assert.is(x.bruckSendPeer(r, p, s), mod(r - 2 ** s, p), `p=${p} r=${r} s=${s}`);
        assert.is(x.bruckRecvPeer(r, p, s), mod(r + 2 ** s, p));
        // the rank I send to receives from me
        assert.is(x.bruckRecvPeer(x.bruckSendPeer(r, p, s), p, s), r, 'send and receive peers agree');
      }
      const c = x.bruckAgCount(p, s);
      assert.ok(c >= 1 && c <= 2 ** s, `p=${p} step ${s} count ${c}`);
      total += c;
    }
    assert.is(total, p, `p=${p}: counts add up to every block`);
  }
});

test('bruck: allgather: rank r ends with blocks r, r+1, ... in order, each exactly once', () => {
  for (const p of ALL_SIZES) {
    const buf = range(p).map((r) => [r]); // position j holds the block of rank (r + j) mod p
    for (let s = 0; s < x.bruckSteps(p); s++) {
      const c = x.bruckAgCount(p, s);
      const msgs = range(p).map((r) => ({ to: x.bruckSendPeer(r, p, s), from: r, data: buf[r].slice(0, c) }));
      for (const m of msgs) {
        assert.is(x.bruckRecvPeer(m.to, p, s), m.from);
        assert.is(buf[m.to].length, 2 ** s, `p=${p} step ${s}: appended at position 2^s`);
        buf[m.to].push(...m.data);
      }
    }
    for (let r = 0; r < p; r++) {
      assert.equal(
        buf[r],
        range(p).map((j) => (r + j) % p),
        `p=${p} rank ${r}`,
      );
      // the final rotation puts the blocks in rank order
      const out = range(p).map((b) => buf[r][mod(b - r, p)]);
      assert.equal(out, range(p));
    }
  }
});

test('bruck: alltoall: every block reaches its destination, ordered by source after the rotation', () => {
  for (const p of ALL_SIZES) {
    // after the first rotation, position j at rank r holds the block from r to (r - j) mod p
    const buf = range(p).map((r) => range(p).map((j) => ({ src: r, dst: mod(r - j, p) })));
    for (let s = 0; s < x.bruckSteps(p); s++) {
      const msgs = [];
      for (let r = 0; r < p; r++) {
        const to = x.bruckSendPeer(r, p, s);
        for (let j = 0; j < p; j++) if (x.bruckA2aSends(j, s)) msgs.push({ to, j, blk: buf[r][j] });
      }
      for (const m of msgs) buf[m.to][m.j] = m.blk;
    }
    for (let r = 0; r < p; r++) {
      for (let j = 0; j < p; j++) {
        assert.is(buf[r][j].dst, r, `p=${p}: rank ${r} position ${j} holds a block for ${buf[r][j].dst}`);
        assert.is(buf[r][j].src, (r + j) % p, `p=${p}: rank ${r} position ${j} from the expected source`);
      }
    }
  }
});

// ── ring ──

test('ring: left and right neighbours are inverse and form one cycle', () => {
  for (const p of ALL_SIZES) {
    const seen = new Set();
    let r = 0;
    for (let i = 0; i < p; i++) {
      assert.is(x.ringLeft(x.ringRight(r, p), p), r, `p=${p} r=${r}`);
      seen.add(r);
      r = x.ringRight(r, p);
    }
    assert.is(r, 0);
    assert.is(seen.size, p, `p=${p}: one cycle through every rank`);
  }
});

/** Reduce-scatter: blocks[r][b] = set of ranks whose block b has been reduced into rank r's copy. */
function reduceScatter(p) {
  const blocks = range(p).map((r) => range(p).map(() => new Set([r])));
  for (let s = 0; s < p - 1; s++) {
    const msgs = range(p).map((r) => {
      const b = x.ringRsSendBlock(r, p, s);
      return { to: x.ringRight(r, p), b, data: [...blocks[r][b]] };
    });
    for (const { to, b, data } of msgs) {
      assert.is(
        x.ringRsRecvBlock(to, p, s),
        b,
        `p=${p} step ${s}: rank ${to} expects the block its left neighbour sends`,
      );
      mergeOnce(blocks[to][b], data, `p=${p} step ${s} rank ${to} block ${b}`);
    }
  }
  return blocks;
}

test('ring: reduce-scatter: rank r ends with block r reduced over every rank exactly once', () => {
  for (const p of ALL_SIZES) {
    const blocks = reduceScatter(p);
    for (let r = 0; r < p; r++) assert.is(blocks[r][r].size, p, `p=${p}: rank ${r} block ${r}`);
  }
});

test('ring: allgather: every rank ends with every block, each received once', () => {
  for (const p of ALL_SIZES) {
    const have = range(p).map((r) => new Set([r]));
    for (let s = 0; s < p - 1; s++) {
      const msgs = range(p).map((r) => {
        const b = x.ringAgSendBlock(r, p, s);
        assert.ok(have[r].has(b), `p=${p} step ${s}: rank ${r} forwards block ${b} it holds`);
        return { to: x.ringRight(r, p), b };
      });
      for (const { to, b } of msgs) {
        assert.is(x.ringAgRecvBlock(to, p, s), b, `p=${p} step ${s}: rank ${to} receive block`);
        assert.not.ok(have[to].has(b), `p=${p} step ${s}: rank ${to} gets block ${b} twice`);
        have[to].add(b);
      }
    }
    for (let r = 0; r < p; r++) assert.is(have[r].size, p, `p=${p} rank ${r}`);
  }
});

test('ring: allreduce = reduce-scatter + allgather: every rank, every block, every contribution once', () => {
  for (const p of ALL_SIZES) {
    const rs = reduceScatter(p);
    const out = range(p).map((r) => range(p).map((b) => (b === r ? rs[r][r] : null)));
    for (let s = 0; s < p - 1; s++) {
      const msgs = range(p).map((r) => ({
        to: x.ringRight(r, p),
        b: x.ringAgSendBlock(r, p, s),
        data: out[r][x.ringAgSendBlock(r, p, s)],
      }));
      for (const { to, b, data } of msgs) {
        assert.ok(data, `p=${p}: forwarding a block not yet reduced`);
        out[to][b] = data;
      }
    }
    for (let r = 0; r < p; r++)
      for (let b = 0; b < p; b++)
        assert.equal(
          [...out[r][b]].sort((u, v) => u - v),
          range(p),
          `p=${p} r=${r} b=${b}`,
        );
  }
});

// ── recursive doubling ──

const sorted = (s) => [...s].sort((a, b) => a - b);

test('recursive doubling: pof2, steps and the new-rank numbering', () => {
  for (const p of ALL_SIZES) {
    const pof2 = x.rdPof2(p);
    assert.ok(pof2 <= p && 2 * pof2 > p && (pof2 & (pof2 - 1)) === 0, `p=${p} pof2=${pof2}`);
    assert.is(1 << x.rdSteps(p), pof2);
    assert.is(x.rdScanSteps(p), Math.ceil(Math.log2(p)));
    const news = new Set();
    for (let r = 0; r < p; r++) {
      const q = x.rdNewRank(r, p);
      const partner = x.rdFoldPartner(r, p);
      if (q < 0) {
        assert.ok(partner >= 0 && partner < p, `p=${p}: folded rank ${r} has a partner`);
        assert.ok(x.rdNewRank(partner, p) >= 0, `p=${p}: rank ${r} folds into an active rank`);
        assert.is(x.rdFoldPartner(partner, p), r, 'partners agree');
      } else {
        assert.ok(q < pof2);
        assert.not.ok(news.has(q));
        news.add(q);
        assert.is(x.rdOldRank(q, p), r, `p=${p}: old rank of new rank ${q}`);
        if (partner >= 0) assert.is(x.rdNewRank(partner, p), -1, 'an active rank pairs with a folded one');
      }
    }
    assert.is(news.size, pof2, `p=${p}: pof2 active ranks`);
    for (let q = 0; q < pof2; q++) {
      for (let s = 0; s < x.rdSteps(p); s++) {
        const peer = x.rdPeer(q, s);
        assert.ok(peer >= 0 && peer < pof2);
        assert.is(x.rdPeer(peer, s), q, 'peers agree');
        const hp = x.rhPeer(q, pof2, s);
        assert.ok(hp >= 0 && hp < pof2);
        assert.is(x.rhPeer(hp, pof2, s), q, 'halving peers agree');
      }
    }
  }
});

/** Fold: every folded rank's contributions go into its partner. Returns data per rank. */
function fold(p, data) {
  for (let r = 0; r < p; r++)
    if (x.rdNewRank(r, p) < 0) {
      const to = x.rdFoldPartner(r, p);
      data[to].forEach((set, b) => mergeOnce(set, data[r][b], `p=${p} fold ${r}->${to} block ${b}`));
      data[r] = null; // the folded rank's buffer is now stale
    }
}

/** Unfold: every active rank with a partner hands the result back. */
function unfold(p, data) {
  for (let r = 0; r < p; r++)
    if (x.rdNewRank(r, p) < 0) {
      const from = x.rdFoldPartner(r, p);
      data[r] = data[from].map((s) => new Set(s));
    }
}

function checkAllreduce(p, data, nblocks, what) {
  for (let r = 0; r < p; r++)
    for (let b = 0; b < nblocks; b++) assert.equal(sorted(data[r][b]), range(p), `${what} p=${p} rank ${r} block ${b}`);
}

test('recursive doubling: recursive-doubling allreduce with folding: every rank has every contribution once', () => {
  for (const p of ALL_SIZES) {
    const data = range(p).map((r) => [new Set([r])]);
    fold(p, data);
    for (let s = 0; s < x.rdSteps(p); s++) {
      const snapshot = data.map((d) => d && d.map((set) => [...set]));
      for (let r = 0; r < p; r++) {
        const q = x.rdNewRank(r, p);
        if (q < 0) continue;
        const peer = x.rdOldRank(x.rdPeer(q, s), p);
        mergeOnce(data[r][0], snapshot[peer][0], `p=${p} step ${s} rank ${r}`);
      }
    }
    unfold(p, data);
    checkAllreduce(p, data, 1, 'recursive doubling');
  }
});

test('recursive doubling: Rabenseifner (halving reduce-scatter + doubling allgather) with folding, several block counts', () => {
  for (const p of ALL_SIZES) {
    const pof2 = x.rdPof2(p);
    const steps = x.rdSteps(p);
    for (const nblocks of new Set([1, 3, pof2 + 1])) {
      const data = range(p).map((r) => range(nblocks).map(() => new Set([r])));
      fold(p, data);
      // reduce-scatter by recursive halving: each rank's range of valid blocks shrinks
      const valid = range(p).map(() => [0, nblocks]);
      for (let s = 0; s < steps; s++) {
        const msgs = [];
        for (let r = 0; r < p; r++) {
          const q = x.rdNewRank(r, p);
          if (q < 0) continue;
          const peerNew = x.rhPeer(q, pof2, s);
          const off = x.rhSendOffset(q, pof2, s, nblocks);
          const cnt = x.rhSendCount(q, pof2, s, nblocks);
          // the peer expects exactly this range, and this rank keeps the complementary half
          assert.is(x.rhRecvOffset(peerNew, pof2, s, nblocks), off, `p=${p} n=${nblocks} step ${s}: offsets agree`);
          assert.is(x.rhRecvCount(peerNew, pof2, s, nblocks), cnt, `p=${p} n=${nblocks} step ${s}: counts agree`);
          const keepOff = x.rhRecvOffset(q, pof2, s, nblocks);
          const keepCnt = x.rhRecvCount(q, pof2, s, nblocks);
          const [lo, hi] = valid[r];
          assert.is(cnt + keepCnt, hi - lo, `p=${p} n=${nblocks} step ${s}: halves cover the range`);
          assert.ok(
            Math.min(off, keepOff) === lo && Math.max(off + cnt, keepOff + keepCnt) === hi,
            'halves inside the range',
          );
          msgs.push({ to: x.rdOldRank(peerNew, p), off, cnt, data: range(cnt).map((i) => [...data[r][off + i]]) });
          valid[r] = [keepOff, keepOff + keepCnt];
        }
        for (const m of msgs)
          for (let i = 0; i < m.cnt; i++) mergeOnce(data[m.to][m.off + i], m.data[i], `p=${p} n=${nblocks} step ${s}`);
      }
      // new rank q owns chunk q fully reduced
      for (let r = 0; r < p; r++) {
        const q = x.rdNewRank(r, p);
        if (q < 0) continue;
        const [lo, hi] = valid[r];
        assert.is(lo, Math.floor((q * nblocks) / pof2), `p=${p} n=${nblocks}: chunk start of new rank ${q}`);
        assert.is(hi, Math.floor(((q + 1) * nblocks) / pof2));
        for (let b = lo; b < hi; b++) assert.is(data[r][b].size, p, `p=${p} block ${b} reduced`);
      }
      // allgather: the halving steps backwards with send and receive swapped
      for (let s = steps - 1; s >= 0; s--) {
        const msgs = [];
        for (let r = 0; r < p; r++) {
          const q = x.rdNewRank(r, p);
          if (q < 0) continue;
          const off = x.rhRecvOffset(q, pof2, s, nblocks);
          const cnt = x.rhRecvCount(q, pof2, s, nblocks);
          msgs.push({
            to: x.rdOldRank(x.rhPeer(q, pof2, s), p),
            off,
            cnt,
            data: range(cnt).map((i) => data[r][off + i]),
          });
        }
        for (const m of msgs)
          for (let i = 0; i < m.cnt; i++) {
            assert.is(m.data[i].size, p, `p=${p} n=${nblocks}: allgather sends a finished block`);
            data[m.to][m.off + i] = new Set(m.data[i]);
          }
      }
      unfold(p, data);
      checkAllreduce(p, data, nblocks, `Rabenseifner n=${nblocks}`);
    }
  }
});

test('recursive doubling: recursive-doubling allgather on powers of two: every rank gets every block once', () => {
  for (const p of ALL_SIZES.filter((n) => (n & (n - 1)) === 0)) {
    const have = range(p).map((r) => new Set([r]));
    for (let s = 0; s < x.rdSteps(p); s++) {
      const snap = have.map((h) => [...h]);
      for (let r = 0; r < p; r++) mergeOnce(have[r], snap[x.rdPeer(r, s)], `p=${p} step ${s} rank ${r}`);
    }
    for (let r = 0; r < p; r++) assert.is(have[r].size, p);
  }
});

test('recursive doubling: recursive-doubling scan (any size): rank r ends with contributions 0..r, each once', () => {
  for (const p of ALL_SIZES) {
    // partial[r]: what r forwards (a contiguous run of ranks ending... containing r); result[r]: the scan
    const partial = range(p).map((r) => new Set([r]));
    const result = range(p).map((r) => new Set([r]));
    for (let s = 0; s < x.rdScanSteps(p); s++) {
      const snap = partial.map((h) => [...h]);
      for (let r = 0; r < p; r++) {
        const peer = x.rdPeer(r, s);
        if (peer >= p) continue;
        mergeOnce(partial[r], snap[peer], `p=${p} step ${s} rank ${r} partial`);
        if (peer < r) mergeOnce(result[r], snap[peer], `p=${p} step ${s} rank ${r} result`);
      }
    }
    for (let r = 0; r < p; r++) assert.equal(sorted(result[r]), range(r + 1), `p=${p} rank ${r}`);
  }
});

test.run();
