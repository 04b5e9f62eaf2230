// postMessage baseline: two worker threads joined by a MessageChannel.
import { Worker, MessageChannel } from 'node:worker_threads';
import { median, iterations } from '../lib/stats.mjs';

export async function postMessageP2P({ sizes, repeats, quick, window }) {
  const { port1, port2 } = new MessageChannel();
  const its = Object.fromEntries(sizes.map((s) => [s, iterations(s, quick)]));
  const file = new URL('./pm_worker.mjs', import.meta.url);
  const common = { sizes, repeats, window, iterations: its };
  const a = new Worker(file, { workerData: { ...common, role: 'leader', port: port1 }, transferList: [port1] });
  const b = new Worker(file, { workerData: { ...common, role: 'follower', port: port2 }, transferList: [port2] });
  const raw = await new Promise((res, rej) => {
    a.once('message', res);
    a.once('error', rej);
    b.once('error', rej);
  });
  await Promise.all([a.terminate(), b.terminate()]);
  const pick = (o) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, median(v)]));
  return { lat: pick(raw.lat), bw: pick(raw.bw) };
}
