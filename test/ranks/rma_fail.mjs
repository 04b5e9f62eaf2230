// Ranks that die, or deadlock, inside one-sided epochs (test/rma_fail.test.mjs). A rank dies by
// throwing; a rank that waits on it must fail with ERR_PROC_FAILED naming it, never hang.
import { Win, WasmpiError } from 'wasmpi';
import { sleep } from './_shared.mjs';

const one = () => Int32Array.of(1);
const windowOf = (world) => {
  const win = Win.allocate(world, 64);
  world.barrier();
  return win;
};

const scenarios = {
  // Rank 1 takes rank 0's lock exclusively and dies holding it while rank 2 waits for the lock.
  // Rank 0 (the passive target) stays alive until rank 2 is done.
  lock(world) {
    const win = windowOf(world);
    const { rank } = world;
    if (rank === 1) {
      win.lock(0, 'exclusive');
      win.put(one(), 0, 0);
      world.send(one(), 2, 5);
      sleep(200); // rank 2 is waiting for the lock by now
      throw new RangeError('rank 1 dies holding the lock');
    }
    if (rank === 2) {
      world.recv(new Int32Array(1), 1, 5);
      try {
        win.lock(0, 'exclusive');
      } finally {
        world.send(one(), 0, 6);
      }
      return 'lock acquired';
    }
    if (rank === 0) world.recv(new Int32Array(1), 2, 6);
    return 'alive';
  },

  // Rank 1 dies inside a fence epoch: the others' closing fence fails.
  fence(world) {
    const win = windowOf(world);
    win.fence();
    if (world.rank === 1) {
      win.put(one(), 0, 0);
      throw new RangeError('rank 1 dies inside a fence epoch');
    }
    win.put(one(), (world.rank + 1) % world.size, 8);
    win.fence();
    return 'fence done';
  },

  // Rank 1, the target of rank 0's access epoch, dies before it posts.
  pscw(world) {
    const win = windowOf(world);
    if (world.rank === 1) throw new RangeError('rank 1 dies before it posts');
    win.start(world.group.incl([1]));
    win.put(one(), 1, 0);
    win.complete();
    return 'epoch done';
  },

  // Rank 0 holds rank 1's lock and waits in a receive from rank 1, which waits for that lock:
  // both calls can never complete. Each returns [code, message] of what its call raised.
  deadlock(world) {
    const win = windowOf(world);
    const { rank } = world;
    if (rank > 1) return 'idle';
    const seen = (fn) => {
      try {
        fn();
        return ['no error', ''];
      } catch (e) {
        if (!(e instanceof WasmpiError)) throw e;
        return [e.code, e.message];
      }
    };
    if (rank === 0) {
      win.lock(1, 'exclusive');
      world.send(one(), 1, 3); // rank 1 may wait for the lock now
      // the lock stays held: released here, it could reach rank 1 before the verdict does
      return seen(() => world.recv(new Int32Array(1), 1, 7));
    }
    world.recv(new Int32Array(1), 0, 3);
    return seen(() => win.lock(1, 'exclusive'));
  },
};

export default function main(world, [name]) {
  return scenarios[name](world);
}
