// Recursive doubling / halving with folding: simulated allreduce (recursive doubling and
// Rabenseifner), pof2 allgather and scan for every size 1..64.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { x, ALL_SIZES, mergeOnce, range } from './pattern_core.mjs';

const sorted = (s) => [...s].sort((a, b) => a - b);

test('pof2, steps and the new-rank numbering', () => {
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

test('recursive-doubling allreduce with folding: every rank has every contribution once', () => {
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

test('Rabenseifner (halving reduce-scatter + doubling allgather) with folding, several block counts', () => {
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

test('recursive-doubling allgather on powers of two: every rank gets every block once', () => {
  for (const p of ALL_SIZES.filter((n) => (n & (n - 1)) === 0)) {
    const have = range(p).map((r) => new Set([r]));
    for (let s = 0; s < x.rdSteps(p); s++) {
      const snap = have.map((h) => [...h]);
      for (let r = 0; r < p; r++) mergeOnce(have[r], snap[x.rdPeer(r, s)], `p=${p} step ${s} rank ${r}`);
    }
    for (let r = 0; r < p; r++) assert.is(have[r].size, p);
  }
});

test('recursive-doubling scan (any size): rank r ends with contributions 0..r, each once', () => {
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
