// Flow control between processes: rank 1 sends 50000 small messages, then 40 large ones of odd
// sizes around 1 MiB, each followed by a small one, while rank 0 sleeps 1.5 s before it receives
// any; every message arrives, in order, every byte of the large ones as sent (their bodies are
// read from the socket in pieces of whatever size arrived, some while the connection is paused).
const N = 50000;
const LARGE = 40;
const sizeOf = (i) => (1 << 20) + i * 4097;
const byteOf = (i, j) => (i * 31 + j * 7 + (j >> 10)) & 255;

export default function main(world) {
  const b = new Float64Array(1);
  const big = new Uint8Array(sizeOf(LARGE));
  if (world.rank === 1) {
    for (let i = 0; i < N; i++) {
      b[0] = i;
      world.send(b, 0, 1);
    }
    for (let i = 0; i < LARGE; i++) {
      const m = big.subarray(0, sizeOf(i));
      for (let j = 0; j < m.length; j++) m[j] = byteOf(i, j);
      world.send(m, 0, 2);
      b[0] = -i;
      world.send(b, 0, 3);
    }
    return 0;
  }
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1500);
  for (let i = 0; i < N; i++) {
    world.recv(b, 1, 1);
    if (b[0] !== i) throw new Error(`message ${i} arrived as ${b[0]}`);
  }
  for (let i = 0; i < LARGE; i++) {
    const m = big.subarray(0, sizeOf(i));
    m.fill(0);
    world.recv(m, 1, 2);
    for (let j = 0; j < m.length; j++)
      if (m[j] !== byteOf(i, j)) throw new Error(`large message ${i}: byte ${j} is ${m[j]}, sent ${byteOf(i, j)}`);
    world.recv(b, 1, 3);
    if (b[0] !== -i) throw new Error(`the small message after large message ${i} arrived as ${b[0]}`);
  }
  return N + 2 * LARGE;
}
