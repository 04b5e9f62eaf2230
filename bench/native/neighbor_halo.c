/* Native MPI baseline for the topo bench: the 2-D 5-point halo exchange of bench/ranks/topo_halo.mjs
 * with MPI_Neighbor_alltoall on MPI_DOUBLE over a periodic Cartesian communicator
 * (MPI_Dims_create(p, 2) + MPI_Cart_create, no reorder).
 * Usage: mpiexec -n P ./neighbor_halo <inner> <sample_ms> <max_iters> <warm_ms> <first_n> <size>...
 * A size is one face in bytes (each rank sends 4 faces and receives 4). The same loops as the
 * wasmpi side: a cold pass (at each size, the first exchange on fresh data, timed alone, the
 * slowest rank's, then checked, then the next <first_n> - 1 exchanges timed: "first" is the mean
 * over the first <first_n>), a warm-up of about warm_ms, and per size a timed warm-up (about
 * sample_ms / 2) that sets `iters` (about sample_ms per sample) followed by `inner` samples, each the slowest rank's (MPI_MAX) mean time
 * per exchange over `iters` back-to-back exchanges. Prints one JSON line per size on rank 0.
 *
 * The check: element i of send block j of rank r holds i*64 + r*4 + j + 1; every element of every
 * received face must come from the right sender at the right index (else MPI_Abort). Which of the
 * sender's blocks arrives is reported, not enforced: where a periodic dimension has size 1 or 2
 * (both neighbours are one rank) MPI implementations differ on how the two edges pair up.
 * "rule" is "opposite" when face 2d held the -1 neighbour's block 2d+1 and face 2d+1 the +1
 * neighbour's block 2d everywhere (the pairing wasmpi uses), "same" when face b held block b, and
 * "mixed" otherwise. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static MPI_Comm cart;
static double *sbuf, *rbuf;

static double timed(int n, int iters) {
  MPI_Barrier(cart);
  double t0 = MPI_Wtime();
  for (int i = 0; i < iters; i++) MPI_Neighbor_alltoall(sbuf, n, MPI_DOUBLE, rbuf, n, MPI_DOUBLE, cart);
  double t = (MPI_Wtime() - t0) / iters, tmax;
  MPI_Allreduce(&t, &tmax, 1, MPI_DOUBLE, MPI_MAX, cart);
  return tmax * 1e6;
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int p, wrank;
  MPI_Comm_size(MPI_COMM_WORLD, &p);
  MPI_Comm_rank(MPI_COMM_WORLD, &wrank);
  if (argc < 7) {
    if (wrank == 0) fprintf(stderr, "usage: neighbor_halo <inner> <sample_ms> <max_iters> <warm_ms> <first_n> <size>...\n");
    MPI_Abort(MPI_COMM_WORLD, 2);
  }
  int inner = atoi(argv[1]), max_iters = atoi(argv[3]), first_n = atoi(argv[5]);
  if (first_n < 1) first_n = 1;
  double sample = atof(argv[2]) / 1000, warm = atof(argv[4]) / 1000;
  if (inner < 1) inner = 1;
  if (inner > 64) inner = 64;
  int dims[2] = {0, 0}, periods[2] = {1, 1};
  MPI_Dims_create(p, 2, dims);
  MPI_Cart_create(MPI_COMM_WORLD, 2, dims, periods, 0, &cart);
  int me;
  MPI_Comm_rank(cart, &me);
  int src[4]; /* face b comes from src[b] (and block b goes to it): -1 then +1 neighbour of each dim */
  for (int d = 0; d < 2; d++) MPI_Cart_shift(cart, d, 1, &src[2 * d], &src[2 * d + 1]);

  long maxn = 1;
  for (int a = 6; a < argc; a++)
    if (atol(argv[a]) / 8 > maxn) maxn = atol(argv[a]) / 8;
  sbuf = malloc(4 * maxn * sizeof(double));
  rbuf = malloc(4 * maxn * sizeof(double));
  int nsizes = argc - 6;
  double *cold = calloc(nsizes, sizeof(double)), *first = calloc(nsizes, sizeof(double));
  const char **rules = calloc(nsizes, sizeof *rules);

  /* The cold pass, and the check. */
  for (int a = 0; a < nsizes; a++) {
    long bytes = atol(argv[6 + a]);
    int n = bytes / 8 > 0 ? (int)(bytes / 8) : 1;
    for (int j = 0; j < 4; j++)
      for (int i = 0; i < n; i++) sbuf[j * n + i] = (double)i * 64 + me * 4 + j + 1;
    for (int i = 0; i < 4 * n; i++) rbuf[i] = -1;
    MPI_Barrier(cart);
    double t0 = MPI_Wtime();
    MPI_Neighbor_alltoall(sbuf, n, MPI_DOUBLE, rbuf, n, MPI_DOUBLE, cart);
    double t = MPI_Wtime() - t0;
    MPI_Allreduce(&t, &cold[a], 1, MPI_DOUBLE, MPI_MAX, cart);
    int opposite = 1, same = 1;
    for (int b = 0; b < 4; b++) {
      double v0 = rbuf[b * n];
      int k = (int)(v0 - 1) % 64, from = k >> 2, blk = k & 3;
      if (v0 < 1 || from != src[b]) {
        fprintf(stderr, "neighbor_halo: WRONG RESULT at %ld B: rank %d face %d starts with %g, want a value from rank %d\n",
                bytes, me, b, v0, src[b]);
        MPI_Abort(MPI_COMM_WORLD, 3);
      }
      for (int i = 0; i < n; i++)
        if (rbuf[b * n + i] != (double)i * 64 + from * 4 + blk + 1) {
          fprintf(stderr, "neighbor_halo: WRONG RESULT at %ld B: rank %d face %d element %d is %g, want %g\n", bytes, me,
                  b, i, rbuf[b * n + i], (double)i * 64 + from * 4 + blk + 1);
          MPI_Abort(MPI_COMM_WORLD, 3);
        }
      if (blk != (b ^ 1)) opposite = 0;
      if (blk != b) same = 0;
    }
    int mine[2] = {opposite, same}, all[2];
    MPI_Allreduce(mine, all, 2, MPI_INT, MPI_MIN, cart);
    rules[a] = all[0] ? "opposite" : all[1] ? "same" : "mixed";
    /* the rest of the first calls */
    t0 = MPI_Wtime();
    for (int i = 1; i < first_n; i++) MPI_Neighbor_alltoall(sbuf, n, MPI_DOUBLE, rbuf, n, MPI_DOUBLE, cart);
    double tf = (t + MPI_Wtime() - t0) / first_n;
    MPI_Allreduce(&tf, &first[a], 1, MPI_DOUBLE, MPI_MAX, cart);
  }

  /* Warm-up at the first size for about warm_ms, in chunks of up to 200 exchanges (about a tenth
   * of warm_ms each; the ranks agree after each chunk whether to go on), then the samples. */
  {
    long bytes = atol(argv[6]);
    int n = bytes / 8 > 0 ? (int)(bytes / 8) : 1;
    double t1 = timed(n, 1) / 1e6;
    int chunk = t1 > 0 ? (int)(warm / 10 / t1) : 200;
    if (chunk < 1) chunk = 1;
    if (chunk > 200) chunk = 200;
    double t0 = MPI_Wtime(), el;
    do {
      for (int i = 0; i < chunk; i++) MPI_Neighbor_alltoall(sbuf, n, MPI_DOUBLE, rbuf, n, MPI_DOUBLE, cart);
      double mine = MPI_Wtime() - t0;
      MPI_Allreduce(&mine, &el, 1, MPI_DOUBLE, MPI_MAX, cart);
    } while (el < warm);
  }
  double v[64];
  for (int a = 0; a < nsizes; a++) {
    long bytes = atol(argv[6 + a]);
    int n = bytes / 8 > 0 ? (int)(bytes / 8) : 1;
    timed(n, 1);
    double t1 = timed(n, 1) / 1e6;
    int w = t1 > 0 ? (int)(sample / 2 / t1) : max_iters;
    if (w < 1) w = 1;
    if (w > max_iters) w = max_iters;
    double tw = timed(n, w) / 1e6;
    int iters = tw > 0 ? (int)(sample / tw) : max_iters;
    if (iters < 1) iters = 1;
    if (iters > max_iters) iters = max_iters;
    for (int k = 0; k < inner; k++) v[k] = timed(n, iters);
    if (me == 0) {
      printf("{\"size\":%ld,\"dims\":[%d,%d],\"iters\":%d,\"cold\":%.4f,\"first\":%.4f,\"firstN\":%d,\"rule\":\"%s\",\"runs\":[", bytes,
             dims[0], dims[1], iters, cold[a] * 1e6, first[a] * 1e6, first_n, rules[a]);
      for (int k = 0; k < inner; k++) printf("%s%.4f", k ? "," : "", v[k]);
      printf("]}\n");
      fflush(stdout);
    }
  }
  free(sbuf);
  free(rbuf);
  free(cold);
  free(first);
  free(rules);
  MPI_Comm_free(&cart);
  MPI_Finalize();
  return 0;
}
