// The wasmpi side of the demo's comparison panel (a rank module, run by launch in Web Workers):
//   args ['p2p', cfg]        2 ranks: ping-pong of 8 B and of 1 MB between comm.alloc buffers
//   args ['allreduce', cfg]  p ranks: allreduce of 1 MB of float64 ('sum'), back to back
// cfg (JSON): { reps, lat: round trips, bw: round trips, red: calls } per timed repetition.
// Each run warms up first (the same loops, untimed, for WARM_MS), then times `reps` repetitions.
// Rank 0 returns the figures: one-way us (half a round trip), GB/s (bytes / one-way time), and us
// per allreduce (the slowest rank's mean).
import { IN_PLACE } from '/dist/browser.mjs';

const WARM_MS = 150;
export const BIG = 1 << 20;

/** One-way us per message over `iters` round trips of `s` (rank 0) / `r` (rank 1). */
export function pingPong(world, s, r, iters) {
  const peer = 1 - world.rank;
  world.barrier();
  const t0 = performance.now();
  for (let i = 0; i < iters; i++) {
    if (world.rank === 0) {
      world.send(s, peer, 1);
      world.recv(r, peer, 1);
    } else {
      world.recv(r, peer, 1);
      world.send(s, peer, 1);
    }
  }
  return ((performance.now() - t0) * 1000) / iters / 2; // one way, us
}

/** The slowest rank's mean us per allreduce over `iters` calls back to back. */
export function allreduce(world, s, r, iters) {
  world.barrier();
  const t0 = performance.now();
  for (let i = 0; i < iters; i++) world.allreduce(s, r, 'sum');
  const us = new Float64Array([((performance.now() - t0) * 1000) / iters]);
  world.allreduce(IN_PLACE, us, 'max'); // the slowest rank's
  return us[0];
}

/** Runs fn (with a small count) until WARM_MS have passed by rank 0's clock. */
function warm(world, fn) {
  const t0 = performance.now();
  do fn();
  while (world.bcastValue(performance.now() - t0 < WARM_MS, 0));
}

export default function main(world, [what, cfgJson]) {
  const cfg = JSON.parse(cfgJson);
  const out = {};
  if (what === 'p2p') {
    const s = world.alloc(Uint8Array, BIG),
      r = world.alloc(Uint8Array, BIG);
    const [s8, r8] = [s.subarray(0, 8), r.subarray(0, 8)];
    warm(world, () => pingPong(world, s8, r8, 500));
    warm(world, () => pingPong(world, s, r, 5));
    out.lat = [];
    out.bw = [];
    for (let k = 0; k < cfg.reps; k++) {
      out.lat.push(pingPong(world, s8, r8, cfg.lat));
      out.bw.push(BIG / pingPong(world, s, r, cfg.bw) / 1e3); // bytes per us / 1e3 = GB/s
    }
  } else {
    const n = BIG / 8;
    const s = world.alloc(Float64Array, n).fill(world.rank + 1),
      r = world.alloc(Float64Array, n);
    warm(world, () => allreduce(world, s, r, 3));
    out.red = [];
    for (let k = 0; k < cfg.reps; k++) out.red.push(allreduce(world, s, r, cfg.red));
    const want = (world.size * (world.size + 1)) / 2;
    if (r[0] !== want || r[n - 1] !== want) throw new Error(`allreduce: got ${r[0]}, want ${want}`);
  }
  return world.rank === 0 ? out : null;
}
