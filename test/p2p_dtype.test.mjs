// Point-to-point with derived datatypes between real ranks (test/ranks/p2p_dtype.mjs): vector <->
// contiguous, structs of mixed types, eager and rendezvous sizes, every send and receive form,
// persistent requests, ANY_SOURCE, halo exchanges of subarray faces with sendrecv, status counts,
// signature mismatches (ERR_TYPE, the message still receivable) and bad arguments.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { run } from './helpers.mjs';

for (const n of [2, 3]) {
  test(`derived send and receive types, every mode, eager and rendezvous, on ${n} ranks`, async () => {
    const res = await run('p2p_dtype.mjs', n, ['pairs', 'anysource', 'persistent']);
    assert.ok(res[0].pairs > 50);
    assert.is(res[0].anysource, 2 * (n - 1));
    for (const r of res) assert.is(r.persistent, 6);
  });
}

for (const n of [1, 2, 3, 5]) {
  test(`halo exchange of subarray faces with sendrecv on ${n} rank(s)`, async () => {
    const res = await run('p2p_dtype.mjs', n, ['halo']);
    for (const r of res) assert.is(r.halo, 8);
  });
}

test('persistent and ANY_SOURCE on 5 ranks', async () => {
  const res = await run('p2p_dtype.mjs', 5, ['persistent', 'anysource']);
  assert.is(res[0].anysource, 8);
});

test('signature mismatch: ERR_TYPE, the message stays queued for a fitting receive; ERR_TRUNCATE consumes it', async () => {
  const res = await run('p2p_dtype.mjs', 2, ['mismatch']);
  const msgs = res[0].mismatch;
  assert.is(msgs.length, 10);
  assert.match(msgs[0], 'type signature mismatch');
  assert.match(msgs[0], 'stays queued');
});

test('uncommitted types, bad counts, short buffers; and in a collective', async () => {
  const res = await run('p2p_dtype.mjs', 2, ['errors']);
  const e = res[0].errors;
  for (const k of ['uncommittedSend', 'uncommittedRecv', 'uncommittedInit']) {
    assert.match(e[k], /^ERR_TYPE: /);
    assert.match(e[k], 'vector(3, 1, 2, int32) is not committed');
  }
  assert.match(e.negativeCount, /^ERR_COUNT: .*got -1/);
  assert.match(e.fractionalCount, /^ERR_COUNT: .*got 1.5/);
  assert.match(e.tooSmall, /^ERR_COUNT: .*touches bytes 0 to 40 .* holds 32 bytes/);
  assert.match(e.tooSmallRecv, /^ERR_COUNT: .*holds 16 bytes/);
  assert.match(e.collective, /^ERR_TYPE: .*is not committed/);
  assert.is(e.empty, 0);
});

for (const n of [2, 3]) {
  test(`rendezvous of derived types with 64-byte blocks and more: the receiver packs from the sender's buffer into shared, ordinary and derived receive buffers (${n} ranks)`, async () => {
    const res = await run('p2p_dtype.mjs', n, ['typedRndv']);
    for (const r of res) {
      assert.is(r.typedRndv.length, 36);
      for (const c of r.typedRndv) assert.ok(c.ok, c.desc);
    }
  });
}

test.run();
