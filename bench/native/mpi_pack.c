/* Native MPI baseline for the dtype bench: MPI_Pack / MPI_Unpack of the same datatypes that
 * bench/dtype.mjs packs with wasmpi (one item of each type, MPI_DOUBLE leaves).
 * Usage: mpiexec -n 1 ./mpi_pack <repeats> <milliseconds per timed run> <first_n> <case>...
 *   vec:<block bytes>:<packed bytes>   MPI_Type_vector(packed/block, block/8, 2*block/8, MPI_DOUBLE)
 *   face:<n>:<x|y|z>                   MPI_Type_create_subarray of an n^3 double array, C order,
 *                                      sizes {n,n,n} indexed [z][y][x]; the face at the middle plane
 *                                      x = n/2 (strided doubles), y = n/2 (rows) or z = n/2 (a plane)
 * One job is one run of MPICH in the dtype family's interleaved rounds (bench/dtype.mjs). Per case,
 * MPI_Pack then MPI_Unpack, each: the first <first_n> calls timed (the first calls), a warm-up,
 * then <repeats> timed runs, in GB/s of packed bytes (bench/lib/dtype_cases.mjs rates()). The
 * packed bytes are then checked against a plain C loop, and the unpacked ones against the layout.
 * Prints one JSON line per case with every run. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  MPI_Datatype type;
  long packed;   /* bytes of one item */
  long doubles;  /* doubles of the source buffer */
  /* the layout as nested blocks: `outer` blocks of `inner` rows, each row `row` doubles */
  long outer, inner, row, outer_stride, inner_stride, origin;
} Case;

static Case make(const char *spec) {
  Case c;
  memset(&c, 0, sizeof c);
  if (!strncmp(spec, "vec:", 4)) {
    long block = atol(spec + 4);
    long packed = atol(strchr(spec + 4, ':') + 1);
    long bl = block / 8, count = packed / block;
    MPI_Type_vector((int)count, (int)bl, (int)(2 * bl), MPI_DOUBLE, &c.type);
    c.packed = packed;
    c.doubles = count * 2 * bl;
    c.outer = 1, c.inner = count, c.row = bl, c.inner_stride = 2 * bl;
  } else if (!strncmp(spec, "face:", 5)) {
    int n = atoi(spec + 5);
    char f = strchr(spec + 5, ':')[1];
    int sizes[3] = {n, n, n}, sub[3] = {n, n, n}, starts[3] = {0, 0, 0};
    int axis = f == 'x' ? 2 : f == 'y' ? 1 : 0; /* [z][y][x] */
    sub[axis] = 1;
    starts[axis] = n / 2;
    MPI_Type_create_subarray(3, sizes, sub, starts, MPI_ORDER_C, MPI_DOUBLE, &c.type);
    c.packed = (long)n * n * 8;
    c.doubles = (long)n * n * n;
    long nn = (long)n * n;
    if (f == 'x') c.outer = n, c.inner = n, c.row = 1, c.outer_stride = nn, c.inner_stride = n, c.origin = n / 2;
    else if (f == 'y') c.outer = n, c.inner = 1, c.row = n, c.outer_stride = nn, c.origin = (long)(n / 2) * n;
    else c.outer = 1, c.inner = 1, c.row = nn, c.origin = (long)(n / 2) * nn;
  } else {
    fprintf(stderr, "mpi_pack: unknown case %s\n", spec);
    MPI_Abort(MPI_COMM_WORLD, 2);
  }
  MPI_Type_commit(&c.type);
  return c;
}

static void call(const Case *c, double *src, char *out, int unpack) {
  int pos = 0;
  if (unpack) MPI_Unpack(out, (int)c->packed, &pos, src, 1, c->type, MPI_COMM_WORLD);
  else MPI_Pack(src, 1, c->type, out, (int)c->packed, &pos, MPI_COMM_WORLD);
}

/* bench/lib/dtype_cases.mjs's rates(): the first `first_n` calls timed as one block, then a warm-up
 * doubling the calls until a run takes a quarter of `ms`, then `repeats` timed runs of about `ms`
 * each (at least 2 calls); GB/s into first and runs[]. */
static void run(const Case *c, double *src, char *out, int unpack, double ms, int first_n, int repeats, double *first,
                double *runs) {
  double t0 = MPI_Wtime();
  for (int k = 0; k < first_n; k++) call(c, src, out, unpack);
  *first = (double)c->packed * first_n / (MPI_Wtime() - t0) / 1e9;
  long it = 1;
  double t;
  for (;;) {
    t0 = MPI_Wtime();
    for (long k = 0; k < it; k++) call(c, src, out, unpack);
    t = (MPI_Wtime() - t0) * 1e3;
    if (t >= ms / 4 || it >= 1L << 24) break;
    it *= 2;
  }
  it = (long)(it * ms / (t > 1e-3 ? t : 1e-3) + 0.5);
  if (it < 2) it = 2;
  for (int r = 0; r < repeats; r++) {
    t0 = MPI_Wtime();
    for (long k = 0; k < it; k++) call(c, src, out, unpack);
    runs[r] = (double)c->packed * it / (MPI_Wtime() - t0) / 1e9;
  }
}

static void print_runs(const char *key, double first, const double *v, int n) {
  printf(",\"%sFirst\":%.4f,\"%s\":[", key, first, key);
  for (int k = 0; k < n; k++) printf("%s%.4f", k ? "," : "", v[k]);
  printf("]");
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  if (argc < 5) {
    fprintf(stderr, "usage: mpi_pack <repeats> <ms per run> <first_n> <case>...\n");
    MPI_Abort(MPI_COMM_WORLD, 2);
  }
  int repeats = atoi(argv[1]), first_n = atoi(argv[3]);
  double ms = atof(argv[2]);
  if (repeats < 1) repeats = 1;
  if (repeats > 64) repeats = 64;
  if (first_n < 1) first_n = 1;
  double pack_runs[64], unpack_runs[64], pack_first, unpack_first;
  for (int a = 4; a < argc; a++) {
    Case c = make(argv[a]);
    double *src = aligned_alloc(64, ((c.doubles * 8 + 63) / 64) * 64);
    char *out = aligned_alloc(64, ((c.packed + 63) / 64) * 64);
    double *ref = malloc(c.packed);
    for (long i = 0; i < c.doubles; i++) src[i] = (double)i;
    memset(out, 0, c.packed);
    /* the plain loop's packed bytes, to check MPI_Pack against (after its timings: the first calls are the type's first use) */
    long o = 0;
    for (long p = 0; p < c.outer; p++)
      for (long q = 0; q < c.inner; q++)
        for (long r = 0; r < c.row; r++) ref[o++] = src[c.origin + p * c.outer_stride + q * c.inner_stride + r];
    run(&c, src, out, 0, ms, first_n, repeats, &pack_first, pack_runs);
    /* check: MPI_Pack equals the plain loop */
    int pos = 0;
    memset(out, 0, c.packed);
    MPI_Pack(src, 1, c.type, out, (int)c.packed, &pos, MPI_COMM_WORLD);
    int ok = pos == c.packed && !memcmp(out, ref, c.packed);
    run(&c, src, out, 1, ms, first_n, repeats, &unpack_first, unpack_runs);
    /* unpack check: negated data lands where the loop reads it */
    double *neg = (double *)out;
    for (long i = 0; i < c.packed / 8; i++) neg[i] = -ref[i];
    pos = 0;
    MPI_Unpack(out, (int)c.packed, &pos, src, 1, c.type, MPI_COMM_WORLD);
    o = 0;
    for (long p = 0; p < c.outer; p++)
      for (long q = 0; q < c.inner; q++)
        for (long r = 0; r < c.row; r++) ok = ok && src[c.origin + p * c.outer_stride + q * c.inner_stride + r] == -ref[o++];
    printf("{\"case\":\"%s\",\"bytes\":%ld,\"firstN\":%d", argv[a], c.packed, first_n);
    print_runs("pack", pack_first, pack_runs, repeats);
    print_runs("unpack", unpack_first, unpack_runs, repeats);
    printf(",\"ok\":%s}\n", ok ? "true" : "false");
    fflush(stdout);
    MPI_Type_free(&c.type);
    free(src);
    free(out);
    free(ref);
  }
  MPI_Finalize();
  return 0;
}
