// The rma family: one-sided communication (Win) on 2 ranks beside native MPICH's MPI_Win_* in the
// same run, OSU's one-sided tests (bench/native/rma.c; bench/ranks/rma.mjs the same loops):
//   put, get, accumulate (float64 'sum') latency under lock(1, 'shared') held across the loop and
//   flush(1) after each operation, 8 B - 4 MB; fetchAndOp (int64 'sum') and compareAndSwap (int64)
//   the same way; put, get, accumulate latency under fence (OSU's fence ping-pong); put bandwidth
//   and accumulate bandwidth (windows of operations, each window flushed); stores into the peer's
//   segment of a shared window (Win.allocateShared + sharedQuery, a store loop and TypedArray.set).
// Baselines in the same run: MPICH (when mpicc and mpiexec exist), memory.copy inside one shared
// WebAssembly memory (the physical limit of put/get bandwidth and of shared stores), Atomics.add /
// compareExchange on a SharedArrayBuffer (fetchAndOp, compareAndSwap) and a postMessage round trip
// to a worker that owns the bytes (get).
//
// Timing: R interleaved rounds (bench/lib/rounds.mjs), each a fresh wasmpi world, a fresh MPICH job
// and a fresh run of each JavaScript baseline in turn. Each world or job first times every test's
// first operation alone (the cold figures), the wasmpi world checks every operation's result once
// and warms the JIT on every test, then per test and size: the first calls (timed), more of them
// until 20 ms have passed (untimed) and one timed repetition. Tables print median (min-max) over
// the rounds; ratios divide medians (best repetitions in brackets). The targets are judged on the
// medians and printed as met or MISSED.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'wasmpi';
import { interleave, push, stat, withSummaries, ratioOf } from './lib/rounds.mjs';
import { linePlot } from './lib/svg.mjs';
import { rmaPlan, NATIVE_TESTS, rmaCounts, segmentBytes, unitOf } from './lib/rma_plan.mjs';
import { memcpyRound } from './baselines/memcpy.mjs';
import { mpichRma } from './baselines/mpich.mjs';
import { atomicsRound, postMessageGet } from './baselines/rma_js.mjs';
import { rmaReport } from './lib/rma_report.mjs';

export async function runRma({ quick, out, log }) {
  const plan = rmaPlan(quick);
  const sizesOf = (test) => plan.find(([t]) => t === test)[1];
  const rounds = quick ? 3 : 5;
  const jitMs = quick ? 50 : 100;
  const capMs = quick ? 100 : 300; // the longest timed repetition of a wasmpi fence test
  const bytes = segmentBytes(plan);
  const max = Math.max(...plan.flatMap(([, s]) => s));
  // run[system][test][size], first[system][test][size]: one value per round; cold[system][test]
  const run = {};
  const first = {};
  const cold = {};
  const timedCalls = {}; // timedCalls[test][size]: the calls of each wasmpi repetition (fence: cut short after capMs)
  const errors = {};
  const add = (sys, res) => {
    for (const [test, v] of Object.entries(res.cold ?? {})) push(cold, [sys, test], v);
    for (const [test, bySize] of Object.entries(res.run ?? {}))
      for (const [size, v] of Object.entries(bySize)) for (const x of [v].flat()) push(run, [sys, test, size], x);
    for (const [test, bySize] of Object.entries(res.first ?? {}))
      for (const [size, v] of Object.entries(bySize)) push(first, [sys, test, size], v);
    if (sys === 'wasmpi')
      for (const [test, bySize] of Object.entries(res.count ?? {}))
        for (const [size, v] of Object.entries(bySize)) for (const x of v) push(timedCalls, [test, size], x);
  };
  const nativePlan = plan.filter(([t]) => NATIVE_TESTS.has(t));
  const copySizes = [...new Set([...sizesOf('put_bw'), ...sizesOf('shm_store'), ...sizesOf('put_lock')])].sort(
    (a, b) => a - b,
  );

  await interleave(
    rounds,
    [
      [
        'wasmpi, 2 ranks',
        async (k) => {
          if (errors.wasmpiStop) return;
          try {
            const [{ value }] = await launch(new URL('./ranks/rma.mjs', import.meta.url), {
              ranks: 2,
              args: [JSON.stringify({ plan, quick, repeats: 1, jitMs, capMs })],
              memoryBytes: 2 * (bytes + 5 * max) + (32 << 20),
              timeoutMs: quick ? 120_000 : 600_000,
            });
            add('wasmpi', value);
          } catch (e) {
            const msg = [...new Set([e.message, ...(e.errors ?? []).map((x) => x?.error?.message)])]
              .filter(Boolean)
              .join('; ');
            if (/WRONG RESULT/.test(msg)) throw new Error(`rma: wasmpi gave a wrong result: ${msg}`, { cause: e });
            errors.wasmpi = `round ${k + 1}: ${e.code ?? e.name}: ${msg.split('\n')[0]}`;
            // a build without Win, or a world that hangs, is not tried again
            errors.wasmpiStop = /exports no Win|timed? ?out/i.test(msg);
            log(`rma: wasmpi failed, ${errors.wasmpi}`);
          }
        },
      ],
      [
        'native MPICH',
        (k) => {
          if (errors.mpichSkipped) return;
          const m = mpichRma({ plan: nativePlan, repeats: 1, quick, outDir: join(out, 'native'), timeoutMs: 300_000 });
          if (m.skip) {
            errors.mpichSkipped = m.skip;
            log(`rma: ${m.skip}`);
            return;
          }
          if (m.error) {
            errors.mpich = `round ${k + 1}: ${m.error}`;
            log(`rma: MPICH failed, ${errors.mpich}`);
          }
          add('mpich', m);
        },
      ],
      [
        'memory.copy',
        () => {
          const m = memcpyRound({ sizes: copySizes, quick });
          add('memcpy', { run: { copy: m.run }, first: { copy: m.first } });
        },
      ],
      ['JS Atomics', () => add('atomics', atomicsRound({ quick }))],
      ['postMessage get', async () => add('postMessage', await postMessageGet({ sizes: sizesOf('get_lock'), quick }))],
    ],
    { log, label: 'rma' },
  );

  const S = (sys, test, size) => stat(run, [sys, test, size]);
  const F = (sys, test, size) => stat(first, [sys, test, size]);
  const C = (sys, test) => stat(cold, [sys, test]);
  const { text, targets } = rmaReport({ plan, rounds, S, F, C, errors, jitMs, capMs });

  const med = (sys, test) => sizesOf(test).map((s) => [s, S(sys, test, s)?.median]);
  const series = (name, sys, test) => ({ name, points: med(sys, test) });
  writeFileSync(
    join(out, 'rma_latency.svg'),
    linePlot({
      title: `RMA latency under lock + flush, 2 ranks (median of ${rounds} rounds)`,
      xlabel: 'message size (bytes)',
      ylabel: 'us per operation',
      series: [
        series('wasmpi put', 'wasmpi', 'put_lock'),
        series('MPICH put', 'mpich', 'put_lock'),
        series('wasmpi get', 'wasmpi', 'get_lock'),
        series('MPICH get', 'mpich', 'get_lock'),
        series('wasmpi accumulate', 'wasmpi', 'acc_lock'),
        series('MPICH accumulate', 'mpich', 'acc_lock'),
      ],
    }),
  );
  writeFileSync(
    join(out, 'rma_bandwidth.svg'),
    linePlot({
      title: `RMA put bandwidth, 2 ranks (median of ${rounds} rounds)`,
      xlabel: 'message size (bytes)',
      ylabel: 'GB/s',
      series: [
        series('wasmpi put', 'wasmpi', 'put_bw'),
        series('MPICH put', 'mpich', 'put_bw'),
        { name: 'memory.copy', points: sizesOf('put_bw').map((s) => [s, S('memcpy', 'copy', s)?.median]) },
      ],
    }),
  );

  const counts = Object.fromEntries(
    plan.map(([t, sizes]) => [t, Object.fromEntries(sizes.map((s) => [s, rmaCounts(t, s, quick)]))]),
  );
  const ratioJson = Object.fromEntries(
    nativePlan.map(([t, sizes]) => [
      t,
      Object.fromEntries(sizes.map((s) => [s, ratioOf(S('wasmpi', t, s), S('mpich', t, s), unitOf(t) === 'GB/s')])),
    ]),
  );
  return {
    text,
    json: {
      plan,
      rounds,
      jitMs,
      units: Object.fromEntries(plan.map(([t]) => [t, unitOf(t)])),
      definition:
        "each list holds one repetition per interleaved round (a fresh world, job or worker each); cold: each test's first operation at its first size (GB/s tests: its first window or pass), timed alone; first: the first `counts[test][size].first` calls at that size; run: one timed repetition of `count` calls (wasmpi's fence tests: cut short after capMs, wasmpiTimedCalls has the calls timed); memcpy.copy: memory.copy of the size (GB/s); atomics: Atomics.add / compareExchange on a BigInt64Array; postMessage.get_lock: a round trip to a worker that owns the bytes",
      counts,
      capMs,
      wasmpiTimedCalls: timedCalls,
      cold: withSummaries(cold),
      run: withSummaries(run),
      first: withSummaries(first),
      ratios: { wasmpiOverMpich: ratioJson },
      targets,
      ...(Object.keys(errors).length ? { errors } : {}),
    },
  };
}
