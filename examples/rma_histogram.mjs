// rma_histogram.mjs — a histogram of values spread over every rank, its bins spread over the ranks
// too, built with one-sided accumulates inside a fence epoch:
//   npx wasmpi run -n 4 examples/rma_histogram.mjs [values per rank] [bins] [quiet]
//
// Rank r owns bins [r * per, (r + 1) * per) in a window of Int32 counters (dispUnit 4: a target
// displacement counts bins). Every rank counts its own values into a private array, then adds
// each owner's slice of it to that owner's counters with one accumulate('sum') per owner. Ranks
// that add to the same bins at once need no lock: accumulates of one predefined type to one
// location are atomic with respect to each other. Each owner then checks its bins against the
// counts computed serially from every rank's values, and throws (the run exits 1) when one differs.
import { Win, MODE_NOPRECEDE, MODE_NOSUCCEED } from 'wasmpi';

/** Value i of rank r: a deterministic pseudo-random number in [0, 1), the same on every rank. */
export function value(r, i) {
  let x = Math.imul(r + 1, 0x9e3779b1) ^ Math.imul(i + 1, 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 15), 0x2c1b3c6d);
  x = Math.imul(x ^ (x >>> 12), 0x297a2d39);
  return ((x ^ (x >>> 15)) >>> 0) / 2 ** 32;
}

/** The bin of a value in [0, 1): values are squared first, so that the bins are not all equal. */
export const binOf = (v, bins) => Math.floor(v * v * bins);

/** @param {import('wasmpi').Comm} world @param {string[]} args */
export default function main(world, args) {
  const { rank, size } = world;
  const n = Number(args[0] ?? 100000); // values per rank
  const bins = Number(args[1] ?? 64);
  const quiet = args.includes('quiet');
  const per = Math.ceil(bins / size); // bins per owner; the last owners may have fewer, or none
  const lo = Math.min(bins, rank * per);
  const hi = Math.min(bins, lo + per);

  // the window: this rank's counters (Win.allocate zeroes them, MPI does not promise it: a portable
  // program zeroes them itself, before the first fence)
  const win = Win.allocate(world, (hi - lo) * 4, { dispUnit: 4 });
  const mine = win.local(Int32Array);
  mine.fill(0);

  const counts = new Int32Array(bins);
  for (let i = 0; i < n; i++) counts[binOf(value(rank, i), bins)]++;

  // fence epoch: no RMA call came before this fence (NOPRECEDE), none comes after the last one
  // (NOSUCCEED); every accumulate of the epoch is complete, at every target, when the second
  // fence returns on every rank
  win.fence(MODE_NOPRECEDE);
  for (let t = 0; t < size; t++) {
    const tlo = Math.min(bins, t * per);
    const thi = Math.min(bins, tlo + per);
    if (thi > tlo) win.accumulate(counts.subarray(tlo, thi), t, 0, 'sum');
  }
  win.fence(MODE_NOSUCCEED);

  // check this rank's bins against the serial histogram of every rank's values
  const serial = new Int32Array(bins);
  for (let r = 0; r < size; r++) for (let i = 0; i < n; i++) serial[binOf(value(r, i), bins)]++;
  for (let b = lo; b < hi; b++) {
    if (mine[b - lo] !== serial[b])
      throw new Error(`rma_histogram: bin ${b} on rank ${rank} holds ${mine[b - lo]}, expected ${serial[b]}`);
  }
  let held = 0;
  for (const c of mine) held += c;
  const total = world.allreduceValue(held, 'sum');
  if (total !== n * size) throw new Error(`rma_histogram: the bins hold ${total} values, expected ${n * size}`);
  const result = Array.from(mine);
  win.free();

  if (!quiet && rank === 0) {
    console.log(`histogram of ${n * size} values in ${bins} bins over ${size} ranks: every bin as computed serially`);
    console.log(`first bins (rank 0's): ${result.slice(0, 8).join(' ')}`);
  }
  return { lo, bins: result, total };
}
