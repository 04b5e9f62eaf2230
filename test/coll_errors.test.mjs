import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { run } from './helpers.mjs';

const LOCAL = {
  rootHigh: 'ERR_ROOT',
  rootNeg: 'ERR_ROOT',
  rootFrac: 'ERR_ROOT',
  opType: 'ERR_OP',
  opUnknown: 'ERR_OP',
  types: 'ERR_TYPE',
  short: 'ERR_COUNT',
  shortGather: 'ERR_COUNT',
  alg: 'ERR_ARG',
  inplaceNonRoot: 'ERR_BUFFER',
  inplaceScatter: 'ERR_BUFFER',
};

for (const n of [1, 3, 4]) {
  test(`bad collective arguments raise the right code on ${n} rank(s); mismatches across ranks fail without hanging`, async () => {
    const res = await run('coll_errors.mjs', n, []);
    res.forEach((r, rank) => {
      for (const [k, code] of Object.entries(LOCAL)) assert.is(r[k], code, `rank ${rank}: ${k}`);
      assert.ok(r.after, `rank ${rank}: a correct allreduce after the failed calls`);
      if (n > 1) {
        assert.is(r.counts, 'ERR_ARG', `rank ${rank}: mismatched counts`);
        // every rank, the root of the eager bcast (which waits for no reader) included
        assert.is(r.colls, 'ERR_ARG', `rank ${rank}: bcast vs allreduce`);
        assert.ok(r.afterMismatch, `rank ${rank}: COMM_WORLD works after a mismatch on a dup`);
      }
    });
  });
}

test.run();
