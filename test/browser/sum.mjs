// Each rank returns its rank and the allreduce (sum) of rank + 1 over the world.
export default function main(world) {
  const x = new Float64Array([world.rank + 1]);
  const y = new Float64Array(1);
  world.allreduce(x, y, 'sum');
  return { rank: world.rank, size: world.size, sum: y[0] };
}
