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
  // word views of the array and the snapshot (made at the first aligned step)
  private arr32: Int32Array | null = null;
  private snap32: Int32Array | null = null;

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
    this.step(true);
  }

  /** The copy's changes since the last synchronisation, to the user's array. */
  toArray(): void {
    this.step(false);
  }

  /** One direction: from the array to the copy (`out`) or back. Word by word where the three
   *  agree on alignment (the common case), byte by byte for the rest. */
  private step(out: boolean): void {
    const { arr, snap, seg } = this;
    const n = arr.length;
    this.core.cover(seg, n);
    let i = 0;
    if ((arr.byteOffset & 3) === 0 && (seg & 3) === 0 && n >= 4) {
      const words = n >>> 2;
      const a = (this.arr32 ??= new Int32Array(arr.buffer, arr.byteOffset, words));
      const s = (this.snap32 ??= new Int32Array(snap.buffer, 0, words));
      const m = this.core.i32;
      const at = seg >>> 2;
      for (let k = 0; k < words; k++) {
        const v = out ? a[k] : m[at + k];
        if (v === s[k]) continue;
        // a word differs: take the changed bytes only (the other side may have changed others)
        this.bytes4(4 * k, out);
      }
      i = 4 * words;
    }
    for (; i < n; i++) this.byte(i, out);
  }

  private bytes4(i: number, out: boolean): void {
    for (let j = i; j < i + 4; j++) this.byte(j, out);
  }

  private byte(i: number, out: boolean): void {
    const u8 = this.core.u8;
    const at = this.seg + i;
    if (out) {
      const v = this.arr[i];
      if (v !== this.snap[i]) u8[at] = this.snap[i] = v;
    } else {
      const v = u8[at];
      if (v !== this.snap[i]) this.arr[i] = this.snap[i] = v;
    }
  }

  /** Both directions (Win.sync, and the fence's two halves around its barrier). */
  sync(): void {
    this.toSegment();
    this.toArray();
  }
}
