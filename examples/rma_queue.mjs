// rma_queue.mjs — a shared work queue: a task counter on rank 0, taken with fetchAndOp:
//   npx wasmpi run -n 4 examples/rma_queue.mjs [tasks] [quiet]
//
// Every rank takes the next task index with fetchAndOp('sum') of 1 on the counter (it gets the old
// value and leaves the counter one higher, atomically), runs that task, and takes another, until
// the index passes the last task. Ranks that finish their tasks sooner take more of them: nobody
// decides the split in advance. The passive-target epoch (lockAll ... unlockAll) lets any rank
// reach rank 0's counter at any time, while rank 0 itself runs tasks like everyone else; it runs
// no code on the others' behalf. At the end every task must have been done exactly once and the
// results must sum to the serial sum: otherwise it throws (the run exits 1).
import { Win, MODE_NOCHECK, MODE_NOPRECEDE, MODE_NOSUCCEED } from 'wasmpi';

/** Task i: the number of steps of the Collatz sequence from i + 1 (a cost that varies by task). */
export function task(i) {
  let x = i + 1;
  let steps = 0;
  while (x !== 1) {
    x = x % 2 === 0 ? x / 2 : 3 * x + 1;
    steps++;
  }
  return steps;
}

/** @param {import('wasmpi').Comm} world @param {string[]} args */
export default function main(world, args) {
  const { rank, size } = world;
  const tasks = Number(args[0] ?? 20000);
  const quiet = args.includes('quiet');

  // the counter: one Int32 in rank 0's segment; the other ranks expose nothing
  const win = Win.allocate(world, rank === 0 ? 4 : 0, { dispUnit: 4 });
  if (rank === 0) win.local(Int32Array)[0] = 0;
  // make rank 0's store visible before anyone takes a task (a fence that opens no epoch)
  win.fence(MODE_NOPRECEDE | MODE_NOSUCCEED);

  const one = Int32Array.of(1); // made once: a warm fetchAndOp allocates nothing
  const next = new Int32Array(1);
  const done = new Int32Array(tasks); // how often this rank ran each task
  let sum = 0;
  let mine = 0;
  win.lockAll(MODE_NOCHECK); // shared locks on every rank, none of them exclusive: NOCHECK
  for (;;) {
    win.fetchAndOp(one, next, 0, 0, 'sum'); // next[0] = counter; counter += 1
    const i = next[0];
    if (i >= tasks) break;
    sum += task(i);
    done[i]++;
    mine++;
  }
  win.unlockAll();
  win.free();

  // every task exactly once, and the serial sum
  const times = new Int32Array(tasks);
  world.allreduce(done, times, 'sum');
  const wrong = times.findIndex((c) => c !== 1);
  if (wrong >= 0) throw new Error(`rma_queue: task ${wrong} ran ${times[wrong]} times, expected once`);
  const total = world.allreduceValue(sum, 'sum');
  let serial = 0;
  for (let i = 0; i < tasks; i++) serial += task(i);
  if (total !== serial) throw new Error(`rma_queue: the results sum to ${total}, expected ${serial}`);
  const shares = world.gatherValue(mine, 0); // how many tasks each rank took, at rank 0
  if (!quiet && rank === 0) {
    console.log(`${tasks} tasks over ${size} ranks, each run once: sum of results ${total}`);
    console.log(`tasks taken by rank: ${shares.join(' ')}`);
  }
  return { ran: mine, total };
}
