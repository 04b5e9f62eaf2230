// Ranks that end with requests never completed (MPI calls that erroneous), and ones that complete
// or free theirs: args[0] picks the case.
import { writeSync } from 'node:fs';
import { ANY_SOURCE } from 'wasmpi';

export default async function main(world, [kind, stamp]) {
  const { rank, size } = world;
  const next = (rank + 1) % size;
  const buf = new Float64Array(4);
  if (kind === 'irecv') {
    if (rank === 0) world.irecv(buf, ANY_SOURCE, 5); // nobody sends tag 5
  } else if (kind === 'iallreduce') {
    const r = world.iallreduce(Float64Array.of(rank), new Float64Array(1), 'sum');
    world.barrier();
    if (rank !== 1) r.wait(); // rank 1 leaves its (completed) request unwaited
  } else if (kind === 'persistent') {
    const r = world.recvInit(buf, ANY_SOURCE, 9);
    r.start(); // started, never waited
    r.cancel();
  } else if (kind === 'many') {
    for (let i = 0; i < 12; i++) world.irecv(buf, ANY_SOURCE, 100 + i);
  } else if (kind === 'completed') {
    // every request completed or freed: waited, tested to completion, freed while unmatched,
    // a persistent one started and waited then left inactive
    const a = world.isend(Float64Array.of(rank), next, 1);
    const b = world.irecv(buf, ANY_SOURCE, 1);
    a.wait();
    while (b.test() === undefined);
    const c = world.irecv(buf, ANY_SOURCE, 77);
    c.cancel();
    c.free();
    const p = world.sendInit(Float64Array.of(rank), next, 2);
    p.start();
    world.recv(buf, ANY_SOURCE, 2);
    p.wait();
    const q = world.iallreduce(Float64Array.of(1), new Float64Array(1), 'sum');
    await q;
  }
  // the wall-clock time this rank finished, for a test of how soon the process exits after it
  if (stamp) writeSync(1, `ended ${Date.now()}\n`);
  return kind;
}
