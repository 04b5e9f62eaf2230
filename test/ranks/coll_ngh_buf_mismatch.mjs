// A neighbourhood exchange whose ranks disagree on the block size (rank 0 sends 2 elements per
// block, the others 1): every rank must fail with ERR_ARG, nothing is read out of bounds.
export default function main(world) {
  const c = world.cartCreate({ dims: [world.size], periods: [true] });
  const n = c.rank === 0 ? 2 : 1;
  try {
    c.neighborAlltoall(new Float64Array(2 * n), new Float64Array(2 * n));
    return 'none';
  } catch (e) {
    return `${e.code}: ${e.message}`;
  }
}
