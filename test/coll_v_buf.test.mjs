// The v-collectives: gatherv, scatterv, allgatherv, alltoallv and reduceScatter (counts per rank).
// The ranks return what each case left in its buffers; what MPI gives there is computed here from
// the same generators and layouts (test/ranks/coll_v_buf.mjs).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { run, sameByLabel } from './helpers.mjs';
import { seen } from './ranks/_shared.mjs';
import {
  G,
  SENT,
  val,
  observe,
  vCases,
  gathervLayout,
  scattervLayout,
  allgathervLayout,
  alltoallvLayout,
  reduceScatterLayout,
  rsOpOf,
  a2avInPlaceCases,
  a2avInPlaceLayout,
  ERROR_CODES,
  errorsLayout,
} from './ranks/coll_v_buf.mjs';

const SIZES = [1, 2, 3, 5, 8];

/** The whole of a buffer (guards included) of `len` elements of T: the sentinel, with at(x) where
 *  a block covers x (at returns undefined elsewhere), observed by `mask`. */
function expectBuf(T, { len, mask }, at) {
  const e = new T(len + 2 * G).fill(SENT.get(T));
  for (let x = 0; x < len; x++) if (mask[x] === 1) e[G + x] = at(x);
  return observe(e, mask);
}

/** The block of x among blocks c at d: [owner, offset in the block]. */
function blockOf(c, d, x) {
  for (let r = 0; r < c.length; r++) if (x >= d[r] && x < d[r] + c[r]) return [r, x - d[r]];
  throw new Error(`no block covers ${x}`);
}

const FOLD = { sum: (a, b) => a + b, max: (a, b) => (a > b ? a : b), min: (a, b) => (a < b ? a : b) };

/** What one case's buffers hold after round t on rank me of p, by buffer name. */
function caseBufs(coll, me, p, pr, t) {
  const { T } = pr;
  const out = {};
  if (coll === 'gatherv' || coll === 'allgatherv') {
    const { c, d, send, recv } = (coll === 'gatherv' ? gathervLayout : allgathervLayout)(me, p, pr);
    if (send) out.sendbuf = expectBuf(T, send, (k) => val(T, me, 0, k, t));
    if (recv)
      out.recvbuf = expectBuf(T, recv, (x) => {
        const [r, k] = blockOf(c, d, x);
        return val(T, r, 0, k, t);
      });
  } else if (coll === 'scatterv') {
    const { d, send, recv } = scattervLayout(me, p, pr);
    const sv = (x) => val(T, pr.root, 1, x, t);
    if (send) out.sendbuf = expectBuf(T, send, sv);
    if (recv) out.recvbuf = expectBuf(T, recv, (k) => sv(d[me] + k));
  } else if (coll === 'alltoallv') {
    const { rc, rd, sdOf, send, recv } = alltoallvLayout(me, p, pr);
    out.sendbuf = expectBuf(T, send, (x) => val(T, me, 9, x, t));
    out.recvbuf = expectBuf(T, recv, (x) => {
      const [q, k] = blockOf(rc, rd, x);
      return val(T, q, 9, sdOf(q)[me] + k, t);
    });
  } else if (coll === 'reduceScatter') {
    const { off, send, recv } = reduceScatterLayout(me, p, pr);
    const fold = FOLD[rsOpOf(pr.i)];
    if (send) out.sendbuf = expectBuf(T, send, (x) => val(T, me, 2, x, t));
    out.recvbuf = expectBuf(T, recv, (k) => {
      let a = val(T, 0, 2, off[me] + k, t);
      for (let q = 1; q < p; q++) a = fold(a, val(T, q, 2, off[me] + k, t));
      return a;
    });
  } else throw new Error(`unknown collective ${coll}`);
  return out;
}

/** The rounds of a form and the suffix of their labels. */
const ROUNDS = { block: [[0, '']], nb: [[1, '']], init: [2, 3, 4].map((t) => [t, ` start ${t - 2}`]) };

/** What rank me of p returns from a list of cases (label, form), each case's buffers from bufsAt(t). */
function expectForms(cases) {
  const exp = {};
  for (const { label, form, bufsAt } of cases) {
    if (form === 'block') exp[`${label} returns`] = 'undefined';
    for (const [t, suffix] of ROUNDS[form])
      for (const [name, b] of Object.entries(bufsAt(t))) exp[`${label}${suffix} ${name}`] = b;
  }
  return exp;
}

/** Keeps one part (covered or uncovered) of every buffer observation (the other labels as they are). */
const part = (obs, which) =>
  Object.fromEntries(Object.entries(obs ?? {}).map(([k, v]) => [k, v && typeof v === 'object' ? v[which] : v]));

/** Compares every rank's results with MPI's, the part `which` of each buffer. */
function check(res, p, what, expectOf, which) {
  assert.is(res.length, p);
  res.forEach((got, me) => sameByLabel(part(got, which), part(expectOf(me), which), `${what}, rank ${me} of ${p}`));
}

const vExpected = (p) => (me) =>
  expectForms(
    vCases(p, null).map(({ coll, form, pr, label }) => ({ label, form, bufsAt: (t) => caseBufs(coll, me, p, pr, t) })),
  );

for (const n of SIZES) {
  let runs = null;
  const once = () => (runs ??= run('coll_v_buf.mjs', n, ['v']));
  test(`gatherv/scatterv (every root), allgatherv, alltoallv, reduceScatter x blocking/i*/*Init x counts with zeros x gaps/reversed/overlapping displacements x IN_PLACE x f64/i32/u8 x plain/alloc on ${n} rank(s): results, send buffers, guards`, async () => {
    check(await once(), n, 'v-collectives', vExpected(n), 'covered');
    // gatherv 4 layouts + scatterv 5 per root, 39 unrooted, 2 x 2 large rooted, 4 large unrooted; x 3 forms
    assert.is(vCases(n, null).length, 3 * (9 * n + 39 + 2 * new Set([0, n - 1]).size + 4));
  });
  // Regression: with an ordinary TypedArray (not comm.alloc) as the receive buffer, the whole staging
  // area is copied back over it, and it used to be filled from the buffer only in place or for bcast:
  // gaps between blocks, the tail after the last block and a reduceScatter receive buffer's elements
  // past counts[rank] got stale staging bytes instead of keeping their contents.
  test(`v-collectives leave receive-buffer elements that no block covers untouched (gaps, tails, past counts[rank]) on ${n} rank(s)`, async () => {
    check(await once(), n, 'uncovered receive-buffer elements', vExpected(n), 'uncovered');
  });
}

// MPI-2.2 and later define MPI_Alltoallv with MPI_IN_PLACE (sendcounts and sdispls ignored; each rank
// sends what it receives, from the receive buffer).
for (const n of [1, 3, 5]) {
  test(`alltoallv with IN_PLACE (blocking, i*, *Init) on ${n} rank(s)`, async () => {
    const res = await run('coll_v_buf.mjs', n, ['a2av-inplace']);
    const cases = a2avInPlaceCases();
    assert.is(cases.length, 9);
    const expectOf = (me) =>
      expectForms(
        cases.map(({ rlay, form, T, label }) => {
          const { rc, rd, recv } = a2avInPlaceLayout(me, n, rlay);
          return {
            label,
            form,
            bufsAt: (t) => ({
              recvbuf: expectBuf(T, recv, (x) => {
                const [q, k] = blockOf(rc, rd, x);
                return val(T, q, me, k, t);
              }),
            }),
          };
        }),
      );
    check(res, n, 'alltoallv IN_PLACE', expectOf, 'covered');
    check(res, n, 'alltoallv IN_PLACE', expectOf, 'uncovered');
  });
}

for (const n of [1, 2, 3, 5, 8]) {
  test(`bad counts/displs (wrong length, past the end, negative, fractional) raise WasmpiError codes on the caller and leave buffers intact on ${n} rank(s)`, async () => {
    const res = await run('coll_v_buf.mjs', n, ['errors']);
    const { c, d, total, root } = errorsLayout(n);
    // the correct allgatherv and gatherv after the failed calls: every rank's send buffer in place
    const after = seen(
      Float64Array.from({ length: total }, (_, j) => {
        const [r, k] = blockOf(c, d, j);
        return val(Float64Array, r, 1, k, 0);
      }),
    );
    res.forEach((r, rank) => {
      const isRoot = rank === root;
      const codes = {
        ...ERROR_CODES.every,
        ...(isRoot ? ERROR_CODES.atRoot : {}),
        ...(n > 1 && !isRoot ? ERROR_CODES.atOthers : {}),
      };
      assert.ok(Object.keys(codes).length >= 32);
      sameByLabel(r.codes, codes, `rank ${rank}: codes`);
      sameByLabel(
        r.intact,
        Object.fromEntries(Object.keys(codes).map((k) => [k, true])),
        `rank ${rank}: buffers intact`,
      );
      assert.equal(r.allgatherv, after, `rank ${rank}: a correct allgatherv after the failed calls`);
      assert.equal(r.gatherv, isRoot ? after : null, `rank ${rank}: a correct gatherv after the failed calls`);
    });
  });
}

test.run();
