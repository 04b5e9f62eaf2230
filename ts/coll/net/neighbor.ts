// Neighbourhood collectives ('linear'): each rank sends on every out-edge and receives on every
// in-edge of the topology, all posted at once. Cost: max(in, out degree) alpha + the bytes of the
// rank's edges beta. Edges between the same two ranks pair up in order: a source sends on its
// out-edges in their order and a rank posts the receives of one source in the order of the
// source's out-edges (the resolved neighbourhood's `blk`), and the transport keeps messages of one
// sender in order.
import { PROC_NULL } from '../../constants.js';
import type { Build } from './build.js';

/** `sendOf(j)`: the bytes of out-edge j (offset, length) in the send buffer. */
export function neighborLinear(b: Build, sendOf: (j: number) => [number, number]): void {
  const v = b.spec.vec!;
  const k = v[0];
  const R = b.recvView()!;
  const S = b.sendView()!;
  const dest = b.comm.nbhd!.destinations!;
  const inEdges: number[] = [];
  for (let i = 0; i < k; i++) if (v[3 + 5 * i] >= 0) inEdges.push(i);
  inEdges.sort((x, y) => v[3 + 5 * x + 4] - v[3 + 5 * y + 4]);
  for (const i of inEdges) {
    const o = 3 + 5 * i;
    b.s.recv(v[o], R.subarray(v[o + 1], v[o + 1] + v[o + 2]));
  }
  for (let j = 0; j < dest.length; j++) {
    if (dest[j] === PROC_NULL) continue;
    const [off, len] = sendOf(j);
    b.s.send(dest[j], S.subarray(off, off + len));
  }
  b.s.wait();
}
