// The vector argument of the core's neighbor builder (assembly/coll/neighbor_vec.ts says the
// layout) for one neighbourhood call: where each in-edge's block lands and where its source sends
// it from, from the resolved neighbourhood (ts/topology/neighborhood.ts).
import type { Resolved } from '../../topology/neighborhood.js';

/** How the source offset of an in-edge is found. */
export type NeighborKind = 'allgather' | 'alltoall' | 'allgatherv' | 'alltoallv';

/**
 * The core's vector argument for one call: `recvOff`/`recvBytes` per in-edge (bytes), for
 * alltoall the bytes of one send block (the source's offset is blk * sendBlock), and the bytes of
 * this rank's send buffer that its readers use (shm-flat copies them into its scratch). allgather and
 * allgatherv read the source's whole send buffer from offset 0; alltoallv reads the source's
 * published send displacement (AUX) at run time, unless `sendOff` gives each in-edge's offset in
 * its source's send buffer (a committed exchange, ts/comm/exchange.ts).
 */
export function neighborVec(
  kind: NeighborKind,
  r: Resolved,
  recvOff: ArrayLike<number>,
  recvBytes: ArrayLike<number>,
  sendBlock: number,
  sendBytes: number,
  sendOff?: ArrayLike<number>,
): Int32Array {
  const k = r.sources.length;
  const v = new Int32Array(3 + 5 * k + r.readers.length);
  v[0] = k;
  v[1] = r.readers.length;
  v[2] = sendBytes;
  for (let i = 0; i < k; i++) {
    const o = 3 + 5 * i;
    v[o] = r.sources[i];
    v[o + 1] = recvOff[i];
    v[o + 2] = recvBytes[i];
    v[o + 3] = sendOff ? sendOff[i] : kind === 'alltoall' ? r.blk[i] * sendBlock : kind === 'alltoallv' ? -1 : 0;
    v[o + 4] = r.blk[i];
  }
  v.set(r.readers, 3 + 5 * k);
  return v;
}
