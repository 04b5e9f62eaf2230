// Datatypes in collective calls (docs/collectives.md, "Datatypes"): each side's type and count from
// the options, the check that a send block and a receive block have one type signature, and the
// conversion of a call on derived types into the executor's terms: one element type (the unit)
// and contiguous byte ranges. A derived type that is not contiguous is packed into staging (in the
// world's memory) when the run starts and unpacked from it when the run ends; a contiguous one is a
// plain byte range in place.
import type { AlgorithmNames, CollName } from '../select/algorithms.gen.js';
import { badOptions, fail, failOptions, show } from '../../errors.js';
import { SIG_ANY } from '../../core/abi.js';
import type { Buf } from '../../datatype/buffer.js';
import { Datatype } from '../../datatype/type.js';
import { messageTag, showSignature } from '../../datatype/signature.js';
import { pack, unpack } from '../../datatype/pack.js';

export interface CollOpts<C extends CollName = CollName> {
  /** Forces this algorithm (docs/collectives.md lists each one); otherwise the cost model chooses. */
  algorithm?: AlgorithmNames[C];
  /** The type of both sides (unless sendtype / recvtype say otherwise). */
  datatype?: Datatype;
  /** Items of a one-vector call (bcast, the reductions) on both sides. */
  count?: number;
  sendtype?: Datatype;
  sendcount?: number;
  recvtype?: Datatype;
  recvcount?: number;
}

/** One side's options: its type (undefined: the TypedArray's element type) and count. */
export interface Side {
  type: Datatype | undefined;
  count: number | undefined;
}

const NO_SIDE: Side = Object.freeze({ type: undefined, count: undefined });

/** A collective's options, as badOptions (errors.ts) checks them. */
export function collOptions(o: CollOpts | undefined): void {
  if (badOptions(o)) failOptions('a collective', o, 'datatype, count, sendtype, recvtype, algorithm, ...');
}

export const sendSide = (o: CollOpts | undefined): Side => {
  if (o === undefined) return NO_SIDE;
  collOptions(o);
  return { type: o.sendtype ?? o.datatype, count: o.sendcount ?? o.count };
};
export const recvSide = (o: CollOpts | undefined): Side => {
  if (o === undefined) return NO_SIDE;
  collOptions(o);
  return { type: o.recvtype ?? o.datatype, count: o.recvcount ?? o.count };
};

/** A side without a type or a count: the buffer's own elements (the common, cached path). */
export const plainSide = (s: Side) => s.type === undefined && s.count === undefined;

/** Packing of a buffer of a non-contiguous derived type: `segs` holds triples (byte offset of the
 *  block's origin from the buffer's first byte, items, byte offset in the packed bytes). */
export interface Pack {
  user: ArrayBufferView;
  type: Datatype;
  segs: number[];
}

const BYTE = Datatype.BYTE;

/** Where a call was made, for error messages (the communicator's whereFn): called only when one
 *  is raised, with the call's name. */
type At = (call: string) => string;

/** The signature word published for a block of `n` items of `t` (checked against every peer's):
 *  the base type's code or a hash of the element sequence; any for an empty block and for BYTE. */
export function blockSig(t: Datatype, n: number): number {
  if (n === 0 || t.size === 0 || t === BYTE) return SIG_ANY;
  if (!t.isDerived) return t.code;
  return messageTag(t, n) >>> 0;
}

/** The signature word of the v-variants (blocks of different lengths): the one base type's code. */
export function elementSig(t: Datatype): number {
  const b = t.baseType;
  return b === null || b === BYTE || t.size === 0 ? SIG_ANY : b.code;
}

/** The size word of a v-variant whose counts every rank gives alike (allgatherv, reduceScatter):
 *  a hash (FNV-1a) of the blocks' sizes in bytes, never SIG_ANY, so counts that differ between
 *  ranks are a mismatch (a 32-bit hash: two different count arrays agree once in 2^32). */
export function countsSig(counts: Int32Array, unitBytes: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < counts.length; i++) h = Math.imul(h ^ (counts[i] * unitBytes), 0x01000193);
  h >>>= 0;
  return h === SIG_ANY ? 0 : h;
}

const isPlain = (b: Buf | null) => !b?.type.isDerived;

/**
 * Checks that `sn` items of `st` (one send block) and `rn` items of `rt` (one receive block) have
 * the same type signature: the same base elements in the same order.
 */
export function matchBlocks(at: At, call: string, st: Datatype, sn: number, rt: Datatype, rn: number): void {
  if (st === rt && sn === rn) return;
  if (!st.isDerived && !rt.isDerived) {
    if (st !== rt) {
      fail(
        'ERR_TYPE',
        `${at(call)}: the send buffer holds ${st.name} but the receive buffer holds ${rt.name}; ` +
          'collectives move elements of one type: use the same element type on both sides',
      );
    }
    return; // counts: the caller's checks
  }
  const sb = sn * st.size,
    rb = rn * rt.size;
  if (sb !== rb || (sb > 0 && st !== BYTE && rt !== BYTE && messageTag(st, sn) !== messageTag(rt, rn))) {
    fail(
      'ERR_TYPE',
      `${at(call)}: a send block of ${sn} x ${st.name} ${showSignature(st)} (${sb} bytes) does not match a ` +
        `receive block of ${rn} x ${rt.name} ${showSignature(rt)} (${rb} bytes): their type signatures (base elements ` +
        'in order) must be the same',
    );
  }
}

/** Items of `t` that hold `bytes` packed bytes (a default receive count). */
export function itemsFor(at: At, call: string, what: string, bytes: number, t: Datatype): number {
  if (t.size === 0) return 0;
  const n = bytes / t.size;
  if (!Number.isInteger(n)) {
    fail(
      'ERR_TYPE',
      `${at(call)}: ${bytes} bytes sent per block are not a whole number of ${t.name} items (size ${t.size}) ` +
        `in ${what}: pass recvcount, or a type whose signature matches the send block`,
    );
  }
  return n;
}

/**
 * The executor's element type for a call whose buffers or counted type are derived: for a
 * reduction, the one base type of both sides (ERR_TYPE when a side mixes base types or they
 * differ); else the common base type of both sides, or bytes.
 */
export function unitOf(at: At, call: string, types: Datatype[], reduction: boolean): Datatype {
  let u: Datatype | null | undefined;
  for (const t of types) {
    const b = t.size === 0 && !reduction ? undefined : t.baseType;
    if (b === undefined) continue;
    if (reduction && b === null) {
      fail(
        'ERR_TYPE',
        `${at(call)}: a reduction needs one base type in its datatype, but ${t.name} mixes ${showSignature(t)}`,
      );
    }
    if (u === undefined) u = b;
    else if (u !== b) {
      if (reduction) {
        fail(
          'ERR_TYPE',
          `${at(call)}: the send and receive types of a reduction must have the same base type, ` +
            `got ${u?.name} and ${b?.name}`,
        );
      }
      u = null;
    }
  }
  return u ?? (reduction ? types[0] : BYTE);
}

const itemUnits = new Map<string, Datatype>();

/**
 * The unit of a user op's reduction over items of `k` elements of `u` (a contiguous(3, FLOAT64)
 * matrix, a struct of one base type): MPI calls the function on whole items, so the executor must
 * cut the vector into whole items, not elements. The unit is the item: `k` elements of u's array
 * type per unit (one Datatype per (u, k), so plans stay cached).
 */
export function itemUnit(u: Datatype, k: number): Datatype {
  const key = `${u.code}:${k}`;
  let t = itemUnits.get(key);
  if (t === undefined) {
    t = new Datatype(u.code, `${k} x ${u.name}`, k * u.size, u.ctor, k * (u.pairElements ?? 1));
    itemUnits.set(key, t);
  }
  return t;
}

/** `b` as `b.bytes / unit.size` elements of `unit`; a non-contiguous derived type gets its packing
 *  (one block of all its items, or `segs`). */
export function inUnits(b: Buf | null, unit: Datatype, segs?: number[]): Buf | null {
  if (b === null) return null;
  if (b.type === unit && !segs && !b.user) return b; // (a C-struct pair is its own unit, and may need packing)
  const out: Buf = { view: b.view, ptr: b.ptr, bytes: b.bytes, count: b.bytes / unit.size, type: unit };
  if (b.user) out.pack = { user: b.user, type: b.type, segs: segs ?? [0, b.count, 0] };
  return out;
}

export const anyDerived = (a: Buf | null, b: Buf | null, t: Datatype) => !isPlain(a) || !isPlain(b) || t.isDerived;

/**
 * v-variants: a side's counts (items) and displacements (extents of its type) in units, with the
 * packing of a non-contiguous type (each block packed to the packed offset of its counts' prefix
 * sum). Checks that every block lies in the buffer.
 */
export function vInUnits(
  at: At,
  call: string,
  b: Buf,
  c: Int32Array,
  d: Int32Array,
  unit: Datatype,
  what: string,
): { b: Buf; c: Int32Array; d: Int32Array } {
  const t = b.type;
  const per = t.size / unit.size;
  const uc = c.map((x) => x * per);
  const span = b.user ? b.user.byteLength : b.bytes;
  let segs: number[] | undefined;
  let ud: Int32Array;
  if (b.user) {
    segs = [];
    ud = new Int32Array(c.length);
    let packed = 0;
    for (let i = 0; i < c.length; i++) {
      ud[i] = packed / unit.size;
      if (c[i] > 0) {
        const o = d[i] * t.extent;
        const [lo, hi] = [
          t.trueLb + Math.min(0, (c[i] - 1) * t.extent) + o,
          t.trueUb + Math.max(0, (c[i] - 1) * t.extent) + o,
        ];
        if (hi > span || b.user.byteOffset + lo < 0 || b.user.byteOffset + o < 0 || o > span) {
          fail(
            'ERR_COUNT',
            `${at(call)}: block ${i} (${c[i]} x ${t.name} at displacement ${d[i]} extents, bytes ${lo} to ${hi}) ` +
              `lies outside ${what} ${show(b.user)} of ${span} bytes`,
          );
        }
        segs.push(o, c[i], packed);
      }
      packed += c[i] * t.size;
    }
    const bytes = packed;
    const out: Buf = {
      view: b.view,
      ptr: -1,
      bytes,
      count: bytes / unit.size,
      type: unit,
      pack: { user: b.user, type: t, segs },
    };
    return { b: out, c: uc, d: ud };
  }
  // a contiguous type (or a plain one): displacements in its extent (= size) scale like counts
  ud = d.map((x) => x * per);
  for (let i = 0; i < c.length; i++) {
    if (c[i] > 0 && (d[i] + c[i]) * t.size > b.bytes) {
      fail(
        'ERR_COUNT',
        `${at(call)}: block ${i} (${c[i]} elements at displacement ${d[i]}) ends past the ${b.count} elements of ${what}`,
      );
    }
  }
  return { b: inUnits(b, unit)!, c: uc, d: ud };
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
