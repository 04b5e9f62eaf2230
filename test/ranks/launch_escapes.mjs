// Errors that escape a rank's program: a promise rejected with nothing to handle it, and a throw from
// a timer callback. Rank 1 lets one escape; every rank then joins a barrier (the others wait there on
// rank 1) and returns. Rank 0 and the others return what their barrier threw, as plain data.
export default async function main(world, [how]) {
  if (world.rank === 1) {
    if (how === 'reject') Promise.reject(new Error('nobody caught me'));
    else if (how === 'reject-value') Promise.reject(42);
    else if (how === 'timer')
      setTimeout(() => {
        throw new RangeError('thrown in a timer');
      }, 5);
  }
  // 'reject' and 'reject-value' then block at once (the rejection is seen only after the program's
  // last await); 'await' lets the rejection surface while the rank waits
  if (how === 'await' && world.rank === 1) {
    Promise.reject(new TypeError('rejected while awaiting'));
    await new Promise((r) => setTimeout(r, 200));
  }
  if (how === 'timer') await new Promise((r) => setTimeout(r, 50));
  try {
    world.barrier();
  } catch (e) {
    return { code: e.code, message: e.message };
  }
  return 'ok';
}
