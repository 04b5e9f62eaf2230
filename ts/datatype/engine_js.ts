// The compiled program (docs/internals/datatypes.md) run in JavaScript, straight on the caller's buffers. pack
// and unpack use it for buffers outside the core's memory whose data is sparse (staging their whole
// span into the core would copy far more bytes than the type holds: a face of a 3-d array spans the
// array), and where no core can be had (a page before the core is loaded). Same semantics as the
// core's dtPack/dtUnpack; runs of 64 bytes and more are TypedArray.set (memcpy), shorter ones loops.
import { BYTES, VECTOR, BLOCKINDEXED, INDEXED, STRUCT } from '../core/abi.js';

const i32Of = (u8: Uint8Array) => new Int32Array(u8.buffer, u8.byteOffset, u8.length >>> 2);

class Walk {
  p: number;
  private readonly mem32: Int32Array;
  private readonly pk32: Int32Array;
  constructor(
    readonly prog: Int32Array,
    readonly mem: Uint8Array,
    readonly pk: Uint8Array,
    at: number,
    readonly pack: boolean,
  ) {
    this.p = at;
    this.mem32 = i32Of(mem);
    this.pk32 = i32Of(pk);
  }

  run(at: number, len: number): void {
    const { mem, pk } = this;
    let p = this.p;
    if (len >= 64) {
      if (this.pack) pk.set(mem.subarray(at, at + len), p);
      else mem.set(pk.subarray(p, p + len), at);
    } else if (((at | p | len) & 3) === 0) {
      // whole aligned words (mem and pk view their whole ArrayBuffers: byte offsets are absolute)
      const m = this.mem32,
        k = this.pk32;
      let a = at >>> 2,
        b = p >>> 2;
      const end = a + (len >>> 2);
      if (this.pack) while (a < end) k[b++] = m[a++];
      else while (a < end) m[a++] = k[b++];
    } else if (this.pack) {
      for (let b = 0; b < len; b++) pk[p++] = mem[at + b];
    } else {
      for (let b = 0; b < len; b++) mem[at + b] = pk[p++];
    }
    this.p += len;
  }

  items(q: number, n: number, at: number, stride: number): void {
    const prog = this.prog;
    if (prog[q] === BYTES) {
      const len = prog[q + 3];
      if (len <= 0) return;
      if (stride === len) this.run(at, n * len);
      else for (let i = 0; i < n; i++) this.run(at + i * stride, len);
      return;
    }
    for (let i = 0; i < n; i++) this.item(q, at + i * stride);
  }

  item(q: number, at: number): void {
    const prog = this.prog;
    const count = prog[q + 3];
    switch (prog[q]) {
      case VECTOR: {
        const c = prog[q + 6];
        for (let k = 0; k < count; k++) this.items(c, prog[q + 4], at + k * prog[q + 5], prog[c + 1]);
        return;
      }
      case BLOCKINDEXED: {
        const c = prog[q + 5];
        for (let k = 0; k < count; k++) this.items(c, prog[q + 4], at + prog[q + 6 + k], prog[c + 1]);
        return;
      }
      case INDEXED: {
        const c = prog[q + 4];
        for (let k = 0; k < count; k++) this.items(c, prog[q + 5 + 2 * k], at + prog[q + 6 + 2 * k], prog[c + 1]);
        return;
      }
      case STRUCT:
        for (let k = 0; k < count; k++) {
          const c = prog[q + 6 + 3 * k];
          this.items(c, prog[q + 4 + 3 * k], at + prog[q + 5 + 3 * k], prog[c + 1]);
        }
        return;
    }
    throw new Error(`datatype program: node kind ${prog[q]} at word ${q}`);
  }
}

/** Packs (`pack` true) `count` items with their origin at `mem[origin]` into `pk` from `pkAt`, or
 *  unpacks them from there; returns the bytes moved. */
export function jsMove(
  prog: Int32Array,
  count: number,
  mem: Uint8Array,
  origin: number,
  pk: Uint8Array,
  pkAt: number,
  pack: boolean,
): number {
  const w = new Walk(prog, mem, pk, pkAt, pack);
  w.items(0, count, origin, prog[1]);
  return w.p - pkAt;
}
