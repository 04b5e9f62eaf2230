// wasmpi side of the collective bench: OSU-style timings of each collective over float32 buffers
// from comm.alloc (the zero-copy path), with 'sum' for the reductions. The loops match
// bench/native/osu_coll.c and bench/baselines/pm_coll_worker.mjs: each call is timed alone, with
// an untimed barrier between calls for the rooted collectives (OSU's loop) and back to back for the
// others; a figure is every rank's mean time per call over a block of calls, and the caller takes
// the slowest rank's. One launch is one run of wasmpi in the coll family's interleaved rounds
// (bench/coll.mjs): it times the fresh world's first `fresh` barrier + 8 B allreduce pairs (the
// JIT warm-up of the whole world) and goes on with such pairs, untimed, until 500 ms after it, then
// at each (collective, size) times the first `firstN` calls, a warm-up (lib/stats.mjs: chunks of
// warmCalls, a tenth of the budget, repeated until WARM_MS have passed, WARM_FIRST_MS at a
// collective's first size) that sets `iters` (about
// budgetMs / reps per repetition), and `reps` timed repetitions. A collective the communicator lacks is reported as missing.
// Only send/recv/barrier are used for the bench's own coordination.
import { warmCalls, WARM_MS, WARM_FIRST_MS } from '../lib/stats.mjs';
import { agreeMax } from '../lib/agree.mjs';

/** bench name -> [method, sendbuf holds p blocks, recvbuf holds p blocks, root argument] */
const COLLS = {
  barrier: ['barrier', false, false, false],
  bcast: ['bcast', false, false, true],
  reduce: ['reduce', false, false, true],
  allreduce: ['allreduce', false, false, false],
  allreduce_sync: ['allreduce', false, false, false], // with an untimed barrier before each call
  allgather: ['allgather', false, true, false],
  alltoall: ['alltoall', true, true, false],
  reduce_scatter: ['reduceScatterBlock', true, false, false],
  gather: ['gather', false, true, true],
  scatter: ['scatter', true, false, true],
};

/** One call of `name` as docs/guide/collectives.md spells it; `opts` ({ algorithm }) goes last when given. */
function caller(world, name, s, r, opts) {
  const x = opts ? [opts] : [];
  switch (name) {
    case 'barrier':
      return () => world.barrier(...x);
    case 'bcast':
      return () => world.bcast(s, 0, ...x);
    case 'reduce':
      return () => world.reduce(s, r, 'sum', 0, ...x);
    case 'allreduce':
    case 'allreduce_sync':
      return () => world.allreduce(s, r, 'sum', ...x);
    case 'allgather':
      return () => world.allgather(s, r, ...x);
    case 'alltoall':
      return () => world.alltoall(s, r, ...x);
    case 'reduce_scatter':
      return () => world.reduceScatterBlock(s, r, 'sum', ...x);
    case 'gather':
      return () => world.gather(s, r, 0, ...x);
    case 'scatter':
      return () => world.scatter(s, r, 0, ...x);
    default:
      throw new Error(`osu_coll: unknown collective ${name}`);
  }
}

// Timed with an untimed barrier between calls: the rooted collectives, and allreduce_sync (an
// allreduce whose ranks arrive together, as after a computation phase of equal length).
const ROOTED = new Set(['bcast', 'reduce', 'gather', 'scatter', 'allreduce_sync']);

/**
 * Rooted collectives: OSU's loop, each call timed alone with an untimed barrier between calls (else
 * the root runs ahead of the others). The rest run back to back, as applications call them (IMB's
 * loop; the barrier's own exit skew would otherwise be charged to the next call). Returns
 * [this rank's mean s per call, s per iteration including any separating barrier].
 */
function timed(world, name, call, iters) {
  const sep = ROOTED.has(name);
  let t = 0;
  world.barrier();
  const w0 = performance.now();
  for (let i = 0; i < iters; i++) {
    const t0 = performance.now();
    call();
    t += performance.now() - t0;
    if (sep) world.barrier();
  }
  return [t / iters / 1000, (performance.now() - w0) / iters / 1000];
}

/** A cheap check of the first and last result element (every rank contributes rank + 1). */
function check(world, name, s, r, n) {
  const p = world.size;
  const root = world.rank === 0;
  const sum = (p * (p + 1)) / 2;
  const pairs =
    {
      bcast: [
        [s[0], 1],
        [s[n - 1], 1],
      ],
      reduce: root
        ? [
            [r[0], sum],
            [r[n - 1], sum],
          ]
        : [],
      allreduce: [
        [r[0], sum],
        [r[n - 1], sum],
      ],
      allreduce_sync: [
        [r[0], sum],
        [r[n - 1], sum],
      ],
      reduce_scatter: [
        [r[0], sum],
        [r[n - 1], sum],
      ],
      allgather: [
        [r[0], 1],
        [r[p * n - 1], p],
      ],
      gather: root
        ? [
            [r[0], 1],
            [r[p * n - 1], p],
          ]
        : [],
      alltoall: [
        [r[0], 1],
        [r[p * n - 1], p],
      ],
      scatter: [
        [r[0], 1],
        [r[n - 1], 1],
      ],
    }[name] ?? [];
  const bad = pairs.find(([got, want]) => got !== want);
  return bad ? `rank ${world.rank}: got ${bad[0]}, want ${bad[1]}` : undefined;
}

const SETTLE_MS = 500;

export default function main(world, [cfgJson]) {
  const { plan, reps, budgetMs, maxIters, firstN, fresh, algorithm } = JSON.parse(cfgJson);
  const p = world.size;
  const opts = algorithm ? { algorithm } : undefined;
  let floats = 1;
  for (const [name, sizes] of plan) {
    const [, blockedS, blockedR] = COLLS[name];
    for (const b of sizes) floats = Math.max(floats, Math.max(1, b >> 2) * (blockedS || blockedR ? p : 1));
  }
  const sbuf = world.alloc(Float32Array, floats);
  const rbuf = world.alloc(Float32Array, floats);
  const out = {};
  // Warm-up of the whole world before anything else (OSU skips iterations for the same reason):
  // the JavaScript engine compiles the hot paths of every rank's isolate on background threads,
  // which compete with the ranks for the cores for a while after a world starts. Timed: this
  // rank's us per pair.
  const w8 = sbuf.subarray(0, 2);
  const r8 = rbuf.subarray(0, 2);
  const f0 = performance.now();
  for (let i = 0; i < fresh; i++) {
    world.barrier();
    world.allreduce(w8, r8, 'sum');
  }
  const freshUs = ((performance.now() - f0) * 1000) / Math.max(1, fresh);
  // Then, untimed, until SETTLE_MS after the world's start by the slowest rank's clock: the engine
  // compiles the hot paths on background threads for a few hundred milliseconds after a world
  // starts, and with as many ranks as cores those threads take cores from the ranks. The figures
  // below are the steady state; the start is what "world start" and the first calls report.
  while (agreeMax(world, performance.now() - f0) < SETTLE_MS) {
    for (let i = 0; i < 200; i++) {
      world.barrier();
      world.allreduce(w8, r8, 'sum');
    }
  }
  for (const [name, sizes] of plan) {
    const [method, blockedS, blockedR] = COLLS[name];
    out[name] = {};
    if (typeof world[method] !== 'function') {
      for (const b of sizes) out[name][b] = { missing: true };
      continue;
    }
    let error;
    for (const bytes of sizes) {
      if (error) {
        out[name][bytes] = { error };
        continue;
      }
      const n = Math.max(1, bytes >> 2);
      const s = sbuf.subarray(0, blockedS ? n * p : n);
      const r = rbuf.subarray(0, blockedR ? n * p : n);
      s.fill(name === 'bcast' ? (world.rank === 0 ? 1 : 0) : world.rank + 1);
      const call = caller(world, name, s, r, opts);
      let first;
      try {
        // the first calls; a collective that rejects its arguments (say a forced algorithm it lacks) is skipped
        first = timed(world, name, call, firstN);
      } catch (e) {
        error = `${e.code ?? e.name}: ${e.message}`;
        out[name][bytes] = { error };
        continue;
      }
      const t1 = agreeMax(world, first[1]);
      const w = warmCalls(t1, budgetMs, maxIters);
      const w0 = performance.now();
      let tw;
      do tw = agreeMax(world, timed(world, name, call, w)[1]);
      while (agreeMax(world, performance.now() - w0) < (bytes === sizes[0] ? WARM_FIRST_MS : WARM_MS));
      const iters = Math.max(1, Math.min(maxIters, Math.floor(budgetMs / 1e3 / reps / tw)));
      const runs = [];
      for (let k = 0; k < reps; k++) runs.push(timed(world, name, call, iters)[0] * 1e6);
      out[name][bytes] = { first: first[0] * 1e6, firstN, runs, iters, wrong: check(world, name, s, r, n) };
    }
  }
  world.freeMem?.(sbuf);
  world.freeMem?.(rbuf);
  return { fresh: freshUs, colls: out };
}
