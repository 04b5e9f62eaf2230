// Rank 0 of a job whose rank 1 is the test itself: leaves every message from rank 1 queued except
// one with tag 99 (reported on stdout), then waits for one with tag 98.
import { writeSync } from 'node:fs';

export default function main(world) {
  const slot = new Int32Array(1);
  world.recv(slot, 1, 99);
  writeSync(1, `GOT ${slot[0]} tag 99\n`);
  world.recv(slot, 1, 98);
}
