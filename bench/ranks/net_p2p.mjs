// wasmpi side of the net bench's p2p figures: ranks 0 and 1 of a world whose ranks live in two OS
// processes joined over TCP (`wasmpi run -n 2 --procs 2`, or `mpiexec -n 2 node` with one rank per
// process; bench/net.mjs), with the loops and counts of the p2p family (bench/ranks/osu_p2p.mjs,
// bench/native/osu_p2p.c, lib/stats.mjs p2pCounts) on comm.alloc buffers:
//   fresh: the world's first `fresh` round trips of 8 B, one way, us;
//   then a JIT warm-up of the latency and bandwidth paths at 8 B, JIT_WARM_MS each;
//   lat: at each of `latSizes`, ascending: the first calls (N round trips, timed as one block: the
//        "first calls"), more blocks of N, untimed, until WARM_MS have passed, then one timed
//        repetition of p2pCounts().it round trips (ping-pong; one way = half a round trip), cut
//        short after about capMs in a slow spell (`calls` holds the round trips timed);
//   bw:  at each of `bwSizes`: the same with windows of 64 isend (rank 0) / irecv (rank 1) and a
//        4 B acknowledgement per window (OSU's osu_bw), in GB/s.
// The command line does not hand a rank's return value back, so rank 0 prints its figures as one
// JSON line on stdout (the driver reads the lines that start with `{`, as it reads MPICH's).
// Under `mpiexec -n 2 node bench/ranks/net_p2p.mjs <cfg>` the module is the program (lib/standalone.mjs).
import { JIT_WARM_MS, p2pCounts, WARM_MS } from '../lib/stats.mjs';
import { latency, bandwidth } from './osu_p2p.mjs';
import { standalone } from '../lib/standalone.mjs';
import { fromRoot } from '../lib/agree.mjs';

export default function main(world, [cfgJson]) {
  const { latSizes, bwSizes, quick, fresh, capMs } = JSON.parse(cfgJson);
  if (world.size !== 2) throw new Error(`net_p2p wants 2 ranks, got ${world.size}`);
  const max = Math.max(8, ...latSizes, ...bwSizes);
  const [sbuf, rbuf] = [world.alloc(Uint8Array, max), world.alloc(Uint8Array, max)];
  const [s8, r8] = [sbuf.subarray(0, 8), rbuf.subarray(0, 8)];
  const out = {
    fresh: latency(world, s8, r8, fresh),
    run: { lat: {}, bw: {} },
    first: { lat: {}, bw: {} },
    n: { lat: {}, bw: {} },
    calls: { lat: {}, bw: {} },
  };
  const jitWarm = (fn) => {
    const w0 = performance.now();
    do fn();
    while (fromRoot(world, performance.now() - w0 < JIT_WARM_MS));
  };
  jitWarm(() => bandwidth(world, s8, r8, 20, false, capMs));
  jitWarm(() => latency(world, s8, r8, 500, capMs));
  const figure = (key, size, fn, first, it) => {
    const calls = {};
    out.n[key][size] = first;
    const w0 = performance.now();
    out.first[key][size] = fn(first);
    while (fromRoot(world, performance.now() - w0 < WARM_MS)) fn(first, capMs, {});
    out.run[key][size] = fn(it, capMs, calls);
    out.calls[key][size] = calls.n;
  };
  for (const size of latSizes) {
    const n = p2pCounts(size, quick);
    const [s, r] = [sbuf.subarray(0, size), rbuf.subarray(0, size)];
    figure('lat', size, (k, cap, c) => latency(world, s, r, k, cap, c), n.first, n.it);
  }
  for (const size of bwSizes) {
    const n = p2pCounts(size, quick);
    const [s, r] = [sbuf.subarray(0, size), rbuf.subarray(0, size)];
    figure('bw', size, (k, cap, c) => bandwidth(world, s, r, k, false, cap, c), n.firstWindows, n.windows);
  }
  world.freeMem?.(sbuf);
  world.freeMem?.(rbuf);
  if (world.rank === 0) process.stdout.write(`${JSON.stringify({ net: 'p2p', size: world.size, ...out })}\n`);
  return world.rank === 0 ? out : null;
}

await standalone(import.meta.url, main);
