// Derived datatypes inside ranks (the world's core, comm.alloc buffers in place) and, when started as
// a plain worker thread (workerData 'thread'), outside any world.
import assert from 'node:assert/strict';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Datatype, pack, unpack } from 'wasmpi';
import { runScenarios } from './_shared.mjs';

const scenarios = {
  pack(world) {
    const { rank, size } = world;
    // the 2x3 block at (1, 1) of a 4x5 float64 matrix, in shared memory and in an ordinary array
    const sub = Datatype.subarray([4, 5], [2, 3], [1, 1], 'C', Datatype.FLOAT64).commit();
    const want = [6, 7, 8, 11, 12, 13].map((v) => v + 100 * rank);
    for (const shared of [true, false]) {
      const m = shared ? world.alloc(Float64Array, 20) : new Float64Array(20);
      m.forEach((_, i) => (m[i] = i + 100 * rank));
      for (const outShared of [true, false]) {
        const out = outShared ? world.alloc(Float64Array, 6) : undefined;
        const p = pack(m, 1, sub, out);
        assert.deepEqual([...new Float64Array(p.buffer, p.byteOffset, 6)], want);
        if (out) assert.equal(p.buffer, out.buffer);
        const back = shared ? world.alloc(Float64Array, 20).fill(-1) : new Float64Array(20).fill(-1);
        unpack(p, back, 1, sub);
        back.forEach((v, i) => assert.equal(v, want.includes(i + 100 * rank) ? i + 100 * rank : -1));
      }
    }
    // send packed bytes around a ring, unpack at the receiver into a column
    const col = Datatype.vector(4, 1, 3, Datatype.INT32).commit();
    const a = Int32Array.from({ length: 12 }, (_, i) => i * 10 + rank);
    const bytes = pack(a, 1, col);
    const inbox = world.alloc(Uint8Array, bytes.length);
    const req = world.irecv(inbox, (rank + size - 1) % size, 5);
    world.send(bytes, (rank + 1) % size, 5);
    req.wait();
    const b = world.alloc(Int32Array, 12);
    unpack(inbox, b, 1, col);
    const from = (rank + size - 1) % size;
    assert.deepEqual(
      [...b],
      Array.from({ length: 12 }, (_, i) => (i % 3 === 0 ? i * 10 + from : 0)),
    );
    return 'ok';
  },

  bcast(world) {
    // every other int32 of the root's buffer lands in the same places at the others; the gaps keep
    // each rank's own values
    const v = Datatype.vector(2, 1, 2, Datatype.INT32).commit();
    const a = Int32Array.from({ length: 4 }, (_, i) => (world.rank === 0 ? 10 + i : -1 - world.rank));
    world.bcast(a, 0, { datatype: v, count: 1 });
    return [...a];
  },
};

if (!isMainThread && workerData === 'thread') {
  const a = Int32Array.from({ length: 16 }, (_, i) => i);
  const p = pack(a, 1, Datatype.vector(4, 1, 4, Datatype.INT32), undefined);
  parentPort.postMessage([...new Int32Array(p.buffer.slice(p.byteOffset, p.byteOffset + p.length)).map((v) => v + 3)]);
}

/** Types made, committed, used once and dropped, thousands of times: their programs in the world's
 *  memory go back to the heap when the types are collected, so the memory stops growing. Returns
 *  the memory's growth in bytes and the bytes the programs would take if none were freed. */
scenarios.programsFreed = async (world) => {
  const src = world.alloc(Float64Array, 4096),
    out = world.alloc(Float64Array, 2048);
  const mem = () => {
    // the memory's current size (a grown memory is a new SharedArrayBuffer)
    const a = world.alloc(Uint8Array, 1);
    world.freeMem(a);
    return a.buffer.byteLength;
  };
  const blocks = 1000; // an INDEXED node of 2 words per block: ~8 KB of program per type
  const make = (k) =>
    Datatype.indexed(
      Array.from({ length: blocks }, (_, i) => 1 + ((i + k) % 2)),
      Array.from({ length: blocks }, (_, i) => 4 * i),
      Datatype.FLOAT64,
    ).commit();
  // a full collection now and then, so the test does not depend on when V8 chooses to collect (a
  // type that reached the old generation would otherwise wait for a major GC)
  v8.setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc');
  const collect = async () => {
    gc();
    await new Promise((r) => setTimeout(r, 1)); // finalizers run between tasks
  };
  for (let k = 0; k < 300; k++) pack(src, 1, make(k), out); // the heap reaches its working size
  await collect();
  const before = mem();
  const types = 6000;
  for (let k = 0; k < types; k++) {
    pack(src, 1, make(k), out);
    if (k % 100 === 99) await collect();
  }
  return { growth: mem() - before, unfreed: types * blocks * 8 };
};

export default function main(world, names) {
  return runScenarios(world, scenarios, names);
}
