// Staging of a buffer of a non-contiguous derived type for the collectives: the executor reads and
// writes contiguous bytes in the world's memory, so such a buffer's blocks are packed into staging
// when a run starts and unpacked from it when the run ends (ts/coll/exec/run.ts for shared memory,
// ts/coll/net/build.ts between processes); the call's checks (ts/coll/api/) say where they lie.
import type { Datatype } from './type.js';
import { pack, unpack } from './pack.js';

/** Packing of a buffer of a non-contiguous derived type: `segs` holds triples (byte offset of the
 *  block's origin from the buffer's first byte, items, byte offset in the packed bytes). */
export interface Pack {
  user: ArrayBufferView;
  type: Datatype;
  segs: number[];
}

/** A view of `user` starting `off` bytes after its first byte (the origin of a block). */
function viewAt(user: ArrayBufferView, off: number): ArrayBufferView {
  return off === 0 ? user : new Uint8Array(user.buffer, user.byteOffset + off, user.byteLength - off);
}

/** Packs the blocks of `p` into `dst` (the world's memory, `bytes` long). */
export function packIn(p: Pack, dst: Uint8Array): void {
  const s = p.segs,
    t = p.type;
  for (let i = 0; i < s.length; i += 3) {
    const n = s[i + 1] * t.size;
    pack(viewAt(p.user, s[i]), s[i + 1], t, dst.subarray(s[i + 2], s[i + 2] + n));
  }
}

/** Unpacks `src` into the blocks of `p`. */
export function unpackOut(p: Pack, src: Uint8Array): void {
  const s = p.segs,
    t = p.type;
  for (let i = 0; i < s.length; i += 3) {
    const n = s[i + 1] * t.size;
    unpack(src.subarray(s[i + 2], s[i + 2] + n), viewAt(p.user, s[i]), s[i + 1], t);
  }
}
