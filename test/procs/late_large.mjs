// Two large messages to a receiver that has memory for only one of them besides its own buffers
// (the job runs with WASMPI_HEAP_MAX): rank 0 posts both sends at once; rank 1, in another
// process, holds its two receive buffers in the shared heap and posts its receives only after a
// while. The second message must wait at its sender until the first is taken; both arrive, every
// byte as sent.
import { waitAll } from 'wasmpi';

const SIZE = 12 << 20;
const byteOf = (m, j) => (m * 89 + j * 13 + (j >> 12)) & 255;

export default function main(world) {
  if (world.rank === 0) {
    const msgs = [0, 1].map((m) => Uint8Array.from({ length: SIZE }, (_, j) => byteOf(m, j)));
    waitAll(msgs.map((b, m) => world.isend(b, 1, m)));
    return 'sent';
  }
  const bufs = [world.alloc(Uint8Array, SIZE), world.alloc(Uint8Array, SIZE)];
  // both messages are announced meanwhile
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1500);
  let bad = 0;
  for (let m = 0; m < 2; m++) {
    world.recv(bufs[m], 0, m);
    for (let j = 0; j < SIZE; j++) if (bufs[m][j] !== byteOf(m, j)) bad++;
  }
  return { received: 2, bad };
}
