// One-sided communication against a plain JavaScript model (test/rma_ref.mjs): seeded random
// epochs of put, get, accumulate (every op, replace, no_op, maxloc and minloc on pairs),
// getAccumulate, fetchAndOp, compareAndSwap, rput, rget, raccumulate and rgetAccumulate, with
// derived datatypes on either side (vector, indexed, struct of one base type, subarray, resized),
// in every synchronisation mode (fence, post/start/complete/wait with groups that are not
// everyone, lock/unlock exclusive and shared, lockAll with flushes) and every creation flavor
// (allocate, create of a comm.alloc array, create of a plain TypedArray, allocateShared with
// direct loads and stores, createDynamic with attach), on 1 to 8 ranks. After each epoch every
// rank's window, and every result buffer an origin filled, must be what the model gives.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { run, sameByLabel } from './helpers.mjs';
import { ELEMS, ELEM_NAMES, FLAVORS, FLAVOR_OF, MODES, makePlan, seedOf } from './rma_ref.mjs';

const SEED = 20261127;

/** Every flavor in every mode, the element type turning with the rank count so that each pair
 *  meets several types over the launches. */
const configs = (n) =>
  FLAVORS.flatMap((flavor, fi) =>
    MODES.map((mode, mi) => `${flavor}/${mode}/${ELEM_NAMES[(fi + 2 * mi + n) % ELEM_NAMES.length]}`),
  );

for (const n of [1, 2, 3, 5, 8]) {
  test(`every flavor in every synchronisation mode matches the model on ${n} rank(s)`, async () => {
    const cfgs = configs(n);
    const res = await run('rma_model.mjs', n, [SEED, ...cfgs]);
    for (const cfg of cfgs) {
      const [flavor, mode, elem] = cfg.split('/');
      const plan = makePlan({ n, flavor, mode, elem, seed: seedOf(SEED, cfg) });
      const e = ELEMS[elem];
      for (let r = 0; r < n; r++) {
        const { attrs, ...got } = res[r][cfg];
        const bytes = flavor === 'dynamic' ? 0 : plan.sizes[r] * e.size;
        const model = flavor === 'create-staged' ? 'separate' : 'unified';
        assert.equal(attrs, [FLAVOR_OF[flavor], bytes, plan.dispUnit, true, n, model], `${cfg}, rank ${r}: attributes`);
        sameByLabel(got, plan.expect[r], `${cfg}, rank ${r}`);
      }
    }
  });
}

test.run();
