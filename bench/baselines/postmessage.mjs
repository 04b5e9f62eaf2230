// postMessage baseline: two worker threads joined by a MessageChannel (bench/baselines/pm_worker.mjs).
// One call is one round of the p2p family: a fresh pair of workers, one repetition of each figure.
import { Worker, MessageChannel } from 'node:worker_threads';
import { p2pCounts } from '../lib/stats.mjs';

/** { fresh, run: { lat, bw }, first: { lat, bw } }: us one way / GB/s by size, one repetition. */
export async function postMessageP2P({ sizes, quick, window, fresh }) {
  const { port1, port2 } = new MessageChannel();
  const counts = Object.fromEntries(sizes.map((s) => [s, p2pCounts(s, quick)]));
  const file = new URL('./pm_worker.mjs', import.meta.url);
  const common = { sizes, window, counts, fresh };
  const a = new Worker(file, { workerData: { ...common, role: 'leader', port: port1 }, transferList: [port1] });
  const b = new Worker(file, { workerData: { ...common, role: 'follower', port: port2 }, transferList: [port2] });
  try {
    return await new Promise((res, rej) => {
      a.once('message', res);
      a.once('error', rej);
      b.once('error', rej);
    });
  } finally {
    await Promise.all([a.terminate(), b.terminate()]);
  }
}
