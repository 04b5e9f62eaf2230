// Ring pattern: simulated reduce-scatter, allgather and allreduce for every size 1..64.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { x, ALL_SIZES, mergeOnce, range } from './pattern_core.mjs';

test('left and right neighbours are inverse and form one cycle', () => {
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

test('reduce-scatter: rank r ends with block r reduced over every rank exactly once', () => {
  for (const p of ALL_SIZES) {
    const blocks = reduceScatter(p);
    for (let r = 0; r < p; r++) assert.is(blocks[r][r].size, p, `p=${p}: rank ${r} block ${r}`);
  }
});

test('allgather: every rank ends with every block, each received once', () => {
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

test('allreduce = reduce-scatter + allgather: every rank, every block, every contribution once', () => {
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

test.run();
