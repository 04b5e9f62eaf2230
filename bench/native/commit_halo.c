/* Native MPI baseline for the commit bench's halo exchange (bench/ranks/commit_halo.mjs): the 2-D
 * 5-point halo on a periodic Cartesian communicator (MPI_Dims_create(p, 2) + MPI_Cart_create, no
 * reorder) with persistent point-to-point requests: per size, 4 MPI_Recv_init from the
 * MPI_Cart_shift sources and 4 MPI_Send_init on MPI_DOUBLE, made once; an exchange is
 * MPI_Startall(8) + MPI_Waitall. Tags as the wasmpi side: 700 + 8 * size index + the face the
 * sender sends (face 2d goes to the -1 neighbour of dimension d, face 2d+1 to the +1 neighbour),
 * so the directions stay apart where a periodic dimension has size 1 or 2.
 * Usage: mpiexec -n P ./commit_halo <inner> <sample_ms> <max_iters> <warm_ms> <first_n> <size>...
 * (the arguments and loops of neighbor_halo.c). A size is one face in bytes (each rank sends 4
 * faces and receives 4). The setup (MPI_Cart_create + the requests of every size) is timed, the
 * slowest rank's. Then a cold pass (at each size, the first exchange on fresh data, timed alone,
 * the slowest rank's, then checked, then the next <first_n> - 1 exchanges timed: "first" is the
 * mean over the first <first_n>), a warm-up of about warm_ms, and per size a timed warm-up (about
 * sample_ms / 2) that sets `iters` (about sample_ms per sample) followed by `inner` samples, each
 * the slowest rank's (MPI_MAX) mean time per exchange over `iters` back-to-back exchanges. Prints
 * one JSON line per size on rank 0.
 *
 * The check: element i of send face j of rank r holds i*64 + r*4 + j + 1; received face b must
 * hold face b^1 of rank src[b], every element (else MPI_Abort with "WRONG RESULT"). */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include "samples.h"

#define TAG 700

static MPI_Comm cart;
static MPI_Request *reqs; /* 8 per size: 4 receives, then 4 sends */

static void exchange(int a) {
  MPI_Startall(8, reqs + 8 * a);
  MPI_Waitall(8, reqs + 8 * a, MPI_STATUSES_IGNORE);
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int p;
  MPI_Comm_size(MPI_COMM_WORLD, &p);
  struct timing tm = timing_args(argc, argv, "commit_halo");
  int nsizes = tm.nsizes, first_n = tm.first_n;
  int *ns = calloc(nsizes, sizeof(int));
  double **sbuf = calloc(nsizes, sizeof(double *)), **rbuf = calloc(nsizes, sizeof(double *));
  double *cold = calloc(nsizes, sizeof(double)), *first = calloc(nsizes, sizeof(double));
  reqs = calloc(8 * nsizes, sizeof(MPI_Request));
  for (int a = 0; a < nsizes; a++) {
    long bytes = atol(argv[6 + a]);
    ns[a] = bytes / 8 > 0 ? (int)(bytes / 8) : 1;
    sbuf[a] = malloc(4 * ns[a] * sizeof(double));
    rbuf[a] = malloc(4 * ns[a] * sizeof(double));
  }

  /* The setup, timed: the communicator and every size's persistent requests. */
  int dims[2] = {0, 0}, periods[2] = {1, 1}, src[4], me;
  MPI_Barrier(MPI_COMM_WORLD);
  double t0 = MPI_Wtime(), setup;
  MPI_Dims_create(p, 2, dims);
  MPI_Cart_create(MPI_COMM_WORLD, 2, dims, periods, 0, &cart);
  MPI_Comm_rank(cart, &me);
  for (int d = 0; d < 2; d++) MPI_Cart_shift(cart, d, 1, &src[2 * d], &src[2 * d + 1]);
  for (int a = 0; a < nsizes; a++) {
    int n = ns[a];
    for (int b = 0; b < 4; b++)
      MPI_Recv_init(rbuf[a] + b * n, n, MPI_DOUBLE, src[b], TAG + 8 * a + (b ^ 1), cart, &reqs[8 * a + b]);
    for (int j = 0; j < 4; j++)
      MPI_Send_init(sbuf[a] + j * n, n, MPI_DOUBLE, src[j], TAG + 8 * a + j, cart, &reqs[8 * a + 4 + j]);
  }
  double ts = MPI_Wtime() - t0;
  MPI_Allreduce(&ts, &setup, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);

  /* The cold pass, and the check. */
  for (int a = 0; a < nsizes; a++) {
    long bytes = atol(argv[6 + a]);
    int n = ns[a];
    for (int j = 0; j < 4; j++)
      for (int i = 0; i < n; i++) sbuf[a][j * n + i] = (double)i * 64 + me * 4 + j + 1;
    for (int i = 0; i < 4 * n; i++) rbuf[a][i] = -1;
    MPI_Barrier(cart);
    t0 = MPI_Wtime();
    exchange(a);
    double t = MPI_Wtime() - t0;
    MPI_Allreduce(&t, &cold[a], 1, MPI_DOUBLE, MPI_MAX, cart);
    for (int b = 0; b < 4; b++)
      for (int i = 0; i < n; i++) {
        double want = (double)i * 64 + src[b] * 4 + (b ^ 1) + 1;
        if (rbuf[a][b * n + i] != want) {
          fprintf(stderr, "commit_halo: WRONG RESULT at %ld B: rank %d face %d element %d is %g, want %g\n", bytes, me, b,
                  i, rbuf[a][b * n + i], want);
          MPI_Abort(MPI_COMM_WORLD, 3);
        }
      }
    /* the rest of the first calls */
    t0 = MPI_Wtime();
    for (int i = 1; i < first_n; i++) exchange(a);
    double tf = (t + MPI_Wtime() - t0) / first_n;
    MPI_Allreduce(&tf, &first[a], 1, MPI_DOUBLE, MPI_MAX, cart);
  }

  char fields[64];
  snprintf(fields, sizeof fields, "\"dims\":[%d,%d]", dims[0], dims[1]);
  report(cart, exchange, &tm, argv, fields, setup, cold, first);

  for (int a = 0; a < nsizes; a++) {
    for (int k = 0; k < 8; k++) MPI_Request_free(&reqs[8 * a + k]);
    free(sbuf[a]);
    free(rbuf[a]);
  }
  free(reqs);
  free(sbuf);
  free(rbuf);
  free(ns);
  free(cold);
  free(first);
  MPI_Comm_free(&cart);
  MPI_Finalize();
  return 0;
}
