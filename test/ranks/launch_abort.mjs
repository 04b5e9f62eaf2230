// Rank `who` calls abort(code) (MPI_Abort) once the others wait in a call it takes no part in
// (args: how they wait, who, code): `recv` from another rank that is waiting too (from the aborting
// rank itself when it is the only other one), `coll` in a barrier, `sub` in calls on a
// communicator without the aborting rank (its first rank in a receive no one sends to, the others
// in a barrier that rank never joins), `spin` in their own code (a loop that never calls
// wasmpi, ended by the launcher); `code` as a string is passed as it is (a code that is no integer).
// The aborting rank first waits a moment, so the others are blocked when it aborts.
import { ANY_SOURCE, UNDEFINED } from 'wasmpi';
import { sleep } from './_shared.mjs';

export default function main(world, [how, who, code]) {
  const { rank, size } = world;
  const aborter = Number(who);
  const c = /^-?\d+$/.test(code) ? Number(code) : code;
  // every rank makes the sub-communicator before anyone aborts (split is collective)
  const sub = how === 'sub' ? world.split(rank === aborter ? UNDEFINED : 0) : null;
  if (rank === aborter) {
    sleep(size > 1 ? 200 : 0);
    world.abort(c);
    throw new Error(`rank ${rank}: abort returned`);
  }
  const b = new Int32Array(1);
  if (how === 'recv') {
    let from = (rank + 1) % size;
    if (from === aborter && size > 2) from = (from + 1) % size;
    world.recv(b, from, 7);
  } else if (how === 'coll') world.barrier();
  else if (how === 'sub' && sub.rank === 0) sub.recv(b, ANY_SOURCE, 7);
  else if (how === 'sub') sub.barrier();
  else if (how === 'spin') for (;;);
  throw new Error(`rank ${rank}: the ${how} completed`);
}
