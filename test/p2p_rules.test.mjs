// MPI 4.1 chapter 3 (point-to-point): conformance tests written from the standard's rules and
// examples. The ranks run test/ranks/p2p_rules.mjs (every scenario once per world size, each on its
// own communicator) and return what they observed; the expected values below are computed here,
// from the rules, never from wasmpi's own output.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ANY_TAG, PROC_NULL, TAG_UB, UNDEFINED } from 'wasmpi';
import { run } from './helpers.mjs';
import { f64, i32, digest, LENS, PAIRS } from './ranks/p2p_rules.mjs';

const SIZES = [1, 2, 3, 5];
const ALL = [
  'status',
  'anymatch',
  'order',
  'examples',
  'comms',
  'ssend',
  'probe',
  'cancel',
  'procnull',
  'sendrecv',
  'persistent',
  'exchange',
  'zero',
  'bigint',
  'bidir',
  'errors',
];

// One world per size runs every scenario; each test reads its scenario's observations.
const launches = new Map();
function launched(n, names = ALL) {
  const key = `${n}:${names.join()}`;
  if (!launches.has(key)) launches.set(key, run('p2p_rules.mjs', n, names));
  return launches.get(key);
}
async function observed(n, name, names) {
  const res = await launched(n, names);
  assert.is(res.length, n);
  return res.map((r, rank) => {
    if (r[name].error !== undefined) assert.unreachable(`rank ${rank} of ${n}: ${r[name].error}`);
    return r[name].value;
  });
}

/** What a receive of `data` from `src` with `tag` must report: [source, tag, count, digest]. */
const msg = (src, tag, data) => [src, tag, data.length, digest(data)];
const prevOf = (r, n) => (r + n - 1) % n;
const bySrc = (a, b) => a[0] - b[0] || a[1] - b[1];
const range = (n) => Array.from({ length: n }, (_, i) => i);

const NULL_STATUS = { source: PROC_NULL, tag: ANY_TAG, count: 0 };

for (const n of SIZES) {
  const on = `on ${n} rank${n > 1 ? 's' : ''}`;

  test(`MPI 4.1 §3.2.4, §3.2.5: blocking recv fills the message's part of the buffer; status source, tag, count and getCount ${on}`, async () => {
    const res = await observed(n, 'status');
    res.forEach(({ small, large }, r) => {
      const p = prevOf(r, n);
      const L = 3 + p;
      assert.equal(small.status, { source: p, tag: 100 + p, count: L }, `rank ${r}`);
      assert.is(small.cancelled, false, `rank ${r}: a completed receive is not cancelled`);
      const f64count = (4 * L) % 8 === 0 ? (4 * L) / 8 : UNDEFINED;
      assert.equal(small.counts, { int32: L, byte: 4 * L, int16: 2 * L, float64: f64count }, `rank ${r}`);
      assert.equal(
        small.buf,
        [...i32(L, p, 0), ...new Array(16 - L).fill(-7)],
        `rank ${r}: only ${L} elements written`,
      );
      const M = 10_000 + p;
      assert.equal(large.status, { source: p, tag: 200 + p, count: M }, `rank ${r}: ANY_SOURCE/ANY_TAG status`);
      assert.equal(large.counts, { int32: 2 * M, byte: 8 * M, int16: 4 * M, float64: M }, `rank ${r}`);
      assert.is(large.digest, digest(f64(M, p, 1)), `rank ${r}: data`);
      assert.equal(large.tail, new Array(10_010 - M).fill(-7), `rank ${r}: the rest of the buffer is untouched`);
    });
  });

  test(`MPI 4.1 §3.2.4: ANY_SOURCE and ANY_TAG match any sender / tag, named ones restrict ${on}`, async () => {
    const res = await observed(n, 'anymatch');
    const root = n - 1;
    res.forEach((v, r) => {
      if (r !== root) return assert.is(v, null);
      assert.equal(
        [...v.tag6].sort(bySrc),
        range(n).map((s) => [s, 6, s, 6]),
        'ANY_SOURCE, tag 6',
      );
      assert.equal(
        v.bySource,
        range(n)
          .reverse()
          .map((s) => [s, 5, s, 5]),
        'named source, ANY_TAG: its oldest message',
      );
      const rest = range(n).map((s) => [s, 7 + (s % 3), s, 7 + (s % 3)]);
      assert.equal([...v.anyTag].sort(bySrc), rest, 'ANY_SOURCE, ANY_TAG: the remaining messages, each once');
    });
  });

  test(`MPI 4.1 §3.5, §3.7.4: non-overtaking per sender with ANY_SOURCE, eager and > 64 KB messages mixed ${on}`, async () => {
    const res = await observed(n, 'order');
    const { unexpected, preposted } = res[0];
    assert.is(unexpected.length, n * LENS.length);
    assert.is(preposted.length, n * LENS.length);
    for (let s = 0; s < n; s++) {
      const want = (tag, base) => LENS.map((L, k) => msg(s, tag, f64(L, s, base + k)));
      assert.equal(
        unexpected.filter((m) => m[0] === s),
        want(1, 0),
        `sender ${s}: queued before the receives`,
      );
      assert.equal(
        preposted.filter((m) => m[0] === s),
        want(2, 50),
        `sender ${s}: receives posted first`,
      );
    }
  });

  test(`MPI 4.1 §3.5: non-overtaking per tag; a named tag skips ahead, ANY_TAG then takes the rest in send order ${on}`, async () => {
    const res = await observed(n, 'order');
    const ks = [2, 5, 8, 11, 0, 1, 3, 4, 6, 7, 9, 10];
    res.forEach(({ tags }, r) => {
      const p = prevOf(r, n);
      assert.equal(
        tags,
        ks.map((k) => msg(p, k % 3, f64(LENS[k], p, 100 + k))),
        `rank ${r}`,
      );
    });
  });

  if (n >= 2) {
    test(`MPI 4.1 §3.4, §3.5: blocking send and ssend never overtake an earlier pending rendezvous isend ${on}`, async () => {
      const res = await observed(n, 'order');
      res.forEach(({ modes }, r) => {
        const want = r % 2 === 1 ? LENS.map((L, k) => msg(r - 1, 3, f64(L, r - 1, 200 + k))) : [];
        assert.equal(modes, want, `rank ${r}`);
      });
    });
  }

  test(`MPI 4.1 §3.5: the ordering example (two sends with one tag; recv ANY_TAG, then recv tag) ${on}`, async () => {
    const res = await observed(n, 'examples');
    res.forEach(({ ordering }, r) => {
      const p = prevOf(r, n);
      const want = PAIRS.map(([l1, l2], c) => [msg(p, 3, f64(l1, p, 2 * c)), msg(p, 3, f64(l2, p, 2 * c + 1))]);
      assert.equal(ordering, want, `rank ${r}`);
    });
  });

  if (n >= 2) {
    test(`MPI 4.1 §3.5: the intertwined pairs example (buffered send tag1, ssend tag2; recv tag2, then tag1) ${on}`, async () => {
      const res = await observed(n, 'examples');
      res.forEach(({ intertwined }, r) => {
        const want =
          r % 2 === 1
            ? PAIRS.map(([l1, l2], c) => [
                msg(r - 1, 2, f64(l2, r - 1, 11 + 2 * c)),
                msg(r - 1, 1, f64(l1, r - 1, 10 + 2 * c)),
              ])
            : [];
        assert.equal(intertwined, want, `rank ${r}`);
      });
    });
  }

  test(`MPI 4.1 §3.5: two posted receives that match the same messages take them in posting order ${on}`, async () => {
    const res = await observed(n, 'examples');
    res.forEach(({ postedPrev, postedAny }, r) => {
      const p = prevOf(r, n);
      const want = (base) =>
        PAIRS.map(([l1, l2], c) => [msg(p, 4, f64(l1, p, base + 2 * c)), msg(p, 4, f64(l2, p, base + 2 * c + 1))]);
      assert.equal(postedPrev, want(20), `rank ${r}: irecv(prev, ANY_TAG), irecv(prev, 4)`);
      assert.equal(postedAny, want(30), `rank ${r}: irecv(ANY_SOURCE, 4), irecv(prev, ANY_TAG)`);
    });
  });

  test(`MPI 4.1 §3.2.3, §3.2.4: the communicator is part of the envelope: a dup's messages never match the other; tags select ${on}`, async () => {
    const res = await observed(n, 'comms');
    res.forEach(({ wild, posted, tags }, r) => {
      const p = prevOf(r, n);
      const lens = [
        [2, 2],
        [12000, 2],
        [2, 12000],
      ];
      assert.equal(
        wild,
        lens.map(([ld, lc]) => ({
          onComm: msg(p, 5, f64(lc, p, 2)),
          probeComm: null,
          onDup: msg(p, 5, f64(ld, p, 1)),
        })),
        `rank ${r}: wildcard receives on comm while the dup's message (sent first) is queued`,
      );
      assert.equal(posted, { onComm: msg(p, 6, f64(3, p, 3)), pendingAfterComm: true, onDup: msg(p, 8, f64(4, p, 4)) });
      assert.equal(
        tags,
        [1, 2, 3].map((t) => msg(p, t, f64(t === 3 ? 12000 : t, p, 10 + t))),
        `rank ${r}: tags 1, 2, 3`,
      );
    });
  });

  test(`MPI 4.1 §3.4: issend / ssend complete only after the matching receive has started ${on}`, async () => {
    const res = await observed(n, 'ssend');
    res.forEach(({ nonblocking, blocking }, r) => {
      const p = prevOf(r, n);
      const want = [
        [4, 0],
        [0, 1],
        [9000, 2],
      ].map(([len, seq]) => ({ pendingBeforeRecv: true, got: msg(p, 9, f64(len, p, seq)) }));
      assert.equal(nonblocking, want, `rank ${r}`);
      if (r % 2 === 0 && r + 1 < n) {
        assert.is(blocking.length, 2);
        blocking.forEach(({ sent }, i) => {
          const { posted, got } = res[r + 1].blocking[i];
          assert.ok(
            sent >= posted - 0.001,
            `ssend from ${r} returned ${((posted - sent) * 1e3).toFixed(1)} ms before ${r + 1} called recv`,
          );
          assert.equal(got, msg(r, 10, f64([4, 0][i], r, 3)));
        });
      } else if (r % 2 === 0) assert.equal(blocking, []);
    });
  });

  test(`MPI 4.1 §3.8.1: probe/iprobe report a message without receiving it; recv with the probed source and tag gets it ${on}`, async () => {
    const res = await observed(n, 'probe');
    const content = (s) => (s % 2 === 0 ? f64(s + 2, s, 0) : i32(s === 1 ? 20000 : 2 * s + 1, s, 0));
    res.forEach(({ nothing, bySource, sequence }, r) => {
      assert.is(nothing, null, `rank ${r}: iprobe with nothing sent`);
      if (r === 0) {
        const got = [...bySource].sort((a, b) => a.probe[0] - b.probe[0]);
        assert.equal(
          got,
          range(n).map((s) => ({ probe: [s, 0, content(s).length], recv: msg(s, 0, content(s)) })),
          'probe(ANY_SOURCE) then recv(status.source, status.tag)',
        );
      }
      const p = prevOf(r, n);
      assert.equal(sequence, {
        p1: [p, 7, 5],
        p2: [p, 7, 5],
        p3: [p, 7, 5],
        p4: [p, 7, 5],
        r1: msg(p, 7, f64(5, p, 7)),
        p5: [p, 8, 12000],
        r2: msg(p, 8, f64(12000, p, 8)),
        p6: [p, 9, 0],
        r3: msg(p, 9, new Float64Array(0)),
        after: null,
      });
    });
  });

  test(`MPI 4.1 §3.8.4: cancel of an unmatched irecv: status.cancelled, buffer untouched, no message taken ${on}`, async () => {
    const res = await observed(n, 'cancel');
    res.forEach((v, r) => {
      const { unmatched, later, laterLeft, race } = v;
      const p = prevOf(r, n);
      assert.equal(unmatched, { named: true, wild: true, buf: new Array(8).fill(-3) }, `rank ${r}`);
      assert.equal(later, msg(p, 50, f64(3, p, 50)), `rank ${r}: the message sent later goes to the next receive`);
      assert.is(laterLeft, null);
      assert.equal(
        v.persistent,
        { cancelled: true, restarted: msg(p, 98, f64(4, p, 98)) },
        `rank ${r}: a cancelled persistent receive is inactive and can be started again`,
      );
      [
        [3, 60],
        [12000, 61],
      ].forEach(([len, seq], i) => {
        const m = msg(p, 60, f64(len, p, seq));
        const x = race[i];
        const want = x.cancelled
          ? { cancelled: true, first: null, firstUntouched: true, again: m, left: null }
          : { cancelled: false, first: m, firstUntouched: false, again: null, left: null };
        assert.equal(x, want, `rank ${r}, ${len} elements: cancelled xor received, exactly once`);
      });
    });
  });

  test(`MPI 4.1 §3.11: PROC_NULL: sends complete at once, receives give source PROC_NULL, tag ANY_TAG, count 0 ${on}`, async () => {
    const res = await observed(n, 'procnull');
    res.forEach((v, r) => {
      if (r === 0) {
        assert.equal(
          v.shift,
          { status: NULL_STATUS, getCount: 0, buf: [-9, -9, -9, -9] },
          'rank 0 receives from PROC_NULL',
        );
        assert.equal(v.shiftLarge, {
          status: NULL_STATUS,
          digest: digest(new Float64Array(12000).fill(-9)),
          untouched: true,
        });
      } else {
        const l = r - 1;
        assert.equal(v.shift, { status: { source: l, tag: 12, count: 4 }, getCount: 4, buf: [l, 2 * l, 3 * l, 7] });
        assert.equal(v.shiftLarge, {
          status: { source: l, tag: 13, count: 12000 },
          digest: digest(f64(12000, l, 1)),
          untouched: false,
        });
      }
      assert.equal(v.quick, { isend: true, issend: true, irecv: true, sendInit: true }, `rank ${r}: complete at once`);
      assert.equal(v.recv, { status: NULL_STATUS, getCount: 0, buf: [-9, -9, -9] }, `rank ${r}`);
      assert.equal(v.probe, NULL_STATUS);
      assert.is(v.nothingArrived, null, `rank ${r}: nothing sent to PROC_NULL arrives anywhere`);
    });
  });

  test(`MPI 4.1 §3.10: sendrecv: ring shifts by every distance, wildcards, interplay with send/probe/recv ${on}`, async () => {
    checkSendrecv(await observed(n, 'sendrecv'), n);
  });

  test(`MPI 4.1 §3.9: persistent send/recv requests restarted five times, each start sending the buffer then; they match plain calls ${on}`, async () => {
    const res = await observed(n, 'persistent');
    res.forEach((rounds, r) => {
      const p = prevOf(r, n);
      const interop = range(5).map((it) => [msg(p, 32, f64(3, p, 200 + it)), msg(p, 33, f64(3, p, 300 + it))]);
      assert.equal(
        rounds.slice(0, 5),
        interop,
        `rank ${r}: persistent send to plain irecv, plain isend to persistent recv`,
      );
      const want = range(5).map((it) => [msg(p, 30, f64(6, p, it)), msg(p, 31, f64(9000, p, 100 + it))]);
      assert.equal(rounds.slice(5), want, `rank ${r}: persistent pairs, small and rendezvous`);
    });
  });

  test(`MPI 4.1 §3.7.4: a deadlock-free exchange: isend to all before any irecv, issend after irecv, waitAll ${on}`, async () => {
    const res = await observed(n, 'exchange');
    const len = (src, dst) => ((src * 7 + dst * 3) % 4 === 0 ? 9000 : 1 + src + dst);
    res.forEach((v, r) => {
      assert.equal(
        v.sendsFirst,
        range(n).map((s) => msg(s, 20, f64(len(s, r), s, 0))),
        `rank ${r}`,
      );
      assert.equal(
        v.issendRecvFirst,
        range(n).map((s) => msg(s, 21, f64(len(s, r), s, 1))),
        `rank ${r}`,
      );
      const p = prevOf(r, n);
      assert.equal(v.ssendRing, msg(p, 22, f64(9000, p, 2)), `rank ${r}`);
    });
  });

  test(`MPI 4.1 §3.2.2, §3.2.5: zero-count messages are matched and consumed, count 0, buffer untouched ${on}`, async () => {
    const res = await observed(n, 'zero');
    res.forEach((v, r) => {
      const p = prevOf(r, n);
      assert.equal(v.statuses, [
        { source: p, tag: 13, count: 0 },
        { source: p, tag: 13, count: 0 },
        { source: p, tag: 13, count: 2 },
      ]);
      const two = [...f64(2, p, 0)];
      assert.equal(
        v.bufs,
        [
          [-1, -1, -1, -1],
          [-1, -1, -1, -1],
          [...two, -1, -1],
        ],
        `rank ${r}`,
      );
      assert.equal(v.getCount, [0, 0]);
      assert.equal(v.sync, { source: p, tag: 14, count: 0 }, 'zero-count issend');
      assert.equal(v.wild, { source: p, tag: 15, count: 0 }, 'zero-count message received with both wildcards');
    });
  });

  test(`MPI 4.1 §3.2.2, §3.3: 64-bit integers (BigInt64Array, BigUint64Array) arrive bit for bit ${on}`, async () => {
    const res = await observed(n, 'bigint');
    res.forEach((v, r) => {
      const p = prevOf(r, n);
      const small = BigInt64Array.of(
        -(2n ** 63n),
        2n ** 63n - 1n,
        0n,
        -1n,
        BigInt(p) * 1_000_000_007_000n + 2n ** 53n + 1n,
      );
      assert.equal(v.small, { status: { source: p, tag: 1, count: 5 }, bytes: 40, data: small }, `rank ${r}`);
      const usmall = BigUint64Array.of(18446744073709551615n, 9223372036854775808n, BigInt(p));
      assert.equal(v.usmall, { status: { source: p, tag: 2, count: 3 }, data: usmall }, `rank ${r}`);
      const large = new BigInt64Array(10_000);
      for (let i = 0; i < large.length; i++)
        large[i] = BigInt.asIntN(64, (BigInt(p) << 56n) ^ (BigInt(i) * 0x9e3779b97f4a7c15n));
      assert.equal(v.large, {
        status: { source: p, tag: 3, count: 10_000 },
        count64: 10_000,
        digest: digest(large),
        ends: [large[0], large[9999]],
      });
    });
  });

  test(`MPI 4.1 §3.5, §3.7.4: both ranks of a pair send to each other at once (streams, sendrecv, issend) ${on}`, async () => {
    const res = await observed(n, 'bidir');
    res.forEach((v, r) => {
      const q = (r ^ 1) < n ? r ^ 1 : r;
      assert.equal(v, {
        partner: q,
        stream: LENS.map((L, k) => msg(q, 15, f64(L, q, k))),
        sendrecv: msg(q, 16, f64(40_000, q, 20)),
        issend: msg(q, 17, f64(30_000, q, 21)),
      });
    });
  });

  test(`MPI 4.1 §3.2.2, §3.2.3, §9.4: invalid ranks raise ERR_RANK, negative tags and tags > TAG_UB ERR_TAG, negative counts ERR_COUNT ${on}`, async () => {
    assert.ok(TAG_UB >= 32767, 'MPI_TAG_UB is at least 32767');
    const res = await observed(n, 'errors');
    res.forEach((v, r) => {
      for (const [call, code] of Object.entries(v.rank)) assert.is(code, 'ERR_RANK', `rank ${r}: ${call}`);
      for (const [call, code] of Object.entries(v.tag)) assert.is(code, 'ERR_TAG', `rank ${r}: ${call}`);
      for (const [call, code] of Object.entries(v.count)) assert.is(code, 'ERR_COUNT', `rank ${r}: ${call}`);
      assert.is(Object.keys(v.count).length, 4);
      assert.is(Object.keys(v.rank).length, 15);
      assert.is(Object.keys(v.tag).length, 15);
      const p = prevOf(r, n);
      assert.equal(v.tagUb, { status: { source: p, tag: TAG_UB, count: 1 }, value: p + 500 }, 'tag TAG_UB is valid');
      assert.is(v.left, null, `rank ${r}: the failed calls sent nothing`);
    });
  });
}

function checkSendrecv(res, n) {
  res.forEach(({ shifts, wild, mixed }, r) => {
    const p = prevOf(r, n);
    const want = range(n).map((k) => {
      const src = (r - k + n) % n;
      return msg(src, k, f64(k % 2 === 1 ? 9000 : 5 + k, src, k));
    });
    assert.equal(shifts, want, `rank ${r}: shift by 0..${n - 1}`);
    assert.equal(
      wild,
      { status: { source: p, tag: 40 + p, count: 2 }, buf: [p, 40] },
      `rank ${r}: ANY_SOURCE, ANY_TAG`,
    );
    const got = msg(p, 77, f64(12000, p, 77));
    assert.equal(mixed, r % 2 === 0 ? { got } : { probe: { source: p, tag: 77, count: 12000 }, got }, `rank ${r}`);
  });
}

test('MPI 4.1 §3.10: sendrecv ring shifts by every distance on 8 ranks', async () => {
  checkSendrecv(await observed(8, 'sendrecv', ['sendrecv']), 8);
});

test.run();
