// Allocation sizes the shared heap cannot hold: each is refused before the core sees it, and arrays
// already allocated (on this rank and on the others) keep their contents.
export default function main(world) {
  const keep = world.alloc(Float64Array, 1000).fill(world.rank + 0.5);
  world.barrier();
  const refused = [];
  const tries =
    world.rank === 0
      ? [
          [Float64Array, 2 ** 29 + 1], // 2^32 + 8 bytes: would wrap to 8 in a u32
          [Uint8Array, 2 ** 32],
          [Uint8Array, 2 ** 31 + 1], // above the largest block
          [BigInt64Array, 2 ** 40],
        ]
      : [];
  for (const [C, n] of tries) {
    try {
      world.alloc(C, n);
      refused.push(`${C.name} ${n}: allocated`);
    } catch (e) {
      refused.push({ code: e.code, message: e.message });
    }
  }
  world.barrier();
  const intact = keep.every((v) => v === world.rank + 0.5);
  // the heap still serves ordinary allocations
  const after = world.alloc(Int32Array, 4096);
  after.fill(world.rank);
  return { refused, intact, after: after.every((v) => v === world.rank) };
}
