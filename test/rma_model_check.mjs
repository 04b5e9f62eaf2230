// Runs test/ranks/rma_model.mjs and compares what every rank observed with the model
// (test/rma_ref.mjs): shared by rma_model and rma_model_long.
import * as assert from 'uvu/assert';
import { run, sameByLabel } from './helpers.mjs';
import { ELEMS, FLAVOR_OF, STAGED, makePlan, seedOf } from './rma_ref.mjs';

/** Launches n ranks on the plans of `configs` ('flavor/mode/elem') and checks each rank's window
 *  attributes, windows and result buffers. */
export async function checkModel(n, seed, phases, ops, configs) {
  const res = await run('rma_model.mjs', n, [seed, phases, ops, ...configs].map(String));
  for (const cfg of configs) {
    const [flavor, mode, elem] = cfg.split('/');
    const plan = makePlan({ n, flavor, mode, elem, seed: seedOf(seed, cfg), phases, ops });
    for (let r = 0; r < n; r++) {
      const { attrs, segments, ...got } = res[r][cfg];
      if (flavor === 'shared')
        assert.equal(
          segments,
          plan.sizes.map((s) => [s, true]),
          `${cfg}, rank ${r}: every rank's shared segment`,
        );
      const bytes = FLAVOR_OF[flavor] === 'dynamic' ? 0 : plan.sizes[r] * ELEMS[elem].size;
      const model = STAGED.includes(flavor) ? 'separate' : 'unified';
      assert.equal(attrs, [FLAVOR_OF[flavor], bytes, plan.dispUnit, true, n, model], `${cfg}, rank ${r}: attributes`);
      sameByLabel(got, plan.expect[r], `${cfg}, rank ${r}`);
    }
  }
}
