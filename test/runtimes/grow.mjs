// The shared heap grows while the peers run: launched with a small initial memory, each rank in
// turn allocates a buffer far beyond it (the heap grows under the others, blocked in a receive or
// a barrier), fills it and sends it to the next rank, which receives it into a buffer of its own in
// the grown heap and checks the values; then an allreduce (IN_PLACE) over grown buffers. Launched by
// test/runtimes/driver.mjs: args [MiB per buffer]; returns what the rank saw.
import { IN_PLACE } from 'wasmpi';

export default function main(world, [mib]) {
  const { rank, size } = world;
  const n = (Number(mib) << 20) / 8;
  const next = (rank + 1) % size;
  const prev = (rank + size - 1) % size;
  const val = (r, i) => r * 1e7 + (i % 1000003);
  const bad = [];
  let heap = 0;
  for (let turn = 0; turn < size; turn++) {
    if (rank === turn) {
      const big = world.alloc(Float64Array, n);
      heap = Math.max(heap, big.buffer.byteLength);
      for (let i = 0; i < n; i++) big[i] = val(rank, i);
      if (size > 1) world.send(big, next, turn);
      world.freeMem(big);
    } else if (prev === turn) {
      const into = world.alloc(Float64Array, n);
      heap = Math.max(heap, into.buffer.byteLength);
      world.recv(into, prev, turn);
      for (let i = 0; i < n; i += 997) if (into[i] !== val(prev, i)) bad.push(`turn ${turn}: [${i}] = ${into[i]}`);
      if (into[n - 1] !== val(prev, n - 1)) bad.push(`turn ${turn}: last element ${into[n - 1]}`);
      world.freeMem(into);
    }
    world.barrier();
  }
  const a = world.alloc(Float64Array, n).fill(rank + 1);
  world.allreduce(IN_PLACE, a, 'sum');
  return { bad: bad.slice(0, 5), first: a[0], last: a[n - 1], heap: Math.max(heap, a.buffer.byteLength) };
}
