// Passes its rank to the next rank on tag 4242, a tag the world's own set-up never uses: an error
// that names this call can be told from one raised while the rank joined its world.
export const TAG = 4242;

export default function main(world) {
  const { rank, size } = world;
  const got = new Int32Array(1);
  world.sendrecv(Int32Array.of(rank), (rank + 1) % size, got, (rank + size - 1) % size, {
    sendtag: TAG,
    recvtag: TAG,
  });
  return got[0];
}
