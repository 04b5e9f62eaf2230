// postMessage side of the browser bench family: a plain module Web Worker of the bench page,
// what a JavaScript user writes without wasmpi. TypedArrays are posted over MessagePorts
// (structured clone: a copy) and awaited message by message; the reduction is a JS loop.
// The page (bench/browser/page.mjs) starts fresh workers for every run, joins them with
// MessageChannels and sends each its task:
//   { kind: 'p2p', role: 'leader' | 'follower', port, cfg }: ping-pong of Uint8Arrays at every
//     size; the leader times, the follower echoes;
//   { kind: 'allreduce', rank, size, ports, cfg }: float64 'sum' at every size; every worker posts
//     its array to worker 0, which sums them in rank order and posts the result back (a star:
//     ports[0] on the others, ports[1..] on worker 0; bench/baselines/pm_coll_worker.mjs measured
//     this faster than every worker posting to every other at 1 MB and up).
// The same shape as the wasmpi side (bench/browser/rank.mjs): fresh first round trip, a JIT
// warm-up, then per size the first N calls (the same N), a warm-up until WARM_MS, one timed
// repetition of about cfg.budgetMs; worker 0 decides and tells the others. The leader and every
// allreduce worker post their figures back (the page takes the slowest worker's).
import { JIT_WARM_MS, WARM_MS, WARM_FIRST_MS } from '/bench/lib/stats.mjs';

/* global self */
import { inbox, starAllreduce } from '/examples/browser/pm-ops.mjs';

/** First calls, warm-up and timed repetition, as bench/browser/rank.mjs's figure(); `decide(v)`
 *  gives every worker worker 0's v. */
async function figure(fn, first, warmMs, { budgetMs, maxIters }, decide, callUs = (t) => t) {
  const w0 = performance.now();
  const f = await fn(first);
  let t = f;
  while (await decide(performance.now() - w0 < warmMs)) t = await fn(first);
  const iters = await decide(Math.max(2, Math.min(maxIters, Math.round((budgetMs * 1000) / callUs(t)))));
  return { first: f, run: await fn(iters), calls: iters };
}

async function leader(port, cfg) {
  const recv = inbox(port);
  const pingPong = async (size, iters) => {
    const m = new Uint8Array(size); // its own array: posting a view clones the whole buffer under it
    const t0 = performance.now();
    for (let i = 0; i < iters; i++) {
      port.postMessage(m);
      await recv();
    }
    return ((performance.now() - t0) * 1000) / iters / 2;
  };
  const decide = async (v) => v;
  const out = { fresh: await pingPong(8, 1), run: { lat: {} }, first: { lat: {} }, calls: { lat: {} } };
  const w0 = performance.now();
  do await pingPong(cfg.sizes[0], cfg.first[cfg.sizes[0]]);
  while (performance.now() - w0 < JIT_WARM_MS);
  for (const size of cfg.sizes) {
    const rep = { budgetMs: cfg.budgetMs, maxIters: cfg.maxIters[size] };
    const o = await figure(
      (k) => pingPong(size, k),
      cfg.first[size],
      WARM_MS,
      rep,
      decide,
      (t) => 2 * t,
    );
    for (const k of ['run', 'first', 'calls']) out[k].lat[size] = o[k];
  }
  port.postMessage('stop');
  return out;
}

function follower(port) {
  port.onmessage = (ev) => (ev.data === 'stop' ? port.close() : port.postMessage(ev.data));
}

async function allreduceWorker(rank, p, ports, cfg) {
  const recvs = ports.map((port) => port && inbox(port));
  // worker 0's value to every worker; the largest of every worker's value to every worker
  const decide = async (v) => {
    if (rank !== 0) return recvs[0]();
    for (let r = 1; r < p; r++) ports[r].postMessage(v);
    return v;
  };
  const agreeMax = async (v) => {
    if (rank !== 0) {
      ports[0].postMessage(v);
      return recvs[0]();
    }
    const got = await Promise.all(recvs.slice(1).map((r) => r()));
    return decide(Math.max(v, ...got));
  };
  const res = { run: { red: {} }, first: { red: {} }, calls: { red: {} } };
  const want = (p * (p + 1)) / 2;
  for (const size of cfg.sizes) {
    const n = size / 8;
    // arrays of their own: posting a view clones the whole buffer under it
    const s = new Float64Array(n).fill(rank + 1),
      out = new Float64Array(n);
    const call = starAllreduce(rank, p, ports, recvs, s, out);
    // the slowest worker's mean us per call over k calls back to back
    const timed = async (k) => {
      await agreeMax(0); // line up (a barrier through worker 0)
      const t0 = performance.now();
      for (let i = 0; i < k; i++) await call();
      return agreeMax(((performance.now() - t0) * 1000) / k);
    };
    const warm = size === cfg.sizes[0] ? WARM_FIRST_MS : WARM_MS;
    const o = await figure(timed, cfg.firstRed, warm, { budgetMs: cfg.budgetMs, maxIters: cfg.redMaxIters }, decide);
    for (const k of ['run', 'first', 'calls']) res[k].red[size] = o[k];
    if (out[0] !== want || out[n - 1] !== want)
      throw new Error(
        `WRONG RESULT: postMessage allreduce of ${size} B on worker ${rank}: got ${out[0]}, want ${want}`,
      );
  }
  return res;
}

self.onmessage = async (ev) => {
  const t = ev.data;
  self.onmessage = null;
  if (t.kind === 'p2p' && t.role === 'follower') return follower(t.port);
  try {
    const out = t.kind === 'p2p' ? await leader(t.port, t.cfg) : await allreduceWorker(t.rank, t.size, t.ports, t.cfg);
    self.postMessage({ ok: true, out });
  } catch (e) {
    self.postMessage({ ok: false, error: String(e?.stack ?? e) });
  }
};
