// One rank of the postMessage collective baseline: what a JavaScript user writes today. Every
// pair of workers shares a MessageChannel; Float32Arrays are posted (structured clone: a copy) and
// awaited message by message; reductions are plain JS loops. Each collective is written the
// natural way for a full mesh of ports:
//   barrier         every worker posts a token to every other and awaits theirs (one round)
//   bcast           the root posts its array to every worker; each copies it into its buffer
//   reduce          every worker posts its array to the root; the root sums them in rank order
//   allreduce       every worker posts its array to rank 0, which sums them in rank order and
//                   posts the result back. (The one-round alternative, every worker posting to
//                   every other and each summing all p, measured faster at 8 B on 2-4 ranks
//                   (20 vs 48 us on 2) but 1.3-4x slower at 1 MB and 16 MB and on 8 ranks.)
//   allgather       every worker posts its block to every other; each copies them into place
//   alltoall        worker i posts block j (a slice, not a view: a view would clone the whole
//                   buffer) to worker j; each copies the blocks it gets into place
//   reduce_scatter  worker i posts block j to worker j; each sums the p blocks in rank order
//   gather          every worker posts its block to the root, which copies them into place
//   scatter         the root posts block j (a slice) to worker j, which copies it into its buffer
// Timing as in the wasmpi and MPICH harnesses: each call timed alone, an untimed barrier between
// calls of the rooted collectives; a figure is each worker's mean per call over a block of calls,
// and the caller takes the slowest worker's. One set of workers is one run of postMessage in the
// coll family's interleaved rounds: the fresh workers' first `fresh` barrier + 8 B allreduce pairs
// (their JIT warm-up, timed) and more such pairs, untimed, until 500 ms after them, then at each
// (collective, size) the first `firstN` calls, a warm-up (lib/stats.mjs, warmCalls) that sets
// `iters`, and `reps` timed repetitions.
import { parentPort, workerData } from 'node:worker_threads';
import { warmCalls, WARM_MS, WARM_FIRST_MS } from '../lib/stats.mjs';

const { rank, size: p, ports, plan, reps, budgetMs, maxIters, firstN, fresh } = workerData;

// Per-peer FIFO of received messages, awaited one at a time.
const queues = ports.map(() => []);
const waiters = ports.map(() => []);
ports.forEach((port, peer) => {
  if (!port) return;
  port.on('message', (m) => {
    const w = waiters[peer].shift();
    if (w) w(m);
    else queues[peer].push(m);
  });
});
const recv = (peer) =>
  queues[peer].length ? Promise.resolve(queues[peer].shift()) : new Promise((r) => waiters[peer].push(r));
const post = (peer, m) => ports[peer].postMessage(m);
const others = [...Array(p).keys()].filter((r) => r !== rank);

async function recvAll() {
  const got = new Array(p);
  await Promise.all(
    others.map(async (r) => {
      got[r] = await recv(r);
    }),
  );
  return got;
}

/** Sums `arrays` (in rank order) into out with a plain loop. */
function sumInto(out, arrays) {
  const n = out.length;
  out.set(arrays[0]);
  for (let k = 1; k < arrays.length; k++) {
    const a = arrays[k];
    for (let i = 0; i < n; i++) out[i] += a[i];
  }
}

const COLLS = {
  async barrier() {
    for (const r of others) post(r, 0);
    await recvAll();
  },
  async bcast(n, s) {
    if (rank === 0) for (const r of others) post(r, s);
    else s.set(await recv(0));
  },
  async reduce(n, s, out) {
    if (rank !== 0) {
      post(0, s);
      return;
    }
    const got = await recvAll();
    got[0] = s;
    sumInto(out, got);
  },
  async allreduce(n, s, out) {
    if (rank !== 0) {
      post(0, s);
      out.set(await recv(0));
      return;
    }
    const got = await recvAll();
    got[0] = s;
    sumInto(out, got);
    for (const r of others) post(r, out);
  },
  allreduce_sync(n, s, out) {
    return COLLS.allreduce(n, s, out); // timed with a barrier between calls
  },
  async allgather(n, s, out) {
    for (const r of others) post(r, s);
    const got = await recvAll();
    for (const r of others) out.set(got[r], r * n);
    out.set(s, rank * n);
  },
  async alltoall(n, s, out) {
    for (const r of others) post(r, s.slice(r * n, (r + 1) * n));
    const got = await recvAll();
    for (const r of others) out.set(got[r], r * n);
    out.set(s.subarray(rank * n, (rank + 1) * n), rank * n);
  },
  async reduce_scatter(n, s, out) {
    for (const r of others) post(r, s.slice(r * n, (r + 1) * n));
    const got = await recvAll();
    got[rank] = s.subarray(rank * n, (rank + 1) * n);
    sumInto(out, got);
  },
  async gather(n, s, out) {
    if (rank !== 0) {
      post(0, s);
      return;
    }
    const got = await recvAll();
    for (const r of others) out.set(got[r], r * n);
    out.set(s, 0);
  },
  async scatter(n, s, out) {
    if (rank !== 0) {
      out.set(await recv(0));
      return;
    }
    for (const r of others) post(r, s.slice(r * n, (r + 1) * n));
    out.set(s.subarray(0, n));
  },
};

// Every worker needs the same iteration count: agree on the slowest worker's warm-up time.
async function agreeMax(x) {
  for (const r of others) post(r, x);
  const got = await recvAll();
  return Math.max(x, ...others.map((r) => got[r]));
}

// Each call timed alone; an untimed barrier between calls for the rooted collectives (OSU's loop),
// back to back for the others (IMB's). Returns [this worker's mean s per call, s per iteration
// including any separating barrier].
const ROOTED = new Set(['bcast', 'reduce', 'gather', 'scatter', 'allreduce_sync']); // and allreduce_sync
async function timed(name, fn, n, s, out, iters) {
  const sep = ROOTED.has(name);
  let t = 0;
  await COLLS.barrier();
  const w0 = performance.now();
  for (let i = 0; i < iters; i++) {
    const t0 = performance.now();
    await fn(n, s, out);
    t += performance.now() - t0;
    if (sep) await COLLS.barrier();
  }
  return [t / iters / 1000, (performance.now() - w0) / iters / 1000];
}

const BLOCKED = new Set(['alltoall', 'reduce_scatter', 'scatter']); // sendbuf holds p blocks
const GATHERED = new Set(['allgather', 'alltoall', 'gather']); // recvbuf holds p blocks

const SETTLE_MS = 500;

async function main() {
  const out = {};
  const w8 = new Float32Array(2).fill(rank + 1);
  const r8 = new Float32Array(2);
  const f0 = performance.now();
  for (let i = 0; i < fresh; i++) {
    await COLLS.barrier();
    await COLLS.allreduce(2, w8, r8);
  }
  const freshUs = ((performance.now() - f0) * 1000) / Math.max(1, fresh);
  // then untimed until SETTLE_MS after the start, as the wasmpi side (bench/ranks/osu_coll.mjs)
  while ((await agreeMax(performance.now() - f0)) < SETTLE_MS) {
    for (let i = 0; i < 200; i++) {
      await COLLS.barrier();
      await COLLS.allreduce(2, w8, r8);
    }
  }
  for (const [name, sizes] of plan) {
    const fn = COLLS[name];
    out[name] = {};
    for (const bytes of sizes) {
      const n = Math.max(1, bytes >> 2);
      const s = new Float32Array(BLOCKED.has(name) ? n * p : n).fill(rank + 1);
      const o = new Float32Array(GATHERED.has(name) ? n * p : n);
      const first = await timed(name, fn, n, s, o, firstN);
      const t1 = await agreeMax(first[1]);
      const w = warmCalls(t1, budgetMs, maxIters);
      const w0 = performance.now();
      let tw;
      do tw = await agreeMax((await timed(name, fn, n, s, o, w))[1]);
      while ((await agreeMax(performance.now() - w0)) < (bytes === sizes[0] ? WARM_FIRST_MS : WARM_MS));
      const iters = Math.max(1, Math.min(maxIters, Math.floor(budgetMs / 1e3 / reps / tw)));
      const runs = [];
      for (let k = 0; k < reps; k++) runs.push((await timed(name, fn, n, s, o, iters))[0] * 1e6);
      out[name][bytes] = { first: first[0] * 1e6, firstN, runs, iters };
      if (name === 'allreduce' || name === 'allreduce_sync' || name === 'reduce') check(name, o, bytes);
    }
  }
  parentPort.postMessage({ fresh: freshUs, colls: out });
  for (const port of ports) port?.close();
}

function check(name, o, bytes) {
  if (name === 'reduce' && rank !== 0) return;
  const want = (p * (p + 1)) / 2;
  if (o[0] !== want || o[o.length - 1] !== want) throw new Error(`pm ${name} ${bytes} B: got ${o[0]}, want ${want}`);
}

main();
