// postMessage collective baseline: `ranks` worker threads, a MessageChannel between every pair
// (the algorithms are described in pm_coll_worker.mjs). One call is one run of postMessage in the
// coll family's interleaved rounds: fresh workers.
import { Worker, MessageChannel } from 'node:worker_threads';

/**
 * plan: [[coll, [bytes...]], ...]. Returns { fresh, colls: { [coll]: { [bytes]: { first, firstN,
 * runs, iters } } } }: us per call, the slowest worker's for every figure (fresh: per barrier +
 * 8 B allreduce pair over the first `fresh` pairs).
 */
export async function postMessageColl({ ranks, plan, reps, budgetMs, maxIters, firstN, fresh }) {
  const ports = Array.from({ length: ranks }, () => new Array(ranks).fill(null));
  for (let i = 0; i < ranks; i++) {
    for (let j = i + 1; j < ranks; j++) {
      const { port1, port2 } = new MessageChannel();
      ports[i][j] = port1;
      ports[j][i] = port2;
    }
  }
  const file = new URL('./pm_coll_worker.mjs', import.meta.url);
  const workers = ports.map(
    (mine, rank) =>
      new Worker(file, {
        workerData: { rank, size: ranks, ports: mine, plan, reps, budgetMs, maxIters, firstN, fresh },
        transferList: mine.filter(Boolean),
      }),
  );
  try {
    const raw = await Promise.all(
      workers.map(
        (w) =>
          new Promise((res, rej) => {
            w.once('message', res);
            w.once('error', rej);
            w.once('exit', (code) => rej(new Error(`postMessage worker exited with code ${code}`)));
          }),
      ),
    );
    const slowest = (get) => Math.max(...raw.map(get));
    const colls = {};
    for (const [name, sizes] of plan) {
      colls[name] = {};
      for (const bytes of sizes) {
        const x = raw[0].colls[name][bytes];
        colls[name][bytes] = {
          first: slowest((r) => r.colls[name][bytes].first),
          firstN: x.firstN,
          runs: x.runs.map((_, k) => slowest((r) => r.colls[name][bytes].runs[k])),
          iters: x.iters,
        };
      }
    }
    return { fresh: slowest((r) => r.fresh), colls };
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
