// A put to a rank of another process whose memory is full (2 processes x 2 ranks, run with a small
// WASMPI_HEAP_MAX): the target process finds no memory for the request's bytes, nothing of it is
// done, and the origin's next flush raises ERR_BUFFER; once the target frees memory, the same put
// goes through. Returns, per rank, what it saw.
import { Win } from 'wasmpi';

const MIB = 1 << 20;

export default function main(world) {
  const { rank } = world;
  const win = Win.allocate(world, 8 * MIB, { dispUnit: 8 });
  const out = {};
  const data = new Float64Array((4 * MIB) / 8).fill(3);
  world.barrier(); // its schedule is made now, while there is memory for it
  // the second process's ranks take every block of 64 KiB or more left (then none will be freed)
  const hogs = [];
  if (rank >= 2) {
    for (let n = 16 * MIB; n >= 65536;) {
      try {
        hogs.push(world.alloc(Uint8Array, n));
      } catch {
        n >>= 1;
      }
    }
  }
  world.barrier();
  if (rank === 0) {
    win.lock(2, 'exclusive');
    win.put(data, 2, 0);
    try {
      win.flush(2);
      out.full = 'no error';
    } catch (e) {
      out.full = e.code;
      out.message = e.message;
    }
    win.unlock(2);
  }
  world.barrier();
  for (const h of hogs) world.freeMem(h);
  world.barrier();
  if (rank === 0) {
    win.lock(2, 'exclusive');
    win.put(data, 2, 0);
    win.flush(2);
    const back = new Float64Array(data.length);
    win.get(back, 2, 0);
    win.unlock(2);
    out.after = back.every((v) => v === 3) ? 'written' : 'wrong';
  }
  world.barrier();
  win.free();
  return out;
}
