// barrier, dissemination: in round k each rank signals the rank 2^k after it and waits for the
// rank 2^k before it (empty messages). ceil(log2 L) rounds; cost ceil(log2 L) alpha. Any L.
import type { Build } from './build.js';
import type { Group } from './group.js';

const EMPTY = new Uint8Array(0);

export function dissemination(b: Build, g: Group): void {
  const L = g.ranks.length;
  for (let k = 1; k < L; k *= 2) {
    b.s.send(g.ranks[(g.i + k) % L], EMPTY);
    b.s.recv(g.ranks[(g.i - k + L) % L], EMPTY);
    b.s.wait();
  }
}
