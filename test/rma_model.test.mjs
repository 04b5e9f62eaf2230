// Long: seeded random epochs in every flavor and mode, checked against a model (about 6 s).
// One-sided communication against a plain JavaScript model (test/rma_ref.mjs): seeded random
// epochs of put, get, accumulate (every op, replace, no_op, maxloc and minloc on pairs),
// getAccumulate, fetchAndOp, compareAndSwap, rput, rget, raccumulate and rgetAccumulate, with
// derived datatypes on either side (vector, indexed, struct of one base type, subarray, resized),
// in every synchronisation mode (fence, post/start/complete/wait with groups that are not
// everyone, lock/unlock exclusive and shared, lockAll with flushes) and every creation flavor
// (allocate, create of a comm.alloc array, create of a plain TypedArray, allocateShared with
// direct loads and stores, createDynamic with attach of either), on 1 to 8 ranks. After each epoch every
// rank's window, and every result buffer an origin filled, must be what the model gives. Every
// element type in every pair, more seeds and longer epochs: rma_model_long.
import { test } from 'uvu';
import { ELEM_NAMES, FLAVORS, MODES } from './rma_ref.mjs';
import { checkModel } from './rma_model_check.mjs';

/** Every flavor in every mode, the element type turning with the rank count so that each pair
 *  meets several types over the launches. */
const configs = (n) =>
  FLAVORS.flatMap((flavor, fi) =>
    MODES.map((mode, mi) => `${flavor}/${mode}/${ELEM_NAMES[(fi + 2 * mi + n) % ELEM_NAMES.length]}`),
  );

for (const n of [1, 2, 3, 5, 8]) {
  test(`every flavor in every synchronisation mode matches the model on ${n} rank(s)`, () =>
    checkModel(n, 20261127, 3, 5, configs(n)));
}

test.run();
