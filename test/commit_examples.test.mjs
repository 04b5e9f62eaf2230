// Long: the commit examples run whole, on several sizes and once reordered (about 5 s).
// The commit-protocol examples (examples/commit/) run as users run them, here through launch():
// a broadcast and an allreduce declared on a pending 2-D torus, a ring exchange of deferred
// point-to-point requests, and a broadcast whose buffer and count are both deferred. Every value
// is computed here from the committed grid each rank reports (row-major coordinates, periodic
// neighbours), on several sizes and once reordered on a synthetic two-package machine.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { launch } from 'wasmpi';
import { ROOT_VALUE } from '../examples/commit/cart_bcast.mjs';
import { sent } from '../examples/commit/ring_pt2pt.mjs';

const SIZES = [1, 2, 4, 8];
const HW = { hw: 'package:2 core:4 pu:1', placement: 'scatter' };

const range = (n) => Array.from({ length: n }, (_, i) => i);
const eq = (got, want, label) =>
  assert.equal(got, want, `${label}: got ${JSON.stringify(got)}, want ${JSON.stringify(want)}`);

async function run(file, ranks, args = [], opts = {}) {
  const res = await launch(new URL(`../examples/commit/${file}`, import.meta.url), {
    ranks,
    args,
    ...opts,
  });
  return res.map((r) => r.value);
}

/** Row-major rank of coordinates on a periodic grid. */
const rankOf = (dims, coords) => coords.reduce((r, c, d) => r * dims[d] + ((c + dims[d]) % dims[d]), 0);
const coordsOf = (dims, r) => {
  const c = new Array(dims.length);
  for (let d = dims.length - 1; d >= 0; d--) {
    c[d] = r % dims[d];
    r = Math.floor(r / dims[d]);
  }
  return c;
};

/** The committed grid every rank reports: p positions, row-major, one process each; the mapping
 *  (grid rank -> world rank) when the commit reordered, else null. Returns the mapping. */
function checkGrid(res, p, label) {
  const dims = res[0].dims;
  eq(dims.length, 2, `${label}: a 2-D grid`);
  eq(dims[0] * dims[1], p, `${label}: dims ${dims} hold every rank`);
  eq(
    res.map((r) => r.rank).sort((a, b) => a - b),
    range(p),
    `${label}: ranks of the committed grid`,
  );
  eq(
    res.map((r) => r.worldRank).sort((a, b) => a - b),
    range(p),
    `${label}: world ranks`,
  );
  for (const r of res) {
    eq(r.dims, dims, `${label}: rank ${r.rank}'s dims`);
    eq(r.coords, coordsOf(dims, r.rank), `${label}: rank ${r.rank}'s coordinates (row-major)`);
  }
  const m = res[0].mapping;
  for (const r of res) eq(r.mapping, m, `${label}: rank ${r.rank}'s mapping is everyone's`);
  if (m !== null) {
    eq(
      [...m].sort((a, b) => a - b),
      range(p),
      `${label}: the mapping is a permutation`,
    );
    for (const r of res) eq(m[r.rank], r.worldRank, `${label}: mapping[${r.rank}] is the process at that position`);
  } else for (const r of res) eq(r.rank, r.worldRank, `${label}: no reordering keeps the world's ranks`);
  return m;
}

function checkCartBcast(res, p, label) {
  const m = checkGrid(res, p, label);
  for (const r of res) {
    eq(r.tentative.rank, r.worldRank, `${label}: world rank ${r.worldRank}'s tentative rank`);
    eq(r.tentative.coords, coordsOf(r.dims, r.worldRank), `${label}: world rank ${r.worldRank}'s tentative coords`);
    eq(r.got, ROOT_VALUE, `${label}: rank ${r.rank} received the root's value`);
    eq(r.sum, [p, (p * (p - 1)) / 2], `${label}: rank ${r.rank}'s allreduce of [1, rank]`);
  }
  return m;
}

function checkRing(res, p, iters, label) {
  const m = checkGrid(res, p, label);
  const dims = res[0].dims;
  for (const r of res) {
    const [c0, c1] = r.coords;
    const left = rankOf(dims, [c0 - 1, c1]);
    eq(r.left, left, `${label}: rank ${r.rank}'s left neighbour in dimension 0`);
    eq(
      r.got,
      range(iters).map((it) => sent(left, it)),
      `${label}: rank ${r.rank} received its left neighbour's values`,
    );
  }
  return m;
}

for (const p of SIZES) {
  const ranks = `${p} rank${p > 1 ? 's' : ''}`;

  test(`examples/commit/cart_bcast.mjs on ${ranks}: everyone gets the root's 333 and the allreduce sums`, async () => {
    checkCartBcast(await run('cart_bcast.mjs', p), p, `cart_bcast on ${p}`);
  });

  test(`examples/commit/ring_pt2pt.mjs on ${ranks}: each rank receives 100 + its left neighbour's rank, 3 rounds`, async () => {
    checkRing(await run('ring_pt2pt.mjs', p), p, 3, `ring_pt2pt on ${p}`);
  });

  test(`examples/commit/bcast_deferred_count.mjs on ${ranks}: a deferred buffer and count, registered after commit`, async () => {
    const count = p === 4 ? 5 : 1;
    const res = await run('bcast_deferred_count.mjs', p, p === 4 ? [String(count)] : []);
    eq(
      res.map((r) => r.rank).sort((a, b) => a - b),
      range(p),
      'ranks of the committed grid',
    );
    for (const r of res) {
      eq(r.count, count, `rank ${r.rank}'s count`);
      eq(
        r.got,
        range(count).map((i) => ROOT_VALUE + i),
        `rank ${r.rank} received the root's values`,
      );
    }
  });
}

test('reordered on a synthetic 2-package machine (scatter placement), 8 ranks: cart_bcast and ring_pt2pt stay right', async () => {
  // the 4x2 torus itself is embedded (only collectives are declared): scatter alternates packages,
  // so the identity splits every column across them and the commit moves the processes
  const m1 = checkCartBcast(await run('cart_bcast.mjs', 8, [], HW), 8, 'cart_bcast reordered');
  assert.ok(Array.isArray(m1), `cart_bcast: the commit returns an embedding: ${JSON.stringify(m1)}`);
  assert.not.equal(m1, range(8), 'cart_bcast: the grid was reordered');
  // the declared traffic (dimension 0: position r to r + 2) already stays in a package under
  // scatter: the embedding is the identity here
  const m2 = checkRing(await run('ring_pt2pt.mjs', 8, ['4'], HW), 8, 4, 'ring_pt2pt, scatter');
  assert.ok(Array.isArray(m2), `ring_pt2pt: the commit returns an embedding: ${JSON.stringify(m2)}`);
  // under compact placement it crosses packages, and the commit reorders to keep each ring in one
  const m3 = checkRing(await run('ring_pt2pt.mjs', 8, [], { ...HW, placement: 'compact' }), 8, 3, 'ring_pt2pt compact');
  assert.ok(Array.isArray(m3), `ring_pt2pt compact: an embedding: ${JSON.stringify(m3)}`);
  assert.not.equal(m3, range(8), 'ring_pt2pt compact: the declared ring was reordered');
});

test.run();
