// Runs another rank module (args[0], with the rest of args) after the first rank of each process has
// taken 2 GiB of its process's shared heap, so that every array, staging copy, ack line and schedule the module's calls allocate
// lies at an address of 2 GiB or more. Returns the module's result, and whether the 2 GiB block kept
// its contents (every 4096th byte and the last).
export default async function main(world, [module, ...args]) {
  const FILL = 7;
  let filler = null;
  const local = world.splitType('shared');
  if (local.rank === 0) filler = world.alloc(Uint8Array, 2 ** 31 - 64).fill(FILL);
  // (local is not freed: its blocks would go back to the free lists below 2 GiB and be reused)
  world.barrier();
  const probe = world.alloc(Uint8Array, 64);
  const above = probe.byteOffset >= 2 ** 31;
  const { default: body } = await import(`./${module}`);
  const result = await body(world, args);
  let intact = true;
  if (filler) {
    intact = filler.length > 0;
    for (let i = 0; i < filler.length; i += 4096) if (filler[i] !== FILL) intact = false;
    if (filler[filler.length - 1] !== FILL) intact = false;
  }
  return { result, above, intact: filler ? intact : null };
}
