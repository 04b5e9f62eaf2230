// Derived datatypes in a browser rank (a Web Worker): a matrix column (vector) sent to the next
// rank and received contiguous, and a contiguous run received into a column; a subarray block sent,
// packed and unpacked; struct items packed, unpacked, and sent into a struct of other offsets with
// the same type signature. Returns what it observed (plain arrays of numbers or bytes);
// test/runtime_browser.test.mjs computes what MPI's rules expect from the inputs.
import { Datatype, pack, unpack, packSize } from '/dist/browser.mjs';
import { ROWS, COLS, cell, SUB_SIZES, SUB_SUBSIZES, SUB_STARTS, subCell, STRUCT, structItem } from './inputs.mjs';

const { INT16, INT32, FLOAT64 } = Datatype;

/** Rank r's struct items in a buffer of STRUCT.items extents, the gaps filled with `gap`. */
function structBuffer(r, gap) {
  const u8 = new Uint8Array(STRUCT.items * STRUCT.extent).fill(gap);
  const v = new DataView(u8.buffer);
  for (let k = 0; k < STRUCT.items; k++) {
    const at = k * STRUCT.extent;
    const it = structItem(r, k);
    v.setInt32(at + STRUCT.displs[0], it.a, true);
    v.setFloat64(at + STRUCT.displs[1], it.b[0], true);
    v.setFloat64(at + STRUCT.displs[1] + 8, it.b[1], true);
    v.setInt16(at + STRUCT.displs[2], it.c, true);
  }
  return u8;
}

export default function main(world) {
  const { rank: me, size: p } = world;
  const next = (me + 1) % p;
  const prev = (me + p - 1) % p;
  const out = { rank: me, size: p };

  // vector: column (rank + 1) % COLS of this rank's matrix to the next rank, received contiguous;
  // then the first ROWS elements, contiguous, received into column rank % COLS of a matrix of -1.
  const M = Float64Array.from({ length: ROWS * COLS }, (_, k) => cell(me, Math.floor(k / COLS), k % COLS));
  const col = Datatype.vector(ROWS, 1, COLS, FLOAT64).commit();
  const colIn = new Float64Array(ROWS);
  const r1 = world.irecv(colIn, prev, 1);
  world.send(M.subarray((me + 1) % COLS), next, 1, { datatype: col, count: 1 });
  const st1 = r1.wait();
  const mm = new Float64Array(ROWS * COLS).fill(-1);
  const r2 = world.irecv(mm.subarray(me % COLS), prev, 2, { datatype: col, count: 1 });
  world.send(M.subarray(0, ROWS), next, 2);
  const st2 = r2.wait();
  out.vector = {
    facts: { size: col.size, extent: col.extent },
    column: [...colIn],
    columnCount: st1.count,
    intoColumn: [...mm],
    intoColumnCount: st2.count,
  };

  // subarray: the SUB_SUBSIZES block at SUB_STARTS of a SUB_SIZES int32 array (C order).
  const n = SUB_SIZES.reduce((a, b) => a * b);
  const A = Int32Array.from({ length: n }, (_, k) => subCell(me, k));
  const sub = Datatype.subarray(SUB_SIZES, SUB_SUBSIZES, SUB_STARTS, 'C', INT32).commit();
  const blockIn = new Int32Array(SUB_SUBSIZES.reduce((a, b) => a * b));
  const r3 = world.irecv(blockIn, prev, 3);
  world.send(A, next, 3, { datatype: sub, count: 1 });
  const st3 = r3.wait();
  const packed = pack(A, 1, sub);
  const back = new Int32Array(n).fill(-1);
  const read = unpack(packed, back, 1, sub);
  out.subarray = {
    facts: { size: sub.size, extent: sub.extent },
    received: [...blockIn],
    count: st3.count,
    packSize: packSize(1, sub),
    packed: [...new Int32Array(packed.buffer, packed.byteOffset, packed.byteLength / 4)],
    unpacked: [...back],
    read,
  };

  // struct: STRUCT.items items packed and unpacked here, then sent to the next rank, which
  // receives them into a struct of other offsets (same signature: int32, 2 float64, int16).
  const S = Datatype.resized(
    Datatype.struct(STRUCT.blocklengths, STRUCT.displs, [INT32, FLOAT64, INT16]),
    0,
    STRUCT.extent,
  ).commit();
  const S2 = Datatype.resized(Datatype.struct([1, 2, 1], [24, 0, 16], [INT32, FLOAT64, INT16]), 0, 32).commit();
  const mine = structBuffer(me, 0xab);
  const sp = pack(mine, STRUCT.items, S);
  const su = new Uint8Array(STRUCT.items * STRUCT.extent).fill(0xee);
  unpack(sp, su, STRUCT.items, S);
  const into = new Uint8Array(STRUCT.items * 32).fill(0xcd);
  const r4 = world.irecv(into, prev, 4, { datatype: S2, count: STRUCT.items });
  world.send(mine, next, 4, { datatype: S, count: STRUCT.items });
  const st4 = r4.wait();
  out.struct = {
    facts: { size: S.size, extent: S.extent },
    packSize: packSize(STRUCT.items, S),
    packed: [...sp],
    unpacked: [...su],
    received: [...into],
    count: st4.count,
    bytes: st4.bytes,
  };
  return out;
}
