// Long: every element type in every flavor and mode, with longer epochs and two seeds, on 1 to 8
// ranks (a thousand windows: minutes on a loaded machine).
// The matrix of test/rma_model.test.mjs at full size (test/ranks/rma_model.mjs).
import { test } from 'uvu';
import { ELEM_NAMES, FLAVORS, MODES } from './rma_ref.mjs';
import { checkModel } from './rma_model_check.mjs';

const ALL = FLAVORS.flatMap((flavor) => MODES.flatMap((mode) => ELEM_NAMES.map((elem) => `${flavor}/${mode}/${elem}`)));

for (const [n, seed] of [
  [1, 1],
  [2, 1],
  [3, 1],
  [4, 1],
  [5, 1],
  [8, 1],
  [3, 2],
  [8, 2],
]) {
  test(`every flavor, mode and element type matches the model on ${n} rank(s), seed ${seed}`, () =>
    checkModel(n, seed, 4, 6, ALL));
}

test.run();
