/* Native MPI baseline for the p2p bench: the same loops as bench/ranks/osu_p2p.mjs.
 * Usage: mpiexec -n 2 ./osu_p2p <repeats> <quick 0|1> <size>...  Prints one JSON line per size. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

#define WINDOW 64

static int iterations(long size, int quick) {
  int base = size <= 1024 ? 20000 : size <= 65536 ? 4000 : size <= (1 << 20) ? 400 : 60;
  int it = quick ? base / 4 : base;
  return it < 8 ? 8 : it;
}

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static double median(double *v, int n) {
  qsort(v, n, sizeof *v, cmp);
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

static double latency(char *s, char *r, long size, int iters, int rank) {
  int peer = 1 - rank;
  MPI_Barrier(MPI_COMM_WORLD);
  double t0 = MPI_Wtime();
  for (int i = 0; i < iters; i++) {
    if (rank == 0) {
      MPI_Send(s, size, MPI_BYTE, peer, 1, MPI_COMM_WORLD);
      MPI_Recv(r, size, MPI_BYTE, peer, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    } else {
      MPI_Recv(r, size, MPI_BYTE, peer, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      MPI_Send(s, size, MPI_BYTE, peer, 1, MPI_COMM_WORLD);
    }
  }
  return (MPI_Wtime() - t0) * 1e6 / iters / 2;
}

static double bandwidth(char *s, char *r, long size, int iters, int rank, int bidir) {
  int peer = 1 - rank, ack = 0, n;
  MPI_Request reqs[2 * WINDOW];
  MPI_Barrier(MPI_COMM_WORLD);
  double t0 = MPI_Wtime();
  for (int i = 0; i < iters; i++) {
    n = 0;
    if (bidir || rank == 1) for (int w = 0; w < WINDOW; w++) MPI_Irecv(r, size, MPI_BYTE, peer, 2, MPI_COMM_WORLD, &reqs[n++]);
    if (bidir || rank == 0) for (int w = 0; w < WINDOW; w++) MPI_Isend(s, size, MPI_BYTE, peer, 2, MPI_COMM_WORLD, &reqs[n++]);
    MPI_Waitall(n, reqs, MPI_STATUSES_IGNORE);
    if (rank == 0) MPI_Recv(&ack, 1, MPI_INT, peer, 3, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    else MPI_Send(&ack, 1, MPI_INT, peer, 3, MPI_COMM_WORLD);
  }
  double sec = MPI_Wtime() - t0;
  return (bidir ? 2.0 : 1.0) * size * WINDOW * iters / sec / 1e9;
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int rank;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  int repeats = atoi(argv[1]), quick = atoi(argv[2]);
  long max = 1;
  for (int a = 3; a < argc; a++) if (atol(argv[a]) > max) max = atol(argv[a]);
  char *s = calloc(max, 1), *r = calloc(max, 1);
  double v[64];
  for (int a = 3; a < argc; a++) {
    long size = atol(argv[a]);
    int it = iterations(size, quick);
    latency(s, r, size, (it + 9) / 10, rank);
    for (int k = 0; k < repeats; k++) v[k] = latency(s, r, size, it, rank);
    double lat = median(v, repeats), bw = 0, bibw = 0;
    if (size > 0) {
      int bit = it / WINDOW < 2 ? 2 : (it + WINDOW - 1) / WINDOW;
      for (int k = 0; k < repeats; k++) v[k] = bandwidth(s, r, size, bit, rank, 0);
      bw = median(v, repeats);
      for (int k = 0; k < repeats; k++) v[k] = bandwidth(s, r, size, bit, rank, 1);
      bibw = median(v, repeats);
    }
    if (rank == 0) printf("{\"size\":%ld,\"lat\":%.4f,\"bw\":%.4f,\"bibw\":%.4f}\n", size, lat, bw, bibw);
    fflush(stdout);
  }
  free(s);
  free(r);
  MPI_Finalize();
  return 0;
}
