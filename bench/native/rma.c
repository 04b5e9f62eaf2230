/* Native MPI baseline for the RMA bench: OSU's one-sided loops (osu_put_latency, osu_get_latency,
 * osu_put_bw, osu_acc_latency, osu_fop_latency, osu_cas_latency) on 2 ranks, the same loops and
 * counts as bench/ranks/rma.mjs.
 * Usage: mpiexec -n 2 ./rma <repeats> <quick 0|1> <test:size,size,...>...
 * e.g.   mpiexec -n 2 ./rma 1 1 put_lock:8,1024 fop_lock:8 put_fence:8
 * Tests (rank 0 is the origin, rank 1 the target; windows from MPI_Win_allocate, disp unit 1):
 *   put_lock, get_lock, acc_lock: MPI_Put / MPI_Get of MPI_CHAR, MPI_Accumulate of MPI_DOUBLE with
 *     MPI_SUM, each followed by MPI_Win_flush(1), under one MPI_Win_lock(MPI_LOCK_SHARED, 1) held
 *     across the loop (OSU's "flush" synchronisation); us per operation. Rank 1 waits in a barrier.
 *   fop_lock, cas_lock: MPI_Fetch_and_op (MPI_INT64_T, MPI_SUM) and MPI_Compare_and_swap
 *     (MPI_INT64_T), the same way; the size is ignored (one element).
 *   put_fence, get_fence, acc_fence: OSU's fence loop on a second window: rank 0 does fence, op to
 *     1, fence, fence; rank 1 fence, fence, op to 0, fence; us per operation (the loop / 2).
 *   put_bw, acc_bw: windows of up to 64 operations (at most 16 MB), then MPI_Win_flush(1), under
 *     the shared lock; the puts of a window go to consecutive target blocks (wasmpi reports two
 *     puts of one origin to overlapping bytes in one epoch as a conflict), the accumulates all to
 *     the same bytes (as OSU's); GB/s.
 *   shm_store: MPI_Win_allocate_shared, MPI_Win_shared_query(1) and a C loop storing doubles into
 *     rank 1's segment (under MPI_Win_lock_all(MPI_MODE_NOCHECK), MPI_Win_sync after); GB/s.
 * Counts (bench/lib/rma_counts.mjs computes the same): it = iterations(size) operations (fence:
 * it / 4 loop iterations; bandwidth: max(2, ceil(it / per)) windows of per operations; shm_store: 4 it stores of the
 * whole size), the first tenth (bandwidth: quarter) of that timed as the first calls, more blocks of
 * those until 20 ms have passed (untimed), then <repeats> timed repetitions. The first operation of
 * a test's first size, timed alone, is its cold figure (a fresh job's first call).
 * One job is one run of MPICH in the rma family's interleaved rounds (bench/rma.mjs). Rank 0 prints
 * one JSON line per (test, size): {"test","size","n","first","runs"[,"cold"]}. */
#include <mpi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define WINDOW 64
#define BW_SEGMENT (16L << 20) /* bench/lib/rma_plan.mjs: a bandwidth test's flush covers at most this */
#define WARM_S 0.02 /* bench/lib/stats.mjs, WARM_MS */

static int rank;
static MPI_Win win_lock, win_fence, win_shm;
static char *sbuf, *rbuf;
static double *shm_peer; /* rank 1's segment of the shared window */
static int64_t one = 1, cmp0 = 0, res64;

enum kind { LOCK, FENCE, BW, STORE };
struct test {
  const char *name;
  enum kind kind;
};
static const struct test TESTS[] = {
    {"put_lock", LOCK},   {"get_lock", LOCK},   {"acc_lock", LOCK},  {"fop_lock", LOCK}, {"cas_lock", LOCK},
    {"put_fence", FENCE}, {"get_fence", FENCE}, {"acc_fence", FENCE}, {"put_bw", BW},    {"acc_bw", BW},
    {"shm_store", STORE},
};

static int iterations(long size, int quick) {
  int base = size <= 1024 ? 20000 : size <= 65536 ? 4000 : size <= (1 << 20) ? 400 : 60;
  int it = quick ? base / 4 : base;
  return it < 8 ? 8 : it;
}

/* One operation of `name` (by its first letter) on `size` bytes to `peer`'s bytes from `disp` in window `w`. */
static void op(const char *name, long size, int peer, MPI_Aint disp, MPI_Win w) {
  switch (name[0]) {
  case 'p':
    MPI_Put(sbuf, (int)size, MPI_CHAR, peer, disp, (int)size, MPI_CHAR, w);
    break;
  case 'g':
    MPI_Get(rbuf, (int)size, MPI_CHAR, peer, disp, (int)size, MPI_CHAR, w);
    break;
  case 'a':
    MPI_Accumulate(sbuf, (int)(size / 8), MPI_DOUBLE, peer, disp, (int)(size / 8), MPI_DOUBLE, MPI_SUM, w);
    break;
  case 'f':
    MPI_Fetch_and_op(&one, &res64, MPI_INT64_T, peer, 0, MPI_SUM, w);
    break;
  case 'c':
    MPI_Compare_and_swap(&one, &cmp0, &res64, MPI_INT64_T, peer, 0, w);
    break;
  }
}

/* us per operation over `iters` operations, each flushed (rank 0, inside its lock epoch). */
static double lock_lat(const char *name, long size, int iters) {
  double t0 = MPI_Wtime();
  for (int i = 0; i < iters; i++) {
    op(name, size, 1, 0, win_lock);
    MPI_Win_flush(1, win_lock);
  }
  return (MPI_Wtime() - t0) * 1e6 / iters;
}

/* GB/s over `windows` flushes of `per` operations each, puts to consecutive target blocks of `size`
 * bytes, accumulates to the first (rank 0, inside its lock epoch). */
static double lock_bw(const char *name, long size, int windows) {
  long per = BW_SEGMENT / size < WINDOW ? BW_SEGMENT / size : WINDOW;
  if (per < 1) per = 1;
  double t0 = MPI_Wtime();
  for (int i = 0; i < windows; i++) {
    for (long w = 0; w < per; w++) op(name, size, 1, name[0] == 'p' ? w * size : 0, win_lock);
    MPI_Win_flush(1, win_lock);
  }
  return (double)size * per * windows / (MPI_Wtime() - t0) / 1e9;
}

/* us per operation over `iters` iterations of OSU's fence ping-pong (both ranks). */
static double fence_lat(const char *name, long size, int iters) {
  MPI_Barrier(MPI_COMM_WORLD);
  double t0 = MPI_Wtime();
  for (int i = 0; i < iters; i++) {
    MPI_Win_fence(0, win_fence);
    if (rank == 0) op(name, size, 1, 0, win_fence);
    MPI_Win_fence(0, win_fence);
    if (rank == 1) op(name, size, 0, 0, win_fence);
    MPI_Win_fence(0, win_fence);
  }
  return (MPI_Wtime() - t0) * 1e6 / iters / 2;
}

/* GB/s of `reps` store loops over `size` bytes of rank 1's shared segment (rank 0). */
static double store_bw(long size, int reps) {
  long n = size / 8;
  const double *src = (const double *)sbuf;
  double t0 = MPI_Wtime();
  for (int k = 0; k < reps; k++) {
    for (long j = 0; j < n; j++) shm_peer[j] = src[j];
    __asm__ volatile("" ::: "memory"); /* every pass stores: no pass may be merged into the next */
  }
  double t = MPI_Wtime() - t0;
  MPI_Win_sync(win_shm);
  return (double)size * reps / t / 1e9;
}

static double run(const struct test *t, long size, int count) {
  switch (t->kind) {
  case LOCK:
    return lock_lat(t->name, size, count);
  case BW:
    return lock_bw(t->name, size, count);
  case FENCE:
    return fence_lat(t->name, size, count);
  default:
    return store_bw(size, count);
  }
}

/* Fence tests: rank 0 decides whether the warm-up goes on (both ranks loop). */
static int more_both(double w0) {
  int go = rank == 0 ? MPI_Wtime() - w0 < WARM_S : 0;
  MPI_Bcast(&go, 1, MPI_INT, 0, MPI_COMM_WORLD);
  return go;
}

static void print_runs(const double *v, int n) {
  printf(",\"runs\":[");
  for (int k = 0; k < n; k++) printf("%s%.5f", k ? "," : "", v[k]);
  printf("]");
}

/* One (test, size): the first calls, the warm-up, `repeats` repetitions; rank 0 prints the line. */
static void figure(const struct test *t, long size, int quick, int repeats, int cold_first) {
  int it = iterations(size, quick);
  int count, first;
  if (t->kind == LOCK) {
    count = it;
    first = (it + 9) / 10;
  } else if (t->kind == FENCE) {
    count = it / 4 < 8 ? 8 : it / 4;
    first = (count + 9) / 10;
  } else if (t->kind == BW) {
    long per = BW_SEGMENT / size < WINDOW ? BW_SEGMENT / size : WINDOW;
    if (per < 1) per = 1;
    count = (it + per - 1) / per < 2 ? 2 : (int)((it + per - 1) / per);
    first = (count + 3) / 4;
  } else {
    count = 4 * it;
    first = (count + 9) / 10;
  }
  double runs[64], fst = 0, cold = -1;
  int both = t->kind == FENCE;
  if (both || rank == 0) {
    if (t->kind == LOCK || t->kind == BW) MPI_Win_lock(MPI_LOCK_SHARED, 1, 0, win_lock);
    if (t->kind == STORE) MPI_Win_lock_all(MPI_MODE_NOCHECK, win_shm);
    if (cold_first) cold = run(t, size, 1);
    double w0 = MPI_Wtime();
    fst = run(t, size, first);
    if (both)
      while (more_both(w0)) run(t, size, first);
    else
      while (MPI_Wtime() - w0 < WARM_S) run(t, size, first);
    for (int k = 0; k < repeats; k++) runs[k] = run(t, size, count);
    if (t->kind == LOCK || t->kind == BW) MPI_Win_unlock(1, win_lock);
    if (t->kind == STORE) MPI_Win_unlock_all(win_shm);
  }
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 0) {
    printf("{\"test\":\"%s\",\"size\":%ld,\"n\":%d,\"first\":%.5f", t->name, size, first, fst);
    if (cold_first) printf(",\"cold\":%.5f", cold);
    print_runs(runs, repeats);
    printf("}\n");
    fflush(stdout);
  }
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int size;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  if (argc < 4 || size != 2) {
    if (rank == 0) fprintf(stderr, "usage: mpiexec -n 2 rma <repeats> <quick 0|1> <test:size,size,...>...\n");
    MPI_Abort(MPI_COMM_WORLD, 2);
  }
  int repeats = atoi(argv[1]), quick = atoi(argv[2]);
  if (repeats < 1) repeats = 1;
  if (repeats > 64) repeats = 64;
  long max = 8, lock_bytes;
  int bw = 0;
  for (int a = 3; a < argc; a++) {
    const char *colon = strchr(argv[a], ':');
    if (colon && colon - argv[a] > 3 && !strncmp(colon - 3, "_bw", 3)) bw = 1;
    for (const char *p = colon; p; p = strchr(p + 1, ','))
      if (atol(p + 1) > max) max = atol(p + 1);
  }
  lock_bytes = bw && BW_SEGMENT > max ? BW_SEGMENT : max;
  sbuf = malloc(max);
  rbuf = malloc(max);
  for (long i = 0; i < max / 8; i++) ((double *)sbuf)[i] = 1.0;
  void *base;
  MPI_Win_allocate(lock_bytes, 1, MPI_INFO_NULL, MPI_COMM_WORLD, &base, &win_lock);
  memset(base, 0, lock_bytes);
  MPI_Win_allocate(max, 1, MPI_INFO_NULL, MPI_COMM_WORLD, &base, &win_fence);
  memset(base, 0, max);
  MPI_Win_allocate_shared(max, 1, MPI_INFO_NULL, MPI_COMM_WORLD, &base, &win_shm);
  MPI_Aint peer_bytes;
  int peer_unit;
  MPI_Win_shared_query(win_shm, 1, &peer_bytes, &peer_unit, &shm_peer);
  MPI_Barrier(MPI_COMM_WORLD);
  for (int a = 3; a < argc; a++) {
    const char *colon = strchr(argv[a], ':');
    const struct test *t = NULL;
    for (size_t k = 0; colon && k < sizeof TESTS / sizeof TESTS[0]; k++)
      if (strlen(TESTS[k].name) == (size_t)(colon - argv[a]) && !strncmp(TESTS[k].name, argv[a], colon - argv[a]))
        t = &TESTS[k];
    if (!t) {
      if (rank == 0) fprintf(stderr, "rma: unknown test in %s\n", argv[a]);
      MPI_Abort(MPI_COMM_WORLD, 2);
    }
    int cold_first = 1;
    for (const char *p = colon; p; p = strchr(p + 1, ',')) {
      figure(t, atol(p + 1), quick, repeats, cold_first);
      cold_first = 0;
    }
    if (t->kind == FENCE) MPI_Win_fence(MPI_MODE_NOSUCCEED, win_fence);
  }
  MPI_Win_free(&win_shm);
  MPI_Win_free(&win_fence);
  MPI_Win_free(&win_lock);
  free(sbuf);
  free(rbuf);
  MPI_Finalize();
  return 0;
}
