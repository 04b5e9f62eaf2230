// wasmpi side of the net bench's allreduce: float32 'sum' on every rank of the world, whether its
// ranks share one process (`wasmpi run -n 4`) or live in several joined over TCP (`wasmpi run -n 4
// --procs 2`; bench/net.mjs). The loops are the coll family's (bench/ranks/osu_coll.mjs, the same
// as bench/native/osu_coll.c): the fresh world's first `fresh` barrier + 8 B allreduce pairs, a
// settling warm-up, then at each size the first `firstN` calls, a warm-up that sets the calls per
// repetition (about budgetMs / reps each), and `reps` timed repetitions of back-to-back calls. A
// figure is the slowest rank's: every rank's figures go to rank 0 (send/recv), which takes the max
// per repetition and prints one JSON line on stdout (the command line does not hand a rank's return
// value back; the driver reads the lines that start with `{`). Under `mpiexec -n 4 node
// bench/ranks/net_allreduce.mjs <cfg>` the module is the program (lib/standalone.mjs).
import coll from './osu_coll.mjs';
import { standalone } from '../lib/standalone.mjs';
import { maxEach } from '../lib/agree.mjs';

export default function main(world, [cfgJson]) {
  const cfg = JSON.parse(cfgJson);
  const { sizes, reps } = cfg;
  const mine = coll(world, [JSON.stringify({ ...cfg, plan: [['allreduce', sizes]] })]);
  // every rank's figures to rank 0 with send/recv (the bench's own coordination uses no
  // collective): per size [failed, wrong, first, ...runs], NaN where a rank has none
  const x = (b) => mine.colls.allreduce[b];
  const nums = [
    mine.fresh,
    ...sizes.flatMap((b) => [
      x(b).error || x(b).missing ? 1 : 0,
      x(b).wrong ? 1 : 0,
      x(b).first ?? NaN,
      ...Array.from({ length: reps }, (_, k) => x(b).runs?.[k] ?? NaN),
    ]),
  ];
  const max = maxEach(world, nums);
  if (world.rank !== 0) return null;
  const out = { net: 'allreduce', size: world.size, fresh: max[0], sizes: {} };
  sizes.forEach((b, i) => {
    const [failed, wrong, first, ...runs] = max.slice(1 + i * (3 + reps), 1 + (i + 1) * (3 + reps));
    if (failed) out.sizes[b] = { error: x(b).error ?? (x(b).missing ? 'missing' : 'failed on another rank') };
    else
      out.sizes[b] = {
        first,
        firstN: x(b).firstN,
        runs,
        iters: x(b).iters,
        ...(wrong ? { wrong: x(b).wrong ?? 'another rank got a wrong result' } : {}),
      };
  });
  process.stdout.write(`${JSON.stringify(out)}\n`);
  return out;
}

await standalone(import.meta.url, main);
