/* The timing of the commit bench's native harnesses (commit_halo.c, commit_allreduce.c): one
 * operation `op(a)` at size index `a`, on communicator `comm`, timed as the JavaScript side times it
 * (bench/lib/commit_timing.mjs). */
#include <mpi.h>

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
