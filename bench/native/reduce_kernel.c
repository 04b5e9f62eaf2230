/* Native baseline for the kernel bench: `y[i] += x[i]` compiled with gcc -O3 -march=native (the
 * loop bench/kernel.mjs times in WASM SIMD and in plain JS). Buffers are 64-byte aligned.
 * Usage: ./reduce_kernel <repeats> <bytes per repeat> <size>...  One process is one run of C in
 * the kernel family's interleaved rounds. Prints one JSON line per (type, size), in GB/s of y:
 * "first", the first calls (the warm-up: as many calls as one repetition, on freshly allocated
 * buffers), and "runs", <repeats> timed repetitions. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

/* noinline: each call really reads x and y and writes y (nothing to hoist across calls) */
#define KERNEL(T, NAME) \
  __attribute__((noinline)) static void NAME(T *restrict y, const T *restrict x, size_t n) { \
    for (size_t i = 0; i < n; i++) y[i] += x[i]; \
  }
KERNEL(float, add_f32)
KERNEL(double, add_f64)
KERNEL(int32_t, add_i32)

#define BENCH(T, LABEL, NAME, FN) \
  static void NAME(int repeats, double per, long size) { \
    size_t n = size / sizeof(T); \
    T *y = aligned_alloc(64, size), *x = aligned_alloc(64, size); \
    for (size_t i = 0; i < n; i++) { y[i] = (T)(i & 7); x[i] = (T)1; } \
    long it = (long)(per / size); \
    if (it < 2) it = 2; \
    double t0 = now(); \
    for (long k = 0; k < it; k++) FN(y, x, n); /* warm up: the first calls */ \
    double first = (double)size * it / (now() - t0) / 1e9; \
    printf("{\"type\":\"%s\",\"size\":%ld,\"calls\":%ld,\"first\":%.4f,\"runs\":[", LABEL, size, it, first); \
    for (int r = 0; r < repeats; r++) { \
      t0 = now(); \
      for (long k = 0; k < it; k++) FN(y, x, n); \
      printf("%s%.4f", r ? "," : "", (double)size * it / (now() - t0) / 1e9); \
    } \
    printf("],\"check\":%g}\n", (double)y[n - 1]); \
    free(y); free(x); \
  }
BENCH(float, "float32", bench_f32, add_f32)
BENCH(double, "float64", bench_f64, add_f64)
BENCH(int32_t, "int32", bench_i32, add_i32)

int main(int argc, char **argv) {
  if (argc < 4) { fprintf(stderr, "usage: %s repeats bytes-per-repeat size...\n", argv[0]); return 2; }
  int repeats = atoi(argv[1]);
  double per = atof(argv[2]);
  for (int a = 3; a < argc; a++) {
    long size = atol(argv[a]);
    bench_f32(repeats, per, size);
    bench_f64(repeats, per, size);
    bench_i32(repeats, per, size);
  }
  return 0;
}
