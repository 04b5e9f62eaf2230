// Bad one-sided calls, seen from inside the ranks (test/rma_errors.test.mjs). Rank 0 makes the
// bad calls (the others take part in what is collective); each is returned as [code, message]
// by label, with the window's name, and after each scenario every rank checks that its window
// holds what the good calls left there: a failed call changed nothing and the window still works.
import { Datatype, Win, MODE_NOSUCCEED, PROC_NULL } from 'wasmpi';

/** Window of rank r: 16 int32 (ranks 0 and 1) or 8 (rank 2 and up), element i = r * 100 + i. */
const lengthOf = (r) => (r < 2 ? 16 : 8);
const valueOf = (r, i) => r * 100 + i;

/** An allocate window of int32 with `dispUnit` (bytes by default), filled. */
function windowOf(world, dispUnit = 1) {
  const me = world.rank;
  const win = Win.allocate(world, 4 * lengthOf(me), { dispUnit });
  const a = win.local(Int32Array);
  for (let i = 0; i < a.length; i++) a[i] = valueOf(me, i);
  world.barrier();
  return win;
}

/** Runs fn, which should throw: records [code, message] (or ['no error', '']) under label. */
function probe(out, label, fn) {
  try {
    fn();
    out[label] = ['no error', ''];
  } catch (e) {
    out[label] = [e?.code ?? `not a WasmpiError: ${e?.name}`, String(e?.message ?? e)];
  }
}

/** Each rank reads its own window (under its own lock) and compares it with `want` (element
 *  index -> value; every other element keeps its initial value). Returns 'intact' or the first
 *  difference; then frees the window. */
function finish(world, win, changes = {}) {
  world.barrier();
  const me = world.rank;
  win.lock(me, 'shared');
  const a = Array.from(win.local(Int32Array));
  win.unlock(me);
  world.barrier();
  win.free();
  const want = a.map((_, i) => (changes[me]?.[i] !== undefined ? changes[me][i] : valueOf(me, i)));
  for (let i = 0; i < a.length; i++)
    if (a[i] !== want[i]) return `rank ${me}: element ${i} is ${a[i]}, expected ${want[i]}`;
  return 'intact';
}

const one = () => Int32Array.of(7);

const scenarios = {
  // Calls outside an epoch, an unlock without a lock, a lock twice, PSCW calls without their
  // partner call, a target outside the locked ones.
  sync(world) {
    const win = windowOf(world);
    const out = { name: win.name };
    if (world.rank === 0) {
      probe(out, 'put outside an epoch', () => win.put(one(), 1, 4));
      probe(out, 'get outside an epoch', () => win.get(new Int32Array(1), 1, 4));
      probe(out, 'accumulate outside an epoch', () => win.accumulate(one(), 1, 4, 'sum'));
      probe(out, 'fetchAndOp outside an epoch', () => win.fetchAndOp(one(), new Int32Array(1), 1, 4, 'sum'));
      probe(out, 'rput outside an epoch', () => win.rput(one(), 1, 4));
      probe(out, 'flush outside an epoch', () => win.flush(1));
      probe(out, 'unlock without lock', () => win.unlock(1));
      probe(out, 'unlockAll without lockAll', () => win.unlockAll());
      probe(out, 'complete without start', () => win.complete());
      probe(out, 'wait without post', () => win.wait());
      probe(out, 'test without post', () => win.test());
      win.lock(1);
      probe(out, 'lock twice', () => win.lock(1));
      probe(out, 'lockAll inside a lock epoch', () => win.lockAll());
      probe(out, 'put to a target not locked', () => win.put(one(), 2, 4));
      probe(out, 'free inside an epoch', () => win.free());
      win.put(one(), 1, 4); // the epoch still works
      win.unlock(1);
      probe(out, 'unlock twice', () => win.unlock(1));
    }
    out.after = finish(world, win, { 1: { 1: 7 } });
    return out;
  },

  // A fence epoch and a lock are different kinds of epoch; a flush belongs to passive target.
  mixed(world) {
    const win = windowOf(world);
    const out = {};
    win.fence();
    if (world.rank === 0) {
      // a put first: the fence epoch has begun, whatever reading of MPI's fence one takes
      win.put(one(), 1, 8);
      probe(out, 'lock inside a fence epoch', () => win.lock(1));
      probe(out, 'flush inside a fence epoch', () => win.flush(1));
      probe(out, 'start inside a fence epoch', () => win.start(world.group.incl([1])));
      probe(out, 'rget inside a fence epoch', () => win.rget(new Int32Array(1), 1, 8));
    }
    win.fence(MODE_NOSUCCEED);
    out.after = finish(world, win, { 1: { 2: 7 } });
    return out;
  },

  // PSCW: a put to a rank outside the started group.
  pscw(world) {
    const win = windowOf(world);
    const out = {};
    if (world.rank === 1) {
      win.post(world.group.incl([0]));
      win.wait();
    } else if (world.rank === 0) {
      win.start(world.group.incl([1]));
      probe(out, 'put to a rank outside the started group', () => win.put(one(), 2, 4));
      probe(out, 'lock inside an access epoch of start', () => win.lock(1));
      win.put(one(), 1, 12);
      win.complete();
    }
    out.after = finish(world, win, { 1: { 3: 7 } });
    return out;
  },

  // Past the end of the target's segment (rank 1: 64 bytes, rank 2: 32), directly and through a
  // derived type whose second block overruns; the same displacement in units of 4 bytes.
  range(world) {
    const win = windowOf(world);
    const out = {};
    if (world.rank === 0) {
      win.lockAll();
      probe(out, 'put past the end', () => win.put(Int32Array.of(1, 2, 3, 4), 1, 56));
      probe(out, 'get past the end', () => win.get(new Int32Array(2), 1, 60));
      probe(out, 'accumulate past the end', () => win.accumulate(one(), 1, 64, 'sum'));
      probe(out, 'fetchAndOp past the end', () => win.fetchAndOp(one(), new Int32Array(1), 1, 64, 'sum'));
      probe(out, 'compareAndSwap past the end', () => win.compareAndSwap(one(), one(), new Int32Array(1), 1, 62));
      probe(out, "put past the end of rank 2's shorter segment", () => win.put(one(), 2, 40));
      const vec = Datatype.vector(2, 1, 12, Datatype.INT32).commit();
      probe(out, 'derived target type past the end', () =>
        win.put(Int32Array.of(1, 2), 1, 16, { targetDatatype: vec, targetCount: 1 }),
      );
      probe(out, 'negative displacement', () => win.put(one(), 1, -4));
      win.put(one(), 1, 60); // the last element still takes a put
      win.unlockAll();
    }
    out.after = finish(world, win, { 1: { 15: 7 } });
    const w4 = windowOf(world, 4);
    if (world.rank === 0) {
      w4.lock(1);
      probe(out, 'put past the end in units of 4 bytes', () => w4.put(one(), 1, 16));
      w4.put(one(), 1, 15);
      w4.unlock(1);
    }
    out.after4 = finish(world, w4, { 1: { 15: 7 } });
    return out;
  },

  // A dynamic window: outside every attached region, overlapping attach, detach of what is not
  // attached.
  dynamic(world) {
    const me = world.rank;
    const win = Win.createDynamic(world);
    const out = { name: win.name };
    const region = world.alloc(Int32Array, 8);
    for (let i = 0; i < 8; i++) region[i] = valueOf(me, i);
    const at = win.attach(region);
    const addrs = new Float64Array(world.size);
    world.allgather(Float64Array.of(at), addrs);
    out.addr1 = addrs[1];
    if (me === 0) {
      win.lock(1);
      probe(out, 'put past an attached region', () => win.put(one(), 1, addrs[1] + 32));
      probe(out, 'put across the end of an attached region', () => win.put(Int32Array.of(1, 2), 1, addrs[1] + 28));
      probe(out, 'put to address 0', () => win.put(one(), 1, 0));
      win.put(one(), 1, addrs[1] + 4);
      win.unlock(1);
      probe(out, 'attach overlapping an attached region', () => win.attach(region.subarray(2, 4)));
      const other = world.alloc(Int32Array, 4);
      probe(out, 'detach of what is not attached', () => win.detach(other));
      world.freeMem(other);
    }
    world.barrier();
    const seen = Array.from(region);
    win.detach(region);
    if (me === 0) probe(out, 'detach twice', () => win.detach(region));
    world.barrier();
    if (me === 0) {
      win.lock(1);
      probe(out, 'put to a detached region', () => win.put(one(), 1, addrs[1] + 4));
      win.unlock(1);
    }
    world.barrier();
    win.free();
    world.freeMem(region);
    const want = Array.from({ length: 8 }, (_, i) => (me === 1 && i === 1 ? 7 : valueOf(me, i)));
    out.after = seen.every((v, i) => v === want[i]) ? 'intact' : `rank ${me}: ${seen} expected ${want}`;
    return out;
  },

  // Two puts of one origin to overlapping bytes in one epoch; after a flush the second is fine.
  conflict(world) {
    const win = windowOf(world);
    const out = {};
    if (world.rank === 0) {
      win.lock(1);
      win.put(Int32Array.of(1, 2, 3, 4), 1, 0);
      probe(out, 'overlapping puts in a lock epoch', () => win.put(Int32Array.of(8, 9), 1, 8));
      win.flush(1);
      win.put(Int32Array.of(5, 6), 1, 8);
      win.unlock(1);
    }
    world.barrier();
    win.fence();
    if (world.rank === 0) {
      win.put(Int32Array.of(21, 22), 1, 32);
      probe(out, 'overlapping puts in a fence epoch', () => win.put(Int32Array.of(23), 1, 36));
    }
    win.fence(MODE_NOSUCCEED);
    out.after = finish(world, win, { 1: { 0: 1, 1: 2, 2: 5, 3: 6, 8: 21, 9: 22 } });
    return out;
  },

  // Bad ops, counts, types, ranks and asserts.
  args(world) {
    const win = windowOf(world);
    const out = {};
    // every rank makes the same bad fence, so that a fence that went through stays collective
    probe(out, 'fence with a bad assert', () => win.fence(1 << 12));
    if (world.rank === 0) {
      probe(out, 'lock with a bad assert', () => win.lock(1, 'exclusive', 1 << 12));
      probe(out, 'lock of an unknown type', () => win.lock(1, 'weird'));
      probe(out, 'lockAll with a bad assert', () => win.lockAll(-1));
      probe(out, 'lock of a bad rank', () => win.lock(7));
      win.lockAll();
      probe(out, 'accumulate float64 with band', () => win.accumulate(Float64Array.of(1, 2), 1, 8, 'band'));
      probe(out, 'accumulate with an unknown op', () => win.accumulate(one(), 1, 8, 'foo'));
      probe(out, 'accumulate int32 with maxloc', () => win.accumulate(Int32Array.of(1, 2), 1, 8, 'maxloc'));
      probe(out, 'fetchAndOp float64 with bor', () =>
        win.fetchAndOp(Float64Array.of(1), new Float64Array(1), 1, 8, 'bor'),
      );
      probe(out, 'put of a count past the origin array', () => win.put(Int32Array.of(1, 2, 3, 4), 1, 8, { count: 5 }));
      probe(out, 'put with target count other than origin', () =>
        win.put(Int32Array.of(1, 2, 3, 4), 1, 8, {
          count: 2,
          datatype: Datatype.INT32,
          targetCount: 3,
          targetDatatype: Datatype.INT32,
        }),
      );
      probe(out, 'accumulate float64 into int32', () =>
        win.accumulate(Float64Array.of(1, 2), 1, 8, 'sum', { targetDatatype: Datatype.INT32, targetCount: 4 }),
      );
      probe(out, 'accumulate int32 into float32', () =>
        win.accumulate(Int32Array.of(1, 2), 1, 8, 'sum', { targetDatatype: Datatype.FLOAT32, targetCount: 2 }),
      );
      probe(out, 'put with an uncommitted target type', () =>
        win.put(Int32Array.of(1, 2), 1, 8, { targetDatatype: Datatype.contiguous(2, Datatype.INT32), targetCount: 1 }),
      );
      probe(out, 'put to a rank past the window', () => win.put(one(), world.size, 8));
      probe(out, 'put to rank -1', () => win.put(one(), -1, 8));
      probe(out, 'put to rank 1.5', () => win.put(one(), 1.5, 8));
      probe(out, 'put of an Array', () => win.put([1, 2], 1, 8));
      // PROC_NULL as the target: no error, and nothing happens
      probe(out, 'put to PROC_NULL', () => win.put(one(), PROC_NULL, 8));
      probe(out, 'get from PROC_NULL', () => win.get(new Int32Array(1), PROC_NULL, 8));
      probe(out, 'accumulate to PROC_NULL', () => win.accumulate(one(), PROC_NULL, 8, 'sum'));
      win.accumulate(one(), 1, 8, 'sum'); // the epoch still works
      win.unlockAll();
    }
    out.after = finish(world, win, { 1: { 2: valueOf(1, 2) + 7 } });
    return out;
  },

  // A freed window: every call raises ERR_WIN naming it.
  freed(world) {
    const win = windowOf(world);
    win.name = 'errwin';
    world.barrier();
    win.free();
    const out = {};
    if (world.rank === 0) {
      probe(out, 'put after free', () => win.put(one(), 1, 0));
      probe(out, 'fence after free', () => win.fence());
      probe(out, 'lock after free', () => win.lock(1));
      probe(out, 'local after free', () => win.local());
      probe(out, 'free after free', () => win.free());
    }
    out.after = 'intact';
    return out;
  },
};

export default function main(world, names) {
  const out = {};
  for (const name of names) {
    out[name] = scenarios[name](world);
    world.barrier();
  }
  return out;
}
