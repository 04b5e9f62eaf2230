// A token passes `hops` times between neighbours of a ring (more ranks than cores: ranks sleep).
export default function main(world, [hopsArg]) {
  const { rank, size } = world;
  const hops = Number(hopsArg);
  const laps = Math.ceil(hops / size);
  const tok = new Int32Array(1);
  const next = (rank + 1) % size;
  const prev = (rank + size - 1) % size;
  world.barrier();
  const t0 = performance.now();
  for (let lap = 0; lap < laps; lap++) {
    if (rank === 0) {
      world.send(tok, next, 0);
      world.recv(tok, prev, 0);
    } else {
      world.recv(tok, prev, 0);
      tok[0]++;
      world.send(tok, next, 0);
    }
  }
  const ms = performance.now() - t0;
  return rank === 0 ? { ms, hops: laps * size, usPerHop: (ms * 1000) / (laps * size) } : null;
}
