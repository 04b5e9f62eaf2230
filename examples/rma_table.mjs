// rma_table.mjs — a read-mostly table in shared memory, written by one rank and read by every rank
// of its process in place, with no copy and no message:
//   npx wasmpi run -n 4 examples/rma_table.mjs [entries] [quiet]
//   npx wasmpi run -n 4 --procs 2 examples/rma_table.mjs   (one table per process)
//
// splitType('shared') gives the ranks that share memory (every rank of a one-process world; the
// ranks of one process in a job of several). On that communicator, allocateShared gives rank 0 a
// segment of `entries` doubles and the others none; sharedQuery(0, Float64Array) is a view of rank
// 0's segment in every rank, read and written with plain loads and stores. Fences separate the
// phases: rank 0 fills the table, everyone reads it, rank 0 changes a few entries, everyone reads
// again. Each rank checks what it reads against the table's formula and throws (the run exits 1)
// on a difference.
import { Win, MODE_NOPRECEDE, MODE_NOPUT, MODE_NOSTORE, MODE_NOSUCCEED } from 'wasmpi';

/** Entry i of the table in version v. */
export const entry = (i, v) => Math.sqrt(i) + (v === 2 && i % 100 === 0 ? 1000 : 0);

/** The sum of the entries a rank reads: every `size`-th one from its own rank on. */
function readAll(table, rank, size, version) {
  let sum = 0;
  for (let i = rank; i < table.length; i += size) {
    if (table[i] !== entry(i, version))
      throw new Error(
        `rma_table: rank ${rank} read ${table[i]} at ${i} in version ${version}, expected ${entry(i, version)}`,
      );
    sum += table[i];
  }
  return sum;
}

/** @param {import('wasmpi').Comm} world @param {string[]} args */
export default function main(world, args) {
  const entries = Number(args[0] ?? 1 << 16);
  const quiet = args.includes('quiet');
  const node = world.splitType('shared');
  const { rank, size } = node;

  const win = Win.allocateShared(node, rank === 0 ? entries * 8 : 0, { dispUnit: 8 });
  const table = win.sharedQuery(0, Float64Array); // rank 0's segment, in every rank of `node`

  // version 1: rank 0 stores, the fence makes the stores visible to every rank
  if (rank === 0) for (let i = 0; i < entries; i++) table[i] = entry(i, 1);
  win.fence(MODE_NOPRECEDE);
  const sum1 = readAll(table, rank, size, 1);
  // nobody stored or put during the reads: the fence only keeps rank 0's next stores after them
  win.fence(MODE_NOSTORE | MODE_NOPUT);

  // version 2: rank 0 changes every 100th entry
  if (rank === 0) for (let i = 0; i < entries; i += 100) table[i] = entry(i, 2);
  win.fence(MODE_NOPUT);
  const sum2 = readAll(table, rank, size, 2);
  win.fence(MODE_NOSTORE | MODE_NOPUT | MODE_NOSUCCEED);
  win.free();
  node.free();

  // the reads of all ranks together covered every entry once
  const total1 = world.allreduceValue(sum1, 'sum');
  const total2 = world.allreduceValue(sum2, 'sum');
  const procs = world.allreduceValue(rank === 0 ? 1 : 0, 'sum'); // one table per process
  let want1 = 0;
  let want2 = 0;
  for (let i = 0; i < entries; i++) {
    want1 += entry(i, 1);
    want2 += entry(i, 2);
  }
  const close = (a, b) => Math.abs(a - b) <= 1e-9 * Math.abs(b);
  if (!close(total1, procs * want1) || !close(total2, procs * want2))
    throw new Error(`rma_table: sums ${total1} and ${total2}, expected ${procs * want1} and ${procs * want2}`);
  if (!quiet && world.rank === 0) {
    console.log(`a table of ${entries} doubles read in place by ${size} ranks per process (${procs} process(es))`);
    console.log(`sums of the two versions: ${total1.toFixed(3)} and ${total2.toFixed(3)}, as computed serially`);
  }
  return { sum1, sum2, procs };
}
