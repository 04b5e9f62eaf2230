// Arrays outside the world's shared memory exposed in a window (Win.create, attach): the segment
// is a shared copy, and the two are kept in step at the owner's synchronisation calls, as MPI's
// separate memory model says: the copy takes the array's bytes when an epoch starts (fence, post,
// lock of self, lockAll), the array the copy's when one ends (fence, wait/test, unlock of self,
// unlockAll, sync, free). A snapshot of the last synchronised bytes says which side changed a
// byte: only bytes the user changed since then are written to the copy, and only bytes the copy
// changed (the origins' puts and accumulates) to the array, so that neither side's updates are lost.
import type { Core } from '../core/core.js';

export class Staged {
  private readonly arr: Uint8Array;
  private readonly snap: Uint8Array;

  constructor(
    private readonly core: Core,
    /** The user's array. */
    readonly user: ArrayBufferView,
    /** Address of the shared copy (the segment). */
    readonly seg: number,
  ) {
    this.arr = new Uint8Array(user.buffer, user.byteOffset, user.byteLength);
    this.snap = this.arr.slice();
    core.cover(seg, this.arr.length);
    core.u8.set(this.arr, seg);
  }

  get bytes(): number {
    return this.arr.length;
  }

  /** The user's changes since the last synchronisation, to the copy. */
  toSegment(): void {
    const { arr, snap, seg } = this;
    this.core.cover(seg, arr.length);
    const u8 = this.core.u8;
    for (let i = 0; i < arr.length; i++) {
      const v = arr[i];
      if (v !== snap[i]) {
        u8[seg + i] = v;
        snap[i] = v;
      }
    }
  }

  /** The copy's changes since the last synchronisation, to the user's array. */
  toArray(): void {
    const { arr, snap, seg } = this;
    this.core.cover(seg, arr.length);
    const u8 = this.core.u8;
    for (let i = 0; i < arr.length; i++) {
      const v = u8[seg + i];
      if (v !== snap[i]) {
        arr[i] = v;
        snap[i] = v;
      }
    }
  }

  /** Both directions (Win.sync, and the fence's two halves around its barrier). */
  sync(): void {
    this.toSegment();
    this.toArray();
  }
}
