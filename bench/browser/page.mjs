// The page of the browser bench family. bench/browser.mjs opens it in headless Chromium and calls
// window.bench's runs in interleaved rounds (page.evaluate), one run of one system per call, each
// with fresh workers: a fresh wasmpi world (launch, bench/browser/rank.mjs) or fresh postMessage
// workers (bench/browser/pm_worker.mjs). Sets window.result once it is ready.
import { launch } from '/dist/browser.mjs';

/* global window, Worker, crossOriginIsolated */
const RANK = new URL('./rank.mjs', import.meta.url);
const PM = new URL('./pm_worker.mjs', import.meta.url);

/** A fresh world of `ranks` running rank.mjs's `what`; rank 0's figures. */
async function wasmpi(what, ranks, cfg) {
  const max = Math.max(8, ...cfg.sizes);
  const res = await launch(RANK, {
    ranks,
    args: [what, JSON.stringify(cfg)],
    memoryBytes: ranks * 4 * max + (32 << 20),
    timeoutMs: cfg.timeoutMs,
  });
  return res[0].value;
}

/** Fresh plain workers, one per task (its ports transferred); resolves to the answers of those in
 *  `answer`, then terminates them all. */
async function pmRun(tasks, answer, timeoutMs) {
  const workers = tasks.map(() => new Worker(PM, { type: 'module' }));
  let timer;
  try {
    const got = answer.map(
      (i) =>
        new Promise((res, rej) => {
          workers[i].onmessage = (ev) => (ev.data.ok ? res(ev.data.out) : rej(new Error(ev.data.error)));
          workers[i].onerror = (ev) => rej(new Error(`postMessage worker ${i}: ${ev.message}`));
        }),
    );
    const late = new Promise((_, rej) => {
      timer = setTimeout(() => rej(new Error(`postMessage workers: no answer in ${timeoutMs} ms`)), timeoutMs);
    });
    tasks.forEach((t, i) => workers[i].postMessage(t, [t.port, ...(t.ports ?? [])].filter(Boolean)));
    return await Promise.race([Promise.all(got), late]);
  } finally {
    clearTimeout(timer);
    for (const w of workers) w.terminate();
  }
}

window.bench = {
  wasmpiP2P: (cfg) => wasmpi('p2p', 2, cfg),
  wasmpiAllreduce: (cfg, ranks) => wasmpi('allreduce', ranks, cfg),
  async pmP2P(cfg) {
    const { port1, port2 } = new MessageChannel();
    const tasks = [
      { kind: 'p2p', role: 'leader', port: port1, cfg },
      { kind: 'p2p', role: 'follower', port: port2, cfg },
    ];
    return (await pmRun(tasks, [0], cfg.timeoutMs))[0];
  },
  async pmAllreduce(cfg, ranks) {
    const ports = Array.from({ length: ranks }, () => new Array(ranks).fill(null));
    for (let r = 1; r < ranks; r++) {
      const { port1, port2 } = new MessageChannel();
      ports[0][r] = port1;
      ports[r][0] = port2;
    }
    const tasks = ports.map((mine, rank) => ({ kind: 'allreduce', rank, size: ranks, ports: mine, cfg }));
    return (await pmRun(tasks, [...Array(ranks).keys()], cfg.timeoutMs))[0]; // every figure is already the slowest worker's
  },
};

window.result = {
  ready: true,
  crossOriginIsolated,
  cores: navigator.hardwareConcurrency,
  userAgent: navigator.userAgent,
};
