// The core's two locks under contention, checked by results that a lost update, a lost wake-up or
// a block handed out twice would break (test/core_wait.test.mjs):
// - 'acc': every rank adds 1 to rank 0's float64 window `reps` times in three ways at once: a
//   derived-type accumulate (elements 0, 2 and 4 in one call), a plain accumulate (element 1) and
//   fetchAndOp (element 3). Float accumulates take the window's accumulate mutex, whose contenders
//   sleep in the core.
// - 'heap': every rank allocates and frees shared arrays `reps` times, keeping a few alive and
//   checking that they kept what it wrote (the heap lock: contenders sleep in the core). Returns
//   how many arrays lost their contents.
import { Datatype, Win } from 'wasmpi';

function acc(world, reps) {
  const win = Win.allocate(world, world.rank === 0 ? 5 * 8 : 0, { dispUnit: 8 });
  if (world.rank === 0) win.local(Float64Array).fill(0);
  world.barrier();
  const even = Datatype.vector(3, 1, 2, Datatype.FLOAT64).commit();
  const one = Float64Array.of(1);
  const ones = Float64Array.of(1, 1, 1);
  const old = new Float64Array(1);
  win.lock(0, 'shared');
  for (let i = 0; i < reps; i++) {
    win.accumulate(ones, 0, 0, 'sum', { targetDatatype: even, targetCount: 1 });
    win.accumulate(one, 0, 1, 'sum');
    win.fetchAndOp(one, old, 0, 3, 'sum');
  }
  win.unlock(0);
  world.barrier();
  const got = world.rank === 0 ? Array.from(win.local(Float64Array)) : null;
  world.barrier();
  win.free();
  return got;
}

function heap(world, reps) {
  const live = [];
  let lost = 0;
  const check = ([a, v]) => {
    if (a.some((x) => x !== v)) lost++;
    world.freeMem(a);
  };
  for (let i = 0; i < reps; i++) {
    const v = world.rank * 1e7 + i;
    const a = world.alloc(Float64Array, 1 + ((i * 37 + world.rank * 11) % 200));
    live.push([a.fill(v), v]);
    if (live.length > 4) check(live.shift());
  }
  live.forEach(check);
  return lost;
}

/** args: [reps, ...scenarios]. */
export default function main(world, [reps, ...names]) {
  const out = {};
  for (const name of names) out[name] = (name === 'acc' ? acc : heap)(world, Number(reps));
  return out;
}
