/* Native MPI baseline for the commit bench's allreduce (bench/ranks/commit_allreduce.mjs): MPI-4's
 * persistent collective MPI_Allreduce_init on MPI_FLOAT with MPI_SUM, made once per size on an
 * MPI_Comm_dup of MPI_COMM_WORLD; a call is MPI_Start + MPI_Wait. (Under an MPI older than MPI-4,
 * without persistent collectives, a call is a blocking MPI_Allreduce instead; the JSON says which
 * in "call".)
 * Usage: mpiexec -n P ./commit_allreduce <inner> <sample_ms> <max_iters> <warm_ms> <first_n> <size>...
 * (the arguments and loops of neighbor_halo.c). A size is the bytes each rank contributes. The
 * setup (MPI_Comm_dup + every size's MPI_Allreduce_init) is timed, the slowest rank's. Then a cold
 * pass (at each size, the first call on fresh data, timed alone, the slowest rank's, then checked,
 * then the next <first_n> - 1 calls timed: "first" is the mean over the first <first_n>), a warm-up
 * of about warm_ms at the first size, and per size a timed warm-up (about sample_ms / 2) that sets
 * `iters` (about sample_ms per sample) followed by `inner` samples, each the slowest rank's
 * (MPI_MAX) mean time per call over `iters` back-to-back calls (IMB style). Prints one JSON line per
 * size on rank 0.
 *
 * The check: element i of rank r's send buffer holds (i % 61) + 256 r + 1; every element of the
 * result must be p ((i % 61) + 1) + 256 p (p - 1) / 2 (else MPI_Abort with "WRONG RESULT"). */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include "samples.h"

static MPI_Comm comm;
static MPI_Request *reqs;
static float **sbuf, **rbuf;
static int *ns;

#if MPI_VERSION < 4
#define CALL "MPI_Allreduce"
static void call(int a) { MPI_Allreduce(sbuf[a], rbuf[a], ns[a], MPI_FLOAT, MPI_SUM, comm); }
#else
#define CALL "MPI_Allreduce_init + MPI_Start/MPI_Wait"
static void call(int a) {
  MPI_Start(&reqs[a]);
  MPI_Wait(&reqs[a], MPI_STATUS_IGNORE);
}
#endif

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int p, me;
  MPI_Comm_size(MPI_COMM_WORLD, &p);
  MPI_Comm_rank(MPI_COMM_WORLD, &me);
  struct timing tm = timing_args(argc, argv, "commit_allreduce");
  int nsizes = tm.nsizes, first_n = tm.first_n;
  ns = calloc(nsizes, sizeof(int));
  sbuf = calloc(nsizes, sizeof(float *));
  rbuf = calloc(nsizes, sizeof(float *));
  reqs = calloc(nsizes, sizeof(MPI_Request));
  double *cold = calloc(nsizes, sizeof(double)), *first = calloc(nsizes, sizeof(double));
  for (int a = 0; a < nsizes; a++) {
    long bytes = atol(argv[6 + a]);
    ns[a] = bytes / 4 > 0 ? (int)(bytes / 4) : 1;
    sbuf[a] = malloc(ns[a] * sizeof(float));
    rbuf[a] = malloc(ns[a] * sizeof(float));
  }

  /* The setup, timed. */
  MPI_Barrier(MPI_COMM_WORLD);
  double t0 = MPI_Wtime(), setup;
  MPI_Comm_dup(MPI_COMM_WORLD, &comm);
#if MPI_VERSION >= 4
  for (int a = 0; a < nsizes; a++)
    MPI_Allreduce_init(sbuf[a], rbuf[a], ns[a], MPI_FLOAT, MPI_SUM, comm, MPI_INFO_NULL, &reqs[a]);
#endif
  double ts = MPI_Wtime() - t0;
  MPI_Allreduce(&ts, &setup, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);

  /* The cold pass, and the check. */
  for (int a = 0; a < nsizes; a++) {
    long bytes = atol(argv[6 + a]);
    int n = ns[a];
    for (int i = 0; i < n; i++) sbuf[a][i] = (float)((i % 61) + 256 * me + 1);
    for (int i = 0; i < n; i++) rbuf[a][i] = -1;
    MPI_Barrier(comm);
    t0 = MPI_Wtime();
    call(a);
    double t = MPI_Wtime() - t0;
    MPI_Allreduce(&t, &cold[a], 1, MPI_DOUBLE, MPI_MAX, comm);
    for (int i = 0; i < n; i++) {
      float want = (float)(p * ((i % 61) + 1) + 256 * p * (p - 1) / 2);
      if (rbuf[a][i] != want) {
        fprintf(stderr, "commit_allreduce: WRONG RESULT at %ld B: rank %d element %d is %g, want %g\n", bytes, me, i,
                rbuf[a][i], want);
        MPI_Abort(MPI_COMM_WORLD, 3);
      }
    }
    t0 = MPI_Wtime();
    for (int i = 1; i < first_n; i++) call(a);
    double tf = (t + MPI_Wtime() - t0) / first_n;
    MPI_Allreduce(&tf, &first[a], 1, MPI_DOUBLE, MPI_MAX, comm);
  }

  report(comm, call, &tm, argv, "\"call\":\"" CALL "\"", setup, cold, first);
  for (int a = 0; a < nsizes; a++) {
#if MPI_VERSION >= 4
    MPI_Request_free(&reqs[a]);
#endif
    free(sbuf[a]);
    free(rbuf[a]);
  }
  free(reqs);
  free(sbuf);
  free(rbuf);
  free(ns);
  free(cold);
  free(first);
  MPI_Comm_free(&comm);
  MPI_Finalize();
  return 0;
}
