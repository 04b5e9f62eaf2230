// wasmpi side of the net bench's p2p figures: ranks 0 and 1 of a world whose ranks live in two OS
// processes joined over TCP (`wasmpi run -n 2 --procs 2`, or `mpiexec -n 2 node` with one rank per
// process; bench/net.mjs), with the loops and counts of the p2p family (bench/ranks/osu_p2p.mjs,
// bench/native/osu_p2p.c, lib/stats.mjs p2pCounts) on comm.alloc buffers, in the schedule of
// lib/p2p_schedule.mjs (the fresh start, the JIT warm-up, each size's first calls, warm-up and
// timed repetition): latency is ping-pong (one way = half a round trip), bandwidth windows of 64
// isend (rank 0) / irecv (rank 1) and a 4 B acknowledgement per window (OSU's osu_bw), in GB/s.
// The command line does not hand a rank's return value back, so rank 0 prints its figures as one
// JSON line on stdout (the driver reads the lines that start with `{`, as it reads MPICH's).
// Under `mpiexec -n 2 node bench/ranks/net_p2p.mjs <cfg>` the module is the program (lib/standalone.mjs).
import { p2pSchedule } from '../lib/p2p_schedule.mjs';
import { latency, bandwidth } from './osu_p2p.mjs';
import { standalone } from '../lib/standalone.mjs';
import { fromRoot } from '../lib/agree.mjs';

export default function main(world, [cfgJson]) {
  const { latSizes, bwSizes, quick, fresh, capMs } = JSON.parse(cfgJson);
  if (world.size !== 2) throw new Error(`net_p2p wants 2 ranks, got ${world.size}`);
  const max = Math.max(8, ...latSizes, ...bwSizes);
  const [sbuf, rbuf] = [world.alloc(Uint8Array, max), world.alloc(Uint8Array, max)];
  // views of each size made once: the loops take the buffers as they are
  const views = new Map();
  const at = (size) => {
    if (!views.has(size)) views.set(size, [sbuf.subarray(0, size), rbuf.subarray(0, size)]);
    return views.get(size);
  };
  const out = p2pSchedule(
    { latSizes, bwSizes, quick, fresh, capMs },
    {
      latency: (size, k, cap, c) => latency(world, ...at(size), k, cap, c),
      bandwidth: (size, k, cap, c) => bandwidth(world, ...at(size), k, false, cap, c),
      fromRoot: (flag) => fromRoot(world, flag),
    },
  );
  world.freeMem?.(sbuf);
  world.freeMem?.(rbuf);
  if (world.rank === 0) process.stdout.write(`${JSON.stringify({ net: 'p2p', size: world.size, ...out })}\n`);
  return world.rank === 0 ? out : null;
}

await standalone(import.meta.url, main);
