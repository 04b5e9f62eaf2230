// The collectives that move blocks without combining them, as direct point-to-point among all ranks
// ('linear'): every transfer is posted at once and completes in one round.
// gather(v), scatter(v): the root exchanges with each rank: (p-1) alpha + (p-1) n beta at the root.
// alltoall(v): every rank with every other: (p-1) alpha + (p-1) n beta, the messages in flight together.
// allgatherv ('ring'): p-1 steps passing one rank's block on: (p-1) alpha + (p-1)/p N beta.
import type { Build } from './build.js';
import { ringChunks } from './allgather.js';
import { wholeComm } from './group.js';

const blockOf = (v: Uint8Array, off: number, len: number) => v.subarray(off, off + len);

/** Copies `from` to `to` at every start (after what the start packs). */
function copyAtStart(b: Build, from: Uint8Array, to: Uint8Array): void {
  b.atStart(() => to.set(from.subarray(0, to.length)));
}

/** gather and gatherv: `off(r)`, `len(r)`: rank r's block in the root's receive buffer. */
export function gatherLinear(b: Build, off: (r: number) => number, len: (r: number) => number): void {
  const { root } = b.spec;
  const me = b.comm.rank;
  if (me !== root) {
    b.s.send(root, b.sendView()!).wait();
    return;
  }
  const R = b.recvView()!;
  const S = b.sendView();
  if (S !== null) copyAtStart(b, S, blockOf(R, off(root), len(root)));
  for (let r = 0; r < b.comm.size; r++) if (r !== root) b.s.recv(r, blockOf(R, off(r), len(r)));
  b.s.wait();
}

/** scatter and scatterv: `off(r)`, `len(r)`: rank r's block in the root's send buffer. */
export function scatterLinear(b: Build, off: (r: number) => number, len: (r: number) => number): void {
  const { root } = b.spec;
  const me = b.comm.rank;
  if (me !== root) {
    b.s.recv(root, b.recvView()!).wait();
    return;
  }
  const S = b.sendView()!;
  const R = b.recvView();
  if (R !== null) copyAtStart(b, blockOf(S, off(root), len(root)), R.subarray(0, len(root)));
  for (let r = 0; r < b.comm.size; r++) if (r !== root) b.s.send(r, blockOf(S, off(r), len(r)));
  b.s.wait();
}

/** alltoall and alltoallv: blocks by rank on both sides. In place: what goes out is the receive
 *  buffer's contents at the start. */
export function alltoallLinear(
  b: Build,
  soff: (r: number) => number,
  slen: (r: number) => number,
  roff: (r: number) => number,
  rlen: (r: number) => number,
): void {
  const p = b.comm.size;
  const me = b.comm.rank;
  const R = b.recvView()!;
  let S = b.sendView();
  if (S === null) {
    const snap = new Uint8Array(R.length);
    b.atStart(() => snap.set(R));
    S = snap;
  }
  copyAtStart(b, blockOf(S, soff(me), slen(me)), blockOf(R, roff(me), rlen(me)));
  for (let k = 1; k < p; k++) {
    const to = (me + k) % p;
    const from = (me - k + p) % p;
    b.s.recv(from, blockOf(R, roff(from), rlen(from)));
    b.s.send(to, blockOf(S, soff(to), slen(to)));
  }
  b.s.wait();
}

/** allgatherv: blocks at `off(r)`, `len(r)` of the receive buffer. */
export function allgathervRing(b: Build, off: (r: number) => number, len: (r: number) => number): void {
  const p = b.comm.size;
  const me = b.comm.rank;
  const R = b.recvView()!;
  const S = b.sendView();
  if (S !== null) copyAtStart(b, S, blockOf(R, off(me), len(me)));
  const offs: number[] = [];
  const lens: number[] = [];
  for (let r = 0; r < p; r++) {
    offs.push(off(r));
    lens.push(len(r));
  }
  ringChunks(b, wholeComm(b), R, offs, lens);
}
