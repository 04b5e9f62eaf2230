// Collectives with derived datatypes (the dtype family's coll table), on every rank of the launch:
// allgather of each rank's 256 x 256 interior of a float64 tile with a one-element halo
// (Datatype.subarray), and allreduce (sum) of a 512 KB column block of a row-major matrix
// (Datatype.vector of 64-byte blocks). Variants, all in this run: the derived type passed to the
// collective (packed into the communicator's staging at start, unpacked at the end); what users do
// without derived types (pack() into a contiguous buffer, the collective on that, then unpack where
// the result is strided); and the collective on data already contiguous (the floor). GB/s of one
// rank's packed bytes per call (the allgather's send block, the allreduce's vector). One launch is
// one run in the dtype family's interleaved rounds: per case, each variant's first `firstN` calls
// timed (the derived one checked), then `reps` repetitions of the three variants interleaved
// (lib/rank_rate.mjs).
import * as W from 'wasmpi';
import { rankRates } from '../lib/rank_rate.mjs';

const F64 = W.Datatype.FLOAT64;

export default function main(world, [cfgJson]) {
  const { reps, ms, firstN } = JSON.parse(cfgJson);
  const p = world.size,
    me = world.rank;
  const n = 256,
    h = n + 2;
  const interior = W.Datatype.subarray([h, h], [n, n], [1, 1], 'C', F64).commit();
  const tile = world.alloc(Float64Array, h * h);
  for (let i = 0; i < tile.length; i++) tile[i] = me * 1e6 + i;
  const gathered = world.alloc(Float64Array, p * n * n);
  const packed = world.alloc(Float64Array, n * n);
  const rows = 8192,
    cols = 64,
    bw = 8; // a block of 8 doubles (64 B) from each row of 64
  const block = W.Datatype.vector(rows, bw, cols, F64).commit();
  const m = world.alloc(Float64Array, rows * cols);
  for (let i = 0; i < m.length; i++) m[i] = (i % 97) + me;
  const mOut = world.alloc(Float64Array, rows * cols);
  const vIn = world.alloc(Float64Array, rows * bw),
    vOut = world.alloc(Float64Array, rows * bw);
  const cases = {
    'allgather:subarray': {
      bytes: n * n * 8,
      derived: () => world.allgather(tile, gathered, { sendtype: interior, sendcount: 1, recvtype: F64 }),
      byHand: () => {
        W.pack(tile, 1, interior, packed);
        world.allgather(packed, gathered);
      },
      contig: () => world.allgather(packed, gathered),
      check: () =>
        gathered.every(
          (v, i) => v === Math.floor(i / (n * n)) * 1e6 + (Math.floor((i % (n * n)) / n) + 1) * h + (i % n) + 1,
        ),
    },
    'allreduce:vector': {
      bytes: rows * bw * 8,
      derived: () => world.allreduce(m, mOut, 'sum', { datatype: block, count: 1 }),
      byHand: () => {
        W.pack(m, 1, block, vIn);
        world.allreduce(vIn, vOut, 'sum');
        W.unpack(vOut, mOut, 1, block);
      },
      contig: () => world.allreduce(vIn, vOut, 'sum'),
      check: () => {
        for (let r = 0; r < rows; r++) {
          for (let c = 0; c < bw; c++) {
            const i = r * cols + c;
            if (mOut[i] !== p * (i % 97) + (p * (p - 1)) / 2) return false;
          }
        }
        return true;
      },
    },
  };
  const out = {};
  for (const [name, c] of Object.entries(cases)) {
    const variants = { derived: c.derived, byHand: c.byHand, contig: c.contig };
    const afterFirst = (v) => {
      if (v === 'derived' && !c.check())
        throw new Error(`dtype coll bench: ${name} with the derived type gave wrong results`);
    };
    out[name] = { bytes: c.bytes, ...rankRates(world, variants, c.bytes, { ms, reps, firstN, afterFirst }) };
  }
  return out;
}
