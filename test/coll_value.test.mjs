// The value tier: structured-clonable values through the collectives and sendValue/recvValue.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { run } from './helpers.mjs';

const SIZES = [1, 2, 3, 5, 8];

function noErrors(res, n, what) {
  assert.is(res.length, n);
  const errs = res.flatMap((r) => r.errs);
  assert.ok(
    errs.length === 0,
    `${errs.length} mismatches in ${what} on ${n} ranks, first:\n${errs.slice(0, 6).join('\n')}`,
  );
  assert.ok(
    res.every((r) => r.cases > 0),
    `ranks ran ${res.map((x) => x.cases)} cases`,
  );
}

for (const n of SIZES) {
  test(`bcast/gather/scatter/allgather/alltoallValue (every root, every kind of value), reduce/allreduceValue (named ops, user functions in rank order) on ${n} rank(s)`, async () => {
    const res = (await run('coll_value.mjs', n, ['values'])).map((r) => r.values);
    noErrors(res, n, 'value collectives');
    // bcast: 11 kinds per root; gather + scatter: 3 salts per root; allgather 11, alltoall 4, 3 special;
    // 12 named ops at every root + allreduce; 5 more reductions at every rank
    assert.ok(
      res.every((r) => r.cases >= 11 * n + 6 * n + 18 + 12 * (n + 1) + 5),
      `rank cases ${res.map((r) => r.cases)}`,
    );
  });
}

for (const n of SIZES) {
  test(`sendValue/recvValue: every kind around a ring, tags, ANY_SOURCE, order, PROC_NULL on ${n} rank(s)`, async () => {
    noErrors(
      (await run('coll_value.mjs', n, ['p2p'])).map((r) => r.p2p),
      n,
      'sendValue/recvValue',
    );
  });
}

for (const n of [1, 2, 5, 8]) {
  test(`values of about 1 MB (one- and two-byte strings, mixed sizes) through every value collective and sendValue on ${n} rank(s)`, async () => {
    noErrors(
      (await run('coll_value.mjs', n, ['large'])).map((r) => r.large),
      n,
      'large values',
    );
  });
}

// The errors launches (1 and 3 ranks) also run the Op objects scenario, which runs on 4 too.
const OPS_SIZES = [1, 3, 4];
const errRuns = new Map();
const launch = (n) => {
  const names = [...(n === 4 ? [] : ['errors']), 'ops'];
  if (!errRuns.has(n)) errRuns.set(n, run('coll_value.mjs', n, names));
  return errRuns.get(n);
};
const errorsOn = async (n) => (await launch(n)).map((r) => r.errors);

for (const n of [1, 3]) {
  test(`value tier bad arguments raise WasmpiError codes on ${n} rank(s)`, async () => {
    const res = await errorsOn(n);
    res.forEach((r, rank) => {
      assert.is(r.reduceUnknownOp, 'ERR_OP', `rank ${rank}: reduceValue op 'avg'`);
      assert.is(r.allreduceOpNotFunction, 'ERR_OP', `rank ${rank}: allreduceValue op 42`);
      assert.is(r.alltoallShort, 'ERR_COUNT', `rank ${rank}: alltoallValue with p+1 values`);
      assert.is(r.alltoallNotArray, 'ERR_COUNT', `rank ${rank}: alltoallValue with a string`);
      if (rank === 0) assert.is(r.scatterShort, 'ERR_COUNT', 'root: scatterValue with p+1 values');
      assert.is(r.bcastRoot, 'ERR_ROOT', `rank ${rank}: bcastValue root p`);
      assert.ok(r.after, `rank ${rank}: allgatherValue after the failed calls`);
    });
  });
}

// API.md: every error is a WasmpiError with a code, a value that cannot be structured-cloned too
// (it used to reach v8.serialize's plain Error unwrapped).
for (const n of [1, 3]) {
  test(`a value that cannot be cloned raises a WasmpiError with a code on ${n} rank(s)`, async () => {
    const res = await errorsOn(n);
    res.forEach((r, rank) =>
      assert.ok(r.notClonableIsCoded, `rank ${rank}: allgatherValue({ f: () => 1 }) gave ${r.notClonable}`),
    );
  });
}

// Regression: the value tier refused Op objects.
for (const n of OPS_SIZES) {
  test(`the value tier accepts Op objects (Op.sum ..., Op.create) on ${n} rank(s)`, async () => {
    const res = (await launch(n)).map((r) => r.ops);
    const ranks = Array.from({ length: n }, (_, r) => r);
    const digits = Number(ranks.map((r) => r + 1).join(''));
    res.forEach((r, me) => {
      assert.is(r.sum, (n * (n + 1)) / 2);
      assert.is(r.max, me === 0 ? Math.max(...ranks.map((q) => (q * 3) % 5)) : undefined);
      const vals = ranks.map((q) => (q * 7) % 3);
      const lo = Math.min(...vals);
      assert.equal(r.minloc, [lo, vals.indexOf(lo)]);
      assert.is(r.digits, digits);
      assert.is(r.digitsRoot, me === n - 1 ? digits : undefined);
      assert.equal(r.typed, [true, (n * (n - 1)) / 2, n]);
      assert.ok(r.untouched, "a user op modified a rank's own value");
      assert.equal(r.array, [(n * (n - 1)) / 2, ranks.map((q) => 'x'.repeat(q)).join('')]);
      assert.is(r.bigint, BigInt((n * (n - 1)) / 2) << 70n);
      assert.is(r.replace, 'ERR_OP');
      assert.is(r.junk, 'ERR_OP');
    });
  });
}

test.run();
