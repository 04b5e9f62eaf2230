// Bruck's pattern: simulated allgather and alltoall for every size 1..64.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { x, ALL_SIZES, range } from './pattern_core.mjs';

const mod = (a, m) => ((a % m) + m) % m;

test('steps, peers and counts', () => {
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

test('allgather: rank r ends with blocks r, r+1, ... in order, each exactly once', () => {
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

test('alltoall: every block reaches its destination, ordered by source after the rotation', () => {
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

test.run();
