// The postMessage side of the demo's comparison panel: a plain module Web Worker, what a
// JavaScript user writes without wasmpi. TypedArrays are posted over MessagePorts (structured
// clone: a copy) and handled in 'message' events; the reduction is a JS loop. The page
// (compare.mjs) starts the workers, joins them with MessageChannels and sends each its task:
//   { kind: 'p2p', role: 'leader' | 'follower', port, cfg }  ping-pong of 8 B and of 1 MB
//   { kind: 'allreduce', rank, size, ports, cfg }            1 MB float64 sum: every worker posts
//        its array to worker 0, which sums them in rank order and posts the result back
// Each warms up (the same loops, untimed, for WARM_MS) and times cfg.reps repetitions of the
// same counts as the wasmpi side; the leader / every allreduce worker posts its figures back.
/* global self */
import { inbox, starAllreduce } from './pm-ops.mjs';
const WARM_MS = 150;
const BIG = 1 << 20;

async function leader(port, cfg) {
  const recv = inbox(port);
  const pingPong = async (size, iters) => {
    const buf = new Uint8Array(size);
    const t0 = performance.now();
    for (let i = 0; i < iters; i++) {
      port.postMessage(buf);
      await recv();
    }
    return ((performance.now() - t0) * 1000) / iters / 2; // one way, us
  };
  for (const [size, n] of [
    [8, 50],
    [BIG, 2],
  ]) {
    const t0 = performance.now();
    do await pingPong(size, n);
    while (performance.now() - t0 < WARM_MS);
  }
  const out = { lat: [], bw: [] };
  for (let k = 0; k < cfg.reps; k++) {
    out.lat.push(await pingPong(8, cfg.pmLat));
    out.bw.push(BIG / (await pingPong(BIG, cfg.pmBw)) / 1e3);
  }
  port.postMessage('stop');
  return out;
}

function follower(port) {
  port.onmessage = (ev) => (ev.data === 'stop' ? port.close() : port.postMessage(ev.data));
}

async function allreduceWorker(rank, size, ports, cfg) {
  const recvs = ports.map((p) => p && inbox(p));
  const n = BIG / 8;
  const s = new Float64Array(n).fill(rank + 1),
    out = new Float64Array(n);
  const call = starAllreduce(rank, size, ports, recvs, s, out);
  const timed = async (iters) => {
    const t0 = performance.now();
    for (let i = 0; i < iters; i++) await call();
    return ((performance.now() - t0) * 1000) / iters;
  };
  // warm-up: worker 0 decides when it is over and says so with the last result's first element
  const t0 = performance.now();
  for (;;) {
    await timed(1);
    if (rank === 0) {
      const done = performance.now() - t0 >= WARM_MS;
      for (let r = 1; r < size; r++) ports[r].postMessage(done);
      if (done) break;
    } else if (await recvs[0]()) break;
  }
  const red = [];
  for (let k = 0; k < cfg.reps; k++) red.push(await timed(cfg.pmRed));
  const want = (size * (size + 1)) / 2;
  if (out[0] !== want || out[n - 1] !== want) throw new Error(`postMessage allreduce: got ${out[0]}, want ${want}`);
  return { red };
}

self.onmessage = async (ev) => {
  const t = ev.data;
  self.onmessage = null;
  if (t.kind === 'p2p' && t.role === 'follower') return follower(t.port);
  const out = t.kind === 'p2p' ? await leader(t.port, t.cfg) : await allreduceWorker(t.rank, t.size, t.ports, t.cfg);
  self.postMessage(out);
};
