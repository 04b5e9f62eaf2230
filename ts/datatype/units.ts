// The element type a collective's executor sees (its unit) for calls on derived types: the common
// base type of both sides, or bytes; a user op's whole items. A buffer in units is a byte range
// of unit elements, with the packing (staging.ts) of a type that is not contiguous; the checks
// that a send block and a receive block have one type signature, and that blocks lie in the buffer.
import { fail, show } from '../errors.js';
import type { Buf, Where } from './buffer.js';
import { Datatype } from './type.js';
import { messageTag, showSignature } from './signature.js';

const BYTE = Datatype.BYTE;

const isPlain = (b: Buf | null) => !b?.type.isDerived;

/**
 * Checks that `sn` items of `st` (one send block) and `rn` items of `rt` (one receive block) have
 * the same type signature: the same base elements in the same order.
 */
export function matchBlocks(at: Where, call: string, st: Datatype, sn: number, rt: Datatype, rn: number): void {
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
export function itemsFor(at: Where, call: string, what: string, bytes: number, t: Datatype): number {
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
export function unitOf(at: Where, call: string, types: Datatype[], reduction: boolean): Datatype {
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
  at: Where,
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
