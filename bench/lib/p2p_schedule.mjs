// The net bench's p2p measurement schedule, shared by the wasmpi ranks (ranks/net_p2p.mjs) and the
// Node TCP floor (ranks/net_floor.mjs), so that both systems are measured the same way:
//   fresh: the first `fresh` round trips of 8 B, one way, us;
//   a JIT warm-up of the bandwidth and latency paths at 8 B, JIT_WARM_MS each;
//   at each size, ascending: the first calls (N round trips or windows, timed as one block), more
//   blocks of N, untimed, until WARM_MS have passed, then one timed repetition of p2pCounts() calls,
//   cut short after about capMs in a slow spell (`calls` holds how many were timed).
// `loops` gives latency(size, iters, capMs?, calls?) (one way, us), bandwidth(size, iters, capMs?,
// calls?) (GB/s) and fromRoot(flag) (rank 0's flag, on every rank: the ranks' decisions agree).
import { JIT_WARM_MS, p2pCounts, WARM_MS } from './stats.mjs';

/** Runs the schedule; the figures as both ranks computed them (rank 0's are the report). */
export function p2pSchedule({ latSizes, bwSizes, quick, fresh, capMs }, { latency, bandwidth, fromRoot }) {
  const out = {
    fresh: latency(8, fresh),
    run: { lat: {}, bw: {} },
    first: { lat: {}, bw: {} },
    n: { lat: {}, bw: {} },
    calls: { lat: {}, bw: {} },
  };
  const jitWarm = (fn) => {
    const w0 = performance.now();
    do fn();
    while (fromRoot(performance.now() - w0 < JIT_WARM_MS));
  };
  jitWarm(() => bandwidth(8, 20, capMs));
  jitWarm(() => latency(8, 500, capMs));
  const figure = (key, size, fn, first, it) => {
    const calls = {};
    out.n[key][size] = first;
    const w0 = performance.now();
    out.first[key][size] = fn(size, first);
    while (fromRoot(performance.now() - w0 < WARM_MS)) fn(size, first, capMs, {});
    out.run[key][size] = fn(size, it, capMs, calls);
    out.calls[key][size] = calls.n;
  };
  for (const size of latSizes) {
    const n = p2pCounts(size, quick);
    figure('lat', size, latency, n.first, n.it);
  }
  for (const size of bwSizes) {
    const n = p2pCounts(size, quick);
    figure('bw', size, bandwidth, n.firstWindows, n.windows);
  }
  return out;
}
