// Long: every element type in every flavor and mode, with longer epochs and several seeds, on 1
// to 8 ranks (a few hundred windows).
// The matrix of test/rma_model.test.mjs at full size (test/ranks/rma_model.mjs).
import { test } from 'uvu';
import { ELEM_NAMES, FLAVORS, MODES } from './rma_ref.mjs';
import { checkModel } from './rma_model_check.mjs';

const ALL = FLAVORS.flatMap((flavor) => MODES.flatMap((mode) => ELEM_NAMES.map((elem) => `${flavor}/${mode}/${elem}`)));

for (const seed of [1, 2]) {
  for (const n of [1, 2, 3, 4, 5, 8]) {
    test(`every flavor, mode and element type matches the model on ${n} rank(s), seed ${seed}`, () =>
      checkModel(n, seed, 4, 8, ALL));
  }
}

test.run();
