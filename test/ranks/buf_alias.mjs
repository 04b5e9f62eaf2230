// Send and receive buffers that share memory (MPI 4.1 section 2.5.6 / 6.2.3: aliased arguments are
// erroneous, IN_PLACE is the way to use one buffer): every case raises ERR_BUFFER before anything
// moves, on the ranks where both buffers are significant, and a correct call on the same
// communicator still works after it. Each case returns the code it raised, or 'ok'.
import assert from 'node:assert/strict';
import { WasmpiError, IN_PLACE } from 'wasmpi';

const code = (f) => {
  try {
    f();
    return 'ok';
  } catch (e) {
    if (!(e instanceof WasmpiError)) throw e;
    if (e.code === 'ERR_BUFFER') assert.match(e.message, /overlap/);
    return e.code;
  }
};

export default function main(world) {
  const { rank, size: p } = world;
  const n = 40000; // past the eager and the small-message thresholds
  const out = {};
  for (const mem of ['alloc', 'plain']) {
    const arr = (len) => (mem === 'alloc' ? world.alloc(Float64Array, len) : new Float64Array(len));
    const b = arr(p * n).fill(rank + 1);
    const r = {};
    // every rank: the same array, overlapping subarrays, a partial overlap
    r.allreduceSame = code(() => world.allreduce(b.subarray(0, n), b.subarray(0, n), 'sum'));
    r.allreduceShift = code(() => world.allreduce(b.subarray(0, n / 2), b.subarray(n / 4, n / 4 + n / 2), 'sum'));
    r.iallreduce = code(() => world.iallreduce(b.subarray(0, n), b.subarray(0, n), 'sum'));
    r.allreduceInit = code(() => world.allreduceInit(b.subarray(0, n), b.subarray(0, n), 'sum'));
    r.scan = code(() => world.scan(b.subarray(0, n), b.subarray(0, n), 'sum'));
    r.allgather = code(() => world.allgather(b.subarray(rank * n, (rank + 1) * n), b));
    r.alltoall = code(() => world.alltoall(b, b));
    r.reduceScatterBlock = code(() => world.reduceScatterBlock(b, b.subarray(0, n), 'sum'));
    r.allgatherv = code(() =>
      world.allgatherv(
        b.subarray(rank * n, (rank + 1) * n),
        b,
        Array.from({ length: p }, () => n),
        Array.from({ length: p }, (_, i) => i * n),
      ),
    );
    // rooted: only the root's buffers are both significant; the others call correctly and wait for
    // the root's next, correct call
    const root = p - 1;
    const own = arr(n).fill(rank + 1);
    r.gatherRoot = code(() => world.gather(rank === root ? b.subarray(root * n) : own, b, root));
    if (rank === root) world.gather(IN_PLACE, b, root);
    r.reduceRoot = code(() => world.reduce(rank === root ? b.subarray(0, n) : own, b.subarray(0, n), 'sum', root));
    if (rank === root) world.reduce(IN_PLACE, b.subarray(0, n), 'sum', root);
    // a non-root's receive buffer is not significant: the same array is no error there
    r.reduceNonRoot = code(() => world.reduce(own, rank === root ? b.subarray(0, n) : own, 'sum', root));
    // disjoint parts of one array are fine, and the results right
    const x = arr(2 * n);
    x.subarray(0, n).fill(rank + 1);
    r.disjoint = code(() => world.allreduce(x.subarray(0, n), x.subarray(n), 'sum'));
    r.disjointValue = x[n + n - 1];
    // the communicator works after the failed calls
    const y = arr(n).fill(rank + 1);
    world.allreduce(IN_PLACE, y, 'sum');
    r.after = y[n - 1];
    // sendrecv with itself as the peer
    r.sendrecv = code(() => world.sendrecv(b.subarray(0, 8), rank, b.subarray(4, 12), rank));
    r.sendrecvDisjoint = code(() => world.sendrecv(b.subarray(0, 8), rank, b.subarray(8, 16), rank));
    out[mem] = r;
  }
  return out;
}
