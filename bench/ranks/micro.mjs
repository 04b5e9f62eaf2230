// Rank side of bench/micro.mjs (2 ranks): the warm figures of the smallest calls, 8 B each: a p2p
// round trip (send + recv), an allreduce of two float32 (sum) and a bcast from rank 0, on comm.alloc
// buffers. Timed by lib/rank_rate.mjs (first calls, a warm-up of `ms`, then `reps` repetitions of
// the three interleaved). It imports nothing from wasmpi: the world it is handed may come from
// another build than this checkout's, and a second copy of the library in the rank would be
// loaded, compiled and held for nothing.
import { rankRates } from '../lib/rank_rate.mjs';

export const BYTES = 8;

export default function main(world, [cfgJson]) {
  const { ms, reps, firstN } = JSON.parse(cfgJson);
  const peer = 1 - world.rank;
  const s = world.alloc(Float32Array, BYTES / 4);
  const r = world.alloc(Float32Array, BYTES / 4);
  s.fill(world.rank + 1);
  const variants = {
    p2p:
      world.rank === 0
        ? () => {
            world.send(s, peer, 1);
            world.recv(r, peer, 1);
          }
        : () => {
            world.recv(r, peer, 1);
            world.send(s, peer, 1);
          },
    allreduce: () => world.allreduce(s, r, 'sum'),
    bcast: () => world.bcast(s, 0),
  };
  const out = rankRates(world, variants, BYTES, { ms, reps, firstN });
  return world.rank === 0 ? out : null;
}
