/* The timing of the commit bench's native harnesses (commit_halo.c, commit_allreduce.c): one
 * operation `op(a)` at size index `a`, on communicator `comm`, timed as the JavaScript side times it
 * (bench/lib/commit_timing.mjs). */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

typedef void (*op_fn)(int a);

/* The slowest rank's mean microseconds per call over `iters` back-to-back calls (IMB style). */
static double timed_calls(MPI_Comm comm, op_fn op, int a, int iters) {
  MPI_Barrier(comm);
  double t0 = MPI_Wtime();
  for (int i = 0; i < iters; i++) op(a);
  double t = (MPI_Wtime() - t0) / iters, tmax;
  MPI_Allreduce(&t, &tmax, 1, MPI_DOUBLE, MPI_MAX, comm);
  return tmax * 1e6;
}

/* Warm-up at the first size for about `warm` seconds, in chunks of up to 200 calls (about a tenth
 * of it each; the ranks agree after each chunk whether to go on). */
static void warm_up(MPI_Comm comm, op_fn op, double warm) {
  double t1 = timed_calls(comm, op, 0, 1) / 1e6;
  int chunk = t1 > 0 ? (int)(warm / 10 / t1) : 200;
  if (chunk < 1) chunk = 1;
  if (chunk > 200) chunk = 200;
  double tw0 = MPI_Wtime(), el;
  do {
    for (int i = 0; i < chunk; i++) op(0);
    double mine = MPI_Wtime() - tw0;
    MPI_Allreduce(&mine, &el, 1, MPI_DOUBLE, MPI_MAX, comm);
  } while (el < warm);
}

/* At size `a`: a timed warm-up of about sample / 2 seconds that sets the calls per sample (about
 * `sample` seconds each, at most max_iters), then `inner` samples into v. Returns the calls per sample. */
static int samples(MPI_Comm comm, op_fn op, int a, double sample, int max_iters, int inner, double *v) {
  timed_calls(comm, op, a, 1);
  double t1 = timed_calls(comm, op, a, 1) / 1e6;
  int w = t1 > 0 ? (int)(sample / 2 / t1) : max_iters;
  if (w < 1) w = 1;
  if (w > max_iters) w = max_iters;
  double tw = timed_calls(comm, op, a, w) / 1e6;
  int iters = tw > 0 ? (int)(sample / tw) : max_iters;
  if (iters < 1) iters = 1;
  if (iters > max_iters) iters = max_iters;
  for (int k = 0; k < inner; k++) v[k] = timed_calls(comm, op, a, iters);
  return iters;
}

/* The harnesses' arguments: <inner> <sample_ms> <max_iters> <warm_ms> <first_n> <size>... */
struct timing {
  int inner, max_iters, first_n, nsizes;
  double sample, warm; /* seconds */
};

/* Reads the arguments (usage and exit 2 when too few; rank 0 says so). */
static struct timing timing_args(int argc, char **argv, const char *name) {
  int me;
  MPI_Comm_rank(MPI_COMM_WORLD, &me);
  if (argc < 7) {
    if (me == 0) fprintf(stderr, "usage: %s <inner> <sample_ms> <max_iters> <warm_ms> <first_n> <size>...\n", name);
    MPI_Abort(MPI_COMM_WORLD, 2);
  }
  struct timing t = {atoi(argv[1]), atoi(argv[3]), atoi(argv[5]), argc - 6, atof(argv[2]) / 1000, atof(argv[4]) / 1000};
  if (t.first_n < 1) t.first_n = 1;
  if (t.inner < 1) t.inner = 1;
  if (t.inner > 64) t.inner = 64;
  return t;
}

/* After the first calls: the warm-up, then at each size its samples, printed by rank 0 as one
 * JSON line: the size, `fields` (e.g. "\"dims\":[2,1]", ending without a comma), the calls per
 * sample, the setup and the cold and first-calls figures (seconds, printed as us), the samples. */
static void report(MPI_Comm comm, op_fn op, const struct timing *t, char **argv, const char *fields, double setup,
                   const double *cold, const double *first) {
  int me;
  MPI_Comm_rank(comm, &me);
  warm_up(comm, op, t->warm);
  double v[64];
  for (int a = 0; a < t->nsizes; a++) {
    int iters = samples(comm, op, a, t->sample, t->max_iters, t->inner, v);
    if (me != 0) continue;
    printf("{\"size\":%ld,%s,\"iters\":%d,\"setup\":%.4f,\"cold\":%.4f,\"first\":%.4f,\"firstN\":%d,\"runs\":[",
           atol(argv[6 + a]), fields, iters, setup * 1e6, cold[a] * 1e6, first[a] * 1e6, t->first_n);
    for (int k = 0; k < t->inner; k++) printf("%s%.4f", k ? "," : "", v[k]);
    printf("]}\n");
    fflush(stdout);
  }
}
