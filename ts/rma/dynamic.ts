// Dynamic windows (Win.createDynamic): each rank's attach table in shared memory, at WR_DYN of its
// entry (u32 capacity, u32 count, then count × (base, bytes)), written by its owner at attach and
// detach and read by origins of the process for the range check. Displacements are addresses: an
// array in the world's memory is attached as it is (its address), any other through a shared copy
// (staged.ts; the copy's address). A table that grows is replaced and the old one kept until the
// window is freed, since an origin may be reading it.
import { fail, show } from '../errors.js';
import { isTypedArray } from '../datatype/type.js';
import { WR_DYN } from '../core/abi.js';
import type { WinState } from './state.js';
import { Staged } from './staged.js';

const FIRST_CAP = 8;

/** Whether bytes [lo, hi) of window rank `rank`'s memory lie in one region it has attached. */
export function inRegion(st: WinState, rank: number, lo: number, hi: number): boolean {
  const core = st.core;
  const table = core.u32[(st.entry[rank] + WR_DYN) >>> 2];
  if (table === 0) return false;
  // the table may lie where the memory grew since this rank's views were made
  core.cover(table, 8);
  const n = core.u32[(table + 4) >>> 2];
  core.cover(table, 8 + 8 * n);
  const u32 = core.u32;
  for (let i = 0, at = (table + 8) >>> 2; i < n; i++, at += 2) {
    const base = u32[at];
    if (lo >= base && hi <= base + u32[at + 1]) return true;
  }
  return false;
}

/** A new empty attach table (at creation, before the window's block is filled). */
export function newTable(st: { core: WinState['core']; t: WinState['t'] }, cap = FIRST_CAP): number {
  const a = st.t.alloc(8 + 8 * cap, 'a dynamic window attach table');
  st.core.cover(a, 8);
  st.core.u32[a >>> 2] = cap;
  st.core.u32[(a + 4) >>> 2] = 0;
  return a;
}

export class Dynamic {
  private readonly old: number[] = [];
  /** Attached arrays outside the world's memory, by the user's array. */
  readonly copies = new Map<ArrayBufferView, Staged>();

  constructor(
    private readonly st: WinState,
    private table: number,
    /** The window's staged arrays (synchronised with them). */
    private readonly staged: Staged[],
    private readonly where: (call: string) => string,
  ) {}

  private get u32(): Uint32Array {
    this.st.core.cover(this.table, 8);
    return this.st.core.u32;
  }

  attach(buf: unknown, call: string): number {
    if (!isTypedArray(buf) || buf.byteLength === 0)
      fail('ERR_BUFFER', `${this.where(call)}: expected a TypedArray of at least one byte, got ${show(buf)}`);
    const core = this.st.core;
    if (this.copies.has(buf)) this.overlap(call, buf, -1, 0);
    const owned = core.owns(buf);
    const bytes = buf.byteLength;
    if (owned) {
      const hit = this.find(buf.byteOffset, bytes, false);
      if (hit >= 0) this.overlap(call, buf, hit, buf.byteOffset);
    }
    const base = owned ? buf.byteOffset : this.st.t.alloc(bytes, `attach(${show(buf)})`);
    let u32 = this.u32;
    const n = u32[(this.table + 4) >>> 2];
    if (n === u32[this.table >>> 2]) this.grow();
    u32 = this.u32;
    const tb = this.table;
    u32[((tb + 8) >>> 2) + 2 * n] = base;
    u32[((tb + 8) >>> 2) + 2 * n + 1] = bytes;
    u32[(tb + 4) >>> 2] = n + 1;
    if (!owned) {
      const s = new Staged(core, buf, base);
      this.copies.set(buf, s);
      this.staged.push(s);
    }
    return base;
  }

  detach(buf: unknown, call: string): void {
    const s = isTypedArray(buf) ? this.copies.get(buf) : undefined;
    const owned = isTypedArray(buf) && this.st.core.owns(buf);
    const i =
      s !== undefined ? this.find(s.seg, s.bytes, true) : owned ? this.find(buf.byteOffset, buf.byteLength, true) : -1;
    if (i < 0)
      fail(
        'ERR_RMA_ATTACH',
        `${this.where(call)}: ${show(buf)} is not attached to the window: expected an array given to attach and not yet detached`,
      );
    const u32 = this.u32;
    const tb = (this.table + 8) >>> 2;
    const n = u32[(this.table + 4) >>> 2] - 1;
    u32[tb + 2 * i] = u32[tb + 2 * n];
    u32[tb + 2 * i + 1] = u32[tb + 2 * n + 1];
    u32[(this.table + 4) >>> 2] = n;
    if (s !== undefined) {
      s.toArray();
      this.copies.delete(buf as ArrayBufferView);
      this.staged.splice(this.staged.indexOf(s), 1);
      this.st.core.x.shmFree(s.seg);
    }
  }

  /** The entry holding [base, base + bytes): exactly (`exact`), or any that overlaps; -1 for none. */
  private find(base: number, bytes: number, exact: boolean): number {
    const u32 = this.u32;
    const n = u32[(this.table + 4) >>> 2];
    for (let i = 0, at = (this.table + 8) >>> 2; i < n; i++, at += 2) {
      const b = u32[at],
        e = b + u32[at + 1];
      if (exact ? b === base && e === base + bytes : base < e && b < base + bytes) return i;
    }
    return -1;
  }

  private overlap(call: string, buf: ArrayBufferView, i: number, base: number): never {
    fail(
      'ERR_RMA_ATTACH',
      i < 0
        ? `${this.where(call)}: ${show(buf)} is attached already: expected an array not attached`
        : `${this.where(call)}: ${show(buf)} (address ${base}, ${buf.byteLength} bytes) overlaps a region attached ` +
            'already: expected memory not attached (detach the other first)',
    );
  }

  private grow(): void {
    const core = this.st.core;
    const cap = this.u32[this.table >>> 2];
    const n = this.u32[(this.table + 4) >>> 2];
    const next = newTable(this.st, 2 * cap);
    core.x.copy(next + 8, this.table + 8, 8 * n);
    core.u32[(next + 4) >>> 2] = n;
    core.u32[(this.st.entry[this.st.rank] + WR_DYN) >>> 2] = next;
    this.old.push(this.table);
    this.table = next;
  }

  /** Frees the tables and the copies (Win.free). */
  release(): void {
    const core = this.st.core;
    for (const s of this.copies.values()) {
      s.toArray();
      core.x.shmFree(s.seg);
    }
    this.copies.clear();
    for (const t of this.old) core.x.shmFree(t);
    core.x.shmFree(this.table);
  }
}
