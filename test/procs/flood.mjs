// Flow control between processes: rank 1 sends 50000 small messages and 40 of 1 MiB while rank 0
// sleeps 1.5 s before it receives any; every message arrives, in order.
export default function main(world) {
  const N = 50000;
  const b = new Float64Array(1);
  const big = new Uint8Array(1 << 20);
  if (world.rank === 1) {
    for (let i = 0; i < N; i++) {
      b[0] = i;
      world.send(b, 0, 1);
    }
    for (let i = 0; i < 40; i++) {
      big[0] = i;
      world.send(big, 0, 2);
    }
    return 0;
  }
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1500);
  for (let i = 0; i < N; i++) {
    world.recv(b, 1, 1);
    if (b[0] !== i) throw new Error(`message ${i} arrived as ${b[0]}`);
  }
  for (let i = 0; i < 40; i++) {
    world.recv(big, 1, 2);
    if (big[0] !== i) throw new Error(`large message ${i} arrived as ${big[0]}`);
  }
  return N + 40;
}
