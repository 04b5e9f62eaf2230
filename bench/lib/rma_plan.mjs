// The rma family's tests, sizes and counts, the same for the wasmpi side (bench/ranks/rma.mjs) and
// MPICH's (bench/native/rma.c computes the same counts).
import { iterations } from './stats.mjs';

/** Operations per flush in the bandwidth tests (OSU's window). */
export const WINDOW = 64;

/** put_bw puts to distinct target bytes within a flush (two puts of one origin to overlapping
 *  bytes in one epoch are a conflict), so a bandwidth test's flush covers at most this many bytes. */
export const BW_SEGMENT = 16 << 20;

/** Bytes per rank of the windows: the largest size, and BW_SEGMENT for the bandwidth tests. */
export const segmentBytes = (plan) =>
  Math.max(8, ...plan.flatMap(([t, s]) => (t.endsWith('_bw') ? [BW_SEGMENT, ...s] : s)));

/**
 * [test, sizes] pairs; MPICH runs the tests it has (bench/native/rma.c), wasmpi all of them. Tests:
 * `<op>_lock` (op + flush under a shared lock held across the loop), `<op>_fence` (OSU's fence
 * ping-pong), `<op>_bw` (windows of operations, each window flushed), `shm_store` (a store loop into
 * the peer's segment of a shared window); wasmpi adds `_plain` variants (origin arrays outside
 * shared memory) and `shm_set` (TypedArray.set into the peer's segment).
 */
export function rmaPlan(quick) {
  // --quick: the sizes the targets judge and a few between, up to 1 MB
  const lat = quick ? [8, 1024, 65536, 1 << 20] : [8, 64, 512, 4096, 32768, 262144, 1 << 20, 4 << 20];
  const fence = quick ? [8, 1 << 20] : [8, 1024, 65536, 1 << 20, 4 << 20];
  const bw = quick ? [8, 65536, 1 << 20] : [8, 1024, 65536, 262144, 1 << 20, 4 << 20];
  const store = quick ? [65536, 1 << 20] : [4096, 65536, 1 << 20, 4 << 20];
  return [
    ['put_lock', lat],
    ['get_lock', lat],
    ['acc_lock', lat],
    ['fop_lock', [8]],
    ['cas_lock', [8]],
    ['put_fence', fence],
    ['get_fence', fence],
    ['acc_fence', fence],
    ['put_bw', bw],
    ['acc_bw', [1 << 20]],
    ['shm_store', store],
    // wasmpi only
    ['put_lock_plain', [8, 1 << 20]],
    ['get_lock_plain', [8, 1 << 20]],
    ['shm_set', store],
  ];
}

/** The tests bench/native/rma.c knows. */
export const NATIVE_TESTS = new Set([
  'put_lock',
  'get_lock',
  'acc_lock',
  'fop_lock',
  'cas_lock',
  'put_fence',
  'get_fence',
  'acc_fence',
  'put_bw',
  'acc_bw',
  'shm_store',
]);

/** What one call of `count` in a test is, and how many: { count, first, per } (per: operations per flush of a bandwidth test). */
export function rmaCounts(test, size, quick) {
  const it = iterations(size, quick);
  if (test.endsWith('_fence')) {
    const count = Math.max(8, Math.floor(it / 4));
    return { count, first: Math.ceil(count / 10) };
  }
  if (test.endsWith('_bw')) {
    const per = Math.max(1, Math.min(WINDOW, Math.floor(BW_SEGMENT / size)));
    const count = Math.max(2, Math.ceil(it / per));
    return { count, first: Math.ceil(count / 4), per };
  }
  if (test.startsWith('shm_')) return { count: 4 * it, first: Math.ceil((4 * it) / 10) };
  return { count: it, first: Math.ceil(it / 10) };
}

/** 'us' (per operation; lower is better) or 'GB/s' (higher is better). */
export const unitOf = (test) => (test.endsWith('_bw') || test.startsWith('shm_') ? 'GB/s' : 'us');
