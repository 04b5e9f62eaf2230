// wasmpi side of the net bench's allreduce: float32 'sum' on every rank of the world, whether its
// ranks share one process (`wasmpi run -n 4`) or live in several joined over TCP (`wasmpi run -n 4
// --procs 2`; bench/net.mjs). The loops are the coll family's (bench/ranks/osu_coll.mjs, the same
// as bench/native/osu_coll.c): the fresh world's first `fresh` barrier + 8 B allreduce pairs, a
// settling warm-up, then at each size the first `firstN` calls, a warm-up that sets the calls per
// repetition (about budgetMs / reps each), and `reps` timed repetitions of back-to-back calls. A
// figure is the slowest rank's: every rank's figures are gathered to rank 0, which takes the max
// per repetition and prints one JSON line on stdout (the command line does not hand a rank's return
// value back; the driver reads the lines that start with `{`). Under `mpiexec -n 4 node
// bench/ranks/net_allreduce.mjs <cfg>` the module is the program (lib/standalone.mjs).
import coll from './osu_coll.mjs';
import { standalone } from '../lib/standalone.mjs';

export default function main(world, [cfgJson]) {
  const cfg = JSON.parse(cfgJson);
  const mine = coll(world, [JSON.stringify({ ...cfg, plan: [['allreduce', cfg.sizes]] })]);
  const all = world.gatherValue(mine, 0);
  if (world.rank !== 0) return null;
  const out = { net: 'allreduce', size: world.size, fresh: Math.max(...all.map((v) => v.fresh)), sizes: {} };
  for (const b of cfg.sizes) {
    const xs = all.map((v) => v.colls.allreduce[b]);
    const error = xs.map((x) => x.error).find(Boolean);
    if (error || xs[0].missing) {
      out.sizes[b] = { error: error ?? 'missing' };
      continue;
    }
    out.sizes[b] = {
      first: Math.max(...xs.map((x) => x.first)),
      firstN: xs[0].firstN,
      runs: xs[0].runs.map((_, i) => Math.max(...xs.map((x) => x.runs[i]))),
      iters: xs[0].iters,
      wrong: xs.map((x) => x.wrong).find(Boolean),
    };
  }
  process.stdout.write(`${JSON.stringify(out)}\n`);
  return out;
}

await standalone(import.meta.url, main);
