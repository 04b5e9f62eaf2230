// One rank returns without joining a collective that every other rank calls: each rank that waits
// on it (directly, or on a rank that failed waiting on it) must fail with ERR_PROC_FAILED naming it,
// never hang. args: the collective (allreduce, barrier, bcast), the rank that returns, the root.
export default function main(world, [coll, gone, root = '0']) {
  if (world.rank === Number(gone)) return 'returned';
  const x = new Int32Array(4).fill(world.rank + 1);
  if (coll === 'allreduce') world.allreduce(x, new Int32Array(4), 'sum');
  else if (coll === 'barrier') world.barrier();
  else if (coll === 'bcast') world.bcast(x, Number(root));
  else throw new Error(`unknown collective ${coll}`);
  return 'completed';
}
