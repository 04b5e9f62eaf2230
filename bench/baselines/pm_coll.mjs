// postMessage collective baseline: `ranks` worker threads, a MessageChannel between every pair
// (the algorithms are described in pm_coll_worker.mjs).
import { Worker, MessageChannel } from 'node:worker_threads';
import { median } from '../lib/stats.mjs';

/**
 * plan: [[coll, [bytes...]], ...]. Returns { [coll]: { [bytes]: us } }: per repetition the slowest
 * worker's mean time per call, median over `repeats` repetitions.
 */
export async function postMessageColl({ ranks, plan, repeats, budgetMs, maxIters }) {
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
        workerData: { rank, size: ranks, ports: mine, plan, repeats, budgetMs, maxIters },
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
    const out = {};
    for (const [name, sizes] of plan) {
      out[name] = {};
      for (const bytes of sizes) {
        const perRep = raw[0][name][bytes].runs.map((_, k) => Math.max(...raw.map((r) => r[name][bytes].runs[k])));
        out[name][bytes] = median(perRep);
      }
    }
    return out;
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
