/* Native MPI baseline for the collective bench: the same loops as bench/ranks/osu_coll.mjs.
 * Usage: mpiexec -n P ./osu_coll <reps> <budget_ms> <max_iters> <first_n> <coll:size,size,...>...
 * e.g.   mpiexec -n 2 ./osu_coll 1 50 20000 10 allreduce:8,1024 barrier:0
 * Buffers are float (MPI_FLOAT, MPI_SUM for reductions); a size is in bytes, with OSU's meaning:
 * the whole vector for bcast/reduce/allreduce, one rank's block for allgather/alltoall/gather/
 * scatter/reduce_scatter. Each call is timed alone, with an untimed barrier between calls of the
 * rooted collectives (OSU's loop) and back to back for the others (IMB's); a figure is the slowest
 * rank's mean time per call over a block of calls (MPI_MAX). One job is one run of MPICH in the
 * coll family's interleaved rounds (bench/coll.mjs): at each (coll, size) it times the first
 * <first_n> calls, then a warm-up of about budget_ms / 10 that sets `iters` (about budget_ms /
 * reps per repetition, capped at max_iters; oversubscribed runs busy-poll and are slow), then
 * <reps> timed repetitions. Prints one JSON line per (coll, size) on rank 0, with every
 * repetition. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int nranks, rank;
static float *sbuf, *rbuf;

static void coll(const char *name, int n) {
  MPI_Comm w = MPI_COMM_WORLD;
  if (!strcmp(name, "barrier")) MPI_Barrier(w);
  else if (!strcmp(name, "bcast")) MPI_Bcast(sbuf, n, MPI_FLOAT, 0, w);
  else if (!strcmp(name, "reduce")) MPI_Reduce(sbuf, rbuf, n, MPI_FLOAT, MPI_SUM, 0, w);
  else if (!strcmp(name, "allreduce") || !strcmp(name, "allreduce_sync"))
    MPI_Allreduce(sbuf, rbuf, n, MPI_FLOAT, MPI_SUM, w);
  else if (!strcmp(name, "allgather")) MPI_Allgather(sbuf, n, MPI_FLOAT, rbuf, n, MPI_FLOAT, w);
  else if (!strcmp(name, "alltoall")) MPI_Alltoall(sbuf, n, MPI_FLOAT, rbuf, n, MPI_FLOAT, w);
  else if (!strcmp(name, "reduce_scatter")) MPI_Reduce_scatter_block(sbuf, rbuf, n, MPI_FLOAT, MPI_SUM, w);
  else if (!strcmp(name, "gather")) MPI_Gather(sbuf, n, MPI_FLOAT, rbuf, n, MPI_FLOAT, 0, w);
  else if (!strcmp(name, "scatter")) MPI_Scatter(sbuf, n, MPI_FLOAT, rbuf, n, MPI_FLOAT, 0, w);
  else {
    if (rank == 0) fprintf(stderr, "osu_coll: unknown collective %s\n", name);
    MPI_Abort(w, 2);
  }
}

/* Each call is timed alone. Rooted collectives get an untimed barrier between calls (OSU's loop;
 * else the root runs ahead), and so does allreduce_sync (an allreduce whose ranks arrive together); the others run back to back (IMB's loop: the barrier's exit skew
 * would be charged to the next call). Returns the slowest rank's mean seconds per call; *wall gets
 * the slowest rank's seconds per iteration including any separating barrier (for the budget). */
/* The shortest warm-up before a figure, in seconds (bench/lib/stats.mjs, WARM_MS). */
#define WARM_S 0.02

static double timed(const char *name, int n, int iters, double *wall) {
  int sep = !strcmp(name, "bcast") || !strcmp(name, "reduce") || !strcmp(name, "gather") || !strcmp(name, "scatter") ||
            !strcmp(name, "allreduce_sync");
  double t[2] = {0, 0}, tmax[2];
  MPI_Barrier(MPI_COMM_WORLD);
  double w0 = MPI_Wtime();
  for (int i = 0; i < iters; i++) {
    double t0 = MPI_Wtime();
    coll(name, n);
    t[0] += MPI_Wtime() - t0;
    if (sep) MPI_Barrier(MPI_COMM_WORLD);
  }
  t[0] /= iters;
  t[1] = (MPI_Wtime() - w0) / iters;
  MPI_Allreduce(t, tmax, 2, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
  if (wall) *wall = tmax[1];
  return tmax[0];
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  MPI_Comm_size(MPI_COMM_WORLD, &nranks);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (argc < 6) {
    if (rank == 0) fprintf(stderr, "usage: osu_coll <reps> <budget_ms> <max_iters> <first_n> <coll:size,...>...\n");
    MPI_Abort(MPI_COMM_WORLD, 2);
  }
  int repeats = atoi(argv[1]), max_iters = atoi(argv[3]), first_n = atoi(argv[4]);
  if (first_n < 1) first_n = 1;
  double budget = atof(argv[2]) / 1000;
  if (repeats < 1) repeats = 1;
  if (repeats > 64) repeats = 64;
  /* Floats per buffer: the whole vector for bcast/reduce/allreduce, a block per rank otherwise. */
  size_t floats = 1;
  for (int a = 5; a < argc; a++) {
    int whole = !strncmp(argv[a], "bcast:", 6) || !strncmp(argv[a], "reduce:", 7) || !strncmp(argv[a], "allreduce:", 10);
    for (const char *p = strchr(argv[a], ':'); p; p = strchr(p + 1, ',')) {
      size_t need = (size_t)(atol(p + 1) / 4 > 0 ? atol(p + 1) / 4 : 1) * (whole ? 1 : nranks);
      if (need > floats) floats = need;
    }
  }
  sbuf = malloc(floats * sizeof(float));
  rbuf = malloc(floats * sizeof(float));
  for (size_t i = 0; i < floats; i++) sbuf[i] = (float)(i % 7), rbuf[i] = 0;
  double v[64];
  for (int a = 5; a < argc; a++) {
    char name[64];
    const char *colon = strchr(argv[a], ':');
    size_t len = colon ? (size_t)(colon - argv[a]) : strlen(argv[a]);
    if (len >= sizeof name) len = sizeof name - 1;
    memcpy(name, argv[a], len);
    name[len] = 0;
    for (const char *p = colon; p; p = strchr(p + 1, ',')) {
      long size = atol(p + 1);
      int n = size / 4 > 0 ? (int)(size / 4) : 1;
      /* The first calls, then warm-up chunks of a tenth of the budget (bench/lib/stats.mjs,
       * warmCalls) repeated until WARM_S have passed by the slowest rank's clock, as the JavaScript
       * harnesses do (their engines compile in the background meanwhile); time it for `iters`. */
      double t1, tw;
      double first = timed(name, n, first_n, &t1);
      int w = t1 > 0 ? (int)(budget / 10 / t1) : max_iters / 10;
      if (w < 1) w = 1;
      if (w > max_iters / 10 + 1) w = max_iters / 10 + 1;
      double w0 = MPI_Wtime(), spent, mine;
      do {
        timed(name, n, w, &tw);
        mine = MPI_Wtime() - w0;
        MPI_Allreduce(&mine, &spent, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
      } while (spent < WARM_S);
      int iters = tw > 0 ? (int)(budget / repeats / tw) : max_iters;
      if (iters < 1) iters = 1;
      if (iters > max_iters) iters = max_iters;
      for (int k = 0; k < repeats; k++) v[k] = timed(name, n, iters, NULL);
      if (rank == 0) {
        printf("{\"coll\":\"%s\",\"size\":%ld,\"firstN\":%d,\"first\":%.4f,\"iters\":%d,\"runs\":[", name, size, first_n,
               first * 1e6, iters);
        for (int k = 0; k < repeats; k++) printf("%s%.4f", k ? "," : "", v[k] * 1e6);
        printf("]}\n");
      }
      fflush(stdout);
    }
  }
  free(sbuf);
  free(rbuf);
  MPI_Finalize();
  return 0;
}
