// Counts the garbage collections during warm one-sided calls on TypedArrays under a lock (perf_hooks
// 'gc' entries that start inside the timed loop): such a call must allocate nothing. Returns
// family -> collections seen, and the time per call in microseconds.
import { PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { Win } from 'wasmpi';

v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc');

function families(world, win) {
  const me = world.rank;
  const t = (me + 1) % world.size;
  const sh = world.alloc(Float64Array, 1);
  const pl = new Float64Array(1);
  const r = new Float64Array(1);
  const i1 = BigInt64Array.of(1n),
    i0 = new BigInt64Array(1),
    ir = new BigInt64Array(1);
  const big = new Float64Array(64);
  return {
    'put (alloc) + flush': () => {
      win.put(sh, t, 0);
      win.flush(t);
    },
    'put (TypedArray) + flush': () => {
      win.put(pl, t, 1);
      win.flush(t);
    },
    'get (TypedArray) + flush': () => {
      win.get(r, t, 2);
      win.flush(t);
    },
    'accumulate 64 float64 + flush': () => {
      win.accumulate(big, t, 8, 'sum');
      win.flush(t);
    },
    fetchAndOp: () => win.fetchAndOp(i1, ir, t, 3, 'sum'),
    compareAndSwap: () => win.compareAndSwap(i1, i0, ir, t, 4),
    'getAccumulate + flush': () => {
      win.getAccumulate(pl, r, t, 5, 'replace');
      win.flush(t);
    },
  };
}

export default async function main(world, [warm, calls]) {
  const win = Win.allocate(world, 8 * 80, { dispUnit: 8 });
  const out = {};
  const t = (world.rank + 1) % world.size;
  win.lock(t, 'shared');
  for (const [name, call] of Object.entries(families(world, win))) {
    for (let i = 0; i < Number(warm); i++) call();
    collect();
    const seen = [];
    const obs = new PerformanceObserver((list) => seen.push(...list.getEntries()));
    obs.observe({ entryTypes: ['gc'] });
    const t0 = performance.now();
    for (let i = 0; i < Number(calls); i++) call();
    const t1 = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
    seen.push(...obs.takeRecords());
    obs.disconnect();
    out[name] = {
      gcs: seen.filter((e) => e.startTime >= t0 && e.startTime <= t1).length,
      us: ((t1 - t0) * 1000) / Number(calls),
    };
  }
  win.unlock(t);
  world.barrier();
  win.free();
  return out;
}
