// Plain-JavaScript baselines of the rma family (bench/rma.mjs), each one run per interleaved round:
//   Atomics: Atomics.add / Atomics.compareExchange on a BigInt64Array over a SharedArrayBuffer, in
//     one thread (what fetchAndOp and compareAndSwap of an int64 are, at the least, in JavaScript);
//   postMessage get: a request to a worker that owns the bytes and a transferred copy back, copied
//     into the caller's array (bench/baselines/pm_get_worker.mjs): a get without shared memory.
// Counts as the wasmpi side's (lib/rma_plan.mjs rmaCounts; postMessage: a quarter, as in the p2p
// family, since each round trip costs tens of microseconds): the first calls, more of them until
// WARM_MS have passed, one timed repetition.
import { Worker } from 'node:worker_threads';
import { WARM_MS } from '../lib/stats.mjs';
import { rmaCounts } from '../lib/rma_plan.mjs';

/** { run: { fop_lock, cas_lock }, first: { ... } }: us per operation (one repetition), keyed by size 8. */
export function atomicsRound({ quick }) {
  const a = new BigInt64Array(new SharedArrayBuffer(64));
  const add = (k) => {
    const t0 = performance.now();
    for (let i = 0; i < k; i++) Atomics.add(a, 0, 1n);
    return ((performance.now() - t0) * 1000) / k;
  };
  const cas = (k) => {
    const t0 = performance.now();
    for (let i = 0; i < k; i++) Atomics.compareExchange(a, 1, 0n, 1n);
    return ((performance.now() - t0) * 1000) / k;
  };
  const out = { run: {}, first: {} };
  for (const [test, fn] of [
    ['fop_lock', add],
    ['cas_lock', cas],
  ]) {
    const c = rmaCounts(test, 8, quick);
    const w0 = performance.now();
    out.first[test] = { 8: fn(c.first) };
    while (performance.now() - w0 < WARM_MS) fn(c.first);
    out.run[test] = { 8: fn(c.count) };
  }
  return out;
}

/** { run: { get_lock: { size: us } }, first: ... }: one repetition per size, a fresh worker. */
export async function postMessageGet({ sizes, quick }) {
  const max = Math.max(8, ...sizes);
  const worker = new Worker(new URL('./pm_get_worker.mjs', import.meta.url), { workerData: { max } });
  const dst = new Uint8Array(max);
  let resolve;
  worker.on('message', (m) => {
    dst.set(m);
    resolve();
  });
  const get = (size) =>
    new Promise((r) => {
      resolve = r;
      worker.postMessage(size);
    });
  const time = async (size, k) => {
    const t0 = performance.now();
    for (let i = 0; i < k; i++) await get(size);
    return ((performance.now() - t0) * 1000) / k;
  };
  const out = { run: { get_lock: {} }, first: { get_lock: {} } };
  try {
    for (const size of sizes) {
      const c = rmaCounts('get_lock', size, quick);
      const first = Math.max(2, Math.ceil(c.first / 4));
      const w0 = performance.now();
      out.first.get_lock[size] = await time(size, first);
      while (performance.now() - w0 < WARM_MS) await time(size, first);
      out.run.get_lock[size] = await time(size, Math.max(4, Math.round(c.count / 4)));
    }
  } finally {
    await worker.terminate();
  }
  return out;
}
