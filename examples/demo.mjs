// The 4-rank demo (npm run demo): a token travels around a ring of ranks, each adds its rank;
// then every rank exchanges a large Float64Array with its neighbours through shared memory.
import { wtime } from 'wasmpi';

export default async function main(world) {
  const { rank, size } = world;
  const next = (rank + 1) % size;
  const prev = (rank + size - 1) % size;

  // 1. A token around the ring: rank 0 starts it, each rank adds its own rank.
  const token = new Int32Array(1);
  const laps = 1000;
  const t0 = wtime();
  for (let lap = 0; lap < laps; lap++) {
    if (rank === 0) {
      world.send(token, next, 1);
      world.recv(token, prev, 1);
    } else {
      world.recv(token, prev, 1);
      token[0] += rank;
      world.send(token, next, 1);
    }
  }
  const perHop = ((wtime() - t0) / (laps * size)) * 1e6;

  // 2. Halo exchange with both neighbours: 1 M doubles each way, zero-copy from shared memory.
  const n = 1 << 20;
  const mine = world.alloc(Float64Array, n).fill(rank);
  const fromPrev = world.alloc(Float64Array, n);
  const t1 = wtime();
  world.sendrecv(mine, next, fromPrev, prev, { sendtag: 2, recvtag: 2 });
  const gbps = (n * 8) / (wtime() - t1) / 1e9;

  // 3. Any JavaScript value, to rank 0.
  if (rank !== 0) world.sendValue({ rank, received: fromPrev[0], perHopUs: perHop }, 0, 3);
  else {
    const expect = (laps * size * (size - 1)) / 2;
    console.log(
      `ring of ${size} ranks: token = ${token[0]} (expected ${expect}) after ${laps} laps, ${perHop.toFixed(2)} us per hop`,
    );
    console.log(`rank 0 received 8 MiB from rank ${fromPrev[0]} at ${gbps.toFixed(1)} GB/s`);
    for (let r = 1; r < size; r++) {
      const v = world.recvValue(r, 3);
      console.log(`rank ${v.rank} says: received a block from rank ${v.received}`);
    }
  }
  return token[0];
}
