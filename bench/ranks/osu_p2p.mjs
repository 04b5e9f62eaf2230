// wasmpi side of the p2p bench (2 ranks): OSU-style latency, bandwidth and bidirectional bandwidth.
// Shared-memory buffers (comm.alloc: the zero-copy path) and plain TypedArrays (staged).
//
// One launch is one round of the family (bench/p2p.mjs launches a fresh world per round, between
// the baselines' runs), so each figure gets one timed repetition here, after a warm-up that is
// timed too:
//   fresh:  the world's first `fresh` round trips of 8 B (comm.alloc buffers), one way, us;
//   then a JIT warm-up of the other paths at 8 B, JIT_WARM_MS each (the first block of each is kept
//   in `warmup`);
//   per size, ascending, for each of lat, latPlain, bw, bwPlain, bibw: the first calls at that
//   size (N round trips, or N windows of 64 messages; `n` holds N) timed as one block, more blocks
//   of N until WARM_MS have passed since the first call (untimed), then one timed repetition of `iterations(size)` round trips (or a 64th of that in windows), cut short
//   after about capMs in a slow spell of the machine (`calls` holds the count timed).
// Rank 0 decides when a warm-up or a capped repetition ends and tells rank 1 with send/recv
// (lib/agree.mjs fromRoot): the bench's own coordination uses no collective.
import { waitAll } from 'wasmpi';
import { JIT_WARM_MS, p2pCounts, WARM_MS } from '../lib/stats.mjs';
import { fromRoot } from '../lib/agree.mjs';

const WINDOW = 64;

/**
 * One way us per message over `iters` round trips. With `capMs`, the loop runs in chunks of a tenth
 * and stops after the chunk that passes capMs (rank 0 decides): a machine in a slow spell (ranks
 * descheduled, messages taking 100 us) does not stretch the run without bound; `calls.n` says how
 * many round trips were timed.
 */
export function latency(world, sbuf, rbuf, iters, capMs = Infinity, calls = {}) {
  const peer = 1 - world.rank;
  const chunk = capMs === Infinity ? iters : Math.max(1, Math.ceil(iters / 10));
  let done = 0;
  world.barrier();
  const t0 = performance.now();
  while (done < iters) {
    const n = Math.min(chunk, iters - done);
    for (let i = 0; i < n; i++) {
      if (world.rank === 0) {
        world.send(sbuf, peer, 1);
        world.recv(rbuf, peer, 1);
      } else {
        world.recv(rbuf, peer, 1);
        world.send(sbuf, peer, 1);
      }
    }
    done += n;
    if (done < iters && fromRoot(world, performance.now() - t0 > capMs)) break;
  }
  calls.n = done;
  return ((performance.now() - t0) * 1000) / done / 2; // one way, us
}

/** GB/s over `iters` windows of 64 messages (bidir: both ways); capMs and calls as for latency. */
export function bandwidth(world, sbuf, rbuf, iters, bidir, capMs = Infinity, calls = {}) {
  const peer = 1 - world.rank;
  const ack = new Int32Array(1);
  const chunk = capMs === Infinity ? iters : Math.max(1, Math.ceil(iters / 10));
  let done = 0;
  world.barrier();
  const t0 = performance.now();
  while (done < iters) {
    const n = Math.min(chunk, iters - done);
    for (let i = 0; i < n; i++) {
      const reqs = [];
      if (bidir || world.rank === 1) for (let w = 0; w < WINDOW; w++) reqs.push(world.irecv(rbuf, peer, 2));
      if (bidir || world.rank === 0) for (let w = 0; w < WINDOW; w++) reqs.push(world.isend(sbuf, peer, 2));
      waitAll(reqs);
      if (world.rank === 0) world.recv(ack, peer, 3);
      else world.send(ack, peer, 3);
    }
    done += n;
    if (done < iters && fromRoot(world, performance.now() - t0 > capMs)) break;
  }
  calls.n = done;
  const s = (performance.now() - t0) / 1000;
  return ((bidir ? 2 : 1) * sbuf.length * WINDOW * done) / s / 1e9; // GB/s
}

export default function main(world, [cfgJson]) {
  const { sizes, quick, fresh, capMs } = JSON.parse(cfgJson);
  const max = Math.max(8, ...sizes);
  const shared = [world.alloc(Uint8Array, max), world.alloc(Uint8Array, max)];
  const plain = [new Uint8Array(max), new Uint8Array(max)];
  const keys = ['lat', 'latPlain', 'bw', 'bwPlain', 'bibw'];
  const out = {
    fresh: latency(world, shared[0].subarray(0, 8), shared[1].subarray(0, 8), fresh),
    warmup: {},
    run: Object.fromEntries(keys.map((k) => [k, {}])),
    first: Object.fromEntries(keys.map((k) => [k, {}])),
    n: Object.fromEntries(keys.map((k) => [k, {}])),
    calls: Object.fromEntries(keys.map((k) => [k, {}])), // round trips (windows) timed in the repetition
  };
  // Warm the JIT on the other paths before the first size (otherwise size 0 pays for compilation).
  // Each path runs for JIT_WARM_MS (its first block is kept): the engine compiles the hot paths on
  // background threads, which take a core from a rank while they run.
  const jitWarm = (fn) => {
    const w0 = performance.now();
    const first = fn();
    while (fromRoot(world, performance.now() - w0 < JIT_WARM_MS)) fn();
    return first;
  };
  const [s8, r8, ps8, pr8] = [...shared, ...plain].map((b) => b.subarray(0, 8));
  // (with capMs: the chunked loop the timed repetitions run; a first run of it recompiled the loop)
  out.warmup.latPlain = jitWarm(() => latency(world, ps8, pr8, 2000, capMs));
  out.warmup.bw = jitWarm(() => bandwidth(world, s8, r8, 50, false, capMs));
  out.warmup.bwPlain = jitWarm(() => bandwidth(world, ps8, pr8, 50, false, capMs));
  out.warmup.bibw = jitWarm(() => bandwidth(world, s8, r8, 50, true, capMs));
  jitWarm(() => latency(world, s8, r8, 2000, capMs));
  for (const size of sizes) {
    const n = p2pCounts(size, quick);
    const [s, r] = shared.map((b) => b.subarray(0, size));
    const [ps, pr] = plain.map((b) => b.subarray(0, size));
    const figure = (key, fn, first, it) => {
      const calls = {};
      out.n[key][size] = first;
      const w0 = performance.now();
      out.first[key][size] = fn(first);
      // then more of the same until WARM_MS have passed (rank 0's clock): the engine compiles the
      // size's path in the background for milliseconds after it gets hot
      while (fromRoot(world, performance.now() - w0 < WARM_MS)) fn(first, capMs, {}); // the timed run's code path
      out.run[key][size] = fn(it, capMs, calls);
      out.calls[key][size] = calls.n;
    };
    figure('lat', (k, cap, c) => latency(world, s, r, k, cap, c), n.first, n.it);
    figure('latPlain', (k, cap, c) => latency(world, ps, pr, k, cap, c), n.first, n.it);
    if (size > 0) {
      figure('bw', (k, cap, c) => bandwidth(world, s, r, k, false, cap, c), n.firstWindows, n.windows);
      figure('bwPlain', (k, cap, c) => bandwidth(world, ps, pr, k, false, cap, c), n.firstWindows, n.windows);
      figure('bibw', (k, cap, c) => bandwidth(world, s, r, k, true, cap, c), n.firstWindows, n.windows);
    }
  }
  return world.rank === 0 ? out : null;
}
