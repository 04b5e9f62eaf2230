/* Native MPI baseline for the collective bench: the same loops as bench/ranks/osu_coll.mjs.
 * Usage: mpiexec -n P ./osu_coll <repeats> <budget_ms> <max_iters> <coll:size,size,...>...
 * e.g.   mpiexec -n 2 ./osu_coll 5 300 20000 allreduce:8,1024 barrier:0
 * Buffers are float (MPI_FLOAT, MPI_SUM for reductions); a size is in bytes, with OSU's meaning:
 * the whole vector for bcast/reduce/allreduce, one rank's block for allgather/alltoall/gather/
 * scatter/reduce_scatter. Each call is timed alone, with an untimed barrier between calls of the
 * rooted collectives (OSU's loop) and back to back for the others (IMB's); a repetition's figure is the slowest rank's mean time per call (MPI_MAX), and the median
 * over repetitions is printed. `iters` comes from a timed warm-up so that one size spends about
 * budget_ms (oversubscribed runs busy-poll and are slow), capped at max_iters. Prints one JSON
 * line per (coll, size) on rank 0. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static double median(double *v, int n) {
  qsort(v, n, sizeof *v, cmp);
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

static int nranks, rank;
static float *sbuf, *rbuf;

static void coll(const char *name, int n) {
  MPI_Comm w = MPI_COMM_WORLD;
  if (!strcmp(name, "barrier")) MPI_Barrier(w);
  else if (!strcmp(name, "bcast")) MPI_Bcast(sbuf, n, MPI_FLOAT, 0, w);
  else if (!strcmp(name, "reduce")) MPI_Reduce(sbuf, rbuf, n, MPI_FLOAT, MPI_SUM, 0, w);
  else if (!strcmp(name, "allreduce")) MPI_Allreduce(sbuf, rbuf, n, MPI_FLOAT, MPI_SUM, w);
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
 * else the root runs ahead); the others run back to back (IMB's loop: the barrier's exit skew
 * would be charged to the next call). Returns the slowest rank's mean seconds per call; *wall gets
 * the slowest rank's seconds per iteration including any separating barrier (for the budget). */
static double timed(const char *name, int n, int iters, double *wall) {
  int sep = !strcmp(name, "bcast") || !strcmp(name, "reduce") || !strcmp(name, "gather") || !strcmp(name, "scatter");
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
  if (argc < 5) {
    if (rank == 0) fprintf(stderr, "usage: osu_coll <repeats> <budget_ms> <max_iters> <coll:size,...>...\n");
    MPI_Abort(MPI_COMM_WORLD, 2);
  }
  int repeats = atoi(argv[1]), max_iters = atoi(argv[3]);
  double budget = atof(argv[2]) / 1000;
  if (repeats < 1) repeats = 1;
  if (repeats > 64) repeats = 64;
  /* Floats per buffer: the whole vector for bcast/reduce/allreduce, a block per rank otherwise. */
  size_t floats = 1;
  for (int a = 4; a < argc; a++) {
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
  for (int a = 4; a < argc; a++) {
    char name[64];
    const char *colon = strchr(argv[a], ':');
    size_t len = colon ? (size_t)(colon - argv[a]) : strlen(argv[a]);
    if (len >= sizeof name) len = sizeof name - 1;
    memcpy(name, argv[a], len);
    name[len] = 0;
    for (const char *p = colon; p; p = strchr(p + 1, ',')) {
      long size = atol(p + 1);
      int n = size / 4 > 0 ? (int)(size / 4) : 1;
      /* Warm-up: one call, then enough calls for a tenth of the budget; time them for `iters`. */
      double t1, tw;
      timed(name, n, 1, NULL);
      timed(name, n, 1, &t1);
      int w = t1 > 0 ? (int)(budget / 10 / t1) : max_iters / 10;
      if (w < 1) w = 1;
      if (w > max_iters / 10 + 1) w = max_iters / 10 + 1;
      timed(name, n, w, &tw);
      int iters = tw > 0 ? (int)(budget / repeats / tw) : max_iters;
      if (iters < 1) iters = 1;
      if (iters > max_iters) iters = max_iters;
      for (int k = 0; k < repeats; k++) v[k] = timed(name, n, iters, NULL);
      if (rank == 0) printf("{\"coll\":\"%s\",\"size\":%ld,\"us\":%.4f,\"iters\":%d}\n", name, size, median(v, repeats) * 1e6, iters);
      fflush(stdout);
    }
  }
  free(sbuf);
  free(rbuf);
  MPI_Finalize();
  return 0;
}
