// The demo's comparison panel, measured in this page: wasmpi ranks (Web Workers over one shared
// WebAssembly memory, measure-rank.mjs) against plain Web Workers talking over MessageChannels
// (pm-worker.mjs), the same message sizes and counts:
//   8 B one-way latency (half a ping-pong round trip), 1 MB bandwidth (1 MB / one-way time), and
//   an allreduce of 1 MB of float64 on 4 workers (postMessage: gather to worker 0, sum in JS,
//   post the result back).
// The systems run in interleaved rounds (wasmpi p2p, postMessage p2p, wasmpi allreduce,
// postMessage allreduce, then again), fresh workers every run, each run a warm-up and then
// cfg.reps timed repetitions; a figure is the median and the min (max for GB/s) over all of them.
import { launch } from '/dist/browser.mjs';

/* global Worker */
export const DEFAULTS = {
  rounds: 3,
  reps: 3,
  lat: 4000, // wasmpi: 8 B round trips per repetition
  bw: 100, // wasmpi: 1 MB round trips
  red: 30, // wasmpi: allreduce calls
  pmLat: 300, // postMessage: 8 B round trips (each costs tens of us)
  pmBw: 20,
  pmRed: 10,
  ranks: 4, // of the allreduce
};

const PM = new URL('./pm-worker.mjs', import.meta.url);
const RANK = new URL('./measure-rank.mjs', import.meta.url);

/** Starts `n` plain module workers, sends each tasks[i] (transferring its ports) and resolves to
 *  the messages of those listed in `answer` (indices), then terminates them all. */
async function pmRun(tasks, answer) {
  const workers = tasks.map(() => new Worker(PM, { type: 'module' }));
  try {
    const got = answer.map(
      (i) =>
        new Promise((res, rej) => {
          workers[i].onmessage = (ev) => res(ev.data);
          workers[i].onerror = (ev) => rej(new Error(`postMessage worker ${i}: ${ev.message}`));
        }),
    );
    tasks.forEach((t, i) => workers[i].postMessage(t, [t.port, ...(t.ports ?? [])].filter(Boolean)));
    return await Promise.all(got);
  } finally {
    for (const w of workers) w.terminate();
  }
}

function pmP2P(cfg) {
  const { port1, port2 } = new MessageChannel();
  return pmRun(
    [
      { kind: 'p2p', role: 'leader', port: port1, cfg },
      { kind: 'p2p', role: 'follower', port: port2, cfg },
    ],
    [0],
  ).then(([o]) => o);
}

async function pmAllreduce(cfg) {
  const p = cfg.ranks;
  const ports = Array.from({ length: p }, () => new Array(p).fill(null));
  for (let r = 1; r < p; r++) {
    const { port1, port2 } = new MessageChannel();
    ports[0][r] = port1;
    ports[r][0] = port2;
  }
  const outs = await pmRun(
    ports.map((mine, rank) => ({ kind: 'allreduce', rank, size: p, ports: mine, cfg })),
    [...Array(p).keys()],
  );
  return { red: outs[0].red.map((_, k) => Math.max(...outs.map((o) => o.red[k]))) }; // the slowest worker's
}

const wasmpi = async (what, ranks, cfg) =>
  (await launch(RANK, { ranks, args: [what, JSON.stringify(cfg)], timeoutMs: 60_000 }))[0].value;

export function summary(xs, rate = false) {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return { median: s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2, best: rate ? s.at(-1) : s[0], n: s.length, all: xs };
}

/** Runs the rounds; `progress(text)` is told what runs. Resolves to { lat, bw, red }, each
 *  { wasmpi, postMessage } summaries, with the ratio wasmpi / postMessage of medians (bandwidth:
 *  postMessage / wasmpi, so that below 1 is wasmpi's advantage everywhere). */
export async function compare(cfg = DEFAULTS, progress = () => {}) {
  const got = { lat: { wasmpi: [], postMessage: [] }, bw: { wasmpi: [], postMessage: [] } };
  got.red = { wasmpi: [], postMessage: [] };
  const add = (sys, o) => {
    for (const [k, v] of Object.entries(o)) got[k][sys].push(...v);
  };
  for (let k = 0; k < cfg.rounds; k++) {
    const round = `round ${k + 1} of ${cfg.rounds}`;
    progress(`${round}: wasmpi ping-pong`);
    add('wasmpi', await wasmpi('p2p', 2, cfg));
    progress(`${round}: postMessage ping-pong`);
    add('postMessage', await pmP2P(cfg));
    progress(`${round}: wasmpi allreduce, ${cfg.ranks} ranks`);
    add('wasmpi', await wasmpi('allreduce', cfg.ranks, cfg));
    progress(`${round}: postMessage allreduce, ${cfg.ranks} workers`);
    add('postMessage', await pmAllreduce(cfg));
  }
  const out = {};
  for (const [fig, by] of Object.entries(got)) {
    const rate = fig === 'bw';
    const w = summary(by.wasmpi, rate),
      p = summary(by.postMessage, rate);
    out[fig] = { wasmpi: w, postMessage: p, ratio: rate ? p.median / w.median : w.median / p.median };
  }
  return out;
}
