/* Native MPI baseline for the p2p bench: the same loops and counts as bench/ranks/osu_p2p.mjs.
 * Usage: mpiexec -n 2 ./osu_p2p <repeats> <quick 0|1> <fresh> <size>...
 * One job is one round of the p2p family (bench/p2p.mjs runs it between the wasmpi world and the
 * other baselines, once per round). It prints {"fresh": us}: the job's first <fresh> round trips
 * of 8 B (one way), then one JSON line per size: the first calls at that size (the warm-up, timed:
 * n round trips for latency, nw windows for the bandwidths; bench/lib/stats.mjs p2pCounts), more
 * blocks of those until 20 ms have passed (untimed), and <repeats> timed repetitions of each figure (lat in us one way, bw and bibw in GB/s). */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

#define WINDOW 64

static int iterations(long size, int quick) {
  int base = size <= 1024 ? 20000 : size <= 65536 ? 4000 : size <= (1 << 20) ? 400 : 60;
  int it = quick ? base / 4 : base;
  return it < 8 ? 8 : it;
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

/* The first calls are followed by more blocks of the same until WARM_S have passed since they
 * began, by rank 0's clock (bench/lib/stats.mjs, WARM_MS; the JavaScript harnesses do the same). */
#define WARM_S 0.02
static int more(double w0, int rank) {
  int go = rank == 0 ? MPI_Wtime() - w0 < WARM_S : 0;
  MPI_Bcast(&go, 1, MPI_INT, 0, MPI_COMM_WORLD);
  return go;
}

static void print_runs(const char *key, const double *v, int n) {
  printf(",\"%s\":[", key);
  for (int k = 0; k < n; k++) printf("%s%.4f", k ? "," : "", v[k]);
  printf("]");
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int rank;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (argc < 4) {
    if (rank == 0) fprintf(stderr, "usage: osu_p2p <repeats> <quick 0|1> <fresh> <size>...\n");
    MPI_Abort(MPI_COMM_WORLD, 2);
  }
  int repeats = atoi(argv[1]), quick = atoi(argv[2]), fresh = atoi(argv[3]);
  if (repeats < 1) repeats = 1;
  if (repeats > 64) repeats = 64;
  long max = 8;
  for (int a = 4; a < argc; a++) if (atol(argv[a]) > max) max = atol(argv[a]);
  char *s = calloc(max, 1), *r = calloc(max, 1);
  double fr = latency(s, r, 8, fresh, rank);
  if (rank == 0) printf("{\"fresh\":%.4f}\n", fr);
  double lat[64], bw[64], bibw[64];
  for (int a = 4; a < argc; a++) {
    long size = atol(argv[a]);
    int it = iterations(size, quick);
    int first = (it + 9) / 10;
    int bit = it / WINDOW < 2 ? 2 : (it + WINDOW - 1) / WINDOW;
    int fw = (bit + 3) / 4;
    double w0 = MPI_Wtime();
    double lf = latency(s, r, size, first, rank), bf = 0, bbf = 0;
    while (more(w0, rank)) latency(s, r, size, first, rank);
    for (int k = 0; k < repeats; k++) lat[k] = latency(s, r, size, it, rank);
    if (size > 0) {
      w0 = MPI_Wtime();
      bf = bandwidth(s, r, size, fw, rank, 0);
      while (more(w0, rank)) bandwidth(s, r, size, fw, rank, 0);
      for (int k = 0; k < repeats; k++) bw[k] = bandwidth(s, r, size, bit, rank, 0);
      w0 = MPI_Wtime();
      bbf = bandwidth(s, r, size, fw, rank, 1);
      while (more(w0, rank)) bandwidth(s, r, size, fw, rank, 1);
      for (int k = 0; k < repeats; k++) bibw[k] = bandwidth(s, r, size, bit, rank, 1);
    }
    if (rank == 0) {
      printf("{\"size\":%ld,\"n\":%d,\"nw\":%d,\"latFirst\":%.4f", size, first, fw, lf);
      print_runs("lat", lat, repeats);
      if (size > 0) {
        printf(",\"bwFirst\":%.4f,\"bibwFirst\":%.4f", bf, bbf);
        print_runs("bw", bw, repeats);
        print_runs("bibw", bibw, repeats);
      }
      printf("}\n");
      fflush(stdout);
    }
  }
  free(s);
  free(r);
  MPI_Finalize();
  return 0;
}
