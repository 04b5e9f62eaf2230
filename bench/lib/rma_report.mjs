// The rma family's tables and targets (bench/rma.mjs): S, F and C give the summary of a system's
// repetitions, first calls and cold figures (undefined where it did not run).
import { table, fmtSize, f, g3, spread, ratios, ratioHead, cellsNote } from './table.mjs';

/** The targets: [label, test, size, bound, rate]: wasmpi / MPICH <= bound (rate: >= bound, GB/s). */
const TARGETS = [
  ['put 8 B, lock + flush', 'put_lock', 8, 0.5, false],
  ['get 8 B, lock + flush', 'get_lock', 8, 0.5, false],
  ['fetchAndOp int64 sum, lock + flush', 'fop_lock', 8, 0.5, false],
  ['compareAndSwap int64, lock + flush', 'cas_lock', 8, 0.5, false],
  ['put 1 MB, lock + flush', 'put_lock', 1 << 20, 0.5, false],
  // as measured for the target: one accumulate, then a flush, per operation (bandwidth = bytes over
  // that latency); OSU's windowed bandwidth test (up to 64 accumulates per flush) is printed beside it
  ['accumulate float64 sum 1 MB, lock + flush, bandwidth', 'acc_lock', 1 << 20, 10, 'latency'],
];
/** Lines printed with the targets that are not targets themselves. */
const ALSO = [['accumulate float64 sum 1 MB, windowed bandwidth (OSU acc_bw)', 'acc_bw', 1 << 20, 10, true]];

const f3 = (x) => f(x, 3);
const f1 = (x) => f(x, 1);

export function rmaReport({ plan, rounds, S, F, C, errors, jitMs, capMs }) {
  const sizesOf = (test) => plan.find(([t]) => t === test)?.[1] ?? [];
  const mpichNote = errors.mpichSkipped ? ` (absent here: ${errors.mpichSkipped})` : '';
  const absent = errors.mpichSkipped ? 'MPICH absent' : 'not measured';

  const latTable = (title, cols) =>
    table(
      title,
      ['size', ...cols.map((c) => c[0])],
      [...new Set(cols.flatMap((c) => sizesOf(c[2])))]
        .sort((a, b) => a - b)
        .map((s) => [
          fmtSize(s),
          ...cols.map(([, sys, test, ratioTo, fmt = f3]) =>
            ratioTo ? ratios(S(sys, test, s), S(ratioTo, test, s)) : spread(S(sys, test, s), fmt),
          ),
        ]),
    );
  const lockTable = latTable(
    `RMA latency under lock(1, 'shared') + flush(1) after each operation (us per operation), 2 ranks; ${cellsNote(rounds)}; lower is better`,
    [
      ['put', 'wasmpi', 'put_lock'],
      ['put plain', 'wasmpi', 'put_lock_plain'],
      ['MPICH put', 'mpich', 'put_lock'],
      [ratioHead('put/MPICH'), 'wasmpi', 'put_lock', 'mpich'],
      ['get', 'wasmpi', 'get_lock'],
      ['get plain', 'wasmpi', 'get_lock_plain'],
      ['MPICH get', 'mpich', 'get_lock'],
      ['postMessage get', 'postMessage', 'get_lock', undefined, (x) => f(x, 2)],
      [ratioHead('get/MPICH'), 'wasmpi', 'get_lock', 'mpich'],
    ],
  );
  const accRows = sizesOf('acc_lock').map((s) => {
    const w = S('wasmpi', 'acc_lock', s);
    const m = S('mpich', 'acc_lock', s);
    const gb = (x) => (x ? g3(s / x.median / 1e3) : undefined);
    return [fmtSize(s), spread(w, f3), spread(m, f3), ratios(w, m), gb(w), gb(m)];
  });
  const accTable = table(
    `accumulate float64 'sum' under lock + flush (us per operation), 2 ranks; ${cellsNote(rounds)}; lower is better`,
    ['size', 'wasmpi', 'MPICH', ratioHead('wasmpi/MPICH'), 'wasmpi GB/s (of median)', 'MPICH GB/s (of median)'],
    accRows,
  );
  const atomicsTable = table(
    `atomics under lock + flush, one int64 (us per operation), 2 ranks; JS Atomics: the same operation on a SharedArrayBuffer in one thread; ${cellsNote(rounds)}`,
    ['operation', 'wasmpi', 'MPICH', 'JS Atomics', ratioHead('wasmpi/MPICH'), ratioHead('wasmpi/Atomics')],
    [
      ['fetchAndOp sum', 'fop_lock'],
      ['compareAndSwap', 'cas_lock'],
    ].map(([name, t]) => [
      name,
      spread(S('wasmpi', t, 8), f3),
      spread(S('mpich', t, 8), f3),
      spread(S('atomics', t, 8), (x) => f(x, 4)),
      ratios(S('wasmpi', t, 8), S('mpich', t, 8)),
      ratios(S('wasmpi', t, 8), S('atomics', t, 8)),
    ]),
  );
  const fenceTable = latTable(
    `RMA latency under fence, OSU's ping-pong (fence, op, fence, fence; us per operation; a wasmpi repetition stops after ${capMs} ms), 2 ranks; ${cellsNote(rounds)}; lower is better`,
    [
      ['put', 'wasmpi', 'put_fence'],
      ['MPICH put', 'mpich', 'put_fence'],
      [ratioHead('put/MPICH'), 'wasmpi', 'put_fence', 'mpich'],
      ['get', 'wasmpi', 'get_fence'],
      ['MPICH get', 'mpich', 'get_fence'],
      [ratioHead('get/MPICH'), 'wasmpi', 'get_fence', 'mpich'],
      ['accumulate', 'wasmpi', 'acc_fence'],
      ['MPICH acc', 'mpich', 'acc_fence'],
      [ratioHead('acc/MPICH'), 'wasmpi', 'acc_fence', 'mpich'],
    ],
  );
  const bwRows = [
    ...sizesOf('put_bw').map((s) => ['put', 'put_bw', s]),
    ...sizesOf('acc_bw').map((s) => ['accumulate float64 sum', 'acc_bw', s]),
  ].map(([name, t, s]) => [
    name,
    fmtSize(s),
    spread(S('wasmpi', t, s), g3),
    spread(S('mpich', t, s), g3),
    spread(S('memcpy', 'copy', s), g3),
    ratios(S('wasmpi', t, s), S('mpich', t, s), true),
    ratios(S('wasmpi', t, s), S('memcpy', 'copy', s), true),
  ]);
  const bwTable = table(
    `RMA bandwidth (GB/s) under lock + flush: up to 64 operations (at most 16 MB) per flush, puts to consecutive target blocks, accumulates to the same bytes, 2 ranks; memory.copy: the same size copied within one shared memory; ${cellsNote(rounds, true)}; higher is better`,
    [
      'operation',
      'size',
      'wasmpi',
      'MPICH',
      'memory.copy',
      ratioHead('wasmpi/MPICH', true),
      ratioHead('wasmpi/memcpy', true),
    ],
    bwRows,
  );
  const storeTable = table(
    `stores into the peer's segment of a shared window (GB/s): Win.allocateShared + sharedQuery(1, Float64Array), a store loop and TypedArray.set, beside MPI_Win_allocate_shared + a C store loop and memory.copy; ${cellsNote(rounds, true)}; higher is better`,
    [
      'size',
      'store loop',
      '.set',
      'MPICH C loop',
      'memory.copy',
      ratioHead('loop/MPICH', true),
      ratioHead('.set/memcpy', true),
    ],
    sizesOf('shm_store').map((s) => [
      fmtSize(s),
      spread(S('wasmpi', 'shm_store', s), g3),
      spread(S('wasmpi', 'shm_set', s), g3),
      spread(S('mpich', 'shm_store', s), g3),
      spread(S('memcpy', 'copy', s), g3),
      ratios(S('wasmpi', 'shm_store', s), S('mpich', 'shm_store', s), true),
      ratios(S('wasmpi', 'shm_set', s), S('memcpy', 'copy', s), true),
    ]),
  );
  const coldTable = table(
    `cold and first calls of a fresh world or MPI job, at each test's first size: cold = its first operation alone (GB/s tests: first window or pass); first = the first N calls after the JIT warm-up (wasmpi: ${jitMs} ms per test; MPICH: none); ${cellsNote(rounds)}`,
    [
      'test',
      'size',
      'unit',
      'wasmpi cold',
      'MPICH cold',
      ratioHead('cold wasmpi/MPICH'),
      'wasmpi first',
      'MPICH first',
      ratioHead('first wasmpi/MPICH'),
    ],
    plan.map(([t, sizes]) => {
      const s = sizes[0];
      const rate = t.endsWith('_bw') || t.startsWith('shm_');
      const fmt = rate ? g3 : f3;
      return [
        t,
        fmtSize(s),
        rate ? 'GB/s' : 'us',
        spread(C('wasmpi', t), rate ? g3 : f1),
        spread(C('mpich', t), rate ? g3 : f1),
        ratios(C('wasmpi', t), C('mpich', t), rate),
        spread(F('wasmpi', t, s), fmt),
        spread(F('mpich', t, s), fmt),
        ratios(F('wasmpi', t, s), F('mpich', t, s), rate),
      ];
    }),
  );

  const judge = ([label, test, size, bound, rate]) => {
    // a bandwidth target measured as latency: GB/s of the medians (and of the fastest repetitions)
    if (rate === 'latency') {
      const wl = S('wasmpi', test, size);
      const ml = S('mpich', test, size);
      const bw = (x) => x && { median: size / x.median / 1e3, max: size / x.min / 1e3, min: size / x.max / 1e3 };
      return judgeOf(label, test, size, bound, true, bw(wl), bw(ml));
    }
    return judgeOf(label, test, size, bound, rate, S('wasmpi', test, size), S('mpich', test, size));
  };
  const judgeOf = (label, test, size, bound, rate, w, m) => {
    const unit = rate ? 'GB/s' : 'us';
    const fmt = rate ? g3 : f3;
    const want = `target ${rate ? '>=' : '<='} ${bound}x`;
    if (!w || !m) {
      const why = !w ? `wasmpi ${errors.wasmpi ? 'failed' : 'not measured'}` : absent;
      return {
        label,
        test,
        size,
        bound,
        met: null,
        line: `${label}: ${w ? `wasmpi ${fmt(w.median)} ${unit}` : why}${m ? `, MPICH ${fmt(m.median)} ${unit}` : `, ${absent}`}: ${want}: n/a`,
      };
    }
    const r = w.median / m.median;
    const best = rate ? w.max / m.max : w.min / m.min;
    const met = rate ? r >= bound : r <= bound;
    return {
      label,
      test,
      size,
      bound,
      ratio: r,
      best,
      met,
      line: `${label}: wasmpi ${fmt(w.median)} ${unit}, MPICH ${fmt(m.median)} ${unit}: ${r.toFixed(2)}x (best ${best.toFixed(2)}x), ${want}: ${met ? 'met' : 'MISSED'}`,
    };
  };
  const targets = TARGETS.map(judge);
  const also = ALSO.map(judge).map((t) => t.line.replace(/[:,] target [<>]= [\d.]+x: (met|MISSED|n\/a)$/, ''));
  const judged = targets.filter((t) => t.met !== null);
  const head =
    `\n# rma: one-sided communication (Win) on 2 ranks, rank 0 the origin, rank 1 the target, beside native MPICH's MPI_Win_* (bench/native/rma.c: MPI_Win_allocate, OSU's one-sided loops; mpicc -O3, mpiexec -n 2)${mpichNote}, memory.copy, JS Atomics and a postMessage get.` +
    ` R = ${rounds} interleaved rounds; each runs a fresh wasmpi world, a fresh MPICH job and each JavaScript baseline in turn, one timed repetition per figure after the first calls and 20 ms of untimed warm-up. put/get move bytes (Uint8Array, MPI_CHAR); 'plain' = origin/result arrays outside shared memory; accumulate is float64 'sum' (MPI_DOUBLE, MPI_SUM).`;
  const parts = [
    head,
    lockTable,
    accTable,
    atomicsTable,
    fenceTable,
    bwTable,
    storeTable,
    coldTable,
    `\n# targets ("done means"), on medians: met ${judged.filter((t) => t.met).length} of ${targets.length}${judged.length < targets.length ? ` (${targets.length - judged.length} not measurable)` : ''}`,
    ...targets.map((t) => `target: ${t.line}`),
    ...also.map((l) => `beside: ${l}`),
    ...(errors.wasmpi ? [`wasmpi failed: ${errors.wasmpi}`] : []),
    ...(errors.mpich ? [`MPICH failed in a round: ${errors.mpich}`] : []),
  ];
  return { text: parts.join('\n'), targets: targets.map(({ line: _line, ...t }) => t) };
}
