// Nonblocking sendrecv (isendrecv, isendrecvReplace), matched probes (mprobe, improbe, Message),
// buffered sends (bsend, ibsend, bsendInit, bufferAttach, bufferDetach) and ready sends (rsend,
// irsend, rsendInit), with real ranks (test/ranks/p2p_modes.mjs): one launch per size runs every
// scenario.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ANY_TAG, PROC_NULL, bufferAttach, bufferDetach, BSEND_OVERHEAD, Message } from 'wasmpi';
import { run, SIZES } from './helpers.mjs';

const SCENARIOS = ['isendrecv', 'mprobe', 'mrace', 'bsend', 'rsend'];
const launches = new Map();
const results = (n) => {
  if (!launches.has(n)) launches.set(n, run('p2p_modes.mjs', n, SCENARIOS));
  return launches.get(n);
};
const prevOf = (rank, n) => (rank + n - 1) % n;
const NULLST = { source: PROC_NULL, tag: ANY_TAG, count: 0, cancelled: false };

test('the new calls are exported', () => {
  assert.type(bufferAttach, 'function');
  assert.type(bufferDetach, 'function');
  assert.type(Message, 'function');
  assert.ok(Number.isInteger(BSEND_OVERHEAD) && BSEND_OVERHEAD >= 8);
});

for (const n of SIZES) {
  test(`isendrecv and isendrecvReplace on ${n} rank(s)`, async () => {
    const res = await results(n);
    res.forEach((r, rank) => {
      const prev = prevOf(rank, n);
      const x = r.isendrecv;
      const at = `rank ${rank}`;
      assert.equal(x.small, { st: { source: prev, tag: 1, count: 5, cancelled: false }, bad: -1 }, at);
      assert.equal(x.large, { st: { source: prev, tag: 2, count: 40_000, cancelled: false }, bad: -1 }, at);
      assert.equal(x.types, { st: { source: prev, tag: 3, count: 6, cancelled: false }, bad: -1 }, at);
      assert.equal(x.nullSource, NULLST, at);
      assert.equal(x.untouched, [-1, -1], at);
      assert.equal(x.replace.bad, -1, `${at}: the large replace`);
      assert.equal(x.replace.st, { source: prev, tag: 5, count: 40_000, cancelled: false }, at);
      assert.equal(x.replace.bad6, -1, `${at}: the small replace`);
      assert.equal(x.replace.st6.tag, 6, at);
      assert.equal(x.replaceType, -1, `${at}: the replace with a vector type`);
      // a vector on odd ranks, contiguous on even ones: counted in the receive type's items
      const c = rank % 2 === 1 ? 1 : 6;
      assert.equal(
        x.mixedTypes,
        [
          [c, -1],
          [c, -1],
        ],
        `${at}: sendrecvReplace and isendrecvReplace across layouts`,
      );
      assert.equal(x.errors, { alias: 'ERR_BUFFER', dest: 'ERR_RANK', tag: 'ERR_TAG', replaceKey: 'ERR_ARG' }, at);
    });
  });

  test(`mprobe, improbe and Message on ${n} rank(s)`, async () => {
    const res = await results(n);
    res.forEach((r, rank) => {
      const prev = prevOf(rank, n);
      const m = r.mprobe;
      const at = `rank ${rank}`;
      assert.ok(m.isMessage, at);
      assert.equal(m.probed, { source: prev, tag: 11, count: 3 + prev, bytes: 8 * (3 + prev) }, at);
      assert.equal(m.recv, { st: { source: prev, tag: 11, count: 3 + prev, cancelled: false }, bad: -1 }, at);
      assert.is(m.twice, 'ERR_PENDING', `${at}: a Message received twice`);
      assert.is(m.received, true, at);
      assert.equal(m.irecv, { st: { source: prev, tag: 12, count: 4, cancelled: false }, bad: -1 }, at);
      assert.equal(m.order, [1, 2], `${at}: the matched message is the older one`);
      assert.is(m.wrongType, 'ERR_TYPE', at);
      assert.equal(m.afterRefusal, [1.5, 2.5], `${at}: a refused message stays receivable`);
      assert.is(m.truncated, 'ERR_TRUNCATE', at);
      assert.is(m.truncatedTwice, 'ERR_PENDING', `${at}: a truncated message is consumed`);
      assert.is(m.derived, true, `${at}: received with a vector type`);
      assert.equal(m.nullProbe, NULLST, at);
      assert.equal(m.nullRecv, [NULLST, 9, NULLST], at);
      assert.equal(m.errors, { source: 'ERR_RANK', tag: 'ERR_TAG' }, at);
      if (n > 1) {
        assert.is(m.cancelAfterMatch, false, `${at}: a matched rendezvous cannot be cancelled`);
        assert.equal(m.big.bad, -1, at);
        assert.is(m.big.sent.cancelled, false, at);
      }
    });
  });

  test(`matched probes from two interleaved receivers on ${n} rank(s): every message once`, async () => {
    const res = await results(n);
    const r = res[0].mrace;
    assert.equal(r.errs, []);
    assert.is(r.received, (n - 1) * 40);
    assert.is(r.total, (n - 1) * 40);
    assert.ok(r.both, 'both receivers took messages');
  });

  test(`bsend, ibsend, bsendInit, bufferAttach and bufferDetach on ${n} rank(s)`, async () => {
    const res = await results(n);
    res.forEach((r, rank) => {
      const prev = prevOf(rank, n);
      const b = r.bsend;
      const at = `rank ${rank}`;
      assert.is(b.none, 'ERR_BUFFER', `${at}: no buffer attached`);
      assert.is(b.nullDest, 'no error', `${at}: to PROC_NULL`);
      assert.is(b.twice, 'ERR_BUFFER', `${at}: attached twice`);
      assert.is(b.full, 'ERR_BUFFER', `${at}: no room beside the messages in flight`);
      assert.equal([b.small, b.second, b.first], [-1, -1, -1], at);
      assert.ok(b.nothingElse, `${at}: the refused message was not sent`);
      assert.is(b.detached, 2 * (40_000 * 8 + BSEND_OVERHEAD) + 64 + BSEND_OVERHEAD, at);
      assert.ok(b.detachAgain, at);
      assert.is(b.tooLarge, 'ERR_BUFFER', at);
      assert.equal(
        b.derived,
        [0, 3, 6, 9].map((i) => prev * 100 + i),
        at,
      );
      assert.ok(b.detachedArray, at);
      assert.equal(b.persistent, [-1, -1, -1], at);
      assert.ok(b.detachShared, at);
      assert.equal(b.last, -1, at);
    });
  });

  test(`rsend, irsend and rsendInit on ${n} rank(s)`, async () => {
    const res = await results(n);
    res.forEach((r, rank) => assert.equal(r.rsend, [-1, -1, -1, 'ERR_RANK'], `rank ${rank}`));
  });
}

test.run();
